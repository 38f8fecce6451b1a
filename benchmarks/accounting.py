"""The cost of accounting: a recall and a turn's end with the usage log on and off.

Two `Memory` objects over the same store, one writing the usage log
(`memdir.service.accounting`) and one with ``MEMDIR_ACCOUNTING=off``, are timed in the
same run, interleaved: each round times a block of recalls (then of turn ends) with one,
then the other, the order turning round every round, so both see the same machine.

- **recall**: ``Memory.recall(query)`` on the offline ranker over ``--records`` records
  (the work of every prompt; the log gets one ``recall`` event);
- **turn end**: ``Memory.after_turn`` with a scripted model (no wait) whose extraction
  proposes a record the store already holds: extraction, admission and the refusal run,
  nothing is written to disk, so accounting's share (a ``model``, a ``write`` and a
  ``turn`` event, the store's size) is as large as it gets in a real turn.

Each sample is a pair: the same step with the log on and off, back to back, the order
turning round. The result is the ratio of the lower deciles (p10), on / off (target: at
most 1.02 for both): on a shared machine a step's p10 is its time without another
process in the way, which is what the log adds to; the p50s and the median of the pairs'
differences are reported beside it (they move with the machine's load by more than the
log costs).

Run: ``python -m benchmarks.accounting [--quick] [--records N]``.
"""

from __future__ import annotations

import json
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from memdir.foundation.config import Config
from memdir.providers.base import Response
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider

from .common import (
    fill_store,
    parser,
    percentile,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

FULL = {"records": 1_000, "rounds": 20, "recalls": 50, "turns": 30}
QUICK = {"records": 100, "rounds": 2, "recalls": 5, "turns": 2}
TARGET = 1.02
CANDIDATE = json.dumps([{"name": "deploy-rule", "type": "project", "lifetime": "persistent",
                         "description": "Deploys go through the blue-green pipeline",
                         "body": "Deploys go through the blue-green pipeline",
                         "quote": "deploys go through the blue-green pipeline"}])
TURN = [{"role": "user", "content": "Remember: deploys go through the blue-green pipeline"},
        {"role": "assistant", "content": "Noted."}]


def _model() -> ScriptedProvider:
    def answer(system: str, messages: object, tools: object) -> Response:
        return Response(CANDIDATE, usage={"input_tokens": 900, "output_tokens": 60})

    model = ScriptedProvider()
    model.enqueue(*([answer] * 100_000))
    return model


def measure(sizes: dict[str, int], tmp: Path) -> dict[str, dict[str, float]]:
    fill_store(tmp / "proj" / ".memory", synthetic_records(sizes["records"]))
    base = Config(home=tmp / "home", provider="offline")
    on = Memory(tmp / "proj", user=False, provider=_model(), config=base)
    off = Memory(tmp / "proj", user=False, provider=_model(),
                 config=replace(base, accounting=False))
    queries = synthetic_queries(sizes["recalls"])
    steps: dict[str, Callable[[Memory, int], object]] = {
        "recall": lambda m, i: m.recall(queries[i % len(queries)]),
        "turn_end": lambda m, i: m.after_turn(TURN)}
    for memory in (on, off):  # warm: index opened, the record stored once
        memory.recall(queries[0])
        memory.after_turn(TURN)
    pairs: dict[str, list[tuple[float, float]]] = {kind: [] for kind in steps}
    for round_ in range(sizes["rounds"]):
        for kind, step in steps.items():
            count = sizes["recalls"] if kind == "recall" else sizes["turns"]
            for i in range(count):
                # Each sample is a pair run back to back, the order turning round, so a
                # change of load between blocks moves both.
                first_on = (round_ + i) % 2 == 0
                times = {}
                for name, memory in ((("on", on), ("off", off)) if first_on
                                     else (("off", off), ("on", on))):
                    start = time.perf_counter()
                    step(memory, i)
                    times[name] = time.perf_counter() - start
                pairs[kind].append((times["on"], times["off"]))
    on.close()
    off.close()
    out = {}
    for kind, both in pairs.items():
        on_ms = [a * 1000 for a, _ in both]
        off_ms = [b * 1000 for _, b in both]
        extra = statistics.median(a - b for a, b in zip(on_ms, off_ms, strict=True))
        on_p10, off_p10 = percentile(on_ms, 10), percentile(off_ms, 10)
        out[kind] = {"on_p50_ms": round(statistics.median(on_ms), 4),
                     "off_p50_ms": round(statistics.median(off_ms), 4),
                     "extra_p50_ms": round(extra, 4), "on_p10_ms": round(on_p10, 4),
                     "off_p10_ms": round(off_p10, 4), "ratio": round(on_p10 / off_p10, 4),
                     "samples": len(both)}
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None)
    args = p.parse_args(argv)
    sizes = dict(QUICK if args.quick else FULL)
    if args.records:
        sizes["records"] = args.records
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-accounting-"))
    try:
        results = measure(sizes, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(table(["step", "on p10 ms", "off p10 ms", "on / off (p10)", "on p50 ms",
                 "off p50 ms", "paired extra p50 ms", "samples"],
                [(k, r["on_p10_ms"], r["off_p10_ms"], f"{r['ratio']:.3f}", r["on_p50_ms"],
                  r["off_p50_ms"], r["extra_p50_ms"], r["samples"])
                 for k, r in results.items()]))
    data = {"records": sizes["records"], "target": TARGET, "results": results}
    write_result("accounting", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
