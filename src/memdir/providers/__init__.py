"""Model providers: lookup by name, and the failure rules every network provider shares.

`get_provider` picks a provider from an argument, ``MEMDIR_PROVIDER``, or the keys in the
environment, and falls back to `OfflineProvider` when no model is configured, so memory
commands keep working without one. Adapters live in their own modules and import their
SDK only when constructed: ``import memdir.providers`` imports no SDK, which keeps
``memdir --help`` fast and lets memdir run without the extras installed.

The failure rules every network provider shares (`RetryPolicy`, `classify_failure`,
`describe_failure`) live in `memdir.providers.retry` and are re-exported here.
"""

from __future__ import annotations

import os
from typing import Any

from memdir.foundation.config import Config
from memdir.foundation.errors import ProviderError
from memdir.providers.base import (
    Message,
    Provider,
    Response,
    SystemBlock,
    ToolCall,
    ToolSpec,
    system_text,
)
from memdir.providers.offline import OFFLINE_MESSAGE, OfflineProvider

_RETRY = ("Failure", "RetryPolicy", "classify_failure", "describe_failure")


def __getattr__(name: str) -> Any:
    # Re-exported on first use: only a network provider retries, and the offline one
    # (every hook process) need not load the rules.
    if name in _RETRY:
        from memdir.providers import retry

        return getattr(retry, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "OFFLINE_MESSAGE",
    "ChosenProvider",
    "PROVIDER_NAMES",
    "Failure",
    "Message",
    "OfflineProvider",
    "Provider",
    "Response",
    "RetryPolicy",
    "SystemBlock",
    "ToolCall",
    "ToolSpec",
    "classify_failure",
    "describe_failure",
    "get_provider",
    "system_text",
]

#: Provider names `get_provider` accepts; "claude" is an alias of "anthropic", "ollama" is
#: the OpenAI adapter pointed at a local Ollama server (no key needed).
PROVIDER_NAMES = ("anthropic", "openai", "ollama", "offline")
_ALIASES = {"claude": "anthropic", "none": "offline"}


# -- lookup ------------------------------------------------------------------------------


def get_provider(name: str | None = None, *, model: str | None = None,
                 config: Config | None = None, temperature: float | None = None) -> Provider:
    """The provider to use, ready to call.

    Args:
        name: ``anthropic`` (alias ``claude``), ``openai``, ``ollama`` or ``offline``
            (alias ``none``). When None, ``MEMDIR_PROVIDER`` decides; when that is unset
            (or ``auto``), ``anthropic`` if ``ANTHROPIC_API_KEY`` is set, else ``openai``
            if ``OPENAI_API_KEY`` is set, else ``offline``.
        model: model id; defaults to ``MEMDIR_MODEL``, then the adapter's default.
        config: where ``MEMDIR_PROVIDER``/``MEMDIR_MODEL`` come from (default: the
            environment, read now).
        temperature: sent with every request (a network provider); default: the API's.

    Raises:
        NeedsKeyError: a provider was named explicitly but its key is not set.
        MissingExtraError: the provider's SDK is not installed.
        ProviderError: the name is unknown.
    """
    config = config or Config.from_env()
    chosen = (name or config.provider or "").strip().lower()
    model = model or config.model
    if chosen in ("", "auto"):
        chosen = _auto_name()
    chosen = _ALIASES.get(chosen, chosen)
    if chosen == "anthropic":
        from memdir.providers.anthropic import AnthropicProvider

        return AnthropicProvider(model, temperature=temperature)
    if chosen == "openai":
        from memdir.providers.openai import OpenAIProvider

        return OpenAIProvider(model, temperature=temperature)
    if chosen == "ollama":
        from memdir.providers.openai import OllamaProvider

        return OllamaProvider(model, temperature=temperature)
    if chosen == "offline":
        return OfflineProvider()
    raise ProviderError(
        f"Unknown provider {chosen!r}: choose one of {', '.join(PROVIDER_NAMES)}."
    )


def _auto_name() -> str:
    if os.environ.get("ANTHROPIC_API_KEY"):
        return "anthropic"
    if os.environ.get("OPENAI_API_KEY"):
        return "openai"
    return "offline"


class ChosenProvider:
    """The provider a caller chose (a `Provider`, a name, or None for the environment's
    choice), made on first use: a memory that never calls a model never imports an SDK.

    ``current`` is what a caller passes on to another memory of the same choice: the
    provider once made, else the choice as given."""

    def __init__(self, given: Provider | str | None, config: Config) -> None:
        self._given = given
        self._config = config
        self._made: Provider | None = given if isinstance(given, Provider) else None

    @property
    def current(self) -> Provider | str | None:
        return self._made or self._given

    def get(self) -> Provider:
        if self._made is None:
            name = self._given if isinstance(self._given, str) else None
            self._made = get_provider(name, config=self._config)
        return self._made
