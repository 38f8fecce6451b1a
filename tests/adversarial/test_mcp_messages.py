"""Hostile JSON-RPC messages written to a real `memdir mcp` subprocess's stdin and posted to
a real `memdir serve`'s /mcp: each is one JSON-RPC error, with the request's id when it
has one, nothing is written, and the next request is answered as usual."""

from __future__ import annotations

import json
import os
import select
import subprocess

import pytest

pytest.importorskip("mcp")

from integrations.conftest import memdir_command  # noqa: E402

DEEP = "[" * 100_000 + "]" * 100_000


class Wire:
    """`memdir mcp` over raw stdin and stdout lines, initialized."""

    def __init__(self, project) -> None:
        self.process = subprocess.Popen(
            [*memdir_command(), "mcp"], cwd=project, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ))
        self.send(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}}).encode())
        assert self.answer()["id"] == 0
        self.send(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}')

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def answer(self, timeout: float = 60) -> dict:
        stdout = self.process.stdout
        assert stdout is not None
        ready, _, _ = select.select([stdout], [], [], timeout)
        assert ready, "no answer came"
        return json.loads(stdout.readline())

    def call(self, id: int, tool: str, arguments: str) -> bytes:
        return (f'{{"jsonrpc": "2.0", "id": {id}, "method": "tools/call", "params": '
                f'{{"name": "{tool}", "arguments": {arguments}}}}}').encode()

    def close(self) -> str:
        assert self.process.stdin is not None and self.process.stderr is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)
        return self.process.stderr.read().decode("utf-8", "replace")


# A real `memdir mcp` (started in `Wire`, which the marking does not read): slow.
@pytest.mark.slow
def test_a_message_the_server_cannot_read_is_answered_and_the_session_goes_on(project):
    """Every line below got no answer at all (the SDK dropped it), so the client waited
    until its own timeout; the one not UTF-8 was read with U+FFFD for its byte, and the
    record saved with it; the one giving "description" twice saved the second."""
    wire = Wire(project)
    save = '{"type": "reference", "name": "runbook", "description": '
    lines = [
        (wire.call(1, "memory_search", '{"query": "deploy", "as_of": ' + DEEP + "}"), 1,
         -32700, "Parse error: the message nests lists and objects 100,003 deep, too "
                  "deeply to read."),
        (wire.call(2, "memory_save", save + '"The caf\xe9 runbook"}').replace(
            "é".encode(), b"\xe9"), 2, -32700, "Parse error: the message is not UTF-8 text."),
        (wire.call(3, "memory_save", save + '"Runbook A", "description": "Runbook B"}'), 3,
         -32600, "Invalid request: the message gives the key 'description' twice."),
        (b'{"jsonrpc": "2.0", "id": 4, "method": ', 4, -32700,
         "Parse error: the message is not valid JSON."),
        (b'{"id": 5, "params": {}}', 5, -32600,
         "Invalid request: the message is no JSON-RPC 2.0 request, notification or "
         "response."),
        (b"[1, 2, 3]", None, -32600, "Invalid request: the message is no JSON-RPC 2.0 "
                                     "request, notification or response."),
        (b'{"jsonrpc": "2.0", "id": 7, "id": 8, "method": "tools/list"}', None, -32600,
         "Invalid request: the message gives the key 'id' twice."),
        # Read as a notification, which is never answered.
        (b'{"jsonrpc": "2.0", "id": {"n": 9}, "method": "tools/list"}', None, -32600,
         "Invalid request: the message's id must be a string or an integer."),
        (b'{"jsonrpc": "2.0", "id": [10], "method": "tools/list"}', None, -32600,
         "Invalid request: the message's id must be a string or an integer."),
        # A number, but not one the protocol's ids take: the answer says which ones do.
        (b'{"jsonrpc": "2.0", "id": 1.5, "method": "tools/list"}', None, -32600,
         "Invalid request: the message's id must be a string or an integer."),
    ]
    try:
        for line, id, code, message in lines:
            wire.send(line)
            answer = wire.answer()
            assert answer == {"jsonrpc": "2.0", "id": id,
                              "error": {"code": code, "message": message}}, line[:80]
            wire.send(wire.call(100, "memory_list", "{}"))
            listed = wire.answer()
            assert listed["id"] == 100 and listed["result"]["structuredContent"][
                "records"] == [], line[:80]
        wire.send(wire.call(101, "memory_save", save + '"The café runbook"}'))
        assert wire.answer()["result"]["structuredContent"]["saved"] is True
    finally:
        stderr = wire.close()
    assert "Traceback" not in stderr
    record = (project / ".memory" / "runbook.md").read_text(encoding="utf-8")
    assert "The café runbook" in record and "\ufffd" not in record


# A real `memdir mcp` (started in `Wire`, which the marking does not read): slow.
@pytest.mark.slow
def test_a_line_longer_than_the_limit_is_refused_without_holding_it(project):
    from memdir.integrations.mcp_wire import MAX_LINE

    wire = Wire(project)
    try:
        wire.send(wire.call(1, "memory_search", '{"query": "' + "a" * MAX_LINE + '"}'))
        answer = wire.answer()
        wire.send(wire.call(2, "memory_search", '{"query": "deploy"}'))
        after = wire.answer()
    finally:
        wire.close()
    assert answer["error"] == {
        "code": -32700, "message": f"Parse error: the message is longer than {MAX_LINE:,} "
                                   "bytes."}
    assert after["id"] == 2 and after["result"]["structuredContent"]["results"] == []


@pytest.mark.parametrize("text, id", [
    ('{"jsonrpc": "2.0", "id": 12, "params": ' + DEEP + "}", 12),
    ('{"params": {"a": "}]", "b": [[["{"]]]}, "id": "x-1", "method": "m"}', "x-1"),
    ('{"id": 1, "id": 2}', None),
    ('{"id": true}', None),
    ('{"id": [1]}', None),
    ("[" + DEEP, None),
    ('{"id": 3, "params": [[[', 3),  # the id read before the text broke off
    ("", None),
])
def test_the_id_of_a_message_too_deep_to_read_is_found_at_its_top_level(text, id):
    from memdir.integrations.mcp_wire import request_id

    assert request_id(text) == id


def test_the_servers_mcp_endpoint_answers_a_body_it_cannot_read_as_stdio_does(shared_server):
    """The SDK's parser kept the second of two equal keys, where the REST API refuses
    such a body (and a proxy in front may read the first); a body it could not read was
    answered with the id null and its parser's words ("recursion limit exceeded at line
    1 column 311"), a JSON-RPC batch with four validation errors over several lines."""
    import httpx
    from server.conftest import Tokens

    alpha = shared_server.project()  # the session's server, a project of this test's
    headers = {**Tokens.auth(alpha.token("agent")),
               "Accept": "application/json, text/event-stream",
               "Content-Type": "application/json"}
    save = (b'{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": '
            b'"memory_save", "arguments": {"type": "reference", "name": "runbook", ')
    bodies = [
        (save + b'"description": "Runbook A", "description": "Runbook B"}}}', 1, -32600,
         "Invalid request: the message gives the key 'description' twice."),
        (save + b'"description": "Runbook", "body": ' + DEEP.encode() + b"}}}", 1, -32700,
         "Parse error: the message nests lists and objects 100,003 deep, too deeply to "
         "read."),
        (save + '"description": "The café runbook"}}}'.encode("latin-1"), 1, -32700,
         "Parse error: the message is not UTF-8 text."),
        (b'[{"jsonrpc": "2.0", "id": 3, "method": "tools/list"}]', None, -32600,
         "Invalid request: the message is no JSON-RPC 2.0 request, notification or "
         "response."),
        (b'{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": '
         b'"memory_list", "arguments": {"limit": ' + b"9" * 5_000 + b"}}}", 4, -32700,
         "Parse error: the message holds a number too large to read."),
    ]
    with httpx.Client(base_url=shared_server.url, headers=headers, timeout=60) as http:
        opened = http.post("/mcp", json={
            "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "raw", "version": "1"}}})
        session = {"Mcp-Session-Id": opened.headers["mcp-session-id"],
                   "Mcp-Protocol-Version": "2025-06-18"}
        http.post("/mcp", headers=session, json={
            "jsonrpc": "2.0", "method": "notifications/initialized"})
        refused = [http.post("/mcp", headers=session, content=body)
                   for body, *_ in bodies]
        listed = http.post("/mcp", headers=session, json={
            "jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "memory_list", "arguments": {}}})
    for (body, id, code, message), answer in zip(bodies, refused, strict=True):
        assert answer.status_code == 400, (body[:60], answer.text)
        assert answer.json() == {"jsonrpc": "2.0", "id": id, "error": {
            "code": code, "message": message}}, body[:60]
    assert listed.status_code == 200, listed.text
    assert '"records":[]' in listed.text.replace(" ", "")
