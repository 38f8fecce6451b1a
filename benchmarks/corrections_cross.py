"""Corrections, cross check: every statement of the set against every other pair's record.

`benchmarks.corrections` asks each statement about its own pair's record only. Here each
new statement of a language is a candidate against each stored record of the same
language that belongs to another pair (records are counted once: a correction and its
look-alike share one; the statement's own record, by its description, is skipped), with
that one record in the store. No label says which of these are corrections: many rounds
wrote the same subjects (CI, editors, formatters, indentation), so most updates here are
a statement correcting another round's record of its subject ("CI は先週 Buildkite に
移行しました" against "CI は CircleCI で動いている"), and the rest false updates ("部署改到
每周二了" against "服务部署在 Heroku 上"). The count is a guard: it must not grow when a
rule changes, and every hit a change gains or loses (``--diff``) is read by hand.

The candidate is made as `memdir add` makes it (`candidate_from_text`) with the record's
type, and the admission policy (`memdir.pipeline.admission.policy.decide`) sees the
record as the only search hit, whether or not the search index would have returned it:
an upper bound of what the write path can replace (secrets are not scanned: no
statement of the set holds one). About 8 minutes of one core for the whole set.

Run: ``python -m benchmarks.corrections_cross [--quick] [--show]``; ``--diff FILE``
lists the hits gained and lost against an earlier result (its JSON).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record, name_key
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import candidate_from_text

from .common import parser, table, write_result
from .corrections_data import PAIRS, Pair

LANGS = ("en", "zh", "ja")
# --quick: this many pairs of each language, spread over the set. A fixed size: the work
# is statements times records, so a fixed share of a set that grows every round grew
# quadratically (a twentieth was 8 s of CPU at 1,648 pairs).
QUICK_PER_LANG = 12


def _records(pairs: Sequence[Pair]) -> list[Record]:
    """The distinct stored records of ``pairs`` (by description and body)."""
    seen: dict[tuple[str, str], Record] = {}
    for p in pairs:
        seen.setdefault((p.old_description, p.old_body), Record(
            name=p.old_name, description=p.old_description, type=p.type, body=p.old_body))
    return list(seen.values())


def quick_pairs(pairs: Sequence[Pair]) -> list[Pair]:
    """``QUICK_PER_LANG`` pairs of each language, evenly spaced over ``pairs``."""
    out: list[Pair] = []
    for lang in LANGS:
        mine = [p for p in pairs if p.lang == lang]
        out += mine[::max(1, len(mine) // QUICK_PER_LANG)][:QUICK_PER_LANG]
    return out


def hits(pairs: Sequence[Pair]) -> list[dict[str, str]]:
    """The (statement, record) couples of one language where the statement updates a
    record of another pair."""
    out = []
    records = _records(pairs)
    statements = dict.fromkeys((p.new_text, p.old_description) for p in pairs)
    for text, own in statements:
        for rec in records:
            if rec.description == own:
                continue
            cand = candidate_from_text(text, rec.type)
            if name_key(cand.name) == rec.key:  # a same-name update, not the rule
                cand = replace(cand, name=cand.name + "-new")
            decision = decide([cand], [rec], find_similar=lambda c, r=rec: [r],
                              secrets=False)[0]
            if decision.action == "update":
                out.append({"new": text, "record": rec.description})
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--show", action="store_true", help="list every hit")
    p.add_argument("--jobs", type=int, default=1, help="languages run side by side")
    p.add_argument("--diff", type=Path, default=None,
                   help="an earlier result of this benchmark: list the hits gained and lost")
    args = p.parse_args(argv)
    pairs = quick_pairs(PAIRS) if args.quick else PAIRS
    by_lang = [[q for q in pairs if q.lang == lang] for lang in LANGS]
    jobs = max(1, min(args.jobs, len(LANGS)))
    if jobs == 1:
        found = dict(zip(LANGS, map(hits, by_lang), strict=True))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            found = dict(zip(LANGS, pool.map(hits, by_lang), strict=True))
    sizes = {lang: (len({(q.new_text, q.old_description) for q in pairs if q.lang == lang}),
                    len(_records([q for q in pairs if q.lang == lang]))) for lang in LANGS}
    print("Corrections cross check: each statement against every other pair's record "
          "(the store holding that one record)")
    print(table(["lang", "statements", "records", "updates"],
                [(lang, *sizes[lang], len(found[lang])) for lang in LANGS]
                + [("all", sum(s[0] for s in sizes.values()),
                    sum(s[1] for s in sizes.values()),
                    sum(len(v) for v in found.values()))]))
    if args.show:
        for lang in LANGS:
            for h in found[lang]:
                print(f"  [{lang}] {h['new']!r} -> {h['record']!r}")
    if args.diff:
        before = json.loads(args.diff.read_text(encoding="utf-8"))["hits"]
        for lang in LANGS:
            old = {(h["new"], h["record"]) for h in before.get(lang, [])}
            new = {(h["new"], h["record"]) for h in found[lang]}
            for sign, diff in (("+", new - old), ("-", old - new)):
                for text, record in sorted(diff):
                    print(f"  {sign} [{lang}] {text!r} -> {record!r}")
    data = {"sizes": sizes, "counts": {lang: len(v) for lang, v in found.items()},
            "hits": found}
    write_result("corrections_cross", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
