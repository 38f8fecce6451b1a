"""A correction's links through a rename or a move: the record at the other end of a pair
names the renamed record by its new name, in the store that holds it.

A correction links two records by name (``superseded_by`` on the one it closed,
``supersedes`` on the one it opened: `memdir.service.writes.corrections`). Renaming
either end would leave the other naming a record that is gone, so every rename of a
record (`Pipeline.rename_in`: `memdir edit` of a name, ``Memory.rename``, REST and
remote renames, an approved rename proposal, admission's new name for an update) writes
the other end's link anew in the same change: `memdir log` shows it, `memdir undo` of
the rename takes it back. Only a record the renamed one names, and that names it back
by its old name, is rewritten: a link one side claims alone is left as it is. The rename
and the rewrites are one batch: a process killed between them leaves neither.

A link names a record of the same store, so a move to the other scope's store
(`move`) takes the records of the record's correction chain with it (`chain`: the
records joined to it by links both ends agree on), each link naming the moved record by
its new name: in both stores' batches and one change, which ``undo`` takes back whole.
A record of the chain whose name the other store holds already refuses the move, and
nothing is written.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from memdir.foundation.errors import ConflictError
from memdir.foundation.record import Record, name_key
from memdir.foundation.validity import record_name

if TYPE_CHECKING:
    from memdir.service.commands import Approve
    from memdir.service.inbox import Operation, Proposal
    from memdir.service.writes.proposals import Writer
    from memdir.store.base import Store

_ENDS = (("supersedes", "superseded_by"), ("superseded_by", "supersedes"))


def carried(store: Store, old_name: str, renamed: Record) -> list[tuple[Record, str]]:
    """Each record of ``renamed``'s pairs that names it ``old_name``, with the field
    `carry_links` rewrites in it: what a rename of a record to ``renamed.name`` changes
    besides the record (the write gate is told of them before the rename is decided)."""
    found = []
    for field, back in _ENDS:
        other_name = record_name(getattr(renamed, field))
        other = store.find(other_name) if other_name is not None else None
        if other is None or other.key == renamed.key:
            continue
        said = record_name(getattr(other, back))
        if said is None or name_key(said) != name_key(old_name) or said == renamed.name:
            continue
        found.append((other, back))
    return found


def renaming(store: Store, rec: Record, new_name: str, dst: Store | None = None
             ) -> list[tuple[Store, Record]]:
    """The stored records a rename of ``rec`` to ``new_name`` changes, each with its store:
    the record, the other end of each of its pairs (`carried`), and for a move to ``dst``
    its whole chain, rewritten there and removed here (`move`)."""
    if dst is not None and dst is not store:
        return [(store, r) for r in (rec, *chain(store, rec))]
    moved = rec.evolve(name=new_name, extra=rec.extra)
    return [(store, rec), *((store, other) for other, _ in carried(store, rec.name, moved))]


def carry_links(host: Writer, store: Store, old_name: str, renamed: Record, *,
                actor: str | None = None) -> list[Record]:
    """Each record of ``renamed``'s pairs that named it ``old_name``, written naming it
    by its new name (in the caller's change and batch); the records written."""
    return [host.upsert(store, other.evolve(**{back: renamed.name}, extra=other.extra),
                        other.hash, actor=actor)
            for other, back in carried(store, old_name, renamed)]


def chain(store: Store, rec: Record) -> list[Record]:
    """The records of ``store`` joined to ``rec`` by correction links both ends agree on,
    through any number of corrections (``rec`` left out)."""
    seen, out, todo = {rec.key}, [], [rec]
    while todo:
        current = todo.pop()
        for field, back in _ENDS:
            other_name = record_name(getattr(current, field))
            other = store.find(other_name) if other_name is not None else None
            if other is None or other.key in seen:
                continue
            said = record_name(getattr(other, back))
            if said is not None and name_key(said) == current.key:
                seen.add(other.key)
                out.append(other)
                todo.append(other)
    return out


def relinked(rec: Record, old_name: str, new_name: str) -> Record:
    """``rec`` with each link naming ``old_name`` naming ``new_name``."""
    changes = {field: new_name for field, _ in _ENDS
               if (said := record_name(getattr(rec, field))) is not None
               and name_key(said) == name_key(old_name)}
    return rec.evolve(**changes, extra=rec.extra) if changes else rec


def refuse_taken(dst: Store, records: list[Record], moved: str) -> None:
    """Refuse a move whose chain meets a name ``dst`` holds already.

    Raises:
        ConflictError: one sentence naming the record and the name.
    """
    for rec in records:
        taken = dst.find(rec.name) if dst.exists() else None
        if taken is not None:
            raise ConflictError(
                f"{moved!r} moves with {rec.name!r} (a correction links them), and the "
                f"{dst.scope} store has a memory named {taken.name!r} already; rename one "
                "of them first.")


def move_ops(store: Store, dst: Store, rec: Record, new_name: str) -> list[Operation]:
    """A proposal's operations for `move`: each record of the chain written in ``dst``,
    then removed from ``store``."""
    from memdir.service.writes.operations import make_op

    records = [rec, *chain(store, rec)]
    refuse_taken(dst, records[1:], rec.name)
    ops = [make_op("write", new_name if r is rec else r.name,
                   relinked(r, rec.name, new_name).evolve(
                       name=new_name if r is rec else r.name, file=None,
                       extra=r.extra).to_text(), "absent", None) for r in records]
    return ops + [make_op("delete", r.name, None, r.hash, store) for r in records]


def move(host: Writer, store: Store, dst: Store, rec: Record, new_name: str,
         expected: str | None, asked: str | None) -> Record:
    """``rec`` moved from ``store`` to ``dst`` as ``new_name``, with its correction chain
    (see the module docstring), all or nothing; the moved record. A person's own move
    (``asked``: the writer the command asked for; an approval's: None) is their decision:
    the record in its new store is marked ``by: person`` as a person's rename marks it
    (`memdir.service.writes.operations.theirs`), so a model's move back, change or delete
    of it waits for them."""
    partners = chain(store, rec)
    refuse_taken(dst, partners, rec.name)
    actor = host.name()
    with store.batch(actor=actor), dst.batch(actor=actor):
        done = host.upsert(dst, relinked(rec, rec.name, new_name).evolve(
            name=new_name, file=None, source=host.gate.signed(rec.source, asked),
            extra=rec.extra), "absent")
        for other in partners:
            host.upsert(dst, relinked(other, rec.name, new_name).evolve(
                file=None, extra=other.extra), "absent")
        store.delete(rec.name, expected_hash=expected, actor=actor)
        for other in partners:
            store.delete(other.name, expected_hash=other.hash, actor=actor)
    return done


def approve_move(host: Writer, command: Approve) -> Proposal | None:
    """Approve a proposed move to the other scope's store: the kept command run as the
    person, against the record's hash it was proposed on, and the decision, in one change;
    None when the proposal is no move (its operations span two stores, which one
    proposal's store cannot apply: it was found stale at every approval)."""
    from memdir.foundation.errors import NotFoundError
    from memdir.service.commands import Rename, command_of, reverted
    from memdir.service.review import decide, find_proposal, require_pending
    from memdir.store.change import own_change

    store, proposal = find_proposal(host.routes.of(None), command.proposal_id.strip())
    found = command_of(proposal.command)
    move = found[0] if found is not None else None
    if proposal.kind != "rename" or not isinstance(move, Rename) or command.edit is not None \
            or move.to_scope in (None, "") or host.routes.of(move.to_scope)[0] is not store:
        return None
    host.actor.require_person("approve a proposal")
    require_pending(proposal)
    base = next((op.base for op in proposal.ops if op.op == "delete"), None)
    try:
        _, rec = host.routes.locate(move.name, move.scope)
    except NotFoundError:
        rec = None
    if rec is None or rec.hash != base:
        raise host.proposals._again(store, proposal, move.name)
    with own_change("approve", undoes=reverted(proposal.command)) as tag:
        host.run_kept(replace(move, writer=None, expected_hash=base))
        return decide(host.proposals.decided, store, proposal, "approved",
                      f"applied: moved to the {store.scope} store", tag.id)


__all__ = ["approve_move", "carried", "carry_links", "chain", "move", "move_ops", "refuse_taken",
           "relinked", "renaming"]
