"""`memdir ls` speed: the table a person reads against `memdir ls --json`, fresh processes.

`ls --json` is the baseline: it prints every record with no table layout, so the ratio
"ls / ls --json" is what the human-readable listing costs on top of reading the store.
Both run as fresh processes (``memdir ls``, COLUMNS=80, offline) on a project store of
``--records`` records (5,000 by default), the median of ``--runs`` runs each, alternated
so that machine noise falls on both. The first ``ls`` after the store was written is
reported apart ("cold"): it may build the derived search index once. When the command has
``--all``, the full table (every record) is measured too.

Run: ``python -m benchmarks.ls_speed [--records 5000] [--runs 7] [--quick]``.
"""

from __future__ import annotations

import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from .common import fill_store, fresh_env, parser, run_child, synthetic_records, table, write_result
from .hook_latency import memdir_argv

FULL = {"records": 5_000, "runs": 7}
QUICK = {"records": 60, "runs": 1}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None, help="records in the store")
    p.add_argument("--runs", type=int, default=None, help="runs per command (median)")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    records = args.records or size["records"]
    runs = args.runs or size["runs"]
    memdir = memdir_argv()
    with tempfile.TemporaryDirectory(prefix="memdir-ls-bench-") as tmp_name:
        tmp = Path(tmp_name)
        pycache = tmp / "pycache"
        empty, project = tmp / "empty", tmp / "project"
        (empty / ".git").mkdir(parents=True)
        (project / ".git").mkdir(parents=True)
        fill_store(project / ".memory", synthetic_records(records))
        env = {**fresh_env(empty, tmp / "home", pycache), "COLUMNS": "80"}
        run_child([*memdir, "ls"], env)  # bytecode cache warm, outside every measurement
        help_text = subprocess.run([*memdir, "ls", "--help"], env=env, capture_output=True,
                                   text=True, check=False).stdout
        commands = {"ls": ["ls"], "ls --json": ["ls", "--json"]}
        if "--all" in help_text:
            commands["ls --all"] = ["ls", "--all"]
        env["MEMDIR_PROJECT"] = str(project)
        cold, _, _ = run_child([*memdir, "ls"], env)
        samples: dict[str, list[float]] = {label: [] for label in commands}
        out_lines: dict[str, int] = {}
        for _ in range(runs):
            for label, cmd in commands.items():
                seconds, _, out = run_child([*memdir, *cmd], env)
                samples[label].append(seconds)
                out_lines[label] = out.count("\n")
    median_ms = {label: statistics.median(v) * 1000 for label, v in samples.items()}
    base = median_ms["ls --json"]
    rows = [(label, round(ms, 1), round(ms / base, 2), out_lines[label])
            for label, ms in median_ms.items()]
    print(f"memdir ls: wall time of a fresh process, median of {runs} run(s), "
          f"{records:,} records, COLUMNS=80\n")
    print(table(["command", "ms", "/ ls --json", "lines printed"], rows))
    print(f"\ncold: first `memdir ls` after the store was written: {cold * 1000:,.0f} ms")
    data = {"records": records, "runs": runs, "cold_ls_ms": round(cold * 1000, 1),
            "commands": {label: {"median_ms": ms, "over_json": ratio, "lines": lines}
                         for label, ms, ratio, lines in rows}}
    write_result("ls_speed", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
