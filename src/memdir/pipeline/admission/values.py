"""Values by their form: what in a statement is a value (a name, a number, a language),
whatever words introduce it.

The frame rule (`memdir.pipeline.admission.frame`) and the slot rule
(`memdir.pipeline.admission.correction`) tell a correction from a look-alike by what it
replaces: one value by another of its kind. A value is, by its form, a Latin word or
number in Chinese or Japanese text (a tool, a product, a version), a katakana run in
Japanese, a number (with its unit: "80 行", "4 時間"), a Chinese or Japanese day or time
of day ("毎週火曜日", "早上"), a word written with capitals, digits or the signs of names in
English ("GitHub", "JST", "#sre-pager", "fly.io"; an accented letter read as its letter:
"Tomás"), a person's name before さん or 様 in Japanese ("田中さん"), a language name,
and a word the statement reads as a value (after "use", 用, 是, before で;
`memdir.pipeline.statement`).
"""

from __future__ import annotations

import unicodedata

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_units import unit_dimension
from memdir.pipeline.admission.change_words import Token, prepare_sentence
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.spelling import unaccented
from memdir.pipeline.statement import LANGUAGES
from memdir.pipeline.wording import (
    KEPT_NAMES,
    names_kept,
    starts_sentence,
    stem,
    strip_provenance,
)

_CJK_TEXT = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
# An English word written as a name: a capital after its first letter ("GitHub", "JST",
# "VS"), or a capital where a sentence does not start; digits and the signs of names.
_NAMED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]+[A-Z][A-Za-z]*|[A-Z][a-z]+)(?![A-Za-z])")
# A run of letters and digits is read from its start only (the lookbehinds): one tried
# from each of its characters cost its length squared on a long run ("aaaa..."), and any
# match inside a run starts at its start anyway.
_SIGNED = re.compile(r"[#@$~/.]?(?<![A-Za-z0-9])[A-Za-z0-9]+(?:[#@/._+:-][A-Za-z0-9]+)+"
                     r"|[#@][A-Za-z0-9]+|(?<![A-Za-z0-9])[A-Za-z]*\d[A-Za-z0-9]*")
# At most six Han characters before it: a name is shorter, and an unbounded run made a
# long Han text cost its length squared (氏 and 君 are common Chinese characters).
_JA_HONORIFIC = re.compile("([\u4e00-\u9fff]{2,6})(?:さん|様|さま|氏|くん|君)")
_LANGUAGES = LANGUAGES
# A day or a time of day said in Chinese or Japanese is a value by its form ("毎週火曜日",
# "周五", "早上", "午後"), as a number is.
_HAN_TIME = re.compile("[月火水木金土日]曜|(?:周|星期|礼拜)[一二三四五六日天]|毎週|隔週"
                       "|早上|上午|下午|中午|晚上|午前|午後|夕方|(?:上班|下班|午饭|午休)(?:前|后)")
NUMERAL = re.compile("[一二两三四五六七八九十百千万]+[个人次天周位名行号点分秒つ日件]?")
# From the start of a run of numerals only: a long run without its measure word was tried
# from each numeral (its length squared).
_COUNTED = re.compile("(?<![一二两三四五六七八九十百千万])[一二两三四五六七八九十百千万]+"
                      "[个人次天周位名行号点分秒つ日件]")


def value_words(text: str) -> frozenset[str]:
    """The words of ``text`` (as tokens read them: case-folded, split at signs) that are
    values by their form; see the module docstring."""
    raw = unaccented(names_kept(unicodedata.normalize("NFKC", strip_provenance(text or ""))))
    cjk = bool(_CJK_TEXT.search(raw))
    found: set[str] = set()
    for m in re.finditer(r"[A-Za-z0-9][A-Za-z0-9_']*", raw):
        if cjk:
            found.add(m.group(0).casefold())
    for m in _NAMED.finditer(raw):
        word = m.group(0)
        if word[0].isupper() and word[1:].islower() \
                and starts_sentence(raw, m.start(), blanks_after_break=False):
            continue  # "Keep ..." at the start of a sentence
        found.add(word.casefold())
    for m in _SIGNED.finditer(raw):
        found.update(w.casefold() for w in re.findall(r"[A-Za-z0-9]+", m.group(0)))
    # A person named with an honorific in Japanese ("田中さん", "佐藤様"): the name is a
    # value, as a capitalised name is in English. The run before the honorific may hold
    # more than the name ("今後田中さん"): each of its ends of two to six characters.
    found.update(m.group(1)[-n:] for m in _JA_HONORIFIC.finditer(raw)
                 for n in range(2, len(m.group(1)) + 1))
    # "I mostly write Go now": a name `names_kept` read as a name ("golang") is one, though
    # its capital is gone.
    found.update(w for w in KEPT_NAMES if re.search(rf"(?<![A-Za-z]){w}(?![A-Za-z])", raw))
    return frozenset(found)


def value_like(tok: Token, named: frozenset[str], said: set[str],
               after: Token | None = None) -> bool:
    """Whether a token is a value by its form; ``after``: the token before it (a Han
    word after a number is its unit: "4 時間以内", "80 行")."""
    if tok.kind == "kana" or tok.slot == "new":
        return True
    if after is not None and after.kind == "word" and after.text.isdigit() \
            and tok.kind == "han":
        return True
    if tok.kind == "word":
        return tok.text in named or tok.text in _LANGUAGES or any(c.isdigit() for c in tok.text) \
            or stem(tok.text) in said or after is not None and after.kind == "word" \
            and after.text[:1].isdigit() and unit_dimension(tok.text) != ""  # "2 weeks"
    text = tok.text
    if text in _LANGUAGES or NUMERAL.fullmatch(text) or _HAN_TIME.search(text) or text in named:
        return True
    grams = {text[i:i + 2] for i in range(len(text) - 1)}
    return bool(grams) and grams <= said or text in said


def every_of_said_day(tokens: list[Token], i: int, said: Mentions) -> bool:
    """Whether the token at ``i`` says how often ("毎週", "隔週") before a weekday the
    statement says: "金曜の夕方 6 時にします" against "毎週金曜の朝 7 時に配信する" leaves
    毎週 unsaid, and it is no old value (the day is said, every week still)."""
    return tokens[i].kind == "han" and tokens[i].text in ("毎週", "隔週") \
        and i + 1 < len(tokens) and tokens[i + 1].kind == "han" \
        and said.covers(tokens[i + 1]) is True


def joins_time(tokens: list[Token], i: int) -> bool:
    """Whether the token at ``i`` is the の or 的 between a day and a time of day ("火曜の
    午後", "周二的下午"): the two are one value, as "Tuesday afternoon" is."""
    tok = tokens[i]
    if tok.text not in ("の", "的") or not 0 < i < len(tokens) - 1:
        return False
    before, after = tokens[i - 1], tokens[i + 1]
    return before.kind == after.kind == "han" and bool(_HAN_TIME.search(before.text)) \
        and bool(_HAN_TIME.search(after.text))


_AMOUNT = re.compile(r"(?<![a-z])\d(?![a-z]{4,})"
                     r"|(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine"
                     r"|ten|twice|once|half)(?![a-z])"
                     "|(?<![一二两三四五六七八九十百千万])[一二两三四五六七八九十百千万]+"
                     "[个人次天周位名行号点分秒つ日件]"
                     # A duration in years, months or weeks ("有效期一年", "一週間").
                     "|(?<![一二两三四五六七八九十])[一二两三四五六七八九十]+"
                     "(?:年|个?月|ヶ月|か月|週)")


def says_amount(text: str) -> bool:
    """Whether ``text`` says a number or an amount anywhere ("88", "two", "四个空格");
    a digit after letters is part of a name ("k8s", "S3"), as in `value_kind`, and so is
    one before a word ("1Password")."""
    return bool(_AMOUNT.search(prepare_sentence(text or "")))


def value_kind(run: list[Token]) -> str:
    """What kind of value a run of words is: a language, a number (a version, an amount:
    "Vue 2", "88"), or a name. A correction replaces a value by one of its kind."""
    if any(t.text in _LANGUAGES for t in run):
        return "language"
    if any(_AMOUNT_WORD.match(t.text) or NUMERAL.fullmatch(t.text)
           or _COUNTED.match(t.text) for t in run):
        return "number"  # "四个空格" too: a numeral and its measure word start the chunk
    return "name"


# A word that starts with a digit is an amount or a version ("88", "10mb", "3"); one whose
# digits follow letters is a name ("argon2id", "k8s", "S3"): "密码哈希改用 argon2id" names a
# hash as "bcrypt" did, no amount where the record says none.
_AMOUNT_WORD = re.compile(r"\d")  # at the word's start (`re.match`)


__all__ = ["NUMERAL", "every_of_said_day", "joins_time", "says_amount", "value_kind",
           "value_like", "value_words"]
