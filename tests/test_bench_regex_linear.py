"""Smoke test: the regex linearity benchmark finds the content-facing patterns and runs.

Not a timed assertion: it checks that the script discovers the patterns it must measure
(module-level, inline and phrase-built ones) and writes a result `report` can read.
"""

from __future__ import annotations

import json

from benchmarks import regex_linear


def test_regex_benchmark_measures_every_kind_of_pattern(tmp_path, capsys):
    out = tmp_path / "regex_linear.json"
    regex_linear.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))

    names = {row["pattern"] for row in data["rows"]}
    assert {"pipeline.extract.rules._TRAILING", "pipeline.extract.naming._LEAD_OUT",
            "agent.permissions._WHOLE_LINE[0]", "agent.rules.import_targets",
            "policy.find_phrase(TEMPORARY_MARKERS)"} <= names
    assert any(":" in name for name in names)  # inline patterns found in the source
    assert data["worst_ratio"] == max(row["ratio"] for row in data["rows"])
    assert all(row["seconds"] > 0 and row["baseline_seconds"] > 0 for row in data["rows"])
    assert "worst ratio:" in capsys.readouterr().out
