"""Smoke tests of the chunk benchmarks: `benchmarks.chunk_speed` and the session
granularity of `benchmarks.conversations`, run at tiny sizes, their JSON rendered."""

from __future__ import annotations

import json

from benchmarks import chunk_speed, conversations, report_conversations


def test_chunk_speed_measures_the_cosines_and_renders(tmp_path):
    out = tmp_path / "chunk_speed.json"
    chunk_speed.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    searches = data["searches"]
    assert searches["today"]["chunks"] == searches["chunks, none long"]["chunks"] == 0
    assert searches["chunks, 10% long"]["chunks"] == 7 * data["records"] // 10
    assert all(v["p50_ms"] > 0 for v in searches.values())
    lines: list[str] = []
    report_conversations.chunk_speed(data, lines, [])
    assert lines[0].startswith(report_conversations.CHUNKS_HEADING)


def test_sessions_are_records_and_questions_point_at_theirs(tmp_path):
    dataset = conversations.session_dataset("zh", 3)
    assert len(dataset.records) == 9 * 4  # ten sessions: three, three, three and one
    names = {r.name for r in dataset.records}
    assert {"en-1-s1-3", "zh-2-s10", "ja-3-s4-6"} <= names
    assert dataset.queries and all(q.language == "zh" for q in dataset.queries)
    assert all(set(q.relevant) <= names for q in dataset.queries)
    out = tmp_path / "sessions.json"
    conversations.main(["--quick", "--sessions", "1", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert [r["language"] for r in data["languages"]] == ["en", "zh", "ja"]
    assert all(0.0 <= r["rankers"]["lexical"]["recall"] <= 1.0 for r in data["languages"])
