"""What a store folder holds: its fixed names, and the one scan of its record files.

The file store, its MEMORY.md mirror, its journal, doctor and the search index all list
the record files and judge a stat the same way, from here: a file a person can add by
hand is a record file only if its name could be one, and a stat too recent to be trusted
is never taken as proof that a file did not change.
"""

from __future__ import annotations

import contextlib
import os
import stat as stat_mod
import time
import unicodedata
from pathlib import Path

from memdir.foundation.atomic import new_file_mode, storage_error
from memdir.foundation.record import INDEX_FILE, MAX_RECORD_BYTES

HISTORY_DIR = ".history"
JOURNAL_DIR = ".journal"
JOURNAL_OWNER = ".owner"
CACHE_DIR = ".cache"
LOCK_FILE = ".lock"
# Local state, never shared through git: a committed history could carry secrets a person
# removed, and a committed journal or cache is another machine's state (see `journal.own`).
IGNORED = (".history/", ".journal/", ".journal.tmp/", ".cache/", ".inbox/", ".sessions/",
           ".visitors/", ".published/", ".lock", "*.tmp")
GITIGNORE = "# Local state of this memory store (memdir)\n" + "\n".join(IGNORED) + "\n"
# Entries of a store that memdir reads or writes by a fixed name: each must be what it
# seems, never a link (doctor reports one; the cache's are removed by --fix).
FIXED_PATHS = (".gitignore", LOCK_FILE, INDEX_FILE, HISTORY_DIR, f"{HISTORY_DIR}/log.jsonl",
               JOURNAL_DIR, ".inbox", ".sessions", ".visitors", ".published", CACHE_DIR,
               f"{CACHE_DIR}/.gitignore", f"{CACHE_DIR}/index.sqlite",
               f"{CACHE_DIR}/index.sqlite-wal", f"{CACHE_DIR}/index.sqlite-shm",
               f"{CACHE_DIR}/index.sqlite-journal")
# The largest record file memdir changes. Replacing, deleting or renaming a file keeps its
# bytes in the history log, and a batch copies every file into its journal first: a file
# written by hand may be larger than a new record (a restore brings it back as it was), but
# one of gigabytes (a sparse file a repository ships, a log saved as .md) was never a
# memory, and copying it would fill the disk or the memory. Such a file is left to a person.
MAX_KEPT_BYTES = 8 * MAX_RECORD_BYTES
# File systems stamp times at a coarse granularity (a kernel tick, or 1-2 s on FAT/SMB): a
# file changed again within it keeps the same stat. Stats younger than this are not trusted.
RACY_NS = 2_000_000_000


def settled(*stamps_ns: int) -> bool:
    """Whether every stamp is older than the racy window (see `RACY_NS`)."""
    return max(stamps_ns) < time.time_ns() - RACY_NS


def fold(file: str) -> str:
    """A file name as a case-insensitive, normalizing file system (macOS, Windows) sees it."""
    return unicodedata.normalize("NFC", file).casefold()


def is_record_file_name(name: str) -> bool:
    # A file name with a line break (only a hostile process can make one) could forge a
    # line of MEMORY.md; no valid record name has one.
    return (name.lower().endswith(".md") and name.casefold() != INDEX_FILE.casefold()
            and not name.startswith(".") and name.splitlines() == [name])


def is_regular(path: Path) -> bool:
    """A regular file, not followed if it is a link."""
    try:
        return stat_mod.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def kept(path: Path) -> bool:
    """A regular file memdir may copy into its history or journal (see `MAX_KEPT_BYTES`);
    a link is not followed."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat_mod.S_ISREG(st.st_mode) and st.st_size <= MAX_KEPT_BYTES


def read_regular(path: Path, limit: int) -> bytes | None:
    """At most ``limit + 1`` bytes of a regular file; None if it is gone, a link (never
    followed), a folder, a FIFO or device (opened without blocking, never read) or
    unreadable."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        if not stat_mod.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(os.dup(fd), "rb") as fh:
            return fh.read(limit + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def record_files(root: Path) -> list[str]:
    """Names of the record files in the folder (no index, no hidden files), sorted."""
    try:
        names = os.listdir(root)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise storage_error(exc, f"list {root}") from exc
    return sorted(n for n in names if is_record_file_name(n))


def stat_record_files(root: Path, names: list[str]) -> dict[str, tuple[int, int]]:
    """(mtime_ns, size) of each of ``names`` that is a regular file, in their order."""
    found = {}
    # Relative to an open directory: path objects and path resolution cost more than
    # the stat itself at 10,000 files.
    fd = os.open(root, os.O_RDONLY) if os.stat in os.supports_dir_fd else None
    try:
        for file in names:
            try:
                file.encode("utf-8")  # an undecodable name cannot be stored or read back
                st = os.lstat(file, dir_fd=fd) if fd is not None else os.lstat(root / file)
            except (OSError, UnicodeEncodeError):
                continue
            if stat_mod.S_ISREG(st.st_mode):
                found[file] = (st.st_mtime_ns, st.st_size)
    finally:
        if fd is not None:
            os.close(fd)
    return found


def ensure_gitignore(root: Path) -> None:
    """Create the store's .gitignore, or add the entries an older one lacks; a link or a
    folder there is left alone (never written through)."""
    path = root / ".gitignore"
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow
        with contextlib.suppress(FileExistsError), os.fdopen(
                os.open(path, flags, new_file_mode(root)), "w") as fh:
            fh.write(GITIGNORE)
        return
    if not stat_mod.S_ISREG(st.st_mode) or st.st_size > 100_000:
        return
    with os.fdopen(os.open(path, os.O_RDWR | nofollow), "r+", encoding="utf-8",
                   errors="replace") as fh:
        text = fh.read()
        have = {line.strip().strip("/") for line in text.splitlines()}
        missing = [e for e in IGNORED if e.strip("/") not in have]
        if missing:
            fh.write(("\n" if text and not text.endswith("\n") else "")
                     + "\n".join(missing) + "\n")
