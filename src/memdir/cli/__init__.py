"""The `memdir` command: a thin layer over the library.

Each command module registers its commands on `cli` (the Click group in `memdir.cli.app`).
Errors raised on purpose (`MemdirError`) become one sentence on stderr and exit code 1,
never a traceback. Heavy imports (providers, SDKs) happen inside commands, so
``memdir --help`` stays fast.

This package imports nothing itself: `main` first offers the command line to
`memdir.cli.fast`, which answers ``memdir hook claude-code`` and ``memdir recall --json``
without Click or Rich. Claude Code starts the hook as a new process for every prompt, and
loading the whole command line for it was most of what each prompt waited for. Anything
else, including every error and ``--help``, goes through Click as before.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # not typing's: see `memdir`'s own
if TYPE_CHECKING:
    from typing import Any

    from memdir.cli.app import cli as cli

# Which module defines each command. A command's module is imported only when that
# command runs (or for --help): `memdir hook` runs on every prompt of a host agent, and
# importing every command's dependencies would be most of its cost.
COMMANDS = {
    "init": "records", "add": "adding", "ls": "records", "show": "records",
    "edit": "records", "rm": "records", "log": "records", "restore": "records",
    "doctor": "doctor", "stale": "anchors",
    "recall": "pipeline", "extract": "pipeline", "consolidate": "pipeline",
    "chat": "chat", "trust": "chat",
    "mcp": "integrations", "hook": "integrations", "install": "integrations",
    "uninstall": "integrations", "import": "integrations", "export": "integrations",
    "policy": "review", "inbox": "review", "approve": "review", "reject": "review",
    "changes": "review", "undo": "review", "review": "review_page",
    "migrate": "migrate", "publish": "publish", "purge": "publish",
    "serve": "serve", "token": "serve", "semantic": "semantic",
    "eval": "evaluate", "stats": "stats", "git": "git", "history": "history",
}
# Modules that add subcommands to a group another module defines ('install git'): loaded
# with the group, so the group's module need not import them (and they import it).
SUBCOMMANDS = {"install": ("git",), "uninstall": ("git",)}


def main() -> None:
    from memdir.cli.fast import answer

    code = answer(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    if sys.argv[1:2] != ["mcp"]:  # the MCP server's stdout is its protocol, not a terminal
        from memdir.foundation.terminal import ScrubbedStream

        # Whatever a command prints (a stored record, a visitor's words, an error naming
        # them) reaches the terminal as text, never as an escape sequence it obeys.
        sys.stdout = ScrubbedStream(sys.stdout)
        sys.stderr = ScrubbedStream(sys.stderr)
    from memdir.cli.app import cli as cli

    cli(prog_name="memdir")


def __getattr__(name: str) -> Any:
    # `from . import cli` in the command modules, and `from memdir.cli import cli`.
    if name == "cli":
        from memdir.cli.app import cli

        return cli
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
