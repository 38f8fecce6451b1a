"""``memdir serve`` and ``memdir token``: run a memory server, and hand out its tokens.

Only click is imported at the top; Starlette and uvicorn are imported when the server
starts, so ``memdir --help`` does not pay for them (and works without the extra).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from memdir.cli import cli
from memdir.foundation.errors import MemdirError, MissingExtraError

if TYPE_CHECKING:  # the server extra: imported where it is used
    from memdir.server.tokens import Tokens

ROLES = ("visitor", "agent", "reviewer", "admin")


def _data(data: Path | None) -> Path:
    if data is not None:
        return data
    from memdir.service.scopes import memdir_home

    return memdir_home() / "server"


def _store(store: str | None) -> str | None:
    """``--store``, else MEMDIR_STORE (`memdir.foundation.config`), else None: files."""
    if store is None:
        from memdir.foundation.config import Config

        store = Config.from_env().store
    return (store or "").strip() or None


data_option = click.option(
    "--data", type=click.Path(path_type=Path, file_okay=False), default=None,
    help="The server's data folder: its tokens (as hashes) and one store per project "
         "(with --store: the projects' settings only). Default: the 'server' folder in "
         "MEMDIR_HOME.")
store_option = click.option(
    "--store", default=None, metavar="URL",
    help="Keep memory and token hashes in PostgreSQL (postgresql://...), each project a "
         "tenant. Default: MEMDIR_STORE, else files in the data folder.")


def _check_port(host: str, port: int) -> None:
    """One sentence for a port that cannot be listened on (another server has it), before
    anything starts: uvicorn would print its own errno and exit 3."""
    import errno
    import socket

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:
        raise MemdirError(f"Cannot listen on {host!r}: {exc.strerror or exc}.") from exc
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
        try:
            sock.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise MemdirError(f"Port {port} on {host} is in use (another memdir serve?); "
                                  "stop it, or pick another port with --port.") from exc
            raise MemdirError(f"Cannot listen on {host} port {port}: "
                              f"{exc.strerror or exc}.") from exc


@cli.command()
@data_option
@store_option
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but loopback needs TLS or "
                   "--insecure-bind.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port to listen on.")
@click.option("--ssl-keyfile", default=None, help="TLS private key (PEM).")
@click.option("--ssl-certfile", default=None, help="TLS certificate chain (PEM).")
@click.option("--insecure-bind", is_flag=True,
              help="Listen on a non-loopback address without TLS (behind a TLS proxy, or "
                   "on a network you trust).")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info",
                                                "debug"]), default="info",
              show_default=True, help="Least severe messages written to stderr.")
@click.option("--limit", "limits", multiple=True, metavar="NAME=VALUE",
              help="Change one of the server's limits (body_bytes, rate_per_second, "
                   "max_connections, ...; see docs/configuration.md). Repeatable.")
@click.option("--log-format", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="json: one JSON object per line. Either way a request "
              "is logged by its route, never its query, a token or memory text.")
@click.option("--metrics-port", type=click.IntRange(1, 65535), default=None,
              help="Also serve Prometheus metrics on 127.0.0.1:PORT, without a token "
                   "(/metrics on the main port needs an admin token).")
def serve(data: Path | None, store: str | None, host: str, port: int,
          ssl_keyfile: str | None, ssl_certfile: str | None, insecure_bind: bool,
          log_level: str, limits: tuple[str, ...], log_format: str,
          metrics_port: int | None) -> None:
    """Serve memory over HTTP: REST (/v1, /openapi.json) and MCP (/mcp) for remote agents.

    Clients set MEMDIR_URL and MEMDIR_TOKEN; create tokens with 'memdir token create'.
    """
    try:
        from memdir.server.app import check_binding, run
    except ImportError as exc:
        raise MissingExtraError("starlette", "server") from exc
    from memdir.server.limits import Limits
    from memdir.server.projects import check_store_url

    check_binding(host, ssl_keyfile, ssl_certfile, insecure_bind)
    _check_port(host, port)
    chosen = Limits.parse(limits)
    url = check_store_url(_store(store))
    folder = _data(data)
    if url is not None:
        from memdir.server.books import open_token_book
        from memdir.store.postgres.pool import shown

        open_token_book(folder, url)  # an unreachable database is one sentence, now
        where = f"memory in {shown(url)}, settings in {folder}"
    else:
        where = f"data in {folder}"

    def announce(bound: int) -> None:  # the port bound: the one chosen for --port 0
        named = f"[{host}]" if ":" in host else host  # an IPv6 address in a URL: [::1]
        click.echo(f"memdir serve: {where}; http{'s' if ssl_certfile else ''}://"
                   f"{named}:{bound}/ (MCP at /mcp)", err=True)
        if metrics_port is not None:
            click.echo(f"memdir serve: metrics at http://127.0.0.1:{metrics_port}/metrics",
                       err=True)

    run(folder, host, port, store=url, ssl_keyfile=ssl_keyfile, ssl_certfile=ssl_certfile,
        insecure_bind=insecure_bind, log_level=log_level, limits=chosen,
        log_format=log_format, metrics_port=metrics_port, announce=announce)


@cli.group()
def token() -> None:
    """Create, list and revoke the bearer tokens of a memory server.

    With MEMDIR_URL set (and no --data or --store) they are the server's: asked of it
    with MEMDIR_TOKEN, an admin token, for that token's project. Otherwise they are the
    tokens of a server run on this machine, from its data folder or its store.
    """


def _book(data: Path | None, store: str | None) -> Tokens:
    from memdir.server.books import open_token_book

    return open_token_book(_data(data), _store(store))


def _server(data: Path | None, store: str | None) -> Any:
    """The `memdir serve` at MEMDIR_URL, when the tokens are its (no --data or --store
    naming a local server's); else None."""
    from memdir.foundation.config import Config

    config = Config.from_env()
    if not config.url or data is not None or store is not None:
        return None
    if not (config.token or "").strip():
        # The connection's own sentence sends the person to 'memdir token create': the
        # very command that failed. Say how a first token is made instead.
        raise MemdirError(
            "MEMDIR_URL is set, so 'memdir token' manages that server's tokens and needs "
            "an admin token of it in MEMDIR_TOKEN; to create tokens in the server's data "
            "folder on its machine, run it without MEMDIR_URL (env -u MEMDIR_URL memdir "
            "token ...) or with --data DIR.")
    from memdir.service.remote.connection import Server

    return Server(config.url, config.token or "", config.remote_timeout)


def _same_project(project: str | None, answered: str) -> None:
    if project is not None and project != answered:
        raise MemdirError(f"The token in MEMDIR_TOKEN belongs to project {answered!r}, not "
                          f"{project!r}; a server's tokens are managed with an admin token "
                          "of their own project.")


def _check_project(server: Any, project: str | None) -> None:
    """Refuse before anything is made or revoked when ``--project`` names another project
    than the server's admin token's (a token made first would be left unseen)."""
    if project is not None:
        rows = server.request("GET", "/v1/tokens").get("tokens") or []
        if rows:
            _same_project(project, str(rows[0]["project"]))


@token.command("create")
@data_option
@store_option
@click.option("--project", "-p", default=None, help="The project (tenant) the token is "
                                                    "bound to; it never sees another "
                                                    "(the admin token's with MEMDIR_URL).")
@click.option("--role", "-r", type=click.Choice(ROLES), default="agent", show_default=True,
              help="visitor: a public agent's visitors (recall the published version, "
                   "propose); agent: recall and write; reviewer: also approve, reject, "
                   "publish; admin: also manage tokens.")
@click.option("--note", default="", help="What the token is for (shown by 'token list').")
def token_create(data: Path | None, store: str | None, project: str | None, role: str,
                 note: str) -> None:
    """Create a token and print it (once: only its hash is kept)."""
    server = _server(data, store)
    if server is not None:
        _check_project(server, project)
        made = server.request("POST", "/v1/tokens", {"role": role, "note": note})
        _same_project(project, str(made["project"]))
        secret, gid, grole, gproject = (made["token"], made["id"], made["role"],
                                        made["project"])
    else:
        if project is None:
            raise click.UsageError("Missing option '--project' / '-p'.")
        secret, grant = _book(data, store).create(project, role, note)
        gid, grole, gproject = grant.id, grant.role, grant.project
    click.echo(secret)
    click.echo(f"Token {gid} ({grole}, project {gproject}) created; it is "
               "shown only now, so keep it (MEMDIR_TOKEN).", err=True)


@token.command("list")
@data_option
@store_option
@click.option("--project", "-p", default=None,
              help="Only this project's tokens (needed with a PostgreSQL store).")
def token_list(data: Path | None, store: str | None, project: str | None) -> None:
    """List tokens: id, project, role, created, note (never the tokens themselves)."""
    server = _server(data, store)
    if server is not None:
        rows = [(str(g["id"]), str(g["project"]), str(g["role"]), str(g["created"]),
                 str(g.get("note") or ""))
                for g in server.request("GET", "/v1/tokens").get("tokens") or []]
        for row in rows:
            _same_project(project, row[1])
        if not rows:  # never so: the admin token asking is one of them
            click.echo(f"The server at {server.url} lists no tokens for this project.")
    else:
        rows = [(g.id, g.project, g.role, g.created, g.note)
                for g in _book(data, store).list(project)]
        if not rows:
            click.echo("No tokens yet. Create one with: memdir token create --project NAME")
    for gid, gproject, grole, created, gnote in rows:
        click.echo(f"{gid}  {gproject}  {grole:<8}  {created}" + (f"  {gnote}" if gnote else ""))


@token.command("revoke")
@data_option
@store_option
@click.option("--project", "-p", default=None,
              help="The token's project (needed with a PostgreSQL store).")
@click.argument("token_id")
def token_revoke(data: Path | None, store: str | None, project: str | None,
                 token_id: str) -> None:
    """Revoke a token by its id (from 'token list'); a running server stops accepting it."""
    server = _server(data, store)
    if server is not None:
        from memdir.service.remote.connection import path_of

        # The server revokes only among its admin token's project's tokens.
        _check_project(server, project)
        gone = server.request("DELETE", f"/v1/tokens/{path_of(token_id.strip())}")
        click.echo(f"Revoked token {gone['id']} ({gone['role']}, project {gone['project']}).")
        return
    grant = _book(data, store).revoke(token_id, project)
    click.echo(f"Revoked token {grant.id} ({grant.role}, project {grant.project}).")
