"""What the search index answers: hits, catalog rows, the time each row is ordered by, and
which of two files holding one name holds it."""

from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from memdir.foundation.record import Record, timestamp


@dataclass(frozen=True)
class IndexHit:
    """A search result. ``score`` is the relevance in [0, 1] (comparable across stores and
    queries); ``matched`` are the query terms the record holds, and
    `memdir.providers.when.WHEN` when it says a time a question asking when wants."""

    name: str
    file: str
    score: float
    matched: tuple[str, ...]


@dataclass(frozen=True)
class IndexRow:
    """One catalog entry; ``updated`` is UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text)."""

    name: str
    file: str
    description: str
    type: str
    updated: str
    updated_at: float = field(default=0.0, compare=False, repr=False)  # exact, for paging
    valid_from: str = ""  # when it holds (`memdir.foundation.validity`); "": open
    valid_to: str = ""


def updated_at(rec: Record, mtime_ns: int) -> float:
    """Seconds since the epoch of the record's last update: ``updated``, else ``created``,
    else the file's mtime (files written by the teaching code have no timestamps).

    Clamped to now: a record dated 2099 (a repository can commit one) would otherwise
    head every "most recent first" catalog for good; it ranks as written when indexed,
    below anything written after it. `memdir doctor` reports such dates.
    """
    for value in (rec.updated, rec.created):
        when = timestamp(value)
        if when is not None:
            return min(when, time.time())
    return min(mtime_ns / 1e9, time.time())


def holder_order(rec: Record, file: str, mtime_ns: int) -> tuple[float, int, str]:
    """Sort key, first the one that holds it, of files holding one name (a case or
    look-alike collision a pull, a copy or a repository made): the newest (`updated_at`),
    then the one modified last, then the first by file name. One rule for every reader
    (the catalog, the search index's ``ORDER BY``) and for `memdir doctor`, which renames
    the others: what ``memdir show NAME`` answers is what doctor keeps."""
    return (-updated_at(rec, mtime_ns), -mtime_ns, file)


def holder_order_on_disk(root: Path, rec: Record | None, file: str
                         ) -> tuple[float, int, str]:
    """`holder_order` of ``file`` in the folder ``root``, its modification time read
    without following a link (0 when it is gone); a file that reads as no record
    (``rec`` None) sorts last. The catalog and `memdir doctor` pick the holder with it."""
    if rec is None:
        return (math.inf, 0, file)
    try:
        mtime = os.lstat(root / file).st_mtime_ns
    except OSError:
        mtime = 0
    return holder_order(rec, file, mtime)


__all__ = ["IndexHit", "IndexRow", "holder_order", "holder_order_on_disk", "updated_at"]
