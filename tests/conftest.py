"""Test isolation: every test gets its own MEMDIR_HOME and no real model credentials.

Provider base URLs point at a closed local port, so a test that forgot to fake its model
fails at once instead of reaching the internet or spending money.
"""

from __future__ import annotations

import pytest

_SCRUB = (
    "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "OPENAI_ORG_ID",
    "MEMDIR_PROVIDER", "MEMDIR_MODEL", "MEMDIR_PROJECT", "MEMDIR_SEMANTIC_MODEL",
    "MEMDIR_RANKER", "EDITOR", "VISUAL",
)


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("memdir-home")
    monkeypatch.setenv("MEMDIR_HOME", str(home))
    for var in _SCRUB:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    return home


@pytest.fixture
def store(tmp_path):
    from memdir.store import FileStore

    return FileStore(tmp_path / ".memory")
