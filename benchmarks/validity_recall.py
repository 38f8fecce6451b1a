"""Recall with validity: what leaving out the records a correction closed costs.

Two stores of the same 10,000 synthetic records (zh/en/ja), built in this run:

- **today**: no record carries a validity interval (every store before corrections
  closed records instead of overwriting them);
- **validity**: 30% of the records are closed (``valid_to`` passed, ``superseded_by``
  naming the record that replaced them), and as many hold with ``valid_from`` and a
  ``supersedes`` link back (recall then says what each replaced).

The same queries go through ``Memory.recall`` on both (the offline ranker, in process, a
warm index), interleaved round by round so both see the same machine load; p50 and p95
per store, and the ratio. Target: validity's p50 at most 10% above today's.

Run: ``python -m benchmarks.validity_recall [--quick]``.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

from .common import (
    fill_store,
    parser,
    percentile,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

FULL = {"records": 10_000, "closed_share": 0.3, "queries": 60, "rounds": 9}
QUICK = {"records": 300, "closed_share": 0.3, "queries": 6, "rounds": 2}
TARGET_RATIO = 1.10
CHANGED = "2026-11-02T10:00:00Z"


def with_validity(records: Sequence[Record], share: float) -> list[Record]:
    """The records with ``share`` of them closed, each replaced by one that holds."""
    closed = int(len(records) * share)
    out = list(records)
    for i in range(closed):
        old, new = out[i], out[closed + i]
        out[i] = old.evolve(valid_to=CHANGED, superseded_by=new.name)
        out[closed + i] = new.evolve(valid_from=CHANGED, supersedes=old.name)
    return out


def measure(memory: Memory, queries: Sequence[str]) -> tuple[list[float], int]:
    times, recalled = [], 0
    for q in queries:
        t0 = time.perf_counter()
        got = memory.recall(q)
        times.append(time.perf_counter() - t0)
        recalled += len(got)
    return times, recalled


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    args = p.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    records = synthetic_records(cfg["records"])
    queries = synthetic_queries(cfg["queries"])
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-validity-"))
    try:
        stores = {"today": fill_store(tmp / "today" / ".memory", records),
                  "validity": fill_store(tmp / "validity" / ".memory",
                                         with_validity(records, cfg["closed_share"]))}
        memories = {name: Memory(FileStore(store.root), user=False, provider="offline")
                    for name, store in stores.items()}
        for memory in memories.values():
            measure(memory, queries[:3])  # warm: the index synced, the pages cached
        samples: dict[str, list[float]] = {name: [] for name in memories}
        recalled: dict[str, int] = {name: 0 for name in memories}
        for _ in range(cfg["rounds"]):
            for name, memory in memories.items():
                times, count = measure(memory, queries)
                samples[name] += times
                recalled[name] += count
        closed_recalled = sum(
            1 for q in queries for r in memories["validity"].recall(q)
            if r.record.valid_to)
        for memory in memories.values():
            memory.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    stats = {name: {"p50_ms": statistics.median(s) * 1000,
                    "p95_ms": percentile(s, 95) * 1000, "samples": len(s),
                    "recalled_per_query": recalled[name] / (len(queries) * cfg["rounds"])}
             for name, s in samples.items()}
    ratio = stats["validity"]["p50_ms"] / stats["today"]["p50_ms"]
    print(f"Recall with validity: {cfg['records']:,} records, "
          f"{cfg['closed_share']:.0%} closed by a correction")
    print(table(["store", "p50 ms", "p95 ms", "records recalled per query"],
                [(name, s["p50_ms"], s["p95_ms"], s["recalled_per_query"])
                 for name, s in stats.items()]))
    print(f"\np50 ratio validity / today: {ratio:.3f} (target <= {TARGET_RATIO}); closed "
          f"records recalled: {closed_recalled}")
    data = {"records": cfg["records"], "closed_share": cfg["closed_share"],
            "queries": len(queries), "rounds": cfg["rounds"], "stores": stats,
            "ratio": ratio, "target_ratio": TARGET_RATIO, "closed_recalled": closed_recalled}
    write_result("validity_recall", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
