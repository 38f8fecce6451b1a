"""The search index's SQLite database: schema, migrations, and whether to trust a file.

The database is a cache a repository can commit, so it is untrusted input: it is opened
with ``trusted_schema`` off and used only if its schema is exactly what the migrations make
(no trigger, view or unknown table) and it records this user on this machine as its maker
(`check_trusted`). The schema is versioned with ``PRAGMA user_version`` and an ordered list
of migrations; changing the tokenizer needs a new migration that drops and recreates the
tables. A database written by a newer memdir is left alone (`NewerIndex`).

The same rules serve every derived database of a folder: a `Schema` is its migrations and
a query that reads what they made (the search index's is `SEARCH`; the inbox's summary,
`memdir.store.files.inbox_index`, has its own).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat as stat_mod
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

from memdir.foundation.atomic import make_dir, new_file_mode
from memdir.foundation.errors import NewerIndex, StoreError, Untrusted
from memdir.foundation.record import name_key
from memdir.store.origin import owner_tag

BUSY_MS = 5_000
T = TypeVar("T")


def is_corrupt(exc: sqlite3.DatabaseError) -> bool:
    # CORRUPT, NOTADB; a schema missing what its version promises is as good as corrupt.
    code = getattr(exc, "sqlite_errorcode", 0) or 0
    return (code & 0xFF) in (11, 26) or str(exc).startswith(("no such table", "malformed"))


def is_full(exc: sqlite3.DatabaseError, path: Path | None = None) -> bool:
    """Whether the database could not be written for want of room on the disk: SQLite's
    FULL (the system said ENOSPC), or a write's I/O error for which a small write beside
    ``path`` is refused for space too (EDQUOT, the user's quota, which SQLite reports as
    an I/O error). No other I/O error is (a failing disk, a file size limit, a journal
    that cannot be read): nothing is dropped for one."""
    code = getattr(exc, "sqlite_errorcode", 0) or 0
    if code & 0xFF == 13:  # SQLITE_FULL
        return True
    return code == 778 and path is not None and no_room(path)  # SQLITE_IOERR_WRITE


def is_io_error(exc: sqlite3.DatabaseError) -> bool:
    return ((getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF) == 10  # SQLITE_IOERR


def no_room(path: Path) -> bool:
    """Whether a small write beside ``path`` is refused for space (ENOSPC, EDQUOT)."""
    import errno

    probe = f"{path}.room-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except OSError as exc:
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    try:
        os.write(fd, bytes(16384))
        os.fsync(fd)
    except OSError as exc:
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(probe)
    return False


def is_busy(exc: sqlite3.DatabaseError) -> bool:
    return ((getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF) in (5, 6)  # BUSY, LOCKED


def remove_database(path: Path) -> None:
    """Delete a derived database and its journals (if one cannot go, reopening fails clearly)."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(OSError):
            os.unlink(f"{path}{suffix}")


def run_guarded(op: Callable[[], T], lock: threading.RLock, reset: Callable[[], None],
                unusable: Callable[[sqlite3.DatabaseError], str],
                in_memory: Callable[[], None] | None = None, path: Path | None = None) -> T:
    """Run op under lock; a corrupt database is reset (closed and removed) and op run once
    more; when the disk has no room for it (`is_full`, for the database at ``path``),
    ``in_memory`` moves the database into memory for this process (what it freed is the
    disk's again) and op runs once more. Any other I/O error is a StoreError saying so,
    the database left as it is (its vectors cost a model's time to make again); any other
    database error, or a second failure, is a StoreError saying `unusable(exc)`: a derived
    database is never worth more than the files it is made from."""
    for attempt in (1, 2):
        try:
            with lock:
                return op()
        except sqlite3.DatabaseError as exc:
            if attempt == 1 and is_corrupt(exc):
                reset()
                continue
            if attempt == 1 and in_memory is not None and is_full(exc, path):
                with lock:
                    in_memory()
                continue
            if is_io_error(exc) and path is not None:
                raise StoreError(
                    f"The system refused a read or write of {path} ({exc}: a failing "
                    "disk, a file size limit, a journal that cannot be read); nothing was "
                    "changed. Moving the file away is safe: memdir makes it again.") from exc
            raise StoreError(unusable(exc)) from exc
    raise AssertionError("unreachable")


# --------------------------------------------------------------------------- schema
def _create_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE records (
        id INTEGER PRIMARY KEY, file TEXT NOT NULL UNIQUE, mtime_ns INTEGER NOT NULL,
        size INTEGER NOT NULL, racy INTEGER NOT NULL, hash TEXT, name TEXT NOT NULL,
        description TEXT NOT NULL, type TEXT NOT NULL, updated_at REAL NOT NULL)""")
    db.execute("CREATE INDEX records_by_update ON records (updated_at DESC, name)")
    db.execute("CREATE VIRTUAL TABLE terms USING fts5(name, description, body, tokenize='ascii')")
    db.execute("CREATE VIRTUAL TABLE terms_df USING fts5vocab(terms, 'row')")
    db.execute("CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _retokenize_v2(db: sqlite3.Connection) -> None:
    # The tokenizer changed (CJK runs cut at script changes): terms indexed the old way
    # would not match the new query terms, so every record is indexed again.
    db.execute("DROP TABLE terms_df")
    db.execute("DROP TABLE terms")
    db.execute("DELETE FROM records")
    db.execute("DELETE FROM state WHERE key = 'scan'")
    db.execute("CREATE VIRTUAL TABLE terms USING fts5(name, description, body, tokenize='ascii')")
    db.execute("CREATE VIRTUAL TABLE terms_df USING fts5vocab(terms, 'row')")


def _vectors_v3(db: sqlite3.Connection) -> None:
    # Sentence vectors of the semantic ranker (memdir[semantic]), one per record and model;
    # a record's row is deleted whenever its content changes, so only those are embedded
    # again (see memdir.store.files.fused).
    db.execute("CREATE TABLE vectors (id INTEGER PRIMARY KEY, model TEXT NOT NULL,"
               " vec BLOB NOT NULL)")


def _vector_order_v4(db: sqlite3.Connection) -> None:
    # ``seq`` orders the vectors as they were stored (a counter kept in ``state``, never
    # reused), so a process holding every vector in memory reads only those stored since it
    # last looked; the index answers "how many vectors of this model, up to which seq"
    # without reading the vectors themselves. Vectors stored before keep seq 0.
    db.execute("ALTER TABLE vectors ADD COLUMN seq INTEGER NOT NULL DEFAULT 0")
    db.execute("CREATE INDEX vectors_by_model ON vectors (model, seq)")


def _name_keys_v5(db: sqlite3.Connection) -> None:
    # Each record's name key (`memdir.foundation.record.name_key` of its name), indexed, so
    # finding the
    # file of a record a search ranked is one lookup: mapping every row's name took ~100 ms
    # of a fresh process at 100,000 records. The rows indexed before get theirs here.
    db.execute("ALTER TABLE records ADD COLUMN key TEXT NOT NULL DEFAULT ''")
    db.execute("CREATE INDEX records_by_key ON records (key, file)")
    db.executemany("UPDATE records SET key = ? WHERE id = ?",
                   [(name_key(name), rowid) for rowid, name in
                    db.execute("SELECT id, name FROM records").fetchall()])


def _validity_v6(db: sqlite3.Connection) -> None:
    # When each record holds (`memdir.foundation.validity`), as UTC instants (NULL: open),
    # so a search leaves out the records that do not hold now without reading them. Rows
    # indexed before hold none: no record had the fields then.
    db.execute("ALTER TABLE records ADD COLUMN valid_from TEXT")
    db.execute("ALTER TABLE records ADD COLUMN valid_to TEXT")
    # How many rows a search may have to leave out, counted without a scan of every row.
    db.execute("CREATE INDEX records_bounded ON records (valid_to, valid_from)"
               " WHERE valid_to IS NOT NULL OR valid_from IS NOT NULL")


# What `_retokenize_v7` puts before a row's hash: its terms are stale, its content not.
STALE_TERMS = "~"


def _retokenize_v7(db: sqlite3.Connection) -> None:
    # The tokenizer changed (numbers as digits, kanji and kana word forms as one word):
    # every file is read and its terms written again at the next sync (each row racy), and
    # its vectors are kept, since its content did not change (the hash marked, see
    # `memdir.store.files.index_files.put_file`).
    db.execute("UPDATE records SET racy = 1, hash = ? || coalesce(hash, '')", (STALE_TERMS,))
    db.execute("DELETE FROM state WHERE key = 'scan'")


def _retokenize_v8(db: sqlite3.Connection) -> None:
    # The stemmer no longer makes a short word another word ("one" was "on", "use" "us"):
    # every file's terms written again, as for `_retokenize_v7` (a hash it marked already,
    # the index being older still, is marked once).
    db.execute("UPDATE records SET racy = 1, hash = ? || coalesce(hash, '')"
               " WHERE hash IS NULL OR substr(hash, 1, 1) != ?", (STALE_TERMS, STALE_TERMS))
    db.execute("UPDATE records SET racy = 1")
    db.execute("DELETE FROM state WHERE key = 'scan'")


def _retokenize_v9(db: sqlite3.Connection) -> None:
    # An acronym's plural is its name again ("gpus" was itself, so "gpu" missed it): every
    # file's terms written again, as for `_retokenize_v8`.
    _retokenize_v8(db)


def _retokenize_v10(db: sqlite3.Connection) -> None:
    # An irregular verb's past or participle is its verb ("bought" was itself, so "buy"
    # missed it): every file's terms written again, as for `_retokenize_v8`.
    _retokenize_v8(db)


def _retokenize_v11(db: sqlite3.Connection) -> None:
    # A past that is often a noun, an adjective or a name is itself again ("fed" was
    # "feed", so "the Fed" found "Feed the cat"): every file's terms written again.
    _retokenize_v8(db)


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _create_v1, _retokenize_v2, _vectors_v3, _vector_order_v4, _name_keys_v5, _validity_v6,
    _retokenize_v7, _retokenize_v8, _retokenize_v9, _retokenize_v10, _retokenize_v11]



@dataclass(frozen=True)
class Schema:
    """A derived database's schema: its ordered migrations (each makes a ``state`` table
    or keeps the first one's, where the maker is recorded), and a query that reads what
    they made (it fails on a file that is not such a database)."""

    migrations: tuple[Callable[[sqlite3.Connection], None], ...]
    probe: str


SEARCH = Schema(tuple(MIGRATIONS), "SELECT count(*) FROM terms_df WHERE term = ''")

DB_SUFFIXES = ("", "-wal", "-shm", "-journal")


@cache
def _reference_schema(schema: Schema, version: int
                      ) -> frozenset[tuple[str, str, str, str | None]]:
    """Every object the first ``version`` migrations create, as ``sqlite_master`` lists
    them."""
    db = sqlite3.connect(":memory:")
    try:
        for migrate in schema.migrations[:version]:
            migrate(db)
        return frozenset(db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    finally:
        db.close()


def check_trusted(db: sqlite3.Connection, schema: Schema = SEARCH) -> None:
    """Raise Untrusted unless the database is empty, or is exactly memdir's schema and
    records this user on this machine as its maker.

    An exact match of the schema of its version refuses a trigger (which could re-insert a
    catalog entry whenever memdir writes), a view, or a table memdir does not know.
    """
    version = db.execute("PRAGMA user_version").fetchone()[0]
    found = frozenset(db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    if version > len(schema.migrations):
        return  # a newer memdir's: opened only to be left alone (see NewerIndex)
    if version == 0 and not found:
        return  # new, empty: ours to create
    # An older version's exact schema is trusted too, and migrated (`open_db`): what it
    # holds (the sentence vectors of every record, costly to compute again) is kept.
    if found != _reference_schema(schema, version):
        raise Untrusted
    row = db.execute("SELECT value FROM state WHERE key = 'owner'").fetchone()
    if row is None or row[0] != owner_tag():
        raise Untrusted


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def open_db(where: str, schema: Schema = SEARCH) -> sqlite3.Connection:
    """Open (and migrate) the database of ``schema`` at ``where``, a path or ":memory:".

    Raises:
        Untrusted: the file is not one this user made on this machine, or holds objects
            memdir does not make (the caller removes it).
        sqlite3.DatabaseError: corrupt, or busy for longer than ``BUSY_MS``.
    """
    db = sqlite3.connect(where, timeout=BUSY_MS / 1000, isolation_level=None,
                         check_same_thread=False)
    try:
        # A database file may come from a cloned repository: nothing its schema
        # declares (a view's or a trigger's functions) may run with our privileges.
        db.execute("PRAGMA trusted_schema = OFF")
        if where != ":memory:":
            check_trusted(db, schema)
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")  # derived data: durability is not needed
        latest = len(schema.migrations)
        if db.execute("PRAGMA user_version").fetchone()[0] != latest:
            with transaction(db):
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > latest:
                    raise NewerIndex
                for migrate in schema.migrations[version:]:
                    migrate(db)
                db.execute(f"PRAGMA user_version = {latest}")
                db.execute("INSERT OR REPLACE INTO state VALUES ('owner', ?)",
                           (owner_tag(),))
        db.execute(schema.probe).fetchone()
    except NewerIndex:
        db.close()
        return open_db(":memory:", schema)
    except BaseException:
        db.close()
        raise
    return db


def open_cache(where: Callable[[], str], remove_files: Callable[[], None],
               schema: Schema = SEARCH) -> sqlite3.Connection:
    """The derived database at ``where()`` (a path, or ":memory:"), opened: one this user
    did not make on this machine, or holding objects memdir never creates (a trigger, a
    view), is a cache, so it is removed (``remove_files``) and made again; where it cannot
    be removed, or the disk refuses to write there, it is kept in memory instead.

    Raises:
        sqlite3.OperationalError: busy for longer than ``BUSY_MS``, or corrupt (the caller
            removes it and tries again: `run_guarded`).
    """
    path = where()
    try:
        try:
            return open_db(path, schema)
        except Untrusted:
            remove_files()
            path = where()
            try:
                return open_db(path, schema)
            except Untrusted:
                return open_db(path := ":memory:", schema)
    except sqlite3.OperationalError as exc:
        if is_busy(exc) or is_corrupt(exc) or path == ":memory:":
            raise
        return open_db(":memory:", schema)


def database_file(path: Path, root: Path, cache_dir: Path,
                  remove_files: Callable[[], None]) -> str:
    """The database file to open for the store folder ``root``, or ":memory:" where a file
    cannot be used safely: a read-only store, or a link that would be followed (``.memory``,
    ``.cache``). ``remove_files`` removes the database and its companions."""
    folder = path.parent
    try:
        if os.path.islink(root) or os.path.islink(folder):
            return ":memory:"
        make_dir(folder)
        for suffix in DB_SUFFIXES:
            # A link planted in the cache (to another program's database, or dangling,
            # for SQLite to create) is removed, never opened; its target is untouched.
            name = f"{path}{suffix}"
            if os.path.islink(name) or (os.path.lexists(name)
                                        and not stat_mod.S_ISREG(os.lstat(name).st_mode)):
                os.unlink(name)
        with contextlib.suppress(FileNotFoundError):
            if hasattr(os, "getuid") and os.lstat(path).st_uid != os.getuid():
                remove_files()  # another user's: not ours to trust
                if os.path.lexists(path):
                    return ":memory:"
        ignore = folder / ".gitignore"
        # The cache stays out of git even in a hand-made .memory/ -- but only our own
        # cache folder: "*" in the folder of a path someone passed could hide a project.
        if folder == cache_dir and not os.path.lexists(ignore):
            # O_EXCL: a dangling link planted here is never followed to create a file.
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
            with os.fdopen(os.open(ignore, flags, new_file_mode(folder)), "w") as fh:
                fh.write("*\n")
        # Made here, not by SQLite, so that it (and its -wal and -shm files, which
        # SQLite gives the database's mode) is private in a private store.
        flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        os.close(os.open(path, flags, new_file_mode(folder)))
        return str(path)
    except OSError:
        return ":memory:"  # a read-only store can still be searched (slower: no cache)
