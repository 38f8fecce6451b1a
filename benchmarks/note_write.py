"""A visitor's session-note write against how many other sessions the folder holds.

A public agent's visitor turn keeps what the visitor said about themselves as notes of
their session (`memdir.store.sessions`), written under the project's write lock. This
measures one note write (`FileStore.add_session_note`, a fresh session each time) in a
folder that already holds ``N`` other sessions of one note each, for each ``N`` of
``--others``: the median of ``--runs`` writes, in one process, the folders' writes
alternating, so the ratio to ``N = 0`` is what the other sessions cost one write.

Also, as `memdir serve` writes a visitor's note (a store opened for each request): one
write through a fresh `FileStore` with the most other sessions, the folder's sweep stamp
(``.sessions/.swept``) kept as a write leaves it, and removed before each write (every
fresh store swept every session, as before the stamp).

Run: ``python -m benchmarks.note_write [--others 0,40,2000] [--runs 50] [--quick]``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from memdir.store.files.store import FileStore

from .common import parser, table, write_result

FULL = {"others": (0, 40, 2_000), "runs": 50}
QUICK = {"others": (0, 40), "runs": 5}


def measure(others: tuple[int, ...], runs: int) -> dict[int, float]:
    """Median seconds of one note write with ``n`` other sessions in the folder, for each
    ``n``: the writes of every folder alternate, so machine noise falls on all of them."""
    with tempfile.TemporaryDirectory(prefix="memdir-note-bench-") as tmp:
        stores = {n: FileStore(Path(tmp) / str(n) / ".memory") for n in others}
        try:
            for n, store in stores.items():
                for i in range(n):
                    store.add_session_note(f"other-{i}", "city", "Lyon", ttl_seconds=3600)
                store.add_session_note("warm", "city", "Lyon", ttl_seconds=3600)
            times: dict[int, list[float]] = {n: [] for n in others}
            for i in range(runs):
                for n, store in stores.items():
                    start = time.perf_counter()
                    store.add_session_note(f"visitor-{i}", "job", "a nurse",
                                           ttl_seconds=3600)
                    times[n].append(time.perf_counter() - start)
            return {n: statistics.median(t) for n, t in times.items()}
        finally:
            for store in stores.values():
                store.close()


def fresh_stores(others: int, runs: int) -> dict[str, float]:
    """Median seconds of one note write through a store opened for it, with and without
    the sweep stamp (see the module docstring), interleaved."""
    with tempfile.TemporaryDirectory(prefix="memdir-note-bench-") as tmp:
        root = Path(tmp) / ".memory"
        seeded = FileStore(root)
        for i in range(others):
            seeded.add_session_note(f"other-{i}", "city", "Lyon", ttl_seconds=3600)
        seeded.close()
        times: dict[str, list[float]] = {"stamp kept": [], "no stamp": []}
        for i in range(runs):
            for mode, took in times.items():
                if mode == "no stamp":
                    (root / ".sessions" / ".swept").unlink(missing_ok=True)
                store = FileStore(root)
                start = time.perf_counter()
                store.add_session_note(f"visitor-{mode[:2]}-{i}", "job", "a nurse",
                                       ttl_seconds=3600)
                took.append(time.perf_counter() - start)
                store.close()
        return {mode: statistics.median(t) for mode, t in times.items()}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--others", type=str, default=None,
                   help="comma-separated counts of other sessions")
    p.add_argument("--runs", type=int, default=None, help="writes per count (median)")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    others = (tuple(int(n) for n in args.others.split(",")) if args.others
              else size["others"])
    runs = args.runs or size["runs"]
    medians = measure(others, runs)
    rows = [{"others": n, "median_ms": round(medians[n] * 1000, 3)} for n in others]
    base = rows[0]["median_ms"] or 1e-9
    for row in rows:
        row["ratio"] = round(row["median_ms"] / base, 2)
    print(table(["other sessions", "note write ms (median)", "/ first"],
                [[r["others"], r["median_ms"], r["ratio"]] for r in rows]))
    fresh = fresh_stores(max(others), runs)
    print(f"a store opened per write, {max(others):,} other sessions: "
          f"{fresh['no stamp'] * 1000:.2f} ms without the sweep stamp, "
          f"{fresh['stamp kept'] * 1000:.2f} ms with it")
    data = {"runs": runs, "rows": rows,
            "fresh_store": {"others": max(others),
                            "no_stamp_ms": round(fresh["no stamp"] * 1000, 3),
                            "stamp_ms": round(fresh["stamp kept"] * 1000, 3)}}
    write_result("note_write", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
