"""Relative times resolved against the conversation's time (memdir.pipeline.extract.dates)."""

from __future__ import annotations

import time
from datetime import date, datetime, timedelta, timezone

import pytest

from memdir.pipeline.extract.dates import find_times, resolve_times

WEDNESDAY = datetime(2026, 11, 18, 10, 0)


def values(text: str, now: date | datetime = WEDNESDAY) -> list[str]:
    return [t.value for t in find_times(text, now)]


@pytest.mark.parametrize(("text", "expected"), [
    ("We upgraded to Node 22 last week.", ["2026-11-09/2026-11-15"]),
    ("我们上个月升级到了 Node 22。", ["2026-10-01/2026-10-31"]),
    ("下周三发布。", ["2026-11-25"]),
    ("先週 Node 22 に上げました。", ["2026-11-09/2026-11-15"]),
    ("来月リリースします。", ["2026-12-01/2026-12-31"]),
    ("The launch is next Friday.", ["2026-11-27"]),
])
def test_the_examples_resolve_to_what_they_meant(text: str, expected: list[str]) -> None:
    assert values(text) == expected


def test_a_mention_has_the_precision_of_its_words() -> None:
    [month] = find_times("last month", WEDNESDAY)
    assert (month.unit, month.first, month.last) == ("month", date(2026, 10, 1),
                                                    date(2026, 10, 31))
    [moment] = find_times("tomorrow at 3pm", WEDNESDAY)
    assert moment.unit == "moment" and moment.value == "2026-11-19T15:00"


def test_a_weekday_is_in_the_week_the_words_name_even_when_past() -> None:
    # "this Monday" said on a Wednesday is two days ago; "last Friday" is last week's.
    assert values("this Monday") == ["2026-11-16"]
    assert values("last Friday") == ["2026-11-13"]
    assert values("上周五") == ["2026-11-13"]
    assert values("来週の金曜日") == ["2026-11-27"]


def test_a_month_back_from_a_months_last_day_stays_in_the_month_before() -> None:
    assert values("a month ago", datetime(2026, 3, 31, 12)) == ["2026-02-01/2026-02-28"]
    assert values("一个月前", datetime(2026, 3, 31, 12)) == ["2026-02-01/2026-02-28"]


def test_weeks_and_years_cross_the_new_year() -> None:
    new_year = datetime(2026, 1, 2, 9)  # a Friday of the ISO week that began 2025-12-29
    assert values("last week", new_year) == ["2025-12-22/2025-12-28"]
    assert values("上个月", new_year) == ["2025-12-01/2025-12-31"]
    assert values("明天起", datetime(2026, 12, 31, 23)) == ["2027-01-01"]


def test_hours_are_resolved_only_when_the_time_of_day_is_known() -> None:
    assert values("2 hours ago") == ["2026-11-18T08:00"]
    assert values("2 hours ago", date(2026, 11, 18)) == []
    assert values("两小时后", date(2026, 11, 18)) == []
    assert values("yesterday", date(2026, 11, 18)) == ["2026-11-17"]


def test_an_aware_time_is_read_on_its_own_clock() -> None:
    # 23:30 in Tokyo is still the 18th there, whatever the machine's zone.
    tokyo = datetime(2026, 11, 18, 23, 30, tzinfo=timezone(timedelta(hours=9)))
    assert values("tomorrow", tokyo) == ["2026-11-19"]


@pytest.mark.parametrize("text", [
    "Every Friday we run the benchmark.", "每周五跑基准。", "毎週金曜日に回します。",
    "The last week of each sprint is for fixes.", "下周期再优化。", "这个月份字段必须是数字。",
    "A few days ago we changed it.", "前几天改的。", "先日変えました。",
    "The sprint lasts two weeks.", "冲刺持续两周。", "スプリントは2週間です。",
    "Do it next time.", "下一步删掉它。", "次回はフラグを削除します。",
    "看一下周报。", "马上月底了。", "这是证明年龄的文件。",
])
def test_words_that_name_no_time_are_left_alone(text: str) -> None:
    assert find_times(text, WEDNESDAY) == []
    assert resolve_times(text, WEDNESDAY) is text


def test_a_day_that_does_not_exist_is_not_invented() -> None:
    assert values("下个月31号上线") == ["2026-12-31"]
    assert values("下个月31号上线", datetime(2026, 10, 5)) == []  # November has 30 days
    assert values("来月30日", datetime(2027, 1, 10)) == []


def test_resolving_writes_the_absolute_time_in_the_texts_language() -> None:
    assert resolve_times("Yesterday we upgraded to Node 22.", WEDNESDAY) == \
        "On 2026-11-17 we upgraded to Node 22."
    assert resolve_times("We have used pnpm since last month.", WEDNESDAY) == \
        "We have used pnpm since October 2026."
    assert resolve_times("Last week we adopted trunk-based development.", WEDNESDAY) == \
        "In the week of 2026-11-09 we adopted trunk-based development."
    assert resolve_times("Yesterday's outage was the cache.", WEDNESDAY) == \
        "2026-11-17's outage was the cache."
    assert resolve_times("我们上个月升级到了 Node 22。", WEDNESDAY) == \
        "我们2026年10月升级到了 Node 22。"
    assert resolve_times("先週の金曜日にリリースしました。", WEDNESDAY) == \
        "2026年11月13日にリリースしました。"
    assert resolve_times("先週 API を凍結しました。", WEDNESDAY) == \
        "2026年11月9日の週 API を凍結しました。"
    assert resolve_times("明天下午三点上线。", WEDNESDAY) == "2026年11月19日 15:00上线。"


def test_overlapping_words_keep_the_longest_meaning() -> None:
    [t] = find_times("The audit starts on Monday next week.", WEDNESDAY)
    assert (t.text, t.value) == ("on Monday next week", "2026-11-23")
    assert resolve_times("The audit starts on Monday next week.", WEDNESDAY) == \
        "The audit starts on 2026-11-23."


def test_offsets_point_into_the_original_text_with_full_width_digits() -> None:
    text = "証明書は３日後に切れます。"
    [t] = find_times(text, WEDNESDAY)
    assert text[t.start:t.end] == "３日後" and t.value == "2026-11-21"


@pytest.mark.parametrize("hostile", [
    "last " * 20_000, "上" * 100_000, "1" * 100_000, "at 1 " * 20_000, "十" * 100_000,
    "in " * 30_000, "the end of " * 10_000, "a couple of " * 10_000, "先々" * 50_000,
])
def test_hostile_text_costs_linear_time(hostile: str) -> None:
    # Twice the text may cost about twice the time, never the square (bounded loosely so
    # a busy machine cannot fail it: a quadratic pattern takes minutes here).
    start = time.perf_counter()
    find_times(hostile, WEDNESDAY)
    assert time.perf_counter() - start < 5


def test_bad_input_gives_nothing_and_never_raises() -> None:
    assert find_times("", WEDNESDAY) == []
    assert find_times(None, WEDNESDAY) == []  # type: ignore[arg-type]
    assert values("in 999 years") == ["3025-01-01/3025-12-31"]
    assert values("99999 days ago") == []
    assert values("tomorrow", date(9999, 12, 31)) == []


def test_the_design_set_is_resolved_as_labelled() -> None:
    # The labelled sentences the resolver was tuned on (benchmarks/relative_dates_data.py);
    # the held-out part is measured by the benchmark only.
    from benchmarks.relative_dates import anchor
    from benchmarks.relative_dates_data import DESIGN

    wrong = [(text, expected, values(text, anchor(now)))
             for cases in DESIGN.values() for now, text, expected in cases
             if tuple(values(text, anchor(now))) != expected]
    assert wrong == []
