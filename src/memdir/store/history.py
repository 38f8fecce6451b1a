"""The history log: every change to a store, with the content before and after it.

One JSON object per line in ``.memory/.history/log.jsonl``, appended *before* the change
it describes is made, and taken back if the change then fails, so the log never claims a
change that did not happen and never misses one that did. An entry that holds earlier
content is fsynced before that content is replaced, so a power cut cannot take both; a
create's entry protects nothing earlier and is left to the OS to flush (a power cut right
after it may drop that log line, never the record). A crash can tear only the last line;
readers skip a torn line and the next append starts a new one.

`memdir log` and `memdir restore` read it. Versions are numbered per record identity; a
rename counts for both the old and the new name, so `restore NEW` can undo it.

A `.memory/` folder can come from a cloned repository, and a log that came with it could
plant "earlier versions" that `restore` would write back. So each entry records who wrote
it (`owner_tag`: machine id and user id) and carries a MAC under a key only this user
holds (`memdir.store.maker`): an entry is *foreign* unless the MAC verifies, in a log file
this user owns. The tag alone is no proof, since a collaborator who reads a committed log
can copy it. Logs written before the MAC are judged by the tag until their first write
here migrates them (`memdir.store.history_migration`), and only while git does not track
the log (the store's .gitignore keeps .history/ out, so a tracked log arrived by a clone
or is shared with collaborators): in a tracked log an entry without a MAC is never
believed, whatever its tag.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
from collections.abc import Container
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir, new_file_mode, storage_error
from memdir.foundation.errors import NotFoundError, NothingEarlier, StoreError, UnknownVersion
from memdir.foundation.record import content_hash, name_key, now_iso, parse_record
from memdir.store import history_place as place
from memdir.store import maker
from memdir.store.change import current_change
from memdir.store.history_checks import Judge, Local, Written, unverified_reason
from memdir.store.history_migration import Legacy, migrate, resigned, secret, tag_trusted
from memdir.store.origin import owner_tag

# "tombstone": removed by consolidation, not by a person; `memdir restore` and `undo`
# bring it back, and `tombstones()` lists it until then.
Op = Literal["create", "update", "delete", "rename", "restore", "tombstone"]


@dataclass(frozen=True)
class HistoryEntry:
    """One change in the history log."""

    at: str
    op: str
    name: str
    file: str
    before: str | None
    after: str | None
    actor: str = ""
    new_file: str | None = None
    version: int = 0  # 1-based position among the entries of this name, set when read
    # The exact bytes of ``before`` when they were not valid UTF-8 (a file saved by an
    # editor in GBK or Latin-1): ``before`` shows them decoded with U+FFFD, `restore`
    # writes these.
    before_bytes: bytes | None = None
    new_name: str | None = None  # for a rename: the name it got (set when read)
    # Not written by this user on this machine (a log that came with a clone): shown by
    # `memdir log`, never written back by `restore`.
    foreign: bool = False
    unverified: str = ""  # why it is foreign (`history_checks.UNSIGNED`...), "" if not
    change: str | None = None  # the change id (`memdir.store.change`) it belongs to
    change_kind: str = ""
    undoes: str | None = None  # for an undo's entries: the change it reverted



def _as_text(before: str | bytes | None) -> tuple[str | None, bytes | None]:
    """(the text of ``before``, its bytes when they are not UTF-8 and must be kept as
    they are)."""
    if not isinstance(before, bytes):
        return before, None
    try:
        return before.decode("utf-8"), None
    except UnicodeDecodeError:
        return before.decode("utf-8", errors="replace"), before

class HistoryLog:
    """Append-only log of changes at ``path`` (its folder is created on first append)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # `local_hashes` reads on from where it stopped: the inode, the bytes read, the
        # hashes of verified entries, of entries judged by their tag (a log not migrated
        # yet), and whether a verified entry was seen (then the tag alone counts no more).
        self._local = Local(-1, 0, set(), set(), False, True, {})
        self._migrated = False  # this process migrated the log (`migrate`)
        self._tail = place.Tail()  # each record's last entry: what a new one follows

    def append(self, op: Op, name: str, file: str, before: str | bytes | None,
               after: str | None, actor: str, new_file: str | None = None,
               at: str | None = None) -> int:
        """Append one entry; return the log's size before it (see `truncate`).

        ``at`` is the time of the change, now by default (a migration keeps the original).

        ``before`` may be the file's bytes: if they are not valid UTF-8 they are kept
        exactly (base64), so no content is lost to decoding.
        """
        text, raw = _as_text(before)
        entry: dict[str, Any] = {"at": at or now_iso(), "op": op, "name": name, "file": file,
                                 "before": text, "after": after, "actor": actor,
                                 "by": owner_tag()}
        if new_file:
            entry["new_file"] = new_file
        tag = current_change()
        if tag is not None:
            entry["change"] = tag.to_dict()
        if raw is not None:
            import base64  # imported late: only a file that is not UTF-8 needs it

            entry["before_b64"] = base64.b64encode(raw).decode("ascii")
        entry = self._signed(entry)
        # backslashreplace: a lone surrogate in an actor string must not fail the write.
        data = (json.dumps(entry, ensure_ascii=False) + "\n").encode("utf-8", "backslashreplace")
        try:
            make_dir(self.path.parent)
            if self.path.parent.is_symlink():
                raise OSError(errno.ELOOP, "is a symbolic link", str(self.path.parent))
            # No link is followed: a cloned repository could plant .history/log.jsonl ->
            # ~/.bashrc.
            flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(self.path, flags, new_file_mode(self.path.parent))
            try:
                size = os.lseek(fd, 0, os.SEEK_END)
                try:
                    if size and os.pread(fd, 1, size - 1) != b"\n":
                        # A crash tore the last line: start a new one, or this entry would
                        # be glued to the torn text and skipped as unreadable too.
                        data = b"\n" + data
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view):]
                    if before is not None:
                        os.fsync(fd)  # the earlier content is safe before it is replaced
                except OSError:
                    with contextlib.suppress(OSError):
                        os.ftruncate(fd, size)  # no half entry left behind
                    raise
            finally:
                os.close(fd)
        except OSError as exc:
            raise storage_error(exc, "append to the history log") from exc
        return size

    def _signed(self, entry: dict[str, Any]) -> dict[str, Any]:
        """``entry`` signed where it will stand (`history_place`): after its record's last
        entry (the caller holds the store's lock); an old log gets MACs and places first."""
        key = secret()
        self._tail.read_on(self.path, key)
        if not self._migrated:
            migrate(self.path, unplaced=self._tail.unplaced)
            self._migrated = True
            self._tail.read_on(self.path, key)  # read again whole if migrating rewrote it
        return maker.signed(self._tail.placed(entry), key)

    def truncate(self, size: int) -> None:
        """Take back the entries after ``size``: the change they describe did not happen."""
        with contextlib.suppress(OSError):
            fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
            try:
                os.ftruncate(fd, size)
            finally:
                os.close(fd)

    def entries(self, name: str | None = None) -> list[HistoryEntry]:
        """Changes in order, oldest first; with a name, only that record's.

        A record is followed by identity across renames: the history of "tests-vitest",
        once "prefer-pytest" was renamed to it, holds prefer-pytest's changes before the
        rename too, and, first, those of a record that had the name before and was
        deleted (or renamed away): renamed onto its name, a record hid every version of
        the deleted one from `log` and `restore`, which now brings it back beside the
        record holding the name. Versions are numbered 1.. in that list; without a name,
        per name.
        """
        _, parsed, judge = self.judged()
        if name is None:
            counts: dict[str, int] = {}
            out = []
            for i, entry, old, _ in parsed:
                counts[old] = counts.get(old, 0) + 1
                out.append(_judged(entry, counts[old], judge, i))
            return out
        # Only the entries asked about are verified (a MAC each doubled the cost of a read).
        return [_judged(e, n, judge, i) for n, (i, e) in enumerate(_identity(parsed, name), 1)]

    def judged(self) -> tuple[list[str], list[_Parsed], Judge]:
        """The log's lines, (line number, entry, old key, new key) for each readable one,
        every entry foreign until judged, and the judge of who wrote a line."""
        try:
            # No link is followed, and the owner is the one of the file actually read; a
            # FIFO is opened without waiting for a writer (and then not read).
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW_NONBLOCK)
        except (FileNotFoundError, NotADirectoryError):  # .history a file: no log at all
            return [], [], Judge(self.path, {}, ours=False)
        except OSError as exc:
            raise storage_error(exc, "read the history log") from exc
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            text = fh.read().decode("utf-8", errors="replace") \
                if stat.S_ISREG(st.st_mode) else ""  # a FIFO would hang the read
        ours = not hasattr(os, "getuid") or st.st_uid == os.getuid()
        lines = text.split("\n")
        read: list[tuple[int, Any]] = []
        for i, line in enumerate(lines):
            try:
                read.append((i, json_text.loads(line)))
            except ValueError:
                continue  # a torn last line after a crash: skip it, keep the rest
        parsed: list[_Parsed] = []
        for i, d in read:
            try:
                fields = {k: d.get(k) for k in ("at", "op", "name", "file", "before", "after")}
                raw = d.get("before_b64")
                ctag = d.get("change") if isinstance(d.get("change"), dict) else {}
                entry = HistoryEntry(**fields, actor=d.get("actor", ""),
                                     new_file=d.get("new_file"),
                                     before_bytes=_b64decode(raw) if raw else None,
                                     change=_text_or_none(ctag.get("id")),
                                     change_kind=str(ctag.get("kind") or ""),
                                     undoes=_text_or_none(ctag.get("undoes")),
                                     foreign=True)
                new = None
                if entry.op == "rename" and isinstance(entry.after, str):
                    renamed = parse_record(entry.after)
                    entry = replace(entry, new_name=renamed.name)
                    new = renamed.key
            except (ValueError, TypeError, AttributeError):
                continue  # a torn last line after a crash: skip it, keep the rest
            parsed.append((i, entry, name_key(str(entry.name)), new))
        return lines, parsed, Judge(self.path, dict(read), ours=ours,
                                    chain=place.chain_of(read, parsed))

    def local_hashes(self) -> Container[str]:
        """Content hashes of every version this user wrote on this machine (``in`` asks).

        A record whose current text is not among them arrived some other way (a clone, a
        pull, a copy): its origin is ``repository`` whatever its frontmatter says, since a
        repository's author can write ``origin: user`` too. Read incrementally: recall asks
        every turn, and the log only grows (a purge rewrites it: read again whole). In a
        log migrated to MACs an entry's MAC is checked only when its text is asked about.
        """
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW_NONBLOCK)
        except OSError:
            return set()
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode) or (
                    hasattr(os, "getuid") and st.st_uid != os.getuid()):
                return set()
            seen = self._local
            if seen.inode != st.st_ino or st.st_size < seen.done:
                seen = Local(st.st_ino, 0, set(), set(), False, True, {})
            fh.seek(seen.done)
            data = fh.read(st.st_size - seen.done)
        end = data.rfind(b"\n") + 1  # a line still being written is read next time
        if end or seen is not self._local:  # the key is read only when there is news
            seen = self._news(seen, data[:end])
            self._local = seen
        # A log not migrated yet (`history_migration`) is judged by the tag.
        return Written(seen) if seen.keyed else seen.verified | seen.tagged

    def _news(self, seen: Local, data: bytes) -> Local:
        """``seen`` with the complete lines ``data`` read on from it."""
        if data and maker.keyed(self.path):
            # Migrated: only a verified entry counts, and it is verified when asked about.
            for line in data.split(b"\n"):
                try:
                    d = json_text.loads(line)
                    after = d.get("after")
                except (ValueError, AttributeError):
                    continue
                if isinstance(d, dict):
                    seen.places.see(d)
                if isinstance(after, str) and isinstance(d.get(maker.MAC), str):
                    seen.pending.setdefault(content_hash(after.lstrip("\ufeff")), []).append(d)
            return replace(seen, done=seen.done + len(data), keyed=True)
        secret, legacy = maker.key(create=False), Legacy(self.path)
        verified, tagged, any_verified = seen.verified, seen.tagged, seen.any_verified
        for line in data.split(b"\n") if data else ():
            try:
                d = json_text.loads(line)
                after = d.get("after")
            except (ValueError, AttributeError):
                continue
            if isinstance(d, dict):
                seen.places.see(d)
            if maker.verified(d, secret):
                any_verified = True
                if isinstance(after, str) and seen.places.at_home(d, secret):
                    verified.add(content_hash(after.lstrip("\ufeff")))
            elif isinstance(after, str) and tag_trusted(d, legacy):
                tagged.add(content_hash(after.lstrip("\ufeff")))
        keyed = any_verified or not tagged or maker.keyed(self.path)
        return Local(seen.inode, seen.done + len(data), verified, tagged, any_verified, keyed,
                     seen.pending, seen.places)

    def purge(self, name: str) -> int:
        """Erase every entry of one record (followed across renames, as `entries` does)
        from the log, so a secret stored by mistake survives nowhere; return how many.

        The log is rewritten whole (temp file, fsync, rename), never edited in place, so a
        crash leaves the old log or the new one. Torn lines go too: no reader can use them,
        and one may hold part of the text being erased. The caller holds the store's lock.
        """
        lines, parsed, judge = self.judged()
        drop = {i for i, _ in _identity(parsed, name, earlier=False)}
        readable = {i for i, *_ in parsed}
        torn = {i for i, line in enumerate(lines) if line.strip() and i not in readable}
        if not drop:
            return 0
        kept = [i for i, line in enumerate(lines)
                if i not in drop and i not in torn and line.strip()]
        # Each entry believed is signed again where it stands now (one may name an erased one).
        believed = {n for n, i in enumerate(kept) if judge.trusted(i)}
        try:
            atomic_write(self.path, resigned(
                [*(lines[i].encode("utf-8", "backslashreplace") for i in kept), b""],
                believed))
        except OSError as exc:
            raise storage_error(exc, "rewrite the history log") from exc
        return len(drop)


_Parsed = tuple[int, HistoryEntry, str, "str | None"]


def _judged(entry: HistoryEntry, version: int, judge: Judge, line: int) -> HistoryEntry:
    trusted = judge.trusted(line)
    return replace(entry, version=version, foreign=not trusted,
                   unverified="" if trusted else judge.why(line))


# Opening a FIFO for reading waits for a writer: a log that is one (a clone can ship it)
# hung every command that reads the history.
_NOFOLLOW_NONBLOCK = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _identity(parsed: list[_Parsed], name: str, *, earlier: bool = True
              ) -> list[tuple[int, HistoryEntry]]:
    """(line number, entry) of one record's changes, oldest first, across renames; with
    ``earlier``, the changes of the records that held each of its names before it was
    renamed to that name too, when they were deleted since (under that name or another
    they were renamed to), so no version of theirs is left that no command reaches. A
    record renamed away from a name that still lives is no part of the name's history:
    its versions are its own name's, and restoring one under the name would copy it."""
    alive = {name_key(name)}  # the keys this identity had, walking back in time
    taken: set[str] = set()  # the names it was renamed to, held by another before
    picked = []
    for at in range(len(parsed) - 1, -1, -1):
        i, entry, old, new = parsed[at]
        if new is not None and new in alive:  # here it got the name it has later
            picked.append((i, entry))
            if not earlier:
                alive.discard(new)
            alive.add(old)
            taken.add(new)
        elif old in alive:
            if old in taken and new is not None and new != old \
                    and not _ends_deleted(parsed, at + 1, new):
                alive.discard(old)  # before this, the name was that living record's
                continue
            picked.append((i, entry))
    picked.reverse()
    return picked


def _ends_deleted(parsed: list[_Parsed], start: int, key: str) -> bool:
    """Whether the record that has the name ``key`` at ``parsed[start]`` was deleted (or
    removed by consolidation) and not brought back since, followed across renames."""
    gone = False
    for _, entry, old, new in parsed[start:]:
        if old != key:
            continue
        if gone:
            if entry.op == "create":  # another record took the name
                return True
            gone = entry.after is None
        elif entry.op in ("delete", "tombstone"):
            gone = True
        elif new is not None:
            key = new
    return gone


@dataclass(frozen=True)
class Version:
    """What `choose_version` picked: the entry, the text to bring back and its exact bytes
    (``before_bytes`` when the earlier content was not UTF-8), when the name was renamed
    away, the rename to undo, and whether the record holding the name now is a different
    memory: one created under it after that version (deleted, then a new one added)."""

    entry: HistoryEntry
    text: str
    data: bytes
    renamed_away: HistoryEntry | None = None
    reborn: bool = False


_HEADER = re.compile(r"\A---\r?\n.*?(?=\r?\n---(?:\r?\n|\Z))", re.S)
_UPDATED_LINE = re.compile(r"^updated:[^\r\n]*", re.M)


def restamped(text: str, when: str | None = None) -> str:
    """``text`` with its frontmatter's ``updated`` set to ``when`` (default: now), every
    other byte as it was. A restored version is its record's newest change: with the
    version's own ``updated`` back, "newest first" would list it by the old time. A text
    without the field keeps none (its file's time stands for it)."""
    header = _HEADER.match(text)
    if header is None:
        return text
    stamped, found = _UPDATED_LINE.subn(f"updated: '{when or now_iso()}'", header.group(0),
                                        count=1)
    return stamped + text[header.end():] if found else text


def choose_version(entries: list[HistoryEntry], name: str, version: int | None,
                   now: bytes | None, present: bool) -> Version:
    """The version of ``name`` that `restore` brings back.

    Args:
        entries: the name's history, oldest first.
        version: the number shown by ``memdir log NAME``: the content *after* that change
            (for a deletion, the content before it). None: undo the latest change.
        now: the record's current bytes; ``present``: whether a record holds the name.

    Raises:
        NotFoundError: the log has nothing to restore for that name/version.
        StoreError: the version was not written by this user on this machine.
    """
    chosen, text, renamed_away = None, None, None
    if version is not None:
        match = [e for e in entries if e.version == version]
        if not match:
            raise UnknownVersion(name, version, len(entries))
        chosen = match[0]
        text = chosen.after if chosen.after is not None else chosen.before
    for e in reversed(entries if version is None else []):
        if not present and e.op == "rename" and e.before is not None \
                and name_key(e.name) == name_key(name):
            # Renamed away from this name: bring back the record as it was under it, not
            # the renamed one (which restoring would leave unchanged).
            text, renamed_away = e.before, e
        elif not present:  # gone (deleted by us or by hand): latest known content
            text = e.after if e.after is not None else e.before
        elif e.before is not None and (e.before_bytes or e.before.encode("utf-8")) != now:
            text = e.before  # present: undo the latest change
        if text is not None:
            chosen = e
            break
    if chosen is None or text is None:
        if present and entries:  # `memdir log` lists it: say what is true of it
            last = entries[-1].after if entries[-1].after is not None else entries[-1].before
            raise NothingEarlier(name, by_hand=last is None or last.encode("utf-8") != now)
        raise NotFoundError(name, "the history log")
    if chosen.foreign:
        # A log committed to a cloned repository could plant "earlier versions".
        raise StoreError(
            f"Version {chosen.version} of {name!r} is unverified: its entry "
            f"{unverified_reason(chosen.unverified)}, so memdir does not restore it.")
    data = (chosen.before_bytes if text is chosen.before and chosen.before_bytes
            else text.encode("utf-8"))
    return Version(chosen, text, data, renamed_away,
                   present and _created_since(entries, chosen))


def _created_since(entries: list[HistoryEntry], chosen: HistoryEntry) -> bool:
    """Whether the record holding the name now was created after ``chosen``: the last
    change that brought the name from held by nothing to held is a `create` (a restore
    brings back a version of the memory whose history this is) later than it."""
    at = next(i for i, e in enumerate(entries) if e is chosen)
    born = [i for i, e in enumerate(entries) if e.before is None and e.after is not None]
    return bool(born) and born[-1] > at and entries[born[-1]].op == "create"


def _b64decode(raw: str) -> bytes:
    import base64  # imported late: only a file that was not UTF-8 has such an entry

    return base64.b64decode(raw)
