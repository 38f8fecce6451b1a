"""Every command line memdir suggests in its messages and help (`memdir X ...`
between backticks, single quotes or parentheses in the source's strings) parses as that
command: a name that is a command, options it has, no extra arguments. Placeholders
(NAME, ID, VERSION, N, an f-string's value) stand for one value; a command named without
its arguments is a mention, not a command line, and is let be."""

from __future__ import annotations

import functools
import importlib
import io
import re
import tokenize
from pathlib import Path

import click
import pytest

from memdir.cli import COMMANDS, SUBCOMMANDS, cli

SRC = Path(__file__).resolve().parents[1] / "src" / "memdir"
SUGGESTED = re.compile(r"([`'(])memdir ([a-z][a-z-]*(?: [^`'\"()\n]*)?)[`')]")
PLACEHOLDER = re.compile(r"[A-Z][A-Z_=]*|\.\.\.")
# What SUGGESTED starts with, in a module's text: a string's "{...}" replaced by VALUE never
# makes one (VALUE is no command), so a module without it has no suggestion.
SUGGESTED_ANYWHERE = re.compile(r"[`'(]memdir [a-z]")


GROUPS = ("token", "install", "uninstall", "semantic", "git")


def _command_part(words_in_parentheses: str) -> str:
    """"restore brings it back" -> "restore"; "inbox VALUE" stays: in parentheses the
    command runs up to the first word that is prose (not an option, a placeholder or a
    group's subcommand); "" when the first word is no command."""
    words = words_in_parentheses.split()
    if words[0] not in COMMANDS:
        return ""
    kept = words[:1]
    for i, w in enumerate(words[1:], 1):
        if not (w.startswith("-") or PLACEHOLDER.fullmatch(w) or w[0].isdigit()
                or (i == 1 and words[0] in GROUPS)):
            break
        kept.append(w)
    return " ".join(kept)


@functools.cache  # read at collection, and again by the test that counts them
def suggestions() -> list[tuple[str, str]]:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        source = path.read_text("utf-8")
        if not SUGGESTED_ANYWHERE.search(source):
            continue  # no string of it can hold one: not tokenized (most modules)
        tokens = tokenize.generate_tokens(io.StringIO(source).readline)
        for tok in tokens:
            if tok.type != tokenize.STRING:
                continue
            text = re.sub(r"\{[^{}]*\}", "VALUE", tok.string)
            for m in SUGGESTED.finditer(text):
                line = m.group(2).strip()
                if m.group(1) == "(":
                    line = _command_part(line)
                    if not line:
                        continue  # "(memdir keeps it in its history)": words, not a command
                found.append((f"{path.relative_to(SRC)}:{tok.start[0]}", line))
    return found


def problem(line: str) -> str | None:
    """What Click says of ``memdir LINE``, or None: it parses (or only lacks arguments)."""
    args = ["1" if PLACEHOLDER.fullmatch(w) else w for w in line.split()]
    ctx = click.Context(cli, info_name="memdir")
    command: click.Command = cli
    while isinstance(command, click.Group):
        if not args:
            return None  # a group named alone: a mention
        name = args.pop(0)
        for extra in SUBCOMMANDS.get(name, ()):
            importlib.import_module(f"memdir.cli.{extra}")
        sub = command.get_command(ctx, name)
        if sub is None:
            return f"no command {name!r}"
        command, ctx = sub, click.Context(sub, info_name=name, parent=ctx)
    try:
        command.make_context(ctx.info_name, args, parent=ctx.parent)
    except click.exceptions.Exit:
        return None
    except click.MissingParameter:
        return None  # `memdir restore`: the command named, its arguments left to say
    except click.ClickException as exc:
        said = exc.format_message()
        # `memdir chat -p`: an option named, its value left to say.
        return None if said.endswith("requires an argument.") else said
    return None


def test_suggestions_are_found():
    lines = [line for _, line in suggestions()]
    assert len(lines) > 50 and "inbox VALUE" in lines and "restore VALUE --version N" in lines


@pytest.mark.parametrize(("where", "line"), suggestions(), ids=lambda v: str(v)[:40])
def test_every_suggested_command_line_parses(where, line):
    said = problem(line)
    assert said is None, f"{where}: 'memdir {line}': {said}"


@pytest.mark.parametrize("line", ["restore a VERSION", "inbox p1 p2", "remember x",
                                  "token lst", "approve --edits ID"])
def test_a_wrong_command_line_is_caught(line):
    assert problem(line) is not None
