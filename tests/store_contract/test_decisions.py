"""Two people deciding one proposal at once (two reviewers, two server replicas, the
command line and the review page), on every store: the first decision stands, the second
is told it, and the memory is what the first decided.

Each reviewer has a store of their own over the same records (a folder's second handle, a
second connection to the tenant). The second reviewer reads the proposal while it is
pending, then the first decides it whole, then the second goes on: the interleaving of
two processes, made in order here.

Each test runs once per entry of ``FACTORIES`` (conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ProposalError
from memdir.service import review
from memdir.service.memory import Memory
from memdir.service.write_policy import WritePolicy
from memdir.store.base import Store

FACT = Candidate("deploy-day", "Deploys happen on friday", "project",
                 "Deploys happen on friday, after the review.")


def _another(store: Store) -> Store:
    """A second handle on ``store``'s records, as another process opens them."""
    from memdir.store.files.store import FileStore
    from memdir.store.postgres import PostgresStore

    if isinstance(store, FileStore):
        return FileStore(store.root, scope=store.scope)
    assert isinstance(store, PostgresStore)
    return PostgresStore(store.dsn, tenant=store.tenant, scope=store.scope)


def _memory(store: Store, actor: str) -> Memory:
    policy = WritePolicy()
    policy.apply({"model": "propose"}, "test", stricter_only=False)
    return Memory(store, user=False, provider="offline", policy=policy, actor=actor)


def _proposed(store: Store) -> tuple[Memory, Memory, str]:
    """A model's proposal, and the two reviewers (each over a handle of their own)."""
    done = _memory(store, "model").save_written(FACT)
    assert done.proposal is not None and done.record is None
    return _memory(store, "person"), _memory(_another(store), "person"), done.proposal.id


def _first_decides_meanwhile(monkeypatch, first: Callable[[], Any]) -> None:
    """When the second reviewer has read the proposal as pending, the first decides it."""
    checked = review.require_pending
    pending = [first]

    def then_the_other(proposal: Any) -> None:
        checked(proposal)
        if pending:
            pending.pop()()
    monkeypatch.setattr(review, "require_pending", then_the_other)


@pytest.mark.parametrize("second", ["approve", "reject"])
def test_an_approval_stands_against_a_second_decision_made_meanwhile(store, monkeypatch,
                                                                     second):
    a, b, pid = _proposed(store)
    _first_decides_meanwhile(monkeypatch, lambda: a.approve(pid))
    with pytest.raises(ProposalError, match="already approved"):
        b.approve(pid) if second == "approve" else b.reject(pid, "not true")
    kept = a.proposal(pid)
    assert kept.status == "approved" and kept.change is not None
    assert a.get("deploy-day").record.description == FACT.description
    # Nothing proposed again: the first approval's own write is not a newer edit.
    assert a.inbox() == []
    a.undo(kept.change)  # the approval is the change that undo reverts
    assert not store.find("deploy-day")


def test_a_rejection_stands_against_an_approval_made_meanwhile(store, monkeypatch):
    a, b, pid = _proposed(store)
    _first_decides_meanwhile(monkeypatch, lambda: a.reject(pid, "not true"))
    with pytest.raises(ProposalError, match="already rejected"):
        b.approve(pid)
    assert a.proposal(pid).status == "rejected"
    assert store.find("deploy-day") is None  # the person's rejection wrote nothing


def test_a_store_writes_a_proposal_over_the_status_it_was_read_in_only(store):
    from memdir.foundation.errors import ConflictError

    store.save_proposal({"id": "p0123456789", "status": "pending", "created": "2026-01-02"})
    store.save_proposal({"id": "p0123456789", "status": "rejected", "created": "2026-01-02"},
                        if_status="pending")
    with pytest.raises(ConflictError, match="was rejected"):
        store.save_proposal({"id": "p0123456789", "status": "approved",
                             "created": "2026-01-02"}, if_status="pending")
    with pytest.raises(ConflictError, match="not in the inbox"):
        store.save_proposal({"id": "p00aa11bb22", "status": "approved"}, if_status="pending")
    assert store.proposal("p0123456789")["status"] == "rejected"
    with pytest.raises(Exception, match="p00aa11bb22"):
        store.proposal("p00aa11bb22")


def test_the_same_claim_again_never_reopens_a_proposal_decided_meanwhile(store, monkeypatch):
    """A second model (a visitor) proposing the same again is counted as a supporter of
    the pending one; decided meanwhile, the decision stands and the claim is filed as a
    proposal of its own. The supporter was written over the decision: the proposal was
    pending again, its approval's change forgotten."""
    from memdir.service.writes.proposals import Proposals

    a, _, pid = _proposed(store)
    support = Proposals._supported
    decided: list[str] = []

    def decided_meanwhile(self: Any, kept: Store, pending: Any, again: Any) -> Any:
        if not decided:
            decided.append(a.approve(pending.id).status)
        return support(self, kept, pending, again)
    monkeypatch.setattr(Proposals, "_supported", decided_meanwhile)
    other = Memory(_another(store), user=False, provider="offline", actor="model",
                   policy=_memory(store, "model").policy, session="another-session")
    again = other.save_written(FACT).proposal
    assert decided == ["approved"] and a.proposal(pid).status == "approved"
    assert again is not None and again.id != pid and a.proposal(again.id).pending
