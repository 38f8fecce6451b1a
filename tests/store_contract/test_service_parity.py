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
    gone = person.forget_session(session)
    assert [d.record.name for d in gone] == ["deploy-day"]
    assert [e.name for e in person.list()[0]] == ["kept-fact"]
