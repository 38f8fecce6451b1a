"""`memdir serve --store postgresql://...`: each project a tenant of the database, token
hashes beside the memory, one service per project shared by its tokens; no token reads
or writes another project's memory over REST or MCP."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from memdir.cli import cli
from memdir.server.app import create_app

from .conftest import LiveServer, Tokens, free_port, memdir_command

pytest.importorskip("psycopg")

auth = Tokens.auth
PYTEST = {"name": "prefer-pytest", "type": "feedback",
          "description": "Tests in this project use pytest, never unittest",
          "body": "The user corrected this: pytest functions and fixtures."}


@dataclass
class PgProjects:
    dsn: str
    alpha: str  # project names, new for each test: the database is the session's
    beta: str
    agent: str  # tokens
    agent2: str
    reviewer: str
    beta_agent: str


def _token(dsn: str, project: str, role: str) -> str:
    made = CliRunner().invoke(cli, ["token", "create", "--store", dsn, "--project", project,
                                    "--role", role])
    assert made.exit_code == 0, made.output
    return made.stdout.strip()


@pytest.fixture
def pg(postgres_dsn) -> PgProjects:
    tag = os.urandom(4).hex()
    alpha, beta = f"alpha-{tag}", f"beta-{tag}"
    return PgProjects(postgres_dsn, alpha, beta, agent=_token(postgres_dsn, alpha, "agent"),
                      agent2=_token(postgres_dsn, alpha, "agent"),
                      reviewer=_token(postgres_dsn, alpha, "reviewer"),
                      beta_agent=_token(postgres_dsn, beta, "agent"))


@pytest.fixture
def client(tmp_path, pg) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path / "data", pg.dsn)) as test_client:
        yield test_client


def test_a_project_is_a_tenant_no_other_token_reaches(client, pg):
    saved = client.post("/v1/memories", json=PYTEST, headers=auth(pg.agent)).json()
    assert saved["saved"] is True
    got = client.get("/v1/memories/prefer-pytest", headers=auth(pg.agent)).json()["record"]

    beta = auth(pg.beta_agent)
    assert client.get("/v1/memories", headers=beta).json()["total"] == 0
    assert client.get("/v1/search", params={"q": "pytest unittest"},
                      headers=beta).json()["results"] == []
    assert client.post("/v1/recall", json={"query": "how do we write tests"},
                       headers=beta).json()["results"] == []
    for method, path in (("GET", "/v1/memories/prefer-pytest"),
                         ("GET", "/v1/memories/prefer-pytest/history"),
                         ("DELETE", f"/v1/memories/prefer-pytest?hash={got['hash']}")):
        assert client.request(method, path, headers=beta).status_code == 404, path
    assert client.patch("/v1/memories/prefer-pytest", json={"hash": got["hash"],
                        "description": "Tests use nose"}, headers=beta).status_code == 404
    # The same name in the other project is another record.
    other = {**PYTEST, "description": "Beta's tests are written with nose"}
    assert client.post("/v1/memories", json=other, headers=beta).json()["saved"] is True
    mine = client.get("/v1/memories/prefer-pytest", headers=auth(pg.agent)).json()["record"]
    assert mine == got


def test_tokens_of_a_project_share_one_service_and_the_history_names_each(client, pg):
    projects = client.app.state.projects
    tokens = client.app.state.tokens
    one, two = tokens.check(pg.agent), tokens.check(pg.agent2)
    beta = tokens.check(pg.beta_agent)
    # One service per project (its stores), each request acting as its own token.
    assert projects.access(one).project is projects.access(two).project
    assert projects.access(beta).project is not projects.access(one).project
    assert projects.access(one).actor.kind == "model"

    saved = client.post("/v1/memories", json=PYTEST, headers=auth(pg.agent)).json()
    client.patch("/v1/memories/prefer-pytest", headers=auth(pg.agent2),
                 json={"hash": saved["hash"], "description": "Tests use pytest only"})
    entries = client.get("/v1/memories/prefer-pytest/history",
                         headers=auth(pg.agent)).json()["entries"]
    assert [e["actor"] for e in entries] == [f"remote-{one.id}", f"remote-{two.id}"]


def test_roles_are_checked_per_request_on_the_shared_service(client, pg):
    assert client.get("/v1/inbox", headers=auth(pg.agent)).status_code == 403
    assert client.get("/v1/inbox", headers=auth(pg.reviewer)).json() == {
        "proposals": [], "total": 0, "not_shown": 0, "next": None, "next_url": None}
    assert client.get("/v1/memories", headers=auth(pg.agent)).status_code == 200
    assert client.get("/v1/tokens", headers=auth(pg.reviewer)).status_code == 403


def test_a_revoked_token_is_refused_at_the_next_request(client, pg):
    grant = client.get("/v1/whoami", headers=auth(pg.agent2)).json()
    gone = CliRunner().invoke(cli, ["token", "revoke", "--store", pg.dsn, "--project",
                                    pg.alpha, grant["id"]])
    assert gone.exit_code == 0, gone.output
    assert client.get("/v1/memories", headers=auth(pg.agent2)).status_code == 401
    assert client.get("/v1/memories", headers=auth(pg.agent)).status_code == 200


@pytest.fixture(scope="module")
def live_pg_server(tmp_path_factory, postgres_dsn) -> Iterator[LiveServer]:
    """``memdir serve --store URL``, started as a person starts it; one for this file's
    tests, each of which has projects of its own (`pg`)."""
    import time

    import httpx

    port = free_port()
    tmp_path = tmp_path_factory.mktemp("serve-postgres")
    data = tmp_path / "data"
    log = open(tmp_path / "serve.log", "wb")  # noqa: SIM115 - the child's
    process = subprocess.Popen(
        [*memdir_command(), "serve", "--store", postgres_dsn, "--data", str(data), "--port",
         str(port), "--log-level", "warning"], stdout=log, stderr=subprocess.STDOUT,
        env=dict(os.environ))
    server = LiveServer(f"http://127.0.0.1:{port}", data, process)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, (tmp_path / "serve.log").read_text()
            assert time.monotonic() < deadline, "memdir serve did not answer within 60 s"
            try:
                if httpx.get(f"{server.url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield server
    finally:
        server.stop()
        log.close()


def test_remote_agents_over_mcp_stay_in_their_tenant(live_pg_server, pg):
    pytest.importorskip("mcp")
    from .test_remote_mcp import connect

    async def writer(client):
        saved = await client.call_tool("memory_save", {
            "name": "release-checklist", "type": "reference",
            "description": "The release checklist lives in docs/RELEASING.md"})
        return saved.structured_content

    async def reader(client):
        found = await client.call_tool("memory_search", {"query": "release checklist"})
        listed = await client.call_tool("memory_list", {})
        return ([r["name"] for r in found.structured_content["results"]],
                listed.structured_content["total"])

    async def deleter(client):
        gone = await client.call_tool("memory_delete", {"name": "release-checklist"})
        return gone.is_error

    assert connect(live_pg_server.url, pg.agent, writer)["saved"] is True
    assert connect(live_pg_server.url, pg.agent2, reader) == (["release-checklist"], 1)
    assert connect(live_pg_server.url, pg.beta_agent, reader) == ([], 0)
    assert connect(live_pg_server.url, pg.beta_agent, deleter) is True
    assert connect(live_pg_server.url, pg.agent, reader) == (["release-checklist"], 1)

    import httpx  # the same record over REST, from the same server

    got = httpx.get(f"{live_pg_server.url}/v1/memories/release-checklist",
                    headers=auth(pg.agent), timeout=60).json()["record"]
    assert got["description"] == "The release checklist lives in docs/RELEASING.md"


def test_a_restore_chosen_against_an_older_record_writes_over_no_newer_edit(live_pg_server,
                                                                             pg):
    """A restore was chosen from what a reader saw (the review page's history, a client's
    GET), then written over whatever the record held by the time it arrived: an agent's
    edit made in between was replaced by a version chosen without seeing it. Over REST the
    ``hash`` the client saw and the page's form both name what was seen; a record changed
    since is a 409 and the page says so, nothing written."""
    import re

    import httpx

    url = live_pg_server.url
    agent, reviewer = auth(pg.agent), auth(pg.reviewer)
    saved = httpx.post(f"{url}/v1/memories", json=PYTEST, headers=agent, timeout=60).json()
    httpx.patch(f"{url}/v1/memories/prefer-pytest", headers=agent,
                json={"hash": saved["hash"], "body": "Use pytest; no unittest."}, timeout=60)
    seen = httpx.get(f"{url}/v1/memories/prefer-pytest", headers=agent, timeout=60).json()["record"]

    # The review page, signed in as a person.
    with httpx.Client(base_url=url, follow_redirects=True, timeout=60) as browser:
        link = browser.post("/review/open", headers={**reviewer,
                                                     "Accept": "application/json"})
        browser.get(link.json()["url"])
        page = browser.get("/review/record", params={"scope": "project",
                                                     "name": "prefer-pytest"}).text
        csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        expected = re.search(r'name="expected" value="([^"]+)"', page).group(1)
        assert expected == seen["hash"]

        newer = httpx.patch(f"{url}/v1/memories/prefer-pytest", headers=auth(pg.agent2),
                            json={"hash": seen["hash"], "body": "Use pytest -x."},
                            timeout=60).json()
        assert newer["saved"] is True
        form = {"csrf": csrf, "scope": "project", "name": "prefer-pytest", "version": "1",
                "expected": expected}
        answer = browser.post("/review/record/restore", data=form,
                              headers={"Sec-Fetch-Site": "same-origin"})
        assert answer.status_code == 200 and "changed since this version was chosen" in \
            answer.text
    stale = httpx.post(f"{url}/v1/memories/prefer-pytest/restore", headers=reviewer,
                       json={"version": 1, "hash": seen["hash"]}, timeout=60)
    assert stale.status_code == 409, stale.text
    now = httpx.get(f"{url}/v1/memories/prefer-pytest", headers=agent, timeout=60).json()["record"]
    assert now["body"] == "Use pytest -x."
    back = httpx.post(f"{url}/v1/memories/prefer-pytest/restore", headers=reviewer,
                      json={"version": 1, "hash": now["hash"]}, timeout=60)
    assert back.status_code == 200 and back.json()["record"]["body"] == PYTEST["body"]


def _both_at_once(url: str, reviewers: tuple[dict[str, str], ...]) -> tuple[Any, Any]:
    """Each reviewer POSTs ``url`` at the same moment (a barrier releases both threads):
    (the answer that won, the one that lost), by their status."""
    import threading

    import httpx

    answers: list[httpx.Response] = []
    together = threading.Barrier(len(reviewers))

    def post(headers: dict[str, str]) -> None:
        together.wait()
        answers.append(httpx.post(url, headers=headers, timeout=60))
    both = [threading.Thread(target=post, args=(h,)) for h in reviewers]
    for thread in both:
        thread.start()
    for thread in both:
        thread.join()
    won, lost = sorted(answers, key=lambda a: a.status_code)
    return won, lost


def test_two_reviewers_approving_at_once_one_is_told_the_others_decision(live_pg_server, pg):
    """Two reviewers pressing approve on one proposal at once: the one whose write came
    second was answered 409 "A memory named 'rec-N' already exists", as if a different
    memory held the name, where the promise is the first decision and a ProposalError."""
    import httpx

    url = live_pg_server.url
    reviewers = auth(pg.reviewer), auth(_token(pg.dsn, pg.alpha, "reviewer"))
    pids = [httpx.post(f"{url}/v1/memories", headers=auth(pg.agent), json={
        "name": f"rec-{i}", "type": "project", "description": f"Release train {i} leaves "
        f"on day {i}", "origin": "visitor"}, timeout=60).json()["proposal"]["id"] for i in range(8)]
    for pid in pids:
        won, lost = _both_at_once(f"{url}/v1/inbox/{pid}/approve", reviewers)
        assert won.status_code == 200, won.text
        assert lost.json()["kind"] == "ProposalError", lost.text
        assert f"Proposal {pid} was already approved" in lost.json()["error"]
    changes = httpx.get(f"{url}/v1/changes", headers=reviewers[0], timeout=60).json()["changes"]
    assert sorted(c["names"][0] for c in changes) == sorted(f"rec-{i}" for i in range(8))


def test_two_reviewers_undoing_at_once_one_is_told_it_was_undone(live_pg_server, pg):
    """The second of two undos of one change was answered 409 "was changed by another
    writer since it was read; read it again and retry" in about half the races: it was
    undone, by the other reviewer, which is what it is told now."""
    import httpx

    url = live_pg_server.url
    reviewers = auth(pg.reviewer), auth(_token(pg.dsn, pg.alpha, "reviewer"))
    facts = ("Deploys go through Argo", "Tests use pytest", "Docs live in Sphinx",
             "Lint with ruff", "Releases are tagged by date", "Staging runs in eu-west")
    for i, fact in enumerate(facts):
        saved = httpx.post(f"{url}/v1/memories", headers=auth(pg.agent), json={
            "name": f"fact-{i}", "type": "project", "description": fact,
            "body": f"{fact}, since the move in spring."}, timeout=60).json()
        assert saved["saved"] is True, saved
    changes = httpx.get(f"{url}/v1/changes", headers=reviewers[0], timeout=60).json()["changes"]
    for change in changes:
        won, lost = _both_at_once(f"{url}/v1/changes/{change['id']}/undo", reviewers)
        assert won.status_code == 200, won.text
        assert lost.json()["kind"] == "UndoRefused", lost.text
        assert f"Change {change['id']} was already undone by" in lost.json()["error"]
    assert httpx.get(f"{url}/v1/memories", headers=reviewers[0], timeout=60).json()["total"] == 0
