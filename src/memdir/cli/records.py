"""Commands for people: look at, write, fix and undo memories by hand."""

from __future__ import annotations

import ast
import re
import shlex
from collections.abc import Callable

import click

from memdir.cli import cli
from memdir.cli.editor import Draft, edit_draft, refuse_uncarried, secret_hint
from memdir.cli.listing import DEFAULT_LIMIT, Row, print_rows
from memdir.cli.memory import local_only, open_cli_memory
from memdir.cli.render import (
    confirm_erase,
    console,
    echo_json,
    record_dict,
    short_time,
)
from memdir.foundation.config import Config
from memdir.foundation.errors import ConflictError, MemdirError
from memdir.foundation.plural import plural
from memdir.foundation.record import (
    CONFLICT_PROBLEM,
    Record,
    parse_record,
    validate_name,
)
from memdir.foundation.validity import instant, now_instant, shown_day
from memdir.service.protocol import MemoryService
from memdir.service.results import Done, Found, Written
from memdir.service.scopes import SCOPES, open_store
from memdir.store.change import change

# What each type is for, in the words of `add -t`'s help.
TYPE_MEANS = {"user": "who you are", "feedback": "how the agent should work",
              "project": "a decision or fact about the project",
              "reference": "where something is"}


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


def _memory() -> MemoryService:
    """The service (`memdir.cli.memory`): the project's and the user's stores, or a
    server's memory. Offline: no command here calls a model."""
    return open_cli_memory()


def _refusal(done: Written, prefix: str) -> MemdirError:
    """The one-line error for a write the service refused."""
    reason = prefix + done.decision.reason
    if done.secret is not None and done.secret.field != "the name":  # never for a name
        reason += " Pass --allow-secret to store it anyway."
    said = re.fullmatch(r"Duplicate of (.+) \(same (body|description)\)\.",
                        done.decision.reason)
    if said:  # one memory saying it is enough: the way to change that one, or to differ
        other = shlex.quote(ast.literal_eval(said[1]))
        reason += (f" `memdir edit {other}` changes that memory; a memory of its own needs "
                   f"a {said[2]} of its own.")
    return MemdirError(reason)


def _warn_allowed_secret(rec: Record, scope: str | None) -> None:
    from memdir.pipeline.admission.secrets import scan_record

    finding = scan_record(rec)
    if finding is not None:
        where = f" --scope {scope}" if scope else ""
        click.echo(f"warning: {finding.field} seems to contain {finding.kind}; stored "
                   f"because of --allow-secret ('memdir rm {shlex.quote(rec.name)} --purge"
                   f"{where}' removes it for good).", err=True)


@cli.command()
@scope_option(WRITE_DEFAULT)
def init(scope: str | None) -> None:
    """Create the memory folder (.memory/ in this project by default)."""

    local_only("init")
    store = open_store(scope or "project")  # the folder is the point: its path is shown
    store.init()
    click.echo(f"Memory store ready at {store.root}")


@cli.command(name="ls")
@scope_option(BOTH)
@click.option("--limit", "-n", type=click.IntRange(min=1), default=None,
              help=f"Show the N most recently updated. Default: {DEFAULT_LIMIT} "
                   "(every record with --json).")
@click.option("--all", "show_all", is_flag=True, help="Show every record.")
@click.option("--history", is_flag=True,
              help="Also the memories a correction replaced, marked with the day they "
                   "stopped holding.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def ls(scope: str | None, limit: int | None, show_all: bool, history: bool,
       as_json: bool) -> None:
    """List memories that hold, newest first: name, type, scope, last update, description
    (--history: the replaced ones too)."""
    memory = _memory()
    if as_json and limit is None:  # scripts get everything, in name order
        entries = sorted(memory.list(scope=scope, history=history)[0],
                         key=lambda e: (e.scope != "project", e.name.casefold()))
        echo_json([record_dict(found.record, found.scope) for e in entries
                   if (found := _found(memory, e.name, e.scope)) is not None])
        return
    entries, total = memory.list(scope=scope, limit=None if show_all else
                                 limit or DEFAULT_LIMIT, history=history)
    now = now_instant()
    rows = [Row(e.name, e.description, e.type, e.scope, e.updated,
                shown_day(e.valid_to) if e.valid_to else "",
                shown_day(e.valid_from) if (instant(e.valid_from) or now) > now else "")
            for e in entries]
    # Only the rows shown are read whole (for the broken flag, or the JSON).
    records = {(r.scope, r.name): _found(memory, r.name, r.scope) for r in rows}
    if as_json:
        echo_json([record_dict(f.record, f.scope) for f in records.values() if f])
        return
    if not rows:
        click.echo(_empty_hint(scope))
        return
    # A file whose name no command takes (written by hand, a clone's) is listed, broken.
    broken = {key for key, f in records.items()
              if (f.record.problems if f is not None else not _usable(key[1]))}
    print_rows(console, rows, total, broken)
    for (sc, name), found in records.items():
        if found is not None and CONFLICT_PROBLEM in found.record.problems:
            click.echo(f"warning: {sc} memory {name}: {CONFLICT_PROBLEM}", err=True)


def _empty_hint(scope: str | None) -> str:
    """What to run when nothing is listed: what works there ('memdir add' is refused
    outside a project, and for a public agent, which lists the published version)."""
    from memdir.service.scopes import marked_project

    config = Config.from_env()
    if config.writers == "untrusted" and not config.url:
        return ("Nothing is published for visitors yet (MEMDIR_WRITERS=untrusted reads only "
                "the published version): 'memdir publish' publishes the project's memories.")
    if scope == "user" or config.url or marked_project() is not None:
        return "No memories yet. Add one with: memdir add NAME -d 'DESCRIPTION'"
    return ("No memories yet, and this folder is not in a project (no .git or .memory/ "
            "here or above): run 'memdir init' to make it one, or keep a memory in your "
            "own store with: memdir add NAME -s user -d 'DESCRIPTION'")


def _found(memory: MemoryService, name: str, scope: str) -> Found | None:
    """The record of a listed entry, or None when it went meanwhile or its file holds a
    name no command takes ('memdir doctor' says which)."""
    from memdir.foundation.errors import InvalidNameError, NotFoundError

    try:
        return memory.get(name, scope=scope)
    except (NotFoundError, InvalidNameError):
        return None


def _usable(name: str) -> bool:
    from memdir.foundation.errors import InvalidNameError

    try:
        validate_name(name)
    except InvalidNameError:
        return False
    return True


@cli.command()
@click.argument("name")
@scope_option(FIRST_FOUND)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def show(name: str, scope: str | None, as_json: bool) -> None:
    """Show one memory in full."""
    found = _memory().get(name, scope=scope)
    rec = found.record
    if as_json:
        echo_json(record_dict(rec, found.scope))
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
    memory = _memory()
    found = memory.get(name, scope=scope)
    rec = found.record
    original = memory.file_text(found)
    if original is None:
        raise MemdirError(f"The file of {rec.name!r} cannot be read (gone, a link, or not a "
                          "regular file); run 'memdir doctor'.")
    text, draft = edit_draft(original)  # its file stays until the store holds the edit
    if text == original:
        click.echo(f"No changes to {rec.name}.")
        return
    new = parse_record(text, None)
    if new.problems:
        raise MemdirError(f"The edited memory is not valid ({'; '.join(new.problems)}); "
                          "nothing saved.")
    validate_name(new.name)
    refuse_uncarried(rec, parse_record(original, None), new, draft,
                     served=bool(Config.from_env().url))
    # The write carries the hash the editor started from: an agent may have updated the
    # record while the editor was open, and the person's text must not overwrite it.
    how = {"scope": found.scope, "origin": "user"}
    text_edited = (new.description, new.body, new.type, new.extra) != (
        rec.description, rec.body, rec.type, rec.extra)
    try:
        with change("edit"), secret_hint():
            if new.key != rec.key and not text_edited:  # a new name alone: a rename
                renamed = memory.rename(rec.name, new.name, expected_hash=rec.hash,
                                        allow_secret=allow_secret, **how)
                _renamed_said(rec, new, renamed, draft)
                return
            # A new name and text: one command (one change to list and undo, one
            # decision of the write policy), locally or against a server.
            done = memory.update(rec.name, rec.hash, description=new.description,
                                 body=new.body, type=new.type, extra=new.extra,
                                 allow_secret=allow_secret,
                                 new_name=new.name if new.key != rec.key else None, **how)
    except ConflictError as exc:
        kept = draft.keep()
        now = memory.find(rec.name, scope=found.scope)
        if now is not None and now.hash == rec.hash:  # not raced: the new name is taken
            raise ConflictError(f"A memory named {new.name!r} already exists, so your edit "
                                f"was not saved (it is in {kept}).") from exc
        raise ConflictError(
            f"{rec.name!r} was changed by another writer while you edited it, so your "
            f"edit was not saved (it is in {kept}); run 'memdir edit "
            f"{shlex.quote(rec.name)}' to see the new version and edit again."
        ) from exc
    _edit_said(rec, new.name if done.record is not None else rec.name, done, draft,
               allow_secret)


def _edit_said(rec: Record, current: str, done: Written, draft: Draft,
               allow_secret: bool) -> None:
    """What an edit came to, said: proposed, refused, unchanged, or saved; the draft
    dropped once the store holds the edit or a proposal."""
    if done.proposal is not None:  # sent to review: said as add and rm say it, exit 0
        draft.done()
        click.echo(f"Proposed for review as {done.proposal.id}: {rec.name} is unchanged "
                   "until a person approves your edit (memdir inbox).")
        return
    if done.record is None and not done.decision.unchanged:
        raise _refusal(done, "Nothing saved: ")
    draft.done()
    if done.record is None:  # the same text: a "Saved" here would claim a change
        click.echo(f"No changes to {current}.")
        return
    if allow_secret:
        _warn_allowed_secret(done.record, done.scope)
    click.echo(f"Saved {current} (updated).")


@cli.command()
@click.argument("name", required=False)
@click.option("--session", default=None,
              help="Delete every memory extracted from this session id (see 'memdir show').")
@click.option("--purge", is_flag=True,
              help="Also erase its text from the history log, the search index, the "
                   "published versions and the proposals about it (for a secret stored by "
                   "mistake). Cannot be undone.")
@click.option("--yes", "-y", is_flag=True, help="Do not ask before --purge.")
@scope_option(FIRST_FOUND)
def rm(name: str | None, session: str | None, purge: bool, yes: bool,
       scope: str | None) -> None:
    """Delete a memory (it stays in the history: 'memdir restore NAME' brings it back)."""
    if (name is None) == (session is None):  # neither, or both: say which
        raise click.UsageError("Give a NAME or --session ID, not both." if name else
                               "Give the NAME of the memory to delete ('memdir ls' lists "
                               "them), or --session ID.")
    if purge:
        if name is None:
            raise click.UsageError("--purge takes a NAME, one memory at a time.")
        _purge(name, scope, yes)
        return
    memory = _memory()
    if session is None:
        gone = memory.forget(name or "", scope=scope, origin="user")
        if not _proposed(gone):
            click.echo(f"Deleted {gone.record.name}. Undo with: memdir restore "
                       f"{shlex.quote(gone.record.name)}")
        return
    removed = memory.forget_session(session, scope=scope, origin="user")
    for gone in removed:
        if not _proposed(gone):
            click.echo(f"Deleted {gone.record.name} ({gone.scope}).")
    if not removed:
        raise MemdirError(f"No memory comes from session {session!r}.")
    click.echo(f"Deleted {plural(len(removed), 'memory', 'memories')} from session {session}; "
               "'memdir log' lists them "
               "and 'memdir restore NAME' brings one back.")


def _renamed_said(rec: Record, new: Record, renamed: Done, draft: Draft) -> None:
    """A new name alone: renamed, or sent to review by the write policy."""
    draft.done()
    proposal = renamed.proposal
    if proposal is None:
        click.echo(f"Renamed {rec.name} to {new.name}; its text is unchanged.")
        return
    click.echo(f"Proposed for review as {proposal.id}: {rec.name} keeps its name until a "
               f"person approves renaming it to {new.name} (memdir inbox).")


def _proposed(done: Done) -> bool:
    """Say so when the write policy sent a change to review instead of making it."""
    if done.proposal is None:
        return False
    click.echo(f"Proposed for review as {done.proposal.id}: {done.record.name} is unchanged "
               "until a person approves it (memdir inbox).")
    return True


def _held(memory: MemoryService, name: str, scope: str | None) -> bool:
    """Whether a record named ``name`` is there now (a name refused today is not)."""
    try:
        return memory.find(name, scope=scope) is not None
    except MemdirError:
        return False


def _purge(name: str, scope: str | None, yes: bool) -> None:
    """Erase a memory for good: its file, every history entry of it, the search index,
    the published versions holding it, the proposals about it."""
    def confirm(where: str) -> None:
        if not yes:
            confirm_erase(f"Erase {name!r} from the {where} store and its history for "
                          "good? This cannot be undone")

    for done in _memory().purge(name, scope=scope, confirm=confirm):
        click.echo(done.summary(name))


@cli.command()
@click.argument("name", required=False)
@scope_option(BOTH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def log(name: str | None, scope: str | None, as_json: bool) -> None:
    """Show the history of changes (of one memory with NAME)."""
    memory = _memory()
    rows = memory.history(name, scope=scope)
    if as_json:
        echo_json([{"scope": sc, "version": e.version, "at": e.at, "op": e.op, "name": e.name,
                    "file": e.file, "new_file": e.new_file, "new_name": e.new_name,
                    "actor": e.actor, "foreign": e.foreign,
                    "before": e.before, "after": e.after}
                   for sc, e in rows])
        return
    if not rows and name and not _held(memory, name, scope):
        # A mistyped name is an error, as 'show' and 'restore' say; a record written by
        # hand (never through memdir) is there, only without history yet.
        raise MemdirError(f"No memory named {name!r} has any history; 'memdir log' lists "
                          "every change, 'memdir ls --history' the names.")
    if not rows and name:
        click.echo(f"{name!r} has no history yet: it was never changed through memdir.")
        return
    if not rows:
        click.echo("No history yet.")
        return
    from rich.table import Table  # Rich only where a table is printed: `add` prints none
    from rich.text import Text

    from memdir.service.changes import op_word

    table = Table(header_style="bold")
    for col in ("version", "when", "change"):
        table.add_column(col, no_wrap=True)
    # A name too long for its column folds onto the next line: cut ("测试-pytest-u…"),
    # the log did not say which memory changed.
    table.add_column("name", overflow="fold")
    table.add_column("scope", no_wrap=True)
    table.add_column("by", overflow="fold")
    for sc, e in rows:
        # A rename shows both names (not the new file's stem, which may differ).
        shown = f"{e.name} → {e.new_name}" if e.new_name else e.name
        change = "renamed" if e.op == "rename" else op_word(e.op)  # a tombstone: delete
        # An entry this user's history key does not verify (no MAC, another key's, another
        # writer's): its maker is not believed, restore refuses it.
        by = Text(e.actor or "-") if not e.foreign else Text("unverified", style="red")
        table.add_row(str(e.version), short_time(e.at), change, Text(shown), sc, by)
    console.print(table)
    unverified = [e.unverified for _, e in rows if e.foreign]
    if unverified:
        from memdir.store.history_checks import unverified_reasons

        click.echo("Entries marked 'unverified' are none your history key verifies as yours, "
                   "whatever tag they carry: their text is not taken for yours, and 'memdir "
                   f"restore' does not use them. Of them, {unverified_reasons(unverified)}.")


@cli.command()
@click.argument("name")
@click.option("--version", "-v", "version", type=int, default=None,
              help="Version number from 'memdir log NAME'. Default: undo the last change.")
@scope_option(FIRST_FOUND)
def restore(name: str, version: int | None, scope: str | None) -> None:
    """Bring back an earlier version of a memory, or a deleted one."""
    back = _memory().restore(name, version, scope=scope, origin="user")
    if back.unchanged:
        click.echo(" ".join(back.notes))
    elif not _proposed(back):
        click.echo(" ".join([f"Restored {back.record.name} in the {back.scope} store.",
                             *back.notes]))
