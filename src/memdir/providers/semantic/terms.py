"""Terms of use a person accepted for a model, recorded once per user.

A model whose terms are not an open licence (EmbeddingGemma: the Gemma Terms of Use and
its Prohibited Use Policy) is fetched only after the terms were shown and accepted, with
``memdir semantic fetch --accept-terms`` or an interactive yes. The acceptance is kept in
``accepted-terms.json`` in memdir's own folder (`Config.home_dir`): which terms, their
address, and when. Without it the quality model is never fetched and the default model
stays multilingual-e5-small.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.config import Config
from memdir.providers.semantic.catalog import Terms

FILE = "accepted-terms.json"


def _path(config: Config) -> Path:
    return config.home_dir / FILE


def _read(config: Config) -> dict[str, Any]:
    try:
        data = json_text.loads(_path(config).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def accepted(terms: Terms | None, config: Config) -> bool:
    """Whether ``terms`` were accepted here (None: no terms to accept)."""
    if terms is None:
        return True
    entry = _read(config).get(terms.key)
    return isinstance(entry, dict) and entry.get("url") == terms.url


def accept(terms: Terms, config: Config) -> None:
    """Record that the person accepted ``terms`` (written atomically)."""
    data = _read(config)
    data[terms.key] = {"title": terms.title, "url": terms.url,
                       "accepted_at": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    path = _path(config)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
