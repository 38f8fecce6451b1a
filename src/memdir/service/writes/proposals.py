"""Proposals: making them, keeping them, and deciding them.

A write the policy sends to review becomes a `Proposal` (`memdir.service.inbox`): the
records it would change, each with the hash it was proposed against and its text then
(for the diff), and the command it came from. `Proposals` makes them for the pipeline
(`memdir.service.writes.pipeline`), keeps them (the one place a proposal is saved), and decides
them: approving applies the records the person reviewed against those hashes, all or
nothing, as one change `undo` reverts; a record changed since makes the proposal stale
(nothing is written, the command is proposed again against the record as it is now).
Only a person decides (`memdir.service.actors`).

**What a new proposal meets first** (`file`, every front-end's one way into the inbox):

- *The same again is one proposal.* A proposal whose duplicate key
  (`memdir.service.inbox.duplicate_key`: the same operations on the same records, writing
  the same memory) matches a pending one is merged into it: the pending one counts one
  more supporter (`memdir.service.inbox.backer`) and is what the caller gets back.
  Nothing is filed twice, so a visitor repeating a claim cannot fill the inbox with it.
- *A visitor's proposals are capped.* A visitor's session may have ``per_session``
  proposals waiting and its token (every session of it) ``per_token``; past either, the
  proposal is refused (`InboxFull`, one sentence) and nothing is filed. The counts are
  the stores' indexed counts (`memdir.store.base.Proposals.proposal_page`), not a read of
  the inbox.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from memdir.foundation.errors import (
    ConflictError,
    InboxFull,
    MemdirError,
    ProposalError,
    StaleProposal,
)
from memdir.foundation.record import ORIGINS, Record, now_iso, parse_record
from memdir.foundation.validity import supersedes_after_update
from memdir.service.commands import Approve, Reject, Restore, Save, command_of, reverted
from memdir.service.inbox import (
    MAX_SUPPORTERS_KEPT,
    Operation,
    Proposal,
    backer,
    duplicate_key,
)
from memdir.service.origins import BY_PERSON, least_trusted
from memdir.service.results import Written
from memdir.service.writes.operations import (
    follows_rename,
    make_op,
    put_decided,
    remove_decided,
    renamed_write,
    stale,
    theirs,
    write_op,
)
from memdir.service.writes.restoring import RESTORING, applied, held, holder, restoring
from memdir.store.base import Store
from memdir.store.change import own_change

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.service.actors import Actor
    from memdir.service.routing import Routes
    from memdir.service.writes.gate import Gate


class Writer(Protocol):
    """What deciding a proposal uses of the pipeline that runs the commands."""

    routes: Routes
    actor: Actor
    gate: Gate
    root: Any
    log: Callable[[str], None]

    def admission(self, candidates: Sequence[Candidate], store: Store,
                  others: Sequence[Record] | None = None) -> list[Any]: ...
    def scan(self, record: Record, writer: str, allow_secret: bool) -> None: ...
    def upsert(self, store: Store, record: Record, expected: str | None, *,
               actor: str | None = None) -> Record: ...
    def rename_in(self, store: Store, name: str, new_name: str, expected: str | None, *,
                  actor: str | None = None) -> Record: ...
    def record_of(self, cand: Candidate, command: Save, who: str,
                  target: Record | None) -> Record: ...
    proposals: Proposals

    def name(self) -> str: ...
    def forced(self) -> Writer: ...
    def run_kept(self, command: Any) -> Any: ...


class Proposals:
    """The inbox side of one pipeline (see the module docstring); ``caps``: how many
    pending proposals a visitor's session and a visitor's token may have."""

    def __init__(self, host: Writer, caps: tuple[int, int] = (20, 200)) -> None:
        self.host = host
        self.caps = caps

    def file(self, store: Store, proposal: Proposal, *,
             if_status: str | None = None) -> Proposal:
        """Keep a proposal in the inbox of ``store`` (the only place a proposal is saved);
        a new one is merged into a pending duplicate, or refused past a visitor's cap
        (see the module docstring). With ``if_status``, only over a kept one that still
        has that status (closing a proposal someone may be deciding at the same time).
        Returns the proposal kept: this one, or the one it was merged into.

        Raises:
            InboxFull: a visitor's session or token has as many pending as it may.
            ConflictError: the kept one no longer has status ``if_status``; nothing was
                written.
        """
        if proposal.pending and not proposal.actor:  # new: not filed before
            proposal.actor = self.host.actor.name or self.host.actor.kind
            proposal.dedupe = duplicate_key(proposal)
            proposal.supported_by = [backer(proposal)]
            if proposal.dedupe:
                same, _ = store.proposal_page("pending", limit=1, dedupe=proposal.dedupe)
                if same:
                    return self._supported(store, Proposal.from_dict(same[0], store.scope),
                                           proposal)
            if proposal.writer == "visitor":
                self._check_caps(store, proposal)
        store.save_proposal(proposal.to_dict(), if_status=if_status)
        return proposal

    def _supported(self, store: Store, pending: Proposal, again: Proposal) -> Proposal:
        """``pending`` with ``again``'s `backer` counted as one more supporter (once)."""
        backer = again.supported_by[0]
        if backer not in pending.supported_by:
            pending.supporters = max(pending.supporters, len(pending.supported_by)) + 1
            if len(pending.supported_by) < MAX_SUPPORTERS_KEPT:
                pending.supported_by.append(backer)
            try:  # still pending: a person deciding it meanwhile keeps that decision
                store.save_proposal(pending.to_dict(), if_status="pending")
            except ConflictError:
                store.save_proposal(again.to_dict())  # decided meanwhile: filed as new
                return again
        return pending

    def decided(self, store: Store, proposal: Proposal) -> Proposal:
        """Keep a person's decision, and who made it, on a proposal still pending: two
        people deciding it at once (two reviewers, two server replicas), the second is
        told the first's decision, which stands (`ProposalError`; nothing changed)."""
        from memdir.service.review import find_proposal, require_pending

        # Who decided it: the name the history gives this actor; no one for a proposal
        # found stale as someone approved it (memdir closed it, nothing was decided).
        proposal.decided_by = "" if proposal.status == "stale" else self.host.name()
        try:
            store.save_proposal(proposal.to_dict(), if_status="pending")
        except ConflictError as exc:
            require_pending(find_proposal([store], proposal.id)[1])
            raise ProposalError(str(exc)) from exc
        return proposal

    def _unfinished(self, store: Store, proposal: Proposal) -> bool:
        """An approved restore that has not said it is done (`restoring`): refused while
        the approval holding it still runs; else, killed, True when its restore had run
        (marked done now), or the decision is given back, pending, and the approval that
        called this is the one that restores."""
        from memdir.service.review import decide

        if held(proposal):
            raise ProposalError(f"Proposal {proposal.id} is being restored by an approval "
                                "that is still running; nothing more was done.")
        mine = proposal.change
        proposal.holder = ""
        if applied(store, mine):
            decide(lambda s, p: self.decided_as(s, p, mine), store, proposal, "approved",
                   proposal.note[len(RESTORING):], mine)
            return True
        proposal.status, proposal.note, proposal.decided, proposal.change = (
            "pending", "", None, None)
        self.decided_as(store, proposal, mine)
        return False

    def decided_as(self, store: Store, proposal: Proposal, change: str | None) -> Proposal:
        """Keep the end of an approval of a restore (`RESTORING`), only over the kept
        decision it finishes, restoring as change ``change`` (`ProposalError` otherwise:
        someone finished it, or took it again)."""
        from memdir.service.review import find_proposal

        kept = find_proposal([store], proposal.id)[1]
        proposal.decided_by = "" if proposal.pending else self.host.name()
        if not restoring(kept) or kept.change != change:
            raise ProposalError(f"Proposal {proposal.id} was decided meanwhile: "
                                f"{kept.status}, {kept.note}")
        try:
            store.save_proposal(proposal.to_dict(), if_status="approved")
        except ConflictError as exc:
            raise ProposalError(str(exc)) from exc
        return proposal

    def _check_caps(self, store: Store, proposal: Proposal) -> None:
        per_session, per_token = self.caps
        session = str(proposal.source.get("session") or "")
        if session and store.proposal_page("pending", limit=0,
                                           session=session)[1] >= per_session:
            raise InboxFull(f"This visitor's session already has {per_session} proposals "
                            "waiting for review; nothing more is proposed from it until a "
                            "reviewer decides some.")
        if store.proposal_page("pending", limit=0, actor=proposal.actor)[1] >= per_token:
            raise InboxFull(f"This visitor token already has {per_token} proposals waiting "
                            "for review; nothing more is proposed through it until a "
                            "reviewer decides some.")

    def propose(self, store: Store, kind: str, writer: str, ops: list[Operation],
                reason: str, *, command: dict[str, Any] | None = None) -> Proposal:
        """A proposal of ``ops`` by ``writer``, kept with the command it came from."""
        from memdir.service.inbox import new_proposal_id

        return self.file(store, Proposal(new_proposal_id(), kind, store.scope, writer,
                                         writer if writer in ORIGINS else "visitor", reason,
                                         ops, command=command))

    def propose_write(self, store: Store, decision: Any, record: Record, writer: str, *,
                      reason: str | None = None) -> Proposal:
        """One admitted write in the inbox instead of the store."""
        from memdir.service.inbox import candidate_fields, new_proposal_id

        target, rtype = decision.target, decision.candidate.type
        stamp = now_iso()
        if target is not None:
            # The diff shows what the store would write: an update keeps the record's
            # creation time and hand-added fields, and says what it supersedes. Its update
            # time stays the record's (the store stamps the approval's): a diff shows the
            # change, never a clock line.
            record = record.evolve(created=target.created, updated=target.updated)
            written = write_op(store, target, record)
        else:
            # An import's record keeps the times it brings (`recall --as-of` reads them),
            # as approving it keeps its updated (`_apply_ops`); any other is made now.
            kept = writer == "import"
            record = record.evolve(created=kept and record.created or stamp,
                                   updated=kept and record.updated or stamp, extra=record.extra)
            written = make_op("write", record.name, record.to_text(), "absent", None)
        reason = reason or (f"The write policy proposes {rtype} memories from {writer} "
                            f"({self.host.gate.where(writer, rtype)}).")
        return self.file(store, Proposal(
            new_proposal_id(), "write", store.scope, writer,
            writer if writer in ORIGINS else "visitor", reason, [written],
            source=dict(record.source or {}), candidate=candidate_fields(decision.candidate)))

    def propose_plan(self, store: Store, group: Sequence[Record], output: Sequence[Record],
                     reason: str) -> Proposal:
        """One consolidation plan (merges and the records they remove), whole."""
        from memdir.pipeline.consolidate import plan_operations
        from memdir.service.inbox import new_proposal_id

        planned = plan_operations(group, output)
        ops = [make_op(kind, rec.name, rec.to_text() if kind == "write" else None,
                       old.hash if old is not None else "absent",
                       store if old is not None else None, record=old)
               for kind, rec, old in planned]
        return self.file(store, Proposal(
            new_proposal_id(), "consolidation", store.scope, "consolidation",
            least_trusted(rec for kind, rec, _ in planned if kind == "write"), reason, ops))

    # ------------------------------------------------------------ deciding
    def approve(self, command: Approve) -> Proposal:
        """Apply a proposal as the person reviewed it, as one change `undo` reverts.

        Raises:
            RoleError: not a person. ProposalError: already decided; an edit that is not
                a memory, or that admission refuses. StaleProposal: a record it changes
                changed since it was proposed (proposed again where it can be).
        """
        from memdir.pipeline.admission.secrets import SecretError
        from memdir.service.review import decide, find_proposal, require_pending

        self.host.actor.require_person("approve a proposal")
        store, proposal = find_proposal(self.host.routes.of(None),
                                        command.proposal_id.strip())
        if restoring(proposal):
            if self._unfinished(store, proposal):
                return proposal
        require_pending(proposal)
        stale_name = stale(store, proposal.ops)
        if stale_name is not None:
            raise self._again(store, proposal, stale_name)
        actor = f"approve {proposal.id} by {self.host.name()}"  # who decided it, too
        with own_change("approve", undoes=reverted(proposal.command)) as tag:
            ops, note = self._reviewed_ops(store, proposal, command.edit)
            restore = command_of(proposal.command) if proposal.kind == "restore" and \
                command.edit is None else None
            as_proposed = proposal.to_dict()

            def approved(said: str = note) -> Proposal:  # only if no one decided it since
                return decide(self.decided, store, proposal, "approved", said, tag.id)
            try:
                if restore is not None:
                    # The person's own restore now, on the path a direct one takes: a
                    # twin holding the name is kept, a successor unlinked, the stored
                    # bytes brought back whatever the limit of a new write. It takes
                    # the decision first, marked as not applied yet, and gives it back
                    # if the restore fails; approving again after a kill finishes it.
                    proposal.holder = holder()
                    approved(RESTORING + note)
                    try:
                        self.host.run_kept(replace(restore[0], writer=None))
                    except BaseException:
                        store.save_proposal(as_proposed)
                        raise
                    proposal.holder = ""
                    decide(lambda s, p: self.decided_as(s, p, tag.id), store, proposal,
                           "approved", note, tag.id)
                else:  # the decision is the batch's last write: both or neither
                    self._apply_ops(store, proposal, ops, actor, then=approved)
            except SecretError as exc:
                raise ProposalError(f"Proposal {proposal.id} was not approved: {exc}") from exc
            except ConflictError:  # another person approved it meanwhile: say that
                require_pending(find_proposal([store], proposal.id)[1])
                raise
        return proposal

    def reject(self, command: Reject) -> Proposal:
        """Reject a proposal: nothing is written; it is kept, with the reason.

        Raises:
            RoleError: not a person. ProposalError: already decided.
        """
        from memdir.service.review import decide, find_proposal, require_pending

        self.host.actor.require_person("reject a proposal")
        store, proposal = find_proposal(self.host.routes.of(None),
                                        command.proposal_id.strip())
        mine = proposal.change
        if restoring(proposal) and not held(proposal) and not applied(store, mine):
            proposal.holder = ""  # an approval killed before its restore ran
            return decide(lambda s, p: self.decided_as(s, p, mine), store, proposal,
                          "rejected", " ".join(command.reason.split()))
        require_pending(proposal)
        return decide(self.decided, store, proposal, "rejected",
                      " ".join(command.reason.split()))

    def _reviewed_ops(self, store: Store, proposal: Any, edit: str | None
                      ) -> tuple[list[Any], str]:
        """The operations approving ``proposal`` performs, with the person's edit."""
        from memdir.pipeline.admission.secrets import SecretError
        from memdir.service.inbox import edited_candidate, not_editable, proposal_text

        if proposal.kind in ("reanchor", "retire"):  # `memdir.service.anchor_review`
            from memdir.service import anchor_review

            plan, said = anchor_review.approved_plan(self.host.root, store, proposal, edit)
            return list(plan.ops), said
        if edit is None:
            names = ", ".join(proposal.names)
            return list(proposal.ops), ("applied: " + names if proposal.kind != "write"
                                        else f"written as {proposal.ops[0].name}")
        if not proposal_text(proposal):
            raise ProposalError(not_editable(proposal))
        op = proposal.ops[0]
        cand = edited_candidate(edit, proposal)
        current = store.find(op.name)
        others = [r for r in (store.list() if store.exists() else [])
                  if current is None or r.key != current.key]
        decision = self.host.admission([cand], store, others=others)[0]
        if decision.action == "reject" and not decision.unchanged:
            raise ProposalError(f"Proposal {proposal.id} was not approved: {decision.reason}")
        cand = decision.candidate
        base = parse_record(op.text) if op.text else None
        rec = (base or Record(cand.name, cand.description, cand.type)).evolve(
            name=cand.name, description=cand.description, type=cand.type,
            body=cand.body or cand.description, origin="user",
            extra={**(base.extra if base else {}),
                   **({"anchors": [a.to_dict() for a in cand.anchors]} if cand.anchors
                      else {})})
        try:
            self.host.scan(rec, "user", False)
        except SecretError as exc:
            raise ProposalError(f"Proposal {proposal.id} was not approved: {exc}") from exc
        # What else the proposal does beside the text edited (a restore: each successor's
        # link dropped), done as proposed.
        rest = list(proposal.ops[1:])
        if cand.name != op.name and op.base not in (None, "absent"):  # renamed, then written
            return renamed_write(store, op.name, op.base, rec.to_text(), cand.name) + rest, \
                f"edited and written as {rec.name}"
        new_op = Operation("write", op.name if cand.name == op.name else cand.name,
                           rec.to_text(), op.base, op.base_text)
        return [new_op, *rest], f"edited and written as {rec.name}"

    def _again(self, store: Store, proposal: Any, name: str) -> StaleProposal:
        """Mark a stale proposal and propose its command again; the error to raise."""
        from memdir.service.review import decide

        again = None
        why = ""
        found = command_of(proposal.command)
        note = f"stale: {name!r} changed since it was proposed"
        # Marked first, if no one decided it meanwhile (an approval's own write makes it
        # look stale to a second approval): nothing is proposed again for a decided one.
        decide(self.decided, store, proposal, "stale", note)
        if proposal.kind == "write" and proposal.candidate is not None:
            written = self._repropose_write(store, proposal)
            again, why = written.proposal, written.decision.reason
        elif found is not None:
            command, writer = found
            again, why = self._repropose(command, writer)
        if again is not None:
            proposal.note = f"{note}; proposed again as {again.id}"
            store.save_proposal(proposal.to_dict())
        said = (f"Proposal {proposal.id} is stale: memory {name!r} changed since it was "
                "proposed, so nothing was written")
        if again is not None:
            return StaleProposal(f"{said}; it is proposed again as {again.id} against the "
                                 f"memory as it is now (memdir inbox {again.id}).", again)
        if proposal.kind == "consolidation":
            return StaleProposal(f"{said}; consolidate again (memdir consolidate) to plan "
                                 "from the memories as they are now.")
        if proposal.kind in ("reanchor", "retire"):
            return StaleProposal(f"{said}; 'memdir stale' proposes again for the memory as "
                                 "it is now.")
        return StaleProposal(f"{said}; it is not proposed again"
                             + (f" ({why})" if why else "")
                             + f"; what it held stays readable: memdir inbox {proposal.id}.")

    def _repropose_write(self, store: Store, proposal: Any) -> Written:
        """A stale write proposal's candidate, admitted again against the store as it is
        now and proposed (whatever the policy says now: a person asked to review it)."""
        from memdir.pipeline.admission.secrets import SecretError

        cand = proposal.candidate_object()
        decision = self.host.admission([cand], store)[0]
        if decision.action == "reject":
            return Written(decision, scope=store.scope)
        who = proposal.writer or "visitor"
        record = self.host.record_of(decision.candidate, Save([cand], source=proposal.source or
                                                          None), who, decision.target)
        try:
            self.host.scan(record, who, False)
        except SecretError as exc:
            return Written(replace(decision, action="reject", reason=str(exc)),
                           scope=store.scope)
        return Written(decision, scope=store.scope,
                       proposal=self.propose_write(store, decision, record, who,
                                                    reason=proposal.reason))

    def _repropose(self, command: Any, writer: str) -> tuple[Any, str]:
        """Run a kept command again as its writer, forced to review: its new proposal."""
        if isinstance(command, Restore):  # against the record as it is now, not its base
            command = replace(command, expected_hash=None)
        try:
            done = self.host.forced().run_kept(replace(command, writer=writer))
        except MemdirError as exc:
            return None, str(exc)
        proposal = getattr(done, "proposal", None)
        return proposal, "" if proposal is not None else "nothing to change any more"

    def _apply_ops(self, store: Store, proposal: Proposal, ops: Sequence[Operation],
                   actor: str, then: Callable[[], Any]) -> None:
        """Write a reviewed proposal's operations against their bases, and ``then`` (the
        decision), all or nothing."""
        exact = proposal.kind == "undo"
        moved: dict[str, Record] = {}  # a rename's new name -> the record it made
        with store.batch(actor=actor):
            for op in ops:
                expected = op.base or "absent"
                renamed = moved.pop(op.name, None) if follows_rename(ops, op) else None
                if op.op == "write" and op.text is not None:
                    if exact:  # its bytes, with the line that says a person chose it
                        put_decided(self.host, store, op.name, op.text, expected,
                                    actor=actor, by_person=True)
                        continue
                    rec = parse_record(op.text)
                    if renamed is not None:  # its new text, as a direct edit writes it
                        expected = str(renamed.hash)
                        rec = rec.evolve(file=renamed.file,
                                         supersedes=supersedes_after_update(renamed))
                    rec.validate()
                    self.host.scan(rec, "user", False)
                    # Approved now, so updated now; but an import's record keeps the
                    # time it brought, as an import that is not proposed does.
                    kept = proposal.writer == "import" and rec.updated
                    # A person approved this version: a model never changes it unasked.
                    self.host.upsert(store, rec.evolve(
                        updated=rec.updated if kept else now_iso(),
                        source={**(rec.source or {}), **BY_PERSON}), expected, actor=actor)
                elif op.op in ("delete", "tombstone"):  # the version removed is theirs
                    remove_decided(self.host, store, op.name, expected, actor=actor,
                                   tombstone=op.op == "tombstone")
                elif op.op == "rename" and op.new_name:
                    moved[op.new_name] = self.host.rename_in(store, op.name, op.new_name,
                                                             expected, actor=actor)
            for rec in moved.values():  # renamed, not written: the name approved is theirs
                theirs(self.host, store, rec, None, actor=actor)
            then()


__all__ = ["Proposals", "Writer", "theirs"]
