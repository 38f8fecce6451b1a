"""A history log written before entries carried a MAC (`memdir.store.maker`), made one
whose every entry of this user carries it, on its first write here.

Until then its entries are judged by the maker tag (`tag_trusted`), and only in a log git
does not track: there, this user's tag on this machine, or, from before the tag, none. In
a log git tracks no entry without a MAC is believed, tagged or not: a collaborator who
commits the log can strip every MAC and write the person's tag, and a clone in a new
folder is recorded nowhere as keyed. The first write gives every entry so judged a MAC
(in a tracked log: none), keeps every other line as it was (a
collaborator's entry, a torn line), rewrites the log whole (temp file, fsync, rename) and
records it as keyed in memdir's home; from then on an entry without a MAC is never
believed, so stripping every MAC from a committed log makes nothing trusted again. No
entry is lost: one that was believed still is, one that was not stays foreign.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, storage_error
from memdir.foundation.errors import StoreError
from memdir.store import history_place as place
from memdir.store import maker
from memdir.store.origin import owner_tag, tracked_by_git

_NOFOLLOW_NONBLOCK = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


class Legacy:
    """Whether an entry without a tag may be believed: git does not track the log (asked
    once, when first needed)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._untracked: bool | None = None

    def untracked(self) -> bool:
        if self._untracked is None:
            self._untracked = not tracked_by_git(self.path)
        return self._untracked


def tag_trusted(entry: dict[str, Any], legacy: Legacy) -> bool:
    """How a log written before MACs is judged: only in a log git does not track, this
    user's tag on this machine or no tag. An entry with a MAC is judged by it alone."""
    if maker.MAC in entry:
        return False
    by = entry.get("by")
    if by is not None and by != owner_tag():
        return False
    return legacy.untracked()


def secret() -> bytes:
    """This user's history key, made on the first write.

    Raises:
        StoreError: it cannot be made or read (memdir's home not writable, or the file
            there is not one memdir made).
    """
    try:
        value = maker.key(create=True)
    except OSError as exc:
        raise storage_error(exc, "make the history key") from exc
    if value is None:
        raise StoreError(
            f"{maker.home() / maker.KEY_FILE} is not a history key memdir made for this "
            "user, so no change can be logged as theirs; move it aside and retry.")
    return value


def migrate(path: Path, *, unplaced: bool = False) -> None:
    """Give the log at ``path`` its MACs if it was written before them (see the module
    docstring), and each entry believed its place (`memdir.store.history_place`) where
    any was signed before places (``unplaced``), once; the caller holds the store's lock."""
    if maker.keyed(path) and not unplaced:
        return
    lines, parsed, owned = _raw(path)
    key = secret()
    if parsed and owned:
        legacy = Legacy(path) if not maker.keyed(path) and not any(
            maker.verified(d, key) for _, d in parsed) else None
        chain = place.Chain()
        for i, d in parsed:
            chain.add(i, d, place.keys(d.get("op"), d.get("name"), d.get("after")))
        log_id = place.first_id((d for _, d in parsed), key)
        seen: set[str] = set()
        believed = set()
        for i, d in parsed:
            if maker.verified(d, key):
                if place.placed(d):  # signed with its place: believed where it stands
                    ok = d[place.LOG] == log_id and d[place.PREV] == chain.expected(i)
                else:  # signed before places: believed once, where it first stands
                    ok = d[maker.MAC] not in seen
                seen.add(d[maker.MAC])
            else:
                ok = legacy is not None and tag_trusted(d, legacy)
            if ok:
                believed.add(i)
        data = resigned(lines, believed)
        if data != b"\n".join(lines):
            try:
                atomic_write(path, data)
            except OSError as exc:
                raise storage_error(exc, "migrate the history log") from exc
    try:
        maker.record_keyed(path)
    except OSError as exc:
        raise storage_error(exc, "record the history log as keyed") from exc


def resigned(lines: list[bytes], believed: set[int]) -> bytes:
    """The log ``lines`` with each line of ``believed`` signed again under this user's
    key with its place as it stands now (the log's id, the entry before it of its
    record), every other line as it was."""
    key = secret()
    parsed: dict[int, dict[str, Any]] = {}
    for i, line in enumerate(lines):
        try:
            d = json_text.loads(line)
        except ValueError:
            continue
        if isinstance(d, dict):
            parsed[i] = d
    # The log's id is its first verified entry's that carries one (`history_place`):
    # kept, or a new one for the first line signed here.
    log_id = None
    for i, d in parsed.items():
        if place.placed(d) and maker.verified(d, key):
            log_id = d[place.LOG]
            break
        if i in believed:
            break
    log_id = log_id or place.new_id()
    chain, out = place.Chain(), list(lines)
    for i, d in parsed.items():
        touched = place.keys(d.get("op"), d.get("name"), d.get("after"))
        if i in believed:
            fields = {k: v for k, v in d.items() if k not in (maker.MAC, place.LOG, place.PREV)}
            fields[place.LOG], fields[place.PREV] = log_id, chain.prev(touched)
            signed = maker.signed(fields, key)
            if signed != d:
                d = signed
                out[i] = json.dumps(d, ensure_ascii=False).encode("utf-8", "backslashreplace")
        chain.add(i, d, touched)
    return b"\n".join(out)


def other_key(path: Path) -> tuple[int, int]:
    """How many entries of the log at ``path`` (a file this user owns) carry this user's
    tag on this machine and a MAC this user's key does not verify (written here under
    another memdir home, or with a key since lost, or forged with a MAC that fails), and
    how many this user's key verifies: the entries that would be lost to it if the key
    were replaced."""
    _, parsed, owned = _raw(path)
    if not owned:
        return 0, 0
    key, tag = maker.key(create=False), owner_tag()
    other = sum(1 for _, d in parsed if d.get("by") == tag
                and isinstance(d.get(maker.MAC), str) and not maker.verified(d, key))
    return other, sum(1 for _, d in parsed if maker.verified(d, key))


def other_key_advice(unverified: int, own: int) -> str:
    """What to do about entries with this user's tag and another key's MAC: bring the
    old key back only where this home's key verifies nothing here, since replacing a key
    that verifies entries would leave those unverified in turn."""
    said = (f"{unverified} entr{'y' if unverified == 1 else 'ies'} with your tag carry a "
            "MAC of another history key, so none is believed as yours: was MEMDIR_HOME "
            "moved, or history.key lost? ")
    if own:
        return said + (f"{own} entr{'y' if own == 1 else 'ies'} here verif"
                       f"{'ies' if own == 1 else 'y'} under the history.key of "
                       f"{maker.home()}, so keep it (replaced, they would no longer "
                       "verify) and take the others back with 'memdir history adopt'")
    if maker.key(create=False) is not None:
        return said + (f"{maker.home()} has a history.key of its own: take them back with "
                       "'memdir history adopt' (replacing that key, whatever it signed "
                       "elsewhere would no longer verify)")
    return said + (f"Bring that history.key back to {maker.home()}, or take them back "
                   "with 'memdir history adopt'")


def _raw(path: Path) -> tuple[list[bytes], list[tuple[int, dict[str, Any]]], bool]:
    """The log's lines as they are, each readable entry's fields, and whether this user
    owns it (no log: nothing)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW_NONBLOCK)
    except (FileNotFoundError, NotADirectoryError):
        return [], [], False
    except OSError as exc:
        raise storage_error(exc, "read the history log") from exc
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        data = fh.read() if stat.S_ISREG(st.st_mode) else b""
    owned = not hasattr(os, "getuid") or st.st_uid == os.getuid()
    lines = data.split(b"\n")
    parsed = []
    for i, line in enumerate(lines):
        try:
            d = json_text.loads(line)
        except ValueError:
            continue
        if isinstance(d, dict):
            parsed.append((i, d))
    return lines, parsed, owned


__all__ = ["Legacy", "migrate", "other_key", "other_key_advice", "resigned", "secret",
           "tag_trusted"]
