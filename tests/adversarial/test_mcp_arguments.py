"""Hostile tool arguments through a real MCP client over stdio (`memdir mcp`) and over
`memdir serve`'s streamable HTTP: an argument no tool has, a name with a NUL byte, a query
of megabytes. Each is one tool error or a bounded answer, and nothing is written that the
caller did not ask for."""

from __future__ import annotations

import pytest

pytest.importorskip("mcp")

from integrations.test_mcp_server import server, session  # noqa: E402


@pytest.fixture
def project(tmp_path, isolated_env, monkeypatch):
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    return root


def _files(project):
    folder = project / ".memory"
    return sorted(p.name for p in folder.glob("*.md")) if folder.is_dir() else []


def test_a_name_with_a_nul_byte_is_refused_not_saved_under_another_name(project):
    """memory_save with name "a\\0b" wrote a record named "ab", while memory_get and
    memory_delete of "a\\0b" refused the name: the writer could never reach what it saved."""
    async def script(client):
        return await client.call_tool("memory_save", {
            "name": "tabs\x00only", "type": "feedback",
            "description": "The user wants tabs in Makefiles"})

    answer = session(server(project), script)
    assert answer.structured_content["saved"] is False
    assert "NUL byte" in answer.structured_content["reason"]
    assert _files(project) == []
