"""Proposals about memories whose cited code changed (`memdir.service.anchor_review`) use only the
store contract's proposal calls, so they work, and dedupe, on every store."""

from __future__ import annotations

from memory_helpers import file_to, person

from memdir.foundation.candidate import Candidate
from memdir.pipeline.anchors import changed_code
from memdir.pipeline.citations import make_anchor
from memdir.service.anchor_review import propose
from memdir.service.review import decide


def _stale_memory(store_factory, tmp_path):
    (tmp_path / "retry.py").write_text("def backoff(n):\n    return min(30, 2 ** n)\n")
    store = store_factory()
    store.upsert(Candidate("retry-cap", "The retry backoff is capped at 30 seconds",
                           "project", anchors=(make_anchor(tmp_path, "retry.py", "backoff"),)
                           ).to_record())
    (tmp_path / "retry.py").write_text("def backoff(n):\n    return min(60, 2 ** n)\n")
    ((rec, checks),) = changed_code(store.list(), tmp_path)
    return store, rec, checks


def test_a_stale_memory_is_proposed_once_and_a_rejection_stands(store_factory, tmp_path):
    store, rec, checks = _stale_memory(store_factory, tmp_path)
    proposal, made = propose(store, rec, checks, tmp_path, file_to)
    assert made and proposal.kind == "reanchor"
    assert propose(store, rec, checks, tmp_path, file_to) == (proposal, False)
    decide(file_to, store, proposal, "rejected", "still true")
    again, made = propose(store, rec, checks, tmp_path, file_to)
    assert (again.id, again.status, made) == (proposal.id, "rejected", False)
    assert len(store.proposals()) == 1


def test_an_approved_reanchor_is_applied_as_one_change(store_factory, tmp_path):
    store, rec, checks = _stale_memory(store_factory, tmp_path)
    proposal, _ = propose(store, rec, checks, tmp_path, file_to)
    done = person(store, folder=tmp_path).approve(proposal.id)
    assert changed_code(store.list(), tmp_path) == []
    assert "re-anchored retry-cap" in done.note
