"""Published versions for `PostgresStore`, as the file store keeps them (`store.published`).

A version is one row of ``memdir_published`` (its records as ``[{"file", "text"}]``),
never changed once made; ``memdir_published_state`` says which one is served and which a
rollback returns to. Both are under row-level security like the records. A public agent
over this store reads the served version through `published_version`
(`memdir.service.public.Published`, `memdir.store.snapshot`).
"""

from __future__ import annotations

import json
from typing import Any

from memdir.foundation.errors import ConflictError, NotFoundError, StoreError
from memdir.foundation.record import now_iso, parse_record, validate_name
from memdir.store.base import PublishedState
from memdir.store.postgres.core import Tenant
from memdir.store.postgres.pool import pg_text


class PublishedVersions(Tenant):
    """The published-versions side of `PostgresStore` (over its declared `Tenant`)."""

    def published(self) -> PublishedState:
        """The versions kept and which one is served."""
        with self._tx() as conn:
            versions = tuple(v for (v,) in conn.execute(
                "SELECT version FROM memdir_published WHERE scope = %s ORDER BY version",
                (self.scope,)))
            row = conn.execute("SELECT current, previous FROM memdir_published_state"
                               " WHERE scope = %s", (self.scope,)).fetchone()
        if row is None:
            return PublishedState(None, (), versions)
        return PublishedState(row[0], tuple(row[1]), versions)

    def published_version(self, number: int) -> list[tuple[str, str]]:
        """(file, exact text) of every record of one version.

        Raises:
            NotFoundError: no version of that number is kept.
        """
        with self._tx() as conn:
            return self._version_texts(conn, number)

    def _version_texts(self, conn: Any, number: int) -> list[tuple[str, str]]:
        row = conn.execute("SELECT records FROM memdir_published WHERE scope = %s AND"
                           " version = %s", (self.scope, number)).fetchone()
        if row is None:
            raise NotFoundError(f"v{number}", "the published versions")
        return [(str(r["file"]), str(r["text"])) for r in row[0]]

    def put_published_version(self, number: int, texts: list[tuple[str, str]]) -> None:
        """Keep a version whole (one row), or not at all.

        Raises:
            ConflictError: another version of that number is kept.
        """
        if not isinstance(number, int) or not 1 <= number < 10**9:
            raise StoreError(f"{number!r} is not a published version number.")
        rows = []
        for file, text in texts:
            validate_name(parse_record(text, file).name)  # as every record written here
            rows.append({"file": pg_text(file), "text": pg_text(text)})
        with self._tx() as conn:
            made = conn.execute(
                "INSERT INTO memdir_published (scope, version, published_by, records)"
                " VALUES (%s, %s, %s, %s::jsonb) ON CONFLICT DO NOTHING",
                (self.scope, number, "publish", json.dumps(rows, ensure_ascii=False))
            ).rowcount
            if not made and sorted(self._version_texts(conn, number)) != sorted(
                    (r["file"], r["text"]) for r in rows):
                raise ConflictError(f"Published version {number} exists with other "
                                    "records; a published version is never changed.")

    def set_published_state(self, current: int, previous: tuple[int, ...]) -> None:
        """Serve version ``current``; ``previous`` are the ones a rollback returns to.

        Raises:
            NotFoundError: one of them is not kept.
        """
        with self._tx() as conn:
            kept = {v for (v,) in conn.execute(
                "SELECT version FROM memdir_published WHERE scope = %s", (self.scope,))}
            for number in (current, *previous):
                if number not in kept:
                    raise NotFoundError(f"v{number}", "the published versions")
            conn.execute(
                "INSERT INTO memdir_published_state (scope, current, previous, at)"
                " VALUES (%s, %s, %s, %s) ON CONFLICT (tenant, scope) DO UPDATE SET"
                " current = excluded.current, previous = excluded.previous, at = excluded.at",
                (self.scope, current, list(previous), now_iso()))

    def drop_published_version(self, number: int) -> None:
        """Erase one version's row for good (`Publishing.drop_published_version`).

        Raises:
            ConflictError: the version is served, or one a rollback returns to.
        """
        with self._tx() as conn:
            row = conn.execute("SELECT current, previous FROM memdir_published_state"
                               " WHERE scope = %s FOR UPDATE", (self.scope,)).fetchone()
            if row is not None and (number == row[0] or number in (row[1] or [])):
                raise ConflictError(f"Published version {number} is served or a rollback "
                                    "returns to it; it is not erased.")
            conn.execute("DELETE FROM memdir_published WHERE scope = %s AND version = %s",
                         (self.scope, number))


__all__ = ["PublishedVersions"]
