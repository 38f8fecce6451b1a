"""Sentence vectors from an ONNX encoder graph: onnxruntime + tokenizers, mean pooling,
unit length. One `Embedder` per model and process (`memdir.providers.semantic.get_embedder`).

A stored text has one vector per chunk (`Embedder.embed_chunks`): chunk 0 is its head,
the vector `Embedder.embed` gives (what a record's one vector always was), and a text the
model cannot read in one go gets further chunks over its rest
(`memdir.providers.semantic.windows`: at most 8 a text, over its first 16,000
characters). A store keeps a record's chunks in one blob, chunk 0 first, and scores the
record by its best chunk (`memdir.store.chunks`).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import SemanticUnavailable
from memdir.providers.semantic import windows

if TYPE_CHECKING:
    from numpy import float32
    from numpy.typing import NDArray

# Longer text is cut: sentence encoders of the MiniLM family were trained on 128 pieces,
# and the model's cost grows faster than the length (one record of 256 pieces: 37 ms, of
# 128: 10 ms; a record's name and description, at its head, carry most of its meaning).
# A model may state its own (``max_tokens`` in its memdir-model.json).
MAX_TOKENS = 128
MAX_CHARS = 2_000  # of a text a vector reads: chunk 0 of a record (`Embedder.embed_chunks`)
# onnxruntime's intra-op threads at most (`intra_op_threads`). Measured with
# EmbeddingGemma on a 2-core machine, one process, interleaved (`benchmarks/threads.py`):
# a second thread costs 5-20% more CPU, and it has a core to itself where one is free;
# with both cores kept busy by other processes (load average 6-10) it was faster in most
# runs (a query 30 against 38 ms, a record of 90 pieces 64 against 84 ms) and at most
# 5% (a query) and 13% (a record) slower in the others; at a load average of 2.9 a query
# once measured slower (26 against 21 ms). Choosing per run by the load would take two
# sessions (onnxruntime fixes a session's threads): a second one costs 190-300 MB more
# of resident memory. The vectors are the same either way.
THREADS = 2
# Texts run through the model at once: one. The int8 graph quantizes its activations
# with one scale a run (onnxruntime's dynamic quantization), so texts run together share
# it and their padding's: a record's vector moved with the records it happened to be
# embedded beside (cosine 0.995 against itself alone; conversations set 3 English fused
# recall@5 0.59-0.66 by the batches alone). Measured with EmbeddingGemma on synthetic
# records sorted by pieces: 8 at a time cost what one at a time does (71 ms of CPU a
# record), 32 at a time 1.2x that.
BATCH = 1
# What a model's settings may say of its fusion (`memdir.store.fusion.Settings`).
FUSION_NUMBERS = ("weight", "cos_floor", "cos_ceil", "rrf_k", "lexical_gate", "hub", "hub_k")
FUSION_METHODS = ("weighted", "fill", "rrf")


def intra_op_threads() -> int:
    """onnxruntime's intra-op threads for a model's session: `THREADS`, fewer where this
    process may run on fewer cores (its CPU affinity: ``taskset``, a container's
    cpuset), never more (a thread more than cores only waits for the others)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cores = os.cpu_count() or 1
    return max(1, min(THREADS, cores))


class Embedder:
    """Sentence vectors: onnxruntime + tokenizers, mean pooling, L2-normalized.

    ``calls`` counts the texts embedded (what a write costs is visible to tests).
    """

    def __init__(self, graph: Path, tokenizer: Path, name: str,
                 settings: dict[str, Any] | None = None) -> None:
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
        options.intra_op_num_threads = intra_op_threads()
        # No spinning: onnxruntime's threads otherwise busy-wait after each run and take
        # the CPU from what follows it (the cosine matmul measured 10x slower).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(str(graph), options,
                                             providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tok = Tokenizer.from_file(str(tokenizer))
        settings = settings or {}
        self._tok.enable_truncation(int(settings.get("max_tokens", MAX_TOKENS)))
        self._tok.enable_padding()
        # Multilingual encoders (XLM-R based, mE5, LaBSE) carry vocabularies of 250,000
        # pieces and more; English-only BERTs about 30,000.
        self.multilingual = self._tok.get_vocab_size() > 100_000
        # Models trained with instructions (e5: "query: " / "passage: ") are told which
        # side a text is on; memdir-model.json beside the tokenizer says so.
        self.query_prefix = str(settings.get("query_prefix", ""))
        self.passage_prefix = str(settings.get("passage_prefix", ""))
        # The fusion measured for this model (how, its weight, its cosine range), if
        # stated; `memdir.store.files.fused` falls back to its own constants.
        self.fusion: dict[str, Any] = {k: float(settings[k]) for k in FUSION_NUMBERS
                                       if k in settings}
        if settings.get("method") in FUSION_METHODS:
            self.fusion["method"] = settings["method"]
        self._queries: dict[str, NDArray[float32]] = {}
        self._pending: dict[str, threading.Event] = {}  # queries being embedded (`prefetch`)
        self._guard = threading.Lock()  # of those two
        self._lock = threading.Lock()
        self._dim: int | None = None
        self.calls = 0

    def embed(self, texts: list[str], batch: int = BATCH) -> NDArray[float32]:
        """One unit vector per stored text, as a float32 array [len(texts), dim]."""
        if self.passage_prefix:
            texts = [self.passage_prefix + t for t in texts]
        return self._embed(texts, batch)

    def embed_chunks(self, texts: list[str], batch: int = BATCH) -> list[NDArray[float32]]:
        """The chunk vectors of each stored text, [k, dim] (k >= 1): chunk 0 is the text's
        `embed` vector, byte for byte (a short text costs what it did), then one per window
        over the rest of a text its first chunk does not read whole
        (`memdir.providers.semantic.windows`), each read with the passage prefix."""
        np = self._np
        first = self.embed(texts, batch)
        spans = [windows.windows(t, self._reach) for t in texts]
        rest = self.embed([t[a:b] for t, found in zip(texts, spans, strict=True)
                           for a, b in found], batch)
        out: list[NDArray[float32]] = []
        i = 0
        for n, found in enumerate(spans):
            if found:
                out.append(np.concatenate([first[n:n + 1], rest[i:i + len(found)]]))
            else:
                out.append(first[n:n + 1])
            i += len(found)
        return out

    def _reach(self, text: str) -> int:
        """How many leading characters of a stored ``text`` its vector reads: the end of
        the last piece the tokenizer keeps (``max_tokens``), within `MAX_CHARS`."""
        full = (self.passage_prefix + text)[:MAX_CHARS]
        enc = self._tok.encode(full)
        ends = [end for (_, end), special in zip(enc.offsets, enc.special_tokens_mask,
                                                 strict=True) if not special]
        if not enc.overflowing and len(full) == len(self.passage_prefix) + len(text):
            return len(text)  # read whole
        return max(0, max(ends, default=0) - len(self.passage_prefix))

    @property
    def dim(self) -> int:
        """The length of a vector (of every chunk)."""
        if self._dim is None:
            shape = self._session.get_outputs()[0].shape
            self._dim = shape[-1] if isinstance(shape[-1], int) else \
                int(self._embed(["dim"]).shape[1])
        return self._dim

    def _embed(self, texts: list[str], batch: int = BATCH) -> NDArray[float32]:
        np = self._np
        if not texts:
            empty: NDArray[float32] = np.zeros((0, 0), dtype=np.float32)
            return empty
        # Batches of texts of the same number of pieces: a batch is padded to its longest,
        # and the padding costs as much as text (sorted by characters, a batch of 32
        # mixed English and CJK records cost 1.4x the same records one at a time;
        # sorted by pieces, less than one at a time).
        encoded = [(e.ids, e.attention_mask) for e in self._tok.encode_batch(
            [t[:MAX_CHARS] for t in texts])]
        lengths = [sum(mask) for _, mask in encoded]
        order = sorted(range(len(texts)), key=lambda i: lengths[i])
        out: list[NDArray[float32]] = []
        for i in range(0, len(texts), batch):
            rows = order[i:i + batch]
            width = max(lengths[j] for j in rows)  # padding is on the right
            ids = np.array([encoded[j][0][:width] for j in rows], dtype=np.int64)
            mask = np.array([encoded[j][1][:width] for j in rows], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feed["token_type_ids"] = np.zeros_like(ids)
            with self._lock:
                hidden = self._session.run(None, feed)[0]
            summed = (hidden * mask[..., None]).sum(axis=1)
            vec = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
            vec /= np.maximum(np.linalg.norm(vec, axis=1, keepdims=True), 1e-12)
            out.append(vec.astype(np.float32))
            self.calls += len(rows)
        result: NDArray[float32] = np.empty((len(texts), out[0].shape[1]), dtype=np.float32)
        result[order] = np.concatenate(out)
        return result

    def embed_query(self, text: str) -> NDArray[float32]:
        """The vector of a query; the last few are kept, so a turn embeds its prompt once
        however many stores it searches. A query `prefetch` is embedding is waited for,
        not embedded again."""
        with self._guard:
            pending = self._pending.get(text)
        if pending is not None:
            pending.wait()
        with self._guard:
            vec = self._queries.get(text)
        if vec is None:
            vec = self._embed([self.query_prefix + text])[0]
            self._keep(text, vec)
        return vec

    def prefetch(self, text: str) -> None:
        """Start embedding a query in a thread of its own and return at once: the caller
        ranks lexically meanwhile (onnxruntime leaves Python's lock while it runs), and its
        `embed_query` of the same text then waits for this one. The vector is the one
        `embed_query` computes (the same graph, the same text)."""
        with self._guard:
            if text in self._queries or text in self._pending:
                return
            done = self._pending[text] = threading.Event()
        threading.Thread(target=self._prefetched, args=(text, done), name="query",
                         daemon=True).start()

    def _prefetched(self, text: str, done: threading.Event) -> None:
        try:
            self._keep(text, self._embed([self.query_prefix + text])[0])
        except Exception:  # noqa: BLE001, S110 - embed_query embeds it again and says why
            pass
        finally:
            with self._guard:
                self._pending.pop(text, None)
            done.set()

    def _keep(self, text: str, vec: NDArray[float32]) -> None:
        with self._guard:
            if len(self._queries) >= 32:
                self._queries.pop(next(iter(self._queries)))
            self._queries[text] = vec
