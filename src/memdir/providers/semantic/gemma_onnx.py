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

Speed: the graph is written in onnxruntime's own fused operators (``com.microsoft``:
MultiHeadAttention, RotaryEmbedding, SkipSimplifiedLayerNormalization, FastGelu; and its
SimplifiedLayerNormalization), a dozen nodes a layer instead of some forty: each node
costs a few microseconds whatever its size, and a query is some twenty tokens.
The heads keep the layout the projections give them (batch, sequence, heads x head_dim),
so no transpose is needed, and the key and value head is repeated for the three query
heads (grouped query attention) by a Tile.

Weights: the word embeddings (262,144 x 768, two thirds of the model) are kept as int8
with one scale per row and scaled in the graph for the gathered rows only, the sqrt(hidden)
factor folded into the scales; ``int8=True`` also quantizes every MatMul of the layers
(onnxruntime's dynamic quantization: weights per output channel, activations per tensor
at each run) but the nodes named in ``keep_float``. Quantizing activations per tensor
loses where a few channels or a few tokens are far larger than the rest, as in Gemma:
so, measured (benchmarks/gemma_variants.py, RESULTS.md),

- each MatMul's input channels are *smoothed* (`memdir.providers.semantic.smoothing`):
  divided by a factor folded exactly into what produces them (an RMS norm's weight, the
  value or up projection) and multiplied back into the MatMul's weights, the factors
  measured once on a few fixed sentences when the graph is made;
- the MLP's output projection, whose input varies most from token to token, is fed each
  token divided by its own largest value and multiplied back after (`ROW_SCALED`): its
  activations are quantized per token in effect.

Every MatMul in int8 this way gives vectors closer to the float32 graph's than keeping the
MLP's output projection in float32 did, at the speed of all-int8. Needs ``onnx`` (and
``onnxruntime`` and ``tokenizers`` for int8), once, when the graph is made.
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
    from memdir.providers.semantic.smoothing import Factors

# MatMul nodes left in float32 by default: the folded dense layer (one 768 x 768 MatMul,
# 1% of the time; int8 costs it 0.0005 of cosine for nothing measurable).
KEEP_FLOAT = ("dense",)
# MatMuls whose input is scaled per token (see the module's text).
ROW_SCALED = ("down_proj",)
QUERY_PREFIX = "task: search result | query: "
PASSAGE_PREFIX = "title: none | text: "
MS = "com.microsoft"  # onnxruntime's operators


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
    max_position_embeddings: NotRequired[int]


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
            int8_embeddings: bool = True, smooth: bool = True,
            row_scaled: tuple[str, ...] = ROW_SCALED) -> ModelProto:
    """The ONNX ``ModelProto`` of the EmbeddingGemma folder (config.json,
    model.safetensors, modules.json and its Dense folders; tokenizer.json for the
    smoothing). Inputs ``input_ids`` and ``attention_mask`` (int64, [batch, seq]); output
    ``last_hidden_state`` (float32, [batch, seq, hidden]), the dense layers applied.
    ``smooth=False`` and ``row_scaled=()``: int8 without smoothing or per-token scaling
    (what benchmarks/gemma_variants.py compares)."""
    config: GemmaConfig = json.loads((folder / "config.json").read_text())
    if config.get("model_type") != "gemma3_text" or not config.get(
            "use_bidirectional_attention"):
        raise ValueError(f"{folder} is not a bidirectional Gemma 3 encoder")
    weights, dense = read_safetensors(folder / "model.safetensors"), dense_layers(folder)

    def graph(factors: Factors | None = None, scaled: tuple[str, ...] = ()) -> GemmaGraph:
        return GemmaGraph(config, weights, dense, int8_embeddings=int8_embeddings,
                          smooth=factors, row_scaled=scaled)

    if not int8:
        return graph().build()
    from memdir.providers.semantic import smoothing
    from memdir.providers.semantic.int8 import quantize_model

    if not smooth:
        return quantize_model(graph(None, row_scaled).build(), keep_float)
    tokenizer = folder / "tokenizer.json"
    if not tokenizer.is_file():
        raise ValueError(f"{folder} has no tokenizer.json (the smoothing needs it)")
    plain = graph()
    inputs = {(i, kind): found for i in range(config["num_hidden_layers"])
              for kind, found in plain.inputs(i).items()}
    factors = smoothing.measure(plain.build, inputs, tokenizer, (QUERY_PREFIX, PASSAGE_PREFIX))
    del plain, inputs
    return quantize_model(graph(factors, row_scaled).build(), keep_float)


class GemmaGraph:
    """The graph, written node by node with ``onnx.helper`` (one method per block).

    ``smooth``: per (layer, MatMul kind) the factors its input channels are divided by
    (`memdir.providers.semantic.smoothing`), folded into the weights; ``row_scaled``: the
    MatMul kinds whose input is scaled per token."""

    def __init__(self, config: GemmaConfig, weights: Weights, dense: list[NDArray[Any]], *,
                 int8_embeddings: bool = True, smooth: Factors | None = None,
                 row_scaled: tuple[str, ...] = ()) -> None:
        self.c = config
        self.w = weights
        self.dense = dense
        self.int8_embeddings = int8_embeddings
        self.smooth = smooth or {}
        self.row_scaled = row_scaled
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

    def op(self, kind: str, inputs: list[str], out: str | list[str], domain: str = "",
           **attrs: Any) -> str:
        """A node; its name is its (first) output's."""
        from onnx import helper

        outs = [out] if isinstance(out, str) else out
        self.nodes.append(helper.make_node(kind, inputs, outs, name=outs[0], domain=domain,
                                           **attrs))
        return outs[0]

    def matmul(self, x: str, weight: NDArray[Any], name: str) -> str:
        """``x @ weight.T`` for a [out, in] weight; the node is named ``name`` (the int8
        step keeps float the nodes whose name ends as `KEEP_FLOAT` says). A kind in
        ``row_scaled`` gets each token divided by its largest magnitude before and
        multiplied by it after (exact in float32; per token in effect once quantized)."""
        import numpy as np

        wt = self.const(name + ".wT", np.ascontiguousarray(weight.T, dtype="float32"))
        if name.rsplit(".", 1)[-1] not in self.row_scaled:
            return self.op("MatMul", [x, wt], name)
        peak = self.op("ReduceMax", [self.op("Abs", [x], name + ".abs")], name + ".peak",
                       axes=[-1], keepdims=1)
        peak = self.op("Max", [peak, self.const(name + ".tiny", np.float32(1e-6))],
                       name + ".scale")
        y = self.op("MatMul", [self.op("Div", [x, peak], name + ".in"), wt], name)
        return self.op("Mul", [y, peak], name + ".out")

    def factors(self, i: int, kind: str) -> NDArray[Any] | None:
        """The smoothing factors of layer ``i``'s MatMul ``kind`` (float64), or None."""
        import numpy as np

        found = self.smooth.get((i, kind))
        return None if found is None else np.asarray(found, dtype=np.float64)

    def gamma(self, weight: NDArray[Any], divide: NDArray[Any] | None = None,
              scale: float = 1.0) -> NDArray[Any]:
        """An RMS norm's multiplier, ``(1 + weight) * scale``, over ``divide`` if given."""
        import numpy as np

        g = (1.0 + weight.astype(np.float64)) * scale
        return (g if divide is None else g / divide).astype(np.float32)

    def rms_norm(self, x: str, gamma: NDArray[Any], out: str) -> str:
        """RMS norm over the last axis: ``x / sqrt(mean(x^2) + eps) * gamma``."""
        return self.op("SimplifiedLayerNormalization", [x, self.const(out + ".g", gamma)],
                       out, axis=-1, epsilon=self.eps, stash_type=1)

    def skip_norm(self, x: str, skip: str, gamma: NDArray[Any], out: str, total: str) -> str:
        """``x + skip`` as ``total`` (the residual stream), and its RMS norm as ``out``."""
        return self.op("SkipSimplifiedLayerNormalization",
                       [x, skip, self.const(out + ".g", gamma)], [out, "", "", total], MS,
                       epsilon=self.eps)

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
        """(cos, sin) caches [max positions, head_dim / 2] for each rotary base (local,
        global), as RotaryEmbedding takes them."""
        import numpy as np

        pos = np.arange(int(self.c.get("max_position_embeddings", 2048)), dtype=np.float64)
        half = np.arange(0, self.head_dim, 2, dtype=np.float64) / self.head_dim
        out: dict[str, tuple[str, str]] = {}
        for kind, base in (("local", self.c.get("rope_local_base_freq", 10_000.0)),
                           ("global", self.c.get("rope_theta", 1_000_000.0))):
            freqs = pos[:, None] / base ** half[None, :]
            out[kind] = (self.const(f"rope.{kind}.cos", np.cos(freqs).astype(np.float32)),
                         self.const(f"rope.{kind}.sin", np.sin(freqs).astype(np.float32)))
        return out

    def masks(self) -> dict[str, str]:
        """Additive attention biases [batch, 1, seq, seq]: padding keys, and for local
        layers also keys ``window`` or more positions away. (MultiHeadAttention takes
        one bias: given with its key padding mask as well, it answers wrong.)"""
        import numpy as np

        keys = self.op("Cast", [self.op("Unsqueeze", [
            "attention_mask", self.const("mask.axes", np.array([1, 2]))], "mask.4")],
            "mask.f", to=1)
        neg = self.const("mask.neg", np.float32(-1e9))
        padding = self.op("Mul", [self.op("Sub", [self.const("mask.one", np.float32(1)), keys],
                                          "mask.inv"), neg], "mask.padding")
        seq = self.op("Gather", [self.op("Shape", ["input_ids"], "shape"),
                                 self.const("one", np.int64(1))], "seq", axis=0)
        pos = self.op("Range", [self.const("zero", np.int64(0)), seq,
                                self.const("step", np.int64(1))], "pos.i")
        window = self.c.get("sliding_window", 512) // 2 + 1
        dist = self.op("Abs", [self.op("Sub", [
            self.op("Unsqueeze", [pos, self.const("mask.col", np.array([1]))], "mask.q"),
            self.op("Unsqueeze", [pos, self.const("mask.row", np.array([0]))], "mask.k")],
            "mask.d")], "mask.dist")
        far = self.op("Cast", [self.op("GreaterOrEqual", [
            dist, self.const("mask.window", np.int64(window))], "mask.far")], "mask.farf", to=1)
        local = self.op("Add", [padding, self.op("Mul", [far, neg], "mask.band")],
                        "mask.local")
        # The padding bias broadcast over the queries, as the local one is.
        square = self.op("Mul", [far, self.const("mask.zero", np.float32(0))], "mask.square")
        return {"global": self.op("Add", [padding, square], "mask.global"), "local": local}

    def attention(self, x: str, i: int, rope: tuple[str, str], bias: str) -> str:
        import numpy as np

        p, hd = f"layers.{i}.self_attn.", self.head_dim
        q_w, k_w, v_w = (self.w[p + n + "_proj.weight"] for n in "qkv")
        v_div, o_mul = self.value_factors(i)
        if v_div is not None:
            v_w = v_w / v_div[:, None]
        w_qkv = np.concatenate([q_w, k_w, v_w])
        s = self.factors(i, "qkv_proj")
        qkv = self.matmul(x, w_qkv if s is None else w_qkv * s[None, :], f"l{i}.qkv_proj")
        flat = [f"l{i}.q.flat", f"l{i}.k.flat", f"l{i}.v"]
        self.op("Split", [qkv, self.const(f"l{i}.qkv.sizes", np.array(
            [len(q_w), len(k_w), len(v_w)]))], flat, axis=-1)

        def heads(flat: str, n: int, name: str, scale: float = 1.0) -> str:
            """RMS-normed per head, then rotated; back to [batch, seq, n * head_dim]."""
            split = self.op("Reshape", [flat, self.const(f"l{i}.{name}.heads", np.array(
                [0, 0, n, hd]))], f"l{i}.{name}.h")
            normed = self.rms_norm(split, self.gamma(self.w[p + name + "_norm.weight"],
                                                     scale=scale), f"l{i}.{name}.n")
            merged = self.op("Reshape", [normed, self.const(f"l{i}.{name}.merge", np.array(
                [0, 0, n * hd]))], f"l{i}.{name}.m")
            return self.op("RotaryEmbedding", [merged, self.const(
                f"l{i}.{name}.pos", np.array([0], dtype=np.int64)), *rope], f"l{i}.{name}",
                MS)

        # The query's scale (query_pre_attn_scalar ** -0.5) is folded into its norm.
        q = heads(flat[0], self.heads, "q", float(self.c.get("query_pre_attn_scalar", hd))
                  ** -0.5)
        k = heads(flat[1], self.kv_heads, "k")
        k, v = self.repeat_kv(k, i, "k"), self.repeat_kv(flat[2], i, "v")
        ctx = self.op("MultiHeadAttention", [q, k, v, "", "", bias], f"l{i}.ctx", MS,
                      num_heads=self.heads, scale=1.0)
        o_w = self.w[p + "o_proj.weight"]
        if o_mul is not None:
            o_w = o_w * o_mul[None, :]
        return self.matmul(ctx, o_w, f"l{i}.o_proj")

    def repeat_kv(self, x: str, i: int, name: str) -> str:
        """Grouped heads: each key or value head repeated for the query heads it serves
        ([batch, seq, kv_heads * head_dim] -> [batch, seq, heads * head_dim])."""
        import numpy as np

        group = self.heads // self.kv_heads
        if self.kv_heads == 1:
            return self.op("Tile", [x, self.const(f"l{i}.{name}.times", np.array(
                [1, 1, group]))], f"l{i}.{name}x")
        split = self.op("Reshape", [x, self.const(f"l{i}.{name}.kv", np.array(
            [0, 0, self.kv_heads, 1, self.head_dim]))], f"l{i}.{name}.kv5")
        tiled = self.op("Tile", [split, self.const(f"l{i}.{name}.times", np.array(
            [1, 1, 1, group, 1]))], f"l{i}.{name}.tiled")
        return self.op("Reshape", [tiled, self.const(f"l{i}.{name}.all", np.array(
            [0, 0, self.heads * self.head_dim]))], f"l{i}.{name}x")

    def value_factors(self, i: int) -> tuple[NDArray[Any] | None, NDArray[Any] | None]:
        """The output projection's smoothing: its input (the attention's output) is a
        mix of value rows, so a factor divides a value head's channel and multiplies the
        projection's columns of every query head that reads that value head. A value
        head's factors are the geometric mean of its query heads'. (rows of v_proj to
        divide, columns of o_proj to multiply), or (None, None)."""
        import numpy as np

        s = self.factors(i, "o_proj")
        if s is None:
            return None, None
        group = self.heads // self.kv_heads
        shared = np.exp(np.log(s.reshape(self.kv_heads, group, self.head_dim)).mean(axis=1))
        return shared.reshape(-1), np.repeat(shared, group, axis=0).reshape(-1)

    def inputs(self, i: int) -> dict[str, tuple[str, NDArray[Any]]]:
        """Per MatMul kind of layer ``i``: the tensor it multiplies and its weight [out,
        in] (unsmoothed), what `memdir.providers.semantic.smoothing` measures."""
        import numpy as np

        a, m = f"layers.{i}.self_attn.", f"layers.{i}.mlp."
        return {"qkv_proj": (f"l{i}.in", np.concatenate(
                    [self.w[a + n + "_proj.weight"] for n in "qkv"])),
                "o_proj": (f"l{i}.ctx", self.w[a + "o_proj.weight"]),
                "gate_up_proj": (f"l{i}.pf", np.concatenate(
                    [self.w[m + "gate_proj.weight"], self.w[m + "up_proj.weight"]])),
                "down_proj": (f"l{i}.act", self.w[m + "down_proj.weight"])}

    def mlp(self, x: str, i: int) -> str:
        import numpy as np

        p = f"layers.{i}.mlp."
        gate_w, up_w = self.w[p + "gate_proj.weight"], self.w[p + "up_proj.weight"]
        down_w = self.w[p + "down_proj.weight"]
        s = self.factors(i, "down_proj")  # the product's channels: up's rows divided
        if s is not None:
            up_w, down_w = up_w / s[:, None], down_w * s[None, :]
        w_both = np.concatenate([gate_w, up_w])
        s = self.factors(i, "gate_up_proj")
        both = self.matmul(x, w_both if s is None else w_both * s[None, :],
                           f"l{i}.gate_up_proj")
        gate, up = f"l{i}.gate", f"l{i}.up"
        self.op("Split", [both, self.const(f"l{i}.gu.sizes", np.array(
            [len(gate_w), len(up_w)]))], [gate, up], axis=-1)
        gelu = self.op("FastGelu", [gate], f"l{i}.gelu", MS)  # the tanh form
        return self.matmul(self.op("Mul", [gelu, up], f"l{i}.act"), down_w, f"l{i}.down_proj")

    def build(self) -> ModelProto:
        """The graph. Each sub-block's output norm, its residual and the next norm: the
        residual's add and the next norm are one SkipSimplifiedLayerNormalization. The
        nodes and weights are the model's alone once it is made (a graph of a gigabyte is
        not held twice)."""
        import numpy as np
        from onnx import TensorProto, helper

        self.inits, self.nodes = [], []
        x = self.embeddings()
        rope, masks = self.positions(), self.masks()
        layers = self.c["num_hidden_layers"]
        h = self.rms_norm(x, self.gamma(self.w["layers.0.input_layernorm.weight"],
                                        self.factors(0, "qkv_proj")), "l0.in")
        for i in range(layers):
            p = f"layers.{i}."
            kind = "global" if self.c["layer_types"][i] == "full_attention" else "local"
            h = self.rms_norm(self.attention(h, i, rope[kind], masks[kind]), self.gamma(
                self.w[p + "post_attention_layernorm.weight"]), f"l{i}.pa")
            h = self.skip_norm(h, x, self.gamma(self.w[p + "pre_feedforward_layernorm.weight"],
                                                self.factors(i, "gate_up_proj")),
                               f"l{i}.pf", f"l{i}.res1")
            x = f"l{i}.res1"
            h = self.rms_norm(self.mlp(h, i), self.gamma(
                self.w[p + "post_feedforward_layernorm.weight"]), f"l{i}.pff")
            last = i + 1 == layers
            following = self.gamma(self.w["norm.weight"]) if last else self.gamma(
                self.w[f"layers.{i + 1}.input_layernorm.weight"],
                self.factors(i + 1, "qkv_proj"))
            h = self.skip_norm(h, x, following, "final" if last else f"l{i + 1}.in",
                               f"l{i}.out")
            x = f"l{i}.out"
        out_dim = self.hidden
        if self.dense:
            folded = self.dense[0].astype(np.float64)
            for later in self.dense[1:]:
                folded = later.astype(np.float64) @ folded
            h = self.matmul(h, folded.astype(np.float32), "out.dense")
            out_dim = len(folded)
        self.nodes.append(helper.make_node("Identity", [h], ["last_hidden_state"]))
        graph = helper.make_graph(
            self.nodes, "gemma3_encoder",
            [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
             for n in ("input_ids", "attention_mask")],
            [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                           ["batch", "seq", out_dim])], self.inits)
        self.inits, self.nodes = [], []
        model = helper.make_model(graph, opset_imports=[
            helper.make_opsetid("", 17), helper.make_opsetid(MS, 1)])
        model.ir_version = 8
        return model
