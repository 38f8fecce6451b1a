"""A tiny EmbeddingGemma folder (random weights, the real layout) and an independent numpy
forward pass of the same encoder, for tests that must not touch the 300M model."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np

HIDDEN, HEADS, KV_HEADS, HEAD_DIM, FF, VOCAB = 32, 2, 1, 16, 48, 64
# Three layers, a global one last as in the real model; a window of 6 (4 positions on
# each side once bidirectional) so that a 12-token text crosses it.
CONFIG = {"model_type": "gemma3_text", "architectures": ["Gemma3TextModel"],
          "hidden_size": HIDDEN, "num_attention_heads": HEADS, "num_key_value_heads": KV_HEADS,
          "head_dim": HEAD_DIM, "intermediate_size": FF, "vocab_size": VOCAB,
          "num_hidden_layers": 3, "rms_norm_eps": 1e-6, "query_pre_attn_scalar": HEAD_DIM,
          "rope_local_base_freq": 10_000.0, "rope_theta": 1_000_000.0, "sliding_window": 6,
          "layer_types": ["sliding_attention", "sliding_attention", "full_attention"],
          "use_bidirectional_attention": True, "hidden_activation": "gelu_pytorch_tanh"}
DENSE = (("2_Dense", HIDDEN, 3 * HIDDEN), ("3_Dense", 3 * HIDDEN, HIDDEN))


def weights(seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)

    def rand(*shape: int, s: float = 0.2) -> np.ndarray:
        return (rng.standard_normal(shape) * s).astype(np.float32)

    w = {"embed_tokens.weight": rand(VOCAB, HIDDEN, s=0.5), "norm.weight": rand(HIDDEN)}
    for i in range(CONFIG["num_hidden_layers"]):
        p = f"layers.{i}."
        w |= {p + "self_attn.q_proj.weight": rand(HEADS * HEAD_DIM, HIDDEN),
              p + "self_attn.k_proj.weight": rand(KV_HEADS * HEAD_DIM, HIDDEN),
              p + "self_attn.v_proj.weight": rand(KV_HEADS * HEAD_DIM, HIDDEN),
              p + "self_attn.o_proj.weight": rand(HIDDEN, HEADS * HEAD_DIM),
              p + "self_attn.q_norm.weight": rand(HEAD_DIM),
              p + "self_attn.k_norm.weight": rand(HEAD_DIM),
              p + "mlp.gate_proj.weight": rand(FF, HIDDEN),
              p + "mlp.up_proj.weight": rand(FF, HIDDEN),
              p + "mlp.down_proj.weight": rand(HIDDEN, FF)}
        for norm in ("input_layernorm", "post_attention_layernorm",
                     "pre_feedforward_layernorm", "post_feedforward_layernorm"):
            w[p + norm + ".weight"] = rand(HIDDEN)
    for name, n_in, n_out in DENSE:
        w[name] = rand(n_out, n_in, s=0.1)
    return w


def safetensors(tensors: dict[str, np.ndarray]) -> bytes:
    header, blobs, offset = {}, [], 0
    for name, arr in tensors.items():
        raw = np.ascontiguousarray(arr, dtype="<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(arr.shape),
                        "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    head = json.dumps(header).encode()
    return struct.pack("<Q", len(head)) + head + b"".join(blobs)


def write_folder(folder: Path, seed: int = 0) -> Path:
    """A sentence-transformers folder as EmbeddingGemma's (no tokenizer)."""
    w = weights(seed)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(CONFIG))
    (folder / "model.safetensors").write_bytes(safetensors(
        {k: v for k, v in w.items() if not k.endswith("_Dense")}))
    modules = [{"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models."
                "Transformer"},
               {"idx": 1, "name": "1", "path": "1_Pooling",
                "type": "sentence_transformers.models.Pooling"}]
    for k, (name, n_in, n_out) in enumerate(DENSE):
        sub = folder / name
        sub.mkdir(exist_ok=True)
        (sub / "config.json").write_text(json.dumps({
            "in_features": n_in, "out_features": n_out, "bias": False,
            "activation_function": "torch.nn.modules.linear.Identity"}))
        (sub / "model.safetensors").write_bytes(safetensors({"linear.weight": w[name]}))
        modules.append({"idx": k + 2, "name": str(k + 2), "path": name,
                        "type": "sentence_transformers.models.Dense"})
    (folder / "modules.json").write_text(json.dumps(modules))
    return folder


# ------------------------------------------------------------------ the reference
def _rms(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    x = x.astype(np.float64)
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + CONFIG["rms_norm_eps"]) * (1 + w)


def _rope(x: np.ndarray, base: float) -> np.ndarray:
    seq = x.shape[-2]
    inv = 1.0 / base ** (np.arange(0, HEAD_DIM, 2) / HEAD_DIM)
    freqs = np.arange(seq)[:, None] * inv[None, :]
    emb = np.concatenate([freqs, freqs], -1)
    half = HEAD_DIM // 2
    rotated = np.concatenate([-x[..., half:], x[..., :half]], -1)
    return x * np.cos(emb) + rotated * np.sin(emb)


def _gelu_tanh(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def reference(ids: np.ndarray, mask: np.ndarray, seed: int = 0) -> np.ndarray:
    """Sentence vectors [batch, HIDDEN] of the tiny model, written from the Gemma 3 text
    model's definition (float64): mean pooling over unmasked tokens, the dense layers,
    unit length."""
    w = {k: v.astype(np.float64) for k, v in weights(seed).items()}
    x = w["embed_tokens.weight"][ids] * np.sqrt(HIDDEN)
    seq = ids.shape[1]
    pos = np.arange(seq)
    window = CONFIG["sliding_window"] // 2 + 1
    pad = np.where(mask[:, None, None, :] > 0, 0.0, -1e9)
    band = np.where(np.abs(pos[:, None] - pos[None, :]) < window, 0.0, -1e9)
    for i, kind in enumerate(CONFIG["layer_types"]):
        p = f"layers.{i}."
        local = kind == "sliding_attention"
        base = CONFIG["rope_local_base_freq"] if local else CONFIG["rope_theta"]
        h = _rms(x, w[p + "input_layernorm.weight"])

        def split(name: str, n: int, h=h, p=p) -> np.ndarray:
            y = h @ w[p + f"self_attn.{name}_proj.weight"].T
            return y.reshape(*y.shape[:2], n, HEAD_DIM).transpose(0, 2, 1, 3)

        q = _rope(_rms(split("q", HEADS), w[p + "self_attn.q_norm.weight"]), base)
        k = _rope(_rms(split("k", KV_HEADS), w[p + "self_attn.k_norm.weight"]), base)
        v = split("v", KV_HEADS)
        k, v = np.repeat(k, HEADS // KV_HEADS, 1), np.repeat(v, HEADS // KV_HEADS, 1)
        scores = q @ k.transpose(0, 1, 3, 2) * CONFIG["query_pre_attn_scalar"] ** -0.5
        scores = scores + pad + (band if local else 0.0)
        probs = np.exp(scores - scores.max(-1, keepdims=True))
        probs /= probs.sum(-1, keepdims=True)
        ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(*x.shape[:2], HEADS * HEAD_DIM)
        x = x + _rms(ctx @ w[p + "self_attn.o_proj.weight"].T,
                     w[p + "post_attention_layernorm.weight"])
        h = _rms(x, w[p + "pre_feedforward_layernorm.weight"])
        mlp = (_gelu_tanh(h @ w[p + "mlp.gate_proj.weight"].T)
               * (h @ w[p + "mlp.up_proj.weight"].T)) @ w[p + "mlp.down_proj.weight"].T
        x = x + _rms(mlp, w[p + "post_feedforward_layernorm.weight"])
    x = _rms(x, w["norm.weight"])
    pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    for name, *_ in DENSE:
        pooled = pooled @ w[name].T
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


# ------------------------------------------------------------------ as published
WORDS = ["<pad>", "<eos>", "<bos>", "<unk>", "deploy", "to", "production", "the",
         "database", "hello", "world", "test", "tests", "title:", "none", "|", "text:",
         "task:", "search", "result", "query:"]


def tokenizer_json() -> str:
    """A word-level tokenizer over `WORDS` with Gemma's <bos> ... <eos> template."""
    from tokenizers import Tokenizer, models, pre_tokenizers, processors

    vocab = {w: i for i, w in enumerate(WORDS)}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.post_processor = processors.TemplateProcessing(
        single="<bos> $A <eos>", special_tokens=[("<bos>", 2), ("<eos>", 1)])
    return tok.to_str()


def published_folder(folder: Path, seed: int = 0) -> Path:
    """The tiny model's folder with its tokenizer: what the release holds."""
    write_folder(folder, seed)
    (folder / "tokenizer.json").write_text(tokenizer_json())
    return folder


FILES = ("config.json", "modules.json", "tokenizer.json", "model.safetensors",
         "2_Dense/config.json", "2_Dense/model.safetensors", "3_Dense/config.json",
         "3_Dense/model.safetensors")
PACKAGE = "tinygemmapkg"


def archive(folder: Path) -> bytes:
    """A zip of the folder under ``model_download/``, as the re-upload's chunks join to."""
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name in FILES:
            info = zipfile.ZipInfo(f"model_download/{name}", date_time=(2025, 1, 1, 0, 0, 0))
            zf.writestr(info, (folder / name).read_bytes(), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def wheels(folder: Path, parts: int = 3) -> dict[str, bytes]:
    """The archive split into ``parts`` wheels of a package, one ``chunk.bin`` each, by
    file name in version order."""
    import io
    import zipfile

    data = archive(folder)
    size = -(-len(data) // parts)
    out = {}
    for i in range(parts):
        version = f"0.2.{i + 1}"
        name = f"{PACKAGE}-{version}-py3-none-any.whl"
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as zf:
            for member, body in ((f"{PACKAGE}/chunk.bin", data[i * size:(i + 1) * size]),
                                 (f"{PACKAGE}/__init__.py", b"raise SystemExit('never')"),
                                 (f"{PACKAGE}-{version}.dist-info/METADATA",
                                  f"Name: {PACKAGE}\nVersion: {version}\n".encode())):
                zf.writestr(zipfile.ZipInfo(member, date_time=(2025, 1, 1, 0, 0, 0)), body)
        out[name] = buf.getvalue()
    return out


def spec(folder: Path, wheel_files: dict[str, bytes], **changes):
    """The ModelSpec pinning the tiny model, as the catalogue pins EmbeddingGemma."""
    import dataclasses
    import hashlib

    from memdir.providers.semantic.catalog import EMBEDDING_GEMMA, Pin

    def pin(name: str, data: bytes) -> Pin:
        return Pin(name, hashlib.sha256(data).hexdigest(), len(data))

    base = dataclasses.replace(
        EMBEDDING_GEMMA, name="tiny-gemma", title="tiny-gemma",
        files=tuple(pin(n, (folder / n).read_bytes()) for n in FILES),
        project=PACKAGE, wheels=tuple(pin(n, d) for n, d in wheel_files.items()),
        member=f"{PACKAGE}/chunk.bin", hub=("google/tiny-gemma", "0" * 40),
        kept_mb=1, peak_mb=1,
        settings={**EMBEDDING_GEMMA.settings, "max_tokens": 16})
    return dataclasses.replace(base, **changes)
