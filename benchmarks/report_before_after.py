"""RESULTS.md's section comparing two checkouts (`benchmarks.before_after`)."""

from __future__ import annotations

from typing import Any

from .common import table

# The targets row says "before/after the one write path: ...".
SECTIONS = {"before_after": ("## Before and after", "before/after")}
# A metric is worse than before beyond the machine's noise when its median after the
# change is above the slowest run before it and more than this much above their median.
NOISE = 1.10
MISSED_NOTES = {
    "before_after": "A metric marked *worse* has its median after the change above the "
                    "slowest run before it and more than 10% above the median before; each "
                    "is explained under the tables.",
}


def worse(row: dict[str, Any]) -> bool:
    """Whether a metric (lower is better) got worse beyond noise (see `NOISE`)."""
    return (not row["load"] and row["after"]["median"] > row["before"]["high"]
            and row["ratio"] > NOISE)


def _num(v: float) -> str:
    if abs(v) >= 100:
        return f"{v:,.0f}"
    return f"{v:.1f}" if abs(v) >= 10 else f"{v:.2f}" if abs(v) >= 1 else f"{v:.3g}"


def render_rows(rows: list[dict[str, Any]]) -> str:
    def cell(s: dict[str, float]) -> str:
        return f"{_num(s['median'])} ({_num(s['low'])}-{_num(s['high'])})"
    return table(["metric", "before: median (range)", "after: median (range)",
                  "after / before"],
                 [(("load: " if r["load"] else "") + r["metric"], cell(r["before"]),
                   cell(r["after"]),
                   f"{r['ratio']:.2f}" + (" **worse**" if worse(r) else ""))
                  for r in rows])


TITLES = {"writes": "Writes (`benchmarks/writes.py`: FileStore upserts, durable)",
          "recall": "Recall (`benchmarks/recall.py`, 100 to 10,000 records)",
          "hook_latency": "Hook latency (`benchmarks/hook_latency.py`: `memdir hook "
                          "claude-code` per event, a new process each)",
          "startup": "Startup (`benchmarks/startup.py`: fresh processes, 1,000 records)"}


def before_after(d: dict[str, Any], out: list[str],
                 targets: list[tuple[str, str, bool, str]]) -> None:
    commits = d["commits"]
    repeats = d["repeats"] if isinstance(d["repeats"], dict) else \
        dict.fromkeys(d["summary"], d["repeats"])
    out.append(f"## Before and after {d['label']} ({d['date']})\n")
    out.append(f"Each benchmark of both checkouts, before ({commits['before']}) and after "
               f"({commits['after']}), each with its own scripts and interpreter, "
               "repeated on this machine: each repeat ran one benchmark on "
               "both back to back, the order swapped every other repeat, so both saw the "
               "same load (`python -m benchmarks.before_after`). Each cell is the median "
               "of the repeats with the lowest and highest run; *load* rows are what the "
               "same runs measured of the seed and the disk, to show how loaded each side's "
               "windows were. Lower is better in every row.\n")
    bad = []
    for name, rows in d["summary"].items():
        out.append(f"{TITLES.get(name, name)}, {repeats[name]} repeats:\n")
        out.append(render_rows(rows))
        out.append("")
        bad += [f"{name}: {r['metric']}" for r in rows if worse(r)]
    for note in d.get("notes", []):
        out.append(note + "\n")
    mine = [r for rows in d["summary"].values() for r in rows if not r["load"]]
    best, worst = min(mine, key=lambda r: r["ratio"]), max(mine, key=lambda r: r["ratio"])
    targets.append((f"before/after {d['label']}: writes, recall, hook latency and startup "
                    "no worse (medians of repeats; worse: above the slowest run before, "
                    "and by >10%)",
                    f"{len(bad)} of {len(mine)} metrics worse; after / before from "
                    f"{best['ratio']:.2f} to {worst['ratio']:.2f}",
                    not bad, "before_after"))
