"""Fixtures for the review page: a store with a Memory over it, the page served by a real
uvicorn server on a loopback port, and one headless Chromium for the whole session.

The browser is Debian's chromium (found on PATH), driven by Playwright with its
executable path: no browser is ever downloaded. Without chromium the browser tests skip
with a reason, except under CI (CI=true), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import pytest

from memdir import Memory
from memdir.store import FileStore

CHROMIUM_NAMES = ("chromium", "chromium-browser")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"]
TOKEN = "t0k3n-for-tests"


def chromium_path() -> str | None:
    return next((p for n in CHROMIUM_NAMES if (p := shutil.which(n))), None)


@dataclass
class Review:
    """A running review page over a fresh project store and user store."""

    memory: Memory
    base: str
    token: str
    root: Path

    def url(self, path: str = "/", **params: str) -> str:
        return f"{self.base}{path}?{urlencode({**params, 'token': self.token})}"


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
def client(memory):
    """The review page through Starlette's TestClient (in process, no server)."""
    from starlette.testclient import TestClient

    from memdir.web import review_app

    # TestClient sends Host: testserver; the served app only answers loopback names.
    app = review_app(memory, token=TOKEN, allowed_hosts=["testserver"])
    with TestClient(app, follow_redirects=False) as c:
        yield c


@pytest.fixture
def review(memory, tmp_path):
    from memdir.web import review_app
    from memdir.web.server import new_token, running

    token = new_token()
    with running(review_app(memory, token=token)) as base:
        yield Review(memory, base, token, tmp_path)


@pytest.fixture(scope="session")
def browser():
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
    context = browser.new_context()
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()
