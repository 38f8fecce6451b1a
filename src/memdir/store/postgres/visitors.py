"""Visitor logs for `PostgresStore`, as the file store keeps them (`store.visitors`).

What a public agent's visitors said, for the reviewer: one row of ``memdir_visitor_log``
per entry (a session's turn, or a question answered without memory), appended and never
changed, in the order written; under row-level security like the records. The checks
(session id, kind, size) are the file store's, so both refuse the same entries. An entry
is kept at its own time (``at``), so the retention period counts from when it was said,
whichever store it was copied from.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import StoreError
from memdir.store.postgres.core import Tenant
from memdir.store.visitors import (
    VISITOR_KINDS,
    check_visitor_entry,
    check_visitor_session,
    entry_time,
)


class VisitorLogs(Tenant):
    """The visitor-log side of `PostgresStore` (over its declared `Tenant`)."""

    def add_visitor_entry(self, session: str, kind: str, entry: dict[str, Any], *,
                          keep_seconds: float | None = None) -> None:
        """Append one entry of a session (``turn`` or ``question``), as it is, at its
        ``at`` (else now: a copy keeps its time). Old entries are `memdir serve`'s sweep's
        to delete (`memdir.store.postgres.sweep`), whatever ``keep_seconds`` says."""
        line = check_visitor_entry(session, kind, entry)
        with self._tx() as conn:
            conn.execute("INSERT INTO memdir_visitor_log (scope, session, kind, entry, at)"
                         " VALUES (%s, %s, %s, %s::jsonb, coalesce(to_timestamp(%s), now()))",
                         (self.scope, session, kind, line, entry_time(entry)))

    def expire_visitor_entries(self, before: float) -> int:
        """Delete this tenant's entries logged before ``before``; how many went."""
        with self._tx() as conn:
            gone: int = conn.execute("DELETE FROM memdir_visitor_log WHERE scope = %s"
                                     " AND at < to_timestamp(%s)", (self.scope, before)
                                     ).rowcount
            return gone

    def visitor_entries(self, kind: str, session: str | None = None
                        ) -> list[dict[str, Any]]:
        """Entries of one kind, oldest first: of one session, or (None) of every one."""
        if kind not in VISITOR_KINDS:
            raise StoreError(f"{kind!r} is not a kind of visitor log entry.")
        sql = ("SELECT session, entry FROM memdir_visitor_log WHERE scope = %s"
               " AND kind = %s")
        args: list[Any] = [self.scope, kind]
        if session is not None:
            check_visitor_session(session)
            sql += " AND session = %s"
            args.append(session)
        with self._tx() as conn:
            rows = conn.execute(sql + " ORDER BY id", args).fetchall()
        return [{**entry, "session": name} for name, entry in rows]

    def has_visitors(self) -> bool:
        """Whether a visitor's turn or question was ever logged here."""
        with self._tx() as conn:
            return bool(conn.execute("SELECT EXISTS (SELECT 1 FROM memdir_visitor_log"
                                     " WHERE scope = %s)", (self.scope,)).fetchone()[0])


__all__ = ["VisitorLogs"]
