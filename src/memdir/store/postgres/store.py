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

import builtins
import contextlib
import threading
import time
from collections.abc import Iterator
from typing import Any

from memdir.foundation.errors import ConflictError, InvalidNameError, NotFoundError, StoreError
from memdir.foundation.record import (
    Record,
    name_key,
    now_iso,
    parse_record,
    timestamp,
    validate_name,
)
from memdir.foundation.validity import instant, now_instant
from memdir.store.base import CatalogEntry, Hit, WriteResult
from memdir.store.change import ChangeTag, current_change
from memdir.store.common import check_expected, check_size, iso, same_content, stamped
from memdir.store.files.index import DEFAULT_MIN_SCORE
from memdir.store.postgres import schema
from memdir.store.postgres.notes import SessionNotes
from memdir.store.postgres.pool import driver, pg_text, pool_for, shown, unreachable
from memdir.store.postgres.postings import posting_terms
from memdir.store.postgres.published import PublishedVersions
from memdir.store.postgres.review import Review
from memdir.store.postgres.search import UPSERT_RECORD, UPSERT_SEARCH, field_terms, search
from memdir.store.postgres.vectors import Vectors
from memdir.store.postgres.versions import Versions
from memdir.store.postgres.visitors import VisitorLogs

MAX_TENANT_CHARS = 200
# How many of a scope's records have a ``valid_to`` that has passed (scope, now): a range
# of the index of the rows that have one (``memdir_search_closing``, `schema`).
CLOSED = ("SELECT count(*) FROM memdir_search WHERE scope = %s"
          ' AND valid_to IS NOT NULL AND valid_to COLLATE "C" <= %s')
_migrated: set[str] = set()  # DSNs whose schema this process brought up to date


class PostgresStore(Versions, Review, SessionNotes, PublishedVersions, VisitorLogs, Vectors):
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
        self._psycopg, _ = driver()
        self._local = threading.local()  # the connection of a batch in progress, per thread
        self._pool = prepare(dsn, max_connections)

    def __repr__(self) -> str:
        return f"PostgresStore({shown(self.dsn)!r}, tenant={self.tenant!r}, " \
               f"scope={self.scope!r})"

    @property
    def where(self) -> str:
        return f"{shown(self.dsn)}, tenant {self.tenant!r}"

    def close(self) -> None:
        """Nothing to release per store: connections belong to the process's pool."""

    # ----------------------------------------------------------------- connections
    @contextlib.contextmanager
    def _connection(self) -> Iterator[Any]:
        try:
            with self._pool.connection() as conn:
                yield conn
        except self._psycopg.OperationalError as exc:
            raise unreachable(self.dsn, exc) from exc
        except Exception as exc:  # the pool's timeout, when every connection fails
            if type(exc).__name__ == "PoolTimeout":
                raise unreachable(self.dsn) from exc
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

    def text(self, name: str) -> str | None:
        """The record as stored (frontmatter and body); None if there is none."""
        try:
            validate_name(name)
        except InvalidNameError:
            return None
        with self._tx() as conn:
            return self._text_of(conn, name_key(name))

    @property
    def folder(self) -> None:
        """None: a database is not kept in a project folder (see `Records.folder`)."""
        return None

    def read_text(self, file: str) -> str | None:
        """The exact text of the record kept under ``file``, or None."""
        with self._tx() as conn:
            row = conn.execute("SELECT text FROM memdir_records WHERE scope = %s AND file = %s",
                               (self.scope, file)).fetchone()
        return row[0] if row else None

    def exists(self) -> bool:
        """Whether this tenant's scope holds anything yet (a record, its history, or a
        proposal: a memory whose first write waits for review has an inbox to read)."""
        with self._tx() as conn:
            return bool(conn.execute(
                "SELECT EXISTS (SELECT 1 FROM memdir_records WHERE scope = %s)"
                " OR EXISTS (SELECT 1 FROM memdir_history WHERE scope = %s)"
                " OR EXISTS (SELECT 1 FROM memdir_proposals WHERE scope = %s)",
                (self.scope, self.scope, self.scope)).fetchone()[0])

    def count(self, *, closed: bool = True) -> int:
        """How many records this tenant's scope holds (kept by a trigger, `schema`);
        ``closed=False``: less those whose ``valid_to`` has passed, counted from the index
        of the rows that have one (``memdir_search_closing``), in the same statement."""
        with self._tx() as conn:
            if closed:
                row = conn.execute("SELECT records FROM memdir_counts WHERE scope = %s",
                                   (self.scope,)).fetchone()
            else:
                row = conn.execute(
                    f"SELECT (SELECT records FROM memdir_counts WHERE scope = %s) - ({CLOSED})",
                    (self.scope, self.scope, now_instant())).fetchone()
            return max(row[0] or 0, 0) if row else 0

    def entries(self, limit: int | None = None,
                start: tuple[float, str] | None = None) -> builtins.list[CatalogEntry]:
        """Catalog entries, most recently updated first, then by name in code point order
        (``COLLATE "C"``, whatever the database's collation: the file store's order, and
        the one a ``start`` continues; see `StoreContract.entries`)."""
        if limit is not None and limit <= 0:
            return []
        where, args = "", []
        if start is not None:
            where = (' AND (r.updated_at < %s OR (r.updated_at = %s'
                     ' AND r.name COLLATE "C" >= %s))')
            args = [start[0], start[0], start[1]]
        with self._tx() as conn:
            rows = conn.execute(
                "SELECT r.name, r.description, r.type, r.updated_at, s.valid_from, s.valid_to"
                " FROM memdir_records r LEFT JOIN memdir_search s ON s.tenant = r.tenant"
                f" AND s.scope = r.scope AND s.key = r.key WHERE r.scope = %s{where}"
                ' ORDER BY r.updated_at DESC, r.name COLLATE "C"'
                " LIMIT %s", (self.scope, *args, limit)).fetchall()
        return [CatalogEntry(n, d, t, iso(u), updated_at=u, valid_from=vf or "",
                             valid_to=vt or "") for n, d, t, u, vf, vt in rows]

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None, as_of: str | None = None) -> builtins.list[Hit]:
        """Records relevant to a query that hold now (or at ``as_of``), best first, scored
        as the file store scores them (see `memdir.store.postgres.search`); with an
        ``embedder``, the semantic ranker fused with the lexical one
        (`memdir.store.postgres.vectors`)."""
        cut = DEFAULT_MIN_SCORE if min_score is None else min_score
        if embedder is not None:
            return self._fused_search(query, embedder, limit=limit, cut=cut, as_of=as_of)
        with self._tx() as conn:
            return search(conn, self.scope, query, limit, cut, as_of)

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
        text = pg_text(text)
        rec = parse_record(text, file)
        fields = field_terms(rec.name, rec.description, rec.body)
        # Clamped to now, as the file store's index does: a record dated 2099 would head
        # every "most recent first" catalog for good.
        when = min(timestamp(rec.updated) or timestamp(rec.created) or time.time(),
                   time.time())
        seq = conn.execute(f"{UPSERT_RECORD} RETURNING seq", (
            self.scope, rec.key, pg_text(rec.name), file, text, rec.hash,
            pg_text(rec.description), rec.type, when, *fields)).fetchone()[0]
        conn.execute(UPSERT_SEARCH, (self.scope, rec.key, seq, *posting_terms(fields),
                                     instant(rec.valid_from), instant(rec.valid_to),
                                     instant(rec.created)))
        return rec

    def _log(self, conn: Any, op: str, name: str, file: str, before: str | None,
             after: str | None, actor: str, new_file: str | None = None,
             new_key: str | None = None, before_bytes: bytes | None = None,
             at: str | None = None, tag: ChangeTag | None = None) -> None:
        # The change this write belongs to (one turn's extraction, one consolidation...),
        # so `memdir undo` reverts all of it: the caller's, else the current context's.
        tag = tag or current_change()
        conn.execute(
            "INSERT INTO memdir_history (scope, at, op, name, key, file, before, before_bytes,"
            " after, actor, new_file, new_key, change, change_kind, undoes) VALUES (%s, %s,"
            " %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (self.scope, at or now_iso(), op, pg_text(name), name_key(name), file,
             None if before is None else pg_text(before), before_bytes,
             None if after is None else pg_text(after), pg_text(actor), new_file, new_key,
             tag.id if tag else None, tag.kind if tag else "", tag.undoes if tag else None))

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
            check_expected(record.name, old, expected_hash)
            new = stamped(record, old)
            if old is not None and same_content(old, new):
                return WriteResult("unchanged", old, old)
            file = old.file if old is not None and old.file else \
                self._free_file(conn, new.name)
            text = new.to_text()
            check_size(new.name, text)
            self._log(conn, "update" if old else "create", new.name, file,
                      self._text_of(conn, record.key) if old else None, text, actor)
            stored = self._put(conn, text, file)
            return WriteResult("updated" if old else "created", stored, old)

    def delete(self, name: str, *, expected_hash: str | None = None, actor: str = "",
               tombstone: bool = False) -> Record:
        """`memdir.store.base.Records.delete`: the row goes in the transaction that logs
        its content in the history."""
        validate_name(name)
        key = name_key(name)
        with self._tx() as conn:
            self._lock(conn, key)
            old = self._read(conn, key)
            if old is None:
                raise NotFoundError(name, self.where)
            check_expected(name, old, expected_hash)
            self._log(conn, "tombstone" if tombstone else "delete", old.name, old.file or "",
                      self._text_of(conn, key), None, actor)
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
            check_expected(old_name, old, expected_hash)
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

    # ----------------------------------------------------------------- batches
    @contextlib.contextmanager
    def bulk(self) -> Iterator[PostgresStore]:
        """Many writes at once (an import): each is its own transaction, and nothing
        derived waits (counts and search terms are kept with every row)."""
        yield self

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


def prepare(dsn: str, max_connections: int = 10) -> Any:
    """The process's pool for ``dsn``, the schema brought up to date first (once per DSN
    in a process). Anything that opens the database (a store, the server's token book)
    comes through here, so none of them runs on an old schema or as a role that bypasses
    row-level security.

    Raises:
        StoreError: the database cannot be reached, is newer than this memdir, or the
            role would bypass row-level security.
    """
    psycopg, _ = driver()
    if dsn not in _migrated:
        # A connection of its own, not the pool's: an unreachable server is reported at
        # once, instead of after the pool's retries.
        try:
            conn = psycopg.connect(dsn, connect_timeout=10)
        except psycopg.OperationalError as exc:
            raise unreachable(dsn, exc) from exc
        with conn:
            su, bypass = conn.execute(
                "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
            ).fetchone()
            if su or bypass:
                raise StoreError(
                    f"memdir connects to {shown(dsn)} as a superuser or a role with "
                    "BYPASSRLS, which row-level security does not restrict: tenants would "
                    "see each other's memory. Connect as an ordinary role that owns the "
                    "memdir tables (see docs/postgres.md).")
            schema.migrate(conn)
        _migrated.add(dsn)
    return pool_for(dsn, max_connections)
