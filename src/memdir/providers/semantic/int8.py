"""Int8 weights for an encoder graph.

A sentence encoder spends about 85% of its time in the MatMuls of its layers (measured
with onnxruntime's profiler on MiniLM-L6), so their weights are quantized to int8 with
onnxruntime's dynamic quantization (per output channel; activations quantized per run):
the same vectors to about 0.99 cosine, at half the time per token or less on a CPU with
AVX2/AVX-512 VNNI (benchmarks/RESULTS.md, "Semantic extra"). Only MatMul is quantized:
word embeddings (a Gather) stay as the graph has them, so a rare token keeps its own
vector. Some layers lose more than others (EmbeddingGemma's MLP output projection: its
activations have outliers that one scale per tensor cannot hold); ``keep`` leaves the
MatMuls whose node name ends with one of its names in float32.

Needs ``onnx`` and onnxruntime's quantization tools, once, when a graph is made.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from onnx import ModelProto

# Ops a quantized graph holds; such a graph is not quantized a second time.
QUANTIZED_OPS = {"MatMulInteger", "DynamicQuantizeMatMul", "QLinearMatMul",
                 "MatMulIntegerToFloat", "DynamicQuantizeLinear", "MatMulNBits"}


def is_quantized(model: ModelProto) -> bool:
    return any(node.op_type in QUANTIZED_OPS for node in model.graph.node)


def quantize_model(model: ModelProto, keep: tuple[str, ...] = ()) -> ModelProto:
    """``model`` (an ONNX ``ModelProto``) with its MatMul weights in int8, but the MatMuls
    whose node name ends with ``.NAME`` for a NAME in ``keep``; a graph already quantized
    is returned as it is."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    if is_quantized(model):
        return model
    kept = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.name
            and n.name.rsplit(".", 1)[-1] in keep]
    with tempfile.TemporaryDirectory(prefix="memdir-int8-") as tmp:
        out = Path(tmp) / "int8.onnx"
        with _quiet_advice():
            # Shape inference knows no onnxruntime op (com.microsoft): the float tensors
            # it cannot type are float32.
            quantize_dynamic(model, out, op_types_to_quantize=["MatMul"], per_channel=True,
                             weight_type=QuantType.QInt8, nodes_to_exclude=kept,
                             extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
        return onnx.load(str(out))


# What onnxruntime's quantizer says on every run, through the root logger, whatever the
# graph: advice for static (calibrated) quantization, which dynamic quantization has no
# use for. Anything else it logs (a real problem) still reaches stderr.
_ADVICE = ("Please consider to run pre-processing", "Please consider pre-processing",
           "Please use QuantFormat.QDQ")


class _DropAdvice(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(_ADVICE)


@contextlib.contextmanager
def _quiet_advice() -> Iterator[None]:
    """The quantizer's advice dropped, its other messages kept. It logs with
    ``logging.warning()``, which gives a root logger without handlers a stderr handler of
    its own ("WARNING:root:...") for the rest of the process: a handler is lent to the
    root while it runs so that never happens, and what it logs goes to stderr as one
    "onnxruntime quantization: ..." line each."""
    root = logging.getLogger()
    drop = _DropAdvice()
    lent = None
    if not root.handlers:
        lent = logging.StreamHandler(sys.stderr)
        lent.setFormatter(logging.Formatter("onnxruntime quantization: %(levelname)s: "
                                            "%(message)s"))
        root.addHandler(lent)
    root.addFilter(drop)
    try:
        yield
    finally:
        root.removeFilter(drop)
        if lent is not None:
            root.removeHandler(lent)
