"""The review page under /review of `memdir serve`: reviewer tokens only, one project."""

from __future__ import annotations

import pytest

pytest.importorskip("jinja2")


def test_an_agent_token_gets_403_on_the_review_page(client, tokens):
    for path in ("/review/", "/review/inbox", "/review/memories"):
        by_url = client.get(path, params={"token": tokens.agent})
        assert by_url.status_code == 403, by_url.text
        assert "needs a reviewer token" in by_url.text
        by_header = client.get(path, headers=tokens.auth(tokens.agent))
        assert by_header.status_code == 403
    assert client.get("/review/inbox").status_code == 401
    assert client.get("/review/inbox", params={"token": "mdt_forged"}).status_code == 401
    forged = client.post("/review/inbox/decide", params={"token": tokens.agent},
                         data={"id": "p0000000000", "action": "approve"})
    assert forged.status_code == 403


def test_a_reviewer_sees_its_own_projects_page(client, tokens):
    client.post("/v1/memories", headers=tokens.auth(tokens.agent), json={
        "type": "feedback", "description": "Install packages with uv-zq"})
    client.post("/v1/memories", headers=tokens.auth(tokens.beta), json={
        "type": "project", "description": "Beta deploys through kettle-beta-only"})

    page = client.get("/review/memories", params={"token": tokens.reviewer})
    assert page.status_code == 200, page.text
    assert "Install packages with uv-zq" in page.text
    assert "kettle-beta-only" not in page.text
    # Links stay under /review and keep the reviewer's token.
    assert 'href="/memories' not in page.text and 'href="/review/inbox?token=' in page.text
    inbox = client.get("/review", params={"token": tokens.reviewer}, follow_redirects=True)
    assert inbox.status_code == 200 and inbox.url.path.startswith("/review/")
    assert client.get("/review/inbox", params={"token": tokens.reviewer}).status_code == 200

    # The same page with the token in a header (a script, a proxy).
    by_header = client.get("/review/memories", headers=tokens.auth(tokens.admin))
    assert by_header.status_code == 200 and "Install packages with uv-zq" in by_header.text
