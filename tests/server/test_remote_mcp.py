"""MCP over streamable HTTP at /mcp: a real `memdir serve` on a loopback port, driven by
the MCP SDK's own streamable HTTP client with a bearer token."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

pytest.importorskip("mcp")

from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.shared._httpx_utils import create_mcp_http_client  # noqa: E402

from .conftest import Tokens  # noqa: E402


def connect(url: str, token: str, script) -> Any:
    async def main() -> Any:
        http = create_mcp_http_client(headers=Tokens.auth(token))
        async with http, Client(streamable_http_client(f"{url}/mcp", http_client=http),
                                read_timeout_seconds=60) as client:
            return await script(client)
    return anyio.run(main)


def test_remote_agents_use_the_same_tools_over_a_url(shared_server):
    # Two projects of their own on the session's server.
    shop, other = shared_server.project(), shared_server.project()

    async def writer(client):
        tools = {t.name for t in (await client.list_tools()).tools}
        saved = await client.call_tool("memory_save", {
            "name": "release-checklist", "type": "reference",
            "description": "The release checklist lives in docs/RELEASING.md"})
        temporary = await client.call_tool("memory_save", {
            "type": "project", "description": "For now, skip the slow integration tests"})
        return tools, saved.structured_content, temporary.structured_content

    tools, saved, temporary = connect(shared_server.url, shop.token("agent"), writer)
    assert tools == {"memory_search", "memory_get", "memory_save", "memory_update",
                     "memory_delete", "memory_list"}
    assert saved["saved"] is True and temporary["saved"] is False

    async def reader(client):
        found = await client.call_tool("memory_search", {"query": "release checklist"})
        return [r["name"] for r in found.structured_content["results"]]

    # Another token of the same project sees it; a token of another project does not.
    assert connect(shared_server.url, shop.token("reviewer"), reader) == ["release-checklist"]
    assert connect(shared_server.url, other.token("agent"), reader) == []


def test_mcp_without_a_valid_token_is_refused(shared_server):
    import httpx

    for headers in ({}, {"Authorization": "Bearer mdt_forged"}):
        answer = httpx.post(f"{shared_server.url}/mcp", headers=headers, json={
            "jsonrpc": "2.0", "id": 1, "method": "tools/list"}, timeout=60)
        assert answer.status_code == 401
        assert "token" in answer.json()["error"]


def test_a_token_opens_at_most_its_mcp_sessions_and_one_ended_makes_room(data, tokens):
    """Each `initialize` without a session id opened a session the server held for half an
    hour: 2,000 of them grew memdir serve by 112 MB, and the SDK's own cap let one agent
    token hold 10,000. Past ``mcp_sessions`` a new one is refused in one sentence; the
    sessions open keep working, and one ended makes room for the next."""
    import httpx

    from .conftest import start_server

    server = start_server(data, args=("--limit", "mcp_sessions=3"))
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "flood", "version": "1"}}}
    headers = {**Tokens.auth(tokens.agent), "Accept": "application/json, text/event-stream"}
    try:
        with httpx.Client(base_url=server.url, headers=headers, timeout=60) as http:
            opened = [http.post("/mcp", json=init) for _ in range(3)]
            assert [r.status_code for r in opened] == [200, 200, 200]
            refused = http.post("/mcp", json=init)
            assert refused.status_code == 429, refused.text
            assert "3 MCP sessions open" in refused.json()["error"]
            assert refused.headers["retry-after"] == "60"
            # Another token's sessions are its own.
            other = http.post("/mcp", json=init, headers=Tokens.auth(tokens.beta))
            assert other.status_code == 200
            first = opened[0].headers["mcp-session-id"]
            ended = http.delete("/mcp", headers={"mcp-session-id": first})
            assert ended.status_code == 200, ended.text
            assert http.post("/mcp", json=init).status_code == 200
    finally:
        server.stop()
