"""Which indexed records hold: the search index's part of validity.

The index keeps each record's ``valid_from`` and ``valid_to`` (`index_schema._validity_v6`),
so a search leaves out a record a correction closed without reading it. Now, a row holds by
those two alone; at a past time (``as_of``), a row without ``valid_from`` holds from the
record's creation, read from its file (a search at a past time is rare, and reads only the
few records BM25 ranked). `memdir.foundation.validity` says what the fields mean.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Collection

from memdir.foundation.record import Record
from memdir.foundation.validity import Interval, instant, now_instant

Row = tuple[str, str, "str | None", "str | None"]  # name, file, valid_from, valid_to
ROW_COLUMNS = "name, file, valid_from, valid_to"


def row_holds(row: Row, as_of: str | None, read: Callable[[str], Record | None],
              now: str | None = None) -> bool:
    """Whether an indexed row holds at ``as_of`` (default: now); ``read`` parses a record
    file, for a creation time."""
    _, file, valid_from, valid_to = row
    if as_of is None:
        return (valid_from is None and valid_to is None) or Interval(
            valid_from, valid_to).holds_at(now or now_instant())
    start = valid_from
    if start is None:  # from its creation: a memory written later says nothing of then
        rec = read(file)
        start = instant(rec.created) if rec is not None else None
    return Interval(start, valid_to).holds_at(as_of)


def candidates_to_ask(wanted: int, bounded: int, count: int) -> int:
    """How many BM25 candidates to ask for to keep ``wanted`` that hold, when ``bounded``
    of the ``count`` rows carry an interval: as many more as their share (BM25 scores every
    match whatever the LIMIT, so one query stays the cost of an unbounded store's)."""
    share = bounded / count if count else 0.0
    return wanted if not share else int(wanted / max(0.1, 1.0 - share)) + 2


def held_files(db: sqlite3.Connection, files: Collection[str], as_of: str | None,
               read: Callable[[str], Record | None]) -> set[str]:
    """Which of ``files`` hold at ``as_of`` (default: now)."""
    wanted = list(files)
    if not wanted:
        return set()
    marks = ",".join("?" * len(wanted))
    rows = db.execute(f"SELECT {ROW_COLUMNS} FROM records WHERE file IN ({marks})",
                      wanted).fetchall()
    now = now_instant()
    return {row[1] for row in rows if row_holds(row, as_of, read, now)}


__all__ = ["ROW_COLUMNS", "candidates_to_ask", "held_files", "row_holds"]
