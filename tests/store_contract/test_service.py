"""The one service, `Memory`, over every store of the contract: what a front-end does
(save, update, search, recall, history, forget, restore, the review queue, a turn's
extraction and its undo) works the same whatever keeps the records.

Each test runs once per entry of ``FACTORIES`` (conftest.py), the file store and
PostgreSQL among them."""

from __future__ import annotations

import json

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ConflictError, MemdirError, NotFoundError
from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.service.write_policy import Cell, WritePolicy
from memdir.testing import ScriptedProvider

PYTEST = Candidate(name="prefer-pytest", type="feedback",
                   description="Tests in this project use pytest, never unittest",
                   body="The user corrected this: pytest functions and fixtures.")
DEPLOY = Candidate(name="deploy-day", type="project", description="Deploys happen on friday",
                   body="Deploys happen on friday, after the review.")


@pytest.fixture
def memory(store):
    with Memory(store, user=False, provider="offline") as mem:
        yield mem


def test_records_are_saved_found_and_updated_through_the_policy(memory, store):
    decision, rec = memory.save(PYTEST, origin="user")
    assert decision.action == "store" and store.get("prefer-pytest").hash == rec.hash
    assert memory.get("Prefer-Pytest").record.description == PYTEST.description

    # The same words again are no new record; a stale hash changes nothing.
    again, written = memory.save(PYTEST, origin="model")
    assert again.action == "reject" and written is None and store.count() == 1
    done = memory.update("prefer-pytest", rec.hash, description="Tests use pytest only")
    assert done.record is not None and store.get("prefer-pytest").hash == done.record.hash
    with pytest.raises(ConflictError):
        memory.update("prefer-pytest", rec.hash, description="Tests use nose")
    assert store.get("prefer-pytest").description == "Tests use pytest only"


def test_search_recall_list_and_catalog_read_the_store(memory):
    memory.save(PYTEST, origin="user")
    memory.save(DEPLOY, origin="user")
    found = memory.search("how do we write our unittest tests")
    assert [h.record.name for h in found.hits] == ["prefer-pytest"]
    assert memory.search("quantum chromodynamics lattice").hits == []
    recalled = memory.recall("which day do we deploy")
    assert [r.record.name for r in recalled] == ["deploy-day"]
    rows, total = memory.list()
    assert total == 2 and {e.name for e in rows} == {"prefer-pytest", "deploy-day"}
    assert "prefer-pytest" in memory.catalog() and "deploy-day" in memory.catalog()
    prompt = memory.system_prompt([{"role": "user", "content": "which day do we deploy"}])
    assert [r.record.name for r in prompt.recalled] == ["deploy-day"]


def test_forget_keeps_history_and_restore_brings_it_back(memory, store):
    memory.save(DEPLOY, origin="user")
    memory.forget("deploy-day", actor="alice")
    assert store.find("deploy-day") is None
    with pytest.raises(NotFoundError):
        memory.get("deploy-day")
    ops = [e.op for _, e in memory.history("deploy-day")]
    assert ops[0] == "create" and ops[-1] == "delete"
    back = memory.restore("deploy-day")
    assert back.record.description == DEPLOY.description
    assert store.get("deploy-day").description == DEPLOY.description

    moved = memory.rename("deploy-day", "release-day")
    assert moved.record.name == "release-day" and store.find("deploy-day") is None


def test_proposals_wait_for_a_person_and_approval_is_one_change_to_undo(store):
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(store, user=False, provider="offline", policy=policy) as mem:
        decision, written = mem.save(DEPLOY, origin="model")
        assert decision.action == "propose" and written is None
        assert store.find("deploy-day") is None
        [p] = mem.inbox()
        done = mem.approve(p.id)
        assert store.get("deploy-day").description == DEPLOY.description
        assert mem.inbox() == [] and [c.id for c in mem.changes()] == [done.change]
        mem.undo(done.change)
        assert store.find("deploy-day") is None

        mem.save(DEPLOY, origin="model")
        [q] = mem.inbox()
        assert mem.reject(q.id, "we deploy on monday").status == "rejected"
        assert store.find("deploy-day") is None and mem.inbox() == []


def test_a_turn_is_extracted_admitted_and_undone_as_one_change(store):
    said = "From now on deploy with the blue pipeline"
    model = ScriptedProvider(json.dumps([
        {"name": "blue-pipeline", "description": "Deploy with the blue pipeline",
         "type": "project", "scope": "persistent", "quote": said}]))
    with Memory(store, user=False, provider=model) as mem:
        report = mem.after_turn([{"role": "user", "content": said},
                                 {"role": "assistant", "content": "ok"}])
        assert report.errors == [] and store.get("blue-pipeline").origin == "user"
        [change] = mem.changes()
        assert change.id == report.change
        mem.undo(change.id)
        assert store.find("blue-pipeline") is None

        told = mem.remember("Always run the linter before committing")
        assert [r.name for r in told.stored] == [r.name for r in store.list()]
        gone = mem.forget_session(mem.session)
        assert [f.record.name for f in gone] == [told.stored[0].name]
        assert store.count() == 0


def test_anchors_without_a_project_folder_are_refused_in_one_sentence(store):
    from memdir.integrations.mcp_answers import McpAnswers

    if getattr(store, "root", None) is not None:
        pytest.skip("a folder store has a project folder for its anchors")
    answers = McpAnswers(store, user=False)
    with pytest.raises(MemdirError, match="^Anchors cite project files"):
        answers.save(description="The parser lives in parse.py", type="project",
                     anchors=[{"path": "src/parse.py"}])
    assert store.count() == 0
    # A record that cites code (moved here from a folder store) is recalled, unchecked,
    # even where stale code is held back: there is no code here to find it stale.
    cited = {"path": "src/parse.py", "sha256": "0" * 64}
    store.upsert(Record("parser-home", "The parser lives in parse.py", "project",
                        "See src/parse.py.", extra={"anchors": [cited]}))
    with Memory(store, user=False, provider="offline", stale_anchors="hold") as mem:
        [found] = mem.recall("where does the parser live")
        assert found.record.name == "parser-home" and found.anchors == ()


def test_a_listing_is_paged_by_cursor_without_repeats_or_gaps(memory, store):
    for i in range(7):  # two share each second: the pages cut inside ties too
        when = f"2026-01-01T00:00:0{i // 2}Z"
        store.upsert(Record(name=f"note-{i}", description=f"Note {i}", type="project",
                            updated=when, created=when))
    everything, total = memory.list()
    pages, after = [], None
    while True:
        rows, count, after = memory.page(limit=3, after=after)
        pages.append([e.name for e in rows])
        assert count == total == 7
        if after is None:
            break
    assert [len(p) for p in pages] == [3, 3, 1]
    assert sum(pages, []) == [e.name for e in everything]

    # A record written between two pages comes first: the next listing shows it, this
    # one goes on where it was, repeating and skipping nothing.
    rows, _, after = memory.page(limit=3)
    store.upsert(Record(name="late-note", description="Written while paging",
                        type="project"))
    rest = []
    while after is not None:
        more, _, after = memory.page(limit=3, after=after)
        rest += [e.name for e in more]
    assert [e.name for e in rows] + rest == [e.name for e in everything]
    assert memory.page(limit=1)[0][0].name == "late-note"

    # With a type, the pages hold that type only, and the count is of that type.
    store.upsert(Record(name="a-feedback", description="Only feedback", type="feedback"))
    rows, count, after = memory.page(type="feedback", limit=1)
    assert [e.name for e in rows] == ["a-feedback"] and count == 1 and after is None

    for bad in ("not-a-cursor", "W10", "WyJ4IiwibiIsInByb2plY3QiXQ"):  # "[]", ["x", ...]
        with pytest.raises(MemdirError, match="not a cursor"):
            memory.page(limit=3, after=bad)
