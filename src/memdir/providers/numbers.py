"""Numbers written in words or in numerals, read as digits by the tokenizer.

A memory says "3 retries" and a prompt asks about "three retries"; one says 三个 and
another 3 个, 三つ or 3 つ. The tokenizer (`memdir.providers.ranking.tokenize`) reads each
way of writing a number as its digits, the same for a record and a query, so either form
finds the other:

- English number words (`read`: `continues` gathers a run of them, `spell` reads it): ``three`` ->
  3, ``twenty-five`` and ``twenty five`` -> 25, ``two hundred and fifty`` -> 250,
  ``3 thousand`` and ``3,000`` -> 3000; ordinals keep their ending (``twenty-seventh`` ->
  27th, as "27th" is written), except ``first`` and ``second`` alone, which say no number
  more often than one. A number is a weak term, as digits always were;
- Chinese and Japanese numerals (`numerals`): a run of them (一二三, 十百千, 万亿, 〇零,
  两) becomes its digits where it counts something, before a counter or a unit
  (`counter_at`: 三个, 两次, 二十分钟, 三つ, 三ヶ月, 二十日); elsewhere it is part of a word
  (星期三, 统一, 双十一, 万一, 第三方) and stays, and so does 十分 (very, enough) unless 钟 or
  間 follows it; ``3万`` -> 30000, as 三万 is; ``3 个`` -> 3个. The tokenizer makes the
  number and its counter one term (3个, 2次, 3つ, 3か月), as specific as the bigram 三个
  was, so a count of something does not become a bare, weak number.

`unit` reads a number run into a time unit ("20min") as the number and the unit's stem,
and `UNITS` the unit after a number ("20 min"), so "20 min" finds "twenty minutes".
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator

# --------------------------------------------------------------------------- English
_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine".split())}
_TEENS = {w: i + 10 for i, w in enumerate(
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    .split())}
_TENS = {w: (i + 2) * 10 for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000,
           "billion": 1_000_000_000}
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
             "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11,
             "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
             "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
             "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
             "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90,
             "hundredth": 100, "thousandth": 1_000}
# Alone, these two are mostly no number ("first, run the tests"; "a second opinion").
_ALONE_NO_NUMBER = frozenset({"first", "second"})
# Alone, this is as often a word as a number ("one-on-one", "the big one", "one of them"):
# read as the word and as 1.
_ORDINARY = frozenset({"one"})
WORDS = frozenset({*_UNITS, *_TEENS, *_TENS, *_SCALES, *_ORDINALS})


def _suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# A number read from digits or words is at most this long: a longer digit run (a hash, a
# pasted blob) is no number anyone asks for, and `int` refuses one of 4,300 digits. The
# tokenizer leaves a run over `memdir.providers.ranking.MAX_TOKEN` out, as it always did.
MAX_DIGITS = 64
_MAX_WORDS = 24  # number words in one run ("two hundred and fifty three thousand ...")
_MAX_GROUPS = 6  # groups of three after a number's head (1,000,000,000,000,000,000)


def continues(words: list[str], gap: str, word: str) -> bool:
    """Whether ``word``, after ``gap``, goes on the run of number words ``words`` (a
    number's digits first, if any); if so, it is added to them. Number words go on
    after spaces or hyphens ("twenty-five", "two hundred and five", "3 thousand"), a
    group of three digits after a comma ("3,000") only after a head of one to three
    digits or groups of three before it, kept with its commas (`spell` reads them)."""
    if len(words) >= _MAX_WORDS:
        return False
    if gap == "," and len(word) == 3 and word.isdigit():
        head = words[-1]
        if ("," in head and head.count(",") < _MAX_GROUPS) or (
                head.isdigit() and len(head) <= 3 and head[0] != "0"):
            words[-1] = f"{head},{word}"
            return True
        return False
    if word in WORDS or word == "and":
        if not gap.strip(" -" if word != "and" else " "):
            words.append(word)
            return True
    return False


class _Number:
    """A number being read from its words: ``total`` (what the scales above a hundred
    gave) + ``current``, the kind of the word before (``last``: digits, unit, teen, tens,
    scale, or "" when no number is under way), what was read so far in ``out``."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.total = self.current = 0
        self.last = ""
        self.alone = ""  # the number so far is this one ordinary word ("one")

    def flush(self) -> None:
        if self.alone:  # "one-on-one", "the big one": the word is kept beside its 1
            self.out.append(self.alone)
        if self.last:
            self.out.append(str(self.total + self.current))
        self.total = self.current = 0
        self.last = self.alone = ""

    def digits(self, w: str) -> None:  # only the first word of a run: nothing before
        self.current, self.last = int(w), "digits"

    def grouped(self, w: str) -> None:
        """Digits in groups of three after commas (3,000; 500,502,503), the first word
        of a run. A round number (3,000; 12,500) or one of a single digit and groups
        (2,512; 1,234,567) is one number; any other is perhaps a list (500,502,503
        retried; ports 80,443), so its parts are numbers too."""
        groups = w.split(",")
        if not (groups[-1].endswith("00") or len(groups[0]) == 1):
            self.out.extend(groups)
        self.digits("".join(groups))

    def conjunction(self, following: str) -> None:
        # inside a number only after a scale ("two hundred and five")
        if self.last != "scale" or following in _SCALES or following in _ALONE_NO_NUMBER:
            self.flush()
            self.out.append("and")

    def ordinal(self, w: str) -> None:
        n = _ORDINALS[w]
        if (n < 10 and self.last == "tens" and self.current % 10 == 0) or (
                n < 100 and self.last == "scale"):
            n += self.total + self.current  # twenty-first, one hundred and tenth
        elif n >= 100 and self.last and self.last != "scale":
            n *= self.total + self.current  # two hundredth
        else:
            self.flush()
            if w in _ALONE_NO_NUMBER:
                self.out.append(w)
                return
        self.out.append(f"{n}{_suffix(n)}")
        self.total = self.current = 0
        self.last = self.alone = ""

    def scale(self, w: str) -> None:
        if not self.last or (self.last == "scale" and self.current == 0 and w == "hundred"):
            self.flush()
            self.out.append(w)  # "hundred" alone ("a hundred ways") is left as said
            return
        self.alone = ""
        if w == "hundred":
            self.current *= 100
        else:
            self.total += self.current * _SCALES[w]
            self.current = 0
        self.last = "scale"

    def cardinal(self, w: str) -> None:
        kind, n = (("unit", _UNITS[w]) if w in _UNITS else ("teen", _TEENS[w])
                   if w in _TEENS else ("tens", _TENS[w]))
        last, current = self.last, self.current
        if not (not last or (last == "scale" and current % 100 == 0)
                or (last == "scale" and kind == "unit" and current % 10 == 0)
                or (last == "tens" and kind == "unit")):
            self.flush()
        self.alone = w if w in _ORDINARY and not self.last else ""
        self.current += n
        self.last = kind


def spell(words: list[str]) -> list[str]:
    """The numbers a run of number words says ("twenty five and six" -> 25, and, 6;
    "3 thousand" -> 3000), and its words that say none, as they were ("and", "first")."""
    number = _Number()
    for i, w in enumerate(words):
        if w.isdigit():
            number.digits(w)
        elif "," in w:
            number.grouped(w)
        elif w == "and":
            number.conjunction(words[i + 1] if i + 1 < len(words) else "")
        elif w in _ORDINALS:
            number.ordinal(w)
        elif w in _SCALES:
            number.scale(w)
        else:
            number.cardinal(w)
    number.flush()
    return number.out


Run = tuple[str, str, str, str, str]  # `memdir.providers.ranking._runs`: the word last


def read(text: str, runs: Iterable[tuple[int, Run]]) -> Iterator[tuple[int, Run]]:
    """The runs of a text (each with where it ends), a run of English number words read
    as the numbers it says ("twenty five" -> 25, "3,000" -> 3000: `spell`)."""
    words: list[str] = []  # the run read so far
    last = 0  # where it ends
    for end, run in runs:
        word = run[4]
        if words and not (word and continues(words, text[last:end - len(word)], word)):
            for said in spell(words):
                yield last, ("", "", "", "", said)
            words = []
        if words:
            last = end
        elif word in WORDS or (  # digits, not those after a point (1.5)
                word.isdigit() and len(word) <= MAX_DIGITS
                and text[end - len(word) - 1:end - len(word)] != "."):
            words, last = [word], end
        else:
            yield end, run
    for said in spell(words):
        yield last, ("", "", "", "", said)


# Time units after a number, as `memdir.providers.ranking.stem` leaves the whole words.
UNITS = {"ms": "millisecond", "msec": "millisecond", "msecs": "millisecond",
         "sec": "second", "secs": "second",
         "min": "minut", "mins": "minut", "h": "hour", "hr": "hour", "hrs": "hour"}
_NUMBER_UNIT = re.compile(rf"(\d+)({'|'.join(UNITS)})")


def unit(word: str) -> tuple[str, str] | None:
    """(number, unit stem) of a word that is a number and a time unit ("20min")."""
    m = _NUMBER_UNIT.fullmatch(word)
    return (m[1], UNITS[m[2]]) if m else None


# --------------------------------------------------------------------------- CJK
_DIGIT_CHARS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4,
                "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_SMALL = {"十": 10, "百": 100, "千": 1_000}
_LARGE = {"万": 10_000, "萬": 10_000, "亿": 100_000_000, "億": 100_000_000}
# What follows a numeral that counts: measure words and units (zh), counters (ja).
_COUNTERS = frozenset(
    "个個次位名条條件天年月日号號周週分秒点點倍遍本张張台只元块塊岁歲层層项項份种種步轮輪"
    "批组組篇章页頁辆輛人场場届屆期度回节節课課米斤克版季代级級つ時枚冊歳才円階社割杯匹軒")
_COUNTER_PAIRS = frozenset("小时 小時 公里 公斤 毫秒 毫米 厘米 か月 ヶ月 カ月 ケ月 ヵ月 箇月 か所 "
                           "ヶ所 カ所 箇所 か国 ヶ国 カ国".split())
_SAME_COUNTER = dict.fromkeys("ヶカケヵ箇", "か")


@functools.cache
def _patterns() -> dict[str, re.Pattern[str]]:
    # Compiled on first use: a process that reads no Chinese or Japanese never needs them.
    return {"run": re.compile(f"[{''.join(_DIGIT_CHARS)}{''.join(_SMALL)}{''.join(_LARGE)}]+"),
            "numeral": re.compile(f"[{''.join(_DIGIT_CHARS)}十百千]"),
            "about": re.compile("[一二两兩三四五六七八九]{2}"),  # 三四十: thirty or forty
            "space": re.compile(r"(\d)[ \t]+(?=\S)"),
            # from a run's first digit only: every digit of a long run tried as a start
            # is quadratic
            "times": re.compile(r"(?<!\d)(\d+)([万萬亿億])")}


def _value(run: str) -> int | None:
    """The number a run of numerals writes, or None if it writes none."""
    if len(run) > MAX_DIGITS:  # 一一一...: no number anyone writes
        return None
    if not any(c in _SMALL or c in _LARGE for c in run):  # 二〇二四: digit by digit
        if 1 < len(run) < 4 and "〇" not in run and "零" not in run:
            return None  # 两三 (two or three), 一两, 三五: about so many
        return int("".join(str(_DIGIT_CHARS[c]) for c in run))
    if run[0] in _LARGE or run[0] in "百千":  # 万一 (just in case), 千万 (by all means)
        return None
    if _patterns()["about"].search(run):
        return None  # 三四十 (thirty or forty), 一两百
    total = section = digit = 0
    for c in run:
        if c in _DIGIT_CHARS:
            digit = _DIGIT_CHARS[c]
        elif c in _SMALL:
            section += (digit or 1) * _SMALL[c]
            digit = 0
        else:
            total += (section + digit) * _LARGE[c]
            section = digit = 0
    return total + section + digit


def counter_at(text: str, i: int) -> str:
    """The counter or unit that starts at ``text[i]`` (ヶ月 and カ月 as か月), or ""."""
    pair = text[i:i + 2]
    if pair in _COUNTER_PAIRS:
        return _SAME_COUNTER.get(pair[0], pair[0]) + pair[1]
    return text[i] if text[i:i + 1] in _COUNTERS else ""


def _cjk_number(m: re.Match[str]) -> str:
    run, text, end = m[0], m.string, m.end()
    if not counter_at(text, end):
        return run  # a numeral in a word (星期三, 统一, 双十一, 万一)
    if run == "十" and text[end] == "分" and text[end + 1:end + 2] not in ("钟", "鐘", "間"):
        return run  # 十分: very, enough
    value = _value(run)
    return run if value is None else str(value)


def _space(m: re.Match[str]) -> str:
    return m[1] if counter_at(m.string, m.end()) else m[0]


def _times(m: re.Match[str]) -> str:
    if (m.start() and m.string[m.start() - 1] == ".") or len(m[1]) > MAX_DIGITS:
        return m[0]  # 1.5万: left as written
    return str(int(m[1]) * _LARGE[m[2]])



def numerals(text: str) -> str:
    """The text with its Chinese and Japanese numbers as digits (see the module text);
    ``text`` is already NFKC and lowercase."""
    if "万" in text or "萬" in text or "亿" in text or "億" in text:
        text = _patterns()["times"].sub(_times, text)
    found = _patterns()
    return found["run"].sub(_cjk_number, text) if found["numeral"].search(text) else text


def counted(text: str) -> str:
    """The text without the spaces between a number and its counter (3 个 is 3个)."""
    return _patterns()["space"].sub(_space, text)


__all__ = ["MAX_DIGITS", "UNITS", "WORDS", "continues", "counted", "counter_at", "numerals", "read",
           "spell", "unit"]
