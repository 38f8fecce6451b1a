"""What calendar words mean: spans of days, counted distances, and numerals.

A relative time names a span at the precision of its words (`memdir.pipeline.extract.dates`):
a day, a week (Monday to Sunday, as ISO 8601 and Chinese and Japanese calendars at work
count them), a weekend, a month, a quarter, a year, or a moment. These functions compute
them from the conversation's time; the words that ask for each are in
`memdir.pipeline.extract.time_rules`.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, datetime, timedelta


@dataclass(frozen=True)
class Meaning:
    unit: str
    first: date
    last: date
    moment: datetime | None = None
    part: str = ""


def on_day(d: date, part: str = "") -> Meaning:
    return Meaning("day", d, d, part=part)


def week_of(d: date, shift: int = 0) -> Meaning:
    monday = d - timedelta(days=d.weekday()) + timedelta(weeks=shift)
    return Meaning("week", monday, monday + timedelta(days=6))


def weekend_of(d: date, shift: int) -> Meaning:
    saturday = d - timedelta(days=d.weekday()) + timedelta(weeks=shift, days=5)
    return Meaning("weekend", saturday, saturday + timedelta(days=1))


def weekday_of(d: date, shift: int, weekday: int) -> Meaning:
    return on_day(d - timedelta(days=d.weekday()) + timedelta(weeks=shift, days=weekday))


def add_months(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(d.day, last))


def month_span(year: int, month: int) -> Meaning:
    last = calendar.monthrange(year, month)[1]
    return Meaning("month", date(year, month, 1), date(year, month, last))


def month_of(d: date, shift: int) -> Meaning:
    moved = add_months(d.replace(day=1), shift)
    return month_span(moved.year, moved.month)


def quarter_of(d: date, shift: int) -> Meaning:
    start = add_months(date(d.year, (d.month - 1) // 3 * 3 + 1, 1), 3 * shift)
    end = add_months(start, 2)
    return Meaning("quarter", start, end.replace(day=calendar.monthrange(end.year,
                                                                         end.month)[1]))


def year_span(year: int) -> Meaning:
    return Meaning("year", date(year, 1, 1), date(year, 12, 31))


def edge_of(span: Meaning, edge: str) -> Meaning:
    """The last day of a span for "end", its first for "start"."""
    return on_day(span.last if edge == "end" else span.first)


def counted_from(now: datetime, has_time: bool, n: int, unit: str, sign: int) -> Meaning | None:
    """A distance counted from now: "3 days ago" is a day, "2 weeks ago" the week it
    lands in, "in 2 hours" a moment (only when the time of day is known)."""
    today = now.date()
    if unit in ("minute", "hour"):
        if not has_time:
            return None
        moment = now + sign * timedelta(**{unit + "s": n})
        return Meaning("moment", moment.date(), moment.date(), moment=moment)
    if unit == "day":
        return on_day(today + sign * timedelta(days=n))
    if unit == "week":
        return week_of(today + sign * timedelta(weeks=n))
    if unit == "month":
        return month_of(add_months(today, sign * n), 0)
    return year_span(today.year + sign * n)


def moment_at(d: date, hour: int, minute: int) -> Meaning:
    return Meaning("moment", d, d, moment=datetime(d.year, d.month, d.day, hour, minute))


# --- numbers ------------------------------------------------------------------------------

FULLWIDTH = str.maketrans("０１２３４５６７８９：", "0123456789:")
_CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4,
               "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
               "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
               "twelve": 12}


def number(text: str) -> int | None:
    """An ASCII, English or Chinese/Japanese numeral up to 99 ("12", "two", "二十三")."""
    text = text.strip().lower()
    if text.isascii() and text.isdigit():
        return int(text)
    if text in _EN_NUMBERS:
        return _EN_NUMBERS[text]
    if "couple" in text:
        return 2
    if "十" in text:
        tens, _, ones = text.partition("十")
        high = _CJK_DIGITS.get(tens, -1) if tens else 1
        low = _CJK_DIGITS.get(ones, -1) if ones else 0
        return high * 10 + low if high >= 0 and low >= 0 else None
    if len(text) == 1 and text in _CJK_DIGITS:
        return _CJK_DIGITS[text]
    return None


__all__ = [
    "FULLWIDTH", "Meaning", "add_months", "counted_from", "edge_of", "moment_at", "month_of",
    "month_span", "number", "on_day", "quarter_of", "week_of", "weekday_of", "weekend_of",
    "year_span",
]
