"""The PostgreSQL recall benchmark runs end to end, and on the multilingual quality set the
PostgreSQL store scores every query as the file store does (not a timing assertion)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("psycopg")


def test_pg_recall_quick_scores_like_the_file_store(postgres_url, monkeypatch, tmp_path):
    from benchmarks import pg_recall, report_pg

    monkeypatch.setenv("MEMDIR_BENCH_POSTGRES", postgres_url)
    out = tmp_path / "pg_recall.json"
    pg_recall.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    quality = data["quality"]
    assert quality["same_scores"] == 1.0
    assert quality["postgres"]["recall_at_5"] == quality["file"]["recall_at_5"] > 0.5
    assert data["scale"]["records"] == 2_000 and data["scale"]["postgres"]["p50_ms"] > 0

    lines: list[str] = []
    targets: list = []
    report_pg.pg_recall(data, lines, targets)
    assert "## Recall on PostgreSQL" in lines[0]
    # The scores are a target of this test; the speed (the second) is the benchmark's.
    assert len(targets) == 2 and targets[0][2] is True
