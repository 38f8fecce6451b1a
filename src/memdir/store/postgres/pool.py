"""Connections: the driver, imported lazily, and one pool per DSN in a process."""

from __future__ import annotations

import atexit
import contextlib
import threading
from typing import Any

from memdir.foundation.errors import MissingExtraError, StoreUnavailableError

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


def unreachable(dsn: str, exc: BaseException | None = None) -> StoreUnavailableError:
    """The error for a database that does not answer (``exc``: the driver's)."""
    first = str(exc).strip().splitlines()[0] if exc is not None and str(exc).strip() \
        else f"no connection within {pool_timeout():g} s"
    return StoreUnavailableError(f"{shown(dsn)} cannot be reached ({first}).")


def pool_timeout() -> float:
    """Seconds a request waits for a connection (``MEMDIR_PG_POOL_TIMEOUT``, default 30):
    all of them busy, or the database restarting. A short outage is ridden through; a
    longer one ends in StoreUnavailableError, which `memdir serve` answers with 503."""
    from memdir.foundation.config import Config

    return Config.from_env().pg_pool_timeout


def pool_for(dsn: str, max_size: int) -> Any:
    """One pool per DSN in a process: stores of many tenants share its connections."""
    _, psycopg_pool = driver()
    with _pools_lock:
        pool = _pools.get(dsn)
        if pool is None:
            # check: a connection the server dropped (a restart) is replaced, not handed out.
            # reconnect_timeout: the pool retries a failed connection with a doubling wait
            # (1, 2, 4, 8 s...) until this many seconds, then gives the slot up and the next
            # request that finds no connection tries at once. With its default, 5 minutes,
            # the wait grew past the outage: after 35 s down, a database that was back
            # went unused 23 s more (2 s with 10).
            pool = psycopg_pool.ConnectionPool(
                dsn, min_size=1, max_size=max_size, open=False, timeout=pool_timeout(),
                check=psycopg_pool.ConnectionPool.check_connection, reconnect_timeout=10.0)
            pool.open(wait=False)
            _pools[dsn] = pool
        return pool


def pool_stats() -> dict[str, dict[str, int]]:
    """Each pool's statistics (`psycopg_pool`'s ``get_stats``), by its database's name
    without a password: for the server's metrics."""
    with _pools_lock:
        pools = dict(_pools)
    return {shown(dsn): dict(pool.get_stats()) for dsn, pool in pools.items()}


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
