"""Commands for a project whose memory is shared through git: ``install git``,
``uninstall git``, ``git merge-driver`` (what git runs) and ``git resolve``."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from memdir.cli import cli
from memdir.cli.integrations import install, uninstall


def _store_folder() -> Path:
    from memdir.service.scopes import project_root

    return project_root() / ".memory"


def _confirm(prompt: str, yes: bool, nothing: str) -> bool:
    """A yes or no, from a terminal or a pipe (``echo n | memdir install git``). A no is
    an answer, not a failure: the caller says ``nothing`` changed and exits 0. No answer at
    all (a script, end of input) fails, saying how to go on."""
    if yes:
        return True
    try:
        return click.confirm(prompt, default=False)
    except click.Abort:
        click.echo()  # the prompt's line ends before the sentence
        raise click.ClickException(f"{nothing}: no answer came; run again with --yes to "
                                   "make the changes above.") from None


@install.command("git")
@click.option("--yes", "-y", is_flag=True, help="Write without asking.")
@click.option("--dry-run", is_flag=True, help="Show what would be written; write nothing.")
def install_git(yes: bool, dry_run: bool) -> None:
    """Merge this project's memory with memdir when git merges.

    Adds one line to the repository's .gitattributes (commit it: every clone then merges
    .memory/ with memdir) and the merge driver to this clone's .git/config. Both are
    shown before they are written. Everyone who merges runs this once in their clone.
    """
    from memdir.integrations import git

    setup = git.plan_install(_store_folder())
    if not setup.changed:
        click.echo(f"memdir's merge driver is already installed in {setup.repo}.")
        return
    click.echo("memdir install git will " + setup.describe(installing=True))
    if dry_run or not _confirm("Write these?", yes, "Nothing was written"):
        click.echo("Nothing was written.")
        return
    git.install(setup)
    click.echo(f"Installed. Commit {setup.attributes.name} so every clone merges memory "
               "the same way; each person runs 'memdir install git' once in their clone.")


@uninstall.command("git")
@click.option("--yes", "-y", is_flag=True, help="Remove without asking.")
@click.option("--dry-run", is_flag=True, help="Show what would be removed; change nothing.")
def uninstall_git(yes: bool, dry_run: bool) -> None:
    """Stop merging memory with memdir: remove its .gitattributes lines and merge driver."""
    from memdir.integrations import git

    setup = git.plan_uninstall(_store_folder())
    if not setup.changed:
        click.echo(f"memdir's merge driver is not installed in {setup.repo}.")
        return
    click.echo("memdir uninstall git will " + setup.describe(installing=False))
    if dry_run or not _confirm("Remove these?", yes, "Nothing was changed"):
        click.echo("Nothing was changed.")
        return
    gone = git.uninstall(setup)
    click.echo(f"Removed. {setup.attributes.name} held nothing else and is gone." if gone
               else "Removed.")


@cli.group("git")
def git_group() -> None:
    """Memory shared through git (see 'memdir install git')."""


@git_group.command("merge-driver", hidden=True)
@click.argument("base", type=click.Path(path_type=Path))
@click.argument("ours", type=click.Path(path_type=Path))
@click.argument("theirs", type=click.Path(path_type=Path))
@click.argument("path")
def merge_driver(base: Path, ours: Path, theirs: Path, path: str) -> None:
    """What git runs for a memory file both sides changed (%O %A %B %P)."""
    from memdir.integrations import git

    sys.exit(git.run_driver(base, ours, theirs, path))


@git_group.command("resolve")
def resolve() -> None:
    """Finish a merge git stopped on memory files.

    A record deleted on one side and changed on the other keeps the change (the deletion
    waits in the inbox); files merged as text by a clone without memdir are merged field
    by field from git's index; MEMORY.md is rebuilt. Each is staged with git add; commit
    when git status is clean.
    """
    from memdir.integrations import git

    done = git.resolve(_store_folder())
    for line in done.report:
        click.echo(line)
    if done.resolved:
        click.echo(f"Resolved and staged: {', '.join(done.resolved)}.")
    elif not done.left:
        click.echo("No memory file is waiting for a merge.")
    if done.left:
        click.echo(f"Left to you (files memdir does not merge): {', '.join(done.left)}.")
