"""benchmarks/hook_latency.py runs end to end at a tiny size (a smoke test, not a timing)."""

from __future__ import annotations

import json

from benchmarks import hook_latency, report


def test_hook_latency_benchmark_runs_and_writes_its_result(tmp_path, capsys):
    out = tmp_path / "hook_latency.json"
    hook_latency.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text("utf-8"))
    assert data["quick"] is True and data["records"] == hook_latency.QUICK["records"]
    assert set(data["events"]) == set(hook_latency.EVENTS)
    assert all(e["store_ms"] > 0 and e["empty_ms"] > 0 for e in data["events"].values())
    assert data["extraction_done_ms"] is not None  # the detached extraction finished
    assert "store / no-op" in capsys.readouterr().out
    out_lines, targets = [], []
    report._hook_latency(data, out_lines, targets)
    section = "\n".join(out_lines)
    assert section.startswith("## Hook latency") and targets == []
    assert all(f"| {event}" in section for event in hook_latency.EVENTS)
