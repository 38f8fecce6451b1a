"""PostgresStore: one tenant's memory in a PostgreSQL database shared by many.

For teams and fleets of agents: many processes on many machines share one memory with
the guarantees of the file store. A record is a row holding the record's whole text (the
same frontmatter + body a file holds, so moving between stores is exact); every change
appends the content before it to ``memdir_history`` in the same transaction, so nothing
is lost without a way back; a write is refused when the record changed since the hash the
writer read (optimistic concurrency), and a batch is one transaction.

Writes to one record are serialized by a transaction-scoped advisory lock on its tenant,
scope and key, so a "create if absent" cannot race another writer's create. The tenant is
set for each transaction (``set_config('memdir.tenant', ..., true)``), so one connection
pool can serve many tenants; row-level security (see `schema`) keeps each one's rows out
of every other's queries even if a query here forgot to say whose rows it wants.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ...errors import (
    ConflictError,
    InvalidNameError,
    MissingExtraError,
    NotFoundError,
    StoreError,
)
from ...record import (
    Record,
    name_key,
    now_iso,
    parse_record,
    timestamp,
    validate_name,
)
from ...secrets import refuse_secrets
from ..files import WriteResult, _check_size, _same_content
from ..history import HistoryEntry, _identity
from ..index import DEFAULT_MIN_SCORE, Entry, Hit, _iso
from . import schema
from .search import field_terms, search, tsvector_literal

MAX_TENANT_CHARS = 200
_pools: dict[str, Any] = {}
_migrated: set[str] = set()
_pools_lock = threading.Lock()


def _psycopg() -> Any:
    try:
        import psycopg
        import psycopg_pool
    except ImportError as exc:
        raise MissingExtraError("psycopg", "server") from exc
    return psycopg, psycopg_pool


def _shown(dsn: str) -> str:
    """The DSN without its password, for messages."""
    try:
        from psycopg.conninfo import conninfo_to_dict
        parts = conninfo_to_dict(dsn)
    except Exception:  # noqa: BLE001 - a DSN psycopg cannot read is shown as "the database"
        return "the PostgreSQL database"
    host = parts.get("host") or "localhost"
    return f"PostgreSQL database {parts.get('dbname', '')!s} on {host}"


def _pool(dsn: str, max_size: int) -> Any:
    """One pool per DSN in a process: stores of many tenants share its connections."""
    _, psycopg_pool = _psycopg()
    with _pools_lock:
        pool = _pools.get(dsn)
        if pool is None:
            # check: a connection the server dropped (a restart) is replaced, not handed out.
            pool = psycopg_pool.ConnectionPool(
                dsn, min_size=1, max_size=max_size, open=False, timeout=30,
                check=psycopg_pool.ConnectionPool.check_connection)
            pool.open(wait=False)
            _pools[dsn] = pool
        return pool


@atexit.register
def _close_pools() -> None:
    with _pools_lock:
        for pool in _pools.values():
            with contextlib.suppress(Exception):
                pool.close(timeout=1)
        _pools.clear()


def _text(value: str) -> str:
    # PostgreSQL text holds no NUL byte and no lone surrogate.
    return value.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")


class PostgresStore:
    """The records of one tenant (a project, a user's own store) in PostgreSQL.

    Args:
        dsn: a libpq connection string or URL (``postgresql://user@host/db``). The role
            must not be a superuser or have BYPASSRLS: tenants would not be isolated.
        tenant: whose records these are; rows of other tenants are invisible.
        scope: ``project`` or ``user``, as for a FileStore.
        max_connections: size of the process's pool for this DSN (shared by tenants).

    Raises:
        MissingExtraError: psycopg is not installed (``memdir[server]``).
        StoreError: the database cannot be reached, is newer than this memdir, or the
            role would bypass row-level security.
    """

    def __init__(self, dsn: str, *, tenant: str, scope: str = "project",
                 max_connections: int = 10) -> None:
        if not isinstance(tenant, str) or not tenant.strip() or "\x00" in tenant \
                or len(tenant) > MAX_TENANT_CHARS:
            raise StoreError(f"A tenant is a non-empty name of at most {MAX_TENANT_CHARS} "
                             f"characters, not {tenant!r}.")
        self.dsn, self.tenant, self.scope = dsn, tenant, scope
        self._psycopg, _ = _psycopg()
        self._local = threading.local()  # the connection of a batch in progress, per thread
        if dsn not in _migrated:
            self._prepare()
            _migrated.add(dsn)
        self._pool = _pool(dsn, max_connections)

    def __repr__(self) -> str:
        return f"PostgresStore({_shown(self.dsn)!r}, tenant={self.tenant!r}, " \
               f"scope={self.scope!r})"

    @property
    def where(self) -> str:
        return f"{_shown(self.dsn)}, tenant {self.tenant!r}"

    def close(self) -> None:
        """Nothing to release per store: connections belong to the process's pool."""

    # ----------------------------------------------------------------- connections
    def _prepare(self) -> None:
        # A connection of its own, not the pool's: an unreachable server is reported at
        # once, instead of after the pool's retries.
        try:
            conn = self._psycopg.connect(self.dsn, connect_timeout=10)
        except self._psycopg.OperationalError as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else "no answer"
            raise StoreError(f"{_shown(self.dsn)} cannot be reached ({first}).") from exc
        with conn:
            su, bypass = conn.execute(
                "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
            ).fetchone()
            if su or bypass:
                raise StoreError(
                    f"memdir connects to {_shown(self.dsn)} as a superuser or a role with "
                    "BYPASSRLS, which row-level security does not restrict: tenants would "
                    "see each other's memory. Connect as an ordinary role that owns the "
                    "memdir tables (see docs/server.md).")
            schema.migrate(conn)

    @contextlib.contextmanager
    def _connection(self) -> Iterator[Any]:
        try:
            with self._pool.connection() as conn:
                yield conn
        except self._psycopg.OperationalError as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else "no answer"
            raise StoreError(f"{_shown(self.dsn)} cannot be reached ({first}).") from exc
        except Exception as exc:  # the pool's timeout, when every connection fails
            if type(exc).__name__ == "PoolTimeout":
                raise StoreError(f"{_shown(self.dsn)} cannot be reached (no connection "
                                 "within 30 s).") from exc
            raise

    @contextlib.contextmanager
    def _tx(self) -> Iterator[Any]:
        """A transaction with this store's tenant set; inside a batch, a savepoint of the
        batch's transaction."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            with conn.transaction():
                yield conn
            return
        with self._connection() as conn, conn.transaction():
            conn.execute("SELECT set_config('memdir.tenant', %s, true)", (self.tenant,))
            yield conn

    def _lock(self, conn: Any, *keys: str) -> None:
        # Sorted: two writers locking the same pair of keys cannot deadlock.
        for key in sorted(set(keys)):
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))",
                         (f"{self.tenant}\x1f{self.scope}\x1f{key}",))

    # ----------------------------------------------------------------- reading
    def _read(self, conn: Any, key: str) -> Record | None:
        row = conn.execute("SELECT text, file FROM memdir_records WHERE scope = %s AND key = %s",
                           (self.scope, key)).fetchone()
        return parse_record(row[0], row[1]) if row else None

    def _text_of(self, conn: Any, key: str) -> str | None:
        row = conn.execute("SELECT text FROM memdir_records WHERE scope = %s AND key = %s",
                           (self.scope, key)).fetchone()
        return row[0] if row else None

    def list(self) -> list[Record]:
        """Every record, sorted by name key (in Python: the database's collation may
        order text otherwise)."""
        with self._tx() as conn:
            rows = conn.execute("SELECT key, text, file FROM memdir_records WHERE scope = %s",
                                (self.scope,)).fetchall()
        return [parse_record(text, file) for _, text, file in sorted(rows)]

    def find(self, name: str) -> Record | None:
        """The record with this name, or None."""
        try:
            validate_name(name)
        except InvalidNameError:
            return None
        with self._tx() as conn:
            return self._read(conn, name_key(name))

    def get(self, name: str) -> Record:
        """The record with this name.

        Raises:
            NotFoundError: there is none.
        """
        validate_name(name)
        rec = self.find(name)
        if rec is None:
            raise NotFoundError(name, self.where)
        return rec

    def count(self) -> int:
        with self._tx() as conn:
            return conn.execute("SELECT count(*) FROM memdir_records WHERE scope = %s",
                                (self.scope,)).fetchone()[0]

    def recent(self, limit: int) -> list[Entry]:
        """Catalog entries, most recently updated first."""
        if limit <= 0:
            return []
        with self._tx() as conn:
            rows = conn.execute(
                "SELECT name, file, description, type, updated_at FROM memdir_records"
                " WHERE scope = %s ORDER BY updated_at DESC, name LIMIT %s",
                (self.scope, limit)).fetchall()
        return [Entry(n, f, d, t, _iso(u)) for n, f, d, t, u in rows]

    def search(self, query: str, *, limit: int = 5, min_score: float | None = None
               ) -> list[Hit]:
        """Records relevant to a query, best first, scored as the file store scores them
        (see `memdir.store.postgres.search`)."""
        cut = DEFAULT_MIN_SCORE if min_score is None else min_score
        with self._tx() as conn:
            return search(conn, self.scope, query, limit, cut)

    # ----------------------------------------------------------------- writing
    def _free_file(self, conn: Any, name: str) -> str:
        taken = {r[0] for r in conn.execute(
            "SELECT lower(file) FROM memdir_records WHERE scope = %s AND lower(file) LIKE %s",
            (self.scope, name.lower().replace("\\", "\\\\").replace("%", "\\%")
             .replace("_", "\\_") + "%"))}
        file, n = name + ".md", 2
        while file.lower() in taken:
            file, n = f"{name}-{n}.md", n + 1
        return file

    def _put(self, conn: Any, text: str, file: str) -> Record:
        """Write a record's row (insert, or replace the row of the same key)."""
        text = _text(text)
        rec = parse_record(text, file)
        fields = field_terms(rec.name, rec.description, rec.body)
        when = timestamp(rec.updated) or timestamp(rec.created) or 0.0
        conn.execute(
            "INSERT INTO memdir_records (scope, key, name, file, text, hash, description, type,"
            " updated_at, name_terms, description_terms, body_terms, terms)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::tsvector)"
            " ON CONFLICT (tenant, scope, key) DO UPDATE SET name = excluded.name,"
            " file = excluded.file, text = excluded.text, hash = excluded.hash,"
            " description = excluded.description, type = excluded.type,"
            " updated_at = excluded.updated_at, name_terms = excluded.name_terms,"
            " description_terms = excluded.description_terms,"
            " body_terms = excluded.body_terms, terms = excluded.terms",
            (self.scope, rec.key, _text(rec.name), file, text, rec.hash,
             _text(rec.description), rec.type, when, *fields, tsvector_literal(fields)))
        return rec

    def _log(self, conn: Any, op: str, name: str, file: str, before: str | None,
             after: str | None, actor: str, new_file: str | None = None,
             new_key: str | None = None, before_bytes: bytes | None = None,
             at: str | None = None) -> None:
        conn.execute(
            "INSERT INTO memdir_history (scope, at, op, name, key, file, before, before_bytes,"
            " after, actor, new_file, new_key) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s,"
            " %s, %s)",
            (self.scope, at or now_iso(), op, _text(name), name_key(name), file,
             None if before is None else _text(before), before_bytes,
             None if after is None else _text(after), _text(actor), new_file, new_key))

    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult:
        """Create the record, or replace the record that has the same name.

        Args:
            record: the new content; ``created`` is kept from the record it replaces.
            expected_hash: the ``hash`` of the version this write is based on; ``"absent"``
                requires that no record of this name exists.
            actor: who made the change.

        Raises:
            InvalidNameError, InvalidRecordError: the record may not be written.
            ConflictError: ``expected_hash`` does not match the current content.
        """
        record.validate()
        with self._tx() as conn:
            self._lock(conn, record.key)
            old = self._read(conn, record.key)
            _check_expected(record.name, old, expected_hash)
            stamp = now_iso()
            new = record.evolve(
                created=(old.created if old and old.created else record.created or stamp),
                updated=stamp if old is not None or not record.updated else record.updated,
            )
            if old is not None and _same_content(old, new):
                return WriteResult("unchanged", old, old)
            file = old.file if old is not None and old.file else \
                self._free_file(conn, new.name)
            text = new.to_text()
            _check_size(new.name, text)
            self._log(conn, "update" if old else "create", new.name, file,
                      self._text_of(conn, record.key) if old else None, text, actor)
            stored = self._put(conn, text, file)
            return WriteResult("updated" if old else "created", stored, old)

    def delete(self, name: str, *, expected_hash: str | None = None, actor: str = "") -> Record:
        """Delete a record (its content stays in the history) and return it.

        Raises:
            NotFoundError: there is no such record.
            ConflictError: ``expected_hash`` does not match the current content.
        """
        validate_name(name)
        key = name_key(name)
        with self._tx() as conn:
            self._lock(conn, key)
            old = self._read(conn, key)
            if old is None:
                raise NotFoundError(name, self.where)
            _check_expected(name, old, expected_hash)
            self._log(conn, "delete", old.name, old.file or "", self._text_of(conn, key), None,
                      actor)
            conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                         (self.scope, key))
            return old

    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record:
        """Give a record a new name. Refused if the new name is taken.

        Raises:
            NotFoundError: there is no record named ``old_name``.
            ConflictError: the new name is taken, or ``expected_hash`` does not match.
        """
        new_name = validate_name(new_name)
        validate_name(old_name)
        old_key, new_key = name_key(old_name), name_key(new_name)
        with self._tx() as conn:
            self._lock(conn, old_key, new_key)
            old = self._read(conn, old_key)
            if old is None:
                raise NotFoundError(old_name, self.where)
            _check_expected(old_name, old, expected_hash)
            same = new_key == old_key
            if not same and self._read(conn, new_key) is not None:
                raise ConflictError(f"A memory named {new_name!r} already exists.")
            new = old.evolve(name=new_name, updated=now_iso(), file=None)
            new_file = old.file if same and old.file else self._free_file(conn, new_name)
            text = new.to_text()
            self._log(conn, "rename", old.name, old.file or "", self._text_of(conn, old_key),
                      text, actor, new_file=new_file, new_key=new_key)
            if not same:
                conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                             (self.scope, old_key))
            return self._put(conn, text, new_file)

    def purge(self, name: str) -> int:
        """Remove a record and erase it from the history, for a secret stored by mistake;
        nothing can bring it back. Returns how many history entries were erased.

        Raises:
            NotFoundError: neither the store nor its history has that name.
        """
        validate_name(name)
        key = name_key(name)
        with self._tx() as conn:
            self._lock(conn, key)
            gone = conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                                (self.scope, key)).rowcount
            ids = [entry_id for entry_id, _ in self._identity(conn, name)]
            conn.execute("DELETE FROM memdir_history WHERE id = ANY(%s)", (ids,))
            if not gone and not ids:
                raise NotFoundError(name, f"{self.where} or its history")
            return len(ids)

    # ----------------------------------------------------------------- migration
    def record_texts(self) -> list[tuple[str, str]]:
        """(file, exact text) of every record, in the order they were created."""
        with self._tx() as conn:
            return [(f, t) for f, t in conn.execute(
                "SELECT file, text FROM memdir_records WHERE scope = %s ORDER BY seq",
                (self.scope,))]

    def append_history(self, entries: list[HistoryEntry]) -> None:
        """Add entries of another store's history as they are (time and actor kept), in
        one transaction."""
        with self._tx() as conn:
            for e in entries:
                new_key = parse_record(e.after).key if e.op == "rename" and e.after else None
                self._log(conn, e.op, e.name, e.file, e.before, e.after, e.actor,
                          new_file=e.new_file, new_key=new_key, before_bytes=e.before_bytes,
                          at=e.at)

    def put_texts(self, texts: list[tuple[str, str]], *, actor: str) -> int:
        """Write records given as (file, text) whose text differs from what is stored, in
        one transaction; a replaced text goes to the history. Returns how many were
        written."""
        written = 0
        with self._tx() as conn:
            for file, text in texts:
                rec = parse_record(_text(text), file)
                validate_name(rec.name)
                self._lock(conn, rec.key)
                current = conn.execute(
                    "SELECT text, file FROM memdir_records WHERE scope = %s AND key = %s",
                    (self.scope, rec.key)).fetchone()
                if current is not None and current[0] == _text(text):
                    continue
                if current is not None:
                    self._log(conn, "update", rec.name, current[1], current[0], text, actor)
                self._put(conn, text, current[1] if current else file)
                written += 1
        return written

    # ----------------------------------------------------------------- history
    def _entries(self, conn: Any, keys: set[str] | None) -> list[tuple[int, HistoryEntry,
                                                                       str, str | None]]:
        sql = ("SELECT id, at, op, name, file, before, before_bytes, after, actor, new_file,"
               " key, new_key FROM memdir_history WHERE scope = %s")
        args: list[Any] = [self.scope]
        if keys is not None:
            sql += " AND (key = ANY(%s) OR new_key = ANY(%s))"
            args += [list(keys), list(keys)]
        out = []
        for (entry_id, at, op, name, file, before, raw, after, actor, new_file, key,
             new_key) in conn.execute(sql + " ORDER BY id", args):
            new_name = parse_record(after).name if op == "rename" and after else None
            out.append((entry_id, HistoryEntry(
                at=at, op=op, name=name, file=file, before=before, after=after, actor=actor,
                new_file=new_file, before_bytes=bytes(raw) if raw is not None else None,
                new_name=new_name), key, new_key))
        return out

    def _identity(self, conn: Any, name: str) -> list[tuple[int, HistoryEntry]]:
        """(id, entry) of one record's changes across renames, as the file store follows
        them; only the rows of the keys it ever had are read."""
        keys = {name_key(name)}
        while True:
            rows = self._entries(conn, keys)
            more = {k for _, _, key, new in rows for k in (key, new) if k} - keys
            if not more:
                return _identity(rows, name)
            keys |= more

    def history(self, name: str | None = None) -> list[HistoryEntry]:
        """Changes in order, oldest first; with a name, only that record's (by identity,
        including a rename to or from that name), numbered as versions 1..n."""
        with self._tx() as conn:
            if name is None:
                counts: dict[str, int] = {}
                out = []
                for _, entry, key, _ in self._entries(conn, None):
                    counts[key] = counts.get(key, 0) + 1
                    out.append(replace(entry, version=counts[key]))
                return out
            picked = [entry for _, entry in self._identity(conn, name)]
        return [replace(e, version=i) for i, e in enumerate(picked, 1)]

    def restore(self, name: str, version: int | None = None, *, actor: str = "") -> Record:
        """Bring back a version of a record from the history (see `FileStore.restore`).

        Raises:
            NotFoundError: the history has nothing to restore for that name/version.
            ConflictError: the earlier name is held by another record now.
        """
        with self.batch(actor):  # reads and writes in one transaction
            return self._restore(self._local.conn, name, version, actor)

    def _restore(self, conn: Any, name: str, version: int | None, actor: str) -> Record:
        entries = self.history(name)
        chosen: HistoryEntry | None = None
        renamed_away: HistoryEntry | None = None
        text = None
        if version is None:
            current = self.find(name)
            now = self._text_of(conn, current.key) if current else None
            for e in reversed(entries):
                if current is None and e.op == "rename" and e.before is not None \
                        and name_key(e.name) == name_key(name):
                    text, renamed_away = e.before, e
                elif current is None:
                    text = e.after if e.after is not None else e.before
                elif e.before is not None and e.before != now:
                    text = e.before
                if text is not None:
                    chosen = e
                    break
        else:
            match = [e for e in entries if e.version == version]
            if not match:
                raise NotFoundError(f"{name} (version {version})", "the history")
            chosen = match[0]
            text = chosen.after if chosen.after is not None else chosen.before
        if chosen is None or text is None:
            raise NotFoundError(name, "the history")
        rec = parse_record(text, None)
        refuse_secrets(rec, prefix=f"Version {chosen.version} of {name!r} is not restored: ")
        validate_name(rec.name)
        key = rec.key
        self._lock(conn, key, name_key(name))
        holder = self.find(name) if name_key(name) != key else None
        if renamed_away is not None and isinstance(renamed_away.after, str):
            moved = self.find(parse_record(renamed_away.after).name)
            if moved is not None and self._text_of(conn, moved.key) == renamed_away.after:
                holder = moved
        existing = self._read(conn, key)
        if holder is not None and existing is not None:
            raise ConflictError(
                f"Restoring {name!r} brings back its earlier name {rec.name!r}, which "
                "another memory holds now; rename or remove that one first.")
        current_text = self._text_of(conn, key)
        file = existing.file if existing is not None and existing.file else \
            self._free_file(conn, rec.name)
        if current_text == text and holder is None:
            return existing or rec
        self._log(conn, "restore", rec.name, file, current_text, text, actor)
        stored = self._put(conn, text, file)
        if holder is not None:
            self._log(conn, "delete", holder.name, holder.file or "",
                      self._text_of(conn, holder.key), None, actor)
            conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                         (self.scope, holder.key))
        return stored

    # ----------------------------------------------------------------- session notes
    def add_session_note(self, session: str, name: str, text: str, *,
                         ttl_seconds: float) -> None:
        """Keep a visitor's note for one session until it expires (public-agent mode:
        visitors never write the shared memory). Writing the same name again replaces it
        and restarts its time."""
        if ttl_seconds <= 0:
            raise StoreError("A session note needs a positive time to live.")
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO memdir_session_notes (scope, session, name, text, expires_at)"
                " VALUES (%s, %s, %s, %s, now() + make_interval(secs => %s))"
                " ON CONFLICT (tenant, scope, session, name) DO UPDATE SET"
                " text = excluded.text, created_at = now(), expires_at = excluded.expires_at",
                (self.scope, _text(session), _text(name), _text(text), ttl_seconds))

    def session_notes(self, session: str) -> dict[str, str]:
        """The session's notes that have not expired, by name."""
        with self._tx() as conn:
            return dict(conn.execute(
                "SELECT name, text FROM memdir_session_notes WHERE scope = %s"
                " AND session = %s AND expires_at > now() ORDER BY created_at, name",
                (self.scope, _text(session))).fetchall())

    def expire_session_notes(self) -> int:
        """Delete this tenant's expired notes (their text must not outlive them); return
        how many went. Reads never return an expired note, whether or not this ran."""
        with self._tx() as conn:
            return conn.execute("DELETE FROM memdir_session_notes WHERE scope = %s"
                                " AND expires_at <= now()", (self.scope,)).rowcount

    # ----------------------------------------------------------------- batches
    @contextlib.contextmanager
    def batch(self, actor: str = "") -> Iterator[PostgresStore]:
        """Apply many changes all-or-nothing: one transaction. If the block raises (or the
        process dies), PostgreSQL rolls every change of it back."""
        if getattr(self._local, "conn", None) is not None:
            yield self  # nested: part of the batch already open
            return
        with self._connection() as conn, conn.transaction():
            conn.execute("SELECT set_config('memdir.tenant', %s, true)", (self.tenant,))
            self._local.conn = conn
            try:
                yield self
            finally:
                self._local.conn = None


def _check_expected(name: str, old: Record | None, expected: str | None) -> None:
    if expected is None:
        return
    if expected == "absent":
        if old is not None:
            raise ConflictError(f"A memory named {old.name!r} already exists.")
        return
    if old is None or old.hash != expected:
        raise ConflictError(
            f"Memory {name!r} was changed by another writer since it was read; "
            "read it again and retry.")
