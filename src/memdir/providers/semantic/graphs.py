"""The graph of a model the user names (``MEMDIR_SEMANTIC_MODEL``): one per model, kept in
the cache dir and made again only when the model changes.

A folder may hold ``model.onnx`` or, like most packaged sentence-transformers models,
``model.safetensors`` + ``config.json`` of a BERT encoder, converted to ONNX without torch
(`memdir.providers.semantic.bert_onnx`); either is quantized to int8
(`memdir.providers.semantic.int8`) unless its memdir-model.json says it already is. The
result is ``graphs/<digest of the model's path>.onnx`` with a note of the size and time of
what it was made from: a model changed on disk replaces its graph, never adds one beside
it (graphs once piled up, one per modification time).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import SemanticUnavailable
from memdir.providers.semantic import catalog
from memdir.providers.semantic.embedder import FUSION_NUMBERS

SETTINGS_FILE = "memdir-model.json"


# What says how a model's ranker is fused with the lexical one (`memdir.store.fusion`).
FUSION_KEYS = ("method", *FUSION_NUMBERS)


def settings_of(tokenizer: Path) -> dict[str, Any]:
    """The memdir-model.json beside ``tokenizer``. For a pinned model (its ``model`` names
    one of `catalog.MODELS`) the fusion is the catalog's, not what the file kept when the
    model was prepared: a fusion measured again reaches folders already made without
    fetching or building anything again."""
    path = tokenizer.with_name(SETTINGS_FILE)
    try:
        data = json_text.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    spec = catalog.MODELS.get(str(data.get("model")))
    if spec is not None:
        data = {k: v for k, v in data.items() if k not in FUSION_KEYS}
        data.update({k: v for k, v in spec.settings.items() if k in FUSION_KEYS})
    return data


def model_files(source: Path) -> tuple[Path, Path]:
    """(the model's weights or graph, its tokenizer.json) of a folder or ``.onnx`` file."""
    folder = source.parent if source.is_file() else source
    tokenizer = folder / "tokenizer.json"
    if not tokenizer.exists():
        raise SemanticUnavailable(f"{folder} has no tokenizer.json; recall uses the "
                                  "lexical ranker.")
    if source.is_file():
        return source, tokenizer
    for name in ("model.onnx", "model.safetensors"):
        if (folder / name).exists():
            return folder / name, tokenizer
    raise SemanticUnavailable(f"{folder} has neither model.onnx nor model.safetensors; "
                              "recall uses the lexical ranker.")


def graph_for(source: Path, root: Path, *, int8: bool = True,
              make: bool = True) -> tuple[Path, Path] | None:
    """(graph, tokenizer.json) to load for ``source``; made now if needed, or None when
    ``make`` is False and it is not made yet (a per-prompt process only checks)."""
    base, tokenizer = model_files(source)
    ready = settings_of(tokenizer).get("int8") is True
    if base.suffix == ".onnx" and (ready or not int8):
        return base, tokenizer
    st = base.stat()
    stamp = {"source": str(base.resolve()), "size": st.st_size, "mtime_ns": st.st_mtime_ns,
             "int8": int8}
    key = hashlib.blake2b(f"{base.resolve()}|{int8}".encode(), digest_size=10).hexdigest()
    target = root / "graphs" / f"{key}.onnx"
    note = target.with_suffix(".json")
    try:
        current = json.loads(note.read_text(encoding="utf-8")) == stamp
    except (OSError, ValueError):
        current = False
    if current and target.exists():
        return target, tokenizer
    if not make:
        return None
    _make(base, target, int8)
    tmp = note.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(stamp), encoding="utf-8")
    os.replace(tmp, note)
    return target, tokenizer


def _make(base: Path, target: Path, int8: bool) -> None:
    try:
        import onnx

        if base.suffix == ".onnx":
            model = onnx.load(str(base))
        else:
            from memdir.providers.semantic.bert_onnx import convert

            model = onnx.load_from_string(convert(base.parent))
        if int8:
            from memdir.providers.semantic.int8 import quantize_model

            try:
                model = quantize_model(model)
            except Exception:  # noqa: BLE001 - an op the quantizer refuses: keep float32
                pass
    except ImportError as exc:
        raise SemanticUnavailable(
            f"Preparing {base} needs the {exc.name!r} package (pip install "
            "'memdir[semantic]'); recall uses the lexical ranker.") from exc
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_bytes(model.SerializeToString())
    os.replace(tmp, target)  # another process may make the same graph at the same time
