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
from typing import Any

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


# ---------------------------------------------------------------- the service over each
class Services:
    """Opens the memory service (`memdir.service.protocol.MemoryService`) over one memory
    per test: a `Memory` over a store of ``FACTORIES``, or a `RemoteMemory` of a real
    `memdir serve` (``remote``: a project of the session's shared server).

    ``open(actor)``: ``person`` (a reviewer's or an admin's token remotely: ``reviewer``
    asks for the reviewer's) or ``model`` (an agent token). The first call fixes the
    write policy (a settings file's ``policy`` section) for the whole test.
    """

    def __init__(self, kind: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
        self.kind = kind
        self._request, self._tmp_path = request, tmp_path
        self._target: Any = None
        self._policy: dict[str, Any] | None = None

    @property
    def remote(self) -> bool:
        return self.kind == "remote"

    def _open_target(self, policy: dict[str, Any] | None) -> Any:
        if self.remote:
            return self._request.getfixturevalue("shared_server").project(policy)
        return FACTORIES[self.kind](self._request, self._tmp_path)()

    def open(self, actor: str = "person", *, policy: dict[str, Any] | None = None,
             provider: Any = "offline", session: str | None = None) -> Any:
        if self._target is None:
            self._target, self._policy = self._open_target(policy), policy
        assert policy in (None, self._policy), "one write policy per test"
        if self.remote:
            role = {"person": "admin", "reviewer": "reviewer", "model": "agent"}[actor]
            return self._target.memory(role, provider=provider, session=session)
        from memdir.service.memory import Memory
        from memdir.service.write_policy import WritePolicy

        table = WritePolicy()
        if self._policy is not None:
            table.apply(self._policy, "test", stricter_only=False)
        kind = "person" if actor == "reviewer" else actor
        return Memory(self._target, user=False, provider=provider, policy=table,
                      actor=kind, session=session)

    def visitor(self, session: str = "visitor-1", provider: Any = "offline") -> Any:
        """A public agent's visitor of the memory `open` made (open it first): a `Memory`
        in public-agent mode over the same store, or a visitor token's client."""
        assert self._target is not None, "open the memory first"
        if self.remote:
            return self._target.memory("visitor", provider=provider, session=session)
        from memdir.service.memory import Memory

        return Memory(self._target, user=False, provider=provider, writers="untrusted",
                      session=session)

    def visitor_entries(self, kind: str) -> list[dict[str, Any]]:
        """What the project store logged of its visitors (`Store.visitor_entries`): a
        server's project read from its data folder."""
        if not self.remote:
            return self._target.visitor_entries(kind)  # type: ignore[no-any-return]
        from memdir.store.files.store import FileStore

        target = self._target
        store = FileStore(target.server.data / "projects" / target.name / "memory")
        try:
            return store.visitor_entries(kind)
        finally:
            store.close()


# The remote service is the session's `memdir serve` process: slow (tests/conftest.py).
SERVICES = (*sorted(FACTORIES), pytest.param("remote", marks=pytest.mark.slow))


@pytest.fixture(params=SERVICES)
def services(request: pytest.FixtureRequest, tmp_path: Path) -> Services:
    """The service of each implementation in turn (each test runs for every one)."""
    return Services(request.param, request, tmp_path)
