"""The rules for a record's name: what a name may hold, how long it may be, which names
are one memory (`name_key`), and the numbered name a second memory of one name gets.

A name is a file name (``NAME.md``) on every system a store may be copied to, and may
come from a model or a cloned repository: nothing in it may escape the folder, overwrite
the index, hide or reorder what a person reads, or pass for another name.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING

from memdir.foundation.errors import InvalidNameError
from memdir.foundation.terminal import stacked_marks

if TYPE_CHECKING:
    from collections.abc import Callable

INDEX_FILE = "MEMORY.md"
MAX_NAME_CHARS = 100
MAX_NAME_BYTES = 200  # file systems allow 255 bytes per name; keep room for ".md" and temp suffixes
_FORBIDDEN_NAME_CHARS = set('/\\:*?"<>|')
_WINDOWS_DEVICES = {"con", "prn", "aux", "nul"} | {
    f"{p}{i}" for p in ("com", "lpt") for i in range(10)
}


# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties) plus the blanks that render
# as nothing: a name holding one lists exactly like the same name without it (a Hangul
# filler appended to "prefer-pytest" made a second record that looked like the first).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]")


@functools.lru_cache(maxsize=1)
def _latin_prototypes() -> dict[int, str]:
    """Non-ASCII character -> the ASCII text it is confusable with (Unicode's
    confusables.txt, as the confusable-homoglyphs package ships it), as a `str.translate`
    table. Loaded on the first non-ASCII name only (15-50 ms, once per process)."""
    from confusable_homoglyphs.confusables import confusables_data

    table = {}
    for char, glyphs in confusables_data.items():
        if char.isascii() or len(char) != 1:
            continue  # "l" and "1", "rn" and "m" are distinct names in plain ASCII
        for glyph in glyphs:
            text = glyph["c"].replace("\u200e", "")  # bidi marks the data wraps RTL text in
            if text.isascii() and text.strip():
                table[ord(char)] = text
                break
    return table


@functools.lru_cache(maxsize=65_536)
def _skeleton(name: str) -> str:
    text = _INVISIBLE.sub("", unicodedata.normalize("NFKC", name)).casefold()
    text = text.translate(_latin_prototypes())
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def name_key(name: str) -> str:
    """The identity of a name: names that look the same are one record.

    Equal after NFKC normalization and case folding, with invisible characters dropped,
    runs of blanks (no-break, ideographic) read as one space, and every non-ASCII letter
    that has an ASCII look-alike (Cyrillic "е", Greek "ο") read as that letter: a UTS #39
    skeleton toward ASCII, from Unicode's confusables data.
    """
    if name.isascii():
        return " ".join(name.split()).casefold()
    return _skeleton(name)


def validate_name(name: object) -> str:
    """Check a record name that may come from a model, and return it normalized (NFC, stripped).

    Raises:
        InvalidNameError: the name could escape the store, overwrite the index, or cannot be
            a portable file name.
    """
    if not isinstance(name, str):
        raise InvalidNameError(repr(name), "a name must be text")
    if "\x00" in name:
        raise InvalidNameError(name.replace("\x00", "\\0"), "it contains a NUL byte")
    norm = unicodedata.normalize("NFC", name).strip()
    if not norm:
        raise InvalidNameError(name, "it is empty")
    too_long = _too_long(norm)
    if too_long:
        raise InvalidNameError(name, too_long)
    if any(c in _FORBIDDEN_NAME_CHARS for c in norm):
        raise InvalidNameError(name, 'it contains one of / \\ : * ? " < > |')
    surrogate = next((i for i, c in enumerate(name) if "\ud800" <= c <= "\udfff"), None)
    if surrogate is not None:  # a byte of another encoding read by Python, or bad JSON
        raise InvalidNameError(name, "it is not valid Unicode text: a lone surrogate "
                               f"U+{ord(name[surrogate]):04X} at character {surrogate + 1}")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in norm) or (
            _INVISIBLE.search(norm)):
        raise InvalidNameError(name, "it contains control or invisible characters")
    stacked = stacked_marks(norm)
    if stacked is not None:
        raise InvalidNameError(name, "it " + stacked.split(";")[0])
    if norm.startswith(".") or norm == "..":
        raise InvalidNameError(name, "it starts with a dot")
    if norm.endswith("."):
        raise InvalidNameError(name, "it ends with a dot")
    key = norm.casefold()
    # Compared case-folded: on macOS and Windows "memory.md" *is* MEMORY.md.
    if key in ("memory", INDEX_FILE.casefold()):
        raise InvalidNameError(name, "it is the name of the index file")
    if key.split(".")[0] in _WINDOWS_DEVICES:
        raise InvalidNameError(name, "it is a reserved device name on Windows")
    return norm


def _too_long(name: str) -> str:
    """Why ``name`` is too long to be one ("" if it is not), in characters, the unit a
    person counts in: a file name is limited in bytes too, and a character of Chinese or
    Japanese takes three of them, so 95 of them are too many though fewer than 100."""
    chars, size = len(name), len(name.encode("utf-8", "surrogatepass"))
    if chars > MAX_NAME_CHARS:
        return f"it has {chars} characters; a name may have at most {MAX_NAME_CHARS}"
    if size <= MAX_NAME_BYTES:
        return ""
    fit, used = 0, 0  # how many of its own characters fit
    for char in name:
        used += len(char.encode("utf-8", "surrogatepass"))
        if used > MAX_NAME_BYTES:
            break
        fit += 1
    sizes = {len(c.encode("utf-8", "surrogatepass")) for c in name}
    wide = "; " + " and ".join(said for n, said in (
        (3, "a character of Chinese, Japanese or Korean counts as three"),
        (4, "an emoji counts as four")) if n in sizes) if sizes & {3, 4} else ""
    return (f"it has {chars} characters, and a name written with these may have at most "
            f"{fit} (a file name holds {MAX_NAME_BYTES} bytes of UTF-8{wide})")


def file_name_for(name: str) -> str:
    """The file name a record of this (validated) name is written to."""
    return validate_name(name) + ".md"


def numbered_name(name: str, n: int) -> str:
    """``NAME-n``, a valid name: ``name`` shortened from its end to leave room for the
    number within the limits of a name.

    Raises:
        InvalidNameError: nothing of ``name`` makes a valid one.
    """
    suffix = f"-{n}"
    base = name
    while base and (len(base) + len(suffix) > MAX_NAME_CHARS or len(
            (base + suffix).encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES):
        base = base[:-1]
    return validate_name(base + suffix)


def free_name(name: str, taken: Callable[[str], bool], start: int = 2) -> str:
    """The first `numbered_name` of ``name`` from ``start`` on that ``taken`` says is free:
    the one name a record gets beside another holding its name (a restore beside a twin,
    doctor parting a case collision, both sides of a merge, a correction's successor)."""
    n = start
    while taken(candidate := numbered_name(name, n)):
        n += 1
    return candidate


__all__ = ["INDEX_FILE", "MAX_NAME_BYTES", "MAX_NAME_CHARS", "file_name_for", "free_name",
           "name_key", "numbered_name", "validate_name"]
