"""How a real browser comes into the review page, and what it keeps: headless Chromium
against a real server. The code in the link works once; the URL the browser ends on, its
history file, every Referer it sent and the server's log hold no secret that still opens
the page; the session cookie is HttpOnly and SameSite=Strict."""

from __future__ import annotations

import logging
import re
import sqlite3
from urllib.parse import parse_qs, urlsplit

import httpx
from playwright.sync_api import expect

from memdir import Record

from .conftest import CHROMIUM_FLAGS, chromium_path


def _codes_in(url: str) -> list[str]:
    return parse_qs(urlsplit(url).query).get("code", [])


def test_the_link_opens_a_session_and_leaves_a_clean_url(review, page):
    review.memory.project.upsert(Record("tool", "Use pytest", "feedback", "x"),
                                 expected_hash="absent", actor="test")
    referers: list[str] = []
    page.on("request", lambda r: referers.append(r.headers.get("referer", "")))
    link = review.url("/memories")
    response = page.goto(link)
    assert response.status == 200
    assert page.url == f"{review.base}/memories"
    page.get_by_role("link", name="tool").click()
    expect(page.get_by_role("heading", name=re.compile("tool"))).to_be_visible()
    page.get_by_role("link", name="Changes").click()
    expect(page.get_by_role("heading", name="Changes")).to_be_visible()
    assert not any(referers), referers  # no-referrer: the page names itself to nobody

    [cookie] = page.context.cookies()
    assert (cookie["name"], cookie["httpOnly"], cookie["sameSite"], cookie["path"]) == (
        review.sessions.cookie, True, "Strict", "/")
    assert page.evaluate("document.cookie") == ""  # no script could read it
    # The code is spent: the same link in another browser is refused.
    assert httpx.get(link, follow_redirects=False, timeout=60).status_code == 401


def test_a_used_link_opened_again_in_another_browser_is_refused(review, browser, page):
    link = review.url("/inbox")
    assert page.goto(link).status == 200
    other = browser.new_context()
    try:
        refused = other.new_page().goto(link)
        assert refused.status == 401
        assert "used already or has expired" in refused.text()
    finally:
        other.close()
    # The code was presented by someone who did not hold its session: that session ends.
    assert page.goto(f"{review.base}/inbox").status == 401


def test_a_link_followed_from_another_site_still_signs_in(review, page):
    # A SameSite=Strict cookie is not sent along a redirect that another site started;
    # the door's own refresh is same-site, so the page opens anyway.
    page.set_content(f'<a href="{review.url("/changes")}">review</a>')
    page.get_by_role("link", name="review").click()
    page.wait_for_url(f"{review.base}/changes")
    expect(page.get_by_role("heading", name="Changes")).to_be_visible()


def test_the_browsers_history_and_the_log_hold_no_secret_that_still_works(
        review, browser, tmp_path, caplog):
    profile = tmp_path / "profile"  # a profile on disk, as a person's browser has
    caplog.set_level(logging.DEBUG)
    context = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=chromium_path(), headless=True, args=CHROMIUM_FLAGS)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(review.url("/inbox"))
    page.get_by_role("link", name="Memories").click()
    page.wait_for_url(f"{review.base}/memories")
    page.goto(f"{review.base}/changes")
    session_id = next(c["value"] for c in context.cookies()
                      if c["name"] == review.sessions.cookie)
    context.close()
    # What the server logged (uvicorn's and memdir's loggers), the page's requests only.
    logged = "\n".join(r.getMessage() for r in caplog.records
                       if r.name.startswith(("uvicorn", "memdir")))
    with sqlite3.connect(profile / "Default" / "History") as db:
        visited = [url for (url,) in db.execute("SELECT url FROM urls")]
    assert f"{review.base}/changes" in visited
    assert not any(session_id in url or "token" in url for url in visited)
    # A redirect's source is kept in the file: its code is spent, so it opens nothing.
    codes = [code for url in visited for code in _codes_in(url)]
    for code in codes:
        answer = httpx.get(f"{review.base}/open", params={"code": code},
                           follow_redirects=False, timeout=60)
        assert answer.status_code == 401
    assert not any(code in logged for code in codes) and session_id not in logged
