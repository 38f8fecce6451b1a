"""Secrets: which credential formats the admission policy refuses, and which look-alikes it
lets through.

The corpus is `benchmarks.secrets_data`: credential formats of many providers, each in a
sentence with no keyword around it, and texts that only look like credentials (package
names, placeholders, hashes, prefixes named in prose). Each text goes through
`find_secret`, the check every write path uses. Reported: formats caught (target: all),
per provider, and look-alikes flagged (target: none), with the kind each one was taken
for.

Run: ``python -m benchmarks.secrets [--quick] [--show]``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from .common import parser, table, write_result
from .secrets_data import LOOK_ALIKES, samples
from .secrets_prose import (
    DESIGN_2_ORDINARY,
    DESIGN_2_SECRETS,
    DESIGN_ORDINARY,
    DESIGN_SECRETS,
    FRESH_ORDINARY,
    FRESH_SECRETS,
    fill,
)
from .secrets_prose_eighteenth import EIGHTEENTH_ORDINARY, EIGHTEENTH_SECRETS
from .secrets_prose_eighth import EIGHTH_ORDINARY, EIGHTH_SECRETS
from .secrets_prose_eleventh import ELEVENTH_ORDINARY, ELEVENTH_SECRETS
from .secrets_prose_fifteenth import FIFTEENTH_ORDINARY, FIFTEENTH_SECRETS
from .secrets_prose_fifth import FIFTH_ORDINARY, FIFTH_SECRETS
from .secrets_prose_fourteenth import FOURTEENTH_ORDINARY, FOURTEENTH_SECRETS
from .secrets_prose_fourth import FOURTH_ORDINARY, FOURTH_SECRETS
from .secrets_prose_gaps import (
    GAPS_FRESH_ORDINARY,
    GAPS_FRESH_SECRETS,
    GAPS_ORDINARY,
    GAPS_SECRETS,
)
from .secrets_prose_nineteenth import NINETEENTH_ORDINARY, NINETEENTH_SECRETS
from .secrets_prose_ninth import NINTH_ORDINARY, NINTH_SECRETS
from .secrets_prose_seventeenth import SEVENTEENTH_ORDINARY, SEVENTEENTH_SECRETS
from .secrets_prose_seventh import SEVENTH_ORDINARY, SEVENTH_SECRETS
from .secrets_prose_sixteenth import SIXTEENTH_ORDINARY, SIXTEENTH_SECRETS
from .secrets_prose_sixth import SIXTH_ORDINARY, SIXTH_SECRETS
from .secrets_prose_tenth import TENTH_ORDINARY, TENTH_SECRETS
from .secrets_prose_third import GAPS_THIRD_ORDINARY, GAPS_THIRD_SECRETS
from .secrets_prose_thirteenth import THIRTEENTH_ORDINARY, THIRTEENTH_SECRETS
from .secrets_prose_twelfth import TWELFTH_ORDINARY, TWELFTH_SECRETS
from .secrets_prose_twentieth import TWENTIETH_ORDINARY, TWENTIETH_SECRETS
from .secrets_prose_twentyfirst import TWENTYFIRST_ORDINARY, TWENTYFIRST_SECRETS

REQUIRED = ("Hugging Face", "OpenAI", "Anthropic", "GitHub", "GitLab", "Slack", "Stripe",
            "AWS", "GCP", "Azure")
LANGS = ("en", "zh", "ja")
# Rounds of secrets said in prose: (name, secrets, ordinary sentences).
PROSE_ROUNDS = (("design", DESIGN_SECRETS, DESIGN_ORDINARY),
                ("fresh", FRESH_SECRETS, FRESH_ORDINARY),
                ("commands and second factors", DESIGN_2_SECRETS, DESIGN_2_ORDINARY),
                ("gaps", GAPS_SECRETS, GAPS_ORDINARY),
                ("gaps, fresh", GAPS_FRESH_SECRETS, GAPS_FRESH_ORDINARY),
                ("gaps, third", GAPS_THIRD_SECRETS, GAPS_THIRD_ORDINARY),
                ("fourth", FOURTH_SECRETS, FOURTH_ORDINARY),
                ("fifth", FIFTH_SECRETS, FIFTH_ORDINARY),
                ("sixth", SIXTH_SECRETS, SIXTH_ORDINARY),
                ("seventh", SEVENTH_SECRETS, SEVENTH_ORDINARY),
                ("eighth", EIGHTH_SECRETS, EIGHTH_ORDINARY),
                ("ninth", NINTH_SECRETS, NINTH_ORDINARY),
                ("tenth", TENTH_SECRETS, TENTH_ORDINARY),
                ("eleventh", ELEVENTH_SECRETS, ELEVENTH_ORDINARY),
                ("twelfth", TWELFTH_SECRETS, TWELFTH_ORDINARY),
                ("thirteenth", THIRTEENTH_SECRETS, THIRTEENTH_ORDINARY),
                ("fourteenth", FOURTEENTH_SECRETS, FOURTEENTH_ORDINARY),
                ("fifteenth", FIFTEENTH_SECRETS, FIFTEENTH_ORDINARY),
                ("sixteenth", SIXTEENTH_SECRETS, SIXTEENTH_ORDINARY),
                ("seventeenth", SEVENTEENTH_SECRETS, SEVENTEENTH_ORDINARY),
                ("eighteenth", EIGHTEENTH_SECRETS, EIGHTEENTH_ORDINARY),
                ("nineteenth", NINETEENTH_SECRETS, NINETEENTH_ORDINARY),
                ("twentieth", TWENTIETH_SECRETS, TWENTIETH_ORDINARY),
                ("twentyfirst", TWENTYFIRST_SECRETS, TWENTYFIRST_ORDINARY))


def prose(find: Any, show: bool) -> dict[str, Any]:
    """Per round and language: credentials named in a sentence caught, ordinary sentences
    about credentials flagged."""
    out: dict[str, Any] = {}
    for name, secrets, ordinary in PROSE_ROUNDS:
        row: dict[str, Any] = {}
        for lang in LANGS:
            missed = [t for lg, t in fill(secrets) if lg == lang and not find(t)]
            flagged = [t for lg, t in fill(ordinary) if lg == lang and find(t)]
            total = sum(1 for lg, _ in secrets if lg == lang)
            row[lang] = {"secrets": total, "caught": total - len(missed),
                         "ordinary": sum(1 for lg, _ in ordinary if lg == lang),
                         "flagged": len(flagged)}
            if show:
                for t in missed:
                    print(f"  prose {name} missed: {t}")
                for t in flagged:
                    print(f"  prose {name} flagged as {find(t)}: {t}")
        out[name] = row
    print(table(["round", "language", "secrets caught", "ordinary flagged"],
                [(name, lang, f"{r['caught']}/{r['secrets']}", f"{r['flagged']}/{r['ordinary']}")
                 for name, row in out.items() for lang, r in row.items()]))
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--show", action="store_true", help="list every miss and false alarm")
    args = p.parse_args(argv)
    from memdir.pipeline.admission.secrets import find_secret

    rows = samples()
    look_alikes = LOOK_ALIKES
    if args.quick:
        rows, look_alikes = rows[::6], look_alikes[::6]
    missed = []
    by_provider: dict[str, list[bool]] = defaultdict(list)
    for fmt, text in rows:
        kind = find_secret(text)
        by_provider[fmt.provider].append(kind is not None)
        if kind is None:
            missed.append(f"{fmt.provider}: {fmt.name}")
    flagged = [(text, kind) for text in look_alikes if (kind := find_secret(text))]
    caught = len(rows) - len(missed)
    providers = sorted(by_provider, key=lambda name: (name not in REQUIRED, name))
    print(f"Secrets: {len(rows)} credential formats of {len(by_provider)} providers, "
          f"{len(look_alikes)} look-alikes")
    print(table(["provider", "formats", "caught"],
                [(name, len(by_provider[name]), sum(by_provider[name])) for name in providers]))
    print(f"formats caught: {caught}/{len(rows)}; look-alikes flagged: "
          f"{len(flagged)}/{len(look_alikes)}")
    if args.show:
        for m in missed:
            print(f"  missed: {m}")
        for text, kind in flagged:
            print(f"  flagged as {kind}: {text!r}")
    required_missed = [m for m in missed if m.split(":")[0] in REQUIRED]
    said = prose(find_secret, args.show)
    data = {"formats": len(rows), "providers": len(by_provider), "caught": caught,
            "missed": missed, "required_missed": required_missed,
            "look_alikes": len(look_alikes), "flagged": [k for _, k in flagged],
            "flagged_texts": [t for t, _ in flagged],
            "by_provider": {k: [len(v), sum(v)] for k, v in by_provider.items()},
            "prose": said}
    write_result("secrets", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
