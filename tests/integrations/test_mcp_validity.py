"""The MCP search answers for now or for a past time (``as_of``), through the SDK's client."""

from __future__ import annotations

import pytest

pytest.importorskip("mcp")

from memdir.foundation.record import Record  # noqa: E402
from memdir.store import FileStore  # noqa: E402

from .test_mcp_server import server, session  # noqa: E402


def test_memory_search_says_what_replaced_what_and_answers_for_a_past_time(project,
                                                                           isolated_env):
    store = FileStore(project / ".memory")
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", created="2026-01-10T09:00:00Z",
                        valid_to="2026-11-02T10:00:00Z", superseded_by="node-22"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", valid_from="2026-11-02T10:00:00Z",
                        supersedes="node-version"))

    async def script(client):
        return {
            "now": await client.call_tool("memory_search", {"query": "Node version"}),
            "march": await client.call_tool("memory_search", {"query": "Node version",
                                                              "as_of": "2026-03-15"}),
            "bad": await client.call_tool("memory_search", {"query": "Node version",
                                                            "as_of": "someday"}),
            "tools": await client.list_tools(),
        }

    out = session(server(project), script)
    [now] = out["now"].structured_content["results"]
    assert now["name"] == "node-22"
    assert now["validity"] == "since 2026-11-02; before: The project uses Node 18"
    [march] = out["march"].structured_content["results"]
    assert march["name"] == "node-version"
    assert march["validity"] == "until 2026-11-02; then: The project uses Node 22"
    assert out["bad"].is_error and "someday" in "".join(
        getattr(b, "text", "") for b in out["bad"].content)
    search = next(t for t in out["tools"].tools if t.name == "memory_search")
    assert "as_of" in search.input_schema["properties"]
