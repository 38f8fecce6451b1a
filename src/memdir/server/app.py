"""The `memdir serve` application and how it is started.

One Starlette app (and its sweep of what expired, `memdir.server.sweep`): the REST API
(`memdir.server.api`), its OpenAPI description at
``/openapi.json``, MCP over streamable HTTP at ``/mcp``, the review page under
``/review`` for reviewer tokens (`memdir.server.review_page`), and Prometheus metrics at
``/metrics`` for admin tokens (`memdir.server.metrics`, whose middleware counts, times and
logs every request). `run` starts it with uvicorn, its logs as text or JSON lines
(`memdir.server.logs`), and the metrics also on a loopback port of their own when asked.

Binding: 127.0.0.1 unless told otherwise. Memory holds what people said, and a token sent
over plain HTTP on a network can be read by anyone on the path, so a non-loopback address
is refused unless TLS is configured (a key and a certificate) or the person says
``--insecure-bind`` (a TLS-terminating proxy in front, a private network they trust).
"""

from __future__ import annotations

import builtins
import contextlib
import ipaddress
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import anyio
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Mount, Route

from memdir.foundation.errors import AuthError, MemdirError
from memdir.server.api import Api
from memdir.server.books import open_token_book
from memdir.server.limits import Limits, RequestLimits
from memdir.server.metrics import Metrics, serving
from memdir.server.projects import Projects
from memdir.server.remote_mcp import RemoteMcp
from memdir.server.review_page import ReviewPages
from memdir.server.sweep import Sweeper
from memdir.server.tokens import Grant, Tokens, may

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def create_app(data: Path, store: str | None = None, limits: Limits | None = None
               ) -> Starlette:
    """The server over the data folder ``data`` (tokens and one store per project), or,
    with ``store`` a ``postgresql://`` URL, over that database (each project a tenant,
    the token hashes beside the memory; ``data`` holds the projects' settings). Every
    route is behind the request limits (`memdir.server.limits`)."""
    limits = limits or Limits()
    projects = Projects(data, store, limits)
    book = open_token_book(data, store)
    tokens = Attributing(book)  # each request's metrics are its token's project's
    remote = RemoteMcp(tokens, projects)
    review = ReviewPages(tokens, projects)

    sweeper = Sweeper(projects, limits.sweep_seconds)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with remote.running(), anyio.create_task_group() as tasks:
            tasks.start_soon(sweeper.run)  # expired notes and old visitor logs deleted
            try:
                yield
            finally:
                tasks.cancel_scope.cancel()
                review.close()
                projects.close()

    # A route, not a mount: "/mcp" itself is the endpoint remote agents are given, and a
    # mount would answer it with a redirect to "/mcp/".
    metrics = Metrics(pools=_pools(store), pending=projects.pending)

    def admin(token: str | None) -> tuple[int, str | None]:
        try:
            grant = tokens.check(token)
        except AuthError as exc:
            return exc.status, None
        return (200 if may(grant.role, "admin") else 403), grant.project

    routes = [*Api(tokens, projects, on_revoke=[remote.revoked, review.revoked]).routes(),
              Route("/mcp", endpoint=remote, methods=["GET", "POST", "DELETE"]),
              Route("/metrics", endpoint=metrics.endpoint(admin), methods=["GET"]),
              Mount("/review", app=review)]
    metrics.routes = routes
    # The metrics outermost, so a request the limits answer (a 413, a 429) is counted too.
    app = Starlette(routes=routes, lifespan=lifespan,
                    middleware=[Middleware(metrics.middleware),
                                Middleware(RequestLimits, limits=limits)])
    app.state.tokens, app.state.projects, app.state.metrics = book, projects, metrics
    app.state.remote, app.state.review = remote, review
    return app


class Attributing:
    """A token book whose every token checked names the project of the request being
    answered (`memdir.server.metrics.serving`): what the request counts in the metrics,
    and the model calls it makes, are that project's, read by its admin token alone."""

    def __init__(self, book: Tokens) -> None:
        self.book = book

    def check(self, token: str | None) -> Grant:
        grant = self.book.check(token)
        serving(grant.project)
        return grant

    def still_valid(self, sha256: str) -> bool:
        return self.book.still_valid(sha256)

    def create(self, project: str, role: str, note: str = "") -> tuple[str, Grant]:
        return self.book.create(project, role, note)

    def revoke(self, token_id: str, project: str | None = None) -> Grant:
        return self.book.revoke(token_id, project)

    def list(self, project: str | None = None) -> builtins.list[Grant]:
        return self.book.list(project)


def _pools(store: str | None) -> Callable[[], dict[str, dict[str, int]]] | None:
    if store is None:
        return None
    from memdir.store.postgres.pool import pool_stats

    return pool_stats


def is_loopback(host: str) -> bool:
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to anything


def check_binding(host: str, ssl_keyfile: str | None, ssl_certfile: str | None,
                  insecure_bind: bool) -> None:
    """Refuse a network address without TLS unless the person said so explicitly.

    Raises:
        MemdirError: one sentence saying what to pass.
    """
    if bool(ssl_keyfile) != bool(ssl_certfile):
        raise MemdirError("TLS needs both --ssl-keyfile and --ssl-certfile.")
    for path in (ssl_keyfile, ssl_certfile):
        if path and not Path(path).is_file():
            raise MemdirError(f"No file at {path}; --ssl-keyfile and --ssl-certfile must "
                              "name existing files.")
    if not is_loopback(host) and not ssl_certfile and not insecure_bind:
        raise MemdirError(f"Refusing to serve memory on {host} without TLS: tokens and "
                          "memories would cross the network in clear text. Pass "
                          "--ssl-keyfile and --ssl-certfile, or --insecure-bind if a "
                          "TLS proxy or a trusted network protects it.")


def run(data: Path, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, *,
        store: str | None = None, ssl_keyfile: str | None = None, ssl_certfile: str | None = None,
        insecure_bind: bool = False, log_level: str = "info",
        limits: Limits | None = None, log_format: str = "text",
        metrics_port: int | None = None,
        announce: Callable[[int], None] | None = None) -> None:
    """Serve until interrupted, with the connection limits of ``limits``
    (`memdir.server.connections`); requests are logged by their route, never a query
    string (`memdir.server.logs`); ``metrics_port``: the metrics also on 127.0.0.1 there.
    ``announce`` is told the port once it is bound: the one chosen for port 0."""
    check_binding(host, ssl_keyfile, ssl_certfile, insecure_bind)
    import uvicorn

    from memdir.server.connections import Admission, guarded_listener, guarded_protocol
    from memdir.server.logs import log_config

    limits = limits or Limits()
    app = create_app(data, store, limits)
    if metrics_port is not None:
        app.state.metrics.serve_loopback(metrics_port)
    admission = Admission(limits)
    config = uvicorn.Config(app, host=host, port=port, ssl_keyfile=ssl_keyfile,
                            ssl_certfile=ssl_certfile, log_level=log_level, lifespan="on",
                            http=guarded_protocol(limits, admission), access_log=False,
                            log_config=log_config(log_format, log_level),
                            timeout_keep_alive=int(max(1, limits.keep_alive_seconds)))
    # The listening socket refuses connections past the caps before the event loop
    # builds anything for them (`memdir.server.connections`).
    sock = config.bind_socket()
    if announce is not None:
        announce(sock.getsockname()[1])
    uvicorn.Server(config).run(sockets=[guarded_listener(sock, admission)])


__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "check_binding", "create_app", "is_loopback",
           "run"]
