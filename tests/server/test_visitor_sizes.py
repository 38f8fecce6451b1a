"""What one visitor's request makes the server read: only what it keeps.

Every character of a visitor's turn was redacted and scanned for secrets (some 14 µs a
character) under the project's lock: one request within the body limit, a message or a
candidate of 840 KB, held the lock 8 to 17 s while every agent of the project waited.
Now a log reads twice what it keeps, and a turn's candidates 20,000 characters."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from memdir.pipeline.admission import secrets
from memdir.pipeline.redact import head
from memdir.server.app import create_app
from memdir.server.limits import Limits
from memdir.server.public_api import MAX_TURN_CHARS
from memdir.server.tokens import TokenBook
from memdir.service.visitor_log import MAX_LOGGED_CHARS

from .conftest import Tokens

KEY = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"  # a GitHub token's shape
WORDS = "the parcel left the depot on monday and waits at the pickup point "


@pytest.fixture
def client(data, tokens) -> Iterator[TestClient]:
    """The server, a visitor's share of its time lifted: these requests are few but long
    on a loaded machine (the share is `test_server_limits`'s)."""
    limits = Limits(visitor_time_share=1, visitor_time_burst=60)
    with TestClient(create_app(data, limits=limits)) as test_client:
        yield test_client


@pytest.fixture
def visitor(data, tokens) -> str:
    return TokenBook(data).create("alpha", "visitor")[0]


@pytest.fixture
def redacted_sizes(monkeypatch) -> list[int]:
    """The length of every text the secret redaction is given."""
    seen: list[int] = []
    real = secrets.redact_secrets

    def counting(text: str) -> str:
        seen.append(len(text))
        return real(text)
    monkeypatch.setattr(secrets, "redact_secrets", counting)
    return seen


def test_a_head_never_ends_inside_a_token():
    text = "a" * 10 + " " + KEY + " tail"
    assert head(text, 20) == "a" * 10 + " "
    assert head(text, 11 + len(KEY)) == text[:11 + len(KEY)]
    assert head("short", 100) == "short"
    assert head("x" * 50, 20) == "x" * 20  # one token longer than the head: cut anyway


def test_a_huge_visitor_message_is_read_only_as_far_as_its_log_keeps(
        client, data, visitor, redacted_sizes):
    # The key straddles the 4,000 characters a log keeps: it is found whole, never cut.
    message = WORDS * (3_990 // len(WORDS)) + " " + KEY + " " + WORDS * 11_000
    session = client.post("/v1/sessions", headers=Tokens.auth(visitor)).json()["session"]
    answer = client.post("/v1/admit", headers=Tokens.auth(visitor), json={
        "session": session, "candidates": [],
        "messages": [{"role": "user", "content": message}]})
    assert answer.status_code == 200, answer.text
    assert len(message) > 700_000
    assert redacted_sizes and max(redacted_sizes) <= 2 * MAX_LOGGED_CHARS
    logged = "".join(p.read_text() for p in (data / "projects" / "alpha" / "memory"
                                             / ".visitors").glob("*.jsonl"))
    assert KEY[:8] not in logged and "[secret]" in logged
    recalled = client.post("/v1/recall", headers=Tokens.auth(visitor), json={
        "session": session, "query": message})
    assert recalled.status_code == 200, recalled.text
    assert max(redacted_sizes) <= 2 * MAX_LOGGED_CHARS


def test_a_visitors_turn_past_its_characters_is_refused_unread(client, tokens, visitor,
                                                                redacted_sizes):
    small = {"name": "ships-to-norway", "type": "project",
             "description": "The shop ships to Norway"}
    big = {"name": "long-claim", "type": "project", "description": "A long claim",
           "body": WORDS * (MAX_TURN_CHARS // len(WORDS))}
    session = client.post("/v1/sessions", headers=Tokens.auth(visitor)).json()["session"]
    answer = client.post("/v1/admit", headers=Tokens.auth(visitor), json={
        "session": session, "candidates": [small, big, {**small, "name": "after"}]})
    assert answer.status_code == 200, answer.text
    decisions = {d["name"]: d for d in answer.json()["decisions"]}
    assert decisions["ships-to-norway"]["action"] == "propose"
    for name in ("long-claim", "after"):
        assert decisions[name]["action"] == "reject"
        assert decisions[name]["reason"].startswith(
            f"A visitor's turn proposes at most {MAX_TURN_CHARS:,} characters")
    assert max(redacted_sizes) < 1_000
    inbox = client.get("/v1/inbox", headers=Tokens.auth(tokens.reviewer)).json()
    assert [p["candidate"]["name"] for p in inbox["proposals"]] == ["ships-to-norway"]


def test_an_as_of_of_many_words_is_refused_unread_in_one_short_sentence(client, tokens,
                                                                        visitor):
    """The resolver of words read a visitor's 900 KB as_of for seconds under the
    project's lock, and the refusal repeated all of it."""
    from memdir.foundation.validity import MAX_AS_OF_CHARS

    asked = "last tuesday " * 60_000
    session = client.post("/v1/sessions", headers=Tokens.auth(visitor)).json()["session"]
    for token, body in ((visitor, {"session": session}), (tokens.agent, {})):
        answer = client.post("/v1/recall", headers=Tokens.auth(token), json={
            **body, "query": "opening hours", "as_of": asked})
        assert answer.status_code == 400, answer.text
        said = answer.json()["error"]
        assert len(said) < 300 and f"({len(asked.strip()):,} characters)" in said
    answer = client.get("/v1/search", headers=Tokens.auth(tokens.agent),
                        params={"q": "hours", "as_of": "x" * (MAX_AS_OF_CHARS + 1)})
    assert answer.status_code == 400 and len(answer.json()["error"]) < 300
