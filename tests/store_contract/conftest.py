"""The stores the contract suite runs against.

A store joins the suite by adding one entry to ``FACTORIES``: a function that takes the
pytest ``request`` and a fresh ``tmp_path`` and returns a maker of new, empty stores
(``make(scope="project") -> Store``). It may register clean-up with
``request.addfinalizer`` and call ``pytest.skip`` when what it needs (a database server)
is not there. Every test in this folder then runs once per entry, unchanged.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from memdir.store.base import Store

Maker = Callable[..., Store]


def _file_stores(request: pytest.FixtureRequest, tmp_path: Path) -> Maker:
    from memdir.store.files.store import FileStore

    made: list[FileStore] = []

    def make(scope: str = "project") -> Store:
        store = FileStore(tmp_path / f"store-{len(made)}" / ".memory", scope=scope)
        made.append(store)
        return store

    request.addfinalizer(lambda: [s.close() for s in made])
    return make


def _postgres_stores(request: pytest.FixtureRequest, tmp_path: Path) -> Maker:
    # The session's PostgreSQL (tests/conftest.py): skipped without one, failed under CI.
    dsn = request.getfixturevalue("postgres_dsn")
    from memdir.store.postgres import PostgresStore

    def make(scope: str = "project") -> Store:
        # A tenant of its own: a new store is empty whatever other tests wrote.
        return PostgresStore(dsn, tenant=f"contract-{os.urandom(6).hex()}", scope=scope)

    return make


FACTORIES: dict[str, Callable[[pytest.FixtureRequest, Path], Maker]] = {
    "file": _file_stores,
    "postgres": _postgres_stores,
}


@pytest.fixture(params=sorted(FACTORIES))
def store_factory(request: pytest.FixtureRequest, tmp_path: Path) -> Maker:
    """Makes new, empty stores of one implementation (each test runs for every one)."""
    return FACTORIES[request.param](request, tmp_path)


@pytest.fixture
def store(store_factory: Maker) -> Store:
    """A new, empty project store of the implementation under test."""
    return store_factory()
