"""A person taking unverified history entries as their own: `memdir history adopt`.

An entry is believed only where this user's history key verifies it (`memdir.store.maker`).
A person whose key is lost (a new machine, a memdir home made anew) finds every entry they
wrote before unverified: their records read as the repository's, and `restore` refuses
every earlier version. Nothing is lost, but nothing of it counts, and no command could
make it count again.

Adopting signs chosen entries under this user's key where they stand, each marked with
the time it was adopted (``adopted``, under the MAC), every other line kept as it was.
What is offered: the entries with this user's tag and a MAC their key does not verify
(`OTHER_KEY`: the person's own, written under another memdir home or a key since lost).
An entry with no MAC, or with another user's or machine's tag and MAC, could have been
written by anyone who can write the log (by hand, or copied from another project with its
MAC taken off), so none is offered in bulk: one is offered only when named by its record
and version (``memdir history adopt NAME --version N``). Never one in a log file another
user owns, one that verifies and stands where it was not written (a copy of an entry
elsewhere, `memdir.store.history_place`: the person's own entry stands verified where it
was written already), one repeating an entry before it, or one naming another entry of its
record before it than the one it stands after: each was copied where it is, and adopting
it would make the copy count.

Adopting is a person's decision, shown before it is made: the service refuses any other
actor (`memdir.service.writes.owner.adopt_history`), and the command asks at a terminal
for the `code` of exactly the entries shown, so an answer given without reading them signs
nothing. What it signs is what was shown: each entry is named by a digest of its line, and
if the log changed since, nothing is signed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, storage_error
from memdir.foundation.errors import ConflictError
from memdir.foundation.record import name_key, now_iso
from memdir.store.history import _identity
from memdir.store.history_checks import OTHER_KEY, OTHER_WRITER, UNSIGNED
from memdir.store.history_migration import resigned

if TYPE_CHECKING:
    from memdir.store.history import HistoryEntry, HistoryLog
    from memdir.store.history_checks import Judge

ADOPTABLE = (UNSIGNED, OTHER_KEY, OTHER_WRITER)
ADOPTED = "adopted"  # the time an entry was adopted, under its new MAC
_SIGNATURE = ("mac", "log", "prev", ADOPTED)  # what signing adds: no part of what it says


@dataclass(frozen=True)
class Adoptable:
    """An entry a person may adopt: its line's digest (what `adopt` is given), the entry
    (its ``unverified`` says why it is not believed) and the maker tag it carries."""

    line: str
    entry: HistoryEntry
    tag: str


def _line_id(line: str) -> str:
    return hashlib.sha256(line.encode("utf-8", "backslashreplace")).hexdigest()[:24]


def code(shown: Collection[str]) -> str:
    """What a person types back to adopt the entries ``shown`` (`Adoptable.line`): a short
    digest of exactly those, so no answer given before reading them fits."""
    return hashlib.sha256("\n".join(sorted(shown)).encode("ascii")).hexdigest()[:6]


def adoptable(log: HistoryLog, names: Sequence[str] = (), version: int | None = None
              ) -> list[Adoptable]:
    """The entries of ``log`` offered to a person, oldest first: this user's own under
    another key (with ``names``, those of these records' names only); with ``version``,
    the entry of that version of the one record ``names`` holds, whatever made it
    unverified."""
    if version is None:
        return [a for i, a in _found(log, names) if a.entry.unverified == OTHER_KEY]
    if len(names) != 1:
        raise ValueError("a version names the entry of one record")
    _, parsed, _ = log.judged()
    picked = _identity(parsed, names[0])
    line = picked[version - 1][0] if 0 < version <= len(picked) else -1
    return [a for i, a in _found(log, names) if i == line]


def _found(log: HistoryLog, names: Sequence[str]) -> list[tuple[int, Adoptable]]:
    """Every entry that may be adopted at all (of ``names``' records), with its line."""
    lines, parsed, judge = log.judged()
    wanted = {name_key(n) for n in names}
    out, seen = [], set()
    for i, entry, old, new in parsed:
        raw = json_text.loads(lines[i])
        # A repeat of an entry earlier in the log, or one that names another entry before
        # it than the one it stands after, was copied there: never adopted.
        fields = json.dumps({k: v for k, v in raw.items() if k not in _SIGNATURE},
                            sort_keys=True, default=str)
        repeated = fields in seen
        seen.add(fields)
        if wanted and old not in wanted and new not in wanted:
            continue
        if judge.trusted(i) or judge.why(i) not in ADOPTABLE or repeated \
                or not judge.stands(i):
            continue
        tag = raw.get("by")
        out.append((i, Adoptable(_line_id(lines[i]),
                                 replace(entry, foreign=True, unverified=judge.why(i)),
                                 tag if isinstance(tag, str) else "")))
    return out


def adopt(log: HistoryLog, shown: Collection[str]) -> int:
    """Sign the entries named by ``shown`` (`Adoptable.line`) as this user's, where they
    stand; how many. The caller holds the store's lock.

    Raises:
        ConflictError: one of them is no longer in the log as shown: nothing is signed.
    """
    lines, _, judge = log.judged()
    found = {a.line: i for i, a in _found(log, ())}
    missing = [line for line in shown if line not in found]
    if missing:
        raise ConflictError("The history changed since its entries were shown, so none was "
                            "adopted; run 'memdir history adopt' again to see it as it is.")
    chosen = {found[line] for line in shown}
    if not chosen:
        return 0
    when = now_iso()
    out = []
    for i, line in enumerate(lines):
        if i in chosen:
            d = json_text.loads(line)
            line = json.dumps({**d, ADOPTED: when}, ensure_ascii=False)
        out.append(line.encode("utf-8", "backslashreplace"))
    believed = {i for i in range(len(lines)) if i in chosen or _trusted(judge, i)}
    try:
        atomic_write(log.path, resigned(out, believed))
    except OSError as exc:
        raise storage_error(exc, "adopt history entries") from exc
    return len(chosen)


def _trusted(judge: Judge, line: int) -> bool:
    try:
        return judge.trusted(line)
    except KeyError:  # not an entry: a torn line, kept as it is
        return False


__all__ = ["ADOPTABLE", "ADOPTED", "Adoptable", "adopt", "adoptable", "code"]
