"""A package index whose JSON page is not the simple API's (a list, garbage, files
without URLs) is a `FetchError`, one sentence, never a traceback."""

from __future__ import annotations

import http.server
import threading

import pytest

from memdir.foundation.errors import FetchError
from memdir.providers.semantic.download import project_files


@pytest.fixture
def index():
    answer: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the standard library's name
            self.send_response(200)
            self.send_header("Content-Type", "application/vnd.pypi.simple.v1+json")
            self.send_header("Content-Length", str(len(answer["body"])))
            self.end_headers()
            self.wfile.write(answer["body"])

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                              daemon=True)
    thread.start()
    try:
        yield answer, f"http://127.0.0.1:{server.server_address[1]}/simple"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("body", [b"[]", b"\x00garbage{", b'{"files": 3}',
                                  b'{"files": [{"filename": "a.whl"}]}', b'{"files": [7]}',
                                  b"[" * 100_000],
                         ids=["list", "garbage", "number", "no-url", "not-object", "deep"])
def test_an_index_page_that_is_not_the_simple_api_is_a_fetch_error(index, body):
    answer, url = index
    answer["body"] = body
    with pytest.raises(FetchError, match=r"package index at 127\.0\.0\.1:\d+ answered"):
        project_files(url, "memdir-model")


def test_a_simple_api_page_lists_its_files(index):
    answer, url = index
    answer["body"] = b'{"files": [{"filename": "a.whl", "url": "../../files/a.whl"}]}'
    assert project_files(url, "memdir-model") == {
        "a.whl": url.rsplit("/", 1)[0] + "/files/a.whl"}


def test_the_progress_bar_shows_a_label_as_written(capsys):
    """A label names what a fetch downloads (a model's title, a file an index gave): the
    bar's console read Rich markup and emoji codes in it, so '[link=...]' became a
    terminal hyperlink and ':skull:' an emoji. It is the CLI's safe console now."""
    from memdir.providers.semantic.download import Progress

    label = "[link=https://evil.example]model[/link] [red]x[/red] :skull:"
    with Progress(label, 10, True) as bar:
        bar.advance(10)
    shown = capsys.readouterr().err
    assert f"Fetching {label}" in shown, shown
    assert "\x1b]8;" not in shown and "💀" not in shown
