"""Query parameters a real `memdir serve` does not take: one 400 sentence, nothing done."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens, start_server  # noqa: E402

from memdir.server.tokens import TokenBook  # noqa: E402


def test_a_misspelt_query_parameter_is_refused_and_nothing_is_deleted(tmp_path):
    """The server read the parameters it knew and dropped the rest: DELETE with a
    misspelt '?hsh=' deleted the record without the stale-read check the client asked
    for, and answered 200."""
    data = tmp_path / "server-data"
    token = TokenBook(data).create("alpha", "agent")[0]
    server = start_server(data)
    try:
        with httpx.Client(base_url=server.url, headers=Tokens.auth(token),
                          timeout=30) as http:
            saved = http.post("/v1/memories", json={
                "name": "deploy-day", "type": "project",
                "description": "Deploys happen on Tuesdays"}).json()
            stale = "0" * len(saved["hash"])
            misspelt = http.delete("/v1/memories/deploy-day", params={"hsh": stale})
            listing = http.get("/v1/memories", params={"limt": "5"})
            kept = http.get("/v1/memories/deploy-day")
            checked = http.delete("/v1/memories/deploy-day", params={"hash": stale})
            deleted = http.delete("/v1/memories/deploy-day", params={"hash": saved["hash"]})
    finally:
        server.stop()
    assert misspelt.status_code == 400, misspelt.text
    assert misspelt.json()["error"] == ("Unknown query parameter 'hsh'; this request takes "
                                        "hash, origin, scope.")
    assert listing.status_code == 400
    assert listing.json()["error"].startswith("Unknown query parameter 'limt';")
    assert kept.status_code == 200  # nothing was deleted
    assert checked.status_code == 409  # the check the parameter asks for, once spelt right
    assert deleted.status_code == 200


def test_a_query_parameter_given_twice_is_refused_and_nothing_is_deleted(tmp_path):
    """The server read the last of two ('?limit=1&limit=500' listed 500, '?q=deploy&q=ship'
    searched for ship, '?hash=STALE&hash=CURRENT' deleted with the current hash), where a
    proxy or a cache in front may read the first; a body's key given twice is refused."""
    data = tmp_path / "server-data"
    token = TokenBook(data).create("alpha", "agent")[0]
    server = start_server(data)
    try:
        with httpx.Client(base_url=server.url, headers=Tokens.auth(token),
                          timeout=30) as http:
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
    finally:
        server.stop()
    for answer, key in zip(twice, ("hash", "limit", "q"), strict=True):
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"] == f"The query parameter '{key}' is given twice."
    assert kept.status_code == 200  # nothing was deleted
