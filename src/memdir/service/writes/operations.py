"""A proposal's operations as the pipeline makes them: each with the record's text as it
is now, for the diff a person reviews.

A new name and text for one record (`renamed_write`) is two operations: the rename, then
the write of the new text under the new name. Approval applies them as a direct edit of a
name and text is made (`memdir.service.writes.edits`): one change whose history is the
record renamed, then updated, so `memdir log` of the new name shows where it came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memdir.foundation.record import Record
from memdir.service.inbox import Operation
from memdir.service.origins import BY_PERSON, persons
from memdir.store.base import Store


def make_op(kind: str, name: str, text: str | None, base: str | None, store: Store | None, *,
            new_name: str | None = None, record: Record | None = None) -> Operation:
    """One operation of a proposal, with the record's text as it is now for the diff."""
    base_text = None
    if store is not None and base not in (None, "absent"):
        base_text = store.text(name) if record is None else store.text(record.name)
    return Operation(kind, name, text, base, base_text, new_name=new_name)


def write_op(store: Store, target: Record, record: Record) -> Operation:
    """Writing ``record`` over the stored ``target``."""
    return make_op("write", target.name, record.to_text(), target.hash, store)


def renamed_write(store: Store, name: str, base: str | None, text: str, new_name: str
                  ) -> list[Operation]:
    """Writing ``text`` over the stored record ``name`` (hash ``base``) under ``new_name``:
    the rename, then the write, both made against ``base``."""
    rename = make_op("rename", name, None, base, store, new_name=new_name)
    return [rename, Operation("write", new_name, text, base, rename.base_text)]


def follows_rename(ops: Sequence[Operation], op: Operation) -> bool:
    """Whether ``op`` writes the record a rename of ``ops`` moves to its name (checked as
    that rename is, against the hash both were made against)."""
    return op.op == "write" and any(o.op == "rename" and o.new_name == op.name
                                    and o.base == op.base for o in ops)


def put_decided(host: Any, store: Store, name: str, text: str | None, expected: str, *,
                actor: str, by_person: bool) -> None:
    """Make ``name`` hold exactly ``text``, or nothing (None), against ``expected``: an
    undo's step. When a person decided it (their own undo, an approved one), the text
    put back gets the line that says so (`signed_text`) and a record removed is marked
    theirs first, in the same change, as their delete marks it
    (`theirs`): a model's undo, restore or change that
    would take their decision back waits for them."""
    from memdir.service.origins import signed_text

    if by_person and text is not None:
        text = signed_text(text)
    elif by_person:
        expected = _marked(host, store, name, expected, actor)
    store.put_version(name, text, expected_hash=expected, actor=actor)


def remove_decided(host: Any, store: Store, name: str, expected: str, *, actor: str,
                   tombstone: bool = False) -> None:
    """Delete ``name`` (hash ``expected``) as a person decided it: its version marked
    theirs first (see `put_decided`)."""
    expected = _marked(host, store, name, expected, actor)
    store.delete(name, expected_hash=expected, actor=actor, tombstone=tombstone)


def _marked(host: Any, store: Store, name: str, expected: str, actor: str) -> str:
    """The hash of ``name`` once marked ``by: person``, if it is ``expected`` (else as
    asked: the write that follows refuses it as changed)."""
    current = store.find(name)
    if current is None or current.hash != expected:
        return expected
    return str(theirs(host, store, current, None, actor=actor).hash)


def theirs(host: Any, store: Store, rec: Record, asked: str | None, *,
           actor: str | None = None) -> Record:
    """``rec`` marked ``by: person`` when a person's own command (``asked``; an approval's:
    None) decided about it (deleted it, renamed it): a model's restore, undo or rename that
    would take that back at once is then proposed. As it is when the person's already."""
    if host.gate.signed(None, asked) is None or persons(rec):
        return rec
    source = rec.source if isinstance(rec.source, dict) else {}
    marked: Record = host.upsert(store, rec.evolve(source={**source, **BY_PERSON}), rec.hash,
                                 actor=actor)
    return marked


def stale(store: Store, ops: Sequence[Operation]) -> str | None:
    """The name of a record an operation would change that is no longer what the
    proposal was made against (a rename's new name taken since too), or None."""
    for op in ops:
        if follows_rename(ops, op):
            continue  # the record the rename before it moves: checked as the rename
        current = store.find(op.name)
        now = current.hash if current is not None else None
        want = None if op.base in (None, "absent") else op.base
        if now != want:
            return str(op.name)
        taken = store.find(op.new_name) if op.op == "rename" and op.new_name else None
        if taken is not None and (current is None or taken.key != current.key):
            return str(op.new_name)  # a different memory holds the new name now
    return None


__all__ = ["follows_rename", "make_op", "put_decided", "remove_decided", "renamed_write",
           "stale", "theirs", "write_op"]
