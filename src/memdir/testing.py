"""A scripted model for tests: answers what the test queued and records what it was asked.

Shipped in the package (like ``agents.testing`` or llm's mock model) so that everything
above the provider seam — selection, extraction, consolidation, the agent loop, the MCP
server — and projects built on memdir can be tested without a network or a key::

    from memdir.testing import ScriptedProvider, tool_call

    model = ScriptedProvider()
    model.enqueue(tool_call("memory", {"command": "view", "path": "/memories"}),
                  "I looked; nothing relevant.")
    run_agent(model, "hi")
    assert model.calls[0].messages[-1]["content"] == "hi"
    model.assert_complete()

A queued item is one answer, consumed in order:

- ``str``: a text answer;
- `Response`: returned as is;
- `ToolCall` or a list of them: an answer that calls those tools (``stop_reason``
  ``tool_use``);
- an exception *instance*: raised from `chat` (e.g. ``ProviderError("down")`` to test a
  fallback);
- a callable ``(system_text, messages, tools) -> item``: computed from the request, for
  answers that depend on it (the returned item is resolved by the same rules).

Calling with nothing queued raises `AssertionError` naming the request, so a test that
under-scripts fails where the unexpected call happens rather than on a confusing answer.
"""

from __future__ import annotations

import copy
import itertools
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self

from memdir.foundation.plural import plural
from memdir.providers.base import (
    Capabilities,
    Message,
    Provider,
    Response,
    SystemBlock,
    ToolCall,
    ToolSpec,
    system_text,
)

__all__ = ["RecordedCall", "ScriptedProvider", "tool_call"]

_tool_ids = itertools.count(1)


def tool_call(name: str, input: dict[str, Any] | None = None, *, id: str | None = None) -> ToolCall:
    """A `ToolCall` with a fresh id (``toolu_scripted_N``) unless one is given."""
    return ToolCall(id=id or f"toolu_scripted_{next(_tool_ids)}", name=name,
                    input=dict(input or {}))


@dataclass
class RecordedCall:
    """One request the scripted provider received.

    Attributes:
        system: the system prompt as one string (`system_text`).
        system_blocks: the system prompt as blocks (a plain string becomes one block), to
            check cache marks and block order.
        messages: a deep copy, so later mutation by the caller does not rewrite history.
        tools: the tool specs offered (empty list when none).
        max_tokens: the limit asked for.
        streamed: whether an ``on_text`` callback was given.
    """

    system: str
    system_blocks: list[SystemBlock]
    messages: list[Message]
    tools: list[ToolSpec] = field(default_factory=list)
    max_tokens: int = 1024
    streamed: bool = False

    @property
    def tool_names(self) -> list[str]:
        return [t.name for t in self.tools]

    @property
    def last_user_text(self) -> str:
        """The text of the last user message (text blocks joined), or ""."""
        for message in reversed(self.messages):
            if message.get("role") != "user":
                continue
            content = message.get("content")
            if isinstance(content, str):
                return content
            texts = [b.get("text", "") for b in content or []
                     if isinstance(b, dict) and b.get("type") == "text"]
            if texts:
                return "\n".join(texts)
        return ""


Item = Any  # str | Response | ToolCall | list[ToolCall] | BaseException | Callable


class ScriptedProvider(Provider):
    """A `Provider` that answers from a queue. See the module docstring for item kinds.

    Args:
        *items: answers to queue at once (same as `enqueue`).
        model: the ``model`` attribute, for code that reports it.
        delay: seconds to sleep in every call, to simulate model latency (benchmarks).
        capabilities: what the fake claims to support, e.g.
            ``Capabilities(native_memory_tool=True)`` to stand in for Anthropic.
    """

    name = "scripted"

    def __init__(self, *items: Item, model: str = "scripted-model", delay: float = 0.0,
                 capabilities: Capabilities | None = None) -> None:
        self.model = model
        self.delay = delay
        if capabilities is not None:
            self.capabilities = capabilities
        self.calls: list[RecordedCall] = []
        self._queue: deque[Item] = deque()
        # Extraction and consolidation may run on a background thread after the reply.
        self._lock = threading.Lock()
        self.enqueue(*items)

    def enqueue(self, *items: Item) -> Self:
        """Queue answers, consumed one per call in order. Returns self, for chaining.

        Raises:
            TypeError: an item is none of the supported kinds (checked now, not at the
                call that would use it).
        """
        for item in items:
            _check_item(item)
        with self._lock:
            self._queue.extend(items)
        return self

    @property
    def remaining(self) -> int:
        """Queued answers not used yet."""
        with self._lock:
            return len(self._queue)

    @property
    def last_call(self) -> RecordedCall:
        """The most recent request. Raises AssertionError if there was none."""
        if not self.calls:
            raise AssertionError("ScriptedProvider was never called.")
        return self.calls[-1]

    def assert_complete(self) -> None:
        """Fail if queued answers were never asked for (the code made fewer calls)."""
        with self._lock:
            left = list(self._queue)
        if left:
            shown = ", ".join(_describe_item(i) for i in left[:5])
            more = f" and {len(left) - 5} more" if len(left) > 5 else ""
            raise AssertionError(
                f"ScriptedProvider has {plural(len(left), 'unused answer')} after "
                f"{plural(len(self.calls), 'call')}: {shown}{more}.")

    def chat(
        self,
        system: str | list[SystemBlock],
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        max_tokens: int = 1024,
        on_text: Callable[[str], None] | None = None,
    ) -> Response:
        """Record the request and return (or raise) the next queued answer."""
        blocks = [SystemBlock(system)] if isinstance(system, str) else list(system)
        call = RecordedCall(system=system_text(system), system_blocks=blocks,
                            messages=copy.deepcopy(messages), tools=list(tools or []),
                            max_tokens=max_tokens, streamed=on_text is not None)
        with self._lock:
            self.calls.append(call)
            number = len(self.calls)
            item = self._queue.popleft() if self._queue else None
            empty = item is None
        if empty:
            raise AssertionError(
                f"ScriptedProvider got call #{number} but has no answer queued; the last user "
                f"message was {_clip(call.last_user_text)!r}. Queue one with enqueue().")
        if self.delay:
            time.sleep(self.delay)
        response = _resolve(item, call)
        if on_text is not None:
            for chunk in _chunks(response.text):
                on_text(chunk)
        return response


def _check_item(item: Item) -> None:
    if isinstance(item, type) and issubclass(item, BaseException):
        raise TypeError(f"enqueue an exception instance, e.g. {item.__name__}('...'), "
                        f"not the class.")
    if isinstance(item, str | Response | ToolCall | BaseException) or callable(item):
        return
    if isinstance(item, list) and all(isinstance(c, ToolCall) for c in item):
        return
    raise TypeError(f"ScriptedProvider cannot answer with {item!r}: use a str, Response, "
                    f"ToolCall, list of ToolCall, exception instance or callable.")


def _resolve(item: Item, call: RecordedCall) -> Response:
    # A callable may return another callable; the depth cap turns a mistake into an error.
    for _ in range(10):
        if isinstance(item, BaseException):
            raise item
        if isinstance(item, Response):
            return item
        if isinstance(item, str):
            return Response(text=item)
        if isinstance(item, ToolCall):
            return Response(text="", tool_calls=[item], stop_reason="tool_use")
        if isinstance(item, list):
            _check_item(item)
            return Response(text="", tool_calls=list(item), stop_reason="tool_use")
        if callable(item):
            item = item(call.system, copy.deepcopy(call.messages), list(call.tools))
            _check_item(item)
            continue
        _check_item(item)
    raise TypeError("ScriptedProvider: a scripted callable kept returning callables.")


def _chunks(text: str, pieces: int = 3) -> list[str]:
    """Text split into up to ``pieces`` non-empty chunks, the way a stream delivers it."""
    if not text:
        return []
    size = max(1, -(-len(text) // pieces))
    return [text[i:i + size] for i in range(0, len(text), size)]


def _clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _describe_item(item: Item) -> str:
    if isinstance(item, str):
        return repr(_clip(item, 40))
    if isinstance(item, ToolCall):
        return f"tool call {item.name!r}"
    if isinstance(item, list):
        return f"tool calls {[c.name for c in item]!r}"
    if isinstance(item, Response):
        return f"Response({_clip(item.text, 40)!r})"
    if isinstance(item, BaseException):
        return f"{type(item).__name__}({str(item)!r})"
    return getattr(item, "__name__", "callable")
