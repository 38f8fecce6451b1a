"""Where a history entry stands, bound by its MAC: its log and its place in its record's history.

A MAC (`memdir.store.maker`) proves who wrote an entry's fields, not where the entry is:
where a team commits ``.history/``, a collaborator could copy one of the person's
entries, the same line and the same MAC, to another place in the log or into another
project's log, and it verified there as well. A copy of the person's edit of a pulled
text, put after their later edits, made ``memdir restore NAME`` (undo the last change)
write the pulled text back as the person's; the person's first entry of a record, copied
with its text into another project, made that record read as theirs there. So an entry
written now carries two more fields under its MAC:

- ``prev``: the digest of the entry before it in this log of the same record (the names
  it touches: its name, and a rename's new name), "" for a record's first. An entry
  moved past another of its record, or repeated, stands after an entry that is not the
  one it names, and is not believed: `Chain` gives each line the digest it must name.
- ``log``: the log's id, made with the first entry of this user's in it (`Tail.log_id`).
  A log's id is that of its first entry whose MAC verifies (`first_id`); an entry of
  another id is not believed in it. So entries copied from another project's log verify
  only where the person wrote nothing before them, and put before the person's own they
  make those unverified instead: none of the person's entries in a log believes a copy.
  A clone or a copy of the whole log keeps its id and its entries verify there, as
  before.

Entries signed before these fields verify as before until the log's first write with
them (`memdir.store.history_migration`), which signs each entry so believed with them,
in its place, and records the log as placed; from then on an entry without them is
believed no more.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from memdir.foundation.record import name_key, parse_record

LOG, PREV = "log", "prev"


def placed(entry: dict[str, Any]) -> bool:
    """Whether ``entry`` was signed with its place (``log`` and ``prev``)."""
    return isinstance(entry.get(LOG), str) and isinstance(entry.get(PREV), str)


def digest(entry: dict[str, Any]) -> str:
    """What the next entry of the same record names as ``prev``: every field, MAC too."""
    data = json.dumps(entry, sort_keys=True, ensure_ascii=True, separators=(",", ":"),
                      default=str).encode("ascii")
    return hashlib.sha256(data).hexdigest()[:32]


def keys(op: object, name: object, after: object) -> tuple[str, ...]:
    """The name keys an entry touches: its name, and a rename's new name."""
    try:
        own = name_key(str(name))
    except (TypeError, ValueError):
        return ()
    if op == "rename" and isinstance(after, str):
        try:
            new = parse_record(after).key
        except (TypeError, ValueError, AttributeError):
            return (own,)
        return (own, new) if new != own else (own,)
    return (own,)


class Chain:
    """The entries of a log in order, each record's last one remembered: what ``prev``
    an entry at the end must name, and what each line read must have named (a digest is
    made only when asked: a read checks the entries of one record)."""

    def __init__(self, *, lines: bool = True) -> None:
        self._last: dict[str, int] = {}  # key -> the line of its last entry
        self._entries: dict[int, dict[str, Any]] = {}
        self._before: dict[int, int | None] = {}  # line -> the line it must name
        # Without ``lines`` (what an append needs: `Tail`), only each record's last entry
        # is kept, so a long-lived writer holds one entry a record, not the whole log.
        self._lines = lines
        self._refs: dict[int, int] = {}  # line -> how many keys it is the last entry of

    def add(self, line: int, entry: dict[str, Any], touched: Iterable[str]) -> None:
        touched = tuple(touched)
        found = [self._last[k] for k in touched if k in self._last]
        if self._lines:
            self._before[line] = max(found) if found else None
        self._entries[line] = entry
        for key in touched:
            old = self._last.get(key)
            self._last[key] = line
            if self._lines:
                continue
            self._refs[line] = self._refs.get(line, 0) + 1
            if old is not None:
                self._refs[old] -= 1
                if not self._refs[old]:  # no record's last entry any more
                    del self._refs[old], self._entries[old]

    def held(self) -> int:
        """How many entries it holds."""
        return len(self._entries)

    def expected(self, line: int) -> str:
        """The ``prev`` the entry on ``line`` must name."""
        before = self._before.get(line)
        return "" if before is None else digest(self._entries[before])

    def prev(self, touched: Iterable[str]) -> str:
        """The ``prev`` an entry touching ``touched`` appended now names."""
        found = [self._last[k] for k in touched if k in self._last]
        return digest(self._entries[max(found)]) if found else ""


def chain_of(lines: Iterable[tuple[int, Any]],
             parsed: Iterable[tuple[int, Any, str, str | None]]) -> Chain:
    """The chain of a log read whole: each line that is a JSON object, by the names it
    touches (the name keys ``parsed`` found already: line, entry, name, new name), as an
    append saw it."""
    named = {i: (old,) if new is None or new == old else (old, new)
             for i, _, old, new in parsed}
    chain = Chain()
    for i, d in lines:
        if isinstance(d, dict):
            touched = named.get(i)
            chain.add(i, d, touched if touched is not None else
                      keys(d.get("op"), d.get("name"), d.get("after")))
    return chain


class Tail:
    """What an append needs of the log it writes to, read on from where it stopped (the
    log only grows; a rewrite, by a purge or a migration, is read again whole): each
    record's last entry, and the log's id (`first_id`)."""

    def __init__(self) -> None:
        self._reset(-1)

    def _reset(self, inode: int) -> None:
        self._inode, self._done, self._lines = inode, 0, 0
        self.chain = Chain(lines=False)
        self._id: str | None = None  # the first verified entry's that carries one
        self.unplaced = False  # an entry with a MAC signed before places

    def read_on(self, log: Path, secret: bytes) -> None:
        """Read the lines written since the last call (all of them after a rewrite)."""
        import stat

        from memdir.foundation import json_text
        from memdir.store import maker

        try:
            fd = os.open(log, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            self._reset(-1)  # no log (yet): nothing before
            return
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                self._reset(-1)
                return
            if st.st_ino != self._inode or st.st_size < self._done:
                self._reset(st.st_ino)
            fh.seek(self._done)
            data = fh.read(st.st_size - self._done)
        end = data.rfind(b"\n") + 1
        self._done += end
        for line in data[:end].split(b"\n")[:-1] if end else ():
            self._lines += 1
            try:
                d = json_text.loads(line)
            except ValueError:
                continue
            if isinstance(d, dict):
                self.chain.add(self._lines, d, keys(d.get("op"), d.get("name"), d.get("after")))
                if not placed(d):
                    self.unplaced = self.unplaced or isinstance(d.get("mac"), str)
                elif self._id is None and maker.verified(d, secret):
                    self._id = d[LOG]

    def placed(self, entry: dict[str, Any]) -> dict[str, Any]:
        """``entry`` (to append now, after `read_on`) with its place: the log's id (a new
        one for its first entry of this user's, kept for the next), and the entry of its
        record it follows."""
        if self._id is None:
            self._id = new_id()
        touched = keys(entry.get("op"), entry.get("name"), entry.get("after"))
        return {**entry, LOG: self._id, PREV: self.chain.prev(touched)}


def first_id(entries: Iterable[dict[str, Any]], secret: bytes | None) -> str | None:
    """The log's id: that of its first entry with one whose MAC ``secret`` verifies."""
    from memdir.store import maker

    return next((d[LOG] for d in entries if placed(d) and maker.verified(d, secret)), None)


def new_id() -> str:
    return os.urandom(12).hex()


__all__ = ["LOG", "PREV", "Chain", "Tail", "chain_of", "digest", "first_id", "keys", "new_id",
           "placed"]
