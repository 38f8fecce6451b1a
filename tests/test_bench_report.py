"""`python -m benchmarks.report` re-renders RESULTS.md without losing what it shows.

A missed target's note is rendered from the notes in benchmarks/report*.py whenever its
benchmark's JSON is at hand, and kept from the committed file otherwise: a sentence added
to a note in RESULTS.md alone was lost at the next run of that benchmark, and which JSON
was at hand moved the kept notes after the rendered ones.
"""

from __future__ import annotations

import json
import re

import pytest

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


def _blind_set_run(section: str, bump: float = 0.0) -> str:
    """A conversations_N.json whose figures are the ones RESULTS.md's ``section`` shows,
    fused Japanese over all questions raised by ``bump``."""
    kinds = ("all", "category-4", "category-1", "category-2", "category-3", "adversarial")
    langs: dict[str, dict] = {}
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip("|").split("|")]
        if len(cells) != 8 or cells[0] not in ("en", "zh", "ja"):
            continue
        run = {}
        for kind, cell in zip(kinds, cells[2:], strict=True):
            recall, low, high, hit = (float(x) for x in re.findall(r"\d+\.\d+", cell))
            if (cells[0], cells[1], kind) == ("ja", "fused", "all"):
                recall += bump
            run[kind] = {"recall": recall, "recall_low": low, "recall_high": high, "hit": hit}
        lang = langs.setdefault(cells[0], {"language": cells[0], "rankers": {}})
        lang["rankers"][cells[1]] = run
    counts = re.findall(r"(en|zh|ja) (\d+) turns, (\d+) questions", section)
    for lang, turns, questions in counts:
        langs[lang].update(records=int(turns), queries=int(questions))
    date = re.search(r"\((\d{4}-\d\d-\d\d)\)", section).group(1)
    return json.dumps({"date": date, "model": "embeddinggemma-300m",
                       "languages": list(langs.values())})


def _section(text: str, heading: str) -> str:
    return text.split(heading, 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("number", [6, 7, 8, 9, 10, 11, 12, 13])
def test_a_blind_sets_first_run_renders_its_section_byte_identical(tmp_path, monkeypatch,
                                                                   number):
    # One function renders every blind set's section, from the figures it shows.
    heading = report.report_conversations.BLIND[number].heading
    committed = _committed()
    (tmp_path / f"conversations_{number}.json").write_text(
        _blind_set_run(_section(committed, heading)), encoding="utf-8")
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    assert report.render(previous=committed) == committed


@pytest.mark.parametrize("number", [6, 7, 8, 9, 10, 11, 12, 13])
def test_a_blind_sets_later_run_is_not_called_its_first(tmp_path, monkeypatch, number):
    heading = report.report_conversations.BLIND[number].heading
    committed = _committed()
    (tmp_path / f"conversations_{number}.json").write_text(
        _blind_set_run(_section(committed, heading), bump=0.03), encoding="utf-8")
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    section = _section(report.render(previous=committed), heading)
    assert "first and only run" not in section
    assert "A later run, with rules changed after the set was first scored" in section
    first = _section(committed, heading).split("| ja       | fused   | ", 1)[1][:4]
    assert f"ja {first} / " in section  # the first run's figures kept
    if number >= 7:
        assert "set's figures with the same rules" in section


def _corrections_run(rounds: tuple[str, ...], rate: float) -> dict:
    per = {"new": 8, "update": 12, "false_update_rate": 0.0, "true_update_rate": rate,
           "false_updates": 0}
    splits = {s: {lang: dict(per) for lang in ("en", "zh", "ja", "all")}
              for s in ("design", *rounds, "all")}
    return {"date": "2026-12-07", "pairs": 2128, "per_language": {"en": 700},
            "results": {"memdir": splits, "previous": splits}}


def _unseen_row(rounds: tuple[str, ...], rate: float) -> tuple[str, str]:
    targets: list = []
    report._corrections(_corrections_run(rounds, rate), [], targets)
    (title, result, _, _), = (t for t in targets if t[3] == "corrections_unseen")
    return title, result


def test_the_unseen_corrections_row_is_the_newest_rounds_first_run_as_results_md_shows():
    # Results from before fresh_34 joined (fresh_33 as later rules answer it: 0.33
    # everywhere) and from a later run with fresh_34 in, on rules changed after its first run:
    # the row is fresh_34's first run either way, as committed in RESULTS.md.
    for rounds in (("fresh_32", "fresh_33"), ("fresh_33", "fresh_34")):
        title, result = _unseen_row(rounds, 0.33)
        row = next(ln for ln in _committed().splitlines() if ln.startswith(f"| {title} "))
        assert [c.strip() for c in row.strip("|").split("|")][:2] == [title, result]
        assert "fresh_34" in title and result.startswith("0.00 worst language (en 0.00,")


def test_a_round_newer_than_the_recorded_first_run_is_the_unseen_row():
    title, result = _unseen_row(("fresh_34", "fresh_35"), 0.25)
    assert "(fresh_35, the last round" in title and result.startswith("0.25 worst")
