"""Int8 weights for an fp32 encoder graph: made once, cached beside it.

A sentence encoder spends about 85% of its time in the MatMuls of its layers (measured
with onnxruntime's profiler on MiniLM-L6), so their weights are quantized to int8 with
onnxruntime's dynamic quantization (activations quantized per run): the same vectors to
about 0.99 cosine, at half the time per token or less on a CPU with AVX2/AVX-512 VNNI
(benchmarks/RESULTS.md, "Semantic extra"). Only MatMul is quantized: the word
embeddings (a Gather) stay as they are, so a rare token keeps its own vector.

Needs the ``onnx`` package (part of ``memdir[semantic]``); without it, or for a graph that
is already quantized, the graph is used as it is.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

# Ops a quantized graph holds; such a graph is not quantized a second time.
_QUANTIZED_OPS = {"MatMulInteger", "DynamicQuantizeMatMul", "QLinearMatMul",
                  "MatMulIntegerToFloat", "DynamicQuantizeLinear", "MatMulNBits"}


def int8_graph(graph: Path, cache: Path) -> Path:
    """The int8 version of ``graph`` (made and cached on first use), or ``graph`` itself
    when it cannot be quantized here."""
    st = graph.stat()
    key = hashlib.blake2b(f"{graph.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode(),
                          digest_size=12).hexdigest()
    target = cache / f"int8-{key}.onnx"
    if target.exists():
        return target
    try:
        import onnx
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError:
        return graph
    model = onnx.load(str(graph))
    if any(node.op_type in _QUANTIZED_OPS for node in model.graph.node):
        return graph
    cache.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    try:
        quantize_dynamic(model, tmp, op_types_to_quantize=["MatMul"], per_channel=True,
                         weight_type=QuantType.QInt8)
        os.replace(tmp, target)  # another process may quantize the same graph at once
    except Exception:  # noqa: BLE001 - an op the quantizer cannot handle: keep fp32
        tmp.unlink(missing_ok=True)
        return graph
    return target
