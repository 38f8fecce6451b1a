"""The `memdir` command: a thin layer over the library.

Each command module registers its commands on `cli`. Errors raised on purpose
(`MemdirError`) become one sentence on stderr and exit code 1, never a traceback.
Heavy imports (providers, SDKs) happen inside commands, so `memdir --help` stays fast.
"""

from __future__ import annotations

import sys

import click

from ..errors import MemdirError


class _Group(click.Group):
    def invoke(self, ctx: click.Context):  # type: ignore[override]
        try:
            return super().invoke(ctx)
        except MemdirError as exc:
            raise click.ClickException(str(exc)) from exc
        except KeyboardInterrupt:
            click.echo("Interrupted.", err=True)
            sys.exit(130)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="memdir")
def cli() -> None:
    """Cross-session memory for AI agents.

    Memories are Markdown files in .memory/ (this project) and in your user folder
    (facts about you that hold in every project). Edit them by hand at any time.
    """


def main() -> None:
    cli(prog_name="memdir")


from . import chat, integrations, pipeline, records  # noqa: E402,F401  (registers commands)
