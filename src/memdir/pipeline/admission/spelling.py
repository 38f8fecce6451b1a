"""Corrections: spellings read as the words they stand for, before a sentence is cut.

A comma between thousands ("5,000 円", "$10,000") is one number, not "5" and "000"; a
manner said as one word ("write docstrings NumPy-style") is "in NumPy style", the words a
record says it in, and after an article it names things ("the Google-style ones"). Used
by `memdir.pipeline.admission.change_words.prepare_sentence`, so records and statements
are read alike."""

from __future__ import annotations

import re

# A comma between thousands ("5,000 円", "$10,000"): one number, not "5" and "000".
_THOUSANDS = re.compile(r"(?<=\d)[,，](?=\d{3}(?!\d))")


# A manner said as one word ("write docstrings NumPy-style") is "in NumPy style", the
# record's words for it; after an article it names things ("the Google-style ones").
_STYLED = re.compile(r"(?<![a-z0-9])(?P<article>(?:the|a|an)\s+)?(?P<name>[a-z][a-z0-9]*)-style"
                     r"(?![a-z0-9-])")


def _styled(m: re.Match[str]) -> str:
    return f"{m.group('article')}{m.group('name')} style" if m.group("article") \
        else f"in {m.group('name')} style"


def respelled(text: str) -> str:
    """``text`` (prepared, lower case) with these spellings read as their words."""
    return _STYLED.sub(_styled, _THOUSANDS.sub("", text))


__all__ = ["respelled"]
