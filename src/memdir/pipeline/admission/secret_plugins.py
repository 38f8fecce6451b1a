"""detect-secrets' plugins, loaded without importing `requests` until something uses it.

detect-secrets' plugin modules import `requests` to verify a key they found with its
provider over the network. memdir only asks whether a text holds a key, with the default
settings, which verify nothing; yet `requests` (with urllib3, ssl, http.client and email)
was a third of what loading the plugins cost each `memdir add` and each turn's extraction
(benchmarks/RESULTS.md). So while the plugins load, ``requests`` is a stand-in: the
modules that import it hold the stand-in, which imports the real package the first time
one of them uses it (never, in memdir), and then answers as the real package does. The
two annotations that name ``requests.Response`` as a function's result read a placeholder
class; any other name read while loading imports the real package at once. A process
that has imported `requests` already, or loaded the plugins, gets them as they are.
"""

from __future__ import annotations

import importlib
import sys
import threading
import types
from typing import Any

# Read by the plugins' modules as they load, in annotations only (detect-secrets 1.5).
_ANNOTATIONS = {"Response"}
_lock = threading.Lock()


class _RequestsOnUse(types.ModuleType):
    """`requests` as the plugins' modules hold it: the real package, imported on use."""

    def __init__(self) -> None:
        super().__init__("requests", "Imported on first use (memdir's secret scan).")
        self.loading = True

    def __getattr__(self, name: str) -> Any:
        if self.loading and name in _ANNOTATIONS:
            return type(name, (), {"__module__": "requests"})
        if sys.modules.get("requests") is self:
            del sys.modules["requests"]
        return getattr(importlib.import_module("requests"), name)


def plugin_classes() -> tuple[dict[Any, Any], Any]:
    """(detect-secrets' plugin classes by secret type, its Base64HighEntropyString)."""
    with _lock:
        stand_in = None
        if "requests" not in sys.modules and "detect_secrets" not in sys.modules:
            stand_in = _RequestsOnUse()
            sys.modules["requests"] = stand_in
        try:
            from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
            from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString

            classes: dict[Any, Any] = get_mapping_from_secret_type_to_class()
        finally:
            if stand_in is not None:
                stand_in.loading = False
                if sys.modules.get("requests") is stand_in:
                    del sys.modules["requests"]
    return classes, Base64HighEntropyString


__all__ = ["plugin_classes"]
