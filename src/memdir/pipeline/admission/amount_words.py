"""Amounts said in words, for the correction rules (`memdir.pipeline.admission.change_words`):
"two approvals" is "2 approvals", "两百" 200, "every week" every 1 week, "up to 120 seconds"
at most 120 seconds, and what suffices is what is needed, so a new amount and an old one
said either way are compared as amounts."""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re

# An amount said in words is the amount in digits ("two approvals" is "2 approvals"), not
# before "of" or a word of relation ("one of them", "the new one is"); and what suffices is
# what is needed ("One approval is enough" says "1 approval" is needed, as "需要两个人审批"
# and "2 人の承認が必要" say their amount).
_EN_NUMBERS = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_EN_NUMBER = re.compile(r"(?<![a-z0-9\-'])(?<!no )(?<!any )(?<!some )"
                        rf"({'|'.join(_EN_NUMBERS)})(?=\s+([a-z][a-z\-]*))")
# "every week" is every 1 week, 毎週 every 1 週間: the amount a new one ("every two weeks",
# "2 週間ごと") replaces.
_JA_EVERY = {"週": "1 週間ごと", "日": "1 日ごと", "月": "1 か月ごと", "年": "1 年ごと"}
_EVERY: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"(?<![a-z])every\s+(day|week|month|year|sprint)(?![a-z])"), r"every 1 \1"),
    # A limit said either way: "up to 120 seconds" is "at most 120 seconds", and "120 秒
    # まで許可します" is "120 秒まで".
    # Not after a verb of going ("went up to 99.95%" is a new amount, `change_words`).
    (re.compile(r"(?<![a-z])(?<!went )(?<!goes )(?<!gone )(?<!going )(?<!go )"
                r"up\s+to(?=\s+\d)"), "at most"),
    (re.compile("まで(?:許可|許容)(?:します|する|しています|です)?"), "まで"),
    # Before what is done that often ("毎週交代"), not a day ("毎週金曜日") or alone.
    (re.compile("毎(週|日|月|年)(?=[\u4e00-\u9fff\u30a0-\u30ff])(?![月火水木金土日]曜)"),
     lambda m: _JA_EVERY[m.group(1)]),
)
_SUFFICES = (
    (re.compile(r"(?<![a-z])(?:is|are)\s+(?:enough|sufficient)(?![a-z])|(?<![a-z])suffices?(?![a-z])"),
     " need "),
    (re.compile("就(?:足)?够了|就足够|就够"), "需要"),
    (re.compile("で(?:十分|足り(?:る|ます))"), "が必要"),
    # "only need one approver" needs one; "1 人で良くなりました" (after an amount: "JSON で
    # いい" says which, not how many) is one needed.
    (re.compile(r"(?<![a-z])(?:only|just)\s+(?=needs?(?![a-z]))"), ""),
    (re.compile("([0-9一二两三四五六七八九十]\\s*[人件回名台個つ])\\s*で(?:良|よ|い)(?:い(?:です)?"
                "|く(なりました|なった|なる))"),
     lambda m: f"{m.group(1)}が必要" + ("になりました" if m.group(2) else "")),
)


# A Chinese amount in hundreds or thousands ("两百", "一百五", "三千二百"), in digits and
# spaced: glued into the chunk of its subject ("钢琴课两百一节"), it was no value at all.
# A digit must come before 百 or 千 (百度, 百货, 千万 are words), and not 百分之 (a percent).
_HAN_ONES = {c: n for n, c in enumerate("零一二三四五六七八九")} | {"两": 2}
_HAN_HUNDREDS = re.compile("(?<![一二两三四五六七八九十百千万零几第])"
                           "(?:(?P<k>[一二两三四五六七八九])千)?"
                           "(?:(?P<h>[一二两三四五六七八九])百)?"
                           "(?P<z>零)?(?:(?P<t>[一二三四五六七八九])十)?(?P<o>[一二三四五六七八九])?"
                           "(?![一二两三四五六七八九十百千万零几]|分之)")


_HAN_NEXT = re.compile("[\u4e00-\u9fff]")
# A Chinese amount in tens before a unit of money or at its clause's end ("三十块",
# "补卡现在收三十了", "十五元"): what a price says, in digits and spaced as hundreds are.
# Not before another unit (三十天, 十点, 十一月: `amount_units` and the times read them),
# nor 第十, 十分 (very), 百分之五十 (a percent).
_HAN_TENS = re.compile("(?<![一二两三四五六七八九十百千万零几第之])"
                       "((?P<t>[二三四五六七八九])?十(?P<o>[一二三四五六七八九])?)"
                       "(?=块|元|(?:了)?\\s*(?:[，。,.!！;；]|$))")


def _han_hundreds(m: re.Match[str]) -> str:
    k, h, t, o = (_HAN_ONES.get(m.group(g) or "零", 0) for g in "khto")
    if not (m.group("k") or m.group("h")):
        return m.group(0)  # no hundreds: as written (`amount_units` reads 三十天)
    # "一百五" is 150, "一千二" 1,200: a last digit after the largest unit, with no 十, is
    # of the unit below it; after 零 it is ones ("一百零五").
    if m.group("o") and not m.group("t") and not m.group("z"):
        if m.group("o") == "一" and _HAN_NEXT.match(m.string, m.end()):
            # "两百一节": 200 for one lesson, 一 counts what follows.
            return f" {k * 1000 + h * 100} 一"
        if m.group("h"):
            t, o = o, 0
        elif m.group("k"):
            h, o = o, 0
    return f" {k * 1000 + h * 100 + t * 10 + o} "


def _han_tens(m: re.Match[str]) -> str:
    tens, ones = _HAN_ONES[m.group("t") or "一"], _HAN_ONES[m.group("o") or "零"]
    return f" {tens * 10 + ones} "


def amounts_in_digits(text: str) -> str:
    """``text`` (prepared: case-folded) with its amounts said in words said in digits,
    "every week" as every 1 week, and what suffices as what is needed."""
    def digits(m: re.Match[str]) -> str:
        nxt = m.group(2)
        return m.group(1) if nxt in ("of", "is", "are", "was", "were", "and", "or") \
            else _EN_NUMBERS[m.group(1)]
    text = _HAN_HUNDREDS.sub(_han_hundreds, _EN_NUMBER.sub(digits, text))
    text = _HAN_TENS.sub(_han_tens, text)
    for pattern, said in (*_EVERY, *_SUFFICES):
        text = pattern.sub(said, text)
    return text


__all__ = ["amounts_in_digits"]
