"""What a PostgreSQL store keeps for review, as the file store does (`store.reviewed`):
tombstones, exact reverts for `undo`, proposals, and the origin of a record's text.

- **Tombstones** are ``tombstone`` entries of the history (listed by the file store's own
  `memdir.store.reviewed.tombstones`, which reads only `history` and `find`).
- **put_version** writes a record's exact earlier text, or removes it, with the
  expected-hash check of every write, in one transaction.
- **Proposals** are one JSON object each, by id, in ``memdir_proposals`` (row-level
  security: a tenant sees only its own); never deleted, an approved or rejected one keeps
  its decision.
"""

from __future__ import annotations

import json
from typing import Any

from memdir.foundation.errors import InvalidRecordError, NotFoundError, StoreError
from memdir.foundation.record import Record, name_key, parse_record, validate_name
from memdir.store.base import Tombstone
from memdir.store.common import kept_text, still_status
from memdir.store.postgres.core import Tenant
from memdir.store.postgres.pool import pg_text
from memdir.store.reviewed import (
    _PROPOSAL_ID,
    DECIDED,
    MAX_PROPOSAL_BYTES,
    check_status,
    tombstones,
)


class Review(Tenant):
    """The review side of `PostgresStore` (over its declared `Tenant`)."""

    def tombstones(self) -> list[Tombstone]:
        """Records consolidation removed that no record holds again, newest first."""
        return tombstones(self)

    def written_here(self, record: Record) -> bool:
        """Always: every row was written through memdir by an authenticated writer; no
        repository can bring rows along, as it can bring a ``.memory/`` folder."""
        return True

    def put_version(self, name: str, text: str | None, *, expected_hash: str | None,
                    actor: str = "") -> None:
        """Make the record ``name`` hold exactly ``text``, or remove it (``None``).

        Raises:
            ConflictError: the record is not what the caller expected.
            InvalidRecordError: ``text`` is a record of another name.
        """
        from memdir.store.common import check_expected

        validate_name(name)
        key = name_key(name)
        with self._tx() as conn:
            self._lock(conn, key)
            old = self._read(conn, key)
            check_expected(name, old, expected_hash)
            current = self._text_of(conn, key)
            if text is None:
                if old is None:
                    return
                self._log(conn, "delete", old.name, old.file or "",
                          current, None, actor)
                conn.execute("DELETE FROM memdir_records WHERE scope = %s AND key = %s",
                             (self.scope, key))
                return
            rec = parse_record(text)
            if rec.key != key:
                raise InvalidRecordError(f"The version to put back is {rec.name!r}, not "
                                         f"{name!r}.")
            if current == pg_text(text):
                return
            file = old.file if old is not None and old.file else \
                self._free_file(conn, validate_name(rec.name))
            self._log(conn, "restore", rec.name, file, current, text,
                      actor)
            self._put(conn, text, file)

    def save_proposal(self, data: dict[str, Any], *, if_status: str | None = None) -> None:
        """Write one proposal (a JSON object with an ``id``), replacing the one of that id;
        with ``if_status``, only if the one kept has that status (its row locked: another
        transaction deciding it waits, then reads the decision)."""
        pid = str(data.get("id", ""))
        if not _PROPOSAL_ID.match(pid):
            raise StoreError(f"{pid!r} is not a proposal id.")
        body = json.dumps(kept_text(data), ensure_ascii=False)
        if len(body.encode("utf-8")) > MAX_PROPOSAL_BYTES:
            raise InvalidRecordError("This proposal is too large to keep; keep memories short.")
        with self._tx() as conn:
            if if_status is not None:
                row = conn.execute("SELECT data ->> 'status' FROM memdir_proposals WHERE"
                                   " scope = %s AND id = %s FOR UPDATE",
                                   (self.scope, pid)).fetchone()
                still_status(pid, None if row is None else row[0] or "pending", if_status)
            conn.execute(
                "INSERT INTO memdir_proposals (scope, id, data, created) VALUES"
                " (%s, %s, %s::jsonb, %s) ON CONFLICT (tenant, scope, id) DO UPDATE SET"
                " data = excluded.data", (self.scope, pid, pg_text(body),
                                          str(data.get("created", ""))))

    def proposal(self, pid: str) -> dict[str, Any]:
        """One proposal by id.

        Raises:
            NotFoundError: this tenant has no proposal of that id.
        """
        with self._tx() as conn:
            row = conn.execute("SELECT data FROM memdir_proposals WHERE scope = %s AND id = %s",
                               (self.scope, pid)).fetchone()
        if row is None:
            raise NotFoundError(pid, "the inbox")
        data: dict[str, Any] = row[0]  # jsonb, as save_proposal wrote it
        return data

    def proposals(self) -> list[dict[str, Any]]:
        """Every proposal (pending, approved and rejected), oldest first."""
        with self._tx() as conn:
            return [r[0] for r in conn.execute(
                "SELECT data FROM memdir_proposals WHERE scope = %s ORDER BY created, id",
                (self.scope,))]

    def proposal_page(self, status: str | None = "pending", *, limit: int | None = None,
                      after: tuple[str, str] | None = None, newest: bool = False,
                      session: str | None = None, actor: str | None = None,
                      dedupe: str | None = None) -> tuple[list[dict[str, Any]], int]:
        """A page of the inbox (see `memdir.store.base.Proposals.proposal_page`): one
        indexed query for the page, one for the count."""
        check_status(status)
        where: list[str] = ["scope = %s"]
        args: list[Any] = [self.scope]
        if status == "decided":
            where.append("status = ANY(%s)")
            args.append(list(DECIDED))
        elif status is not None:
            where.append("status = %s")
            args.append(status)
        for column, value in (("session", session), ("actor", actor), ("dedupe", dedupe)):
            if value is not None:
                where.append(f"{column} = %s")
                args.append(pg_text(value))
        cond = " AND ".join(where)
        with self._tx() as conn:
            total = int(conn.execute(f"SELECT count(*) FROM memdir_proposals WHERE {cond}",
                                     args).fetchone()[0])
            if limit is not None and limit <= 0:
                return [], total
            sql, more = f"SELECT data FROM memdir_proposals WHERE {cond}", list(args)
            if after is not None:
                sql += " AND (at, id) " + ("<" if newest else ">") + " (%s, %s)"
                more += [pg_text(after[0]), pg_text(after[1])]
            sql += " ORDER BY at DESC, id DESC" if newest else " ORDER BY at, id"
            if limit is not None:
                sql += " LIMIT %s"
                more.append(limit)
            return [r[0] for r in conn.execute(sql, more)], total
