"""Where a long text's further chunks begin and end (`Embedder.embed_chunks`).

Chunk 0 of a text is what the model has always read of it: its head, as far as the model's
``max_tokens`` and `memdir.providers.semantic.embedder.MAX_CHARS` reach. The rest is read in
windows of the same size, each cut at a line break where one falls in its second half
(a chat session's message, a document's paragraph stays whole), else at a sentence's end,
and each beginning at the first line or sentence within the last `OVERLAP` of the one
before, so that what a window's end cut is whole in the next. At most `MAX_CHUNKS` chunks
a text, over its first `MAX_CHUNK_CHARS` characters: what lies past them is found by the
lexical ranker only.

Pure Python: the embedder says how far a window reaches (``reach``: how many characters of
a text its tokenizer lets the model read).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

MAX_CHUNKS = 8  # vectors of one text, chunk 0 included
MAX_CHUNK_CHARS = 16_000  # of a text, read for its chunks
OVERLAP = 0.15  # of a window, repeated at the start of the next at most
# Where a sentence or line begins: after a line break, after ., ! or ? and a space, after
# the full-width stops of Chinese and Japanese (no space follows them).
_BOUNDARY = re.compile(r"\n\s*|(?<=[.!?])[\"')\]]*\s+|(?<=[。！？；])[」』）]*\s*")
_LINE = re.compile(r"\n\s*")


def boundaries(text: str, lines: bool = False) -> list[int]:
    """The positions in ``text`` where a sentence or line begins (``lines``: a line
    only), in order."""
    return [m.end() for m in (_LINE if lines else _BOUNDARY).finditer(text)]


def windows(text: str, reach: Callable[[str], int], limit: int | None = None
            ) -> list[tuple[int, int]]:
    """(start, end) of each window of ``text`` after chunk 0, at most ``limit`` (default
    `MAX_CHUNKS` - 1).

    ``reach(s)``: how many leading characters of ``s`` one chunk reads (chunk 0's is
    ``reach(text)``). Nothing when chunk 0 reads the whole text."""
    limit = MAX_CHUNKS - 1 if limit is None else limit
    text = text[:MAX_CHUNK_CHARS]
    end = reach(text)
    if limit <= 0 or not text[end:].strip():
        return []
    marks = (boundaries(text, lines=True), boundaries(text))
    out: list[tuple[int, int]] = []
    start = 0
    while len(out) < limit and text[end:].strip():
        overlap = int(OVERLAP * (end - start))
        start = _start(text, marks, end - overlap, end)
        stop = start + reach(text[start:])
        if text[stop:].strip():
            stop = _cut(marks, start + (stop - start) // 2, stop)
        if stop <= end:  # no progress (a window reads nothing new): stop here
            break
        out.append((start, stop))
        end = stop
    return out


def _cut(marks: tuple[list[int], list[int]], low: int, stop: int) -> int:
    """Where a window that may read up to ``stop`` ends: the last line, else sentence
    boundary after ``low``, else ``stop``."""
    for found in marks:
        k = bisect.bisect_right(found, stop) - 1
        if k >= 0 and found[k] > low:
            return found[k]
    return stop


def _start(text: str, marks: tuple[list[int], list[int]], low: int, end: int) -> int:
    """Where the window after one ending at ``end`` begins: the first line, else
    sentence boundary from ``low`` on, else the first space from ``low`` on, else
    ``low``; never past ``end``."""
    low = max(low, 0)
    for found in marks:
        k = bisect.bisect_left(found, low)
        if k < len(found) and found[k] <= end:
            return found[k]
    space = text.find(" ", low, end)
    return space + 1 if space >= 0 else low


__all__ = ["MAX_CHUNKS", "MAX_CHUNK_CHARS", "OVERLAP", "boundaries", "windows"]
