"""Retrieval quality: recall@5 and MRR of the offline ranker vs the seed's keyword fallback.

The labelled set is `benchmarks.quality_data` (zh/en/ja records; queries by category:
direct, paraphrase, Chinese without spaces, Japanese, mixed-language, distractor
families, and queries nothing answers). Three systems see the same store:

- **memdir**: ``Memory.recall(query)`` on the offline engine, exactly what a turn gets
  (SQLite FTS5, CJK bigrams, relevance cut);
- **memdir, no cut**: the same ranking with the minimum-score cut disabled (shows how much
  the cut costs in recall and buys in silence on unrelated queries);
- **seed**: the teaching code's fallback (regex words, a Han run as one word, substring
  match against name + description).

recall@5 = relevant records among the (at most 5) returned / relevant records, averaged
over queries that have relevant records; MRR = mean of 1 / rank of the first relevant
record (0 when none is returned). For ``none`` queries the number reported is the share of
queries for which *anything* was recalled (lower is better).

Run: ``python -m benchmarks.quality [--quick]``.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from memdir.memory import Memory
from memdir.record import Record
from memdir.store.files import FileStore

from . import quality_data
from .common import fill_seed_store, fill_store, parser, table, write_result
from .seed_baseline import keyword_select

SYSTEMS = ("memdir", "memdir_no_cut", "seed")


def score(ranked: Sequence[str], relevant: Sequence[str]) -> tuple[float, float]:
    """(recall@5, reciprocal rank) of one ranked answer."""
    top = list(ranked[:5])
    found = sum(1 for name in relevant if name in top)
    rr = next((1 / (i + 1) for i, name in enumerate(top) if name in relevant), 0.0)
    return found / len(relevant), rr


def evaluate(rankers: dict[str, Callable[[str], list[str]]],
             queries: Sequence[dict]) -> dict[str, dict[str, dict[str, float]]]:
    """Per system, per category (and "all"): recall@5, MRR, mean results, queries."""
    out: dict[str, dict[str, dict[str, float]]] = {}
    for system, rank in rankers.items():
        per: dict[str, list[tuple[float, float, int]]] = {}
        none: list[int] = []
        for q in queries:
            got = rank(str(q["query"]))
            if not q["relevant"]:
                none.append(int(bool(got)))
                continue
            r, rr = score(got, q["relevant"])
            per.setdefault(str(q["category"]), []).append((r, rr, len(got)))
        rows: dict[str, dict[str, float]] = {}
        every = [x for values in per.values() for x in values]
        for category, values in [*sorted(per.items()), ("all", every)]:
            rows[category] = {"recall_at_5": statistics.fmean(v[0] for v in values),
                              "mrr": statistics.fmean(v[1] for v in values),
                              "mean_results": statistics.fmean(v[2] for v in values),
                              "queries": len(values)}
        if none:
            rows["none"] = {"recalled_anything": statistics.fmean(none), "queries": len(none)}
        out[system] = rows
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    items = quality_data.records()
    queries = quality_data.queries()
    if args.quick:  # every third record's queries still find their record
        queries = queries[::10]
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in items]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-quality-"))
    try:
        store = fill_store(tmp / "ours" / ".memory", records)
        seed = fill_seed_store(tmp / "seed" / ".memory", records)
        seed_records = seed.load_records()
        memory = Memory(FileStore(store.root), user=False, provider="offline")
        index = memory.index(memory.project)
        rankers: dict[str, Callable[[str], list[str]]] = {
            "memdir": lambda q: [r.record.name for r in memory.recall(q)],
            "memdir_no_cut": lambda q: [h.name for h in index.search(q, limit=5, min_score=0)],
            "seed": lambda q: [r.name for r in keyword_select(q, seed_records)],
        }
        results = evaluate(rankers, queries)
        memory.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    categories = [c for c in (*quality_data.CATEGORIES, "all")
                  if c != "none" and c in results["memdir"]]
    print(f"Retrieval quality on {len(records)} records, {len(queries)} queries "
          "(recall@5 / MRR; higher is better)")
    rows = []
    for c in categories:
        m, n, s = (results[x][c] for x in SYSTEMS)
        rows.append((c, int(m["queries"]), m["recall_at_5"], m["mrr"], n["recall_at_5"],
                     n["mrr"], s["recall_at_5"], s["mrr"]))
    print(table(["category", "queries", "memdir R@5", "memdir MRR", "no-cut R@5",
                 "no-cut MRR", "seed R@5", "seed MRR"], rows))
    if "none" in results["memdir"]:
        print("\nQueries nothing stored answers: share that recalled something "
              "(lower is better)")
        print(table(["queries", "memdir", "memdir no cut", "seed"],
                    [(int(results["memdir"]["none"]["queries"]),
                      *(results[x]["none"]["recalled_anything"] for x in SYSTEMS))]))
    print("\nMean records returned per answerable query")
    print(table(["memdir", "memdir no cut", "seed"],
                [tuple(results[x]["all"]["mean_results"] for x in SYSTEMS)]))
    data = {"records": len(records), "queries": len(queries), "results": results}
    write_result("quality", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
