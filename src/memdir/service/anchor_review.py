"""Proposals for memories whose cited code changed: re-anchor a stale one, retire a gone one.

A memory that cites code (`memdir.pipeline.anchors`) and whose code is ``stale`` or ``gone`` is
labelled at recall, but only a person can say whether the memory still holds. So when
`memdir stale`, `memdir doctor` or recall notices one, the inbox gets one proposal for it,
through the same store calls as every other proposal (``save_proposal``/``proposal``/
``proposals``, so it works on any store):

- ``reanchor`` (some anchor is stale, none gone): the memory as it is, its anchors cited
  afresh from the code as it is now. Approve: the memory still holds. ``approve --edit``:
  correct the memory first (its anchors are then cited afresh, gone ones dropped).
- ``retire`` (some anchor is gone, or a stale symbol is no longer defined): tombstone the
  memory (``memdir undo``/``restore`` bring it back). ``approve --edit`` rewrites it
  instead.

Rejecting one keeps the memory as it is, and the decision is remembered: a proposal's id
is derived from what it is about (the kind, the store, the memory's name and the hash of
its text, which holds its anchors), so recall, `stale` and `doctor` noticing the same
memory in the same state find the same proposal instead of making another, and a
rejected one is not proposed again (`doctor` no longer counts it as a problem). Approving
changes the memory (a new hash) or retires it; if that is undone, the memory is back in
the state the proposal was about and it is proposed again. A memory that changes
(edited, or its anchors' state moves from stale to gone) is a new subject: its open
proposal is closed as superseded (a closing that is no decision) and a new one opened,
so there is never more than one open proposal per memory.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from memdir.foundation.errors import ConflictError, MemdirError, NotFoundError
from memdir.foundation.record import Record, now_iso, parse_record
from memdir.foundation.validity import supersedes_after_update
from memdir.pipeline.anchors import Anchor, AnchorCheck, AnchorChecker, AnchorError, worst
from memdir.service.inbox import Operation, Proposal, ProposalError

KINDS = ("reanchor", "retire")


class Filer(Protocol):
    """Keeps a proposal in a store's inbox (`memdir.service.writes.pipeline.Pipeline.
    file_proposal`); with ``if_status``, only over a kept one that still has that status
    (`ConflictError` otherwise, nothing written)."""

    def __call__(self, store: Any, proposal: Proposal, *,
                 if_status: str | None = None) -> Any: ...


WRITER = "code-check"  # who proposes: not a person, not a model
SUPERSEDED = "superseded by "  # the note of a proposal closed because its memory changed
CLOSING = "closing_older"  # in a proposal's source: it may not have closed the others yet

# Per (store, memory), the proposal this process last found or made: recall notices the
# same stale memory every turn, and must not read the inbox each time to learn it was
# proposed (a memory whose state moved on, and back, is looked up again).
_handled: dict[tuple[str, str], str] = {}


def kind_for(checks: Sequence[AnchorCheck]) -> str | None:
    """``retire`` when an anchor is gone, ``reanchor`` when one is stale, else None."""
    status = worst(checks)
    return {"gone": "retire", "stale": "reanchor"}.get(status)


def proposal_id(kind: str, scope: str, rec: Record) -> str:
    """The id of the proposal about this memory in this state (the same every time)."""
    subject = f"{kind}\0{scope}\0{rec.name}\0{rec.hash}"
    return "p" + hashlib.sha256(subject.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def recite(anchors: Iterable[Anchor], root: str | os.PathLike[str], *,
           drop_gone: bool) -> tuple[Anchor, ...]:
    """The anchors cited afresh from the code as it is now: fresh ones kept, moved ones
    followed, stale ones re-hashed (a symbol's definition, else the same lines, else the
    whole file); gone ones dropped when ``drop_gone``.

    Raises:
        AnchorError: an anchor that is gone (and not ``drop_gone``), or a stale symbol
            no longer defined in its file.
    """
    from memdir.pipeline.citations import make_anchor

    checker = AnchorChecker()  # its own: an answer cached before a write is not reused
    out = []
    for anchor in anchors:
        check = checker.check(anchor, root)
        if check.status == "fresh":
            out.append(anchor)
            continue
        if check.status == "gone":
            if drop_gone:
                continue
            raise AnchorError(f"The code {anchor.shown()} cites is gone.")
        here = check.followed()
        if check.status == "moved" and checker.check(here, root).status == "fresh":
            out.append(here)
            continue
        try:
            out.append(make_anchor(root, here.path, here.symbol or None,
                                   None if here.symbol else here.lines))
        except AnchorError:
            if not drop_gone:
                raise
    return tuple(out)


def _reason(rec: Record, checks: Sequence[AnchorCheck], kind: str) -> str:
    changed = "; ".join(f"{c.anchor.shown()} {c.status}" for c in checks
                        if c.status != "fresh")
    if kind == "reanchor":
        return (f"The code memory {rec.name!r} cites changed ({changed}). Approve if the "
                "memory still holds (its anchors are cited afresh), edit it if it needs "
                "correcting, reject to keep it as it is.")
    return (f"The code memory {rec.name!r} cites is gone ({changed}). Approve to retire "
            "the memory (undo brings it back), edit to rewrite it, reject to keep it as it "
            "is.")


def build(store: Any, rec: Record, checks: Sequence[AnchorCheck],
          root: str | os.PathLike[str]) -> Proposal | None:
    """The proposal for one memory whose cited code is stale or gone (None otherwise)."""
    kind = kind_for(checks)
    if kind is None or rec.hash is None:
        return None
    base_text = store.read_text(rec.file) if rec.file and hasattr(store, "read_text") \
        else rec.to_text()
    op = Operation("tombstone", rec.name, None, rec.hash, base_text)
    if kind == "reanchor":
        try:
            anchors = recite(rec.anchors, root, drop_gone=False)
        except AnchorError:
            kind = "retire"  # the symbol the memory is about is no longer defined
        else:
            # The update time stays the record's: the store stamps the approval's.
            new = rec.evolve(supersedes=supersedes_after_update(rec),
                             extra={**rec.extra, "anchors": [a.to_dict() for a in anchors]})
            op = Operation("write", rec.name, new.to_text(), rec.hash, base_text)
    return Proposal(proposal_id(kind, store.scope, rec), kind, store.scope, WRITER,
                    rec.origin or "", _reason(rec, checks, kind), [op],
                    source={"code": [c.to_dict() for c in checks]})


def propose(store: Any, rec: Record, checks: Sequence[AnchorCheck],
            root: str | os.PathLike[str], file: Filer) -> tuple[Proposal | None, bool]:
    """(the proposal about this memory in this state, whether it was made now).

    An existing one is returned as it is while pending, or when a person rejected it
    (the decision stands). One closed as superseded, or approved and then undone (the
    memory is back in the state it was about), is opened again. The other open
    proposals about the same memory are then closed as superseded: after this one is
    kept (a filing that fails closes nothing), each only while it is still pending (a
    person deciding it meanwhile keeps that decision). A proposal is filed marked as
    closing the others (`CLOSING`, in its source) and the mark is taken off once they are
    closed, so a call run again after a crash in between finishes what the killed call
    began, and a pending proposal without the mark (every recall of a stale memory, on
    the per-prompt path) reads no other proposal.
    """
    proposal = build(store, rec, checks, root)
    if proposal is None:
        return None, False
    try:
        old = Proposal.from_dict(store.proposal(proposal.id), store.scope)
    except NotFoundError:
        old = None
    if old is not None and (old.pending or kept_by_decision(old)):
        if old.pending and old.source.get(CLOSING):
            _close_others(store, rec, old, file)
        return old, False
    proposal.source[CLOSING] = True
    file(store, proposal)
    _close_others(store, rec, proposal, file)
    return proposal, True


def _close_others(store: Any, rec: Record, proposal: Proposal, file: Filer) -> None:
    """Close the others (`_supersede_others`), then take ``proposal``'s `CLOSING` mark
    off (only while it is pending: a person's decision meanwhile stands)."""
    _supersede_others(store, rec, proposal, file)
    proposal.source.pop(CLOSING, None)
    try:
        file(store, proposal, if_status="pending")
    except ConflictError:
        pass  # decided meanwhile: that decision stands, the mark with it


def _supersede_others(store: Any, rec: Record, proposal: Proposal, file: Filer) -> None:
    """Close the pending proposals about ``rec`` other than ``proposal`` as superseded,
    each only if still pending when the decision is written."""
    from memdir.service.review import decide

    def still_pending(target: Any, closed: Proposal) -> Any:
        return file(target, closed, if_status="pending")

    for data in store.proposal_page("pending")[0]:
        other = Proposal.from_dict(data, store.scope)
        if other.pending and other.kind in KINDS and other.names == [rec.name] \
                and other.id != proposal.id:
            try:
                decide(still_pending, store, other, "rejected", f"{SUPERSEDED}"
                       f"{proposal.id}: the memory or its code changed since")
            except ConflictError:
                continue  # decided meanwhile: that decision stands


def notice(found: Iterable[tuple[Any, Record, Sequence[AnchorCheck]]],
           root: str | os.PathLike[str], file: Filer,
           log: Callable[[str], None] | None = None) -> list[tuple[Proposal, bool]]:
    """Propose for each (store, memory, checks) whose code is stale or gone, once per
    process per subject (recall notices the same memory every turn); (proposal, made now)
    of each. A store that cannot keep a proposal is skipped: recall must not fail for it.
    """
    out = []
    for store, rec, checks in found:
        kind = kind_for(checks)
        if kind is None:
            continue
        key = (str(getattr(store, "root", store.scope)), rec.name)
        if _handled.get(key) == proposal_id(kind, store.scope, rec):
            continue
        try:
            proposal, made = propose(store, rec, checks, root, file)
        except (MemdirError, OSError):
            continue
        if proposal is None:
            continue
        _handled[key] = proposal.id
        out.append((proposal, made))
        if made and log is not None:
            log(f"[Memory {rec.name!r} cites code that changed; proposed {proposal.id} to "
                f"{proposal.kind} it (memdir inbox)]")
    return out


def kept_by_decision(proposal: Proposal | None) -> bool:
    """A person rejected the proposal: the memory is kept as it is, on purpose."""
    return proposal is not None and proposal.status == "rejected" \
        and not proposal.note.startswith(SUPERSEDED)


def approved_plan(root: Any, store: Any, proposal: Proposal, edit: str | None
                  ) -> tuple[Proposal, str]:
    """The plan (a proposal with the ops to apply now) and the note for approving one.

    The memory must be as it was when proposed; a ``reanchor`` is cited from the code as
    it is at approval; a ``retire`` needs the code still gone. An edit replaces either
    with the person's text, its anchors cited afresh and gone ones dropped.

    Raises:
        ProposalError: the memory changed, the code changed back or again, or the
            edited text is not a memory; nothing is written.
    """
    op = proposal.ops[0]
    rec = store.find(op.name)
    if rec is None or rec.hash != op.base:
        raise ProposalError(
            f"Memory {op.name!r} changed since proposal {proposal.id} was made; nothing "
            f"was changed. Reject it (memdir reject {proposal.id}); 'memdir stale' "
            "proposes again for the memory as it is now.")
    try:
        if edit is not None:
            edited = parse_record(edit)
            if edited.problems:
                raise ProposalError(f"The edited proposal {proposal.id} is not a memory "
                                    f"({edited.problems[0]}); nothing was approved.")
            new = rec.evolve(description=edited.description, type=edited.type,
                             body=edited.body, updated=now_iso(),
                             supersedes=supersedes_after_update(rec),
                             extra={**edited.extra, "anchors": [a.to_dict() for a in recite(
                                 edited.anchors, root, drop_gone=True)]})
            new.validate()  # scanned for secrets as it is written
            note = f"edited {rec.name}, its anchors cited afresh"
        elif proposal.kind == "reanchor":
            anchors = recite(rec.anchors, root, drop_gone=False)
            # The update time stays the record's: the store stamps the approval's.
            new = rec.evolve(supersedes=supersedes_after_update(rec),
                             extra={**rec.extra, "anchors": [a.to_dict() for a in anchors]})
            note = f"re-anchored {rec.name} to the code as it is now"
        else:
            checker = AnchorChecker()
            if worst([checker.check(a, root) for a in rec.anchors]) != "gone":
                raise ProposalError(
                    f"The code memory {rec.name!r} cites is no longer gone; nothing was "
                    f"changed. Reject proposal {proposal.id}; 'memdir stale' says what it "
                    "is now.")
            return replace(proposal, ops=[op]), f"retired {rec.name} (memdir undo brings " \
                                                "it back)"
    except AnchorError as exc:
        raise ProposalError(f"Proposal {proposal.id} was not approved: {exc}") from exc
    return replace(proposal, ops=[Operation("write", rec.name, new.to_text(), rec.hash,
                                            op.base_text)]), note


@dataclass(frozen=True)
class CodeReview:
    """A memory whose cited code changed, and the inbox's proposal about it (None, with
    ``problem`` saying why, when its store cannot keep one)."""

    scope: str
    record: Record
    checks: tuple[Any, ...]
    proposal: Proposal | None
    problem: str = ""


def check_code(routes: Any, found: Any, checks: Sequence[AnchorCheck],
               root: str | None, file: Filer, log: Callable[[str], None]) -> None:
    """Propose a review of one record whose cited code is stale or gone, once."""
    if root is None or not any(c.status in ("stale", "gone") for c in checks):
        return
    store = routes.named(found.scope)
    if store is not None:
        notice([(store, found.record, checks)], root, file, log)


def review_code(stores: Sequence[Any], root: str | None, file: Filer) -> list[CodeReview]:
    """Memories whose cited code changed (stale, gone or moved), each with the inbox's
    proposal about it, made now if there is none; a store that cannot keep one gets None
    and the reason. Nothing without a project folder (no code to check against)."""
    from memdir.pipeline.anchors import changed_code

    if root is None:
        return []
    out = []
    for store in stores:
        try:
            records = store.list() if store.exists() else []
        except MemdirError:  # a store that cannot be listed: its own problem says why
            records = []
        for rec, checks in changed_code(records, root):
            try:
                proposal = propose(store, rec, checks, root, file)[0]
                why = ""
            except (MemdirError, OSError) as exc:
                proposal, why = None, str(exc)
            out.append(CodeReview(store.scope, rec, tuple(checks), proposal, why))
    return out


__all__ = ["KINDS", "CodeReview", "approved_plan", "build", "check_code", "kept_by_decision",
           "kind_for", "notice", "propose", "proposal_id", "recite", "review_code"]
