"""Reading the inbox: finding proposals, and recording a decision on one.

The inbox is kept by the stores (``save_proposal``, ``proposal``, ``proposals``: a
proposal is kept by the store it would write to). Making a proposal and applying an
approved one are commands of the one pipeline (`memdir.service.writes.pipeline`); this module
only reads, and records a decision through the pipeline's ``file`` function.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from memdir.foundation.errors import NotFoundError, ProposalError
from memdir.foundation.record import now_iso
from memdir.service.inbox import Proposal, UnknownProposal
from memdir.store.base import Store


def find_proposal(stores: Sequence[Store], pid: str) -> tuple[Store, Proposal]:
    """The store holding proposal ``pid`` and the proposal.

    Raises:
        UnknownProposal: no store has it (a NotFoundError).
    """
    for store in stores:
        if not store.exists():
            continue
        try:
            return store, Proposal.from_dict(store.proposal(pid), store.scope)
        except NotFoundError:
            continue
    raise UnknownProposal(pid)


def all_proposals(stores: Sequence[Store], status: str | None = "pending") -> list[Proposal]:
    """Proposals of every store with this status (None: all), oldest first."""
    out = []
    for store in stores:
        if store.exists():
            out += [Proposal.from_dict(d, store.scope) for d in store.proposals()]
    out = [p for p in out if status is None or p.status == status]
    return sorted(out, key=lambda p: (p.created, p.id))


def require_pending(proposal: Proposal) -> None:
    if not proposal.pending:
        raise ProposalError(f"Proposal {proposal.id} was already {proposal.status} "
                            f"({proposal.decided}); nothing was changed.")


def decide(file: Callable[[Store, Proposal], Any], store: Store, proposal: Proposal,
           status: str, note: str, change_id: str | None = None) -> Proposal:
    """Record the decision in the proposal (it is kept, never deleted)."""
    proposal.status, proposal.note = status, note
    proposal.decided, proposal.change = now_iso(), change_id
    file(store, proposal)
    return proposal


__all__ = ["all_proposals", "decide", "find_proposal", "require_pending"]
