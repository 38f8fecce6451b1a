"""Build an ONNX graph of a BERT encoder from a ``model.safetensors`` folder, with no torch.

Sentence-embedding models are often shipped (in packages on the package index too) as
safetensors weights only; onnxruntime needs a graph. The graph is the standard BERT
encoder (absolute positions, post-norm, GELU), written op by op with ``onnx.helper``;
its output is the last hidden state, pooled by the caller. Needs the ``onnx`` package,
only for this one-time conversion (the result is cached as a ``.onnx`` file).
"""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import TYPE_CHECKING, Any, NotRequired, TypeAlias, TypedDict

if TYPE_CHECKING:  # numpy and onnx are imported where a graph is made
    from numpy.typing import ArrayLike, NDArray
    from onnx import ModelProto, NodeProto, TensorProto

    Weights: TypeAlias = dict[str, NDArray[Any]]

_DTYPES = {"F32": "float32", "I64": "int64", "F16": "float16"}


class BertConfig(TypedDict):
    """The fields of a BERT ``config.json`` the graph is made from."""

    hidden_size: int
    num_attention_heads: int
    num_hidden_layers: int
    intermediate_size: int
    vocab_size: int
    max_position_embeddings: int
    type_vocab_size: int
    model_type: NotRequired[str]
    hidden_act: NotRequired[str]
    layer_norm_eps: NotRequired[float]


def read_safetensors(path: Path) -> Weights:
    """The tensors of a safetensors file as numpy arrays (the format is a JSON header and
    raw little-endian data, so numpy reads it without the safetensors package). The file
    is mapped, not read: a model of a gigabyte costs memory only for what is used."""
    import numpy as np

    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    out: Weights = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        dtype = np.dtype(_DTYPES[info["dtype"]]).newbyteorder("<")
        arr = np.memmap(path, dtype=dtype, mode="r", offset=8 + n + start,
                        shape=tuple(info["shape"])) if end > start else \
            np.zeros(info["shape"], dtype=dtype)
        out[name.removeprefix("bert.")] = np.asarray(arr, dtype="float32") \
            if info["dtype"] == "F16" else arr
    return out


def convert(folder: Path) -> bytes:
    """The serialized ONNX model of the BERT encoder in ``folder`` (config.json +
    model.safetensors). Inputs ``input_ids`` and ``attention_mask`` (int64, [batch, seq]);
    output ``last_hidden_state`` (float32, [batch, seq, hidden])."""
    config: BertConfig = json.loads((folder / "config.json").read_text())
    if config.get("model_type") not in ("bert", None) or config.get("hidden_act") != "gelu":
        raise ValueError(f"{folder} is not a BERT encoder with GELU")
    # bytes(): where onnx's protobuf classes carry no types, the call is Any to mypy.
    return bytes(encoder_graph(config, read_safetensors(folder / "model.safetensors"))
                 .SerializeToString())


def encoder_graph(config: BertConfig, w: Weights) -> ModelProto:
    """The ONNX ``ModelProto`` of a BERT encoder from its config and weights (numpy arrays
    by their Hugging Face names, without the ``bert.`` prefix)."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    hidden, heads = config["hidden_size"], config["num_attention_heads"]
    eps = float(config.get("layer_norm_eps", 1e-12))
    inits: list[TensorProto] = []
    nodes: list[NodeProto] = []

    def const(name: str, value: ArrayLike) -> str:
        inits.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def op(kind: str, inputs: list[str], out: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(kind, inputs, [out], **attrs))
        return out

    def linear(x: str, prefix: str, out: str) -> str:
        wt = const(prefix + ".wT", w[prefix + ".weight"].T.copy())
        b = const(prefix + ".b", w[prefix + ".bias"])
        return op("Add", [op("MatMul", [x, wt], out + ".mm"), b], out)

    def norm(x: str, prefix: str, out: str) -> str:
        return op("LayerNormalization", [x, const(prefix + ".g", w[prefix + ".weight"]),
                                         const(prefix + ".beta", w[prefix + ".bias"])],
                  out, axis=-1, epsilon=eps)

    # Embeddings: words + positions [0, seq) + token type 0.
    seq = op("Gather", [op("Shape", ["input_ids"], "shape"), const("one", np.int64(1))],
             "seq", axis=0)
    positions = op("Range", [const("zero", np.int64(0)), seq, const("step", np.int64(1))],
                   "positions")
    x = op("Add", [op("Gather", [const("wemb", w["embeddings.word_embeddings.weight"]),
                                 "input_ids"], "we"),
                   op("Gather", [const("pemb", w["embeddings.position_embeddings.weight"]),
                                 positions], "pe")], "wpe")
    x = op("Add", [x, const("temb", w["embeddings.token_type_embeddings.weight"][0])], "emb")
    x = norm(x, "embeddings.LayerNorm", "h0")
    # Padding is masked out of attention with a large negative bias: [batch, 1, 1, seq].
    mask = op("Cast", [op("Unsqueeze", ["attention_mask", const("axes12", np.array([1, 2]))],
                          "mask4")], "maskf", to=TensorProto.FLOAT)
    bias = op("Mul", [op("Sub", [const("onef", np.float32(1)), mask], "inv"),
                      const("neg", np.float32(-1e4))], "maskbias")
    split = const("split", np.array([0, 0, heads, hidden // heads]))
    merge = const("merge", np.array([0, 0, hidden]))
    scale = const("scale", np.float32(1.0 / np.sqrt(hidden // heads)))
    for i in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{i}."

        def heads_of(name: str, perm: list[int], p: str = p, x: str = x, i: int = i) -> str:
            y = linear(x, p + "attention.self." + name, f"l{i}.{name}")
            return op("Transpose", [op("Reshape", [y, split], f"l{i}.{name}.r")],
                      f"l{i}.{name}.t", perm=perm)

        q, k, v = heads_of("query", [0, 2, 1, 3]), heads_of("key", [0, 2, 3, 1]), \
            heads_of("value", [0, 2, 1, 3])
        scores = op("Add", [op("Mul", [op("MatMul", [q, k], f"l{i}.qk"), scale], f"l{i}.s"),
                            bias], f"l{i}.sb")
        ctx = op("MatMul", [op("Softmax", [scores], f"l{i}.p", axis=-1), v], f"l{i}.ctx")
        ctx = op("Reshape", [op("Transpose", [ctx], f"l{i}.ctxt", perm=[0, 2, 1, 3]), merge],
                 f"l{i}.ctxm")
        att = linear(ctx, p + "attention.output.dense", f"l{i}.ao")
        x = norm(op("Add", [att, x], f"l{i}.res1"), p + "attention.output.LayerNorm",
                 f"l{i}.h1")
        up = linear(x, p + "intermediate.dense", f"l{i}.up")
        # Exact GELU: 0.5 * u * (1 + erf(u / sqrt(2))).
        erf = op("Erf", [op("Div", [up, const(f"l{i}.sqrt2", np.float32(np.sqrt(2.0)))],
                            f"l{i}.ud")], f"l{i}.erf")
        gelu = op("Mul", [op("Mul", [up, op("Add", [erf, "onef"], f"l{i}.erf1")],
                             f"l{i}.g2"), const(f"l{i}.half", np.float32(0.5))], f"l{i}.gelu")
        down = linear(gelu, p + "output.dense", f"l{i}.down")
        x = norm(op("Add", [down, x], f"l{i}.res2"), p + "output.LayerNorm", f"l{i}.out")
    nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"]))
    graph = helper.make_graph(
        nodes, "bert",
        [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
         for n in ("input_ids", "attention_mask")],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                       ["batch", "seq", hidden])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model
