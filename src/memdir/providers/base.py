"""The provider interface: the one seam between memdir and a language model.

Messages use one canonical shape everywhere in memdir (the Anthropic Messages shape)::

    {"role": "user" | "assistant", "content": str | [block, ...]}

with blocks ``{"type": "text", "text"}``, ``{"type": "tool_use", "id", "name", "input"}``
and ``{"type": "tool_result", "tool_use_id", "content", "is_error"?}``. Providers for
other wire formats translate at their edge.

The system prompt is a list of `SystemBlock`; a block with ``cache=True`` marks the end
of the stable prefix (Anthropic ``cache_control``), so the prefix is billed once per
session instead of once per step.

`Response.usage` counts tokens under Anthropic's names whatever the provider:
``input_tokens`` (billed at the full input rate), ``output_tokens``,
``cache_read_input_tokens`` and ``cache_creation_input_tokens``; an adapter whose API
counts cached tokens inside its prompt tokens (OpenAI) takes them out of ``input_tokens``.
Accounting (`memdir.providers.usage`) adds them up as they are.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeGuard

Message = dict[str, Any]


@dataclass(frozen=True)
class SystemBlock:
    text: str
    cache: bool = False


@dataclass(frozen=True)
class ToolSpec:
    """A tool offered to the model: JSON-schema input, description written for the model."""

    name: str
    description: str
    input_schema: dict[str, Any]
    # A provider-native tool type (Anthropic "memory_20250818"): adapters that know it send
    # the native form, the others send the schema above as a plain function tool.
    native_type: str = ""


@dataclass(frozen=True)
class ToolCall:
    """One tool the model wants called.

    ``error`` is set when the model's input could not be read (arguments that are not
    valid JSON, or JSON that is not an object): ``input`` is then ``{}`` and the call is
    answered with ``error`` as an error result, never run, so the model can call again.
    Every adapter reads bad input the same way; it never ends the turn.
    """

    id: str
    name: str
    input: dict[str, Any]
    error: str = ""

    def result(self, content: str, *, is_error: bool = False) -> dict[str, Any]:
        """The ``tool_result`` block answering this call, for the next user message."""
        block: dict[str, Any] = {"type": "tool_result", "tool_use_id": self.id,
                                 "content": content}
        if is_error:
            block["is_error"] = True
        return block


def unreadable_input(name: str, shown: str, why: str) -> str:
    """The error a call with unreadable input is answered with (`ToolCall.error`)."""
    shown = shown if len(shown) <= 120 else shown[:117] + "..."
    return (f"The input of this call to tool {name!r} {why}: {shown}. Nothing was run; "
            "call the tool again with its input as one JSON object.")


@dataclass
class Response:
    """One model answer: its text, the tools it wants called, and why it stopped."""

    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)
    stop_reason: str = "end_turn"
    usage: dict[str, int] = field(default_factory=dict)

    def as_message(self) -> Message:
        """The assistant message to append to the conversation."""
        blocks: list[dict[str, Any]] = []
        if self.text:
            blocks.append({"type": "text", "text": self.text})
        for call in self.tool_calls:
            blocks.append({"type": "tool_use", "id": call.id, "name": call.name,
                           "input": call.input})
        return {"role": "assistant", "content": blocks}


def system_text(system: str | list[SystemBlock]) -> str:
    """The system prompt as one string, for wire formats without blocks."""
    if isinstance(system, str):
        return system
    return "\n\n".join(b.text for b in system if b.text)


@dataclass(frozen=True)
class Capabilities:
    """What a provider can do. Callers ask this instead of probing names or adapters.

    Attributes:
        offline: no model behind it (the stand-in used when none is configured): memory
            steps take their offline path (ranker, rule-based extraction, exact-duplicate
            consolidation) instead of a call that can only fail. Test with `has_model`.
        native_memory_tool: the adapter sends a `ToolSpec` whose ``native_type`` is
            Anthropic's memory tool in that native form; every other provider is offered
            the same name and schema as a portable function tool.
    """

    offline: bool = False
    native_memory_tool: bool = False


class Provider(ABC):
    """A language model. Subclasses implement `chat`; `complete` is text in, text out."""

    name: str = "provider"
    model: str = ""
    capabilities: Capabilities = Capabilities()

    @property
    def offline(self) -> bool:
        """``capabilities.offline``, for callers written before capabilities existed."""
        return self.capabilities.offline

    @abstractmethod
    def chat(
        self,
        system: str | list[SystemBlock],
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        max_tokens: int = 1024,
        on_text: Callable[[str], None] | None = None,
    ) -> Response:
        """Send one request. ``on_text`` receives streamed text deltas when given.

        Raises:
            ProviderError: after retries, with one sentence saying what failed.
        """

    def complete(self, system: str | list[SystemBlock], messages: list[Message],
                 max_tokens: int = 1024) -> str:
        """The model's text answer to a conversation, with no tools."""
        return self.chat(system, messages, max_tokens=max_tokens).text


def has_model(provider: Provider | None) -> TypeGuard[Provider]:
    """True when ``provider`` is a model to call: not None, not the offline stand-in.

    The one test for "take the offline path"; callers never probe for attributes.
    """
    return provider is not None and not provider.capabilities.offline


