"""The review API of Memory: proposals, approval through the one write path, rejection,
changes and undo, consolidation plans and tombstones."""

from __future__ import annotations

import json

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ProposalError, UndoRefused
from memdir.foundation.record import Record
from memdir.service.inbox import proposal_text
from memdir.service.memory import Memory
from memdir.service.write_policy import Cell, WritePolicy
from memdir.testing import ScriptedProvider


def cand(name, description, type="project", quote=""):
    return Candidate(name=name, description=description, type=type, body=description,
                     quote=quote)


@pytest.fixture
def memory(tmp_path):
    with Memory(tmp_path / "proj", user=False, provider="offline") as mem:
        yield mem


def test_a_visitors_write_is_a_proposal_with_its_words_and_reason(memory):
    decision, written = memory.save(cand("owner-fired", "The owner was fired",
                                         quote="the owner was fired from his last job"),
                                    origin="visitor", source={"session": "v1", "message": 3,
                                                              "quote": "the owner was fired"})
    assert written is None and decision.action == "propose"
    assert memory.project.find("owner-fired") is None
    [p] = memory.inbox()
    assert (p.kind, p.writer, p.origin, p.scope) == ("write", "visitor", "visitor", "project")
    assert p.source == {"session": "v1", "message": 3, "quote": "the owner was fired"}
    assert p.reason == "The write policy proposes project memories from visitor (default)."
    assert "+description: The owner was fired" in p.diff()
    assert decision.reason == f"Proposed for review as {p.id} (memdir inbox); written once " \
                              "a person approves it."


def test_a_proposed_update_shows_only_what_it_changes_whenever_it_is_made(memory):
    # The record was last written long before the proposal: the proposed text keeps its
    # update time (the store stamps the approval's), so the reviewer's diff is the change
    # itself, not a clock line that differs when the two land in different seconds.
    memory.project.upsert(Record("test-runner", "How we run tests", "project", "Use pytest.",
                                 created="2020-01-01T00:00:00Z",
                                 updated="2020-01-02T00:00:00Z"), actor="test")
    memory.save(Candidate(name="test-runner", description="How we run tests", type="project",
                          body="Use vitest.", quote="we moved to vitest"), origin="visitor")
    [p] = memory.inbox()
    changed = [line for line in p.diff().splitlines()
               if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert [line for line in changed if line.startswith(("-updated:", "+updated:"))] == []
    assert "-Use pytest." in changed and "+Use vitest." in changed
    memory.approve(p.id)
    assert memory.project.get("test-runner").updated > "2020-01-02T00:00:00Z"


def test_proposals_survive_the_process_and_approval_writes_through_the_funnel(tmp_path):
    with Memory(tmp_path / "proj", user=False, provider="offline") as first:
        first.save(cand("deploy-day", "Deploys happen on friday"), origin="visitor")
        [pid] = [p.id for p in first.inbox()]
    with Memory(tmp_path / "proj", user=False, provider="offline") as later:
        done = later.approve(pid)
        rec = later.project.get("deploy-day")
        assert rec.origin == "visitor" and rec.description == "Deploys happen on friday"
        assert done.status == "approved" and done.change and later.inbox() == []
        assert [c.id for c in later.changes()] == [done.change]
        with pytest.raises(ProposalError, match="already approved"):
            later.approve(pid)


def test_an_edited_approval_writes_the_edit(memory):
    memory.save(cand("deploy-day", "Deploys happen on friday"), origin="visitor")
    [p] = memory.inbox()
    text = proposal_text(p).replace("on friday", "on monday")
    done = memory.approve(p.id, edit=text)
    assert memory.project.get("deploy-day").description == "Deploys happen on monday"
    assert done.note == "edited and written as deploy-day"


def test_approval_is_refused_by_admission_like_any_write(memory):
    memory.save(cand("deploy-day", "Deploys happen on friday"), origin="visitor")
    [p] = memory.inbox()
    secret = proposal_text(p) + "token: ghp_" + "a1B2c3D4e5" * 4 + "\n"
    with pytest.raises(ProposalError, match=f"^Proposal {p.id} was not approved: "):
        memory.approve(p.id, edit=secret)
    assert memory.project.find("deploy-day") is None
    assert memory.proposal(p.id).status == "pending"


def test_a_rejected_proposal_is_kept_with_its_reason_and_writes_nothing(memory):
    memory.save(cand("owner-fired", "The owner was fired"), origin="visitor")
    [p] = memory.inbox()
    memory.reject(p.id, "not true")
    assert memory.inbox() == [] and memory.project.find("owner-fired") is None
    [kept] = memory.inbox(status=None)
    assert (kept.status, kept.note) == ("rejected", "not true")


def test_the_policy_can_refuse_a_writer(tmp_path):
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("refuse", "test")
    with Memory(tmp_path / "proj", user=False, provider="offline", policy=policy) as mem:
        decision, written = mem.save(cand("a", "Use pnpm"))
        assert written is None and decision.action == "reject"
        assert decision.reason == "The write policy refuses project memories from model " \
                                  "(memdir policy)."
        assert mem.inbox() == []


def test_an_update_by_a_model_can_be_proposed_with_a_diff(tmp_path):
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(tmp_path / "proj", user=False, provider="offline", policy=policy) as mem:
        mem.save(cand("deploy-day", "Deploys happen on friday"), origin="user")
        rec = mem.project.get("deploy-day")
        done = mem.update("deploy-day", rec.hash, description="Deploys happen on monday")
        assert done.decision.action == "propose" and done.record is None
        [p] = mem.inbox()
        assert "-description: Deploys happen on friday" in p.diff()
        assert "+description: Deploys happen on monday" in p.diff()
        mem.approve(p.id)
        assert mem.project.get("deploy-day").description == "Deploys happen on monday"


def test_extraction_quoting_the_user_is_the_users_and_one_turn_is_one_change(tmp_path):
    said = "From now on deploy with the blue pipeline"
    model = ScriptedProvider(json.dumps([
        {"name": "blue-pipeline", "description": "Deploy with the blue pipeline",
         "type": "project", "scope": "persistent", "quote": said},
        {"name": "uses-k8s", "description": "The project runs on kubernetes",
         "type": "project", "scope": "persistent", "quote": ""}]))
    with Memory(tmp_path / "proj", user=False, provider=model) as mem:
        report = mem.after_turn([{"role": "user", "content": said},
                                 {"role": "assistant", "content": "ok"}])
        assert mem.project.get("blue-pipeline").origin == "user"
        assert mem.project.get("uses-k8s").origin == "model"
        [change] = mem.changes()
        assert change.id == report.change and change.kind == "extract"
        assert sorted(change.names) == ["blue-pipeline", "uses-k8s"]
        mem.undo(change.id)
        assert mem.project.list() == []


def merge_all_into_first(system, messages, tools):
    text = messages[-1]["content"]
    records = json.loads(text[text.index("["):])
    first = dict(records[0], body="merged")
    return json.dumps([first])


def fill(mem, n):
    for i in range(n):
        mem.project.upsert(Record(f"r{i}", f"Use pnpm {i}", "project", f"body {i}"))


def test_consolidation_after_a_turn_is_proposed_by_default_and_changes_nothing(tmp_path):
    model = ScriptedProvider(json.dumps([{"name": "r10", "description": "Use pnpm 10",
                                          "type": "project", "scope": "persistent"}]),
                             merge_all_into_first)
    with Memory(tmp_path / "proj", user=False, provider=model, consolidate_at=10) as mem:
        fill(mem, 10)
        before = {r.name: r.to_text() for r in mem.project.list()}
        report = mem.after_turn([{"role": "user", "content": "use pnpm 10"}])
        [result] = report.consolidation
        [p] = mem.inbox()
        assert result.proposed == [p.id] and p.kind == "consolidation"
        assert {r.name: r.to_text() for r in mem.project.list()} == {
            **before, "r10": mem.project.get("r10").to_text()}
        assert sum(op.op == "tombstone" for op in p.ops) == 10
        mem.approve(p.id)
        assert [r.name for r in mem.project.list()] == ["r0"]
        assert len(mem.tombstones()) == 10
        consolidation = mem.changes()[0]
        assert consolidation.kind == "approve"
        mem.undo(consolidation.id)
        assert mem.tombstones() == [] and len(mem.project.list()) == 11


def test_a_plan_whose_records_changed_since_is_not_approved(tmp_path):
    with Memory(tmp_path / "proj", user=False,
                provider=ScriptedProvider(merge_all_into_first)) as mem:
        fill(mem, 3)
        result = mem.consolidate()
        [pid] = result.proposed
        rec = mem.project.get("r2")
        mem.project.upsert(rec.evolve(description="Use yarn"), expected_hash=rec.hash)
        with pytest.raises(ProposalError) as err:
            mem.approve(pid)
        assert str(err.value) == (
            f"Proposal {pid} is stale: memory 'r2' changed since it was proposed, so nothing "
            "was written; consolidate again (memdir consolidate) to plan from the memories "
            "as they are now.")
        assert len(mem.project.list()) == 3
        assert mem.proposal(pid).status == "stale"


def test_undo_refuses_a_change_whose_record_was_edited_since(memory):
    memory.save(cand("a", "Use pnpm"), origin="user")
    [change] = memory.changes()
    rec = memory.project.get("a")
    memory.update("a", rec.hash, description="Use pnpm 9", origin="user")
    with pytest.raises(UndoRefused, match="^'a' was changed after change"):
        memory.undo(change.id)
    assert memory.project.get("a").description == "Use pnpm 9"


def test_an_approved_correction_takes_the_name_the_correction_gives_it(memory):
    memory.policy = WritePolicy()
    memory.save(Candidate("测试-vitest", "测试改用 vitest", "feedback", "测试改用 vitest"),
                origin="user")
    memory.policy.apply({"user": {"feedback": "propose"}}, "test", stricter_only=False)
    report = memory.after_turn([{"role": "user", "content": "我又改主意了,测试还是改用 pytest"},
                                {"role": "assistant", "content": "好的。"}])
    [proposal] = report.proposed
    assert "+name: 测试-pytest" in proposal.diff()
    memory.approve(proposal.id)
    # What holds is the correction, under its own name; the corrected memory is kept,
    # closed, saying what replaced it.
    held = {r.name: r for r in memory.project.list()}
    assert [(r.name, r.description) for r in held.values() if not r.valid_to] == [
        ("测试-pytest", "测试还是改用 pytest")]
    assert held["测试-vitest"].valid_to and held["测试-vitest"].superseded_by == "测试-pytest"


def test_a_second_reviewer_approving_meanwhile_is_told_it_was_approved(tmp_path, monkeypatch):
    """Two people approving one new memory at once: the one whose write came second was
    told "A memory named 'staging-url' already exists" (a conflict with what looked like
    a different memory) instead of the first one's decision, which stands."""
    from memdir.service.writes import operations, proposals

    with Memory(tmp_path / "proj", user=False, provider="offline") as first, \
            Memory(tmp_path / "proj", user=False, provider="offline") as second:
        first.save(cand("staging-url", "Staging is at staging.example.com"),
                   origin="visitor")
        [p] = first.inbox()
        checked = operations.stale

        def approved_meanwhile(store, ops):
            found = checked(store, ops)  # this approval found nothing changed...
            monkeypatch.setattr(proposals, "stale", checked)
            second.approve(p.id)  # ...then the other person approved it
            return found

        monkeypatch.setattr(proposals, "stale", approved_meanwhile)
        with pytest.raises(ProposalError, match=f"Proposal {p.id} was already approved"):
            first.approve(p.id)
        assert first.proposal(p.id).status == "approved"
        assert [c.kind for c in first.changes()] == ["approve"]


def test_a_second_person_undoing_meanwhile_is_told_it_was_undone(tmp_path, monkeypatch):
    """Two people undoing one change at once: the second was told "Memory 'deploy' was
    changed by another writer since it was read; read it again and retry", and a retry
    only said it was undone already. The second is told so at once."""
    import memdir.service.writes.undo as undo_module
    from memdir.foundation.errors import UndoRefused

    with Memory(tmp_path / "proj", user=False, provider="offline") as first, \
            Memory(tmp_path / "proj", user=False, provider="offline") as second:
        first.save(cand("deploy", "Deploys go through Argo"), origin="user")
        [change] = first.changes()
        planned = undo_module.plan_undo

        def undone_meanwhile(stores, change_id):
            steps = planned(stores, change_id)  # this undo found nothing changed...
            monkeypatch.setattr(undo_module, "plan_undo", planned)
            second.undo(change_id)  # ...then the other person undid it
            return steps

        monkeypatch.setattr(undo_module, "plan_undo", undone_meanwhile)
        with pytest.raises(UndoRefused, match=f"Change {change.id} was already undone by"):
            first.undo(change.id)
        assert first.project.find("deploy") is None
        assert [c.kind for c in first.changes()] == ["undo", "save"]


def test_an_undo_landing_while_the_second_is_planned_is_named(tmp_path, monkeypatch):
    """The other person's undo landing between the second undo's listing of the changes
    and its read of the record was answered "'deploy' was changed after change ..., so
    undoing it would lose that edit", an edit no one made (two reviewers on PostgreSQL
    through memdir serve, under load). The second is told it was undone, and by which."""
    import memdir.service.changes as changes_module
    from memdir.foundation.errors import UndoRefused

    with Memory(tmp_path / "proj", user=False, provider="offline") as first, \
            Memory(tmp_path / "proj", user=False, provider="offline") as second:
        first.save(cand("deploy", "Deploys go through Argo"), origin="user")
        [change] = first.changes()
        listed = changes_module.list_changes

        def undone_after_listing(stores):
            found = listed(stores)  # nothing undone yet...
            monkeypatch.setattr(changes_module, "list_changes", listed)
            second.undo(change.id)  # ...then the other person's undo lands
            return found

        monkeypatch.setattr(changes_module, "list_changes", undone_after_listing)
        with pytest.raises(UndoRefused, match=f"Change {change.id} was already undone by"):
            first.undo(change.id)
        assert first.project.find("deploy") is None
        assert [c.kind for c in first.changes()] == ["undo", "save"]


@pytest.mark.parametrize("kind", ["files", "postgres"])
def test_an_approved_undo_is_listed_as_the_undo_of_its_change(tmp_path, request, kind):
    """A model's undo under a policy that proposes it, once approved, was listed as a
    plain approval: `changes` still showed the change it reverted as standing, and undoing
    that change again said "'deploy' was changed after change ..., so undoing it would
    lose that edit", an edit no one made. The approval is the undo, and says so."""
    from memdir.foundation.errors import UndoRefused

    project = request.getfixturevalue("pg_store") if kind == "postgres" \
        else tmp_path / "proj"
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(project, user=False, provider="offline", policy=policy) as person:
        person.save(cand("deploy", "Deploys go through Argo"), origin="user")
        [saved] = person.changes()
        person.as_actor("model").undo(saved.id)
        [proposal] = person.inbox()
        person.approve(proposal.id)
        approval, original = person.changes()
        assert (approval.kind, approval.undoes) == ("approve", saved.id)
        assert original.undone_by == approval.id
        with pytest.raises(UndoRefused, match=f"already undone by {approval.id}"):
            person.undo(saved.id)
        redo = person.undo(approval.id)  # undoing the approval redoes the change
        assert person.project.get("deploy").description == "Deploys go through Argo"
        assert [c.undone_by for c in person.changes()] == [None, redo.id, None]


@pytest.mark.parametrize("kind", ["files", "postgres"])
def test_an_approved_new_name_and_text_is_the_history_a_direct_edit_makes(tmp_path, request,
                                                                          kind):
    """A model's edit of a memory's name and text, approved, was written as a new memory
    and the old one deleted: the new name's history began at the approval and the old
    one's ended in a deletion. It is the rename, then the update, in one change, as the
    same edit made directly is; that change's undo brings the old name and text back."""
    project = request.getfixturevalue("pg_store") if kind == "postgres" \
        else tmp_path / "proj"
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(project, user=False, provider="offline", policy=policy) as person:
        person.save(cand("deploy-day", "Deploys happen on friday"), origin="user")
        rec = person.project.get("deploy-day")
        done = person.as_actor("model").update("deploy-day", rec.hash, new_name="deploy-weekday",
                                               description="Deploys happen on monday")
        assert done.decision.action == "propose"
        [proposal] = person.inbox()
        assert [(op.op, op.name) for op in proposal.ops] == [
            ("rename", "deploy-day"), ("write", "deploy-weekday")]
        assert "+description: Deploys happen on monday" in proposal.diff()
        person.approve(proposal.id)
        assert person.project.find("deploy-day") is None
        now = person.project.get("deploy-weekday")
        assert now.description == "Deploys happen on monday"
        history = person.history("deploy-weekday")
        assert [e.op for _, e in history] == ["create", "rename", "update"]
        approval = person.changes()[0]
        assert approval.kind == "approve"
        assert [e.op for _, e in history if e.change == approval.id] == ["rename", "update"]
        person.undo(approval.id)
        assert person.project.find("deploy-weekday") is None
        assert person.project.get("deploy-day").description == "Deploys happen on friday"


@pytest.mark.parametrize("kind", ["files", "postgres"])
def test_a_rename_whose_new_name_was_taken_since_is_stale_not_stuck(tmp_path, request, kind):
    """A model's rename to 'deploy-process' waited in the inbox; a person then wrote a
    different memory of that name. Approving it answered "A memory named 'deploy-process'
    already exists" and left it pending, every approval the same refusal. It is stale
    now, says why, and the other memory is untouched."""
    from memdir.foundation.errors import StaleProposal

    project = request.getfixturevalue("pg_store") if kind == "postgres" \
        else tmp_path / "proj"
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(project, user=False, provider="offline", policy=policy) as person:
        person.save(cand("deploy", "Deploys go through Argo"), origin="user")
        person.as_actor("model").rename("deploy", "deploy-process")
        [proposal] = person.inbox()
        person.save(cand("deploy-process", "The release checklist lives in the wiki"),
                    origin="user")
        with pytest.raises(StaleProposal, match="'deploy-process' changed since it was "
                                                "proposed, so nothing was written"):
            person.approve(proposal.id)
        assert person.proposal(proposal.id).status == "stale"
        assert person.inbox() == []
        assert person.project.get("deploy").description == "Deploys go through Argo"
        assert person.project.get("deploy-process").description == \
            "The release checklist lives in the wiki"
