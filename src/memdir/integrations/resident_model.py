"""The resident process's model (`memdir.integrations.resident_server`): loaded by a
thread of its own, so that no request waits for it, and looked at again now and then
(terms accepted, another model configured); and the resident's log lines."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

from memdir.foundation.config import Config
from memdir.foundation.errors import SemanticUnavailable

MODEL_RECHECK = 5.0  # seconds between looks at whether the configured model changed


def log(line: str) -> None:
    """One line of the resident's log (its stderr: ``resident.log``)."""
    sys.stderr.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} [{os.getpid()}] {line}\n")
    sys.stderr.flush()


class Model:
    """The semantic model, loaded by a thread of its own: `current` never waits. Every
    `MODEL_RECHECK` seconds of use the thread looks (with stats) whether the configured
    model is still the one loaded, and loads the new one if not (terms accepted since)."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.embedder: Any = None
        self.source: Path | None = None
        self.loads = 0
        self.why = "The semantic model is loading; recall is lexical until it is loaded."
        self._thread: threading.Thread | None = None
        self._look_at = 0.0

    def current(self) -> Any:
        """The loaded embedder, or None (none loaded yet, or none to load)."""
        if self.config.ranker != "fused":
            return None
        now = time.monotonic()
        busy = self._thread is not None and self._thread.is_alive()
        if not busy and now >= self._look_at:
            self._look_at = now + MODEL_RECHECK
            self._thread = threading.Thread(target=self._load, name="model", daemon=True)
            self._thread.start()
        return self.embedder

    def _load(self) -> None:
        from memdir.providers.semantic.ready import ready_source

        said: list[str] = []
        source, _ = ready_source(self.config, said.append)
        if source is not None and source == self.source:
            return
        if source is not None:
            try:
                from memdir.providers.semantic import get_embedder

                started = time.monotonic()
                self.embedder = get_embedder(source, self.config)
                self.source = source
                self.loads += 1
                log(f"model {self.embedder.name} loaded in "
                    f"{time.monotonic() - started:.1f} s")
                return
            except (SemanticUnavailable, OSError) as exc:
                said.append(str(exc))
        if said:
            self.why = said[-1]


__all__ = ["MODEL_RECHECK", "Model", "log"]
