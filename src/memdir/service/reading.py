"""Reading memory over both scopes: get, find, a record's text, list, page, search,
history. Every front-end reads through `Memory`, which asks a `Reader`; writes are the
pipeline's (`memdir.service.writes.pipeline`).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from memdir.foundation import json_text
from memdir.foundation.errors import BadInput, MemdirError
from memdir.foundation.past_names import history_name
from memdir.foundation.record import MEMORY_TYPES
from memdir.foundation.validity import now_instant
from memdir.pipeline.shares import fair_take
from memdir.service.origins import origin_of
from memdir.service.routing import SCOPES, Routes
from memdir.store.base import CatalogEntry, Hit, Store
from memdir.store.history import HistoryEntry

if TYPE_CHECKING:
    from memdir.pipeline.select import Selection
    from memdir.service.results import Found, SearchResult

MAX_SEARCH = 20
MAX_HISTORY_PAGE_CHARS = 4_000_000  # of a history page's texts, before and after
Entry = CatalogEntry


# The ranker a search uses: (store, query, limit, min_score, as_of) -> hits.
Ranker = Callable[[Store, str, int, "float | None", "str | None"], "builtins.list[Hit]"]


def holding(store: Store, limit: int | None, start: tuple[float, str] | None,
            history: bool) -> tuple[builtins.list[CatalogEntry], int]:
    """The newest ``limit`` entries of ``store`` from ``start`` that hold now (``history``:
    every one), and how many the store has to list, from its own count
    (`Records.count`): exact, however few entries were read. Closed records are few; a
    page that held some is followed by the next until ``limit`` are found."""
    total = store.count(closed=history)
    if history:
        return store.entries(limit, start), total
    now = now_instant()
    kept: builtins.list[CatalogEntry] = []
    seen: set[str] = set()
    while True:
        page = store.entries(limit, start)
        fresh = [e for e in page if e.name not in seen]
        seen.update(e.name for e in fresh)
        kept += [e for e in fresh if not (e.valid_to and e.valid_to <= now)]
        if limit is None or len(kept) >= limit or len(page) < limit or not fresh:
            break
        start = (page[-1].updated_at or 0.0, page[-1].name)
    return (kept if limit is None else kept[:limit]), total


def instant_of(as_of: str | None) -> str | None:
    """The UTC instant ``as_of`` means (a date, a time or words), None for none."""
    if not as_of:
        return None
    from memdir.service.validity import parse_as_of

    return parse_as_of(as_of)


class Reader:
    """Reads of one `Memory`: its stores by scope, the ranker recall uses (``rank``:
    fused with the semantic model when it is on), the model's choice for a search that
    asks for one (``select``: scope, query, limit), and ``served``, called before a
    record, a listing or a search is read: a public agent reads the version served now
    (`memdir.service.public.PublicMode.refresh`), so a publish reaches its listings,
    searches and gets at once (one stat when nothing was published since)."""

    def __init__(self, routes: Routes,
                 rank: Ranker,
                 select: Callable[[str | None, str, int], Selection],
                 served: Callable[[], None] = lambda: None) -> None:
        self.routes = routes
        self.rank = rank
        self.select = select
        self.served = served

    def get(self, name: str, *, scope: str | None = None) -> Found:
        """The record named ``name``: in ``scope``, else the project store, then the user's.

        Raises:
            InvalidNameError, NotFoundError, MemdirError (unknown scope).
        """
        from memdir.service.results import Found  # the per-prompt path never builds one

        self.served()
        store, rec = self.routes.locate(name, scope)
        return Found(store.scope, rec, origin=origin_of(rec, store))

    def file_text(self, found: Found) -> str | None:
        """A record's text as stored (frontmatter and body), read without following a
        link; None when the file is gone or is not a regular file."""
        store = self.routes.named(found.scope)
        return store.text(found.record.name) if store is not None else None

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None, history: bool = False
             ) -> tuple[builtins.list[Entry], int, str | None]:
        """`list` one page at a time: the entries after the cursor ``after`` (None: from
        the first), how many there are in all, and the cursor of the next page (None
        when this page is the last).

        The order is most recently updated first, then name, then scope, and a cursor is
        a place in it, not a count: a record written while a listing is paged comes first
        (the next listing shows it), and none is shown twice or skipped for it.

        Raises:
            MemdirError: an unknown type, or ``after`` is not a cursor a page gave.
        """
        self.served()
        if type is not None and type not in MEMORY_TYPES:
            raise MemdirError(f"Type {type!r} is not one of {', '.join(MEMORY_TYPES)}.")
        start = read_cursor(after) if after else None
        # From each store, the page plus the cursor's own entry and one more (is there a
        # next page?); with a type, every entry (they are counted, then filtered).
        want = None if type or limit is None else limit + 2
        rows: builtins.list[Entry] = []
        total = 0
        for store in self.routes.of(scope):
            if not store.exists():
                continue
            entries, count = holding(store, None if type else want,
                                     None if type or start is None else (start[0], start[1]),
                                     history)
            if type:
                entries = [e for e in entries if e.type == type]
            total += len(entries) if type else count
            rows += [replace(e, scope=store.scope) for e in entries
                     if start is None or _place(e, store.scope) > _place_of(start)]
        rows.sort(key=lambda e: _place(e, e.scope))
        if limit is None or len(rows) <= limit:
            return rows, total, None
        return rows[:limit], total, cursor_of(rows[limit - 1])

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False, as_of: str | None = None) -> SearchResult:
        """Records relevant to ``query`` that hold now (or at ``as_of``: a UTC instant, or
        a date or words `instant_of` reads), best first (at most ``limit``, up to 20).

        The offline ranker applies its relevance cut, so an unrelated query finds nothing;
        with ``model`` the provider chooses from the catalog (falling back to the ranker;
        never at a past time: the catalog is today's). Each store gets its share of the
        places: a repository's keyword-stuffed records cannot push the user's own out of
        the answer.

        Raises:
            InvalidTimeError: ``as_of`` is not a time.
            BadInput: the query is empty (blank).
        """
        from memdir.service.results import Found, SearchResult

        self.served()
        as_of = instant_of(as_of)
        if not query.strip():  # said once here, for every front-end and a server alike
            raise BadInput("Nothing to search for: the query is empty.")
        limit = max(1, min(int(limit), MAX_SEARCH))
        stores = self.routes.of(scope)
        if model and as_of is None:
            selection = self.select(scope, query, limit)
            found = [(e.scope, e.name, e.score) for e in selection.entries][:limit]
            method, note = selection.method, selection.note
        else:
            # `rank`: the ranker recall uses (fused with MEMDIR_RANKER=fused), so the
            # MCP tools and ``memdir serve`` find what a turn's recall finds.
            hits = [(store.scope, h.name, h.score) for store in stores if store.exists()
                    for h in self.rank(store, query, limit, None, as_of)]
            found = fair_take(sorted(hits, key=lambda h: -h[2]), limit, group=lambda h: h[0])
            method, note = "offline", ""
        by_scope = {s.scope: s for s in stores}
        out = []
        for scope_name, name, score in found:
            store = by_scope.get(scope_name)
            rec = store.find(name) if store else None
            if rec is not None and store is not None:
                out.append(Found(scope_name, rec, score, origin_of(rec, store)))
        return SearchResult(method, out, note)

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> builtins.list[tuple[str, HistoryEntry]]:
        """The history log (of one record with ``name``), per store, oldest first.

        Raises:
            InvalidNameError: ``name`` is no name a record could ever have had (empty, a
                NUL byte); one the rules refuse today may still be in the history.
        """
        if name is not None:
            name = history_name(name)
        return [(store.scope, e) for store in self.routes.of(scope) if store.exists()
                for e in store.history(name)]

    def history_page(self, name: str | None = None, *, scope: str | None = None,
                     limit: int = 100, after: str | None = None,
                     chars: int = MAX_HISTORY_PAGE_CHARS
                     ) -> tuple[builtins.list[tuple[str, HistoryEntry]], str | None]:
        """A page of `history`: at most ``limit`` entries from the cursor ``after``, and
        no more than ``chars`` of their texts (one entry at least: a record of a
        megabyte written 60 times made a history of 99 MB in one answer); the cursor of
        the next page (None: the last). A cursor is a store and a place in its log, which
        only grows, so entries written meanwhile come at its end and shift nothing.

        Raises:
            BadInput: ``after`` is no cursor of this listing.
            InvalidNameError: ``name`` is no name a record could ever have had.
        """
        if name is not None:
            name = history_name(name)
        start = _history_place(after) if after else None
        rows: builtins.list[tuple[str, HistoryEntry]] = []
        size = 0
        for store in self.routes.of(scope):
            if start is not None and store.scope != start[0]:
                continue  # a store before the cursor's
            first = start[1] if start is not None else 0
            start = None
            entries = store.history(name) if store.exists() else []
            for index in range(first, len(entries)):
                entry = entries[index]
                more = len(entry.before or "") + len(entry.after or "")
                if rows and (len(rows) >= limit or size + more > chars):
                    return rows, _history_cursor(store.scope, index)
                rows.append((store.scope, entry))
                size += more
        return rows, None


# ---------------------------------------------------------------------- listing cursors
def _place(entry: Entry, scope: str) -> tuple[float, str, str]:
    """Where an entry stands in a listing: newest first, then name, then scope."""
    return (-(entry.updated_at or 0.0), entry.name, scope)


def _place_of(start: tuple[float, str, str]) -> tuple[float, str, str]:
    return (-start[0], start[1], start[2])


def cursor_of(entry: Entry) -> str:
    """An opaque cursor for the entries after ``entry`` (URL-safe text)."""
    import base64
    import json

    raw = json.dumps([entry.updated_at or 0.0, entry.name, entry.scope],
                     ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def _history_cursor(scope: str, index: int) -> str:
    import base64

    raw = f"{scope}:{index}".encode("ascii")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _history_place(text: str) -> tuple[str, int]:
    """(scope, index in its store's log) of a cursor `_history_cursor` made.

    Raises:
        BadInput: it is not one.
    """
    import base64
    import binascii

    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        scope, _, index = raw.decode("ascii").partition(":")
        if scope not in SCOPES or not index.isdigit() or len(index) > 12:
            raise ValueError(text)
    except (ValueError, binascii.Error, UnicodeDecodeError) as exc:
        raise BadInput(f"{text[:80]!r} is not a cursor of this history: pass the 'after' "
                       "a page answered, unchanged.") from exc
    return scope, int(index)


def read_cursor(text: str) -> tuple[float, str, str]:
    """(updated_at, name, scope) of a cursor `cursor_of` made.

    Raises:
        MemdirError: it is not one.
    """
    import base64
    import binascii

    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        at, name, scope = json_text.loads(raw.decode("utf-8"))
        if isinstance(at, bool) or not isinstance(at, (int, float)) or at != at \
                or not isinstance(name, str) or scope not in SCOPES:
            raise ValueError(text)
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError) as exc:
        raise MemdirError(f"{text[:80]!r} is not a cursor of this listing: pass the 'after' "
                          "a page answered, unchanged.") from exc
    return float(at), name, scope


__all__ = ["MAX_HISTORY_PAGE_CHARS", "MAX_SEARCH", "Reader", "cursor_of", "instant_of",
           "read_cursor"]
