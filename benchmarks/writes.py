"""Write cost: storing N records one by one, memdir's FileStore vs the seed's algorithm.

The seed rebuilds MEMORY.md after every write by reading and parsing every record file,
so its write costs O(store size) and N writes cost O(N^2). memdir keeps the index lines in
memory and reads only files it has not seen.

Two measurements, both in this run:

1. **Real runs** (memdir): N = 100, 1,000, 10,000 upserts into an empty store, one by
   one, through one long-lived `FileStore` (an agent process). Every write is durable
   (fsync of the file, the folder and the history log); the seed's writes are not. A real
   run whose first block projects past ``--budget`` seconds is reported as extrapolated
   from the samples below instead, and says so.
2. **Sampled per-write cost at a store size S** (both): the store is pre-filled with S
   records by writing files directly, then K writes are timed one by one. The seed's
   10,000-record total is *extrapolated* from these samples (its real run would take
   hours): total(N) = sum over s < N of cost(s), with cost interpolated linearly between
   the sampled sizes. The seed's 100 and 1,000 totals are real runs.

**Interleaved.** memdir's writes are fsync-bound and the seed's are CPU-bound, and on a
shared machine both the disk and the CPU drift by several times within minutes. So no
measurement runs apart from the others: every real run, every sample and the fsync probe
is cut into ``rounds`` blocks, and one block of each runs in turn (the order reversed
every other round) until all are done. memdir and the seed then see the same disk and the
same load, and the fsync cost reported beside the ratio is the one of that window.

Run: ``python -m benchmarks.writes [--quick]``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Generator, Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.atomic import fsync_dir
from memdir.store.files.store import FileStore

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
        "sample_sizes": (100, 1_000, 10_000), "sample_writes": 50, "target_n": 10_000,
        "rounds": 10, "fsync_probes": 5}
QUICK = {"real_ours": (20, 60), "real_seed": (20, 60),
         "sample_sizes": (20, 60), "sample_writes": 5, "target_n": 60,
         "rounds": 5, "fsync_probes": 2}
BUDGET_S = 240.0

# A job does its untimed setup, yields, then runs one timed block per resumption and
# returns its result; `interleave` runs one block of every job in turn.
Job = Generator[None, None, Any]


def interleave(jobs: dict[Any, Job]) -> dict[Any, Any]:
    """Run the jobs block by block, one block of each in turn, the order reversed every
    other round (so no job always runs right after the same one); their results by key."""
    results: dict[Any, Any] = {}
    live = dict(jobs)
    turn = 0
    while live:
        order = list(live.items())
        for key, job in order if turn % 2 == 0 else order[::-1]:
            try:
                next(job)
            except StopIteration as done:
                results[key] = done.value
                del live[key]
        turn += 1
    return results


def _blocks(items: Sequence[Any], rounds: int) -> list[Sequence[Any]]:
    step = max(1, -(-len(items) // rounds))
    return [items[i:i + step] for i in range(0, len(items), step)]


def _ours_real(tmp: Path, n: int, rounds: int, budget: float) -> Job:
    store = FileStore(tmp / f"ours-real-{n}" / ".memory")
    records = synthetic_records(n, start=0)
    yield
    per: list[float] = []
    for block in _blocks(records, rounds):
        for rec in block:
            t0 = time.perf_counter()
            store.upsert(rec)
            per.append(time.perf_counter() - t0)
        projected = sum(per) / len(per) * n
        if projected > budget:
            return None  # extrapolated from the samples instead (see `main`)
        yield
    total = sum(per)
    tenth = max(1, n // 10)
    assert len(store.record_files()) == n
    shutil.rmtree(tmp / f"ours-real-{n}", ignore_errors=True)
    return {"n": n, "total_s": total, "per_write_ms": total / n * 1000,
            "first_tenth_ms": sum(per[:tenth]) / tenth * 1000,
            "last_tenth_ms": sum(per[-tenth:]) / tenth * 1000, "measured": "real"}


def _seed_real(tmp: Path, n: int, rounds: int) -> Job:
    store = SeedStore(tmp / f"seed-real-{n}" / ".memory")
    records = synthetic_records(n, start=0)
    yield
    total = 0.0
    for block in _blocks(records, rounds):
        t0 = time.perf_counter()
        for rec in block:
            store.write(rec.name, rec.description, rec.type, rec.body)
        total += time.perf_counter() - t0
        yield
    shutil.rmtree(tmp / f"seed-real-{n}", ignore_errors=True)
    return {"n": n, "total_s": total, "per_write_ms": total / n * 1000, "measured": "real"}


def _ours_sample(tmp: Path, size: int, writes: int, rounds: int) -> Job:
    """Per-write ms at a store size: new records, and description changes."""
    base = synthetic_records(size, start=0)
    extra = synthetic_records(writes, start=size + 1_000_000)
    ours = fill_store(tmp / f"ours-s{size}" / ".memory", base)
    ours.list()  # an agent process has the index lines in memory after its first read
    yield
    new = update = 0.0
    for added, changed in zip(_blocks(extra, rounds), _blocks(base[:writes], rounds),
                              strict=True):
        t0 = time.perf_counter()
        for rec in added:
            ours.upsert(rec)
        t1 = time.perf_counter()
        # A new description changes a line in the middle of MEMORY.md: the one write kind
        # that still rewrites the whole index (the seed rewrites it on every write).
        for rec in changed:
            ours.upsert(rec.evolve(description=rec.description + " (revised)"))
        new, update = new + t1 - t0, update + time.perf_counter() - t1
        yield
    shutil.rmtree(tmp / f"ours-s{size}", ignore_errors=True)
    return {"ours_ms": new / writes * 1000, "ours_update_ms": update / writes * 1000}


def _seed_sample(tmp: Path, size: int, writes: int, rounds: int) -> Job:
    base = synthetic_records(size, start=0)
    extra = synthetic_records(writes, start=size + 1_000_000)
    seed = fill_seed_store(tmp / f"seed-s{size}" / ".memory", base)
    yield
    total = 0.0
    for block in _blocks(extra, rounds):
        t0 = time.perf_counter()
        for rec in block:
            seed.write(rec.name, rec.description, rec.type, rec.body)
        total += time.perf_counter() - t0
        yield
    shutil.rmtree(tmp / f"seed-s{size}", ignore_errors=True)
    return {"seed_ms": total / writes * 1000}


def _fsync_job(folder: Path, rounds: int, probes: int) -> Job:
    """p50 ms of a small file + folder fsync over the run, and the lowest and highest
    round's p50 (how much the disk drifted while the others were measured)."""
    yield
    per_round = []
    for r in range(rounds):
        per_round.append(fsync_times(folder, probes, f"r{r}-"))
        yield
    every = [t for times in per_round for t in times]
    medians = [statistics.median(times) for times in per_round]
    return {"p50": statistics.median(every), "lowest_round": min(medians),
            "highest_round": max(medians), "probes": len(every)}


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


def fsync_times(folder: Path, count: int, prefix: str = "") -> list[float]:
    """ms of writing a small file and fsyncing it and its folder, ``count`` times: what
    this disk charges a durable write right now (memdir pays it on every write, the seed
    never)."""
    folder.mkdir(parents=True, exist_ok=True)
    times = []
    for i in range(count):
        start = time.perf_counter()
        fd = os.open(folder / f"probe-{prefix}{i}", os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
                     0o600)
        try:
            os.write(fd, b"x" * 512)
            os.fsync(fd)
        finally:
            os.close(fd)
        fsync_dir(folder)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _measure(tmp: Path, cfg: dict, budget: float) -> dict[Any, Any]:
    """Every measurement of the run, interleaved (see the module docstring)."""
    rounds, writes = cfg["rounds"], cfg["sample_writes"]
    jobs: dict[Any, Job] = {("fsync",): _fsync_job(tmp / "probe", rounds, cfg["fsync_probes"])}
    for size in cfg["sample_sizes"]:
        jobs["ours-sample", size] = _ours_sample(tmp, size, writes, rounds)
        jobs["seed-sample", size] = _seed_sample(tmp, size, writes, rounds)
    for n in cfg["real_ours"]:
        jobs["ours-real", n] = _ours_real(tmp, n, rounds, budget)
    for n in cfg["real_seed"]:
        jobs["seed-real", n] = _seed_real(tmp, n, rounds)
    return interleave(jobs)


def _totals(cfg: dict, got: dict[Any, Any], samples: list[dict]) -> list[dict]:
    seed_pts = [(s["size"], s["seed_ms"]) for s in samples]
    ours_pts = [(s["size"], s["ours_ms"]) for s in samples]
    totals = []
    for n in cfg["real_ours"]:
        ours = got["ours-real", n]
        if ours is None:
            projected = extrapolate_total(ours_pts, n)
            ours = {"n": n, "total_s": projected, "per_write_ms": projected / n * 1000,
                    "first_tenth_ms": float("nan"), "last_tenth_ms": float("nan"),
                    "measured": "extrapolated (its first block projected the real run "
                                "past the budget)"}
        seed = got.get(("seed-real", n))
        if seed is None:
            est = extrapolate_total(seed_pts, n)
            seed = {"n": n, "total_s": est, "per_write_ms": est / n * 1000,
                    "measured": "extrapolated from samples"}
        totals.append({"n": n, "ours": ours, "seed": seed,
                       "ratio": seed["total_s"] / ours["total_s"],
                       "ours_extrapolated_s": extrapolate_total(ours_pts, n)})
    return totals


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--budget", type=float, default=BUDGET_S,
                   help="seconds a real run may take before it is extrapolated instead")
    args = p.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-writes-"))
    try:
        got = _measure(tmp, cfg, args.budget)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    samples = [{"size": s, **got["ours-sample", s], **got["seed-sample", s]}
               for s in cfg["sample_sizes"]]
    print(f"Per-write cost at a store size (sampled: {cfg['sample_writes']} writes into a "
          f"pre-filled store, interleaved with everything else in {cfg['rounds']} rounds)")
    print(table(["store size", "memdir ms/write", "seed ms/write", "seed / memdir",
                 "memdir ms/description change"],
                [(s["size"], s["ours_ms"], s["seed_ms"], s["seed_ms"] / s["ours_ms"],
                  s["ours_update_ms"]) for s in samples]))
    flat = samples[-1]["ours_ms"] / samples[0]["ours_ms"]
    print(f"memdir per-write cost at {samples[-1]['size']:,} / at {samples[0]['size']:,}: "
          f"{flat:.2f}x (1.0 = flat)")
    totals = _totals(cfg, got, samples)
    print("\nStoring N records one by one into an empty store")
    print(table(["N", "memdir total s", "memdir ms/write", "first 10% ms", "last 10% ms",
                 "memdir measured", "seed total s", "seed measured", "seed / memdir"],
                [(t["n"], t["ours"]["total_s"], t["ours"]["per_write_ms"],
                  t["ours"]["first_tenth_ms"], t["ours"]["last_tenth_ms"],
                  t["ours"]["measured"], t["seed"]["total_s"], t["seed"]["measured"],
                  t["ratio"]) for t in totals]))
    target = next(t for t in totals if t["n"] == cfg["target_n"])
    met = target["ratio"] >= 50
    print(f"\ntarget: at {cfg['target_n']:,} records at least 50x faster than the seed: "
          f"{target['ratio']:.1f}x -> {'met' if met else 'MISSED'}")
    print(f"target: per-write cost flat as N grows: {flat:.2f}x from "
          f"{samples[0]['size']:,} to {samples[-1]['size']:,} -> "
          f"{'met' if flat <= 2 else 'MISSED'} (flat = at most 2x)")
    fsync_ms = got["fsync",]
    print(f"file + folder fsync on this disk during the run, p50: {fsync_ms['p50']:.2f} ms "
          f"(one round's p50 from {fsync_ms['lowest_round']:.2f} to "
          f"{fsync_ms['highest_round']:.2f} ms)")
    data = {"samples": samples, "totals": totals, "fsync_ms": fsync_ms,
            "interleaved_rounds": cfg["rounds"],
            "targets": {"speedup_at_target": target["ratio"], "speedup_met": met,
                        "flatness": flat, "flat_met": flat <= 2}}
    write_result("writes", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
