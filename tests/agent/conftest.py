"""Fixtures for the agent tests: sessions on a scripted model, in the project folder that
tests/conftest.py makes the cwd."""

from __future__ import annotations

import json

import pytest

from memdir.agent.memory_tool import MemoryTool
from memdir.agent.session import ChatSession
from memdir.store.files.store import FileStore
from memdir.testing import ScriptedProvider


@pytest.fixture
def make_session(project):
    """Build ChatSessions in the project; every session is closed at the end of the test."""
    sessions: list[ChatSession] = []

    def make(model: ScriptedProvider, **kwargs) -> ChatSession:
        kwargs.setdefault("permission", "yes")
        session = ChatSession(model, workspace=project, **kwargs)
        sessions.append(session)
        return session

    yield make
    for session in sessions:
        session.close(timeout=60)


def candidates(*items: dict) -> str:
    """An extraction answer: a JSON array of candidates with sensible defaults."""
    full = [{"body": "", "scope": "persistent", "quote": "", **item} for item in items]
    return json.dumps(full, ensure_ascii=False)


PYTEST_MEMORY = {"name": "prefer-pytest", "type": "feedback",
                 "description": "这个项目写测试一律用 pytest,不用 unittest",
                 "body": "用户明确纠正过:新测试写成 pytest 函数。",
                 "quote": "以后在这个项目里写测试一律用 pytest"}


@pytest.fixture
def stores(tmp_path):
    """The memory tool's two stores: the project's and the user's."""
    return (FileStore(tmp_path / "proj" / ".memory"),
            FileStore(tmp_path / "home" / "memory", scope="user"))


@pytest.fixture
def tool(stores):
    """A MemoryTool over `stores`."""
    return MemoryTool(*stores, actor="memory-tool test")
