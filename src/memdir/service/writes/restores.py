"""`restore` in the pipeline: an earlier version of a record, or a deleted one, brought
back through the write policy, and what that means for the records around it.

Three things a bare write-back would leave wrong, said in the outcome's ``notes``:

- The name is held by a different memory now (a twin written by hand beside it, or one
  created under the name after this version, the old one deleted): the store brings the
  version back under a free name, never over that one (`memdir.store.files.versions`,
  `memdir.store.history.choose_version`'s ``reborn``); the note names both.
- The version is one a correction later closed, brought back open (the user asked for
  the old fact): its successor still said it replaced it, so the prompt would call the
  restored record "no longer holds" while both held. The successor's ``supersedes`` is
  dropped, as `undo` of the correction does, in the same change; the note says so.
- The name was renamed, and the new name still holds the memory: the version comes back
  beside it, and the note (a proposal's reason too, for the person approving it) names
  the record that holds it now.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from memdir.foundation.errors import (
    ConflictError,
    InvalidNameError,
    InvalidRecordError,
    NotFoundError,
)
from memdir.foundation.past_names import history_name
from memdir.foundation.record import Record, name_key, validate_name
from memdir.foundation.terminal import control_character
from memdir.foundation.validity import closed, record_name
from memdir.service.commands import Restore, kept
from memdir.service.origins import BY_PERSON, persons, signed_text
from memdir.service.results import Done
from memdir.service.writes.operations import make_op
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.service.inbox import Proposal
    from memdir.service.writes.proposals import Writer


def restore(pipeline: Writer, command: Restore,
            written: Callable[[Store, Record], None]) -> Done:
    """Bring back an earlier version of a record, or a deleted one; the version is
    scanned for secrets and control characters (it may predate the scanner or the rule,
    or be planted in a log).

    Raises:
        NotFoundError: no history has that name or version.
        PolicyRefused: the write policy refuses it; SecretError: the version holds one.
        InvalidRecordError: the version holds a control character admission refuses.
    """
    asked = history_name(command.name)  # a name refused today still has its history
    for store in pipeline.routes.of(command.scope):
        if not (store.exists() and store.history(asked)):
            continue
        # What the name holds as the version is chosen: the restore writes only over it
        # (approved, over the one the person reviewed: its proposal's base).
        current = store.find(asked)
        base = current.hash if current is not None else "absent"
        by_caller = _by_caller(command, asked, base)
        rec, number = store.restorable(asked, command.version)
        signed = pipeline.gate.signed(None, command.writer) is not None  # a person's own
        if current is not None and _holds(current, rec, signed):  # no identical version
            return Done(store.scope, current, unchanged=True, notes=(
                f"{current.name!r} already holds version {number}, so nothing was restored.",))
        prefix = f"Version {number} of {asked!r} is not restored: "
        refuse_unkept(rec, prefix=prefix)
        who = pipeline.actor.writer_for(command.writer)
        types = (rec.type,) if current is None else (current.type, rec.type)
        # (the version before the last change, after a rename, undoes the rename: no note)
        # The record that holds the memory under a later name, however many renames on.
        holding = _renamed_to(store, asked) if current is None else None
        renamed = holding if command.version else None
        # Each record that replaced the version and would stop saying so (`_reopened`).
        successors = _successors(store, rec)
        touched = _touched(store, asked, command, current, rec, number, successors, holding)
        if pipeline.gate.require(who, types, command.writer, touched) == "propose":
            reason = pipeline.gate.reason(who, types, command.writer, touched) \
                + _both(asked, renamed, "once it is restored")
            proposal = _propose(pipeline, store, replace(command, expected_hash=base), rec,
                                successors, who, reason)
            return Done(store.scope, current or rec, proposal)

        how = "chosen" if by_caller else "proposed" if command.expected_hash is not None \
            else ""
        check = _checker(store, asked, command.expected_hash or base, rec, prefix, how)
        with store.batch(actor=pipeline.name()):  # one change: the record and its links
            back = store.restore(asked, command.version, actor=pipeline.name(),
                                 check=check, sign=signed_text if signed else None)
            # Both hold now where the store could not take the rename back (renamed on).
            still = holding is not None and store.find(holding) is not None
            notes = _twin_note(store, asked, rec, back) + [_both(asked, holding, "now")[1:]] * still
            notes += _reopened(pipeline, store, back)
        written(store, back)
        return Done(store.scope, back, notes=tuple(notes))
    raise NotFoundError(asked, "the history log")


def _touched(store: Store, asked: str, command: Restore, current: Record | None, rec: Record,
             number: int, successors: list[Record], holding: str | None
             ) -> list[tuple[Store, Record]]:
    """What a restore changes, for the gate (a person's record among them makes a model's
    restore a proposal): what it writes over, else the version itself (a record deleted
    that comes back: a person's deletion is theirs to take back); each successor whose
    link it drops; and the record that holds the memory now under the name it was renamed
    to, however many renames on (``holding``: a person's renames are theirs to take back,
    or to see doubled under the old name)."""
    holder = current if current is not None else \
        _renamed_holder(store, asked, number) if command.version is None else None
    touched = [(store, holder or rec), *((store, r) for r in successors)]
    moved = store.find(holding) if holding is not None else None
    if moved is not None and (holder is None or moved.key != holder.key):
        touched.append((store, moved))
    return touched


def _checker(store: Store, asked: str, expected: str | None, scanned: Record, prefix: str,
             how: str) -> Callable[[Record], None]:
    """What the store calls under its lock as it writes the version ``chosen``: compared
    there, no edit made since the proposal was reviewed (or the version chosen, ``how``)
    can be written over, and a version the log changed since it was read is scanned."""
    def check(chosen: Record) -> None:
        held = getattr(store.find(asked), "hash", "absent")  # None: "absent"
        if held != expected:
            raise ConflictError(_changed(asked, how=how), current=held)
        if chosen != scanned:  # the log changed since it was read: scan this one too
            refuse_unkept(chosen, prefix=prefix)
    return check


def _propose(pipeline: Writer, store: Store, command: Restore, rec: Record,
             successors: list[Record], who: str, reason: str) -> Proposal:
    """The restore filed for review: the version written over what the name holds (the
    command's hash), and each successor's link dropped, as approving it will do."""
    unlinked = [make_op("write", r.name, _unlinked(r).to_text(), r.hash, store)
                for r in successors]
    return pipeline.proposals.propose(
        store, "restore", who,
        [make_op("write", rec.name, rec.to_text(), command.expected_hash, store), *unlinked],
        reason, command=kept(command, who))


def _by_caller(command: Restore, asked: str, base: str | None) -> bool:
    """Whether the caller gave its own hash (an approval runs its kept command with no
    writer), having checked it is what ``asked`` holds (``base``).

    Raises:
        ConflictError: the caller chose the version against an older record (a page
            rendered before an edit): writing it now would put back what nobody saw
            replaced.
    """
    by_caller = command.writer is not None and command.expected_hash is not None
    if by_caller and base != command.expected_hash:
        raise ConflictError(_changed(asked, how="chosen"), current=base)
    return by_caller


def _holds(current: Record, version: Record, signed: bool) -> bool:
    """Whether ``current`` is ``version`` as a restore would write it (its ``updated``
    is set to the time of the restore; ``signed``: its source says a person chose it)."""
    if signed and not persons(version):
        source = version.source if isinstance(version.source, dict) else {}
        version = replace(version, source={**source, **BY_PERSON})
    return current.name == version.name and current.extra == version.extra and \
        replace(current, updated=version.updated) == version


def refuse_unkept(rec: Record, *, prefix: str = "") -> None:
    """Raise when a version holds a secret, or a control character (ESC, BEL...) that
    admission refuses on every write (`terminal.control_character`, its rule): one written
    before the rule would otherwise come back through restore, to a terminal showing it."""
    from memdir.pipeline.admission.secrets import refuse_secrets

    refuse_secrets(rec, prefix=prefix)
    for field in ("description", "body"):
        said = control_character(getattr(rec, field) or "")
        if said is not None:
            raise InvalidRecordError(f"{prefix}The {field} {said}.")


def _changed(name: str, *, how: str) -> str:
    """Why nothing was restored: the record changed since the restore was ``chosen``
    (the caller's hash), ``proposed`` (an approval's), or while it ran ("")."""
    if how == "chosen":
        return (f"{name!r} changed since this version was chosen to restore (its history "
                "has the newer edit), so nothing was restored; look at its history as it "
                "is now and choose again.")
    if how == "proposed":
        return (f"{name!r} changed since this restore was proposed, so nothing was "
                "restored; approve it again to see it proposed against the memory as it "
                "is now.")
    return (f"{name!r} changed while it was being restored, so nothing was restored; "
            "restore it again to choose from its history as it is now.")


def _twin_note(store: Store, asked: str, version: Record, back: Record) -> list[str]:
    """What to say when the store brought the version back under another name than it
    had, because a different memory holds that name now."""
    if name_key(back.name) == version.key:
        return []
    try:
        validate_name(version.name)
    except InvalidNameError as exc:
        return [f"{version.name!r} is no name a memory can have now ({exc.reason}); the "
                f"restored version is named {back.name!r}."]
    twin = store.find(asked)
    where = f" ({twin.file})" if twin is not None and twin.file else ""
    return [f"{asked!r} is held by a different memory{where}, which was left as it is; "
            f"the restored version is named {back.name!r}."]


def _renamed_to(store: Store, asked: str) -> str | None:
    """The name of the record that holds the memory ``asked`` (held by no record) was
    renamed to, if one does: a version brought back under the old name stands beside it,
    two records of one memory, where a reviewer saw only a record coming back."""
    now, seen = asked, set()
    for _ in range(20):  # renamed again and again: followed to the name that holds
        seen.add(name_key(now))
        moved = [e.new_name for e in store.history(now) if e.op == "rename" and e.new_name
                 and name_key(e.name) == name_key(now) and name_key(e.new_name) not in seen]
        if not moved:
            return None
        now = moved[-1]
        holder = store.find(now)
        if holder is not None:
            return holder.name
    return None


def _both(asked: str, holder: str | None, when: str) -> str:
    """The sentence `_renamed_to` calls for ("" for no holder), led by a space."""
    if holder is None:
        return ""
    return (f" {asked!r} was renamed {holder!r}, which still holds that memory as it is "
            f"now: both hold {when} ('memdir rm {shlex.quote(holder)}' if one is enough).")


def _renamed_holder(store: Store, asked: str, number: int) -> Record | None:
    """The record a restore of ``asked`` removes when it undoes a rename (the version
    chosen, ``number``, is the rename away from ``asked``): the record the rename made,
    which the store takes back to its old name."""
    entry = next((e for e in store.history(asked) if e.version == number), None)
    if entry is None or entry.op != "rename" or not entry.new_name:
        return None
    return store.find(entry.new_name)


def _successors(store: Store, back: Record) -> list[Record]:
    """The records that hold and say they replaced ``back``, whose links a restore of it
    drops (none when ``back`` comes back closed, as the correction left it: the pair
    agrees)."""
    if closed(back):
        return []
    return [rec for rec in store.list()
            if (named := record_name(rec.supersedes)) is not None
            and name_key(named) == back.key and rec.key != back.key and not closed(rec)]


def _unlinked(rec: Record) -> Record:
    return rec.evolve(supersedes=None, extra=rec.extra)


def _reopened(pipeline: Writer, store: Store, back: Record) -> list[str]:
    """Drop the link of each record that holds and says it replaced ``back``, now that
    ``back`` holds again; the notes saying which."""
    notes = []
    for rec in _successors(store, back):
        pipeline.upsert(store, _unlinked(rec), rec.hash)
        notes.append(f"{back.name!r} holds again, so {rec.name!r} no longer says it "
                     "replaced it; both hold now (undo this change to close it again).")
    return notes


__all__ = ["restore"]
