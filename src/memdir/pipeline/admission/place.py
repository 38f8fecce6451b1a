"""Corrections: a record's place said in several words is one old value.

"Runbooks live in the ops repo under docs/runbooks" places its subject in five words (the
ops repo, under docs/runbooks); "社内マニュアルは Google ドライブの「総務」フォルダにある"
in four (Google ドライブ, 総務, フォルダ); "运维手册放在 ops 仓库的 docs 目录下" in four. A
correction that moves the subject says its new place and none of these: "Runbooks moved
to the wiki", "マニュアル類は全部 NotePM に移しました", "运维手册迁到 Wiki 了". The rule that
lets a correction leave two words of a record unsaid (its old value) counted each word of
the place, and took none of them.

A place says no amount: "搜索服务在预发环境监听 9200 端口" and "服务跑在 Python 3.11 上" say a
port and a version after 在, no place a move replaces ("服务已经迁到腾讯云了" corrects neither).

Where a record's place is said, by where words stand: after "live", "is", "are", "stored",
"kept"... and "in", "on", "at", "under" (en); after 放在, 存在, 在 (zh); between は or が and
a final に ある, に置いて, に保存 (ja). Its words unsaid count as one value when the
statement says the record's subject with a new value and no word of the place but as the
old one: a statement that says a word of the place otherwise is about that place
(`memdir.pipeline.admission.its_value`), or about another aspect of it.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import Token
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.values import says_amount

_EN_PLACING = frozenset("""live lives located stored kept sit sits is are found""".split())
# A statement that moves its subject or says where it is: a new place, not a new value of
# another kind ("运维手册改成每季度审一次" gives how often, no place).
_MOVED = re.compile(r"(?i)(?<![a-z])(?:mov(?:e|ed|es|ing)|relocat\w*|liv(?:e|es)"
                    r"|(?:is|are|kept|stored)\s+(?:in|on|at|under))(?![a-z])"
                    "|迁|搬|挪|移|放到|放在|存到|存在|引っ越|置|保存")
_EN_PLACE = frozenset("in on at under inside".split())
_ZH_PLACE = "在"
_JA_TOPIC = frozenset({"は", "が"})
_JA_PLACED = re.compile(r"に(?:ある|あります|置いて(?:ある|あります|いる|います)?|置く|置き|保存"
                        r"(?:する|している|しています|します)?)[\s。.]*$")


def new_place_span(described: list[Token], description: str, said: list[Token],
                   sentence: str) -> set[int]:
    """Where ``described`` (the tokens of the record's ``description``) says the record's
    place, when the statement (``sentence``, its tokens ``said``) moves its subject or says
    where it is, gives a new value that is no amount, and says no word of that place but
    as the old one; else none."""
    span = _place_span(described, description)
    if says_amount(" ".join(described[i].text for i in sorted(span))):
        return set()  # a port, a version: no place ("监听 9200 端口", "跑在 Python 3.11 上")
    new = [t for t in said if t.slot == "new" and t.content]
    if not span or not new or not _MOVED.search(sentence) \
            or any(says_amount(t.text) for t in new):
        return set()
    subject = Mentions.of(" ".join(t.text for t in described[:min(span)] if t.content))
    place = Mentions.of(" ".join(described[i].text for i in sorted(span)
                                 if described[i].content and not subject.covers(described[i])))
    if any(t.content and t.slot != "old" and place.covers(t) for t in said):
        return set()
    return span


def _place_span(tokens: list[Token], description: str) -> set[int]:
    for i, tok in enumerate(tokens[1:], 1):
        before = tokens[i - 1]
        if tok.kind == "break" and tok.text in _EN_PLACE and before.kind == "break" \
                and before.text in _EN_PLACING or tok.kind == "break" and tok.text in _EN_PLACE \
                and before.text in ("kept", "stored") \
                or tok.kind == "fn" and tok.text == _ZH_PLACE \
                or tok.kind == "break" and tok.text in _JA_TOPIC \
                and _JA_PLACED.search(description or ""):
            if any(t.content for t in tokens[:i]):
                return set(range(i + 1, len(tokens)))
            return set()
    return set()
