"""Commands the local library and a server once answered differently: an origin no
writer has, a session name holding "/", an import naming a scope there is none of.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` over the file store
and over PostgreSQL, and `RemoteMemory` over a real `memdir serve`."""

from __future__ import annotations

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import BadInput

WRITERS = "user, model, import, visitor"


def test_an_origin_no_writer_has_is_refused_before_anything_is_written(services):
    """``origin="bogus"`` is refused with the server's sentence on every service. The
    local library judged it as the least trusted writer and wrote the record."""
    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    alpha = memory.get("alpha").record
    commands = (
        lambda: memory.save(Candidate("beta", "Beta fact about builds", "project",
                                      "Body."), origin="bogus"),
        lambda: memory.update("alpha", alpha.hash, description="New", origin="bogus"),
        lambda: memory.rename("alpha", "gamma", origin="bogus"),
        lambda: memory.forget("alpha", origin="bogus"),
        lambda: memory.forget_session("any-session", origin="bogus"),
        lambda: memory.restore("alpha", 1, origin="bogus"))
    for command in commands:
        with pytest.raises(BadInput) as raised:
            command()
        assert str(raised.value) == f"'origin' must be one of {WRITERS}."
    assert [e.name for e in memory.list()[0]] == ["alpha"]
    assert memory.get("alpha").record.hash == alpha.hash


@pytest.mark.parametrize("session", ["claude/2026-12-06", "a/b/c", "../up"])
def test_a_session_holding_a_slash_is_forgotten_on_every_service(services, session):
    """A session is whatever text the records' source says: one holding "/" was no path
    segment the server routed, so a client answered a 404 of no route (a
    ServerUnavailableError) where the local library forgot its records."""
    person = services.open("person")
    person.save(Candidate("deploy-day", "Deploys happen on friday", "project",
                          "Deploys happen on friday."), source={"session": session},
                origin="user")
    person.save(Candidate("kept-fact", "Builds run at night", "project",
                          "Builds run at night."), source={"session": "other"},
                origin="user")
    gone = person.forget_session(session, origin="user")
    assert [d.record.name for d in gone] == ["deploy-day"]
    assert [e.name for e in person.list()[0]] == ["kept-fact"]


@pytest.mark.parametrize("where", ["item", "import"])
def test_an_import_naming_no_scope_there_is_is_refused_before_anything_is_written(
        services, where):
    """An import, or one of its items, asking for a scope that is none of project and
    user is refused with the sentence of an unknown scope, and nothing is imported. The
    local library read an item's as no scope (and wrote it to the project) and skipped
    every record for the import's, where a client refused it."""
    from memdir.foundation.errors import MemdirError
    from memdir.foundation.record import Record
    from memdir.service.commands import Import

    memory = services.open("person")
    records = [Record(name=name, description=f"An imported fact called {name}",
                      type="project", body=f"The {name} body.") for name in ("one", "two")]
    items = [("notes/one.md", records[0], "project", ""),
             ("notes/two.md", records[1], "bogus" if where == "item" else None, "")]
    command = Import(items, scope="bogus" if where == "import" else None)
    with pytest.raises(MemdirError) as raised:
        memory.import_records(command)
    assert str(raised.value) == "Unknown scope 'bogus'; use 'project' or 'user'."
    assert memory.list()[0] == []
    done = memory.import_records(Import(items[:1], scope="both"))
    assert [(i.name, i.action) for i in done] == [("one", "created")]
