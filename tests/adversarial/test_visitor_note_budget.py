"""A visitor filling a real `memdir serve`'s session notes, over the network, on the file
store and on PostgreSQL. A session keeps at most 20 notes, but a visitor token may name
any number of sessions: one token at the server's default time share wrote some 0.6 GB
of notes a day in English and 1.3 GB in Chinese, each kept a day. Past the token's day's
budget (``visitor_note_bytes``) its notes are refused with a sentence, its turns still
answered; another token has a budget of its own."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402

from .test_inbox_flood import site  # noqa: E402, F401  (the fixture: a server on each store)

auth = Tokens.auth
NOTE = "I am a nurse in Lyon and I work nights at the hospital near the river. " * 40


def _admit(client: httpx.Client, token: str, session: str, n: int) -> httpx.Response:
    return client.post("/v1/admit", headers=auth(token), json={
        "session": session, "candidates": [
            {"name": f"visitor-job-{n}", "description": NOTE[:2900], "type": "user"}]})


def test_a_visitor_token_writes_at_most_its_days_budget_of_notes(site):  # noqa: F811
    server = site.start("visitor_note_bytes=30000", "visitor_time_share=1",
                        "visitor_time_burst=60")
    refused = []
    with httpx.Client(base_url=server.url, timeout=60) as client:
        for n in range(14):  # ~2.9 KB a note, each in a new session: 14 is ~41 KB
            session = client.post("/v1/sessions", headers=auth(site.visitor)).json()["session"]
            answer = _admit(client, site.visitor, session, n)
            assert answer.status_code == 200, answer.text  # answered, kept or not
            if not answer.json()["notes"]:
                refused.append(answer.json()["errors"])
        # Another token has a budget of its own.
        other = _admit(client, site.other_site, "visit-x", 99)
        assert other.status_code == 200 and other.json()["notes"] == ["visitor-job-99"]
    assert 3 <= len(refused) <= 5
    assert all(len(errors) == 1 and "visitor_note_bytes" in errors[0]
               and "Lyon" not in errors[0] for errors in refused)
    store = site.store()
    try:
        notes = store.live_session_notes()
    finally:
        store.close()
    kept = sum(len(n.text.encode()) for n in notes if n.name != "visitor-job-99")
    assert 20_000 < kept <= 30_000
    assert len(notes) == 14 - len(refused) + 1
