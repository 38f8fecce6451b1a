"""One write path: every change is a command the pipeline runs for an actor, under the
write policy for every kind, and approval applies what the person reviewed."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import STORE_WRITES
from memory_helpers import person
from source_tree import modules, nodes

import memdir
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import PolicyRefused, RoleError, StaleProposal
from memdir.service.memory import Memory
from memdir.service.write_policy import WritePolicy

SRC = Path(memdir.__file__).parent


def policy(section: dict) -> WritePolicy:
    made = WritePolicy()
    made.apply(section, "test", stricter_only=False)
    return made


def model_memory(store, section: dict) -> Memory:
    return Memory(store, user=False, provider="offline", actor="model",
                  policy=policy(section))


# ----------------------------------------------------------------- nothing else writes
def test_no_module_outside_the_pipeline_calls_a_store_write():
    allowed = (SRC / "store", SRC / "service" / "writes")
    # Names no other object in memdir has: a call of one is a store write.
    unambiguous = {n for n in STORE_WRITES if n not in ("delete", "rename", "restore",
                                                         "purge")}
    found = []
    for path in modules(SRC):
        if any(folder in path.parents for folder in allowed):
            continue
        for node in nodes(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in unambiguous:
                found.append(f"{path.relative_to(SRC)}:{node.lineno} {node.func.attr}")
    assert found == []


def test_the_guard_refuses_a_write_from_outside_the_pipeline(store):
    from memdir.foundation.record import Record

    outside = str(SRC / "cli" / "records.py")
    code = compile("store.upsert(record)", outside, "exec")
    with pytest.raises(AssertionError, match="every write goes through memdir.service.writes"):
        exec(code, {"store": store, "record": Record("a", "Use pnpm", "project")})
    assert store.find("a") is None


# ----------------------------------------------------------------- approval after an edit
def _proposed_update(tmp_path):
    """A model's correction proposed, then the record edited by the person."""
    store = person(tmp_path / "p").project
    owner = person(store, policy=policy({"model": "propose"}))
    owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
               origin="user")
    agent = owner.as_actor("model")
    done = agent.update("deploy-day", None, description="Deploys happen on monday")
    assert done.proposal is not None and store.get("deploy-day").description == \
        "Deploys happen on friday"
    rec = store.get("deploy-day")
    owner.update("deploy-day", rec.hash, description="Deploys happen on thursday",
                 origin="user")
    return owner, store, done.proposal


def test_approval_after_a_newer_edit_overwrites_nothing_and_proposes_again(tmp_path):
    owner, store, proposal = _proposed_update(tmp_path)
    with pytest.raises(StaleProposal) as err:
        owner.approve(proposal.id)
    again = err.value.again
    assert store.get("deploy-day").description == "Deploys happen on thursday"
    assert str(err.value) == (
        f"Proposal {proposal.id} is stale: memory 'deploy-day' changed since it was "
        f"proposed, so nothing was written; it is proposed again as {again.id} against the "
        f"memory as it is now (memdir inbox {again.id}).")
    assert owner.proposal(proposal.id).status == "stale"
    fresh = owner.proposal(again.id)
    assert fresh.pending and fresh.ops[0].base == store.get("deploy-day").hash
    assert "-description: Deploys happen on thursday" in fresh.diff()
    assert "+description: Deploys happen on monday" in fresh.diff()
    owner.approve(again.id)  # reviewed against the current text: now it applies
    assert store.get("deploy-day").description == "Deploys happen on monday"


def test_approval_after_a_newer_edit_on_the_command_line(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from memdir.cli import cli

    owner, store, proposal = _proposed_update(tmp_path)
    monkeypatch.chdir(tmp_path / "p")
    (tmp_path / "p" / ".git").mkdir()
    result = CliRunner().invoke(cli, ["approve", proposal.id])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert f"Proposal {proposal.id} is stale" in result.output
    assert store.get("deploy-day").description == "Deploys happen on thursday"


# ----------------------------------------------------------------- the policy on every kind
@pytest.mark.parametrize("action", ["propose", "refuse"])
def test_a_models_delete_restore_rename_and_undo_follow_the_policy(tmp_path, action):
    store = person(tmp_path / "p").project
    owner = person(store)
    owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
               origin="user")
    rec = store.get("deploy-day")
    owner.update("deploy-day", rec.hash, description="Deploys happen on monday",
                 origin="user")
    [latest, *_] = owner.changes()
    agent = model_memory(store, {"model": action})
    before = store.text("deploy-day")
    calls = [lambda: agent.forget("deploy-day"), lambda: agent.restore("deploy-day"),
             lambda: agent.rename("deploy-day", "release-day"),
             lambda: agent.undo(latest.id)]
    for call in calls:
        if action == "refuse":
            with pytest.raises(PolicyRefused, match="The write policy refuses project "
                                                    "memories from model"):
                call()
        else:
            done = call()
            assert done.proposal is not None
    assert store.text("deploy-day") == before and store.find("release-day") is None
    pending = owner.inbox()
    assert len(pending) == (4 if action == "propose" else 0)
    if action == "propose":
        assert {p.kind for p in pending} == {"delete", "restore", "rename", "undo"}
        delete = next(p for p in pending if p.kind == "delete")
        owner.approve(delete.id)
        assert store.find("deploy-day") is None


def test_a_persons_own_delete_is_applied_whatever_the_model_row_says(tmp_path):
    store = person(tmp_path / "p").project
    owner = person(store, policy=policy({"model": "refuse"}))
    owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
               origin="user")
    gone = owner.forget("deploy-day", origin="user")
    assert gone.proposal is None and store.find("deploy-day") is None


# ----------------------------------------------------------------- roles
def test_a_model_never_decides_a_proposal(tmp_path):
    store = person(tmp_path / "p").project
    agent = model_memory(store, {"model": "propose"})
    decision, _ = agent.save(Candidate("deploy-day", "Deploys happen on friday", "project"))
    assert decision.action == "propose"
    [proposal] = agent.inbox()
    for call in (lambda: agent.approve(proposal.id), lambda: agent.reject(proposal.id),
                 lambda: agent.publish(), lambda: agent.purge("deploy-day")):
        with pytest.raises(RoleError, match="^Only a person may"):
            call()
    assert agent.proposal(proposal.id).pending and store.find("deploy-day") is None


def test_a_model_asking_to_write_as_the_user_writes_as_the_model(tmp_path):
    store = person(tmp_path / "p").project
    agent = model_memory(store, {"model": "propose"})
    decision, _ = agent.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
                             origin="user")
    assert decision.action == "propose" and agent.inbox()[0].writer == "model"


# ----------------------------------------------------------------- a record too large
def test_a_write_too_large_for_a_store_is_refused_not_proposed(tmp_path):
    # Refused for its size before the write policy: a proposal of it would be one no
    # approval can write.
    from memdir.store import FileStore

    store = FileStore(tmp_path / ".memory")
    memory = model_memory(store, {"model": "propose"})
    long = "Deploys go through the release train. " * 30_000  # about 1.1 MB
    done = memory.save_written(Candidate("release-notes", "Release notes", "project", long))
    assert done.decision.action == "reject" and done.proposal is None
    assert "larger than the 1,000,000 a store reads back" in done.decision.reason
    assert memory.inbox() == [] and store.list() == []


# ----------------------------------------------------------------- an approval killed
def _restore_proposal(tmp_path):
    store = person(tmp_path / "p").project
    owner = person(store)
    owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
               origin="user")
    owner.update("deploy-day", store.get("deploy-day").hash,
                 description="Deploys happen on monday", origin="user")
    done = model_memory(store, {"model": "propose"}).restore("deploy-day", version=1)
    return store, owner, done.proposal


def _approve_killed_at(tmp_path, proposal_id, where):
    """Approve in a child process killed (os._exit) when it reaches ``where``."""
    import os

    pid = os.fork()
    if pid == 0:  # the child never returns into pytest
        try:
            module, _, name = where.rpartition(".")
            owner_class = {"Pipeline": "memdir.service.writes.pipeline",
                           "Proposals": "memdir.service.writes.proposals"}[module]
            import importlib

            cls = getattr(importlib.import_module(owner_class), module)
            setattr(cls, name, lambda *args, **kwargs: os._exit(9))
            person(tmp_path / "p").approve(proposal_id)  # its own store: not the parent's lock
        except BaseException as exc:
            os.write(2, f"child: {exc!r}\n".encode())
        finally:
            os._exit(1)
    assert os.waitpid(pid, 0)[1] >> 8 == 9


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="needs fork")
def test_an_approved_restore_killed_before_the_restore_is_applied_by_approving_again(
        tmp_path):
    store, owner, proposal = _restore_proposal(tmp_path)
    _approve_killed_at(tmp_path, proposal.id, "Pipeline.run_kept")
    assert store.get("deploy-day").description == "Deploys happen on monday"
    assert "approve again" in owner.proposal(proposal.id).note  # not said to be done
    done = owner.approve(proposal.id)
    assert done.status == "approved" and "approve again" not in done.note
    assert store.get("deploy-day").description == "Deploys happen on friday"
    owner.undo(done.change)  # one change, as any approval
    assert store.get("deploy-day").description == "Deploys happen on monday"


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="needs fork")
def test_an_approved_restore_killed_after_the_restore_is_not_restored_twice(tmp_path):
    store, owner, proposal = _restore_proposal(tmp_path)
    _approve_killed_at(tmp_path, proposal.id, "Proposals.decided_as")
    assert store.get("deploy-day").description == "Deploys happen on friday"
    entries = len(store.history("deploy-day"))
    done = owner.approve(proposal.id)
    assert done.status == "approved" and "approve again" not in done.note
    assert len(store.history("deploy-day")) == entries


def test_a_second_approval_while_a_restore_runs_restores_once(tmp_path, monkeypatch):
    """A second approval arriving while the first one's restore still ran took it for a
    killed one: it reopened the proposal and restored again, and the proposal cited a
    change id that was in no history (undo of it failed)."""
    from memdir.foundation.errors import ProposalError
    from memdir.service.writes.pipeline import Pipeline

    store, owner, proposal = _restore_proposal(tmp_path)
    second = person(tmp_path / "p")
    run_kept, refused = Pipeline.run_kept, []

    def restore_while_another_approves(self, command):
        try:
            second.approve(proposal.id)
        except ProposalError as exc:
            refused.append(str(exc))
        return run_kept(self, command)

    monkeypatch.setattr(Pipeline, "run_kept", restore_while_another_approves)
    entries = len(store.history("deploy-day"))
    done = owner.approve(proposal.id)
    assert refused and "still running" in refused[0], refused
    assert done.status == "approved" and "approve again" not in done.note
    assert len(store.history("deploy-day")) == entries + 1  # restored once
    kept = owner.proposal(proposal.id)
    assert (kept.status, kept.change, kept.holder) == ("approved", done.change, "")
    owner.undo(kept.change)  # the change it cites is the one that restored
    assert store.get("deploy-day").description == "Deploys happen on monday"


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="needs fork")
def test_a_restore_killed_before_it_ran_can_be_rejected(tmp_path):
    """A proposal left restoring by a killed approval could only be approved."""
    store, owner, proposal = _restore_proposal(tmp_path)
    _approve_killed_at(tmp_path, proposal.id, "Pipeline.run_kept")
    done = owner.reject(proposal.id, "not after all")
    assert (done.status, done.note) == ("rejected", "not after all")
    assert owner.proposal(proposal.id).status == "rejected"
    assert store.get("deploy-day").description == "Deploys happen on monday"


def test_the_size_rule_counts_only_the_part_of_the_quote_a_record_keeps(tmp_path):
    """A record keeps the first 200 characters of the words it came from (source.quote),
    but the size rule counted the whole quote: a short memory said in a long message (a
    pasted log) was refused as 'at least 1,1xx,xxx bytes', a size nothing would write."""
    from memdir.foundation.record import MAX_RECORD_BYTES
    from memdir.pipeline.admission.policy import decide
    from memdir.store import FileStore

    store = FileStore(tmp_path / ".memory")
    said = "Deploys go through the release train; the log follows. " + "x" * 1_100_000
    done = person(store).save_written(Candidate(
        "release-train", "Deploys go through the release train", "project",
        "Deploys go through the release train.", quote=said), origin="user")
    assert done.decision.action == "store", done.decision.reason
    assert store.get("release-train").source["quote"] == said[:200]
    # Refused for its size: the size said is what the record would hold at least.
    body = "Deploys go through the release train. " * (MAX_RECORD_BYTES // 38 + 10)
    [refused] = decide([Candidate("release-notes", "Release notes", "project", body,
                                  quote=said)], [], secrets=False)
    assert refused.action == "reject"
    least = len("Release notes") + len(body.strip()) + 200  # what source.quote keeps
    assert f"It would be at least {least:,} bytes" in refused.reason


def test_an_approved_restore_writes_over_no_edit_made_since_the_proposal_was_checked(
        tmp_path, monkeypatch):
    """Approving a restore checked the record against the proposal's base, then ran the
    restore, which wrote whatever the record held by then: an edit another writer made in
    between was written over (kept only in the history). The base is now compared under
    the store's lock as the restore writes; the edit stays, the proposal waits."""
    from memdir.foundation.errors import ConflictError
    from memdir.service.writes.pipeline import Pipeline

    store, owner, proposal = _restore_proposal(tmp_path)
    other = person(tmp_path / "p")  # another writer, a store object of its own
    run_kept = Pipeline.run_kept

    def edited_meanwhile(self, command):
        other.update("deploy-day", other.get("deploy-day").record.hash,
                     description="Deploys happen on wednesday", origin="user")
        return run_kept(self, command)

    monkeypatch.setattr(Pipeline, "run_kept", edited_meanwhile)
    with pytest.raises(ConflictError, match="changed since this restore was proposed"):
        owner.approve(proposal.id)
    assert store.get("deploy-day").description == "Deploys happen on wednesday"
    assert owner.proposal(proposal.id).status == "pending"
    monkeypatch.setattr(Pipeline, "run_kept", run_kept)
    with pytest.raises(StaleProposal) as stale:  # proposed again against what is there
        owner.approve(proposal.id)
    assert stale.value.again is not None
    assert store.get("deploy-day").description == "Deploys happen on wednesday"


def test_a_restore_writes_over_no_edit_made_after_it_chose_its_version(tmp_path,
                                                                       monkeypatch):
    """`memdir restore` read the record to choose the version, then saved it: an edit
    another writer made in between was written over. Compared under the lock, it stays."""
    from memdir.foundation.errors import ConflictError
    from memdir.store.files.store import FileStore

    store = person(tmp_path / "p").project
    owner = person(store)
    owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
               origin="user")
    owner.update("deploy-day", store.get("deploy-day").hash,
                 description="Deploys happen on monday", origin="user")
    other = person(tmp_path / "p")  # another writer, a store object of its own
    restorable = FileStore.restorable

    def edited_meanwhile(self, name, version=None):
        chosen = restorable(self, name, version)
        if self is store:
            other.update("deploy-day", other.get("deploy-day").record.hash,
                         description="Deploys happen on wednesday", origin="user")
        return chosen

    monkeypatch.setattr(FileStore, "restorable", edited_meanwhile)
    with pytest.raises(ConflictError, match="changed while it was being restored"):
        owner.restore("deploy-day", origin="user")
    assert store.get("deploy-day").description == "Deploys happen on wednesday"
    monkeypatch.setattr(FileStore, "restorable", restorable)
    back = owner.restore("deploy-day", origin="user").record
    assert back.description == "Deploys happen on monday"
