"""Would a learned second opinion find the corrections the rules miss on unseen rounds?

Offline extraction has one (`memdir.pipeline.extract.learned`, trained by
`benchmarks.hearing`); this measures the same idea for corrections, without shipping it:
a logistic regression over hashed features of a pair (a stored record, a new statement),
trained on the labelled correction set (`benchmarks.corrections_data`), asked only where
the admission policy asks the rules (`memdir.pipeline.admission.policy`: the record
offered as a same-type hit) and the rules kept the statement apart.

The features are meant to hold across subjects:

- the statement's own shape: its character and word n-grams (`memdir.pipeline.extract.
  learned.features`: "now", "moved to", "改成", "に変更", "not ... anymore");
- the statement as the correction rules' tokens read it (`memdir.pipeline.admission.
  change_words.statement_tokens`), each content word replaced by what it is to the record
  (`memdir.pipeline.admission.mentions.Mentions.covers`: said, not said, too short to
  tell; a number; in the new or the old value's slot), the other tokens kept (change
  words, particles, prepositions): n-grams of that sequence;
- what the two share: counts and shares of the statement's words the record says and of
  the record's the statement does not, amounts of one measure or of another, the
  record's amount gone, a word in the negative the record never says, the rules' own
  signals (a change word, "now", gone, the old value said), each alone and with the
  record's type.

Where the model may answer at all (`GATES`): ``vetoes``: not a question, and none of the
rules' vetoes (another old value, the thing of a record about the person, an amount of
another measure); ``shared``: also a word of the statement the record says; ``subject``:
also no word the record does not say outside the new value's slot (the rules' own subject
conditions 1 and 2, without the rest of their reading).

``--cv``: for each fresh round, a model trained on every other pair (both write paths of
`benchmarks.corrections`), measured on the round: true and false updates per language of
the rules alone and with the model at each threshold, where the rules are those of the
round's first run (`FIRST_RUNS`, a git worktree of this repository at the commit that
wrote the round in, the rules not yet changed for it) and as they are now (tuned on
these rounds: in-sample). The features and gates read the pairs with today's tokens and
vetoes, written after reading these rounds; only fresh_18, which no rule was changed
for, is unseen by everything. numpy is needed (the ``semantic`` extra).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import parser, write_result
from .corrections_data import PAIRS, Pair

ROOT = Path(__file__).resolve().parent.parent
PATHS = ("memdir", "memdir-extract")
THRESHOLDS = (0.5, 0.7, 0.9, 0.95, 0.98, 0.99, 0.999)
GATES = ("vetoes", "shared", "subject")
L2 = 1e-3
# Each round's first scoring: the commit that wrote it into the set, its rules not yet
# changed for it.
FIRST_RUNS: dict[int, str] = {
    1: "84a1c00", 2: "d658b75", 3: "3586009", 4: "d3e3eb5", 5: "ba6051f", 6: "1cf247d",
    7: "6690357", 8: "42a878e", 9: "bea7abf", 10: "ac81feb", 11: "bac9180", 12: "368fa95",
    13: "8f78f63", 14: "49c1635", 15: "6347420", 16: "54adb82", 17: "105ccb6",
    18: "bdadfc2"}
UNSEEN = 18  # the round no rule, token table or veto was changed for

_QUESTION = re.compile(r"[?？]|(?:吗|么|嗎|ですか|ますか|でしょうか)\s*[。.]?\s*$")
_ADDITIVE = re.compile(r"(?<![a-z])(?:too|also|as\s+well|in\s+addition)(?![a-z])"
                       "|也|还要|同时|另外|以及|も使|も併用|併せて|に加えて")


def said_text(texts: Sequence[str]) -> str:
    """The statement of a candidate's ``texts`` (description, body, quote) as the user
    said it: the quote when there is one, else the longest of the others."""
    from memdir.pipeline.wording import strip_provenance

    *written, quote = [strip_provenance(t or "").strip() for t in texts] or [""]
    return quote or max(written, key=len, default="")


def _word(tok: Any, record: Any) -> str:
    if not tok.content:
        return f"{tok.kind}:{tok.text}"
    covered = record.covers(tok)
    said = "?" if covered is None else "S" if covered else "U"
    return f"{said}{'#' if any(c.isdigit() for c in tok.text) else ''}{tok.slot[:1]}"


def pair_features(text: str, description: str, body: str, mtype: str) -> list[int]:
    """The hashed features of a statement ``text`` against a record (see the module)."""
    from memdir.pipeline.admission.amount_units import (
        amounts,
        one_measure_replaced,
        other_dimension,
    )
    from memdir.pipeline.admission.change_words import (
        has_cue,
        prepare_sentence,
        statement_tokens,
    )
    from memdir.pipeline.admission.mentions import Mentions
    from memdir.pipeline.admission.old_values import names_other_old, says_gone, says_old
    from memdir.pipeline.extract.learned import BUCKETS, features
    from memdir.pipeline.wording import says_now

    record = Mentions.of(description, body)
    tokens = statement_tokens(text)
    shape = ["^", *(_word(t, record) for t in tokens), "$"]
    names = ["t" + " ".join(shape[i:i + n]) for n in (1, 2, 3)
             for i in range(len(shape) - n + 1)]
    content = [t for t in tokens if t.content]
    known = [record.covers(t) for t in content]
    shared = sum(k is True for k in known)
    unshared = sum(k is False for k in known)
    outside = sum(k is False for k, t in zip(known, content, strict=True) if t.slot != "new")
    mine = Mentions.of(text)
    described = [t for t in statement_tokens(description) if t.content]
    unsaid = sum(mine.covers(t) is False for t in described)
    plain = prepare_sentence(text)
    held, told = amounts(description), amounts(text)
    flags = {
        "shared": min(shared, 3), "unshared": min(unshared, 3), "outside": min(outside, 3),
        "unsaid": min(unsaid, 3),
        "share": round(4 * shared / (shared + unshared)) if shared + unshared else "-",
        "covered": round(4 * (len(described) - unsaid) / len(described)) if described else "-",
        "cue": has_cue(plain), "now": says_now(plain), "gone": says_gone(text),
        "old": says_old(text), "other_old": names_other_old(text, record),
        "amounts": f"{bool(held)}{bool(told)}",
        "one_measure": one_measure_replaced(text, description),
        "other_measure": other_dimension(text, description),
        "amount_gone": bool(held) and not {v for v, _ in held} & {v for v, _ in told},
        "question": bool(_QUESTION.search(text)), "additive": bool(_ADDITIVE.search(plain)),
    }
    names += [f"f{key}={value}" for key, value in flags.items()]
    names += [f"x{mtype}:{key}={value}" for key, value in flags.items()]
    names += [f"type={mtype}", f"{shared=}:{outside=}:{unsaid=}"]
    return sorted({*features(text),
                   *(zlib.crc32(n.encode("utf-8")) % BUCKETS for n in names)})


def gates(texts: Sequence[str], name: str, description: str, body: str) -> set[str]:
    """Which of `GATES` let the model answer for the statement of ``texts`` and the
    record (its name, description and body, as the policy reads them)."""
    from memdir.pipeline.admission.amount_units import other_dimension
    from memdir.pipeline.admission.change_words import statement_tokens
    from memdir.pipeline.admission.correction import about_its_thing
    from memdir.pipeline.admission.mentions import Mentions
    from memdir.pipeline.admission.old_values import names_other_old

    said = said_text(texts)
    record = Mentions.of(name.replace("-", " "), description, body)
    wholes = list(dict.fromkeys(t for t in texts if t and t.strip()))
    if not said or _QUESTION.search(said) or other_dimension(" ".join(wholes), description) \
            or any(names_other_old(t, record) or about_its_thing(t, record, description)
                   for t in wholes):
        return set()
    shared = outside = 0
    for tok in statement_tokens(said):
        covered = record.covers(tok) if tok.content else None
        shared += covered is True
        outside += covered is False and tok.slot != "new"
    return {"vetoes"} | ({"shared"} if shared else set()) \
        | ({"subject"} if shared and not outside else set())


def asked(pairs: Sequence[Pair]) -> list[dict[str, Any]]:
    """Each pair on each write path as the policy meets it: the rules' action, and where
    the rules ran (`memdir.pipeline.admission.correction.correction_target`) with the
    pair's record among the same-type hits, the features and gates of the pair."""
    from memdir.pipeline.admission import policy

    from .corrections import run_pair

    seen: list[tuple[tuple[str, ...], list[Any]]] = []
    real = policy.correction_target

    def spy(texts: Sequence[str], records: Sequence[Any]) -> object | None:
        seen.append((tuple(texts), [r for r, _, _ in records]))
        return real(texts, records)

    out: list[dict[str, Any]] = []
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-corrlearn-"))
    policy.correction_target = spy  # type: ignore[assignment]
    try:
        for i, pair in enumerate(pairs):
            for path in PATHS:
                seen.clear()
                row = {"pair": pair, "index": i, "path": path, "gates": set(),
                       "rules": run_pair(pair, tmp / f"{i}-{path}", systems=(path,))[path]}
                texts, offered = seen[-1] if seen else ((), [])
                record = next((r for r in offered if r.name == pair.old_name), None)
                if record is not None:
                    row["x"] = pair_features(said_text(texts), record.description,
                                             record.body, record.type)
                    row["gates"] = gates(texts, record.name, record.description, record.body)
                out.append(row)
    finally:
        policy.correction_target = real  # type: ignore[assignment]
        shutil.rmtree(tmp, ignore_errors=True)
    return out


_FIRST_RUN = """
import json, sys, tempfile
from pathlib import Path
from benchmarks.corrections_data import Pair
from benchmarks.corrections import run_pair
tmp = Path(tempfile.mkdtemp())
out = []
for i, row in enumerate(json.load(sys.stdin)):
    keys = ("lang", "label", "type", "old_name", "old_description", "new_text", "old_body")
    o = run_pair(Pair(**dict(zip(keys, row))), tmp / str(i))
    out.append([o.get("memdir"), o.get("memdir-extract", o.get("memdir"))])
print(json.dumps(out))
"""


def first_runs(rows: list[dict[str, Any]], workdir: Path) -> None:
    """Set ``first`` in each row: the action of the rules of its round's first run on its
    path (`FIRST_RUNS`), on the pair as it is now."""
    for k, commit in FIRST_RUNS.items():
        mine = [r for r in rows if r["pair"].fresh == k and r["path"] == PATHS[0]]
        tree = workdir / commit
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree),
                        commit], check=True, capture_output=True)
        try:
            pairs = [[p.lang, p.label, p.type, p.old_name, p.old_description, p.new_text,
                      p.old_body] for p in (r["pair"] for r in mine)]
            env = {"PYTHONPATH": f"{tree / 'src'}:{tree}", "PATH": "/usr/bin:/bin"}
            done = subprocess.run([sys.executable, "-c", _FIRST_RUN], cwd=tree, env=env,
                                  input=json.dumps(pairs), check=True, capture_output=True,
                                  text=True)
            answers = dict(zip((r["index"] for r in mine),
                               json.loads(done.stdout.splitlines()[-1]), strict=True))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(tree)], check=False, capture_output=True)
        for r in rows:
            if r["pair"].fresh == k:
                r["first"] = answers[r["index"]][PATHS.index(r["path"])]


def train(data: Sequence[tuple[Sequence[int], int]]) -> tuple[Any, float]:
    from memdir.pipeline.extract.learned import BUCKETS

    from .hearing import train_rows

    return train_rows(data, BUCKETS, l2=L2)


def cross_validate(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per path, gate, round (and pooled) and language: update and new pairs, true and
    false updates of the first-run rules and of the rules as they are, alone and with a
    model trained without the round at each of `THRESHOLDS`."""
    import numpy as np

    out: dict[str, Any] = {}
    for k in sorted(FIRST_RUNS):
        w, b = train([(r["x"], int(r["pair"].label == "update")) for r in rows
                      if "x" in r and r["pair"].fresh != k])
        for r in (r for r in rows if r["pair"].fresh == k):
            p = float(1 / (1 + np.exp(-(w[r["x"]].sum() + b)))) if "x" in r else 0.0
            suffix = "" if r["pair"].label == "update" else "_false"
            for gate in GATES:
                asked_p = p if gate in r["gates"] else 0.0
                for lang in (r["pair"].lang, "all"):
                    for key in (f"fresh_{k}", "pooled"):
                        c = out.setdefault(r["path"], {}).setdefault(gate, {}).setdefault(
                            key, {}).setdefault(lang, {})
                        c[f"pairs{suffix}"] = c.get(f"pairs{suffix}", 0) + 1
                        for rules in ("first", "rules"):
                            said = r[rules] == "update"
                            c[rules + suffix] = c.get(rules + suffix, 0) + said
                            for t in THRESHOLDS:
                                name = f"{rules}+{t}{suffix}"
                                c[name] = c.get(name, 0) + (said or asked_p >= t)
    return out


def _print(cv: dict[str, Any]) -> None:
    for path, by_gate in cv.items():
        for gate, table in by_gate.items():
            print(f"{path}, gate {gate}: true/false updates (first: the rules of the round's "
                  "first run; rules: as they are now; +t: with the model at threshold t)")
            for key in sorted(table, key=lambda k: (k == "pooled", k.split("_")[-1].zfill(3))):
                for lang, c in table[key].items():
                    if key not in ("pooled", f"fresh_{UNSEEN}") and lang != "all":
                        continue
                    print(f"  {key:9} {lang:3} {c['pairs']:3}/{c['pairs_false']:3}  " + "  ".join(
                        f"{rules} {c[rules]}/{c[rules + '_false']} " + " ".join(
                            f"+{t}:{c[f'{rules}+{t}']}/{c[f'{rules}+{t}_false']}"
                            for t in THRESHOLDS) for rules in ("first", "rules")))


def main(argv: Sequence[str] | None = None) -> None:
    ap = parser(__doc__ or "")
    ap.add_argument("--cv", action="store_true", help="leave-one-round-out on first runs")
    args = ap.parse_args(argv)
    if not args.cv:
        ap.print_help()
        return
    rows = asked(PAIRS)
    with tempfile.TemporaryDirectory() as tmp:
        first_runs(rows, Path(tmp))
    cv = cross_validate(rows)
    _print(cv)
    write_result("corrections_learned", {"pairs": len(PAIRS), "thresholds": list(THRESHOLDS),
                                         "cross_validation": cv}, args.out, args.quick)


if __name__ == "__main__":
    main()
