"""Words of going away: a thing said to go away after it is named ("Cypress is out",
"Zendesk gets shut off", "JMeter's out", "Dependabot 已经关掉了", "wkhtmltopdf は消して
ください"), a thing's contract ending ("the Xero subscription ends", "百度网盘的会员不续了"),
a person who left ("Lena has left the company", "佐藤さんは退職しました"). `mark_gone` turns
such a word into the break token GONE, which the frame rule reads as the old value's mark
(`memdir.pipeline.admission.old_values`), and the old one named by its kind ("旧号码月底
停用") into no word; the tokens are those of `memdir.pipeline.admission.change_words`."""

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
# A person who left is gone as a thing removed is ("Lena has left the company", "王姐离职
# 了", "佐藤さんは退職しました"): the company or team left is no other thing given up.
_EN_LEFT_WHAT = frozenset("company team firm business organisation organization".split())
_EN_HAS = frozenset({"has", "had", "have"})
_ZH_LEFT = frozenset({"离职", "辞职", "退休"})
_JA_LEFT = frozenset({"退職", "退社"})
# A service given up is gone as a thing removed is ("Box は解約しました", "Box 退订了",
# "We cancelled Box": cancel is a verb of ending, `memdir.pipeline.admission.change_words`).
_JA_GONE = frozenset({"消", "削除", "外", "廃棄", "解約"}) | _JA_LEFT
# Chinese verbs of switching off or removing, right after the thing and ending its clause
# ("Dependabot 已经关掉了", "Jenkins 停掉了", "旧的网关下掉了"): 停用 and 弃用 before a thing
# are change words of their own.
_ZH_GONE = frozenset("关掉 关闭 停掉 下掉 撤掉 砍掉 去掉 删掉 拿掉 废掉 废弃 淘汰 退订".split()) \
    | _ZH_LEFT
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


def _person_left(tokens: list[Token]) -> None:
    """"Lena has left the company": someone named, left, the company or team, the clause's
    end: "left" and what was left become GONE after the name."""
    for i in range(len(tokens) - 1, 0, -1):
        tok, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
        if tok.kind != "word" or tok.text not in _EN_LEFT_WHAT or tok.slot \
                or nxt is not None and (nxt.content or nxt.text.isalpha()):
            continue
        cue = i - 1
        if tokens[cue].kind != "word" or tokens[cue].text != "left":
            continue
        who = cue - 1 - (cue > 1 and tokens[cue - 1].text in _EN_HAS)
        if who >= 0 and tokens[who].kind == "word":
            tokens[cue:i + 1] = [Token("break", GONE)]


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
    """"语雀只读", "老域名停掉": the thing and a Chinese word of being frozen or switched
    off (before 了 or the clause's end), one Han run, become the thing and GONE."""
    for i in range(len(tokens) - 1, -1, -1):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        last = nxt is None or nxt.kind == "fn" and nxt.text == "了" \
            or nxt.kind == "break" and not nxt.text.isalpha()
        end = next((w for w in (*_ZH_FROZEN, *(_ZH_GONE if last else ()))
                    if tok.text.endswith(w)), "")
        if tok.kind == "han" and end and len(tok.text) > len(end):
            tok.text = tok.text[:-len(end)]
            tokens.insert(i + 1, Token("break", GONE))


# A thing's contract said to end: the subscription, licence or membership of a thing not
# renewed, cancelled or run out ("the Xero subscription ends", "百度网盘的会员不续了",
# "AutoCAD のライセンスは更新しない"): the thing goes, the contract is no thing of its own.
_CONTRACT = frozenset("""subscription subscriptions licence licences license licenses
    membership memberships contract contracts 会员 订阅 授权 合同 套餐 ライセンス 契約 サブスク
    """.split())
_EN_ENDS = frozenset("ends ended expires expired lapses lapsed".split())
_EN_WHEN = frozenset("""today tomorrow week month year quarter friday monday end at of
    soon""".split())
_EN_NOT = frozenset({"not", "won't", "isn't", "wasn't", "aren't", "never"})
# The old one said by its kind, the record's value without its name ("旧号码月底停用",
# "老域名下周停掉", "旧ドメインは来月止めます", "古い番号は使えなくなります"): 旧, 老 or 古い
# before a noun of what an address or a number is. Not another old thing ("古いテンプレート
# は削除して" beside a tool replaced; 老板, 老王 are people).
_FORMER = ("旧", "老", "古")
_OLD_KINDS = ("号码", "番号", "电话", "電話", "域名", "ドメイン", "地址", "住所", "アドレス",
              "邮箱", "メール", "网址", "链接", "URL", "账号", "アカウント")
_ENDS_OLD = frozenset({"OLD_AFTER", "OLD_BEFORE"})


def _ends(tokens: list[Token], start: int) -> int | None:
    """Where the clause from ``start`` says that what it names ends: a word of giving up
    (a change word's old slot, GONE, a Japanese negation) or an English verb of running
    out ("ends", "expires", "won't be renewed"); None if it says none."""
    negated = False
    for j in range(start, len(tokens)):
        tok = tokens[j]
        if tok.kind == "cue" and tok.text in _ENDS_OLD \
                or tok.kind == "break" and tok.text in (GONE, _JA_NOT):
            return j
        if tok.kind == "word" and (tok.text in _EN_ENDS or negated and tok.text == "renewed"):
            return j
        negated = negated or tok.text in _EN_NOT
        if tok.kind == "break" and not tok.text.isalpha() and tok.text not in ("の", "は"):
            return None  # the clause ends
    return None


def _contract_ends(tokens: list[Token]) -> None:
    """"the Xero subscription ends", "百度网盘的会员不续了", "AutoCAD のライセンスは更新
    しない": the contract noun after a thing (joined by の, 的 or 's, or glued to it) is
    taken out when its clause says it ends, and an English verb of running out becomes
    GONE: the thing is what goes."""
    for i in range(len(tokens) - 1, 0, -1):
        tok = tokens[i]
        glued = tok.kind == "han" and next(
            (c for c in _CONTRACT if tok.text.endswith(c) and len(tok.text) > len(c)), "")
        if tok.text not in _CONTRACT and not glued:
            continue
        end = _ends(tokens, i + 1)
        if end is None:
            continue
        if tokens[end].kind == "word":  # "won't be renewed": one word of going away,
            # and when ("ends this month", "expires next week") none of its words
            stop = end + 1
            while stop < len(tokens) and tokens[stop].text in _EN_WHEN:
                stop += 1
            tokens[i + 1:stop] = [Token("break", GONE)]
        if glued:
            tok.text = tok.text[:-len(glued)]
            continue
        joint = tokens[i - 1].kind in ("break", "fn") and tokens[i - 1].text in ("の", "的")
        thing = tokens[i - 2] if joint and i > 1 else tokens[i - 1]
        if not thing.content:
            continue
        if thing.kind == "word" and thing.text.endswith("'s"):
            thing.text = thing.text[:-2]
        del tokens[i - joint:i + 1]


def _former(tokens: list[Token]) -> None:
    """"旧号码月底停用", "旧ドメインは来月止めます": the old one named by its kind
    (`_OLD_KINDS`), in a clause that says it ends, is the record's value, no word the record
    must mention: it becomes a break, as a pronoun is no word."""
    for i, tok in enumerate(tokens):
        if tok.kind != "han" or tok.text[:1] not in _FORMER or _ends(tokens, i + 1) is None:
            continue
        if tok.text[1:] in _OLD_KINDS:
            tok.kind = "break"
        elif len(tok.text) == 1 and i + 1 < len(tokens) and tokens[i + 1].content \
                and tokens[i + 1].text.upper() in _OLD_KINDS:
            tok.kind = tokens[i + 1].kind = "break"  # "旧ドメイン", "古い番号": two tokens


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
    for i, tok in enumerate(tokens):
        # "佐藤さんは退職しました": さんは is read as nothing, the name stands before it.
        if tok.kind == "han" and tok.text in _JA_LEFT and i > 0 and tokens[i - 1].kind == "han" \
                and i + 1 < len(tokens) and tokens[i + 1].kind == "verb":
            tok.kind, tok.text = "break", GONE
    _person_left(tokens)
    _contract_ends(tokens)
    _former(tokens)


__all__ = ["GONE", "mark_gone"]
