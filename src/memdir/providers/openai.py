"""OpenAI and OpenAI-compatible servers (Ollama, vLLM, llama.cpp) via the ``openai`` SDK.

Chat completions is the one API every compatible server implements, so that is what this
adapter speaks. memdir's messages are Anthropic-shaped (see `memdir.providers.base`) and
are translated at this edge, in `chat_messages`:

- the system prompt becomes one leading ``system`` message (`system_text`; chat
  completions has no cache marks — OpenAI caches long prefixes on its own, which the
  stable-prefix ordering of memdir's prompt already helps);
- an assistant message's text blocks become ``content`` and its ``tool_use`` blocks
  become ``tool_calls`` (``arguments`` is the input as a JSON string);
- a user message's ``tool_result`` blocks become ``role: "tool"`` messages carrying
  ``tool_call_id``, placed first because they must directly follow the assistant message
  that made the calls; its text blocks become one user message after them. Chat
  completions has no ``is_error`` flag, so an error result's text is prefixed "Error: ".

Answers come back as `Response`: ``tool_calls`` are parsed from their JSON ``arguments``
(empty arguments mean ``{}``); finish reasons map to Anthropic stop reasons (``stop`` →
``end_turn``, ``tool_calls`` → ``tool_use``, ``length`` → ``max_tokens``). Arguments
that are not a JSON object make a call carrying ``error`` (`ToolCall`): it is answered
with that error and never run, since running a tool on guessed input is worse than
asking again, and ending the turn over one bad call loses the rest of it.

With ``on_text`` the request is streamed; content deltas go to ``on_text`` and tool-call
fragments are joined by their ``index``.

A key is required for the public API only: with a base URL of your own (``OPENAI_BASE_URL``
or ``base_url=``) it is optional, since local servers ignore it (the SDK insists on a
non-empty one, so a placeholder is sent). Retries, timeouts and error sentences follow
`RetryPolicy` (see `memdir.providers.retry`), with the SDK's own retries off.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable
from types import ModuleType
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.config import Config
from memdir.foundation.errors import MissingExtraError, NeedsKeyError, ProviderError
from memdir.providers.base import (
    Message,
    Provider,
    Response,
    SystemBlock,
    ToolCall,
    ToolSpec,
    system_text,
    unreadable_input,
)
from memdir.providers.retry import Failure, RetryPolicy, classify_failure, describe_failure

DEFAULT_MODEL = "gpt-5.4"
OPENAI_BASE_URL = "https://api.openai.com/v1"
OLLAMA_BASE_URL = "http://localhost:11434/v1"
# Sent when a local server needs no key: the SDK refuses to build a client without one.
PLACEHOLDER_KEY = "memdir-no-key"

_STOP_REASONS = {"stop": "end_turn", "tool_calls": "tool_use", "function_call": "tool_use",
                 "length": "max_tokens", "content_filter": "refusal"}


def _import_sdk() -> ModuleType:
    try:
        import openai
    except ImportError as exc:
        raise MissingExtraError("openai", "openai") from exc
    return openai


def _text_of(content: Any) -> str:
    """Text of a content value: a string, or the text blocks of a block list."""
    if isinstance(content, str):
        return content
    parts = [b.get("text", "") for b in content or []
             if isinstance(b, dict) and b.get("type") == "text"]
    return "\n\n".join(p for p in parts if p)


def chat_messages(system: str | list[SystemBlock], messages: list[Message]) -> list[dict[str, Any]]:
    """Canonical (Anthropic-shaped) messages as chat-completions messages."""
    out: list[dict[str, Any]] = []
    prompt = system_text(system)
    if prompt:
        out.append({"role": "system", "content": prompt})
    for message in messages:
        role, content = message["role"], message.get("content")
        if isinstance(content, str):
            out.append({"role": role, "content": content})
            continue
        blocks = [b for b in content or [] if isinstance(b, dict)]
        if role == "assistant":
            entry: dict[str, Any] = {"role": "assistant", "content": _text_of(blocks) or None}
            calls = [{"id": b["id"], "type": "function",
                      "function": {"name": b["name"],
                                   "arguments": json.dumps(b.get("input") or {},
                                                           ensure_ascii=False)}}
                     for b in blocks if b.get("type") == "tool_use"]
            if calls:
                entry["tool_calls"] = calls
            out.append(entry)
            continue
        for block in blocks:
            if block.get("type") == "tool_result":
                result = _text_of(block.get("content"))
                if block.get("is_error"):
                    result = f"Error: {result}"
                out.append({"role": "tool", "tool_call_id": block["tool_use_id"],
                            "content": result})
        text = _text_of(blocks)
        if text or not any(b.get("type") == "tool_result" for b in blocks):
            out.append({"role": role, "content": text})
    return out


def function_tools(tools: list[ToolSpec]) -> list[dict[str, Any]]:
    """Tool specs as chat-completions function tools."""
    return [{"type": "function",
             "function": {"name": t.name, "description": t.description,
                          "parameters": t.input_schema}}
            for t in tools]


def tool_call(call_id: str, name: str, arguments: str | None) -> ToolCall:
    """A tool call from its ``arguments`` string (empty: ``{}``). Arguments that are not
    a JSON object make a call carrying ``error`` (`ToolCall`): answered, never run."""
    if arguments is None or not arguments.strip():
        return ToolCall(call_id, name, {})
    try:
        value = json_text.loads(arguments)
    except json.JSONDecodeError as exc:
        return ToolCall(call_id, name, {}, error=unreadable_input(
            name, repr(arguments), f"is not valid JSON ({exc.msg})"))
    if not isinstance(value, dict):
        return ToolCall(call_id, name, {}, error=unreadable_input(
            name, repr(arguments), "is not a JSON object"))
    return ToolCall(call_id, name, value)


def _stop_reason(finish: str | None, has_calls: bool) -> str:
    stop = _STOP_REASONS.get(finish or "", finish or "end_turn")
    # Some local servers say "stop" even when the answer is a tool call.
    return "tool_use" if has_calls and stop == "end_turn" else stop


def _usage(raw: Any) -> dict[str, int]:
    """Usage under memdir's names (`memdir.providers.base`): ``input_tokens`` are those
    billed at the full rate, so the cached part of ``prompt_tokens`` is taken out of it."""
    usage: dict[str, int] = {}
    for source, target in (("prompt_tokens", "input_tokens"),
                           ("completion_tokens", "output_tokens")):
        value = getattr(raw, source, None)
        if isinstance(value, int):
            usage[target] = value
    cached = getattr(getattr(raw, "prompt_tokens_details", None), "cached_tokens", None)
    if isinstance(cached, int) and cached > 0:
        usage["cache_read_input_tokens"] = cached
        if "input_tokens" in usage:
            usage["input_tokens"] = max(0, usage["input_tokens"] - cached)
    return usage


def _call_id(given: str | None) -> str:
    # Some compatible servers omit ids; the tool_result must still point at something.
    return given or f"call_{uuid.uuid4().hex[:12]}"


class OpenAIProvider(Provider):
    """A model behind the OpenAI chat-completions API (OpenAI or a compatible server).

    Args:
        model: model id; default ``MEMDIR_MODEL``, then the class's ``default_model``.
        api_key: default ``OPENAI_API_KEY``; optional when a base URL is set.
        base_url: default ``OPENAI_BASE_URL``, then the class's ``default_base_url``, then
            the public OpenAI API.
        timeout: seconds to wait for the server (per attempt; while streaming, between
            chunks).
        max_retries: retries after the first attempt for 408/409/429/5xx and dropped
            connections.
        retry_backoff: seconds before the first retry, doubling after.
        client: a ready ``openai.OpenAI`` to use instead of building one (its own retries
            add to ours, so build it with ``max_retries=0``).
        temperature: sent with every request when given (a pinned judge asks for 0);
            default: the server's.

    Raises:
        MissingExtraError: the ``openai`` package is not installed.
        NeedsKeyError: the public API is used and no key was given or found.
    """

    name = "openai"
    default_model = DEFAULT_MODEL
    default_base_url: str | None = None

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
        self.model = model or Config.from_env().model or self.default_model
        self.temperature = temperature
        self.timeout = timeout
        self.retry = RetryPolicy(max_retries=max_retries, backoff=retry_backoff)
        if client is not None:
            self._client = client
            self.base_url = str(getattr(client, "base_url", "") or OPENAI_BASE_URL)
            return
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL")
                         or self.default_base_url or OPENAI_BASE_URL)
        key = api_key or os.environ.get("OPENAI_API_KEY")
        if not key:
            if self.is_public_api:
                raise NeedsKeyError(
                    f"The {self.name} provider needs an API key: set OPENAI_API_KEY (or "
                    f"OPENAI_BASE_URL for a local OpenAI-compatible server).")
            key = PLACEHOLDER_KEY
        self._client = self._sdk.OpenAI(api_key=key, base_url=self.base_url, timeout=timeout,
                                        max_retries=0)

    @property
    def is_public_api(self) -> bool:
        """Whether requests go to api.openai.com (the only place a key is required)."""
        return self.base_url.rstrip("/").startswith(OPENAI_BASE_URL)

    @property
    def service(self) -> str:
        """Who answers, for error sentences."""
        if self.is_public_api:
            return "The OpenAI API"
        return f"The OpenAI-compatible server at {self.base_url}"

    def chat(
        self,
        system: str | list[SystemBlock],
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        max_tokens: int = 1024,
        on_text: Callable[[str], None] | None = None,
    ) -> Response:
        """Send one chat-completions request; see `Provider.chat`."""
        params: dict[str, Any] = {"model": self.model,
                                  "messages": chat_messages(system, messages)}
        # OpenAI's newer models reject `max_tokens`; compatible servers mostly know only it.
        params["max_completion_tokens" if self.is_public_api else "max_tokens"] = max_tokens
        if tools:
            params["tools"] = function_tools(tools)
        if self.temperature is not None:
            params["temperature"] = self.temperature
        streamed: list[bool] = []  # text reached the caller: a retry would repeat it

        def send() -> Response:
            if on_text is None:
                return self._response(self._client.chat.completions.create(**params))
            return self._stream(params, on_text, streamed)

        return self.retry.run(send, classify=lambda exc: classify_failure(exc, self._sdk),
                              describe=self._describe, may_retry=lambda: not streamed)

    def _stream(self, params: dict[str, Any], on_text: Callable[[str], None],
                streamed: list[bool]) -> Response:
        """One streamed request: text to ``on_text`` as it arrives (``streamed`` gets an
        item then), tool calls assembled from their chunks."""
        extra: dict[str, Any] = {}
        if self.is_public_api:
            # Usage in a final chunk; not every compatible server accepts the option.
            extra["stream_options"] = {"include_usage": True}
        texts: list[str] = []
        calls: dict[int, dict[str, Any]] = {}
        finish: str | None = None
        usage: Any = None
        with self._client.chat.completions.create(**params, **extra, stream=True) as stream:
            for chunk in stream:
                usage = getattr(chunk, "usage", None) or usage
                for choice in getattr(chunk, "choices", None) or []:
                    if choice.index != 0:
                        continue
                    delta = choice.delta
                    if delta is not None and delta.content:
                        streamed.append(True)
                        texts.append(delta.content)
                        on_text(delta.content)
                    for part in (delta.tool_calls if delta is not None else None) or []:
                        slot = calls.setdefault(part.index,
                                                {"id": None, "name": "", "arguments": ""})
                        slot["id"] = part.id or slot["id"]
                        if part.function is not None:
                            slot["name"] = part.function.name or slot["name"]
                            slot["arguments"] += part.function.arguments or ""
                    finish = choice.finish_reason or finish
        if finish is None:
            # Cut short: tool arguments may be half a JSON document.
            raise ProviderError(f"{self.service} ended the stream before the answer "
                                f"was complete; try again.")
        tool_calls = [tool_call(_call_id(slot["id"]), slot["name"], slot["arguments"])
                      for _, slot in sorted(calls.items())]
        return Response(text="".join(texts), tool_calls=tool_calls,
                        stop_reason=_stop_reason(finish, bool(tool_calls)),
                        usage=_usage(usage))

    def _response(self, completion: Any) -> Response:
        choices = getattr(completion, "choices", None)
        if not choices:
            raise ProviderError(f"{self.service} sent an answer without choices; check that "
                                f"the base URL points at a chat-completions API.")
        choice = choices[0]
        message = choice.message
        calls = []
        for call in getattr(message, "tool_calls", None) or []:
            function = getattr(call, "function", None)
            if function is None:
                continue  # a non-function (custom) tool: memdir never offers one
            calls.append(tool_call(_call_id(call.id), function.name, function.arguments))
        return Response(text=message.content or "", tool_calls=calls,
                        stop_reason=_stop_reason(choice.finish_reason, bool(calls)),
                        usage=_usage(getattr(completion, "usage", None)))

    def _describe(self, failure: Failure, retries: int) -> str:
        return describe_failure(failure, retries, service=self.service,
                                key_var="OPENAI_API_KEY", base_url=self.base_url,
                                model=self.model, timeout=self.timeout)


class OllamaProvider(OpenAIProvider):
    """A local Ollama server through its OpenAI-compatible endpoint; no key needed.

    The base URL is ``OPENAI_BASE_URL`` when set, else ``http://localhost:11434/v1``.
    """

    name = "ollama"
    default_model = "llama3.2"
    default_base_url = OLLAMA_BASE_URL
