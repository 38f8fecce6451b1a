"""Stored sentence vectors: one per record and model in the index, one matrix per process.

The index's ``vectors`` table holds each record's vector (float32) under the model's name,
with ``seq``, a counter that grows with every vector stored (kept in ``state``, never
reused). The index deletes a record's vector whenever it re-indexes changed content, so
only those records are embedded again (`sync_vectors`); a record that was only touched
keeps its vector.

A process keeps every vector of a model in one contiguous float32 matrix (`VectorMatrix`),
checked against the database's change counter at each search and refreshed only when it
moved: the vectors stored since (``seq`` above the last one seen) are read and added,
deleted ones dropped. A write thus costs the next search one row, not a reload of every
vector (measured: 230 ms at 10,000 records). The matrix keeps the densities of its rows
that searches asked for (`memdir.store.density`), told of every row added, changed or
dropped.

A record's blob holds its chunk vectors, chunk 0 first (`memdir.store.chunks`): one for a
record the model reads whole, up to 8 for a long one. The matrix holds chunk 0 of every
record, as before chunks existed (its densities are over those rows), and the further
chunks beside it; a record's cosine is its best chunk's. A blob stored before chunks
existed is one vector and reads as one chunk: a long record stored then keeps its one
vector until its content changes (the index then deletes it and the next sync embeds its
chunks) or the index is rebuilt.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Set
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import MemdirError
from memdir.store.chunks import Chunks, split
from memdir.store.density import Densities
from memdir.store.files.index import SearchIndex
from memdir.store.files.index_schema import transaction
from memdir.store.fusion import record_text

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from memdir.providers.semantic import Embedder

SEQ_KEY = "vector_seq"


def version(db: sqlite3.Connection) -> tuple[int, int]:
    """Changes to the database: another process's commits, and this connection's own."""
    return db.execute("PRAGMA data_version").fetchone()[0], db.total_changes


def _stored(db: sqlite3.Connection, model: str) -> tuple[int, int]:
    """(vectors of ``model``, the highest seq among them), from the index on (model, seq)."""
    count, top = db.execute("SELECT count(*), max(seq) FROM vectors WHERE model = ?",
                            (model,)).fetchone()
    return count, top or 0


def store_vectors(db: sqlite3.Connection, model: str,
                  rows: list[tuple[int, str, Any]]) -> int:
    """Store (record id, content hash, chunk vectors [k, dim]) rows in one transaction; the
    number stored.

    A vector is kept only if its record still holds the content it was computed from:
    another process may have re-indexed the record while it was being embedded."""
    with transaction(db):
        row = db.execute("SELECT value FROM state WHERE key = ?", (SEQ_KEY,)).fetchone()
        seq = int(row[0]) if row else 0
        stored = 0
        for rowid, content_hash, vec in rows:
            seq += 1
            cur = db.execute(
                "INSERT OR REPLACE INTO vectors (id, model, vec, seq) SELECT ?, ?, ?, ?"
                " WHERE EXISTS (SELECT 1 FROM records WHERE id = ? AND hash = ?)",
                (rowid, model, vec.tobytes(), seq, rowid, content_hash))
            stored += cur.rowcount
        db.execute("INSERT OR REPLACE INTO state VALUES (?, ?)", (SEQ_KEY, str(seq)))
    return stored


def sync_vectors(index: SearchIndex, embedder: Embedder, budget: int | None = None) -> int:
    """Embed the records that have no vector for this model, newest first; the number
    embedded. ``budget``: at most that many (a search embeds a few and leaves the rest,
    found by the offline ranker meanwhile, to the next ones)."""
    def run() -> int:
        if not index._fresh() or index._count == 0:
            return 0
        db = index._connect()
        # Nothing written since every record had its vector: no query at all.
        if index._vectors_complete == (version(db), embedder.name):
            return 0
        # How many are missing, from two counts over indexes (a vector exists only for a
        # record that exists); the scan for them then stops once it found that many, at
        # once for a record just written (the newest).
        (records,) = db.execute("SELECT count(*) FROM records").fetchone()
        missing_count = records - _stored(db, embedder.name)[0]
        limit = missing_count if budget is None else min(budget, missing_count)
        missing = db.execute(
            "SELECT r.id, r.file FROM records r LEFT JOIN vectors v ON v.id = r.id"
            " AND v.model = ? WHERE v.id IS NULL ORDER BY r.updated_at DESC LIMIT ?",
            (embedder.name, limit)).fetchall() if limit > 0 else []
        rows, texts = [], []
        for rowid, file in missing:
            try:
                rec = index.store.read_file(file, cache=False)
            except MemdirError:
                continue  # unreadable now: no vector, found by the offline ranker only
            if rec is None or rec.hash is None:
                continue  # gone since the index listed it: the next sync drops its row
            rows.append((rowid, rec.hash))
            texts.append(record_text(rec))
        if texts:
            vecs = embedder.embed_chunks(texts)
            store_vectors(db, embedder.name, [(i, h, v) for (i, h), v in
                                              zip(rows, vecs, strict=True)])
        if len(missing) >= missing_count:  # every one was tried
            index._vectors_complete = (version(db), embedder.name)
        return len(texts)
    return index._guarded(run)


class VectorMatrix:
    """Every stored vector of one model in an index, as this process holds it: ``matrix``
    [n, dim] (float32, one contiguous block, with room to grow: each record's chunk 0) and
    the record id, name and file of each row, and ``chunks``, the further chunks of long
    records. Read and changed only under the index's lock (`closest`)."""

    def __init__(self, model: str) -> None:
        import numpy as np

        self._np = np
        self.model = model
        self.ids: list[int] = []
        self.names: list[str] = []
        self.files: list[str] = []
        self.row: dict[str, int] = {}  # file -> row
        self._row_of_id: dict[int, int] = {}
        self._buf = np.zeros((0, 1), dtype=np.float32)
        self.chunks = Chunks(1)
        self._seq = 0  # the highest seq held
        self.full_loads = 0  # every vector read at once (tests count them)
        self._seen: tuple[object, int, int] | None = None  # (connection, its version)
        self._densities: dict[int, Densities] = {}  # by how many neighbours

    def densities(self, rows: list[int], k: int) -> list[float]:
        """The density of each of ``rows`` over its ``k`` nearest rows
        (`memdir.store.density`)."""
        found = self._densities.get(k)
        if found is None:
            found = self._densities[k] = Densities(k)
        return found.of(self.matrix, rows)

    def unknown_densities(self, k: int, limit: int) -> list[int]:
        """Up to ``limit`` rows whose density over ``k`` neighbours is not known yet."""
        found = self._densities.get(k)
        if found is None:
            found = self._densities[k] = Densities(k)
        return found.unknown(len(self.ids), limit)

    @property
    def matrix(self) -> NDArray[np.float32]:
        return self._buf[:len(self.ids)]

    def cosines(self, query: NDArray[np.float32]) -> NDArray[np.float32]:
        """The cosine of every row's record with a unit ``query`` vector, its best chunk's:
        one matrix-vector product, by numpy's own loop (einsum), not BLAS: BLAS shares it
        between threads, which on a busy machine wait for each other (measured at 10,000
        vectors: 0.3 ms idle but 13 ms p50 on a loaded 2-core machine; einsum 0.6 ms either
        way); then one over the further chunks (`memdir.store.chunks.Chunks.best`)."""
        cos: NDArray[np.float32] = self._np.einsum("ij,j->i", self.matrix, query)
        return self.chunks.best(cos, query)

    @property
    def dim(self) -> int:
        return self.chunks.dim

    def refresh(self, db: sqlite3.Connection, dim: int | None = None) -> VectorMatrix:
        """Bring the matrix to what the database holds: nothing is read unless its change
        counter moved; then only the vectors stored since (``seq`` above the last seen),
        and the ids of all only when some were deleted. ``dim``: the model's vector length
        (a blob holds whole vectors of it); unknown, the one held, else the shortest blob's
        (right unless every record is long)."""
        seen = (db, *version(db))
        if seen == self._seen and dim in (None, self.dim):
            return self
        count, top = _stored(db, self.model)
        if dim is None and not self.ids:
            (shortest,) = db.execute("SELECT min(length(vec)) FROM vectors WHERE model = ?",
                                     (self.model,)).fetchone()
            dim = (shortest or 4) // 4
        if (self._seen is None or self._seen[0] is not db or top < self._seq
                or (dim is not None and dim != self.dim)):
            self._reset(dim or self.dim)  # first use, a reopened or a rebuilt database
            self.full_loads += 1
        if (count, top) != (len(self.ids), self._seq):
            rows = db.execute(
                "SELECT v.id, r.name, r.file, v.vec, v.seq FROM vectors v JOIN records r"
                " ON r.id = v.id WHERE v.model = ? AND v.seq >= ? ORDER BY v.seq",
                (self.model, self._seq + (1 if self.ids else 0))).fetchall()
            if not self.ids:
                self._load(rows)
            else:
                put = [self._put(rowid, name, file, vec) for rowid, name, file, vec, _ in rows]
                for densities in self._densities.values():
                    densities.changed(self.matrix, put)
            self._seq = max([self._seq, *(r[4] for r in rows)])
            if len(self.ids) != count:  # some were deleted (or changed, not yet embedded)
                self._keep({r[0] for r in db.execute(
                    "SELECT id FROM vectors WHERE model = ?", (self.model,))})
        self._seen = (db, *version(db))
        return self

    def _reset(self, dim: int) -> None:
        self.ids, self.names, self.files = [], [], []
        self.row, self._row_of_id = {}, {}
        self._buf = self._np.zeros((0, dim), dtype=self._np.float32)
        self.chunks = Chunks(dim)
        self._seq = 0
        for densities in self._densities.values():
            densities.clear()

    def _load(self, rows: list[tuple[Any, ...]]) -> None:
        """Every vector at once (one block, a quarter more room to grow)."""
        np = self._np
        if not rows:
            return
        dim = self.dim
        parts = [split(r[3], dim) for r in rows]
        self._buf = np.zeros((len(rows) + len(rows) // 4 + 16, dim), dtype=np.float32)
        self._buf[:len(rows)] = np.frombuffer(b"".join(first for first, _ in parts),
                                              dtype=np.float32).reshape(len(rows), dim)
        for k, (_, more) in enumerate(parts):
            if more:
                self.chunks.put(k, more)
        self.ids = [r[0] for r in rows]
        self.names = [r[1] for r in rows]
        self.files = [r[2] for r in rows]
        self.row = {f: k for k, f in enumerate(self.files)}
        self._row_of_id = {rowid: k for k, rowid in enumerate(self.ids)}

    def _put(self, rowid: int, name: str, file: str, blob: bytes) -> int:
        """A vector stored since: its row overwritten if the record had one, else added;
        the row."""
        first, more = split(blob, self.dim)
        vec = self._np.frombuffer(first, dtype=self._np.float32)
        k = self._row_of_id.get(rowid)
        if k is None:
            k = len(self.ids)
            if k == len(self._buf):
                grown = self._np.zeros((max(16, 2 * k), len(vec)), dtype=self._np.float32)
                grown[:k] = self._buf[:k]
                self._buf = grown  # doubled: adding n vectors one by one copies O(n)
            self.ids.append(rowid)
            self.names.append(name)
            self.files.append(file)
            self._row_of_id[rowid] = k
        elif self.files[k] != file:  # the id was reused by another record
            self.row.pop(self.files[k], None)
            self.files[k] = file
        self.names[k] = name
        self.row[file] = k
        self._buf[k] = vec
        self.chunks.put(k, more)
        return k

    def _keep(self, present: set[int]) -> None:
        """Drop the rows whose vector is gone (one copy of the matrix)."""
        rows = [k for k, rowid in enumerate(self.ids) if rowid in present]
        for densities in self._densities.values():
            densities.renumber(rows)
        self.chunks.renumber(rows)
        self._buf = self._np.ascontiguousarray(self._buf[rows])
        self.ids = [self.ids[k] for k in rows]
        self.names = [self.names[k] for k in rows]
        self.files = [self.files[k] for k in rows]
        self.row = {f: k for k, f in enumerate(self.files)}
        self._row_of_id = {rowid: k for k, rowid in enumerate(self.ids)}


def current_vectors(index: SearchIndex, model: str, dim: int | None = None) -> VectorMatrix:
    """The process's matrix of ``model``'s vectors in ``index``, brought up to date
    (``dim``: the model's vector length, see `VectorMatrix.refresh`). Use it under the
    index's lock (``index._guarded``) where other threads search too."""
    def run() -> VectorMatrix:
        cache: dict[str, VectorMatrix] = index.__dict__.setdefault("_vector_matrices", {})
        if model not in cache:
            cache[model] = VectorMatrix(model)
        return cache[model].refresh(index._connect(), dim)
    return index._guarded(run)


def warm_densities(index: SearchIndex, embedder: Embedder, limit: int) -> int:
    """Measure the densities of up to ``limit`` records no search has needed yet (the
    fused order's, `memdir.store.density`), so that a search finds them; the number
    measured (0: none left, or the model's order needs none). A process with nothing to
    do calls it (the resident process, between requests)."""
    from memdir.store.fusion import neighbours

    k = neighbours(embedder.fusion)
    if k <= 0:
        return 0

    def run() -> int:
        if not index._fresh():
            return 0
        vectors = current_vectors(index, embedder.name, embedder.dim)
        rows = vectors.unknown_densities(k, limit)
        if rows:
            vectors.densities(rows, k)
        return len(rows)
    return index._guarded(run)


def closest(index: SearchIndex, model: str, query_vector: NDArray[np.float32], pool: int,
            also: Set[str], neighbours: int = 0) -> dict[str, tuple[str, float, float]]:
    """file -> (name, cosine, density) of the ``pool`` records closest to the query, and
    of every file in ``also`` (the lexical candidates): the only records the fused score
    can rank first. A partial sort: 10,000 records need no full order. The density is
    over ``neighbours`` nearest records (`memdir.store.density`), 0 if that is 0."""
    import numpy as np

    def run() -> dict[str, tuple[str, float, float]]:
        vectors = current_vectors(index, model, len(query_vector))
        if not vectors.ids:
            return {}
        cos = vectors.cosines(query_vector)
        top = (np.argpartition(-cos, pool - 1)[:pool] if len(cos) > pool
               else range(len(cos)))
        rows = [int(i) for i in top]
        rows += [k for file in also - {vectors.files[i] for i in rows}
                 if (k := vectors.row.get(file)) is not None]
        density = (vectors.densities(rows, neighbours) if neighbours > 0
                   else [0.0] * len(rows))
        return {vectors.files[k]: (vectors.names[k], float(cos[k]), d)
                for k, d in zip(rows, density, strict=True)}
    return index._guarded(run)


__all__ = ["SEQ_KEY", "VectorMatrix", "closest", "current_vectors", "record_text",
           "store_vectors", "sync_vectors", "version", "warm_densities"]
