"""A REST path or query string holding a byte that is not UTF-8 once its %-escapes are
decoded was read with U+FFFD in the byte's place: ``GET /v1/memories/caf%E9`` looked up
'caf\\ufffd' and answered 404 for a name no client sent, ``?q=caf%E9`` searched for it.
Each is a 400 in one sentence that changes nothing, on both stores."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from memdir.server.app import create_app
from memdir.server.tokens import TokenBook

from .conftest import Tokens

SAID = {"error": "The request path is not UTF-8 text once its %-escapes are decoded."}
QUERY = {"error": "The query string is not UTF-8 text once its %-escapes are decoded."}


@pytest.mark.parametrize("store", ["files", "postgresql"])
def test_a_path_that_is_not_utf8_is_a_400_on_both_stores(request, tmp_path: Path, store):
    data, dsn = tmp_path / "data", None
    if store == "files":
        project, book = "alpha", TokenBook(data)
    else:
        pytest.importorskip("psycopg")
        from memdir.server.pg_tokens import PgTokenBook

        dsn = request.getfixturevalue("postgres_dsn")
        project, book = f"alpha-{os.urandom(4).hex()}", PgTokenBook(dsn)
    agent = Tokens.auth(book.create(project, "reviewer")[0])
    with TestClient(create_app(data, dsn)) as client:
        answer = client.post("/v1/memories", headers=agent, json={
            "name": "café", "type": "project", "description": "The café opens at nine",
            "body": "The café opens at nine."})
        assert answer.status_code == 200 and answer.json()["saved"], answer.text
        for method, path in (("GET", "/v1/memories/caf%E9"),
                             ("DELETE", "/v1/memories/caf%E9"),
                             ("GET", "/v1/memories/caf%C3%A9/history%FF"),
                             ("GET", "/v1/memories/%C3")):
            answer = client.request(method, path, headers=agent)
            assert (answer.status_code, answer.json()) == (400, SAID), (path, answer.text)
        assert client.get("/v1/memories/caf%C3%A9", headers=agent).status_code == 200
        # The query string too: a search for another text, a hash no client sent.
        hash_ = client.get("/v1/memories/caf%C3%A9", headers=agent).json()["record"]["hash"]
        for method, path in (("GET", "/v1/search?q=caf%E9"),
                             ("GET", "/v1/memories?scope=proj%FFect"),
                             ("DELETE", f"/v1/memories/caf%C3%A9?hash={hash_}%FF"),
                             ("DELETE", f"/v1/memories/caf%C3%A9?hash={hash_}&x=%C3")):
            answer = client.request(method, path, headers=agent)
            assert (answer.status_code, answer.json()) == (400, QUERY), (path, answer.text)
        found = client.get("/v1/search?q=caf%C3%A9", headers=agent).json()["results"]
        assert [r["record"]["name"] for r in found] == ["café"]
        assert client.delete(f"/v1/memories/caf%C3%A9?hash={hash_}",
                             headers=agent).status_code == 200
