"""`memdir publish`: the version of the project's memory a public agent's visitors read."""

from __future__ import annotations

import click

from memdir.cli import cli
from memdir.cli.memory import open_cli_memory


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
        count = memory.list(scope="project", limit=1)[1]  # what was just published
    click.echo(f"Published version {version} ({count} memories); visitors read it from "
               "their next turn. Undo with: memdir publish --rollback")
