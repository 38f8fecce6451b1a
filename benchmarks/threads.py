"""onnxruntime's intra-op threads for the model: a query's and a record's embedding with one
and with two, in one process, interleaved.

Two `Embedder`s of the same model (``--model``, default: EmbeddingGemma-300M as `memdir
semantic fetch` prepared it; ``--quick``: the test suite's model), one with one intra-op
thread and one with two; each round embeds one new query (``embed_query``, the query
cache cleared) and one new synthetic record (``embed``, a body of 40 words: about 90
pieces with the prompt) with each, in a shuffled order, a pause between runs as between a
person's prompts. Wall time and the process's CPU time (both threads' work) per run; the
load average before and after; the resident memory a second session costs (``VmRSS``
before and after it was made). The machine is shared: run it beside what it is compared
with, never alone against a number of another day.

Run: ``python -m benchmarks.threads [--rounds 60] [--model PATH] [--quick]``.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import parser, synthetic_queries, synthetic_records, table, write_result

PAUSE = 0.03  # seconds before each run


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _embedder(model: str, threads: int) -> Any:
    """An `Embedder` of ``model`` whose session runs ``threads`` intra-op threads."""
    from memdir.providers.semantic import embedder, graphs
    from memdir.providers.semantic.fetch import cache_root

    saved = embedder.THREADS
    embedder.THREADS = threads
    try:
        found = graphs.graph_for(Path(model), cache_root())
        assert found is not None  # made when missing
        graph, tokenizer = found
        return embedder.Embedder(graph, tokenizer, Path(model).name,
                                 graphs.settings_of(tokenizer))
    finally:
        embedder.THREADS = saved


def _session(embedder: Any, threads: int) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    graph = embedder._session._model_path
    return ort.InferenceSession(graph, options, providers=["CPUExecutionProvider"])


def measure(model: str, rounds: int, pause: float = PAUSE) -> dict[str, Any]:
    from memdir.store.fusion import record_text

    before = _rss_mb()
    one = _embedder(model, 1)
    middle = _rss_mb()
    two = _embedder(model, 2)
    after = _rss_mb()
    # A second session alone (what a choice of threads per run would add to an Embedder):
    # onnxruntime's session over the same graph, options as the Embedder's.
    extra = _session(one, 2)
    alone = _rss_mb()
    del extra
    records = [record_text(r) for r in synthetic_records(rounds + 1)]
    queries = synthetic_queries(rounds + 1)
    for e in (one, two):  # warm: the first run of a session allocates its buffers
        e.embed([records[0]])
        e.embed_query(queries[0])
    times: dict[str, tuple[list[float], list[float]]] = {}
    rng = random.Random(7)
    load = os.getloadavg()[0]
    for i in range(1, rounds + 1):
        runs = [(kind, n) for kind in ("query", "record") for n in (1, 2)]
        rng.shuffle(runs)
        for kind, n in runs:
            e = one if n == 1 else two
            e._queries.clear()
            time.sleep(pause)
            wall, cpu = time.perf_counter(), time.process_time()
            if kind == "query":
                e.embed_query(queries[i])
            else:
                e.embed([records[i]])
            row = times.setdefault(f"{kind}, {n} thread{'s' if n > 1 else ''}", ([], []))
            row[0].append((time.perf_counter() - wall) * 1000)
            row[1].append((time.process_time() - cpu) * 1000)
    return {"model": one.name, "rounds": rounds,
            "threads": {k: {"wall_p50_ms": round(statistics.median(w), 2),
                            "wall_mean_ms": round(statistics.fmean(w), 2),
                            "cpu_p50_ms": round(statistics.median(c), 2)}
                        for k, (w, c) in sorted(times.items())},
            "rss_mb": {"before": round(before, 1), "one_session": round(middle - before, 1),
                       "second_embedder": round(after - middle, 1),
                       "second_session": round(alone - after, 1)},
            "load_average": [load, os.getloadavg()[0]]}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=None)
    p.add_argument("--model", default=None)
    args = p.parse_args(argv)
    from .resident_speed import quality_model, test_model

    model = args.model or (test_model() if args.quick else quality_model())
    if model is None:
        raise SystemExit("no model: run 'memdir semantic fetch --accept-terms' or pass "
                         "--model PATH")
    rounds = args.rounds or (3 if args.quick else 60)
    data = measure(model, rounds, PAUSE / 10 if args.quick else PAUSE)
    rows = [(k, v["wall_p50_ms"], v["wall_mean_ms"], v["cpu_p50_ms"])
            for k, v in data["threads"].items()]
    print(f"model {data['model']}, {rounds} rounds, load average "
          f"{data['load_average'][0]:.2f} -> {data['load_average'][1]:.2f}")
    print(table(["run", "wall p50 ms", "wall mean ms", "CPU p50 ms"], rows))
    rss = data["rss_mb"]
    print(f"resident memory: an Embedder {rss['one_session']} MB, a second one "
          f"{rss['second_embedder']} MB, a second session alone {rss['second_session']} MB")
    write_result("threads", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
