"""How crowded a record's neighbourhood is, for the fused ranker's order.

A record's *density* is the mean cosine of its vector with those of its ``k`` nearest
other records in the same store (for one model). A dense ranker's cosines are inflated
around records that sit among many similar ones (a family of near-identical records, a
topic stored many times, a record worded like many others): they come near every query
about anything close and push the one record a paraphrase means out of the first five
("hubness"). Cross-domain similarity local scaling (CSLS: Conneau et al., "Word
translation without parallel data", 2018) compares ``2 cos(q, d) - r(q) - r(d)``, each
``r`` the mean similarity to the other side's 10 nearest neighbours; ``r(q)`` is the same
for every record of one query, so the order is that of ``cos(q, d) - r(d) / 2``. With no
bank of queries to measure ``r(d)`` against, it is measured against the store's own
records (`memdir.store.fusion`: ``hub``, ``hub_k``). It changes the order of what is
recalled, never whether anything is (the cut sees the cosine itself).

`Densities` computes a row's density when a search first needs it (one pass over the matrix
for each row it lacks) and keeps it while it is exact: a vector added or changed drops
the densities it would change (those of the rows it comes at least as near to as their
k-th neighbour, and those it was a neighbour of), a vector removed those it was a
neighbour of. A store's matrix (`memdir.store.files.vectors.VectorMatrix`,
`memdir.store.postgres.vectors.TenantVectors`) tells it what changed.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

DIGITS = 5  # a density is rounded: two stores' products of the same vectors agree to it
BLAS_THREADS = "OPENBLAS_NUM_THREADS"


def one_thread_blas() -> bool:
    """Whether numpy's BLAS runs on one thread in this process: OpenBLAS reads
    ``OPENBLAS_NUM_THREADS`` when numpy loads it (`memdir.integrations.resident_server`
    sets it before anything imports numpy)."""
    return os.environ.get(BLAS_THREADS) == "1"


class Densities:
    """The densities (``k`` nearest neighbours) of the rows of one matrix of unit
    vectors, computed on demand and kept while exact. ``computed`` counts the rows
    computed (tests and benchmarks look at it)."""

    def __init__(self, k: int) -> None:
        self.k = max(1, int(k))
        # row -> (density, the k-th neighbour's cosine, the neighbours' rows). The k-th
        # cosine is -inf while a row has fewer than k others: any vector added is nearer.
        self._known: dict[int, tuple[float, float, frozenset[int]]] = {}
        self.computed = 0

    def of(self, matrix: NDArray[np.float32], rows: Sequence[int],
           dead: Sequence[int] = ()) -> list[float]:
        """The density of each of ``rows`` of ``matrix``; ``dead``: rows no longer in
        use (a record gone), never anyone's neighbour."""
        import numpy as np

        missing = [r for r in dict.fromkeys(rows) if r not in self._known]
        if missing:
            k = min(self.k, len(matrix) - 1 - len(set(dead)))
            # Where BLAS runs on one thread (the resident process sets it so for itself),
            # every missing row in one product: the matrix read once (10,000 records, 40
            # rows: 11 ms against 60-90 ms a pass each).
            together = (np.matmul(matrix[missing], matrix.T) if k > 0 and len(missing) > 1
                        and one_thread_blas() else None)
            for n, row in enumerate(missing):
                if k <= 0:
                    self._known[row] = (0.0, float("-inf"), frozenset())
                    continue
                # Else one pass over the matrix per row, by numpy's own loop as a query's
                # cosines are: BLAS would share a product between threads, which wait for
                # each other on a busy machine (1,000 records, 12 rows: 0.4 to 60 ms
                # measured, against 3 to 14 ms so).
                sims = (together[n] if together is not None
                        else np.einsum("ij,j->i", matrix, matrix[row]))
                sims[row] = -np.inf
                if dead:
                    sims[list(dead)] = -np.inf
                near = np.argpartition(-sims, k - 1)[:k]
                values = sims[near]
                kth = float(values.min()) if k == self.k else float("-inf")
                self._known[row] = (round(float(values.mean()), DIGITS), kth,
                                    frozenset(int(j) for j in near))
            self.computed += len(missing)
        return [self._known[r][0] for r in rows]

    def unknown(self, rows: int, limit: int) -> list[int]:
        """Up to ``limit`` of the rows ``0 .. rows - 1`` whose density is not known."""
        found: list[int] = []
        for row in range(rows):
            if len(found) >= limit:
                break
            if row not in self._known:
                found.append(row)
        return found

    def changed(self, matrix: NDArray[np.float32], rows: Sequence[int]) -> None:
        """``rows`` hold a new vector (added, or the record's content changed)."""
        fresh = set(rows)
        for row in fresh:
            self._known.pop(row, None)
        if not self._known or not fresh:
            return
        import numpy as np

        # One pass over the matrix per new vector (numpy's own loop, as a query's cosines:
        # copying the known rows out first cost more than the products).
        nearest = np.max([np.einsum("ij,j->i", matrix, matrix[r]) for r in sorted(fresh)],
                         axis=0)
        for row in list(self._known):
            _, kth, near = self._known[row]
            if near & fresh or nearest[row] >= kth:
                del self._known[row]

    def removed(self, rows: Sequence[int]) -> None:
        """``rows`` no longer hold a vector (their record is gone)."""
        gone = set(rows)
        for row in gone:
            self._known.pop(row, None)
        for row in [r for r, (_, _, near) in self._known.items() if near & gone]:
            del self._known[row]

    def renumber(self, kept: Sequence[int]) -> None:
        """The matrix was compacted to the rows ``kept`` (old numbers, in their new
        order): those dropped are removed, the others renumbered."""
        new = {old: i for i, old in enumerate(kept)}
        self.removed([r for r in self._known if r not in new]
                     + [r for _, _, near in self._known.values() for r in near
                        if r not in new])
        self._known = {new[r]: (d, kth, frozenset(new[j] for j in near))
                       for r, (d, kth, near) in self._known.items()}

    def clear(self) -> None:
        self._known.clear()


__all__ = ["DIGITS", "Densities"]
