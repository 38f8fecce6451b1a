"""FileStore: the `.memory/` folder, one Markdown file per record, as the source of truth.

Layout::

    .memory/
      MEMORY.md            derived index, one line per record
      prefer-pytest.md     records
      .history/log.jsonl   every change with the content before and after it
      .journal/            snapshot of a batch in progress (consolidation); see below
      .cache/              derived (search index)
      .lock                inter-process lock
      .gitignore           keeps .history/, .journal/, .cache/ and .lock out of git

A `.memory/` folder may come from a cloned repository, so nothing in it is followed or
trusted for having been committed: the folder itself or any fixed-name entry being a link
is refused (`LinkedPathError`) or never opened, and `doctor` reports it. A journal left by
a batch that died is put back before the next write of any process (not only at open, so
it cannot later roll back writes made after it), and only if this user made it on this
machine; another's is dropped (every change a batch made is in the history log anyway).
A user store (and any store in a private folder) creates everything owner-only.

Every write happens under an inter-process lock, goes to a temp file that is fsynced and
renamed over the target, and is recorded in the history log *before* the target changes,
so a change can always be undone (`memdir restore`). An update may carry the hash of the
content it read; if another writer changed the record since, the update is refused.

MEMORY.md is derived: after every change it is brought up to date from the store's view
of the files, and any operation that lists the store re-syncs it with what is on disk, so a
file a person deleted or edited is reflected at the next operation. Writes do not re-read
every record (the teaching code did, which made each write cost O(store size)): the writer
keeps the index lines in memory and revalidates them against MEMORY.md's inode/mtime/size
and the folder's mtime, reading only files it has not seen.

Lines are listed in the order records were added (an update keeps its line's place; a
rebuild with no index to follow lists by file name), so a new record's line is appended
to MEMORY.md instead of rewriting the whole file, and an update that leaves the name and
description alone does not touch it: the common writes cost the same at any store size.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import shutil
import stat as stat_mod
import time
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import (
    ConflictError,
    InvalidNameError,
    InvalidRecordError,
    LinkedPathError,
    NotFoundError,
    StoreError,
)
from ..record import (
    FENCE,
    INDEX_FILE,
    MAX_RECORD_BYTES,
    Record,
    name_key,
    now_iso,
    parse_index_line,
    parse_record,
    ranking_time,
    timestamp,
    validate_name,
)
from .atomic import atomic_write, fsync_dir, is_private, make_dir, new_file_mode, storage_error
from .base import CatalogEntry, Hit, WriteResult
from .history import HistoryEntry, HistoryLog, Op
from .origin import machine_id, user_id
from .reviewed import ReviewedStore
from .sessions import SessionNotesStore

if TYPE_CHECKING:
    from .index import SearchIndex

HISTORY_DIR = ".history"
JOURNAL_DIR = ".journal"
CACHE_DIR = ".cache"
LOCK_FILE = ".lock"
INDEX_HEADER = "# Memory index\n\n"
# Local state, never shared through git: a committed history could carry secrets a person
# removed, and a committed journal or cache is another machine's state (see `_own_journal`).
_IGNORED = (".history/", ".journal/", ".journal.tmp/", ".cache/", ".inbox/", ".sessions/",
            ".visitors/", ".published/", ".lock", "*.tmp")
_GITIGNORE = "# Local state of this memory store (memdir)\n" + "\n".join(_IGNORED) + "\n"
JOURNAL_OWNER = ".owner"
# Entries of a store that memdir reads or writes by a fixed name: each must be what it
# seems, never a link (doctor reports one; the cache's are removed by --fix).
_FIXED_PATHS = (".gitignore", LOCK_FILE, INDEX_FILE, HISTORY_DIR, f"{HISTORY_DIR}/log.jsonl",
                JOURNAL_DIR, CACHE_DIR, f"{CACHE_DIR}/.gitignore", f"{CACHE_DIR}/index.sqlite",
                f"{CACHE_DIR}/index.sqlite-wal", f"{CACHE_DIR}/index.sqlite-shm",
                f"{CACHE_DIR}/index.sqlite-journal")
# File systems stamp times at a coarse granularity (a kernel tick, or 1-2 s on FAT/SMB): a
# file changed again within it keeps the same stat. Stats younger than this are not trusted.
_RACY_NS = 2_000_000_000

@dataclass(frozen=True)
class Problem:
    """Something `doctor` found; ``fixable`` problems are repaired by `doctor --fix`."""

    kind: str
    file: str
    detail: str
    fixable: bool = True


FUTURE_SLACK_SECONDS = 300  # clocks of machines sharing a store may differ a little


def _future_dates(file: str, rec: Record) -> list[Problem]:
    """A created/updated time in the future: ranking treats it as now, doctor says so."""
    limit = time.time() + FUTURE_SLACK_SECONDS
    return [Problem("future-date", file, f"{key} {value} is in the future; it ranks as "
                    "if written when indexed (edit the date to clear this)", False)
            for key, value in (("created", rec.created), ("updated", rec.updated))
            if (when := timestamp(value)) is not None and when > limit]


def _fold(file: str) -> str:
    """A file name as a case-insensitive, normalizing file system (macOS, Windows) sees it."""
    return unicodedata.normalize("NFC", file).casefold()


def _is_record_file_name(name: str) -> bool:
    # A file name with a line break (only a hostile process can make one) could forge a
    # line of MEMORY.md; no valid record name has one.
    return (name.lower().endswith(".md") and name.casefold() != INDEX_FILE.casefold()
            and not name.startswith(".") and name.splitlines() == [name])


def _is_regular(path: Path) -> bool:
    try:
        return stat_mod.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _settled(*stamps_ns: int) -> bool:
    return max(stamps_ns) < time.time_ns() - _RACY_NS


class FileStore(ReviewedStore, SessionNotesStore):
    """A memory store in a folder. The only class that touches record files.

    Args:
        root: the `.memory` folder (created on first write).
        scope: a label shown to people ("project" or "user").
        lock_timeout: seconds to wait for another writer before giving up.
        private: create the folder (and missing parents) readable by its owner only;
            default: for the user store, which lives in memdir's home. Everything made
            inside a private folder is private too (see `atomic.make_dir`).
    """

    def __init__(self, root: str | os.PathLike[str], *, scope: str = "project",
                 lock_timeout: float = 30.0, private: bool | None = None) -> None:
        self.root = Path(root)
        self.scope = scope
        self.private = scope == "user" if private is None else private
        self._lock: Any = None  # a filelock.FileLock, made on first write (reads never lock)
        self._lock_timeout = lock_timeout
        self._history = HistoryLog(self.root / HISTORY_DIR / "log.jsonl")
        self._bulk_depth = 0
        self._index_dirty = False
        # In-memory mirror of MEMORY.md: file -> (name, description); see module docstring.
        self._lines: dict[str, tuple[str, str]] = {}
        self._keys: dict[str, str] = {}
        self._index_sig: tuple[int, int, int, int] | None = None
        self._dir_mtime: int | None = None
        self._sig_settled = False
        self._own_state = False
        # MEMORY.md holds exactly the text this process last wrote (a line can be appended).
        self._index_exact = False
        self._resync = False  # a MEMORY.md write failed: the next sync reads the files
        self._disk_lines: tuple[Any, dict[str, tuple[str, str]]] = (None, {})
        self._folded: set[str] = set()
        self._parsed: dict[str, tuple[tuple[int, int, int, int], Record]] = {}
        self._gitignore_checked = False
        self._search_index: SearchIndex | None = None  # made on first search (see `_index`)
        if os.path.lexists(self.root / JOURNAL_DIR):
            with self._locked():  # which puts back the interrupted batch
                pass

    # ----------------------------------------------------------------- basics
    def __repr__(self) -> str:
        return f"FileStore({str(self.root)!r}, scope={self.scope!r})"

    @property
    def index_path(self) -> Path:
        return self.root / INDEX_FILE

    @property
    def cache_dir(self) -> Path:
        """Folder for derived, throw-away data (the search index)."""
        return self.root / CACHE_DIR

    def exists(self) -> bool:
        return self.root.is_dir()

    def init(self) -> None:
        """Create the folder, its .gitignore and an empty index (idempotent)."""
        self.init_folder()
        if not self.index_path.exists():
            with self._locked():
                self._sync_from_disk(force=True)
                self._write_index()

    def init_folder(self) -> None:
        self._guard_root()
        try:
            make_dir(self.root, private=self.private or None)
            self._ensure_gitignore()
        except OSError as exc:
            raise storage_error(exc, f"create {self.root}") from exc

    def _guard_root(self) -> None:
        """A `.memory` that is a link (a cloned repository's, pointing anywhere, or
        dangling) is neither read, written nor created through."""
        if os.path.islink(self.root):
            raise LinkedPathError(self.root)

    def _ensure_gitignore(self) -> None:
        """Create the store's .gitignore, or add the entries an older one lacks. Done once
        per process, at the first write; a link or folder there is left alone."""
        self._gitignore_checked = True
        path = self.root / ".gitignore"
        nofollow = getattr(os, "O_NOFOLLOW", 0)
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow
            with contextlib.suppress(FileExistsError), os.fdopen(
                    os.open(path, flags, new_file_mode(self.root)), "w") as fh:
                fh.write(_GITIGNORE)
            return
        if not stat_mod.S_ISREG(st.st_mode) or st.st_size > 100_000:
            return
        with os.fdopen(os.open(path, os.O_RDWR | nofollow), "r+", encoding="utf-8",
                       errors="replace") as fh:
            text = fh.read()
            have = {line.strip().strip("/") for line in text.splitlines()}
            missing = [e for e in _IGNORED if e.strip("/") not in have]
            if missing:
                fh.write(("\n" if text and not text.endswith("\n") else "")
                         + "\n".join(missing) + "\n")

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        from filelock import FileLock, Timeout  # here: a read-only process never pays for it

        if self._lock is not None and self._lock.is_locked:  # re-entrant use inside a batch
            yield
            return
        self._guard_root()
        if not self.root.is_dir() or (self.private and self._lock is None):
            self.init_folder()  # for a private store, also once per process: see make_dir
        if self._lock is None:
            # An explicit mode only where it must be private: filelock applies it with
            # fchmod, past the umask.
            mode = {"mode": 0o600} if is_private(self.root) else {}
            self._lock = FileLock(str(self.root / LOCK_FILE), timeout=self._lock_timeout,
                                  **mode)
        if (self.root / LOCK_FILE).is_symlink():
            # A cloned repository could plant .lock -> ~/.bashrc; some filelock versions
            # open the lock with O_TRUNC and would empty the target.
            raise StoreError(f"{self.root / LOCK_FILE} is a symbolic link; memdir does not "
                             "lock through links. Remove it and try again.")
        try:
            self._lock.acquire()
        except Timeout as exc:
            raise StoreError(
                f"Another memdir process has held the lock on {self.root} for "
                f"{self._lock_timeout:.0f}s; try again, or remove {self.root / LOCK_FILE} "
                "if no memdir process is running."
            ) from exc
        except OSError as exc:  # e.g. a symbolic link planted as .lock (ELOOP)
            raise storage_error(exc, f"lock {self.root / LOCK_FILE}") from exc
        try:
            # A batch killed before it finished left its journal. Put it back before this
            # write (one stat when there is none), not only when a process opens the store:
            # a long-lived writer (MCP server, chat) would otherwise make writes that the
            # next open rolls back with the journal.
            if os.path.lexists(self.root / JOURNAL_DIR):
                try:
                    self._recover_journal()
                except StoreError:
                    raise
                except OSError as exc:
                    raise storage_error(exc, "put back the interrupted batch in "
                                        f"{self.root / JOURNAL_DIR}") from exc
            if not self._gitignore_checked:
                with contextlib.suppress(OSError):
                    self._ensure_gitignore()
            yield
        finally:
            self._lock.release()

    # ----------------------------------------------------------------- reading
    def record_files(self) -> list[str]:
        """Names of the record files in the folder (no index, no hidden files), sorted."""
        return self._record_files()

    def read_file(self, file: str, *, cache: bool = True) -> Record | None:
        """Parse one record file by file name; None if missing, a symlink or not a file.

        ``cache=False`` keeps the parse out of the store's cache (a bulk reader such as the
        search index would otherwise hold every record of a large store in memory).
        """
        return self._read_file(file, cache=cache)

    def read_text(self, file: str) -> str | None:
        """A record file's text as it is on disk; None if it is gone, a symbolic link (not
        followed, even one swapped in after a check) or not a regular file."""
        try:
            fd = os.open(self.root / file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            return None
        with os.fdopen(fd, "rb") as fh:
            if not stat_mod.S_ISREG(os.fstat(fh.fileno()).st_mode):
                return None  # a FIFO or device: reading it would hang or never end
            return fh.read(MAX_RECORD_BYTES + 1).decode("utf-8", errors="replace")

    def _record_files(self) -> list[str]:
        self._guard_root()
        try:
            names = os.listdir(self.root)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise storage_error(exc, f"list {self.root}") from exc
        return sorted(n for n in names if _is_record_file_name(n))

    def _read_file(self, file: str, cache: bool = True) -> Record | None:
        """Parse one record file, or None if it is gone, a symlink, or not a regular file."""
        path = os.path.join(self.root, file)  # a str: listing 10,000 files, Path costs
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            return None
        if not stat_mod.S_ISREG(st.st_mode):
            # Symlinks are never followed: a link could point anywhere on the machine.
            return None
        sig = (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        cached = self._parsed.get(file)
        if cached and cached[0] == sig:
            return cached[1]
        if st.st_size > MAX_RECORD_BYTES:
            rec = Record(name=file[:-3], description="", type="project", file=file,
                         problems=(f"file is larger than {MAX_RECORD_BYTES} bytes, not read",))
        else:
            try:
                fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
                with os.fdopen(fd, "rb") as fh:
                    raw = fh.read()
            except FileNotFoundError:
                return None
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    return None
                raise storage_error(exc, f"read {path}") from exc
            text = raw.decode("utf-8", errors="replace")
            rec = parse_record(text, file)
            if "\ufffd" in text and b"\xef\xbf\xbd" not in raw:
                rec = rec.evolve(file=file, hash=rec.hash,
                                 problems=rec.problems + ("file is not valid UTF-8",))
        if cache and _settled(st.st_mtime_ns, st.st_ctime_ns):
            self._parsed[file] = (sig, rec)
        else:  # may change again without its stat changing: read it again next time
            self._parsed.pop(file, None)
        return rec

    def text(self, name: str) -> str | None:
        """The record with this name as its file holds it (see `read_text`); None if none."""
        rec = self.find(name)
        return self.read_text(rec.file) if rec is not None and rec.file else None

    # ----------------------------------------------------------------- catalog and search
    def _index(self) -> SearchIndex:
        """The SQLite search index over this folder: a private, derived cache (see
        `memdir.store.index`), opened on first use so a process that only writes never
        imports sqlite3."""
        if self._search_index is None:
            from .index import SearchIndex

            self._search_index = SearchIndex(self)
        return self._search_index

    def count(self) -> int:
        """How many records the folder holds (from the index, which it syncs)."""
        return self._index().count()

    def entries(self, limit: int | None = None) -> list[CatalogEntry]:
        """Catalog entries, most recently updated first, without reading record files."""
        index = self._index()
        rows = index.recent(index.count() if limit is None else limit)
        return [CatalogEntry(e.name, e.description, e.type, e.updated) for e in rows]

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None) -> list[Hit]:
        """Records relevant to ``query``, best first (see `SearchIndex.search`); with an
        ``embedder``, the semantic ranker fused with the lexical one."""
        if embedder is None:
            found = self._index().search(query, limit=limit, min_score=min_score)
        else:
            from ..semantic.rank import fused_search

            found = fused_search(self._index(), query, embedder, limit=limit,
                                 min_score=min_score)
        hits, seen = [], set()
        for h in found:
            # Two files holding one name (a hand-made case collision) are one record.
            if name_key(h.name) not in seen:
                seen.add(name_key(h.name))
                hits.append(Hit(h.name, h.score, h.matched))
        return hits

    def close(self) -> None:
        """Close the search index's database connection (it reopens on next use)."""
        if self._search_index is not None:
            self._search_index.close()

    def list(self) -> list[Record]:
        """Every record, sorted by name. Re-syncs MEMORY.md if files changed by hand."""
        records = [r for f in self._record_files() if (r := self._read_file(f)) is not None]
        if _index_entries(records) != self._lines_from_disk():
            with contextlib.suppress(StoreError), self._locked():
                self._sync_from_disk(force=True)
                self._write_index()
        return sorted(records, key=lambda r: (r.key, r.file or ""))

    def _lines_from_disk(self) -> dict[str, tuple[str, str]]:
        """MEMORY.md's lines as file -> (name, description); parsed again only when its
        stat changed (or is too recent to be trusted)."""
        sig = self._stat_sig()
        if sig is not None and self._disk_lines[0] == sig:
            return dict(self._disk_lines[1])
        try:
            fd = os.open(self.index_path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            with os.fdopen(fd, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError:  # gone, or a link: never read through one
            return {}
        out = {}
        for line in text.split("\n"):
            parsed = parse_index_line(line)
            if parsed:
                out[parsed[1]] = (parsed[0], parsed[2])
        if sig is not None and _settled(sig[1], sig[3]):
            self._disk_lines = (sig, dict(out))
        return out

    def _file_of(self, name: str) -> str | None:
        """The file currently holding the record with this name (case/NFC-insensitive)."""
        key = name_key(name)
        self._sync_from_disk()
        file = self._keys.get(key)
        if file is not None:
            rec = self._read_file(file)
            if rec is not None and rec.key == key:
                return file
        elif _fold(validate_name(name) + ".md") not in self._folded:
            return None  # no record holds the name, and no file takes its file name
        # MEMORY.md disagrees with the files (edited by hand, or stale): a write must never
        # land in another record's file, so ask the files themselves.
        self._sync_from_disk(force=True)
        return self._keys.get(key)

    def _free_file(self, name: str) -> str:
        """A file for a new record that no entry of the folder takes, even on a
        case-insensitive file system (a file written by hand may hold another name)."""
        file = name + ".md"
        if _fold(file) not in self._folded and not os.path.lexists(self.root / file):
            return file  # the common case, without listing a folder of N files
        try:
            taken = {_fold(n) for n in os.listdir(self.root)}
        except FileNotFoundError:
            taken = set()
        file, n = name + ".md", 2
        while _fold(file) in taken:
            file, n = f"{name}-{n}.md", n + 1
        return file

    def find(self, name: str) -> Record | None:
        """The record with this name, or None."""
        try:
            validate_name(name)
        except InvalidNameError:
            return None
        file = self._file_of(name)
        return self._read_file(file) if file else None

    def get(self, name: str) -> Record:
        """The record with this name.

        Raises:
            NotFoundError: there is none.
        """
        validate_name(name)
        rec = self.find(name)
        if rec is None:
            raise NotFoundError(name, str(self.root))
        return rec

    # ----------------------------------------------------------------- index mirror
    def _sync_from_disk(self, force: bool = False) -> None:
        """Bring the in-memory index lines up to date with MEMORY.md and the folder.

        Lines keep MEMORY.md's order; records it does not list follow, by file name.
        """
        self._guard_root()
        sig = self._stat_sig()
        try:
            dir_mtime = os.stat(self.root).st_mtime_ns
        except OSError:
            dir_mtime = None
        # A state this process just wrote under the lock is trusted even inside the racy
        # window: other writers take the lock and replace or append to MEMORY.md, so they
        # always change the signature. Hand edits are caught by list() and doctor.
        same_index = sig is not None and sig == self._index_sig and (
            self._sig_settled or self._own_state)
        force, self._resync = force or self._resync, False
        if not force and same_index and dir_mtime == self._dir_mtime:
            return
        exact = self._index_exact and same_index and not force
        on_disk = self._lines_from_disk() if sig is not None and not same_index else {}
        if force:
            lines: dict[str, tuple[str, str]] = {}
            order = {f: i for i, f in enumerate(on_disk or self._lines)}
        else:
            lines = on_disk if not same_index else dict(self._lines)
            order = {}
        files = self._record_files()
        present = set(files)
        kept = {f: v for f, v in lines.items() if f in present}
        exact = exact and len(kept) == len(lines)
        lines = kept
        for f in sorted(files, key=lambda f: (order.get(f, len(order)), f)):
            if f not in lines:
                rec = self._read_file(f)
                if rec is not None:
                    lines[f] = (rec.name, rec.description)
                    exact = False
        self._set_lines(lines)
        self._index_sig = sig
        self._dir_mtime = dir_mtime
        self._sig_settled = sig is not None and dir_mtime is not None and _settled(
            sig[1], sig[3], dir_mtime)
        self._own_state = False
        self._index_exact = exact

    def _set_lines(self, lines: dict[str, tuple[str, str]]) -> None:
        self._lines = lines
        self._keys = {}
        for f, (name, _) in sorted(lines.items()):
            self._keys.setdefault(name_key(name), f)
        self._folded = {_fold(f) for f in lines}

    def _put_line(self, file: str, name: str, description: str) -> None:
        """Record one written file in the mirror (O(1); `_set_lines` is for full syncs)."""
        old = self._lines.get(file)
        if old is not None and self._keys.get(name_key(old[0])) == file:
            del self._keys[name_key(old[0])]
        self._lines[file] = (name, description)
        self._keys.setdefault(name_key(name), file)
        self._folded.add(_fold(file))

    def _drop_line(self, file: str) -> None:
        old = self._lines.pop(file, None)
        if old is not None and self._keys.get(name_key(old[0])) == file:
            del self._keys[name_key(old[0])]
        self._folded.discard(_fold(file))
        self._parsed.pop(file, None)

    def _write_index(self, appended: str | None = None) -> None:
        """Make MEMORY.md say what the mirror says.

        ``appended`` names a file whose line was just added at the end of the mirror: if
        MEMORY.md is exactly what this process last wrote, that one line is appended
        (O(1)) instead of rewriting the whole file, which gives the same text.
        """
        if self._bulk_depth:
            self._index_dirty = True  # written once when the bulk block ends
            self._dir_mtime = os.stat(self.root).st_mtime_ns  # our own write, under the lock
            self._own_state = True
            return
        if appended is not None and self._index_exact and self._append_line(appended):
            return
        body = "".join(_index_line(n, f, d) + "\n" for f, (n, d) in self._lines.items())
        # The index is derived: it is renamed into place atomically but not fsynced, since
        # a lost index is rebuilt from the files at the next operation.
        self._index_exact = False
        try:
            atomic_write(self.index_path, INDEX_HEADER + body, durable=False)
        except OSError as exc:
            # Whatever change came before this is already on disk and in the history log:
            # "nothing was changed" would be false here.
            why = "the disk is full" if exc.errno == errno.ENOSPC else (exc.strerror or exc)
            self._resync = True  # MEMORY.md is behind the files: do not trust its lines
            raise StoreError(
                f"Could not rewrite {self.index_path} ({why}); the memory files are saved "
                "and unharmed, and the index is rebuilt from them at the next write or by "
                "`memdir doctor --fix`.") from exc
        self._index_written()

    def _append_line(self, file: str) -> bool:
        """Append one line to MEMORY.md; False (and nothing trusted) if that failed."""
        name, description = self._lines[file]
        self._index_exact = False
        try:
            if self._stat_sig() != self._index_sig:
                return False  # changed under us since we wrote it: rewrite it whole
            flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(self.index_path, flags)
            with os.fdopen(fd, "ab") as fh:
                fh.write((_index_line(name, file, description) + "\n").encode("utf-8"))
        except OSError:
            return False  # a torn line does not parse: the rewrite that follows replaces it
        self._index_written()
        return True

    def _stat_sig(self) -> tuple[int, int, int, int] | None:
        try:
            ist = os.stat(self.index_path)
        except OSError:
            return None
        return (ist.st_ino, ist.st_mtime_ns, ist.st_size, ist.st_ctime_ns)

    def _index_written(self) -> None:
        """Note MEMORY.md's new state as this process's own (see `_sync_from_disk`)."""
        self._index_sig = self._stat_sig()
        self._dir_mtime = os.stat(self.root).st_mtime_ns
        self._sig_settled = False
        self._own_state = self._lock is not None and self._lock.is_locked
        self._index_exact = self._index_sig is not None

    @contextlib.contextmanager
    def bulk(self) -> Iterator[FileStore]:
        """Many writes under one lock, with MEMORY.md written once at the end (imports).

        Each write is still atomic and in the history log; only the derived index waits.
        """
        with self._locked():
            if not self._bulk_depth and not self.index_path.exists():
                # Without an index file to compare with, every write would re-read the folder.
                self._sync_from_disk(force=True)
                self._write_index()
            self._bulk_depth += 1
            try:
                yield self
            finally:
                self._bulk_depth -= 1
                if not self._bulk_depth and self._index_dirty:
                    self._index_dirty = False
                    self._write_index()

    def rebuild_index(self) -> None:
        """Rewrite MEMORY.md from the files alone."""
        with self._locked():
            self._sync_from_disk(force=True)
            self._write_index()

    # ----------------------------------------------------------------- history
    @property
    def history_path(self) -> Path:
        return self._history.path

    def _log(self, op: Op, name: str, file: str, before: str | bytes | None,
             after: str | None, actor: str, new_file: str | None = None) -> int:
        return self._history.append(op, name, file, before, after, actor, new_file)

    @contextlib.contextmanager
    def _logged(self, op: Op, name: str, file: str, before: str | bytes | None,
                after: str | None, actor: str, new_file: str | None = None) -> Iterator[None]:
        """Log a change before making it; if making it fails, the log does not claim it.

        An interrupt (Ctrl-C, the hook watchdog) can land after the record file was
        already replaced or removed: the entry is then kept, since it holds the only copy
        of the previous version. It is taken back only while the file still holds exactly
        what it held before the change.
        """
        size = self._log(op, name, file, before, after, actor, new_file)
        try:
            yield
        except BaseException:
            before_bytes = before.encode("utf-8") if isinstance(before, str) else before
            target = new_file or file
            unchanged = self._raw_bytes(file) == before_bytes and (
                target == file or not os.path.lexists(self.root / target))
            if unchanged:
                self._history.truncate(size)
            raise

    def history(self, name: str | None = None) -> list[HistoryEntry]:
        """Changes in order, oldest first; with a name, only that record's (by identity,
        including a rename to or from that name)."""
        return self._history.entries(name)

    # ----------------------------------------------------------------- writing
    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult:
        """Create the record, or replace the record that has the same name.

        Args:
            record: the new content; ``created`` is kept from the record it replaces.
            expected_hash: the ``hash`` of the version this write is based on. If the
                record changed since (another writer), the write is refused. Pass
                ``"absent"`` to require that no record of this name exists.
            actor: who made the change (shown by ``memdir log``).

        Raises:
            InvalidNameError, InvalidRecordError: the record may not be written.
            ConflictError: ``expected_hash`` does not match the current content.
            StoreError: the disk refused the write; nothing was changed.
        """
        record.validate()
        with self._locked():
            file = self._file_of(record.name)
            old = self._read_file(file) if file else None
            self._check_expected(record.name, old, expected_hash)
            stamp = now_iso()
            new = record.evolve(
                created=(old.created if old and old.created else record.created or stamp),
                updated=stamp if old is not None or not record.updated else record.updated,
            )
            if old is not None and _same_content(old, new):
                return WriteResult("unchanged", old, old)
            file = file or self._free_file(record.name)
            text = new.to_text()
            _check_size(new.name, text)
            with self._logged("update" if old else "create", new.name, file,
                              self._raw_bytes(file) if old else None, text, actor):
                self._write_record(file, text)
            line = self._lines.get(file)
            self._put_line(file, new.name, new.description)
            if line is None:
                self._write_index(appended=file)
            elif line != (new.name, new.description) or not self._index_exact:
                self._write_index()
            else:  # the line MEMORY.md already has is still right
                self._index_written()
            stored = self._read_file(file) or new
            return WriteResult("updated" if old else "created", stored, old)

    def _check_expected(self, name: str, old: Record | None, expected: str | None) -> None:
        if expected is None:
            return
        if expected == "absent":
            if old is not None:
                raise ConflictError(f"A memory named {old.name!r} already exists.")
            return
        if old is None or old.hash != expected:
            raise ConflictError(
                f"Memory {name!r} was changed by another writer since it was read; "
                "read it again and retry."
            )

    def _raw_bytes(self, file: str) -> bytes | None:
        try:
            fd = os.open(self.root / file, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            with os.fdopen(fd, "rb") as fh:
                return fh.read()
        except OSError:  # gone, or a symbolic link: never read through one
            return None

    def _write_record(self, file: str, text: str | bytes) -> None:
        _check_size(file[:-3], text)
        path = self.root / file
        if path.is_symlink():
            raise StoreError(f"{path} is a symbolic link; memdir does not write through links.")
        if path.resolve().parent != self.root.resolve():
            raise StoreError(f"{path} is outside the store {self.root}.")
        try:
            atomic_write(path, text)
        except OSError as exc:
            raise storage_error(exc, f"write {path}") from exc

    def delete(self, name: str, *, expected_hash: str | None = None, actor: str = "",
               tombstone: bool = False) -> Record:
        """Delete a record (its content stays in the history log) and return it.

        ``tombstone``: removed by consolidation rather than by a person; listed by
        `tombstones` until `restore` or `undo` brings it back.

        Raises:
            NotFoundError: there is no such record.
            ConflictError: ``expected_hash`` does not match the current content.
        """
        validate_name(name)
        with self._locked():
            file = self._file_of(name)
            old = self._read_file(file) if file else None
            if old is None or file is None:
                raise NotFoundError(name, str(self.root))
            self._check_expected(name, old, expected_hash)
            try:
                with self._logged("tombstone" if tombstone else "delete", old.name, file,
                                  self._raw_bytes(file), None, actor), \
                        contextlib.suppress(FileNotFoundError):
                    os.unlink(self.root / file)
            except OSError as exc:
                raise storage_error(exc, f"delete {self.root / file}") from exc
            fsync_dir(self.root)
            self._drop_line(file)
            self._write_index()
            return old

    def purge(self, name: str) -> int:
        """Remove a record and erase its text from the history log and the search index:
        for a secret stored by mistake. Unlike `delete`, nothing can bring it back.
        Returns how many history entries were erased.

        Raises:
            NotFoundError: neither the store nor its history has that name.
        """
        validate_name(name)
        with self._locked():
            file = self._file_of(name)
            if file is not None:
                try:
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.root / file)
                except OSError as exc:
                    raise storage_error(exc, f"delete {self.root / file}") from exc
                fsync_dir(self.root)
                self._drop_line(file)
                self._write_index()
            erased = self._history.purge(name)
            self.close()  # an open connection would keep the deleted rows readable
            if file is None and not erased:
                raise NotFoundError(name, "the store or its history")
            # The search index is derived and holds the text too (SQLite keeps deleted rows
            # in free pages): it goes, and the next search rebuilds it from the files.
            for suffix in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.cache_dir / f"index.sqlite{suffix}")
            return erased

    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record:
        """Give a record a new name (and file). Refused if the new name is taken.

        Raises:
            ConflictError: ``expected_hash`` does not match the current content (a rename
                that started from a read must not carry another writer's newer text away).
        """
        new_name = validate_name(new_name)
        with self._locked():
            old = self.get(old_name)
            assert old.file is not None
            self._check_expected(old_name, old, expected_hash)
            same = name_key(new_name) == old.key
            if not same and self._file_of(new_name) is not None:
                raise ConflictError(f"A memory named {new_name!r} already exists.")
            new = old.evolve(name=new_name, updated=now_iso(), file=None)
            new_file = old.file if same else self._free_file(new_name)
            text = new.to_text()
            with self._logged("rename", old.name, old.file, self._raw_bytes(old.file), text, actor,
                              new_file=new_file):
                self._write_record(new_file, text)
            if new_file != old.file:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.root / old.file)
                self._drop_line(old.file)
            self._put_line(new_file, new.name, new.description)
            self._write_index()
            return self._read_file(new_file) or new

    def restore(self, name: str, version: int | None = None, *, actor: str = "") -> Record:
        """Bring back a version of a record from the history log.

        Args:
            name: the record's name (it may be deleted now).
            version: the version number shown by ``memdir log NAME``; the content *after*
                that change is restored (for a deletion, the content before it). Default:
                the content before the latest change, i.e. undo it.

        Raises:
            NotFoundError: the log has nothing to restore for that name/version.
        """
        entries = self.history(name)
        chosen: HistoryEntry | None = None
        renamed_away: HistoryEntry | None = None
        text = None
        if version is None:
            current = self.find(name)
            now = self._raw_bytes(current.file) if current and current.file else None
            for e in reversed(entries):
                if current is None and e.op == "rename" and e.before is not None \
                        and name_key(e.name) == name_key(name):
                    # Renamed away from this name: bring back the record as it was under
                    # it, not the renamed one (which restoring would leave unchanged).
                    text, renamed_away = e.before, e
                elif current is None:  # gone (deleted by us or by hand): latest known content
                    text = e.after if e.after is not None else e.before
                elif e.before is not None and (
                        e.before_bytes or e.before.encode("utf-8")) != now:
                    text = e.before  # present: undo the latest change
                if text is not None:
                    chosen = e
                    break
        else:
            match = [e for e in entries if e.version == version]
            if not match:
                raise NotFoundError(f"{name} (version {version})", "the history log")
            chosen = match[0]
            text = chosen.after if chosen.after is not None else chosen.before
        if chosen is None or text is None:
            raise NotFoundError(name, "the history log")
        if chosen.foreign:
            # A log committed to a cloned repository could plant "earlier versions".
            raise StoreError(
                f"Version {chosen.version} of {name!r} was not written by this user on this "
                "machine (the history log came with the folder, e.g. a cloned repository), "
                "so memdir does not restore it.")
        # The exact bytes when the earlier content was not UTF-8, else the text.
        data = (chosen.before_bytes if text is chosen.before and chosen.before_bytes
                else text.encode("utf-8"))
        rec = parse_record(text, None)
        # A restore is a write: the version may hold a secret stored before the scan
        # caught it (or planted in a log), and it must not come back.
        from ..secrets import refuse_secrets  # imported late: a read never scans

        refuse_secrets(rec, prefix=f"Version {chosen.version} of {name!r} is not restored: ")
        with self._locked():
            file = self._file_of(rec.name)
            # Content from before a rename: the record now holding `name` is the same
            # one, and goes back to its old name (its content stays in the history).
            holder = self.find(name) if name_key(name) != rec.key else None
            if renamed_away is not None and isinstance(renamed_away.after, str):
                # Undoing a rename: the renamed record goes, but only while it is exactly
                # what the rename wrote; changed since (a correction), it is kept.
                moved = self.find(parse_record(renamed_away.after).name)
                if moved is not None and moved.file and self._raw_bytes(moved.file) == \
                        renamed_away.after.encode("utf-8"):
                    holder = moved
            if holder is not None and file is not None:
                raise ConflictError(
                    f"Restoring {name!r} brings back its earlier name {rec.name!r}, which "
                    "another memory holds now; rename or remove that one first.")
            current = self._raw_bytes(file) if file else None
            file = file or self._free_file(validate_name(rec.name))
            if current == data and holder is None:
                return self._read_file(file) or rec
            with self._logged("restore", rec.name, file, current, text, actor):
                self._write_record(file, data)
            self._put_line(file, rec.name, rec.description)
            if holder is not None and holder.file:
                with self._logged("delete", holder.name, holder.file,
                                  self._raw_bytes(holder.file), None, actor):
                    os.unlink(self.root / holder.file)
                self._drop_line(holder.file)
            self._write_index()
            return self._read_file(file) or rec

    # ----------------------------------------------------------------- batches
    @contextlib.contextmanager
    def batch(self, actor: str = "") -> Iterator[FileStore]:
        """Apply many changes all-or-nothing (used by consolidation).

        Every record file is snapshotted into ``.journal/`` first. If the block raises, or
        the process dies before the block ends, the snapshot is put back (at once, or at
        the next open of the store).
        """
        with self._locked():
            journal = self.root / JOURNAL_DIR
            if os.path.lexists(journal):
                self._recover_journal()
            tmp = self.root / (JOURNAL_DIR + ".tmp")
            shutil.rmtree(tmp, ignore_errors=True)
            try:
                os.mkdir(tmp, 0o700 if is_private(self.root) else 0o777)
                owner = {"machine": machine_id(), "uid": user_id(), "pid": os.getpid(),
                         "created": now_iso()}
                atomic_write(tmp / JOURNAL_OWNER, json.dumps(owner))
                for f in self._record_files():
                    if _is_regular(self.root / f):  # not links, folders or pipes
                        shutil.copy2(self.root / f, tmp / f)
                if _is_regular(self.index_path):  # so a rollback puts back its line order too
                    shutil.copy2(self.index_path, tmp / INDEX_FILE)
                fsync_dir(tmp)
                os.replace(tmp, journal)  # the journal exists whole or not at all
                fsync_dir(self.root)
            except OSError as exc:
                shutil.rmtree(tmp, ignore_errors=True)
                raise storage_error(exc, "snapshot the store before a batch") from exc
            try:
                yield self
            except BaseException:
                try:
                    self._recover_journal()
                except OSError as exc:
                    # The rollback itself failed (the disk is still full): the journal stays
                    # and is replayed at the next open, so nothing is lost.
                    why = "the disk is full" if exc.errno == errno.ENOSPC else (
                        exc.strerror or str(exc))
                    raise StoreError(
                        f"The batch failed and could not be rolled back yet ({why}); its "
                        f"snapshot in {journal} is put back when the store is next opened."
                    ) from exc
                raise
            try:
                self._drop_journal()
            except OSError as exc:  # the journal stays: the next open rolls the batch back
                raise storage_error(exc, f"finish the batch (remove {journal})") from exc

    def _drop_journal(self) -> None:
        """Retire the journal in one rename, then delete it. Deleting it in place could be
        cut short by a kill, and a journal missing some files would, at the next open, put
        back only those and delete the rest as if the batch had created them."""
        journal, tmp = self.root / JOURNAL_DIR, self.root / (JOURNAL_DIR + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        os.replace(journal, tmp)
        fsync_dir(self.root)
        shutil.rmtree(tmp, ignore_errors=True)

    def _recover_journal(self) -> None:
        """Put back the snapshot of an interrupted batch."""
        journal = self.root / JOURNAL_DIR
        if journal.is_symlink() or not journal.is_dir():
            # Not made by batch(): restoring it would import files from wherever it points.
            with contextlib.suppress(OSError):
                journal.unlink()
            return
        if not _own_journal(journal):
            # Committed to a repository, or left by another user: replaying it would put
            # that snapshot over this user's records. Every change a batch makes is in the
            # history log with the content before it, so dropping it loses nothing.
            shutil.rmtree(journal, ignore_errors=True)
            return
        snap = {f for f in os.listdir(journal) if _is_record_file_name(f)
                and _is_regular(journal / f)}
        for f in self._record_files():
            # Only regular files were snapshotted; a link or folder is not the batch's doing
            # (and a link must not be read into the history log).
            if f not in snap and _is_regular(self.root / f):
                before = self._raw_bytes(f)
                self._log("delete", f[:-3], f, before, None, "rollback")
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.root / f)
        for f in sorted(snap):
            # Bytes, not text: a CRLF or non-UTF-8 file the batch never touched must not be
            # rewritten (decoding would turn "\r\n" into "\n" and bad bytes into U+FFFD).
            data = (journal / f).read_bytes()
            current = self._raw_bytes(f)
            if current != data:
                text = data.decode("utf-8", errors="replace")
                self._log("restore", parse_record(text, f).name, f,
                          current,
                          text, "rollback")
                atomic_write(self.root / f, data)
        if _is_regular(journal / INDEX_FILE):
            atomic_write(self.index_path, (journal / INDEX_FILE).read_bytes(), durable=False)
        self._drop_journal()
        self._parsed.clear()
        self._sync_from_disk(force=True)
        self._write_index()

    # ----------------------------------------------------------------- doctor
    def check(self) -> list[Problem]:
        """Everything wrong with the store, without changing it."""
        problems: list[Problem] = []
        if os.path.islink(self.root):
            return [Problem("symlink", self.root.name, "the store folder is a symbolic link; "
                            "memdir neither reads nor writes through it", False)]
        if os.path.lexists(self.root) and not self.root.is_dir():
            # Not "clean": nothing can be stored there, and every write would fail.
            return [Problem("not-a-folder", self.root.name, f"{self.root} is a file, not a "
                            "folder, so no memory can be kept there; move it away", False)]
        if not self.root.is_dir():
            return problems
        problems += self._link_problems()
        records: list[Record] = []
        for f in sorted(os.listdir(self.root)):
            path = self.root / f
            if f.endswith(".tmp"):
                problems.append(Problem("temp-file", f, "left by an interrupted write"))
                continue
            if not f.lower().endswith(".md") or f.startswith("."):
                continue
            if f.casefold() == INDEX_FILE.casefold():
                if f != INDEX_FILE:
                    problems.append(Problem("index-case", f, f"should be named {INDEX_FILE}"))
                continue
            if path.is_symlink():
                problems.append(Problem("symlink", f, "symbolic links are ignored", False))
                continue
            rec = self._read_file(f)
            if rec is None:
                continue
            records.append(rec)
            if _too_large(path):
                # Never "repaired": a rewrite from what could be read would be a stub.
                problems.append(Problem(
                    "too-large", f, f"larger than {MAX_RECORD_BYTES} bytes, so it is not "
                    "read; shorten or split it by hand", False))
                continue
            for p in rec.problems:
                problems.append(Problem("broken-frontmatter", f, p))
            problems += _future_dates(f, rec)
        problems += self._collisions(records)
        if _index_entries(records) != self._lines_from_disk() or not self.index_path.exists():
            problems.append(Problem("stale-index", INDEX_FILE, "does not match the files"))
        journal = self.root / JOURNAL_DIR
        if journal.is_dir() and not journal.is_symlink():
            problems.append(Problem("journal", JOURNAL_DIR, "an interrupted batch" if
                                    _own_journal(journal) else "a batch journal another "
                                    "user or machine left; it is removed, not replayed"))
        return problems

    def _link_problems(self) -> list[Problem]:
        out = []
        for rel in _FIXED_PATHS:
            if os.path.islink(self.root / rel):
                cache = rel.startswith(CACHE_DIR)
                out.append(Problem("symlink", rel, "a symbolic link where memdir keeps its "
                                   "own file; it is never followed" + (
                                       " (--fix removes the link)" if cache else ""), cache))
        return out

    def _collisions(self, records: list[Record]) -> list[Problem]:
        """Files holding the same name (case/NFC-insensitive) as a newer file: the newest
        one (by ``updated``, then modification time) is kept, the others reported."""
        groups: dict[str, list[Record]] = {}
        for rec in records:
            groups.setdefault(rec.key, []).append(rec)

        def age(rec: Record) -> tuple[str, int]:
            try:
                mtime = os.lstat(self.root / (rec.file or "")).st_mtime_ns
            except OSError:
                mtime = 0
            return (ranking_time(rec), mtime)

        out = []
        for group in groups.values():
            if len(group) < 2:
                continue
            keep = max(group, key=age)
            out += [Problem("case-collision", r.file or "",
                            f"same name as the newer {keep.file} ({r.name!r})")
                    for r in group if r is not keep]
        return sorted(out, key=lambda p: p.file)

    def fix(self) -> list[Problem]:
        """Repair what `check` finds: remove temp files, rewrite broken frontmatter as a
        valid record (the original stays in history), merge case collisions (the older
        file's content stays in history), rebuild the index. Returns what was fixed."""
        fixed = []
        repaired_files: set[str] = set()
        if os.path.islink(self.root) or (os.path.lexists(self.root)
                                         and not self.root.is_dir()):
            return fixed  # nothing here is ours to repair; check() reports it
        with self._locked():
            if (self.root / JOURNAL_DIR).exists():
                self._recover_journal()
            for p in self.check():
                if not p.fixable:
                    continue
                path = self.root / p.file
                if p.kind == "symlink":  # only the cache's (fixable): derived data
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(path)
                elif p.kind == "temp-file":
                    if path.is_dir() and not path.is_symlink():  # an interrupted snapshot
                        shutil.rmtree(path, ignore_errors=True)
                    with contextlib.suppress(FileNotFoundError, IsADirectoryError):
                        os.unlink(path)
                elif p.kind == "broken-frontmatter":
                    rec = self._read_file(p.file)
                    if rec is None:
                        continue
                    if p.file in repaired_files:  # several problems, one rewrite
                        fixed.append(p)
                        continue
                    repaired_files.add(p.file)
                    repaired = rec.evolve(description=rec.description or rec.name,
                                          file=None, extra=rec.extra)
                    try:
                        validate_name(repaired.name)
                    except InvalidNameError:
                        repaired = repaired.evolve(name=p.file[:-3])
                    self._log("update", repaired.name, p.file, self._raw_bytes(p.file),
                              repaired.to_text(), "doctor")
                    self._write_record(p.file, repaired.to_text())
                elif p.kind == "case-collision":
                    rec = self._read_file(p.file)
                    name = rec.name if rec else p.file[:-3]
                    self._log("delete", name, p.file, self._raw_bytes(p.file), None, "doctor")
                    os.unlink(path)
                elif p.kind == "index-case":
                    self._rescue_index_case(p.file)
                fixed.append(p)
            self._parsed.clear()
            self._sync_from_disk(force=True)
            self._write_index()
        return fixed


    def _rescue_index_case(self, file: str) -> None:
        """``memory.md`` next to (or instead of) MEMORY.md. The teaching code wrote a record
        named "Memory" there, so it may be a record: move it to a name of its own (with
        history) instead of letting the index overwrite it."""
        raw = self._raw_bytes(file)
        text = None if raw is None else raw.decode("utf-8", errors="replace")
        if text is None or not text.lstrip("\ufeff").startswith(FENCE):
            os.replace(self.root / file, self.index_path)  # an index in the wrong case
            return
        rec = parse_record(text, file)
        new_file = self._free_file(file[:-3] + "-record")
        new = rec.evolve(name=new_file[:-3], description=rec.description or rec.name,
                         file=None)
        new_text = new.to_text()
        self._log("rename", rec.name, file, raw, new_text, "doctor", new_file=new_file)
        self._write_record(new_file, new_text)
        os.unlink(self.root / file)


def _own_journal(journal: Path) -> bool:
    """Whether this user made the journal on this machine (`batch` records both)."""
    try:
        fd = os.open(journal / JOURNAL_OWNER, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as fh:
            owner = json.loads(fh.read(10_000))
    except (OSError, ValueError):
        return False
    return (isinstance(owner, dict) and owner.get("machine") == machine_id()
            and owner.get("uid") == user_id())


def _check_size(name: str, text: str | bytes) -> None:
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_RECORD_BYTES:
        raise InvalidRecordError(
            f"Memory {name!r} would be {size:,} bytes, larger than the {MAX_RECORD_BYTES:,} "
            "a store reads back; keep a memory short and link to the long text instead.")


def _too_large(path: Path) -> bool:
    try:
        return os.lstat(path).st_size > MAX_RECORD_BYTES
    except OSError:
        return False


def _index_entries(records: list[Record]) -> dict[str, tuple[str, str]]:
    """What MEMORY.md should say about these records, as `_lines_from_disk` reads it back
    (descriptions flattened), so a multi-line description does not look stale forever."""
    out = {}
    for r in records:
        parsed = _index_entry(r.name, r.file or "", r.description)
        if parsed:
            out[parsed[1]] = (parsed[0], parsed[2])
    return out


# A store writes and lists the same records again and again: each MEMORY.md line is
# rendered (which costs a Record) and read back once, not on every write or listing.
@functools.lru_cache(maxsize=1 << 17)
def _index_line(name: str, file: str, description: str) -> str:
    return Record(name=name, description=description, type="project",
                  file=file or None).index_line()


@functools.lru_cache(maxsize=1 << 17)
def _index_entry(name: str, file: str, description: str) -> tuple[str, str, str] | None:
    return parse_index_line(_index_line(name, file, description))


def _same_content(a: Record, b: Record) -> bool:
    keys = ("name", "description", "type", "body", "source", "supersedes", "origin")
    return all(getattr(a, k) == getattr(b, k) for k in keys) and a.extra == b.extra


__all__ = ["MAX_RECORD_BYTES", "FileStore", "HistoryEntry", "Problem", "WriteResult",
           "atomic_write"]
