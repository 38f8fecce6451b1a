"""The `memdir serve` application and how it is started.

One Starlette app: the REST API (`memdir.server.api`), its OpenAPI description at
``/openapi.json``, MCP over streamable HTTP at ``/mcp``, and the review page under
``/review`` for reviewer tokens (`memdir.server.review_page`). `run` starts it with uvicorn.

Binding: 127.0.0.1 unless told otherwise. Memory holds what people said, and a token sent
over plain HTTP on a network can be read by anyone on the path, so a non-loopback address
is refused unless TLS is configured (a key and a certificate) or the person says
``--insecure-bind`` (a TLS-terminating proxy in front, a private network they trust).
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Mount, Route

from memdir.foundation.errors import MemdirError
from memdir.server.api import Api
from memdir.server.books import open_token_book
from memdir.server.limits import Limits, RequestLimits
from memdir.server.projects import Projects
from memdir.server.remote_mcp import RemoteMcp
from memdir.server.review_page import ReviewPages

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def create_app(data: Path, store: str | None = None, limits: Limits | None = None
               ) -> Starlette:
    """The server over the data folder ``data`` (tokens and one store per project), or,
    with ``store`` a ``postgresql://`` URL, over that database (each project a tenant,
    the token hashes beside the memory; ``data`` holds the projects' settings). Every
    route is behind the request limits (`memdir.server.limits`)."""
    projects = Projects(data, store)
    tokens = open_token_book(data, store)
    remote = RemoteMcp(tokens, projects)
    review = ReviewPages(tokens, projects)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with remote.running():
            try:
                yield
            finally:
                review.close()
                projects.close()

    # A route, not a mount: "/mcp" itself is the endpoint remote agents are given, and a
    # mount would answer it with a redirect to "/mcp/".
    routes = [*Api(tokens, projects, on_revoke=[remote.revoked, review.revoked]).routes(),
              Route("/mcp", endpoint=remote, methods=["GET", "POST", "DELETE"]),
              Mount("/review", app=review)]
    app = Starlette(routes=routes, lifespan=lifespan,
                    middleware=[Middleware(RequestLimits, limits=limits or Limits())])
    app.state.tokens, app.state.projects = tokens, projects
    app.state.remote, app.state.review = remote, review
    return app


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
        limits: Limits | None = None) -> None:
    """Serve until interrupted, with the connection limits of ``limits``
    (`memdir.server.connections`) and an access log without query strings."""
    check_binding(host, ssl_keyfile, ssl_certfile, insecure_bind)
    import logging

    import uvicorn

    from memdir.server.connections import guarded_protocol

    limits = limits or Limits()
    config = uvicorn.Config(create_app(data, store, limits), host=host, port=port,
                            ssl_keyfile=ssl_keyfile, ssl_certfile=ssl_certfile,
                            log_level=log_level, lifespan="on",
                            http=guarded_protocol(limits),
                            timeout_keep_alive=int(max(1, limits.keep_alive_seconds)))
    logging.getLogger("uvicorn.access").addFilter(_without_query)
    uvicorn.Server(config).run()


def _without_query(record: logging.LogRecord) -> bool:
    """uvicorn's access line names the path with its query string; a query string may
    hold a secret (a review link's code, a token a client put in a URL), and a log is
    read by more people than the server's tokens are given to. The path alone is kept."""
    args = record.args
    if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str):
        record.args = (*args[:2], args[2].split("?", 1)[0], *args[3:])
    return True


__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "check_binding", "create_app", "is_loopback",
           "run"]
