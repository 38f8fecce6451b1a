"""A proposal's operations as the pipeline makes them: each with the record's text as it
is now, for the diff a person reviews.

A new name and text for one record (`renamed_write`) is two operations: the rename, then
the write of the new text under the new name. Approval applies them as a direct edit of a
name and text is made (`memdir.service.writes.edits`): one change whose history is the
record renamed, then updated, so `memdir log` of the new name shows where it came from.
"""

from __future__ import annotations

from collections.abc import Sequence

from memdir.foundation.record import Record
from memdir.service.inbox import Operation
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


__all__ = ["follows_rename", "make_op", "renamed_write", "stale", "write_op"]
