"""One occasion named by its date, its day or the days it lasts: a rule inside it is temporary.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.

- **until one event on its date**: "From now on until the auction on the 14th, …", "until
  the show on 3 May", 14日のオークションまでは, 到 14 号拍卖会之前 (not "until the 2.0 launch",
  which has no date, nor 毎月15日の締め日までに, 每月 15 号之前, a deadline of every month;
  the event on a weekday was a marker already).
- **one thing made for an occasion named by its day**: "Write a race notice for Saturday's
  pursuit race", "Draft the agenda for Monday's board meeting", 给周六的帆船赛写个通知,
  土曜のレースの案内を書いて (not with always or every in the sentence: "Always draft the agenda
  for Monday's board meeting on Friday", every week's).
- **while one trip, camp or event lasts**: "During the training camp, …", "While we're at
  camp, …", "For the duration of the conference", 合宿の間は, 遠征のあいだは, 集训期间 (期间 was
  a marker already; not "During the week", "during class", 授業の間は, 夏の間は: every one's).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# A trip, a camp or an event of a few days, which happens once (every one of its kind is
# another occasion).
_EVENTS_EN = (r"(?:camp|training\s+camp|trip|tour|regatta|festival|conference|retreat|residential"
              r"|exhibition|expo|trade\s+fair|offsite|off-site|hackathon|move|renovation|refit"
              r"|census|inspection|visit|away\s+trip)")
_EVENTS_JA = (r"(?:合宿|遠征|大会|研修|旅行|帰省|入院|工事|改装|改修|展示会|学会|キャンプ"
              r"|ツアー|監査|棚卸し?|引っ越し|引越し|選挙|国勢調査|調査期間)")

# (a day of every month is none: 毎月15日の締め日まで, 每月 15 号之前)
_NOT_EVERY = (r"(?<![\d一二三四五六七八九十])(?<!毎月)(?<!每月)(?<!毎月\s)(?<!每月\s)(?<!每个月)"
              r"(?<!每个月\s)")

ONE_OCCASION = re.compile(
    r"(?i)(?<![0-9a-z\-])(?:"
    # until one event on its date
    r"(?:until|till)\s+(?:the|our|my)\s+(?:[\w'-]+\s+){0,3}?on\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?)"
    # while one trip, camp or event lasts
    r"|(?:during|for\s+the\s+duration\s+of|throughout)\s+(?:the|our|my|this)\s+(?:[\w-]+\s+)?"
    + _EVENTS_EN + r"\b"
    r"|while\s+(?:we'?re|we\s+are)\s+(?:away\s+)?(?:at|on)\s+(?:the\s+)?(?:[\w-]+\s+)?"
    + _EVENTS_EN + r"\b"
    r")"
    # until one event on its date (not a deadline of every month)
    r"|" + _NOT_EVERY + r"(?:\d{1,2}|[一二三]?十?[一二三四五六七八九十])\s*日の[^、。]{1,12}?"
    r"まで(?:は|の間)?"
    r"|" + _NOT_EVERY + r"(?:(?:到|在)\s*)?\d{1,2}\s*[号日](?:的)?(?![之以前为])[^，。,\s]{1,8}?"
    r"(?:之前|以前|前|为止)"
    # while one trip, camp or event lasts
    r"|(?<!毎回の)" + _EVENTS_JA + r"(?:の)?(?:間|あいだ)(?:は|だけ|に|中)?(?=[、,])")

# One thing made for an occasion named by its day (`find_occasion`: not in a sentence that
# says every time).
DAY_OCCASION = re.compile(
    r"(?i)(?<![0-9a-z\-])for\s+(?:" + _WEEKDAY + r"|tomorrow|next\s+week)(?:'s|\u2019s)\s+[\w-]+"
    r"|(?:给|为)(?:这个?)?(?:周|星期|礼拜)[一二三四五六日天]的[^，。,]{1,10}(?:写|做|准备|列)"
    r"|[月火水木金土日]曜(?:日)?の[^、。]{1,10}?の(?:案内|告知|お知らせ|資料|原稿)(?:文)?を")


# Every time, said in the sentence: the occasion is each one of its kind.
_EVERY = re.compile(r"(?i)\b(?:always|every|each|whenever)\b|每|毎|いつも|たびに")
_STOP = re.compile(r"[。！？!?]|\.(?=\s|$)")


def find_occasion(text: str) -> re.Match[str] | None:
    """The first span of one occasion in ``text`` (`ONE_OCCASION`, or `DAY_OCCASION` in a
    sentence that does not say it is every time), else None."""
    found = ONE_OCCASION.search(text)
    if found:
        return found
    for m in DAY_OCCASION.finditer(text):
        start = max((s.end() for s in _STOP.finditer(text, 0, m.start())), default=0)
        stop = _STOP.search(text, m.end())
        if not _EVERY.search(text[start:stop.start() if stop else len(text)]):
            return m
    return None


__all__ = ["DAY_OCCASION", "ONE_OCCASION", "find_occasion"]
