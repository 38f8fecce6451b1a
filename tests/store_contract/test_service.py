"""The memory service (`memdir.service.protocol.MemoryService`) over every store and over
a server: what a front-end does (save, update, search, recall, history, forget, restore,
the review queue, a turn's extraction and its undo, roles, errors) works the same whatever
keeps the records.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` over the file store
and over PostgreSQL, and `RemoteMemory` over a real `memdir serve`. The tests use the
protocol alone, never a store: what they see is what every front-end sees."""

from __future__ import annotations

import json

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import (
    ConflictError,
    MemdirError,
    NotFoundError,
    ProposalError,
    PublishError,
    RoleError,
    StaleProposal,
    UndoRefused,
    UnknownChange,
    UnknownProposal,
)
from memdir.foundation.record import Record
from memdir.service.commands import Import
from memdir.service.memory import Memory
from memdir.service.protocol import MemoryService
from memdir.testing import ScriptedProvider

PYTEST = Candidate(name="prefer-pytest", type="feedback",
                   description="Tests in this project use pytest, never unittest",
                   body="The user corrected this: pytest functions and fixtures.")
DEPLOY = Candidate(name="deploy-day", type="project", description="Deploys happen on friday",
                   body="Deploys happen on friday, after the review.")
PROPOSING = {"model": "propose"}  # a model's writes of every type go to a person


@pytest.fixture
def memory(services):
    return services.open("person")


def test_both_implementations_are_the_whole_protocol(memory):
    assert isinstance(memory, MemoryService)


def test_records_are_saved_found_and_updated_through_the_policy(memory):
    decision, rec = memory.save(PYTEST, origin="user")
    assert decision.action == "store" and memory.get("prefer-pytest").record.hash == rec.hash
    found = memory.get("Prefer-Pytest")
    assert found.scope == "project" and found.record.description == PYTEST.description

    # The same words again are no new record; a stale hash changes nothing.
    again, written = memory.save(PYTEST, origin="model")
    assert again.action == "reject" and written is None and memory.list()[1] == 1
    done = memory.update("prefer-pytest", rec.hash, description="Tests use pytest only",
                         origin="user")
    assert done.record is not None and done.decision.action != "reject"
    assert memory.get("prefer-pytest").record.hash == done.record.hash
    with pytest.raises(ConflictError):
        memory.update("prefer-pytest", rec.hash, description="Tests use nose")
    assert memory.get("prefer-pytest").record.description == "Tests use pytest only"
    assert "description: Tests use pytest only" in memory.file_text(memory.get("prefer-pytest"))


def test_search_recall_list_and_catalog_read_the_memory(memory):
    memory.save(PYTEST, origin="user")
    memory.save(DEPLOY, origin="user")
    found = memory.search("how do we write our unittest tests")
    assert [h.record.name for h in found.hits] == ["prefer-pytest"]
    assert found.method == "offline" and found.hits[0].score > 0
    assert memory.search("quantum chromodynamics lattice").hits == []
    recalled = memory.recall("which day do we deploy")
    assert [r.record.name for r in recalled] == ["deploy-day"]
    assert recalled[0].scope == "project" and recalled[0].record.body == DEPLOY.body
    rows, total = memory.list()
    assert total == 2 and {e.name for e in rows} == {"prefer-pytest", "deploy-day"}
    assert [e.name for e in memory.list(type="project")[0]] == ["deploy-day"]
    assert "prefer-pytest" in memory.catalog() and "deploy-day" in memory.catalog()
    prompt = memory.system_prompt([{"role": "user", "content": "which day do we deploy"}])
    assert [r.record.name for r in prompt.recalled] == ["deploy-day"]
    assert memory.find("nothing-here") is None
    assert memory.ranker == "lexical"


def test_forget_keeps_history_and_restore_brings_it_back(memory):
    memory.save(DEPLOY, origin="user")
    gone = memory.forget("deploy-day", origin="user")
    assert gone.record.name == "deploy-day" and not gone.proposed
    with pytest.raises(NotFoundError):
        memory.get("deploy-day")
    ops = [e.op for _, e in memory.history("deploy-day")]
    assert ops[0] == "create" and ops[-1] == "delete"
    assert [s for s, _ in memory.history()] == ["project"] * len(ops)
    back = memory.restore("deploy-day", origin="user")
    assert back.record.description == DEPLOY.description and back.scope == "project"
    assert memory.get("deploy-day").record.description == DEPLOY.description

    moved = memory.rename("deploy-day", "release-day", origin="user")
    assert moved.record.name == "release-day" and memory.find("deploy-day") is None


def test_restore_of_a_memory_with_one_version_says_there_is_nothing_earlier(memory):
    memory.save(DEPLOY, origin="user")
    assert len(memory.history("deploy-day")) == 1
    with pytest.raises(NotFoundError) as nothing:
        memory.restore("deploy-day")
    assert str(nothing.value) == (
        "Memory 'deploy-day' has no earlier version than the one it holds now, so there is "
        "nothing to restore ('memdir log deploy-day' lists its history).")
    with pytest.raises(NotFoundError, match="No memory named 'never-was'"):
        memory.restore("never-was")


def test_missing_things_are_not_found_errors_on_every_implementation(memory):
    with pytest.raises(NotFoundError, match="memdir ls"):
        memory.get("no-such-memory")
    with pytest.raises(NotFoundError):
        memory.forget("no-such-memory")
    with pytest.raises(UnknownProposal, match="no proposal"):
        memory.proposal("p0123456789")
    with pytest.raises(UnknownProposal):
        memory.approve("not a proposal id")
    with pytest.raises(UnknownChange, match="no change"):
        memory.undo("c00000000")
    with pytest.raises(MemdirError, match="Unknown scope"):
        memory.list(scope="everywhere")


def test_proposals_wait_for_a_person_and_approval_is_one_change_to_undo(services):
    model = services.open("model", policy=PROPOSING)
    person = services.open("person")
    decision, written = model.save(DEPLOY, origin="model")
    assert decision.action == "propose" and written is None
    assert person.find("deploy-day") is None
    [p] = person.inbox()
    assert p.status == "pending" and p.writer == "model" and "deploy-day" in p.diff()
    assert person.proposal(p.id).id == p.id
    done = person.approve(p.id)
    assert done.status == "approved" and done.change
    assert person.get("deploy-day").record.description == DEPLOY.description
    assert person.inbox() == [] and [c.id for c in person.changes()] == [done.change]
    undone = person.undo(done.change)
    assert undone.undoes == done.change and person.find("deploy-day") is None
    assert [c.undone_by for c in person.changes() if c.id == done.change] == [undone.id]

    model.save(DEPLOY, origin="model")
    [q] = person.inbox()
    assert person.reject(q.id, "we deploy on monday").status == "rejected"
    assert person.find("deploy-day") is None and person.inbox() == []
    assert [x.note for x in person.inbox("rejected")] == ["we deploy on monday"]
    with pytest.raises(ProposalError, match="already"):
        person.approve(q.id)


def test_an_approved_undo_says_it_is_an_undo_and_who_approved_it(services):
    """A model's undo waits for a person; once approved, `changes` and the review page
    listed it as "approve of cX", as if cX were a proposal approved, not a change undone
    (and by no one). It is "undo of cX, approved (pID) by WHO"."""
    if services.remote:
        pytest.skip("a server's agent token may not undo: none waits for a person")
    person = services.open("person", policy=PROPOSING)
    model = services.open("model")
    person.save(DEPLOY, origin="user")
    [saved] = person.changes()
    model.undo(saved.id)
    [waiting] = person.inbox()
    person.approve(waiting.id)
    approval, original = person.changes()
    assert original.undone_by == approval.id
    said = approval.what()
    assert said.startswith(f"undo of {saved.id}, approved ({waiting.id}) by "), said
    who = said.rsplit(" by ", 1)[1]
    assert who and who != waiting.id
    assert original.what() == original.kind and "approve" not in said.split(",")[0]
    redo = person.undo(approval.id)  # a person's own undo names them too
    assert [c.what() for c in person.changes()][0] == f"undo of {approval.id} by {who}"
    assert redo.undoes == approval.id


def test_a_repeat_of_anothers_body_is_refused_for_a_person_as_for_a_model(services):
    """One admission policy on every path: a person's `memdir add beta` with alpha's body
    was once written (told of alpha) where a model's, the memory tool's and MCP's were
    refused, so the same sentence got two answers. Both are refused, naming alpha."""
    person = services.open("person", policy=PROPOSING)
    body = "Deploys go through the staging cluster."
    person.save_written(Candidate("alpha", "How deploys go", "project", body),
                        origin="user", same_name="refuse")
    done = person.save_written(Candidate("beta", "Where releases are tried first",
                                         "project", body), origin="user", same_name="refuse")
    assert done.record is None and done.decision.reason == "Duplicate of 'alpha' (same body)."
    model = services.open("model")
    again = model.save_written(Candidate("gamma", "Where deploys are tried", "project",
                                         body))
    assert again.record is None and again.proposal is None
    assert again.decision.reason == done.decision.reason
    assert person.find("beta") is None and person.find("gamma") is None
    assert person.inbox() == []


def test_a_restore_of_a_renamed_records_old_name_says_the_new_name_still_holds_it(services):
    """After 'indent' was renamed 'indentation', restoring a version of 'indent' brings it
    back beside 'indentation': two records of one memory, said nowhere (an agent's
    restore proposed for a person showed only a record coming back). The outcome's notes,
    and the proposal's reason for the person approving it, name the record holding it."""
    person = services.open("person", policy=PROPOSING)
    person.save(Candidate("indent", "How code is indented here", "feedback",
                          "Hard tabs, width 4."), origin="user")
    rec = person.get("indent").record
    person.update("indent", rec.hash, body="Hard tabs, width 8.", origin="user")
    person.rename("indent", "indentation", expected_hash=person.get("indent").record.hash,
                  origin="user")
    said = ("'indent' was renamed 'indentation', which still holds that memory as it is "
            "now: both hold {} ('memdir rm indentation' if one is enough).")
    model = services.open("model")
    asked = model.restore("indent", 1)
    assert asked.proposal is not None and person.find("indent") is None
    assert asked.proposal.reason.endswith(said.format("once it is restored"))
    person.reject(asked.proposal.id)
    done = person.restore("indent", 1, origin="user")
    assert done.record.name == "indent" and list(done.notes) == [said.format("now")]
    assert sorted(e.name for e in person.list()[0]) == ["indent", "indentation"]


def test_an_import_proposed_keeps_its_times_once_approved(services):
    # Under a policy that proposes imports, approval once wrote the time of the proposal:
    # `recall --as-of` then missed what held in 2025, and a closed record ended before it
    # was made.
    person = services.open("person", policy={"import": "propose"})
    old, closing = "2025-01-10T00:00:00Z", "2025-09-01T00:00:00Z"
    done = person.import_records(Import([
        ("#1", Record("ci-jenkins", "CI runs on Jenkins", "project", created=old,
                      updated=old), None, ""),
        ("#2", Record("ci-travis", "CI ran on Travis", "project", created=old,
                      updated=old, valid_to=closing), None, "")]))
    assert [d.action for d in done] == ["proposed", "proposed"]
    for p in person.inbox():
        person.approve(p.id)
    jenkins, travis = person.find("ci-jenkins"), person.find("ci-travis")
    assert (jenkins.created, jenkins.updated) == (old, old)
    assert (travis.created, travis.valid_to) == (old, closing)
    then = person.recall("Where does CI run, Jenkins?", as_of="2025-06-01T23:59:59Z")
    assert "ci-jenkins" in [r.record.name for r in then]


def test_every_kind_of_write_by_a_model_is_proposed_under_a_proposing_policy(services):
    person = services.open("person", policy=PROPOSING)
    model = services.open("model")
    _, rec = person.save(DEPLOY, origin="user")
    assert rec is not None

    updated = model.update("deploy-day", rec.hash, description="Deploys happen on monday")
    renamed = model.rename("deploy-day", "release-day")
    deleted = model.forget("deploy-day")
    assert updated.proposal is not None and updated.record is None
    assert renamed.proposed and deleted.proposed
    assert person.get("deploy-day").record.hash == rec.hash  # nothing changed yet
    assert len(person.inbox()) == 3 and person.policy.action("model", "project") == "propose"

    person.approve(deleted.proposal.id)
    assert person.find("deploy-day") is None
    restored = model.restore("deploy-day")
    assert restored.proposed and person.find("deploy-day") is None
    person.approve(restored.proposal.id)
    assert person.get("deploy-day").record.description == DEPLOY.description


@pytest.mark.parametrize(("cell", "decider", "other"), [
    ("user", "user", "project"),  # the stored type's cell proposes
    ("project", "project", "user"),  # the new type's cell proposes
])
def test_a_proposed_type_change_names_the_cell_that_decided(services, cell, decider, other):
    person = services.open("person", policy={"model": {cell: "propose"}})
    model = services.open("model")
    # An import's record: the cells decide (a person's is proposed whatever they say).
    _, rec = person.save(Candidate("editor", "The user edits in vim", "user"), origin="import")
    assert rec is not None
    changed = model.update("editor", rec.hash, type="project")
    assert changed.proposal is not None
    reason = changed.proposal.reason
    assert reason.startswith(f"The write policy proposes changes to {decider} memories by "
                             "model (") and "(default)" not in reason
    assert reason.endswith(f"; the change also touches {other} memories, and the stricter "
                           "cell governs.")
    # Look-alikes: the same type kept names one cell; a type whose cell writes is written.
    kept = model.update("editor", rec.hash, description="The user edits in neovim")
    if cell == "user":
        assert kept.proposal is not None and kept.proposal.reason.startswith(
            "The write policy proposes changes to user memories by model (")
        assert "also touches" not in kept.proposal.reason
    else:
        assert kept.proposal is None and kept.record is not None


def test_a_delete_or_a_rename_has_no_text_to_edit_and_says_so(services):
    person = services.open("person", policy=PROPOSING)
    model = services.open("model")
    _, rec = person.save(DEPLOY, origin="user")
    assert rec is not None
    renamed = model.rename("deploy-day", "release-day")
    deleted = model.forget("deploy-day")
    for done, what in ((deleted, "deletes 'deploy-day'"),
                       (renamed, "renames 'deploy-day' to 'release-day'")):
        with pytest.raises(ProposalError) as refused:
            person.approve(done.proposal.id, edit=rec.to_text())
        assert str(refused.value) == (f"Proposal {done.proposal.id} {what}: it has no text "
                                      "to edit; approve or reject it as it is.")
    assert [p.status for p in person.inbox()] == ["pending", "pending"]
    assert "rename from deploy-day.md\nrename to release-day.md" in renamed.proposal.diff()
    assert person.get("deploy-day").record.hash == rec.hash
    person.approve(renamed.proposal.id)
    assert person.get("release-day").record.description == DEPLOY.description


def test_an_approval_never_overwrites_a_newer_edit(services):
    person = services.open("person", policy=PROPOSING)
    model = services.open("model")
    _, rec = person.save(DEPLOY, origin="user")
    proposed = model.update("deploy-day", rec.hash, description="Deploys happen on monday")
    # The person edits the record by hand after the proposal was made.
    person.update("deploy-day", rec.hash, description="Deploys happen on tuesday",
                  origin="user")
    with pytest.raises(StaleProposal) as stale:
        person.approve(proposed.proposal.id)
    assert person.get("deploy-day").record.description == "Deploys happen on tuesday"
    again = stale.value.again
    assert again is not None and again.status == "pending" and again.id != proposed.proposal.id
    assert "tuesday" in again.diff() and "monday" in again.diff()
    assert {p.status for p in person.inbox(None)} == {"stale", "pending"}


def test_a_model_never_decides_and_a_person_does(services):
    model = services.open("model", policy=PROPOSING)
    reviewer = services.open("reviewer")
    model.save(DEPLOY, origin="model")
    [p] = reviewer.inbox()
    with pytest.raises(RoleError):
        model.approve(p.id)
    with pytest.raises(RoleError):
        model.reject(p.id)
    with pytest.raises(RoleError):
        model.publish()
    with pytest.raises(RoleError):
        model.purge("deploy-day")
    with pytest.raises(RoleError):
        model.purge_visitor_logs()
    assert reviewer.proposal(p.id).status == "pending"
    assert reviewer.approve(p.id).status == "approved"
    assert reviewer.get("deploy-day").record.origin == "model"


def test_an_undo_that_would_lose_a_later_edit_is_refused(memory):
    report = memory.remember("Always run the linter before committing")
    [rec] = report.stored
    memory.update(rec.name, rec.hash, description="Run ruff before committing",
                  origin="user")
    with pytest.raises(UndoRefused):
        memory.undo(report.change)
    assert memory.get(rec.name).record.description == "Run ruff before committing"


def test_a_turn_is_extracted_admitted_and_undone_as_one_change(services):
    said = "From now on deploy with the blue pipeline"
    model = ScriptedProvider(json.dumps([
        {"name": "blue-pipeline", "description": "Deploy with the blue pipeline",
         "type": "project", "scope": "persistent", "quote": said}]))
    mem = services.open("person", provider=model)
    report = mem.after_turn([{"role": "user", "content": said},
                             {"role": "assistant", "content": "ok"}])
    assert report.errors == [] and [r.name for r in report.stored] == ["blue-pipeline"]
    assert [d.action for d in report.decisions] == ["store"]
    # Locally a quote of the user's words makes the record theirs; a server hears only
    # the candidate, written by the token (a model): the conversation stays here.
    assert mem.get("blue-pipeline").record.origin == ("model" if services.remote else "user")
    change = next(c for c in mem.changes() if "blue-pipeline" in c.names)
    mem.undo(change.id)
    assert mem.find("blue-pipeline") is None

    told = mem.remember("Always run the linter before committing")
    assert [r.name for r in told.stored] == [e.name for e in mem.list()[0]]
    gone = mem.forget_session(mem.session)
    assert [f.record.name for f in gone] == [told.stored[0].name]
    assert mem.list()[1] == 0


def test_imports_consolidation_tombstones_and_purge(memory):
    items = [("a.md", Record("deploy-day", "Deploys happen on friday", "project",
                             "Friday, after the review."), None, ""),
             ("b.md", Record("release-day", "Releases happen on friday", "project",
                             "Friday, after the review."), None, ""),
             ("c.md", None, None, "not a memory file")]
    assert [i.action for i in memory.import_records(Import(items, dry_run=True))][2] == "skipped"
    assert memory.list()[1] == 0
    done = memory.import_records(Import(items))
    assert [(i.name, i.action) for i in done] == [
        ("deploy-day", "created"), ("release-day", "skipped"), ("", "skipped")]
    assert "same body" in done[1].reason and done[0].scope == "project"
    assert memory.import_records(Import(items[:1]))[0].action in ("exists", "unchanged")
    # Offline consolidation merges exact duplicates only: admission let none in.
    result = memory.consolidate(dry_run=True)
    assert result.dry_run and not result.changed and result.skipped == []
    assert memory.tombstones() == []

    asked: list[str] = []
    [done] = memory.purge("deploy-day", confirm=asked.append)
    assert asked == ["project"] and done.scope == "project" and done.erased >= 1
    assert (done.versions, done.proposals) == ((), ())
    assert memory.history("deploy-day") == [] and memory.find("deploy-day") is None


def test_an_import_keeps_a_correction_and_forges_none(memory):
    # Every service (a server's too) keeps what memdir's own export says of a correction,
    # and checks it: a link the other end does not name back is left out, a bad time
    # refuses the whole import.
    changed = "2026-11-02T10:00:00Z"
    items = [("#1", Record("node-22", "The project uses Node 22", "project",
                           valid_from=changed, supersedes="node-version", origin="user"),
              None, ""),
             ("#2", Record("node-version", "The project uses Node 18", "project",
                           valid_to=changed, superseded_by="node-22"), None, ""),
             ("#3", Record("use-unittest", "Tests use unittest classes", "feedback",
                           supersedes="node-22"), None, "")]
    bad = [("#1", Record("fine", "A fine memory", "project"), None, ""),
           ("#2", Record("late", "Written late", "project", valid_to="soon"), None, "")]
    with pytest.raises(MemdirError, match=r"Import item #2 \(late\): valid_to 'soon'"):
        memory.import_records(Import(bad))
    assert memory.list(history=True)[1] == 0
    done = memory.import_records(Import(items))
    assert [(d.name, d.action) for d in done] == [
        ("node-22", "created"), ("node-version", "created"), ("use-unittest", "created")]
    assert "supersedes 'node-22' left out" in done[2].reason
    assert sorted(e.name for e in memory.list()[0]) == ["node-22", "use-unittest"]
    assert (memory.list()[1], memory.list(history=True)[1]) == (2, 3)
    old, new = memory.find("node-version"), memory.find("node-22")
    assert (old.valid_to, old.superseded_by) == (changed, "node-22")
    assert (new.valid_from, new.supersedes, new.origin) == (changed, "node-version", "import")
    assert memory.find("use-unittest").supersedes is None


def test_an_import_leaves_out_a_link_to_an_end_it_did_not_write(memory):
    # Both ends of each pair name each other, but one end is not written: a secret in
    # its body, or its name taken by another record. The end written names nothing
    # that is not there, nor a record of that name that is another one.
    changed = "2026-11-02T10:00:00Z"
    memory.import_records(Import([("#0", Record(
        "db-host", "The database runs on a managed host", "project"), None, "")]))
    items = [("#1", Record("ci-token", "CI token for the runners", "reference",
                           "token: ghp_abcdefghijklmnopqrstuvwxyz0123456789",
                           valid_from=changed, supersedes="old-token"), None, ""),
             ("#2", Record("old-token", "The CI token was kept in the wiki", "reference",
                           valid_to=changed, superseded_by="ci-token"), None, ""),
             ("#3", Record("db-on-metal", "The database ran on our own server", "project",
                           valid_to=changed, superseded_by="db-host"), None, ""),
             ("#4", Record("db-host", "The database runs in the cloud", "project",
                           valid_from=changed, supersedes="db-on-metal"), None, ""),
             ("#5", Record("old-host", "The site was on Heroku", "project",
                           valid_to=changed, superseded_by="new-host"), None, ""),
             ("#6", Record("new-host", "The site runs on Fly.io", "project",
                           valid_from=changed, supersedes="old-host"), None, "")]
    # Refused for a secret, an item is named by its place: its name may hold the secret.
    done = {d.name or d.origin: d for d in memory.import_records(Import(items))}
    assert [(n, d.action) for n, d in done.items()] == [
        ("#1", "skipped"), ("old-token", "created"), ("db-on-metal", "created"),
        ("db-host", "exists"), ("old-host", "created"), ("new-host", "created")]
    # ... and so is it where a link to it is left out: "a record not shown".
    assert "superseded_by (a record not shown) left out: that record was not imported" in \
        done["old-token"].reason and "ci-token" not in done["old-token"].reason
    assert "superseded_by 'db-host' left out: the 'db-host' kept is not the imported one" \
        in done["db-on-metal"].reason
    old = memory.find("old-token")
    assert (old.superseded_by, old.valid_to) == (None, changed)
    assert memory.find("db-on-metal").superseded_by is None
    assert memory.find("db-host").supersedes is None  # the stored one, untouched
    # The look-alike: both ends written, both links kept, and nothing said of them.
    assert memory.find("old-host").superseded_by == "new-host"
    assert memory.find("new-host").supersedes == "old-host"
    assert not done["old-host"].reason and not done["new-host"].reason
    # One change: undo takes the import back whole, the link fix with it.
    change = next(c for c in memory.changes() if "old-token" in c.names)
    memory.undo(change.id)
    assert [memory.find(n) for n in ("old-token", "db-on-metal", "old-host")] == [None] * 3


def _two_runners(memory: MemoryService) -> None:
    """Two records that disagree about the test runner, imported: the newer holds."""
    older, newer = "2026-01-05T09:00:00Z", "2026-02-05T09:00:00Z"
    memory.import_records(Import([
        ("a.md", Record("runner", "Tests use pytest", "feedback", created=older,
                        updated=older), None, ""),
        ("b.md", Record("runner-now", "Tests use vitest", "feedback", created=newer,
                        updated=newer), None, "")]))


def test_offline_consolidation_proposes_what_contradicts_and_a_person_resolves_it(memory):
    _two_runners(memory)
    result = memory.consolidate()
    assert result.offline and result.records == 2 and not result.changed
    [pid] = result.proposed
    assert result.found == [
        "contradiction: 'runner' and 'runner-now' disagree about 'test'; the newer "
        "'runner-now' holds, so 'runner' is closed (kept as history, until then) "
        f"(proposed as {pid})"]
    memory.approve(pid)
    assert [e.name for e in memory.list()[0]] == ["runner-now"]
    assert memory.find("runner").superseded_by == "runner-now"
    assert memory.consolidate().found == []


def test_a_listing_is_paged_by_cursor_without_repeats_or_gaps(memory):
    records = []
    for i in range(7):  # two share each second: the pages cut inside ties too
        when = f"2026-01-01T00:00:0{i // 2}Z"
        records.append((f"n{i}.md", Record(name=f"note-{i}", description=f"Note {i}",
                                           type="project", body=f"Note number {i}.",
                                           updated=when, created=when), None, ""))
    memory.import_records(Import(records))
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

    for bad in ("not-a-cursor", "W10", "WyJ4IiwibiIsInByb2plY3QiXQ"):  # "[]", ["x", ...]
        with pytest.raises(MemdirError, match="not a cursor"):
            memory.page(limit=3, after=bad)


def test_publishing_is_a_persons_act_with_a_way_back(memory):
    memory.save(DEPLOY, origin="user")
    with pytest.raises(PublishError):
        memory.rollback()
    first = memory.publish()
    memory.save(PYTEST, origin="user")
    second = memory.publish()
    assert second == first + 1
    assert memory.rollback() == first
    assert memory.end_session() == 0
    assert memory.unanswered_questions is None  # no visitor was ever served


def test_a_models_delete_or_update_without_the_hash_it_read_changes_nothing(services):
    """A blank hash is "whatever the record is now" to the write pipeline and "*" is that
    to a server: through the MCP tools either deleted a record the model never read. Both
    are refused in one sentence, the same locally and through a server."""
    from memdir.integrations.mcp_answers import McpAnswers

    person = services.open("person")
    person.save(PYTEST, origin="model")  # a model's: the model's delete is applied
    answers = McpAnswers(services.open("model"))
    kept = answers.get("prefer-pytest")["hash"]
    for blind in ("   ", "", "*", " * ", "absent", kept[:8], kept + "!"):
        with pytest.raises(MemdirError, match="^The hash .* is not one memory_get returns"):
            answers.delete("prefer-pytest", hash=blind)
        with pytest.raises(MemdirError, match="^The hash .* is not one memory_get returns"):
            answers.update("prefer-pytest", blind, description="Tests use nose")
    assert answers.get("prefer-pytest")["hash"] == kept
    assert person.inbox_page("pending", limit=5)[1] == 0  # nothing proposed either
    assert answers.delete("prefer-pytest", hash=f" {kept.upper()} ")["deleted"] is True


def test_anchors_without_a_project_folder_are_refused_in_one_sentence(services):
    from memdir.integrations.mcp_answers import McpAnswers

    memory = services.open("model")
    if memory.root is not None:
        pytest.skip("a folder store has a project folder for its anchors")
    answers = McpAnswers(memory)
    with pytest.raises(MemdirError, match="^Anchors cite project files"):
        answers.save(description="The parser lives in parse.py", type="project",
                     anchors=[{"path": "src/parse.py"}])
    assert memory.list()[1] == 0


def test_a_record_citing_code_is_recalled_unchecked_without_a_folder(store):

    if getattr(store, "root", None) is not None:
        pytest.skip("a folder store has a project folder for its anchors")
    # A record that cites code (moved here from a folder store) is recalled, unchecked,
    # even where stale code is held back: there is no code here to find it stale.
    cited = {"path": "src/parse.py", "sha256": "0" * 64}
    with Memory(store, user=False, provider="offline", stale_anchors="hold") as mem:
        mem.import_records(Import([("x.md", Record(
            "parser-home", "The parser lives in parse.py", "project", "See src/parse.py.",
            extra={"anchors": [cited]}), None, "")]))
        [found] = mem.recall("where does the parser live")
        assert found.record.name == "parser-home" and found.anchors == ()
        assert mem.check_code(mem.get("parser-home")) == ()



def test_a_listings_total_counts_what_holds_however_little_it_read(memory):
    # A correction closes 'runner', then more is written: a page of one (which reads three
    # entries) never reads the closed record, and its total must not count it.
    _two_runners(memory)
    [pid] = memory.consolidate().proposed
    closing = memory.approve(pid).change
    assert memory.find("runner").valid_to
    # Written after the correction (named before 'runner': first in a tie of seconds).
    for fact in (DEPLOY, Candidate(name="on-call", type="project",
                                   description="The on-call rota is in the team wiki",
                                   body="Handed over every Monday."),
                 Candidate(name="release-tags", type="project",
                           description="Releases are tagged with semantic versions",
                           body="v1.2.3, signed.")):
        assert memory.save(fact, origin="user")[0].action == "store"
    rows, total, after = memory.page(limit=1)
    assert total == 4 and "runner" not in {e.name for e in rows} and after is not None
    everything, every_total = memory.list()
    assert every_total == len(everything) == 4 and memory.list(limit=1)[1] == 4
    assert memory.list(limit=1, history=True)[1] == 5
    # The correction undone: 'runner' holds again, and is counted unread.
    memory.undo(closing)
    assert not memory.find("runner").valid_to
    assert memory.page(limit=1)[1] == 5 == len(memory.list()[0])


def test_a_person_erases_one_proposals_texts_and_the_memory_stays(services):
    # A secret in the words a proposal came from goes with that proposal's texts alone:
    # the memory it is about, and its history, stay.
    person = services.open("person", policy=PROPOSING)
    model = services.open("model")
    person.save(DEPLOY, origin="user")
    rec = person.get("deploy-day").record
    model.update("deploy-day", rec.hash, description="Deploys happen on monday",
                 origin="model")
    [p] = person.inbox()
    with pytest.raises(RoleError):
        model.purge_proposal(p.id)
    assert person.purge_proposal(p.id) == "project"
    erased = person.proposal(p.id)
    assert erased.status == "rejected" and "monday" not in json.dumps(erased.to_dict())
    assert person.get("deploy-day").record.description == "Deploys happen on friday"
    assert person.history("deploy-day")
    with pytest.raises(NotFoundError):
        person.purge_proposal("p0000000000")
