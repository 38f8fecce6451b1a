"""A correction replaces only a record it carries whole, and only one: a record that
qualifies its subject beyond what the statement says (a team, a place, a branch, an
environment, a class, before the subject or after it) stays, the statement stored beside
it; and when two or more records fit a correction equally, none is replaced
(`memdir.pipeline.admission.correction.correction_target`). Both write paths
(`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import candidate_from_text, extract_offline


def _direct(text: str, mtype: str):
    return candidate_from_text(text, mtype)


def _extracted(text: str, mtype: str):
    heard = extract_offline([{"role": "user", "content": text}])
    return replace(heard[0] if heard else candidate_from_text(text, mtype), type=mtype)


PATHS = pytest.mark.parametrize("said", [_direct, _extracted], ids=["direct", "extract"])


def _decide(said, olds: list[str], new: str, mtype: str = "project"):
    """The decision on ``new`` against stored records ``olds``, all offered as search
    hits in that order; each record written as ``said`` writes it."""
    recs = []
    for i, old in enumerate(olds):
        was = said(old, mtype)
        recs.append(Record(name=f"old-{i}", description=was.description, type=mtype,
                           body=was.body))
    cand = said(new, mtype)
    return decide([cand], recs, find_similar=lambda c: list(recs), secrets=False)[0]


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The backend team's standups happen every Monday", "Standups moved to Tuesdays."),
    ("The backend team's standups happen every Monday", "Standups: Tuesday."),
    ("Prod deploy freeze every Friday", "Deploy freeze: Thursday."),
    ("生产环境的备份保留七天。", "备份保留期：两周。"),
    ("东京分店的定休日是周三。", "定休日：周四。"),
    ("大阪支店の定休日は水曜日。", "定休日:木曜。"),
    ("英語クラスの練習は毎週土曜。", "練習は日曜になりました。"),
    # Look-alikes of the same class: a place, a branch, a team, a club, a building.
    ("The library's book club meets on Wednesdays", "Book club moved to Fridays."),
    ("The Leeds office's cleaning happens every Thursday", "Cleaning: Monday."),
    ("市图书馆的读书会每周三举行。", "读书会改到周五了。"),
    ("服务器备份保留七天。", "备份保留期：两周。"),
    ("市场部的例会每周二举行。", "例会：周四。"),
    ("北棟のゴミ出しは毎週月曜の朝。", "ゴミ出しは今後木曜の朝です。"),
    ("ジムの休館日は月曜日。", "休館日:木曜。"),
    ("古書店の定休日は水曜日。", "店休日:火曜。"),
    ("ロボコン部の練習は毎週土曜。", "練習は日曜になりました。"),
])
def test_a_record_qualified_beyond_the_statement_stays(said, old, new):
    assert _decide(said, [old], new).action == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The statement carries the whole record, its qualifier said.
    ("The backend team's standups happen every Monday",
     "The backend team's standups moved to Tuesdays."),
    ("The book club meets on Wednesdays", "Book club moved to Fridays."),
    ("Cycle counts happen every Friday afternoon", "Cycle counts: first Monday of each month."),
    ("大阪支店の定休日は水曜日。", "大阪支店の定休日:木曜。"),
    ("英語クラスの練習は毎週土曜。", "英語クラスの練習は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜。", "ロボコン部の練習は日曜になりました。"),
    ("ジムの休館日は月曜日。", "ジムの休館日:木曜。"),
    ("备份保留七天。", "备份保留期：两周。"),
    ("读书会每周三举行。", "读书会改到周五了。"),
])
def test_a_statement_that_carries_the_whole_record_replaces_it(said, old, new):
    assert _decide(said, [old], new).action == "update"


@PATHS
@pytest.mark.parametrize(("olds", "new"), [
    (["The backend team's standups happen every Monday",
      "The frontend team's standups happen every Wednesday"], "Standups moved to Tuesdays."),
    # Two records the statement carries whole: which one it corrects is a guess.
    (["The book club meets on Wednesdays", "Book club meets every Wednesday"],
     "Book club moved to Fridays."),
    (["读书会每周三举行。", "读书会每周三。"], "读书会改到周五了。"),
    (["練習は毎週土曜。", "練習は土曜。"], "練習は日曜になりました。"),
    # The rules of a time and of a label's value, and the frame rule, the same.
    (["The backend team's standup is at 10 am", "The frontend team's standup is at 9 am"],
     "Standup moved to 11 am."),
    (["Staging log retention is 14 days", "Prod log retention is 90 days"],
     "Log retention: 30 days."),
    (["大阪支店の朝会は 9 時から。", "東京本社の朝会は 9 時半から。"],
     "朝会は 10 時からになりました。"),
])
def test_two_records_that_fit_equally_are_both_kept(said, olds, new):
    decision = _decide(said, olds, new)
    assert decision.action == "store", decision.target


@PATHS
def test_the_one_record_the_statement_carries_is_replaced_beside_another(said):
    decision = _decide(said, ["The frontend team's standups happen every Wednesday",
                              "The backend team's standups happen every Monday"],
                       "The backend team's standups moved to Tuesdays.")
    assert decision.action == "update"
    assert decision.target is not None and decision.target.name == "old-1"
