"""JSON-RPC messages checked before the MCP SDK reads them, over stdio and over HTTP.

The SDK's stdio transport drops a line it cannot read without a word: a request nested
deeper than its parser's limit (``{"params": {"arguments": {"as_of": [[[[...``), text that
is not JSON, JSON that is no JSON-RPC message. The client then waits for an answer that
never comes, until its own timeout. It also decoded stdin with ``errors="replace"``, so a
byte that is not UTF-8 inside a memory_save became U+FFFD in the stored record. And both
transports read an object that gives one key twice as its last value
(``{"query": "a", "query": "b"}`` searched for "b"), where a proxy in front may read the
first: the REST API refuses such a body, and so does MCP.

Each such message gets one JSON-RPC error, with the request's id when it can be found
(without reading the whole message: it may be the part too deep to read), and nothing
else happens; the next message is read as usual.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import IO, Any

import anyio

from memdir.foundation import json_text
from memdir.foundation.errors import GivenTwice, quoted

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
# A line longer than this is refused unread (it is read and dropped in pieces): the SDK
# held a line of any size in memory. A memory is a few kilobytes, a long search a few
# megabytes.
MAX_LINE = 16 * 1024 * 1024

RequestId = str | int | None


@dataclass(frozen=True)
class Refusal:
    """The JSON-RPC error answering a message that is refused."""

    id: RequestId
    code: int
    message: str

    def payload(self) -> dict[str, Any]:
        return {"jsonrpc": "2.0", "id": self.id,
                "error": {"code": self.code, "message": self.message}}


def _twice(raw: str) -> Refusal | None:
    """The refusal of JSON text giving a key twice in any object; None for text that
    does not, or that is no JSON (another check says what is wrong with it)."""
    try:
        json_text.loads(raw, object_pairs_hook=json_text.once)
    except GivenTwice as exc:
        return Refusal(request_id(raw), INVALID_REQUEST,
                       f"Invalid request: the message gives the key {quoted(exc.args[0])} "
                       "twice.")
    except ValueError:
        return None
    return None


def refusal(raw: bytes) -> Refusal | None:
    """Why one line read from stdin, or one body posted to /mcp, is no message the server
    can answer, or None when it is one."""
    if len(raw) > MAX_LINE:
        return Refusal(None, PARSE_ERROR, f"Parse error: the message is longer than "
                                          f"{MAX_LINE:,} bytes.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return Refusal(request_id(raw.decode("utf-8", "replace")), PARSE_ERROR,
                       "Parse error: the message is not UTF-8 text.")
    twice = _twice(text)
    if twice is not None:
        return twice
    import mcp_types
    from pydantic import ValidationError

    try:
        message = mcp_types.jsonrpc_message_adapter.validate_json(text, by_name=False)
    except ValidationError as exc:
        errors = exc.errors()
        if errors and errors[0].get("type") == "json_invalid":
            said = str(errors[0].get("msg", ""))
            if "recursion limit" in said:
                why = (f"nests lists and objects {json_text.nesting(text):,} deep, too "
                       "deeply to read")
            elif "number out of range" in said:
                why = "holds a number too large to read"
            else:
                why = "is not valid JSON"
            return Refusal(request_id(text), PARSE_ERROR, f"Parse error: the message {why}.")
        return Refusal(request_id(text), INVALID_REQUEST,
                       "Invalid request: the message is no JSON-RPC 2.0 request, "
                       "notification or response.")
    if isinstance(message, mcp_types.JSONRPCNotification) and _gives_an_id(text):
        # An id of another type than a string or an integer ({"id": {"a": 1}}, {"id": 1.5})
        # made the request a notification, which is never answered: the client waited.
        return Refusal(None, INVALID_REQUEST, "Invalid request: the message's id must be "
                                              "a string or an integer.")
    return None


def _gives_an_id(text: str) -> bool:
    value = json_text.loads(text)
    return isinstance(value, dict) and "id" in value


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_SCALAR = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null',
                     re.DOTALL)


def _scalar(text: str, at: int) -> tuple[Any, int]:
    """The JSON string, number or literal at ``at`` and the index past it."""
    token = _SCALAR.match(text, at)
    if token is None:
        raise ValueError(at)
    return json.loads(token.group()), token.end()


def request_id(text: str) -> RequestId:
    """The ``id`` of the JSON object ``text``, read from its top level only (a part
    nested too deeply to read is skipped over, not read), up to where the text stops
    being JSON; None when it has no id there, gives it twice, or is no object."""
    found: list[Any] = []
    try:
        at = _space(text, 0)
        if text[at] != "{":
            return None
        at = _space(text, at + 1)
        while text[at] != "}":
            key, at = _scalar(text, at)
            at = _space(text, at)
            if not isinstance(key, str) or text[at] != ":":
                return None
            at = _space(text, at + 1)
            if text[at] in "[{":
                at = _skip(text, at)
            else:
                value, at = _scalar(text, at)
                if key == "id":
                    found.append(value)
            at = _space(text, at)
            if text[at] == ",":
                at = _space(text, at + 1)
            elif text[at] != "}":
                return None
    except (IndexError, ValueError):
        pass
    if len(found) != 1 or isinstance(found[0], bool):
        return None
    return found[0] if isinstance(found[0], str | int) else None


def _space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


def _skip(text: str, at: int) -> int:
    """The index just past the list or object starting at ``at``, strings read as
    strings; an unclosed one raises IndexError."""
    depth = 0
    while True:
        char = text[at]
        if char == '"':
            string = _STRING.match(text, at)
            if string is None:
                raise IndexError(at)
            at = string.end()
            continue
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
            if depth == 0:
                return at + 1
        at += 1


# --- stdio ------------------------------------------------------------------------------

def _read_line(wire: IO[bytes]) -> bytes | None:
    """The next line of ``wire`` (None at its end); a line past `MAX_LINE` is read to its
    end in pieces and dropped, and returned as its first `MAX_LINE` + 1 bytes."""
    line = wire.readline(MAX_LINE + 1)
    if not line:
        return None
    if len(line) > MAX_LINE and not line.endswith(b"\n"):
        while (rest := wire.readline(1 << 20)) and not rest.endswith(b"\n"):
            pass
    return line


class CheckedLines:
    """stdin for the SDK's stdio transport: the lines that are messages, as text; every
    other line answered here with its `Refusal`, through ``answer``."""

    def __init__(self, wire: IO[bytes], on_refusal: Callable[[Refusal], None]) -> None:
        self.wire = wire
        self.on_refusal = on_refusal
        self.write: Any = None
        self.ready = anyio.Event()

    def answer_to(self, write: Any) -> None:
        """Send refusals on ``write`` (the transport's stream to stdout)."""
        self.write = write
        self.ready.set()

    def __aiter__(self) -> CheckedLines:
        return self

    async def __anext__(self) -> str:
        from mcp.shared.message import SessionMessage
        from mcp_types import jsonrpc_message_adapter

        while True:
            raw = await anyio.to_thread.run_sync(_read_line, self.wire)
            if raw is None:
                raise StopAsyncIteration
            if not raw.strip():
                continue  # an empty line is no message, and asks nothing
            bad = refusal(raw.rstrip(b"\r\n"))
            if bad is None:
                return raw.decode("utf-8")
            self.on_refusal(bad)
            await self.ready.wait()
            message = jsonrpc_message_adapter.validate_python(bad.payload())
            try:
                await self.write.send(SessionMessage(message))
            except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                raise StopAsyncIteration from None


@contextmanager
def _stdin_claimed() -> Iterator[IO[bytes]]:
    """The wire on fd 0 as a binary file of its own, fd 0 pointed at the null device
    meanwhile (as the SDK does): a child process reading stdin never reads a message."""
    wire_fd = os.dup(0)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    try:
        with os.fdopen(wire_fd, "rb", buffering=1 << 16, closefd=False) as wire:
            yield wire
    finally:
        os.dup2(wire_fd, 0)
        os.close(wire_fd)


@asynccontextmanager
async def checked_stdio(on_refusal: Callable[[Refusal], None]
                        ) -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio transport (its read and write streams), reading stdin through
    `CheckedLines`."""
    from mcp.server.stdio import stdio_server

    with _stdin_claimed() as wire:
        lines = CheckedLines(wire, on_refusal)
        async with stdio_server(stdin=lines) as (read, write):  # type: ignore[arg-type]
            lines.answer_to(write)
            yield read, write


__all__ = ["INVALID_REQUEST", "MAX_LINE", "PARSE_ERROR", "CheckedLines", "Refusal",
           "checked_stdio", "refusal", "request_id"]
