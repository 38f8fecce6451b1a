"""Review: turning a write into a proposal, and a decided proposal into a write.

`Memory` calls these from its one write funnel (`Memory._gate`) and from its review API
(`inbox`, `approve`, `reject`). They know the store contract only: ``save_proposal``,
``proposals``, ``proposal``, ``batch``, ``upsert``, ``delete(tombstone=True)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import ConflictError, NotFoundError
from memdir.foundation.record import ORIGINS, Record, now_iso, parse_record
from memdir.store.change import own_change
from memdir.store.reviewed import Tombstone, check_unchanged

# The inbox, the change list and the write policy are imported by the functions that use
# them: `Memory` inherits `ReviewOperations`, and a recall (every prompt hook) uses none.
if TYPE_CHECKING:
    from memdir.pipeline.admission.policy import Decision
    from memdir.service.changes import Change
    from memdir.service.inbox import Proposal
    from memdir.service.write_policy import WritePolicy


def propose_write(store: Any, decision: Decision, record: Record, *, writer: str,
                  origin: str, source: dict[str, Any] | None, reason: str) -> Proposal:
    """Put one admitted write in the inbox instead of the store."""
    from memdir.service.inbox import Operation, Proposal, candidate_fields, new_proposal_id

    target = decision.target
    base = target.hash if target is not None else "absent"
    base_text = target.to_text() if target is not None else None
    if target is not None and target.file:
        base_text = store.read_text(target.file) if hasattr(store, "read_text") else base_text
    # The diff shows what the store would write: an update keeps the record's creation
    # time and hand-added fields, and says what it supersedes.
    stamp = now_iso()
    cand = decision.candidate
    if target is not None:
        record = record.evolve(name=target.name, created=target.created, updated=stamp,
                               supersedes=target.hash, extra={**target.extra, **record.extra})
        if decision.rename_to:
            # A correction that also renames ("测试-vitest" corrected to pytest is named
            # "测试-pytest"): the diff shows the new name, and the approval asks for the
            # same, naming the record it updates.
            record = record.evolve(name=decision.rename_to)
            cand = replace(cand, name=decision.rename_to, updates=target.name)
    else:
        record = record.evolve(created=stamp, updated=stamp, extra=record.extra)
    op = Operation("write", record.name if target is None else target.name,
                   record.to_text(), base, base_text)
    proposal = Proposal(new_proposal_id(), "write", store.scope, writer, origin, reason,
                        [op], source=dict(source or {}),
                        candidate=candidate_fields(cand))
    store.save_proposal(proposal.to_dict())
    return proposal


def propose_plan(store: Any, group: Sequence[Record], output: Sequence[Record],
                 reason: str) -> Proposal:
    """Put one consolidation plan (merges and the records they remove) in the inbox."""
    from memdir.pipeline.consolidate import plan_operations
    from memdir.service.inbox import Operation, Proposal, new_proposal_id

    ops = []
    for op, rec, old in plan_operations(group, output):
        base_text = None
        if old is not None and old.file:
            base_text = store.read_text(old.file)
        ops.append(Operation(op, rec.name, rec.to_text() if op == "write" else None,
                             old.hash if old is not None else "absent", base_text))
    proposal = Proposal(new_proposal_id(), "consolidation", store.scope, "consolidation",
                        "model", reason, ops)
    store.save_proposal(proposal.to_dict())
    return proposal


def find_proposal(stores: Sequence[Any], pid: str) -> tuple[Any, Proposal]:
    """The store holding proposal ``pid`` and the proposal.

    Raises:
        UnknownProposal: no store has it (a NotFoundError).
    """
    from memdir.foundation.errors import UnknownProposal
    from memdir.service.inbox import Proposal

    for store in stores:
        if not store.exists():
            continue
        try:
            return store, Proposal.from_dict(store.proposal(pid), store.scope)
        except NotFoundError:
            continue
    raise UnknownProposal(pid)


def all_proposals(stores: Sequence[Any], status: str | None = "pending") -> list[Proposal]:
    from memdir.service.inbox import Proposal

    out = []
    for store in stores:
        if store.exists():
            out += [Proposal.from_dict(d, store.scope) for d in store.proposals()]
    out = [p for p in out if status is None or p.status == status]
    return sorted(out, key=lambda p: (p.created, p.id))


def require_pending(proposal: Proposal) -> None:
    from memdir.foundation.errors import ProposalError

    if not proposal.pending:
        raise ProposalError(f"Proposal {proposal.id} was already {proposal.status} "
                            f"({proposal.decided}); nothing was changed.")


def apply_plan(store: Any, proposal: Proposal, actor: str) -> None:
    """Apply an approved consolidation plan, all or nothing.

    Raises:
        ProposalError: a record it changes was changed since it was proposed.
    """
    from memdir.foundation.errors import ProposalError

    try:
        for op in proposal.ops:
            check_unchanged(store, op.name, op.base)
    except ConflictError as exc:
        raise ProposalError(
            f"{exc} Approving proposal {proposal.id} now would undo that change; reject "
            f"it (memdir reject {proposal.id}) and consolidate again.") from exc
    with store.batch(actor=actor):
        for op in proposal.ops:
            if op.op == "write" and op.text is not None:
                rec = parse_record(op.text)
                rec.validate()
                store.upsert(rec, expected_hash=op.base, actor=actor)
            elif op.op == "tombstone":
                store.delete(op.name, expected_hash=op.base, actor=actor, tombstone=True)


def decide(store: Any, proposal: Proposal, status: str, note: str,
           change_id: str | None = None) -> Proposal:
    """Record the decision in the proposal's file (it is kept, never deleted)."""
    proposal.status, proposal.note = status, note
    proposal.decided, proposal.change = now_iso(), change_id
    store.save_proposal(proposal.to_dict())
    return proposal




class ReviewOperations:
    """The review API of `Memory` (a mixin; `Memory` provides ``stores``, ``project``,
    ``log`` and ``save``). Stable names, used by the review page and the MCP tools::

        policy -> WritePolicy                          # the effective write policy
        inbox(status="pending") -> list[Proposal]      # status None: decided ones too
        proposal(id) -> Proposal
        approve(id, edit: str | None = None) -> Proposal   # edit: the record's Markdown
        reject(id, reason: str = "") -> Proposal
        changes() -> list[Change]                      # newest first
        undo(change_id) -> Change                      # the undo, itself a change
        tombstones() -> list[tuple[str, Tombstone]]    # (scope, tombstone)

    (`Memory.history` and `Memory.restore` bring back any earlier version, a tombstone
    included.)
    """

    stores: list[Any]
    project: Any
    root: Any  # Memory's project folder (None for a store not kept in one)
    log: Callable[[str], None]
    _policy: WritePolicy | None = None

    def save(self, candidate: Any, **how: Any) -> tuple[Decision, Record | None]:
        raise NotImplementedError  # pragma: no cover - Memory's

    @property
    def policy(self) -> WritePolicy:
        """The write policy, read once from the settings files (problems are logged)."""
        from memdir.service.write_policy import load_policy

        if self._policy is None:
            from memdir.service.scopes import memdir_home

            project = None if self.project.scope == "user" else self.root
            self._policy = load_policy(memdir_home(getattr(self, "config", None)), project)
            for problem in self._policy.problems:
                self.log(f"[Memory policy: {problem}]")
        return self._policy

    @policy.setter
    def policy(self, value: WritePolicy) -> None:
        self._policy = value

    def inbox(self, status: str | None = "pending") -> list[Proposal]:
        """Proposals waiting for a person, oldest first (``status=None``: all)."""
        return all_proposals(self.stores, status)

    def proposal(self, proposal_id: str) -> Proposal:
        """One proposal by id. Raises NotFoundError."""
        return find_proposal(self.stores, proposal_id.strip())[1]

    def approve(self, proposal_id: str, edit: str | None = None) -> Proposal:
        """Write a proposal through the same path as any write, as one change.

        Args:
            proposal_id: from `inbox`.
            edit: for a one-record proposal, its Markdown as the person edited it
                (`inbox.proposal_text` is the text to start from).

        Raises:
            ProposalError: already decided; refused by admission (a secret, a duplicate);
                or a consolidation plan whose records changed since it was proposed.
        """
        from memdir.foundation.errors import ProposalError
        from memdir.service.inbox import edited_candidate

        store, proposal = find_proposal(self.stores, proposal_id.strip())
        require_pending(proposal)
        actor = f"approve {proposal.id}"
        with own_change("approve") as tag:
            if proposal.kind == "consolidation":
                if edit is not None:
                    raise ProposalError("A consolidation plan is approved or rejected whole; "
                                        "--edit works on one-record proposals.")
                apply_plan(store, proposal, actor)
                note = "applied: " + ", ".join(proposal.names)
            elif proposal.kind in ("reanchor", "retire"):  # `memdir.service.anchor_review`
                from memdir.service import anchor_review

                plan, note = anchor_review.approved_plan(self, store, proposal, edit)
                apply_plan(store, plan, actor)
            else:
                cand = (edited_candidate(edit, proposal) if edit is not None
                        else proposal.candidate_object())
                decision, written = self.save(
                    cand, store=store, source=proposal.source or None, actor=actor,
                    origin=proposal.writer, approved=True)
                if written is None:
                    raise ProposalError(f"Proposal {proposal.id} was not approved: "
                                        f"{decision.reason}")
                note = ("edited and " if edit is not None else "") + f"written as {written.name}"
        return decide(store, proposal, "approved", note, tag.id)

    def reject(self, proposal_id: str, reason: str = "") -> Proposal:
        """Reject a proposal: nothing is written; it is kept, with the reason."""
        store, proposal = find_proposal(self.stores, proposal_id.strip())
        require_pending(proposal)
        return decide(store, proposal, "rejected", " ".join(reason.split()))

    def changes(self) -> list[Change]:
        """Every change (extraction, consolidation, import, approval, undo), newest first."""
        from memdir.service.changes import list_changes

        return list_changes(self.stores)

    def undo(self, change_id: str) -> Change:
        """Revert every write of one change.

        Raises:
            UndoRefused: a record it touched was changed since (nothing is written).
            NotFoundError: no change has that id.
        """
        from memdir.service.changes import undo_change

        return undo_change(self.stores, change_id.strip(), actor=f"undo {change_id.strip()}")

    def tombstones(self) -> list[tuple[str, Tombstone]]:
        """Records consolidation removed, per store; `restore` brings one back."""
        return [(s.scope, t) for s in self.stores if s.exists() for t in s.tombstones()]

    def plan_review(self, store: Any) -> Callable[[Sequence[Record], Sequence[Record]], str]:
        """The write policy for consolidation plans of ``store`` (`consolidate`'s
        ``review``): the strictest cell among the types a plan touches decides, and a
        proposed plan goes to the inbox whole."""
        def review(group: Sequence[Record], output: Sequence[Record]) -> str:
            types = sorted({r.type for r in (*group, *output)})
            actions = {t: self.policy.action("consolidation", t) for t in types}
            if "refuse" in actions.values():
                return ""
            strict = [t for t, a in actions.items() if a == "propose"]
            if not strict:
                return "auto"
            where = self.policy.cell("consolidation", strict[0]).source
            proposal = propose_plan(store, group, output, "The write policy proposes "
                                    f"consolidation's merges and deletions ({where}).")
            self.log(f"[Memory consolidation proposed {proposal.id}; review it with: "
                     f"memdir inbox]")
            return proposal.id
        return review

    def gate(self, store: Any, decision: Decision, record: Record, *, origin: str,
             approved: bool = False) -> Proposal | Decision | None:
        """The write policy on one admitted write: None to write it now, a Proposal when
        it went to the inbox, a rejecting Decision when the policy refuses it.

        Called by the write funnel for every candidate write, so no front-end can skip
        it; ``approved``: a person approved it (the policy was applied when proposed).
        """
        from memdir.service.write_policy import WRITERS

        if approved:
            return None
        from memdir.pipeline.admission.policy import (
            Decision,  # a read never gets here: the scanner loads on writes
        )

        cand = decision.candidate
        action = self.policy.action(origin, cand.type)
        if action == "auto":
            return None
        writer = origin if origin in WRITERS else "visitor"
        if action == "refuse":
            return Decision("reject", f"The write policy refuses {cand.type} memories from "
                            f"{writer} (memdir policy).", cand)
        where = self.policy.cell(writer, cand.type).source
        return propose_write(store, decision, record, writer=writer,
                             origin=origin if origin in ORIGINS else "visitor",
                             source=record.source,
                             reason=f"The write policy proposes {cand.type} memories from "
                                    f"{writer} ({where}).")


__all__ = ["ReviewOperations", "all_proposals", "apply_plan", "decide", "find_proposal",
           "propose_plan", "propose_write", "require_pending"]
