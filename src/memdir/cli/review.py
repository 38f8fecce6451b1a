"""Commands for reviewing what memdir writes on its own: the write policy, the inbox of
proposals, the list of changes and their undo."""

from __future__ import annotations

import click
from rich.table import Table

from ..record import MEMORY_TYPES
from ..scopes import find_project, memdir_home
from ..write_policy import DEFAULT_SOURCE, WRITERS, load_policy
from . import cli
from .render import console, echo_json


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
def policy(as_json: bool) -> None:
    """Show the write policy: per writer and type, auto, propose or refuse.

    auto writes at once; propose puts the write in the inbox (memdir inbox); refuse drops
    it. Set it under "policy" in $MEMDIR_HOME/settings.json or the project's
    .memdir/settings.json (an untrusted project file can only make it stricter).
    """
    table = load_policy(memdir_home(), find_project())
    for problem in table.problems:
        click.echo(f"warning: {problem}", err=True)
    if as_json:
        echo_json(table.table())
        return
    grid = Table(box=None, pad_edge=False)
    grid.add_column("writer")
    for rtype in MEMORY_TYPES:
        grid.add_column(rtype)
    for writer in WRITERS:
        grid.add_row(writer, *(table.cell(writer, t).action for t in MEMORY_TYPES))
    console.print(grid)
    changed = [(w, t, c) for (w, t), c in table.cells.items() if c.source != DEFAULT_SOURCE]
    if not changed:
        console.print("All cells are the defaults.")
        return
    click.echo("Set by a settings file (the other cells are the defaults):")
    for writer, rtype, cell in changed:
        click.echo(f"  {writer}/{rtype}: {cell.action}  ({cell.source})")
