"""Query parameters a real `memdir serve` does not take: one 400 sentence, nothing done."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402


def _client(shared_server) -> httpx.Client:
    """An agent's client of a project of its own on the session's `memdir serve`."""
    token = shared_server.project().token("agent")
    return httpx.Client(base_url=shared_server.url, headers=Tokens.auth(token), timeout=60)


def test_a_misspelt_query_parameter_is_refused_and_nothing_is_deleted(shared_server):
    """The server read the parameters it knew and dropped the rest: DELETE with a
    misspelt '?hsh=' deleted the record without the stale-read check the client asked
    for, and answered 200."""
    with _client(shared_server) as http:
        saved = http.post("/v1/memories", json={
            "name": "deploy-day", "type": "project",
            "description": "Deploys happen on Tuesdays"}).json()
        stale = "0" * len(saved["hash"])
        misspelt = http.delete("/v1/memories/deploy-day", params={"hsh": stale})
        listing = http.get("/v1/memories", params={"limt": "5"})
        kept = http.get("/v1/memories/deploy-day")
        checked = http.delete("/v1/memories/deploy-day", params={"hash": stale})
        deleted = http.delete("/v1/memories/deploy-day", params={"hash": saved["hash"]})
    assert misspelt.status_code == 400, misspelt.text
    assert misspelt.json()["error"] == ("Unknown query parameter 'hsh'; this request takes "
                                        "hash, origin, scope.")
    assert listing.status_code == 400
    assert listing.json()["error"].startswith("Unknown query parameter 'limt';")
    assert kept.status_code == 200  # nothing was deleted
    assert checked.status_code == 409  # the check the parameter asks for, once spelt right
    assert deleted.status_code == 200


def test_a_query_parameter_given_twice_is_refused_and_nothing_is_deleted(shared_server):
    """The server read the last of two ('?limit=1&limit=500' listed 500, '?q=deploy&q=ship'
    searched for ship, '?hash=STALE&hash=CURRENT' deleted with the current hash), where a
    proxy or a cache in front may read the first; a body's key given twice is refused."""
    with _client(shared_server) as http:
        saved = http.post("/v1/memories", json={
            "name": "deploy-day", "type": "project",
            "description": "Deploys happen on Tuesdays"}).json()
        stale = "0" * len(saved["hash"])
        twice = [
            http.delete(f"/v1/memories/deploy-day?hash={stale}&hash={saved['hash']}"),
            http.get("/v1/memories?limit=1&limit=500"),
            http.get("/v1/search?q=deploy&q=ship"),
        ]
        kept = http.get("/v1/memories/deploy-day")
    for answer, key in zip(twice, ("hash", "limit", "q"), strict=True):
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"] == f"The query parameter '{key}' is given twice."
    assert kept.status_code == 200  # nothing was deleted
