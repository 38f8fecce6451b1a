"""FileStore: the `.memory/` folder, one Markdown file per record, as the source of truth.

Layout::

    .memory/
      MEMORY.md            derived index, one line per record
      prefer-pytest.md     records
      .history/log.jsonl   every change with the content before and after it
      .journal/            snapshot of a batch in progress (consolidation); see below
      .cache/              derived (search index)
      .inbox/              proposals waiting for review, and decided ones (`reviewed`)
      .sessions/           visitors' session notes (`sessions`)
      .published/          the versions a public agent serves (`published`)
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

The parts, each its own module: `locked` (the folder: guarded, made, locked, and a
record file written in it), `writes` (records by name: upsert, delete, rename), `catalog`
(the MEMORY.md mirror), `upkeep` (batches and check/fix, over `journal` and `doctor`),
`versions` (history, restore, purge, the rows a migration copies), `reader` (reading
record files), `scan` (the folder's fixed names and its record files, shared with the
search index in `index`); `reviewed`, `sessions` and `published` keep the review state.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import time
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.atomic import atomic_write, fsync_dir, storage_error
from memdir.foundation.errors import (
    InvalidNameError,
    NotFoundError,
    StoreError,
)
from memdir.foundation.record import (
    INDEX_FILE,
    MAX_RECORD_BYTES,
    Record,
    name_key,
    validate_name,
)
from memdir.store.base import CatalogEntry, Hit, PublishedState, SessionNote, Tombstone, WriteResult
from memdir.store.files.catalog import INDEX_HEADER, Catalog, shown_description
from memdir.store.files.locked import LockedFolder
from memdir.store.files.published import PublishedVersions
from memdir.store.files.reader import RecordReader
from memdir.store.files.reviewed import Reviewed
from memdir.store.files.scan import (
    CACHE_DIR,
    HISTORY_DIR,
    JOURNAL_DIR,
    LOCK_FILE,
    fold,
    record_files,
)
from memdir.store.files.search import Search
from memdir.store.files.upkeep import Upkeep
from memdir.store.files.versions import Versions
from memdir.store.files.writes import RecordWrites
from memdir.store.history import HistoryEntry, HistoryLog, Op
from memdir.store.sessions import SessionNotesFolder
from memdir.store.visitors import VisitorLogFolder

if TYPE_CHECKING:
    from memdir.store.base import Store
    from memdir.store.files.doctor import Problem
    from memdir.store.files.index import SearchIndex
    from memdir.store.history_adoption import Adoptable


class FileStore:
    """A memory store in a folder. The only class that touches record files.

    Its parts are objects (see the module docstring); the ones that write records are
    given this store as a `memdir.store.files.core.Folder`, and it delegates to them.

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
        self._folder = LockedFolder(self.root, private=self.private,
                                    lock_timeout=lock_timeout, recover=self._recover_journal)
        self._history = HistoryLog(self.root / HISTORY_DIR / "log.jsonl")
        self._reader = RecordReader(self.root)
        self._catalog = Catalog(self.root, self._read_file, self._record_files,
                                lambda: self._folder.held)
        self._writes = RecordWrites(self)
        self._versions = Versions(self)
        self._reviewed = Reviewed(self)
        self._upkeep = Upkeep(self)
        self._search = Search(self)
        self._published = PublishedVersions(self.root, _version_store)
        self._notes = SessionNotesFolder(self.root, self._locked)
        self._visitors = VisitorLogFolder(self.root, self._locked)
        if os.path.lexists(self.root / JOURNAL_DIR):
            with self._locked():  # which puts back the interrupted batch
                pass

    # ----------------------------------------------------------------- basics
    def __repr__(self) -> str:
        return f"FileStore({str(self.root)!r}, scope={self.scope!r})"

    @property
    def folder(self) -> Path:
        """The project folder this store is kept in: the one holding its ``.memory/``."""
        return self.root.parent

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
        self._folder.make()

    def _locked(self) -> contextlib.AbstractContextManager[None]:
        """Hold the folder's write lock (re-entrant: a batch's writes take it again)."""
        return self._folder.locked()

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
        return self._reader.text(file)

    def _record_files(self) -> list[str]:
        self._folder.guard()
        return record_files(self.root)

    def _read_file(self, file: str, cache: bool = True) -> Record | None:
        """Parse one record file, or None if it is gone, a symlink, or not a regular file."""
        return self._reader.parse(file, cache)

    def text(self, name: str) -> str | None:
        """The record with this name as its file holds it (see `read_text`); None if none."""
        rec = self.find(name)
        return self.read_text(rec.file) if rec is not None and rec.file else None

    def list(self) -> list[Record]:
        """Every record, sorted by name. Re-syncs MEMORY.md if files changed by hand."""
        records = [r for f in self._record_files() if (r := self._read_file(f)) is not None]
        if not self._catalog.matches(records):
            with contextlib.suppress(StoreError), self._locked():
                self._sync_from_disk(force=True)
                self._write_index()
        return sorted(records, key=lambda r: (r.key, r.file or ""))

    def _file_of(self, name: str) -> str | None:
        """The file currently holding the record with this name (case/NFC-insensitive)."""
        key = name_key(name)
        self._sync_from_disk()
        file = self._catalog.file_of(key)
        if file is not None:
            rec = self._read_file(file)
            if rec is not None and rec.key == key:
                return file
        elif not self._catalog.takes(validate_name(name) + ".md"):
            return None  # no record holds the name, and no file takes its file name
        # MEMORY.md disagrees with the files (edited by hand, or stale): a write must never
        # land in another record's file, so ask the files themselves.
        self._sync_from_disk(force=True)
        return self._catalog.file_of(key)

    def _free_file(self, name: str) -> str:
        """A file for a new record that no entry of the folder takes, even on a
        case-insensitive file system (a file written by hand may hold another name)."""
        file = name + ".md"
        if not self._catalog.takes(file) and not os.path.lexists(self.root / file):
            return file  # the common case, without listing a folder of N files
        try:
            taken = {fold(n) for n in os.listdir(self.root)}
        except FileNotFoundError:
            taken = set()
        file, n = name + ".md", 2
        while fold(file) in taken:
            file, n = f"{name}-{n}.md", n + 1
        return file

    def find(self, name: str) -> Record | None:
        """The record with this name, or None."""
        try:
            validate_name(name)
        except InvalidNameError:
            return None
        # After a search, the index knows every file's name: no MEMORY.md parse, no listing.
        # What it says is checked against the file, and the catalog answers otherwise.
        indexed = self._indexed_file(name)
        if indexed is not None:
            rec = self._read_file(indexed)
            if rec is not None and rec.key == name_key(name):
                return rec
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

    # ----------------------------------------------------------------- MEMORY.md
    def _sync_from_disk(self, force: bool = False) -> None:
        self._folder.guard()
        self._catalog.sync(force)

    def _put_line(self, file: str, record: Record) -> None:
        self._catalog.put(file, record.name, shown_description(record))

    def _drop_line(self, file: str) -> None:
        self._catalog.drop(file)
        self._reader.forget(file)

    def _write_index(self, appended: str | None = None) -> None:
        self._catalog.write(appended)

    def _reread(self) -> None:
        """Files changed behind the mirror's back (a rollback, a repair): read them all."""
        self._reader.forget()
        self._sync_from_disk(force=True)
        self._write_index()

    @contextlib.contextmanager
    def bulk(self) -> Iterator[FileStore]:
        """Many writes under one lock, with MEMORY.md written once at the end (imports).

        Each write is still atomic and in the history log; only the derived index waits.
        """
        with self._locked():
            if not self._catalog.deferring and not self.index_path.exists():
                # Without an index file to compare with, every write would re-read the folder.
                self._sync_from_disk(force=True)
                self._write_index()
            with self._catalog.deferred():
                yield self

    def rebuild_index(self) -> None:
        """Rewrite MEMORY.md from the files alone."""
        with self._locked():
            self._sync_from_disk(force=True)
            self._write_index()

    def repair_marked_index(self) -> bool:
        """Rewrite MEMORY.md from the files if it holds git conflict markers (a merge made
        without memdir's driver); True if it did. Called when the search index sees the
        files changed, so the command after such a merge repairs it."""
        if not self._catalog.conflicted():
            return False
        with contextlib.suppress(StoreError), self._locked():
            self.rebuild_index()
            return True
        return False

    # ----------------------------------------------------------------- writing
    # Records by name (`writes.RecordWrites`); the files under them, here.
    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult:
        return self._writes.upsert(record, expected_hash=expected_hash, actor=actor)

    def delete(self, name: str, *, expected_hash: str | None = None, actor: str = "",
               tombstone: bool = False) -> Record:
        return self._writes.delete(name, expected_hash=expected_hash, actor=actor,
                                   tombstone=tombstone)

    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record:
        return self._writes.rename(old_name, new_name, expected_hash=expected_hash,
                                   actor=actor)

    def _raw_bytes(self, file: str) -> bytes | None:
        return self._reader.raw(file)

    def _write_record(self, file: str, text: str | bytes, *, stored: bool = False) -> None:
        self._folder.write(file, text, stored=stored)

    def _remove_file(self, file: str,
                     logged: contextlib.AbstractContextManager[Any] | None = None) -> None:
        """Unlink a record's file (inside ``logged``: its history entry) and drop its
        MEMORY.md line; a file already gone is no error."""
        try:
            with logged or contextlib.nullcontext(), contextlib.suppress(FileNotFoundError):
                os.unlink(self.root / file)
        except StoreError:
            raise  # the history log's own sentence (the file was not deleted)
        except OSError as exc:
            raise storage_error(exc, f"delete {self.root / file}") from exc
        fsync_dir(self.root)
        self._drop_line(file)
        self._write_index()

    # ----------------------------------------------------------------- the parts
    # Each concern is an object (see the module docstring); these say which one answers.

    # search (`search.Search`)
    def count(self, *, closed: bool = True) -> int:
        return self._search.count(closed=closed)

    def entries(self, limit: int | None = None,
                start: tuple[float, str] | None = None) -> builtins.list[CatalogEntry]:
        return self._search.entries(limit, start)

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None, as_of: str | None = None) -> builtins.list[Hit]:
        return self._search.search(query, limit, min_score=min_score, embedder=embedder,
                                   as_of=as_of)

    def sync_vectors(self, embedder: Any, budget: int | None = None) -> int:
        return self._search.sync_vectors(embedder, budget)

    def warm_densities(self, embedder: Any, limit: int) -> int:
        return self._search.warm_densities(embedder, limit)

    def close(self) -> None:
        self._search.close()
        self._reviewed.close()

    def look_again(self, files: Collection[str] | None = None) -> None:
        """The next operation looks at every file again, whether one was edited in place,
        as a fresh process's first operation does: a long-lived process answering for one
        (the resident process) calls it when a file may have changed. ``files``: the
        caller watches the folder (`watched`) and knows that only these changed: the next
        operation looks at those alone (after the first full look)."""
        self._search.look_again(files)

    def watched(self) -> None:
        """The caller watches the folder for changed files and calls `look_again` when one
        changed (the resident process: `memdir.foundation.watch`): the index then trusts
        its last full look until told, instead of looking again every ``recheck_seconds``
        (a stat of every file). Adding, removing or renaming a file is still seen at the
        next operation by the folder's own time."""
        self._search.watched()

    def leave_vectors(self) -> None:
        """The caller embeds the records that have no vector yet (`sync_vectors`) between
        searches (the resident process, after it answered): a fused search then ranks with
        the vectors stored and embeds none, so that a recall right after another process's
        write does not wait for that record's vector; the lexical ranker finds the record
        meanwhile, as it finds any record without a vector."""
        self._search.leave_vectors()

    def _indexed_file(self, name: str) -> str | None:
        return self._search._indexed_file(name)

    def _index(self) -> SearchIndex:
        return self._search._index()

    # versions (`versions.Versions`)
    @property
    def history_path(self) -> Path:
        return self._versions.history_path

    def history(self, name: str | None = None) -> builtins.list[HistoryEntry]:
        return self._versions.history(name)

    def restore(self, name: str, version: int | None = None, *, actor: str = "",
                check: Callable[[Record], None] | None = None,
                sign: Callable[[str], str] | None = None) -> Record:
        return self._versions.restore(name, version, actor=actor, check=check, sign=sign)

    def restorable(self, name: str, version: int | None = None) -> tuple[Record, int]:
        return self._versions.restorable(name, version)

    def purge(self, name: str) -> int:
        return self._versions.purge(name)

    def adoptable_history(self, names: Sequence[str] = (), version: int | None = None
                          ) -> builtins.list[Adoptable]:
        return self._versions.adoptable_history(names, version)

    def sign_adopted(self, shown: Collection[str]) -> int:
        return self._versions.sign_adopted(shown)

    def record_texts(self) -> builtins.list[tuple[str, str]]:
        return self._versions.record_texts()

    def append_history(self, entries: builtins.list[HistoryEntry]) -> None:
        self._versions.append_history(entries)

    def put_texts(self, texts: builtins.list[tuple[str, str]], *, actor: str) -> int:
        return self._versions.put_texts(texts, actor=actor)

    def _log(self, op: Op, name: str, file: str, before: str | bytes | None,
             after: str | None, actor: str, new_file: str | None = None) -> int:
        return self._versions._log(op, name, file, before, after, actor, new_file)

    def _logged(self, op: Op, name: str, file: str, before: str | bytes | None,
                after: str | None, actor: str,
                new_file: str | None = None) -> contextlib.AbstractContextManager[None]:
        return self._versions._logged(op, name, file, before, after, actor, new_file)

    # review (`reviewed.Reviewed`)
    @property
    def inbox_path(self) -> Path:
        return self._reviewed.inbox_path

    def written_here(self, record: Record) -> bool:
        return self._reviewed.written_here(record)

    def tombstones(self) -> builtins.list[Tombstone]:
        return self._reviewed.tombstones()

    def put_version(self, name: str, text: str | None, *, expected_hash: str | None,
                    actor: str = "") -> None:
        self._reviewed.put_version(name, text, expected_hash=expected_hash, actor=actor)

    def save_proposal(self, data: dict[str, Any], *, if_status: str | None = None) -> None:
        self._reviewed.save_proposal(data, if_status=if_status)

    def proposal(self, pid: str) -> dict[str, Any]:
        return self._reviewed.proposal(pid)

    def proposals(self) -> builtins.list[dict[str, Any]]:
        return self._reviewed.proposals()

    def proposal_page(self, status: str | None = "pending", *, limit: int | None = None,
                      after: tuple[str, str] | None = None, newest: bool = False,
                      session: str | None = None, actor: str | None = None,
                      dedupe: str | None = None
                      ) -> tuple[builtins.list[dict[str, Any]], int]:
        return self._reviewed.proposal_page(status, limit=limit, after=after, newest=newest,
                                            session=session, actor=actor, dedupe=dedupe)

    # batches and doctor (`upkeep.Upkeep`)
    def batch(self, actor: str = "") -> contextlib.AbstractContextManager[FileStore]:
        return self._upkeep.batch(actor)

    def check(self) -> builtins.list[Problem]:
        return self._upkeep.check()

    def fix(self) -> builtins.list[Problem]:
        return self._upkeep.fix()

    def _recover_journal(self) -> None:
        self._upkeep._recover_journal()

    # session notes (`memdir.store.sessions`)
    @property
    def clock(self) -> Callable[[], float]:
        return self._notes.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self._notes.clock = clock

    @clock.deleter
    def clock(self) -> None:  # back to the real time
        self._notes.clock = time.time

    def add_session_note(self, session: str, name: str, text: str, *,
                         ttl_seconds: float) -> None:
        self._notes.add_session_note(session, name, text, ttl_seconds=ttl_seconds)

    def session_notes(self, session: str) -> dict[str, str]:
        return self._notes.session_notes(session)

    def end_session_notes(self, session: str) -> int:
        return self._notes.end_session_notes(session)

    def expire_session_notes(self) -> int:
        return self._notes.expire_session_notes()

    def live_session_notes(self) -> builtins.list[SessionNote]:
        return self._notes.live_session_notes()

    def put_session_note(self, note: SessionNote) -> None:
        self._notes.put_session_note(note)

    # published versions (`published.PublishedVersions`)
    @property
    def published_path(self) -> Path:
        return self._published.published_path

    @property
    def published_marker(self) -> Path:
        return self._published.published_marker

    def published(self) -> PublishedState:
        return self._published.published()

    def published_store(self, number: int) -> Store:
        version = self._published.published_store(number)
        if isinstance(version, FileStore):  # its records keep the origin they have here
            version._reviewed.copied_from = self._reviewed
        return version

    def published_version(self, number: int) -> builtins.list[tuple[str, str]]:
        return self._published.published_version(number)

    def put_published_version(self, number: int,
                              texts: builtins.list[tuple[str, str]]) -> None:
        self._published.put_published_version(number, texts)

    def set_published_state(self, current: int, previous: tuple[int, ...]) -> None:
        self._published.set_published_state(current, previous)

    def drop_published_version(self, number: int) -> None:
        self._published.drop_published_version(number)

    # visitor logs (`memdir.store.visitors`)
    def add_visitor_entry(self, session: str, kind: str, entry: dict[str, Any], *,
                          keep_seconds: float | None = None) -> None:
        self._visitors.add_visitor_entry(session, kind, entry, keep_seconds=keep_seconds)

    def expire_visitor_entries(self, before: float) -> int:
        return self._visitors.expire_visitor_entries(before)

    def visitor_entries(self, kind: str, session: str | None = None
                        ) -> builtins.list[dict[str, Any]]:
        return self._visitors.visitor_entries(kind, session)

    def has_visitors(self) -> bool:
        return self._visitors.has_visitors()

    def foreign_state(self) -> dict[str, int]:
        """What of the public-agent state in this folder this user did not write on this
        machine (a cloned repository's, another user's, behind a link), by kind as
        `memdir.store.transfer.KINDS` names them: never served nor migrated."""
        return {"session notes": self._notes.foreign_sessions(),
                "published versions": self._published.foreign_versions(),
                "visitor logs": self._visitors.foreign_visitor_lines()}


def _version_store(folder: Path) -> FileStore:
    """The store of one published version: a folder of its own."""
    return FileStore(folder, scope="project")


def __getattr__(name: str) -> Any:
    if name == "Problem":  # `doctor`'s, imported on first use
        from memdir.store.files.doctor import Problem

        return Problem
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CACHE_DIR", "HISTORY_DIR", "INDEX_FILE", "INDEX_HEADER", "JOURNAL_DIR",
           "LOCK_FILE", "MAX_RECORD_BYTES", "FileStore", "HistoryEntry", "Problem",
           "WriteResult", "atomic_write"]
