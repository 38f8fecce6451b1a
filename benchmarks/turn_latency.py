"""Turn latency: how long the user waits per turn with memory off, on, and seed-style.

The model is a fake that sleeps a fixed time per call (``--delay``), so the numbers count
model round trips, which dominate a real turn; memdir's own work (selection ranking,
file writes) is included as it really happens. Every turn is a realistic agent turn: one
tool call and one final answer (2 agent calls). Three ways to run the same session:

- **off**: no memory. The floor.
- **on** (``memdir chat``'s default, mode ``both``): selection before the loop (one small
  call), extraction and consolidation after the answer on the background writer.
- **seed-sync**: the same memdir pipeline run the seed's way: extraction (and
  consolidation when the store grew past its threshold) inside the turn, after the answer
  is ready but before control returns to the user.

"User-visible latency" is the time from submitting a prompt to getting the answer back
(the next prompt can be typed). Turns follow each other with ``--think`` seconds of user
think time (default 0: the worst case for background work, which then competes with the
next turn). The background writer's remaining work at exit is reported separately.

The target: memory adds at most one call before the answer and nothing after it.

Run: ``python -m benchmarks.turn_latency [--quick] [--delay 0.2] [--turns 8]``.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from memdir.agent.session import ChatSession
from memdir.pipeline.consolidate import CONSOLIDATE_SYSTEM
from memdir.pipeline.extract import EXTRACTION_SYSTEM
from memdir.pipeline.select import SELECT_SYSTEM
from memdir.testing import ScriptedProvider, tool_call

from .common import fill_store, parser, summary_ms, synthetic_records, table, write_result

FULL = {"turns": 8, "delay": 0.2, "records": 30}
QUICK = {"turns": 3, "delay": 0.02, "records": 12}


class CallLog:
    """When each model call started, and of which kind."""

    def __init__(self) -> None:
        self.calls: list[tuple[float, str, bool]] = []
        self.lock = threading.Lock()

    def add(self, kind: str) -> None:
        # Calls from the background writer's thread are not on the user's path.
        on_path = threading.current_thread() is threading.main_thread()
        with self.lock:
            self.calls.append((time.perf_counter(), kind, on_path))

    def between(self, start: float, end: float) -> list[str]:
        """Kinds of the calls made on the user's path between two instants."""
        with self.lock:
            return [kind for at, kind, on_path in self.calls if on_path and start <= at <= end]


def fake_model(delay: float, log: CallLog, turns: int) -> ScriptedProvider:
    """A model that answers every kind of request memdir makes, after ``delay`` seconds."""
    stored = iter(range(10_000))

    def answer(system: str, messages: list, tools: list) -> Any:
        if system.startswith(SELECT_SYSTEM):
            log.add("select")
            return "[0, 1]"
        if system.startswith(EXTRACTION_SYSTEM):
            log.add("extract")
            n = next(stored)
            return json.dumps([{"name": f"pref-{n}", "type": "feedback", "scope": "persistent",
                                "description": f"User preference number {n} for deploy {n * 7}",
                                "body": f"Stated in turn {n}.", "quote": "always"}])
        if system.startswith(CONSOLIDATE_SYSTEM):
            log.add("consolidate")
            return "[]"  # refused as empty: consolidation costs its call and changes nothing
        log.add("agent")
        last = messages[-1]["content"]
        if isinstance(last, list) and last and last[0].get("type") == "tool_result":
            return "Done: the deploy script is scripts/deploy.sh."
        return tool_call("glob", {"pattern": "*.py"})

    # Enough answers for every call of every turn (unused ones are fine here).
    return ScriptedProvider(*[answer] * (turns * 8 + 20), delay=delay)


class SyncWriter:
    """The seed's way: the turn's memory work runs before control returns to the user."""

    def __init__(self, session: ChatSession) -> None:
        self.session = session

    def submit(self, *, project_store: str, session: str, messages: list,
               extra: dict | None = None) -> None:
        self.session._process({"project_store": project_store, "session": session,
                               "messages": messages})


def run_mode(mode: str, cfg: dict[str, Any], think: float, tmp: Path) -> dict[str, Any]:
    project = tmp / mode / "proj"
    (project / ".git").mkdir(parents=True)
    (project / "app.py").write_text("print('hi')\n")
    os.environ["MEMDIR_HOME"] = str(tmp / mode / "home")
    fill_store(project / ".memory", synthetic_records(cfg["records"]))
    log = CallLog()
    model = fake_model(cfg["delay"], log, cfg["turns"])
    session = ChatSession(model, workspace=project, permission="yes",
                          mode="off" if mode == "off" else "both")
    if mode == "seed-sync":
        session.agent.writer = SyncWriter(session)  # type: ignore[assignment]
    waits, before = [], []
    for turn in range(cfg["turns"]):
        start = time.perf_counter()
        result = session.run(f"From now on always deploy with scripts/deploy.sh (turn {turn}).")
        end = time.perf_counter()
        assert result.ok, result
        waits.append(end - start)
        before.append(log.between(start, end))
        time.sleep(think)
    exit_start = time.perf_counter()
    session.close()
    exit_wait = time.perf_counter() - exit_start
    shutil.rmtree(tmp / mode, ignore_errors=True)
    kinds = [k for turn in before for k in turn]
    per_turn = {k: kinds.count(k) / len(before) for k in ("agent", "select", "extract",
                                                            "consolidate")}
    total = [k for _, k, _ in log.calls]
    return {"latency": summary_ms(waits), "calls_before_answer_per_turn": per_turn,
            "memory_calls_on_user_path_per_turn": sum(per_turn[k] for k in
                                                      ("select", "extract", "consolidate")),
            "calls_after_answer_on_user_path_per_turn": per_turn["extract"]
            + per_turn["consolidate"],
            "total_calls": {k: total.count(k) for k in sorted(set(total))},
            "exit_wait_ms": round(exit_wait * 1000, 1)}


def main() -> None:
    p = parser(__doc__.split("\n")[0])
    p.add_argument("--delay", type=float, default=None, help="seconds per model call")
    p.add_argument("--turns", type=int, default=None)
    p.add_argument("--think", type=float, default=0.0, help="user think time between turns")
    args = p.parse_args()
    cfg = dict(QUICK if args.quick else FULL)
    if args.delay is not None:
        cfg["delay"] = args.delay
    if args.turns is not None:
        cfg["turns"] = args.turns
    old_home = os.environ.get("MEMDIR_HOME")
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("off", "on", "seed-sync"):
            results[mode] = run_mode(mode, cfg, args.think, Path(tmp))
    if old_home is None:
        os.environ.pop("MEMDIR_HOME", None)
    else:
        os.environ["MEMDIR_HOME"] = old_home

    off = results["off"]["latency"]["mean_ms"]
    sync = results["seed-sync"]["latency"]["mean_ms"]
    rows = []
    for mode, r in results.items():
        lat = r["latency"]
        c = r["calls_before_answer_per_turn"]
        rows.append([mode, lat["p50_ms"], lat["mean_ms"], lat["mean_ms"] / off,
                     lat["mean_ms"] / sync, c["agent"], c["select"],
                     r["calls_after_answer_on_user_path_per_turn"], r["exit_wait_ms"]])
    print(f"Turn latency, fake model sleeping {cfg['delay'] * 1000:.0f} ms per call, "
          f"{cfg['turns']} turns, store of {cfg['records']} records, think time "
          f"{args.think:g} s\n")
    print(table(["mode", "p50 ms", "mean ms", "x off", "x seed-sync", "agent calls",
                 "select calls", "memory calls after answer", "exit wait ms"], rows))
    on = results["on"]["calls_before_answer_per_turn"]
    met = (on["select"] <= 1 and results["on"]["calls_after_answer_on_user_path_per_turn"] == 0)
    print(f"\ntarget (memory adds <= 1 call before the answer, none after it): "
          f"{'met' if met else 'NOT met'}")
    print("model calls in total:", {m: r["total_calls"] for m, r in results.items()})
    write_result("turn_latency", {"config": {**cfg, "think": args.think},
                                  "results": results, "target_met": met},
                 args.out, args.quick)


if __name__ == "__main__":
    main()
