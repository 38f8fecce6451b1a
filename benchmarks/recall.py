"""Recall latency and memory: offline selection + loading the selected records.

For stores of 100 / 1,000 / 10,000 / 100,000 records (synthetic, zh/en/ja), measured in
this run for memdir and for the seed's algorithm:

- **in-process** (a long-lived agent): ``Memory.recall(query)`` with the offline ranker
  (SQLite FTS5 index, synced from the files) vs the seed's fallback (read and parse every
  file, keyword-match); p50/p95 over many queries. The first call of memdir, which builds
  the index from nothing, is reported apart ("cold").
- **fresh process** (a hook or a CLI call): ``python -m memdir recall QUERY --json`` vs
  ``python -m benchmarks.seed_baseline recall``; wall time including interpreter start.
- **peak memory** of each fresh recall process (``ru_maxrss`` of that child, via wait4).

Run: ``python -m benchmarks.recall [--quick]``.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

from .common import (
    fill_seed_store,
    fill_store,
    fresh_env,
    parser,
    run_child,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .seed_baseline import recall as seed_recall

FULL = {"sizes": (100, 1_000, 10_000, 100_000), "queries": 60, "fresh_runs": 7,
        "seed_queries": {100: 30, 1_000: 20, 10_000: 6, 100_000: 3},
        "seed_fresh_runs": {100: 5, 1_000: 5, 10_000: 3, 100_000: 2}, "target_size": 10_000,
        "memory_size": 100_000, "startup_runs": 3}
QUICK = {"sizes": (60,), "queries": 6, "fresh_runs": 1, "seed_queries": {60: 3},
         "seed_fresh_runs": {60: 1}, "target_size": 60, "memory_size": 60, "startup_runs": 1}

IN_PROCESS_P50_MS = 10.0
FRESH_P50_MS = 300.0


def measure_size(tmp: Path, size: int, cfg: dict) -> dict:
    records = synthetic_records(size)
    project = tmp / f"ours-{size}"
    home = tmp / f"home-{size}"
    home.mkdir()
    t0 = time.perf_counter()
    store = fill_store(project / ".memory", records)
    build_s = time.perf_counter() - t0
    seed = fill_seed_store(tmp / f"seed-{size}" / ".memory", records)
    queries = synthetic_queries(cfg["queries"])

    memory = Memory(FileStore(store.root), user=False, provider="offline")
    cold_s = time.perf_counter()
    memory.recall(queries[0])
    cold_s = time.perf_counter() - cold_s
    ours, hits = [], 0
    for q in queries:
        t0 = time.perf_counter()
        got = memory.recall(q)
        ours.append(time.perf_counter() - t0)
        hits += bool(got)
    memory.close()

    seed_times = []
    for q in queries[: cfg["seed_queries"][size]]:
        t0 = time.perf_counter()
        seed_recall(seed, q)
        seed_times.append(time.perf_counter() - t0)

    env = fresh_env(project, home, tmp / "pycache")
    recall_cmd = [sys.executable, "-m", "memdir", "recall"]
    run_child([*recall_cmd, queries[0], "--json"], env)  # warm-up: bytecode, page cache
    fresh, fresh_rss = [], []
    for q in queries[: cfg["fresh_runs"]]:
        wall, rss, _ = run_child([*recall_cmd, q, "--json"], env)
        fresh.append(wall)
        fresh_rss.append(rss)
    seed_fresh, seed_rss = [], []
    for q in queries[: cfg["seed_fresh_runs"][size]]:
        wall, rss, _ = run_child([sys.executable, "-m", "benchmarks.seed_baseline", "recall",
                                  str(seed.root), q], env)
        seed_fresh.append(wall)
        seed_rss.append(rss)
    # Interpreter start alone, and start + imports, for reading the fresh-process numbers.
    runs = range(cfg["startup_runs"])
    bare_runs = [run_child([sys.executable, "-c", "pass"], env) for _ in runs]
    bare = min(r[0] for r in bare_runs)
    imports = min(run_child([sys.executable, "-c", "import memdir.cli, memdir.service.memory"],
                            env)[0] for _ in runs)
    shutil.rmtree(project, ignore_errors=True)
    shutil.rmtree(seed.root.parent, ignore_errors=True)
    return {"size": size, "build_store_s": build_s, "cold_first_recall_s": cold_s,
            "queries_with_results": hits, "queries": len(queries),
            "in_process": {"ours": summary_ms(ours), "seed": summary_ms(seed_times)},
            "fresh_process": {"ours": summary_ms(fresh), "seed": summary_ms(seed_fresh),
                              "python_startup_ms": round(bare * 1000, 1),
                              "startup_and_imports_ms": round(imports * 1000, 1)},
            "peak_rss_mib": {"ours": max(fresh_rss) / 1024, "seed": max(seed_rss) / 1024,
                             "python_alone": min(r[1] for r in bare_runs) / 1024}}


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--sizes", type=int, nargs="+", default=None,
                   help="only these store sizes (of the full run's), e.g. to compare two "
                        "versions at 100000 in one window; the targets need the full run")
    args = p.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    if args.sizes:
        unknown = set(args.sizes) - set(cfg["sizes"])
        if unknown:
            p.error(f"--sizes: not one of {cfg['sizes']}: {sorted(unknown)}")
        if args.out is None:
            p.error("--sizes needs --out: a partial run must not replace the full results")
        cfg = {**cfg, "sizes": tuple(args.sizes)}
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-recall-"))
    try:
        results = []
        for size in cfg["sizes"]:
            print(f"... {size:,} records", file=sys.stderr, flush=True)
            results.append(measure_size(tmp, size, cfg))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def ratio(a: float, b: float) -> float:
        return a / b if b else float("nan")

    print("In-process recall latency (offline selection + load), ms")
    print(table(["records", "memdir p50", "memdir p95", "seed p50", "seed p95",
                 "seed / memdir (p50)", "memdir cold first call"],
                [(r["size"], r["in_process"]["ours"]["p50_ms"], r["in_process"]["ours"]["p95_ms"],
                  r["in_process"]["seed"]["p50_ms"], r["in_process"]["seed"]["p95_ms"],
                  ratio(r["in_process"]["seed"]["p50_ms"], r["in_process"]["ours"]["p50_ms"]),
                  r["cold_first_recall_s"] * 1000) for r in results]))
    print("\nFresh-process recall (`python -m memdir recall Q --json`), wall ms")
    print(table(["records", "memdir p50", "memdir p95", "seed p50", "seed p95",
                 "seed / memdir (p50)", "python start", "start + memdir imports"],
                [(r["size"], r["fresh_process"]["ours"]["p50_ms"],
                  r["fresh_process"]["ours"]["p95_ms"], r["fresh_process"]["seed"]["p50_ms"],
                  r["fresh_process"]["seed"]["p95_ms"],
                  ratio(r["fresh_process"]["seed"]["p50_ms"], r["fresh_process"]["ours"]["p50_ms"]),
                  r["fresh_process"]["python_startup_ms"],
                  r["fresh_process"]["startup_and_imports_ms"]) for r in results]))
    print("\nPeak memory of the fresh recall process (max RSS), MiB")
    print(table(["records", "memdir", "seed", "python -c pass"],
                [(r["size"], r["peak_rss_mib"]["ours"], r["peak_rss_mib"]["seed"],
                  r["peak_rss_mib"]["python_alone"]) for r in results]))

    if args.sizes:
        data = {"sizes": results, "partial": True}
        write_result("recall", data, args.out, args.quick)
        return data
    target = next(r for r in results if r["size"] == cfg["target_size"])
    in_p50 = target["in_process"]["ours"]["p50_ms"]
    fresh_p50 = target["fresh_process"]["ours"]["p50_ms"]
    targets = {"in_process_p50_ms": in_p50, "in_process_met": in_p50 < IN_PROCESS_P50_MS,
               "fresh_p50_ms": fresh_p50, "fresh_met": fresh_p50 < FRESH_P50_MS,
               "target_size": cfg["target_size"],
               "peak_rss_mib_at_memory_size": next(
                   r["peak_rss_mib"]["ours"] for r in results
                   if r["size"] == cfg["memory_size"])}
    print(f"\ntarget: in-process p50 < {IN_PROCESS_P50_MS:.0f} ms at "
          f"{cfg['target_size']:,}: {in_p50:.2f} ms -> "
          f"{'met' if targets['in_process_met'] else 'MISSED'}")
    print(f"target: fresh-process p50 < {FRESH_P50_MS:.0f} ms at {cfg['target_size']:,}: "
          f"{fresh_p50:.0f} ms -> {'met' if targets['fresh_met'] else 'MISSED'}")
    data = {"sizes": results, "targets": targets}
    write_result("recall", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
