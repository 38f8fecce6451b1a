"""A thing gone, another in its place: the shop or address the record names closed.

"Flyers are printed at Inkwell Print on Mill Road" and "Inkwell shut down last month, so
the flyers go to PrintHaus on the market square", "The staging site is at
staging.fernleaf.dev" and "staging.fernleaf.dev is gone. Staging lives at
stage.internal.fernleaf.io.", 宣传单在校门口的老李打印店印 and 老李打印店关门了,传单以后去学校
文印中心印, チラシは田中印刷に頼んでいる and 田中印刷さんが廃業されたので、チラシは今後ネット
印刷に出します: the old thing goes in a clause of its own and the new one is said in
another with the record's subject in other words than the record's ("go to", 去…印, に出
します), which the frame rule does not read as one slot. This rule reads that one
relation, as `memdir.pipeline.admission.successor` reads it of a person:

1. a clause of the statement says a thing closed or is gone, the thing first, nothing
   after but when (shut down, closed, went out of business, is gone, was taken down; 关门,
   倒闭, 下线, 停业, 撤了, 给…占了; 廃業, 閉店, 閉鎖, 倒産, なくなりました); every word of the
   thing is the record's, and it is more than the record's first word (the subject:
   "Staging is gone" says the subject went, with no value of it);
2. not for a while (for the holidays, this week, 今天, 装修, 臨時, 今回) and under no
   condition, not asked;
3. the rest says the record's first word again (its subject: flyers, 传单 of 宣传单,
   チラシ), not the old thing, not one more beside it (too, 也, 还, も), and a new thing by
   its form: a capitalised or signed word ("PrintHaus", "stage.internal.fernleaf.io"), in
   Chinese or Japanese any word the record does not say (学校文印中心, ネット).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.lifted import narrowed
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.tokens import Token
from memdir.pipeline.wording import strip_provenance

_CLAUSE = re.compile(r"[,，、;；。!！?？]|\.(?=\s|$)|\s-\s|(?<![a-z])(?:so|and|but)\s(?=[a-z])")
_EN_WHEN = (r"(?:\s+(?:last\s+(?:week|month|year|spring|summer|autumn|fall|winter)|yesterday"
            r"|recently|for\s+good|a\s+while\s+(?:ago|back)|in\s+[A-Z][a-z]+"
            r"|(?:in|over)\s+the\s+(?:spring|summer|autumn|fall|winter)))?\s*$")
_EN_GONE = re.compile(
    r"(?i)^(?P<thing>.+?)(?:'s|\s+(?:is|was|has|had|got|has\s+been|was\s+just))?\s+"
    r"(?:gone|shut\s+down|shut|closed(?:\s+down|\s+its\s+doors)?|went\s+(?:out\s+of\s+business"
    r"|bust|under)|folded|(?:been\s+)?taken\s+down|decommissioned|no\s+more"
    r"|being\s+(?:turned|converted|made)\s+into\s+[a-z ]+)" + _EN_WHEN)
_ZH_GONE = re.compile("^(?P<thing>.+?)(?:已经|已|也)?(?:下线|关门|倒闭|停业|关张|停运|没了|撤了"
                      "|拆了|(?:给|被).{1,6}占了)了?$")
_JA_GONE = re.compile("^(?P<thing>.+?)(?:さん|様)?(?:は|が)?(?:もう)?(?:廃業|閉店|閉鎖|倒産|廃止"
                      "|撤去|なくなり|無くなり)[\u3040-\u309f]*$")
# Gone for a while, not for good: a holiday, a refit, one day.
_AWHILE = re.compile(
    r"(?i)(?<![a-z])(?:today|tonight|tomorrow|this\s+(?:week|month|weekend)|next\s+week"
    r"|holidays?|vacation|renovations?|refit|repairs?|maintenance|temporarily|for\s+now"
    r"|until|till|for\s+a\s+(?:week|few|couple))(?![a-z])"
    "|今天|明天|这周|本周|下周|暂时|临时|装修|维修|维护|放假|这次|一次"
    "|今日|明日|今週|来週|一時|臨時|休業|改装|工事|メンテ|今回|だけ")
_ADDED = re.compile(r"(?i)(?<![a-z])(?:too|also|as\s+well|still)(?![a-z])|也|还"
                    "|(?<=[\u4e00-\u9fff\u30a0-\u30ff])も")
# A record's clauses and the names of a list: "Blue Bottle and Stumptown", 蓝瓶和树墩城,
# ブルーボトルとスタンプタウン.
_LISTED = re.compile(r"(?i)[,，、;；。!！?？]|\.(?=\s|$)|\s-\s|(?<![a-z])(?:and|or|plus)\s|\s&\s"
                     "|和|与|及|或|(?<=[\u30a0-\u30ff\u4e00-\u9fff])[とや](?=[\u30a0-\u30ff])")
_EN_NEW = re.compile(r"(?<![A-Za-z])(?:[A-Z][A-Za-z]+|[\w-]+(?:[./][\w-]+)+)")
_EN_NOT_NEW = frozenset("I I'm I've We We're Our The A An".split())


def says_closed(text: str) -> bool:
    """Whether a clause of ``text`` says a thing closed or is gone (rule 1, whatever
    record it is read against): admission then asks this rule whether it corrects one."""
    return any(_gone(c) for c in _clauses(strip_provenance(text or "")))


def closed_alone(sentence: str) -> bool:
    """Whether ``sentence`` says only that a thing closed or is gone, for good ("Inkwell
    Print was taken down.", 老李打印店关门了。, 田中印刷さんが廃業されました。): what stands in
    its place, if anything, is said in the next sentence, which finishes it."""
    plain = strip_provenance(sentence or "")
    clauses = _clauses(plain)
    return len(clauses) == 1 and _gone(clauses[0]) is not None and not _AWHILE.search(plain)


def closed_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the thing the record names is gone and another stands in its
    place (module docstring), else 0."""
    plain, held = strip_provenance(text or ""), strip_provenance(description or "")
    if narrowed(plain) or _AWHILE.search(plain):
        return 0
    first = next((t for t in statement_tokens(held) if t.content), None)
    if first is None:
        return 0
    clauses = _clauses(plain)
    for clause in clauses:
        thing = _gone(clause)
        if thing is None:
            continue
        words = [t for t in statement_tokens(thing) if t.content]
        if not words or not all(record.covers(t) for t in words) \
                or all(t.text == first.text for t in words):
            continue
        others = [c for c in clauses if c is not clause]
        rest = " ".join(others)
        again = [t for t in words if t.text != first.text]
        if _ADDED.search(rest) or all(t.text in rest if t.kind == "han" else _said(t, rest)
                                      for t in again):
            continue  # the old thing said again: it is still there in some way
        if _said(first, rest) and any(_new_thing(c, record) for c in others) \
                and not _drops_part(held, words, plain):
            return 1
    return 0


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(text) if c and c.strip()]


def _gone(clause: str) -> str | None:
    for pattern in (_EN_GONE, _ZH_GONE, _JA_GONE):
        m = pattern.match(clause)
        if m is not None:
            return m.group("thing")
    return None


def _drops_part(held: str, thing: list[Token], plain: str) -> bool:
    """Whether the record says, outside the clause that names the thing gone, a word the
    statement does not carry: another thing of a list ("and Stumptown", 和树墩城, と
    スタンプタウン), another fact. The statement replaces the whole record."""
    said = Mentions.of(plain)
    for part in _LISTED.split(held):
        words = [t for t in statement_tokens(part) if t.content]
        if any(Mentions.of(part).covers(t) for t in thing):
            continue  # the thing's own clause: its name and place go with it
        if any(said.covers(t) is False and not _said(t, plain) for t in words):
            return True
    return False


def _said(tok: Token, text: str) -> bool:
    """Whether ``text`` says ``tok``: the word, or a bigram of a Han word (传单 of 宣传单)."""
    if Mentions.of(text).covers(tok):
        return True
    return tok.kind == "han" and any(tok.text[i:i + 2] in text for i in range(len(tok.text) - 1))


def _new_thing(clause: str, record: Mentions) -> bool:
    """Whether ``clause`` names a thing the record does not: a capitalised word inside it
    or a signed word in English, any word of a Chinese or Japanese clause."""
    if re.search("[\u3040-\u30ff\u4e00-\u9fff]", clause):
        return any(t.content and record.covers(t) is False for t in statement_tokens(clause))
    for m in _EN_NEW.finditer(clause):
        if m.group(0) in _EN_NOT_NEW or not m.start() and "." not in m.group(0):
            continue
        if any(t.content and record.covers(t) is False for t in statement_tokens(m.group(0))):
            return True
    return False


__all__ = ["closed_alone", "closed_change", "says_closed"]
