"""A file store's search: the contract's `count`, `entries` and `search` over its index.

Part of `FileStore` (an object over its folder), kept apart because the index is a
separate, derived thing: a SQLite FTS5 cache in ``.cache/`` (`index.SearchIndex`), private
to the file store, opened on first use so that a process that only writes never imports
sqlite3.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from memdir.foundation.record import name_key
from memdir.store.base import CatalogEntry, Hit

if TYPE_CHECKING:
    from memdir.store.files.core import Folder
    from memdir.store.files.index import SearchIndex


class Search:
    """The search side of `FileStore` (see the module docstring), over its folder."""

    def __init__(self, store: Folder) -> None:
        self.store = store
        self._search_index: SearchIndex | None = None  # made on first use (`_index`)
        self._watched = False
        self._leaves_vectors = False

    def _index(self) -> SearchIndex:
        """The SQLite search index over this folder: a private, derived cache (see
        `memdir.store.files.index`), opened on first use so a process that only writes never
        imports sqlite3."""
        if self._search_index is None:
            from memdir.store.files.index import SearchIndex

            self._search_index = SearchIndex(self.store)
            self._search_index.watched = self._watched
            self._search_index.leaves_vectors = self._leaves_vectors
        return self._search_index

    def _indexed_file(self, name: str) -> str | None:
        """The file holding this name by the search index, once this process opened it (a
        search): `find` then reads no MEMORY.md (see `SearchIndex.file_of`)."""
        if self._search_index is None:
            return None
        return self._search_index.file_of(name_key(name))

    def count(self, *, closed: bool = True) -> int:
        """How many records the folder holds (from the index, which it syncs);
        ``closed=False``: those a correction has not closed (`SearchIndex.count`)."""
        return self._index().count(closed=closed)

    def entries(self, limit: int | None = None,
                start: tuple[float, str] | None = None) -> list[CatalogEntry]:
        """Catalog entries, most recently updated first, without reading record files
        (see `StoreContract.entries` for ``start``)."""
        index = self._index()
        rows = index.recent(index.count() if limit is None else limit, start)
        return [CatalogEntry(e.name, e.description, e.type, e.updated,
                             updated_at=e.updated_at, valid_from=e.valid_from,
                             valid_to=e.valid_to) for e in rows]

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None, as_of: str | None = None) -> list[Hit]:
        """Records relevant to ``query`` that hold now (or at ``as_of``), best first (see
        `SearchIndex.search`); with an ``embedder``, the semantic ranker fused with the
        lexical one."""
        if embedder is None:
            found = self._index().search(query, limit=limit, min_score=min_score, as_of=as_of)
        else:
            from memdir.store.files.fused import fused_search

            found = fused_search(self._index(), query, embedder, limit=limit,
                                 min_score=min_score, as_of=as_of)
        hits, seen = [], set()
        for h in found:
            # Two files holding one name (a hand-made case collision) are one record.
            if name_key(h.name) not in seen:
                seen.add(name_key(h.name))
                hits.append(Hit(h.name, h.score, h.matched))
        return hits

    def sync_vectors(self, embedder: Any, budget: int | None = None) -> int:
        """Embed the records without a vector (newest first, at most ``budget``); the
        number embedded (see `memdir.store.files.fused.sync_vectors`)."""
        from memdir.store.files.vectors import sync_vectors

        return sync_vectors(self._index(), embedder, budget)

    def warm_densities(self, embedder: Any, limit: int) -> int:
        """See `memdir.store.files.vectors.warm_densities`."""
        from memdir.store.files.vectors import warm_densities

        return warm_densities(self._index(), embedder, limit)

    def look_again(self, files: Collection[str] | None = None) -> None:
        """See `SearchIndex.look_again`."""
        if self._search_index is not None:
            self._search_index.look_again(files)

    def watched(self) -> None:
        """See `FileStore.watched`."""
        self._watched = True
        if self._search_index is not None:
            self._search_index.watched = True

    def leave_vectors(self) -> None:
        """See `FileStore.leave_vectors`."""
        self._leaves_vectors = True
        if self._search_index is not None:
            self._search_index.leaves_vectors = True

    def close(self) -> None:
        """Close the search index's database connection (it reopens on next use)."""
        if self._search_index is not None:
            self._search_index.close()
