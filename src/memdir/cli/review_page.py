"""`memdir review`: the review page (`memdir.web`) in the browser."""

from __future__ import annotations

import click

from memdir.cli import cli


@cli.command()
@click.option("--port", "-p", type=click.IntRange(0, 65535), default=0,
              help="Port on 127.0.0.1. Default: a free one.")
@click.option("--no-open", is_flag=True, help="Print the link; do not open a browser.")
def review(port: int, no_open: bool) -> None:
    """Review memory in a web page: inbox, every memory, history, changes.

    Served on 127.0.0.1 only, with a random token in the link: only someone who has the
    link (you) can open it. Ctrl-C stops it.
    """
    from memdir.web import require_extra

    require_extra()
    import webbrowser

    from memdir.cli.memory import open_cli_memory
    from memdir.web import review_app
    from memdir.web.server import bind, new_token, page_url, serve

    token = new_token()
    sock = bind(port)
    url = page_url(sock, token)
    memory = open_cli_memory(session=None)  # a person's page: its actions are theirs

    def ready() -> None:
        click.echo(f"Review page: {url}")
        click.echo("Ctrl-C stops it.")
        if not no_open:
            webbrowser.open(url)

    try:
        serve(review_app(memory, token=token), sock, on_ready=ready)
    finally:
        memory.close()
