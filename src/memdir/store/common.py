"""What every store shares below the contract: the size a record may have, when a write
changes nothing, and how a stored time is shown.

Both stores (`store/files.py`, `store/postgres/`) use these, so a record too large for
one is too large for the other, and an unchanged write is a no-op on both.
"""

from __future__ import annotations

from datetime import UTC, datetime

from ..errors import InvalidRecordError
from ..record import MAX_RECORD_BYTES, Record

_CONTENT_FIELDS = ("name", "description", "type", "body", "source", "supersedes", "origin")


def check_size(name: str, text: str | bytes) -> None:
    """Raise `InvalidRecordError` when a record's text is larger than a store reads back."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_RECORD_BYTES:
        raise InvalidRecordError(
            f"Memory {name!r} would be {size:,} bytes, larger than the {MAX_RECORD_BYTES:,} "
            "a store reads back; keep a memory short and link to the long text instead.")


def same_content(a: Record, b: Record) -> bool:
    """True when writing ``b`` over ``a`` would change nothing a person can read."""
    return all(getattr(a, k) == getattr(b, k) for k in _CONTENT_FIELDS) and a.extra == b.extra


def iso(ts: float) -> str:
    """A POSIX time as UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text); "" when out of
    range (a file's mtime can be anything)."""
    try:
        return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ValueError, OverflowError, OSError):
        return ""


__all__ = ["check_size", "iso", "same_content"]
