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
                      timeout=60) as http:
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


def test_a_session_or_source_no_record_can_keep_is_one_400_and_nothing_is_written(
        shared_server):
    """An agent token's save named a session of 300,000 characters, one holding ESC, a
    line break or a bidi override, or gave a source whose session was an object: each was
    written into the record as given (200). Now one 400 sentence, nothing written, and the
    server answers the next request."""
    token = shared_server.project().token("agent")
    fields = {"name": "deploy-day", "type": "project",
              "description": "Deploys happen on Tuesdays"}
    with httpx.Client(base_url=shared_server.url, headers=Tokens.auth(token),
                      timeout=60) as http:
        answers = [http.post("/v1/memories", json={**fields, "session": session})
                   for session in ("\x1b]52;c;aGk=\x07s", "s" * 300_000, "a\nb",
                                   "\u202eevil")]
        answers += [http.post("/v1/memories", json={**fields, "source": source})
                    for source in ({"session": {"nested": [1]}}, {"session": "y" * 5_000},
                                   {"session": "s1", "quote": "said\x1b[8m so"})]
        answers.append(http.post("/v1/admit", json={"session": "a\x1b[2Jb", "candidates": [
            {**fields, "body": "Tuesdays.", "lifetime": "persistent"}]}))
        listed = http.get("/v1/memories").json()
        saved = http.post("/v1/memories", json={**fields, "session": "s-42"})
        kept = http.get("/v1/memories/deploy-day").json()
    for answer in answers:
        assert answer.status_code == 400, answer.text
        error = answer.json()["error"]
        assert error.startswith(("The session is", "The source's")) and "\n" not in error
    assert listed["records"] == []
    assert saved.status_code == 200 and kept["record"]["source"]["session"] == "s-42"
