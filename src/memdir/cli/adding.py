"""`memdir add`: a memory added by hand, from flags or written in $EDITOR on a template.

What a person wrote in the editor is a draft (`memdir.cli.editor.Draft`) until the store
holds it: a memory refused (a secret, a name taken, not valid) or an add killed midway
loses none of it; a refusal says where it is kept.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import click

from memdir.cli import cli
from memdir.cli.editor import Draft, edit_draft
from memdir.cli.records import (
    TYPE_MEANS,
    _memory,
    _refusal,
    _warn_allowed_secret,
    allow_secret_option,
)
from memdir.cli.render import added
from memdir.foundation import frontmatter
from memdir.foundation.candidate import Candidate
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import MEMORY_TYPES, Record, parse_record, validate_name
from memdir.service.scopes import SCOPES, marked_project, open_store


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
@click.option("--from", "valid_from", default=None, metavar="WHEN",
              help="The memory holds from then: a date (2026-03-15: from that day), a time "
                   "(2026-03-15T10:00) or words ('next Monday').")
@click.option("--until", "valid_to", default=None, metavar="WHEN",
              help="The memory holds until then (after --from and after now), read the "
                   "same way: '--until 2027-03-20' holds through the 19th.")
@allow_secret_option
def add(name: str, rtype: str | None, description: str | None, body: str | None,
        scope: str | None, valid_from: str | None, valid_to: str | None,
        allow_secret: bool) -> None:
    """Add a memory. Without --description, opens $EDITOR on a template."""
    from memdir.service.validity import given_interval

    # Read before anything else (the editor included): a bad date is one sentence, and
    # nothing was written.
    interval = given_interval(valid_from, valid_to)
    if body == "-":
        from memdir.cli.inputs import MAX_BODY_BYTES, read_text

        body = read_text(None, MAX_BODY_BYTES, "The body", "nothing was stored")
    for field, given in (("description", description), ("body", body)):
        said = None if given is None else frontmatter.not_kept(given)
        if said is not None:  # a byte of another encoding in an argument
            raise MemdirError(f"The {field} {said}; nothing was stored.")
    if description is not None:
        from memdir.pipeline.classify import stated_type  # the rules: not for --help

        rec = Record(name=name, description=description,
                     type=rtype or stated_type(description), body=body or description)
        _add(name, rec, rtype, description, scope, allow_secret, interval)
        return
    template = Record(name=name, description="one line: what this memory is about",
                      type=rtype or "feedback", body=body or "The memory, in full.")
    text, draft = edit_draft(template.to_text())  # kept until the store holds it
    if text == template.to_text():  # closed without writing: store no placeholder
        raise MemdirError("The template was not changed, so nothing was stored.")
    with _kept_unless_added(draft):
        rec = parse_record(text, None)
        if rec.problems:
            raise MemdirError(f"The edited memory is not valid: {'; '.join(rec.problems)}.")
        if rec.description == template.description:
            raise MemdirError("The description is still the template's placeholder, so "
                              "nothing was stored; write one line about the memory.")
        _add(name, rec, rtype, description, scope, allow_secret, interval)


@contextlib.contextmanager
def _kept_unless_added(draft: Draft) -> Iterator[None]:
    """The draft goes once the block added the memory; a refusal keeps it and says where."""
    try:
        yield
    except MemdirError as exc:
        raise MemdirError(f"{str(exc).rstrip('.')}; your text is kept in "
                          f"{draft.keep()}.") from exc
    draft.done()


def _add(name: str, rec: Record, rtype: str | None, description: str | None,
         scope: str | None, allow_secret: bool,
         interval: tuple[str | None, str | None] = (None, None)) -> None:
    try:
        validate_name(name)  # an unusable name is a usage error, before anything else
    except MemdirError:  # its refusal quotes the name: not one holding a secret
        from memdir.pipeline.admission.secrets import refuse_secret_name

        refuse_secret_name(name, "Not added: ")
        raise
    # Who the user is holds in every project: a user record goes where extraction and the
    # MCP server put one, not into whichever repository the command ran in. A server
    # holds the project's memory only: there it stays in the project, as the memory
    # tool's and the MCP server's do (only an explicit -s user is refused).
    remote = bool(Config.from_env().url)
    target = scope or ("user" if rec.type == "user" and not remote else "project")
    if not remote:
        open_store(target)  # the home folder or /: say so, rather than write elsewhere
    if not remote and scope is None and target == "project" \
            and marked_project() is None:
        # `ls` here shows your store only: a .memory/ made now would be a project nobody
        # asked for, found by every command run in or below this folder.
        raise MemdirError(f"{Path.cwd()} is not in a project (no .git or .memory/ here or "
                          "above): run 'memdir init' to make it one, or add -s user to keep "
                          "this memory in your store.")
    memory = _memory()
    cand = Candidate(rec.name, rec.description, rec.type, rec.body)
    done = memory.save_written(cand, scope=target, source={"note": "added by hand"},
                               origin="user", allow_secret=allow_secret,
                               same_name="refuse", keep=rec, valid_from=interval[0],
                               valid_to=interval[1])
    if done.proposal is not None:
        click.echo(f"Proposed for review as {done.proposal.id}: nothing is added until a "
                   "person approves it (memdir inbox).")
        return
    if done.record is None:
        raise _refusal(done, "Not added: ")
    if allow_secret:
        _warn_allowed_secret(done.record, done.scope)
    if done.record.origin == "model":  # a server believed the token, not the claim
        click.echo("note: the server keeps it as an agent's write (origin model), since "
                   "your token is an agent token; writes from a reviewer or admin token "
                   "count as your own words.", err=True)
    where = done.scope or target
    if rtype is None and description is not None:  # the type was read from the words
        click.echo(f"Filed as {done.record.type} from its words "
                   f"({TYPE_MEANS[done.record.type]}); -t sets the type.", err=True)
    click.echo(added(done, where))
