"""The review page's list of every memory: search, filters, and pages.

Fast at 10,000 records because the list comes from the derived search index (name,
description, type, time: no record file is read) and only the records of the page shown
are read from their files. A filter on origin needs each record's frontmatter; the store
keeps what it parsed, so only the first such filter in a process reads every file
(numbers in benchmarks/review_page.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from memdir.foundation.record import MEMORY_TYPES, ORIGINS, Record
from memdir.service.origins import origin_of

PER_PAGE = 50
MAX_SEARCH_HITS = 500  # a search lists the best ones; a person refines the query for more


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


@dataclass
class Page:
    rows: list[Row]
    total: int  # rows matching the query, over all pages
    number: int
    pages: int
    stored: int  # every record of the stores, whatever the query
    searched: bool = False
    notes: list[str] = field(default_factory=list)


def browse(memory: Any, query: Query, per_page: int = PER_PAGE) -> Page:
    """One page of the records matching ``query``: newest first, or best first when
    searching."""
    stores = [s for s in memory.stores
              if s.exists() and (not query.scope or s.scope == query.scope)]
    stored = sum(s.count() for s in memory.stores if s.exists())
    plain = not (query.text or query.type or query.origin)
    if plain:
        # The common case, the newest records: each store's index gives just the rows up
        # to the end of the page asked for (SQL ORDER BY ... LIMIT), not all 10,000.
        total = sum(s.count() for s in stores)
        pages = max(1, math.ceil(total / per_page))
        number = min(query.page, pages)
        listed = [(0.0, Row(e.name, e.description, e.type, store.scope, e.name, e.updated))
                  for store in stores
                  for e in store.entries(number * per_page)]
        return _page(listed, number, per_page, total, stored, stores, searched=False)
    rows: list[tuple[float, Row]] = []
    for store in stores:
        if query.text:
            for hit in store.search(query.text, MAX_SEARCH_HITS, min_score=0.0):
                rec = store.find(hit.name)
                if rec is not None:
                    rows.append((-hit.score, _row(rec, store, hit.name)))
        else:
            for e in store.entries():
                rows.append((0.0, Row(e.name, e.description, e.type, store.scope, e.name,
                                      e.updated)))
    if query.type:
        rows = [(k, r) for k, r in rows if r.type == query.type]
    if query.origin:
        by_scope = {s.scope: s for s in stores}
        rows = [(k, r) for k, r in rows
                if (rec := by_scope[r.scope].find(r.name)) is not None
                and origin_of(rec, by_scope[r.scope]) == query.origin]
    pages = max(1, math.ceil(len(rows) / per_page))
    return _page(rows, min(query.page, pages), per_page, len(rows), stored, stores,
                 searched=bool(query.text))


def _page(rows: list[tuple[float, Row]], number: int, per_page: int, total: int, stored: int,
          stores: list[Any], *, searched: bool) -> Page:
    rows.sort(key=lambda kr: kr[1].name)
    rows.sort(key=lambda kr: kr[1].updated or "", reverse=True)
    rows.sort(key=lambda kr: kr[0])  # stable: search score first, then newest
    shown = [r for _, r in rows[(number - 1) * per_page: number * per_page]]
    by_scope = {s.scope: s for s in stores}
    out = []
    for row in shown:  # only the page's records are read from their files
        rec = by_scope[row.scope].find(row.name)
        out.append(_row(rec, by_scope[row.scope], row.file, row.updated)
                   if rec is not None else row)
    return Page(out, total, number, max(1, math.ceil(total / per_page)), stored,
                searched=searched)


def _row(rec: Record, store: Any, file: str, updated: str = "") -> Row:
    return Row(rec.name, rec.description, rec.type, store.scope, file,
               updated or rec.updated or rec.created or "", origin_of(rec, store),
               broken=bool(rec.problems))
