"""A day of the week replaced: the record's one weekday, the statement's another, or its
set of days ("Tuesdays and Fridays", 火曜と金曜) by as many others.

"The book club meets on Wednesdays" and "Book club moved to Fridays", 读书会每周三举行 and
读书会改到周五了, ロボコン部の練習は毎週土曜 and 練習は日曜になりました: the record says its
subject and one weekday, the statement says the subject again, another weekday and that it
changed, and nothing else. Read as `memdir.pipeline.admission.clock` reads a time of day:

1. the record says one weekday and no ban (no, not, 不, ない, 禁止: "No deploys on
   Fridays" is not when deploys happen);
2. the statement says one other weekday and a change (a change word, now, 以后, 今後), in
   the positive, said of every case: not for one week (this week, 这周, 今週), under a
   condition, as one more (too, 也, も) or of what stays;
3. every other word of it is the record's or says how often (every, 每, 毎週), and it
   says at least one (the subject);
4. it carries the whole record (`drops`): the record says nothing but its subject, its
   verb (meets, 举行, 行う), the old day and the part of the day it names ("afternoon");
   a word qualifying the subject, before it or after it, is said too ("Standups moved
   to Tuesdays" corrects no "The backend team's standups happen every Monday").

A statement that says the record's time stays ("Evening races have moved to Thursdays,
same start time", 读书会改到周五了，时间不变, 練習は日曜になりました、時間は同じです) points
back at a record that says one: its clause of what stays is no word of its own, the
record's time (a range too: "from 7 to 9 pm") and the part of the day are carried by
it, and the words that lead the
record before the first one the statement says (Club, 市图书馆的, ロボコン部の) may go
unsaid. Without it ("Book club moved to Fridays.") they must be said, as above. "Book
club's moved" says "club" ('s is has or is there, no possessive).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence, statement_tokens
from memdir.pipeline.admission.clock import said_once, times
from memdir.pipeline.admission.lifted import conditional, narrowed
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.whole import SCOPE
from memdir.pipeline.wording import says_now, strip_provenance

_EN_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY = re.compile(
    r"(?i)(?<![a-z])(?P<en>mon|tues|wednes|thurs|fri|satur|sun)days?(?![a-z])"
    "|(?:周|星期|礼拜)(?P<zh>[一二三四五六日天])|(?P<ja>[月火水木金土日])曜(?:日)?")
_ZH_DAYS = "一二三四五六日"
_JA_DAYS = "月火水木金土日"
# Words of how often, beside a day ("first Monday of each month", 每月第一个周一, 毎週).
OFTEN = frozenset("every each first second third fourth last other alternate month months"
                  " week weeks of the a on 每 每周 月 周 个 第 隔 毎 毎週 週 隔週".split())
# A record's words that go with its old day or say only that it happens: the verb of
# holding ("meets", 举行, 行う) and the part of the day the old day names ("afternoon").
WITH_OLD = frozenset("happen happens happening is are held meet meets take takes place"
                     " run runs morning mornings afternoon afternoons evening evenings night"
                     " nights 是 为 举行 进行 上课 上午 下午 晚上 午前 午後 夕方 夜 行う".split())
_BAN = re.compile(r"(?i)(?<![a-z])(?:no|not|never|don't|doesn't|can't|cannot|won't)(?![a-z])"
                  "|不|没|别|禁止|ない|ません|禁止")


def days(text: str) -> list[tuple[int, tuple[int, int]]]:
    """The weekdays ``text`` says (0 is Monday), each with where it stands, in order."""
    out = []
    for m in _DAY.finditer(text):
        if m.group("en"):
            day = next(i for i, d in enumerate(_EN_DAYS) if d.startswith(m.group("en").lower()))
        elif m.group("zh"):
            day = _ZH_DAYS.index(m.group("zh").replace("天", "日"))
        else:
            day = _JA_DAYS.index(m.group("ja"))
        out.append((day, m.span()))
    return out


def day_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the record's subject on another weekday than the record's one
    (module docstring), else 0."""
    plain, held = strip_provenance(text or "").strip(), strip_provenance(description or "")
    # "Youth club's moved": 's is has or is, no possessive (club's would be no word of "club").
    plain = _HAS.sub(" is", plain)
    # What it says stays ("same start time", 时间不变, 時間は同じです) is no word of its own.
    kept = list(_SAME.finditer(plain))
    words = plain
    for m in kept:
        words = words[:m.start()] + " " * len(m.group(0)) + words[m.end():]
    # The record's time: a time of day, or the part of the day its days name (の夜).
    time_kept = any(_TIME_WORD.search(m.group(0)) for m in kept) \
        and bool(times(held) or _PART.search(held))
    old, new = days(held), days(plain)
    # Its days, one or a set ("Tuesdays and Fridays", 火曜と金曜), all replaced by as many
    # others: not one kept beside a new one, nor one added or dropped.
    if not old or len(old) != len(new) or {d for d, _ in old} & {d for d, _ in new} \
            or _BAN.search(held) \
            or _BAN.search(words) or narrowed(words) or conditional(words) or said_once(words):
        return 0
    ready = prepare_sentence(words)
    if not (says_now(ready) or has_cue(ready)):
        return 0
    said = False
    for tok in statement_tokens(_cut(words, [span for _, span in new])):
        if not tok.content or tok.text.lower() in OFTEN \
                or time_kept and tok.text.lower().removesuffix("'s") in WITH_OLD:
            continue
        covered = record.covers(tok)
        if covered is False:
            return 0  # another subject: the retro, 夕会
        said = said or bool(covered)
    rest = _cut(held, [span for _, span in old])
    if time_kept:
        # The record's time said to stay, its words before the first the statement says
        # are no other one's: "same start time" points back at the record ("Evening races
        # have moved to Thursdays, same start time" against "Club evening races start at
        # 18:30 on Wednesdays").
        rest = _from_first_said(_without_times(rest), plain)
    return int(said and not drops(rest, plain))


_HAS = re.compile(r"(?i)(?<=[a-z])['’]s(?=\s+(?:moved|gone|been|changed|switched|shifted"
                  r"|now|on|at|in)(?![a-z]))")
# A clause of what stays the same beside a new day: the time ("same start time", "at the
# same time as before", 时间不变, 时间照旧, 時間は同じです), or another thing of the record
# ("Same frequency").
_SAME = re.compile(
    r"(?i)(?<![a-z])(?:at\s+)?(?:the\s+)?same\s+(?:[a-z]+\s+)?(?:time|hour|frequency|place|room"
    r"|venue|channel)s?(?![a-z])(?:\s+as\s+(?:before|usual|always))?"
    "|(?:时间|時間)(?:也)?(?:不变|照旧|没变|一样|还是一样)|(?:还是|照旧)(?:原来的|老)时间"
    "|時間は(?:同じ|そのまま|変わりません|変わらず)(?:です)?|同じ時間")
_TIME_WORD = re.compile(r"(?i)(?<![a-z])(?:time|hour)s?(?![a-z])|时间|時間")


# The start of a range whose end is a time ("from 7 to 9 pm"): the hour before it is one
# too, though it says no am or pm of its own.
_RANGE_START = re.compile(r"(?i)(?:(?:from|between)\s+)?\d{1,2}(?:[:.][0-5]\d)?\s*"
                          r"(?:to|till|until|and|-|–)\s*$")


def _cut(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each of ``spans`` (its days) cut out, a comma in its place."""
    for a, b in reversed(spans):
        text = text[:a] + " , " + text[b:]
    return text


# The part of the day a record's days name ("火曜と金曜の夜", "on Friday evenings").
_PART = re.compile(r"(?i)(?<![a-z])(?:mornings?|afternoons?|evenings?|nights?)(?![a-z])"
                   "|上午|下午|晚上|早上|午前|午後|夕方|の夜|の朝")


def _without_times(text: str) -> str:
    for _, (a, b) in reversed(times(text)):
        start = _RANGE_START.search(text[:a])
        text = text[:start.start() if start else a] + " " + text[b:]
    return text


def _from_first_said(held: str, said: str) -> str:
    """``held`` from the first of its words ``said`` carries on (`drops`' reading)."""
    lower = held.lower()
    at = 0
    for tok in statement_tokens(held):
        if not tok.content or tok.text.lower() in OFTEN or tok.text.lower() in WITH_OLD:
            continue
        found = lower.find(tok.text.lower(), at)
        if found < 0:
            return held
        if not drops(tok.text, said):
            return held[found:]
        at = found + len(tok.text)
    return held


def drops(held: str, said: str) -> bool:
    """Whether the record, its old value taken out, says something the statement does
    not carry: any word of it, before or after the words the statement says, but its
    verb and the part of the day its value named; a word of scope. A word before the
    subject qualifies it ("The backend team's standups", 生产环境的备份, 大阪支店の定休日,
    英語クラスの練習): a statement that leaves it out may be about another one, and the
    record holds beside it."""
    if any(s.group(0).lower() not in said.lower() for s in SCOPE.finditer(held)):
        return True
    mentions = Mentions.of(said)
    for tok in statement_tokens(held):
        if not tok.content or tok.text.lower() in WITH_OLD or tok.text.lower() in OFTEN:
            continue
        if tok.kind == "han" and len(tok.text) > 1:
            # Every character said, or all but one of a word whose last two are (店休日
            # for 定休日); not a word glued before the subject (服务器 of 服务器备份保留).
            unsaid = [ch for ch in tok.text if ch not in said and ch not in OFTEN]
            carried = not unsaid or len(unsaid) == 1 and len(tok.text) <= 3 \
                and tok.text[-2:] in said
        else:
            carried = mentions.covers(tok) is not False
        if not carried:
            return True
    return False


__all__ = ["OFTEN", "WITH_OLD", "day_change", "days", "drops"]
