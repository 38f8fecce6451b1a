"""`memdir.inbox`: proposals keep their candidate across the rename of its fields."""

from __future__ import annotations

from memdir.candidate import Candidate
from memdir.inbox import Proposal, candidate_fields


def proposal(candidate):
    return Proposal.from_dict({"id": "p1", "candidate": candidate}, "project")


def test_a_queued_candidate_comes_back_whole():
    cand = Candidate("use-ruff", "Lint with ruff", "feedback", body="b",
                     lifetime="current_task", quote="q")
    assert proposal(candidate_fields(cand)).candidate_object() == cand


def test_a_proposal_queued_with_the_old_scope_key_keeps_its_lifetime():
    old = {"name": "use-ruff", "description": "Lint with ruff", "type": "feedback",
           "scope": "current_task"}
    assert proposal(old).candidate_object().lifetime == "current_task"
