"""What `memdir.server.remote_mcp` takes from the MCP SDK beyond its documented API: an
upgrade that renames it fails here, not by a session cap that silently stops applying."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("mcp")

from mcp.server.lowlevel import Server  # noqa: E402
from mcp.server.mcpserver import MCPServer  # noqa: E402
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager  # noqa: E402

from memdir.server.remote_mcp import SDK_SESSIONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def test_the_session_manager_keeps_its_open_sessions_where_the_cap_counts_them():
    manager = StreamableHTTPSessionManager(Server("memdir"), max_sessions=3,
                                           session_idle_timeout=5.0)
    sessions = getattr(manager, SDK_SESSIONS)
    assert isinstance(sessions, dict) and sessions == {}
    assert (manager.max_sessions, manager.session_idle_timeout) == (3, 5.0)


def test_the_mcp_server_exposes_its_low_level_server():
    # remote_mcp hands `_lowlevel_server` (private too) to the session manager.
    assert isinstance(MCPServer("memdir")._lowlevel_server, Server)


def test_the_lowest_mcp_allowed_has_the_session_cap():
    # max_sessions came in mcp 2.2.0 (2.1.x has only session_idle_timeout): a lower
    # bound below it installs an SDK whose manager refuses memdir's arguments.
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (spec,) = pyproject["project"]["optional-dependencies"]["mcp"]
    low = tuple(int(n) for n in re.fullmatch(r"mcp>=([\d.]+)", spec)[1].split("."))
    assert low >= (2, 2)
    assert "mcp==2.2.0" in (ROOT / ".ci" / "minimums.txt").read_text(encoding="utf-8")
