"""`memdir migrate`: move a store's memory to PostgreSQL, or from PostgreSQL to a folder."""

from __future__ import annotations

import getpass
from pathlib import Path
from typing import Any

import click

from ..errors import MemdirError
from ..scopes import SCOPES, open_store
from ..store.files import FileStore
from . import cli


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
        from ..store.postgres import PostgresStore

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
def migrate(target: str, source: str | None, project: str | None, scope: str) -> None:
    """Copy every record and its whole history to another store.

    Nothing is lost (each record's exact text with its provenance, every history entry
    with its time and author) and it is safe to run again: what the target already has
    is skipped, so a migration that was interrupted completes, and one that completed
    changes nothing. Records only the target has are left alone.

    \b
      memdir migrate --to postgresql://memdir@db.internal/memdir --project shop
      memdir migrate --from postgresql://memdir@db.internal/memdir --project shop \\
          --to ./.memory
    """
    from ..store.transfer import migrate as run

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
    report = run(src, dst)
    click.echo(f"Copied {report.records_copied} records and {report.history_copied} history "
               f"entries to {_shown(target)} ({report.records_present} records and "
               f"{report.history_present} entries were already there).")
    if report.history_untrusted:
        click.echo(f"warning: {report.history_untrusted} history entries not written by you "
                   "on this machine (a log that came with the folder) were not copied.",
                   err=True)


def _shown(where: str) -> str:
    if not is_database_url(where):
        return where
    from ..store.postgres.pool import shown as shown_dsn

    return shown_dsn(where)
