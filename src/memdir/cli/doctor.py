"""`memdir doctor`: check this project's and your stores, and repair what can be repaired.

Each store's own check and fix (`memdir.store.files.doctor`: a stale index, broken files,
temp files, case collisions), records a git merge left with conflict markers (merged, what
differed proposed: `memdir.service.writes.merges`), secrets and broken validity links
(said, never repaired silently: a person decides), and memories whose cited code changed
(`memdir.cli.anchors`). With ``MEMDIR_URL`` set the stores are the server's, and what this
machine keeps for it is checked instead (`memdir.cli.remote_doctor`). Exit code 1 while a
problem remains.
"""

from __future__ import annotations

import sys

import click

from memdir.cli import cli
from memdir.cli.memory import open_cli_memory
from memdir.cli.records import BOTH, scope_option
from memdir.cli.render import echo_json
from memdir.foundation.config import Config
from memdir.service.scopes import available_stores
from memdir.service.validity import broken_links
from memdir.store.files.store import FileStore, Problem


@cli.command()
@click.option("--fix", is_flag=True,
              help="Repair what can be repaired (originals kept in history).")
@scope_option(BOTH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def doctor(fix: bool, scope: str | None, as_json: bool) -> None:
    """Check the stores: stale index, broken files, temp files, case collisions."""
    from memdir.cli.anchors import code_problems
    from memdir.cli.remote_doctor import doctor as client_doctor
    from memdir.pipeline.admission.secrets import audit
    from memdir.service.scopes import project_root
    from memdir.service.writes.merges import repair_conflicted

    if Config.from_env().url:  # the stores are the server's: this machine's side only
        return client_doctor(fix, as_json)
    report = []
    project_root()  # a project's doctor: in the home folder or /, say so
    memory = open_cli_memory()  # offline: no check calls a model
    for store in available_stores(scope):
        # Records a merge without memdir's driver left with conflict markers: merged first,
        # what differed proposed (`memdir.service.writes.merges`); the store's own fix leaves them.
        tried = repair_conflicted(store) if fix and isinstance(store, FileStore) else []
        merged = [Problem("conflict-markers", file, done) for file, done, ok in tried if ok]
        problems = merged + (store.fix() if fix else store.check())
        remaining = store.check() if fix else problems
        # One left for a person is not fixed: it remains, saying why it was left.
        unmerged = {file: why for file, why, ok in tried if not ok}
        remaining = [Problem(p.kind, p.file, unmerged[p.file], fixable=False)
                     if p.kind == "conflict-markers" and p.file in unmerged else p
                     for p in remaining]
        # A secret is never repaired silently: erasing it takes 'rm NAME --purge'.
        secrets = [Problem("secret", f"{s.name}", s.detail(), fixable=False)
                   for s in audit(store)] + [  # a person decides which fact holds
            Problem("validity-link", r.file or r.name, why, fixable=False)
            for r, why in broken_links(store.list() if store.exists() else [])]
        # Memories whose cited code changed: moved ones follow with --fix, stale and
        # gone ones go to the inbox for a person (`memdir.service.anchor_review`).
        code_found, code_left = code_problems(memory, store.scope, fix)
        report.append((store, (problems if fix else problems + secrets) + code_found,
                       remaining + secrets + code_left))
    if as_json:
        echo_json([{"scope": s.scope, "root": str(s.root),
                    "fixed" if fix else "problems": [p.__dict__ for p in found],
                    "remaining": [p.__dict__ for p in left]} for s, found, left in report])
    else:
        for store, found, left in report:
            if not found and not left:
                click.echo(f"{store.scope}: {store.root} is clean.")
                continue
            verb = "fixed" if fix else "found"
            for p in found:
                click.echo(f"{store.scope}: {verb} {p.kind}: {_shown(p.file)}: {p.detail}")
            if fix and left:
                for p in left:
                    click.echo(f"{store.scope}: still {p.kind}: {_shown(p.file)}: {p.detail}")
        config = Config.from_env()
        if config.ranker == "fused":  # the model is not a store problem: no exit code
            from memdir.cli.semantic import summary

            click.echo(summary(config))
    if any(left for _, _, left in report):
        fixable = any(p.fixable and p.kind != "secret" for _, _, left in report for p in left)
        if not fix and not as_json and fixable:  # never promise a repair --fix cannot do
            click.echo("Run 'memdir doctor --fix' to repair.", err=True)
        sys.exit(1)


def _shown(file: str) -> str:
    """A file name on one line: a line break in it cannot print a report line of its own."""
    return file if file.isprintable() else repr(file)[1:-1]
