"""The EmbeddingGemma graph (`memdir.semantic.gemma_onnx`) against an independent numpy
forward pass of the same encoder, on a tiny random model in the real folder layout."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("onnx")

import gemma_pack  # noqa: E402

from memdir.providers.semantic import gemma_onnx  # noqa: E402

# Two texts: the first 12 tokens long (past the local layers' window of 4 positions on
# each side), the second 4 tokens and padded.
IDS = np.array([[2, 5, 9, 17, 33, 8, 41, 12, 3, 60, 22, 1],
                [2, 7, 30, 1, 0, 0, 0, 0, 0, 0, 0, 0]], dtype=np.int64)
MASK = (np.arange(12)[None, :] < np.array([[12], [4]])).astype(np.int64)


def _vectors(model) -> np.ndarray:
    import onnxruntime as ort

    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    hidden = session.run(None, {"input_ids": IDS, "attention_mask": MASK})[0]
    pooled = (hidden * MASK[..., None]).sum(1) / MASK.sum(1, keepdims=True)
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return gemma_pack.published_folder(tmp_path_factory.mktemp("gemma"))


def test_the_float_graph_is_the_gemma_encoder(folder):
    got = _vectors(gemma_onnx.convert(folder, int8=False, int8_embeddings=False))
    want = gemma_pack.reference(IDS, MASK)
    assert np.abs(got - want).max() < 1e-4


def test_padding_does_not_change_a_text_s_vector(folder):
    model = gemma_onnx.convert(folder, int8=False, int8_embeddings=False)
    import onnxruntime as ort

    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    alone = session.run(None, {"input_ids": IDS[1:, :4], "attention_mask": MASK[1:, :4]})[0]
    assert np.allclose(alone.mean(1), _hidden_mean(session, IDS, MASK)[1], atol=1e-5)


def _hidden_mean(session, ids, mask):
    hidden = session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
    return (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)


def test_the_local_window_matters_past_its_width(folder):
    """The band is real: the same text through a graph with a window wider than the text
    gives another vector (the first text is 12 tokens, the window 4 on each side)."""
    import json

    config = json.loads((folder / "config.json").read_text())
    narrow = _vectors(gemma_onnx.convert(folder, int8=False, int8_embeddings=False))
    from memdir.providers.semantic.bert_onnx import read_safetensors

    wide = gemma_onnx.GemmaGraph({**config, "sliding_window": 64},
                                 read_safetensors(folder / "model.safetensors"),
                                 gemma_onnx.dense_layers(folder), int8_embeddings=False).build()
    wide_vectors = _vectors(wide)
    assert np.abs(narrow[0] - wide_vectors[0]).max() > 1e-3  # 12 tokens cross the window
    assert np.abs(narrow[1] - wide_vectors[1]).max() < 1e-5  # 4 tokens do not


def test_int8_embeddings_stay_close(folder):
    got = _vectors(gemma_onnx.convert(folder, int8=False))
    want = gemma_pack.reference(IDS, MASK)
    assert (got * want).sum(1).min() > 0.999


def test_smoothing_and_per_token_scaling_are_exact_in_float(folder):
    """What the int8 graph is built from computes the same encoder: the factors folded
    into the weights and the per-token scaling cancel out before quantization."""
    import json

    from memdir.providers.semantic.bert_onnx import read_safetensors

    config = json.loads((folder / "config.json").read_text())
    weights = read_safetensors(folder / "model.safetensors")
    plain = gemma_onnx.GemmaGraph(config, weights, gemma_onnx.dense_layers(folder),
                                  int8_embeddings=False)
    rng = np.random.default_rng(3)
    factors = {(i, kind): np.exp(rng.normal(size=weight.shape[1]))
               for i in range(config["num_hidden_layers"])
               for kind, (_, weight) in plain.inputs(i).items()}
    smoothed = gemma_onnx.GemmaGraph(config, weights, gemma_onnx.dense_layers(folder),
                                     int8_embeddings=False, smooth=factors,
                                     row_scaled=gemma_onnx.ROW_SCALED).build()
    assert np.abs(_vectors(smoothed) - gemma_pack.reference(IDS, MASK)).max() < 1e-4


def test_the_smoothing_factors_come_from_the_activations(folder):
    import json

    from memdir.providers.semantic import smoothing
    from memdir.providers.semantic.bert_onnx import read_safetensors

    config = json.loads((folder / "config.json").read_text())
    graph = gemma_onnx.GemmaGraph(config, read_safetensors(folder / "model.safetensors"),
                                  gemma_onnx.dense_layers(folder))
    inputs = {(i, kind): found for i in range(3) for kind, found in graph.inputs(i).items()}
    factors = smoothing.measure(graph.build, inputs, folder / "tokenizer.json",
                                (gemma_onnx.QUERY_PREFIX,), ("deploy to production",))
    assert set(factors) == {(i, kind) for i in range(3) for kind in
                            ("qkv_proj", "o_proj", "gate_up_proj", "down_proj")}
    assert all(f.shape == (w.shape[1],) and (f > 0).all() for (i, kind), f in factors.items()
               for w in [graph.inputs(i)[kind][1]])


def test_int8_quantizes_every_matmul_but_the_kept_ones(folder):
    model = gemma_onnx.convert(folder)
    float_matmuls = sorted(n.name for n in model.graph.node if n.op_type == "MatMul"
                           and any(i.endswith(".wT") for i in n.input))
    assert float_matmuls == ["out.dense"]
    assert any(n.op_type in ("MatMulInteger", "DynamicQuantizeMatMul")
               for n in model.graph.node)
    got, want = _vectors(model), gemma_pack.reference(IDS, MASK)
    assert (got * want).sum(1).min() > 0.99


def test_a_folder_that_is_not_gemma_is_refused(folder, tmp_path):
    import json
    import shutil

    other = tmp_path / "bert"
    shutil.copytree(folder, other)
    config = json.loads((other / "config.json").read_text())
    (other / "config.json").write_text(json.dumps({**config, "model_type": "bert"}))
    with pytest.raises(ValueError, match="not a bidirectional Gemma 3 encoder"):
        gemma_onnx.convert(other)


def test_a_dense_layer_with_a_bias_is_refused(folder, tmp_path):
    import json
    import shutil

    other = tmp_path / "biased"
    shutil.copytree(folder, other)
    (other / "2_Dense" / "config.json").write_text(json.dumps({
        "in_features": 32, "out_features": 96, "bias": True,
        "activation_function": "torch.nn.modules.linear.Identity"}))
    with pytest.raises(ValueError, match="not a linear layer without bias"):
        gemma_onnx.convert(other)
