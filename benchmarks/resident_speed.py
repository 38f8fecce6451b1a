"""The quality model in the resident process: a fused recall and a write's vector at 1,000
and 10,000 records.

With ``MEMDIR_RANKER=fused``, `memdir recall` and the prompt hook ask the resident process
(`memdir.service.resident`) to rank each file store; the resident holds the model and the
stores. This measures, per store size (``--sizes``, synthetic records: a third each
English, Chinese, Japanese), with the model ``--model`` (default: EmbeddingGemma-300M as
`memdir semantic fetch` prepared it in the cache; nothing is downloaded):

- **first sync**: every record's vector computed once (``sync_vectors``, batches of 8 in
  one process), the cost of turning a store fused;
- **a new resident's first prompts**: `COLD` fused recalls `GAP` apart right after the
  resident opened the store, while it still measures its records' densities between
  them (`memdir.store.density`); then the resident is left until it reports nothing left
  to compute (``warming`` in its status: every vector and density; the seconds it took
  are recorded), as it is by a person's second prompt;
- **fused recall**: a ``search`` request to the settled resident, timed by the asker from
  connect to answer (the socket, JSON, the resident's look at the store, the lexical ranker, the
  query's embedding, the nearest vectors, the fusion), `GAP` apart (prompts come seconds
  apart: the resident waits between them), every query a new text (the
  model's query cache never answers), and the resident's own CPU time per request (from
  /proc, a mean); *lexical* beside it is the same store's ``SearchIndex.search`` in the
  benchmark's own process, same run, interleaved, and the same after a look at every
  file (``FileStore.look_again``: a stat of each), what every request cost the resident
  before it watched its stores' folders; then the same prompts again, each worded anew
  (*the prompts again*: what the resident computed for the first pass, the densities of
  the records they came near, `memdir.store.density`, is kept);
- **a write's vector**: the time to embed one new record (``Embedder.embed``, the model
  loaded in the benchmark's process as in the resident: what any write pays, wherever it
  is embedded): a synthetic record (a body of 40 words: about 90 pieces with the prompt)
  and a memory of the labelled set (as agents write them: about 37), wall time and the
  CPU time of the benchmark's process while it ran (the encoder's intra-op threads:
  nothing else of this process runs then), which a loaded machine inflates less; and, in
  the resident, a new record written by another process (as ``memdir save``) then the
  next fused recall, at once (*right after a
  write*: the resident reads the files its watch named and ranks with the vectors stored,
  the new record found by the lexical ranker; it embeds the record after answering) or
  `PAUSE` later (*a moment after*: it did so between requests, on the change), against
  the recall before it.

Target (issue #23): at 10,000 records, fused recall p50 <= 40 ms and a write's vector
<= 50 ms. The machine is shared: the load average is recorded beside every size.

Run: ``python -m benchmarks.resident_speed [--sizes 1000 10000] [--queries 200]
[--writes 30] [--model PATH|NAME] [--keep DIR] [--quick]``.
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
from typing import Any

from memdir.foundation.record import Record

from .common import (
    fill_store,
    fresh_env,
    parser,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .resident import copy_graph

TARGET_RECALL_MS = 40.0
TARGET_WRITE_MS = 50.0
PAUSE = 1.0  # seconds between a write and "a moment after"
# Seconds the resident sleeps before each timed recall, as between a person's prompts:
# a process woken after a sleep is scheduled as one, whatever else keeps the machine busy.
GAP = 0.1
FULL = {"sizes": (1_000, 10_000), "queries": 200, "writes": 30, "gap": GAP, "pause": PAUSE}
# --quick times nothing it reports on (a smoke run): its pauses are a fifth as long.
QUICK = {"sizes": (40,), "queries": 6, "writes": 3, "gap": GAP / 5, "pause": PAUSE / 5}
# A new resident's first prompts, timed before it has measured its records' densities
# (then it is left to settle, as it does in the seconds between a person's prompts).
COLD = 20
# Run in the setup's environment: every record's vector stored, the time it took.
PREPARE = """
import json, sys, time
from memdir.providers.semantic import get_embedder, model_source
from memdir.store.files.index import SearchIndex
from memdir.store.files.store import FileStore
from memdir.store.files.vectors import sync_vectors
embedder = get_embedder(model_source())
index = SearchIndex(FileStore(sys.argv[1]))
index.search('warm')
start = time.perf_counter()
done = sync_vectors(index, embedder)
print(json.dumps({'embedded': done, 'seconds': time.perf_counter() - start,
                  'model': embedder.name}))
"""


def quality_model() -> str | None:
    """EmbeddingGemma-300M's folder when `memdir semantic fetch` prepared it, else None."""
    from memdir.providers.semantic import catalog, fetch

    folder = fetch.prepared(catalog.QUALITY, fetch.cache_root())
    return str(folder) if folder else None


def test_model() -> str | None:
    from .resident import default_model

    return default_model()


def _load() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0]) if Path(
        "/proc/loadavg").exists() else float("nan")


def _store(folder: Path, size: int, env: dict[str, str]) -> dict[str, Any]:
    """A store of ``size`` records with every vector of the model, and what its first sync
    cost (a store kept by ``--keep`` is made once: its first sync as measured then, with
    the load average of that moment)."""
    memory, note = folder / ".memory", folder / "first_sync.json"
    if not memory.exists():
        fill_store(memory, synthetic_records(size))
    load = _load()
    done = subprocess.run([sys.executable, "-c", PREPARE, str(memory)], env=env,
                          capture_output=True, text=True, timeout=7200)
    if done.returncode != 0:
        raise RuntimeError(f"the store's vectors could not be made: {done.stderr[-800:]}")
    found = dict(json.loads(done.stdout.strip().splitlines()[-1]))
    if note.exists() and found["embedded"] == 0:
        earlier = json.loads(note.read_text())
        if earlier.get("model") == found["model"]:
            return dict(earlier)
    found["load_average"] = [load, _load()]
    note.write_text(json.dumps(found))
    return found


def _until_up(resident: Any, deadline_s: float = 300) -> dict[str, Any]:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        status = resident.status()
        if status and status.get("model"):
            return dict(status)
        time.sleep(0.2)
    raise RuntimeError("the resident did not load the model (see its resident.log)")


def _until_settled(resident: Any, deadline_s: float = 600) -> float:
    """Seconds until the resident has nothing left to compute between requests (every
    record's vector and density), as in the seconds between a person's first prompts."""
    start = time.monotonic()
    while time.monotonic() - start < deadline_s:
        status = resident.status()
        if status and status.get("warming") is False:
            return time.monotonic() - start
        time.sleep(0.2)
    raise RuntimeError("the resident did not settle (see its resident.log)")


def _search(resident: Any, root: Path, query: str) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    answer = resident.ask({"kind": "search", "root": str(root), "scope": "project",
                           "query": query, "limit": 5}, budget=30.0, start=False)
    took = time.perf_counter() - start
    if not answer or not answer.get("ok"):
        raise RuntimeError(f"the resident did not rank: {answer}")
    return took, answer


def _cpu_seconds(pid: int) -> float:
    """CPU time (user + system) a process has used, from /proc (clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _labelled(n: int) -> list[Record]:
    """Memories as agents write them (the labelled set's, about 37 pieces with the
    prompt), under names of their own."""
    from . import quality_data

    found = quality_data.records()
    return [Record(name=f"{r['name']}-speed", description=r["description"], type=r["type"],
                   body=r["body"]) for r in (found[i % len(found)] for i in range(n))]


def _new_record(size: int, k: int) -> Record:
    rec = synthetic_records(1, start=size + 50_000 + k)[0]
    return Record(name=rec.name, description=rec.description, type=rec.type, body=rec.body)


def measure_size(tmp: Path, size: int, model: str, queries: int, writes: int,
                 keep: Path | None, gap: float = GAP, pause: float = PAUSE
                 ) -> dict[str, Any]:
    from memdir.providers.semantic import get_embedder
    from memdir.service import resident
    from memdir.store.files.store import FileStore
    from memdir.store.fusion import record_text

    folder = (keep / f"store-{size}") if keep else tmp / f"store-{size}"
    project, home = folder / "project", tmp / f"home-{size}"
    (project / ".git").mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    env = fresh_env(project, home, tmp / "pycache")
    env.update(MEMDIR_SEMANTIC_MODEL=model, MEMDIR_RANKER="fused", MEMDIR_RESIDENT="on",
               MEMDIR_CACHE=str((keep or tmp) / f"cache-{size}"))
    copy_graph(model, Path(env["MEMDIR_CACHE"]))
    first = _store(project, size, env)
    load_before = _load()
    root = (project / ".memory").resolve()
    saved = {k: os.environ.get(k) for k in env if k.startswith("MEMDIR_")}
    os.environ.update({k: v for k, v in env.items() if k.startswith("MEMDIR_")})
    try:
        where = resident.place()
        assert where is not None, "no resident here (Linux only)"
        resident.private_folder(where.folder, create=True)
        resident.launch(where)
        up = _until_up(resident)
        n_cold = min(COLD, queries)
        texts = synthetic_queries(queries + 3 + n_cold)
        for q in texts[:3]:  # warm: the store opened, its vectors in the matrix
            _search(resident, root, q)
        # A new resident's first prompts, GAP apart: it measures its records' densities
        # between them (`memdir.store.density`), and these meet records it has not reached.
        cold = []
        for q in texts[-n_cold:]:
            time.sleep(gap)
            cold.append(_search(resident, root, q)[0])
        settled = _until_settled(resident)
        texts = texts[:-n_cold]
        store = FileStore(root)
        embedder = get_embedder(Path(model))
        embedder.embed(["warm up"])
        recall, lexical, looked = [], [], []
        store.search("warm")
        cpu_before = _cpu_seconds(up["pid"])
        for q in texts[3:]:
            time.sleep(gap)
            recall.append(_search(resident, root, q)[0])
            start = time.perf_counter()
            store.search(q, 5)
            lexical.append(time.perf_counter() - start)
            store.look_again()  # what every request cost the resident before its watch
            start = time.perf_counter()
            store.search(q, 5)
            looked.append(time.perf_counter() - start)
        recall_cpu = (_cpu_seconds(up["pid"]) - cpu_before) / max(len(recall), 1)
        # The same prompts again, worded anew (the query cache never answers): what the
        # resident kept from the first pass (its records' densities) is warm.
        again = []
        for q in texts[3:]:
            time.sleep(gap)
            again.append(_search(resident, root, f"{q} (again)")[0])
        # The write's vector in this process (what embedding a record costs) and, in the
        # resident, the recall after a write by another process against the one before.
        costs: dict[str, tuple[list[float], list[float]]] = {
            kind: ([], []) for kind in ("query", "synthetic", "labelled")}
        labelled = [record_text(r) for r in _labelled(writes)]
        before, after, later = [], [], []
        for k in range(writes):
            rec = _new_record(size, k)
            q = texts[3 + k % queries]
            embedder._queries.clear()  # a new query text, every time
            for kind, text in (("synthetic", record_text(rec)), ("labelled", labelled[k]),
                               ("query", q)):
                wall, cpu = time.perf_counter(), time.process_time()
                if kind == "query":
                    embedder.embed_query(text)
                else:
                    embedder.embed([text])
                costs[kind][0].append(time.perf_counter() - wall)
                costs[kind][1].append(time.process_time() - cpu)
            before.append(_search(resident, root, f"{q} [{k}]")[0])
            store.upsert(rec)
            if k % 2:  # a moment later, as a prompt comes after a save
                time.sleep(pause)
                later.append(_search(resident, root, f"{q} <{k}>")[0])
            else:
                after.append(_search(resident, root, f"{q} <{k}>")[0])
        status = resident.status() or {}
        for k in range(writes):  # the store as it was (kept by --keep for the next run)
            store.delete(_new_record(size, k).name)
        store.close()
    finally:
        stopped = resident.stop()
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return {"records": size, "model": up["model"], "first_sync": {
                "embedded": first["embedded"], "seconds": round(first["seconds"], 1),
                "load_average": first["load_average"]},
            "recall_fused_new_resident": summary_ms(cold),
            "settled_seconds": round(settled, 1),
            "recall_fused": summary_ms(recall), "recall_fused_again": summary_ms(again),
            "recall_lexical_in_process": summary_ms(lexical),
            "lexical_after_a_full_look_in_process": summary_ms(looked),
            "recall_fused_resident_cpu_mean_ms": round(recall_cpu * 1000, 2),
            "query_embedding_in_process": summary_ms(costs["query"][0]),
            "query_embedding_cpu": summary_ms(costs["query"][1]),
            "write_vector_in_process": summary_ms(costs["synthetic"][0]),
            "write_vector_cpu": summary_ms(costs["synthetic"][1]),
            "write_vector_labelled": summary_ms(costs["labelled"][0]),
            "write_vector_labelled_cpu": summary_ms(costs["labelled"][1]),
            "recall_before_write": summary_ms(before), "recall_after_write": summary_ms(after),
            "recall_a_moment_after_write": summary_ms(later),
            "after_minus_before_p50_ms": round(
                (statistics.median(after) - statistics.median(before)) * 1000, 2),
            "resident_loads": status.get("loads"), "answered": status.get("answered"),
            "stopped": stopped, "load_average": [load_before, _load()]}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--sizes", type=int, nargs="*", default=None)
    p.add_argument("--queries", type=int, default=None)
    p.add_argument("--writes", type=int, default=None)
    p.add_argument("--model", default=None,
                   help="a model folder or a pinned model's name (default: EmbeddingGemma-300M "
                        "as prepared in the cache; --quick: the test suite's model)")
    p.add_argument("--keep", type=Path, default=None,
                   help="keep the stores (and their vectors) here and use them again")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    model = args.model or (test_model() if args.quick else quality_model())
    if model is None:
        raise SystemExit("no model: run 'memdir semantic fetch --accept-terms' (the quality "
                         "model) or pass --model PATH")
    if not Path(model).exists():
        from memdir.providers.semantic import catalog, fetch

        spec = catalog.MODELS.get(model)
        found = fetch.prepared(spec, fetch.cache_root()) if spec else None
        if found is None:
            raise SystemExit(f"{model} is neither a folder nor a prepared pinned model")
        model = str(found)
    sizes = args.sizes or size["sizes"]
    queries, writes = args.queries or size["queries"], args.writes or size["writes"]
    # A short folder: the resident's socket lives in it.
    tmp = Path(tempfile.mkdtemp(prefix="md-rs-", dir="/tmp"))
    try:
        runs = [measure_size(tmp, n, model, queries, writes, args.keep, size["gap"],
                             size["pause"]) for n in sizes]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    data = {"model_source": model, "queries": queries, "writes": writes, "sizes": runs}
    _print(data)
    write_result("resident_speed", data, args.out, args.quick)
    return data


def _print(d: dict[str, Any]) -> None:
    rows = []
    for r in d["sizes"]:
        n = f"{r['records']:,}"
        rows += [(f"{n}: fused recall, a new resident's first prompts",
                  r["recall_fused_new_resident"]["p50_ms"],
                  r["recall_fused_new_resident"]["p95_ms"]),
                 (f"{n}: fused recall (resident, settled)", r["recall_fused"]["p50_ms"],
                  r["recall_fused"]["p95_ms"]),
                 (f"{n}: fused recall, the prompts again", r["recall_fused_again"]["p50_ms"],
                  r["recall_fused_again"]["p95_ms"]),
                 (f"{n}: lexical (in process)", r["recall_lexical_in_process"]["p50_ms"],
                  r["recall_lexical_in_process"]["p95_ms"]),
                 (f"{n}: lexical after a look at every file",
                  r["lexical_after_a_full_look_in_process"]["p50_ms"],
                  r["lexical_after_a_full_look_in_process"]["p95_ms"]),
                 (f"{n}: a query's embedding", r["query_embedding_in_process"]["p50_ms"],
                  r["query_embedding_in_process"]["p95_ms"]),
                 (f"{n}: a query's embedding, CPU", r["query_embedding_cpu"]["p50_ms"],
                  r["query_embedding_cpu"]["p95_ms"]),
                 (f"{n}: a write's vector", r["write_vector_in_process"]["p50_ms"],
                  r["write_vector_in_process"]["p95_ms"]),
                 (f"{n}: a write's vector, CPU", r["write_vector_cpu"]["p50_ms"],
                  r["write_vector_cpu"]["p95_ms"]),
                 (f"{n}: a labelled memory's vector", r["write_vector_labelled"]["p50_ms"],
                  r["write_vector_labelled"]["p95_ms"]),
                 (f"{n}: a labelled memory's vector, CPU",
                  r["write_vector_labelled_cpu"]["p50_ms"],
                  r["write_vector_labelled_cpu"]["p95_ms"]),
                 (f"{n}: recall before a write", r["recall_before_write"]["p50_ms"],
                  r["recall_before_write"]["p95_ms"]),
                 (f"{n}: recall right after a write", r["recall_after_write"]["p50_ms"],
                  r["recall_after_write"]["p95_ms"]),
                 (f"{n}: recall a moment after a write",
                  r["recall_a_moment_after_write"]["p50_ms"],
                  r["recall_a_moment_after_write"]["p95_ms"])]
    print(f"model {d['sizes'][0]['model']}, {d['queries']} queries, {d['writes']} writes")
    print(table(["measure", "p50 ms", "p95 ms"], rows))
    for r in d["sizes"]:
        print(f"{r['records']:,} records: the resident's CPU per fused recall "
              f"{r['recall_fused_resident_cpu_mean_ms']} ms (mean)")
        print(f"{r['records']:,} records: first sync {r['first_sync']['seconds']} s "
              f"({r['first_sync']['embedded']} vectors); load average "
              f"{r['load_average'][0]:.2f} -> {r['load_average'][1]:.2f}")


if __name__ == "__main__":
    main()
