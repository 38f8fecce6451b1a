"""Hook latency: how long Claude Code waits for ``memdir hook claude-code``.

Claude Code runs the hook as a fresh process for every event and waits for it: at session
start (SessionStart), before each prompt reaches the model (UserPromptSubmit), and when
each turn ends (Stop). This measures the wall time of the real command, payload on stdin,
on a project store of ``--records`` records (5,000 by default), the median of ``--runs``
runs per event, against two baselines measured in the same run, runs interleaved so that
load from others on the machine hits every column alike:

- **no-op**: ``memdir hook claude-code`` with ``{}`` on stdin, the cost of starting Python
  and the CLI and answering nothing;
- **empty**: the same event on a project that starts with no memories.

So the ratio "store / empty" is what the records cost, and "store / no-op" what the
whole hook costs over a hook process that does nothing. The first call on a new store also
builds the search index (once per store; reported separately as "cold"). For Stop, the
hook's own time is what Claude Code waits for; the detached extraction's completion time
(read from the hook log) is reported too, to show it happens after the hook returned.

Run: ``python -m benchmarks.hook_latency [--records 5000] [--runs 7] [--quick]``.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .common import (
    fill_store,
    fresh_env,
    parser,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

FULL = {"records": 5_000, "runs": 7}
QUICK = {"records": 60, "runs": 1}
EVENTS = ("SessionStart", "UserPromptSubmit", "Stop")
SETTLE_S = 0.3  # after a Stop's extraction is logged, before the next call


def memdir_argv() -> list[str]:
    script = Path(sys.executable).parent / "memdir"
    return [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]


def wall(argv: list[str], env: dict[str, str], stdin: str = "",
         cwd: Path | None = None) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(argv, input=stdin, capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=120)
    return time.perf_counter() - start, done


def hook_payload(event: str, project: Path, session: str, transcript: Path,
                 prompt: str) -> str:
    data: dict[str, Any] = {"session_id": session, "transcript_path": str(transcript),
                            "cwd": str(project), "permission_mode": "default",
                            "hook_event_name": event}
    if event == "SessionStart":
        data.update(source="startup", model="claude-sonnet-4-5")
    elif event == "UserPromptSubmit":
        data["prompt"] = prompt
    elif event == "Stop":
        data["stop_hook_active"] = False
    return json.dumps(data, ensure_ascii=False)


def write_transcript(path: Path, n: int) -> None:
    """A Claude Code transcript whose last turn states one durable preference."""
    lines = [
        {"type": "user", "message": {"role": "user", "content":
            f"From now on, always run linter number {n} before committing."}},
        {"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "text", "text": "Understood."}]}},
    ]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def extraction_lines(home: Path) -> int:
    try:
        text = (home / "logs" / "claude-code.log").read_text(encoding="utf-8")
    except OSError:
        return 0
    return sum(" Stop in " in line for line in text.splitlines())


def _event(argv: list[str], setup: dict[str, Any], event: str, session: str,
           transcript: Path, query: str) -> float:
    """Wall seconds of one hook call; a Stop call also waits for its detached extraction
    (so the next run does not share the machine with it) and records when it was done."""
    before = extraction_lines(setup["home"])
    seconds, done = wall(argv, setup["env"], hook_payload(
        event, setup["project"], session, transcript, query), cwd=setup["project"])
    if done.returncode != 0:
        raise RuntimeError(f"{event} hook exited {done.returncode}: {done.stderr}")
    if event == "UserPromptSubmit":
        setup["recalled"].append(bool(done.stdout.strip()))
    if event == "Stop":
        start = time.perf_counter() - seconds
        deadline = time.perf_counter() + 120
        while extraction_lines(setup["home"]) <= before and time.perf_counter() < deadline:
            time.sleep(0.01)
        setup["extraction_s"].append(time.perf_counter() - start)
        # The detached process logs its line before it exits: let it exit, so the next
        # call measured does not share the machine with its shutdown.
        time.sleep(SETTLE_S)
    return seconds


def measure(setups: dict[str, dict[str, Any]], runs: int, queries: list[str],
            tmp: Path) -> dict[str, Any]:
    """Median wall time of each event over ``runs`` runs for every setup (after one cold
    call each). Runs are interleaved (no-op, then each setup's events, run by run), so
    load from others on the machine hits every column alike."""
    argv = [*memdir_argv(), "hook", "claude-code"]
    noop_setup = setups["empty"]
    wall(argv, noop_setup["env"], "{}")  # warms the bytecode cache, outside every sample
    for label, setup in setups.items():
        setup.update(samples={e: [] for e in EVENTS}, extraction_s=[], recalled=[])
        transcript = tmp / f"{label}-cold.jsonl"
        write_transcript(transcript, 0)
        setup["cold_s"], _ = wall(argv, setup["env"], hook_payload(
            "UserPromptSubmit", setup["project"], f"{label}-cold", transcript, queries[0]),
            cwd=setup["project"])
    noop: list[float] = []
    for i in range(-1, runs):  # run -1 warms every event's imports and is not counted
        if i >= 0:
            noop.append(wall(argv, noop_setup["env"], "{}")[0])
        for label, setup in setups.items():
            session, transcript = f"{label}-{i}", tmp / f"{label}-{i}.jsonl"
            write_transcript(transcript, i + 2)
            for event in EVENTS:
                seconds = _event(argv, setup, event, session, transcript,
                                 queries[i % len(queries)])
                if i >= 0:
                    setup["samples"][event].append(seconds)
                elif event == "Stop":
                    setup["extraction_s"].clear()
                    setup["recalled"].clear()
    for setup in setups.values():
        setup["median_s"] = {e: statistics.median(v) for e, v in setup["samples"].items()}
    return {"noop_s": statistics.median(noop), **setups}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None, help="records in the store")
    p.add_argument("--runs", type=int, default=None, help="runs per event (median)")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    records = args.records or size["records"]
    runs = args.runs or size["runs"]
    queries = synthetic_queries(max(runs, 3))
    with tempfile.TemporaryDirectory(prefix="memdir-hook-bench-") as tmp_name:
        tmp = Path(tmp_name)
        setups: dict[str, dict[str, Any]] = {}
        for label, count in (("empty", 0), ("store", records)):
            project = tmp / label
            (project / ".git").mkdir(parents=True)
            if count:
                fill_store(project / ".memory", synthetic_records(count))
            home = tmp / f"home-{label}"
            setups[label] = {"project": project, "home": home,
                             "env": fresh_env(project, home, tmp / "pycache")}
        results = measure(setups, runs, queries, tmp)
    data = _summary(results, records, runs)
    write_result("hook_latency", data, args.out, args.quick)
    return data


def _summary(results: dict[str, Any], records: int, runs: int) -> dict[str, Any]:
    """Print the table and return the JSON result."""
    rows = []
    for event in EVENTS:
        empty = results["empty"]["median_s"][event]
        store = results["store"]["median_s"][event]
        rows.append([event, round(results["noop_s"] * 1000, 1), round(empty * 1000, 1),
                     round(store * 1000, 1), round(store / empty, 2),
                     round(store / results["noop_s"], 2)])
    print(f"memdir hook claude-code: wall time, median of {runs} run(s), "
          f"{records:,} records, runs interleaved\n")
    print(table(["event", "no-op ms", "empty ms", f"{records:,} rec ms", "store / empty",
                 "store / no-op"], rows))
    print(f"\ncold first call on the {records:,}-record store (builds the search index): "
          f"{results['store']['cold_s'] * 1000:,.0f} ms")
    extraction = results["store"]["extraction_s"]
    if extraction:
        print(f"detached extraction done after (median): "
              f"{statistics.median(extraction) * 1000:,.0f} ms; the Stop hook returned in "
              f"{results['store']['median_s']['Stop'] * 1000:,.0f} ms")
    return {
        "records": records, "runs": runs,
        "noop_ms": round(results["noop_s"] * 1000, 1),
        "events": {event: {"empty_ms": r[2], "store_ms": r[3], "store_over_empty": r[4],
                           "store_over_noop": r[5]}
                   for event, r in zip(EVENTS, rows, strict=True)},
        "cold_store_ms": round(results["store"]["cold_s"] * 1000, 1),
        "extraction_done_ms": round(statistics.median(extraction) * 1000, 1)
        if extraction else None,
        "prompts_with_context": sum(results["store"]["recalled"]),
    }


if __name__ == "__main__":
    main()
