"""Smoothing a graph's activations before int8: the factors, measured once.

onnxruntime's dynamic quantization gives each MatMul's input one scale per tensor at each
run. Where a few input channels are much larger than the rest (EmbeddingGemma: the MLP's
product has channels 150 times its median one, the normed inputs of the projections 10
times), that scale leaves the ordinary channels a handful of int8 steps. SmoothQuant's
remedy (Xiao et al., 2023), exact in float32: divide input channel ``j`` by ``s_j`` where
it is made (an RMS norm's weight, the value or up projection's rows) and multiply the
MatMul's weight row ``j`` by it, with

    s_j = max|X_j| ** ALPHA / max|W_j| ** (1 - ALPHA)

so that activations and weights share the range. ``max|X_j|`` is measured here: the float
graph run over `TEXTS` (a dozen sentences in English, Chinese and Japanese, code and
notes, none of them from the quality set), as queries and as passages. It takes seconds,
once, when the graph is made (`memdir.providers.semantic.gemma_onnx.convert`).

Needs ``onnx``, ``onnxruntime`` and ``tokenizers``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from numpy.typing import NDArray
    from onnx import ModelProto

# (layer, MatMul kind) -> the factor of each of its input channels
Factors: TypeAlias = "dict[tuple[int, str], NDArray[Any]]"
# (layer, MatMul kind) -> (the tensor it multiplies, its weight [out, in])
Inputs: TypeAlias = "dict[tuple[int, str], tuple[str, NDArray[Any]]]"
ALPHA = 0.5  # SmoothQuant's usual balance; measured: 0.3 and 0.75 both lose
TEXTS = (
    "How do we deploy the billing service to staging?",
    "The user prefers short answers and code reviews before every merge.",
    "Run the database migrations before starting the API server, never after.",
    "We use pnpm for the frontend packages and uv for the Python ones.",
    "帮我看看部署和账单模块怎么弄",
    "所有服务的日志都写到同一个目录,按日期分文件",
    "テストは必ずCIで実行してからマージすること",
    "ログインのエラーはどこで処理していますか?",
    "Bug: the cache is cleared twice when a record is renamed; see store/files/index.py.",
    "Meeting notes: Alice owns the release checklist; the next release is on Friday.",
    "def search(query, limit=5):\n    return index.search(query, limit)",
    "Always answer in English unless the user writes in Japanese.",
)


def measure(build: Callable[[], ModelProto], inputs: Inputs, tokenizer: Path,
            prefixes: tuple[str, ...], texts: tuple[str, ...] = TEXTS) -> Factors:
    """The smoothing factors of the MatMuls ``inputs`` names, from the float graph
    ``build`` makes (unsmoothed) run over ``texts`` with each of ``prefixes``."""
    import numpy as np

    peaks = activation_peaks(build, tokenizer, sorted({name for name, _ in inputs.values()}),
                             [p + t for t in texts for p in prefixes])
    factors: Factors = {}
    for key, (name, weight) in inputs.items():
        x = np.maximum(peaks[name].astype(np.float64), 1e-5)
        w = np.maximum(np.abs(weight).max(axis=0).astype(np.float64), 1e-5)
        factors[key] = x ** ALPHA / w ** (1 - ALPHA)
    return factors


def activation_peaks(build: Callable[[], ModelProto], tokenizer: Path, names: list[str],
                     texts: list[str]) -> dict[str, NDArray[Any]]:
    """The largest magnitude of each channel of the tensors ``names`` over ``texts``
    (one at a time: no padding), from the graph ``build`` makes, run in float32 (the
    graph is dropped once the session holds it: it is large)."""
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper
    from tokenizers import Tokenizer

    model = build()
    model.graph.output.extend(helper.make_tensor_value_info(n, TensorProto.FLOAT, None)
                              for n in names)
    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    del model
    tok = Tokenizer.from_file(str(tokenizer))
    peaks: dict[str, NDArray[Any]] = {}
    for text in texts:
        ids = np.array([tok.encode(text).ids], dtype=np.int64)
        outs = session.run(names, {"input_ids": ids, "attention_mask": np.ones_like(ids)})
        for name, out in zip(names, outs, strict=True):
            peak = np.abs(np.asarray(out)).reshape(-1, out.shape[-1]).max(axis=0)
            peaks[name] = np.maximum(peaks[name], peak) if name in peaks else peak
    return peaks
