"""The tokens of a `memdir serve` whose memory is in PostgreSQL, kept beside it.

The same book as `memdir.server.tokens.TokenBook` (hashes only, one project and one role
per token), in the ``memdir_tokens`` table of the same database (see
`memdir.store.postgres.schema`): every server replica reads the one table, so a token
created or revoked anywhere counts at every replica's next request, and a backup of the
database holds no working token.

The table is under row-level security by project, like the memory. Checking a token
presents its hash (``memdir.token_sha256``) and sees the one row with that hash; listing,
creating and revoking run as the project's tenant and see that project's tokens only. So
a listing that forgot its project (an application bug) shows nothing, never another
project's tokens; and listing or revoking needs the project's name.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from memdir.foundation.errors import AuthError, MemdirError
from memdir.server.tokens import (
    ROLES,
    Grant,
    digest,
    new_grant,
    new_token_id,
    validate_project,
)
from memdir.store.postgres.pool import unreachable
from memdir.store.postgres.store import prepare

_COLUMNS = "id, tenant, role, created, note"


def _grant(row: Any, sha256: str = "") -> Grant:
    return Grant(id=row[0], project=row[1], role=row[2], created=row[3], note=row[4],
                 token_sha256=sha256)


class PgTokenBook:
    """The tokens of one server, as hashes in PostgreSQL.

    Args:
        dsn: the database the server's memory is in (``postgresql://...``).

    Raises:
        StoreError: the database cannot be reached (or is not one memdir may use).
    """

    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        self._pool = prepare(dsn)

    @contextlib.contextmanager
    def _tx(self, setting: str, value: str) -> Iterator[Any]:
        import psycopg

        try:
            with self._pool.connection() as conn, conn.transaction():
                conn.execute("SELECT set_config(%s, %s, true)", (setting, value))
                yield conn
        except psycopg.OperationalError as exc:
            raise unreachable(self.dsn, exc) from exc
        except Exception as exc:  # the pool's timeout, when every connection fails
            if type(exc).__name__ == "PoolTimeout":
                raise unreachable(self.dsn) from exc
            raise

    def _project(self, project: str) -> Any:
        return self._tx("memdir.tenant", validate_project(project))

    # ------------------------------------------------------------ reading
    def check(self, token: str | None) -> Grant:
        """The grant of a presented token.

        Raises:
            AuthError: no token, or not one this server issued (or it was revoked).
            StoreError: the database cannot be reached.
        """
        if not token:
            raise AuthError("This server needs a bearer token: set MEMDIR_TOKEN (create one "
                            "with 'memdir token create').", 401)
        sha = digest(token.strip())
        with self._tx("memdir.token_sha256", sha) as conn:
            row = conn.execute(f"SELECT {_COLUMNS} FROM memdir_tokens WHERE sha256 = %s",
                               (sha,)).fetchone()
        if row is None or row[2] not in ROLES:
            raise AuthError("The token is not valid on this server (unknown or revoked).",
                            401)
        return _grant(row, sha)

    def still_valid(self, sha256: str) -> bool:
        """Whether the token with this SHA-256 still checks (not revoked)."""
        with self._tx("memdir.token_sha256", sha256) as conn:
            row = conn.execute("SELECT role FROM memdir_tokens WHERE sha256 = %s",
                               (sha256,)).fetchone()
        return row is not None and row[0] in ROLES

    def list(self, project: str | None = None) -> list[Grant]:
        """The project's tokens (oldest first).

        Raises:
            MemdirError: no project named (each project's tokens are its own tenant's).
        """
        if project is None:
            raise MemdirError("Tokens in PostgreSQL are listed per project: add "
                              "--project NAME.")
        with self._project(project) as conn:
            rows = conn.execute(f"SELECT {_COLUMNS} FROM memdir_tokens "
                                "ORDER BY created, id").fetchall()
        return [_grant(r) for r in rows]

    # ------------------------------------------------------------ writing
    def create(self, project: str, role: str, note: str = "") -> tuple[str, Grant]:
        """A new token for ``project`` with ``role``: the token (shown once), its grant."""
        import psycopg

        token, grant = new_grant(project, role, note)
        for _ in range(5):
            try:
                with self._project(project) as conn:
                    conn.execute("INSERT INTO memdir_tokens (sha256, id, role, created, note) "
                                 "VALUES (%s, %s, %s, %s, %s)",
                                 (digest(token), grant.id, role, grant.created, grant.note))
                return token, grant
            except psycopg.errors.UniqueViolation:
                # Ids are unique across every project (an index no tenant sees past).
                grant = replace(grant, id=new_token_id())
        raise MemdirError("Could not find an unused token id; try again.")

    def revoke(self, token_id: str, project: str | None = None) -> Grant:
        """Revoke the project's token with this id.

        Raises:
            MemdirError: no project named, or no such token in it.
        """
        if project is None:
            raise MemdirError("Tokens in PostgreSQL are revoked per project: add "
                              "--project NAME.")
        # PostgreSQL takes no NUL in a text: such an id (DELETE /v1/tokens/%00) was a
        # DataError, a 500 and a traceback; no token has one.
        row = None
        if "\x00" not in token_id:
            with self._project(project) as conn:
                row = conn.execute(f"DELETE FROM memdir_tokens WHERE id = %s RETURNING "
                                   f"{_COLUMNS}, sha256", (token_id,)).fetchone()
        if row is None:
            raise MemdirError(f"No token with id {token_id!r} in project {project!r}; "
                              f"'memdir token list --project {project}' shows them.")
        return _grant(row[:5], row[5])


__all__ = ["PgTokenBook"]
