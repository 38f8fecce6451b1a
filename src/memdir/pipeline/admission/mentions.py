"""What a stored record mentions: its words in the forms a new sentence is compared in.

The correction rules (`memdir.pipeline.admission.correction`, `memdir.pipeline.admission.
frame`) ask of each content word of a new sentence whether the stored record mentions it:
the same word stem (en), the same katakana run, more than half the character bigrams of
a Han chunk (zh/ja, so "分支部署" is covered by "从 main 分支发 ... 部署", but "锁文件",
sharing only its head 文件, is not "配置文件"); a lone Han character only when the record,
cut the same way, holds it as a word of its own ("行" of "行の長さ"). A word said in other
words that name the same thing (mum / mother, 我爸 / 爸爸, 班车 / 接驳车, スマホ / スマート
フォン, 車 / 车: `memdir.pipeline.admission.same_words`) is mentioned as the record's word:
the record holds its words and their canonical forms, and a word not mentioned as written
is asked again in its canonical form.
"""

from __future__ import annotations

from dataclasses import dataclass

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import BREAK, Token, prepare_sentence
from memdir.pipeline.admission.same_words import same_text
from memdir.pipeline.admission.spelling import plain_word
from memdir.pipeline.wording import (
    EN_STOP,
    HAN_DIGITS,
    han_chunks,
    stem,
    strip_provenance,
    without_filler,
)

# Nouns that name the slot a value fills, not what it is about: "the line *limit*", "the
# function *length*". A record rarely says them ("Keep lines under 88 characters"); a
# correction often does; alone, such a word tells nothing. In Chinese and Japanese the
# bounds (上限, 基準) and the measures an amount is of (长度, 大小, 行数, 字数, 期間, 工具
# as "tool"), and what precedes one in a chunk must be said whole; not 时间 or 地址: cut from
# a Han chunk, "北京时间" would be covered by "我住在北京", "文档站的地址" by "文档".
_EN_SLOT_NOUNS = frozenset("""limit limits maximum minimum max min threshold bar tool
    tools setting settings length size url address""".split()) | frozenset(
    # How long a thing lasts, named as a noun ("the response cache TTL", "the token
    # lifetime") where a record says it with a verb ("expire after 5 minutes").
    "ttl ttls lifetime lifetimes expiry".split())
# The same in katakana: "日程調整ツール" is the tool of 日程調整; "送料無料のライン" the
# threshold of free shipping.
_KANA_SLOT_NOUNS = frozenset("ツール サイズ リミット ライン ボーダー".split())
# Read from the start of a run of letters and digits (digits before its first letter are
# skipped, as a match started at that letter): one tried from each letter of a long run
# cost its length squared. `findall` answers the name, the group.
_SIGNED = re.compile(r"(?<![a-z0-9])[0-9]*([a-z][a-z0-9]*(?:[-.][a-z0-9]+)+)")
_KATAKANA = re.compile("[\u30a0-\u30ff]+")
_HAN_RUN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# The words of a bound before them ("密码最短长度", "最小文字数", "至少") name the slot too, as
# "minimum" does: "密码最短长度调到 12 位" is about 密码, as "密码至少 8 位" is.
# How long a thing is valid (有効期限, 有效期, 失効 "expires") is a measure too, as "TTL" is.
# A threshold (包邮门槛) is a bound as 上限 is.
_MEASURES = ("上限|下限|基準|基准|门槛|門檻|长度|長度|大小|行数|行數|文字数|字数|工具|期間|期间"
             "|有効期限|有効期間|有效期|失効|失效|过期")
_HAN_MEASURE = re.compile(_MEASURES)
# The words of a bound at the end of a Han chunk (`_without_bound`).
_BOUND_WORDS = frozenset(_MEASURES.split("|")
                         + "最短 最长 最長 最小 最大 最少 最多 至少 至多".split())
_BOUND_LENGTHS = sorted({len(w) for w in _BOUND_WORDS})


def _without_bound(text: str) -> str:
    """``text`` without the words of a bound it ends in ("密码最短长度" → "密码"): from the
    first character from which the rest is such words only. Read from the end, so a long
    run of them costs its length (a pattern ``(?:word|...)+$`` tried each start to the
    end: its length squared)."""
    n = len(text)
    whole = [False] * n + [True]  # whole[i]: text[i:] is words of a bound only
    start, misses = n, 0
    for i in range(n - 1, -1, -1):
        whole[i] = any(whole[i + k] and text[i:i + k] in _BOUND_WORDS
                       for k in _BOUND_LENGTHS if i + k <= n)
        if whole[i]:
            start, misses = i, 0
        else:
            misses += 1  # no word is longer: nothing before can reach a start
            if misses >= _BOUND_LENGTHS[-1]:
                break
    return text[:start]


@dataclass(frozen=True)
class Mentions:
    """The words a record mentions, in the forms sentences are compared in."""

    text: str
    stems: frozenset[str]
    bigrams: frozenset[str]
    singles: frozenset[str] = frozenset()  # Han characters that are a word of their own
    # Two words of the record written as one ("time out" / "timeout", "set up" / "setup"),
    # and its names written with signs and a digit ("eu-west-1").
    compounds: frozenset[str] = frozenset()
    # The text with its words in their canonical forms (`same_words`), for katakana.
    same: str = ""

    @classmethod
    def of(cls, *texts: str) -> Mentions:
        text = prepare_sentence(" ".join(strip_provenance(t) for t in texts))
        # A name written with signs and a digit is one word of a sentence ("eu-west-1").
        signed = {w for w in _SIGNED.findall(text) if any(c.isdigit() for c in w)}
        text = text.replace("-", " ").replace("_", " ")
        # Function words of the record do not cover anything: "runner" must not be
        # covered by "Run the tests..." through the stem "run".
        words = [plain_word(w) for w in re.findall(r"[0-9]{1,2}:[0-9]{2}(?![0-9])"
                                                  r"|[a-z0-9][a-z0-9']*", text)]
        stems = frozenset(stem(v) for w in words if w and w not in EN_STOP
                          and w not in BREAK for v in {w, same_text(w)})
        compounds = frozenset({a + b for a, b in zip(words, words[1:], strict=False)
                               if a.isalpha() and b.isalpha()} | signed)
        bigrams: set[str] = set()
        singles: set[str] = set()
        # Filler between Han characters ("备份现在改存到") leaves its two sides one run,
        # as the sentence's tokens read them.
        same = same_text(text)
        runs = re.findall(_HAN_RUN, text) + re.findall(_HAN_RUN, without_filler(text)) \
            + re.findall(_HAN_RUN, same) + re.findall(_HAN_RUN, without_filler(same))
        for run in dict.fromkeys(runs):
            bigrams.update(run[i:i + 2] for i in range(len(run) - 1))
            singles.update(c for c in han_chunks(run) if len(c) == 1)
        return cls(text, stems, frozenset(bigrams), frozenset(singles), compounds, same)

    def covers(self, tok: Token, *, strict: bool = False) -> bool | None:
        """True/False, or None for a token too short to tell (one Han character the
        record does not hold as a word of its own: "我" against "用户"). ``strict``: a
        Han value must be said whole, every bigram ("每周二" is not "每周五"). A word the
        record does not mention as written is asked again in its canonical form
        (`same_words`: "mum" is the record's "mother", 我爸's 爸 its 爸爸)."""
        found = self._covers(tok, strict=strict)
        if found is True:
            return found
        same = same_text(tok.text)
        if same == tok.text:
            return found
        kind = "word" if same.isascii() else "kana" if _KATAKANA.fullmatch(same) else "han"
        return True if self._covers(Token(kind, same), strict=strict) is True else found

    def _covers(self, tok: Token, *, strict: bool = False) -> bool | None:
        if tok.kind == "word":
            if tok.text in _EN_SLOT_NOUNS:
                return None
            if tok.text in self.compounds:
                return True
            parts = [p for p in re.split("[-.]", tok.text) if p]
            # "eu-west-1" is mentioned as itself, or as its words ("eu west 1").
            return all(stem(p) in self.stems for p in parts) or self._number_of(tok.text)
        if tok.kind == "kana":
            return None if tok.text in _KANA_SLOT_NOUNS \
                else tok.text in self.text or tok.text in self.same
        text = _without_bound(tok.text)
        if text != tok.text and (text or _HAN_MEASURE.search(tok.text)):
            # A bound's word alone (最大, 至少) is a word as any other; with a noun of
            # measure (最小文字数) it names the slot.
            return self._covers(Token("han", text), strict=True) if text else None
        if len(tok.text) < 2:
            # Cut the same way on both sides, "行" of "行の長さ" is the record's "行".
            # A numeral is a word however short ("一个人" against "两个人").
            if tok.text in HAN_DIGITS:
                return tok.text in self.singles
            return True if tok.text in self.singles else None
        grams = [tok.text[i:i + 2] for i in range(len(tok.text) - 1)]
        held = sum(g in self.bigrams for g in grams)
        return held == len(grams) if strict else 2 * held > len(grams)


    def _number_of(self, word: str) -> bool:
        """Whether the record says ``word`` in the other number, as written ("approver" /
        "approvers", where the stem of one keeps its r): a count of one is said in the
        singular ("one approver" against "two approvers"). Not through the stem: "liners"
        would meet "lines"."""
        other = word[:-1] if word.endswith("s") and not word.endswith("ss") else word + "s"
        return len(other) > 3 and other.isalpha() \
            and re.search(rf"(?<![a-z]){other}(?![a-z])", self.text) is not None


__all__ = ["Mentions"]
