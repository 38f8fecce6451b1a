"""The provider used when no model is configured.

memdir works without a model: recall falls back to the offline ranker, extraction to
explicit-directive rules, consolidation to exact-duplicate merging. Callers ask
`memdir.providers.base.has_model` (false for this provider) and take that path instead
of calling `chat`; a caller that calls it anyway (the agent, which cannot work without
a model) gets one sentence saying how to configure one, rather than a connection error
from a default URL.
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation.errors import ProviderError
from memdir.providers.base import Capabilities, Message, Provider, Response, SystemBlock, ToolSpec

OFFLINE_MESSAGE = (
    "No model is configured: set ANTHROPIC_API_KEY or OPENAI_API_KEY, or MEMDIR_PROVIDER="
    "ollama (or openai with OPENAI_BASE_URL) for a local server; memory commands work "
    "offline, but this needs a model."
)


class OfflineProvider(Provider):
    """No model: ``capabilities.offline`` is True and `chat` raises `ProviderError`."""

    name = "offline"
    model = ""
    capabilities = Capabilities(offline=True)

    def chat(
        self,
        system: str | list[SystemBlock],
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        max_tokens: int = 1024,
        on_text: Callable[[str], None] | None = None,
    ) -> Response:
        raise ProviderError(OFFLINE_MESSAGE)
