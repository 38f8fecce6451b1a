"""`memdir review`: the review page (`memdir.web`) in the browser.

No reusable secret is ever on a command line: the browser is started with a one-time
link whose code works once, within a minute (`memdir.web.sessions`), and the page it
opens answers only this user's processes where the system says who connects
(`memdir.web.peer`). ``--server`` asks the `memdir serve` at ``MEMDIR_URL`` for such a
link with the reviewer token of ``MEMDIR_TOKEN`` (never on a command line either).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

import click

from memdir.cli import cli
from memdir.foundation.errors import MemdirError

LINK = "One-time link (works once, within a minute): "


@cli.command()
@click.option("--port", "-p", type=click.IntRange(0, 65535), default=0,
              help="Port on 127.0.0.1. Default: a free one.")
@click.option("--no-open", is_flag=True, help="Print a one-time link; do not open a browser.")
@click.option("--server", "on_server", is_flag=True,
              help="Open the review page of the memdir serve at MEMDIR_URL (MEMDIR_TOKEN: "
                   "a reviewer's token) instead of serving one here.")
def review(port: int, no_open: bool, on_server: bool) -> None:
    """Review memory in a web page: inbox, every memory, history, changes.

    Served on 127.0.0.1 only. The browser comes in with a one-time link (it works once,
    within a minute) and then holds a session cookie; press Enter for a new link (another
    browser). Ctrl-C stops it.
    """
    if on_server:
        _open_on_server(no_open)
        return
    from memdir.web import require_extra

    require_extra()
    import webbrowser

    from memdir.cli.memory import open_cli_memory
    from memdir.web import review_app
    from memdir.web.server import bind, page_url, serve
    from memdir.web.sessions import COOKIE, Sessions

    sock = bind(port)
    base = page_url(sock, "")
    # Cookies for 127.0.0.1 are shared by all its ports: one name per page.
    sessions = Sessions(cookie=f"{COOKIE}_{sock.getsockname()[1]}")
    memory = open_cli_memory(session=None)  # a person's page: its actions are theirs

    def link() -> str:
        return f"{base}/open?code={sessions.issue()}"

    def ready() -> None:
        click.echo(f"Review page: {base}/")
        click.echo("Enter: a new one-time link (another browser). Ctrl-C stops it.")
        threading.Thread(target=_links_on_enter, args=(link,), daemon=True).start()
        if no_open:
            click.echo(LINK + link())
            return
        click.echo("Opening it in your browser with a one-time link.")
        if not webbrowser.open(link()):
            click.echo("No browser could be started. " + LINK + link())

    try:
        serve(review_app(memory, sessions=sessions), sock, on_ready=ready)
    finally:
        memory.close()


def _links_on_enter(link: Callable[[], str]) -> None:
    """Print a fresh one-time link each time the person presses Enter."""
    try:
        for _ in sys.stdin:
            click.echo(LINK + link())
    except (OSError, ValueError):
        return  # no terminal to read from: links are only printed at start


def _open_on_server(no_open: bool) -> None:
    """Open (or print) a one-time link to the review page of the server at MEMDIR_URL.

    Raises:
        MemdirError: no server configured, or its refusal (not a reviewer's token).
    """
    import webbrowser

    from memdir.foundation.config import Config
    from memdir.service.remote.connection import Server

    config = Config.from_env()
    if not config.url:
        raise MemdirError("--server opens the review page of the memdir serve at "
                          "MEMDIR_URL; set MEMDIR_URL and MEMDIR_TOKEN (a reviewer's token).")
    server = Server(config.url, config.token or "", config.remote_timeout)
    answer = server.request("POST", "/review/open")
    path = answer.get("url") if isinstance(answer, dict) else None
    if not isinstance(path, str) or not path.startswith("/"):
        raise MemdirError(f"The memory server at {server.url} gave no review link; is it "
                          "a memdir serve of this version?")
    url = server.url + path
    if no_open:
        click.echo(LINK + url)
        return
    click.echo(f"Opening the review page of {server.url} in your browser with a "
               "one-time link.")
    if not webbrowser.open(url):
        click.echo("No browser could be started. " + LINK + url)
