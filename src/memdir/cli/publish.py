"""`memdir publish`: the version of the project's memory a public agent's visitors read;
`memdir purge --visitor-logs`: what those visitors said, erased."""

from __future__ import annotations

import click

from memdir.cli import cli
from memdir.cli.memory import open_cli_memory
from memdir.cli.render import confirm_erase
from memdir.foundation.plural import plural


@cli.command()
@click.option("--rollback", is_flag=True,
              help="Serve the previous published version again.")
def publish(rollback: bool) -> None:
    """Publish the project's memory for a public agent (MEMDIR_WRITERS=untrusted).

    Visitors read the published version, never the store: what reviewers approved
    (memdir approve) reaches them at the next publish. Running agents switch to the new
    version on their next turn, without a restart.
    """
    with open_cli_memory() as memory:
        if rollback:
            version = memory.rollback()
            click.echo(f"Visitors now read version {version} again.")
            return
        version = memory.publish()
        # What was just published: the project's memories but those of type user.
        private = memory.list(scope="project", type="user", limit=1)[1]
        count = memory.list(scope="project", limit=1)[1] - private
    left = f"; {plural(private, 'memory', 'memories')} of type user left out: about you, " \
        "not for visitors" if private else ""
    click.echo(f"Published version {version} ({plural(count, 'memory', 'memories')}{left}); "
               "visitors read it from "
               "their next turn. Undo with: memdir publish --rollback")


@cli.command()
@click.option("--visitor-logs", is_flag=True,
              help="Erase what a public agent's visitors said: the redacted turns and the "
                   "unanswered questions the review page shows.")
@click.option("--before", metavar="DATE", default=None,
              help="Only what was logged before DATE (YYYY-MM-DD, UTC) or a UTC time.")
@click.option("--proposal", metavar="ID", default=None,
              help="Erase one proposal's texts (what it would write, the words it came "
                   "from): a secret 'memdir doctor' found in it. The memories it is about "
                   "stay as they are.")
@click.option("--yes", "-y", is_flag=True, help="Do not ask first.")
def purge(visitor_logs: bool, before: str | None, proposal: str | None, yes: bool) -> None:
    """Erase a public agent's visitor logs, or one proposal's texts, for good (a person's
    command).

    Visitor logs are deleted by themselves once older than MEMDIR_VISITOR_LOG_DAYS (30
    days); this erases them now. A memory is erased with: memdir rm NAME --purge
    """
    if visitor_logs == (proposal is not None):
        raise click.UsageError("Say what to erase: --visitor-logs or --proposal ID (a "
                               "memory is erased with 'memdir rm NAME --purge').")
    if proposal is not None:
        if not yes:
            confirm_erase(f"Erase the texts of proposal {proposal} for good?")
        with open_cli_memory() as memory:
            scope = memory.purge_proposal(proposal)
        click.echo(f"Erased the texts of proposal {proposal} ({scope} store); the "
                   "memories it is about are as they were.")
        return
    which = f"logged before {before}" if before else "all of them"
    if not yes:
        confirm_erase(f"Erase visitors' logged turns and questions ({which}) for good?")
    with open_cli_memory() as memory:
        deleted = memory.purge_visitor_logs(before)
    click.echo(f"Erased {plural(deleted, 'visitor log entry', 'visitor log entries')}"
               + (f" logged before {before}." if before else "."))
