"""`Pipeline`: every command runs here, in the one order the package docstring gives
(`memdir.service.writes`): the actor's role, the write policy for every kind of change,
admission, one secret scan of each record version, the store operation with the hash it
was decided on. Proposals, undo, imports and a person's own commands are in the
sibling modules; they call back into the pipeline for the store operations.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import (
    ConflictError,
    MemdirError,
    StoreUnavailableError,
)
from memdir.foundation.record import ORIGINS, Record, validate_name
from memdir.foundation.validity import closed, record_name, supersedes_after_update
from memdir.service.actors import Actor
from memdir.service.commands import (
    Approve,
    Delete,
    Import,
    Plan,
    Purge,
    PurgeProposal,
    PurgeVisitorLogs,
    Reject,
    Rename,
    Restore,
    Save,
    Undo,
    Update,
    kept,
)
from memdir.service.inbox import Proposal
from memdir.service.results import Done, Imported, Written
from memdir.service.routing import Routes
from memdir.service.validity import held, is_correction
from memdir.service.writes import corrections, edits, links, owner
from memdir.service.writes.gate import Gate
from memdir.service.writes.imports import import_admission, import_records, imported_fields
from memdir.service.writes.operations import make_op, theirs, write_op
from memdir.service.writes.proposals import Proposals
from memdir.service.writes.provenance import provenance, writer_of
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.pipeline.consolidate import Verdict
    from memdir.service.changes import Change


class Pipeline:
    """Runs the commands of one `Memory` (its stores, its actor) in the one order above.

    Args:
        routes: the stores by scope.
        actor: who this memory acts for.
        session: provenance id for extracted records.
        policy: the write policy, read when first needed.
        written: called with (store, record) after a record is written (the semantic
            ranker embeds it then).
        read_only: a public agent's memory: every write is refused (its visitors'
            words are proposals, `memdir.service.public`).
        log: where one-line notices go.
        root: the project folder (cited code is checked against it at approval).
        pending_caps: a visitor session's and token's caps of waiting proposals.
    """

    def __init__(self, routes: Routes, *, actor: Actor, session: str,
                 policy: Callable[[], Any],
                 written: Callable[[Store, Record], None] | None = None,
                 read_only: bool = False, log: Callable[[str], None] | None = None,
                 root: Any = None, accounting: Any = None,
                 pending_caps: tuple[int, int] = (20, 200)) -> None:
        self.routes, self.actor, self.session = routes, actor, session
        self.gate = Gate(policy, actor)
        self._written = written or (lambda store, record: None)
        self.read_only, self.root, self.accounting = read_only, root, accounting
        self.log = log or (lambda line: None)
        self.proposals = Proposals(self, pending_caps)

    def forced(self) -> Pipeline:
        """This pipeline proposing what it would write (a stale proposal is proposed
        again, whatever the policy says now)."""
        forced = copy.copy(self)
        forced.gate = self.gate.forced()
        forced.proposals = Proposals(forced, self.proposals.caps)
        return forced

    def run_kept(self, command: Any) -> Any:
        """Run a command a proposal kept (`memdir.service.commands.command_of`)."""
        handlers: dict[type, Callable[[Any], Any]] = {
            Update: self.update, Rename: self.rename, Delete: self.delete,
            Restore: self.restore, Undo: self.undo}
        handler = handlers[type(command)]
        return handler(command)

    def import_(self, command: Import) -> list[Imported]:
        """Records from elsewhere (`memdir.service.writes.imports`)."""
        return import_records(self, command)

    def approve(self, command: Approve) -> Proposal:
        return links.approve_move(self, command) or self.proposals.approve(command)

    def reject(self, command: Reject) -> Proposal:
        return self.proposals.reject(command)

    def file_proposal(self, store: Store, proposal: Proposal, *,
                      if_status: str | None = None) -> Proposal:
        """Keep a proposal made elsewhere (a public agent's visitor, cited code that
        changed) in the inbox of ``store``; with ``if_status``, only over a kept one
        that still has that status (`ConflictError` otherwise, nothing written)."""
        return self.proposals.file(store, proposal, if_status=if_status)

    # ================================================================== saves
    def save(self, command: Save) -> list[Written]:
        """Admit candidates and write, propose or refuse each (one Written per candidate,
        in order)."""
        out: dict[int, Written] = {}
        groups: dict[int, tuple[Store, list[tuple[int, Candidate]]]] = {}
        for i, cand in enumerate(command.candidates):
            store = self.routes.for_type(cand.type, command.scope)
            groups.setdefault(id(store), (store, []))[1].append((i, cand))
        for store, items in groups.values():
            for i, done in self._save_into(store, items, command):
                out[i] = done
        written = [out[i] for i in range(len(command.candidates))]
        if self.accounting is not None:  # counted for `memdir stats`: outcome and reason
            from memdir.service.accounting import write_fields

            for done in written:
                self.accounting.record_event("write", **write_fields(done))
        return written

    def _save_into(self, store: Store, items: list[tuple[int, Candidate]],
                   command: Save) -> Iterator[tuple[int, Written]]:
        from memdir.pipeline.admission.policy import Decision

        self._refuse_read_only()
        writer = self.actor.writer_for(command.writer)
        admitted: list[tuple[int, Candidate, str]] = []
        for i, cand in items:
            who = writer_of(writer, cand, command.messages, said_too=not command.heard)
            if self.gate.action(who, cand.type, command.writer) == "refuse":
                yield i, Written(Decision("reject", self.gate.refusal(who, cand.type), cand),
                                 scope=store.scope)
                continue
            if command.same_name == "refuse" and store.exists() and edits.is_name(cand.name):
                taken = store.find(cand.name)
                if taken is not None:
                    yield i, Written(Decision(
                        "reject", f"A memory named {taken.name!r} already exists.", cand,
                        taken), scope=store.scope)
                    continue
            admitted.append((i, cand, who))
        if not admitted:
            return
        decisions = import_admission(self, [c for _, c, _ in admitted], store,
                                     command.keep if writer == "import" else None)
        for (i, _, who), decision in zip(admitted, decisions, strict=True):
            yield i, self._save_one(store, decision, who, command)

    def _save_one(self, store: Store, decision: Any, who: str, command: Save) -> Written:
        """One admitted decision through the scan, the policy and the store."""
        from memdir.pipeline.admission.policy import Decision
        from memdir.pipeline.admission.secrets import SecretError

        cand, target = decision.candidate, decision.target
        if decision.action == "reject":
            return Written(decision, scope=store.scope)
        record = self.record_of(cand, command, who, target)
        try:
            self.scan(record, who, command.allow_secret)
        except SecretError as exc:
            return Written(Decision("reject", str(exc), cand, target), scope=store.scope,
                           secret=exc.finding)
        why = self.gate.overrides(who, cand.type, command.writer, target and (
            links.renaming(store, target, decision.rename_to) if decision.rename_to
            else [(store, target)]))
        if why or self.gate.action(who, cand.type, command.writer) == "propose":
            proposal = corrections.propose(self, store, decision, record, who, command.messages,
                                           reason=why) if is_correction(decision) \
                else self.proposals.propose_write(store, decision, record, who, reason=why)
            return Written(Decision(
                "propose", f"Proposed for review as {proposal.id} (memdir inbox); written "
                "once a person approves it.", cand, target, decision.rename_to),
                scope=store.scope, proposal=proposal)
        try:
            written = corrections.supersede(self, store, decision, record, command.messages) \
                if is_correction(decision) else self._write_decision(store, decision, record)
        except StoreUnavailableError:
            raise  # the database does not answer: the whole request may succeed later
        except MemdirError as exc:
            return Written(decision, scope=store.scope, error=str(exc),
                           raced=isinstance(exc, ConflictError))
        return Written(decision, written, store.scope)

    def admission(self, candidates: Sequence[Candidate], store: Store,
                   others: Sequence[Record] | None = None) -> list[Any]:
        """Admission's decisions for candidates bound for one store (secrets are scanned
        once, on the record as it will be written, not here). ``others`` overrides the
        records compared against (an edit of a record is not a duplicate of itself)."""
        from memdir.pipeline.admission.policy import decide

        # What a correction closed is history, not a record to correct or repeat.
        existing = list(others) if others is not None else (
            [r for r in store.list() if not closed(r)] if store.exists() else [])
        return decide(candidates, existing, find_similar=corrections.similar(store), secrets=False)

    def record_of(self, cand: Candidate, command: Save, who: str,
                   target: Record | None) -> Record:
        """The record an admitted candidate becomes: provenance, kept fields, origin, and
        for an update the target's name and the fields a person added by hand."""
        if command.source is None and command.keep is not None:
            given = command.keep.source  # an import keeps the provenance it came with
        else:
            given = command.source if command.source is not None else provenance(
                self.session, command.messages, cand)
        record = cand.to_record(given)
        if command.keep is not None:
            record = record.evolve(created=command.keep.created, updated=command.keep.updated,
                                   extra={**command.keep.extra, **record.extra})
        record = record.evolve(origin=who if who in ORIGINS else None, extra=record.extra)
        record = held(record, command.valid_from, command.valid_to)  # a person's interval
        if command.keep is not None and who == "import":  # checked by the import
            record = imported_fields(record, command.keep)
        if target is not None:
            # Fields a person added by hand (owner, expires...) are not the pipeline's to
            # drop: an update replaces the text, not the frontmatter it does not own.
            link = record_name(record.supersedes) or supersedes_after_update(target)
            record = record.evolve(name=target.name, supersedes=link,
                                   extra={**target.extra, **record.extra})
        return record

    def _write_decision(self, store: Store, decision: Any, record: Record) -> Record:
        """Perform an admitted decision: a create, or an update (with a rename first when
        admission chose a new name)."""
        target = decision.target
        if target is None:
            return self.upsert(store, record, "absent")
        name, expected = target.name, target.hash
        if decision.rename_to:
            # Rename first, then correct the text: the rename keeps the record as it
            # was under its old name, so `memdir restore OLD` brings that back.
            try:
                renamed = self.rename_in(store, target.name, decision.rename_to,
                                          target.hash)
                name, expected = renamed.name, renamed.hash
            except MemdirError:
                pass  # the name is a nicety (taken, or raced: the update says which)
        try:
            return self.upsert(store, record.evolve(name=name), expected)
        except MemdirError:
            if name != target.name:  # no new name over the old text
                with contextlib.suppress(MemdirError):
                    self.rename_in(store, name, target.name, expected)
            raise

    # ================================================================== updates
    def update(self, command: Update) -> Written:
        """New fields for a stored record, through the policy and admission."""
        from memdir.pipeline.admission.policy import Decision
        from memdir.pipeline.admission.secrets import SecretError

        self._refuse_read_only()
        store, rec = self.routes.locate(command.name, command.scope)
        if command.expected_hash is not None and rec.hash != command.expected_hash.strip():
            raise ConflictError(
                f"Memory {rec.name!r} changed since you read it (or the hash is wrong); "
                "read it again and retry with its new hash.", current=rec.hash)
        who = self.actor.writer_for(command.writer)
        cand = Candidate(
            name=rec.name,
            description=rec.description if command.description is None
            else command.description,
            type=rec.type if command.type is None else command.type.strip().lower(),
            body=rec.body if command.body is None else command.body)
        if self.gate.strictest(who, (rec.type, cand.type), command.writer) == "refuse":
            refused = self.gate.deciding(who, (rec.type, cand.type), command.writer)
            return Written(Decision("reject", self.gate.refusal(who, refused), cand, rec),
                           scope=store.scope)
        new_name = edits.admitted_name(self, store, rec, command.new_name or "") \
            if edits.renames(command, rec) else rec.name
        decision = self.admission([cand], store)[0]
        extra = rec.extra if command.extra is None else command.extra
        # "Unchanged" is the policy's comparison (case and spacing folded, as for
        # duplicates); a person who turns "never" into "NEVER" changed the record.
        edited = (cand.description, cand.body, cand.type, extra) != (
            rec.description, rec.body, rec.type, rec.extra) or new_name != rec.name
        if decision.action == "reject" and not (decision.unchanged and edited):
            return Written(decision, scope=store.scope)
        if decision.action == "reject":  # the same text up to case, or a new frontmatter key
            decision = Decision("update", f"Updates {rec.name!r} (as written).", cand, rec)
        cand = decision.candidate
        new = rec.evolve(name=new_name, description=cand.description, type=cand.type,
                         body=cand.body or cand.description, extra=extra,
                         supersedes=supersedes_after_update(rec), source=self.gate.signed(
                             rec.source, command.writer),  # a person's own edit says so
                         origin=who if who in ORIGINS else rec.origin)
        try:
            self.scan(new.validate(), who, command.allow_secret)  # refused, not proposed
        except SecretError as exc:
            return Written(Decision("reject", str(exc), cand, rec), scope=store.scope,
                           secret=exc.finding)
        types, touched = (rec.type, cand.type), links.renaming(store, rec, new_name)
        propose = self.gate.require(who, types, command.writer, touched) == "propose"
        if new_name != rec.name:
            return edits.write_renamed(self, store, rec, new, decision, who, command,
                                       touched if propose else None)
        if propose:
            proposal = self.proposals.propose(
                store, "update", who, [write_op(store, rec, new)],
                self.gate.reason(who, types, command.writer, touched),
                command=kept(replace(command, expected_hash=None), who))
            return Written(Decision("propose", f"Proposed for review as {proposal.id} "
                                    "(memdir inbox).", cand, rec), scope=store.scope,
                           proposal=proposal)
        return Written(decision, self.upsert(store, new, rec.hash), store.scope)

    # ================================================================== rename, delete
    def rename(self, command: Rename) -> Done:
        """A new name (admitted like a save's: name rules, secrets, temporary markers,
        duplicates), or a move to the other scope's store.

        Raises:
            ConflictError: the name is taken, or the record changed since its hash.
            PolicyRefused: the write policy refuses it; MemdirError: admission does.
        """
        self._refuse_read_only()
        from memdir.pipeline.admission.secrets import refuse_secret_name
        refuse_secret_name(command.new_name)  # before the name's rules: they quote it
        validate_name(command.new_name)  # as asked: never a name cleaned of what it held
        store, rec = self.routes.locate(command.name, command.scope)
        dst = self.routes.of(command.to_scope)[0] if command.to_scope not in (None, "") \
            else store
        existing = dst.find(command.new_name) if dst.exists() else None
        if existing is not None and not (dst is store and existing.key == rec.key):
            raise ConflictError(f"A memory named {existing.name!r} already exists.")
        others = [r for r in (dst.list() if dst.exists() else []) if r.key != rec.key]
        cand = Candidate(command.new_name, rec.description, rec.type, rec.body)
        decision = self.admission([cand], dst, others=others)[0]
        if decision.action == "reject":
            raise MemdirError(decision.reason)
        # The name asked for, as admission normalized it. An update is admission reading
        # the text as a correction of another record: a rename keeps its text, so that
        # record's name (taken) is never the one it gets.
        new_name = decision.candidate.name if decision.action == "store" \
            else validate_name(command.new_name)
        who = self.actor.writer_for(command.writer)
        self.scan(rec.evolve(name=new_name), who, command.allow_secret)
        expected = rec.hash if command.expected_hash is None else command.expected_hash
        if expected != rec.hash:
            raise ConflictError(f"Memory {rec.name!r} changed since you read it; read it "
                                "again and retry with its new hash.", current=rec.hash)
        touched = links.renaming(store, rec, new_name, dst)  # its links' other ends too
        if self.gate.require(who, (rec.type,), command.writer, touched) == "propose":
            if dst is store:
                ops = [make_op("rename", rec.name, None, rec.hash, store, new_name=new_name)]
            else:  # the record and its correction chain
                ops = links.move_ops(store, dst, rec, new_name)
            proposal = self.proposals.propose(
                store if dst is store else dst, "rename", who, ops,
                self.gate.reason(who, (rec.type,), command.writer, touched),
                command=kept(command, who))
            return Done(store.scope, rec, proposal)
        if dst is store:
            with store.batch(actor=self.name()):  # a person's: the record renamed is theirs
                done = self.rename_in(store, rec.name, new_name, expected)
                return Done(store.scope, theirs(self, store, done, command.writer))
        return Done(dst.scope, links.move(self, store, dst, rec, new_name, expected,
                                           command.writer))

    def delete(self, command: Delete) -> Done:
        """Delete a record (it stays in the history).

        Raises:
            NotFoundError, ConflictError; PolicyRefused: the write policy refuses it.
        """
        self._refuse_read_only()
        store, rec = self.routes.locate(command.name, command.scope)
        expected = (command.expected_hash or "").strip() or None
        if expected is not None and expected != rec.hash:
            raise ConflictError(f"Memory {rec.name!r} changed since you read it; read it "
                                "again and retry with its new hash.", current=rec.hash)
        who = self.actor.writer_for(command.writer)
        touched = [(store, rec)]
        if self.gate.require(who, (rec.type,), command.writer, touched) == "propose":
            proposal = self.proposals.propose(
                store, "delete", who, [make_op("delete", rec.name, None, rec.hash, store)],
                self.gate.reason(who, (rec.type,), command.writer, touched),
                command=kept(command, who))
            return Done(store.scope, rec, proposal)
        with store.batch(actor=self.name()):  # a person's: the version deleted is theirs
            mine = theirs(self, store, rec, command.writer)
            return Done(store.scope, self._delete_in(store, mine.name, mine.hash))

    def forget_session(self, session: str, scope: str | None,
                       writer: str | None) -> list[Done]:
        """Delete every record extracted from one session (its ``source.session``).

        Raises:
            BadSession: ``session`` is blank, or no session's name.
        """
        from memdir.foundation.errors import BadSession

        BadSession.check(session)
        gone = []
        for store in self.routes.of(scope):
            for rec in store.list() if store.exists() else []:
                if (rec.source or {}).get("session") == session:
                    gone.append(self.delete(Delete(rec.name, rec.hash, store.scope, writer)))
        return gone

    # ================================================================== restore, purge
    def restore(self, command: Restore) -> Done:
        """Bring back an earlier version of a record, or a deleted one
        (`memdir.service.writes.restores`)."""
        from memdir.service.writes.restores import restore

        self._refuse_read_only()
        return restore(self, command, self._written)

    # ================================================================== many records
    def undo(self, command: Undo) -> Change:
        """Revert every write of one change (`memdir.service.writes.undo`)."""
        from memdir.service.writes.undo import undo

        self._refuse_read_only()
        return undo(self, command)

    def plan(self, command: Plan) -> Verdict:
        """Apply, propose or refuse one consolidation plan (`memdir.service.writes.undo`)."""
        from memdir.service.writes.undo import apply_plan

        self._refuse_read_only()
        return apply_plan(self, command)

    # ================================================================== a person's own
    def purge(self, command: Purge | PurgeProposal | PurgeVisitorLogs,
              confirm: Callable[[str], None] | None = None, *,
              source: Store | None = None) -> Any:
        """A record erased (`owner.purge`), one proposal's texts, or ``source``'s visitor
        logs."""
        if isinstance(command, PurgeVisitorLogs):
            return owner.purge_visitor_logs(self, command, source or self.routes.of(None)[0])
        if isinstance(command, PurgeProposal):
            return owner.purge_proposal(self, command)
        return owner.purge(self, command, confirm)

    def publish(self, source: Store) -> int:
        return owner.publish(self, source)

    def rollback(self, source: Store) -> int:
        return owner.rollback(self, source)

    # ================================================================== store operations
    def upsert(self, store: Store, record: Record, expected: str | None, *,
                actor: str | None = None) -> Record:
        done = store.upsert(record, expected_hash=expected, actor=actor or self.name()).record
        self._written(store, done)
        return done

    def rename_in(self, store: Store, name: str, new_name: str, expected: str | None, *,
                   actor: str | None = None) -> Record:
        with store.batch(actor=actor or self.name()):  # the rename and its links, or neither
            done = store.rename(name, new_name, expected_hash=expected,
                                actor=actor or self.name())
            self._written(store, done)
            links.carry_links(self, store, name, done, actor=actor)  # a correction's other end
        return done

    def _delete_in(self, store: Store, name: str, expected: str | None) -> Record:
        return store.delete(name, expected_hash=expected, actor=self.name())

    # ================================================================== helpers
    def name(self) -> str:
        return self.actor.name or self.session

    def _refuse_read_only(self) -> None:
        if self.read_only:
            # Public-agent mode: a visitor's writes are proposals (`memdir.service.public`);
            # a tool or MCP write must not reach the published version or the store.
            raise MemdirError("This agent's visitors cannot change its memory; what they "
                              "say is proposed for review.")

    @staticmethod
    def scan(record: Record, writer: str, allow_secret: bool) -> None:
        """Refuse a record holding a secret anywhere (frontmatter keys, source, body);
        a person's ``allow_secret`` overrides everywhere but the name."""
        from memdir.pipeline.admission.secrets import refuse_secrets

        refuse_secrets(record, allow=allow_secret and writer == "user")

__all__ = ["Pipeline"]
