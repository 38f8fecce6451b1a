"""`memdir history adopt`: a person takes unverified history entries as their own.

A person at a terminal only: the entries are shown (each record's, when, what, by which
tag, why it is unverified) and nothing is signed until the person types back the short
code of exactly the entries shown, so an answer piped in without reading them signs
nothing. Without a terminal the command refuses, and no flag answers for a person. No
command can tell a person from a program given their shell and a terminal (docs/security.md),
so nothing that could be anyone's is signed in bulk: by default only the person's own
entries under another key are offered; one with no MAC, or another writer's, only when
named by record and version, shown in full. `memdir.store.history_adoption` says what
may be adopted.
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
from memdir.foundation.terminal import visible

if TYPE_CHECKING:
    from memdir.store.history_adoption import Adoptable



@cli.group("history")
def history_group() -> None:
    """Your history log itself (see 'memdir log NAME' for a record's)."""


@history_group.command("adopt")
@click.argument("names", nargs=-1)
@click.option("--version", "-v", "version", type=int, default=None,
              help="Version number from 'memdir log NAME': that one entry, whatever made "
                   "it unverified (one NAME).")
@scope_option(FIRST_FOUND)
def adopt(names: tuple[str, ...], version: int | None, scope: str | None) -> None:
    """Sign unverified history entries as yours, after showing them.

    For your own history that your history key no longer verifies: entries with your
    tag, written under another MEMDIR_HOME or with a history.key since lost. An entry
    with no MAC, or another writer's, could be anyone's: it is offered only when named
    with its version (NAME --version N), and shown in full. Each entry is shown, with
    why it is unverified, and signed only when you type back the code shown. An entry
    you adopt is believed as yours: its text is taken for yours and 'memdir restore'
    uses it, so adopt only what you wrote. Asks at a terminal; never runs without one.
    """
    from memdir.service.memory import Memory
    from memdir.store.history_adoption import code
    from memdir.store.history_checks import unverified_reason

    if version is not None and len(names) != 1:
        raise MemdirError("'--version' names one entry: give exactly one NAME with it.")
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
            if version is not None:  # one that could be anyone's: all it says
                for label, text in (("before", e.before), ("after", e.after)):
                    click.echo(f"    {label}:")
                    for line in (text or "(none)").splitlines():
                        click.echo(f"      {visible(line)}")
        click.echo("Their texts will be taken for yours and 'memdir restore' will use them. "
                   "Adopt only entries you wrote.")
        want = code([item.line for _, item in found])
        said = click.prompt(f"Type the code {want} to sign them, anything else to stop",
                            default="", show_default=False)
        if said.strip() != want:
            raise MemdirError("Nothing was adopted.")

    signed = memory.adopt_history(names, scope=scope, confirm=confirm, version=version)
    if not signed:
        what = f" of {', '.join(names)}" if names else ""
        what += f" at version {version}" if version is not None else ""
        click.echo(f"No unverified entry{what} to adopt: entries with your tag under "
                   "another history key are offered; any other only named with its "
                   "version (NAME --version N, from 'memdir log NAME').")
        return
    click.echo(f"Adopted {signed} entr{'y' if signed == 1 else 'ies'}: they are yours now "
               "('memdir log' lists them as verified).")
