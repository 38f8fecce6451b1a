"""Session notes for `PostgresStore`: a visitor's notes, kept for one session until they
expire, never part of the shared memory (public-agent mode). Expiry is the database's
clock (``now()``); a note copied from another store keeps its expiry as a time.

Expired is deleted, not only hidden (a visitor's phone number must not stay in the table
and its backups): a note write deletes its own session's expired rows (an indexed delete
by the session's key), and `memdir serve` deletes every tenant's on a clock
(`memdir.store.postgres.sweep`); reads never return one in between."""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import StoreError
from memdir.store.base import SessionNote
from memdir.store.postgres.core import Tenant
from memdir.store.postgres.pool import pg_text
from memdir.store.sessions import MAX_NOTE_CHARS, check_session_note


class SessionNotes(Tenant):
    """The session-notes side of `PostgresStore` (over its declared `Tenant`)."""

    # ----------------------------------------------------------------- session notes
    def add_session_note(self, session: str, name: str, text: str, *,
                         ttl_seconds: float) -> None:
        """Keep a visitor's note for one session until it expires (public-agent mode:
        visitors never write the shared memory). Writing the same name again replaces it
        and restarts its time."""
        if ttl_seconds <= 0:
            raise StoreError("A session note needs a positive time to live.")
        with self._tx() as conn:
            self._check_note(conn, session, name)
            conn.execute(
                "INSERT INTO memdir_session_notes (scope, session, name, text, expires_at)"
                " VALUES (%s, %s, %s, %s, now() + make_interval(secs => %s))"
                " ON CONFLICT (tenant, scope, session, name) DO UPDATE SET"
                " text = excluded.text, created_at = now(), expires_at = excluded.expires_at",
                (self.scope, pg_text(session), pg_text(name), pg_text(text[:MAX_NOTE_CHARS]),
                 ttl_seconds))

    def _check_note(self, conn: Any, session: str, name: str) -> None:
        """`check_session_note` against the session's live notes, the session locked
        until the transaction ends (two writers cannot both take the last place); the
        session's expired rows are deleted first."""
        self._lock(conn, f"\x1esession-notes\x1f{session}")
        conn.execute("DELETE FROM memdir_session_notes WHERE scope = %s AND session = %s"
                     " AND expires_at <= now()", (self.scope, pg_text(session)))
        names = {row[0] for row in conn.execute(
            "SELECT name FROM memdir_session_notes WHERE scope = %s AND session = %s"
            " AND expires_at > now()", (self.scope, pg_text(session))).fetchall()}
        check_session_note(name, len(names), pg_text(name) in names)

    @staticmethod
    def _now(conn: Any) -> float:
        return float(conn.execute("SELECT extract(epoch FROM now())").fetchone()[0])

    def session_notes(self, session: str) -> dict[str, str]:
        """The session's notes that have not expired, by name."""
        with self._tx() as conn:
            return dict(conn.execute(
                "SELECT name, text FROM memdir_session_notes WHERE scope = %s"
                " AND session = %s AND expires_at > now() ORDER BY created_at, name",
                (self.scope, pg_text(session))).fetchall())

    def end_session_notes(self, session: str) -> int:
        """Delete every note of a session that ended; return how many there were."""
        with self._tx() as conn:
            deleted: int = conn.execute("DELETE FROM memdir_session_notes WHERE scope = %s"
                                        " AND session = %s",
                                        (self.scope, pg_text(session))).rowcount
            return deleted

    def expire_session_notes(self) -> int:
        """Delete this tenant's expired notes (their text must not outlive them); return
        how many went. Reads never return an expired note, whether or not this ran."""
        with self._tx() as conn:
            expired: int = conn.execute("DELETE FROM memdir_session_notes WHERE scope = %s"
                                        " AND expires_at <= now()", (self.scope,)).rowcount
            return expired

    def live_session_notes(self) -> list[SessionNote]:
        """Every unexpired note of every session, by session, oldest first."""
        with self._tx() as conn:
            return [SessionNote(session, name, text, float(expires)) for
                    session, name, text, expires in conn.execute(
                        "SELECT session, name, text, extract(epoch FROM expires_at)"
                        " FROM memdir_session_notes WHERE scope = %s AND expires_at > now()"
                        " ORDER BY session COLLATE \"C\", created_at, name", (self.scope,))]

    def put_session_note(self, note: SessionNote) -> None:
        """Keep a note with the expiry it has (one already expired is not kept); it is
        ordered after the session's notes already kept."""
        with self._tx() as conn:
            if note.expires > self._now(conn):
                self._check_note(conn, note.session, note.name)
            conn.execute(
                "INSERT INTO memdir_session_notes (scope, session, name, text, created_at,"
                " expires_at) SELECT %s, %s, %s, %s, clock_timestamp(), to_timestamp(%s)"
                " WHERE to_timestamp(%s) > now() ON CONFLICT (tenant, scope, session, name)"
                " DO UPDATE SET text = excluded.text, expires_at = excluded.expires_at",
                (self.scope, pg_text(note.session), pg_text(note.name),
                 pg_text(note.text[:MAX_NOTE_CHARS]),
                 note.expires, note.expires))
