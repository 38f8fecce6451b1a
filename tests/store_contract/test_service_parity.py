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
