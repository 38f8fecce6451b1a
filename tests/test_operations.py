"""Memory's record operations over both stores: what every front-end calls."""

from __future__ import annotations

import pytest

from memdir import Candidate, ConflictError, MemdirError, Memory, NotFoundError, Record
from memdir.store import FileStore


@pytest.fixture
def memory(tmp_path):
    project = FileStore(tmp_path / "proj" / ".memory", scope="project")
    user = FileStore(tmp_path / "home" / "memory", scope="user")
    with Memory(project, user=user, provider="offline", session="s1") as mem:
        yield mem


def test_a_save_goes_by_type_and_a_get_finds_it_in_either_store(memory):
    memory.save(Candidate("who", "Backend engineer who reads Chinese", "user"))
    memory.save(Candidate("prefer-pytest", "Tests use pytest", "feedback"))
    assert memory.get("who").scope == "user"
    assert memory.get("prefer-pytest").scope == "project"
    with pytest.raises(NotFoundError):
        memory.get("who", scope="project")
    rows, total = memory.list()
    assert total == 2 and {(r.name, r.scope) for r in rows} == {
        ("who", "user"), ("prefer-pytest", "project")}


def test_an_update_based_on_an_old_read_is_refused_and_changes_nothing(memory):
    memory.save(Candidate("prefer-pytest", "Tests use pytest", "feedback"))
    old = memory.get("prefer-pytest").record.hash
    memory.update("prefer-pytest", old, body="Run them with pytest -q.")
    with pytest.raises(ConflictError):
        memory.update("prefer-pytest", old, body="Run them with pytest -x.")
    assert memory.get("prefer-pytest").record.body == "Run them with pytest -q."


def test_an_update_passes_the_same_policy_as_a_save(memory):
    memory.save(Candidate("prefer-pytest", "Tests use pytest", "feedback"))
    rec = memory.get("prefer-pytest").record
    done = memory.update("prefer-pytest", rec.hash, body="For now skip the slow tests.")
    assert done.record is None and done.decision.reason.startswith("It is temporary")
    assert memory.get("prefer-pytest").record.body == rec.body


def test_forget_session_removes_that_sessions_records_in_both_stores_and_restore_brings_one_back(
        memory, tmp_path):
    memory.save(Candidate("who", "Backend engineer who reads Chinese", "user"))
    memory.save(Candidate("prefer-pytest", "Tests use pytest", "feedback"))
    memory.user.upsert(Record("by-hand", "Written by a person", "user",
                              source={"note": "added by hand"}))
    gone = memory.forget_session("s1")
    assert sorted((g.scope, g.record.name) for g in gone) == [
        ("project", "prefer-pytest"), ("user", "who")]
    assert [r.name for r in memory.user.list()] == ["by-hand"]
    back = memory.restore("who")
    assert (back.scope, memory.get("who").record.description) == (
        "user", "Backend engineer who reads Chinese")
    assert [e.op for _, e in memory.history("who")] == ["create", "delete", "restore"]


def test_a_memory_without_a_project_says_so_for_the_project_scope(tmp_path):
    user = FileStore(tmp_path / "home" / "memory", scope="user")
    with Memory(user, user=False, provider="offline") as memory:
        with pytest.raises(MemdirError, match="No project folder is known"):
            memory.search("anything", scope="project")
        decision, written = memory.save(Candidate("short-answers", "Prefers short answers",
                                                  "feedback"))
        assert written is not None and memory.get("short-answers").scope == "user"
