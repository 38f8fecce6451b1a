"""A move: the person says where they live now against a record of where they live.

"The user lives in Berlin" and "I live in Lisbon now", 我住在北京 and 我上个月搬到上海了,
ユーザーは大阪に住んでいる and 私は福岡に引っ越しました share no word but the person and
the verb of living, which the rules of subjects read as no subject (a function word, or
one Han character). This rule reads one relation, in three languages, as
`memdir.pipeline.admission.employer` reads where the person works:

1. the record says where the person lives (lives in, 我住在 or 用户住在, に住んでいる, 在住);
2. the statement says where the person lives now or moved to (I live in / moved (back) to /
   relocated to; 住在 / 住 / 搬到 / 搬去 / 搬回; に住んで / に引っ越し / へ引っ越して / に移住),
   is the person's and made: no other person before it in its clause ("My wife and I moved
   to…"; one after it is who the move is with or near: "I moved to Leeds to be near my
   mum"), in Chinese the person or a time before 搬到 or 住在 (not 小李, 公司, 我的工作室;
   the person may go unsaid: 去年年底搬回村里了),
   no thing moved (我把书架搬到卧室了), and not wished, planned, negated, nearly made or
   possible (我想搬到…, 我打算明年…, 我不想…, 我差点…, 我明年可能会…); the place is a
   name by its form (a capitalised word in English), not a home's kind ("a new flat",
   新公寓, 新しいマンション) nor a stay (住院, 住酒店);
3. the place is one the record does not mention.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.employer import (
    about_the_person,
    another_subject,
    clause_head,
    moved_by_the_person,
)
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import strip_provenance

_NAME = r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*"
_RECORD = re.compile(
    r"(?i)^\s*(?:the\s+user|i)\s+(?:lives|live|is\s+based|am\s+based)\s+in\s+\S"
    r"|^\s*(?:我|用户)(?:住在|家在|常驻)\S|^\s*(?:私|僕|ユーザー)(?:は|が)[^、。]+?(?:に住んでいる|に住んでいます|在住)")
_NOW = (
    re.compile(rf"(?i:\bi\s+live\s+in|\bi(?:'ve|\s+have)?\s+(?:moved|relocated)\s+to"
               rf"|\bi(?:'ve|\s+have)?\s+moved\s+back\s+to"
               rf"|\bi'm\s+(?:now\s+)?(?:living|based)\s+in)\s+(?P<place>{_NAME})"),
    re.compile("(?:住在|住|搬到|搬去|搬来|搬回到?|定居在|定居)(?P<place>[^\\s，,。；;了的在]+?)"
               "(?=了|$|[，,。；;])"),
    # に or へ ("福岡へ引っ越して"); a time before it is no part of the place ("春に福岡へ").
    re.compile("(?:^|[、。はに\\s])(?P<place>[^\\s、。はがをにへ]+?)"
               "[にへ](?:住んで|引っ越し|引っ越|引越し|移住|移り住)"),
)
# A place the person says they left: "moved from Munich", 不住上海了, 大阪から引っ越し.
_LEFT = (
    re.compile(rf"(?:moved|relocated)\s+(?:away\s+)?from\s+(?P<place>{_NAME})"),
    re.compile("不(?:再)?住(?:在)?(?P<place>[^\\s，,。；;了的]+)"),
    re.compile("(?:^|[、。は\\s])(?P<place>[^\\s、。はがをに]+?)から引っ越"),
)
# Who a Chinese move moves (the words before 搬到 or 住在 in its clause): the person, or no
# one said after a clause of the person's (我不在杭州，去年年底就搬到成都了), with only a
# time, an adverb or the place left: not someone else (小李, 公司, 我的工作室搬到…), nor a
# time to come (明年).
_ZH_MOVER = re.compile("\\s*我?(?:\\s*(?:已经|早就|早已|刚刚?|终于|也|就|都|还|又|正式"
                       "|现在|目前|如今|一直|全家|一家人?|上个?月|这个?月|今年|去年|前年|年初|年底|年中|月初|月底"
                       "|前几天|前阵子|上周末?|最近|春天|夏天|秋天|冬天|年前|年后"
                       "|[一二三四五六七八九十\\d]+\\s*(?:月份?|年)(?:底|初|中)?"
                       "|从[^\\s，,。；;]{1,12}))*\\s*")
# Chinese text: no kana, no Latin letter (a statement that names no one in English).
_HAN_ONLY = re.compile("[^\u3040-\u30ffA-Za-z]*")
# A home's kind or a stay, not a place: "a new flat", 新公寓, 住院, 新しいマンション.
_NO_PLACE = re.compile("^(?:院|宿|校|酒店|宾馆)|(?:公寓|房子|宿舍|小区|家|酒店|宾馆|医院"
                       "|マンション|アパート|部屋|寮|家|実家)$")


def home_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person lives somewhere else now against a record of where
    the person lives (module docstring), else 0."""
    plain = strip_provenance(text or "")
    person = about_the_person(plain)
    # Chinese leaves the person unsaid (去年年底搬回村里了): no one else named, and only a
    # time or an adverb before the move (`_ZH_MOVER`, below).
    unsaid = not person and _HAN_ONLY.fullmatch(plain) is not None and not another_subject(plain)
    if not _RECORD.search(strip_provenance(description or "")) or not (person or unsaid):
        return 0
    old = next((m.group("place") for rule in _LEFT if (m := rule.search(plain))), None)
    if old is not None and not all(record.covers(t) for t in statement_tokens(old)
                                   if t.content):
        return 0  # moved away from another place than the record's
    now = next(((rule, m) for rule in _NOW if (m := rule.search(plain))), None)
    if now is None or _NO_PLACE.search(now[1].group("place")):
        return 0
    rule, said = now
    if unsaid and rule is not _NOW[1]:
        return 0
    if not moved_by_the_person(plain, said.start(), said.end()) \
            or rule is _NOW[1] and not _ZH_MOVER.fullmatch(clause_head(plain, said.start())):
        return 0  # a thing moved, someone else's move, or one wished, planned or not made
    place = said.group("place")
    words = [t for t in statement_tokens(place) if t.content]
    if not words or any(record.covers(t) is not False for t in words):
        return 0  # the record's own place, or a word too short to tell
    return 1


__all__ = ["home_change"]
