"""Body fields a real `memdir serve` does not take: one 400 sentence, nothing written."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402


def test_a_misspelt_body_field_is_refused_and_nothing_is_written(shared_server):
    """The server read the fields it knew and dropped the rest: a save with 'scop' went
    to the default store, and an update with 'discription' changed the body alone, each
    answered 200 without a word of the field it dropped."""
    token = shared_server.project().token("agent")  # a project of its own
    server = shared_server
    with httpx.Client(base_url=server.url, headers=Tokens.auth(token),
                      timeout=30) as http:
        misspelt = http.post("/v1/memories", json={
            "name": "deploy-day", "type": "project",
            "description": "Deploys happen on Tuesdays", "scop": "user"})
        listed = http.get("/v1/memories").json()
        saved = http.post("/v1/memories", json={
            "name": "deploy-day", "type": "project",
            "description": "Deploys happen on Tuesdays"})
        patched = http.patch("/v1/memories/deploy-day", json={
            "hash": saved.json()["hash"], "body": "Tuesdays, after standup.",
            "discription": "Deploys happen on Tuesdays after standup"})
        kept = http.get("/v1/memories/deploy-day").json()
    assert misspelt.status_code == 400, misspelt.text
    error = misspelt.json()["error"]
    assert error.startswith("Unknown field 'scop' in the request body; this request takes ")
    assert listed["records"] == []
    assert saved.status_code == 200 and saved.json()["saved"] is True
    assert patched.status_code == 400
    assert patched.json()["error"].startswith("Unknown field 'discription' in the request")
    assert kept["record"]["body"] != "Tuesdays, after standup."
