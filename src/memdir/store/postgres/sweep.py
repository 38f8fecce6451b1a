"""What must not outlive its time, deleted from every tenant at once: `memdir serve`'s
sweep over PostgreSQL.

Reads never return an expired session note, but hidden is not gone: a visitor's phone
number would stay in the table and its backups. A note write deletes its own session's
expired notes (`memdir.store.postgres.notes`); this deletes everyone's, and the visitor
log entries older than the retention period, in one transaction. Row-level security shows
a transaction only its tenant's rows, so the schema's sweep policies (migration "expired
notes and old visitor logs deleted by the server's sweep") show this one, and only this
one, the rows it deletes: it says it sweeps (``memdir.sweep``) and from when logs are
kept (``memdir.sweep_before``); nothing else sets either, and what they open is what no
read returns anyway.
"""

from __future__ import annotations


def sweep(dsn: str, visitor_log_seconds: float) -> tuple[int, int]:
    """Delete every tenant's expired session notes and visitor log entries logged more
    than ``visitor_log_seconds`` ago; (notes, entries) deleted.

    Raises:
        StoreError: the database cannot be reached (StoreUnavailableError), or is newer
            than this memdir.
    """
    from memdir.store.postgres.pool import driver, unreachable
    from memdir.store.postgres.store import prepare

    psycopg, _ = driver()
    pool = prepare(dsn)
    try:
        with pool.connection() as conn, conn.transaction():
            conn.execute("SELECT set_config('memdir.sweep', 'on', true)")
            conn.execute("SELECT set_config('memdir.sweep_before', (now() - make_interval("
                         "secs => %s))::text, true)", (visitor_log_seconds,))
            notes = conn.execute("DELETE FROM memdir_session_notes WHERE expires_at <= now()"
                                 ).rowcount
            entries = conn.execute("DELETE FROM memdir_visitor_log"
                                   " WHERE at < memdir_sweep_before()").rowcount
    except psycopg.OperationalError as exc:
        raise unreachable(dsn, exc) from exc
    return int(notes), int(entries)


__all__ = ["sweep"]
