"""A store matrix's further chunks: the vectors of long records past their first.

A record's stored blob holds its chunk vectors (`memdir.providers.semantic.Embedder.
embed_chunks`), float32, chunk 0 first: one vector for a record the model reads whole (every
blob written before chunks existed is one), up to 8 for a long one. A process's matrix
(`memdir.store.files.vectors.VectorMatrix`, `memdir.store.postgres.vectors.TenantVectors`)
keeps chunk 0 of each record in its main matrix, as it always did (the densities,
`memdir.store.density`, are over those rows only), and the further chunks here, each with
the main row it belongs to. A record's cosine with a query is the best of its chunks'
(`Chunks.best`: one product over these rows, then ``np.maximum.at`` into the main rows'
cosines), so a question about the middle of a long record finds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


def split(blob: bytes, dim: int) -> tuple[bytes, bytes]:
    """A stored blob as (chunk 0, the further chunks), each float32 bytes; a blob that is
    not whole vectors of ``dim`` keeps its whole vectors."""
    size = 4 * dim
    end = len(blob) - len(blob) % size
    return blob[:size], blob[size:end]


class Chunks:
    """The further chunks of a matrix's rows: ``[m, dim]`` float32 (with room to grow) and
    the main row of each (-1: dropped, until the next compaction)."""

    def __init__(self, dim: int) -> None:
        import numpy as np

        self._np = np
        self.dim = dim
        self._buf = np.zeros((0, dim), dtype=np.float32)
        self._owner = np.zeros(0, dtype=np.int64)
        self._used = 0  # rows used, dropped ones included
        self._of: dict[int, list[int]] = {}  # main row -> its rows here
        self._held = 0  # rows not dropped

    def __len__(self) -> int:
        """Chunks held (dropped ones not counted)."""
        return self._held

    def put(self, row: int, blob: bytes) -> None:
        """Main row ``row``'s further chunks are now ``blob`` (float32 bytes, maybe none)."""
        np = self._np
        self.drop(row)
        vecs = np.frombuffer(blob, dtype=np.float32).reshape(-1, self.dim)
        if not len(vecs):
            return
        end = self._used + len(vecs)
        if end > len(self._buf):
            size = end + end // 2 + 16  # half more room: adding n chunks copies O(n)
            grown = np.zeros((size, self.dim), dtype=np.float32)
            grown[:self._used] = self._buf[:self._used]
            owner = np.full(size, -1, dtype=np.int64)
            owner[:self._used] = self._owner[:self._used]
            self._buf, self._owner = grown, owner
        self._buf[self._used:end] = vecs
        self._owner[self._used:end] = row
        self._of[row] = list(range(self._used, end))
        self._held += len(vecs)
        self._used = end

    def drop(self, row: int) -> None:
        """Forget main row ``row``'s chunks; compacted once half the rows are dropped."""
        dropped = self._of.pop(row, None)
        if dropped:
            self._owner[dropped] = -1
            self._held -= len(dropped)
            if 2 * self._held < self._used:
                self._compact()

    def renumber(self, kept: Sequence[int]) -> None:
        """The main matrix kept only rows ``kept`` (old numbers, in their new order):
        chunks of the others go, the rest follow their row."""
        new = {old: k for k, old in enumerate(kept)}
        of: dict[int, list[int]] = {}
        for old, rows in self._of.items():
            if old in new:
                of[new[old]] = rows
                self._owner[rows] = new[old]
            else:
                self._owner[rows] = -1
                self._held -= len(rows)
        self._of = of
        self._compact()

    def clear(self) -> None:
        self._buf = self._np.zeros((0, self.dim), dtype=self._np.float32)
        self._owner = self._np.zeros(0, dtype=self._np.int64)
        self._used = self._held = 0
        self._of = {}

    def best(self, cos: NDArray[np.float32], query: NDArray[np.float32]
             ) -> NDArray[np.float32]:
        """``cos`` (the main rows' cosines with a unit ``query``) with each row's raised
        to its best chunk's (einsum, not BLAS, as the main product)."""
        if not self._of:
            return cos
        out: NDArray[np.float32] = self._np.empty(len(cos) + 1, dtype=self._np.float32)
        out[:-1] = cos
        out[-1] = -self._np.inf  # where the dropped chunks (row -1) go
        more = self._np.einsum("ij,j->i", self._buf[:self._used], query)
        self._np.maximum.at(out, self._owner[:self._used], more)
        return out[:-1]

    def _compact(self) -> None:
        np = self._np
        live = np.flatnonzero(self._owner[:self._used] >= 0)
        self._buf = np.ascontiguousarray(self._buf[live])
        self._owner = np.ascontiguousarray(self._owner[live])
        self._used = len(live)
        place = {int(old): k for k, old in enumerate(live)}
        self._of = {row: [place[i] for i in rows] for row, rows in self._of.items()}


__all__ = ["Chunks", "split"]
