"""`memdir migrate`: move a store's memory to PostgreSQL, or from PostgreSQL to a folder."""

from __future__ import annotations

import contextlib
import getpass
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click

from memdir.cli import cli
from memdir.foundation.errors import MemdirError
from memdir.service.scopes import SCOPES, open_store
from memdir.store.files.store import FileStore


def is_database_url(text: str) -> bool:
    return text.startswith(("postgresql://", "postgres://"))


def _tenant(project: str | None, scope: str) -> str:
    if project:
        return project
    if scope == "user":
        return f"user-{getpass.getuser()}"
    raise MemdirError("Say which project this memory is in the database: --project NAME.")


def _open(where: str | None, project: str | None, scope: str) -> Any:
    if where is None:
        return open_store(scope)
    if is_database_url(where):
        from memdir.store.postgres import PostgresStore

        return PostgresStore(where, tenant=_tenant(project, scope), scope=scope)
    return FileStore(Path(where).expanduser(), scope=scope)


@cli.command()
@click.option("--to", "target", required=True, metavar="URL|PATH",
              help="Where to copy the memory: postgresql://... or a .memory folder.")
@click.option("--from", "source", default=None, metavar="URL|PATH",
              help="Where to copy it from (default: this project's .memory, or your user "
                   "store with --scope user).")
@click.option("--project", default=None,
              help="The project's name in the database (its tenant). Default: the name "
                   "of this project's folder.")
@click.option("--scope", "-s", type=click.Choice(SCOPES), default="project",
              show_default=True, help="Which store to copy.")
@click.option("--dry-run", is_flag=True,
              help="Say what would be copied, and write nothing.")
def migrate(target: str, source: str | None, project: str | None, scope: str,
            dry_run: bool) -> None:
    """Copy a store's memory to another store: records, history, the review inbox,
    session notes and published versions.

    Nothing is lost (each record's exact text with its provenance, every history entry
    with its time, author and change, so undo works on the copy; proposals with their
    decisions; visitors' unexpired notes with their expiry; every published version and
    the one served) and it is safe to run again: what the target already has is skipped,
    so a migration that was interrupted completes, and one that completed changes
    nothing. What only the target has is left alone.

    \b
      memdir migrate --to postgresql://memdir@db.internal/memdir --project shop
      memdir migrate --from postgresql://memdir@db.internal/memdir --project shop \\
          --to ./.memory
    """
    from memdir.store.transfer import migrate as run

    if project is None and scope == "project":
        # A folder's project is named after the folder holding its .memory/.
        if source is None:
            local = open_store("project")
            project = local.root.resolve().parent.name
        elif not is_database_url(source):
            project = Path(source).expanduser().resolve().parent.name
    src = _open(source, project, scope)
    dst = _open(target, project, scope)
    if isinstance(src, FileStore) and isinstance(dst, FileStore) and \
            src.root.resolve() == dst.root.resolve():
        raise MemdirError("The source and the target are the same folder.")
    with _progress() as progress:
        report = run(src, dst, dry_run=dry_run, progress=progress)
    _show(report, _shown(target))



def _show(report: Any, where: str) -> None:
    from rich.table import Table

    from memdir.cli.render import console

    verb = "Would copy" if report.dry_run else "Copied"
    table = Table(header_style="bold", title=f"{verb} to {where}", title_justify="left")
    for col, justify in (("what", "left"), ("copied" if not report.dry_run else "to copy",
                                            "right"),
                         ("already there", "right"), ("not copied", "right"),
                         ("notes", "left")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for m in report.moved:
        table.add_row(m.kind, str(m.copied), str(m.present), str(m.left),
                      "; ".join(m.notes))
    console.print(table)
    twins = [files for m in report.moved for files in m.collisions]
    if twins:
        click.echo("Not copied: each line is one name in several files (case, Unicode form "
                   "or look-alike letters), and a store keeps one record per name. "
                   "`memdir doctor --fix` keeps the newest of each, then run this again.")
        for files in twins:
            click.echo("  " + " = ".join(files))
    if report.dry_run:
        click.echo("Dry run: nothing was written.")
    elif report.changed_nothing:
        click.echo("The target already held everything; nothing changed.")


@contextlib.contextmanager
def _progress() -> Iterator[Callable[[str, int, int], None] | None]:
    """A progress bar on a terminal (a migration of many records takes a while); nothing
    when the output is read by a program."""
    from rich.console import Console

    err = Console(stderr=True)
    if not err.is_terminal:
        yield None
        return
    from rich.progress import Progress

    with Progress(console=err, transient=True) as bar:
        tasks: dict[str, Any] = {}

        def advance(kind: str, done: int, total: int) -> None:
            if kind not in tasks:
                tasks[kind] = bar.add_task(kind, total=total)
            bar.update(tasks[kind], completed=done)

        yield advance


def _shown(where: str) -> str:
    if not is_database_url(where):
        return where
    from memdir.store.postgres.pool import shown as shown_dsn

    return shown_dsn(where)
