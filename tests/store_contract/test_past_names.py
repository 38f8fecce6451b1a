"""A record's history stays readable and restorable under a name the rules refuse today
(`memdir.foundation.past_names`): ``nul`` (a Windows device name, refused since), a name
with a colon. The same over every store and over a server.

The history is planted as `memdir migrate` copies one in (`Store.append_history`): the
entries an earlier version of memdir wrote for such a record."""

from __future__ import annotations

import pytest

from memdir.foundation.errors import InvalidNameError
from memdir.store.history import HistoryEntry


def _text(name: str) -> str:
    return (f"---\nname: {name}\ndescription: A note once called {name}\n"
            f"type: project\n---\nThe body of {name}.\n")


def _plant(services, name: str) -> None:
    """The record ``name`` created and then deleted, as an older memdir logged it."""
    entries = [HistoryEntry(at="2026-01-05T10:00:00Z", op="create", name=name,
                            file=f"{name}.md", before=None, after=_text(name), actor="cli"),
               HistoryEntry(at="2026-01-06T10:00:00Z", op="delete", name=name,
                            file=f"{name}.md", before=_text(name), after=None, actor="cli")]
    if not services.remote:
        services._target.append_history(entries)
        return
    from memdir.store.files.store import FileStore

    target = services._target
    store = FileStore(target.server.data / "projects" / target.name / "memory")
    try:
        with pytest.MonkeyPatch.context() as env:
            # Made by the server's own memdir home: entries of another are not believed.
            env.setenv("MEMDIR_HOME", str(target.server.data.parent / "home"))
            store.append_history(entries)
    finally:
        store.close()


@pytest.mark.parametrize(("name", "restored"), [("nul", "nul-2"), ("a:b", "a-b")])
def test_a_name_refused_today_keeps_its_history_readable_and_restorable(
        services, name, restored):
    """`memdir log nul` said "Invalid memory name 'nul'" while `memdir log` listed its
    entries, and `memdir restore nul` refused the same way: the record was unreachable."""
    memory = services.open("person")
    _plant(services, name)
    rows = memory.history(name)
    assert [(e.op, e.name) for _, e in rows] == [("create", name), ("delete", name)]

    done = memory.restore(name, origin="user")
    assert done.record is not None and done.record.name == restored
    assert any(repr(name) in note and repr(restored) in note for note in done.notes)
    assert memory.get(restored).record.body.strip() == f"The body of {name}."
    # A second restore brings back no second copy.
    assert memory.restore(name, origin="user").record.name == restored
    assert [e.name for e in memory.list()[0]] == [restored]
    assert [e.op for _, e in memory.history(name)] == ["create", "delete"]


@pytest.mark.parametrize("name", ["", "  ", "a\x00b"])
def test_a_name_no_record_could_have_had_is_refused_by_history(services, name):
    memory = services.open("person")
    with pytest.raises(InvalidNameError):
        memory.history(name)


def test_a_rename_onto_a_deleted_name_leaves_its_versions_reachable(services):
    # A model renamed its record onto the name of one the person deleted: `log NAME`
    # followed the renamed record only, `restore NAME --version 1` brought back the
    # model's, and no command reached a version of the person's any more.
    from memdir.foundation.candidate import Candidate

    person, model = services.open("person"), services.open("model")
    deploy = Candidate("deploy-day", "Deploys happen on friday", "project",
                       "Deploys happen on friday, after the review.")
    _, rec = person.save(deploy, origin="user")
    person.forget("deploy-day", expected_hash=rec.hash, origin="user")
    _, other = model.save(Candidate("tmp-note", "Deploys are continuous", "project",
                                    "Deploys are continuous."))
    model.rename("tmp-note", "deploy-day", expected_hash=other.hash)

    rows = [e for _, e in person.history("deploy-day")]
    assert [(e.op, e.name) for e in rows] == [
        ("create", "deploy-day"), ("delete", "deploy-day"), ("create", "tmp-note"),
        ("rename", "tmp-note")]
    back = person.restore("deploy-day", 1, origin="user")
    assert back.record.body == deploy.body and back.record.name != "deploy-day"
    assert person.get("deploy-day").record.description == "Deploys are continuous"
    assert person.get(back.record.name).record.body == deploy.body


def test_a_record_renamed_away_that_still_lives_is_no_version_of_the_name(services):
    # deploy renamed to deploy-old, then release renamed to deploy: `log deploy` listed
    # deploy-old's create and rename as versions 1-2, and restoring version 1 wrote a
    # second copy of the record deploy-old still holds.
    from memdir.foundation.candidate import Candidate

    memory = services.open("person")
    _, first = memory.save(Candidate("deploy", "Deploy with make ship", "project",
                                     "Deploy with make ship."), origin="user")
    memory.rename("deploy", "deploy-old", expected_hash=first.hash, origin="user")
    _, other = memory.save(Candidate("release", "Release by tagging", "project",
                                     "Release by tagging vX.Y."), origin="user")
    memory.rename("release", "deploy", expected_hash=other.hash, origin="user")

    rows = [e for _, e in memory.history("deploy")]
    assert [(e.op, e.name) for e in rows] == [("create", "release"), ("rename", "release")]
    assert [(e.op, e.name) for _, e in memory.history("deploy-old")] == [
        ("create", "deploy"), ("rename", "deploy")]
    memory.restore("deploy", 1, origin="user")
    bodies = [memory.get(e.name).record.body.strip() for e in memory.list()[0]]
    assert bodies.count("Deploy with make ship.") == 1

    # Deleted since, deploy-old's versions are the name's earlier ones again.
    old = memory.get("deploy-old").record
    memory.forget("deploy-old", expected_hash=old.hash, origin="user")
    assert [(e.op, e.name) for _, e in memory.history("deploy")][:4] == [
        ("create", "deploy"), ("rename", "deploy"), ("create", "release"),
        ("rename", "release")]
