"""Memories whose cited code changed reach the inbox: re-anchor a stale one, retire a gone
one; one proposal per memory and state; approve, edit, reject and undo through the service."""

from __future__ import annotations

import pytest
from memory_helpers import file_to

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import MemdirError, ProposalError
from memdir.pipeline.anchors import AnchorChecker, changed_code
from memdir.pipeline.citations import make_anchor
from memdir.service.anchor_review import propose
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

RETRY = """import time


def backoff(attempt):
    \"\"\"Seconds to wait before retry number ``attempt``.\"\"\"
    return min(30, 2 ** attempt)
"""


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "net").mkdir()
    (tmp_path / "net" / "retry.py").write_text(RETRY)
    return tmp_path


@pytest.fixture
def memory(project):
    mem = Memory(FileStore(project / ".memory", scope="project"), user=False,
                 provider="offline")
    mem.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds", "project",
                       anchors=(make_anchor(project, "net/retry.py", "backoff"),)))
    return mem


def _edit_code(project, new="min(60, 2 ** attempt)"):
    (project / "net" / "retry.py").write_text(RETRY.replace("min(30, 2 ** attempt)", new))


def _status(memory, project):
    rec = memory.project.find("retry-cap")
    return [AnchorChecker().check(a, project).status for a in rec.anchors]


def test_a_stale_memory_gets_one_reanchor_proposal_however_often_recall_sees_it(
        memory, project):
    _edit_code(project)
    for _ in range(3):
        (item,) = memory.recall("retry backoff cap")
        assert item.code_status == "stale"  # still labelled while the proposal waits
    (proposal,) = memory.inbox()
    assert (proposal.kind, proposal.names, proposal.writer) == (
        "reanchor", ["retry-cap"], "code-check")
    assert proposal.source["code"] == [{"path": "net/retry.py", "symbol": "backoff",
                                        "status": "stale"}]
    store = memory.project
    rec = store.find("retry-cap")
    again, made = propose(store, rec, changed_code([rec], project)[0][1], project, file_to)
    assert (again.id, made) == (proposal.id, False)
    assert len(memory.inbox(status=None)) == 1


def test_recalling_a_memory_whose_proposal_waits_reads_no_page_of_the_inbox(
        memory, project, monkeypatch):
    """Every recall of a stale memory (the per-prompt hook) paged and parsed every pending
    proposal of the inbox to close older ones, though its own proposal was already there."""
    from memdir.service import anchor_review

    _edit_code(project)
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    assert "closing_older" not in proposal.source  # the others closed: the mark is off
    store = memory.project
    pages = []
    page = store.proposal_page
    monkeypatch.setattr(store, "proposal_page",
                        lambda *a, **k: pages.append((a, k)) or page(*a, **k))
    rec = store.find("retry-cap")
    again, made = propose(store, rec, changed_code([rec], project)[0][1], project, file_to)
    assert (again.id, made) == (proposal.id, False)
    anchor_review._handled.clear()  # as in a new turn's process
    assert memory.recall("retry backoff cap")[0].code_status == "stale"
    assert pages == []


def test_approving_a_reanchor_cites_the_code_as_it_is_and_undo_takes_it_back(
        memory, project):
    _edit_code(project)
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    _edit_code(project, "min(90, 2 ** attempt)")  # changed again before the approval
    done = memory.approve(proposal.id)
    assert done.status == "approved" and "re-anchored retry-cap" in done.note
    assert _status(memory, project) == ["fresh"]
    assert memory.project.find("retry-cap").description.startswith("The retry backoff")
    memory.undo(done.change)
    assert _status(memory, project) == ["stale"]


def test_a_gone_memory_is_retired_as_a_tombstone_that_undo_brings_back(memory, project):
    (project / "net" / "retry.py").unlink()
    assert memory.recall("retry backoff cap")[0].code_status == "gone"
    (proposal,) = memory.inbox()
    assert proposal.kind == "retire" and proposal.ops[0].op == "tombstone"
    done = memory.approve(proposal.id)
    assert memory.project.find("retry-cap") is None
    assert [t.name for _, t in memory.tombstones()] == ["retry-cap"]
    memory.undo(done.change)
    assert memory.project.find("retry-cap") is not None


def test_a_rejected_retire_is_remembered_and_not_proposed_again(memory, project):
    (project / "net" / "retry.py").unlink()
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    memory.reject(proposal.id, "the memory is still worth keeping")
    fresh = Memory(memory.project, user=False, provider="offline")  # a new turn's process
    from memdir.service import anchor_review

    anchor_review._handled.clear()  # as in a new process
    assert fresh.recall("retry backoff cap")[0].code_status == "gone"
    assert fresh.inbox() == []
    assert [p.status for p in fresh.inbox(status=None)] == ["rejected"]


def test_a_memory_whose_state_changes_has_one_open_proposal(memory, project):
    _edit_code(project)
    memory.recall("retry backoff cap")
    (first,) = memory.inbox()
    (project / "net" / "retry.py").unlink()  # now gone: a new subject
    memory.recall("retry backoff cap")
    (second,) = memory.inbox()
    assert second.kind == "retire" and second.id != first.id
    closed = memory.proposal(first.id)
    assert closed.status == "rejected" and closed.note.startswith("superseded by " + second.id)
    # Back to stale (the file restored, still changed): the superseded one opens again.
    _edit_code(project)
    memory.recall("retry backoff cap")
    assert [p.id for p in memory.inbox()] == [first.id]


def test_approval_refuses_when_the_memory_changed_since(memory, project):
    _edit_code(project)
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    rec = memory.project.find("retry-cap")
    memory.update("retry-cap", rec.hash, description="The retry backoff is capped at 60 s",
                  origin="user")
    before = memory.project.find("retry-cap").hash
    with pytest.raises(ProposalError, match="is stale: memory 'retry-cap' changed since it "
                                            "was proposed, so nothing was written"):
        memory.approve(proposal.id)
    assert memory.project.find("retry-cap").hash == before
    assert memory.proposal(proposal.id).status == "stale"


def test_approving_a_retire_refuses_when_the_code_came_back(memory, project):
    path = project / "net" / "retry.py"
    path.unlink()
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    path.write_text(RETRY)
    with pytest.raises(ProposalError, match="no longer gone"):
        memory.approve(proposal.id)
    assert memory.project.find("retry-cap") is not None


def test_editing_a_retire_rewrites_the_memory_and_drops_the_gone_anchor(memory, project):
    from memdir.service.inbox import proposal_text

    (project / "net" / "retry.py").unlink()
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    text = proposal_text(proposal)
    assert "retry-cap" in text and "anchors:" in text
    done = memory.approve(proposal.id, edit=text.replace(
        "The retry backoff is capped at 30 seconds", "Retries are no longer capped"))
    rec = memory.project.find("retry-cap")
    assert rec.description == "Retries are no longer capped" and rec.anchors == ()
    assert "edited retry-cap" in done.note
    assert memory.recall("retries capped")[0].code_status == "fresh"
    assert memory.inbox() == []


def test_an_edit_holding_a_secret_is_refused(memory, project):
    from memdir.service.inbox import proposal_text

    _edit_code(project)
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    key = "AKIA" + "Z7QF3N4LM2P8R6TX"
    with pytest.raises(ProposalError, match="not approved"):
        memory.approve(proposal.id, edit=proposal_text(proposal).replace(
            "30 seconds", f"30 seconds; key {key}"))
    assert key not in (memory.project.root / "retry-cap.md").read_text()


def test_held_back_memories_are_still_proposed(project):
    mem = Memory(FileStore(project / ".memory", scope="project"), user=False,
                 provider="offline", stale_anchors="hold")
    mem.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds", "project",
                       anchors=(make_anchor(project, "net/retry.py", "backoff"),)))
    _edit_code(project)
    assert mem.recall("retry backoff cap") == []
    assert [p.kind for p in mem.inbox()] == ["reanchor"]


def test_the_config_holds_stale_memories_back(project):
    from memdir.foundation.config import Config

    config = Config.from_env({"MEMDIR_STALE_ANCHORS": "hold"})
    assert config.stale_anchors == "hold"
    assert Config.from_env({"MEMDIR_STALE_ANCHORS": "typo"}).stale_anchors == "label"
    mem = Memory(FileStore(project / ".memory", scope="project"), user=False,
                 provider="offline", config=config)
    mem.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds", "project",
                       anchors=(make_anchor(project, "net/retry.py", "backoff"),)))
    _edit_code(project)
    assert mem.stale_anchors == "hold" and mem.recall("retry backoff cap") == []
    labelled = Memory(mem.project, user=False, provider="offline", config=config,
                      stale_anchors="label")
    assert labelled.recall("retry backoff cap")[0].code_status == "stale"
    with pytest.raises(MemdirError, match="Unknown stale_anchors"):
        Memory(mem.project, user=False, config=config, stale_anchors="drop")


def _gone_again(memory, project):
    """A stale memory's reanchor proposal, then its code gone: (the first proposal, the
    memory, its checks now)."""
    _edit_code(project)
    memory.recall("retry backoff cap")
    (first,) = memory.inbox()
    (project / "net" / "retry.py").unlink()  # gone now: a new subject closes the first
    rec = memory.project.find("retry-cap")
    return first, rec, changed_code([rec], project)[0][1]


def test_a_person_deciding_the_superseded_proposal_meanwhile_keeps_that_decision(
        memory, project):
    from memory_helpers import pipeline_over

    first, rec, checks = _gone_again(memory, project)
    store = memory.project
    reviewer = Memory(store, user=False, provider="offline")  # another process, a person
    filing = pipeline_over(store).file_proposal

    def racing(target, proposal, **how):
        if proposal.id == first.id:  # the person rejects it just before it is closed
            reviewer.reject(first.id, "still true: the cap is a product decision")
        return filing(target, proposal, **how)

    second, made = propose(store, rec, checks, project, racing)
    assert made and second.kind == "retire"
    kept = memory.proposal(first.id)
    assert (kept.status, kept.note) == ("rejected", "still true: the cap is a product "
                                                    "decision")
    assert [p.id for p in memory.inbox()] == [second.id]


def test_a_proposal_that_cannot_be_filed_closes_nothing_and_calling_again_finishes(
        memory, project):
    import errno

    first, rec, checks = _gone_again(memory, project)
    store = memory.project

    def full(target, proposal, **how):
        if proposal.pending:  # the new proposal: the disk is full
            raise OSError(errno.ENOSPC, "No space left on device")
        return file_to(target, proposal, **how)

    with pytest.raises(OSError):
        propose(store, rec, checks, project, full)
    assert [p.id for p in memory.inbox(status=None)] == [first.id]
    assert memory.proposal(first.id).pending  # still the open one: nothing replaced it

    def killed(target, proposal, **how):  # filed, then killed before closing the first
        if not proposal.pending:
            raise KeyboardInterrupt
        return file_to(target, proposal, **how)

    with pytest.raises(KeyboardInterrupt):
        propose(store, rec, checks, project, killed)
    second, made = propose(store, rec, checks, project, file_to)  # run again
    assert not made and second.kind == "retire"
    assert [p.id for p in memory.inbox()] == [second.id]
    assert memory.proposal(first.id).note.startswith("superseded by " + second.id)
