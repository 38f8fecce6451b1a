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


def test_remote_agents_use_the_same_tools_over_a_url(live_server, tokens):
    async def writer(client):
        tools = {t.name for t in (await client.list_tools()).tools}
        saved = await client.call_tool("memory_save", {
            "name": "release-checklist", "type": "reference",
            "description": "The release checklist lives in docs/RELEASING.md"})
        temporary = await client.call_tool("memory_save", {
            "type": "project", "description": "For now, skip the slow integration tests"})
        return tools, saved.structured_content, temporary.structured_content

    tools, saved, temporary = connect(live_server.url, tokens.agent, writer)
    assert tools == {"memory_search", "memory_get", "memory_save", "memory_update",
                     "memory_delete", "memory_list"}
    assert saved["saved"] is True and temporary["saved"] is False

    async def reader(client):
        found = await client.call_tool("memory_search", {"query": "release checklist"})
        return [r["name"] for r in found.structured_content["results"]]

    # Another token of the same project sees it; a token of another project does not.
    assert connect(live_server.url, tokens.reviewer, reader) == ["release-checklist"]
    assert connect(live_server.url, tokens.beta, reader) == []


def test_mcp_without_a_valid_token_is_refused(live_server):
    import httpx

    for headers in ({}, {"Authorization": "Bearer mdt_forged"}):
        answer = httpx.post(f"{live_server.url}/mcp", headers=headers, json={
            "jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert answer.status_code == 401
        assert "token" in answer.json()["error"]
