"""A visitor filling a real `memdir serve`'s visitor log, over the network, on the file
store and on PostgreSQL: each turn was kept a month whatever its size, some 0.9 GB a day
from one visitor token at the server's default time share with the largest turns. Past
the token's day's budget (``visitor_log_bytes``), turns are still answered, no longer
logged, and the log says so once."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402

from memdir.service.visitor_log import BUDGET_NOTICE  # noqa: E402

from .test_inbox_flood import site  # noqa: E402, F401  (the fixture: a server on each store)

auth = Tokens.auth


def _turn(client: httpx.Client, token: str, session: str, words: str) -> httpx.Response:
    return client.post("/v1/admit", headers=auth(token), json={
        "session": session, "candidates": [],
        "messages": [{"role": "user", "content": words * 80},
                     {"role": "assistant", "content": "Noted. " + words * 40}]})


def test_a_visitor_token_logs_at_most_its_days_budget(site):  # noqa: F811
    server = site.start("visitor_log_bytes=30000", "visitor_time_share=1",
                        "visitor_time_burst=60")
    with httpx.Client(base_url=server.url, timeout=60) as client:
        for n in range(12):  # ~3.3 KB a turn, each from a new session: 12 is ~40 KB
            session = client.post("/v1/sessions", headers=auth(site.visitor)).json()["session"]
            answer = _turn(client, site.visitor, session, f"the parcel number {n} is late ")
            assert answer.status_code == 200, answer.text  # answered, logged or not
            assert answer.json()["errors"] == []
        # Another token has a budget of its own.
        assert _turn(client, site.other_site, "visit-x", "the gate is shut ").status_code == 200
    store = site.store()
    try:
        turns = store.visitor_entries("turn")
    finally:
        store.close()
    notices = [t for t in turns if t["text"] == BUDGET_NOTICE]
    kept = [t for t in turns if t["text"] != BUDGET_NOTICE]
    assert len(notices) == 1  # said once, not at every turn past the budget
    visitor_bytes = sum(len(t["text"].encode()) for t in kept if "parcel" in t["text"])
    assert 20_000 < visitor_bytes <= 30_000
    assert any("the gate is shut" in t["text"] for t in kept)
    assert not any("parcel number 11" in t["text"] for t in kept)
