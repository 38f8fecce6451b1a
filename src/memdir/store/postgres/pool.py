"""Connections: the driver, imported lazily, and one pool per DSN in a process."""

from __future__ import annotations

import atexit
import contextlib
import threading
from typing import Any

from ...errors import MissingExtraError

_pools: dict[str, Any] = {}
_pools_lock = threading.Lock()


def driver() -> Any:
    try:
        import psycopg
        import psycopg_pool
    except ImportError as exc:
        raise MissingExtraError("psycopg", "server") from exc
    return psycopg, psycopg_pool


def shown(dsn: str) -> str:
    """The DSN without its password, for messages."""
    try:
        from psycopg.conninfo import conninfo_to_dict
        parts = conninfo_to_dict(dsn)
    except Exception:  # noqa: BLE001 - a DSN psycopg cannot read is shown as "the database"
        return "the PostgreSQL database"
    host = parts.get("host") or "localhost"
    return f"PostgreSQL database {parts.get('dbname', '')!s} on {host}"


def pool_for(dsn: str, max_size: int) -> Any:
    """One pool per DSN in a process: stores of many tenants share its connections."""
    _, psycopg_pool = driver()
    with _pools_lock:
        pool = _pools.get(dsn)
        if pool is None:
            # check: a connection the server dropped (a restart) is replaced, not handed out.
            pool = psycopg_pool.ConnectionPool(
                dsn, min_size=1, max_size=max_size, open=False, timeout=30,
                check=psycopg_pool.ConnectionPool.check_connection)
            pool.open(wait=False)
            _pools[dsn] = pool
        return pool


@atexit.register
def _close_pools() -> None:
    with _pools_lock:
        for pool in _pools.values():
            with contextlib.suppress(Exception):
                pool.close(timeout=1)
        _pools.clear()


def pg_text(value: str) -> str:
    # PostgreSQL text holds no NUL byte and no lone surrogate.
    return value.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")
