"""The review page benchmark runs end to end at a tiny size (no timing asserted)."""

from __future__ import annotations

import json

from benchmarks import review_page


def test_review_page_benchmark_runs_and_reports_ratios(tmp_path):
    out = tmp_path / "review_page.json"
    review_page.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["records"] == review_page.QUICK["records"]
    assert data["requests"]["every record on one page (baseline)"]["over_unpaged"] == 1.0
    assert all(r["median_ms"] > 0 for r in data["requests"].values())
