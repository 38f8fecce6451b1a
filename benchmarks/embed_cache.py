"""A benchmark's sentence vectors kept on disk between runs (opt-in).

``MEMDIR_BENCH_EMBED_CACHE=FOLDER``: every text the process's embedders read (stored texts
and queries, prefixes included) is looked up by model name and sha256 in ``FOLDER`` first
and embedded only when missing, so a rerun of a fused benchmark whose records did not
change costs the lexical search alone. Each text runs through the model alone
(`memdir.providers.semantic.embedder.BATCH`), so a kept vector is the one a run without
the cache computes, bit for bit. A folder's files are named ``MODEL-alone.pkl``: a file
filled before texts ran alone (``MODEL.pkl``) holds vectors of mixed batches, which the int8
graph's quantization moved (fused recall@5 of the third conversations set's English 0.664
from such a file, 0.625 computed afresh in batches of 8, 0.658 alone), and is not read.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ENV = "MEMDIR_BENCH_EMBED_CACHE"


@contextmanager
def cached_vectors() -> Iterator[None]:
    """Within the block, `Embedder._embed` reads and fills the cache ``$ENV`` names (no
    variable: nothing changes)."""
    folder = os.environ.get(ENV)
    if not folder:
        yield
        return
    import numpy as np

    from memdir.providers.semantic.embedder import Embedder

    original = Embedder._embed
    stores: dict[str, dict[str, Any]] = {}

    def path(name: str) -> Path:
        return Path(folder) / f"{name}-alone.pkl"

    def store(name: str) -> dict[str, Any]:
        if name not in stores:
            p = path(name)
            stores[name] = pickle.loads(p.read_bytes()) if p.is_file() else {}
        return stores[name]

    def embed(self: Embedder, texts: list[str], batch: int = 8) -> Any:
        if not texts:
            return original(self, texts, batch)
        kept = store(self.name)
        keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
        missing = list(dict.fromkeys(k for k in keys if k not in kept))
        if missing:
            at = {k: t for k, t in zip(keys, texts, strict=True)}
            vecs = original(self, [at[k] for k in missing], batch)
            kept.update(zip(missing, vecs, strict=True))
        return np.stack([kept[k] for k in keys])

    Embedder._embed = embed  # type: ignore[method-assign]
    try:
        yield
    finally:
        Embedder._embed = original  # type: ignore[method-assign]
        Path(folder).mkdir(parents=True, exist_ok=True)
        for name, kept in stores.items():
            tmp = path(name).with_suffix(".tmp")
            tmp.write_bytes(pickle.dumps(kept))
            tmp.replace(path(name))


__all__ = ["ENV", "cached_vectors"]
