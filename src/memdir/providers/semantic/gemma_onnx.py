"""Build an ONNX graph of EmbeddingGemma (a Gemma 3 encoder) from its sentence-transformers
folder, with no torch.

The model is Gemma 3 run bidirectionally: embeddings scaled by sqrt(hidden); per layer an
RMS-normed attention with grouped query heads, RMS-normed queries and keys and rotary
positions (local layers: base 10,000 and a window of ``sliding_window // 2 + 1`` on each
side; global ones: base 1,000,000), then an RMS-normed gated MLP (tanh GELU), each
sub-block normed again before its residual; a final RMS norm; mean pooling; two dense
layers; unit length. Gemma's RMS norm scales by ``1 + weight``.

The two dense layers (768 -> 3072 -> 768) have no bias and no activation, so they are one
768 x 768 matrix (their product), applied to every token before the caller's mean pooling
(a linear map and a mean commute). The graph's output is that projected last hidden
state, so `memdir.semantic.Embedder` pools and normalizes it like any encoder's.

Weights: the word embeddings (262,144 x 768, two thirds of the model) are kept as int8
with one scale per row and scaled in the graph for the gathered rows only, the sqrt(hidden)
factor folded into the scales; ``int8=True`` also quantizes the layers' MatMuls
(onnxruntime's dynamic quantization) except the nodes named in ``keep_float``. Needs
``onnx`` (and ``onnxruntime`` for int8), once, when the graph is made.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from memdir.providers.semantic.bert_onnx import read_safetensors

if TYPE_CHECKING:  # numpy and onnx are imported where a graph is made
    from numpy.typing import ArrayLike, NDArray
    from onnx import ModelProto, NodeProto, TensorProto

    from memdir.providers.semantic.bert_onnx import Weights

# MatMul nodes left in float32 by default. Measured (benchmarks/gemma_variants.py,
# RESULTS.md) against the float32 graph on the quality set's texts: every MatMul int8
# gives vectors at cosine 0.986 on average, keeping the MLP's output projection float32
# 0.997 (its activations have outliers one scale per tensor cannot hold), keeping any
# other kind alone at most 0.988; the folded dense layer adds 0.0005 for 2 MB. Recall@5
# on the quality set does not tell the variants apart.
KEEP_FLOAT = ("down_proj", "dense")
QUERY_PREFIX = "task: search result | query: "
PASSAGE_PREFIX = "title: none | text: "


class GemmaConfig(TypedDict):
    """The fields of a Gemma 3 ``config.json`` the graph is made from."""

    model_type: str
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    layer_types: list[str]  # per layer: "full_attention" or "sliding_attention"
    use_bidirectional_attention: NotRequired[bool]
    rms_norm_eps: NotRequired[float]
    rope_local_base_freq: NotRequired[float]
    rope_theta: NotRequired[float]
    sliding_window: NotRequired[int]
    query_pre_attn_scalar: NotRequired[float]


def dense_layers(folder: Path) -> list[NDArray[Any]]:
    """The weight matrices of the sentence-transformers Dense modules after pooling, in
    order (``modules.json``); each must be linear without bias."""
    modules = json.loads((folder / "modules.json").read_text())
    out: list[NDArray[Any]] = []
    for module in modules:
        if not module["type"].endswith(".Dense"):
            continue
        sub = folder / module["path"]
        config = json.loads((sub / "config.json").read_text())
        if config.get("bias", True) or not config.get(
                "activation_function", "").endswith("Identity"):
            raise ValueError(f"{sub} is not a linear layer without bias")
        out.append(read_safetensors(sub / "model.safetensors")["linear.weight"])
    return out


def convert(folder: Path, *, int8: bool = True, keep_float: tuple[str, ...] = KEEP_FLOAT,
            int8_embeddings: bool = True) -> ModelProto:
    """The ONNX ``ModelProto`` of the EmbeddingGemma folder (config.json,
    model.safetensors, modules.json and its Dense folders). Inputs ``input_ids`` and
    ``attention_mask`` (int64, [batch, seq]); output ``last_hidden_state`` (float32,
    [batch, seq, hidden]), the dense layers applied."""
    config: GemmaConfig = json.loads((folder / "config.json").read_text())
    if config.get("model_type") != "gemma3_text" or not config.get(
            "use_bidirectional_attention"):
        raise ValueError(f"{folder} is not a bidirectional Gemma 3 encoder")
    model = GemmaGraph(config, read_safetensors(folder / "model.safetensors"),
                       dense_layers(folder), int8_embeddings=int8_embeddings).build()
    if not int8:
        return model
    from memdir.providers.semantic.int8 import quantize_model

    return quantize_model(model, keep_float)


class GemmaGraph:
    """The graph, written node by node with ``onnx.helper`` (one method per block)."""

    def __init__(self, config: GemmaConfig, weights: Weights, dense: list[NDArray[Any]], *,
                 int8_embeddings: bool = True) -> None:
        self.c = config
        self.w = weights
        self.dense = dense
        self.int8_embeddings = int8_embeddings
        self.hidden = config["hidden_size"]
        self.heads = config["num_attention_heads"]
        self.kv_heads = config["num_key_value_heads"]
        self.head_dim = config["head_dim"]
        self.eps = float(config.get("rms_norm_eps", 1e-6))
        self.inits: list[TensorProto] = []
        self.nodes: list[NodeProto] = []

    # -- plumbing
    def const(self, name: str, value: ArrayLike) -> str:
        import numpy as np
        from onnx import numpy_helper

        self.inits.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def op(self, kind: str, inputs: list[str], out: str, **attrs: Any) -> str:
        from onnx import helper

        self.nodes.append(helper.make_node(kind, inputs, [out], name=out, **attrs))
        return out

    def matmul(self, x: str, weight: NDArray[Any], name: str) -> str:
        """``x @ weight.T`` for a [out, in] weight; the node is named ``name`` (the int8
        step keeps float the nodes whose name ends as `KEEP_FLOAT` says)."""
        import numpy as np

        wt = self.const(name + ".wT", np.ascontiguousarray(weight.T, dtype="float32"))
        return self.op("MatMul", [x, wt], name)

    def rms_norm(self, x: str, weight: NDArray[Any], out: str, scale: float = 1.0) -> str:
        """Gemma's RMS norm: ``x / sqrt(mean(x^2) + eps) * (1 + weight) * scale``, in the
        pattern onnxruntime fuses into one kernel."""
        import numpy as np

        sq = self.op("Pow", [x, self.const(out + ".two", np.float32(2))], out + ".sq")
        mean = self.op("ReduceMean", [sq], out + ".ms", axes=[-1], keepdims=1)
        std = self.op("Sqrt", [self.op("Add", [mean, self.const(out + ".eps", np.float32(
            self.eps))], out + ".mse")], out + ".std")
        normed = self.op("Div", [x, std], out + ".n")
        gamma = ((1.0 + weight.astype(np.float64)) * scale).astype(np.float32)
        return self.op("Mul", [normed, self.const(out + ".g", gamma)], out)

    # -- blocks
    def embeddings(self) -> str:
        import numpy as np

        table = self.w["embed_tokens.weight"]
        factor = np.float32(self.hidden ** 0.5)
        if not self.int8_embeddings:
            rows = self.op("Gather", [self.const("wemb", table), "input_ids"], "wemb.rows")
            return self.op("Mul", [rows, self.const("wemb.scale", factor)], "emb")
        peak = np.abs(table).max(axis=1)
        scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
        values = np.empty(table.shape, dtype=np.int8)
        for start in range(0, len(table), 16_384):  # a slice at a time: the table is large
            part = slice(start, start + 16_384)
            values[part] = np.clip(np.rint(table[part] / scale[part, None]), -127, 127)
        rows = self.op("Cast", [self.op("Gather", [self.const("wemb_q", values), "input_ids"],
                                        "wemb.q")], "wemb.f", to=1)
        scales = self.op("Gather", [self.const("wemb_s", scale * factor), "input_ids"],
                         "wemb.s")
        scales = self.op("Unsqueeze", [scales, self.const("wemb.last", np.array([-1]))],
                         "wemb.su")
        return self.op("Mul", [rows, scales], "emb")

    def positions(self) -> dict[str, tuple[str, str]]:
        """(cos, sin) [seq, head_dim] for each rotary base (local, global)."""
        import numpy as np

        seq = self.op("Gather", [self.op("Shape", ["input_ids"], "shape"),
                                 self.const("one", np.int64(1))], "seq", axis=0)
        pos = self.op("Cast", [self.op("Range", [self.const("zero", np.int64(0)), seq,
                                                 self.const("step", np.int64(1))], "pos.i")],
                      "pos", to=1)
        pos = self.op("Unsqueeze", [pos, self.const("pos.axis", np.array([1]))], "pos.col")
        out: dict[str, tuple[str, str]] = {}
        half = np.arange(0, self.head_dim, 2, dtype=np.float64) / self.head_dim
        for kind, base in (("local", self.c.get("rope_local_base_freq", 10_000.0)),
                           ("global", self.c.get("rope_theta", 1_000_000.0))):
            inv = (1.0 / base ** half).astype(np.float32)
            freqs = self.op("Mul", [pos, self.const(f"rope.{kind}.inv",
                                                    np.concatenate([inv, inv]))],
                            f"rope.{kind}.f")
            out[kind] = (self.op("Cos", [freqs], f"rope.{kind}.cos"),
                         self.op("Sin", [freqs], f"rope.{kind}.sin"))
        return out

    def masks(self) -> dict[str, str]:
        """Additive attention biases: padding keys, and for local layers also keys
        ``window`` or more positions away ([batch, 1, seq, seq] and [batch, 1, 1, seq])."""
        import numpy as np

        keys = self.op("Cast", [self.op("Unsqueeze", [
            "attention_mask", self.const("mask.axes", np.array([1, 2]))], "mask.4")],
            "mask.f", to=1)
        neg = self.const("mask.neg", np.float32(-1e9))
        padding = self.op("Mul", [self.op("Sub", [self.const("mask.one", np.float32(1)), keys],
                                          "mask.inv"), neg], "mask.padding")
        window = self.c.get("sliding_window", 512) // 2 + 1
        pos = "pos.i"
        dist = self.op("Abs", [self.op("Sub", [
            self.op("Unsqueeze", [pos, self.const("mask.col", np.array([1]))], "mask.q"),
            self.op("Unsqueeze", [pos, self.const("mask.row", np.array([0]))], "mask.k")],
            "mask.d")], "mask.dist")
        far = self.op("Cast", [self.op("GreaterOrEqual", [
            dist, self.const("mask.window", np.int64(window))], "mask.far")], "mask.farf", to=1)
        local = self.op("Add", [padding, self.op("Mul", [far, neg], "mask.band")],
                        "mask.local")
        return {"global": padding, "local": local}

    def rotate(self, x: str, cos_sin: tuple[str, str], out: str) -> str:
        """``x * cos + rotate_half(x) * sin``, rotate_half = concat(-x2, x1)."""
        half = self.head_dim // 2
        x1, x2 = out + ".x1", out + ".x2"
        import numpy as np
        from onnx import helper

        self.nodes.append(helper.make_node(
            "Split", [x, self.const(out + ".halves", np.array([half, half]))],
            [x1, x2], name=out + ".split", axis=-1))
        rot = self.op("Concat", [self.op("Neg", [x2], out + ".neg"), x1], out + ".rot",
                      axis=-1)
        return self.op("Add", [self.op("Mul", [x, cos_sin[0]], out + ".c"),
                               self.op("Mul", [rot, cos_sin[1]], out + ".s")], out)

    def attention(self, x: str, i: int, rope: tuple[str, str], bias: str) -> str:
        import numpy as np

        p, hd = f"layers.{i}.self_attn.", self.head_dim
        q_w, k_w, v_w = (self.w[p + n + "_proj.weight"] for n in "qkv")
        qkv = self.matmul(x, np.concatenate([q_w, k_w, v_w]), f"l{i}.qkv_proj")
        parts = [f"l{i}.q.flat", f"l{i}.k.flat", f"l{i}.v.flat"]
        from onnx import helper

        self.nodes.append(helper.make_node(
            "Split", [qkv, self.const(f"l{i}.qkv.sizes", np.array(
                [len(q_w), len(k_w), len(v_w)]))], parts, name=f"l{i}.qkv.split", axis=-1))

        def heads(flat: str, n: int, name: str) -> str:
            shape = self.const(f"l{i}.{name}.shape", np.array([0, 0, n, hd]))
            return self.op("Transpose", [self.op("Reshape", [flat, shape], f"l{i}.{name}.r")],
                           f"l{i}.{name}.t", perm=[0, 2, 1, 3])

        # The query's scale (query_pre_attn_scalar ** -0.5) is folded into its norm.
        scale = float(self.c.get("query_pre_attn_scalar", hd)) ** -0.5
        q = self.rotate(self.rms_norm(heads(parts[0], self.heads, "q"),
                                      self.w[p + "q_norm.weight"], f"l{i}.qn", scale),
                        rope, f"l{i}.qr")
        k = self.rotate(self.rms_norm(heads(parts[1], self.kv_heads, "k"),
                                      self.w[p + "k_norm.weight"], f"l{i}.kn"), rope, f"l{i}.kr")
        v = heads(parts[2], self.kv_heads, "v")
        # Grouped heads: one key/value head is broadcast over the query heads by MatMul.
        kt = self.op("Transpose", [k], f"l{i}.kt", perm=[0, 1, 3, 2])
        scores = self.op("Add", [self.op("MatMul", [q, kt], f"l{i}.qk"), bias], f"l{i}.sb")
        ctx = self.op("MatMul", [self.op("Softmax", [scores], f"l{i}.p", axis=-1), v],
                      f"l{i}.ctx")
        ctx = self.op("Reshape", [self.op("Transpose", [ctx], f"l{i}.ctxt", perm=[0, 2, 1, 3]),
                                  self.const(f"l{i}.merge", np.array([0, 0, self.heads * hd]))],
                      f"l{i}.ctxm")
        return self.matmul(ctx, self.w[p + "o_proj.weight"], f"l{i}.o_proj")

    def mlp(self, x: str, i: int) -> str:
        import numpy as np

        p = f"layers.{i}.mlp."
        gate_w, up_w = self.w[p + "gate_proj.weight"], self.w[p + "up_proj.weight"]
        both = self.matmul(x, np.concatenate([gate_w, up_w]), f"l{i}.gate_up_proj")
        gate, up = f"l{i}.gate", f"l{i}.up"
        from onnx import helper

        self.nodes.append(helper.make_node(
            "Split", [both, self.const(f"l{i}.gu.sizes", np.array([len(gate_w), len(up_w)]))],
            [gate, up], name=f"l{i}.gu.split", axis=-1))
        # GELU, tanh form: 0.5 g (1 + tanh(sqrt(2/pi) (g + 0.044715 g^3))).
        c = self.const
        cube = self.op("Mul", [self.op("Mul", [gate, gate], f"l{i}.g2"), gate], f"l{i}.g3")
        inner = self.op("Mul", [self.op("Add", [gate, self.op("Mul", [cube, c(
            f"l{i}.k", np.float32(0.044715))], f"l{i}.g3k")], f"l{i}.gi"), c(
            f"l{i}.r", np.float32(np.sqrt(2 / np.pi)))], f"l{i}.gir")
        tanh1 = self.op("Add", [self.op("Tanh", [inner], f"l{i}.tanh"),
                                c(f"l{i}.one", np.float32(1))], f"l{i}.tanh1")
        gelu = self.op("Mul", [self.op("Mul", [gate, tanh1], f"l{i}.gt"),
                               c(f"l{i}.half", np.float32(0.5))], f"l{i}.gelu")
        return self.matmul(self.op("Mul", [gelu, up], f"l{i}.act"),
                           self.w[p + "down_proj.weight"], f"l{i}.down_proj")

    def layer(self, x: str, i: int, rope: dict[str, tuple[str, str]],
              masks: dict[str, str]) -> str:
        p = f"layers.{i}."
        kind = "global" if self.c["layer_types"][i] == "full_attention" else "local"
        h = self.rms_norm(x, self.w[p + "input_layernorm.weight"], f"l{i}.in")
        h = self.attention(h, i, rope[kind], masks[kind])
        h = self.rms_norm(h, self.w[p + "post_attention_layernorm.weight"], f"l{i}.pa")
        x = self.op("Add", [x, h], f"l{i}.res1")
        h = self.rms_norm(x, self.w[p + "pre_feedforward_layernorm.weight"], f"l{i}.pf")
        h = self.rms_norm(self.mlp(h, i), self.w[p + "post_feedforward_layernorm.weight"],
                          f"l{i}.pff")
        return self.op("Add", [x, h], f"l{i}.out")

    def build(self) -> ModelProto:
        import numpy as np
        from onnx import TensorProto, helper

        x = self.embeddings()
        rope, masks = self.positions(), self.masks()
        for i in range(self.c["num_hidden_layers"]):
            x = self.layer(x, i, rope, masks)
        x = self.rms_norm(x, self.w["norm.weight"], "final")
        if self.dense:
            folded = self.dense[0].astype(np.float64)
            for later in self.dense[1:]:
                folded = later.astype(np.float64) @ folded
            x = self.matmul(x, folded.astype(np.float32), "out.dense")
            out_dim = len(folded)
        else:
            out_dim = self.hidden
        self.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"]))
        graph = helper.make_graph(
            self.nodes, "gemma3_encoder",
            [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
             for n in ("input_ids", "attention_mask")],
            [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                           ["batch", "seq", out_dim])], self.inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
        model.ir_version = 8
        return model
