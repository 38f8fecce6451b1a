"""Claude through the official ``anthropic`` SDK (the Messages API).

memdir's canonical message shape *is* the Messages shape, so messages pass through
unchanged; the adapter only builds the system prompt and tool list and reads the answer
back:

- The system prompt goes as a list of text blocks; a `SystemBlock` with ``cache=True``
  gets ``cache_control: {"type": "ephemeral"}``, marking the end of the prefix that stays
  identical for every step of a turn, so it is billed at the cache rate after the first.
- ``tool_use`` content blocks become `ToolCall`; text blocks are concatenated in order
  (the same text ``on_text`` received, when streaming).
- With ``on_text`` the request is streamed through the SDK's ``messages.stream`` helper:
  text deltas go to ``on_text`` as they arrive, and the final message the SDK assembles
  (tool inputs included) becomes the `Response`.

The SDK is imported when a provider is constructed, not when this module is, so a missing
extra is reported as `MissingExtraError` at the point of use. The SDK's own retries are
disabled in favour of `RetryPolicy` (see `memdir.providers.retry`), which every failure passes
through and which maps it to one `ProviderError` sentence.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from types import ModuleType
from typing import Any

from memdir.foundation.config import Config
from memdir.foundation.errors import MissingExtraError, NeedsKeyError, ProviderError
from memdir.providers.base import (
    Capabilities,
    Message,
    Provider,
    Response,
    SystemBlock,
    ToolCall,
    ToolSpec,
    unreadable_input,
)
from memdir.providers.retry import Failure, RetryPolicy, classify_failure, describe_failure

DEFAULT_MODEL = "claude-sonnet-4-6"
DEFAULT_BASE_URL = "https://api.anthropic.com"


def _import_sdk() -> ModuleType:
    try:
        import anthropic
    except ImportError as exc:
        raise MissingExtraError("anthropic", "anthropic") from exc
    return anthropic


def system_blocks(system: str | list[SystemBlock]) -> list[dict[str, Any]]:
    """The ``system`` parameter: text blocks, the cached one marked with ``cache_control``.

    Empty blocks are dropped (the API rejects empty text); if a dropped block carried the
    cache mark, it moves to the block before it, which is where the stable prefix ends.
    """
    if isinstance(system, str):
        system = [SystemBlock(system)]
    blocks: list[dict[str, Any]] = []
    for block in system:
        if block.text:
            blocks.append({"type": "text", "text": block.text})
        if block.cache and blocks:
            blocks[-1]["cache_control"] = {"type": "ephemeral"}
    return blocks


def tool_params(tools: list[ToolSpec]) -> list[dict[str, Any]]:
    """The ``tools`` parameter; a spec with a native type is sent in its native form."""
    return [{"type": t.native_type, "name": t.name} if t.native_type else
            {"name": t.name, "description": t.description, "input_schema": t.input_schema}
            for t in tools]


def response_from_message(message: Any) -> Response:
    """A `Response` from the SDK's ``Message`` (plain or assembled from a stream).

    Raises:
        ProviderError: the message has no content list (a body that was JSON but not a
            Messages answer, e.g. from a misconfigured proxy).
    """
    content = getattr(message, "content", None)
    if not isinstance(content, list):
        raise ProviderError("The Anthropic API sent an answer without a content list; "
                            "check ANTHROPIC_BASE_URL points at a Messages API.")
    texts: list[str] = []
    calls: list[ToolCall] = []
    for block in content:
        kind = getattr(block, "type", None)
        if kind == "text":
            texts.append(block.text)
        elif kind == "tool_use":
            if isinstance(block.input, dict):
                calls.append(ToolCall(id=block.id, name=block.name, input=dict(block.input)))
            else:  # answered with the error, never run on guessed input (`ToolCall`)
                calls.append(ToolCall(block.id, block.name, {}, error=unreadable_input(
                    block.name, json.dumps(block.input, default=str), "is not a JSON object")))
        # thinking, server tool blocks and the like carry nothing memdir uses.
    usage: dict[str, int] = {}
    raw_usage = getattr(message, "usage", None)
    for key in ("input_tokens", "output_tokens", "cache_creation_input_tokens",
                "cache_read_input_tokens"):
        value = getattr(raw_usage, key, None)
        if isinstance(value, int):
            usage[key] = value
    stop = getattr(message, "stop_reason", None) or ("tool_use" if calls else "end_turn")
    return Response(text="".join(texts), tool_calls=calls, stop_reason=stop, usage=usage)


class AnthropicProvider(Provider):
    """Claude via the Messages API.

    Args:
        model: model id; default ``MEMDIR_MODEL``, then `DEFAULT_MODEL`.
        api_key: default ``ANTHROPIC_API_KEY`` (``ANTHROPIC_AUTH_TOKEN`` also works).
        base_url: default ``ANTHROPIC_BASE_URL``, then the public API.
        timeout: seconds to wait for the server (per attempt; while streaming, between
            chunks).
        max_retries: retries after the first attempt for 408/409/429/5xx and dropped
            connections.
        retry_backoff: seconds before the first retry, doubling after.
        client: a ready ``anthropic.Anthropic`` to use instead of building one (its own
            retries add to ours, so build it with ``max_retries=0``).
        temperature: sent with every request when given (a pinned judge asks for 0);
            default: the API's.

    Raises:
        MissingExtraError: the ``anthropic`` package is not installed.
        NeedsKeyError: no key was given or found in the environment.
    """

    name = "anthropic"
    # `tool_params` sends a spec's ``native_type`` in its native form.
    capabilities = Capabilities(native_memory_tool=True)

    def __init__(
        self,
        model: str | None = None,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = 120.0,
        max_retries: int = 2,
        retry_backoff: float = 0.5,
        client: Any = None,
        temperature: float | None = None,
    ) -> None:
        self._sdk = _import_sdk()
        self.model = model or Config.from_env().model or DEFAULT_MODEL
        self.temperature = temperature
        self.timeout = timeout
        self.retry = RetryPolicy(max_retries=max_retries, backoff=retry_backoff)
        if client is not None:
            self._client = client
            self.base_url = str(getattr(client, "base_url", "") or DEFAULT_BASE_URL)
            return
        self.base_url = base_url or os.environ.get("ANTHROPIC_BASE_URL") or DEFAULT_BASE_URL
        key = api_key or os.environ.get("ANTHROPIC_API_KEY")
        token = None if key else os.environ.get("ANTHROPIC_AUTH_TOKEN")
        if not key and not token:
            raise NeedsKeyError("The anthropic provider needs an API key: set ANTHROPIC_API_KEY.")
        # Credentials are passed explicitly so the SDK does not go looking for profiles
        # or federation files the user never configured for memdir.
        credential = {"api_key": key} if key else {"auth_token": token}
        self._client = self._sdk.Anthropic(**credential, base_url=self.base_url,
                                           timeout=timeout, max_retries=0)

    def chat(
        self,
        system: str | list[SystemBlock],
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        max_tokens: int = 1024,
        on_text: Callable[[str], None] | None = None,
    ) -> Response:
        """Send one Messages request; see `Provider.chat`."""
        params: dict[str, Any] = {"model": self.model, "max_tokens": max_tokens,
                                  "messages": messages}
        blocks = system_blocks(system)
        if blocks:
            params["system"] = blocks
        if tools:
            params["tools"] = tool_params(tools)
        if self.temperature is not None:
            params["temperature"] = self.temperature
        streamed = False

        def send() -> Response:
            nonlocal streamed
            if on_text is None:
                return response_from_message(self._client.messages.create(**params))
            seen: set[str] = set()
            with self._client.messages.stream(**params) as stream:
                for event in stream:
                    seen.add(event.type)
                    if event.type == "text" and event.text:
                        streamed = True
                        on_text(event.text)
                # A stream cut short (a proxy closing the connection cleanly) would
                # otherwise pass for a complete answer with half a tool input.
                if not {"message_start", "message_stop"} <= seen:
                    raise ProviderError("The Anthropic API ended the stream before the "
                                        "answer was complete; try again.")
                return response_from_message(stream.get_final_message())

        return self.retry.run(send, classify=lambda exc: classify_failure(exc, self._sdk),
                              describe=self._describe, may_retry=lambda: not streamed)

    def _describe(self, failure: Failure, retries: int) -> str:
        return describe_failure(failure, retries, service="The Anthropic API",
                                key_var="ANTHROPIC_API_KEY", base_url=self.base_url,
                                model=self.model, timeout=self.timeout)
