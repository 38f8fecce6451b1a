"""Commands that plug memdir into other agents: ``mcp``, ``hook``, ``install``, ``uninstall``,
``import`` and ``export``.

Only click is imported here; the MCP SDK, the hook machinery and the formats are imported
inside their commands, so ``memdir --help`` does not pay for them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from memdir.cli import cli
from memdir.foundation.errors import MemdirError
from memdir.foundation.plural import plural

SCOPE_CHOICE = click.Choice(["project", "user"])


# ----------------------------------------------------------------------------- mcp
@cli.command()
@click.option("--project", "project", type=click.Path(path_type=Path),
              default=None, help="The project folder (default: found from the current "
                                 "folder; none when started in / or your home folder).")
@click.option("--select", type=click.Choice(["offline", "llm"]), default="offline",
              show_default=True, help="How memory_search chooses: the offline ranker, or "
                                      "the configured model (falls back to the ranker).")
def mcp(project: Path | None, select: str) -> None:
    """Serve memory to an MCP client (Claude Desktop, Claude Code, Cursor) over stdio."""
    if project is not None and not project.is_dir():
        # A typo must not become a new folder with a store in it.
        raise MemdirError(f"No project folder at {project}; --project must name an "
                          "existing folder.")
    try:
        from memdir.integrations.mcp_server import serve
    except ImportError as exc:
        from memdir.foundation.errors import MissingExtraError

        raise MissingExtraError("mcp", "mcp") from exc
    from memdir.foundation.config import Config
    from memdir.integrations.mcp_answers import McpAnswers
    from memdir.service.actors import Actor
    from memdir.service.opening import open_memory

    # The model's memory: its writes are the model's, and it decides no proposal.
    memory = open_memory(Config.from_env(), project=project.resolve() if project else None,
                         provider=None if select == "llm" else "offline",
                         actor=Actor("model", "mcp"))
    serve(McpAnswers(memory, select=select, actor="mcp"))


# ----------------------------------------------------------------------------- hook
@cli.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("agent", required=False)
@click.option("--select", default=None, metavar="offline|llm",
              help="How records are chosen for a prompt (default: MEMDIR_HOOK_SELECT, "
                   "else the offline ranker; llm calls the configured model).")
def hook(agent: str | None, select: str | None) -> None:
    """Handle a hook event from an agent (reads the event JSON on stdin).

    Installed by 'memdir install claude-code'; Claude Code runs 'memdir hook claude-code'
    for SessionStart, UserPromptSubmit, Stop and SessionEnd. Always exits 0: a hook that
    fails never blocks the agent (problems go to stderr and the memdir log).
    """
    from memdir.cli.fast import hook as run  # the same code `memdir.cli.fast` runs without Click

    sys.exit(run(agent, select))


# ----------------------------------------------------------------------------- install
F = TypeVar("F", bound=Callable[..., Any])

where_options = [
    click.option("--project", "where", flag_value="project", default=True,
                 help="This project's .claude/settings.json (shared through git; default)."),
    click.option("--local", "where", flag_value="local",
                 help="This project's .claude/settings.local.json (only you)."),
    click.option("--user", "where", flag_value="user",
                 help="Your ~/.claude/settings.json (every project)."),
    click.option("--dry-run", is_flag=True, help="Show what would change; write nothing."),
]


def _where(fn: F) -> F:
    for option in reversed(where_options):
        fn = option(fn)
    return fn


def _settings(where: str) -> Path:
    from memdir.integrations.claude_settings import settings_path
    from memdir.service.scopes import project_root

    # ~/.claude needs no project (and the home folder is never one).
    return settings_path(where, project_root() if where != "user" else Path.home())


@cli.group()
def install() -> None:
    """Connect memdir to an agent."""


@install.command("claude-code")
@_where
def install_claude_code(where: str, dry_run: bool) -> None:
    """Add memdir's hooks to Claude Code's settings (other hooks are kept).

    SessionStart shows the catalog, UserPromptSubmit adds the memories relevant to each
    prompt, Stop and SessionEnd extract new memories in the background.
    """
    from memdir.integrations import claude_settings as cs

    path = _settings(where)
    # The project folder holding .claude/ (a venv inside it is named from there).
    project = path.parent.parent if where != "user" else None
    change = cs.install(path, cs.hook_command(where, project), dry_run=dry_run,
                        within=project)
    verb = "Would add" if dry_run else "Added"
    if not change.changed:
        click.echo(f"memdir hooks are already installed in {path}.")
    else:
        if change.added:
            click.echo(f"{verb} memdir hooks for {', '.join(change.added)} to {path}.")
        if change.updated:
            click.echo(f"{'Would update' if dry_run else 'Updated'} the memdir hook command "
                       f"for {', '.join(change.updated)} in {path}.")
        if change.backup:
            click.echo(f"The previous file is saved as {change.backup}.")
    if not dry_run:
        _build_indexes()
        from memdir.foundation.launch import memdir_command, shell_line

        # The absolute command, as for the hooks: never "python -m" from the project folder.
        click.echo("For the memory tools too: claude mcp add memdir -- "
                   + shell_line(memdir_command("mcp")))


def _build_indexes() -> None:
    """Build the search indexes now, so the first hook of a session does not pay for it
    (a few seconds for thousands of memories; the hook would give up after 8)."""
    from memdir.cli.memory import open_cli_memory

    with open_cli_memory() as memory:
        memory.sizes()  # counting brings each store's search index up to date


@cli.group()
def uninstall() -> None:
    """Disconnect memdir from an agent."""


@uninstall.command("claude-code")
@_where
def uninstall_claude_code(where: str, dry_run: bool) -> None:
    """Remove memdir's hooks from Claude Code's settings (nothing else is touched)."""
    from memdir.integrations import claude_settings as cs

    path = _settings(where)
    change = cs.uninstall(path, dry_run=dry_run,
                          within=path.parent.parent if where != "user" else None)
    if not change.changed:
        click.echo(f"No memdir hooks in {path}.")
        return
    verb = "Would remove" if dry_run else "Removed"
    click.echo(f"{verb} memdir hooks for {', '.join(change.removed)} from {path}.")
    if change.deleted:
        click.echo(f"{path} held nothing else and is gone.")
    elif change.restored:
        click.echo(f"{path} is as it was before 'memdir install' (its backup is no longer "
                   "needed and was removed).")
    elif change.backup:
        click.echo(f"The previous file is saved as {change.backup}.")


# ----------------------------------------------------------------------------- import/export
@cli.command("import")
@click.argument("source", required=False, type=click.Path(path_type=Path))
@click.option("--json", "json_file", default=None, metavar="FILE",
              help="Import a 'memdir export --json' file ('-' reads stdin).")
@click.option("--claude-code", "claude_code", is_flag=True,
              help="Import this project's Claude Code memory folder "
                   "(~/.claude/projects/<project>/memory).")
@click.option("--scope", "-s", type=SCOPE_CHOICE, default=None,
              help="Put everything in this store (default: the export's scope, else by "
                   "type: user memories to the user store).")
@click.option("--overwrite", is_flag=True,
              help="Replace memories with the same name (the old text stays in the history).")
@click.option("--dry-run", is_flag=True, help="Show what would happen; write nothing.")
def import_(source: Path | None, json_file: str | None, claude_code: bool, scope: str | None,
            overwrite: bool, dry_run: bool) -> None:
    """Import memories from a seed .memory/ folder, a Claude Code memory folder, or JSON."""
    from memdir.cli.memory import open_cli_memory
    from memdir.integrations import formats

    given = sum(x is not None and x is not False for x in (source, json_file, claude_code))
    if given != 1:
        raise MemdirError("Give one source: a folder, --json FILE or --claude-code.")
    if json_file is not None:
        text = _read_text(None if json_file == "-" else Path(json_file))
        incoming = formats.read_json(text, json_file)
        origin = ""  # an export carries its own provenance: a round trip changes nothing
    else:
        folder = _claude_code_folder() if claude_code else source
        assert folder is not None
        if not folder.is_dir():
            raise MemdirError(f"No memory folder at {folder}.")
        incoming = formats.read_folder(folder)
        origin = str(folder.resolve())
    with open_cli_memory(session="import") as memory:
        outcomes = formats.import_records(incoming, memory, scope=scope,
                                          overwrite=overwrite, dry_run=dry_run, origin=origin)
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.action] = counts.get(o.action, 0) + 1
        where = f" ({o.scope})" if o.scope else ""
        reason = f": {o.reason}" if o.reason else ""
        # Neither name nor file: refused for a secret either may hold (`secret_skipped`).
        click.echo(f"{o.action}: {o.name or o.origin or 'a memory'}{where}{reason}")
    prefix = "Dry run: " if dry_run else ""
    summary = ", ".join(plural(n, "already exists", "already exist") if a == "exists"
                        else f"{n} {a}" for a, n in sorted(counts.items())) or "nothing to import"
    click.echo(f"{prefix}{summary}.")


def _claude_code_folder() -> Path:
    """This project's Claude Code memory folder (a path is the point: it is read)."""
    from memdir.integrations import formats
    from memdir.service.scopes import project_root

    return formats.claude_code_memory_dir(project_root())


def _read_text(path: Path | None) -> str:
    """The text of a JSON file to import (stdin for None), as one sentence if it is not
    UTF-8 text: nothing is imported then."""
    from memdir.cli.inputs import MAX_IMPORT_BYTES, read_text

    return read_text(path, MAX_IMPORT_BYTES, "The export", "nothing was imported")


def _say_left_out(left_out: list[dict[str, str]]) -> None:
    """On stderr, each memory an export left out and why; the rest is exported, and the
    exit code is 0, as 'memdir ls' lists the rest around such a file."""
    for item in left_out:
        click.echo(f"Left out of the export ({item['scope']}): {item['reason']} 'memdir "
                   "doctor' names its file.", err=True)


@cli.command()
@click.option("--json", "as_json", is_flag=True, default=True,
              help="Print every memory as JSON (the default; 'memdir import --json' reads it).")
@click.option("--folder", type=click.Path(path_type=Path), default=None,
              help="Instead, write a seed-style folder (one .md per memory plus MEMORY.md).")
@click.option("--scope", "-s", type=SCOPE_CHOICE, default=None,
              help="Only this store (default: both).")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the JSON to this file instead of stdout.")
def export(as_json: bool, folder: Path | None, scope: str | None, output: Path | None) -> None:
    """Export memories as JSON (both stores, or --scope), or as a seed-style folder."""
    import json

    from memdir.cli.memory import open_cli_memory
    from memdir.integrations import formats

    left_out: list[dict[str, str]] = []
    with open_cli_memory() as memory:
        if folder is not None:
            count = formats.export_folder(memory, folder, scope, left_out)
            _say_left_out(left_out)
            click.echo(f"Wrote {plural(count, 'memory', 'memories')} to {folder}.")
            return
        data = formats.export_records(memory, scope)
    _say_left_out(data["left_out"])
    from memdir.foundation.terminal import json_safe

    text = json_safe(json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False)) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    from memdir.store.files.store import atomic_write

    try:
        atomic_write(output, text)
    except OSError as exc:
        raise MemdirError(f"Could not write {output}: {exc.strerror or exc}.") from exc
    click.echo(f"Wrote {plural(len(data['records']), 'memory', 'memories')} to {output}.",
               err=True)

