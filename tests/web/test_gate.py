"""The review page's door over HTTP (Starlette's TestClient): a one-time link in, a session
cookie after, a CSRF token and the page's own origin on every POST, no secret in a URL."""

from __future__ import annotations

import pytest

from memdir import Record

from .conftest import signed_in

pytest.importorskip("starlette")


def _add(memory, name, body):
    return memory.project.upsert(Record(name, "a description", "feedback", body),
                                 expected_hash="absent", actor="test").record


@pytest.fixture
def anonymous(app):
    from starlette.testclient import TestClient

    with TestClient(app, follow_redirects=False) as c:
        yield c


@pytest.mark.parametrize("path", ["/", "/memories", "/record?scope=project&name=x",
                                  "/inbox", "/changes", "/questions"])
def test_every_page_refuses_a_request_without_a_session(anonymous, path):
    response = anonymous.get(path)
    assert response.status_code == 401
    assert "one-time link" in response.text
    assert response.headers["content-security-policy"].startswith("default-src 'none'")


def test_a_token_in_the_url_is_refused_even_with_a_session(client):
    response = client.get("/memories?token=anything")
    assert response.status_code == 401 and "no token in its URL" in response.text


def test_the_link_sets_a_strict_httponly_cookie_and_leaves_a_clean_url(anonymous, sessions):
    code = sessions.issue()
    response = anonymous.get(f"/open?code={code}&next=/changes")
    assert response.status_code == 303
    assert response.headers["location"] == "/changes"
    cookie = response.headers["set-cookie"]
    for attribute in ("HttpOnly", "SameSite=strict", "Path=/"):
        assert attribute.lower() in cookie.lower(), cookie
    assert "secure" not in cookie.lower()  # plain http on loopback
    assert response.headers["referrer-policy"] == "no-referrer"
    assert response.headers["cache-control"] == "no-store"
    assert anonymous.get("/changes").status_code == 200


def test_a_used_or_made_up_code_is_refused(anonymous, sessions):
    code = sessions.issue()
    assert anonymous.get(f"/open?code={code}").status_code == 303
    anonymous.cookies.clear()
    again = anonymous.get(f"/open?code={code}")
    assert again.status_code == 401 and "used already or has expired" in again.text
    assert "set-cookie" not in again.headers
    assert anonymous.get("/open?code=made-up").status_code == 401
    assert anonymous.get("/open").status_code == 401


def test_a_code_used_by_someone_else_first_ends_their_session(app, sessions):
    from starlette.testclient import TestClient

    code = sessions.issue()
    with TestClient(app, follow_redirects=False) as thief, \
            TestClient(app, follow_redirects=False) as browser:
        assert thief.get(f"/open?code={code}").status_code == 303
        assert thief.get("/memories").status_code == 200
        assert browser.get(f"/open?code={code}").status_code == 401
        assert thief.get("/memories").status_code == 401


def test_the_same_browser_reopening_its_link_goes_on(client, sessions):
    code = sessions.issue()
    assert client.get(f"/open?code={code}").status_code == 303
    assert client.get(f"/open?code={code}").status_code == 303
    assert client.get("/memories").status_code == 200


def test_a_head_request_never_spends_a_code(anonymous, sessions):
    code = sessions.issue()
    assert anonymous.head(f"/open?code={code}").status_code == 405
    assert anonymous.get(f"/open?code={code}").status_code == 303


def test_the_door_sends_nobody_to_another_site(anonymous, sessions):
    for target in ("https://evil.example/", "//evil.example/", "/\\evil.example",
                   "javascript:alert(1)", "memories"):
        response = anonymous.get("/open", params={"code": sessions.issue(), "next": target})
        assert response.headers["location"] == "/", target


def test_a_link_followed_from_another_site_refreshes_into_the_page(anonymous, sessions):
    # After a cross-site navigation a SameSite=Strict cookie is not sent along a redirect;
    # the page's own refresh is same-site.
    response = anonymous.get(f"/open?code={sessions.issue()}&next=/inbox",
                             headers={"sec-fetch-site": "cross-site"})
    assert response.status_code == 200
    assert '<meta http-equiv="refresh" content="0; url=/inbox">' in response.text
    assert "httponly" in response.headers["set-cookie"].lower()


def test_a_post_needs_the_sessions_csrf_token_and_the_pages_origin(client, memory):
    _add(memory, "kept", "v1")
    memory.project.upsert(memory.project.get("kept").evolve(body="v2"), actor="test")
    form = {"scope": "project", "name": "kept", "version": "1",
            "expected": memory.project.get("kept").hash}
    for data, headers in [
            ({**form, "csrf": ""}, {}),
            ({**form, "csrf": "forged"}, {}),
            (form, {"origin": "http://evil.example"}),
            (form, {"sec-fetch-site": "cross-site"}),
            # Another port of 127.0.0.1 is the same site, not the same origin.
            (form, {"sec-fetch-site": "same-site", "origin": "null"})]:
        response = client.post("/record/restore", data=data, headers=headers)
        assert response.status_code == 403, (data, headers)
        assert memory.project.get("kept").body == "v2"
    done = client.post("/record/restore", data=form,
                       headers={"origin": "null", "sec-fetch-site": "same-origin"})
    assert done.status_code == 303 and memory.project.get("kept").body == "v1"


def test_a_post_without_a_session_changes_nothing(anonymous, memory):
    _add(memory, "kept", "v1")
    memory.project.upsert(memory.project.get("kept").evolve(body="v2"), actor="test")
    response = anonymous.post("/record/restore", data={"scope": "project", "name": "kept",
                                                       "version": "1"})
    assert response.status_code == 401
    assert memory.project.get("kept").body == "v2"


def test_an_oversized_form_is_refused_before_the_page(client):
    response = client.post("/changes/undo", data={"change": "x" * 300_000})
    assert response.status_code == 413


def test_every_form_carries_the_csrf_token(client, memory, sessions):
    _add(memory, "tool", "use pytest")
    memory.project.upsert(memory.project.get("tool").evolve(body="use vitest"), actor="test")
    html = client.get("/record?scope=project&name=tool").text
    assert html.count('<form method="post"') == html.count(
        f'name="csrf" value="{client.csrf}"') >= 1
    assert client.cookies.get(sessions.cookie) not in html


def test_pages_mounted_without_sessions_take_no_csrf_token(memory):
    # An app with its own authentication in front decides; the page adds only headers.
    from starlette.testclient import TestClient

    from memdir.web import review_app

    _add(memory, "tool", "v1")
    with TestClient(review_app(memory, sessions=None, allowed_hosts=["testserver"]),
                    follow_redirects=False) as c:
        page = c.get("/record?scope=project&name=tool")
        assert page.status_code == 200 and 'name="csrf"' not in page.text
        assert page.headers["referrer-policy"] == "no-referrer"


def test_two_signed_in_browsers_have_their_own_sessions(app, sessions):
    with signed_in(app, sessions) as one, signed_in(app, sessions) as two:
        assert one.csrf != two.csrf
        one.cookies.clear()
        assert one.get("/memories").status_code == 401
        assert two.get("/memories").status_code == 200
