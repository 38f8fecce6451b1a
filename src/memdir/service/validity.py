"""Facts that change: what a correction does to validity, and what recall says of it.

A correction does not overwrite the record it corrects (`memdir.foundation.validity`
describes the fields): it closes it and opens a new one, in one change, so ``undo``
reopens the old one and ``recall --as-of`` can still answer for the time before. This
module is the service's part of that:

- `corrected_pair`: the two records a correction writes (the old one closed, the new one
  opened), from the admission's decision (`Decision.corrects`);
- `annotate`: what a recalled record replaced ("before"), or what replaced it when it is
  recalled at a past time ("then"), for the injected JSON (`Recalled.validity`);
- `parse_as_of`: what a person means by ``--as-of`` (dates, times, relative words);
  `parse_valid` and `given_interval`: the interval a person gives a new record
  (``--from`` and ``--until`` of ``memdir add``, a request's ``valid_from``/``valid_to``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from memdir.foundation.record import Record, free_name, name_key
from memdir.foundation.validity import as_of, instant, now_instant, record_name
from memdir.pipeline.recall import Recalled

NUMBERED_FROM = 2


def parse_as_of(text: str, now: datetime | None = None) -> str:
    """The UTC instant ``text`` means (`memdir.foundation.validity.as_of`), relative words
    ("last March", "上个月", "先週") read against ``now`` (default: this moment, on this
    machine's clock).

    Raises:
        InvalidTimeError: not a date or time memdir can read.
    """
    # Here, not at the top: importing `memdir.pipeline.extract` loads extraction and
    # admission (secrets, the policy), which a recall without ``--as-of`` never uses.
    from memdir.pipeline.extract.dates import meant_time

    reference = now or datetime.now().astimezone()
    return as_of(text, lambda words: meant_time(words, reference))


def parse_valid(text: str, said: str, now: datetime | None = None) -> str:
    """The UTC instant a record starts or stops holding, as a person gives it (``--from``,
    ``--until``, a request's ``valid_from``/``valid_to``): read as `parse_as_of` reads a
    time, but a date is the start of that day (from it, or until it).

    Raises:
        InvalidTimeError: not a date or time memdir can read (the sentence names ``said``).
    """
    from memdir.pipeline.extract.dates import meant_time

    reference = now or datetime.now().astimezone()
    return as_of(text, lambda words: meant_time(words, reference), said=said,
                 day_starts=True)


def given_interval(valid_from: str | None, valid_to: str | None, *,
                   said: tuple[str, str] = ("--from", "--until")
                   ) -> tuple[str | None, str | None]:
    """The interval a person gives a new record, each side read by `parse_valid` (None:
    open on that side).

    Raises:
        InvalidTimeError: a side is not a time, the end is not after the start (a record
            that holds at no time would never be recalled), or the end is not after now (a
            new record that already stopped holding is only history: `ls`, `recall` and
            MEMORY.md would never show it).
    """
    from memdir.foundation.errors import InvalidTimeError

    start = parse_valid(valid_from, said[0]) if valid_from is not None else None
    end = parse_valid(valid_to, said[1]) if valid_to is not None else None
    if start is not None and end is not None and end <= start:
        raise InvalidTimeError(f"{said[1]} {_said(end)} is not after {said[0]} "
                               f"{_said(start)}: a memory must hold for some time; nothing "
                               "was stored.")
    now = now_instant()
    if end is not None and end <= now:
        raise InvalidTimeError(f"{said[1]} {_said(end)} is not after now ({_said(now)}): a "
                               "memory that already stopped holding would never be "
                               "recalled or listed; nothing was stored.")
    return start, end


def _said(moment: str) -> str:
    """A UTC instant as a person gave it: a day's start as its date."""
    return moment[:10] if moment.endswith("T00:00:00Z") else moment


def held(record: Record, valid_from: str | None, valid_to: str | None) -> Record:
    """``record`` holding from ``valid_from`` until ``valid_to`` (UTC instants a person gave
    it, `given_interval`), each side None kept as it was."""
    if valid_from is None and valid_to is None:
        return record
    return record.evolve(valid_from=valid_from or record.valid_from,
                         valid_to=valid_to or record.valid_to, extra=record.extra)


def annotate(items: Sequence[Recalled], find: Callable[[str, str], Record | None],
             at: str | None = None) -> list[Recalled]:
    """``items`` with what each replaced, and (recalled at a past time ``at``) what
    replaced it since; ``find(scope, name)`` reads a record of a store."""
    out = []
    for item in items:
        rec = item.record
        replaced = replaced_by = ""
        named = record_name(rec.supersedes)
        if named:
            before = find(item.scope, named)
            replaced = before.description if before is not None else ""
        if at is not None and rec.superseded_by and rec.valid_to:
            after = find(item.scope, rec.superseded_by)
            replaced_by = after.description if after is not None else ""
        out.append(dataclasses.replace(item, replaced=replaced, replaced_by=replaced_by)
                   if replaced or replaced_by else item)
    return out


def corrected_pair(target: Record, record: Record, new_name: str,
                   when: str | None = None) -> tuple[Record, Record]:
    """(the old record closed, the new one opened) for a correction of ``target`` by
    ``record`` (the record the update would have written, named like the target).

    The old record keeps its text; it stops holding at ``when`` (default now) and names
    the new one. The new record gets ``new_name``, holds from ``when`` and names the old
    one; a time it was told to hold from (``valid_from`` of ``record``) is kept.
    """
    at = instant(when) or now_instant()
    closed = target.evolve(valid_to=at, superseded_by=new_name, extra=target.extra)
    opened = record.evolve(name=new_name, valid_from=instant(record.valid_from) or at,
                           valid_to=None, superseded_by=None, supersedes=target.name,
                           created=None, updated=None, extra=record.extra)
    return closed, opened


def successor_name(target: Record, wanted: str | None, taken: Callable[[str], bool]) -> str:
    """The new record's name: the candidate's own (``wanted``, when free and not the
    target's), else the target's numbered (``node-version-2``...)."""
    if wanted and name_key(wanted) != target.key and not taken(wanted):
        return wanted
    return free_name(target.name, taken, NUMBERED_FROM)


def broken_links(records: Sequence[Record]) -> list[tuple[Record, str]]:
    """Records whose correction link disagrees with what holds, each with one sentence
    (for `memdir doctor`): one that holds and says it replaced a record that holds too
    (the prompt would call that one "no longer holds"), one that says it replaced
    itself, or two or more that hold and each say they replaced the same record (two
    corrections of one fact, made on two branches a git merge joined: both answer).
    A link to a record that is gone or closed, or a content hash (the field's older
    meaning), is as a correction leaves it."""
    now = now_instant()
    holding = {r.key: r for r in records if not _ended(r, now)}
    out = []
    successors: dict[str, list[Record]] = {}
    for rec in records:
        named = record_name(rec.supersedes)
        if named is None:
            continue
        if name_key(named) == rec.key:
            out.append((rec, f"{rec.name!r} says it replaced itself (supersedes: {named}); "
                             "remove that line"))
        elif rec.key in holding and (old := holding.get(name_key(named))) is not None:
            out.append((rec, f"{rec.name!r} says it replaced {old.name!r}, which holds too; "
                             f"close {old.name!r} or remove the supersedes line"))
        elif rec.key in holding:
            successors.setdefault(name_key(named), []).append(rec)
    for rivals in successors.values():
        if len(rivals) > 1:
            names = " and ".join(repr(r.name) for r in rivals)
            said = record_name(rivals[0].supersedes)
            out += [(r, f"{names} each say they replaced {said!r}, and all hold: recall "
                        "answers with each; close all but one (its file's valid_to) or "
                        "remove a supersedes line") for r in rivals]
    return out


def _ended(rec: Record, now: str) -> bool:
    end = instant(rec.valid_to)
    return end is not None and end <= now


def is_correction(decision: Any) -> bool:
    """Whether an admitted decision corrects its target (see `Decision.corrects`)."""
    return bool(getattr(decision, "corrects", False)) and decision.target is not None


__all__ = ["annotate", "broken_links", "corrected_pair", "given_interval", "held", "is_correction",
           "parse_as_of", "parse_valid",
           "successor_name"]
