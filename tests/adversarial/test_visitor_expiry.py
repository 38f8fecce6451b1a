"""What a visitor leaves behind is deleted on time, on a real `memdir serve` and on both
stores: expired session notes are gone from the folder and from PostgreSQL's table (not
only hidden), visitor logs older than their retention period too, by the server's sweep
even in a project nobody writes to again; the sweep sees nothing else in PostgreSQL; and
a person, only a person, erases visitor logs at once (`memdir purge --visitor-logs`)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import LiveServer, Tokens, start_server  # noqa: E402

from memdir.foundation.errors import RoleError  # noqa: E402

auth = Tokens.auth
PHONE = "+33 6 12 34 56 78"
# The clock of every test here: a session note lives TTL seconds, and the server sweeps
# every SWEEP seconds; what a test waits for is what expired, a few sweeps later.
TTL = 3
SWEEP = 0.1


@dataclass
class Site:
    start: Callable[..., LiveServer]
    rows: Callable[[], tuple[int, int]]  # (session notes, visitor log entries) kept
    visitor: str
    admin: str
    reviewer: str


def _pg_rows(dsn: str, tenant: str) -> tuple[int, int]:
    """What PostgreSQL's tables hold for the tenant, expired or not: asked directly."""
    import psycopg

    with psycopg.connect(dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (tenant,))
        notes = conn.execute("SELECT count(*) FROM memdir_session_notes").fetchone()[0]
        logs = conn.execute("SELECT count(*) FROM memdir_visitor_log").fetchone()[0]
    return notes, logs


def _folder_rows(folder: Path) -> tuple[int, int]:
    """What the project's folder holds: notes in session files, lines in visitor logs."""
    import json

    notes = sum(len(json.loads(p.read_text())["notes"])
                for p in (folder / ".sessions").glob("*.json"))
    logs = sum(len(p.read_text().splitlines()) for p in (folder / ".visitors").glob("*.jsonl"))
    return notes, logs


class KeptServers(dict[tuple[str, ...], LiveServer]):
    """Servers more than one test asks for (the same store, limits and note lifetime),
    each test in a project of its own, over a data folder of the module's."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder


@pytest.fixture(scope="class")
def kept_servers(tmp_path_factory) -> Iterator[KeptServers]:
    """Started once, stopped at the class's end (a server left sweeping every SWEEP s
    would delete what a later test here looks at in PostgreSQL)."""
    servers = KeptServers(tmp_path_factory.mktemp("expiry"))
    yield servers
    for server in servers.values():
        server.stop()


@pytest.fixture(params=["files", "postgresql"])
def site(request, monkeypatch, kept_servers) -> Iterator[Site]:
    data = kept_servers.folder / request.param / "server-data"  # the module's
    data.parent.mkdir(exist_ok=True)
    project = f"site-{os.urandom(4).hex()}"
    if request.param == "files":
        from memdir.server.tokens import TokenBook

        book, dsn = TokenBook(data), None

        def rows() -> tuple[int, int]:
            return _folder_rows(data / "projects" / project / "memory")
    else:
        pytest.importorskip("psycopg")
        from memdir.server.pg_tokens import PgTokenBook

        dsn = request.getfixturevalue("postgres_dsn")
        book = PgTokenBook(dsn)

        def rows() -> tuple[int, int]:
            return _pg_rows(dsn, project)
    tokens = {role: book.create(project, role)[0] for role in ("visitor", "admin", "reviewer")}
    # The server's notes live TTL seconds: long enough to be seen after the visit on a
    # loaded machine (a second could pass before the test looks, and the note be swept),
    # short enough not to keep the suite waiting: each test waits for an expiry.
    monkeypatch.setenv("MEMDIR_SESSION_TTL", str(TTL))
    servers: list[LiveServer] = []

    def start(*limits: str, keep: bool = False) -> LiveServer:
        """A server with these limits; ``keep``: the module's, shared with the tests that
        ask for the same (its sweep then sees their projects too)."""
        key = (request.param, os.environ["MEMDIR_SESSION_TTL"], *limits)
        if keep and key in kept_servers:
            return kept_servers[key]
        server = start_server(data, store=dsn,
                              args=tuple(a for pair in limits for a in ("--limit", pair)))
        if keep:
            kept_servers[key] = server
        else:
            servers.append(server)
        return server
    yield Site(start, rows, tokens["visitor"], tokens["admin"], tokens["reviewer"])
    for server in servers:
        server.stop()


def _visit(server: LiveServer, token: str, session: str) -> None:
    answer = httpx.post(f"{server.url}/v1/admit", headers=auth(token), timeout=60, json={
        "session": session,
        "candidates": [{"name": "phone", "type": "user", "description": f"Phone {PHONE}",
                        "quote": f"call me on {PHONE}"}],
        "messages": [{"role": "user", "content": f"Call me on {PHONE} about the order"},
                     {"role": "assistant", "content": "I don't know the order status."}]})
    assert answer.status_code == 200 and answer.json()["notes"] == ["phone"], answer.text


def _until(check: Callable[[], bool], seconds: float = 30) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(SWEEP)
    return check()


def test_the_server_deletes_expired_notes_and_old_visitor_logs_on_a_clock(site):
    # Logs are kept as long as the notes live here (TTL seconds, in days), swept often.
    server = site.start(f"sweep_seconds={SWEEP}", f"visitor_log_days={TTL / 86400}")
    _visit(server, site.visitor, "visit-1")
    notes, logs = site.rows()
    assert notes == 1 and logs >= 2  # the note, the turn's two messages (and a question)
    # Nobody writes again: the sweep alone deletes them, rows and lines, not only hides.
    assert _until(lambda: site.rows() == (0, 0)), site.rows()


def _short_notes_and_sweeps(site: Site, monkeypatch) -> LiveServer:
    """The class's server that keeps notes 1 s, sweeps every SWEEP s and keeps visitor
    logs their default 30 days."""
    monkeypatch.setenv("MEMDIR_SESSION_TTL", "1")  # nothing looks at the note before it goes
    return site.start(f"sweep_seconds={SWEEP}", keep=True)


class TestOneServerThatSweepsOften:
    """One server per store for these, each test in a project of its own."""

    def test_visitor_logs_within_their_retention_are_kept_by_the_sweep(self, site,
                                                                       monkeypatch):
        server = _short_notes_and_sweeps(site, monkeypatch)
        _visit(server, site.visitor, "visit-2")
        assert _until(lambda: site.rows()[0] == 0)  # the note expired and went
        time.sleep(6 * SWEEP)  # more sweeps
        assert site.rows()[1] >= 2  # the log stays for its 30 days

    def test_a_person_purges_visitor_logs_and_a_model_cannot(self, site, monkeypatch):
        from memdir.service.remote.memory import RemoteMemory

        server = _short_notes_and_sweeps(site, monkeypatch)  # the sweep leaves logs be
        _visit(server, site.visitor, "visit-3")
        assert site.rows()[1] >= 2
        refused = httpx.post(f"{server.url}/v1/visitors/purge", headers=auth(site.reviewer),
                             json={}, timeout=60)
        assert refused.status_code == 403 and site.rows()[1] >= 2
        bad = httpx.post(f"{server.url}/v1/visitors/purge", headers=auth(site.admin),
                         json={"before": "someday"}, timeout=60)
        assert bad.status_code == 400 and "is not a date" in bad.json()["error"]
        kept = httpx.post(f"{server.url}/v1/visitors/purge", headers=auth(site.admin),
                          json={"before": "2020-01-01"}, timeout=60)
        assert kept.json()["deleted"] == 0 and site.rows()[1] >= 2
        admin = RemoteMemory(server.url, site.admin)
        assert admin.purge_visitor_logs() >= 2 and site.rows()[1] == 0
        model = RemoteMemory(server.url, site.admin, acts_for="model")
        with pytest.raises(RoleError):
            model.purge_visitor_logs()


def test_the_sweep_policies_show_only_what_expired(postgres_dsn):
    """The rows PostgreSQL's sweep may see in every tenant are the expired notes and the
    logs older than the time it names, and nothing else: not a live note, not a record."""
    import psycopg

    from memdir.foundation.record import Record
    from memdir.store.postgres import PostgresStore

    tenant = f"policy-{os.urandom(4).hex()}"
    store = PostgresStore(postgres_dsn, tenant=tenant)
    store.upsert(Record("office", "The office is in Lyon", "project"))
    store.add_session_note("visit-a", "city", "Lyon", ttl_seconds=3600)
    store.add_session_note("visit-b", "phone", PHONE, ttl_seconds=0.2)
    store.add_visitor_entry("visit-a", "turn", {"at": "2020-01-01T00:00:00Z", "text": "old"})
    store.add_visitor_entry("visit-a", "turn", {"text": "new"})
    time.sleep(0.4)
    with psycopg.connect(postgres_dsn) as conn:
        conn.execute("SELECT set_config('memdir.sweep', 'on', false)")
        conn.execute("SELECT set_config('memdir.sweep_before', '2021-01-01T00:00:00Z', false)")
        notes = conn.execute("SELECT tenant, session FROM memdir_session_notes").fetchall()
        logs = conn.execute("SELECT tenant, entry->>'text' FROM memdir_visitor_log").fetchall()
        records = conn.execute("SELECT count(*) FROM memdir_records").fetchone()[0]
    assert (tenant, "visit-a") not in notes and (tenant, "visit-b") in notes
    assert (tenant, "old") in logs and (tenant, "new") not in logs
    assert records == 0
