"""What the server keeps per token is keyed by the token itself: a token of another
project whose short id collides gets its own project's tools, never the first one's; a
revoked token's state goes at once, an unused one's with age; ids are unique."""

from __future__ import annotations

import json
import os

import pytest

pytest.importorskip("starlette")
pytest.importorskip("mcp")

from server.conftest import Tokens, start_server  # noqa: E402
from server.test_remote_mcp import connect  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from memdir.server.app import create_app  # noqa: E402
from memdir.server.per_token import PerToken  # noqa: E402
from memdir.server.tokens import TokenBook  # noqa: E402


def _colliding_tokens(data) -> tuple[str, str]:
    """An agent token of ``alpha`` and one of ``beta`` sharing one id, as a hand-edited or
    older tokens.json can hold them."""
    book = TokenBook(data)
    alpha, _ = book.create("alpha", "agent")
    beta, _ = book.create("beta", "agent")
    path = data / "tokens.json"
    raw = json.loads(path.read_text())
    for row in raw["tokens"].values():
        row["id"] = "1a2b3c4d"
    path.write_text(json.dumps(raw))
    return alpha, beta


def test_a_colliding_token_id_of_another_project_gets_its_own_projects_tools(tmp_path):
    data = tmp_path / "server-data"
    alpha, beta = _colliding_tokens(data)
    server = start_server(data)
    try:
        async def save_and_list(client):
            await client.call_tool("memory_save", {
                "name": "alpha-secret-plan", "type": "project",
                "description": "Alpha ships the merger announcement on Friday"})
            listed = await client.call_tool("memory_list", {})
            return [r["name"] for r in listed.structured_content["records"]]

        async def lists(client):
            listed = await client.call_tool("memory_list", {})
            return [r["name"] for r in listed.structured_content["records"]]

        assert connect(server.url, alpha, save_and_list) == ["alpha-secret-plan"]
        assert connect(server.url, beta, lists) == []
    finally:
        server.stop()
    assert not (data / "projects" / "beta" / "memory" / "alpha-secret-plan.md").exists()


def _touch_mcp(client: TestClient, token: str) -> None:
    client.post("/mcp", headers={**Tokens.auth(token), "accept":
                                 "application/json, text/event-stream"},
                json={"jsonrpc": "2.0", "id": 1, "method": "ping"})


def test_a_revoked_tokens_mcp_server_and_review_page_are_dropped_at_once(tmp_path):
    data = tmp_path / "server-data"
    book = TokenBook(data)
    admin, _ = book.create("alpha", "admin")
    reviewer, grant = book.create("alpha", "reviewer")
    with TestClient(create_app(data)) as client:
        _touch_mcp(client, reviewer)
        client.get("/review/", headers=Tokens.auth(reviewer))
        remote, review = client.app.state.remote, client.app.state.review
        assert len(remote.managers) == 1 and len(review.apps) == 1
        gone = client.delete(f"/v1/tokens/{grant.id}", headers=Tokens.auth(admin))
        assert gone.status_code == 200
        assert len(remote.managers) == 0 and len(review.apps) == 0
        assert client.get("/review/", headers=Tokens.auth(reviewer)).status_code == 401


def test_a_token_revoked_elsewhere_or_left_unused_is_dropped_at_the_next_sweep():
    now = [0.0]
    valid = {"a" * 64, "b" * 64}
    cache: PerToken[str] = PerToken(lambda sha: sha in valid, max_idle=100,
                                    sweep_every=10, clock=lambda: now[0])
    cache.put(("alpha", "a" * 64), "A")
    busy = cache.put(("alpha", "b" * 64), "B")
    valid.discard("a" * 64)  # `memdir token revoke` in another process
    assert cache.due() == []  # not yet time to sweep
    now[0] = 11
    assert [k for k, _ in cache.due()] == [("alpha", "a" * 64)]
    busy.in_flight = 1
    now[0] = 500
    assert cache.due() == []  # in flight: kept however old
    busy.in_flight = 0
    now[0] = 1000
    assert [k for k, _ in cache.due()] == [("alpha", "b" * 64)] and len(cache) == 0


def test_new_token_ids_are_unique_across_projects(tmp_path, monkeypatch):
    import memdir.server.tokens as tokens_module

    ids = iter(["feedfacefeedface", "feedfacefeedface", "0123456789abcdef"])
    monkeypatch.setattr(tokens_module, "new_token_id", lambda: next(ids))
    book = TokenBook(tmp_path)
    _, first = book.create("alpha", "agent")
    _, second = book.create("beta", "agent")
    assert first.id == "feedfacefeedface" and second.id == "0123456789abcdef"


def test_postgres_token_ids_are_unique_across_projects(postgres_dsn, monkeypatch):
    from memdir.server import pg_tokens
    from memdir.server.pg_tokens import PgTokenBook

    taken = os.urandom(8).hex()
    ids = iter([taken, taken, os.urandom(8).hex()])
    monkeypatch.setattr(pg_tokens, "new_token_id", lambda: next(ids))
    monkeypatch.setattr("memdir.server.tokens.new_token_id", lambda: next(ids))
    book = PgTokenBook(postgres_dsn)
    first_token, first = book.create(f"p-{os.urandom(3).hex()}", "agent")
    second_token, second = book.create(f"p-{os.urandom(3).hex()}", "agent")
    assert first.id == taken and second.id != taken
    assert book.check(second_token).project == second.project
    assert book.check(first_token).token_sha256 != book.check(second_token).token_sha256
