"""The MEMORY.md mirror: the store's catalog file, kept up to date cheaply.

MEMORY.md is derived: after every change it is brought up to date from the store's view
of the files, and any operation that lists the store re-syncs it with what is on disk, so a
file a person deleted or edited is reflected at the next operation. Writes do not re-read
every record (the teaching code did, which made each write cost O(store size)): the writer
keeps the lines in memory and revalidates them against MEMORY.md's inode/mtime/size and
the folder's mtime, reading only files it has not seen.

A record with an end (``valid_to``: a correction closed it, or it was only ever meant for
a while) keeps its line, marked with its last day and what replaced it ("(until
2026-12-01; replaced by tests-vitest)"): whoever reads MEMORY.md, a person or an agent
that loads it, never takes a fact that stopped holding for one that holds; a record
written to start later (``valid_from`` after its creation) is marked with its first day
("(from 2026-12-20 until 2027-01-05)"), so no one takes it for holding already. The marks
are dates, not "closed", so a line stays true as time passes without being rewritten.

Lines are listed in the order records were added (an update keeps its line's place; a
rebuild with no index to follow lists by file name), so a new record's line is appended
to MEMORY.md instead of rewriting the whole file, and an update that leaves the name and
description alone does not touch it: the common writes cost the same at any store size.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from memdir.foundation.atomic import atomic_write
from memdir.foundation.errors import StoreError
from memdir.foundation.record import (
    INDEX_FILE,
    Record,
    has_conflict_markers,
    name_key,
    parse_index_line,
)
from memdir.foundation.validity import instant, shown_day
from memdir.store.files.index_rows import holder_order_on_disk
from memdir.store.files.scan import MAX_KEPT_BYTES, fold, read_regular, settled

INDEX_HEADER = "# Memory index\n\n"
CONFLICTED = "\x00conflict"  # no file has this name: a MEMORY.md holding conflict markers
Lines = dict[str, tuple[str, str]]  # file -> (name, description), in MEMORY.md's order
Sig = tuple[int, int, int, int]  # MEMORY.md's (inode, mtime_ns, size, ctime_ns)


def read_index(path: Path) -> tuple[str, bool] | None:
    """MEMORY.md's text and whether it was read only in part, or None when it is gone or
    not a regular file: a link is not followed and a FIFO a repository planted is not
    waited on. One larger than any index memdir writes (`MAX_KEPT_BYTES` bytes; its
    characters may be fewer, three bytes each in Chinese) is read only in part."""
    data = read_regular(path, MAX_KEPT_BYTES)
    if data is None:
        return None
    return data.decode("utf-8", errors="replace"), len(data) > MAX_KEPT_BYTES


@dataclass(frozen=True)
class _Seen:
    """The state of the folder the mirror was last matched against.

    ``trusted``: the MEMORY.md stat is proof enough that nobody changed it since, because
    it is older than the racy window, or because this process wrote it under the lock
    (other writers take the lock and replace or append to MEMORY.md, so they always
    change its stat). Hand edits are caught by `FileStore.list` and doctor.
    """

    sig: Sig | None = None
    dir_mtime: int | None = None
    trusted: bool = False


class Catalog:
    """MEMORY.md of one store folder, mirrored in memory.

    Args:
        root: the store folder.
        read: parses a record file by name (None if gone or not a regular file).
        list_files: the record files of the folder, sorted.
        locked: whether this process holds the store's write lock now.
    """

    def __init__(self, root: Path, read: Callable[[str], Record | None],
                 list_files: Callable[[], list[str]], locked: Callable[[], bool]) -> None:
        self.path = root / INDEX_FILE
        self._root = root
        self._read = read
        self._list_files = list_files
        self._locked = locked
        self._lines: Lines = {}
        self._keys: dict[str, str] = {}  # name key -> file
        self._folded: set[str] = set()  # `fold` of every file the mirror holds
        self._seen = _Seen()
        # MEMORY.md holds exactly the text this process last wrote (a line can be appended).
        self._exact = False
        self._resync = False  # a MEMORY.md write failed: the next sync reads the files
        self._disk: tuple[Sig | None, Lines] = (None, {})  # the last settled parse of it
        self._deferred = 0  # inside `deferred`: writes wait for its end
        self._dirty = False

    # ----------------------------------------------------------------- lookups
    def file_of(self, key: str) -> str | None:
        """The file the mirror says holds the record with this name key."""
        return self._keys.get(key)

    def takes(self, file: str) -> bool:
        """Whether a file of the mirror takes this file name on a case-insensitive disk."""
        return fold(file) in self._folded

    def line(self, file: str) -> tuple[str, str] | None:
        return self._lines.get(file)

    @property
    def exact(self) -> bool:
        return self._exact

    @property
    def deferring(self) -> bool:
        return self._deferred > 0

    # ----------------------------------------------------------------- reading MEMORY.md
    def stat_sig(self) -> Sig | None:
        try:
            ist = os.stat(self.path)
        except OSError:
            return None
        return (ist.st_ino, ist.st_mtime_ns, ist.st_size, ist.st_ctime_ns)

    def conflicted(self) -> bool:
        """Whether MEMORY.md on disk holds git conflict markers (`lines_from_disk`'s
        `CONFLICTED`), from its text alone: its lines are not parsed (10,000 of them cost
        tens of ms, paid by every look that found files changed)."""
        sig = self.stat_sig()
        if sig is not None and self._disk[0] == sig:
            return CONFLICTED in self._disk[1]
        read = read_index(self.path)
        return read is not None and has_conflict_markers(read[0])

    def lines_from_disk(self) -> Lines:
        """MEMORY.md's lines as file -> (name, description); parsed again only when its
        stat changed (or is too recent to be trusted)."""
        sig = self.stat_sig()
        if sig is not None and self._disk[0] == sig:
            return dict(self._disk[1])
        read = read_index(self.path)
        if read is None:
            return {}
        text, partial = read
        if partial:  # read in part: it can never match the files
            return {CONFLICTED: ("", "")}
        out = {}
        for line in text.split("\n"):
            parsed = parse_index_line(line)
            if parsed:
                out[parsed[1]] = (parsed[0], parsed[2])
        if has_conflict_markers(text):
            # A merge made without memdir's driver: both sides' lines, glued. It never
            # matches the files, so the next listing writes it anew.
            out[CONFLICTED] = ("", "")
        if sig is not None and settled(sig[1], sig[3]):
            self._disk = (sig, dict(out))
        return out

    def matches(self, records: list[Record]) -> bool:
        """Whether MEMORY.md says exactly what it should about these records."""
        return index_entries(records) == self.lines_from_disk()

    # ----------------------------------------------------------------- sync
    def sync(self, force: bool = False) -> None:
        """Bring the mirror up to date with MEMORY.md and the folder.

        Lines keep MEMORY.md's order; records it does not list follow, by file name.
        """
        sig = self.stat_sig()
        try:
            dir_mtime = os.stat(self._root).st_mtime_ns
        except OSError:
            dir_mtime = None
        same_index = sig is not None and sig == self._seen.sig and self._seen.trusted
        force, self._resync = force or self._resync, False
        if not force and same_index and dir_mtime == self._seen.dir_mtime:
            return
        on_disk = self.lines_from_disk() if sig is not None and not same_index else {}
        if force:
            lines: Lines = {}
            order = {f: i for i, f in enumerate(on_disk or self._lines)}
        else:
            lines = on_disk if not same_index else dict(self._lines)
            order = {}
        exact = self._exact and same_index and not force
        files = self._list_files()
        present = set(files)
        kept = {f: v for f, v in lines.items() if f in present}
        exact = exact and len(kept) == len(lines)
        for f in sorted(files, key=lambda f: (order.get(f, len(order)), f)):
            if f not in kept and (rec := self._read(f)) is not None:
                kept[f] = (rec.name, shown_description(rec))
                exact = False
        self._set(kept)
        self._seen = _Seen(sig, dir_mtime, sig is not None and dir_mtime is not None
                           and settled(sig[1], sig[3], dir_mtime))
        self._exact = exact

    def _set(self, lines: Lines) -> None:
        self._lines = lines
        holders: dict[str, list[str]] = {}
        for f, (name, _) in lines.items():
            holders.setdefault(name_key(name), []).append(f)
        self._keys = {key: files[0] if len(files) == 1 else self._holder(files)
                      for key, files in holders.items()}
        self._folded = {fold(f) for f in lines}

    def _holder(self, files: list[str]) -> str:
        """Which of the files holding one name holds it (`holder_order`, as doctor and the
        search index pick): read only for such a collision, which is rare."""
        return min(files, key=lambda file: holder_order_on_disk(self._root, self._read(file),
                                                                file))

    # ----------------------------------------------------------------- changes
    def put(self, file: str, name: str, description: str) -> None:
        """Record one written file in the mirror (O(1); `sync` is for full syncs)."""
        old = self._lines.get(file)
        if old is not None and self._keys.get(name_key(old[0])) == file:
            del self._keys[name_key(old[0])]
        self._lines[file] = (name, description)
        self._keys.setdefault(name_key(name), file)
        self._folded.add(fold(file))

    def drop(self, file: str) -> None:
        old = self._lines.pop(file, None)
        if old is not None and self._keys.get(name_key(old[0])) == file:
            del self._keys[name_key(old[0])]
        self._folded.discard(fold(file))

    def write(self, appended: str | None = None) -> None:
        """Make MEMORY.md say what the mirror says.

        ``appended`` names a file whose line was just added at the end of the mirror: if
        MEMORY.md is exactly what this process last wrote, that one line is appended
        (O(1)) instead of rewriting the whole file, which gives the same text.
        """
        if self._deferred:
            self._dirty = True  # written once when the deferred block ends
            # Our own write, under the lock: the folder's new mtime is no news.
            self._seen = _Seen(self._seen.sig, os.stat(self._root).st_mtime_ns, True)
            return
        if appended is not None and self._exact and self._append(appended):
            return
        body = "".join(_index_line(n, f, d) + "\n" for f, (n, d) in self._lines.items())
        # The index is derived: it is renamed into place atomically but not fsynced, since
        # a lost index is rebuilt from the files at the next operation.
        self._exact = False
        try:
            atomic_write(self.path, INDEX_HEADER + body, durable=False)
        except OSError as exc:
            # Whatever change came before this is already on disk and in the history log:
            # "nothing was changed" would be false here.
            why = "the disk is full" if exc.errno == errno.ENOSPC else (exc.strerror or exc)
            self._resync = True  # MEMORY.md is behind the files: do not trust its lines
            if os.path.isdir(self.path) and not os.path.islink(self.path):
                raise StoreError(
                    f"Could not rewrite {self.path}: it is a folder, which memdir never "
                    "removes; the memory files are saved and unharmed, and the index is "
                    "written again once a person moves the folder away.") from exc
            raise StoreError(
                f"Could not rewrite {self.path} ({why}); the memory files are saved "
                "and unharmed, and the index is rebuilt from them at the next write or by "
                "`memdir doctor --fix`.") from exc
        self.written()

    def _append(self, file: str) -> bool:
        """Append one line to MEMORY.md; False (and nothing trusted) if that failed."""
        name, description = self._lines[file]
        self._exact = False
        try:
            if self.stat_sig() != self._seen.sig:
                return False  # changed under us since we wrote it: rewrite it whole
            flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(self.path, flags)
            with os.fdopen(fd, "ab") as fh:
                fh.write((_index_line(name, file, description) + "\n").encode("utf-8"))
        except OSError:
            return False  # a torn line does not parse: the rewrite that follows replaces it
        self.written()
        return True

    def written(self) -> None:
        """Note MEMORY.md's current state as this process's own (see `_Seen`): after a
        write, or a change that left its line as it was."""
        sig = self.stat_sig()
        self._seen = _Seen(sig, os.stat(self._root).st_mtime_ns, self._locked())
        self._exact = sig is not None

    @contextlib.contextmanager
    def deferred(self) -> Iterator[None]:
        """Writes inside the block update the mirror; MEMORY.md is written once, at its end
        (the caller holds the lock throughout)."""
        self._deferred += 1
        try:
            yield
        finally:
            self._deferred -= 1
            if not self._deferred and self._dirty:
                self._dirty = False
                self.write()


def index_entries(records: list[Record]) -> Lines:
    """What MEMORY.md should say about these records, as `lines_from_disk` reads it back
    (descriptions flattened), so a multi-line description does not look stale forever."""
    out = {}
    for r in records:
        parsed = _index_entry(r.name, r.file or "", shown_description(r))
        if parsed:
            out[parsed[1]] = (parsed[0], parsed[2])
    return out


def shown_description(record: Record) -> str:
    """A record's description as its MEMORY.md line shows it: marked with its last day
    (and its successor) when it has an end, and with its first when it was written to
    start later (a start after its creation: a correction's successor starts as it is
    written, and says nothing)."""
    start = instant(record.valid_from)
    made = instant(record.created)
    marks = [f"from {shown_day(start)}"] if start and (made is None or start > made) else []
    if record.valid_to:
        until = shown_day(record.valid_to) or record.valid_to
        successor = f"; replaced by {record.superseded_by}" if record.superseded_by else ""
        marks.append(f"until {until}{successor}")
    return f"{record.description} ({' '.join(marks)})" if marks else record.description


# A store writes and lists the same records again and again: each MEMORY.md line is
# rendered (which costs a Record) and read back once, not on every write or listing.
@functools.lru_cache(maxsize=1 << 17)
def _index_line(name: str, file: str, description: str) -> str:
    return Record(name=name, description=description, type="project",
                  file=file or None).index_line()


@functools.lru_cache(maxsize=1 << 17)
def _index_entry(name: str, file: str, description: str) -> tuple[str, str, str] | None:
    return parse_index_line(_index_line(name, file, description))
