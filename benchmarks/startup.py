"""Fresh-process startup: what every prompt pays for ``memdir recall`` and the hook.

Claude Code starts ``memdir hook claude-code`` as a new process for every prompt
(UserPromptSubmit) and waits for it; ``memdir recall`` is the same path from a shell. Both
pay interpreter start, memdir's imports and one recall over the store. This measures the
wall time of the real commands (the ``memdir`` console script by absolute path, as the
Claude Code installer writes it) on a ``--records`` record store (1,000 by default),
against the seed's recall as a fresh process (``python -m benchmarks.seed_baseline
recall``: read every file, keyword-select) on the same records, in the same run, runs
interleaved so load on the machine hits every command alike. Python's own start
(``python -c pass``) is shown for reading the numbers.

Target: both commands at most 2x the seed's fresh process (p50). The JSON also keeps the
``-X importtime`` top 15 (cumulative, each module's median over 5 hook processes), to show
what the hook imports.

Run: ``python -m benchmarks.startup [--records 1000] [--runs 40] [--quick]``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.launch import memdir_command

from .common import (
    ROOT,
    fill_seed_store,
    fill_store,
    fresh_env,
    parser,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

FULL = {"records": 1_000, "runs": 40}  # p50 of 40 interleaved runs: load comes in bursts
QUICK = {"records": 40, "runs": 2}
TARGET_RATIO = 2.0  # ours / the seed's fresh process, p50
COMMANDS = ("seed", "recall", "hook", "python")
IMPORT_RUNS = 5  # hook processes whose -X importtime tables are combined (median)


def _timed(argv: Sequence[str], env: dict[str, str], cwd: Path,
           stdin: str = "") -> tuple[float, float, str]:
    """(wall seconds, CPU seconds, stdout) of one process. CPU time (user + system, from
    the child's own rusage) is what a busy machine changes least: it is reported beside
    the wall time, which is the target."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(list(argv), stdin=subprocess.PIPE, stdout=out, stderr=err,
                                env=env, cwd=cwd)
        proc.stdin.write(stdin.encode("utf-8"))  # type: ignore[union-attr]
        proc.stdin.close()  # type: ignore[union-attr]
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if proc.returncode != 0:
            raise RuntimeError(f"{argv[:3]} exited {proc.returncode}: "
                               f"{err.read().decode(errors='replace')[-500:]}")
        return elapsed, usage.ru_utime + usage.ru_stime, out.read().decode("utf-8")


def _payload(project: Path, transcript: Path, prompt: str, n: int) -> str:
    return json.dumps({"session_id": f"startup-{n}", "transcript_path": str(transcript),
                       "cwd": str(project), "permission_mode": "default",
                       "hook_event_name": "UserPromptSubmit", "prompt": prompt},
                      ensure_ascii=False)


def import_top(argv: Sequence[str], env: dict[str, str], cwd: Path, stdins: Sequence[str],
               count: int = 15) -> list[dict[str, Any]]:
    """The ``count`` slowest imports (cumulative µs) of ``argv``, each module's median over
    one run per stdin: one run's table on a shared machine is mostly its noise."""
    seen: dict[str, dict[str, list[int]]] = {}
    for stdin in stdins:
        done = subprocess.run(list(argv), input=stdin, capture_output=True, text=True,
                              env={**env, "PYTHONPROFILEIMPORTTIME": "1"}, cwd=cwd,
                              timeout=120)
        for line in done.stderr.splitlines():
            parts = line.removeprefix("import time:").split("|")
            if len(parts) == 3 and parts[0].strip().isdigit():
                times = seen.setdefault(parts[2].rstrip(), {"self": [], "cumulative": []})
                times["self"].append(int(parts[0]))
                times["cumulative"].append(int(parts[1]))
    rows = [{"module": module, "self_us": int(statistics.median(t["self"])),
             "cumulative_us": int(statistics.median(t["cumulative"]))}
            for module, t in seen.items()]
    return sorted(rows, key=lambda r: -r["cumulative_us"])[:count]


def measure(tmp: Path, records: int, runs: int) -> dict[str, Any]:
    recs = synthetic_records(records)
    project, home = tmp / "project", tmp / "home"
    home.mkdir()
    fill_store(project / ".memory", recs)
    seed = fill_seed_store(tmp / "seed" / ".memory", recs)
    env = fresh_env(project, home, tmp / "pycache")
    transcript = tmp / "transcript.jsonl"
    transcript.write_text(json.dumps({"type": "user", "message": {
        "role": "user", "content": "Let us look at the deploy scripts."}}) + "\n",
        encoding="utf-8")
    queries = synthetic_queries(max(runs, 3))
    hook = memdir_command("hook", "claude-code")

    def argv(command: str, query: str, run: int = 0) -> tuple[list[str], Path, str]:
        if command == "seed":
            return ([sys.executable, "-m", "benchmarks.seed_baseline", "recall",
                     str(seed.root), query], ROOT, "")
        if command == "recall":
            return memdir_command("recall", query, "--json"), project, ""
        if command == "hook":
            # A new session each run: a session is shown each record once.
            return hook, project, _payload(project, transcript, query, run)
        return [sys.executable, "-c", "pass"], project, ""

    for command in COMMANDS:  # warm-up: bytecode caches, the index, the page cache
        args, cwd, stdin = argv(command, queries[0])
        _timed(args, env, cwd, stdin)
    samples: dict[str, list[float]] = {c: [] for c in COMMANDS}
    cpu: dict[str, list[float]] = {c: [] for c in COMMANDS}
    answered = {"recall": 0, "hook": 0, "seed": 0}
    for i in range(runs):
        for command in COMMANDS:
            args, cwd, stdin = argv(command, queries[i % len(queries)], i + 1)
            seconds, cpu_s, stdout = _timed(args, env, cwd, stdin)
            samples[command].append(seconds)
            cpu[command].append(cpu_s)
            if command in answered:
                answered[command] += stdout.strip() not in ("", "[]")
    stdins = [argv("hook", queries[0], runs + 1 + i)[2] for i in range(IMPORT_RUNS)]
    return {"records": records, "runs": runs,
            "commands": {c: summary_ms(v) for c, v in samples.items()},
            "cpu": {c: summary_ms(v) for c, v in cpu.items()},
            "answered": answered, "hook_import_top": import_top(hook, env, project, stdins)}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None, help="records in the store")
    p.add_argument("--runs", type=int, default=None, help="runs per command (median)")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    with tempfile.TemporaryDirectory(prefix="memdir-startup-bench-") as tmp_name:
        data = measure(Path(tmp_name), args.records or size["records"],
                       args.runs or size["runs"])
    seed_ms = data["commands"]["seed"]["p50_ms"]
    data["ratios"] = {c: round(data["commands"][c]["p50_ms"] / seed_ms, 2)
                      for c in ("recall", "hook")}
    seed_cpu = data["cpu"]["seed"]["p50_ms"]
    data["cpu_ratios"] = {c: round(data["cpu"][c]["p50_ms"] / seed_cpu, 2)
                          for c in ("recall", "hook")}
    data["target_ratio"] = TARGET_RATIO
    data["target_met"] = all(r <= TARGET_RATIO for r in data["ratios"].values())
    print(f"Fresh processes, {data['records']:,} records, {data['runs']} runs each, ms")
    print(table(["command", "p50", "p95", "/ seed (p50)", "CPU p50", "CPU / seed"],
                [(c, s["p50_ms"], s["p95_ms"], s["p50_ms"] / seed_ms,
                  data["cpu"][c]["p50_ms"], data["cpu"][c]["p50_ms"] / seed_cpu)
                 for c, s in data["commands"].items()]))
    print("\nHook imports, top 15 by cumulative time (µs)")
    print(table(["module", "cumulative", "self"],
                [(r["module"], r["cumulative_us"], r["self_us"])
                 for r in data["hook_import_top"]]))
    write_result("startup", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
