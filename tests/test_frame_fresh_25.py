"""The classes fresh_25's misses showed (`memdir.pipeline.admission`), and three leftovers
of the round before: each a class with the corrections a rule of it takes and look-alikes
sharing its words that stay new, on both write paths (`Memory.save`'s candidate and
offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.clock import times
from memdir.pipeline.extract.sentences import sentences

# --- a label of the record's subject and a new day or amount ---------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Stocktakes happen every Tuesday morning", "Stocktakes: last Thursday of each month."),
    ("The late fee is $20", "Late fee: $25."),
    ("The gym is closed on Mondays", "Gym: closed Tuesdays."),
    ("日志保留十四天。", "日志保留期：一个月。"),
    ("读书会每周三举行。", "读书会：周五。"),
    ("ジムの休館日は月曜日。", "ジムの休館日:木曜。"),
    ("会費は月 3000 円。", "会費:月 3500 円。"),
])
def test_a_label_and_a_new_day_or_amount_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another subject as the label, a value of another kind, one more, one week, under a
    # condition, a record the statement says only part of.
    ("Stocktakes happen every Tuesday morning", "Cycle counts: last Thursday of each month."),
    ("Stocktakes happen every Tuesday morning", "Stocktakes: done by Priya."),
    ("Stocktakes happen every Tuesday morning", "Stocktakes: Thursday too."),
    ("Stocktakes happen every Tuesday morning", "Stocktakes: Thursday this week."),
    ("Stocktakes happen every Tuesday morning in aisle 3", "Stocktakes: Thursday."),
    ("The late fee is $20", "Parking fee: $25."),
    ("The late fee is $20", "Late fee: $25 if paid after the 10th."),
    ("日志保留十四天。", "备份保留期：一个月。"),
    ("日志保留十四天,存在 S3 上。", "日志保留期：一个月。"),
    ("日志保留十四天。", "日志频率：一个月。"),
    ("读书会每周三举行。", "读书会：周五也有。"),
    ("ジムの休館日は月曜日。", "臨時休館:木曜。"),
    ("ジムの休館日は月曜日。", "配送休館日:木曜。"),
    ("ジムの休館日は月曜日。", "休館日:木曜も。"),
    # The record's subject qualified by a word the statement leaves out (whose gym).
    ("ジムの休館日は月曜日。", "休館日:木曜。"),
])
def test_a_label_of_another_subject_or_a_part_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a time of day moved, the start glued to the subject's word ------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("歯科の午後診療は 14 時から。", "午後の診療開始を 30 分遅らせました。"),
    ("図書館の開館は 10 時から。", "開館開始を 30 分早めました。"),
])
def test_a_start_written_into_the_subjects_word_moves_the_time(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("歯科の午後診療は 14 時から。", "午後の受付開始を 30 分遅らせました。"),
    ("歯科の午後診療は 14 時から。", "午前の診療開始を 30 分遅らせました。"),
    ("歯科の午後診療は 14 時まで。", "午後の診療開始を 30 分遅らせました。"),
])
def test_another_start_or_the_end_of_the_record_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a quarter to an hour said with am or pm -------------------------------------------


def test_a_quarter_to_an_hour_with_its_half_of_the_day_is_before_that_hour():
    assert [t for t, _ in times("Standup is at a quarter to 1 pm.")] == [(12 * 60 + 45, True)]
    assert [t for t, _ in times("a quarter to 12 pm")] == [(11 * 60 + 45, True)]
    assert [t for t, _ in times("half past 2 pm")] == [(14 * 60 + 30, True)]


@PATHS
def test_a_quarter_to_one_pm_is_the_same_as_12_45(decided):
    assert decided("Standup is at 12:45 pm.", "Standup is now at a quarter to 1 pm.") != "update"
    assert decided("Standup is at 12:30 pm.", "Standup is now at a quarter to 1 pm.") == "update"


# --- from next week on is lasting, in Japanese -----------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("朝会は 9 時から。", "来週から朝会は 10 時からです。"),
    ("定例会は水曜日。", "来週から定例会は木曜日です。"),
])
def test_from_next_week_the_change_lasts(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize("new", ["来週の朝会は 10 時からです。", "来週だけ朝会は 10 時からです。"])
def test_next_weeks_one_meeting_is_still_temporary(decided, new):
    assert decided("朝会は 9 時から。", new) == "reject"


# --- a closed place said first, what stands in its place next ---------------------------


@pytest.mark.parametrize("text", [
    "Inkwell Print was taken down. Flyers go to PrintHaus now.",
    "staging.fernleaf.dev was taken down. Staging lives at stage.internal.fernleaf.io.",
    "老李打印店关门了。传单以后去学校文印中心印。",
])
def test_a_sentence_that_only_says_a_thing_closed_goes_with_the_next(text):
    assert len(sentences(text)) == 1


@pytest.mark.parametrize("text", [
    "Inkwell Print is closed for the holidays. Flyers go to PrintHaus now.",
    "Flyers go to PrintHaus now. Posters stay at Inkwell Print.",
])
def test_a_closure_for_a_while_or_another_sentence_stays_apart(text):
    assert len(sentences(text)) == 2


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The staging site is at staging.fernleaf.dev",
     "staging.fernleaf.dev was taken down. Staging lives at stage.internal.fernleaf.io."),
    ("Flyers are printed at Inkwell Print",
     "Inkwell Print was taken down. Flyers go to PrintHaus."),
])
def test_a_closed_place_said_first_is_replaced(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Flyers are printed at Inkwell Print",
     "Inkwell Print was taken down. Posters go to PrintHaus."),
    ("Flyers are printed at Inkwell Print",
     "Inkwell Print is closed for the holidays. Flyers go to PrintHaus."),
])
def test_another_subject_or_a_closure_for_a_while_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a weekday replaced ------------------------------------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ロボコン部の練習は毎週土曜。", "ロボコン部の練習は日曜になりました。"),
    ("ゴミ出しは毎週月曜の朝。", "ゴミ出しは今後木曜の朝です。"),
])
def test_another_weekday_with_a_change_replaces_the_records(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # One more, one week, under a condition, another subject, a second day or a place the
    # statement drops.
    ("ロボコン部の練習は毎週土曜。", "練習は日曜もやることになりました。"),
    ("ロボコン部の練習は毎週土曜。", "今週の練習は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜。", "雨の場合、練習は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜。", "試合は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜と水曜。", "練習は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜、体育館で。", "練習は日曜になりました。"),
    ("ロボコン部の練習は毎週土曜。", "練習は日曜になりました。"),
    ("The book club meets on Wednesdays", "The retro moved to Fridays."),
    ("The book club meets on Wednesdays in the library", "Book club moved to Fridays."),
    ("读书会每周三举行。", "读书会这周改到周五了。"),
    ("读书会每周三举行。", "读书会周五也有了。"),
])
def test_another_weekday_for_once_or_for_a_part_stays_new(decided, old, new):
    assert decided(old, new) != "update"
