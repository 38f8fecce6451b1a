"""Where a fused prompt hook's time goes in the resident process, against a lexical one.

The resident (`memdir.integrations.resident_server.Resident`) is made in this process,
twice over one project of ``--records`` synthetic records with every vector stored: one
with the fused ranker and the model (``--model``, default EmbeddingGemma-300M as `memdir
semantic fetch` prepared it; ``--quick``: the test suite's model), one lexical. Each
round asks both for a UserPromptSubmit hook (its ``hook`` request, as the hook process
sends it), in a shuffled order, ``--pause`` seconds apart as prompts come, a new prompt
and session each time; before each, the work its loop does between requests is done
(every vector and density: `Resident._warm`). For the fused hook the model's calls are
timed from inside: when the query's embedding starts after the request
(``Embedder.prefetch``'s thread), how long the encoder's pass takes, how long the
request's own thread waits for the vector (``embed_query``), and the time from the
vector to the answer (the product with every vector, the densities, the fusion, the
answer's text). What the hook process itself costs (start, connect, send, print) is
`benchmarks/resident.py`'s, the same for both. ``--one-thread``: a third resident, fused,
whose encoder runs on one intra-op thread (the same model and stored vectors), asked in
the same rounds: what the second thread changes, same run.

Run: ``python -m benchmarks.hook_profile [--records 1000] [--rounds 40] [--pause 0.3]
[--model PATH] [--keep DIR] [--one-thread] [--quick]``.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import (
    fill_store,
    parser,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .resident import PREPARE, copy_graph

PAUSE = 0.3  # seconds before each hook, as between a person's prompts


def _payload(project: Path, prompt: str, session: str) -> str:
    return json.dumps({"session_id": session, "transcript_path": str(project / "none.jsonl"),
                       "cwd": str(project), "permission_mode": "default",
                       "hook_event_name": "UserPromptSubmit", "prompt": prompt})


class _Timed:
    """The embedder's calls, timed: (start, end) of each encoder pass and of each wait
    for a query's vector."""

    def __init__(self, embedder: Any) -> None:
        self.passes: list[tuple[float, float]] = []
        self.waits: list[tuple[float, float]] = []
        run, query = embedder._embed, embedder.embed_query

        def timed_run(texts: list[str], batch: int = 8) -> Any:
            start = time.perf_counter()
            out = run(texts, batch)
            self.passes.append((start, time.perf_counter()))
            return out

        def timed_query(text: str) -> Any:
            start = time.perf_counter()
            out = query(text)
            self.waits.append((start, time.perf_counter()))
            return out

        embedder._embed, embedder.embed_query = timed_run, timed_query


def _settle(resident: Any) -> None:
    """What the resident's loop does between requests, done: every vector and density
    it would compute before the next prompt (`Resident._warm`)."""
    resident._warming = True
    while resident._warming:
        resident._warm()


def measure(tmp: Path, records: int, rounds: int, model: str, pause: float,
            keep: Path | None, one_thread: bool = False) -> dict[str, Any]:
    project = (keep or tmp) / f"project-{records}"
    (project / ".git").mkdir(parents=True, exist_ok=True)
    if not (project / ".memory").exists():
        fill_store(project / ".memory", synthetic_records(records))
    env = {"MEMDIR_PROJECT": str(project), "MEMDIR_HOME": str(tmp / "home"),
           "MEMDIR_PROVIDER": "offline", "MEMDIR_SEMANTIC_MODEL": model,
           "MEMDIR_RANKER": "fused", "MEMDIR_RESIDENT": "off",
           "MEMDIR_CACHE": str(tmp / "cache")}
    copy_graph(model, tmp / "cache")
    prepared = subprocess.run([sys.executable, "-c", PREPARE, str(project / ".memory")],
                              env={**os.environ, **env}, capture_output=True, text=True,
                              timeout=3600)
    if prepared.returncode != 0:
        raise RuntimeError(f"the vectors could not be made: {prepared.stderr[-800:]}")
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        from memdir.foundation.config import Config
        from memdir.integrations.resident_server import Resident

        config = Config.from_env()
        fused = Resident(config, None)  # type: ignore[arg-type]  # never listens
        lexical = Resident(dataclasses.replace(config, ranker="lexical"), None)  # type: ignore[arg-type]
        fused.model.current()
        deadline = time.monotonic() + 300
        while fused.model.embedder is None and time.monotonic() < deadline:
            time.sleep(0.1)
        if fused.model.embedder is None:
            raise RuntimeError(f"the model did not load: {fused.model.why}")
        residents = {"lexical": lexical, "fused": fused}
        if one_thread:  # the same model on one intra-op thread, beside it
            from .threads import _embedder

            alone = Resident(config, None)  # type: ignore[arg-type]
            alone.model.embedder = _embedder(model, 1)
            alone.model.embedder.name = fused.model.embedder.name  # its stored vectors
            alone.model.source = fused.model.source  # loaded: not loaded again
            residents["fused_one_thread"] = alone
        timed = {k: _Timed(r.model.embedder) for k, r in residents.items() if k != "lexical"}
        prompts = [q for q in synthetic_queries(6 * rounds + 20) if q.isascii()]
        for n, resident in enumerate([*residents.values()] * 2):  # warm
            resident._hook({"raw": _payload(project, prompts[n], f"warm-{n}"),
                            "cwd": str(project)})
        rows: dict[str, list[float]] = {k: [] for k in (
            *residents, "to_start", "encoder", "wait", "after_vector")}
        rng = random.Random(5)
        for i in range(rounds):
            order = list(residents)
            rng.shuffle(order)
            for kind in order:
                for warming in residents.values():
                    if warming is not lexical:
                        _settle(warming)
                time.sleep(pause)
                for t in timed.values():
                    t.passes.clear()
                    t.waits.clear()
                resident = residents[kind]
                start = time.perf_counter()
                answer, _ = resident._hook({"raw": _payload(project, prompts[10 + i],
                                                            f"{kind}-{i}"),
                                            "cwd": str(project)})
                end = time.perf_counter()
                if not answer.get("ok"):
                    raise RuntimeError(f"the hook was not answered: {answer}")
                rows[kind].append(end - start)
                if kind == "fused" and timed["fused"].passes and timed["fused"].waits:
                    (a, b), (w0, w1) = timed["fused"].passes[0], timed["fused"].waits[0]
                    rows["to_start"].append(a - start)
                    rows["encoder"].append(b - a)
                    rows["wait"].append(w1 - w0)
                    rows["after_vector"].append(end - w1)
        model_name = fused.model.embedder.name
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return {"records": records, "rounds": rounds, "model": model_name,
            **{k: summary_ms(v) for k, v in rows.items()}}


LABELS = {"lexical": "lexical hook, in the resident (request to answer)",
          "fused": "fused hook, in the resident (request to answer)",
          "fused_one_thread": "fused hook, the encoder on one intra-op thread",
          "to_start": "fused: request to the query's embedding started",
          "encoder": "fused: the encoder's pass (the query)",
          "wait": "fused: the request's thread waits for the vector",
          "after_vector": "fused: the vector to the answer (product, fusion, text)"}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None)
    p.add_argument("--rounds", type=int, default=None)
    p.add_argument("--pause", type=float, default=None)
    p.add_argument("--model", default=None)
    p.add_argument("--one-thread", action="store_true",
                   help="also a fused resident whose encoder runs on one intra-op thread, "
                        "interleaved with the others")
    p.add_argument("--keep", type=Path, default=None,
                   help="keep the project (its records and their vectors) here and use it "
                        "again (the layout of benchmarks/resident.py's --keep)")
    args = p.parse_args(argv)
    from .resident_speed import quality_model, test_model

    model = args.model or (test_model() if args.quick else quality_model())
    if model is None:
        raise SystemExit("no model: run 'memdir semantic fetch --accept-terms' or pass "
                         "--model PATH")
    records = args.records or (40 if args.quick else 1_000)
    rounds = args.rounds or (3 if args.quick else 40)
    pause = args.pause if args.pause is not None else (0.01 if args.quick else PAUSE)
    # A short folder: the residents made here never listen, but their stores' paths are.
    tmp = Path(tempfile.mkdtemp(prefix="md-hp-", dir="/tmp"))
    load = os.getloadavg()[0]
    try:
        data = measure(tmp, records, rounds, model, pause, args.keep, args.one_thread)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    data["load_average"] = [load, os.getloadavg()[0]]
    print(f"model {data['model']}, {records:,} records, {rounds} rounds, load average "
          f"{load:.2f} -> {data['load_average'][1]:.2f}")
    print(table(["in the resident", "p50 ms", "p95 ms"],
                [(LABELS[k], data[k]["p50_ms"], data[k]["p95_ms"]) for k in LABELS
                 if k in data]))
    write_result("hook_profile", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
