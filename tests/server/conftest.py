"""Fixtures for the server tests: a data folder with tokens, an in-process client, and a
real `memdir serve` on a loopback port (a subprocess, as a person starts it)."""

from __future__ import annotations

import os
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("starlette")

from integrations.conftest import memdir_command  # noqa: E402
from processes import stop_process  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from memdir.server.app import create_app  # noqa: E402
from memdir.server.tokens import TokenBook  # noqa: E402


@dataclass
class Tokens:
    """Tokens of two projects: ``alpha`` with every role, ``beta`` with an agent."""

    agent: str
    reviewer: str
    admin: str
    beta: str

    @staticmethod
    def auth(token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def data(tmp_path) -> Path:
    return tmp_path / "server-data"


@pytest.fixture
def tokens(data) -> Tokens:
    book = TokenBook(data)
    return Tokens(agent=book.create("alpha", "agent")[0],
                  reviewer=book.create("alpha", "reviewer")[0],
                  admin=book.create("alpha", "admin")[0],
                  beta=book.create("beta", "agent")[0])


@pytest.fixture
def client(data, tokens) -> Iterator[TestClient]:
    with TestClient(create_app(data)) as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class LiveServer:
    url: str
    data: Path
    process: subprocess.Popen[bytes]

    def stop(self) -> None:
        stop_process(self.process)


# A visitor token's work is charged by the clock (`visitor_time_share`): on a loaded
# machine a test's few visitor requests in a row would be refused mid-test. Tests not about
# that share lift it; those about it pass their own, which come later and win.
VISITOR_UNTHROTTLED = ("--limit", "visitor_time_share=1", "--limit", "visitor_time_burst=60")


def start_server(data: Path, port: int | None = None, store: str | None = None,
                 args: tuple[str, ...] = (), log_level: str = "warning") -> LiveServer:
    """`memdir serve` on 127.0.0.1 (over ``store``, a postgresql:// URL, if given; with
    more ``args``, e.g. ``--limit``), answering /healthz before this returns. Its output
    is in ``serve-PORT.log`` beside the data folder.

    A port this picks is free when picked, but another process (tests of other runs on
    the same machine) may take it before the server binds it: then it tries another."""
    if port is not None:
        server = _start_server(data, port, store, args, log_level, may_be_taken=False)
        assert server is not None
        return server
    for _ in range(5):
        server = _start_server(data, free_port(), store, args, log_level, may_be_taken=True)
        if server is not None:
            return server
    raise AssertionError("memdir serve found each of 5 free ports taken before it bound it")


def _start_server(data: Path, port: int, store: str | None, args: tuple[str, ...],
                  log_level: str, *, may_be_taken: bool) -> LiveServer | None:
    """`start_server` on ``port``; None if the port was in use and ``may_be_taken``."""
    import httpx

    log = open(data.parent / f"serve-{port}.log", "wb")  # noqa: SIM115 - the child's
    process = subprocess.Popen(
        [*memdir_command(), "serve", "--data", str(data), "--port", str(port),
         "--log-level", log_level, *(["--store", store] if store else []),
         *VISITOR_UNTHROTTLED, *args],
        stdout=log, stderr=subprocess.STDOUT, env=dict(os.environ))
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            said = (data.parent / f"serve-{port}.log").read_text()
            if may_be_taken and (f"Port {port} on 127.0.0.1 is in use" in said
                                 or "address already in use" in said):  # or uvicorn's
                return None
            raise AssertionError(said)
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return LiveServer(url, data, process)
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError("memdir serve did not answer within 60 s")


@pytest.fixture
def agent_server(data, tokens, monkeypatch) -> Iterator[LiveServer]:
    """A real `memdir serve`, and a client's environment that uses it with the agent token
    (``MEMDIR_URL``, ``MEMDIR_TOKEN``): the command line and the hooks run against it."""
    server = start_server(data)
    monkeypatch.setenv("MEMDIR_URL", server.url)
    monkeypatch.setenv("MEMDIR_TOKEN", tokens.agent)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def dead_url(monkeypatch, tokens) -> str:
    """A client's environment whose server does not answer: nothing listens there."""
    url = f"http://127.0.0.1:{free_port()}"
    monkeypatch.setenv("MEMDIR_URL", url)
    monkeypatch.setenv("MEMDIR_TOKEN", tokens.agent)
    return url
