"""Sentence vectors in PostgreSQL, and the fused search of a tenant.

``memdir_vectors`` holds one vector per record and model (float32 bytes; pgvector is not
required), with the hash of the content it was computed from; a record's change of
content deletes its vectors and its deletion takes them along (`search_schema.VECTORS`),
so a stored vector is never older than its record. A write through `Memory` embeds its
record at once (`sync_vectors`, called by the writer); records written without a model get
theirs at the next fused searches, a few at a time (`memdir.store.fusion.EMBED_BUDGET`). Whether any
record lacks a vector is two counts kept by triggers, so a search where none does asks no
more.

The cosines are computed where the model runs, as in the file store: a process keeps each
tenant's vectors of a model in one float32 matrix (`TenantVectors`), shared by every store
object of that tenant in the process (a server opens several: one per request of a visitor,
one per front-end), and refreshed by reading only the vectors stored since it last looked
(``seq``). A vector the matrix still holds for a record since deleted or changed is found
out when it comes near a query (`closest` asks the database which of its few nearest
still stand) and dropped. The densities an order by ``rrf`` with a hubness correction
needs are the matrix's, as in the file store (`memdir.store.density`): computed once per
record, kept while they hold, over the rows the matrix holds (a vector it still keeps for
a record since deleted counts until the matrix drops it). The answer is
`memdir.store.fusion.fused`'s, as on every store.

A record's ``vec`` holds its chunk vectors, chunk 0 first (`memdir.store.chunks`): one for
a record the model reads whole, up to 8 for a long one; the matrix holds chunk 0 of each
(the densities are over those) and the further chunks beside it, and a record's cosine is
its best chunk's. A ``vec`` stored before chunks existed is one vector, read as one chunk:
a long record stored then keeps it until its content changes.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Set
from typing import TYPE_CHECKING, Any

from memdir.foundation.record import parse_record
from memdir.foundation.validity import Interval, now_instant
from memdir.store import fusion
from memdir.store.base import Hit
from memdir.store.chunks import Chunks, split
from memdir.store.density import Densities
from memdir.store.fusion import EMBED_BUDGET, record_text
from memdir.store.postgres.core import Tenant
from memdir.store.postgres.search import search

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

_matrices: dict[tuple[str, str, str, str], TenantVectors] = {}
_matrices_lock = threading.Lock()


class TenantVectors:
    """Every stored vector of one model in one tenant's scope, as this process holds it:
    ``matrix`` [n, dim] (float32, with room to grow: each record's chunk 0), the record key
    of each row and ``chunks``, the further chunks of long records. Used under ``lock`` (a
    server's threads search one tenant at once)."""

    def __init__(self, model: str) -> None:
        import numpy as np

        self._np = np
        self.model = model
        self.lock = threading.Lock()
        self.keys: list[str | None] = []  # None: a row dropped (its record changed or went)
        self.row: dict[str, int] = {}
        self._buf = np.zeros((0, 1), dtype=np.float32)
        self.chunks = Chunks(1)
        self.seq = 0  # the highest seq read
        self.full_loads = 0  # every vector read at once (tests count them)
        self._densities: dict[int, Densities] = {}  # by how many neighbours

    def refresh(self, conn: Any, scope: str, dim: int) -> TenantVectors:
        """Read the vectors stored since the last refresh (every one the first time);
        ``dim``, the model's vector length (a ``vec`` holds whole vectors of it)."""
        rows = conn.execute(
            "SELECT key, vec, seq FROM memdir_vectors WHERE scope = %s AND model = %s"
            " AND seq > %s ORDER BY seq", (scope, self.model, self.seq)).fetchall()
        if not rows:
            return self
        if not self.keys:
            self.full_loads += 1
        np = self._np
        if self._buf.shape[1] != dim:  # the first vectors (or a model of another size)
            self.keys, self.row = [], {}
            self._buf = np.zeros((0, dim), dtype=np.float32)
            self.chunks = Chunks(dim)
            for densities in self._densities.values():
                densities.clear()
        fresh = [(key, vec) for key, vec, _ in rows if key not in self.row]
        end = len(self.keys)
        if end + len(fresh) > len(self._buf):
            grown = np.zeros((end + len(fresh) + (end + len(fresh)) // 4 + 16, dim),
                             dtype=np.float32)
            grown[:end] = self._buf[:end]
            self._buf = grown  # a quarter more room: adding n vectors copies O(n)
        put = []
        for key, vec, _ in rows:
            k = self.row.get(key)
            if k is None:
                k = self.row[key] = len(self.keys)
                self.keys.append(key)
            first, more = split(vec, dim)
            self._buf[k] = np.frombuffer(first, dtype=np.float32)
            self.chunks.put(k, more)
            put.append(k)
        self.seq = rows[-1][2]
        for densities in self._densities.values():
            densities.changed(self._buf[:len(self.keys)], put)
        return self

    def drop(self, keys: Set[str]) -> None:
        """Forget the rows of these records; the matrix is compacted once a quarter of its
        rows are dropped ones."""
        dropped = []
        for key in keys:
            k = self.row.pop(key, None)
            if k is not None:
                self.keys[k] = None
                self._buf[k] = 0.0
                self.chunks.drop(k)
                dropped.append(k)
        for densities in self._densities.values():
            densities.removed(dropped)
        if len(self.row) < 0.75 * len(self.keys):
            kept = [k for k, key in enumerate(self.keys) if key is not None]
            for densities in self._densities.values():
                densities.renumber(kept)
            self.chunks.renumber(kept)
            self._buf = self._np.ascontiguousarray(self._buf[kept])
            self.keys = [self.keys[k] for k in kept]
            self.row = {key: k for k, key in enumerate(self.keys) if key is not None}

    def nearest(self, query: NDArray[np.float32], pool: int, also: Set[str],
                neighbours: int = 0) -> dict[str, tuple[float, float]]:
        """key -> (cosine, density) of the ``pool`` rows closest to a unit ``query``
        vector (a record's best chunk's), and of the rows of ``also`` (einsum, not BLAS: see
        `memdir.store.files.vectors`); the density over ``neighbours`` nearest rows
        (`memdir.store.density`), 0 if that is 0."""
        np = self._np
        if not self.row:
            return {}
        matrix = self._buf[:len(self.keys)]
        cos = self.chunks.best(np.einsum("ij,j->i", matrix, query), query)
        dead = []
        if len(self.row) < len(self.keys):
            dead = [k for k, key in enumerate(self.keys) if key is None]
            cos[dead] = -np.inf
        top = np.argpartition(-cos, pool - 1)[:pool] if len(cos) > pool else range(len(cos))
        rows = [int(k) for k in top if self.keys[k] is not None]
        held = {self.keys[k] for k in rows}
        rows += [k for key in also - held if (k := self.row.get(key)) is not None]
        density = [0.0] * len(rows)
        if neighbours > 0:
            found = self._densities.get(neighbours)
            if found is None:
                found = self._densities[neighbours] = Densities(neighbours)
            density = found.of(matrix, rows, dead)
        return {key: (float(cos[k]), d) for k, d in zip(rows, density, strict=True)
                if (key := self.keys[k]) is not None}


def tenant_vectors(dsn: str, tenant: str, scope: str, model: str) -> TenantVectors:
    """The process's matrix of one tenant's vectors of ``model`` (made on first use)."""
    with _matrices_lock:
        found = _matrices.get((dsn, tenant, scope, model))
        if found is None:
            found = _matrices[(dsn, tenant, scope, model)] = TenantVectors(model)
        return found


class Vectors(Tenant):
    """The vector side of `PostgresStore` (over its declared `Tenant`)."""

    def sync_vectors(self, embedder: Any, budget: int | None = None) -> int:
        """Embed the records that have no vector of this model, newest first (at most
        ``budget``); the number embedded. Two counts say how many lack one; the scan for
        them stops once it found that many, at once for a record just written."""
        with self._tx() as conn:
            records, vectors = conn.execute(
                "SELECT coalesce((SELECT records FROM memdir_counts WHERE scope = %s), 0),"
                " coalesce((SELECT vectors FROM memdir_vector_counts WHERE scope = %s"
                " AND model = %s), 0)", (self.scope, self.scope, embedder.name)).fetchone()
            missing = records - vectors
            limit = missing if budget is None else min(budget, missing)
            if limit <= 0:
                return 0
            rows = conn.execute(
                "SELECT r.key, r.text, r.file, r.hash FROM memdir_records r WHERE r.scope = %s"
                " AND NOT EXISTS (SELECT 1 FROM memdir_vectors v WHERE v.tenant = r.tenant"
                " AND v.scope = r.scope AND v.key = r.key AND v.model = %s)"
                " ORDER BY r.updated_at DESC LIMIT %s",
                (self.scope, embedder.name, limit)).fetchall()
        if not rows:
            return 0
        # Embedded outside the transaction: a pooled connection is not held for it.
        vecs = embedder.embed_chunks([record_text(parse_record(text, file))
                                      for _, text, file, _ in rows])
        with self._tx() as conn:
            # One writer of this model's vectors at a time in a tenant: a vector's seq is
            # then in the order of the commits, and a process that read up to one seq has
            # seen every vector below it (`TenantVectors.refresh`).
            self._lock(conn, f"/vectors/{embedder.name}")
            # Kept only if the record still has the content it was computed from.
            conn.cursor().executemany(
                "INSERT INTO memdir_vectors (scope, key, model, hash, vec)"
                " SELECT %s, %s, %s, %s, %s WHERE EXISTS (SELECT 1 FROM memdir_records"
                " WHERE scope = %s AND key = %s AND hash = %s)"
                " ON CONFLICT (tenant, scope, key, model) DO UPDATE SET hash = excluded.hash,"
                " vec = excluded.vec, seq = excluded.seq",
                [(self.scope, key, embedder.name, digest, vec.astype("<f4").tobytes(),
                  self.scope, key, digest) for (key, _, _, digest), vec
                 in zip(rows, vecs, strict=True)])
        return len(rows)

    def _fused_search(self, query: str, embedder: Any, *, limit: int, cut: float,
                      as_of: str | None, weight: float | None = None,
                      any_language: bool = False) -> list[Hit]:
        """Records relevant to ``query`` by the fused ranker (`memdir.store.fusion.fused`)
        that hold now (or at ``as_of``), best first."""
        def lexical(pool: int) -> fusion.Lexical:
            with self._tx() as conn:
                found = search(conn, self.scope, query, pool, 0.0, as_of)
            return {_key(h.name): (h.name, h.score, h.matched) for h in found}

        def nearest(text: str, pool: int, also: Set[str],
                    neighbours: int) -> Mapping[str, tuple[str, float, float]]:
            self.sync_vectors(embedder, EMBED_BUDGET)
            return self._closest(embedder.name, embedder.embed_query(text), pool, also, as_of,
                                 neighbours)

        return [Hit(c.name, value, c.matched) for c, value in fusion.fused(
            query, embedder, lexical, nearest, limit=limit, cut=cut, weight=weight,
            any_language=any_language)]

    def _closest(self, model: str, query: NDArray[np.float32], pool: int, also: Set[str],
                 as_of: str | None, neighbours: int = 0
                 ) -> dict[str, tuple[str, float, float]]:
        """key -> (name, cosine, density) of the ``pool`` records closest to the query
        that hold, and of the lexical hits ``also``: the only records the fused score can
        rank first. The database confirms each still has that vector (else the matrix
        drops it)."""
        vectors = tenant_vectors(self.dsn, self.tenant, self.scope, model)
        with vectors.lock:
            with self._tx() as conn:
                vectors.refresh(conn, self.scope, len(query))
            near = vectors.nearest(query, pool, also, neighbours)
        if not near:
            return {}
        with self._tx() as conn:
            rows = conn.execute(
                "SELECT r.key, r.name, s.valid_from, s.valid_to, s.created,"
                " EXISTS (SELECT 1 FROM memdir_vectors v WHERE v.tenant = r.tenant"
                " AND v.scope = r.scope AND v.key = r.key AND v.model = %s)"
                " FROM memdir_records r JOIN memdir_search s ON s.tenant = r.tenant"
                " AND s.scope = r.scope AND s.key = r.key"
                " WHERE r.scope = %s AND r.key = ANY(%s)",
                (model, self.scope, list(near))).fetchall()
        standing = {key: (name, Interval(
            valid_from if as_of is None else valid_from or created, valid_to))
            for key, name, valid_from, valid_to, created, has in rows if has}
        gone = near.keys() - standing.keys()
        if gone:
            with vectors.lock:
                vectors.drop(gone)
        at = as_of or now_instant()
        return {key: (standing[key][0], cos, density) for key, (cos, density) in near.items()
                if key in standing and (key in also or standing[key][1].holds_at(at))}


def _key(name: str) -> str:
    from memdir.foundation.record import name_key

    return name_key(name)


__all__ = ["TenantVectors", "Vectors", "tenant_vectors"]
