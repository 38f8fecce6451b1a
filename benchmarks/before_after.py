"""Before and after a change: writes, recall, hook latency and startup on two checkouts.

A change that rebuilds how memdir works inside (the one write path: every change a command
through one pipeline) must leave what users feel no worse. This runs the four benchmarks
of each checkout (its own scripts, its own ``.venv``: ``make .venv/.installed`` there) on
this machine, ``--repeats`` times. Each repeat runs one benchmark on both checkouts back to
back, the order swapped every other repeat, so the two see the same load on the shared
machine; each metric is reported as the median over the repeats with its range (lowest to
highest), and *after / before* is the ratio of the medians. The seed's times, measured by
the same runs, are listed as the load of each window.

Run: ``python -m benchmarks.before_after --before /tmp/oldtree [--repeats 3]``; the old
tree of the one-write-path change is commit 7938d96 (``git worktree add /tmp/oldtree
7938d96``). The JSON is ``benchmarks/results/before_after.json``, rendered into RESULTS.md
by ``python -m benchmarks.report``.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .common import ROOT, machine, parser, write_result
from .report_before_after import render_rows

# The arguments of each benchmark: the full runs, but recall without 100,000 records
# (minutes per repeat; its sizes up to 10,000 are the targets' size and the same code).
BENCHMARKS: dict[str, list[str]] = {
    "writes": [], "recall": ["--sizes", "100", "1000", "10000"], "hook_latency": [],
    "startup": []}

Metrics = dict[str, float]


def _writes(d: dict[str, Any]) -> tuple[Metrics, Metrics]:
    ours: Metrics = {}
    for s in d["samples"]:
        ours[f"a write into {s['size']:,} records, ms"] = s["ours_ms"]
    for s in d["samples"]:
        ours[f"a write into {s['size']:,} / the seed's (same run)"] = s["ours_ms"] / s["seed_ms"]
    last = d["samples"][-1]
    ours[f"a description change at {last['size']:,}, ms"] = last["ours_update_ms"]
    for t in d["totals"]:
        if t["ours"]["measured"] == "real":
            ours[f"{t['n']:,} writes into an empty store, ms/write"] = t["ours"]["per_write_ms"]
    load = {"fsync of a small file and its folder, p50 ms": d["fsync_ms"]["p50"],
            f"seed: a write into {last['size']:,}, ms": last["seed_ms"]}
    return ours, load


def _recall(d: dict[str, Any]) -> tuple[Metrics, Metrics]:
    ours: Metrics = {}
    load: Metrics = {}
    for r in d["sizes"]:
        size = f"{r['size']:,}"
        ours[f"in-process p50 at {size}, ms"] = r["in_process"]["ours"]["p50_ms"]
        ours[f"fresh process p50 at {size}, ms"] = r["fresh_process"]["ours"]["p50_ms"]
        ours[f"first call (index build) at {size}, ms"] = r["cold_first_recall_s"] * 1000
        ours[f"peak RSS at {size}, MiB"] = r["peak_rss_mib"]["ours"]
        ours[f"in-process at {size} / the seed's (same run)"] = \
            r["in_process"]["ours"]["p50_ms"] / r["in_process"]["seed"]["p50_ms"]
        ours[f"fresh process at {size} / the seed's (same run)"] = \
            r["fresh_process"]["ours"]["p50_ms"] / r["fresh_process"]["seed"]["p50_ms"]
        load[f"seed: in-process p50 at {size}, ms"] = r["in_process"]["seed"]["p50_ms"]
    load["python -c pass, ms"] = d["sizes"][-1]["fresh_process"]["python_startup_ms"]
    return ours, load


def _hook_latency(d: dict[str, Any]) -> tuple[Metrics, Metrics]:
    ours: Metrics = {}
    for event, e in d["events"].items():
        ours[f"{event}, {d['records']:,} records, ms"] = e["store_ms"]
        ours[f"{event}, empty project, ms"] = e["empty_ms"]
        ours[f"{event}, {d['records']:,} records / the no-op hook (same run)"] = \
            e["store_over_noop"]
    ours["no-op hook ({} on stdin), ms"] = d["noop_ms"]
    ours[f"first call on {d['records']:,} records (index build), ms"] = d["cold_store_ms"]
    if d.get("extraction_done_ms") is not None:
        ours["Stop's detached extraction done after, ms"] = d["extraction_done_ms"]
    return ours, {}


def _startup(d: dict[str, Any]) -> tuple[Metrics, Metrics]:
    ours: Metrics = {}
    for command in ("recall", "hook"):
        ours[f"fresh `{command}` p50, ms"] = d["commands"][command]["p50_ms"]
        ours[f"fresh `{command}` CPU p50, ms"] = d["cpu"][command]["p50_ms"]
        ours[f"fresh `{command}` / the seed's (same run)"] = d["ratios"][command]
    load = {"seed: fresh recall p50, ms": d["commands"]["seed"]["p50_ms"],
            "python -c pass p50, ms": d["commands"]["python"]["p50_ms"]}
    return ours, load


READ: dict[str, Callable[[dict[str, Any]], tuple[Metrics, Metrics]]] = {
    "writes": _writes, "recall": _recall, "hook_latency": _hook_latency,
    "startup": _startup}


def run_one(tree: Path, name: str, out: Path, quick: bool = False) -> dict[str, Any]:
    """Run benchmark ``name`` of the checkout ``tree`` with its own interpreter (``quick``:
    the benchmark's tiny sizes, for the test suite)."""
    python = tree / ".venv" / "bin" / "python"
    if not python.exists():
        if tree != ROOT:
            raise SystemExit(f"{tree} has no .venv: run 'make .venv/.installed' there first")
        python = Path(sys.executable)
    start = time.perf_counter()
    extra = ["--quick"] if quick else BENCHMARKS[name]
    done = subprocess.run([str(python), "-m", f"benchmarks.{name}", *extra, "--out", str(out)],
                          cwd=tree, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{name} in {tree} exited {done.returncode}: {done.stderr[-2000:]}")
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    data["wall_s"] = time.perf_counter() - start
    return data


def read_runs(folder: Path, names: Sequence[str]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """The runs kept in ``folder``, per benchmark and side: the repeats both sides finished
    (a repeat only one side ran is left out, so both sides count the same windows)."""
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for name in names:
        both = [r for r in range(1000)
                if all((folder / f"{name}-{side}-{r}.json").exists()
                       for side in ("before", "after"))]
        if both:
            runs[name] = {side: [json.loads((folder / f"{name}-{side}-{r}.json").read_text(
                encoding="utf-8")) for r in both] for side in ("before", "after")}
    return runs


def spread(values: Sequence[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "low": min(values), "high": max(values),
            "n": len(values)}


def summarize(runs: dict[str, dict[str, list[dict[str, Any]]]]) -> dict[str, Any]:
    """Per benchmark and metric: each side's median and range, and after / before."""
    out: dict[str, Any] = {}
    for name, sides in runs.items():
        rows = []
        for kind in (0, 1):  # memdir's metrics, then the load of the windows
            per_side = {side: [READ[name](d)[kind] for d in results]
                        for side, results in sides.items()}
            for metric in per_side["before"][0]:
                before = spread([m[metric] for m in per_side["before"] if metric in m])
                after = spread([m[metric] for m in per_side["after"] if metric in m])
                rows.append({"metric": metric, "load": kind == 1, "before": before,
                             "after": after,
                             "ratio": after["median"] / before["median"]
                             if before["median"] else float("nan")})
        out[name] = rows
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--before", type=Path, required=True,
                   help="the checkout before the change, with its .venv installed")
    p.add_argument("--after", type=Path, default=ROOT,
                   help="the checkout after it (default: this one)")
    p.add_argument("--repeats", type=int, default=3, help="runs of each benchmark per side")
    p.add_argument("--only", nargs="+", choices=sorted(BENCHMARKS), default=None)
    p.add_argument("--label", default="the one write path",
                   help="the change, as the report names it")
    p.add_argument("--note", action="append", default=[],
                   help="a sentence for the report under the tables (repeatable)")
    p.add_argument("--runs", type=Path, default=None,
                   help="keep each run's JSON in this folder (NAME-SIDE-REPEAT.json); with "
                        "--summarize, read them from there instead of running anything")
    p.add_argument("--summarize", action="store_true",
                   help="only summarize the runs already in --runs (e.g. of a run stopped "
                        "early: the repeats both sides finished)")
    args = p.parse_args(argv)
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    names = args.only or list(BENCHMARKS)
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {
        n: {"before": [], "after": []} for n in names}
    commits = {side: subprocess.run(["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
                                    capture_output=True, text=True, check=False).stdout.strip()
               for side, tree in trees.items()}
    if args.summarize:
        if args.runs is None:
            p.error("--summarize reads the runs of --runs DIR")
        runs = read_runs(args.runs, names)
    else:
        with tempfile.TemporaryDirectory(prefix="memdir-before-after-") as tmp:
            folder = args.runs or Path(tmp)
            folder.mkdir(parents=True, exist_ok=True)
            for r in range(args.repeats):
                for name in names:
                    order = ["before", "after"] if r % 2 == 0 else ["after", "before"]
                    for side in order:
                        print(f"... repeat {r + 1}/{args.repeats}: {name} {side}",
                              file=sys.stderr, flush=True)
                        out = folder / f"{name}-{side}-{r}.json"
                        runs[name][side].append(run_one(trees[side], name, out, args.quick))
    summary = summarize(runs)
    for name, rows in summary.items():
        print(f"\n{name}\n")
        print(render_rows(rows))
    repeats = {n: len(sides["before"]) for n, sides in runs.items()}
    data = {"label": args.label, "notes": args.note, "commits": commits, "repeats": repeats,
            "benchmarks": {n: BENCHMARKS[n] for n in runs}, "summary": summary,
            "runs": runs, "machine": machine()}
    write_result("before_after", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
