"""Names a history holds that no new record may take.

The rules of a name (`record.validate_name`) are for a name being given: they have grown
(Windows device names such as ``nul``, invisible characters), and a clone's file or an
earlier version of memdir gave records names they refuse today. Such a record's history
is still the person's: `memdir log NAME` reads it and `memdir restore NAME` brings it
back, under a name the rules take now (`usable_name`), never refused for what it was
called.
"""

from __future__ import annotations

import contextlib
import unicodedata

from memdir.foundation.errors import InvalidNameError
from memdir.foundation.record import MAX_NAME_CHARS, numbered_name, validate_name

_FORBIDDEN = set('/\\:*?"<>|')
_INVISIBLE_CATEGORIES = ("Cc", "Cf", "Cs", "Zl", "Zp")


def history_name(name: object) -> str:
    """A name to look a record's history up by, normalized as `validate_name` does: any
    text a record was ever called. Only what no version of memdir ever took is refused,
    in `validate_name`'s words: not text, empty, a NUL byte, a path separator, a dot or two.

    Raises:
        InvalidNameError: ``name`` is one of those.
    """
    if not isinstance(name, str) or "\x00" in name:
        return validate_name(name)  # refused, as a new name is
    norm = unicodedata.normalize("NFC", name).strip()
    if norm in ("", ".", "..") or "/" in norm or "\\" in norm:
        return validate_name(name)
    return norm


def takes(name: str) -> bool:
    """Whether a record may be given ``name`` today."""
    try:
        validate_name(name)
    except InvalidNameError:
        return False
    return True


def usable_name(name: str) -> str:
    """``name`` itself if a record may have it, else the closest one that may: a character
    no file name may hold becomes ``-``, leading and trailing dots go, and a name still
    refused (a Windows device, the index's) is numbered (``nul`` -> ``nul-2``)."""
    if takes(name):
        return name
    kept = "".join("-" if c in _FORBIDDEN or unicodedata.category(c) in
                   _INVISIBLE_CATEGORIES else c for c in name)
    kept = kept.strip().strip(".").strip()[:MAX_NAME_CHARS] or "memory"
    # "con.txt" stays a device name whatever number follows: its dots go next.
    for base in (kept, kept.replace(".", "-")):
        if takes(base):
            return base
        with contextlib.suppress(InvalidNameError):
            return numbered_name(base, 2)
    return "memory-2"  # nothing of it can be kept (invisible characters only)


__all__ = ["history_name", "takes", "usable_name"]
