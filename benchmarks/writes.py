"""Write cost: storing N records one by one, memdir's FileStore vs the seed's algorithm.

The seed rebuilds MEMORY.md after every write by reading and parsing every record file,
so its write costs O(store size) and N writes cost O(N^2). memdir keeps the index lines in
memory and reads only files it has not seen.

Two measurements, both in this run:

1. **Real runs** (memdir): N = 100, 1,000, 10,000 upserts into an empty store, one by
   one, through one long-lived `FileStore` (an agent process). Every write is durable
   (fsync of the file, the folder and the history log); the seed's writes are not. A real
   run whose projected time (from the samples below) exceeds ``--budget`` seconds is
   reported as extrapolated instead, and says so.
2. **Sampled per-write cost at a store size S** (both): the store is pre-filled with S
   records by writing files directly, then K writes are timed one by one. The seed's
   10,000-record total is *extrapolated* from these samples (its real run would take
   hours): total(N) = sum over s < N of cost(s), with cost interpolated linearly between
   the sampled sizes. The seed's 100 and 1,000 totals are real runs.

Run: ``python -m benchmarks.writes [--quick]``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from memdir.store.atomic import fsync_dir
from memdir.store.files import FileStore

from .common import (
    fill_seed_store,
    fill_store,
    parser,
    synthetic_records,
    table,
    write_result,
)
from .seed_baseline import SeedStore

FULL = {"real_ours": (100, 1_000, 10_000), "real_seed": (100, 1_000),
        "sample_sizes": (100, 1_000, 10_000), "sample_writes": 50, "target_n": 10_000}
QUICK = {"real_ours": (20, 60), "real_seed": (20, 60),
         "sample_sizes": (20, 60), "sample_writes": 5, "target_n": 60}
BUDGET_S = 240.0


def _ours_real(tmp: Path, n: int) -> dict:
    store = FileStore(tmp / f"ours-real-{n}" / ".memory")
    records = synthetic_records(n, start=0)
    per = []
    start = time.perf_counter()
    for rec in records:
        t0 = time.perf_counter()
        store.upsert(rec)
        per.append(time.perf_counter() - t0)
    total = time.perf_counter() - start
    tenth = max(1, n // 10)
    assert len(store.record_files()) == n
    return {"n": n, "total_s": total, "per_write_ms": total / n * 1000,
            "first_tenth_ms": sum(per[:tenth]) / tenth * 1000,
            "last_tenth_ms": sum(per[-tenth:]) / tenth * 1000}


def _seed_real(tmp: Path, n: int) -> dict:
    store = SeedStore(tmp / f"seed-real-{n}" / ".memory")
    records = synthetic_records(n, start=0)
    start = time.perf_counter()
    for rec in records:
        store.write(rec.name, rec.description, rec.type, rec.body)
    total = time.perf_counter() - start
    return {"n": n, "total_s": total, "per_write_ms": total / n * 1000, "measured": "real"}


def _sample(tmp: Path, size: int, writes: int) -> dict:
    """Per-write milliseconds at a store size, for memdir and the seed."""
    base = synthetic_records(size, start=0)
    extra = synthetic_records(writes, start=size + 1_000_000)
    ours = fill_store(tmp / f"ours-s{size}" / ".memory", base)
    ours.list()  # an agent process has the index lines in memory after its first read
    t0 = time.perf_counter()
    for rec in extra:
        ours.upsert(rec)
    ours_ms = (time.perf_counter() - t0) / writes * 1000
    # A new description changes a line in the middle of MEMORY.md: the one write kind that
    # still rewrites the whole index (the seed rewrites it on every write).
    t0 = time.perf_counter()
    for rec in base[:writes]:
        ours.upsert(rec.evolve(description=rec.description + " (revised)"))
    ours_update_ms = (time.perf_counter() - t0) / writes * 1000
    seed = fill_seed_store(tmp / f"seed-s{size}" / ".memory", base)
    t0 = time.perf_counter()
    for rec in extra:
        seed.write(rec.name, rec.description, rec.type, rec.body)
    seed_ms = (time.perf_counter() - t0) / writes * 1000
    shutil.rmtree(tmp / f"ours-s{size}", ignore_errors=True)
    shutil.rmtree(tmp / f"seed-s{size}", ignore_errors=True)
    return {"size": size, "ours_ms": ours_ms, "seed_ms": seed_ms,
            "ours_update_ms": ours_update_ms}


def extrapolate_total(samples: Sequence[tuple[int, float]], n: int) -> float:
    """Seconds for n writes into an empty store, from (store size, ms per write) samples."""
    pts = sorted(samples)
    cost = _interpolator(pts)
    return sum(cost(s) for s in range(n)) / 1000


def _interpolator(pts: Sequence[tuple[int, float]]) -> Callable[[int], float]:
    def cost(s: int) -> float:
        if s <= pts[0][0]:
            return pts[0][1]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            if s <= x1:
                return y0 + (y1 - y0) * (s - x0) / (x1 - x0)
        (x0, y0), (x1, y1) = pts[-2], pts[-1]  # beyond the last sample: extend the last slope
        return y1 + (y1 - y0) * (s - x1) / (x1 - x0)
    return cost


def fsync_probe(folder: Path, count: int = 30) -> float:
    """p50 ms of writing a small file and fsyncing it and its folder: what this disk
    charges a durable write right now (memdir pays it on every write, the seed never)."""
    folder.mkdir(parents=True, exist_ok=True)
    times = []
    for i in range(count):
        start = time.perf_counter()
        fd = os.open(folder / f"probe-{i}", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, b"x" * 512)
            os.fsync(fd)
        finally:
            os.close(fd)
        fsync_dir(folder)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--budget", type=float, default=BUDGET_S,
                   help="seconds a real run may take before it is extrapolated instead")
    args = p.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-writes-"))
    try:
        fsync_before = fsync_probe(tmp / "probe-before")
        samples = [_sample(tmp, s, cfg["sample_writes"]) for s in cfg["sample_sizes"]]
        print("Per-write cost at a store size (sampled: "
              f"{cfg['sample_writes']} writes into a pre-filled store)")
        print(table(["store size", "memdir ms/write", "seed ms/write", "seed / memdir",
                     "memdir ms/description change"],
                    [(s["size"], s["ours_ms"], s["seed_ms"], s["seed_ms"] / s["ours_ms"],
                      s["ours_update_ms"]) for s in samples]))
        seed_pts = [(s["size"], s["seed_ms"]) for s in samples]
        ours_pts = [(s["size"], s["ours_ms"]) for s in samples]
        flat = samples[-1]["ours_ms"] / samples[0]["ours_ms"]
        print(f"memdir per-write cost at {samples[-1]['size']:,} / at {samples[0]['size']:,}: "
              f"{flat:.2f}x (1.0 = flat)")

        ours_real = {}
        for n in cfg["real_ours"]:
            projected = extrapolate_total(ours_pts, n)
            if projected <= args.budget:
                ours_real[n] = {**_ours_real(tmp, n), "measured": "real"}
            else:
                ours_real[n] = {"n": n, "total_s": projected,
                                "per_write_ms": projected / n * 1000,
                                "first_tenth_ms": float("nan"), "last_tenth_ms": float("nan"),
                                "measured": f"extrapolated (real run projected at "
                                            f"{projected:,.0f} s > budget {args.budget:.0f} s)"}
        seed_real = {n: _seed_real(tmp, n) for n in cfg["real_seed"]}
        rows, totals = [], []
        for n in cfg["real_ours"]:
            ours = ours_real[n]
            if n in seed_real:
                seed = seed_real[n]
            else:
                est = extrapolate_total(seed_pts, n)
                seed = {"n": n, "total_s": est, "per_write_ms": est / n * 1000,
                        "measured": "extrapolated from samples"}
            ratio = seed["total_s"] / ours["total_s"]
            totals.append({"n": n, "ours": ours, "seed": seed, "ratio": ratio,
                           "ours_extrapolated_s": extrapolate_total(ours_pts, n)})
            rows.append((n, ours["total_s"], ours["per_write_ms"], ours["first_tenth_ms"],
                         ours["last_tenth_ms"], ours["measured"], seed["total_s"],
                         seed["measured"], ratio))
        print("\nStoring N records one by one into an empty store")
        print(table(["N", "memdir total s", "memdir ms/write", "first 10% ms", "last 10% ms",
                     "memdir measured", "seed total s", "seed measured", "seed / memdir"],
                    rows))
        target = next(t for t in totals if t["n"] == cfg["target_n"])
        met = target["ratio"] >= 50
        print(f"\ntarget: at {cfg['target_n']:,} records at least 50x faster than the seed: "
              f"{target['ratio']:.1f}x -> {'met' if met else 'MISSED'}")
        print(f"target: per-write cost flat as N grows: {flat:.2f}x from "
              f"{samples[0]['size']:,} to {samples[-1]['size']:,} -> "
              f"{'met' if flat <= 2 else 'MISSED'} (flat = at most 2x)")
        fsync_ms = {"before": fsync_before, "after": fsync_probe(tmp / "probe-after")}
        print(f"file + folder fsync on this disk, p50: {fsync_ms['before']:.2f} ms before "
              f"the run, {fsync_ms['after']:.2f} ms after")
        data = {"samples": samples, "totals": totals, "fsync_ms": fsync_ms,
                "targets": {"speedup_at_target": target["ratio"], "speedup_met": met,
                            "flatness": flat, "flat_met": flat <= 2}}
        write_result("writes", data, args.out, args.quick)
        return data
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
