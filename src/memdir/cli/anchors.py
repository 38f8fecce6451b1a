"""`memdir stale`: memories whose cited code changed, moved or is gone
(`memdir.pipeline.anchors`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.cli.render import echo_json
from memdir.foundation.errors import MemdirError
from memdir.pipeline.anchors import AnchorChecker
from memdir.pipeline.citations import make_anchor
from memdir.service.anchor_review import kept_by_decision
from memdir.service.scopes import SCOPES

if TYPE_CHECKING:
    from memdir.foundation.record import Record
    from memdir.pipeline.anchors import AnchorCheck
    from memdir.service.anchor_review import CodeReview
    from memdir.service.protocol import MemoryService
    from memdir.store.files.store import Problem


def _line(scope: str, name: str, check: AnchorCheck) -> str:
    where = check.anchor.shown()
    if check.status == "moved":
        return f"{scope}: moved {name}: {where} -> {check.now()}"
    return f"{scope}: {check.status} {name}: {where}"


def _follow(memory: MemoryService, scope: str, rec: Record,
            checks: Sequence[AnchorCheck]) -> bool:
    """Point moved anchors at where their code is now (the old record stays in history).

    Text found elsewhere keeps its hash; a symbol found elsewhere with other text is cited
    afresh there."""
    root = memory.root
    if root is None:  # no project folder: no code to follow
        return False
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
    extra = {**rec.extra, "anchors": [a.to_dict() for a in new]}
    done = memory.update(rec.name, rec.hash, extra=extra, scope=scope, origin="user")
    if done.record is None:
        click.echo(f"{scope}: not followed {rec.name}: {done.decision.reason}", err=True)
    return done.record is not None


def _say(review: CodeReview) -> None:
    if review.proposal is None and review.problem:
        click.echo(f"{review.scope}: could not propose a review of {review.record.name}: "
                   f"{review.problem}", err=True)


def code_problems(memory: MemoryService, scope: str,
                  fix: bool) -> tuple[list[Problem], list[Problem]]:
    """`doctor`'s problems for memories whose cited code changed: (found or, with
    ``fix``, fixed; remaining).

    ``moved-anchor`` is fixable (the anchor follows the code); ``stale-anchor`` and
    ``gone-anchor`` are not (only a person knows whether the memory holds): each gets a
    proposal in the inbox, and one a person rejected (kept as it is on purpose) is no
    problem any more."""
    from memdir.store.files.store import Problem

    found: list[Problem] = []
    left: list[Problem] = []
    for review in memory.review_code(scope):
        rec, checks, proposal = review.record, review.checks, review.proposal
        _say(review)
        if kept_by_decision(proposal):
            continue
        fixed = fix and any(c.status == "moved" for c in checks) and _follow(
            memory, scope, rec, checks)
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
    from memdir.cli.memory import open_cli_memory

    memory = open_cli_memory()
    if memory.root is None:
        raise MemdirError("Cited code is checked against this project's folder, and this "
                          "memory has none here (no project folder, or memory kept by a "
                          "server or a database).")
    found = []
    for review in memory.review_code(scope):
        rec, checks = review.record, review.checks
        followed = follow and any(c.status == "moved" for c in checks) and _follow(
            memory, review.scope, rec, checks)
        _say(review)
        found.append((review.scope, rec, checks, followed, review.proposal))
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
