"""A change of place for a while: a trip, a visit or a loan, not a move.

"我从温州调到宁夏出差三天", "I transferred to the York office for a three-day trip",
大阪支店から福岡支店に出張で行きます, 福岡支店に応援で一週間異動しました, "on a two-week
secondment", "just for the conference": the words of a move are there, the record's place
left and another reached, but the sentence says the person goes there for a while, on a
trip, a visit, a loan or for a counted stay (出差, 借调, 支援, 一趟, 住一周, 住了一个月;
出張, 応援で, 研修, 三日間; trip, visit, secondment, conference, "for two weeks"). Where the person
works or lives is what it was. Against a record of it (`_WHERE`: "The user works at…",
用户在温州的光伏电站上班, ユーザーは大阪支店に勤めている, 用户住在杭州), a statement whose
every sentence of change says so, and one does, corrects no record by any rule
(`memdir.pipeline.admission.correction`): it is a memory of its own, or one for now
(临时, "for now": `memdir.pipeline.admission.temporary`).

A name that holds such a word is no trip (培训部, 技术支援组, 研修センター, 福岡出張所), nor is
a time since the move ("调到宁夏三个月了", "I moved to York and have been there for two
weeks", 異動して二週間が経ちました), nor a trip's own day moved ("出差改到周三" against a
record of when the trip is: no record of where the person works or lives).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence
from memdir.pipeline.wording import strip_provenance

_SENTENCE_END = re.compile(r"[;；。!?！？\n]|\.(?=\s|$)")
# A record of where the person works or lives.
_WHERE = re.compile(
    r"(?i)^\s*(?:the\s+user|i)(?:'m|\s+am|\s+is|\s+was)?\b.*?(?:\b(?:works?|working|lives?"
    r"|living|based|stationed|posted|employed)\b|(?-i:\s+at\s+[A-Z]))"
    "|^\\s*(?:我|用户)[^，。,]*?(?:上班|工作|任职|就职|供职|住|家在|常驻|驻扎)"
    "|^\\s*(?:私|僕|ユーザー)(?:は|が)[^。]*?(?:勤め|勤務|働い|住んで|住む|在住|所属)")
_NAME_AFTER = "(?![部组中心科处室团队岗所課]|センター)"
_COUNT_ZH = "(?:几|[一二三四五六七八九十两半\\d]+)\\s*(?:天|晚|周|个?星期|个?礼拜|个?月)"
_TRIP = re.compile(
    # English: on a trip, a visit or a loan, for one event or a counted stay.
    r"(?i)(?<![a-z])(?:(?:for|on)\s+(?:a|an|the|one|two|three|four|five|six|\d+|a\s+few"
    r"|a\s+couple\s+of)(?:[\s-]+[a-z\d]+){0,2}?[\s-]+(?:trip|visit|secondment|stint"
    r"|assignment|conference|summit|workshop|training|days?|weeks?|months?|weekend)"
    r"|on\s+(?:secondment|loan|assignment)|seconded|business\s+trip)(?![a-z])"
    # Chinese: a trip, a loan, help or training somewhere; a stay counted.
    f"|(?:出差|借调|挂职|支援|培训|进修|开会|参会|参展|旅游|旅行|度假|探亲){_NAME_AFTER}"
    f"|(?:一|跑一|去一|出一)趟|(?:住|待|呆|玩)了?{_COUNT_ZH}(?![了前后以来])"
    # Japanese: on business, to help, for training or a holiday; days counted.
    f"|出張(?!所)|応援(?:で|に)|研修(?:で|に|の為|のため)|旅行|帰省"
    "|[一二三四五六七八九十\\d]+(?:日間|週間|か月間|ヶ月間|カ月間)(?!が?経|たち|経ち)")
# A time since the move, not a stay: "have been there for two weeks", 三个月了, 経ちました.
_SINCE = re.compile(r"(?i)(?<![a-z])(?:been|ago|since|already)(?![a-z])|已经|経ち|経っ")
_EN_MOVE = re.compile(r"(?i)(?<![a-z'])(?:move[ds]?|moving|transferr(?:ed|ing)|transfers?"
                      r"|relocat(?:e|ed|es|ing)|went|go|going|goes|head(?:ed|ing)?"
                      r"|sent|posted|fl(?:y|ew|ying)|travel(?:l?ed|l?ing)?)(?![a-z])")
_MOVE_CJK = re.compile("调|搬|派|去|前往|異動|転勤|移|行き|行っ|引っ越|派遣")


def for_a_while(texts: list[str], description: str) -> bool:
    """Whether ``texts`` say the person went somewhere for a while only, against a record
    ``description`` of where the person works or lives: every sentence that says a change
    or a move of place says a trip, a visit, a loan or a counted stay, and one does (module
    docstring)."""
    if not _WHERE.search(strip_provenance(description or "")):
        return False
    said = False
    for text in texts:
        for sentence in _SENTENCE_END.split(strip_provenance(text or "")):
            if _TRIP.search(sentence) and not _SINCE.search(sentence):
                said = True
            elif has_cue(prepare_sentence(sentence)) or _EN_MOVE.search(sentence) \
                    or _MOVE_CJK.search(sentence):
                return False
    return said


__all__ = ["for_a_while"]
