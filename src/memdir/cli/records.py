"""Commands for people: look at, write, fix and undo memories by hand."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import click
from rich.table import Table
from rich.text import Text

from ..errors import ConflictError, MemdirError, NotFoundError
from ..plural import plural
from ..record import MEMORY_TYPES, Record, parse_record, validate_name
from ..scopes import SCOPES, available_stores, open_store
from ..secrets import SecretError, audit, refuse_secrets
from ..store.files import FileStore, Problem
from . import cli
from .listing import DEFAULT_LIMIT, newest, print_rows
from .render import console, echo_json, record_dict, short_time


def scope_option(default: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """--scope, saying what the command does without it: commands differ (ls shows both
    stores, show looks in the project store first, add writes to the project store)."""
    return click.option(
        "--scope", "-s", type=click.Choice(SCOPES), default=None,
        help=f"Which store: this project's (.memory/) or yours (all projects). "
             f"Default: {default}.")


WRITE_DEFAULT = "project"
BOTH = "both"
FIRST_FOUND = "the project store, then yours"


allow_secret_option = click.option(
    "--allow-secret", is_flag=True,
    help="Store it even if it seems to hold a secret (never in the name). Memory is sent "
         "to models and often committed: prefer saying where the secret is kept.")


def _check_secrets(rec: Record, allow: bool, prefix: str = "Not added: ") -> None:
    """Refuse a record holding a secret unless the person said --allow-secret."""
    try:
        finding = refuse_secrets(rec, allow=allow, prefix=prefix)
    except SecretError as exc:
        if exc.finding.field != "the name":  # a name never may: no hint then
            exc.args = (f"{exc} Pass --allow-secret to store it anyway.",)
        raise
    if finding is not None:
        click.echo(f"warning: {finding.field} seems to contain {finding.kind}; stored "
                   "because of --allow-secret ('memdir rm NAME --purge' removes it for "
                   "good).", err=True)


def _stores(scope: str | None) -> list[FileStore]:
    return available_stores(scope)  # in the home folder or /: yours only


def _locate(name: str, scope: str | None) -> tuple[FileStore, Record]:
    """The store holding NAME: the given scope, else the project store, then the user store."""
    validate_name(name)
    for store in _stores(scope):
        rec = store.find(name)
        if rec is not None:
            return store, rec
    where = f"the {scope} store" if scope else "the project or user store"
    raise NotFoundError(name, where)


def _edit_text(text: str, suffix: str = ".md") -> str:
    """Open $VISUAL/$EDITOR on text and return what the person saved."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        raise MemdirError("No editor is set; set $EDITOR (e.g. export EDITOR=nano) or use flags.")
    fd, path = tempfile.mkstemp(suffix=suffix, prefix="memdir-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    try:
        try:
            result = subprocess.run([*shlex.split(editor), path], check=False)
        except (OSError, ValueError) as exc:  # not found, not executable, bad quoting
            reason = getattr(exc, "strerror", None) or str(exc)
            raise MemdirError(f"Cannot run the editor {editor!r} ({reason}); set $EDITOR "
                              "to an editor that exists, e.g. export EDITOR=nano.") from exc
        if result.returncode != 0:
            raise MemdirError(f"The editor exited with code {result.returncode}; nothing saved.")
        return Path(path).read_text(encoding="utf-8")
    finally:
        os.unlink(path)


@cli.command()
@scope_option(WRITE_DEFAULT)
def init(scope: str | None) -> None:
    """Create the memory folder (.memory/ in this project by default)."""
    store = open_store(scope or "project")
    store.init()
    click.echo(f"Memory store ready at {store.root}")


@cli.command()
@click.argument("name")
@click.option("--type", "-t", "rtype", type=click.Choice(MEMORY_TYPES), default=None,
              help="user: who the user is; feedback: how they corrected the agent; "
                   "project: decisions the code does not show; reference: where things are.")
@click.option("--description", "-d", default=None, help="One line; what recall matches on.")
@click.option("--body", "-b", default=None, help="The memory itself ('-' reads stdin).")
@click.option("--scope", "-s", type=click.Choice(SCOPES), default=None,
              help="Which store. Default: yours (all projects) for -t user, as extraction "
                   "files them; this project's (.memory/) for the other types.")
@allow_secret_option
def add(name: str, rtype: str | None, description: str | None, body: str | None,
        scope: str | None, allow_secret: bool) -> None:
    """Add a memory. Without --description, opens $EDITOR on a template."""
    if body == "-":
        body = sys.stdin.read()
    if description is None:
        template = Record(name=name, description="one line: what this memory is about",
                          type=rtype or "feedback", body=body or "The memory, in full.")
        text = _edit_text(template.to_text())
        if text == template.to_text():  # closed without writing: store no placeholder
            raise MemdirError("The template was not changed, so nothing was stored.")
        rec = parse_record(text, None)
        if rec.problems:
            raise MemdirError(f"The edited memory is not valid: {'; '.join(rec.problems)}.")
        if rec.description == template.description:
            raise MemdirError("The description is still the template's placeholder, so "
                              "nothing was stored; write one line about the memory.")
    else:
        rec = Record(name=name, description=description, type=rtype or "feedback",
                     body=body or description)
    rec = rec.evolve(source={"note": "added by hand"})
    _check_secrets(rec, allow_secret)
    # Who the user is holds in every project: a user record goes where extraction and the
    # MCP server put one, not into whichever repository the command ran in.
    store = open_store(scope or ("user" if rec.type == "user" else "project"))
    result = store.upsert(rec, expected_hash="absent", actor="cli")
    click.echo(f"Added {result.record.name} ({result.record.type}) to the {store.scope} store.")


@cli.command(name="ls")
@scope_option(BOTH)
@click.option("--limit", "-n", type=click.IntRange(min=1), default=None,
              help=f"Show the N most recently updated. Default: {DEFAULT_LIMIT} "
                   "(every record with --json).")
@click.option("--all", "show_all", is_flag=True, help="Show every record.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def ls(scope: str | None, limit: int | None, show_all: bool, as_json: bool) -> None:
    """List memories, newest first: name, type, scope, last update, description."""
    stores = _stores(scope)
    if as_json and limit is None:  # scripts get everything, in name order, as before
        echo_json([record_dict(rec, store.scope) for store in stores for rec in store.list()])
        return
    rows, total = newest(stores, None if show_all else limit or DEFAULT_LIMIT)
    by_scope = {store.scope: store for store in stores}
    # Only the rows shown are read from their files (for the broken flag, or the JSON).
    records = {(r.scope, r.name): by_scope[r.scope].find(r.name) for r in rows}
    if as_json:
        echo_json([record_dict(rec, sc) for (sc, _), rec in records.items() if rec])
        return
    if not rows:
        click.echo("No memories yet. Add one with: memdir add NAME -d 'DESCRIPTION'")
        return
    broken = {key for key, rec in records.items() if rec is not None and rec.problems}
    print_rows(console, rows, total, broken)


@cli.command()
@click.argument("name")
@scope_option(FIRST_FOUND)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def show(name: str, scope: str | None, as_json: bool) -> None:
    """Show one memory in full."""
    store, rec = _locate(name, scope)
    if as_json:
        echo_json(record_dict(rec, store.scope))
        return
    click.echo(rec.to_text(), nl=False)
    for problem in rec.problems:
        click.echo(f"warning: {problem} (run 'memdir doctor')", err=True)


@cli.command()
@click.argument("name")
@scope_option(FIRST_FOUND)
@allow_secret_option
def edit(name: str, scope: str | None, allow_secret: bool) -> None:
    """Edit a memory in $EDITOR. A concurrent change by an agent is never overwritten."""
    store, rec = _locate(name, scope)
    original = store.text(rec.name) or rec.to_text()
    text = _edit_text(original)
    if text == original:
        click.echo("No changes.")
        return
    new = parse_record(text, None)
    if new.problems:
        raise MemdirError(f"The edited memory is not valid ({'; '.join(new.problems)}); "
                          "nothing saved.")
    _check_secrets(new, allow_secret, "Nothing saved: ")
    # Both writes carry the hash they started from: an agent may have updated the record
    # while the editor was open, and a rename without it would carry the agent's text
    # away and then overwrite it with the person's.
    current, based_on = rec.name, rec.hash
    try:
        if new.key != rec.key:
            based_on = store.rename(rec.name, new.name, expected_hash=rec.hash,
                                    actor="cli").hash
            current = new.name
        result = store.upsert(new, expected_hash=based_on, actor="cli")
    except ConflictError as exc:
        kept = _keep_text(text)
        now = store.find(current)
        if now is not None and now.hash == based_on:  # not raced: the new name is taken
            raise ConflictError(f"A memory named {new.name!r} already exists, so your edit "
                                f"was not saved (it is in {kept}).") from exc
        raise ConflictError(
            f"{rec.name!r} was changed by another writer while you edited it, so your "
            f"edit was not saved (it is in {kept}); run 'memdir edit "
            f"{shlex.quote(current)}' to see the new version and edit again."
        ) from exc
    click.echo(f"Saved {result.record.name} ({result.action}).")


def _keep_text(text: str) -> str:
    """Save a refused edit where the person can find it: their work is not lost either."""
    fd, path = tempfile.mkstemp(suffix=".md", prefix="memdir-edit-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


@cli.command()
@click.argument("name", required=False)
@click.option("--session", default=None,
              help="Delete every memory extracted from this session id (see 'memdir show').")
@click.option("--purge", is_flag=True,
              help="Also erase its text from the history log and the search index (for "
                   "a secret stored by mistake). Cannot be undone.")
@click.option("--yes", "-y", is_flag=True, help="Do not ask before --purge.")
@scope_option(FIRST_FOUND)
def rm(name: str | None, session: str | None, purge: bool, yes: bool,
       scope: str | None) -> None:
    """Delete a memory (it stays in the history: 'memdir restore NAME' brings it back)."""
    if (name is None) == (session is None):
        raise click.UsageError("Give a NAME or --session ID (not both).")
    if purge:
        if name is None:
            raise click.UsageError("--purge takes a NAME, one memory at a time.")
        _purge(name, scope, yes)
        return
    if session is None:
        store, rec = _locate(name or "", scope)
        store.delete(rec.name, expected_hash=rec.hash, actor="cli")
        click.echo(f"Deleted {rec.name}. Undo with: memdir restore {shlex.quote(rec.name)}")
        return
    found = 0
    for store in _stores(scope):
        for rec in store.list():
            if (rec.source or {}).get("session") == session:
                store.delete(rec.name, expected_hash=rec.hash, actor="cli")
                click.echo(f"Deleted {rec.name} ({store.scope}).")
                found += 1
    if not found:
        raise MemdirError(f"No memory comes from session {session!r}.")
    click.echo(f"Deleted {plural(found, 'memory', 'memories')} from session {session}; "
               "'memdir log' lists them "
               "and 'memdir restore NAME' brings one back.")


def _purge(name: str, scope: str | None, yes: bool) -> None:
    """Erase a memory for good: its file, every history entry of it, the search index."""
    validate_name(name)
    targets = [s for s in _stores(scope) if s.exists() and (s.find(name) or s.history(name))]
    if not targets:
        where = f"the {scope} store" if scope else "the project or user store"
        raise NotFoundError(name, f"{where} or its history")
    for store in targets:
        if not yes:
            click.confirm(f"Erase {name!r} from the {store.scope} store and its history for "
                          "good? This cannot be undone", abort=True)
        erased = store.purge(name)
        click.echo(f"Purged {name} from the {store.scope} store; history entries erased: "
                   f"{erased}.")


@cli.command()
@click.argument("name", required=False)
@scope_option(BOTH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def log(name: str | None, scope: str | None, as_json: bool) -> None:
    """Show the history of changes (of one memory with NAME)."""
    rows = [(store.scope, e) for store in _stores(scope) for e in store.history(name)]
    if as_json:
        echo_json([{"scope": sc, "version": e.version, "at": e.at, "op": e.op, "name": e.name,
                    "file": e.file, "new_file": e.new_file, "new_name": e.new_name,
                    "actor": e.actor, "foreign": e.foreign,
                    "before": e.before, "after": e.after}
                   for sc, e in rows])
        return
    if not rows:
        click.echo("No history yet." if not name else f"No history for {name!r}.")
        return
    table = Table(header_style="bold")
    for col in ("version", "when", "change", "name", "scope", "by"):
        table.add_column(col)
    for sc, e in rows:
        # A rename shows both names (not the new file's stem, which may differ).
        shown = f"{e.name} → {e.new_name}" if e.new_name else e.name
        change = "renamed" if e.op == "rename" else e.op
        # A foreign entry came with the folder (a cloned repository): restore refuses it.
        by = Text(e.actor or "-") if not e.foreign else Text("foreign", style="red")
        table.add_row(str(e.version), short_time(e.at), change, Text(shown), sc, by)
    console.print(table)
    if any(e.foreign for _, e in rows):
        click.echo("Entries marked 'foreign' were not written by this user on this machine "
                   "(the history came with the folder); 'memdir restore' does not use them.")


@cli.command()
@click.argument("name")
@click.option("--version", "-v", "version", type=int, default=None,
              help="Version number from 'memdir log NAME'. Default: undo the last change.")
@scope_option(FIRST_FOUND)
def restore(name: str, version: int | None, scope: str | None) -> None:
    """Bring back an earlier version of a memory, or a deleted one."""
    for store in _stores(scope):
        if store.history(name):
            rec = store.restore(name, version, actor="cli")
            click.echo(f"Restored {rec.name} in the {store.scope} store.")
            return
    raise NotFoundError(name, "the history log")


def _changed_code(stores: list[FileStore]) -> dict[str, list[dict]]:
    """Per scope, the memories whose cited code is not fresh (`memdir.anchors`)."""
    from ..anchors import changed_code
    from ..scopes import project_root

    root = project_root()
    out: dict[str, list[dict]] = {}
    for store in stores:
        if store.exists():
            found = [{"name": rec.name, "anchors": [c.to_dict() for c in checks]}
                     for rec, checks in changed_code(store.list(), root)]
            if found:
                out[store.scope] = found
    return out


@cli.command()
@click.option("--fix", is_flag=True,
              help="Repair what can be repaired (originals kept in history).")
@scope_option(BOTH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def doctor(fix: bool, scope: str | None, as_json: bool) -> None:
    """Check the stores: stale index, broken files, temp files, case collisions."""

    report = []
    for store in _stores(scope):
        problems = store.fix() if fix else store.check()
        remaining = store.check() if fix else problems
        # A secret is never repaired silently: erasing it takes 'rm NAME --purge'.
        secrets = [Problem("secret", f"{s.name}", s.detail(), fixable=False)
                   for s in audit(store)]
        report.append((store, problems if fix else problems + secrets, remaining + secrets))
    code = _changed_code([s for s, _, _ in report])
    if as_json:
        echo_json([{"scope": s.scope, "root": str(s.root),
                    "fixed" if fix else "problems": [p.__dict__ for p in found],
                    "remaining": [p.__dict__ for p in left],
                    "code": code.get(s.scope, [])} for s, found, left in report])
    else:
        for store, found, left in report:
            if not found and not left:
                click.echo(f"{store.scope}: {store.root} is clean.")
                continue
            verb = "fixed" if fix else "found"
            for p in found:
                click.echo(f"{store.scope}: {verb} {p.kind}: {p.file}: {p.detail}")
            if fix and left:
                for p in left:
                    click.echo(f"{store.scope}: still {p.kind}: {p.file}: {p.detail}")
        # Code that changed under a memory is no fault of the store (the exit code stays):
        # it is reported so a person checks the memory ('memdir stale' lists the detail).
        for scope_, entries in code.items():
            for entry in entries:
                where = ", ".join(f"{a['path']} {a['status']}" for a in entry["anchors"]
                                  if a["status"] != "fresh")
                click.echo(f"{scope_}: cited code changed: {entry['name']}: {where} "
                           "(see 'memdir stale')")
    if any(left for _, _, left in report):
        fixable = any(p.fixable and p.kind != "secret" for _, _, left in report
                      for p in left)
        if not fix and not as_json and fixable:  # never promise a repair --fix cannot do
            click.echo("Run 'memdir doctor --fix' to repair.", err=True)
        sys.exit(1)
