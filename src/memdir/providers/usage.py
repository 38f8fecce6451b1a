"""What each model call cost: one `ModelCall` per request, handed to whoever listens.

Every model call memdir makes goes through `metered` (the memory steps through
`ask`), which times it and reads the tokens the provider reported
(`Response.usage`, Anthropic's field names, see `memdir.providers.base`) into a
`ModelCall`: provider, model, purpose (``selection``, ``extraction``, ``consolidation``,
``correction``, ``chat``, ``compaction``, ``answer``, ``judge``), tokens, latency and
outcome. No prompt text, no answer text, no key: only counts and names.

Two kinds of listener receive it:

- process-wide ones (`add_listener`): the server's Prometheus counters;
- the ones of the current context (`listening`, a context variable): a `Memory` listens
  while it runs a step, so its calls go to its own usage log with its session and project
  (a server holds many projects in one process, and threads of one project run at once).

A listener that raises is dropped from that call's report, never the call's answer:
accounting must not fail a turn.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict

from memdir.foundation.errors import MemdirError, ProviderError

if TYPE_CHECKING:
    from memdir.providers.base import Message, Provider, Response, SystemBlock, ToolSpec

PURPOSES = ("selection", "extraction", "consolidation", "correction", "chat", "compaction",
            "answer", "judge")


@dataclass(frozen=True)
class ModelCall:
    """One request to a model, as accounting keeps it.

    ``input_tokens`` are billed at the full input rate; ``cached_tokens`` were read from
    the provider's prompt cache; ``cache_write_tokens`` were written to it (Anthropic
    bills them above the input rate). ``outcome`` is ``ok`` or ``error``.
    """

    provider: str
    model: str
    purpose: str
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cache_write_tokens: int = 0
    latency_ms: float = 0.0
    outcome: str = "ok"

    @property
    def tokens(self) -> int:
        return (self.input_tokens + self.output_tokens + self.cached_tokens
                + self.cache_write_tokens)


Listener = Callable[[ModelCall], None]
_process: list[Listener] = []
_context: ContextVar[tuple[Listener, ...]] = ContextVar("memdir_model_call_listeners",
                                                        default=())


def add_listener(listener: Listener) -> Callable[[], None]:
    """Hear every model call of this process; returns the function that stops it."""
    _process.append(listener)

    def remove() -> None:
        with contextlib.suppress(ValueError):
            _process.remove(listener)
    return remove


@contextlib.contextmanager
def listening(listener: Listener) -> Iterator[None]:
    """Hear the model calls made inside this block, in this thread or task (once: a
    listener already listening is not added again by a nested block)."""
    current = _context.get()
    if listener in current:
        yield
        return
    token = _context.set((*current, listener))
    try:
        yield
    finally:
        _context.reset(token)


def report(call: ModelCall) -> None:
    """Hand one call to every listener of the process and of the context."""
    for listener in (*_process, *_context.get()):
        try:
            listener(call)
        except Exception:  # noqa: S112 - accounting never fails the call it reports
            continue


class Counts(TypedDict):
    """The token counts of one call, under `ModelCall`'s names."""

    input_tokens: int
    output_tokens: int
    cached_tokens: int
    cache_write_tokens: int


def counts(usage: Mapping[str, Any] | None) -> Counts:
    """The token counts of a `Response.usage`, under `ModelCall`'s names."""
    usage = usage or {}

    def get(key: str) -> int:
        value = usage.get(key, 0)
        return value if isinstance(value, int) and value > 0 else 0

    return {"input_tokens": get("input_tokens"), "output_tokens": get("output_tokens"),
            "cached_tokens": get("cache_read_input_tokens"),
            "cache_write_tokens": get("cache_creation_input_tokens")}


def metered(provider: Provider, purpose: str, system: str | list[SystemBlock],
            messages: list[Message], *, tools: list[ToolSpec] | None = None,
            max_tokens: int = 1024, on_text: Callable[[str], None] | None = None
            ) -> Response:
    """``provider.chat(...)``, reported as one `ModelCall` of ``purpose`` (a failed call
    too, with ``outcome="error"``, then re-raised)."""
    start = time.perf_counter()
    try:
        response = provider.chat(system, messages, tools=tools, max_tokens=max_tokens,
                                 on_text=on_text)
    except BaseException:
        report(ModelCall(provider.name, provider.model, purpose,
                         latency_ms=(time.perf_counter() - start) * 1000, outcome="error"))
        raise
    report(ModelCall(provider.name, provider.model, purpose,
                     latency_ms=(time.perf_counter() - start) * 1000,
                     **counts(response.usage)))
    return response


def ask(provider: Provider, system: str, prompt: str, max_tokens: int, what: str,
        purpose: str = "") -> str:
    """One text question to the model for a memory step (select, extract, consolidate).

    Memory must never fail the user's turn, so anything the provider raises, including an
    SDK error or an adapter bug that escaped translation, comes out as one ProviderError
    naming the step; callers fall back or report it in one line. The call is accounted
    under ``purpose``.
    """
    try:
        return metered(provider, purpose or "other", system,
                       [{"role": "user", "content": prompt}], max_tokens=max_tokens).text
    except MemdirError:
        raise
    except Exception as exc:
        raise ProviderError(f"{what} failed: {type(exc).__name__}: {exc}") from exc


__all__ = ["PURPOSES", "ModelCall", "add_listener", "ask", "counts", "listening", "metered",
           "report"]
