"""One exception tree in one module: every error class memdir defines is in
`memdir.foundation.errors`, and a server's refusal is the class a local call raises."""

from __future__ import annotations

import importlib
import inspect
import json
import pkgutil
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

import memdir
from memdir.foundation import errors


def _modules():
    for info in pkgutil.walk_packages(memdir.__path__, "memdir."):
        if info.name.endswith("__main__"):
            continue
        yield importlib.import_module(info.name)


def test_every_error_class_is_defined_in_the_errors_module():
    elsewhere = sorted(
        f"{module.__name__}.{name}"
        for module in _modules()
        for name, value in vars(module).items()
        if inspect.isclass(value) and issubclass(value, BaseException)
        and value.__module__ == module.__name__ and module is not errors
        and not name.startswith("_"))
    assert elsewhere == []


def test_every_error_of_the_tree_is_drawn_in_its_docstring():
    drawn = errors.__doc__ or ""
    classes = [name for name, value in vars(errors).items()
               if inspect.isclass(value) and issubclass(value, BaseException)]
    assert len(classes) > 20
    assert [name for name in classes if f" {name} " not in drawn.replace("\n", " \n")] == []


def test_one_settings_error_and_old_names_still_importable():
    from memdir.foundation.errors import RemoteNotFoundError, ServerUnavailableError
    from memdir.pipeline.admission.secrets import Finding, SecretError
    from memdir.providers.semantic import SemanticUnavailable

    assert memdir.SecretError is SecretError is errors.SecretError
    assert Finding is errors.Finding
    assert SemanticUnavailable is errors.SemanticUnavailable
    assert RemoteNotFoundError is memdir.RemoteNotFoundError is errors.RemoteNotFoundError
    assert ServerUnavailableError is memdir.ServerUnavailableError
    assert issubclass(errors.UnknownProposal, memdir.NotFoundError)
    assert issubclass(errors.UnknownChange, memdir.NotFoundError)


@pytest.fixture
def answering_404():
    """A local HTTP server that answers every request as `memdir serve` answers a
    missing record: 404 with the server's sentence."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's name)
            body = json.dumps({"error": "No memory named 'gone'."}).encode()
            self.send_response(404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                              daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_a_missing_record_on_a_server_is_a_not_found_error(answering_404):
    from memdir.service.remote.connection import Server

    with pytest.raises(memdir.NotFoundError) as caught:
        Server(answering_404, "token").request("GET", "/v1/records/gone")
    assert str(caught.value) == "No memory named 'gone'."
    assert isinstance(caught.value, KeyError)  # as a local store's lookup


@pytest.mark.parametrize(("value", "shown"), [
    ("deploy", "'deploy'"),
    (None, "None"),  # was "'None'": a repr quoted again
    (3, "3"),
    ({"a": 1}, "{'a': 1}"),
    ("x" * 100, "'" + "x" * 57 + "...'"),
    ({"k": "v" * 100}, "{'k': '" + "v" * 50 + "..."),  # was ending "...'" or "'"
])
def test_a_value_is_quoted_once_and_cut_to_its_limit(value, shown):
    assert errors.quoted(value) == shown


def test_the_memory_tool_quotes_a_command_that_is_no_text_as_python_writes_it(tmp_path):
    from memdir.agent.memory_tool import MemoryTool
    from memdir.store.files.store import FileStore

    tool = MemoryTool(FileStore(tmp_path / ".memory", scope="project"), None)
    out = tool({"command": {"name": "view" * 50}})
    assert out.is_error
    assert out.content.startswith("Unknown command {'name': 'viewview") and "...;" in out.content
    assert "'{" not in out.content  # once: no stray quote before or after


def test_a_long_as_of_is_quoted_cut_once():
    from memdir.foundation.validity import as_of

    with pytest.raises(errors.InvalidTimeError) as caught:
        as_of("z" * 300)
    assert str(caught.value).startswith("--as-of '" + "z" * 37 + "...' (300 characters)")
