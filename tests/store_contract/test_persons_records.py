"""A model never overrides a person: every command that changes a stored record, asked
on a model's behalf (an agent's memory or token, a person's memory narrowed to the
``model`` writer as extraction and `Memory.save(origin="model")` are), is proposed when
the record is a person's (origin ``user`` written by their own hand, or a version they
edited or approved), though the write policy applies that writer's writes at once; the
same command on a record a model wrote, extraction included, is applied, as before.

Each test runs over every store and over a real `memdir serve` (``services``), so the
local and the remote answer are the same. ``OPERATIONS`` lists every command that changes
an existing record; a new one joins it, and with it every writer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.service.commands import Import

DEPLOY = Candidate("deploy-day", "Deploys happen on friday", "project",
                   "Deploys happen on friday, after the review.")
SAID = "A person's memory would be changed: 'deploy-day' was written by the user"


def _update(m: Any, rec: Record, origin: str) -> Any:
    return m.update("deploy-day", rec.hash, description="Deploys happen on monday",
                    origin=origin)


def _same_name(m: Any, rec: Record, origin: str) -> Any:
    return m.save_written(Candidate("deploy-day", "Deploys happen on monday", "project"),
                          origin=origin)


def _correct(m: Any, rec: Record, origin: str) -> Any:
    return m.save_written(Candidate("deploy-monday", "Deploys happen on monday now",
                                    "project", updates="deploy-day"), origin=origin)


def _rename(m: Any, rec: Record, origin: str) -> Any:
    return m.rename("deploy-day", "release-day", expected_hash=rec.hash, origin=origin)


def _delete(m: Any, rec: Record, origin: str) -> Any:
    return m.forget("deploy-day", expected_hash=rec.hash, origin=origin)


def _restore(m: Any, rec: Record, origin: str) -> Any:
    return m.restore("deploy-day", origin=origin)  # the version before the last edit


def _undo(m: Any, rec: Record, origin: str) -> Any:
    change = next(c for c in m.changes() if "deploy-day" in c.names)
    return m.undo(change.id)  # the last write of it: a model undoing a person's edit


def _import(m: Any, rec: Record, origin: str) -> Any:
    [done] = m.import_records(Import(
        [("deploy.md", Record("deploy-day", "Deploys happen on monday", "project",
                              "Deploys happen on monday."), None, "")], overwrite=True))
    return done


OPERATIONS: dict[str, Callable[[Any, Record, str], Any]] = {
    "update": _update, "same-name save": _same_name, "correction": _correct,
    "rename": _rename, "delete": _delete, "restore": _restore, "undo": _undo,
    "import": _import,
}
# A person's memory narrowed to the model's writer: its commands that take an origin
# (an undo and an import have none: a person's own undo or import is theirs).
NARROWED = ("update", "same-name save", "correction", "rename", "delete", "restore")
WRITERS = [pytest.param("agent", op, id=f"agent-{op}") for op in OPERATIONS] + \
    [pytest.param("narrowed", op, id=f"narrowed-{op}") for op in NARROWED]


def _written(services: Any, origin: str) -> tuple[Any, Record]:
    """A person's memory holding deploy-day, written with ``origin`` and edited once the
    same way (a restore has a version to go back to), then its record."""
    person = services.open("person")
    writer = person if origin == "user" else services.open("model")
    _, rec = writer.save(DEPLOY, origin=origin)
    assert rec is not None and rec.origin == origin
    done = writer.update("deploy-day", rec.hash, body="Deploys happen on friday, after "
                         "the review, before noon.", origin=origin)
    assert done.record is not None and done.record.origin == origin
    return person, done.record


def _writer(services: Any, person: Any, kind: str, operation: str) -> tuple[Any, str]:
    # An agent token's undo goes through the write policy as a local model's does: a
    # server refused it outright, where a local model's was proposed or applied.
    return (services.open("model"), "model") if kind == "agent" else (person, "model")


def _proposal(done: Any) -> Any:
    return getattr(done, "proposal", None) or (
        done.reason if getattr(done, "action", "") == "proposed" else None)


@pytest.mark.parametrize(("kind", "operation"), WRITERS)
def test_a_change_on_a_models_behalf_to_a_persons_record_is_proposed(services, kind,
                                                                     operation):
    person, rec = _written(services, "user")
    writer, origin = _writer(services, person, kind, operation)
    done = OPERATIONS[operation](writer, rec, origin)

    [waiting] = person.inbox()
    assert waiting.reason.startswith(SAID), waiting.reason
    assert _proposal(done) is not None
    assert person.get("deploy-day").record.hash == rec.hash  # nothing changed yet
    assert [e.name for e in person.list()[0]] == ["deploy-day"]
    if operation == "correction":  # both writes of it, in the one proposal
        assert sorted(op.name for op in waiting.ops) == ["deploy-day", "deploy-monday"]
    person.approve(waiting.id)  # a person decides: then it is done
    assert person.find("deploy-day") is None or \
        person.get("deploy-day").record.hash != rec.hash


@pytest.mark.parametrize(("kind", "operation"), WRITERS)
def test_the_same_change_to_a_record_a_model_wrote_is_applied(services, kind, operation):
    person, rec = _written(services, "model")
    writer, origin = _writer(services, person, kind, operation)
    done = OPERATIONS[operation](writer, rec, origin)

    assert person.inbox() == [] and _proposal(done) is None
    assert person.find("deploy-day") is None or \
        person.get("deploy-day").record.hash != rec.hash


@pytest.mark.parametrize("operation", NARROWED)
def test_a_persons_own_command_on_their_record_is_applied(services, operation):
    person, rec = _written(services, "user")
    done = OPERATIONS[operation](person, rec, "user")

    assert person.inbox() == [] and _proposal(done) is None
    assert person.find("deploy-day") is None or \
        person.get("deploy-day").record.hash != rec.hash


def test_a_policy_that_proposes_keeps_its_own_reason(services):
    person = services.open("person", policy={"model": "propose"})
    _, rec = person.save(DEPLOY, origin="user")
    done = services.open("model").update("deploy-day", rec.hash,
                                         description="Deploys happen on monday")
    assert done.proposal.reason.startswith("The write policy proposes changes to project "
                                           "memories by model (")


def test_extraction_correcting_what_a_person_wrote_is_one_proposal_of_both_writes(services):
    person = services.open("person")
    _, kept = person.save(Candidate("测试-pytest", "以后测试一律用 pytest", "feedback",
                                    "以后测试一律用 pytest"), origin="user")
    again = person.after_turn([{"role": "user", "content": "我改主意了, 测试改用 vitest"},
                               {"role": "assistant", "content": "好的"}])

    assert again.stored == [] and [d.action for d in again.decisions] == ["propose"]
    [waiting] = person.inbox()
    assert waiting.reason.startswith("A person's memory would be changed: '测试-pytest' "
                                     "was written by the user")
    assert len(waiting.ops) == 2 and person.get("测试-pytest").record.valid_to is None
    person.approve(waiting.id)
    assert person.get("测试-pytest").record.valid_to is not None  # closed once approved


def test_extraction_correcting_what_a_model_wrote_is_applied_at_once(services):
    person = services.open("person")
    services.open("model").save(Candidate("测试-pytest", "以后测试一律用 pytest", "feedback",
                                          "以后测试一律用 pytest"))
    again = person.after_turn([{"role": "user", "content": "我改主意了, 测试改用 vitest"},
                               {"role": "assistant", "content": "好的"}])

    assert person.inbox() == [] and len(again.stored) == 1
    assert person.get("测试-pytest").record.valid_to is not None


@pytest.mark.parametrize(("origins", "verdict"), [
    (("user", "model"), "proposed"),  # one of the merged records is a person's
    (("model", "model"), "applied"),  # a model's records only: merged at once
])
def test_consolidation_merging_a_persons_record_is_proposed_where_merges_apply(
        store, origins, verdict):
    from memory_helpers import pipeline_over

    from memdir.service.commands import Plan

    for name, origin in zip(("ruff-a", "ruff-b"), origins, strict=True):
        store.upsert(Record(name, f"Run ruff before committing ({name})", "feedback",
                            "Run ruff.", source={"session": "s"}, origin=origin))
    group = [store.get("ruff-a"), store.get("ruff-b")]
    merged = Record("ruff-a", "Run ruff before committing", "feedback", "Run ruff.",
                    origin="model")
    pipeline = pipeline_over(store)  # consolidation's merges applied at once

    done = pipeline.plan(Plan(store.scope, group, [merged]))

    assert done.action == verdict
    waiting = [p for p in store.proposals() if p.get("status") == "pending"]
    if verdict == "proposed":
        [proposal] = waiting
        assert proposal["reason"].startswith("A person's memory would be changed: 'ruff-a' "
                                             "was written by the user, so a change by "
                                             "consolidation waits")
        assert store.find("ruff-b") is not None
    else:
        assert waiting == [] and store.find("ruff-b") is None


def test_what_extraction_kept_is_corrected_at_once_until_a_person_edits_it(services):
    person = services.open("person")
    said = [{"role": "user", "content": "以后测试一律用 pytest"},
            {"role": "assistant", "content": "好的"}]
    [kept] = person.after_turn(said).stored
    first = person.after_turn([{"role": "user", "content": "我改主意了, 测试改用 vitest"},
                               {"role": "assistant", "content": "好的"}])
    assert person.inbox() == [] and len(first.stored) == 1  # extraction's own: corrected
    person.undo(next(c for c in person.changes() if kept.name in c.names).id)

    # Edited by the person, the record is theirs: the same correction waits for them.
    rec = person.get(kept.name).record
    person.update(kept.name, rec.hash, body="以后测试一律用 pytest, 不用 unittest",
                  origin="user")
    again = person.after_turn([{"role": "user", "content": "我改主意了, 测试改用 vitest"},
                               {"role": "assistant", "content": "好的"}])
    assert again.stored == [] and len(person.inbox()) == 1
    assert person.get(kept.name).record.valid_to is None



# ---------------------------------------------------------------- a correction's other end
JENKINS = Candidate("ci-jenkins", "CI runs on Jenkins", "project", "CI runs on Jenkins.")
ACTIONS = Candidate("ci-gha", "CI runs on GitHub Actions now", "project",
                    "CI runs on GitHub Actions now.", updates="ci-jenkins")


def _pair_with_persons_successor(services: Any, policy: dict[str, Any] | None = None
                                 ) -> tuple[Any, Any]:
    """A model's correction of a model's record, whose successor a person then edited:
    the closed record is a model's, the one that replaced it a person's."""
    person, model = services.open("person", policy=policy), services.open("model")
    model.save(JENKINS)
    model.save(ACTIONS)
    gha = person.get("ci-gha").record
    assert gha.supersedes == "ci-jenkins" and person.get("ci-jenkins").record.valid_to
    person.update("ci-gha", gha.hash, body="CI runs on GitHub Actions now, since March.",
                  origin="user")
    return person, model


def _links(person: Any) -> tuple[Any, ...]:
    gha = person.get("ci-gha").record
    return gha.hash, gha.supersedes, person.get("ci-jenkins").record.superseded_by


@pytest.mark.parametrize("operation", ["restore", "rename"])
def test_a_models_change_that_rewrites_a_persons_link_is_proposed(services, operation):
    # Restoring the closed record drops its successor's ``supersedes``; renaming it
    # rewrites that link to the new name: both change the person's record.
    person, model = _pair_with_persons_successor(services)
    before = _links(person)
    if operation == "restore":
        done = model.restore("ci-jenkins")
    else:
        old = person.get("ci-jenkins").record
        done = model.rename("ci-jenkins", "ci-jenkins-2019", expected_hash=old.hash)

    assert done.proposal is not None
    [waiting] = person.inbox()
    assert waiting.reason.startswith("A person's memory would be changed: 'ci-gha' was "
                                     "written by the user"), waiting.reason
    assert _links(person) == before  # nothing changed yet
    person.approve(waiting.id)
    gha = person.get("ci-gha").record
    assert gha.supersedes == (None if operation == "restore" else "ci-jenkins-2019")


def test_a_restore_a_person_edits_before_approving_still_drops_the_link(services):
    # The person edits the version the restore brings back; approving writes their text
    # and drops the successor's link, as approving it unedited does: the successor no
    # longer says it replaced a record that holds again.
    person, model = _pair_with_persons_successor(services)
    done = model.restore("ci-jenkins")
    [waiting] = person.inbox()
    assert done.proposal is not None and waiting.id == done.proposal.id
    text = waiting.ops[0].text.replace("CI runs on Jenkins.", "CI runs on Jenkins, nightly.")
    person.approve(waiting.id, edit=text)

    back = person.get("ci-jenkins").record
    assert back.body == "CI runs on Jenkins, nightly." and back.valid_to is None
    assert person.get("ci-gha").record.supersedes is None
    assert person.inbox() == []


@pytest.mark.parametrize("operation", ["restore", "rename"])
def test_the_same_change_to_a_pair_a_model_wrote_is_applied(services, operation):
    person, model = services.open("person"), services.open("model")
    model.save(JENKINS)
    model.save(ACTIONS)
    if operation == "restore":
        done = model.restore("ci-jenkins")
    else:
        old = person.get("ci-jenkins").record
        done = model.rename("ci-jenkins", "ci-jenkins-2019", expected_hash=old.hash)

    assert done.proposal is None and person.inbox() == []
    gha = person.get("ci-gha").record
    assert gha.supersedes == (None if operation == "restore" else "ci-jenkins-2019")


def test_a_restore_a_person_approves_is_their_version(services):
    # Every approval writes ``by: person``: the version restored is then the person's, and
    # a model's later change of it waits for them, as after any other approval.
    person, model = services.open("person"), services.open("model")
    _, rec = model.save(DEPLOY)  # version 1: a model's
    person.update("deploy-day", rec.hash, body="Deploys happen on friday at noon.",
                  origin="user")
    done = model.restore("deploy-day", 1)
    assert done.proposal is not None  # the person's edit would be written over
    person.approve(done.proposal.id)
    back = person.get("deploy-day").record
    assert back.body == DEPLOY.body and (back.source or {}).get("by") == "person"
    # The version's own bytes, with the line that says so (and the time it came back).
    version = next(e.after for _, e in person.history("deploy-day") if e.op == "create")
    now = person.file_text(person.get("deploy-day"))

    def kept(text):
        return [line for line in text.split("\n") if not line.startswith("updated:")]
    assert "  by: person" in kept(now), now
    assert [line for line in kept(now) if line != "  by: person"] == kept(version), now

    again = model.update("deploy-day", back.hash, description="Deploys happen on monday")
    assert again.proposal is not None
    assert person.get("deploy-day").record.hash == back.hash


@pytest.mark.parametrize("operation", NARROWED)
def test_every_library_write_without_an_origin_is_judged_as_the_models(services,
                                                                       operation):
    # One default for every write of the library (`Memory`, `RemoteMemory`): the model's.
    # A person's script says origin="user", as memdir's own commands do.
    person, rec = _written(services, "user")
    call = {"update": lambda: person.update("deploy-day", rec.hash,
                                            description="Deploys happen on monday"),
            "same-name save": lambda: person.save_written(
                Candidate("deploy-day", "Deploys happen on monday", "project")),
            "correction": lambda: person.save_written(Candidate(
                "deploy-monday", "Deploys happen on monday now", "project",
                updates="deploy-day")),
            "rename": lambda: person.rename("deploy-day", "release-day",
                                            expected_hash=rec.hash),
            "delete": lambda: person.forget("deploy-day", expected_hash=rec.hash),
            "restore": lambda: person.restore("deploy-day")}[operation]
    done = call()

    assert _proposal(done) is not None
    assert person.get("deploy-day").record.hash == rec.hash


def test_forgetting_a_session_without_an_origin_proposes_a_persons_record(services):
    person = services.open("person", session="s-1")
    _, rec = person.save(DEPLOY, origin="user")
    assert rec is not None and (rec.source or {}).get("session") == "s-1"
    [gone] = person.forget_session("s-1")
    assert gone.proposal is not None and person.find("deploy-day") is not None


@pytest.mark.parametrize("origin", ["user", "model"])
def test_restoring_the_name_a_persons_rename_left_is_proposed(services, origin):
    # Restoring the old name undoes the rename: the renamed record is removed and the
    # version comes back under its old name, which changes the person's record.
    person, model = services.open("person"), services.open("model")
    writer = person if origin == "user" else model
    _, rec = writer.save(DEPLOY, origin=origin)
    writer.rename("deploy-day", "release-day", expected_hash=rec.hash, origin=origin)

    done = model.restore("deploy-day")

    names = sorted(r.name for r in person.list()[0])
    if origin == "user":
        assert done.proposal is not None and names == ["release-day"]
        [waiting] = person.inbox()
        assert "'release-day' was written by the user" in waiting.reason, waiting.reason
    else:
        assert done.proposal is None and names == ["deploy-day"]


@pytest.mark.parametrize("origin", ["user", "model"])
@pytest.mark.parametrize("operation", ["restore", "undo"])
def test_bringing_back_what_a_person_deleted_is_proposed(services, origin, operation):
    # The person's deletion is their decision: a model's restore or undo of it brings
    # their record back only once they approve; a model's record deleted comes back.
    person, model = services.open("person"), services.open("model")
    writer = person if origin == "user" else model
    _, rec = writer.save(DEPLOY, origin=origin)
    writer.forget("deploy-day", expected_hash=rec.hash, origin=origin)

    if operation == "restore":
        done = model.restore("deploy-day")
    else:
        change = next(c for c in person.changes() if c.kind == "delete")
        done = model.undo(change.id)

    if origin == "user":
        assert done.proposal is not None and person.find("deploy-day") is None
        [waiting] = person.inbox()
        assert waiting.reason.startswith(SAID), waiting.reason
    else:
        assert done.proposal is None and person.find("deploy-day") is not None


@pytest.mark.parametrize("by", ["person", "model"])
@pytest.mark.parametrize("operation", ["restore", "undo"])
def test_a_models_record_a_person_deleted_is_theirs_to_bring_back(services, by,
                                                                  operation):
    # Who deleted it decides, not who wrote it: a person's delete of a model's record is
    # their decision, which a model's restore or undo takes back only once they approve.
    person, model = services.open("person"), services.open("model")
    _, rec = model.save(DEPLOY)
    (person if by == "person" else model).forget(
        "deploy-day", expected_hash=rec.hash, origin="user" if by == "person" else "model")

    if operation == "restore":
        done = model.restore("deploy-day")
    else:
        done = model.undo(next(c for c in person.changes() if c.kind == "delete").id)

    if by == "person":
        assert done.proposal is not None and person.find("deploy-day") is None
        [waiting] = person.inbox()
        assert waiting.reason.startswith(SAID), waiting.reason
        person.approve(waiting.id)
        assert person.get("deploy-day").record.body == DEPLOY.body
    else:
        assert done.proposal is None and person.find("deploy-day") is not None


def test_a_rename_a_person_approves_is_their_version(services):
    # An approved rename is the person's decision as an approved write is: the record
    # under its new name is theirs, and a model's rename back waits for them.
    person = services.open("person", policy={"model": "propose"})
    person.import_records(Import([("deploy.md", Record(  # a record no person wrote
        "deploy-day", DEPLOY.description, "project", DEPLOY.body, origin="model"),
        None, "")]))
    rec = person.get("deploy-day").record
    assert "by" not in (rec.source or {})
    done = services.open("model").rename("deploy-day", "release-day",
                                         expected_hash=rec.hash)
    person.approve(done.proposal.id)

    moved = person.get("release-day").record
    assert (moved.source or {}).get("by") == "person" and moved.body == DEPLOY.body


@pytest.mark.parametrize("by", ["person", "model"])
@pytest.mark.parametrize("operation", ["restore", "undo"])
def test_a_models_record_a_person_renamed_is_theirs_to_take_back(services, by, operation):
    # A person's rename is their decision too: the record under its new name is theirs,
    # so a model's restore of the old name, or undo of the rename, waits for them.
    person, model = services.open("person"), services.open("model")
    _, rec = model.save(DEPLOY)
    (person if by == "person" else model).rename(
        "deploy-day", "release-day", expected_hash=rec.hash,
        origin="user" if by == "person" else "model")

    if operation == "restore":
        done = model.restore("deploy-day")
    else:
        done = model.undo(next(c for c in person.changes() if c.kind == "rename").id)

    names = sorted(r.name for r in person.list()[0])
    if by == "person":
        assert done.proposal is not None and names == ["release-day"]
        [waiting] = person.inbox()
        assert "'release-day' was written by the user" in waiting.reason, waiting.reason
    else:
        assert done.proposal is None and names == ["deploy-day"]


def test_an_undo_a_person_approves_is_their_version(services):
    # The text an approved undo puts back is the one the person chose: theirs, with the
    # one line that says so, its other bytes as they were.
    person = services.open("person", policy={"model": "propose"})
    for body in (DEPLOY.body, "Deploys happen on monday."):  # a record no person wrote
        person.import_records(Import([("deploy.md", Record(
            "deploy-day", DEPLOY.description, "project", body, origin="model"),
            None, "")], overwrite=True))
    change = next(c for c in person.changes() if c.kind == "import")
    done = services.open("model").undo(change.id)
    person.approve(done.proposal.id)

    back = person.get("deploy-day").record
    assert back.body == DEPLOY.body and (back.source or {}).get("by") == "person"


@pytest.mark.parametrize("by", ["person", "model"])
@pytest.mark.parametrize("undone", ["update", "save"])
def test_a_persons_undo_is_theirs_to_take_back(services, by, undone):
    # A person's undo of a model's change is their decision, as their restore is: what it
    # puts back is theirs and what it removes is marked theirs first, so a model's undo of
    # that undo waits for them; a model's undo of its own undo is applied.
    person, model = services.open("person"), services.open("model")
    _, rec = model.save(DEPLOY)
    if undone == "update":
        model.update("deploy-day", rec.hash, description="Deploys happen whenever")
    change = next(c for c in person.changes() if "deploy-day" in c.names)  # the newest
    first = (person if by == "person" else model).undo(change.id)
    assert first.proposal is None
    present = undone == "update"
    assert (person.find("deploy-day") is not None) == present

    again = model.undo(first.id)

    if by == "person":
        assert again.proposal is not None
        [waiting] = person.inbox()
        assert waiting.reason.startswith(SAID), waiting.reason
        assert (person.find("deploy-day") is not None) == present
        if present:
            back = person.get("deploy-day").record
            assert back.description == DEPLOY.description
            assert (back.source or {}).get("by") == "person"
    else:
        assert again.proposal is None and person.inbox() == []
        now = person.find("deploy-day")
        assert now is not None  # the update, or the record, is back
        if present:
            assert person.get("deploy-day").record.description == "Deploys happen whenever"


@pytest.mark.parametrize("operation", ["restore", "undo"])
def test_a_removal_a_person_approves_is_theirs_to_take_back(store, operation):
    # Approving a plan that removes a model's record is the person's decision, as their
    # own delete is: the version removed is marked theirs first, so a model's restore of
    # it, or undo of the approval, waits for them.
    from memory_helpers import pipeline_over

    from memdir.service.commands import Plan
    from memdir.service.memory import Memory

    for name in ("ruff-a", "ruff-b"):
        store.upsert(Record(name, f"Run ruff before committing ({name})", "feedback",
                            "Run ruff.", source={"session": "s"}, origin="model"))
    group = [store.get("ruff-a"), store.get("ruff-b")]
    merged = Record("ruff-a", "Run ruff before committing", "feedback", "Run ruff.",
                    origin="model")
    pipeline = pipeline_over(store)
    found = pipeline.plan(Plan(store.scope, group, [merged], review=True))
    assert found.action == "proposed" and store.find("ruff-b") is not None
    person = Memory(store, user=False, provider="offline", actor="person")
    person.approve(found.proposal)
    assert store.find("ruff-b") is None

    model = Memory(store, user=False, provider="offline", actor="model")
    if operation == "restore":
        done = model.restore("ruff-b")
    else:
        done = model.undo(next(c for c in person.changes() if c.kind == "approve").id)

    assert done.proposal is not None and store.find("ruff-b") is None
    [waiting] = person.inbox()
    assert waiting.reason.startswith("A person's memory would be changed: ") and \
        "'ruff-b'" in waiting.reason, waiting.reason


@pytest.mark.parametrize("by", ["person", "model"])
@pytest.mark.parametrize("version", [None, 1])
def test_a_name_a_person_renamed_on_is_theirs_to_bring_back(services, by, version):
    # Renamed twice, the record the first rename made holds nothing: a model's restore of
    # the first name was told of no record at all, and brought the memory back beside the
    # person's at once, without a word of the record that holds it.
    person, model = services.open("person"), services.open("model")
    _, rec = model.save(DEPLOY)
    writer, origin = (person, "user") if by == "person" else (model, "model")
    first = writer.rename("deploy-day", "release-day", expected_hash=rec.hash,
                          origin=origin).record
    writer.rename("release-day", "ship-day", expected_hash=first.hash, origin=origin)

    done = model.restore("deploy-day", version)

    names = sorted(r.name for r in person.list()[0])
    if by == "person":
        assert done.proposal is not None and names == ["ship-day"]
        [waiting] = person.inbox()
        assert "'ship-day' was written by the user" in waiting.reason, waiting.reason
    else:
        assert done.proposal is None and names == ["deploy-day", "ship-day"]
        assert any("'ship-day', which still holds" in note for note in done.notes), done.notes
