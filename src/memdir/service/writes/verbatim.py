"""Whether a model's text says only what the user said: the test `provenance.writer_of`
puts a model's candidate to before it counts as the user's own words.

A text is the user's when, case, spacing and punctuation aside, it is one run of the
user's message word for word (Chinese and Japanese read character by character), and
that run leaves out no word of its clause that turns or bounds what it says: a negation
("never", "don't", 不, 别, 没, ない, ません) or a quantity ("only", "always", "every",
a number, 只, 都, だけ). So "Deploy to production on Fridays" is the model's reading of
"..., and never deploy to production on Fridays", not the user's; a text with its
clauses reordered, a word swapped for its opposite or a number changed is no run of the
message at all. The clause around a run is read back to a sentence's end, a semicolon
or colon, a comma before a conjunction (", and", ", but") or a Chinese comma (，), and
forward to the next punctuation: "Always run the linter before committing" stays the
user's when "never deploy on Fridays" follows after a comma.
"""

from __future__ import annotations

import re
import unicodedata

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(rf"[{_CJK}]|[^\W{_CJK}]+")
_NOT = re.compile(r"n[’'`]t\b")  # "don't" -> "do not", "can't" -> "ca not"
_CLAUSE_END = re.compile(r"[.!?;:。\n]")
_CONJUNCTIONS = frozenset("and but or so then yet also plus while whereas though although "
                          "because since unless except".split())
# Words that turn a statement or bound it: left out of a run, they change what it says.
_TURNING = frozenset((
    "not no never nor none nobody nothing nowhere neither without cannot unless except "
    "dont doesnt didnt isnt arent wasnt werent wont cant shouldnt wouldnt couldnt mustnt "
    "neednt havent hasnt hadnt nicht kein keine keinen nie niemals pas jamais ne nunca "
    "only always every each all any some most least more less fewer few many much both "
    "either once twice sometimes rarely seldom usually often hardly barely half double "
    "one two three four five six seven eight nine ten eleven twelve dozen hundred "
    "thousand million first last").split())
_TURNING_CJK = ("不", "别", "別", "没", "沒", "无", "無", "未", "勿", "莫", "非", "否", "禁",
                "ない", "ません", "ず", "ぬ", "只", "仅", "僅", "都", "每", "毎", "所有",
                "全", "总", "總", "从", "從", "一直", "永", "必", "常", "いつも", "だけ",
                "のみ", "決して", "絶対", "一切", "任何", "些", "多", "少", "几", "幾",
                "一", "二", "两", "兩", "三", "四", "五", "六", "七", "八", "九", "十",
                "百", "千", "万", "萬", "零", "않", "못")


def _words(text: str) -> tuple[list[str], list[str]]:
    """``text``'s words (case folded, NFKC) and, for each, the text between it and the
    word before (the punctuation a clause ends at)."""
    # NFKC reads a Chinese comma (，) as ",": it ends a clause, as ";" does.
    plain = unicodedata.normalize("NFKC", text.replace("\uff0c", ";")).casefold()
    plain = _NOT.sub(" not", plain)
    words, gaps, end = [], [], 0
    for m in _TOKEN.finditer(plain):
        words.append(m.group())
        gaps.append(plain[end:m.start()])
        end = m.end()
    return words, gaps


def _turns(words: list[str]) -> bool:
    """Whether ``words`` hold a negation or a quantity (a number among them)."""
    latin = [w for w in words if not re.fullmatch(rf"[{_CJK}]", w)]
    joined = "".join(w for w in words if re.fullmatch(rf"[{_CJK}]", w))
    return any(w in _TURNING or any(c.isdigit() for c in w) for w in latin) or any(
        mark in joined for mark in _TURNING_CJK)


def _clause_start(words: list[str], gaps: list[str], at: int) -> int:
    """The first word of the clause the word at ``at`` is in, read backwards."""
    while at > 0:
        gap = gaps[at]
        if _CLAUSE_END.search(gap) or ("," in gap and words[at] in _CONJUNCTIONS):
            break
        at -= 1
    return at


def _clause_end(words: list[str], gaps: list[str], at: int) -> int:
    """One past the last word before the punctuation following the word before ``at``."""
    while at < len(words) and not re.search(r"[^\s]", gaps[at]):
        at += 1
    return at


def says_only(text: str, message: str) -> bool:
    """Whether ``text`` is one run of ``message`` word for word that leaves out no
    negation or quantity of its clause (see the module). An empty text says nothing."""
    said, _ = _words(text)
    if not said:
        return not text.strip()
    words, gaps = _words(message)
    n = len(said)
    for i in range(len(words) - n + 1):
        if words[i:i + n] != said:
            continue
        before = words[_clause_start(words, gaps, i):i]
        after = words[i + n:_clause_end(words, gaps, i + n)]
        if not _turns(before + after):
            return True
    return False


__all__ = ["says_only"]
