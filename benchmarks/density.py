"""What the fused order's hubness correction costs: the densities of a search's candidates
(`memdir.store.density`), in a long-lived process.

A fused search with the correction (EmbeddingGemma's order, `memdir.store.fusion`) needs the
density of each of its candidates (the 20 nearest records and the lexical hits): the mean
cosine of the record with its 10 nearest records. A process computes a record's density
the first time a search needs it (one matrix product for the rows it lacks) and keeps it
until a write could change it. Measured here, apart from the model (embedding the query
is the same with or without it), over ``--records`` unit vectors of EmbeddingGemma's size
(768), each query a vector near a random record (so a search's candidates are neighbours,
as a real query's are):

- **search**: the part of a fused search that reads vectors (every cosine, the 20 best)
  with and without the densities of its candidates, interleaved query by query; the first
  ``--cold`` queries (a process that just started: few densities known) apart from the
  rest, and the rows computed per search;
- **write**: what a new vector costs the kept densities (`Densities.changed`: the rows it
  comes near to are dropped), and the next search's extra cost.

Run: ``python -m benchmarks.density [--records 10000] [--quick]``.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence
from typing import Any

from memdir.store.density import Densities

from .common import parser, summary_ms, table, write_result

DIM = 768  # EmbeddingGemma's
POOL = 20
K = 10


def _unit(rng, n: int):
    import numpy as np

    m = rng.standard_normal((n, DIM)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def _near(rng, matrix, n: int):
    """Queries near random records (their cosine with it about 0.7)."""
    import numpy as np

    rows = rng.integers(0, len(matrix), n)
    q = matrix[rows] + 0.9 * _unit(rng, n) * 1.0
    return q / np.linalg.norm(q, axis=1, keepdims=True)


def _search(matrix, query, densities: Densities | None) -> int:
    import numpy as np

    cos = np.einsum("ij,j->i", matrix, query)
    top = np.argpartition(-cos, POOL - 1)[:POOL]
    if densities is None:
        return 0
    before = densities.computed
    densities.of(matrix, [int(i) for i in top])
    return densities.computed - before


def measure(n: int, queries: int, cold: int, writes: int, seed: int = 0) -> dict[str, Any]:
    import numpy as np

    rng = np.random.default_rng(seed)
    matrix = _unit(rng, n)
    qs = _near(rng, matrix, queries)
    densities = Densities(K)
    plain, corrected, computed = [], [], []
    for i, q in enumerate(qs):
        first = i % 2  # interleaved: each query searched both ways, the order alternating
        for which in (first, 1 - first):
            t = time.perf_counter()
            rows = _search(matrix, q, densities if which else None)
            (corrected if which else plain).append(time.perf_counter() - t)
            if which:
                computed.append(rows)
    extra = [c - p for c, p in zip(corrected, plain, strict=True)]
    out: dict[str, Any] = {
        "records": n, "queries": queries, "cold_queries": cold,
        "plain": summary_ms(plain), "corrected": summary_ms(corrected),
        "extra_cold": summary_ms(extra[:cold]), "extra_warm": summary_ms(extra[cold:]),
        "rows_computed_cold": statistics.fmean(computed[:cold]),
        "rows_computed_warm": statistics.fmean(computed[cold:]),
        "rows_known": len(densities._known)}
    change, after = [], []
    grown = matrix
    for q in _near(rng, matrix, writes):
        grown = np.vstack([grown, q[None, :]])
        t = time.perf_counter()
        densities.changed(grown, [len(grown) - 1])
        change.append(time.perf_counter() - t)
        t = time.perf_counter()
        _search(grown, q, densities)
        after.append(time.perf_counter() - t)
    out["write_changed"] = summary_ms(change)
    out["search_after_write"] = summary_ms(after)
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, nargs="*", default=None)
    args = p.parse_args(argv)
    sizes = args.records or ([300] if args.quick else [1_000, 10_000])
    queries, cold, writes = (40, 10, 5) if args.quick else (400, 50, 40)
    before = os.getloadavg()[0]
    runs = [measure(n, queries, cold, writes) for n in sizes]
    load = (f"load average {before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end "
            f"({os.cpu_count()} cores).")
    print(table(["records", "search p50 ms", "+ densities, first queries", "+ densities, then",
                 "rows computed, first / then", "a write", "the search after it"],
                [(r["records"], r["plain"]["p50_ms"], r["extra_cold"]["p50_ms"],
                  r["extra_warm"]["p50_ms"],
                  f"{r['rows_computed_cold']:.1f} / {r['rows_computed_warm']:.1f}",
                  r["write_changed"]["p50_ms"], r["search_after_write"]["p50_ms"])
                 for r in runs]))
    data = {"dim": DIM, "pool": POOL, "k": K, "runs": runs, "load": load}
    write_result("density", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
