"""Which Han pairs of a Chinese query are no terms of their own: those holding a function
character, the stop pairs and a classifier's pair after a count (`zh_noise`). A Japanese
query (holding kana) keeps every Han pair; see `memdir.providers.ranking`."""

from __future__ import annotations

# Function characters of Chinese: a query bigram holding one is mostly a word boundary
# artefact ("帮我写测试" -> 帮我, 我写 are noise; 写测, 测试 are kept): particles, pronouns,
# demonstratives and 什 (of 什么), which stand inside few words. Prepositions, adverbs,
# conjunctions, the copula and the classifier (在, 都, 和, 与, 就, 请, 是, 个) are not among
# them: they are as often part of a word (成都, 申请, 请假, 参与, 存在, 一个月), and a pair
# holding one is a term whose idf weighs it as any other's. Neither list is Japanese: its
# function words are written in kana, and these kanji stand inside its words (京都, 在庫,
# 給与, 終了, 我慢, 具体的), so a query holding kana keeps every Han pair (`_tokens`).
_ZH_FUNCTION_CHARS = frozenset("的了吗呢吧啊呀么我你您他她它们这那什")
_ZH_STOP_PAIRS = frozenset(
    "一下 一些 什么 怎么 怎样 如何 可以 能否 需要 现在 已经 因为 所以 但是 还是 如果 "
    "然后 就是 一个 时候 为了 除了 对了".split())


# The classifier after a demonstrative, a number or 每 (这个人, 一个人住, 每个任务): 个 counts
# what follows and makes no word with it, so a pair 个X there is no term (这个人是谁 would
# recall 个人邮箱); 个月 (一个月, 这个月: a span of months) and 个人, 个别 asked on their own
# are kept.
_ZH_COUNTING = frozenset("这那哪每一两几某各整半上下")


def zh_noise(han: str, before: str = "") -> bool:
    """Whether a Chinese query's Han bigram (or lone character) is no term of its own;
    ``before``: the character before it ("1" for a number). A verb with its aspect 了 is
    a term (卖了, 考了, 请了), as 卖过 and 卖着 are: the record telling it holds the pair,
    and the verb stands in no other term of the query; a weak one (`ranking.AspectPair`), as a
    one-character verb with 了 is no content word."""
    if len(han) == 2 and han[1] == "了" and han[0] not in _ZH_FUNCTION_CHARS:
        return han in _ZH_STOP_PAIRS
    return (han in _ZH_STOP_PAIRS or any(c in _ZH_FUNCTION_CHARS for c in han)
            or (han[0] == "个" and han != "个月"
                and (before in _ZH_COUNTING or before.isdigit())))
