"""`memdir.service.inbox`: proposals keep their candidate across the rename of its fields."""

from __future__ import annotations

from memdir.foundation.candidate import Candidate
from memdir.service.inbox import Proposal, candidate_fields


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


def test_a_proposed_memory_keeps_the_code_it_cites_through_approval(tmp_path):
    from memdir.pipeline.citations import make_anchor
    from memdir.service.inbox import proposal_text
    from memdir.service.memory import Memory
    from memdir.store.files.store import FileStore

    (tmp_path / ".git").mkdir()
    (tmp_path / "retry.py").write_text("def backoff(n):\n    return 2 ** n\n")
    anchor = make_anchor(tmp_path, "retry.py", "backoff")
    assert proposal(candidate_fields(Candidate("r", "d", "project", anchors=(anchor,)))
                    ).candidate_object().anchors == (anchor,)
    mem = Memory(FileStore(tmp_path / ".memory", scope="project"), user=False,
                 provider="offline")
    for name, edit in (("retry-cap", False), ("retry-edited", True)):
        decision, _ = mem.save(Candidate(name, f"Retry waits come from backoff ({name})",
                                         "project", anchors=(anchor,)), origin="visitor")
        assert decision.action == "propose"
        (queued,) = mem.inbox()
        text = proposal_text(queued).replace("come from", "are set by") if edit else None
        mem.approve(queued.id, edit=text)
        assert mem.project.find(name).anchors == (anchor,), name


def test_an_unusable_anchor_in_a_proposal_file_is_dropped():
    data = {"name": "r", "description": "d", "type": "project",
            "anchors": [{"path": "../etc/passwd", "sha256": "0" * 64}, "junk"]}
    assert proposal(data).candidate_object().anchors == ()
