"""Local HTTP servers that speak the Anthropic and OpenAI wire formats, for tests.

The provider adapters are tested with the real SDK clients, so the tests cover what
actually goes over the wire (headers, JSON bodies, SSE framing, retries, timeouts)
instead of a mocked client method. Each server runs a stdlib ``ThreadingHTTPServer`` on
127.0.0.1 with a free port, in a daemon thread, and answers from a queue of scripted
replies in order::

    from wire_servers import AnthropicWireServer

    with AnthropicWireServer() as server:
        server.error(429, "slow down", headers={"retry-after": "0.1"})
        server.answer("Hello!")
        provider = AnthropicProvider(api_key="test", base_url=server.url)
        assert provider.chat("sys", [{"role": "user", "content": "hi"}]).text == "Hello!"
        assert len(server.requests) == 2
        assert server.requests[-1].json["messages"][0]["content"] == "hi"

A scripted *answer* (``answer()``) is rendered the way the client asked for it: a JSON
body, or Server-Sent Events when the request body has ``"stream": true`` — so one script
serves both the plain and the streaming path. ``error()`` sends a status with the
provider's error body; ``raw()`` sends any status, body and headers (malformed JSON, an
HTML 502 page). Every reply takes ``delay=`` seconds to wait before the response starts
(to provoke client timeouts), and answers take ``chunk_delay=`` between SSE events.

When the queue is empty the server answers 418 with an error naming the request, which no
client retries, so a test that under-scripts fails at once with a readable message.

Other test modules (agent, MCP, end-to-end) reuse these servers; define a fixture where
needed::

    @pytest.fixture
    def anthropic_server():
        with AnthropicWireServer() as server:
            yield server
"""

from __future__ import annotations

import itertools
import json
import re
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

from memdir.providers.base import ToolCall

__all__ = [
    "AnthropicWireServer",
    "OpenAIWireServer",
    "RecordedRequest",
    "Reply",
    "split_text",
]


def split_text(text: str) -> list[str]:
    """Split text into word-sized streaming deltas whose concatenation is the text."""
    return re.findall(r"\s*\S+\s*", text) or ([text] if text else [])


@dataclass
class RecordedRequest:
    """One request the server received, recorded before it answered."""

    method: str
    path: str
    headers: dict[str, str]  # names lower-cased
    body: bytes

    @property
    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.body)


@dataclass
class Reply:
    """One scripted reply. Build these with the servers' ``answer``/``error``/``raw``."""

    # A model answer: rendered as JSON or SSE by the server, depending on the request.
    text: str | list[str] | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    stop_reason: str | None = None
    usage: dict[str, int] | None = None
    # A raw HTTP reply instead of an answer.
    status: int = 200
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    # Seconds to wait before the response starts, and between SSE events.
    delay: float = 0.0
    chunk_delay: float = 0.0

    @property
    def is_answer(self) -> bool:
        return self.body is None

    def deltas(self) -> list[str]:
        if isinstance(self.text, list):
            return self.text
        return split_text(self.text or "")

    def full_text(self) -> str:
        return "".join(self.deltas())


class _WireServer:
    """Shared machinery: the HTTP server thread, the reply queue and the request log."""

    path: str = ""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._replies: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._ids = itertools.count(1)
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        # A handler sleeping on a `delay` must not hold up shutdown.
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    # -- public API --------------------------------------------------------------------

    @property
    def origin(self) -> str:
        """``http://127.0.0.1:<port>``."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def url(self) -> str:
        """The base URL to give the SDK client."""
        raise NotImplementedError

    def answer(self, text: str | list[str] = "", *, tool_calls: list[ToolCall] | None = None,
               stop_reason: str | None = None, usage: dict[str, int] | None = None,
               delay: float = 0.0, chunk_delay: float = 0.0) -> Reply:
        """Queue a model answer.

        Args:
            text: the answer text; a list gives the exact streaming deltas, a string is
                streamed word by word.
            tool_calls: tool calls after the text, streamed as partial JSON.
            stop_reason: overrides the natural one (tool use or end of turn).
            usage: token counts in the provider's own field names.
            delay: seconds before the response starts.
            chunk_delay: seconds between SSE events.
        """
        return self._queue(Reply(text=text, tool_calls=list(tool_calls or []),
                                 stop_reason=stop_reason, usage=usage, delay=delay,
                                 chunk_delay=chunk_delay))

    def error(self, status: int, message: str = "error", *, headers: dict[str, str] | None = None,
              delay: float = 0.0) -> Reply:
        """Queue an error status with the provider's JSON error body."""
        body = json.dumps(self._error_body(status, message)).encode()
        return self.raw(status, body, headers=headers, delay=delay)

    def raw(self, status: int, body: bytes | str, *, headers: dict[str, str] | None = None,
            content_type: str = "application/json", delay: float = 0.0) -> Reply:
        """Queue an arbitrary HTTP reply (malformed JSON, an HTML error page, ...).

        A ``content-length`` header given here is sent as is, so a body can be cut short
        (the connection closes before the promised length, as when a proxy drops it).
        """
        merged = {"content-type": content_type,
                  **{name.lower(): value for name, value in (headers or {}).items()}}
        data = body.encode() if isinstance(body, str) else body
        return self._queue(Reply(status=status, body=data, headers=merged, delay=delay))

    @property
    def pending(self) -> int:
        """Scripted replies not used yet."""
        with self._lock:
            return len(self._replies)

    @property
    def bodies(self) -> list[Any]:
        """The JSON bodies of all requests received, in order."""
        return [r.json for r in self.requests]

    def close(self) -> None:
        self._closing.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- provider-specific rendering (subclasses) --------------------------------------

    def _error_body(self, status: int, message: str) -> dict[str, Any]:
        raise NotImplementedError

    def _render_json(self, reply: Reply, request: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def _render_events(self, reply: Reply, request: dict[str, Any]) -> list[bytes]:
        raise NotImplementedError

    # -- machinery ---------------------------------------------------------------------

    def _queue(self, reply: Reply) -> Reply:
        with self._lock:
            self._replies.append(reply)
        return reply

    def _next_id(self, prefix: str) -> str:
        return f"{prefix}{next(self._ids):04d}"

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - the stdlib's naming
                length = int(self.headers.get("content-length") or 0)
                recorded = RecordedRequest(
                    method="POST", path=self.path,
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=self.rfile.read(length))
                server.requests.append(recorded)
                try:
                    server._respond(self, recorded)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test); nothing to answer

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep pytest output clean

        return Handler

    def _respond(self, handler: BaseHTTPRequestHandler, request: RecordedRequest) -> None:
        if request.path.split("?")[0] != self.path:
            self._send(handler, 404, json.dumps(self._error_body(
                404, f"wire server serves POST {self.path}, not {request.path}")).encode(),
                {"content-type": "application/json"})
            return
        with self._lock:
            reply = self._replies.popleft() if self._replies else None
        if reply is None:
            # 418 is retried by no client, so an under-scripted test fails at once.
            self._send(handler, 418, json.dumps(self._error_body(
                418, f"wire server has no scripted reply left for request "
                     f"#{len(self.requests)}")).encode(), {"content-type": "application/json"})
            return
        if reply.delay and self._closing.wait(reply.delay):
            return
        if not reply.is_answer:
            self._send(handler, reply.status, reply.body or b"", reply.headers)
            return
        body = request.json
        if body.get("stream"):
            handler.send_response(200)
            handler.send_header("content-type", "text/event-stream")
            handler.send_header("cache-control", "no-cache")
            for name, value in reply.headers.items():
                handler.send_header(name, value)
            handler.end_headers()
            # HTTP/1.0 framing: the body ends when the connection closes.
            for event in self._render_events(reply, body):
                handler.wfile.write(event)
                handler.wfile.flush()
                if reply.chunk_delay and self._closing.wait(reply.chunk_delay):
                    return
            return
        data = json.dumps(self._render_json(reply, body)).encode()
        self._send(handler, 200, data, {"content-type": "application/json", **reply.headers})

    @staticmethod
    def _send(handler: BaseHTTPRequestHandler, status: int, body: bytes,
              headers: dict[str, str]) -> None:
        handler.send_response(status)
        for name, value in headers.items():
            handler.send_header(name, value)
        if "content-length" not in headers:  # a test may lie about it, to cut a body short
            handler.send_header("content-length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)


def _sse(event: str | None, data: Any) -> bytes:
    payload = data if isinstance(data, str) else json.dumps(data)
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {payload}\n\n".encode()


class RawArguments(str):
    """A tool call's input as a model may send it, not necessarily a JSON object
    (``ToolCall("c1", "bash", RawArguments('{"command": '))``): the OpenAI server sends
    this text as the ``arguments``; the Anthropic server sends the JSON value it holds
    (a list, a number...), and text that is not JSON as one string."""


def _arguments(value: Any) -> str:
    return str(value) if isinstance(value, RawArguments) else json.dumps(value)


def _input_value(value: Any) -> Any:
    if not isinstance(value, RawArguments):
        return value
    try:
        return json.loads(value)
    except json.JSONDecodeError:
        return str(value)


def _json_pieces(value: Any) -> list[str]:
    """A tool input as the few partial-JSON fragments a real stream would send."""
    text = _arguments(value)
    step = max(1, len(text) // 3)
    return [text[i:i + step] for i in range(0, len(text), step)]


class AnthropicWireServer(_WireServer):
    """``POST /v1/messages`` in the Anthropic Messages format (JSON and SSE).

    ``url`` is the SDK's base URL (``ANTHROPIC_BASE_URL``). Usage keys are Anthropic's
    (``input_tokens``, ``output_tokens``, ``cache_read_input_tokens``...).
    """

    path = "/v1/messages"

    @property
    def url(self) -> str:
        return self.origin

    def _error_body(self, status: int, message: str) -> dict[str, Any]:
        kind = {400: "invalid_request_error", 401: "authentication_error",
                403: "permission_error", 404: "not_found_error", 429: "rate_limit_error",
                529: "overloaded_error"}.get(status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": message}}

    def _stop_reason(self, reply: Reply) -> str:
        return reply.stop_reason or ("tool_use" if reply.tool_calls else "end_turn")

    def _usage(self, reply: Reply) -> dict[str, int]:
        return {"input_tokens": 10, "output_tokens": 5, **(reply.usage or {})}

    def _render_json(self, reply: Reply, request: dict[str, Any]) -> dict[str, Any]:
        content: list[dict[str, Any]] = []
        if reply.full_text():
            content.append({"type": "text", "text": reply.full_text()})
        for call in reply.tool_calls:
            content.append({"type": "tool_use", "id": call.id, "name": call.name,
                            "input": _input_value(call.input)})
        return {"id": self._next_id("msg_"), "type": "message", "role": "assistant",
                "model": request.get("model", ""), "content": content,
                "stop_reason": self._stop_reason(reply), "stop_sequence": None,
                "usage": self._usage(reply)}

    def _render_events(self, reply: Reply, request: dict[str, Any]) -> list[bytes]:
        usage = self._usage(reply)
        start = {"id": self._next_id("msg_"), "type": "message", "role": "assistant",
                 "model": request.get("model", ""), "content": [], "stop_reason": None,
                 "stop_sequence": None,
                 "usage": {**usage, "output_tokens": 1}}
        events = [_sse("message_start", {"type": "message_start", "message": start}),
                  _sse("ping", {"type": "ping"})]
        index = 0
        if reply.full_text():
            events.append(_sse("content_block_start", {
                "type": "content_block_start", "index": index,
                "content_block": {"type": "text", "text": ""}}))
            for delta in reply.deltas():
                events.append(_sse("content_block_delta", {
                    "type": "content_block_delta", "index": index,
                    "delta": {"type": "text_delta", "text": delta}}))
            events.append(_sse("content_block_stop",
                               {"type": "content_block_stop", "index": index}))
            index += 1
        for call in reply.tool_calls:
            events.append(_sse("content_block_start", {
                "type": "content_block_start", "index": index,
                "content_block": {"type": "tool_use", "id": call.id, "name": call.name,
                                  "input": {}}}))
            value = _input_value(call.input)
            # Not an object: in one piece (the SDK reads no partial top-level string).
            pieces = _json_pieces(value) if isinstance(value, dict) else [json.dumps(value)]
            for piece in ["", *pieces]:
                events.append(_sse("content_block_delta", {
                    "type": "content_block_delta", "index": index,
                    "delta": {"type": "input_json_delta", "partial_json": piece}}))
            events.append(_sse("content_block_stop",
                               {"type": "content_block_stop", "index": index}))
            index += 1
        events.append(_sse("message_delta", {
            "type": "message_delta",
            "delta": {"stop_reason": self._stop_reason(reply), "stop_sequence": None},
            "usage": {"output_tokens": usage["output_tokens"]}}))
        events.append(_sse("message_stop", {"type": "message_stop"}))
        return events


class OpenAIWireServer(_WireServer):
    """``POST /v1/chat/completions`` in the OpenAI chat-completions format (JSON and SSE).

    ``url`` is the SDK's base URL (``OPENAI_BASE_URL``, ending in ``/v1``). Usage keys are
    OpenAI's (``prompt_tokens``, ``completion_tokens``); a streamed answer carries usage
    in a final chunk only when the request asked for it (``stream_options``).
    """

    path = "/v1/chat/completions"

    @property
    def url(self) -> str:
        return self.origin + "/v1"

    def _error_body(self, status: int, message: str) -> dict[str, Any]:
        kind = {400: "invalid_request_error", 401: "invalid_request_error",
                404: "invalid_request_error", 429: "rate_limit_exceeded"}.get(status,
                                                                             "server_error")
        return {"error": {"message": message, "type": kind, "param": None, "code": None}}

    def _finish_reason(self, reply: Reply) -> str:
        return reply.stop_reason or ("tool_calls" if reply.tool_calls else "stop")

    def _usage(self, reply: Reply) -> dict[str, int]:
        usage = {"prompt_tokens": 10, "completion_tokens": 5, **(reply.usage or {})}
        usage.setdefault("total_tokens", usage["prompt_tokens"] + usage["completion_tokens"])
        return usage

    def _render_json(self, reply: Reply, request: dict[str, Any]) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": reply.full_text() or None}
        if reply.tool_calls:
            message["tool_calls"] = [
                {"id": call.id, "type": "function",
                 "function": {"name": call.name, "arguments": _arguments(call.input)}}
                for call in reply.tool_calls]
        return {"id": self._next_id("chatcmpl-"), "object": "chat.completion",
                "created": int(time.time()), "model": request.get("model", ""),
                "choices": [{"index": 0, "message": message, "logprobs": None,
                             "finish_reason": self._finish_reason(reply)}],
                "usage": self._usage(reply)}

    def _render_events(self, reply: Reply, request: dict[str, Any]) -> list[bytes]:
        chunk_id = self._next_id("chatcmpl-")
        created = int(time.time())

        def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
            return _sse(None, {"id": chunk_id, "object": "chat.completion.chunk",
                               "created": created, "model": request.get("model", ""),
                               "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                            "finish_reason": finish}]})

        events = [chunk({"role": "assistant", "content": ""})]
        events += [chunk({"content": delta}) for delta in reply.deltas()]
        for position, call in enumerate(reply.tool_calls):
            events.append(chunk({"tool_calls": [{
                "index": position, "id": call.id, "type": "function",
                "function": {"name": call.name, "arguments": ""}}]}))
            events += [chunk({"tool_calls": [{"index": position,
                                              "function": {"arguments": piece}}]})
                       for piece in _json_pieces(call.input)]
        events.append(chunk({}, self._finish_reason(reply)))
        if (request.get("stream_options") or {}).get("include_usage"):
            events.append(_sse(None, {"id": chunk_id, "object": "chat.completion.chunk",
                                      "created": created, "model": request.get("model", ""),
                                      "choices": [], "usage": self._usage(reply)}))
        events.append(_sse(None, "[DONE]"))
        return events
