"""`memdir review --server`: a real `memdir serve`, the command a person runs, and a real
browser. The reviewer's token stays in the environment; the browser is given a one-time
link, ends on a URL without it, holds a cookie scoped to /review; the server's log holds
neither the token, nor the code, nor the session."""

from __future__ import annotations

import os
import subprocess
import sys
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from playwright.sync_api import expect

from memdir.cli.review_page import LINK

pytest.importorskip("starlette")

from server.conftest import start_server  # noqa: E402

from memdir.server.tokens import TokenBook  # noqa: E402


@pytest.fixture
def served(tmp_path):
    data = tmp_path / "server-data"
    book = TokenBook(data)
    tokens = {role: book.create("alpha", role)[0] for role in ("agent", "reviewer")}
    server = start_server(data, log_level="info")
    try:
        yield server, tokens, tmp_path
    finally:
        server.stop()


def _review(url: str, token: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "memdir", "review", "--server", *args],
                          capture_output=True, text=True, timeout=60,
                          env={**os.environ, "MEMDIR_URL": url, "MEMDIR_TOKEN": token,
                               "BROWSER": "false"})


def test_review_server_gives_a_one_time_link_and_the_log_keeps_no_secret(served, page):
    server, tokens, tmp_path = served
    httpx.post(f"{server.url}/v1/memories", headers={
        "Authorization": f"Bearer {tokens['agent']}"}, json={
        "type": "feedback", "description": "Install packages with uv-zq"}, timeout=60)
    done = _review(server.url, tokens["reviewer"], "--no-open")
    assert done.returncode == 0, done.stderr
    link = done.stdout.strip().removeprefix(LINK)
    assert link.startswith(f"{server.url}/review/open?code=")
    [code] = parse_qs(urlsplit(link).query)["code"]

    assert page.goto(link).status == 200
    assert page.url == f"{server.url}/review/memories"  # no code left in the address bar
    expect(page.get_by_text("Install packages with uv-zq")).to_be_visible()
    page.get_by_role("link", name="Changes").click()
    expect(page.get_by_role("heading", name="Changes")).to_be_visible()
    [cookie] = page.context.cookies()
    assert (cookie["name"], cookie["path"], cookie["httpOnly"], cookie["sameSite"]) == (
        "memdir_review", "/review", True, "Strict")
    assert httpx.get(link, follow_redirects=False, timeout=60).status_code == 401  # spent

    server.stop()
    log = (tmp_path / f"serve-{urlsplit(server.url).port}.log").read_text()
    assert "/review/" in log  # the page's requests were logged, by route
    for secret in (code, tokens["reviewer"], tokens["agent"], cookie["value"]):
        assert secret not in log
    assert "code=" not in log and "?" not in "".join(
        line for line in log.splitlines() if "memdir.access" in line)


def test_review_server_refuses_an_agent_token_in_one_sentence(shared_server):
    project = shared_server.project()
    done = _review(shared_server.url, project.token("agent"), "--no-open")
    assert done.returncode == 1
    assert done.stderr.strip() == ("Error: The review page needs a reviewer token; yours is "
                                   f"an agent token for project '{project.name}'.")


def test_review_server_needs_a_server():
    done = subprocess.run([sys.executable, "-m", "memdir", "review", "--server"],
                          capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items()
                               if k not in ("MEMDIR_URL", "MEMDIR_TOKEN")})
    assert done.returncode == 1 and "set MEMDIR_URL and MEMDIR_TOKEN" in done.stderr


def test_review_server_waits_as_long_as_memdir_remote_timeout_says():
    """The command's own connection waits MEMDIR_REMOTE_TIMEOUT for an answer: a server
    that answers after 2 s is given up on at 0.5 s, one sentence and exit 1, and
    waited for when the variable allows it (the default of 5 s would have waited)."""
    import json
    import threading
    import time
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Late(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            time.sleep(2)
            body = json.dumps({"url": "/review/open?code=late"}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    late = ThreadingHTTPServer(("127.0.0.1", 0), Late)
    threading.Thread(target=late.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{late.server_address[1]}"
    try:
        quick = subprocess.run([sys.executable, "-m", "memdir", "review", "--server",
                                "--no-open"], capture_output=True, text=True, timeout=60,
                               env={**os.environ, "MEMDIR_URL": url, "MEMDIR_TOKEN": "mdt_x",
                                    "MEMDIR_REMOTE_TIMEOUT": "0.5", "BROWSER": "false"})
        assert quick.returncode == 1
        assert quick.stderr.strip() == (f"Error: The memory server at {url} is not reachable "
                                        "(TimeoutError); memory is unavailable until it is "
                                        "back.")
        patient = _review(url, "mdt_x", "--no-open")  # the suite's MEMDIR_REMOTE_TIMEOUT
        assert (patient.returncode, patient.stdout.strip()) == (
            0, f"{LINK}{url}/review/open?code=late")
    finally:
        late.shutdown()
        late.server_close()
