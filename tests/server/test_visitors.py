"""Public-agent mode through `memdir serve`, over real HTTP, on files and on PostgreSQL: a
``visitor`` token's requests read the published version and propose, as the session each
names; its visitors' facts never reach the memory nor another visitor; a reviewer
approves and publishes, and the next visitor reads it. A visitor token may do nothing
else."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest
from click.testing import CliRunner

from memdir.cli import cli

from .conftest import LiveServer, Tokens, start_server

auth = Tokens.auth
PHONE = "+1 415-555-2671"
DIGITS = "555-2671"  # the number as typed (random ids may hold "555")
FALSE_FACT = "The owner was fired from his last company"


@dataclass
class Site:
    server: LiveServer
    agent: str
    reviewer: str
    visitor: str
    visitor_b: str  # another visitor token of the same project (another front-end)
    other_visitor: str  # a visitor token of another project
    project: str  # the project of all but other_visitor, this test's alone

    def post(self, path: str, token: str, body: dict | None = None) -> httpx.Response:
        return httpx.post(f"{self.server.url}{path}", json=body, headers=auth(token),
                          timeout=60)

    def get(self, path: str, token: str, **params: str) -> httpx.Response:
        return httpx.get(f"{self.server.url}{path}", params=params, headers=auth(token),
                         timeout=60)

    def recall(self, session: str, query: str, token: str | None = None) -> dict:
        answer = self.post("/v1/recall", token or self.visitor,
                           {"query": query, "session": session})
        assert answer.status_code == 200, answer.text
        return answer.json()


def _tokens(make) -> dict[str, str]:
    tag = os.urandom(3).hex()
    site, other = f"site-{tag}", f"other-{tag}"
    return {"agent": make(site, "agent"), "reviewer": make(site, "reviewer"),
            "visitor": make(site, "visitor"), "visitor_b": make(site, "visitor"),
            "other_visitor": make(other, "visitor"), "project": site}


@pytest.fixture(scope="module", params=["files", "postgres"])
def served(request, tmp_path_factory) -> Iterator[tuple[LiveServer, str | None]]:
    """One `memdir serve` per store for this file's tests: each test's tokens are of
    projects of its own (`_tokens`), so what one test writes no other reads."""
    data = tmp_path_factory.mktemp("visitors") / "data"
    store = None
    if request.param == "postgres":
        store = request.getfixturevalue("postgres_dsn")
    server = start_server(data, store=store)
    try:
        yield server, store
    finally:
        server.stop()


@pytest.fixture
def site(served) -> Site:
    server, store = served
    args = ["--store", store] if store else ["--data", str(server.data)]

    def make(project: str, role: str) -> str:
        made = CliRunner().invoke(cli, ["token", "create", *args, "--project", project,
                                        "--role", role])
        assert made.exit_code == 0, made.output
        return made.stdout.strip()

    return Site(server, **_tokens(make))


def _names(answer: dict) -> list[str]:
    return [r["name"] for r in answer["results"]]


def test_the_public_agent_walkthrough_over_http(site):
    saved = site.post("/v1/memories", site.agent, {
        "name": "owner-career", "type": "project",
        "description": "The owner is the CTO of Acme since 2024",
        "body": "He founded the platform team."})
    assert saved.json()["saved"] is True, saved.text
    # Nothing published yet: a visitor reads nothing, whatever the store holds.
    assert _names(site.recall("visitor-a", "Who is the owner of Acme?")) == []
    published = site.post("/v1/publish", site.reviewer)
    assert published.json() == {"version": 1, "memories": 1, "rolled_back": False}
    first = site.recall("visitor-a", "Who is the owner of Acme?")
    assert _names(first) == ["owner-career"] and first["notes"] == {}

    said = f"I heard that {FALSE_FACT.lower()}. I'm a journalist, call me at {PHONE}."
    admitted = site.post("/v1/admit", site.visitor, {
        "session": "visitor-a",
        "messages": [{"role": "user", "content": said},
                     {"role": "assistant", "content": "Thanks for telling me."}],
        "candidates": [
            {"name": "owner-fired", "type": "project", "description": FALSE_FACT,
             "body": f"{FALSE_FACT}; ask the visitor at {PHONE}.", "quote": said},
            {"name": "visitor-journalist", "type": "user",
             "description": "The visitor is a journalist", "body": "Works for a newspaper."},
        ]})
    assert admitted.status_code == 200, admitted.text
    answer = admitted.json()
    assert [d["action"] for d in answer["decisions"]] == ["propose"]
    assert answer["notes"] == ["visitor-journalist"] and answer["errors"] == []

    # Not in the memory; in the inbox, redacted; this visitor's note is theirs alone.
    listed = json.dumps(site.get("/v1/memories", site.agent).json())
    assert "fired" not in listed and DIGITS not in listed
    [proposal] = site.get("/v1/inbox", site.reviewer).json()["proposals"]
    text = json.dumps(proposal, ensure_ascii=False)
    assert "fired" in text and DIGITS not in text and "[phone]" in text
    assert "journalist" in json.dumps(site.recall("visitor-a", "hello")["notes"])
    other = site.recall("visitor-b", "Was the owner fired?")
    assert "journalist" not in json.dumps(other) and DIGITS not in json.dumps(other)
    assert "fired from" not in json.dumps(other["results"])

    # The reviewer approves; visitors read it after the next publish only.
    approved = site.post(f"/v1/inbox/{proposal['id']}/approve", site.reviewer)
    assert approved.status_code == 200, approved.text
    assert "owner-fired" not in _names(site.recall("visitor-c", "Was the owner fired?"))
    assert site.post("/v1/publish", site.reviewer).json()["version"] == 2
    after = site.recall("visitor-d", "Was the owner fired?")
    assert "owner-fired" in _names(after) and DIGITS not in json.dumps(after)
    # A bad publish is taken back.
    assert site.post("/v1/publish", site.reviewer, {"rollback": True}).json()["version"] == 1
    assert "owner-fired" not in _names(site.recall("visitor-d", "Was the owner fired?"))

    # The visitor leaves: their notes go.
    ended = site.post("/v1/sessions/visitor-a/end", site.visitor)
    assert ended.json() == {"session": "visitor-a", "notes_deleted": 1}
    assert site.recall("visitor-a", "hello")["notes"] == {}


def test_what_an_agent_saved_about_its_owner_is_never_published(site):
    # A server has no user store: an agent's memory of type user (about the person it
    # works for) is kept in the project. Published, every visitor read the owner's
    # private life, and their model took "the user" for the visitor.
    for name, kind, said in (("owner-home", "user", "The user lives at 5 Elm Street and "
                              "is looking for another job"),
                             ("shop-hours", "project", "The shop opens at 9 on weekdays")):
        saved = site.post("/v1/memories", site.agent, {"name": name, "type": kind,
                                                       "description": said})
        assert saved.json()["saved"] is True, saved.text
    published = site.post("/v1/publish", site.reviewer)
    assert published.json() == {"version": 1, "memories": 1, "rolled_back": False}
    for query in ("Where does the user live? Elm Street", "another job", "shop opens"):
        answer = site.recall("visitor-a", query)
        assert "owner-home" not in _names(answer) and "Elm" not in answer["catalog"]
    assert _names(site.recall("visitor-a", "When does the shop open?")) == ["shop-hours"]
    # The owner's record stays in the project, for the agent.
    got = site.get("/v1/memories/owner-home", site.agent)
    assert got.status_code == 200 and "Elm Street" in got.text


def test_a_question_nothing_answered_reaches_the_reviewers_page(site):
    asked = f"Do you ship to Norway? Text me at {PHONE}"
    assert _names(site.recall("visitor-a", asked)) == []
    page = httpx.get(f"{site.server.url}/review/questions", headers=auth(site.reviewer),
                     timeout=60)
    assert page.status_code == 200, page.text
    assert "Do you ship to Norway? Text me at [phone]" in page.text and DIGITS not in page.text


def test_a_visitor_token_may_do_nothing_else(site):
    v = site.visitor
    for method, path, body in [
            ("GET", "/v1/memories", None), ("GET", "/v1/search?q=owner", None),
            ("GET", "/v1/catalog", None), ("GET", "/v1/memories/owner-career", None),
            ("POST", "/v1/memories", {"type": "project", "description": FALSE_FACT}),
            ("DELETE", "/v1/memories/owner-career", None), ("GET", "/v1/inbox", None),
            ("POST", "/v1/publish", {}), ("GET", "/v1/tokens", None)]:
        answer = httpx.request(method, f"{site.server.url}{path}", json=body,
                               headers=auth(v), timeout=60)
        assert answer.status_code == 403, (method, path, answer.text)
    mcp = httpx.post(f"{site.server.url}/mcp", headers={**auth(v), "accept":
                     "application/json, text/event-stream"}, json={}, timeout=60)
    assert mcp.status_code == 403 and "MCP needs an agent token" in mcp.text
    review = httpx.get(f"{site.server.url}/review/", headers=auth(v), timeout=60)
    assert review.status_code == 403
    assert httpx.post(f"{site.server.url}/review/open", headers=auth(v),
                      timeout=60).status_code == 403
    # A session is named, and is a session id; an agent cannot publish.
    assert site.post("/v1/recall", v, {"query": "owner"}).status_code == 400
    assert site.post("/v1/recall", v, {"query": "x", "session": "../../etc"}).status_code \
        == 400
    assert site.post("/v1/publish", site.agent).status_code == 403
    assert site.get("/v1/whoami", v).json()["role"] == "visitor"


NOTE = {"name": "visitor-anna", "type": "user",
        "description": "The visitor is Anna, a nurse in Lyon, on +33 6 12 34 56 78"}


def test_a_visitor_cannot_read_another_visitors_notes_by_naming_their_session(site):
    """A session id was the only key to a visitor's notes, and the docs' own example was
    guessable (visit-42). Now a session is the token's: the same name through another
    token, or the name a reviewer sees on a proposal, opens another, empty session."""
    admitted = site.post("/v1/admit", site.visitor, {"session": "visit-42", "candidates": [
        NOTE, {"name": "ships-norway", "type": "project",
               "description": "The shop ships to Norway"}]})
    assert admitted.json()["notes"] == ["visitor-anna"], admitted.text
    assert "Anna" in json.dumps(site.recall("visit-42", "hello")["notes"])

    for token in (site.visitor_b, site.other_visitor):
        assert site.recall("visit-42", "hello", token)["notes"] == {}
        ended = site.post("/v1/sessions/visit-42/end", token)
        assert ended.json() == {"session": "visit-42", "notes_deleted": 0}
    # The session a reviewer reads on the visitor's proposal is no key either.
    [proposal] = site.get("/v1/inbox", site.reviewer).json()["proposals"]
    kept_as = proposal["source"]["session"]
    assert kept_as != "visit-42"
    assert site.recall(kept_as, "hello")["notes"] == {}
    assert site.recall(kept_as, "hello", site.visitor_b)["notes"] == {}
    # Visitor A's notes are untouched by all of that.
    assert "Anna" in json.dumps(site.recall("visit-42", "hello")["notes"])


def test_the_server_makes_session_ids_nobody_can_guess(site):
    made = [site.post("/v1/sessions", site.visitor) for _ in range(20)]
    assert all(answer.status_code == 200 for answer in made), made[0].text
    ids = {answer.json()["session"] for answer in made}
    assert len(ids) == 20 and all(re.fullmatch(r"[A-Za-z0-9_-]{43}", i) for i in ids)
    session = sorted(ids)[0]
    site.post("/v1/admit", site.visitor, {"session": session, "candidates": [NOTE]})
    assert "Anna" in json.dumps(site.recall(session, "hello")["notes"])
    assert site.recall(session, "hello", site.visitor_b)["notes"] == {}
    assert site.post("/v1/sessions", site.agent).status_code == 200  # roles are ordered


def test_visitors_of_another_project_see_none_of_this_one(site):
    site.post("/v1/memories", site.agent, {"name": "owner-career", "type": "project",
                                            "description": "The owner is the CTO of Acme"})
    site.post("/v1/publish", site.reviewer)
    site.post("/v1/admit", site.visitor, {"session": "visitor-a", "candidates": [
        {"name": "visitor-city", "type": "user", "description": "The visitor lives in Lyon"}]})
    assert _names(site.recall("visitor-a", "Who is the owner of Acme?")) == ["owner-career"]
    elsewhere = site.recall("visitor-a", "Who is the owner of Acme?", site.other_visitor)
    assert elsewhere["results"] == [] and elsewhere["notes"] == {}


def test_on_a_server_the_role_decides_not_memdir_writers(tmp_path, monkeypatch):
    """MEMDIR_WRITERS=untrusted in the server's environment made every token a visitor
    that could not even propose; a server's tokens are what their role says."""
    from starlette.testclient import TestClient

    from memdir.server.app import create_app
    from memdir.server.limits import Limits
    from memdir.server.tokens import TokenBook

    monkeypatch.setenv("MEMDIR_WRITERS", "untrusted")
    book = TokenBook(tmp_path / "data")
    agent, visitor = book.create("shop", "agent")[0], book.create("shop", "visitor")[0]
    unthrottled = Limits(visitor_time_share=1, visitor_time_burst=60)  # as conftest's
    with TestClient(create_app(tmp_path / "data", limits=unthrottled)) as client:
        saved = client.post("/v1/memories", headers=auth(agent), json={
            "name": "opening-hours", "type": "project",
            "description": "The shop opens 9 to 17 on weekdays"})
        assert saved.json()["saved"] is True, saved.text
        proposed = client.post("/v1/admit", headers=auth(visitor), json={
            "session": "visitor-a", "candidates": [
                {"name": "opening-hours", "type": "project",
                 "description": "The shop opens 8 to 20 every day"}]})
        assert [d["action"] for d in proposed.json()["decisions"]] == ["propose"]
        got = client.get("/v1/memories/opening-hours", headers=auth(agent)).json()["record"]
        assert got["description"] == "The shop opens 9 to 17 on weekdays"


def test_a_public_agent_runs_the_same_code_through_the_server(site):
    """The docs' public agent (`system_prompt`, `after_turn`, `end_session`) over a
    visitor token, as `open_memory` gives it with MEMDIR_URL set: what a local
    `Memory(writers="untrusted")` does, the server does for it."""
    from memdir.service.remote.memory import RemoteMemory
    from memdir.testing import ScriptedProvider

    site.post("/v1/memories", site.agent, {
        "name": "shop-hours", "type": "project",
        "description": "The shop opens at 9am on weekdays", "body": "Closed on Sundays."})
    site.post("/v1/publish", site.reviewer)
    session = site.post("/v1/sessions", site.visitor).json()["session"]
    said = f"I'm a nurse in Lyon. {FALSE_FACT}. Call me at {PHONE}."
    model = ScriptedProvider(json.dumps([
        {"name": "visitor-nurse", "type": "user", "description": "The visitor is a nurse",
         "lifetime": "persistent", "body": "Works in Lyon.", "quote": said},
        {"name": "owner-fired", "type": "project", "description": FALSE_FACT,
         "lifetime": "persistent", "body": f"Ask the visitor at {PHONE}.", "quote": said}]))
    visitor = RemoteMemory(site.server.url, site.visitor, session=session, provider=model,
                           timeout=60)
    turn = [{"role": "user", "content": said},
            {"role": "assistant", "content": [{"type": "text", "text": "Noted."}]}]

    first = visitor.system_prompt([{"role": "user", "content": "When does the shop open?"}])
    assert [r.record.name for r in first.recalled] == ["shop-hours"]
    report = visitor.after_turn(turn)
    assert report.errors == [] and [d.action for d in report.decisions] == ["propose"]
    # The visitor's own words come back in their session, under the unverified heading.
    text = "\n".join(b.text for b in visitor.system_prompt(
        [{"role": "user", "content": "Which shift suits me?"}], base="B"))
    assert "About this visitor" in text and "The visitor is a nurse" in text
    # Nothing reached the memory; the proposal waits, redacted; the turn was logged for
    # the reviewer's questions, redacted too.
    assert "fired" not in json.dumps(site.get("/v1/memories", site.agent).json())
    [proposal] = site.get("/v1/inbox", site.reviewer).json()["proposals"]
    assert DIGITS not in json.dumps(proposal) and proposal["writer"] == "visitor"
    logs = [p.read_text(encoding="utf-8") for p in
            (site.server.data / "projects" / site.project).rglob(".visitors/*") if p.is_file()]
    if logs or site.server.data.exists():  # on files: the turn, redacted, in its log
        assert any("nurse in Lyon" in text for text in logs)
        assert not any(DIGITS in text for text in logs)
    # Another visitor's session sees none of it.
    other = RemoteMemory(site.server.url, site.visitor, session="someone-else")
    assert "nurse" not in "\n".join(b.text for b in other.system_prompt(
        [{"role": "user", "content": "Which shift suits me?"}]))
    assert visitor.end_session() == 1
    assert "nurse" not in "\n".join(b.text for b in visitor.system_prompt(
        [{"role": "user", "content": "Which shift suits me?"}]))
