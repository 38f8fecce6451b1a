"""The models a test's process builds, counted: for the tests that a server, an MCP session
or a chat loads the semantic model once, not once per request."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(name="loads")
def loads_fixture(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Models loaded from here on: the process's cache is emptied and every `Embedder`
    built is counted (a process that loads per request counts one per request). The
    fused ranker is chosen, so a recall embeds its question."""
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers import semantic
    from memdir.providers.semantic.ready import prepare

    try:
        prepare()  # as `memdir semantic fetch` does: a recall never prepares it
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    built: list[Any] = []

    class Counted(semantic.Embedder):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            built.append(self)

    monkeypatch.setattr(semantic, "_EMBEDDERS", {})
    monkeypatch.setattr(semantic, "Embedder", Counted)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    return built
