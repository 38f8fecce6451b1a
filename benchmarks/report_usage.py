"""RESULTS.md's section on the cost of accounting (`benchmarks.accounting`)."""

from __future__ import annotations

from typing import Any

from .common import table

SECTIONS = {"accounting": ("## Accounting: the usage log's cost", "accounting:")}
MISSED_NOTES = {
    "accounting": "The usage log's share is one JSON line appended to an open file per "
                  "event; a miss at this size is the machine's noise between the two "
                  "interleaved blocks (compare the p50s), or a step whose own work is "
                  "smaller than a file append.",
}


def accounting(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]
               ) -> None:
    res = d["results"]
    out.append(f"## Accounting: the usage log's cost ({d['date']})\n")
    out.append(f"`memdir.Memory` over {d['records']:,} records with the usage log on and "
               "with `MEMDIR_ACCOUNTING=off`, timed in the same run, blocks interleaved "
               "(benchmarks/accounting.py): each sample a pair, the same step on and off back to "
               "back; *on / off* is the ratio of the lower deciles, a step's time without "
               "another process in the way (the p50s move with the shared machine's load by "
               "more than the log costs). *recall*: `Memory.recall` on the offline ranker; "
               "*turn end*: `Memory.after_turn` with a scripted model (no wait) whose "
               "candidate the store already holds, so nothing is written to disk and the "
               "log's share (a model, a write and a turn event) is as large as it gets.\n")
    out.append(table(["step", "on p10 ms", "off p10 ms", "on / off (p10)", "on p50 ms",
                      "off p50 ms", "paired extra p50 ms", "samples"],
                     [(k.replace("_", " "), r["on_p10_ms"], r["off_p10_ms"],
                       f"{r['ratio']:.3f}", r["on_p50_ms"], r["off_p50_ms"],
                       r["extra_p50_ms"], r["samples"]) for k, r in res.items()]))
    out.append("")
    worst = max(r["ratio"] for r in res.values())
    targets.append(("accounting: a recall and a turn's end at most 2% slower with the usage "
                    "log on (same run)",
                    ", ".join(f"{k.replace('_', ' ')} x{r['ratio']:.3f}"
                              for k, r in res.items()),
                    worst <= d["target"], "accounting"))
