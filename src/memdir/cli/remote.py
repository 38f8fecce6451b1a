"""The record commands when memory is kept by a server (``MEMDIR_URL`` is set).

Same names, options and output as the local commands (`memdir.cli.records`,
`memdir.cli.pipeline`), over a `RemoteMemory`: a person switching between a laptop's
files and a team server types the same thing and reads the same lines. Commands that
work on local files only (``edit``, ``doctor``, ``init``...) say so in one sentence.

The group (`memdir.cli._Group`) picks these commands instead of the local ones; they are
not registered on the group, so ``memdir --help`` is the same in both modes.
"""

from __future__ import annotations

import shlex
import sys

import click
from rich.table import Table
from rich.text import Text

from memdir.cli.listing import DEFAULT_LIMIT, Row, print_rows
from memdir.cli.render import console, echo_json, short_time, show_recalled
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import MEMORY_TYPES, validate_name

# The local commands that work on files only; with MEMDIR_URL they explain themselves.
LOCAL_ONLY = ("init", "edit", "doctor", "stale", "consolidate", "import", "export", "extract")
SCOPE_CHOICE = click.Choice(["project", "user"])


def _memory():
    from memdir.service.remote.memory import RemoteMemory

    return RemoteMemory(log=lambda line: click.echo(line, err=True))


def _scope(scope: str | None) -> None:
    if scope == "user":
        raise MemdirError("Memory is kept by the server at MEMDIR_URL, which holds the "
                          "project's memory only; unset MEMDIR_URL to use your own store.")


def _json_record(item: dict) -> dict:
    return {"name": item["name"], "type": item["type"], "scope": "project",
            "description": item["description"], "body": item.get("body", ""),
            "created": item.get("created"), "updated": item.get("updated"),
            "source": item.get("source"), "supersedes": None, "file": f"{item['name']}.md"}


scope_option = click.option("--scope", "-s", type=SCOPE_CHOICE, default=None,
                            help="Only 'project': a server holds the project's memory.")


@click.command()
@click.argument("name")
@click.option("--type", "-t", "rtype", type=click.Choice(MEMORY_TYPES), default=None)
@click.option("--description", "-d", default=None, help="One line; what recall matches on.")
@click.option("--body", "-b", default=None, help="The memory itself ('-' reads stdin).")
@scope_option
@click.option("--allow-secret", is_flag=True, hidden=True)
def add(name: str, rtype: str | None, description: str | None, body: str | None,
        scope: str | None, allow_secret: bool) -> None:
    """Add a memory."""
    _scope(scope)
    if description is None:
        raise MemdirError("Give --description: the editor template works on local files "
                          "only.")
    if allow_secret:
        raise MemdirError("A memory server never stores secrets; --allow-secret works on "
                          "local files only.")
    if body == "-":
        body = sys.stdin.read()
    from memdir.cli.records import TYPE_MEANS
    from memdir.pipeline.classify import stated_type

    chosen = rtype or stated_type(description)
    answer = _memory().save(description=description, type=chosen,
                            body=body or description, name=name, origin="user")
    if not answer.get("saved"):
        raise MemdirError(f"Not added: {answer.get('reason')}")
    if rtype is None:  # the type was read from the words
        click.echo(f"Filed as {chosen} from its words ({TYPE_MEANS[chosen]}); -t sets the "
                   "type.", err=True)
    click.echo(f"Added {answer['name']} ({chosen}) to the project store.")
    if answer.get("origin") == "model":
        click.echo("note: the server keeps it as an agent's write (origin model), since "
                   "your token is an agent token; writes from a reviewer or admin token "
                   "count as your own words.", err=True)


@click.command(name="ls")
@scope_option
@click.option("--limit", "-n", type=click.IntRange(min=1), default=None)
@click.option("--all", "show_all", is_flag=True, help="Show every record.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def ls(scope: str | None, limit: int | None, show_all: bool, as_json: bool) -> None:
    """List memories, newest first: name, type, scope, last update, description."""
    _scope(scope)
    memory = _memory()
    if show_all or (as_json and limit is None):  # every record: page after page
        records = memory.list_all()
        answer = {"records": records, "total": len(records)}
    else:
        answer = memory.list(limit=limit or DEFAULT_LIMIT)
    if as_json:
        names = sorted(r["name"] for r in answer["records"]) if limit is None else [
            r["name"] for r in answer["records"]]
        echo_json([_json_record(memory.get(n)) for n in names])
        return
    if not answer["records"]:
        click.echo("No memories yet. Add one with: memdir add NAME -d 'DESCRIPTION'")
        return
    rows = [Row(name=r["name"], description=r["description"], type=r["type"],
                scope="project", updated=r.get("updated") or "") for r in answer["records"]]
    print_rows(console, rows, answer["total"], set())


@click.command()
@click.argument("name")
@scope_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def show(name: str, scope: str | None, as_json: bool) -> None:
    """Show one memory in full."""
    _scope(scope)
    validate_name(name)
    item = _memory().get(name)
    if as_json:
        echo_json(_json_record(item))
        return
    from memdir.service.remote.memory import _record

    click.echo(_record(item).to_text(), nl=False)


@click.command()
@click.argument("name", required=False)
@scope_option
@click.option("--session", default=None, hidden=True)
@click.option("--purge", is_flag=True, hidden=True)
@click.option("--yes", "-y", is_flag=True, hidden=True)
def rm(name: str | None, scope: str | None, session: str | None, purge: bool,
       yes: bool) -> None:
    """Delete a memory (it stays in the history: 'memdir restore NAME' brings it back)."""
    _scope(scope)
    if session is not None or purge or name is None:
        raise MemdirError("A memory server deletes one memory at a time: give a NAME "
                          "(--session and --purge work on local files only).")
    validate_name(name)
    memory = _memory()
    found = memory.get(name)
    memory.forget(found["name"], hash=found["hash"])
    click.echo(f"Deleted {found['name']}. Undo with: memdir restore "
               f"{shlex.quote(found['name'])}")


@click.command()
@click.argument("name", required=False)
@scope_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def log(name: str | None, scope: str | None, as_json: bool) -> None:
    """Show the history of changes of one memory with NAME."""
    _scope(scope)
    if name is None:
        raise MemdirError("Give a NAME: a memory server shows one memory's history at a "
                          "time.")
    validate_name(name)
    entries = _memory().history(name)["entries"]
    if as_json:
        echo_json([{"scope": "project", **e} for e in entries])
        return
    table = Table(header_style="bold")
    for col in ("version", "when", "change", "name", "scope", "by"):
        table.add_column(col)
    for e in entries:
        shown = f"{e['name']} → {e['new_name']}" if e.get("new_name") else e["name"]
        change = "renamed" if e["op"] == "rename" else e["op"]
        table.add_row(str(e["version"]), short_time(e["at"]), change, Text(shown),
                      "project", Text(e.get("actor") or "-"))
    console.print(table)


@click.command()
@click.argument("name")
@click.option("--version", "-v", "version", type=int, default=None)
@scope_option
def restore(name: str, version: int | None, scope: str | None) -> None:
    """Bring back an earlier version of a memory, or a deleted one."""
    _scope(scope)
    validate_name(name)
    rec = _memory().restore(name, version)
    click.echo(f"Restored {rec['name']} in the project store.")


@click.command()
@click.argument("query")
@click.option("--top", "-k", type=click.IntRange(1, 50), default=5, help="At most K records.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--stale-anchors", type=click.Choice(["label", "hold"]), default="label",
              hidden=True)
@click.option("--provider", "-p", default=None, hidden=True)
def recall(query: str, top: int, as_json: bool, stale_anchors: str,
           provider: str | None) -> None:
    """Show what would be recalled for QUERY, and why (scores)."""
    show_recalled(_memory().recall(query, limit=min(top, 20)), as_json)


def local_only(name: str) -> click.Command:
    """A command that works on local files: with MEMDIR_URL set, one sentence."""
    @click.command(name=name, context_settings={"ignore_unknown_options": True,
                                                "allow_extra_args": True},
                   add_help_option=False)
    def command() -> None:
        raise MemdirError(f"'memdir {name}' works on local memory files; memory is kept by "
                          "the server at MEMDIR_URL (unset it to use local files).")
    return command


COMMANDS = {c.name: c for c in (add, ls, show, rm, log, restore, recall)}

__all__ = ["COMMANDS", "LOCAL_ONLY", "local_only"]
