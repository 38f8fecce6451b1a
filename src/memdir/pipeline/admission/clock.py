"""A time of day replaced: the record's one time of day, the statement's another.

"The team's standup is at 9:30 am" and "Standup now starts at a quarter past ten",
"Guests at the Harbourside Inn can check in from 3 pm" and "Check-in: 14:00.", 团队每天早
上 9 点开站会 and 站会时间:九点一刻, 旅館のチェックインは 15 時から and チェックインは午後二時
からです, チームの朝会は 9 時半から and 朝会、30 分繰り下げになりました: the statement says
the record's subject again with another time, written another way (words, 午後 and
kanji numerals, 一刻, a shift by minutes), which neither the slot rule nor the frame rule
reads as a value of the same kind. This rule reads that one relation:

1. the record says one time of day (9:30 am, 3 pm, 14:00, at 9; 9 点, 下午两点, 九点半; 15
   時, 9 時半, 午後二時);
2. the statement says one other time of day (a quarter past ten, half past nine, a
   quarter to four, noon; 九点一刻, 三点三刻; 午後二時), or moves the record's by an
   amount (30 分繰り下げ, 推迟半小时, pushed back 30 minutes); a time without am or pm is
   the same as one twelve hours from it;
3. every other word of it is one the record says ("Check-out moved to 11 am" is another
   time of the inn's; 夕食の開始を 18 時に is another meal's), or starts, begins, 开始,
   開始 where the record says no end; it says its subject (a word of the record); it is
   said as holding from now on, not for one day (tomorrow, 明天, 明日, this week, 今回),
   under a condition (if, only, 的话, なら), as a question, as one more (too, 也, も) or of
   what stays (そのまま, 不变, still; not another thing's time: 晚饭时间不变). A Chinese time
   moved (午饭提前到十点半了) leaves out the record's verb after its time (开始供应), no more.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.lifted import narrowed
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.tokens import Token
from memdir.pipeline.admission.whole import says_more
from memdir.pipeline.wording import strip_provenance

_DAY = 24 * 60
_EN_NUM = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_HAN_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
               "七": 7, "八": 8, "九": 9}
_EN_HOUR = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_HAN_NUM = "[0-9〇零一二两三四五六七八九十]{1,3}"
_EN_PM = r"(?:\s*(?P<half>[ap])\.?m\.?(?![a-z]))?"

# Read in this order, a span once: "a quarter to 1 pm" is one time (12:45), not "1 pm"
# with words before it.
_EN_TIMES = (
    re.compile(rf"(?i)(?<![a-z])(?:a\s+)?(?P<q>quarter|half)\s+(?P<rel>past|after|to)\s+"
               rf"(?P<h>{_EN_HOUR})(?![\d:])" + _EN_PM),
    re.compile(r"(?i)(?<![\d:.])(?P<h>\d{1,2}):(?P<m>[0-5]\d)(?![\d:])" + _EN_PM),
    re.compile(r"(?i)(?<![\d:.])(?P<h>\d{1,2})\s*(?P<half>[ap])\.?m\.?(?![a-z])"),
    re.compile(rf"(?i)(?<![a-z])(?P<h>{_EN_HOUR})\s+o'?clock" + _EN_PM),
    re.compile(r"(?i)(?<![a-z])(?P<noon>noon|midday|midnight)(?![a-z])"),
    # "at 9", "from 10" ending a clause or before "now", "every", "sharp".
    re.compile(r"(?i)(?<![a-z])(?:at|from)\s+(?P<h>\d{1,2})(?=\s*(?:$|[,.;!?]|now\b"
               r"|every\b|each\b|sharp\b|daily\b))"),
)
_ZH_PART = "(?P<part>早上|早晨|上午|中午|下午|傍晚|晚上|夜里|凌晨)?\\s*"
_ZH_TIME = re.compile(
    _ZH_PART + f"(?P<h>{_HAN_NUM})\\s*点(?!儿|点|子|名|赞|评|数|击|钟头)"
    f"(?:\\s*(?P<m>半|一刻|三刻|{_HAN_NUM}(?:\\s*分)?))?")
_JA_PART = "(?P<part>午前|午後|朝|昼|夕方|夜)?\\s*"
_JA_TIME = re.compile(
    _JA_PART + f"(?P<h>{_HAN_NUM})\\s*時(?!間|期|点|代|給|差|刻|速)"
    f"(?:\\s*(?P<m>半|{_HAN_NUM}\\s*分))?")
_CJK_COLON = re.compile(_ZH_PART.replace("早上", "午前|午後|朝|夕方|早上")
                        + r"(?<![\d:.])(?P<h>\d{1,2})[:：](?P<m>[0-5]\d)(?![\d:])")
_PM_PARTS = frozenset("下午 傍晚 晚上 夜里 午後 夕方 夜".split())
_AM_PARTS = frozenset("早上 早晨 上午 凌晨 午前 朝".split())

# A time moved by an amount: "30 分繰り下げ", "推迟半小时", "pushed back 30 minutes".
_AMOUNT = rf"(?P<n>\d{{1,3}}|{_HAN_NUM}|半|an?|half\s+an)"
_UNIT = r"\s*(?P<unit>分钟|分|小时|個?時間|minutes?|mins?|hours?)"
_SHIFT = (
    (1, re.compile(_AMOUNT + _UNIT + "\\s*(?:の)?(?:繰り下げ|遅らせ|後ろ倒し|遅く)")),
    (-1, re.compile(_AMOUNT + _UNIT + "\\s*(?:の)?(?:繰り上げ|早め|前倒し|早く)")),
    (1, re.compile("(?:推迟|延后|往后推|推后|晚)了?\\s*" + _AMOUNT + _UNIT)),
    (-1, re.compile("(?:提前|提早|早)了?\\s*" + _AMOUNT + _UNIT)),
    (1, re.compile(r"(?i)(?:pushed|moved|put)\s+back\s+(?:by\s+)?" + _AMOUNT + _UNIT)),
    (-1, re.compile(r"(?i)(?:moved|brought|pulled)\s+(?:up|forward)\s+(?:by\s+)?"
                    + _AMOUNT + _UNIT)),
    (1, re.compile(r"(?i)" + _AMOUNT + _UNIT + r"\s+later(?![a-z])")),
    (-1, re.compile(r"(?i)" + _AMOUNT + _UNIT + r"\s+earlier(?![a-z])")),
)

# Said for once, under a condition, of one more thing or of what stays.
# ("from next week", 下周起, 来週から say from when on: no one day).
_ONCE = re.compile(
    r"(?i)(?<![a-z])(?<!from\s)(?:today|tonight|tomorrow|this\s+(?:week|time|once|friday"
    r"|monday|tuesday|wednesday|thursday|saturday|sunday)|next\s+week|for\s+once"
    r"|just\s+once|one-off|too|also|as\s+well|still|stays?|unchanged|same)(?![a-z])"
    "|(?<!从)(?:今天|明天|后天|下周)(?!起|开始)|今晚|这周|这次|本周|这一次|临时|也|还是|不变"
    "|照旧|一样|(?:今日|明日|明後日|来週)(?!から|以降)|今週|今回|今度だけ|臨時"
    "|(?<=[\u4e00-\u9fff\u30a0-\u30ff])も|そのまま|変わらず|同じ")
# Words of when a thing starts: said where the record names no end, no word of its own.
_START = frozenset("start starts started starting begin begins began beginning kick kicks"
                   " 起 开始 開始 スタート 开 開".split())
_TIME_WORD = re.compile("(?:的)?(?:时间|時間|时刻|時刻)")
_END = re.compile(r"(?i)(?<![a-z])(?:ends?|ending|close[sd]?|closing|finish(?:es)?|until"
                  r"|till)(?![a-z])|结束|关门|下班|截止|終了|終わ|閉|まで")


_OTHER_KEPT = re.compile("[，,、]\\s*(?P<what>[\u4e00-\u9fff]{2,4}?)(?:的)?(?:时间|時間)"
                         "(?:不变|照旧|还是一样|一样|没变)")
# A verb that moves a time, and the record's verb of serving or opening after its time,
# no more than that: "备份凌晨两点跑，保留三十天" keeps its thirty days.
_MOVED = re.compile("(?:提前|推迟|延后|推后|挪|改|调)到")
_VERB_AFTER = re.compile("(?:开始)?[\u4e00-\u9fff]{1,2}\\s*[。.]?\\s*$")


def said_once(text: str) -> bool:
    """Whether ``text`` is said for one day or once, of one more thing or of what stays."""
    return bool(_ONCE.search(text))


def _en_hour(text: str) -> int:
    return _EN_NUM[text.lower()] if text.lower() in _EN_NUM else int(text)


def _han_number(text: str) -> int:
    if text.isdigit():
        return int(text)
    if "十" in text:
        tens, _, units = text.partition("十")
        return _HAN_DIGITS.get(tens, 1) * 10 + (_HAN_DIGITS.get(units, 0) if units else 0)
    value = 0
    for ch in text:
        value = value * 10 + _HAN_DIGITS.get(ch, 0)
    return value


def _minutes(text: str) -> int:
    text = text.replace("分", "").strip()
    return {"半": 30, "一刻": 15, "三刻": 45}.get(text, None) or _han_number(text)


# A time: minutes since midnight, and whether morning or afternoon is known.
Time = tuple[int, bool]


def _en(m: re.Match[str]) -> Time | None:
    g = m.groupdict()
    if g.get("noon"):
        return (0 if g["noon"].lower() == "midnight" else 12 * 60), True
    hour = _en_hour(g["h"])
    minute = int(g["m"]) if g.get("m") else 0
    half = (g.get("half") or "").lower()
    half = "pm" if half == "p" else "am" if half == "a" else ""
    if g.get("q"):
        step = 15 if g["q"].lower() == "quarter" else 30
        if g["rel"].lower() == "to":
            # Before the hour it names, of the half of the day said with that hour: "a
            # quarter to 1 pm" is 12:45, "a quarter to 12 pm" 11:45 am; "a quarter to one"
            # 12:45 or 00:45, the half unsaid.
            named = _clock(hour, 0, half)
            return None if named is None else ((named[0] - step) % _DAY, named[1])
        minute = step
    return _clock(hour, minute, half)


def _clock(hour: int, minute: int, half: str) -> Time | None:
    if not (0 <= hour <= 24 and 0 <= minute < 60):
        return None
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    return (hour * 60 + minute) % _DAY, bool(half) or hour > 12 or hour == 0


def _cjk(m: re.Match[str]) -> Time | None:
    hour = _han_number(m.group("h"))
    if hour == 1 and not (m.group("part") or m.group("m")) and m.group("h") in "一":
        return None  # 一点 is "a little", 一時 "for a while"
    minute = _minutes(m.group("m")) if m.group("m") else 0
    part = m.group("part") or ""
    return _clock(hour, minute, "pm" if part in _PM_PARTS else "am" if part in _AM_PARTS
                  else "")


def times(text: str) -> list[tuple[Time, tuple[int, int]]]:
    """The times of day ``text`` says, each with where it stands, in order."""
    found: list[tuple[Time, tuple[int, int]]] = []
    taken: list[tuple[int, int]] = []
    for pattern, read in [*((p, _en) for p in _EN_TIMES), (_CJK_COLON, _cjk),
                          (_ZH_TIME, _cjk), (_JA_TIME, _cjk)]:
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            time = read(m)
            if time is not None:
                found.append((time, m.span()))
                taken.append(m.span())
    return sorted(found, key=lambda f: f[1])


def _shift(text: str) -> tuple[int, tuple[int, int]] | None:
    for sign, pattern in _SHIFT:
        m = pattern.search(text)
        if m is None:
            continue
        n = m.group("n").lower()
        amount = 1 if n in ("a", "an", "half an") else 0 if n == "半" else _han_number(n)
        unit = m.group("unit").lower()
        minutes = amount * (60 if unit[0] in "h小時個" or unit.startswith("時") else 1)
        if n in ("半", "half an"):
            minutes = 30
        return (sign * minutes, m.span()) if minutes else None
    return None


def same_time(a: Time, b: Time) -> bool:
    """Whether two times may be one: equal, or twelve hours apart where one says neither
    morning nor afternoon ("9:30" and "9:30 pm")."""
    if a[0] == b[0]:
        return True
    return not (a[1] and b[1]) and (a[0] - b[0]) % (12 * 60) == 0


def says_clock_time(text: str) -> bool:
    """Whether ``text`` says a time of day or moves one (rule 2, whatever record it is
    read against): admission then asks this rule whether it corrects one."""
    plain = strip_provenance(text or "")
    return bool(times(plain) or _shift(plain))


def clock_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the record's subject with another time of day than the record's
    one (module docstring), else 0."""
    plain, held = strip_provenance(text or ""), strip_provenance(description or "")
    # Another thing's time said to stay (晚饭时间不变 beside 午饭提前到十点半): no part of it.
    plain = _OTHER_KEPT.sub(lambda m: "" if record.covers(Token("han", m.group("what")))
                            is False else m.group(0), plain)
    old = times(held)
    if len({t for t, _ in old}) != 1 or narrowed(plain) or _ONCE.search(plain):
        return 0
    (was, _), = old[:1]
    new = times(plain)
    shift = _shift(plain)
    if new and not shift and len({t for t, _ in new}) == 1:
        now, spans = new[0][0], [s for _, s in new]
    elif shift and not new:
        now, spans = ((was[0] + shift[0]) % _DAY, was[1]), [shift[1]]
    else:
        return 0
    if same_time(was, now):
        return 0
    # The whole record is replaced: it must say nothing the statement drops ("and are
    # kept for 30 days", "on weekdays", "in room 4, led by Priya").
    rest_held = held
    for _, (a, b) in sorted(old, key=lambda o: o[1], reverse=True):
        # A Chinese time moved (午饭提前到十点半) leaves out the verb after it (开始供应).
        after = held[b:] if _MOVED.search(plain) else ""
        b += len(m.group(0)) if (m := _VERB_AFTER.match(after)) else 0
        rest_held = rest_held[:a] + " , " + rest_held[b:]
    if says_more(rest_held, plain):
        return 0
    rest = plain
    for a, b in sorted(spans, reverse=True):
        rest = rest[:a] + " , " + rest[b:]
    rest = _TIME_WORD.sub(" ", rest)  # 站会时间: the label's word of time is no subject
    rest = _MOVED.sub(" ", rest)  # 提前到: the move, no subject
    ends = bool(_END.search(held))
    said = False
    for tok in statement_tokens(rest):
        if not tok.content:
            continue
        if tok.kind == "han" and len(tok.text) > 2 and tok.text[-2:] in _START and not ends:
            tok = Token("han", tok.text[:-2])  # 診療開始: the record's 診療, starting
        covered = record.covers(tok)
        if covered:
            said = True
        elif covered is False and not (tok.text.lower() in _START and not ends):
            return 0  # another subject: check-out, 夕食, the retro
    return int(said)


__all__ = ["clock_change", "said_once", "same_time", "says_clock_time", "times"]
