"""`GET /v1/memories` a page at a time: a cursor (``after``) and the next page's request
in each answer, over the file store and PostgreSQL alike; memdir's remote client follows
them to list everything."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from unittest.mock import patch
from urllib.parse import parse_qs, urlsplit

import pytest
from starlette.testclient import TestClient

from memdir.server.app import create_app

from .conftest import Tokens

auth = Tokens.auth


@dataclass
class Served:
    client: TestClient
    agent: str  # a token of the project listed
    other: str  # a token of another project


@pytest.fixture(params=["files", "postgresql"])
def served(request, tmp_path) -> Iterator[Served]:
    data = tmp_path / "data"
    if request.param == "files":
        from memdir.server.tokens import TokenBook

        book, store = TokenBook(data), None
    else:
        pytest.importorskip("psycopg")
        from memdir.server.pg_tokens import PgTokenBook

        store = request.getfixturevalue("postgres_dsn")
        book = PgTokenBook(store)
    tag = os.urandom(4).hex()  # the session's database is shared: projects of their own
    agent = book.create(f"paged-{tag}", "agent")[0]
    other = book.create(f"other-{tag}", "agent")[0]
    with TestClient(create_app(data, store)) as client:
        yield Served(client, agent, other)


def _save(served: Served, n: int, token: str | None = None) -> None:
    answer = served.client.post("/v1/memories", headers=auth(token or served.agent), json={
        "name": f"topic-{n}", "type": "project",
        "description": f"Topic {n}: the {n}th rule of the release checklist",
        "body": f"Rule {n} of the checklist, written out: step {n * 7} comes first."})
    assert answer.status_code == 200 and answer.json()["saved"], answer.json()


def test_the_listing_is_read_page_by_page_following_next_url(served):
    for n in range(7):
        _save(served, n)
    _save(served, 99, served.other)
    whole = served.client.get("/v1/memories?limit=500", headers=auth(served.agent)).json()
    assert whole["total"] == 7 and whole["next"] is None and whole["next_url"] is None

    page = served.client.get("/v1/memories?limit=3", headers=auth(served.agent)).json()
    names, pages = [r["name"] for r in page["records"]], 1
    while page["next_url"] is not None:
        query = parse_qs(urlsplit(page["next_url"]).query)
        assert query["limit"] == ["3"] and query["after"] == [page["next"]]
        page = served.client.get(page["next_url"], headers=auth(served.agent)).json()
        names += [r["name"] for r in page["records"]]
        pages += 1
    assert pages == 3 and page["total"] == 7
    assert names == [r["name"] for r in whole["records"]]

    # Another project's token with this project's cursor lists its own records only.
    first = served.client.get("/v1/memories?limit=1", headers=auth(served.agent)).json()
    theirs = served.client.get(f"/v1/memories?after={first['next']}",
                               headers=auth(served.other)).json()
    assert {r["name"] for r in theirs["records"]} <= {"topic-99"}


def test_a_cursor_the_server_did_not_give_is_one_sentence(served):
    _save(served, 1)
    for bad in ("nonsense", "", "x" * 3000):
        answer = served.client.get("/v1/memories", params={"after": bad},
                                   headers=auth(served.agent))
        assert answer.status_code == 400 and "cursor" in answer.json()["error"]


def test_the_remote_client_lists_every_page(shared_server):
    from memdir.foundation.candidate import Candidate
    from memdir.service.remote.memory import RemoteMemory

    shop = shared_server.project()  # a project of its own on the session's server
    memory = RemoteMemory(shared_server.url, shop.token("agent"), provider="offline")
    for n in range(5):
        memory.save(Candidate(f"topic-{n}", f"Topic {n}: the {n}th rule of the release "
                              "checklist", "project",
                              f"Rule {n} of the checklist: step {n * 7} comes first."))
    first, total, after = memory.page(limit=2)
    assert len(first) == 2 and after and total == 5
    second, _, _ = memory.page(limit=2, after=after)
    assert {e.name for e in first}.isdisjoint(e.name for e in second)
    with patch("memdir.service.remote.memory.PAGE", 2):  # three pages
        everything, total = memory.list()
    assert total == 5 and [e.name for e in everything] == [
        e.name for e in memory.list(limit=500)[0]]
    assert sorted(e.name for e in everything) == [f"topic-{n}" for n in range(5)]
