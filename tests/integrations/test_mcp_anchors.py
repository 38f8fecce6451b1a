"""memory_save over MCP stdio takes anchors; memdir hashes the cited code itself."""

from __future__ import annotations

import pytest

pytest.importorskip("mcp")

from memdir.store import FileStore  # noqa: E402

from .test_mcp_server import server, session, text  # noqa: E402


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
