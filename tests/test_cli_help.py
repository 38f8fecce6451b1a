"""`memdir COMMAND --help` says what every option does: the README's command table sends
the reader there ("memdir COMMAND --help says the rest")."""

from __future__ import annotations

import click

from memdir.cli import cli


def _options_without_help() -> list[str]:
    context = click.Context(cli)
    missing = []

    def walk(group: click.Group, path: list[str]) -> None:
        for name in group.list_commands(context):
            command = group.get_command(context, name)
            if command is None or command.hidden:
                continue
            if isinstance(command, click.Group):
                walk(command, [*path, name])
                continue
            missing.extend(f"memdir {' '.join([*path, name])} {param.opts[0]}"
                           for param in command.params
                           if isinstance(param, click.Option) and not param.hidden
                           and not param.help)

    walk(cli, [])
    return missing


def test_every_option_of_every_command_says_what_it_does():
    # `memdir serve --help` listed --port and --log-level with nothing to say of them.
    assert _options_without_help() == []
