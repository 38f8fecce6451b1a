"""JSON text read from anywhere memdir does not write itself, parsed with one failure.

`json.loads` has two: a `ValueError` (a `json.JSONDecodeError`, or a `UnicodeDecodeError`
for bytes that are not UTF-8) for text that is not JSON, and a `RecursionError` for text
that is JSON but nests lists or objects deeper than the parser's stack
(``[[[[...`` a few thousand deep: 200 KB of a cloned repository's
``.memdir/settings.json``, a LoCoMo file, a listing cursor in a URL). Every caller
handled the first and none the second, so such a file ended `memdir policy`, `memdir eval`
or an MCP session's write in a traceback, and such a cursor was a server error.
`loads` raises a `json.JSONDecodeError` (a `ValueError`) for both, so a caller's one
``except ValueError`` says what it says of any other text that is not JSON.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False  # typing is not imported: a prompt's hook reads its answer with this
if TYPE_CHECKING:
    from typing import Any

TOO_DEEP = "lists and objects nested too deeply to read"


def loads(text: str | bytes | bytearray, **kwargs: Any) -> Any:
    """`json.loads` of ``text``, nesting too deep for the parser included in its
    `ValueError` (see the module docstring).

    Raises:
        json.JSONDecodeError: ``text`` is not JSON, or nests too deeply.
        UnicodeDecodeError: ``text`` is bytes that are not UTF-8 (a `ValueError` too).
    """
    try:
        return json.loads(text, **kwargs)
    except RecursionError:
        raise json.JSONDecodeError(TOO_DEEP, text if isinstance(text, str) else "",
                                   0) from None


def once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An ``object_pairs_hook`` refusing an object that gives a key twice.

    Python's parser keeps the last of two equal keys, another reader (a proxy, a
    validator in front of a server, the tool that wrote an export) may keep the first:
    ``{"name": "a", "name": "b"}`` was saved as 'b' without a word, though which one the
    writer meant is not for memdir to guess.

    Raises:
        memdir.foundation.errors.GivenTwice: the first key given twice (a ValueError).
    """
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            from memdir.foundation.errors import GivenTwice  # only for a key given twice

            raise GivenTwice(key)
        out[key] = value
    return out


def nesting(text: str | bytes | bytearray) -> int:
    """How deep lists and objects nest in JSON ``text`` (brackets inside strings not
    counted): what to say of text `loads` found too deep to read."""
    import re  # only JSON too deep to read is measured

    if not isinstance(text, str):
        text = bytes(text).decode("utf-8", "replace")
    deepest = depth = 0
    for part in re.split(r'"(?:[^"\\]|\\.)*"', text):  # the strings left out
        for char in part:
            if char in "[{":
                depth += 1
                deepest = max(deepest, depth)
            elif char in "]}":
                depth -= 1
    return deepest


__all__ = ["TOO_DEEP", "loads", "nesting", "once"]
