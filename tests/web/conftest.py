"""Fixtures for the review page: a store with a Memory over it, the page served by a real
uvicorn server on a loopback port, and one headless Chromium for the whole session.

A browser or a client comes in as a person does: with a one-time link (``/open?code=``)
exchanged for a session cookie; `SignedIn` adds the session's CSRF token to its forms.

The browser is Debian's chromium (found on PATH), driven by Playwright with its
executable path: no browser is ever downloaded. Without chromium the browser tests skip
with a reason, except under CI (CI=true), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from memdir import Memory
from memdir.store import FileStore

CHROMIUM_NAMES = ("chromium", "chromium-browser")
CLIENT_TIMEOUT = 60  # seconds, as tests/conftest.py's
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"]


def chromium_path() -> str | None:
    return next((p for n in CHROMIUM_NAMES if (p := shutil.which(n))), None)


@dataclass
class Review:
    """A running review page over a fresh project store and user store."""

    memory: Memory
    base: str
    sessions: Any
    root: Path

    def url(self, path: str = "/", **params: str) -> str:
        """A fresh one-time link that lands on ``path`` (with ``params``)."""
        target = f"{path}?{urlencode(params)}" if params else path
        return f"{self.base}/open?{urlencode({'code': self.sessions.issue(), 'next': target})}"


def signed_in(app: Any, sessions: Any) -> Any:
    """A TestClient over ``app`` holding a session, as a browser after its link."""
    from starlette.testclient import TestClient

    class SignedIn(TestClient):
        csrf = ""

        def post(self, url: Any, *args: Any, data: Any = None, **kwargs: Any) -> Any:
            if isinstance(data, dict) and "csrf" not in data:
                data = {**data, "csrf": self.csrf}
            return super().post(url, *args, data=data, **kwargs)

    client = SignedIn(app, follow_redirects=False)
    opened = client.get(f"/open?code={sessions.issue()}")
    assert opened.status_code == 303, opened.text
    client.csrf = sessions.get(client.cookies.get(sessions.cookie)).csrf
    return client


def make_memory(root: Path) -> Memory:
    project = FileStore(root / "project" / ".memory", scope="project")
    user = FileStore(root / "user", scope="user")
    project.init()
    user.init()
    return Memory(project, user=user, provider="offline", session="test-session")


@pytest.fixture
def memory(tmp_path):
    with make_memory(tmp_path) as mem:
        yield mem


@pytest.fixture
def sessions():
    from memdir.web.sessions import Sessions

    return Sessions()


@pytest.fixture
def app(memory, sessions):
    from memdir.web import review_app

    # TestClient sends Host: testserver; the served app only answers loopback names.
    return review_app(memory, sessions=sessions, allowed_hosts=["testserver"])


@pytest.fixture
def client(app, sessions):
    """The review page through Starlette's TestClient (in process, no server), signed in."""
    with signed_in(app, sessions) as c:
        yield c


class _TheTestsApp:
    """The app a module's one server hands each request to: the running test's own."""

    app: Any = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        await self.app(scope, receive, send)


@pytest.fixture(scope="module")
def review_server():
    """One real uvicorn server for a module's review pages (starting and stopping one
    cost each test ~0.3 s); each test serves its own store and sessions through it."""
    from memdir.web.server import running

    served = _TheTestsApp()
    with running(served) as base:
        yield served, base


@pytest.fixture
def review(memory, tmp_path, review_server):
    from memdir.web import review_app
    from memdir.web.sessions import Sessions

    served, base = review_server
    sessions = Sessions()
    served.app = review_app(memory, sessions=sessions)
    try:
        yield Review(memory, base, sessions, tmp_path)
    finally:
        served.app = None


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per module. Playwright's sync API keeps an asyncio loop
    running in this thread while it is open: a browser left open for the session made
    every later test that runs a loop of its own (anyio.run: the MCP clients) fail with
    "Cannot run the event loop while another loop is running", whichever test file came
    after a browser's in a process."""
    path = chromium_path()
    if path is None:
        reason = "chromium is not installed (apt-get install chromium)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{reason}; CI must run the browser tests")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=path, headless=True,
                                      args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    from playwright.sync_api import expect

    context = browser.new_context()
    tab = context.new_page()
    # A page's every wait, and every `expect`, as long as a loaded machine needs: a
    # browser, a server and the suite share two cores with other work.
    tab.set_default_timeout(CLIENT_TIMEOUT * 1000)
    expect.set_options(timeout=CLIENT_TIMEOUT * 1000)
    yield tab
    context.close()
