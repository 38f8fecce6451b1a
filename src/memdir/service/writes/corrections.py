"""Corrections in the pipeline: the records a candidate may correct, and what a
correction does: it closes the record it corrects and opens a new one.

Admission decides whether a candidate corrects a stored record (`Decision.corrects`,
`memdir.pipeline.admission.correction`); this module decides what that does to validity
(`memdir.foundation.validity`). Instead of overwriting, the pipeline writes two records in
one batch, one change: the old record, its text kept, with ``valid_to`` (the time the
correction was said: its message's timestamp, else now) and ``superseded_by``; the new
record, named as the candidate asked (else the old name numbered), with ``valid_from``
and ``supersedes``. `undo` of that change deletes the new record and reopens the old one.
When the write policy proposes the correction, the proposal holds both writes, so
approving it does the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import ORIGINS, Record, now_iso
from memdir.foundation.validity import instant
from memdir.pipeline.conversation import conversation_time
from memdir.providers.base import Message
from memdir.service.inbox import Proposal
from memdir.service.validity import corrected_pair, successor_name
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.service.writes.proposals import Writer


SIMILAR_HITS = 5  # stored records a correction is checked against


def similar(store: Store) -> Callable[[Candidate], list[Record]]:
    """Admission's ``find_similar``: the stored records a candidate may correct."""
    def find(candidate: Candidate) -> list[Record]:
        if not store.exists():
            return []
        # A few hits, not one: admission updates only a record the correction is about,
        # which need not be the best lexical match. The search finds what holds now.
        hits = store.search(f"{candidate.description} {candidate.body}", SIMILAR_HITS)
        return [r for r in (store.find(h.name) for h in hits) if r is not None]
    return find


def said_at(messages: Sequence[Message]) -> str | None:
    """When the correction was said: the turn's time, as a UTC instant (None: now)."""
    when = conversation_time(messages)
    return instant(when) if when is not None else None


def pair(store: Store, decision: Any, record: Record,
         messages: Sequence[Message]) -> tuple[Record, Record]:
    """(the target closed, the new record opened) for a correction decision."""
    target = decision.target
    name = successor_name(target, decision.rename_to, lambda n: store.find(n) is not None)
    return corrected_pair(target, record, name, said_at(messages))


def supersede(pipeline: Writer, store: Store, decision: Any, record: Record,
              messages: Sequence[Message]) -> Record:
    """Write a correction: the new record created, the target closed, all or nothing.
    Returns the new record."""
    closed, opened = pair(store, decision, record, messages)
    with store.batch(actor=pipeline.name()):
        written = pipeline.upsert(store, opened, "absent")
        pipeline.upsert(store, closed, decision.target.hash)
    return written


def propose(pipeline: Writer, store: Store, decision: Any, record: Record, writer: str,
            messages: Sequence[Message], *, reason: str | None = None) -> Proposal:
    """A correction the write policy sends to review (``reason``: why, when the policy
    would apply it: a person's record it closes, `Gate.guarded`): both writes in one
    proposal."""
    from memdir.service.inbox import candidate_fields, new_proposal_id
    from memdir.service.writes.operations import make_op, write_op

    closed, opened = pair(store, decision, record, messages)
    stamp = now_iso()
    opened = opened.evolve(created=stamp, updated=stamp, extra=opened.extra)
    ops = [make_op("write", opened.name, opened.to_text(), "absent", None),
           write_op(store, decision.target, closed.evolve(updated=stamp, extra=closed.extra))]
    rtype = decision.candidate.type
    why = reason or (f"The write policy proposes {rtype} memories from {writer} "
                     f"({pipeline.gate.where(writer, rtype)}).")
    reason = (f"{why} A correction: {decision.target.name!r} stops holding, "
              f"{opened.name!r} holds from then.")
    return pipeline.proposals.file(store, Proposal(
        new_proposal_id(), "write", store.scope, writer,
        writer if writer in ORIGINS else "visitor",
        reason, ops, source=dict(record.source or {}),
        candidate=candidate_fields(decision.candidate)))


__all__ = ["SIMILAR_HITS", "pair", "propose", "said_at", "similar", "supersede"]
