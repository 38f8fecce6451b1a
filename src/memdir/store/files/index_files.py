"""Writing the search index's rows of files: one file's row (`put_file`, what every pass
of `memdir.store.files.index.SearchIndex` writes for a file it read), and the files a
watcher of the folder named as changed (`index_named`), looked at alone."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record, name_key
from memdir.foundation.validity import instant
from memdir.providers.ranking import field_terms
from memdir.store.files.index_rows import updated_at
from memdir.store.files.index_schema import STALE_TERMS, transaction
from memdir.store.files.scan import RACY_NS, stat_record_files

if TYPE_CHECKING:
    from memdir.store.files.core import Folder


def _text(value: str) -> str:
    # A YAML escape can produce a lone surrogate, which SQLite refuses to store.
    return value.encode("utf-8", "replace").decode("utf-8")


def put_file(db: sqlite3.Connection, file: str, rec: Record | None, st: tuple[int, int],
             row: tuple[Any, ...] | None, force: bool, started: int) -> bool:
    """Write one file's row (``row``: what the index held of it, ``(id, mtime_ns, size,
    racy, hash)``, or None); True if it is indexed and not racy."""
    if rec is None:
        if row is not None:
            db.execute("DELETE FROM records WHERE id = ?", (row[0],))
            db.execute("DELETE FROM terms WHERE rowid = ?", (row[0],))
            db.execute("DELETE FROM vectors WHERE id = ?", (row[0],))
        return False
    racy = int(started - st[0] < RACY_NS)
    if row is not None and not force and rec.hash == row[4]:  # touched, not changed
        db.execute("UPDATE records SET mtime_ns = ?, size = ?, racy = ? WHERE id = ?",
                   (st[0], st[1], racy, row[0]))
        return not racy
    name = _text(rec.name)
    (rowid,) = db.execute(
        "INSERT INTO records (file, mtime_ns, size, racy, hash, name, description, type,"
        " updated_at, key, valid_from, valid_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?) ON CONFLICT (file) DO"
        " UPDATE SET mtime_ns = excluded.mtime_ns, size = excluded.size,"
        " racy = excluded.racy, hash = excluded.hash, name = excluded.name,"
        " description = excluded.description, type = excluded.type,"
        " updated_at = excluded.updated_at, key = excluded.key,"
        " valid_from = excluded.valid_from, valid_to = excluded.valid_to RETURNING id",
        (file, st[0], st[1], racy, rec.hash, name, _text(rec.description),
         _text(rec.type), updated_at(rec, st[0]), name_key(name), instant(rec.valid_from),
         instant(rec.valid_to))).fetchone()
    db.execute("DELETE FROM terms WHERE rowid = ?", (rowid,))
    if row is None or row[4] != STALE_TERMS + (rec.hash or ""):  # else only its terms were stale
        db.execute("DELETE FROM vectors WHERE id = ?", (rowid,))  # content changed
    db.execute("INSERT INTO terms (rowid, name, description, body) VALUES (?, ?, ?, ?)",
               (rowid, *field_terms(rec.name, rec.description, rec.body)))
    return not racy


def index_named(store: Folder, db: sqlite3.Connection, names: list[str],
                started: int) -> bool:
    """Index the record files ``names`` (said to have changed), and no other: each is read
    again if its ``(mtime_ns, size)`` moved or it was racy, added if new, dropped if gone.
    The last full pass's digest is cleared when anything changed (the index then holds
    more than that pass saw, and a fresh process must not trust it). Whether anything
    changed."""
    files = stat_record_files(store.root, names)
    rows = {r[0]: r[1:] for r in db.execute(
        "SELECT file, id, mtime_ns, size, racy, hash FROM records WHERE file IN"
        f" ({', '.join('?' * len(names))})", names)} if names else {}
    gone = [(rows[f][0],) for f in rows.keys() - files.keys()]
    todo = [f for f, st in files.items() if f not in rows or rows[f][1:3] != st or rows[f][3]]
    parsed = []
    for file in todo:  # parsed before the write lock is taken
        try:
            parsed.append((file, store.read_file(file, cache=False)))
        except MemdirError:
            parsed.append((file, None))  # unreadable now (permissions): absent
    if not (gone or parsed):
        return False
    with transaction(db):
        db.executemany("DELETE FROM records WHERE id = ?", gone)
        db.executemany("DELETE FROM terms WHERE rowid = ?", gone)
        db.executemany("DELETE FROM vectors WHERE id = ?", gone)
        for file, rec in parsed:
            put_file(db, file, rec, files[file], rows.get(file), False, started)
        db.execute("INSERT OR REPLACE INTO state VALUES ('scan', '')")
    return True


__all__ = ["index_named", "put_file"]
