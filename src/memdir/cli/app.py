"""The Click group behind ``memdir``: every command's module registers itself on `cli`.

Errors raised on purpose (`MemdirError`) become one sentence on stderr and exit code 1,
never a traceback.
"""

from __future__ import annotations

import difflib
import importlib
import sys
from typing import Any

import click

from memdir.cli import COMMANDS, SUBCOMMANDS
from memdir.foundation.errors import MemdirError


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMANDS.get(cmd_name)
        if module is not None and cmd_name not in self.commands:
            importlib.import_module(f"{__package__}.{module}")  # its decorators register it
            for extra in SUBCOMMANDS.get(cmd_name, ()):
                importlib.import_module(f"{__package__}.{extra}")
        return super().get_command(ctx, cmd_name)

    def resolve_command(self, ctx: click.Context,
                        args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            # "memdir lst": say which command was probably meant.
            name = args[0] if args else ""
            close = difflib.get_close_matches(name, sorted(COMMANDS), n=1, cutoff=0.6)
            if not close or name.startswith("-"):
                raise
            raise click.UsageError(f"No such command {name!r}. Did you mean {close[0]!r}?",
                                   ctx) from exc

    def invoke(self, ctx: click.Context) -> Any:
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
