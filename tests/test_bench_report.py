"""`python -m benchmarks.report` re-renders RESULTS.md without losing what it shows.

A missed target's note is rendered from the notes in benchmarks/report*.py whenever its
benchmark's JSON is at hand, and kept from the committed file otherwise: a sentence added
to a note in RESULTS.md alone was lost at the next run of that benchmark, and which JSON
was at hand moved the kept notes after the rendered ones.
"""

from __future__ import annotations

from benchmarks import report


def _committed() -> str:
    return report.OUT.read_text(encoding="utf-8")


def _bullets(text: str) -> list[str]:
    targets = text.split("\n## Targets\n", 1)[1].split("\n## ", 1)[0]
    return [ln for ln in targets.splitlines() if ln.startswith("- **")]


def test_a_render_with_no_result_at_hand_leaves_results_md_byte_identical(tmp_path,
                                                                          monkeypatch):
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)  # a fresh clone has none
    committed = _committed()
    assert report.render(previous=committed) == committed


def test_every_missed_target_note_in_results_md_is_the_one_its_benchmark_renders():
    notes = set()
    for module in (report, report.report_admission, report.report_pg,
                   report.report_security, report.report_semantic, report.report_time,
                   report.report_usage, report.report_resident, report.report_before_after):
        notes |= set(module.MISSED_NOTES.values())
    bullets = _bullets(_committed())
    assert bullets
    unrendered = [b[:120] for b in bullets if b.split("**: ", 1)[1] not in notes]
    assert not unrendered, "hand-added to RESULTS.md; write it in benchmarks/report*.py"


def test_a_rendered_note_keeps_its_benchmark_place_among_the_kept_ones(tmp_path,
                                                                       monkeypatch):
    (tmp_path / "faults.json").write_text(
        '{"date": "2026-12-07", "ok": false, "counts": {"kills": 3, "lost": 1, '
        '"corrupt": 0, "consolidation_torn": 0, "doctor_exit_code": 0}}', encoding="utf-8")
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    committed = _committed()
    titles = [b.split("**")[1] for b in _bullets(report.render(previous=committed))]
    kept = [b.split("**")[1] for b in _bullets(committed)]
    # faults comes after corrections and extraction, before the resident's targets.
    after = next(i for i, t in enumerate(kept) if t.startswith("resident"))
    assert any(t.startswith("extraction:") for t in kept[:after])
    faults = "faults: 3 kills, lost = 0, corrupt = 0, torn = 0, doctor clean"
    assert titles == [*kept[:after], faults, *kept[after:]]
