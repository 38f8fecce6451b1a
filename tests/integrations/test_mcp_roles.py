"""An agent's MCP session never decides a proposal: through a real client over stdio."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("mcp")

from memdir.service.memory import Memory  # noqa: E402
from memdir.store import FileStore  # noqa: E402

from .test_mcp_server import server, session, text  # noqa: E402


def test_an_agent_cannot_approve_its_own_proposal_over_mcp(project):
    settings = project / ".memdir" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps({"policy": {"model": "propose"}}))

    async def script(client):
        tools = {t.name for t in (await client.list_tools()).tools}
        saved = await client.call_tool("memory_save", {
            "description": "Deploys happen on friday", "type": "project",
            "name": "deploy-day"})
        pid = saved.structured_content["proposal"]
        approved = await client.call_tool("memory_approve", {"proposal_id": pid})
        rejected = await client.call_tool("memory_reject", {"proposal_id": pid})
        inbox = await client.call_tool("memory_inbox", {})
        return tools, saved, approved, rejected, inbox

    tools, saved, approved, rejected, inbox = session(server(project), script)
    assert not {"memory_approve", "memory_reject"} & tools and "memory_inbox" in tools
    assert saved.structured_content["action"] == "proposed"
    assert approved.is_error and rejected.is_error, text(approved)
    [pending] = inbox.structured_content["proposals"]
    assert pending["status"] == "pending"
    assert FileStore(project / ".memory").find("deploy-day") is None
    # The person decides it, and then it is written.
    with Memory(project, user=False, provider="offline", actor="person") as owner:
        owner.approve(pending["id"])
    assert FileStore(project / ".memory").get("deploy-day").origin == "model"


def test_an_agents_delete_under_review_is_a_proposal_over_mcp(project):
    settings = project / ".memdir" / "settings.json"
    with Memory(project, user=False, provider="offline", actor="person") as owner:
        from memdir.foundation.candidate import Candidate

        owner.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
                   origin="user")
    settings.parent.mkdir()
    settings.write_text(json.dumps({"policy": {"model": "propose"}}))

    async def script(client):
        got = await client.call_tool("memory_get", {"name": "deploy-day"})
        return await client.call_tool("memory_delete", {
            "name": "deploy-day", "hash": got.structured_content["hash"]})

    deleted = session(server(project), script)
    assert deleted.structured_content["deleted"] is False
    assert deleted.structured_content["action"] == "proposed"
    assert FileStore(project / ".memory").find("deploy-day") is not None


def test_an_agents_session_over_a_server_reads_the_inbox_it_cannot_decide(project,
                                                                           shared_server):
    """`memdir mcp` with MEMDIR_URL and a reviewer's token acts for a model, as it does
    locally: its write is proposed, and memory_inbox lists the proposal (a local model's
    session reads the inbox too). The server refused that read, "This needs a reviewer
    token; yours is a reviewer token acting for a model", so the tool offered always
    failed over a server."""
    from mcp import StdioServerParameters

    # A project of its own on the session's server, with its settings' policy.
    reviewer = shared_server.project({"model": "propose"}).token("reviewer")
    live = shared_server
    local = server(project)
    remote = StdioServerParameters(command=local.command, args=local.args, cwd=local.cwd,
                                   env={**(local.env or {}), "MEMDIR_URL": live.url,
                                        "MEMDIR_TOKEN": reviewer})

    async def script(client):
        tools = {t.name for t in (await client.list_tools()).tools}
        saved = await client.call_tool("memory_save", {
            "description": "Deploys happen on friday", "type": "project",
            "name": "deploy-day"})
        inbox = await client.call_tool("memory_inbox", {})
        return tools, saved, inbox

    tools, saved, inbox = session(remote, script)
    assert not {"memory_approve", "memory_reject"} & tools
    assert saved.structured_content["action"] == "proposed", text(saved)
    assert not inbox.is_error, text(inbox)
    [pending] = inbox.structured_content["proposals"]
    assert pending["id"] == saved.structured_content["proposal"]
    assert pending["status"] == "pending" and pending["writer"] == "model"
