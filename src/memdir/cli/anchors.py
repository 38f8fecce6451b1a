"""`memdir stale`: memories whose cited code changed, moved or is gone (`memdir.anchors`)."""

from __future__ import annotations

import click

from ..anchors import AnchorChecker, changed_code
from ..citations import make_anchor
from ..errors import MemdirError
from ..scopes import SCOPES, open_store, project_root
from . import cli
from .render import echo_json


def _line(scope: str, name: str, check) -> str:
    where = check.anchor.shown()
    if check.status == "moved":
        return f"{scope}: moved {name}: {where} -> {check.now()}"
    return f"{scope}: {check.status} {name}: {where}"


def _follow(store, rec, checks, root) -> bool:
    """Point moved anchors at where their code is now (the old record stays in history).

    Text found elsewhere keeps its hash; a symbol found elsewhere with other text is cited
    afresh there."""
    new = []
    for check in checks:
        anchor = check.followed()
        if check.status == "moved" and AnchorChecker().check(anchor, root).status != "fresh":
            try:
                anchor = make_anchor(root, anchor.path, anchor.symbol or None,
                                     None if anchor.symbol else anchor.lines)
            except MemdirError:
                anchor = check.anchor
        new.append(anchor)
    if new == [c.anchor for c in checks]:
        return False
    from ..memory import Memory

    extra = {**rec.extra, "anchors": [a.to_dict() for a in new]}
    with Memory(store, user=False, provider="offline", session="cli") as memory:
        done = memory.update(rec.name, rec.hash, extra=extra, scope=store.scope,
                             origin="user", actor="cli")
    if done.record is None:
        click.echo(f"{store.scope}: not followed {rec.name}: {done.decision.reason}", err=True)
    return done.record is not None


@cli.command()
@click.option("--scope", "-s", type=click.Choice(SCOPES), default=None,
              help="Which store: this project's (.memory/) or yours. Default: both.")
@click.option("--follow", is_flag=True,
              help="Move the anchors of moved code to where it is now.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def stale(scope: str | None, follow: bool, as_json: bool) -> None:
    """List memories whose cited code is stale, gone, or moved (with the new place)."""
    root = project_root()
    found = []
    for store in [open_store(s) for s in ([scope] if scope else SCOPES)]:
        if not store.exists():
            continue
        for rec, checks in changed_code(store.list(), root):
            followed = follow and any(c.status == "moved" for c in checks) and _follow(
                store, rec, checks, root)
            found.append((store.scope, rec, checks, followed))
    if as_json:
        echo_json([{"scope": scope_, "name": rec.name, "followed": bool(followed),
                    "anchors": [c.to_dict() for c in checks]}
                   for scope_, rec, checks, followed in found])
        return
    if not found:
        click.echo("No memory cites code that changed.")
        return
    for scope_, rec, checks, followed in found:
        for check in checks:
            if check.status != "fresh":
                click.echo(_line(scope_, rec.name, check))
        if followed:
            click.echo(f"{scope_}: followed {rec.name}: its anchors now point at the new place")
    if any(c.status in ("stale", "gone") for _, _, checks, _ in found for c in checks):
        click.echo("Check these memories against the code: 'memdir edit NAME' to correct "
                   "one, 'memdir rm NAME' to retire it.", err=True)
