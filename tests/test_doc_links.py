"""The documentation's links lead somewhere: every relative link in README.md and docs/
names a file that exists and, with a #fragment, a heading that file has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as -."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.S)
    return {_anchor(h) for h in re.findall(r"^#+ (.*)$", text, re.M)}


def _links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.S)
    return [link for link in re.findall(r"\]\(([^)\s]+)\)", text)
            if not re.match(r"[a-z]+:", link)]


def test_anchor_is_the_one_github_makes():
    assert _anchor("Quick start: a team server") == "quick-start-a-team-server"
    assert _anchor("MCP server: `memdir mcp`") == "mcp-server-memdir-mcp"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_names_a_file_and_heading_that_exist(page):
    broken = []
    for link in _links(page):
        path, _, fragment = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.exists():
            broken.append(link)
        elif fragment and target.suffix == ".md" and fragment not in _anchors(target):
            broken.append(link)
    assert broken == []


def _command_helps() -> list[tuple[str, str]]:
    """(command, its help text) for every command and subcommand of the CLI."""
    import click

    from memdir.cli import COMMANDS
    from memdir.cli.app import cli

    found = []
    with click.Context(cli) as ctx:
        for name in COMMANDS:
            command = cli.get_command(ctx, name)
            stack = [(name, command)]
            while stack:
                path, cmd = stack.pop()
                found.append((path, cmd.help or ""))
                if isinstance(cmd, click.Group):
                    stack += [(f"{path} {sub}", cmd.get_command(ctx, sub))
                              for sub in cmd.list_commands(ctx)]
    return found


def test_a_commands_help_sends_the_reader_to_the_page_that_says_it():
    # `memdir stats --help` sent a reader to docs/configuration.md for prices.json, which
    # only docs/stats.md describes.
    wrong = []
    for command, text in _command_helps():
        text = " ".join(text.split())
        for page in re.findall(r"docs/[\w-]+\.md", text):
            path = ROOT / page
            if not path.exists():
                wrong.append(f"memdir {command}: {page} does not exist")
                continue
            said = path.read_text("utf-8")
            wrong += [f"memdir {command}: {page} never mentions {file}"
                      for file in re.findall(r"\b[\w-]+\.json\b", text) if file not in said]
    assert wrong == []


# PostgreSQL's setting a tenant's connection carries, not a module.
_NOT_PYTHON = {"memdir.tenant"}


def test_every_dotted_memdir_name_the_docs_give_is_one_python_has():
    # docs/security.md sent a reader to `memdir.redact`, which is memdir.pipeline.redact.
    import importlib

    missing = []
    for page in PAGES:
        for dotted in set(re.findall(r"`(memdir(?:\.\w+)+)(?:\(\))?`",
                                     page.read_text("utf-8"))) - _NOT_PYTHON:
            parts = dotted.split(".")
            for cut in range(len(parts), 0, -1):  # the longest module, then attributes
                try:
                    value = importlib.import_module(".".join(parts[:cut]))
                except ImportError:
                    continue
                try:
                    for attribute in parts[cut:]:
                        value = getattr(value, attribute)
                except AttributeError:
                    missing.append(f"{page.name}: {dotted}")
                break
    assert missing == []


def test_every_option_the_docs_give_a_command_is_one_it_takes():
    """`memdir COMMAND [SUB] ... --option` anywhere in README.md or docs/: the command
    (or its subcommand) has that option, so a reader who copies it is not told
    "No such option"."""
    import click

    from memdir.cli import cli

    context = click.Context(cli)
    wrong = []
    for page in PAGES:
        text = page.read_text("utf-8")
        for found in re.finditer(r"memdir ([a-z][\w-]*)((?: [^`\n|#;)]*)?)", text):
            command = cli.get_command(context, found.group(1))
            words = found.group(2).split()
            if isinstance(command, click.Group):
                if not words or words[0] not in command.list_commands(context):
                    continue
                command = command.get_command(context, words[0])
                words = words[1:]
            if command is None:
                continue
            takes = {o for p in command.params for o in [*p.opts, *p.secondary_opts]}
            wrong += [f"{page.name}: {found.group(0)}" for option in
                      re.findall(r"(?<![\w-])(--[a-z][\w-]*|-[a-zA-Z])\b", " ".join(words))
                      if option not in takes]
    assert wrong == []
