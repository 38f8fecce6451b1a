"""Changes: every automatic operation as one unit that `undo` reverts whole.

A change is the set of history entries tagged with one id (`memdir.store.change`): one
turn's extraction, one consolidation, one import, one approval, one undo. `list_changes`
groups a store's history by that id; `undo_change` puts every record the change touched
back to the text it had before the change, as a new change of its own (so an undo can be
undone too).

Undo refuses, with one sentence and a way forward, when a record was changed after the
change being undone (by a person, or a later change): putting the earlier text back
would silently lose that later edit. Nothing is written then. The check covers every
record of the change, in every store, before the first write.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memdir.foundation.errors import UndoRefused, UnknownChange
from memdir.foundation.record import name_key, parse_record
from memdir.store.reviewed import text_hash


@dataclass
class Change:
    """One change, as `memdir changes` lists it.

    Attributes:
        id: what ``memdir undo ID`` takes.
        kind: extract, consolidate, import, approve, undo, remember, save...
        at: when its first write happened.
        names: the records it touched (in order).
        ops: ``(scope, op, name)`` of each write.
        undoes: for an undo, the change it reverted; ``undone_by``: the undo of this one.
    """

    id: str
    kind: str
    at: str
    actor: str = ""
    names: list[str] = field(default_factory=list)
    ops: list[tuple[str, str, str]] = field(default_factory=list)
    undoes: str | None = None
    undone_by: str | None = None
    entries: list[tuple[Any, Any]] = field(default_factory=list, repr=False)
    seq: int = 0  # position of its first entry in its store's log (times tie in a second)
    proposal: Any = None  # an undo the write policy sent to review: nothing changed yet

    def what(self) -> str:
        """What the change did, as a person reads it: an undo says which change it
        reverted, and an approved one (a model's undo a person approved) who approved
        it, where its kind alone says "approve"."""
        if not self.undoes:
            return self.kind
        what, _, who = self.actor.partition(" by ")
        by = f" by {who}" if who else ""
        if self.kind != "approve":
            return f"{self.kind} of {self.undoes}{by}"
        return f"undo of {self.undoes}, approved ({what.removeprefix('approve ')}){by}"

    def summary(self) -> str:
        """What it wrote, for a person: ``update 1, delete 2`` (`op_word`)."""
        counts: dict[str, int] = {}
        for _, op, _ in self.ops:
            counts[op_word(op)] = counts.get(op_word(op), 0) + 1
        return ", ".join(f"{op} {n}" for op, n in counts.items())


def op_word(op: str) -> str:
    """A history entry's operation as a person reads it: a ``tombstone`` (a deletion a
    consolidation or an approved proposal made, which restore and undo take back as they
    do any deletion) is a ``delete``. What a script reads (``--json``'s ``op``, the
    history itself) keeps the store's word."""
    return "delete" if op == "tombstone" else op


def list_changes(stores: Sequence[Any]) -> list[Change]:
    """Every change in these stores' history, newest first."""
    found: dict[str, Change] = {}
    for store in stores:
        if not store.exists():
            continue
        for seq, entry in enumerate(store.history()):
            if not entry.change or entry.foreign:
                continue
            ch = found.get(entry.change)
            if ch is None:
                ch = found[entry.change] = Change(entry.change, entry.change_kind, entry.at,
                                                  entry.actor, undoes=entry.undoes, seq=seq)
            shown = entry.new_name or entry.name
            if shown not in ch.names:
                ch.names.append(shown)
            ch.ops.append((store.scope, entry.op, shown))
            ch.entries.append((store, entry))
    undos = {ch.undoes: ch.id for ch in sorted(found.values(), key=lambda c: (c.at, c.seq))
             if ch.undoes in found}

    def undone(cid: str, depth: int = 0) -> str | None:
        # An undo that was itself undone (a redo) no longer counts.
        by = undos.get(cid)
        if by is None or depth > 50:
            return by
        return None if undone(by, depth + 1) else by

    for ch in found.values():
        ch.undone_by = undone(ch.id)
    return sorted(found.values(), key=lambda c: (c.at, c.seq), reverse=True)


def _states(entries: list[Any]) -> dict[str, tuple[str, str | None, str | None]]:
    """name key -> (name, text before the change, text after it), from its entries."""
    out: dict[str, tuple[str, str | None, str | None]] = {}

    def move(name: str, before: str | None, after: str | None) -> None:
        key = name_key(name)
        first = out[key][1] if key in out else before
        out[key] = (name, first, after)

    for e in entries:
        before = e.before if isinstance(e.before, str) else None
        if e.op == "rename" and e.new_name and name_key(e.new_name) != name_key(e.name):
            move(e.name, before, None)
            move(e.new_name, None, e.after)
        elif e.op in ("delete", "tombstone"):
            move(e.name, before, None)
        else:
            name = parse_record(e.after).name if isinstance(e.after, str) else e.name
            move(name, before, e.after)
    return out


@dataclass(frozen=True)
class UndoStep:
    """One record an undo puts back: ``before`` its text before the change (None: the
    change created it, so the undo removes it), ``now``/``now_text`` what it is now."""

    store: Any
    name: str
    before: str | None
    now: str | None
    now_text: str | None


def plan_undo(stores: Sequence[Any], change_id: str) -> list[UndoStep]:
    """What undoing one change writes, checked before anything is written.

    Raises:
        UnknownChange: no change has that id (a NotFoundError).
        UndoRefused: a record it touched was changed since, or it was undone already.
    """
    target = next((c for c in list_changes(stores) if c.id == change_id), None)
    if target is None:
        raise UnknownChange(change_id)
    _refuse_if_undone(target)
    import shlex

    steps = []
    for store in {id(s): s for s, _ in target.entries}.values():
        states = _states([e for s, e in target.entries if s is store])
        for name, before, after in states.values():
            current = store.find(name)
            now = current.hash if current is not None else None
            if current is not None and after is None and current.file not in _files_of(
                    target.entries, store, name):
                # A twin of the name (a file written by hand, one a merge brought) holds
                # it, not a later edit of what the change deleted: say so, and the way back.
                raise UndoRefused(
                    f"{current.name!r} is held now by a different memory ({current.file}: "
                    f"{current.description!r}), not the one change {change_id} deleted; "
                    "undoing it would write over that one. `memdir restore "
                    f"{shlex.quote(name)}` brings the deleted one back beside it, both kept.")
            if now != text_hash(after):
                # Another undo landing between the listing and this read wrote it.
                _refuse_if_undone(next(c for c in list_changes(stores) if c.id == change_id))
                raise UndoRefused(
                    f"{name!r} was changed after change {change_id}, so undoing it would "
                    f"lose that edit; see `memdir log {shlex.quote(name)}` and put back the "
                    f"version you want with `memdir restore {shlex.quote(name)} --version N`.")
            steps.append(UndoStep(store, name, before, now,
                                  store.text(name) if current is not None else None))
    return steps


def _refuse_if_undone(change: Change) -> None:
    if change.undone_by:
        raise UndoRefused(f"Change {change.id} was already undone by {change.undone_by}; "
                          f"undo that one to redo it (memdir undo {change.undone_by}).")


def _files_of(entries: Sequence[tuple[Any, Any]], store: Any, name: str) -> set[str]:
    """The files the change's entries of ``name`` in ``store`` wrote, renamed or deleted."""
    key = name_key(name)
    return {f for s, e in entries if s is store and key in (name_key(e.name), name_key(
        e.new_name or e.name)) for f in (e.file, e.new_file) if f}


__all__ = ["Change", "UndoRefused", "UndoStep", "UnknownChange", "list_changes", "op_word",
           "plan_undo"]
