"""Fixtures of the adversarial tests that more than one file uses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def project(tmp_path, isolated_env, monkeypatch) -> Path:
    """A git project folder of its own, the working directory of the test."""
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    return root


@pytest.fixture(scope="session")
def default_servers(tmp_path_factory) -> Iterator[dict[str, tuple[Path, list[Any]]]]:
    """Per store, the data folder `site` (test_inbox_flood.py) shares between tests (each
    test has a project of its own) and the server with the default limits on it, started
    by the first test that asks: one server start per store, not one per test."""
    shared: dict[str, tuple[Path, list[Any]]] = {}
    yield shared
    for _, servers in shared.values():
        for server in servers:
            server.stop()
