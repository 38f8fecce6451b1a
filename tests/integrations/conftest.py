"""Fixtures for the integration tests: the real `memdir` executable, and the documented
Claude Code hook payloads (the project folder as the cwd is tests/conftest.py's)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memdir.foundation.record import Record
from memdir.store import FileStore

FIXTURES = Path(__file__).parent / "fixtures"


def memdir_command() -> list[str]:
    """The installed console script next to this interpreter (what an agent runs)."""
    script = Path(sys.executable).parent / "memdir"
    return [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]


def run_memdir(*args: str, input: str | bytes | None = None, cwd: Path | None = None,
               env: dict[str, str] | None = None, timeout: float = 60
               ) -> subprocess.CompletedProcess[str]:
    data = input.decode() if isinstance(input, bytes) else input
    return subprocess.run([*memdir_command(), *args], input=data, capture_output=True,
                          text=True, cwd=cwd, env=env or dict(os.environ), timeout=timeout)


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """$HOME for this test (Claude Code's ~/.claude lives there)."""
    path = tmp_path / "home"
    path.mkdir()
    monkeypatch.setenv("HOME", str(path))
    return path


@pytest.fixture
def project_store(project) -> FileStore:
    return FileStore(project / ".memory", scope="project")


@pytest.fixture
def user_store(isolated_env) -> FileStore:
    return FileStore(isolated_env / "memory", scope="user")


def add(store: FileStore, name: str, description: str, type: str = "feedback",
        body: str = "", origin: str | None = None) -> Record:
    """A record as a file written by hand (a person's), or as ``origin`` wrote it."""
    return store.upsert(Record(name=name, description=description, type=type,
                               body=body or description, origin=origin)).record


def payload(event: str, **fields: Any) -> dict[str, Any]:
    """A documented hook payload from fixtures/hook_payloads.json, with fields filled in."""
    data = json.loads((FIXTURES / "hook_payloads.json").read_text(encoding="utf-8"))[event]
    data.update(fields)
    return data
