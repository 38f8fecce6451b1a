"""A token revoked while a client uses it (rotation: the old token revoked once the new
one is deployed): the turn's end says so in its report, as the Python API promises
(`after_turn` never raises), instead of raising out of the agent's loop."""

from __future__ import annotations

from memdir.server.tokens import TokenBook


def test_after_turn_with_a_revoked_token_reports_instead_of_raising(shared_server, isolated_env):
    project = shared_server.project()
    memory = project.memory("agent", provider="offline")
    said = [{"role": "user", "content": "Always tag releases with a v prefix."},
            {"role": "assistant", "content": "Will do."}]
    assert memory.recall("tag releases") == []  # the token works
    book = TokenBook(shared_server.data)
    [grant] = [g for g in book.list(project.name) if g.role == "agent"]
    book.revoke(grant.id)  # `memdir token revoke` on the server's machine

    report = memory.after_turn(said)

    assert report.stored == [] and report.proposed == []
    assert len(report.errors) == 1
    assert "not valid on this server (unknown or revoked)" in report.errors[0]
    assert project.memory("reviewer").list()[0] == []
