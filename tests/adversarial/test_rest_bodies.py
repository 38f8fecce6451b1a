"""Hostile JSON bodies sent to a real `memdir serve`: a key given twice is one 400
sentence, and nothing is written."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402


def _client(shared_server) -> httpx.Client:
    """An agent's client of a project of its own on the session's `memdir serve`."""
    token = shared_server.project().token("agent")
    return httpx.Client(base_url=shared_server.url, headers=Tokens.auth(token), timeout=60)


@pytest.mark.parametrize("body", [
    b'{"name": "deploy-day", "name": "release-day", "type": "project", '
    b'"description": "Deploys happen on Tuesdays"}',
    b'{"name": "deploy-day", "type": "project", "type": "user", '
    b'"description": "Deploys happen on Tuesdays"}',
    b'{"name": "deploy-day", "type": "project", "description": "Deploys happen on Tuesdays",'
    b' "extra": {"team": "blue", "team": "red"}}',
])
def test_a_body_giving_a_key_twice_is_refused_and_nothing_is_written(shared_server, body):
    """Python's parser keeps the last of two equal keys and a proxy or validator in front
    of the server may keep the first: '{"name": "deploy-day", "name": "release-day"}'
    saved 'release-day' without a word."""
    with _client(shared_server) as http:
        answer = http.post("/v1/memories", content=body,
                           headers={"Content-Type": "application/json"})
        listed = http.get("/v1/memories").json()
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert error.startswith("The request body gives the key '") and error.endswith(" twice.")
    assert listed["records"] == []


def test_a_body_holding_a_number_past_pythons_digits_says_so(shared_server):
    """'"extra": {"n": 999...9}' of 5,000 digits is JSON, which Python's int() refuses
    past 4,300 digits: the answer said "The request body is not valid JSON.", false as
    read."""
    with _client(shared_server) as http:
        answer = http.post("/v1/memories", content=(
            b'{"name": "deploy-day", "type": "project", "description": "Deploys happen'
            b' on Tuesdays", "extra": {"n": ' + b"9" * 5_000 + b"}}"),
            headers={"Content-Type": "application/json"})
        listed = http.get("/v1/memories").json()
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"] == (
        "The request body holds a number of more than 4,300 digits.")
    assert listed["records"] == []
