"""The review page under /review of `memdir serve`: reviewer tokens only, one project, and
the token never in a URL: a one-time link from POST /review/open, then a session cookie."""

from __future__ import annotations

from html import unescape
from urllib.parse import urlsplit

import pytest

pytest.importorskip("jinja2")


def _link(client, token: str) -> str:
    answer = client.post("/review/open", headers={"Authorization": f"Bearer {token}",
                                                  "Accept": "application/json"})
    assert answer.status_code == 200, answer.text
    return answer.json()["url"]


def _sign_in(client, token: str) -> str:
    """Sign ``client`` in as a browser does; returns its CSRF token."""
    opened = client.get(_link(client, token), follow_redirects=False)
    assert opened.status_code == 303 and opened.headers["location"] == "/review/"
    sessions = client.app.state.review.sessions
    return sessions.get(client.cookies.get(sessions.cookie)).csrf


def test_an_agent_token_gets_403_on_the_review_page(client, tokens):
    for path in ("/review/", "/review/inbox", "/review/memories"):
        by_header = client.get(path, headers=tokens.auth(tokens.agent))
        assert by_header.status_code == 403, by_header.text
        assert "needs a reviewer token" in by_header.text
    refused = client.post("/review/open", headers=tokens.auth(tokens.agent))
    assert refused.status_code == 403 and "needs a reviewer token" in refused.text
    assert client.get("/review/inbox").status_code == 401
    assert client.post("/review/open").status_code == 401
    forged = client.post("/review/inbox/decide", headers=tokens.auth(tokens.agent),
                         data={"id": "p0000000000", "action": "approve"})
    assert forged.status_code == 403



def test_a_reviewer_token_acting_for_a_model_decides_nothing_on_the_page(client, tokens):
    """X-Memdir-Acts-For: model makes a reviewer's token an agent's on every route of the
    API, but the page took it as a person's: a client lent to a model approved there."""
    written = client.post("/v1/memories", headers=tokens.auth(tokens.agent), json={
        "name": "deploy-day", "type": "project", "description": "Deploys on Friday",
        "origin": "visitor"})
    pid = written.json()["proposal"]["id"]
    acting = {**tokens.auth(tokens.reviewer), "X-Memdir-Acts-For": "model"}
    for path in ("/review/", "/review/inbox"):
        assert client.get(path, headers=acting).status_code == 403
    assert client.post("/review/open", headers=acting).status_code == 403
    forged = client.post("/review/inbox/decide", headers=acting,
                         data={"id": pid, "action": "approve"}, follow_redirects=False)
    assert forged.status_code == 403 and "acting for a model" in forged.text
    still = client.get(f"/v1/inbox/{pid}", headers=tokens.auth(tokens.reviewer)).json()
    assert still["status"] == "pending"

def test_a_token_in_the_url_opens_nothing(client, tokens):
    for token in (tokens.reviewer, tokens.admin, "mdt_forged"):
        answer = client.get("/review/memories", params={"token": token})
        assert answer.status_code == 401 and "no token in its URL" in answer.text
        assert "set-cookie" not in answer.headers


def test_a_reviewer_opens_its_own_projects_page_with_a_one_time_link(client, tokens):
    client.post("/v1/memories", headers=tokens.auth(tokens.agent), json={
        "type": "feedback", "description": "Install packages with uv-zq"})
    client.post("/v1/memories", headers=tokens.auth(tokens.beta), json={
        "type": "project", "description": "Beta deploys through kettle-beta-only"})

    link = _link(client, tokens.reviewer)
    assert link.startswith("/review/open?code=") and tokens.reviewer not in link
    opened = client.get(link, follow_redirects=False)
    assert opened.status_code == 303 and opened.headers["location"] == "/review/"
    cookie = opened.headers["set-cookie"].lower()
    for attribute in ("memdir_review=", "httponly", "samesite=strict", "path=/review"):
        assert attribute in cookie, cookie

    page = client.get("/review/memories")
    assert page.status_code == 200, page.text
    assert "Install packages with uv-zq" in page.text
    assert "kettle-beta-only" not in page.text
    # Links stay under /review and carry no secret.
    assert 'href="/memories' not in page.text and 'href="/review/inbox"' in page.text
    assert "token=" not in page.text and "code=" not in page.text
    inbox = client.get("/review", follow_redirects=True)
    assert inbox.status_code == 200 and inbox.url.path.startswith("/review/")

    # The link is spent: another browser gets nothing with it, and the one that used it
    # first loses its session (two parties held the code).
    client.cookies.clear()
    assert client.get(link, follow_redirects=False).status_code == 401

    # The same page with the token in a header (a script, a proxy).
    by_header = client.get("/review/memories", headers=tokens.auth(tokens.admin))
    assert by_header.status_code == 200 and "Install packages with uv-zq" in by_header.text


def test_a_session_post_needs_its_csrf_token_a_header_post_does_not(client, tokens):
    csrf = _sign_in(client, tokens.reviewer)
    assert csrf
    for data in ({"change": "nope"}, {"change": "nope", "csrf": "forged"}):
        assert client.post("/review/changes/undo", data=data,
                           follow_redirects=False).status_code == 403
    done = client.post("/review/changes/undo", data={"change": "nope", "csrf": csrf},
                       follow_redirects=False)
    assert done.status_code == 303 and "error=" in done.headers["location"]
    client.cookies.clear()
    scripted = client.post("/review/changes/undo", data={"change": "nope"},
                           headers=tokens.auth(tokens.reviewer), follow_redirects=False)
    assert scripted.status_code == 303


def test_revoking_the_token_ends_its_sessions(client, tokens):
    _sign_in(client, tokens.reviewer)
    assert client.get("/review/inbox").status_code == 200
    [grant] = [g for g in client.get("/v1/tokens", headers=tokens.auth(tokens.admin))
               .json()["tokens"] if g["role"] == "reviewer"]
    gone = client.delete(f"/v1/tokens/{grant['id']}", headers=tokens.auth(tokens.admin))
    assert gone.status_code == 200
    assert client.get("/review/inbox").status_code == 401


def test_a_token_revoked_elsewhere_ends_its_sessions_at_the_next_request(data, tokens):
    from starlette.testclient import TestClient

    from memdir.server.app import create_app
    from memdir.server.tokens import TokenBook

    with TestClient(create_app(data)) as client:
        _sign_in(client, tokens.reviewer)
        book = TokenBook(data)
        [grant] = [g for g in book.list("alpha") if g.role == "reviewer"]
        book.revoke(grant.id)  # `memdir token revoke` in another process
        assert client.get("/review/inbox").status_code == 401


def test_over_https_the_cookie_is_secure(data, tokens):
    from starlette.testclient import TestClient

    from memdir.server.app import create_app

    with TestClient(create_app(data), base_url="https://testserver") as client:
        opened = client.get(_link(client, tokens.reviewer), follow_redirects=False)
        assert "secure" in opened.headers["set-cookie"].lower()
        assert urlsplit(str(opened.url)).scheme == "https"


def _two_versions(client, tokens) -> tuple[str, str]:
    """A record 'tool' edited once: (its first hash, its hash now)."""
    agent = tokens.auth(tokens.agent)
    client.post("/v1/memories", headers=agent, json={
        "name": "tool", "type": "feedback", "description": "The test runner",
        "body": "use pytest"})
    first = client.get("/v1/memories/tool", headers=agent).json()["record"]["hash"]
    client.patch("/v1/memories/tool", headers=agent, json={"hash": first,
                                                          "body": "use vitest"})
    return first, client.get("/v1/memories/tool", headers=agent).json()["record"]["hash"]


def _body(client, tokens) -> str:
    return client.get("/v1/memories/tool",
                      headers=tokens.auth(tokens.agent)).json()["record"]["body"]


def test_a_restore_without_the_hash_it_showed_changes_nothing(client, tokens):
    """A hand-made POST without 'expected' restored over whatever the record held."""
    first, now = _two_versions(client, tokens)
    reviewer = tokens.auth(tokens.reviewer)
    form = {"scope": "project", "name": "tool", "version": "1"}
    for expected, said in ((None, "names no 'expected' hash"), ("", "names no 'expected'"),
                           (first, "changed since this version was chosen")):
        data = form if expected is None else {**form, "expected": expected}
        answer = client.post("/review/record/restore", data=data, headers=reviewer)
        assert answer.status_code == 200 and said in unescape(answer.text), expected
        assert _body(client, tokens).strip() == "use vitest"
    done = client.post("/review/record/restore", data={**form, "expected": now},
                       headers=reviewer)
    assert "Restored tool" in done.text and _body(client, tokens).strip() == "use pytest"


def test_a_parameter_given_twice_is_refused_on_every_review_route(client, tokens):
    """The page read the last of two ('expected=STALE&expected=NOW' restored over the
    edit), a proxy or a log in front may read the first."""
    first, now = _two_versions(client, tokens)
    reviewer = tokens.auth(tokens.reviewer)
    twice = client.post("/review/record/restore", headers={
        **reviewer, "content-type": "application/x-www-form-urlencoded"},
        content=f"scope=project&name=tool&version=1&expected={first}&expected={now}")
    assert twice.status_code == 400 and "'expected' is given twice" in unescape(twice.text)
    assert _body(client, tokens).strip() == "use vitest"
    for path, data in (("/review/inbox/decide", "id=p1&id=p2&action=reject"),
                       ("/review/changes/undo", "change=a&change=b")):
        answer = client.post(path, content=data, headers={
            **reviewer, "content-type": "application/x-www-form-urlencoded"})
        assert answer.status_code == 400 and "given twice" in answer.text, path
    for url in ("/review/record?scope=project&name=tool&name=other",
                "/review/memories?q=a&q=b", "/review/open?code=a&code=b",
                f"/review/record/restore?expected={now}&expected={now}"):
        answer = client.request("POST" if "restore" in url else "GET", url,
                                headers=reviewer)
        assert answer.status_code == 400 and "is given twice" in answer.text, url
    assert _body(client, tokens).strip() == "use vitest"


def test_a_query_string_or_a_form_that_is_not_utf8_is_refused_and_changes_nothing(
        client, tokens):
    """Read with U+FFFD in a byte's place, 'name=to%FFol' named another record and
    'expected=HASH%FF' a hash the page never showed, in silence."""
    first, now = _two_versions(client, tokens)
    reviewer = tokens.auth(tokens.reviewer)
    for url in ("/review/record?scope=project&name=to%FFol", "/review/memories?q=caf%E9"):
        answer = client.get(url, headers=reviewer)
        assert answer.status_code == 400, url
        assert answer.json() == {"error": "The query string is not UTF-8 text once its "
                                          "%-escapes are decoded."}
    form = {**reviewer, "content-type": "application/x-www-form-urlencoded"}
    for data in (f"scope=project&name=tool&version=1&expected={now}%FF",
                 f"scope=project&name=to%C3ol&version=1&expected={now}"):
        answer = client.post("/review/record/restore", headers=form, content=data)
        assert answer.status_code == 400 and "The form is not UTF-8 text once its " \
            "%-escapes are decoded." in unescape(answer.text), data
    assert _body(client, tokens).strip() == "use vitest"
    done = client.post("/review/record/restore", headers=form,
                       content=f"scope=project&name=tool&version=1&expected={now}")
    assert "Restored tool" in done.text and _body(client, tokens).strip() == "use pytest"
    assert first
