"""Corrections: spellings read as the words they stand for, before a sentence is cut.

A comma between thousands ("5,000 円", "$10,000") is one number, not "5" and "000"; a
manner said as one word ("write docstrings NumPy-style") is "in NumPy style", the words a
record says it in, and after an article it names things ("the Google-style ones"); a Latin
letter with an accent is its letter ("Tomás", "Zoë": one word, as "Tomas" is); the
iteration mark is the Han character before it again ("佐々木": 佐佐木, one name); a name
and its version joined by a hyphen are the two ("ubuntu-24.04": ubuntu 24.04). Used
by `memdir.pipeline.admission.change_words.prepare_sentence`, so records and statements
are read alike. An English word with 's glued to it is the word (`plain_word`)."""

from __future__ import annotations

import unicodedata

from memdir.foundation import lazy_re as re
from memdir.pipeline.wording import EN_BREAK, EN_STOP

# A comma between thousands ("5,000 円", "$10,000"): one number, not "5" and "000".
_THOUSANDS = re.compile(r"(?<=\d)[,，](?=\d{3}(?!\d))")


# A manner said as one word ("write docstrings NumPy-style") is "in NumPy style", the
# record's words for it; after an article it names things ("the Google-style ones").
_STYLED = re.compile(r"(?<![a-z0-9])(?P<article>(?:the|a|an)\s+)?(?P<name>[a-z][a-z0-9]*)-style"
                     r"(?![a-z0-9-])")


def _styled(m: re.Match[str]) -> str:
    return f"{m.group('article')}{m.group('name')} style" if m.group("article") \
        else f"in {m.group('name')} style"


# A name and its version joined by a hyphen ("ubuntu-24.04", "python-3.12", a runner's or
# an image's label): the name and the version, as "Ubuntu 24.04" says them. A version has
# a dot; "eu-west-1" and "staging-db-1" stay one name.
_VERSIONED = re.compile(r"(?<![a-z0-9.-])([a-z]{2,})-(\d+(?:\.\d+)+)(?![a-z0-9-])")


# A Latin letter with an accent or a stroke of its own ("á", "ë", "ç", "ø"): read as its
# letter, else a name was cut at it ("Tomás" read "tom" and "s"). Only Latin letters:
# a kana's voicing mark is no accent.
_ACCENTED = re.compile("[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]")
_OWN_LETTER = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe",
               "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "đ": "d",
               "Đ": "D", "ı": "i"}


def _letter(m: re.Match[str]) -> str:
    ch = m.group(0)
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if c.isascii())
    return _OWN_LETTER.get(ch) or base or ch


def unaccented(text: str) -> str:
    """``text`` with its Latin letters read without their accents ("Tomás": "Tomas")."""
    return _ACCENTED.sub(_letter, text)


# The iteration mark after a Han character ("佐々木", "時々", "人々") repeats it: read as a
# mark, the name was cut in two ("佐" and "木") and neither half was the record's name.
_REPEATED = re.compile("([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])\u3005")


def respelled(text: str) -> str:
    """``text`` (prepared, lower case) with these spellings read as their words."""
    text = _REPEATED.sub(r"\1\1", _THOUSANDS.sub("", text))
    return _VERSIONED.sub(r"\1 \2", _STYLED.sub(_styled, unaccented(text)))


def plain_word(word: str) -> str:
    """An English word without its quotes and the 's glued to it ("the lido's season",
    "Hallam's retired", "the van's at Moor Brewery"): the word a record says without it.
    Whether 's is of, is or has, the word before it is the same noun; a word that is a
    function word with it ("it's", "that's", "let's") stays as written."""
    word = word.strip("'")
    if word.endswith("'s") and len(word) > 3 and word not in EN_STOP \
            and word not in EN_BREAK:
        return word[:-2]
    return word


__all__ = ["plain_word", "respelled", "unaccented"]
