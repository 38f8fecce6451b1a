"""History, restore, purge and the rows `memdir migrate` copies, for `PostgresStore`.

Versions follow a record across renames exactly as the file store's log does
(`memdir.store.history._identity` over the same entries), so `memdir log` and
`memdir restore` number and choose versions the same way on both stores.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from memdir.foundation.errors import ConflictError, NotFoundError
from memdir.foundation.past_names import takes, usable_name
from memdir.foundation.record import (
    Record,
    free_name,
    name_key,
    parse_record,
    same_memory,
    validate_name,
)
from memdir.store.change import ChangeTag
from memdir.store.history import HistoryEntry, _identity, choose_version, restamped
from memdir.store.postgres.core import Tenant
from memdir.store.postgres.pool import pg_text


class Versions(Tenant):
    """The history side of `PostgresStore` (over its declared `Tenant`: the store's
    transactions, locks and row writers)."""

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
            ids = [entry_id for entry_id, _ in self._identity(conn, name, earlier=False)]
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
        """Add entries of another store's history as they are (time, actor and change
        kept), in one transaction."""
        with self._tx() as conn:
            for e in entries:
                new_key = parse_record(e.after).key if e.op == "rename" and e.after else None
                tag = ChangeTag(e.change, e.change_kind, e.undoes) if e.change else None
                self._log(conn, e.op, e.name, e.file, e.before, e.after, e.actor,
                          new_file=e.new_file, new_key=new_key, before_bytes=e.before_bytes,
                          at=e.at, tag=tag)

    def put_texts(self, texts: list[tuple[str, str]], *, actor: str) -> int:
        """Write records given as (file, text) whose text differs from what is stored, in
        one transaction; a replaced text goes to the history. Returns how many were
        written."""
        written = 0
        with self._tx() as conn:
            for file, text in texts:
                rec = parse_record(pg_text(text), file)
                validate_name(rec.name)
                self._lock(conn, rec.key)
                current = conn.execute(
                    "SELECT text, file FROM memdir_records WHERE scope = %s AND key = %s",
                    (self.scope, rec.key)).fetchone()
                if current is not None and current[0] == pg_text(text):
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
               " key, new_key, change, change_kind, undoes FROM memdir_history"
               " WHERE scope = %s")
        args: list[Any] = [self.scope]
        if keys is not None:
            sql += " AND (key = ANY(%s) OR new_key = ANY(%s))"
            args += [list(keys), list(keys)]
        out = []
        for (entry_id, at, op, name, file, before, raw, after, actor, new_file, key,
             new_key, change, change_kind, undoes) in conn.execute(sql + " ORDER BY id", args):
            new_name = parse_record(after).name if op == "rename" and after else None
            out.append((entry_id, HistoryEntry(
                at=at, op=op, name=name, file=file, before=before, after=after, actor=actor,
                new_file=new_file, before_bytes=bytes(raw) if raw is not None else None,
                new_name=new_name, change=change, change_kind=change_kind, undoes=undoes),
                key, new_key))
        return out

    def _identity(self, conn: Any, name: str, *, earlier: bool = True
                  ) -> list[tuple[int, HistoryEntry]]:
        """(id, entry) of one record's changes across renames, as the file store follows
        them (``earlier``: `memdir.store.history._identity`'s); only the rows of the keys it
        ever had are read."""
        keys = {name_key(name)}
        while True:
            rows = self._entries(conn, keys)
            more = {k for _, _, key, new in rows for k in (key, new) if k} - keys
            if not more:
                return _identity(rows, name, earlier=earlier)
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

    def restorable(self, name: str, version: int | None = None) -> tuple[Record, int]:
        """The record `restore` would bring back now and its version number (see
        `FileStore.restorable`)."""
        with self.batch():
            chosen = self._chosen(self._local.conn, name, version)
        return parse_record(chosen.text, None), chosen.entry.version

    def restore(self, name: str, version: int | None = None, *, actor: str = "",
                check: Callable[[Record], None] | None = None,
                sign: Callable[[str], str] | None = None) -> Record:
        """Bring back a version of a record from the history (see `FileStore.restore`).

        Raises:
            NotFoundError: the history has nothing to restore for that name/version.
            ConflictError: the earlier name is held by another record now.
        """
        with self.batch(actor):  # reads and writes in one transaction
            return self._restore(self._local.conn, name, version, actor, check, sign)

    def _chosen(self, conn: Any, name: str, version: int | None) -> Any:
        current = self.find(name)
        now = self._text_of(conn, current.key) if current else None
        return choose_version(self.history(name), name, version,
                              None if now is None else now.encode("utf-8"),
                              current is not None)

    def _renamed(self, rec: Record) -> Record:
        """``rec`` under the name `usable_name` gives, or the first free ``NAME-n``
        after it; a record there saying what ``rec`` says is returned as it is."""
        def taken(name: str) -> bool:
            other = self.find(name)
            if other is not None and same_memory(other, rec):
                copies.append(other)
            return other is not None

        copies: list[Record] = []
        wanted = usable_name(rec.name)
        name = wanted if not taken(wanted) else free_name(wanted, taken)
        return copies[0] if copies else rec.evolve(name=name, file=None, extra=rec.extra)

    def _restore(self, conn: Any, name: str, version: int | None, actor: str,
                 check: Callable[[Record], None] | None,
                 sign: Callable[[str], str] | None = None) -> Record:
        chosen = self._chosen(conn, name, version)
        text, renamed_away = chosen.text, chosen.renamed_away
        rec = original = parse_record(text, None)
        # A name refused today (`past_names`): one taken now. A name held by a memory
        # created after this version (deleted, then a new one added): never written
        # over, the version comes back beside it.
        if not takes(rec.name) or chosen.reborn:
            rec = self._renamed(rec)
            text = rec.to_text()
        key = rec.key
        self._lock(conn, key, name_key(name))
        if check is not None:  # under the locks: what it compares holds as it writes
            check(original)
        if rec is not original and self.find(rec.name) is not None:
            return rec  # restored so before: a second restore makes no third copy
        holder = self.find(name) if name_key(name) != key and not chosen.reborn else None
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
        if sign is not None:  # a person chose this version: it is theirs now
            text = sign(text)
        file = existing.file if existing is not None and existing.file else \
            self._free_file(conn, rec.name)
        if current_text == text and holder is None:
            return existing or rec
        text = restamped(text)
        self._log(conn, "restore", rec.name, file, current_text, text, actor)
        stored = self._put(conn, text, file)
        if holder is not None:
            self._log(conn, "delete", holder.name, holder.file or "",
                      self._text_of(conn, holder.key), None, actor)
            conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                         (self.scope, holder.key))
        return stored
