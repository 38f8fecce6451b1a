"""Offline consolidation: which pairs of stored memories it proposes to merge or resolve.

The labelled set is ``benchmarks/sets/consolidation.jsonl``: en/zh/ja pairs of two
records of one type, ``a`` written a month before ``b``, labelled

- ``duplicate``: they say the same thing (the proposal should remove one);
- ``contradiction``: the same subject with another value, or negated, or ``b`` saying it
  changes ``a`` (the proposal should close ``a``, the older, and keep ``b``);
- ``unrelated``: look-alikes that share words (a subject, a value, a verb, a time word)
  but are two memories to keep.

Each pair gets a fresh store holding its two records; ``memdir consolidate`` runs on it
without a model (`Memory.consolidate`, the write policy's default), and what lands in the
inbox is read back: a consolidation proposal that tombstones one of the two is a
*duplicate*, one that closes ``a`` for ``b`` a *contradiction*, nothing is *unrelated*.

Reported per language and split (``design``: the pairs the rules were written against;
``held_out``: written after the rules, run once): **precision** of each kind (of the
proposals of that kind, how many were right: a wrong one costs a person a rejection) and
of all proposals together, **recall** of each kind (a miss leaves two records, as before),
and the **false-proposal rate** of the unrelated look-alikes.

Run: ``python -m benchmarks.consolidation [--quick] [--show]``.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

from .common import parser, table, write_result

SET = Path(__file__).resolve().parent / "sets" / "consolidation.jsonl"
LANGS = ("en", "zh", "ja")
SPLITS = ("design", "held_out", "all")
KINDS = ("duplicate", "contradiction")
OLDER, NEWER = "2026-01-05T09:00:00Z", "2026-02-05T09:00:00Z"


@dataclass(frozen=True)
class Pair:
    id: str
    lang: str
    label: str
    type: str
    split: str
    a: str
    b: str


def load(path: Path = SET) -> list[Pair]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return [Pair(**row) for row in rows]


def run_pair(pair: Pair, root: Path) -> str:
    """What offline consolidation proposed for one pair: ``duplicate``,
    ``contradiction`` (``a`` closed for ``b``), ``wrong-way`` (``b`` closed for ``a``),
    ``other`` (some other plan), or ``unrelated`` (nothing)."""
    store = FileStore(root / ".memory")
    for name, text, when in (("a", pair.a, OLDER), ("b", pair.b, NEWER)):
        store.upsert(Record(name=name, description=text, type=pair.type, body=text,
                            created=when, updated=when))
    with Memory(store, user=False, provider="offline") as memory:
        memory.consolidate("project")
        proposals = [p for p in memory.inbox() if p.kind == "consolidation"]
    if not proposals:
        return "unrelated"
    ops = {(op.op, op.name): op for op in proposals[0].ops}
    if ("tombstone", "a") in ops or ("tombstone", "b") in ops:
        return "duplicate"
    closed = {name for (kind, name), op in ops.items()
              if kind == "write" and op.text and "valid_to:" in op.text}
    return {"a": "contradiction", "b": "wrong-way"}.get("".join(sorted(closed)), "other")


def scores(rows: Sequence[tuple[Pair, str]]) -> dict[str, Any]:
    """Precision and recall per kind, precision of every proposal, false-proposal rate."""
    out: dict[str, Any] = {"pairs": len(rows)}
    proposed = [(p, got) for p, got in rows if got != "unrelated"]
    right = sum(1 for p, got in proposed if got == p.label)
    out["proposals"] = len(proposed)
    out["precision"] = right / len(proposed) if proposed else None
    for kind in KINDS:
        said = [p for p, got in rows if got == kind]
        truth = [got for p, got in rows if p.label == kind]
        out[kind] = {"labelled": len(truth), "proposed": len(said),
                     "right": sum(1 for p in said if p.label == kind),
                     "precision": (sum(1 for p in said if p.label == kind) / len(said)
                                   if said else None),
                     "recall": truth.count(kind) / len(truth) if truth else None}
    unrelated = [got for p, got in rows if p.label == "unrelated"]
    out["unrelated"] = {"labelled": len(unrelated),
                        "proposed": sum(1 for g in unrelated if g != "unrelated"),
                        "false_proposal_rate": (sum(1 for g in unrelated if g != "unrelated")
                                                / len(unrelated) if unrelated else None)}
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--show", action="store_true", help="list the pairs it gets wrong")
    args = p.parse_args(argv)
    pairs = load()
    if args.quick:
        pairs = pairs[::6]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-consolidation-"))
    try:
        rows = [(pair, run_pair(pair, tmp / str(i))) for i, pair in enumerate(pairs)]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def pick(split: str, lang: str) -> list[tuple[Pair, str]]:
        return [(p, got) for p, got in rows if lang in ("all", p.lang)
                and split in ("all", p.split)]

    results = {split: {lang: scores(pick(split, lang)) for lang in (*LANGS, "all")}
               for split in SPLITS}
    print(f"Offline consolidation: {len(rows)} labelled pairs (en/zh/ja)")
    print(table(*rows_of(results)))
    wrong = [{"id": p.id, "lang": p.lang, "split": p.split, "label": p.label, "got": got,
              "a": p.a, "b": p.b} for p, got in rows if got != p.label]
    if args.show:
        for w in wrong:
            print(f"  [{w['id']} {w['split']}: {w['label']} -> {w['got']}] {w['a']!r} / "
                  f"{w['b']!r}")
    per_lang = {lang: sum(1 for p, _ in rows if p.lang == lang) for lang in LANGS}
    held = sum(1 for p, _ in rows if p.split == "held_out")
    data = {"pairs": len(rows), "per_language": per_lang, "held_out": held,
            "results": results, "wrong": wrong}
    write_result("consolidation", data, args.out, args.quick)
    return data


def rows_of(results: dict[str, Any]) -> tuple[list[str], list[tuple[Any, ...]]]:
    """The table of `main` (and of RESULTS.md)."""
    def rate(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}"

    out = []
    for split in SPLITS:
        for lang in (*LANGS, "all"):
            r = results[split][lang]
            d, c, u = r["duplicate"], r["contradiction"], r["unrelated"]
            out.append((split, lang, r["pairs"], r["proposals"], rate(r["precision"]),
                        f"{rate(d['precision'])} ({d['right']}/{d['proposed']})",
                        rate(d["recall"]),
                        f"{rate(c['precision'])} ({c['right']}/{c['proposed']})",
                        rate(c["recall"]),
                        f"{rate(u['false_proposal_rate'])} ({u['proposed']}/{u['labelled']})"))
    return (["split", "lang", "pairs", "proposals", "precision", "near-dup precision",
             "near-dup recall", "contradiction precision", "contradiction recall",
             "look-alikes proposed"], out)


if __name__ == "__main__":
    main()
