"""A folder's inbox, summarised: which proposal is in which state, in which order, filed by
whom, without reading every proposal.

The inbox is one JSON file per proposal in ``.inbox/`` (`memdir.store.files.reviewed`),
kept after its decision, so it only grows: listing it by reading every file cost 10 s
and a 120 MB page at 2,000 proposals. This summary keeps, per file, what a listing asks
about (status, the time it is ordered by, its session, its actor, its duplicate key) in
a SQLite database beside the search index (``.cache/inbox.sqlite``), so a page of 50 is
one indexed query and 50 file reads, and counting a session's pending proposals is one
query.

**Derived, like the search index.** The files stay the truth: deleting the database
costs one pass over them. It is trusted as the search index is (`index_schema`: its
exact schema, made by this user on this machine), and a file is summarised only if
`Reviewed` would read it (this user's, here). A file is read again only when its
``(inode, mtime_ns, size)`` changed or was too recent to be trusted (`scan.RACY_NS`);
the folder's own stat says when nothing was added or replaced (every write of a proposal
renames a new file into the folder), so a listing with nothing new stats one folder.
What a summary says is checked again on the proposal read for the page (a file edited by
hand in place is shown as it is, or left out of a page it no longer belongs to).
"""

from __future__ import annotations

import os
import sqlite3
import stat as stat_mod
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memdir.store.files.index_schema import (
    Schema,
    database_file,
    open_cache,
    remove_database,
    run_guarded,
    transaction,
)
from memdir.store.files.scan import RACY_NS, settled
from memdir.store.reviewed import _PROPOSAL_ID, DECIDED, proposal_order

INBOX_DB = "inbox.sqlite"


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE proposals (
        id TEXT PRIMARY KEY, ino INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
        size INTEGER NOT NULL, racy INTEGER NOT NULL, status TEXT NOT NULL,
        at TEXT NOT NULL, session TEXT NOT NULL, actor TEXT NOT NULL, dedupe TEXT NOT NULL)""")
    db.execute("CREATE INDEX proposals_by_status ON proposals (status, at, id)")
    db.execute("CREATE INDEX proposals_by_session ON proposals (session, status)")
    db.execute("CREATE INDEX proposals_by_actor ON proposals (actor, status)")
    db.execute("CREATE INDEX proposals_by_dedupe ON proposals (dedupe, status)")
    db.execute("CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


INBOX_SCHEMA = Schema((_create_v1,), "SELECT count(*) FROM proposals WHERE id = ''")


def summary(data: dict[str, Any]) -> tuple[str, str, str, str, str]:
    """(status, order time, session, actor, duplicate key) of a stored proposal."""
    source = data.get("source")
    session = source.get("session") if isinstance(source, dict) else None
    status = str(data.get("status") or "pending")
    return (status, proposal_order(data)[0], str(session or ""), str(data.get("actor") or ""),
            str(data.get("dedupe") or ""))


class InboxIndex:
    """The summary of one folder's ``.inbox/`` (see the module docstring).

    Args:
        folder: the ``.inbox`` folder.
        root: the store's folder; ``cache_dir`` its cache folder (the database's).
        read: a proposal's JSON by id as the store reads it (None: not one to show).
    """

    def __init__(self, folder: Path, root: Path, cache_dir: Path,
                 read: Callable[[str], dict[str, Any] | None]) -> None:
        self.folder, self.root, self.cache_dir, self.read = folder, root, cache_dir, read
        self.path = cache_dir / INBOX_DB
        self._db: sqlite3.Connection | None = None
        self._in_memory = False  # the disk was full: this process keeps it in memory
        self._lock = threading.RLock()

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None

    # ----------------------------------------------------------------- asking
    def page(self, status: str | None, limit: int | None, after: tuple[str, str] | None,
             *, newest: bool = False, session: str | None = None, actor: str | None = None,
             dedupe: str | None = None) -> tuple[list[str], int]:
        """The ids of a page (see `memdir.store.base.Proposals.proposal_page`), and how
        many proposals match in all."""
        where: list[str] = ["status != ''"]
        args: list[Any] = []
        if status == "decided":
            where.append(f"status IN ({', '.join('?' * len(DECIDED))})")
            args += list(DECIDED)
        elif status is not None:
            where.append("status = ?")
            args.append(status)
        for column, value in (("session", session), ("actor", actor), ("dedupe", dedupe)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        cond = " AND ".join(where)

        def op() -> tuple[list[str], int]:
            db = self._synced()
            total = int(db.execute(f"SELECT count(*) FROM proposals WHERE {cond}",
                                   args).fetchone()[0])
            if limit is not None and limit <= 0:
                return [], total
            sql, more = f"SELECT id FROM proposals WHERE {cond}", list(args)
            ids: list[str]
            if after is not None:
                sql += " AND (at, id) < (?, ?)" if newest else " AND (at, id) > (?, ?)"
                more += [after[0], after[1]]
            sql += " ORDER BY at DESC, id DESC" if newest else " ORDER BY at, id"
            if limit is not None:
                sql += " LIMIT ?"
                more.append(limit)
            ids = [str(row[0]) for row in db.execute(sql, more)]
            return ids, total
        found: tuple[list[str], int] = self._guarded(op)
        return found

    # ----------------------------------------------------------------- database
    def _connect(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = open_cache(lambda: ":memory:" if self._in_memory else database_file(
                self.path, self.root, self.cache_dir, self._remove_files),
                self._remove_files, INBOX_SCHEMA)
        return self._db

    def _remove_files(self) -> None:
        self.close()
        remove_database(self.path)

    def _guarded(self, op: Callable[[], Any]) -> Any:
        """Run op; a corrupt database is removed and op run once more."""
        return run_guarded(op, self._lock, self._remove_files, lambda exc: (
            f"The inbox summary {self.path} cannot be used ({exc}); "
            "delete it, it is made again from the inbox."), self._move_to_memory, self.path)

    def _move_to_memory(self) -> None:
        """The disk is full: the file goes, and this process keeps it in memory."""
        self._remove_files()
        self._in_memory = True

    # ----------------------------------------------------------------- sync
    def _synced(self) -> sqlite3.Connection:
        """The database, brought up to date with the folder first."""
        db = self._connect()
        try:
            st = os.lstat(self.folder)
            plain = stat_mod.S_ISDIR(st.st_mode)
        except OSError:
            st, plain = None, False
        signature = f"{st.st_ino}:{st.st_mtime_ns}" if st is not None and plain else "none"
        row = db.execute("SELECT value FROM state WHERE key = 'folder'").fetchone()
        if row is not None and row[0] == signature:
            return db  # nothing added, removed or replaced since a settled look
        started = time.time_ns()
        files = self._scan() if plain else {}
        known = {r[0]: (r[1], r[2], r[3], r[4]) for r in db.execute(
            "SELECT id, ino, mtime_ns, size, racy FROM proposals")}
        changed = [pid for pid, stamp in files.items()
                   if known.get(pid, (None,))[:3] != stamp or known[pid][3]]
        rows = []
        for pid in changed:
            ino, mtime_ns, size = files[pid]
            data = self.read(pid)
            fields = summary(data) if data is not None else ("", "", "", "", "")
            racy = int(mtime_ns >= started - RACY_NS)
            rows.append((pid, ino, mtime_ns, size, racy, *fields))
        gone = [(pid,) for pid in known if pid not in files]
        # A folder stat within the racy window may hide a change made in the same tick,
        # and a racy file may change again unseen: then no signature is kept, and the
        # next listing looks at every file again.
        racy = any(r[4] for r in rows) or (st is not None and not settled(st.st_mtime_ns))
        keep = "" if racy else signature
        if not rows and not gone and (row[0] if row else None) == keep:
            return db
        with transaction(db):
            db.executemany("DELETE FROM proposals WHERE id = ?", gone)
            db.executemany("INSERT OR REPLACE INTO proposals VALUES"
                           " (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
            db.execute("INSERT OR REPLACE INTO state VALUES ('folder', ?)", (keep,))
        return db

    def _scan(self) -> dict[str, tuple[int, int, int]]:
        """(inode, mtime_ns, size) of every proposal file (regular, never a link)."""
        out = {}
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return {}
        for entry in entries:
            name = entry.name
            if not name.endswith(".json") or not _PROPOSAL_ID.match(name[:-5]):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat_mod.S_ISREG(st.st_mode):
                out[name[:-5]] = (st.st_ino, st.st_mtime_ns, st.st_size)
        return out


__all__ = ["INBOX_DB", "INBOX_SCHEMA", "InboxIndex", "summary"]
