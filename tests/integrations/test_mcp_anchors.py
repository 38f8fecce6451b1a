"""memory_save over MCP stdio takes anchors; memdir hashes the cited code itself."""

from __future__ import annotations

import pytest

pytest.importorskip("mcp")

from memdir.service.memory import Memory  # noqa: E402
from memdir.store import FileStore  # noqa: E402

from .test_mcp_server import held_session, server, session, text  # noqa: E402


def test_memory_save_with_anchors_over_stdio(project):
    (project / "net").mkdir()
    (project / "net" / "retry.py").write_text("def backoff(n):\n    return 2 ** n\n")

    async def script(client):
        saved = await client.call_tool("memory_save", {
            "type": "project", "name": "retry-backoff",
            "description": "Retry waits come from backoff in net/retry.py",
            "anchors": [{"path": "net/retry.py", "symbol": "backoff"}]})
        outside = await client.call_tool("memory_save", {
            "type": "project", "name": "hosts",
            "description": "Hosts are listed in /etc/hosts",
            "anchors": [{"path": "/etc/hosts"}]})
        return saved, outside

    saved, outside = session(server(project), script)
    assert saved.structured_content["saved"] is True
    (rec,) = FileStore(project / ".memory").list()
    assert [(a.path, a.symbol, a.lines) for a in rec.anchors] == [
        ("net/retry.py", "backoff", (1, 2))]
    assert outside.is_error and "absolute" in text(outside)


def test_a_stale_memory_is_labelled_in_search_and_approved_over_stdio(project):
    retry = project / "net" / "retry.py"
    retry.parent.mkdir()
    retry.write_text("def backoff(n):\n    return min(30, 2 ** n)\n")

    async def save(client):
        return await client.call_tool("memory_save", {
            "type": "project", "name": "retry-cap",
            "description": "The retry backoff is capped at 30 seconds",
            "anchors": [{"path": "net/retry.py", "symbol": "backoff"}]})

    async def review(client):
        found = await client.call_tool("memory_search", {"query": "retry backoff cap"})
        got = await client.call_tool("memory_get", {"name": "retry-cap"})
        inbox = await client.call_tool("memory_inbox", {})
        (proposal,) = inbox.structured_content["proposals"]
        approved = await client.call_tool("memory_approve", {"proposal_id": proposal["id"]})
        return found, got, proposal, approved

    async def search(client):
        return await client.call_tool("memory_search", {"query": "retry backoff cap"})

    # One session throughout, as an agent's client keeps it: the code changes under it,
    # and a person approves the proposal while it runs.
    with held_session(server(project)) as run:
        assert run(save).structured_content["saved"] is True
        retry.write_text("def backoff(n):\n    return min(60, 2 ** n)\n")
        found, got, proposal, approved = run(review)
        # The agent cannot decide it (no such tool); the person does, and the agent sees it.
        assert approved.is_error and "memory_approve" in text(approved)
        with Memory(project, user=False, provider="offline", actor="person") as person:
            person.approve(proposal["id"])
        after = run(search)
    (hit,) = found.structured_content["results"]
    assert hit["anchors"] == [{"path": "net/retry.py", "status": "stale",
                               "symbol": "backoff"}]
    assert hit["warning"].startswith("stale:")
    assert got.structured_content["anchors"][0]["status"] == "stale"
    assert (proposal["kind"], proposal["names"]) == ("reanchor", ["retry-cap"])
    (hit,) = after.structured_content["results"]
    assert hit["anchors"][0]["status"] == "fresh" and "warning" not in hit
