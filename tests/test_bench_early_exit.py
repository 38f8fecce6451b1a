"""The early-exit query encoder's benchmark (benchmarks/early_exit.py), without the model:
its fit corpus never holds a scored query, its head recovers a linear map, its cut graph
computes what the whole graph computes up to the cut, and the targets it checks."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from benchmarks import early_exit, quality_data  # noqa: E402


def test_the_fit_corpus_holds_no_scored_query_and_keeps_the_rest():
    every = early_exit.corpus(set())
    scored = {every[0], every[len(every) // 2]}
    kept = early_exit.corpus(scored)
    assert not scored & set(kept)
    assert len(kept) == len(every) - 2
    # Look-alikes: a scored text that is a corpus text cut short or lengthened leaves the
    # corpus as it was (only the scored texts themselves are left out).
    assert early_exit.corpus({every[0][:-1], f"{every[0]} indeed"}) == every
    queries = {str(q["query"]) for q in quality_data.queries()}
    assert not queries & set(early_exit.corpus(queries))


def test_the_head_recovers_a_linear_map_and_gives_unit_vectors():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(600, 12)) * rng.uniform(0.1, 10, size=12)  # unequal scales
    w = rng.normal(size=(12, 5))
    y = x @ w
    y /= np.linalg.norm(y, axis=1, keepdims=True)
    head = early_exit.Head(x[:500], y[:500], 1e-6)
    got = head(x[500:])
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0)
    assert float(np.mean((got * y[500:]).sum(1))) > 0.97


def test_the_cut_graph_computes_the_whole_graphs_state_at_the_cut(tmp_path):
    onnx = pytest.importorskip("onnx")
    ort = pytest.importorskip("onnxruntime")
    from onnx import TensorProto, helper, numpy_helper

    w1 = np.arange(4 * 768, dtype=np.float32).reshape(4, 768) / 1e4
    w2 = np.ones((768, 768), dtype=np.float32)
    nodes = [helper.make_node("Cast", ["input_ids"], ["x"], to=1),
             helper.make_node("MatMul", ["x", "w1"], ["l1.in"]),
             helper.make_node("MatMul", ["l1.in", "w2"], ["last_hidden_state"])]
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("input_ids", TensorProto.INT64,
                                                   ["batch", "seq", 4])],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                       ["batch", "seq", 768])],
        [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    whole = tmp_path / "whole.onnx"
    onnx.save(model, str(whole))
    cut = early_exit.cut_graph(whole, ["l1.in"], tmp_path / "cut.onnx")
    kept = onnx.load(str(cut))
    assert [n.output[0] for n in kept.graph.node] == ["x", "l1.in"]
    assert [i.name for i in kept.graph.initializer] == ["w1"]  # w2 is not needed
    feed = {"input_ids": np.ones((1, 2, 4), dtype=np.int64)}
    got = ort.InferenceSession(str(cut), providers=["CPUExecutionProvider"]).run(None, feed)
    assert np.allclose(got[0], np.ones((1, 2, 4)) @ w1, atol=1e-5)


def test_the_targets_are_the_issues_and_every_one_counts():
    good = {"recall_at_5": 0.94, "paraphrase": 0.80, "crosslingual": 0.80,
            "none_en": 0.07, "none_zh": 0.0, "none_ja": 0.0}
    assert early_exit.meets({"cv_rrf": good})
    for key, bad in (("recall_at_5", 0.939), ("paraphrase", 0.79), ("crosslingual", 0.79),
                     ("none_en", 0.074), ("none_zh", 0.08), ("none_ja", 0.1)):
        assert not early_exit.meets({"cv_rrf": {**good, key: bad}}), key
