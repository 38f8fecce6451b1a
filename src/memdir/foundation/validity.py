"""When a record holds: its validity interval, and the record it replaced.

"Use Node 18" kept beside the later "we upgraded to Node 22" is the classic store gone
bad; resolving it by overwriting loses the answer to "what did we use in March?". A
record may therefore carry, in its frontmatter:

- ``valid_from``: when the fact started to hold (absent: since the record was written);
- ``valid_to``: when it stopped holding (absent: it still holds);
- ``supersedes``: the name of the record it replaced; ``superseded_by``: the name of the
  record that replaced it.

A correction closes the old record (``valid_to``, ``superseded_by``) and opens the new
one (``valid_from``, ``supersedes``) instead of overwriting; the old record stays
readable. Recall answers with the records that hold now, or at a time asked for
(``as_of``). Times are UTC, ``YYYY-MM-DDTHH:MM:SSZ`` (a bare date is read as its
midnight, UTC); a value that cannot be read as a time is ignored (the record counts as
open on that side), never an error: frontmatter is hand-editable.

A ``supersedes`` that is a 16-digit hex content hash is the older meaning of the field
(the version an update replaced, which every update once wrote there) and names no
record: it still reads, and the next update leaves it out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time

from memdir.foundation.errors import InvalidTimeError, quoted

FIELDS = ("valid_from", "valid_to", "supersedes", "superseded_by")
_HASH = re.compile(r"[0-9a-f]{16}")


def instant(value: object) -> str | None:
    """A record time as UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text), else None."""
    if isinstance(value, datetime):
        moment = value if value.tzinfo else value.replace(tzinfo=UTC)
    elif isinstance(value, date):
        moment = datetime.combine(value, time(), UTC)
    elif isinstance(value, str) and value.strip():
        try:
            parsed = datetime.fromisoformat(value.strip())
        except ValueError:
            return None
        moment = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    else:
        return None
    try:
        return _text(moment.astimezone(UTC))
    except (OverflowError, ValueError):
        return None


def now_instant() -> str:
    return _text(datetime.now(UTC))


def _text(moment: datetime) -> str:
    """A UTC time as ``YYYY-MM-DDTHH:MM:SSZ``, the year in four digits (``strftime``'s
    ``%Y`` writes year 1 as ``1`` here, which sorts after 2026 as text)."""
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")


def record_name(value: object) -> str | None:
    """A ``supersedes``/``superseded_by`` value as a record name (None for a content
    hash, the field's older meaning, or nothing)."""
    if not isinstance(value, str) or not value.strip() or _HASH.fullmatch(value.strip()):
        return None
    return value.strip()


def supersedes_after_update(previous: object) -> str | None:
    """What ``supersedes`` says after an in-place update of ``previous`` (a `Record`): the
    record it names, if it names one (a correction's link to the record it replaced must
    outlive an edit), else nothing. An update replaces a version, not a record: the
    version is in the history log, and ``supersedes`` names only a record (an old
    store's content hash there, which named a version, is read as naming none and is
    left out by the next update)."""
    return record_name(getattr(previous, "supersedes", None))


def holds(record: object, at: str) -> bool:
    """Whether a record (anything with ``valid_from``, ``valid_to``, ``created``) holds at
    ``at`` (an `instant`)."""
    return interval(getattr(record, "valid_from", None), getattr(record, "valid_to", None),
                    getattr(record, "created", None)).holds_at(at)


def holds_now(record: object, now: str | None = None) -> bool:
    """Whether a record holds now: not closed, not starting later (its creation time does
    not count here: a record a clock dated in the future is still recalled)."""
    at = now or now_instant()
    return Interval(instant(getattr(record, "valid_from", None)),
                    instant(getattr(record, "valid_to", None))).holds_at(at)


def closed(record: object, now: str | None = None) -> bool:
    """Whether a record stopped holding (its ``valid_to`` has passed): replaced by a
    correction. `memdir ls` and catalogs leave such records out unless asked."""
    end = instant(getattr(record, "valid_to", None))
    return end is not None and end <= (now or now_instant())


@dataclass(frozen=True)
class Interval:
    """When a record holds: ``start`` (inclusive) to ``end`` (exclusive), either open."""

    start: str | None = None
    end: str | None = None

    def holds_at(self, at: str) -> bool:
        """Whether the record holds at ``at`` (an `instant`)."""
        return (self.start is None or self.start <= at) and (self.end is None or at < self.end)

    @property
    def closed(self) -> bool:
        return self.end is not None


def interval(valid_from: object, valid_to: object, created: object = None) -> Interval:
    """The interval of a record's fields; without ``valid_from`` it starts when the record
    was ``created`` (a memory written in December says nothing of March)."""
    return Interval(instant(valid_from) or instant(created), instant(valid_to))


def shown_day(value: object) -> str:
    """The day of a record time, as shown beside a fact ("since 2026-11-02")."""
    moment = instant(value)
    return moment[:10] if moment else ""


# Characters of an --as-of: 'the second Tuesday of last March' is 33. A visitor's recall
# of 900 KB of words was read by the resolver for 3.6 s under the project's lock, and the
# refusal repeated all of it.
MAX_AS_OF_CHARS = 200


def as_of(text: str, words: Callable[[str], datetime | date | None] | None = None, *,
          said: str = "--as-of", day_starts: bool = False) -> str:
    """The instant a person means by ``--as-of TEXT``.

    A date (``2026-03-15``) means the end of that day, UTC: what held on it, corrections
    made that day included. A date and time is that moment (UTC unless it says). Other
    text is given to ``words`` (the service passes the relative-time resolver, so "last
    March", "上个月" and "先週" work): a date it returns means the end of that day.

    ``said``: the option or field a refusal names (``--from``, ``valid_to``);
    ``day_starts``: a date means the start of its day instead (a record's ``valid_from``
    or ``valid_to`` given as a day: it holds from that day, or until that day).

    Raises:
        InvalidTimeError: none of those (one sentence saying what is accepted).
    """
    text = " ".join(str(text).split())
    day = _start_of if day_starts else _end_of
    if len(text) > MAX_AS_OF_CHARS:  # no time is said in more: never given to ``words``
        raise InvalidTimeError(f"{said} {quoted(text, 40)} ({len(text):,} characters) is not "
                               "a date memdir can read: give 2026-03-15, 2026-03-15T10:00, "
                               "or words like 'last March'.")
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        try:
            return day(date.fromisoformat(text))
        except ValueError as exc:
            raise InvalidTimeError(f"{said} {quoted(text)} is not a date on the "
                                   "calendar.") from exc
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:?\d{2})?", text):
        moment = instant(text.replace(" ", "T"))
        if moment is None:
            raise InvalidTimeError(f"{said} {quoted(text)} is not a time on the calendar.")
        return moment
    try:
        meant = words(text) if words is not None and text else None
    except (OverflowError, ValueError):  # words of a time past the calendar's ends
        meant = None
    if isinstance(meant, datetime):
        moment = instant(meant)
        if moment is not None:
            return moment
    elif isinstance(meant, date):
        return day(meant)
    raise InvalidTimeError(f"{said} {quoted(text)} is not a date memdir can read: give "
                           "2026-03-15, 2026-03-15T10:00, or words like 'last March'.")


def _start_of(day: date) -> str:
    """The first second of ``day``, UTC."""
    return _text(datetime.combine(day, time(), UTC))


def _end_of(day: date) -> str:
    """The last second of ``day``, UTC (the calendar's last day too: no day after it)."""
    return _text(datetime.combine(day, time(23, 59, 59), UTC))


__all__ = ["FIELDS", "Interval", "InvalidTimeError", "as_of", "closed", "holds", "holds_now",
           "instant",
           "interval", "now_instant", "record_name", "shown_day", "supersedes_after_update"]
