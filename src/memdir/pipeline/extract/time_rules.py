"""The words of relative times, in English, Chinese and Japanese: a pattern each, and
the span it means (`memdir.pipeline.extract.spans`).

`RULES` is read by `memdir.pipeline.extract.dates`, which finds every match, keeps the
first and longest of overlapping ones and writes them back. A pattern guards its edges
where a time word is part of another word ("下周期", "看一下周报", "the last week of").
"""

from __future__ import annotations

import calendar
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.spans import (
    Meaning,
    counted_from,
    edge_of,
    moment_at,
    month_of,
    month_span,
    number,
    on_day,
    quarter_of,
    week_of,
    weekday_of,
    weekend_of,
    year_span,
)

Resolver = Callable[[re.Match[str], datetime, bool], "Meaning | None"]


@dataclass(frozen=True)
class Rule:
    lang: str
    pattern: re.Pattern[str]
    resolve: Resolver


RULES: list[Rule] = []


def _rule(lang: str, pattern: str, flags: int = 0) -> Callable[[Resolver], Resolver]:
    def add(resolve: Resolver) -> Resolver:
        RULES.append(Rule(lang, re.compile(pattern, flags), resolve))
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
def _en_day(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    said = " ".join(m.group("day").lower().split())
    d = now.date() + timedelta(days=_EN_DAYS[said])
    part = _part_of(f"{said} {m.group('part') or ''}")
    for prefix, group in (("a", "c1"), ("b", "c2")):
        if m.group(group):
            clock = _en_clock(m, prefix, part)
            return moment_at(d, *clock) if clock else None
    return on_day(d, part)


@_rule("en", r"(?i)(?<!\bthe\s)(?<!\bfor\s)\b(?:(?:earlier|later)\s+)?"
       r"(?:(?:on\s+)?(?P<wd>" + "|".join(_EN_WEEKDAYS) + r")\s+(?:of\s+)?)?"
       r"(?P<rel>last|this|next)\s+(?P<unit>week(?:end)?|month|year|quarter)\b(?!\s+of\b)")
def _en_period(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    shift, unit, today = _EN_SHIFT[m.group("rel").lower()], m.group("unit").lower(), now.date()
    if m.group("wd"):
        if unit != "week":
            return None
        return weekday_of(today, shift, _EN_WEEKDAYS.index(m.group("wd").lower()))
    if unit == "week":
        return week_of(today, shift)
    if unit == "weekend":
        return weekend_of(today, shift)
    if unit == "month":
        return month_of(today, shift)
    if unit == "quarter":
        return quarter_of(today, shift)
    return year_span(today.year + shift)


@_rule("en", r"(?i)(?<!\bthe\s)\b(?P<rel>last|this|next)\s+(?P<wd>" + "|".join(_EN_WEEKDAYS)
       + r")\b")
def _en_weekday(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return weekday_of(now.date(), _EN_SHIFT[m.group("rel").lower()],
                    _EN_WEEKDAYS.index(m.group("wd").lower()))


@_rule("en", r"(?i)(?<!\bthe\s)\b(?P<rel>last|this|next)\s+(?P<month>"
       + "|".join(_EN_MONTHS) + r")\b")
def _en_month_name(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    month, rel, today = _EN_MONTHS.index(m.group("month").lower()) + 1, m.group("rel").lower(), \
        now.date()
    year = today.year
    if rel == "last" and month >= today.month:
        year -= 1
    elif rel == "next" and month <= today.month:
        year += 1
    return month_span(year, month)


@_rule("en", r"(?i)\b(?:(?P<n1>" + _EN_NUM + r")\s+(?P<u1>minute|min|hour|hr|day|week|month|year)s?"
       r"\s+(?P<dir>ago|from\s+now)"
       r"|in\s+(?P<n2>" + _EN_NUM + r")\s+(?P<u2>minute|min|hour|hr|day|week|month|year)s?)\b")
def _en_count(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    n = number(m.group("n1") or m.group("n2"))
    unit = (m.group("u1") or m.group("u2")).lower()
    unit = {"min": "minute", "hr": "hour"}.get(unit, unit)
    sign = -1 if (m.group("dir") or "").lower() == "ago" else 1
    return None if n is None else counted_from(now, has_time, n, unit, sign)


@_rule("en", r"(?i)\b(?:at\s+)?(?:the\s+)?(?P<edge>end|beginning|start)\s+of\s+(?:the\s+)?"
       r"(?P<rel>last|this|next|the)?\s*(?P<unit>week|month|year|quarter)\b")
def _en_edge(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    shift = _EN_SHIFT.get((m.group("rel") or "this").lower(), 0)
    unit, today = m.group("unit").lower(), now.date()
    span = {"week": week_of(today, shift), "month": month_of(today, shift),
            "quarter": quarter_of(today, shift), "year": year_span(today.year + shift)}[unit]
    return edge_of(span, "end" if m.group("edge").lower() == "end" else "start")


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
    h = number(hour)
    m = 30 if half else (number(minute) if minute else 0)
    if h is None or m is None or m > 59:
        return None
    if part in ("afternoon", "night") and h < 12:
        h += 12
    return (h, m) if h < 24 else None


_ZH_CLOCK = (r"(?P<h>" + _CN_NUM + r")[点點](?:(?P<half>半)|(?P<mi>" + _CN_NUM
             + r")分?|钟)?|(?P<h2>\d{1,2})[:：](?P<mi2>[0-5]\d)")


@_rule("zh", _CN_BEFORE_DAY + r"(?P<day>" + _alternatives(_CN_DAYS) + r")"
       r"(?P<part>早上|上午|中午|下午|傍晚|晚上|夜里|凌晨)?(?:" + _ZH_CLOCK + ")?")
def _zh_day(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    d = now.date() + timedelta(days=_CN_DAYS[m.group("day")])
    part = _cjk_part(m.group("day"), m.group("part") or "")
    clock = _cjk_clock(m.group("h") or m.group("h2"), m.group("mi") or m.group("mi2"),
                       m.group("half"), part)
    if (m.group("h") or m.group("h2")) and clock is None:
        return None
    return moment_at(d, *clock) if clock else on_day(d, part)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上上|下下|上|这|本|下)个?(?:周|星期|礼拜|禮拜)"
       r"(?:(?P<we>末)|(?P<wd>[一二三四五六日天]))?(?![期年刊长转围岁边])")
def _zh_week(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    shift, today = _ZH_SHIFT[m.group("rel")], now.date()
    if m.group("we"):
        return weekend_of(today, shift)
    if m.group("wd"):
        return weekday_of(today, shift, _CN_WEEKDAYS.index(m.group("wd").replace("天", "日")))
    return week_of(today, shift)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上上|下下|上|这|本|下)(?P<ge>个)?月"
       r"(?:(?P<edge>底|末|初)|(?P<d>" + _CN_NUM + r")[号號日])?(?![份球亮光饼])")
def _zh_month(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    rel = m.group("rel")
    if rel in ("这", "上上", "下下") and not m.group("ge"):
        return None  # "这月" is rare and "上上月" is not said; "这个月" is
    return _month_detail(month_of(now.date(), _ZH_SHIFT[rel]), m.group("edge"), m.group("d"))


def _month_detail(month: Meaning, edge: str | None, day: str | None) -> Meaning | None:
    if edge:
        return edge_of(month, "end" if edge in ("底", "末") else "start")
    if day:
        n = number(day)
        if n is None or not 1 <= n <= month.last.day:
            return None
        return on_day(month.first.replace(day=n))
    return month


@_rule("zh", _CN_BEFORE_DAY + r"(?P<rel>" + _alternatives(_CN_YEARS) + r")"
       r"(?:(?P<mo>" + _CN_NUM + r")月(?:(?P<d>" + _CN_NUM + r")[号號日])?|年?(?P<edge>底|末|初))?"
       r"(?![度份纪龄级])")
def _zh_year(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return _year_detail(now.date().year + _CN_YEARS[m.group("rel")], m)


def _year_detail(year: int, m: re.Match[str]) -> Meaning | None:
    if m.group("edge"):
        end = m.group("edge") in ("底", "末", "年末")
        return edge_of(year_span(year), "end" if end else "start")
    if m.group("mo"):
        month = number(m.group("mo"))
        if month is None or not 1 <= month <= 12:
            return None
        return _month_detail(month_span(year, month), None, m.group("d"))
    return year_span(year)


@_rule("zh", r"(?<![0-9一二两三四五六七八九十〇零几多每半周年今去明前后])年(?P<edge>底|末|初)")
def _cjk_year_edge(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return edge_of(year_span(now.year), "end" if m.group("edge") in ("底", "末") else "start")


@_rule("zh", r"(?<![第每几多前])(?P<n>" + _CN_NUM + r"|半)(?P<ge>个|個)?"
       r"(?P<unit>天|日|周|星期|礼拜|月|年|小时|小時|钟头|分钟)(?:之|以)?(?P<dir>前|后|後)")
def _zh_count(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    unit = {"天": "day", "日": "day", "周": "week", "星期": "week", "礼拜": "week",
            "月": "month", "年": "year", "小时": "hour", "小時": "hour", "钟头": "hour",
            "分钟": "minute"}[m.group("unit")]
    if unit == "month" and not m.group("ge"):
        return None  # "3月前" is "before March"; months are counted as "3个月"
    return _counted(m.group("n"), unit, m.group("dir") == "前", now, has_time)


def _counted(n_text: str, unit: str, back: bool, now: datetime,
             has_time: bool) -> Meaning | None:
    n: int | None
    if n_text == "半":
        if unit != "year":
            return None  # "半个月", "半天": vague
        n, unit = 6, "month"
    else:
        n = number(n_text)
        if n is None:
            return None
    return counted_from(now, has_time, n, unit, -1 if back else 1)


@_rule("zh", _CN_BEFORE_REL + r"(?P<rel>上|这|本|下)个?季度")
def _zh_quarter(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return quarter_of(now.date(), _ZH_SHIFT[m.group("rel")])


_JA_CLOCK = (r"(?P<ap>午前|午後)?(?P<h>" + _CN_NUM + r")時(?:(?P<half>半)|(?P<mi>" + _CN_NUM
             + r")分)?|(?P<h2>\d{1,2})[:：](?P<mi2>[0-5]\d)")


@_rule("ja", r"(?P<day>" + _alternatives(_JA_DAYS) + r")(?!香)"
       r"(?:の?(?P<part>朝|昼|午前中|夕方|夜|晩)(?!ご))?(?:の?(?:" + _JA_CLOCK + "))?")
def _ja_day(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    d = now.date() + timedelta(days=_JA_DAYS[m.group("day")])
    part = _cjk_part(m.group("day"), (m.group("part") or "") + (m.group("ap") or ""))
    clock = _cjk_clock(m.group("h") or m.group("h2"), m.group("mi") or m.group("mi2"),
                       m.group("half"), part)
    if (m.group("h") or m.group("h2")) and clock is None:
        return None
    return moment_at(d, *clock) if clock else on_day(d, part)


@_rule("ja", r"(?P<rel>先々|先|今|再来|来)週(?:(?P<we>末)|の?(?P<wd>[月火水木金土日])曜日?)?"
       r"(?![号刊間])")
def _ja_week(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    shift, today = _JA_SHIFT[m.group("rel")], now.date()
    if m.group("we"):
        return weekend_of(today, shift)
    if m.group("wd"):
        return weekday_of(today, shift, "月火水木金土日".index(m.group("wd")))
    return week_of(today, shift)


@_rule("ja", r"(?P<rel>先々|先|今|再来|来)月(?:(?P<edge>末|初め|頭)|の?(?P<d>" + _CN_NUM
       + r")日)?(?![号刊間])")
def _ja_month(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    edge = {"末": "末", "初め": "初", "頭": "初"}.get(m.group("edge") or "")
    return _month_detail(month_of(now.date(), _JA_SHIFT[m.group("rel")]), edge, m.group("d"))


@_rule("ja", r"(?P<rel>" + _alternatives(_JA_YEARS) + r")"
       r"(?:の?(?P<mo>" + _CN_NUM + r")月(?:(?P<d>" + _CN_NUM + r")日)?|の?(?P<edge>年末|年始|末))?"
       r"(?![度])")
def _ja_year(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return _year_detail(now.date().year + _JA_YEARS[m.group("rel")], m)


@_rule("ja", r"(?<![0-9一二三四五六七八九十〇今去来昨年毎])年(?P<edge>末|始)")
def _ja_year_edge(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return edge_of(year_span(now.year), "end" if m.group("edge") == "末" else "start")


@_rule("ja", r"(?<![第毎数])(?P<n>" + _CN_NUM + r"|半)"
       r"(?P<unit>日|週間|か月|ヶ月|カ月|ヵ月|ケ月|箇月|年|時間|分)(?P<dir>前|後)")
def _ja_count(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    unit = m.group("unit")
    kind = ("day" if unit == "日" else "week" if unit == "週間" else "year" if unit == "年"
            else "hour" if unit == "時間" else "minute" if unit == "分" else "month")
    return _counted(m.group("n"), kind, m.group("dir") == "前", now, has_time)


@_rule("ja", r"(?P<rel>前|今|来|次)四半期")
def _ja_quarter(m: re.Match[str], now: datetime, has_time: bool) -> Meaning | None:
    return quarter_of(now.date(), {"前": -1, "今": 0, "来": 1, "次": 1}[m.group("rel")])


__all__ = ["RULES", "Rule"]
