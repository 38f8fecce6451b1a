"""A question asking when, and the records that say a time: the offline ranker's one
signal beyond the query's own words.

"When was Dennis's leaving do?" shares "Dennis" with every turn about him; the one that
answers is the one saying a time ("on the twenty-seventh of March"), which the question
cannot name. So a query asking when (`asks_when`: when did, when is, what date, which
day or weekend, how long was or did, how long after one thing did another, which came
first; 什么时候, 哪天, 哪几天, 几号, 多长时间, 用了多久, 哪个在先, 谁先; いつ, 何日, 何曜日, 日程,
どのくらいの期間, どれくらいかかりましたか, どちらが先, 先に…どちら, 起きた順)
carries the term `WHEN`, which no text is tokenized to: it asks for nothing (it adds
nothing to what the query asks for, and finds no record by itself), and a record whose
name or description says a time (`says_time`: a month, a weekday, yesterday or tomorrow,
an ordinal day, a clock time; 六月, 十号, 下周, 明天, 上午; 土曜, 二十日, 来週) gains
`WHEN_SHARE` of the query's evidence. A body is not read for it: a
conversation turn's body dates the turn itself, which every turn has.
"""

from __future__ import annotations

import functools
import re

# A term no text is tokenized to: tokens are letter or digit runs and CJK characters.
WHEN = "?when"
# The evidence a record saying a time gains, as a share of what the query asks for. On
# benchmarks/conversations.py's three sets, 0.1, 0.2 and 0.3 lower no language of any
# set with either ranker, 0.3 gaining most (18 questions gained, one lost); 0.5 lowers
# two; the quality set answers alike at each (RESULTS.md, 'Conversational memory').
WHEN_SHARE = 0.3

_ASKS = (
    # "when" asking, not joining two clauses ("When you write tests, use pytest"): before
    # a verb that opens a question, or at the end of one.
    r"\bwhen\s+(?:is|was|are|were|do|does|did|will|would|can|could|should|shall|has|have"
    r"|had|am)\b|\bwhen(?:'s|\s*[?？])"
    r"|\b(?:what|which)\s+(?:date|day|time|month|year|week|weekday|weekend|night"
    r"|evening|morning|afternoon)s?\b"
    # ...unless the word names something else: "what year group", "which date format".
    r"(?!\s+(?:zones?|groups?|levels?|formats?|complexity|limits?)\b)"
    r"|\bhow\s+long\s+ago\b"
    # Which of two things came first is asked of the turns that date each of them.
    r"|\bwhich\s+(?:came|happened)\s+first\b"
    # How long something lasted is asked of the turns that date its start and its end
    # ("How long was Frank in hospital?"); "how long is" asks a length as often.
    r"|\bhow\s+long\s+(?:was|were|did|had|has|have)\b"
    # ...and so does the time between two past events ("How long after the boat went into
    # dry dock did he move aboard?"), not advice ("how long before a talk should I arrive").
    r"|\bhow\s+long\s+(?:after|before|between)\b[^?.!？]{0,80}?\b(?:did|was|were|had)\b"
    # A when-word inside a word asking something else does not ask when: 哪一年级 (which
    # school year), 几号线 (which line), 几点建议 (which points), 何年生, 日付形式.
    r"|什么时候|什麼時候|哪天|哪一天|何时|幾時|几月|哪个月|哪年|哪一年(?![级級])"
    r"|(?:几|幾)(?:号|號)(?![线線楼樓房门門床位口车車窗柜櫃])"
    r"|(?:几|幾)(?:点|點)(?!建议|建議|意见|意見|要求|原因|想法|理由|区别|區別|不同|注意)"
    r"|星期几|周几|礼拜几|多长时间|多長時間|哪几天|哪幾天|哪个周末|哪個週末|哪个星期|哪一周"
    # How long something took or lasted, asked in the everyday words, of the past as the
    # English rule asks it (用了多久, 隔了多久, 多久…考过了; どれくらいかかりましたか,
    # どのくらい滞在しましたか, …まで、どれくらいですか): not how often (多久一次), how long
    # it will take (要多久, どれくらいかかりますか) nor how much (どれくらい伸びましたか).
    # 22 of benchmarks/conversations.py's 1,701 questions, none of the quality set's: fused
    # recall@5 pooled 0.7715 -> 0.7718, lexical the same (RESULTS.md, the ninth set read).
    r"|了(?:大约|大概|差不多|将近|將近)?多久|多久[^，,。？?、]{0,8}?了"
    r"|哪个在先|哪個在先|哪个先|哪個先"
    # Which of two came first, asked with 先 before the verb (谁先到, 先 A 还是先 B, 先に
    # 登ったのはどちら) or as the order things happened in (起きた順): "どちらか" is either.
    # Four of benchmarks/conversations.py's 1,521 questions, none of the quality set's:
    # fused recall@5 pooled 0.7663 -> 0.7672, none lost (RESULTS.md, the eighth set read).
    r"|谁先|誰先|先.{1,20}?(?:还是|還是).{0,3}先"
    # いつ, not いつも (always), いつでも (any time), いつか (some day; いつから asks)
    r"|いつ(?!も|でも|か(?!ら))|何日|何月|何時|何曜|何年(?!生(?!まれ))|何週|どのくらいの期間"
    r"|日付(?!形式|フォーマット|型)|日程"
    r"|(?:どれ|どの)(?:くらい|ぐらい)[、,]?(?:で|に)?(?:かかりました|かかった|滞在しました"
    r"|滞在した|続きました|続いた|経ちました|経った|たちました|たった)(?!い)"
    # Being somewhere asks how long only of someone staying: after the place (京都には, 病院
    # に, no subject before it in the clause) or a person (私は, 彼女は, 田中さんは); of a
    # count of people or things it asks how many (人がどれくらいいましたか, 魚は, お客さんは).
    r"|(?:(?:^|[。？?！!、,\s])[^。？?！!、,\sが]{0,40}?[にで]は?"
    r"|(?:私|僕|俺|わたし|ぼく|あなた|彼女?|君)(?:たち|達)?[はが]"
    r"|(?<![お御皆])(?:[ァ-ヴー]{1,8}|[一-龥]{1,4})(?<![客皆])(?:さん|くん|ちゃん|様|先生)[はが])"
    r"[、,]?(?:どれ|どの)(?:くらい|ぐらい)(?:いました|いた)(?!い)"
    # From one event to another (辞めてから…まで), not from one place to another (東京から
    # 大阪まで、どれくらいですか: how far).
    r"|[てで]から[^？?。]{1,40}?まで[、,]?(?:どれ|どの)(?:くらい|ぐらい)(?:です|でした)"
    r"|どちらが先|どっちが先|どちらが早|どっちが早"
    r"|先に.{0,20}?(?:どちら|どっち)(?!か)|(?:起きた|起こった)順")

_DIGITS = "0-9〇零一二三四五六七八九十百两兩"
# Over a field's tokens, space-separated (`memdir.providers.ranking.tokenize`: English
# words lightly stemmed, CJK as bigrams).
_SAYS = (
    r"(?<!\S)(?:"
    r"januari|februari|march|april|june|juli|august|september|october|november|december"
    r"|mondai|tuesdai|wednesdai|thursdai|fridai|saturdai|sundai|weekend|fortnight"
    r"|yesterdai|tomorrow|tonight|todai|noon|midnight|ago"
    r"|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth"
    r"|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth"
    r"|thirtieth"
    r"|\d{1,2}(?:st|nd|rd|th|am|pm)|(?:19|20)\d\d"
    r")(?!\S)"
    rf"|\S*(?:月|[{_DIGITS}][号號日点點時]|[上下这這本今来來先每][周週]|[周週][一二三四五六日末]"
    r"|星期|礼拜|曜|[昨今明后後前]天|[昨今明]日|[上下中]午|午[前後后]|晚上|早上|傍晚"
    r"|[今去明]年|年[底初末])\S*")


@functools.cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    # Compiled on first use: a hook's prompt that is never searched does not pay for them.
    return re.compile(_ASKS, re.IGNORECASE), re.compile(_SAYS)


def asks_when(query: str) -> bool:
    """Whether a query asks when something happens or happened."""
    return _patterns()[0].search(query) is not None


def says_time(*fields: str) -> bool:
    """Whether any of these fields (their tokens, space-separated) says a time."""
    says = _patterns()[1]
    return any(says.search(f) for f in fields)


__all__ = ["WHEN", "WHEN_SHARE", "asks_when", "says_time"]
