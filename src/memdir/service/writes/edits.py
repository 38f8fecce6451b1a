"""An update that renames too (`Update.new_name`): a person's `memdir edit` of a record's
name and text, one command wherever the memory is kept.

It is one change (`memdir undo` reverts both parts), checked once against the hash the
caller read, under one decision of the write policy: refused, proposed (one proposal that,
approved, renames the record and writes its new text, as a direct edit does), or
written (renamed, then updated, in one batch: neither if the update fails or the
process is killed between them). The name is
admitted as `Pipeline.rename` admits one: name rules, temporary markers, taken names.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ConflictError, MemdirError
from memdir.foundation.record import Record, validate_name
from memdir.foundation.validity import supersedes_after_update
from memdir.service.commands import Update, kept
from memdir.service.results import Written
from memdir.service.writes.operations import renamed_write

if TYPE_CHECKING:
    from memdir.service.writes.gate import Touched
    from memdir.service.writes.proposals import Writer
    from memdir.store.base import Store


def renames(command: Update, rec: Record) -> bool:
    """Whether the update asks for a name other than the record's."""
    return command.new_name is not None and command.new_name != rec.name


def admitted_name(host: Writer, store: Store, rec: Record, new_name: str) -> str:
    """The new name as admission normalizes it.

    Raises:
        ConflictError: another memory holds it. MemdirError: admission refuses it.
    """
    from memdir.pipeline.admission.secrets import refuse_secret_name

    refuse_secret_name(new_name)  # before the name's rules, whose refusal quotes it
    validate_name(new_name)  # as asked: never a name cleaned of what it held
    existing = store.find(new_name) if store.exists() else None
    if existing is not None and existing.key != rec.key:
        raise ConflictError(f"A memory named {existing.name!r} already exists.")
    others = [r for r in (store.list() if store.exists() else []) if r.key != rec.key]
    cand = Candidate(new_name, rec.description, rec.type, rec.body)
    decision = host.admission([cand], store, others=others)[0]
    if decision.action == "reject":
        raise MemdirError(decision.reason)
    return str(decision.candidate.name) if decision.action == "store" \
        else validate_name(new_name)


def write_renamed(host: Writer, store: Store, rec: Record, new: Record, decision: Any,
                  who: str, command: Update, proposed: Touched | None) -> Written:
    """``new`` (already named and scanned) replacing ``rec``: proposed (``proposed``: the
    records the rename changes, for the reason), or renamed and updated in the caller's
    change."""
    from memdir.pipeline.admission.policy import Decision

    cand = decision.candidate
    if proposed is not None:
        ops = renamed_write(store, rec.name, rec.hash, new.evolve(file=None).to_text(),
                            new.name)
        proposal = host.proposals.propose(
            store, "update", who, ops,
            host.gate.reason(who, (rec.type, cand.type), command.writer, proposed),
            command=kept(replace(command, expected_hash=None), who))
        return Written(Decision("propose", f"Proposed for review as {proposal.id} "
                                "(memdir inbox).", cand, rec), scope=store.scope,
                       proposal=proposal)
    with store.batch(actor=host.name()):  # no new name over the old text, killed or not
        renamed = host.rename_in(store, rec.name, new.name, rec.hash)
        link = supersedes_after_update(renamed)
        done = host.upsert(store, new.evolve(file=renamed.file, supersedes=link), renamed.hash)
    return Written(decision, done, store.scope)




def is_name(name: str) -> bool:
    """Whether ``name`` may name a record (`validate_name` would take it)."""
    from memdir.foundation.record import validate_name

    try:
        validate_name(name)
    except MemdirError:
        return False
    return True


__all__ = ["admitted_name", "is_name", "renames", "write_renamed"]
