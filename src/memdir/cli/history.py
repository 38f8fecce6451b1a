"""`memdir history adopt`: a person takes unverified history entries as their own.

A person at a terminal only: the entries are shown (each record's, when, what, by which
tag, why it is unverified) and nothing is signed until the person types ``adopt``. Without
a terminal the command refuses: a model running a shell has none to answer at, and no
flag answers for a person. `memdir.store.history_adoption` says what may be adopted.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.cli.memory import local_only, open_cli_memory
from memdir.cli.records import FIRST_FOUND, scope_option
from memdir.cli.render import short_time
from memdir.foundation.errors import MemdirError

if TYPE_CHECKING:
    from memdir.store.history_adoption import Adoptable

ANSWER = "adopt"


@cli.group("history")
def history_group() -> None:
    """Your history log itself (see 'memdir log NAME' for a record's)."""


@history_group.command("adopt")
@click.argument("names", nargs=-1)
@scope_option(FIRST_FOUND)
def adopt(names: tuple[str, ...], scope: str | None) -> None:
    """Sign unverified history entries as yours, after showing them.

    For your own history that your history key no longer verifies: written under
    another MEMDIR_HOME, or with a history.key since lost. Each entry is shown, with
    why it is unverified, and signed only when you type 'adopt'. An entry you adopt is
    believed as yours: its text is taken for yours and 'memdir restore' uses it, so
    adopt only what you wrote. Asks at a terminal; never runs without one.
    """
    from memdir.service.memory import Memory
    from memdir.store.history_checks import unverified_reason

    local_only("history adopt")
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise MemdirError("'memdir history adopt' asks a person at a terminal before it signs "
                          "anything, and there is none here; run it in a terminal yourself.")
    memory = open_cli_memory()
    if not isinstance(memory, Memory):  # a server's: local_only refused it already
        raise MemdirError("'memdir history adopt' works on local memory files.")

    def confirm(found: list[tuple[str, Adoptable]]) -> None:
        click.echo(f"{len(found)} unverified history entr{'y' if len(found) == 1 else 'ies'} "
                   "would be signed as yours:")
        for where, item in found:
            e = item.entry
            shown = f"{e.name} → {e.new_name}" if e.new_name else e.name
            click.echo(f"  {short_time(e.at)}  {e.op:<9} {shown}  ({where} store, by "
                       f"{e.actor or '-'}, tag {item.tag or 'none'}): it "
                       f"{unverified_reason(e.unverified)}")
        click.echo("Their texts will be taken for yours and 'memdir restore' will use them. "
                   "Adopt only entries you wrote.")
        said = click.prompt(f"Type '{ANSWER}' to sign them, anything else to stop",
                            default="", show_default=False)
        if said.strip() != ANSWER:
            raise MemdirError("Nothing was adopted.")

    signed = memory.adopt_history(names, scope=scope, confirm=confirm)
    if not signed:
        what = f" of {', '.join(names)}" if names else ""
        click.echo(f"No unverified entry{what} to adopt: every entry your key can sign "
                   "is verified already.")
        return
    click.echo(f"Adopted {signed} entr{'y' if signed == 1 else 'ies'}: they are yours now "
               "('memdir log' lists them as verified).")
