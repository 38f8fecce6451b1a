"""`memdir stale`: memories whose cited code changed, moved or is gone
(`memdir.pipeline.anchors`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.cli.render import echo_json
from memdir.foundation.errors import MemdirError
from memdir.pipeline.anchors import AnchorChecker, changed_code
from memdir.pipeline.citations import make_anchor
from memdir.service.anchor_review import kept_by_decision, propose
from memdir.service.scopes import SCOPES, open_store, project_root

if TYPE_CHECKING:
    from memdir.foundation.record import Record
    from memdir.pipeline.anchors import AnchorCheck
    from memdir.service.inbox import Proposal
    from memdir.store.base import Store
    from memdir.store.files.doctor import Problem


def _line(scope: str, name: str, check: AnchorCheck) -> str:
    where = check.anchor.shown()
    if check.status == "moved":
        return f"{scope}: moved {name}: {where} -> {check.now()}"
    return f"{scope}: {check.status} {name}: {where}"


def _follow(store: Store, rec: Record, checks: Sequence[AnchorCheck], root: Path) -> bool:
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
    from memdir.service.memory import Memory

    extra = {**rec.extra, "anchors": [a.to_dict() for a in new]}
    with Memory(store, user=False, provider="offline", session="cli") as memory:
        done = memory.update(rec.name, rec.hash, extra=extra, scope=store.scope,
                             origin="user", actor="cli")
    if done.record is None:
        click.echo(f"{store.scope}: not followed {rec.name}: {done.decision.reason}", err=True)
    return done.record is not None


def _proposal(store: Store, rec: Record, checks: Sequence[AnchorCheck],
              root: Path) -> Proposal | None:
    """The inbox's proposal about this memory (made now if needed); None when the store
    cannot keep one (its own problem is reported elsewhere): listing goes on."""
    try:
        return propose(store, rec, checks, root)[0]
    except (MemdirError, OSError) as exc:
        click.echo(f"{store.scope}: could not propose a review of {rec.name}: {exc}",
                   err=True)
        return None


def code_problems(store: Store, root: Path, fix: bool) -> tuple[list[Problem], list[Problem]]:
    """`doctor`'s problems for memories whose cited code changed: (found or, with
    ``fix``, fixed; remaining).

    ``moved-anchor`` is fixable (the anchor follows the code); ``stale-anchor`` and
    ``gone-anchor`` are not (only a person knows whether the memory holds): each gets a
    proposal in the inbox, and one a person rejected (kept as it is on purpose) is no
    problem any more."""
    from memdir.store.files.store import Problem

    found: list[Problem] = []
    left: list[Problem] = []
    try:
        records = store.list() if store.exists() else []
    except MemdirError:  # a store that cannot be listed: its own problem says why
        records = []
    for rec, checks in changed_code(records, root):
        proposal = _proposal(store, rec, checks, root)
        if kept_by_decision(proposal):
            continue
        fixed = fix and any(c.status == "moved" for c in checks) and _follow(
            store, rec, checks, root)
        for check in checks:
            if check.status == "fresh" or (fixed and check.status == "moved"):
                if fixed and check.status == "moved":
                    found.append(Problem("moved-anchor", rec.file or rec.name,
                                         f"{rec.name}: {check.anchor.shown()} now "
                                         f"{check.now()} (followed)"))
                continue
            if check.status == "moved":
                problem = Problem("moved-anchor", rec.file or rec.name,
                                  f"{rec.name}: {check.anchor.shown()} moved to "
                                  f"{check.now()}")
            else:
                where = f"; proposed {proposal.id} to {proposal.kind} it (memdir inbox)" \
                    if proposal is not None and proposal.pending else ""
                problem = Problem(f"{check.status}-anchor", rec.file or rec.name,
                                  f"{rec.name}: {check.anchor.shown()} {check.status}"
                                  f"{where}", fixable=False)
            left.append(problem)
            if not fix:
                found.append(problem)
    return found, left


@cli.command()
@click.option("--scope", "-s", type=click.Choice(SCOPES), default=None,
              help="Which store: this project's (.memory/) or yours. Default: both.")
@click.option("--follow", is_flag=True,
              help="Move the anchors of moved code to where it is now.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def stale(scope: str | None, follow: bool, as_json: bool) -> None:
    """List memories whose cited code is stale, gone, or moved (with the new place).

    Each stale or gone one gets a proposal in the inbox (once): re-anchor it to the code
    as it is now, or retire it."""
    root = project_root()
    found = []
    for store in [open_store(s) for s in ([scope] if scope else SCOPES)]:
        if not store.exists():
            continue
        for rec, checks in changed_code(store.list(), root):
            followed = follow and any(c.status == "moved" for c in checks) and _follow(
                store, rec, checks, root)
            proposal = _proposal(store, rec, checks, root)
            found.append((store.scope, rec, checks, followed, proposal))
    if as_json:
        echo_json([{"scope": scope_, "name": rec.name, "followed": bool(followed),
                    "anchors": [c.to_dict() for c in checks],
                    "proposal": None if p is None else {"id": p.id, "kind": p.kind,
                                                        "status": p.status}}
                   for scope_, rec, checks, followed, p in found])
        return
    if not found:
        click.echo("No memory cites code that changed.")
        return
    for scope_, rec, checks, followed, _ in found:
        for check in checks:
            if check.status != "fresh":
                click.echo(_line(scope_, rec.name, check))
        if followed:
            click.echo(f"{scope_}: followed {rec.name}: its anchors now point at the new place")
    proposals = [(rec, p) for _, rec, _, _, p in found if p is not None]
    for rec, p in proposals:
        if p.pending:
            click.echo(f"{rec.name}: proposed {p.id} to {p.kind} it", err=True)
        elif kept_by_decision(p):
            click.echo(f"{rec.name}: kept as it is ({p.id} rejected {p.decided})", err=True)
    if any(p.pending for _, p in proposals):
        click.echo("Decide with 'memdir inbox', then 'memdir approve ID' or 'memdir reject "
                   "ID'.", err=True)
