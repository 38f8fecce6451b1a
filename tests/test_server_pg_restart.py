"""`memdir serve` over PostgreSQL rides out a database restart by itself: while the
database is down a request answers 503 (a client keeps what it could not send), and once
it is back the same server answers again, with every acknowledged write still there.

A cluster of its own (the session's is shared by other tests), stopped with ``pg_ctl stop
-m immediate``: its processes are killed, as in a crash, and the next start replays the
WAL."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

from tests.conftest import postgres_missing

pytest.importorskip("psycopg")
pytest.importorskip("starlette")


@pytest.fixture
def cluster():
    from benchmarks.postgres_cluster import Cluster, PostgresUnavailable

    try:
        made = Cluster(durable_commits=True)
    except PostgresUnavailable as exc:
        postgres_missing(str(exc))
    try:
        made.start()
        yield made
    finally:
        try:
            made.stop("immediate")
        except RuntimeError:
            pass  # the test left it stopped
        made.remove()


@pytest.fixture
def served(cluster, tmp_path):
    """(server, url, agent token) over a fresh database of the cluster."""
    from benchmarks.common import fresh_env
    from benchmarks.postgres_cluster import app_database
    from benchmarks.server_load import Server
    from memdir.server.pg_tokens import PgTokenBook

    dsn = app_database(cluster.url)
    token = PgTokenBook(dsn).create("shop", "agent", "restart test")[0]
    home = tmp_path / "home"
    home.mkdir()
    env = fresh_env(tmp_path, home, tmp_path / "pycache")
    # A request waits 0.5 s for the database, then 503: each of the three requests the
    # test sends while it is down waits that long.
    env["MEMDIR_PG_POOL_TIMEOUT"] = "0.5"
    server = Server(tmp_path / "data", env, dsn)
    try:
        url = f"http://127.0.0.1:{server.port}"
        # Until the server's pool has its first connection (opened in the background; a
        # loaded machine may take longer than the 0.5 s a request waits): the test starts
        # from a server that reaches its database.
        deadline = time.monotonic() + 60
        while _get(f"{url}/v1/memories", token) != 200:
            assert time.monotonic() < deadline, "the server never reached its database"
            time.sleep(0.1)
        yield server, url, token, dsn
    finally:
        server.stop()


def _post(url: str, token: str, body: dict) -> tuple[int, Any, dict]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, answer.headers, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, json.loads(exc.read())


def _get(url: str, token: str) -> int:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return exc.code


def _note(n: int) -> dict:
    return {"name": f"release-note-{n}", "type": "project",
            "description": f"Release train {n} ships on Thursday after the staging check",
            "body": f"Train {n}: staging sign-off by the on-call engineer, then deploy."}


def test_a_restarted_database_is_used_again_and_nothing_acknowledged_is_lost(
        cluster, served, tmp_path):
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.errors import ServerUnavailableError
    from memdir.service.remote.memory import RemoteMemory
    from memdir.store.postgres import PostgresStore

    server, url, token, dsn = served
    memory = RemoteMemory(url, token)
    assert memory.save_written(Candidate(**_note(1))).record is not None

    cluster.stop("immediate")
    status, headers, answer = _post(f"{url}/v1/memories", token, _note(2))
    # Not a 400 (a refusal a client would drop) and not a 500: the same request may work
    # later, and the answer says so.
    assert status == 503, answer
    assert "cannot be reached" in answer["error"]
    assert int(headers.get("Retry-After", "0")) > 0
    with pytest.raises(ServerUnavailableError):
        memory.save_written(Candidate(**_note(2)))
    # The turn pipeline keeps what it could not send.
    memory.admit([Candidate(**_note(3))])
    assert memory.queue.pending()

    cluster.start()
    deadline = time.monotonic() + 60
    while True:  # the same server process, nobody restarts it
        try:
            saved = memory.save_written(Candidate(**_note(2)))
            break
        except ServerUnavailableError:
            assert time.monotonic() < deadline, "the server did not use the database again"
            time.sleep(0.1)
    assert saved.record is not None and saved.decision.action == "store"
    assert memory.flush() == 1 and not memory.queue.pending()
    assert server.proc.poll() is None

    store = PostgresStore(dsn, tenant="shop")
    for n in (1, 2, 3):
        name = _note(n)["name"]
        assert store.find(name) is not None, name
        assert [e.op for e in store.history(name)] == ["create"], name
    assert "Traceback" not in server.stop()
