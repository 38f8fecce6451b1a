"""Traditional Chinese read as Simplified, for rules written in Simplified characters.

The rules that hear a lasting instruction or a temporary scope in Chinese are written in
Simplified characters (以后, 请, 临时); people in Taiwan and Hong Kong write 以後, 請,
臨時, and Taiwan's words for things (軟體, 資料庫). `as_simplified` gives the rules the
Simplified reading of such text: OpenCC's tables (Apache License 2.0, `OPENCC-LICENSE`
beside this module; converted by ``tools/hanzi_map.py``), character by character after
Taiwan's words. Text with kana is Japanese and is left as written: its kanji (後, 図)
are the ones the Japanese rules read. Only what the rules read changes; what is stored
is the text as the user wrote it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

_KANA = re.compile(r"[\u3040-\u30ff]")


@cache
def _tables() -> tuple[dict[int, str], re.Pattern[str] | None, dict[str, str]]:
    data = json.loads(resources.files("memdir.foundation").joinpath("hanzi_map.json")
                      .read_text(encoding="utf-8"))
    chars: dict[str, str] = data["chars"]
    phrases: dict[str, str] = data["phrases"]
    words = sorted(phrases, key=len, reverse=True)
    pattern = re.compile("|".join(map(re.escape, words))) if words else None
    return str.maketrans(chars), pattern, phrases


def as_simplified(text: str) -> str:
    """``text`` in Simplified characters and, when it was written in Traditional ones, the
    mainland's words; unless it has kana."""
    if text.isascii() or _KANA.search(text):
        return text
    table, words, phrases = _tables()
    simplified = text.translate(table)
    if simplified == text or words is None:
        return simplified  # Simplified already: Taiwan's words are not read into it (文件)
    return words.sub(lambda m: phrases[m.group(0)], simplified)
