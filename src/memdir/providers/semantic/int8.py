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

import contextlib
import hashlib
import importlib.util
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

# Ops a quantized graph holds; such a graph is not quantized a second time.
_QUANTIZED_OPS = {"MatMulInteger", "DynamicQuantizeMatMul", "QLinearMatMul",
                  "MatMulIntegerToFloat", "DynamicQuantizeLinear", "MatMulNBits"}


def int8_graph(graph: Path, cache: Path, *, make: bool = True) -> Path | None:
    """The int8 version of ``graph`` (made and cached on first use), or ``graph`` itself
    when it cannot be quantized here. ``make=False``: None instead of making it (a
    per-prompt process checks with a stat whether the work is done,
    `memdir.providers.semantic.ready`).

    A graph that cannot be quantized (already quantized, or an op the quantizer refuses)
    leaves a ``.fp32`` note beside where its int8 file would be, so it is asked once."""
    st = graph.stat()
    key = hashlib.blake2b(f"{graph.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode(),
                          digest_size=12).hexdigest()
    target = cache / f"int8-{key}.onnx"
    fp32 = target.with_suffix(".fp32")
    if target.exists():
        return target
    if fp32.exists() or importlib.util.find_spec("onnx") is None:
        return graph
    if not make:
        return None
    try:
        import onnx
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError:
        return graph
    model = onnx.load(str(graph))
    cache.mkdir(parents=True, exist_ok=True)
    if any(node.op_type in _QUANTIZED_OPS for node in model.graph.node):
        fp32.write_text("already quantized\n", encoding="utf-8")
        return graph
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    try:
        with _quiet_advice():
            quantize_dynamic(model, tmp, op_types_to_quantize=["MatMul"], per_channel=True,
                             weight_type=QuantType.QInt8)
        os.replace(tmp, target)  # another process may quantize the same graph at once
    except Exception as exc:  # noqa: BLE001 - an op the quantizer cannot handle: keep fp32
        tmp.unlink(missing_ok=True)
        fp32.write_text(f"{type(exc).__name__}: {exc}\n", encoding="utf-8")
        return graph
    return target


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
