"""The review page's list of every memory: search, filters, and pages, read through the
memory service (a local `Memory` or a server's `RemoteMemory`).

Fast at 10,000 records because the list comes from the service's listing (the derived
search index of each store: name, description, type, time; no record file is read) and
only the records of the page shown are read whole. A filter on origin needs each
record's frontmatter; a store keeps what it parsed, so only the first such filter in a
process reads every file (numbers in benchmarks/review_page.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import InvalidNameError, NotFoundError
from memdir.foundation.record import MEMORY_TYPES, ORIGINS
from memdir.foundation.validity import shown_day
from memdir.service.results import Found

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService
    from memdir.store.base import CatalogEntry

PER_PAGE = 50
MAX_SEARCH_HITS = 20  # a search lists the best ones; a person refines the query for more


@dataclass(frozen=True)
class Query:
    """What the person asked for; anything unknown in the URL is ignored, not an error."""

    text: str = ""
    type: str = ""
    scope: str = ""
    origin: str = ""
    page: int = 1

    @classmethod
    def from_params(cls, params: Any) -> Query:
        def pick(key: str, allowed: tuple[str, ...]) -> str:
            value = params.get(key, "")
            return value if value in allowed else ""

        try:
            page = max(1, int(params.get("page", "1")))
        except ValueError:
            page = 1
        return cls(text=params.get("q", "")[:500].strip(), type=pick("type", MEMORY_TYPES),
                   scope=pick("scope", ("project", "user")), origin=pick("origin", ORIGINS),
                   page=page)

    def params(self, **changes: Any) -> dict[str, str]:
        """URL parameters for this query with some changed (the pager's links)."""
        values = {"q": self.text, "type": self.type, "scope": self.scope,
                  "origin": self.origin, "page": str(self.page)}
        values.update({k: str(v) for k, v in changes.items()})
        return {k: v for k, v in values.items() if v and not (k == "page" and v == "1")}


@dataclass(frozen=True)
class Row:
    name: str
    description: str
    type: str
    scope: str
    file: str
    updated: str
    origin: str = ""
    broken: bool = False
    until: str = ""  # the day it stopped holding (a correction replaced it), else ""
    replaced_by: str = ""


@dataclass
class Page:
    rows: list[Row]
    total: int  # rows matching the query, over all pages
    number: int
    pages: int
    stored: int  # every record of the stores, whatever the query
    searched: bool = False
    notes: list[str] = field(default_factory=list)


def browse(memory: MemoryService, query: Query, per_page: int = PER_PAGE) -> Page:
    """One page of the records matching ``query``: newest first, or best first when
    searching (the service's search: its relevance cut, its best 20)."""
    scope = query.scope or None
    stored = sum(memory.sizes().values())
    if not (query.text or query.type or query.origin):
        # The common case, the newest records: the listing gives just the rows up to the
        # end of the page asked for (from each store's index), not all 10,000.
        entries, total = memory.list(scope=scope, limit=query.page * per_page,
                                     history=True)
        pages = max(1, math.ceil(total / per_page))
        number = min(query.page, pages)
        shown = entries[(number - 1) * per_page: number * per_page]
        return Page([_row(memory, e.name, e.scope, e.updated) or _plain(e) for e in shown],
                    total, number, pages, stored)
    rows: list[Row]
    if query.text:
        hits = memory.search(query.text, scope=scope, limit=MAX_SEARCH_HITS).hits
        rows = [_found_row(f) for f in hits]
    else:
        rows = [_plain(e) for e in memory.list(scope=scope, type=query.type or None,
                                              history=True)[0]]
    if query.type:
        rows = [r for r in rows if r.type == query.type]
    if query.origin:
        rows = [full for r in rows if (full := _full(memory, r)) is not None
                and full.origin == query.origin]
    pages = max(1, math.ceil(len(rows) / per_page))
    number = min(query.page, pages)
    on_page = rows[(number - 1) * per_page: number * per_page]
    return Page([_full(memory, r) or r for r in on_page], len(rows), number, pages, stored,
                searched=bool(query.text))


def _plain(entry: CatalogEntry) -> Row:
    """A row from the listing alone (no record file read)."""
    return Row(entry.name, entry.description, entry.type, entry.scope, entry.name,
               entry.updated, until=shown_day(entry.valid_to or None))


def _found_row(found: Found, updated: str = "") -> Row:
    rec = found.record
    return Row(rec.name, rec.description, rec.type, found.scope, rec.file or rec.name,
               updated or rec.updated or rec.created or "", found.origin,
               broken=bool(rec.problems), until=shown_day(rec.valid_to),
               replaced_by=rec.superseded_by or "")


def _row(memory: MemoryService, name: str, scope: str, updated: str = "") -> Row | None:
    """The row of a record read whole (its origin, whether it parses); None when it went
    meanwhile, or when its file holds a name no command takes (``nul``, from a clone): the
    listing's row stands for it."""
    try:
        return _found_row(memory.get(name, scope=scope), updated)
    except (NotFoundError, InvalidNameError):
        return None


def _full(memory: MemoryService, row: Row) -> Row | None:
    return row if row.origin else _row(memory, row.name, row.scope, row.updated)
