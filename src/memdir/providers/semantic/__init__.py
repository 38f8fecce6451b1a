"""The dense ranker of ``memdir[semantic]``: sentence embeddings fused with the offline one.

Nothing here is imported by ``import memdir`` or the CLI's start-up: onnxruntime and
tokenizers load on the first semantic search, once per process (see `get_embedder`).

**Which model.** ``MEMDIR_SEMANTIC_MODEL`` when set: a folder or ``.onnx`` file
(`memdir.providers.semantic.graphs`), or the name of a pinned model
(`memdir.providers.semantic.catalog.MODELS`). Else EmbeddingGemma-300M when its terms were
accepted on this machine (`memdir.providers.semantic.terms`), else multilingual-e5-small.
A pinned model is fetched and prepared once into the cache dir
(`memdir.providers.semantic.fetch`), never inside a prompt
(`memdir.providers.semantic.ready`). A model that an installed package happens to ship
is never used unless named: the test suite's small English model must not become
anyone's default. With no model, `SemanticUnavailable` says so in one sentence and callers
keep the lexical ranker.
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

from memdir.foundation.config import Config
from memdir.foundation.environment import SEMANTIC_MODEL
from memdir.foundation.errors import FetchError, SemanticUnavailable, TermsNotAccepted
from memdir.providers.semantic import catalog, fetch, terms
from memdir.providers.semantic.catalog import ModelSpec
from memdir.providers.semantic.embedder import MAX_CHARS, MAX_TOKENS, THREADS, Embedder
from memdir.providers.semantic.fetch import cache_root

ENV = SEMANTIC_MODEL  # the variable's name, for messages


def model_source(config: Config | None = None) -> Path:
    """The model to use (a folder or an ``.onnx`` file), a pinned model fetched and
    prepared first if it is not yet (blocking: `memdir.providers.semantic.ready` keeps that
    work out of a prompt); raises `SemanticUnavailable`."""
    config = config or Config.from_env()
    found = locate(config)
    return fetch.ensure_model(found, config=config) if isinstance(found, ModelSpec) \
        else found


def locate(config: Config | None = None) -> Path | ModelSpec:
    """Which model `model_source` uses, without fetching or preparing anything: a path,
    or a pinned model (whose folder may not be made yet)."""
    config = config or Config.from_env()
    explicit = config.semantic_model
    if explicit:
        if explicit in catalog.MODELS:
            return catalog.MODELS[explicit]
        path = Path(explicit).expanduser()
        if not path.exists():
            raise SemanticUnavailable(
                f"{ENV}={explicit} is neither a folder, a file nor a pinned model "
                f"({', '.join(catalog.MODELS)}); recall uses the lexical ranker.")
        return path
    if terms.accepted(catalog.QUALITY.terms, config):
        return catalog.QUALITY
    return catalog.DEFAULT


_EMBEDDERS: dict[str, Embedder] = {}
_LOAD = threading.Lock()
LOADS = 0  # models loaded by this process (a long-lived one loads its model once)


def get_embedder(source: Path | None = None, config: Config | None = None, *,
                 int8: bool = True) -> Embedder:
    """The process's embedder for a model (default `model_source`), loaded once: an MCP
    server or ``memdir serve`` pays the load on its first semantic search only.
    ``int8``: the graph's MatMul weights quantized (`memdir.providers.semantic.int8`); False keeps
    fp32 (the benchmark's baseline)."""
    source = model_source(config) if source is None else Path(source)
    key = f"{source.resolve()}|{int8}"
    with _LOAD:
        if key not in _EMBEDDERS:
            from memdir.providers.semantic.graphs import graph_for, settings_of

            found = graph_for(source, cache_root(config), int8=int8)
            assert found is not None  # made when missing
            graph, tokenizer = found
            # The name keys stored vectors: another model (or another build of the graph)
            # never reuses them.
            st = graph.stat()
            tag = hashlib.blake2b(f"{graph}|{st.st_size}".encode(), digest_size=6).hexdigest()
            name = f"{source.name}-{tag}"
            _EMBEDDERS[key] = Embedder(graph, tokenizer, name=name,
                                       settings=settings_of(tokenizer))
            global LOADS
            LOADS += 1
        return _EMBEDDERS[key]


__all__ = ["ENV", "MAX_CHARS", "MAX_TOKENS", "THREADS", "Embedder", "FetchError",
           "SemanticUnavailable", "TermsNotAccepted", "get_embedder", "locate",
           "model_source"]
