"""What every store shares below the contract: the size a record may have, when a write
changes nothing, when a write based on an older read is refused, the times a write
stamps, and how a stored time is shown.

Both stores (`store/files.py`, `store/postgres/`) use these, so a record too large for
one is too large for the other, an unchanged write is a no-op on both, and both refuse a
stale ``expected_hash`` with the same sentence, and both keep a proposal's text as they
keep a record's.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from memdir.foundation.errors import ConflictError, InvalidRecordError
from memdir.foundation.frontmatter import clean_text
from memdir.foundation.record import MAX_RECORD_BYTES, Record, now_iso

_CONTENT_FIELDS = ("name", "description", "type", "body", "source", "supersedes", "origin",
                   "superseded_by", "valid_from", "valid_to")


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


def stamped(record: Record, old: Record | None) -> Record:
    """``record`` as a write stores it: ``created`` kept from the record it replaces
    (``old``), ``updated`` now; a new record keeps the times it brings (an import)."""
    stamp = now_iso()
    return record.evolve(
        created=(old.created if old and old.created else record.created or stamp),
        updated=stamp if old is not None or not record.updated else record.updated,
    )


def check_expected(name: str, old: Record | None, expected: str | None) -> None:
    """Raise `ConflictError` when a write's ``expected_hash`` does not hold: ``"absent"``
    and a record ``old`` exists, or ``old`` is gone or changed since it was read. None
    expects nothing."""
    if expected is None:
        return
    if expected == "absent":
        if old is not None:
            raise ConflictError(f"A memory named {old.name!r} already exists.")
        return
    if old is None or old.hash != expected:
        raise ConflictError(
            f"Memory {name!r} was changed by another writer since it was read; "
            "read it again and retry.", current="absent" if old is None else old.hash)


def iso(ts: float) -> str:
    """A POSIX time as UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text); "" when out of
    range (a file's mtime can be anything)."""
    try:
        return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ValueError, OverflowError, OSError):
        return ""


__all__ = ["check_expected", "check_size", "iso", "same_content", "stamped"]


def kept_text(value: Any) -> Any:
    """A proposal's JSON value with each text as a record's is kept (`clean_text`: no NUL,
    a lone surrogate made U+FFFD). A model's JSON may carry ``"\\ud800"``, and a proposal
    holds its candidate's words: UTF-8 cannot encode one, PostgreSQL's jsonb keeps no NUL,
    so a proposal kept as it came would fail its write (a model's turn, a visitor's)."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {kept_text(k): kept_text(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [kept_text(v) for v in value]
    return value


def still_status(pid: str, kept: str | None, wanted: str) -> None:
    """Refuse to write proposal ``pid`` over one whose status is no longer ``wanted``
    (None: none is kept): two people deciding it at once, the second learns of the
    first's decision instead of overwriting it.

    Raises:
        ConflictError: it is ``kept`` now.
    """
    if kept != wanted:
        raise ConflictError(f"Proposal {pid} was {kept or 'not in the inbox'} when this "
                            f"was written, not {wanted}; nothing was changed.")
