"""Relative times, resolved when they are said: "last week" becomes the week it meant.

A memory is read months after the conversation it came from. "We upgraded to Node 22
last week", stored as written, names another week every time it is read; "上个月" and
"来週" likewise. Extraction therefore resolves the relative times of a candidate against
the conversation's own time (the time of the message, else the session's date) and
writes the absolute date in its place (`resolve_times`); the user's own words stay in
``source.quote``.

What is resolved, in English, Chinese and Japanese (`find_times` lists each mention):

- days: yesterday/today/tomorrow/tonight/last night, 昨天/前天/大后天/今晚, 昨日/一昨日/
  明後日/今朝, with a part of the day or a clock time ("tomorrow at 3pm", "明天下午3点",
  "明日の午後3時");
- weeks, weekends, months, quarters, years: "last/this/next week", 上周/这周/下下周/
  上周末, 先週/今週/再来週/来週末, 上个月/本月/下月, 先月/来月/再来月, 去年/明年/后年,
  昨年/来年/一昨年, "last quarter", 上季度, 前四半期;
- a weekday of such a week: "next Friday", "Monday next week", 下周三, 来週の水曜日;
- a month of such a year and a day of such a month: "last March", 明年三月, 下个月5号,
  来年の3月, 来月5日; the end or start of a period: "the end of next month", 下个月底,
  年底, 来月末, 年末;
- counted distances: "3 days ago", "in two weeks", "30 minutes ago", 三天前, 两个月后,
  两小时前, 3日前, 2週間後, 2か月前, 半年前 (hours and minutes only against a time of day).

Conventions (the labelled set, `benchmarks/relative_dates_data.py`, follows them):
weeks run Monday to Sunday; "last/this/next <weekday>" is that weekday of the previous,
current or next week; a count of weeks, months or years names the week, month or year it
lands in, a count of days the day. A mention has the precision of its words: "last
month" is a month, not a day a month ago.

What is left as written: vague times ("recently", "前几天", "先日", "a few days ago"),
durations ("for two weeks", "两周", "2週間"), repetitions ("every Friday", "每周五",
"毎週金曜日"), bare weekdays and months whose week or year the words do not say, and
words that only contain a time word ("the last week of each sprint", "下周期", "这个月份").
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

# --- what a mention means ---------------------------------------------------------------

UNITS = ("moment", "day", "week", "weekend", "month", "quarter", "year")


@dataclass(frozen=True)
class TimeMention:
    """A relative time found in a text and the calendar time it names.

    ``first``..``last`` is the span of days (one day for a day or a moment); ``moment``
    is set for a clock time. ``lang`` (``en``, ``zh``, ``ja``) is how it is written back.
    """

    start: int
    end: int
    text: str
    lang: str
    unit: str
    first: date
    last: date
    moment: datetime | None = None
    part: str = ""  # a part of the day ("morning", "night") said with a day

    @property
    def value(self) -> str:
        """ISO 8601: ``2026-11-17``, ``2026-11-19T15:00``, or ``first/last`` for a span."""
        if self.moment is not None:
            return self.moment.strftime("%Y-%m-%dT%H:%M")
        if self.first == self.last:
            return self.first.isoformat()
        return f"{self.first.isoformat()}/{self.last.isoformat()}"


@dataclass(frozen=True)
class _Meaning:
    unit: str
    first: date
    last: date
    moment: datetime | None = None
    part: str = ""


def _day(d: date, part: str = "") -> _Meaning:
    return _Meaning("day", d, d, part=part)


def _week(d: date, shift: int = 0) -> _Meaning:
    monday = d - timedelta(days=d.weekday()) + timedelta(weeks=shift)
    return _Meaning("week", monday, monday + timedelta(days=6))


def _weekend(d: date, shift: int) -> _Meaning:
    saturday = d - timedelta(days=d.weekday()) + timedelta(weeks=shift, days=5)
    return _Meaning("weekend", saturday, saturday + timedelta(days=1))


def _weekday(d: date, shift: int, weekday: int) -> _Meaning:
    return _day(d - timedelta(days=d.weekday()) + timedelta(weeks=shift, days=weekday))


def _add_months(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(d.day, last))


def _month(year: int, month: int) -> _Meaning:
    last = calendar.monthrange(year, month)[1]
    return _Meaning("month", date(year, month, 1), date(year, month, last))


def _month_of(d: date, shift: int) -> _Meaning:
    moved = _add_months(d.replace(day=1), shift)
    return _month(moved.year, moved.month)


def _quarter_of(d: date, shift: int) -> _Meaning:
    start = _add_months(date(d.year, (d.month - 1) // 3 * 3 + 1, 1), 3 * shift)
    end = _add_months(start, 2)
    return _Meaning("quarter", start, end.replace(day=calendar.monthrange(end.year,
                                                                         end.month)[1]))


def _year(year: int) -> _Meaning:
    return _Meaning("year", date(year, 1, 1), date(year, 12, 31))


def _edge(span: _Meaning, edge: str) -> _Meaning:
    """The last day of a span for "end", its first for "start"."""
    return _day(span.last if edge == "end" else span.first)


def _count(now: datetime, has_time: bool, n: int, unit: str, sign: int) -> _Meaning | None:
    """A distance counted from now: "3 days ago" is a day, "2 weeks ago" the week it
    lands in, "in 2 hours" a moment (only when the time of day is known)."""
    today = now.date()
    if unit in ("minute", "hour"):
        if not has_time:
            return None
        moment = now + sign * timedelta(**{unit + "s": n})
        return _Meaning("moment", moment.date(), moment.date(), moment=moment)
    if unit == "day":
        return _day(today + sign * timedelta(days=n))
    if unit == "week":
        return _week(today + sign * timedelta(weeks=n))
    if unit == "month":
        return _month_of(_add_months(today, sign * n), 0)
    return _year(today.year + sign * n)


def _at(d: date, hour: int, minute: int) -> _Meaning:
    return _Meaning("moment", d, d, moment=datetime(d.year, d.month, d.day, hour, minute))


# --- numbers ------------------------------------------------------------------------------

_FULLWIDTH = str.maketrans("０１２３４５６７８９：", "0123456789:")
_CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4,
               "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
               "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
               "twelve": 12}


def _number(text: str) -> int | None:
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


# --- the rules ----------------------------------------------------------------------------

Resolver = Callable[[re.Match[str], datetime, bool], "_Meaning | None"]


@dataclass(frozen=True)
class _Rule:
    lang: str
    pattern: re.Pattern[str]
    resolve: Resolver


_RULES: list[_Rule] = []


def _rule(lang: str, pattern: str, flags: int = 0) -> Callable[[Resolver], Resolver]:
    def add(resolve: Resolver) -> Resolver:
        _RULES.append(_Rule(lang, re.compile(pattern, flags), resolve))
        return resolve
    return add


# English ------------------------------------------------------------------------------

_EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_EN_MONTHS = tuple(m.lower() for m in calendar.month_name[1:])
_EN_SHIFT = {"last": -1, "this": 0, "next": 1}
_EN_NUM = (r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
           r"|(?:a\s+)?couple\s+of)")
_EN_CLOCK = (r"(?:at\s+)?(?P<{p}h>\d{{1,2}})(?::(?P<{p}m>[0-5]\d))?\s*(?P<{p}ap>[ap]\.m\.|[ap]m\b)"
             r"|at\s+(?P<{p}h2>\d{{1,2}})(?::(?P<{p}m2>[0-5]\d))?\b")
_EN_DAYS = {"the day before yesterday": -2, "yesterday": -1, "last night": -1, "today": 0,
            "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
            "tomorrow": 1, "the day after tomorrow": 2}
_EN_DAY_WORDS = "|".join(sorted(_EN_DAYS, key=len, reverse=True)).replace(" ", r"\s+")


def _en_clock(m: re.Match[str], prefix: str, part: str) -> tuple[int, int] | None:
    hour = m.group(prefix + "h") or m.group(prefix + "h2")
    if hour is None:
        return None
    h = int(hour)
    minute = int(m.group(prefix + "m") or m.group(prefix + "m2") or 0)
    ampm = (m.group(prefix + "ap") or "").replace(".", "").lower()
    if ampm == "pm" or (not ampm and part in ("afternoon", "evening", "night") and h < 12):
        h = h + 12 if h < 12 else h
    elif ampm == "am" and h == 12:
        h = 0
    return (h, minute) if h < 24 else None


def _part_of(words: str) -> str:
    for part in ("morning", "afternoon", "evening", "night"):
        if part in words:
            return part
    return ""


@_rule("en", r"(?i)(?:\b(?P<c1>" + _EN_CLOCK.format(p="a") + r")\s+)?"
       r"\b(?P<day>" + _EN_DAY_WORDS + r")\b(?:\s+(?P<part>morning|afternoon|evening|night)\b)?"
       r"(?:\s+(?P<c2>" + _EN_CLOCK.format(p="b") + "))?")
def _en_day(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    said = " ".join(m.group("day").lower().split())
    d = now.date() + timedelta(days=_EN_DAYS[said])
    part = _part_of(f"{said} {m.group('part') or ''}")
    for prefix, group in (("a", "c1"), ("b", "c2")):
        if m.group(group):
            clock = _en_clock(m, prefix, part)
            return _at(d, *clock) if clock else None
    return _day(d, part)


@_rule("en", r"(?i)(?<!\bthe\s)(?<!\bfor\s)\b(?:(?:earlier|later)\s+)?"
       r"(?:(?:on\s+)?(?P<wd>" + "|".join(_EN_WEEKDAYS) + r")\s+(?:of\s+)?)?"
       r"(?P<rel>last|this|next)\s+(?P<unit>week(?:end)?|month|year|quarter)\b(?!\s+of\b)")
def _en_period(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    shift, unit, today = _EN_SHIFT[m.group("rel").lower()], m.group("unit").lower(), now.date()
    if m.group("wd"):
        if unit != "week":
            return None
        return _weekday(today, shift, _EN_WEEKDAYS.index(m.group("wd").lower()))
    if unit == "week":
        return _week(today, shift)
    if unit == "weekend":
        return _weekend(today, shift)
    if unit == "month":
        return _month_of(today, shift)
    if unit == "quarter":
        return _quarter_of(today, shift)
    return _year(today.year + shift)


@_rule("en", r"(?i)(?<!\bthe\s)\b(?P<rel>last|this|next)\s+(?P<wd>" + "|".join(_EN_WEEKDAYS)
       + r")\b")
def _en_weekday(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _weekday(now.date(), _EN_SHIFT[m.group("rel").lower()],
                    _EN_WEEKDAYS.index(m.group("wd").lower()))


@_rule("en", r"(?i)(?<!\bthe\s)\b(?P<rel>last|this|next)\s+(?P<month>"
       + "|".join(_EN_MONTHS) + r")\b")
def _en_month_name(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    month, rel, today = _EN_MONTHS.index(m.group("month").lower()) + 1, m.group("rel").lower(), \
        now.date()
    year = today.year
    if rel == "last" and month >= today.month:
        year -= 1
    elif rel == "next" and month <= today.month:
        year += 1
    return _month(year, month)


@_rule("en", r"(?i)\b(?:(?P<n1>" + _EN_NUM + r")\s+(?P<u1>minute|min|hour|hr|day|week|month|year)s?"
       r"\s+(?P<dir>ago|from\s+now)"
       r"|in\s+(?P<n2>" + _EN_NUM + r")\s+(?P<u2>minute|min|hour|hr|day|week|month|year)s?)\b")
def _en_count(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    n = _number(m.group("n1") or m.group("n2"))
    unit = (m.group("u1") or m.group("u2")).lower()
    unit = {"min": "minute", "hr": "hour"}.get(unit, unit)
    sign = -1 if (m.group("dir") or "").lower() == "ago" else 1
    return None if n is None else _count(now, has_time, n, unit, sign)


@_rule("en", r"(?i)\b(?:at\s+)?(?:the\s+)?(?P<edge>end|beginning|start)\s+of\s+(?:the\s+)?"
       r"(?P<rel>last|this|next|the)?\s*(?P<unit>week|month|year|quarter)\b")
def _en_edge(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    shift = _EN_SHIFT.get((m.group("rel") or "this").lower(), 0)
    unit, today = m.group("unit").lower(), now.date()
    span = {"week": _week(today, shift), "month": _month_of(today, shift),
            "quarter": _quarter_of(today, shift), "year": _year(today.year + shift)}[unit]
    return _edge(span, "end" if m.group("edge").lower() == "end" else "start")


# Chinese and Japanese -----------------------------------------------------------------

_CN_NUM = r"(?:\d{1,3}|[一二两兩三四五六七八九十〇零]{1,3})"
_CN_WEEKDAYS = "一二三四五六日"
# Characters that make a word with the 上/下/这/本 after them: 马上月底, 看一下周报,
# 日本周末 and 以上 are no "last month", "next week" or "this week".
_CN_BEFORE_REL = ("(?<![马晚早以之线向往地网楼手身面路天会加北南底"
                  "私当眼一两几放留剩写记拿乡上下跟基根原资版日样])")
# ...and that make a word with the 明/今/去/前/后 of a day or year word: 证明年, 如今天, 过去年份.
_CN_BEFORE_DAY = ("(?<![证声表发透简聪光文英鲜阐查指注标申开清"
                  "照昭如之以目当提过出回失进除删然最随落背])")
_ZH_SHIFT = {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1, "下下": 2}
_JA_SHIFT = {"先々": -2, "先": -1, "今": 0, "来": 1, "再来": 2}
_CN_DAYS = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1,
            "今天": 0, "今日": 0, "今晚": 0, "今早": 0, "今夜": 0, "明天": 1, "明日": 1,
            "明晚": 1, "明早": 1, "后天": 2, "大后天": 3}
_JA_DAYS = {"一昨日": -2, "おととい": -2, "昨日": -1, "昨夜": -1, "昨晩": -1, "今日": 0,
            "今朝": 0, "今夜": 0, "今晩": 0, "明日": 1, "あした": 1, "明朝": 1, "明後日": 2,
            "あさって": 2, "明々後日": 3, "明明後日": 3, "しあさって": 3}
_CN_YEARS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_JA_YEARS = {"一昨年": -2, "おととし": -2, "去年": -1, "昨年": -1, "今年": 0, "来年": 1,
             "再来年": 2}
_NIGHT = ("晚", "夜", "晩")
_MORNING = ("早", "朝")


def _alternatives(words: dict[str, int]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


def _cjk_part(day_word: str, part: str) -> str:
    said = day_word + part
    if any(c in said for c in _NIGHT) or "夕" in said:
        return "night"
    if "下午" in said or "午後" in said or "昼" in said:
        return "afternoon"
    if any(c in said for c in _MORNING) or "上午" in said or "午前" in said:
        return "morning"
    return ""


def _cjk_clock(hour: str | None, minute: str | None, half: str | None,
               part: str) -> tuple[int, int] | None:
    if hour is None:
        return None
    h = _number(hour)
    m = 30 if half else (_number(minute) if minute else 0)
    if h is None or m is None or m > 59:
        return None
    if part in ("afternoon", "night") and h < 12:
        h += 12
    return (h, m) if h < 24 else None


_ZH_CLOCK = (r"(?P<h>" + _CN_NUM + r")[点點](?:(?P<half>半)|(?P<mi>" + _CN_NUM
             + r")分?|钟)?|(?P<h2>\d{1,2})[:：](?P<mi2>[0-5]\d)")


@_rule("zh", _CN_BEFORE_DAY + r"(?P<day>" + _alternatives(_CN_DAYS) + r")"
       r"(?P<part>早上|上午|中午|下午|傍晚|晚上|夜里|凌晨)?(?:" + _ZH_CLOCK + ")?")
def _zh_day(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    d = now.date() + timedelta(days=_CN_DAYS[m.group("day")])
    part = _cjk_part(m.group("day"), m.group("part") or "")
    clock = _cjk_clock(m.group("h") or m.group("h2"), m.group("mi") or m.group("mi2"),
                       m.group("half"), part)
    if (m.group("h") or m.group("h2")) and clock is None:
        return None
    return _at(d, *clock) if clock else _day(d, part)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上上|下下|上|这|本|下)个?(?:周|星期|礼拜|禮拜)"
       r"(?:(?P<we>末)|(?P<wd>[一二三四五六日天]))?(?![期年刊长转围岁边])")
def _zh_week(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    shift, today = _ZH_SHIFT[m.group("rel")], now.date()
    if m.group("we"):
        return _weekend(today, shift)
    if m.group("wd"):
        return _weekday(today, shift, _CN_WEEKDAYS.index(m.group("wd").replace("天", "日")))
    return _week(today, shift)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上上|下下|上|这|本|下)(?P<ge>个)?月"
       r"(?:(?P<edge>底|末|初)|(?P<d>" + _CN_NUM + r")[号號日])?(?![份球亮光饼])")
def _zh_month(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    rel = m.group("rel")
    if rel in ("这", "上上", "下下") and not m.group("ge"):
        return None  # "这月" is rare and "上上月" is not said; "这个月" is
    return _month_detail(_month_of(now.date(), _ZH_SHIFT[rel]), m.group("edge"), m.group("d"))


def _month_detail(month: _Meaning, edge: str | None, day: str | None) -> _Meaning | None:
    if edge:
        return _edge(month, "end" if edge in ("底", "末") else "start")
    if day:
        n = _number(day)
        if n is None or not 1 <= n <= month.last.day:
            return None
        return _day(month.first.replace(day=n))
    return month


@_rule("zh", _CN_BEFORE_DAY + r"(?P<rel>" + _alternatives(_CN_YEARS) + r")"
       r"(?:(?P<mo>" + _CN_NUM + r")月(?:(?P<d>" + _CN_NUM + r")[号號日])?|年?(?P<edge>底|末|初))?"
       r"(?![度份纪龄级])")
def _zh_year(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _year_detail(now.date().year + _CN_YEARS[m.group("rel")], m)


def _year_detail(year: int, m: re.Match[str]) -> _Meaning | None:
    if m.group("edge"):
        return _edge(_year(year), "end" if m.group("edge") in ("底", "末", "年末") else "start")
    if m.group("mo"):
        month = _number(m.group("mo"))
        if month is None or not 1 <= month <= 12:
            return None
        return _month_detail(_month(year, month), None, m.group("d"))
    return _year(year)


@_rule("zh", r"(?<![0-9一二两三四五六七八九十〇零几多每半周年今去明前后])年(?P<edge>底|末|初)")
def _cjk_year_edge(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _edge(_year(now.year), "end" if m.group("edge") in ("底", "末") else "start")


@_rule("zh", r"(?<![第每几多前])(?P<n>" + _CN_NUM + r"|半)(?P<ge>个|個)?"
       r"(?P<unit>天|日|周|星期|礼拜|月|年|小时|小時|钟头|分钟)(?:之|以)?(?P<dir>前|后|後)")
def _zh_count(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    unit = {"天": "day", "日": "day", "周": "week", "星期": "week", "礼拜": "week",
            "月": "month", "年": "year", "小时": "hour", "小時": "hour", "钟头": "hour",
            "分钟": "minute"}[m.group("unit")]
    if unit == "month" and not m.group("ge"):
        return None  # "3月前" is "before March"; months are counted as "3个月"
    return _counted(m.group("n"), unit, m.group("dir") == "前", now, has_time)


def _counted(n_text: str, unit: str, back: bool, now: datetime,
             has_time: bool) -> _Meaning | None:
    if n_text == "半":
        if unit != "year":
            return None  # "半个月", "半天": vague
        n, unit = 6, "month"
    else:
        n = _number(n_text)
        if n is None:
            return None
    return _count(now, has_time, n, unit, -1 if back else 1)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上|这|本|下)个?季度")
def _zh_quarter(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _quarter_of(now.date(), _ZH_SHIFT[m.group("rel")])


_JA_CLOCK = (r"(?P<ap>午前|午後)?(?P<h>" + _CN_NUM + r")時(?:(?P<half>半)|(?P<mi>" + _CN_NUM
             + r")分)?|(?P<h2>\d{1,2})[:：](?P<mi2>[0-5]\d)")


@_rule("ja", r"(?P<day>" + _alternatives(_JA_DAYS) + r")(?!香)"
       r"(?:の?(?P<part>朝|昼|午前中|夕方|夜|晩)(?!ご))?(?:の?(?:" + _JA_CLOCK + "))?")
def _ja_day(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    d = now.date() + timedelta(days=_JA_DAYS[m.group("day")])
    part = _cjk_part(m.group("day"), (m.group("part") or "") + (m.group("ap") or ""))
    clock = _cjk_clock(m.group("h") or m.group("h2"), m.group("mi") or m.group("mi2"),
                       m.group("half"), part)
    if (m.group("h") or m.group("h2")) and clock is None:
        return None
    return _at(d, *clock) if clock else _day(d, part)


@_rule("ja", r"(?P<rel>先々|先|今|再来|来)週(?:(?P<we>末)|の?(?P<wd>[月火水木金土日])曜日?)?"
       r"(?![号刊間])")
def _ja_week(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    shift, today = _JA_SHIFT[m.group("rel")], now.date()
    if m.group("we"):
        return _weekend(today, shift)
    if m.group("wd"):
        return _weekday(today, shift, "月火水木金土日".index(m.group("wd")))
    return _week(today, shift)


@_rule("ja", r"(?P<rel>先々|先|今|再来|来)月(?:(?P<edge>末|初め|頭)|の?(?P<d>" + _CN_NUM
       + r")日)?(?![号刊間])")
def _ja_month(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    edge = {"末": "末", "初め": "初", "頭": "初"}.get(m.group("edge") or "")
    return _month_detail(_month_of(now.date(), _JA_SHIFT[m.group("rel")]), edge, m.group("d"))


@_rule("ja", r"(?P<rel>" + _alternatives(_JA_YEARS) + r")"
       r"(?:の?(?P<mo>" + _CN_NUM + r")月(?:(?P<d>" + _CN_NUM + r")日)?|の?(?P<edge>年末|年始|末))?"
       r"(?![度])")
def _ja_year(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _year_detail(now.date().year + _JA_YEARS[m.group("rel")], m)


@_rule("ja", r"(?<![0-9一二三四五六七八九十〇今去来昨年毎])年(?P<edge>末|始)")
def _ja_year_edge(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _edge(_year(now.year), "end" if m.group("edge") == "末" else "start")


@_rule("ja", r"(?<![第毎数])(?P<n>" + _CN_NUM + r"|半)"
       r"(?P<unit>日|週間|か月|ヶ月|カ月|ヵ月|ケ月|箇月|年|時間|分)(?P<dir>前|後)")
def _ja_count(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    unit = m.group("unit")
    kind = ("day" if unit == "日" else "week" if unit == "週間" else "year" if unit == "年"
            else "hour" if unit == "時間" else "minute" if unit == "分" else "month")
    return _counted(m.group("n"), kind, m.group("dir") == "前", now, has_time)


@_rule("ja", r"(?P<rel>前|今|来|次)四半期")
def _ja_quarter(m: re.Match[str], now: datetime, has_time: bool) -> _Meaning | None:
    return _quarter_of(now.date(), {"前": -1, "今": 0, "来": 1, "次": 1}[m.group("rel")])


# --- finding and writing back ------------------------------------------------------------

_KANA = re.compile(r"[\u3040-\u30ff]")


def _anchor(now: date | datetime) -> tuple[datetime, bool]:
    if isinstance(now, datetime):
        return now.replace(tzinfo=None, second=0, microsecond=0), True
    return datetime(now.year, now.month, now.day), False


def find_times(text: str, now: date | datetime) -> list[TimeMention]:
    """The relative times ``text`` names, resolved against ``now``, in order.

    Args:
        text: what the user (or a model, about the user's words) wrote.
        now: the conversation's time, as the user's clock showed it; a ``date`` when only
            the day is known (then "two hours ago" is left alone). An aware datetime is
            read in its own zone.

    Overlapping matches keep the one that starts first, then the longest ("Monday next
    week" over "next week"). Never raises; a mention that names no real day ("下个月
    31号" in a month of 30) is left out.
    """
    if not isinstance(text, str) or not text:
        return []
    moment, has_time = _anchor(now)
    scan = text.translate(_FULLWIDTH)  # one character for one: offsets stay those of text
    cjk_lang = "ja" if _KANA.search(text) else "zh"
    found: list[tuple[int, int, str, _Meaning]] = []
    for rule in _RULES:
        for m in rule.pattern.finditer(scan):
            if m.end() == m.start():
                continue
            try:
                meaning = rule.resolve(m, moment, has_time)
            except (ValueError, OverflowError):  # past year 9999 or before year 1
                continue
            if meaning is not None:
                lang = rule.lang if rule.lang == "en" else cjk_lang
                found.append((m.start(), m.end(), lang, meaning))
    found.sort(key=lambda f: (f[0], f[0] - f[1]))
    out: list[TimeMention] = []
    for start, end, lang, meaning in found:
        if out and start < out[-1].end:
            continue
        out.append(TimeMention(start, end, text[start:end], lang, meaning.unit, meaning.first,
                               meaning.last, meaning.moment, meaning.part))
    return out


_EN_PREPOSITIONS = frozenset((
    "on", "in", "at", "by", "since", "until", "till", "from", "to", "before", "after",
    "through", "during", "of", "around", "as", "for", "starting", "within", "than", "between",
))
_LAST_WORD = re.compile(r"([A-Za-z]+)\W*$")
_ZH_PARTS = {"morning": "上午", "afternoon": "下午", "night": "晚上"}
_JA_PARTS = {"morning": "朝", "afternoon": "午後", "night": "夜"}


def _cjk_date(d: date) -> str:
    return f"{d.year}年{d.month}月{d.day}日"


def _written_cjk(t: TimeMention) -> str:
    ja = t.lang == "ja"
    if t.moment is not None:
        return f"{_cjk_date(t.first)} {t.moment:%H:%M}"
    if t.unit == "day":
        parts = _JA_PARTS if ja else _ZH_PARTS
        return _cjk_date(t.first) + (("の" if ja else "") + parts[t.part] if t.part else "")
    if t.unit == "week":
        return _cjk_date(t.first) + ("の週" if ja else "那周")
    if t.unit == "weekend":
        return _cjk_date(t.first) + ("の週末" if ja else "那个周末")
    if t.unit == "month":
        return f"{t.first.year}年{t.first.month}月"
    if t.unit == "quarter":
        q = (t.first.month - 1) // 3 + 1
        return f"{t.first.year}年第{q}" + ("四半期" if ja else "季度")
    return f"{t.first.year}年"


def _written_en(t: TimeMention, before: str, after: str) -> str:
    if t.moment is not None:
        bare, preposition = f"{t.first.isoformat()} {t.moment:%H:%M}", "at"
    elif t.unit == "day":
        bare = f"the {t.part} of {t.first.isoformat()}" if t.part else t.first.isoformat()
        preposition = "on"
    elif t.unit in ("week", "weekend"):
        bare, preposition = f"the {t.unit} of {t.first.isoformat()}", "in"
        if t.unit == "weekend":
            preposition = "on"
    elif t.unit == "month":
        bare, preposition = f"{calendar.month_name[t.first.month]} {t.first.year}", "in"
    elif t.unit == "quarter":
        bare, preposition = f"Q{(t.first.month - 1) // 3 + 1} {t.first.year}", "in"
    else:
        bare, preposition = str(t.first.year), "in"
    word = _LAST_WORD.search(before)
    said_one = word is not None and word.group(1).lower() in _EN_PREPOSITIONS \
        and before.endswith((word.group(1) + " ", word.group(1)))
    if said_one or after.startswith(("'s", "’s")):
        out = bare
    else:
        out = f"{preposition} {bare}"
    if t.text[:1].isupper():
        out = out[:1].upper() + out[1:]
    return out


def written(t: TimeMention, before: str = "", after: str = "") -> str:
    """How a mention is written back into the text: an absolute date in its language
    ("on 2026-11-17", "the week of 2026-11-09", "2026年10月", "2026年11月9日の週").
    ``before`` and ``after`` are the text around it (an English preposition already said
    is not said twice)."""
    return _written_en(t, before, after) if t.lang == "en" else _written_cjk(t)


def resolve_times(text: str, now: date | datetime) -> str:
    """``text`` with each relative time it names replaced by the absolute one.

    "Yesterday we upgraded to Node 22" said on 2026-11-18 becomes "On 2026-11-17 we
    upgraded to Node 22"; "我们上个月升级了" becomes "我们2026年10月升级了". Text without a
    relative time comes back unchanged (the same object).
    """
    mentions = find_times(text, now)
    if not mentions:
        return text
    pieces: list[str] = []
    cursor = 0
    for t in mentions:
        pieces.append(text[cursor:t.start])
        pieces.append(written(t, text[:t.start], text[t.end:]))
        cursor = t.end
    pieces.append(text[cursor:])
    return "".join(pieces)


def meant_time(text: str, now: date | datetime) -> date | datetime | None:
    """What a text that is nothing but a relative time means, for asking about a past
    time ("last March" -> 2026-03-31, its last day; "yesterday at 3pm" -> that moment),
    else None (the text says more than a time, or no time)."""
    found = find_times(text, now)
    if len(found) != 1 or len(text.strip()) - len(found[0].text) > 2:
        return None
    mention = found[0]
    if mention.moment is not None:
        return mention.moment.replace(tzinfo=now.tzinfo) if isinstance(now, datetime) \
            else mention.moment
    return mention.last


__all__ = ["UNITS", "TimeMention", "find_times", "meant_time", "resolve_times", "written"]
