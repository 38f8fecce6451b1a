"""Changes to many records at once: undoing a change, and a consolidation plan.

Both run through the pipeline's write policy like any command: an undo by a writer the
policy reviews becomes a proposal of the texts it would put back (against the records
as they are now); a consolidation plan is applied (all or nothing, removals as
tombstones `undo` and `restore` bring back), proposed whole, or refused; a plan found
without a model is always proposed, and never filed twice or asked again once rejected.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import ConflictError
from memdir.foundation.record import name_key, parse_record
from memdir.pipeline.consolidate import Verdict, plan_operations
from memdir.service.changes import Change, UndoStep, plan_undo
from memdir.service.commands import Plan, Undo, kept
from memdir.service.inbox import Proposal
from memdir.service.writes.gate import CONSOLIDATION
from memdir.service.writes.operations import make_op, put_decided
from memdir.store.base import Store
from memdir.store.change import own_change

if TYPE_CHECKING:
    from memdir.service.writes.proposals import Writer


def undo(pipeline: Writer, command: Undo) -> Change:
    """Revert every write of one change, as a change of its own (`memdir.service.changes`).

    Raises:
        UnknownChange, UndoRefused; PolicyRefused: the write policy refuses it.
    """
    change_id = command.change_id.strip()
    plans = plan_undo(pipeline.routes.of(None), change_id)
    who = pipeline.actor.writer_for(command.writer)
    # In the order first seen, what stands before the change first: among equal cells
    # the reason names the stored type's (`Gate.deciding`).
    types = tuple(dict.fromkeys(_type_of(text) for p in plans for text in (p.now_text, p.before)
                                if text is not None)) or ("project",)
    # What the undo writes over (a person's record a model's undo would change), and what
    # it brings back where nothing holds the name (a person's record they deleted).
    touched = [(p.store, parse_record(p.now_text)) for p in plans if p.now_text is not None]
    touched += [(p.store, parse_record(text)) for p in plans
                if p.now_text is None and p.before is not None
                for text in (p.before, _as_deleted(p.store, p.name)) if text is not None]
    if pipeline.gate.require(who, types, command.writer, touched) == "propose":
        by_store: dict[int, list[Any]] = {}
        for p in plans:
            by_store.setdefault(id(p.store), []).append(p)
        first = None
        for group in by_store.values():
            store = group[0].store
            ops = [make_op("write" if p.before is not None else "delete", p.name,
                           p.before, p.now or "absent", store) for p in group]
            proposal = pipeline.proposals.propose(store, "undo", who, ops,
                                                  pipeline.gate.reason(
                                                      who, types, command.writer, touched),
                                                  command=kept(command, who))
            first = first or proposal
        undone = Change("", "undo", "", pipeline.name(), undoes=change_id)
        undone.names = [p.name for p in plans]
        undone.proposal = first
        return undone
    actor = f"undo {change_id} by {pipeline.name()}"  # who undid it, as an approval says
    # A person's own undo is their decision, as an approved one is: what it puts back and
    # what it removes are marked theirs (`put_decided`).
    own = pipeline.gate.signed(None, command.writer) is not None
    with own_change("undo", undoes=change_id) as tag:
        for group in _by_store(plans):
            store = group[0].store
            # All or nothing per store: a failed write puts back the ones before it.
            try:
                with store.batch(actor=actor):
                    for p in group:
                        put_decided(pipeline, store, p.name, p.before, p.now or "absent",
                                    actor=actor, by_person=own)
            except ConflictError:
                # Undone by someone else meanwhile, or edited: the sentence saying which
                # (a bare conflict said "read it again and retry", which undoes nothing).
                plan_undo(pipeline.routes.of(None), change_id)
                raise
    undone = Change(tag.id, "undo", "", actor, undoes=change_id)
    undone.names = [p.name for p in plans]
    return undone


def apply_plan(pipeline: Writer, command: Plan) -> Verdict:
    """Apply, propose or refuse one consolidation plan. A plan that must be reviewed
    (found without a model) is proposed even where the policy applies plans at once; a
    plan already waiting in the inbox is not filed twice, and one a person rejected is not
    asked again.

    Raises:
        MemdirError: applying it failed; every write of the plan was put back.
    """
    store = pipeline.routes.of(command.scope)[0]
    types = sorted({r.type for r in (*command.group, *command.output)})
    action = pipeline.gate.strictest("consolidation", types)
    if action == "refuse":
        return Verdict("refused")
    # A merge or a removal of a person's record is theirs to decide (`Gate.guarded`).
    person = pipeline.gate.guarded(CONSOLIDATION, [(store, r) for r in command.group]) \
        if action == "auto" else None
    if action == "propose" or command.review or person is not None:
        earlier = _same_plan(store, command)
        if earlier is not None:
            return Verdict("proposed", earlier.id, waiting=True) if earlier.pending \
                else Verdict("declined", earlier.id)
        if action == "propose":
            strict = [t for t in types if pipeline.gate.action("consolidation", t) == "propose"]
            why = ("The write policy proposes consolidation's merges and deletions "
                   f"({pipeline.gate.where('consolidation', strict[0])}).")
        elif command.review:
            why = "Found by its words, without a model: a person decides."
        else:
            why = str(person)
        proposal = pipeline.proposals.propose_plan(
            store, command.group, command.output,
            f"{command.found[0].upper()}{command.found[1:]}. {why}" if command.found else why)
        return Verdict("proposed", proposal.id)
    with store.batch(actor="consolidate"):
        for op, rec, old in plan_operations(command.group, command.output):
            if op == "write":
                pipeline.upsert(store, rec, old.hash if old else "absent",
                                actor="consolidate")
            else:
                # A tombstone, never a plain deletion: `undo` and `restore` bring it back.
                store.delete(rec.name, expected_hash=rec.hash, actor="consolidate",
                             tombstone=True)
    return Verdict("applied")


def _same_plan(store: Store, command: Plan) -> Proposal | None:
    """The newest consolidation proposal of this store that would do what ``command``
    does to the records as they are now, still waiting or rejected (approved or stale
    ones changed the records, so they cannot match)."""
    from memdir.service.review import all_proposals

    wanted = _signature((op, rec.name, old.hash if old else "absent",
                         rec.to_text() if op == "write" else None)
                        for op, rec, old in plan_operations(command.group, command.output))
    for proposal in reversed(all_proposals([store], None)):
        if proposal.kind == "consolidation" and proposal.status in ("pending", "rejected") \
                and _signature((o.op, o.name, o.base, o.text) for o in proposal.ops) == wanted:
            return proposal
    return None


def _signature(ops: Iterable[tuple[str, str, str | None, str | None]]) -> list[tuple[str, ...]]:
    return sorted((op, name_key(name), base or "", text or "") for op, name, base, text in ops)


def _type_of(text: str) -> str:
    return parse_record(text).type


def _as_deleted(store: Store, name: str) -> str | None:
    """The text ``name`` held when it was last deleted (a person's delete marks it theirs
    first, `Pipeline.delete`), which an undo bringing it back takes back too."""
    entries = store.history(name)
    last = entries[-1] if entries else None
    if last is None or last.op not in ("delete", "tombstone"):
        return None
    return last.before if isinstance(last.before, str) else None


def _by_store(plans: Sequence[UndoStep]) -> list[list[UndoStep]]:
    groups: dict[int, list[UndoStep]] = {}
    for p in plans:
        groups.setdefault(id(p.store), []).append(p)
    return list(groups.values())


__all__ = ["apply_plan", "undo"]
