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
from dataclasses import dataclass
from datetime import date, datetime

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.spans import FULLWIDTH, Meaning
from memdir.pipeline.extract.time_rules import RULES

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
    scan = text.translate(FULLWIDTH)  # one character for one: offsets stay those of text
    cjk_lang = "ja" if _KANA.search(text) else "zh"
    found: list[tuple[int, int, str, Meaning]] = []
    for rule in RULES:
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
