"""Words of going away: a thing said to go away after it is named ("Cypress is out",
"Zendesk gets shut off", "JMeter's out", "Dependabot 已经关掉了", "wkhtmltopdf は消して
ください"). `mark_gone` turns such a word into the break token GONE, which the frame rule
reads as the old value's mark (`memdir.pipeline.admission.old_values`); the tokens are
those of `memdir.pipeline.admission.change_words`."""

from __future__ import annotations

from memdir.pipeline.admission.tokens import Token

# A thing said to go away after it ("Cypress is out", "Zendesk gets shut off",
# "wkhtmltopdf は消してください"): GONE, a break the frame rule reads as the old value's
# mark (`memdir.pipeline.admission.frame`). No change word: alone it names no new value,
# and the slot rule does not read it ("The report is out" replaces nothing).
GONE = "GONE"
_EN_AUX = frozenset("is are was were be been being get gets got".split())
_EN_GONE = frozenset("out gone deprecated decommissioned sunset sunsetted dead".split())
_EN_GONE_OFF = frozenset({"shut", "turned"})
# A service given up is gone as a thing removed is ("Box は解約しました", "Box 退订了",
# "We cancelled Box": cancel is a verb of ending, `memdir.pipeline.admission.change_words`).
_JA_GONE = frozenset({"消", "削除", "外", "廃棄", "解約"})
# Chinese verbs of switching off or removing, right after the thing and ending its clause
# ("Dependabot 已经关掉了", "Jenkins 停掉了", "旧的网关下掉了"): 停用 and 弃用 before a thing
# are change words of their own.
_ZH_GONE = frozenset("关掉 关闭 停掉 下掉 撤掉 砍掉 去掉 删掉 拿掉 废掉 废弃 淘汰 退订".split())
# A thing kept but frozen, the old one beside a new one: read-only, no longer updated
# ("语雀那边只读", "ドライブのほうはもう更新しません"). Chinese says it glued to the thing
# ("语雀只读", 那边 being filler); Japanese as the negative of a verb of upkeep. (English
# "the copies in the ops repo are frozen" names copies, a thing of its own, and needs no
# word here: an adjective it says of them is no word the record must mention.)
_ZH_FROZEN = ("只读", "停更")
_JA_UPKEEP = frozenset({"更新", "編集", "メンテ"})
_JA_NOT = "ない"


def _zh_gone(tokens: list[Token], i: int) -> bool:
    """Whether the Han token at ``i`` says the thing right before it goes away: a verb of
    `_ZH_GONE` after a name or word, before 了 or the clause's end."""
    tok, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
    return tok.kind == "han" and tok.text in _ZH_GONE and i > 0 and tokens[i - 1].content \
        and (nxt is None or nxt.kind == "fn" and nxt.text == "了"
             or nxt.kind == "break" and not nxt.text.isalpha())


def _contracted_is(tokens: list[Token]) -> None:
    """"JMeter's out", "Cypress's gone": 's before a word of going away is "is", not a
    possessive; the name and "is" become two tokens, as "JMeter is out" reads."""
    for i in range(len(tokens) - 2, -1, -1):
        tok, nxt = tokens[i], tokens[i + 1]
        if tok.kind == "word" and tok.text.endswith("'s") and len(tok.text) > 2 \
                and nxt.kind == "word" and nxt.text in _EN_GONE | _EN_GONE_OFF:
            tok.text = tok.text[:-2]
            tokens.insert(i + 1, Token("break", "is"))


def _frozen_glued(tokens: list[Token]) -> None:
    """"语雀只读": the thing and a Chinese word of being frozen, one Han run, become the
    thing and GONE."""
    for i in range(len(tokens) - 1, -1, -1):
        tok = tokens[i]
        end = next((w for w in _ZH_FROZEN if tok.text.endswith(w)), "")
        if tok.kind == "han" and end and len(tok.text) > len(end):
            tok.text = tok.text[:-len(end)]
            tokens.insert(i + 1, Token("break", GONE))


def mark_gone(tokens: list[Token]) -> None:
    """Mark the words of going away in ``tokens`` as GONE breaks."""
    _contracted_is(tokens)
    _frozen_glued(tokens)
    for i, tok in enumerate(tokens):
        before = tokens[i - 1] if i else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if _zh_gone(tokens, i) or tok.kind == "han" and tok.text in _JA_UPKEEP and i > 0 \
                and nxt is not None and nxt.kind == "break" and nxt.text == _JA_NOT:
            tok.kind, tok.text = "break", GONE
            continue
        if before is None or before.kind != "break":
            continue
        if tok.kind == "word" and before.text in _EN_AUX and (
                tok.text in _EN_GONE and (nxt is None or nxt.kind == "break"
                                          and not nxt.text.isalpha())
                or tok.text in _EN_GONE_OFF and nxt is not None
                and nxt.text in ("off", "down")):
            tok.kind, tok.text = "break", GONE
        elif tok.kind == "han" and tok.text in _JA_GONE and before.text in ("は", "を") \
                and nxt is not None and nxt.kind == "verb":
            tok.kind, tok.text = "break", GONE


__all__ = ["GONE", "mark_gone"]
