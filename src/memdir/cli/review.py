"""Commands for reviewing what memdir writes on its own: the write policy, the inbox of
proposals, the list of changes and their undo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from memdir.cli import cli
from memdir.cli.memory import open_cli_memory
from memdir.cli.render import console, echo_json, short_time
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import MEMORY_TYPES
from memdir.service.write_policy import DEFAULT_SOURCE, WRITERS

if TYPE_CHECKING:
    from memdir.service.inbox import Proposal
    from memdir.service.protocol import MemoryService


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
def policy(as_json: bool) -> None:
    """Show the write policy: per writer and type, auto, propose or refuse.

    auto writes at once; propose puts the write in the inbox (memdir inbox); refuse drops
    it. Set it under "policy" in $MEMDIR_HOME/settings.json or the project's
    .memdir/settings.json (an untrusted project file can only make it stricter). It governs
    what is written on your behalf (extraction, agents, imports, consolidation, visitors):
    your own commands are applied.
    """
    with open_cli_memory(log=None) as memory:  # its problems are printed below, once
        table = memory.policy
    for problem in table.problems:
        click.echo(f"warning: {problem}", err=True)
    if as_json:
        echo_json(table.table())
        return
    from rich.table import Table  # Rich where a table is printed: not for --help

    grid = Table(box=None, pad_edge=False)
    grid.add_column("writer")
    for rtype in MEMORY_TYPES:
        grid.add_column(rtype)
    for writer in WRITERS:
        grid.add_row(writer, *(table.cell(writer, t).action for t in MEMORY_TYPES))
    console.print(grid)
    # A person who set user/feedback to refuse and then ran 'memdir add' saw it added: the
    # table governs what is written on someone's behalf, and says so where it is read.
    click.echo("The user row is your words as extraction heard them in a session; your own "
               "commands (add, edit, rm, restore, approve, the review page, a reviewer's "
               "token) are applied whatever the table says.")
    changed = [(w, t, c) for (w, t), c in table.cells.items() if c.source != DEFAULT_SOURCE]
    if not changed:
        console.print("All cells are the defaults.")
        return
    click.echo("Set by a settings file (the other cells are the defaults):")
    for writer, rtype, cell in changed:
        click.echo(f"  {writer}/{rtype}: {cell.action}  ({cell.source})")


def _memory() -> MemoryService:
    return open_cli_memory(session=None)


def _proposal_dict(p: Proposal) -> dict[str, Any]:
    return {**p.to_dict(), "diff": p.diff()}


def _show_proposal(p: Proposal) -> None:
    """One proposal as the inbox lists it: who, why, the words it came from, its diff."""
    from memdir.service.inbox import shown_created

    who = p.kind if p.kind == p.writer else f"{p.kind} by {p.writer}"  # not "X by X"
    head = f"{p.id}  {who} -> {p.scope} store  ({shown_created(p)})"
    if p.status != "pending":
        note = p.note.removeprefix(f"{p.status}: ")  # a stale one's note says "stale:"
        # Who decided it and when (none named for one decided before that was kept; a
        # stale one no one decided: its note says why).
        decided = p.status in ("approved", "rejected") and p.decided_by
        by = f" by {p.decided_by} {short_time(p.decided)}" if decided else ""
        head += f"  [{p.status}{by}{': ' + note if note else ''}]"
    click.echo(head)
    click.echo(f"  why: {p.reason}")
    quote = (p.source or {}).get("quote")
    if quote:
        where = ", ".join(f"{k} {p.source[k]}" for k in ("session", "message")
                          if p.source.get(k) is not None)
        click.echo(f"  from: \"{' '.join(str(quote).split())}\"" +
                   (f" ({where})" if where else ""))
    for check in (p.source or {}).get("code") or []:
        if isinstance(check, dict):
            now = f" (now {check['now']})" if check.get("now") else ""
            click.echo(f"  code: {check.get('path')} {check.get('status')}{now}")
    for line in p.diff().splitlines():
        click.echo(f"  {line}")


@cli.command()
@click.argument("proposal_id", metavar="[ID]", required=False)
@click.option("--all", "show_all", is_flag=True, help="Approved and rejected ones too.")
@click.option("--limit", "-n", type=click.IntRange(1, 1000), default=50, show_default=True,
              help="Show at most this many (the oldest first).")
@click.option("--after", metavar="CURSOR", default=None,
              help="The next page: the cursor the previous page printed.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def inbox(proposal_id: str | None, show_all: bool, limit: int, after: str | None,
          as_json: bool) -> None:
    """List proposals waiting for you: what would change (a diff), the words it came
    from, and why it was proposed. Decide with memdir approve ID / memdir reject ID.

    A page at a time: the oldest --limit proposals, then how many more there are and the
    command that shows them. With an ID: that one proposal, whatever its state.
    """
    if proposal_id is not None:
        with _memory() as memory:
            one = memory.proposal(proposal_id)
        if as_json:
            echo_json(_proposal_dict(one))
        else:
            _show_proposal(one)
        return
    with _memory() as memory:
        items, total, cursor = memory.inbox_page(None if show_all else "pending",
                                                 limit=limit, after=after)
    more = max(0, total - len(items)) if cursor else 0
    from memdir.service.review import seen_marker

    # Approving these later takes exactly these, not one filed since (`seen_proposals`).
    these = f"memdir approve --all --seen {seen_marker(items)}" if items and not show_all \
        and not as_json else ""
    if as_json:  # the ids are in it: approving those ids approves what was read
        echo_json([_proposal_dict(p) for p in items])
        if cursor:
            click.echo(f"{more:,} more not shown: memdir inbox --after {cursor}", err=True)
        return
    if not items:
        click.echo(("The inbox is empty." if not show_all else "No proposals yet.")
                   if not after else "No more proposals.")
        return
    for p in items:
        _show_proposal(p)
        click.echo("")
    if these:
        click.echo(f"Approve the {len(items):,} listed: {these}")
    if cursor:
        shown = "proposals" if show_all else "pending proposals"
        click.echo(f"{more:,} more {shown} not shown ({len(items):,} of {total:,} here): "
                   f"memdir inbox{' --all' if show_all else ''} --after {cursor}")


@cli.command()
@click.argument("proposal_ids", metavar="ID...", nargs=-1)
@click.option("--all", "every", is_flag=True,
              help="Approve the pending proposals: each is listed first, and on a terminal "
                   "you are asked (--yes: not asked). One filed after they were listed is "
                   "not approved.")
@click.option("--seen", metavar="MARKER", default=None,
              help="With --all: only the proposals a memdir inbox listing showed (the "
                   "marker its last line gives), and none if the inbox changed among them.")
@click.option("--yes", "-y", is_flag=True, help="With --all: approve without asking.")
@click.option("--edit", "edit", is_flag=True, help="Edit the record in $EDITOR first "
                                                   "(one proposal).")
def approve(proposal_ids: tuple[str, ...], every: bool, seen: str | None, yes: bool,
            edit: bool) -> None:
    """Write proposals, through the same checks as any write (undo each with memdir undo).

    Each is its own change; one that cannot be approved (a secret, a record changed since)
    is reported and the others are still approved.
    """
    from memdir.service.inbox import not_editable, proposal_text

    every = every or seen is not None
    if every == bool(proposal_ids):  # neither, or both: say which
        raise click.UsageError("Give proposal ids or --all, not both." if every else
                               "Give the ids of the proposals to approve ('memdir inbox' "
                               "lists them), or --all.")
    if edit and (every or len(proposal_ids) > 1):
        raise click.UsageError("--edit approves one proposal at a time.")
    failed = 0
    with _memory() as memory:
        ids = _listed(memory, seen, yes) if every else list(proposal_ids)
        if not ids:
            return
        for proposal_id in ids:
            text, draft = None, None
            if edit:
                from memdir.cli.editor import edit_draft

                proposal = memory.proposal(proposal_id)
                start = proposal_text(proposal)
                if not start:
                    raise MemdirError(not_editable(proposal))
                # The person's text stays on disk until the approval holds it: refused
                # (a secret, a record changed since) or killed, it is not lost.
                text, draft = edit_draft(start)
            try:
                done = memory.approve(proposal_id, edit=text)
            except MemdirError as exc:
                if draft is not None and text != start:
                    raise MemdirError(f"{str(exc).rstrip('.')}; your edit is kept in "
                                      f"{draft.keep()}.") from exc
                if len(ids) == 1:
                    raise
                failed += 1
                click.echo(f"Not approved {proposal_id}: {exc}", err=True)
                continue
            if draft is not None:
                draft.done()
            click.echo(f"Approved {done.id}: {done.note} (change {done.change}; "
                       f"memdir undo {done.change} takes it back).")
    if failed:
        raise MemdirError(f"{failed} of {len(ids)} proposals were not approved (above).")


def _listed(memory: MemoryService, seen: str | None, yes: bool) -> list[str]:
    """The ids ``approve --all`` takes: the ones a listing showed (``seen``, its marker),
    else the pending ones as they are now, listed here first and on a terminal agreed
    to. Never one that was not listed. [] (said why): nothing to approve."""
    import sys

    from memdir.service.review import seen_proposals

    pending = memory.inbox()
    if seen is not None:
        return [p.id for p in seen_proposals(pending, seen)]
    if not pending:
        click.echo("The inbox is empty.")
        return []
    click.echo(f"The {len(pending):,} pending proposal{'s' if len(pending) > 1 else ''}:")
    for p in pending:
        who = p.kind if p.kind == p.writer else f"{p.kind} by {p.writer}"
        click.echo(f"  {p.id}  {who}: {', '.join(p.names)} -> {p.scope} store")
    if not yes and sys.stdin.isatty() and not click.confirm(
            "Approve these?", default=False):
        click.echo("Nothing was approved.")
        return []
    return [p.id for p in pending]


@cli.command()
@click.argument("proposal_id")
@click.option("--reason", default="", help="Why (kept with the proposal).")
def reject(proposal_id: str, reason: str) -> None:
    """Reject a proposal: nothing is written; it stays in memdir inbox --all."""
    with _memory() as memory:
        done = memory.reject(proposal_id, reason)
    click.echo(f"Rejected {done.id}.")


@cli.command()
@click.option("--limit", "-n", type=click.IntRange(min=1), default=20, show_default=True,
              help="Show at most this many, newest first.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def changes(limit: int, as_json: bool) -> None:
    """List changes, newest first: each turn's extraction, consolidation, import,
    approval and undo, and each add, edit, rename, delete and restore; memdir undo ID
    reverts one whole."""
    with _memory() as memory:
        items = memory.changes()[:limit]
        empty = _no_changes(memory) if not items and not as_json else ""
    if as_json:
        echo_json([{"id": c.id, "kind": c.kind, "what": c.what(), "at": c.at,
                    "actor": c.actor, "names": c.names, "ops": [list(op) for op in c.ops],
                    "undoes": c.undoes, "undone_by": c.undone_by} for c in items])
        return
    if not items:
        click.echo(empty)
        return
    for c in items:
        note = f"  (undone by {c.undone_by})" if c.undone_by else ""
        click.echo(f"{c.id}  {c.at}  {c.what()}: {c.summary()} - {', '.join(c.names)}{note}")


def _no_changes(memory: Any) -> str:
    """Why `memdir changes` lists nothing: none yet, or a history whose every entry is
    unverified (a cloned repository's, one written under another history key), which
    `memdir log` shows and no undo takes back."""
    from memdir.store.history_checks import unverified_reasons

    foreign = [e.unverified for _, e in memory.history(None) if e.foreign]
    if not foreign:
        return "No changes yet."
    return (f"No changes of yours yet: no entry of the history here is one your history key "
            f"verifies ({unverified_reasons(foreign)}), so undo cannot take it back; memdir "
            "log lists it.")


@cli.command()
@click.argument("change_id")
def undo(change_id: str) -> None:
    """Revert every write of one change (see memdir changes)."""
    with _memory() as memory:
        done = memory.undo(change_id)
    if done.proposal is not None:  # an agent token's, under the write policy
        click.echo(f"Proposed for review as {done.proposal.id}: undoing {change_id} "
                   f"({', '.join(done.names)}) waits until a person approves it "
                   "(memdir inbox).")
        return
    click.echo(f"Undid {change_id} ({', '.join(done.names)}) as change {done.id}.")
