"""A published version as a store a visitor's `Memory` reads: records held in memory.

Public-agent mode (`memdir.service.public`) serves visitors a published version, never the store.
A folder keeps each version as a store of its own (``.published/vN/``), but a database
keeps a version as one row (`Store.published_version`), with no search of its own. This
is the reading side of the contract over such a version's (file, text) pairs: made once
per version (a version never changes), searched with the ranker every store shares
(`store.ranking`: the same evidence, relevance and cut, the same BM25 order for ties), so
a visitor recalls from it what the file store's version would give. Writing is refused:
visitors propose, and a version is never changed once made.
"""

from __future__ import annotations

import bisect
import builtins
import contextlib
import hashlib
import json
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

from memdir.foundation.errors import InvalidNameError, NotFoundError, StoreError
from memdir.foundation.record import Record, name_key, parse_record, timestamp, validate_name
from memdir.foundation.validity import holds, holds_now, instant, now_instant
from memdir.providers.ranking import (
    DEFAULT_MIN_SCORE,
    evidence,
    field_terms,
    finding_terms,
    is_phrase,
    is_weak,
    ordering_terms,
    phrase,
    query_terms,
    query_weights,
    relevance,
)
from memdir.store.base import CatalogEntry, Hit, Records

READ_ONLY = "A published version is read-only: publish a new one from the project store."
CACHED = 8  # versions whose parsed records a process keeps (a server: one per project)
_cache: OrderedDict[str, PublishedSnapshot] = OrderedDict()
_cache_lock = threading.Lock()


def snapshot_of(texts: list[tuple[str, str]], *, scope: str = "project") -> PublishedSnapshot:
    """The snapshot of these records, parsed once per process for the same records: a
    server opens a visitor's `Memory` per request, and parsing and tokenizing every
    record each time would cost more than the request. Keyed by the records themselves
    (their digest), so a cached snapshot is never stale, whoever asks. A snapshot is never
    changed once made, so threads share it."""
    key = hashlib.sha256(json.dumps([scope, sorted(texts)], ensure_ascii=False)
                         .encode("utf-8", "surrogatepass")).hexdigest()
    with _cache_lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            return found
    made = PublishedSnapshot(texts, scope=scope)
    with _cache_lock:
        _cache[key] = made
        while len(_cache) > CACHED:
            _cache.popitem(last=False)
    return made


class PublishedSnapshot(Records):
    """One published version's records, read-only (see the module docstring). It meets
    the `Records` contract every store meets, declared so that mypy checks each method
    against it: a visitor's `Memory` lists, counts and searches it through the same
    reading paths (`memdir.service.reading.holding`) as a project store.

    Args:
        texts: (file, exact text) of every record, as `Store.published_version` gives.
        scope: the label of the store it was published from.
    """

    def __init__(self, texts: list[tuple[str, str]], *, scope: str = "project") -> None:
        self.scope = scope
        records: dict[str, tuple[Record, str, tuple[str, str, str]]] = {}
        for file, text in texts:
            record = parse_record(text, file)
            records[name_key(record.name)] = (
                record, text, field_terms(record.name, record.description, record.body))
        self._records = dict(sorted(records.items()))
        # The exact time each record is ordered by in a listing (`entries`), as the file
        # index orders: ``updated``, else ``created``, never after the snapshot was made.
        made = time.time()
        self._updated_at = {key: min(when, made) if (when := timestamp(
            r.updated or r.created)) is not None else 0.0
            for key, (r, _, _) in self._records.items()}
        self._tokens = sum(len(" ".join(f).split()) for _, _, f in self._records.values())
        # When each record with a ``valid_to`` stops holding, ascending: how many have
        # stopped by now is one bisection (`count`).
        self._ends = sorted(end for r, _, _ in self._records.values()
                            if (end := instant(r.valid_to)) is not None)

    def __repr__(self) -> str:
        return f"PublishedSnapshot({len(self._records)} records, scope={self.scope!r})"

    # ----------------------------------------------------------------- reading
    def exists(self) -> bool:
        return bool(self._records)

    def list(self) -> list[Record]:
        return [r for r, _, _ in self._records.values()]

    def find(self, name: str) -> Record | None:
        try:
            validate_name(name)
        except InvalidNameError:
            return None
        found = self._records.get(name_key(name))
        return found[0] if found else None

    def get(self, name: str) -> Record:
        record = self.find(name)
        if record is None:
            raise NotFoundError(name, "the published version")
        return record

    def text(self, name: str) -> str | None:
        found = self._records.get(name_key(name)) if self.find(name) else None
        return found[1] if found else None

    def count(self, *, closed: bool = True) -> int:
        """How many records the version holds; ``closed=False``: those whose ``valid_to``
        has not passed (see `Records.count`)."""
        if closed:
            return len(self._records)
        return len(self._records) - bisect.bisect_right(self._ends, now_instant())

    @property
    def folder(self) -> None:
        """None: a snapshot is kept in memory, not in a project folder."""
        return None

    def read_text(self, file: str) -> str | None:
        return next((text for record, text, _ in self._records.values()
                     if record.file == file), None)

    def sync_vectors(self, embedder: Any, budget: int | None = None) -> int:
        return 0  # searched by the lexical ranker only

    def entries(self, limit: int | None = None,
                start: tuple[float, str] | None = None) -> builtins.list[CatalogEntry]:
        """Catalog entries, most recently updated first, then by name in code point order;
        from ``start`` (an entry's ``updated_at`` and name) on, that entry included (see
        `Records.entries`)."""
        if limit is not None and limit <= 0:
            return []
        rows = sorted(((self._updated_at[key], r) for key, (r, _, _) in self._records.items()),
                      key=lambda row: (-row[0], row[1].name))
        if start is not None:
            rows = [(at, r) for at, r in rows
                    if at < start[0] or (at == start[0] and r.name >= start[1])]
        return [CatalogEntry(r.name, r.description, r.type, r.updated or r.created or "",
                             updated_at=at, valid_from=instant(r.valid_from) or "",
                             valid_to=instant(r.valid_to) or "") for at, r in rows[:limit]]

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None, as_of: str | None = None) -> builtins.list[Hit]:
        """Records relevant to ``query`` that hold now (or at ``as_of``), best first,
        scored as every store scores them (`memdir.store.files.index.SearchIndex.search`).
        ``embedder`` is ignored."""
        terms = query_terms(query)
        n = len(self._records)
        if limit <= 0 or not terms or not n:
            return []
        cut = DEFAULT_MIN_SCORE if min_score is None else min_score
        fields = [(r.name, f) for r, _, f in self._records.values()]
        df = {t: sum(1 for _, f in fields if _holds(t, f)) for t in terms}
        weight, total = query_weights(terms, n, df)
        present = finding_terms(terms, df, weight, total, cut) if total > 0 else []
        if not present:
            return []
        order = ordering_terms(terms, df, present)
        from memdir.store.postgres.search import (
            bm25,  # FTS5's formula over tokens (no driver needed)
        )

        held = {r.name for r, _, _ in self._records.values()
                if (holds(r, as_of) if as_of is not None else holds_now(r))}
        hits = []
        for name, f in fields:
            if name not in held:
                continue
            matched, mass = evidence(terms, weight, *f)
            if not any(not is_weak(t) for t in matched):
                continue
            score = relevance(mass / total)
            if score >= cut:
                tiebreak = bm25(order, f, df, n, max(self._tokens, 1) / n)
                hits.append((-round(score, 2), -tiebreak,
                             Hit(name, round(score, 4), tuple(matched))))
        hits.sort(key=lambda h: h[:2])
        return [h[2] for h in hits[:limit]]

    def history(self, name: str | None = None) -> builtins.list[Any]:
        return []  # a version has no history of its own: the store it came from has

    def record_texts(self) -> builtins.list[tuple[str, str]]:
        return [(r.file or f"{r.name}.md", text) for r, text, _ in self._records.values()]

    # ----------------------------------------------------------------- writing: refused
    def upsert(self, *args: Any, **kwargs: Any) -> Any:
        raise StoreError(READ_ONLY)

    delete = rename = purge = restore = upsert

    @contextlib.contextmanager
    def batch(self, actor: str = "") -> Iterator[PublishedSnapshot]:
        raise StoreError(READ_ONLY)
        yield self  # pragma: no cover

    bulk = batch

    def close(self) -> None:
        """Nothing to release: the records are in memory."""


def _holds(term: str, fields: tuple[str, str, str]) -> bool:
    if is_phrase(term):
        return any(f" {phrase(term)} " in f" {f} " for f in fields)
    return any(term in f.split() for f in fields)


__all__ = ["PublishedSnapshot", "snapshot_of"]
