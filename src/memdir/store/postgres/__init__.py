"""The PostgreSQL store (``memdir[server]``): memory shared by a team or a fleet of agents,
tenants isolated by row-level security. Importing this package needs no driver; opening a
store does (psycopg 3, psycopg-pool)."""

from __future__ import annotations

from memdir.store.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
