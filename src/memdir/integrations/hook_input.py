"""The JSON object Claude Code writes to a hook's stdin, read with one sentence for
whatever is wrong with it, before the hook does anything.

Read laxly, a payload giving ``prompt`` twice answered the second, a ``prompt`` of
``["when do we deploy"]`` recalled for the text ``['when do we deploy']``, a
``session_id`` of ``{"a": 1}`` named the session ``{'a': 1}`` (and one holding ESC or
of 300,000 characters was written into every record's source), and a ``cwd`` holding a
NUL byte ended the hook with Python's "embedded null byte". Each is now refused, in
words that name the field, and nothing is done.
"""

from __future__ import annotations

from memdir.foundation import json_text
from memdir.foundation.errors import GivenTwice
from memdir.foundation.source import is_session

TYPE_CHECKING = False  # typing is not imported: every prompt's hook reads this
if TYPE_CHECKING:
    from typing import Any

# The fields memdir reads, and the JSON type each must have when given.
FIELDS = {"hook_event_name": str, "session_id": str, "transcript_path": str, "cwd": str,
          "prompt": str, "stop_hook_active": bool}
_KINDS = {str: "text", bool: "true or false"}


def _json_type(value: Any) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    return "a list" if isinstance(value, list) else "an object"


def read_payload(raw: str | bytes) -> dict[str, Any]:
    """The hook's payload, as a dict.

    Raises:
        ValueError: one sentence, ending "nothing was done".
    """
    try:
        payload = json_text.loads(raw or "{}", object_pairs_hook=json_text.once)
    except GivenTwice as exc:
        raise ValueError(f"the input on stdin gives the key {exc.args[0]!r} twice; nothing "
                         "was done") from None
    except ValueError as exc:  # the decoder's "Expecting value: line 1 column 1" says nothing
        if json_text.TOO_DEEP in str(exc):  # JSON, and what is wrong with it can be said
            raise ValueError(f"the input on stdin is JSON nested {json_text.nesting(raw):,} "
                             "levels deep, too deep to read; nothing was done") from None
        payload = None
    if not isinstance(payload, dict):
        raise ValueError("the input on stdin is not the JSON object Claude Code sends "
                         "for a hook event; nothing was done")
    for key, kind in FIELDS.items():
        value = payload.get(key)
        if value is None:
            continue
        if not isinstance(value, kind):
            raise ValueError(f"the input on stdin gives {key} as {_json_type(value)}, not "
                             f"{_KINDS[kind]}; nothing was done")
        if isinstance(value, str) and "\x00" in value:
            raise ValueError(f"the input on stdin holds a NUL byte in {key}; nothing was "
                             "done")
    session = payload.get("session_id")
    if session and not is_session(session):  # the source of every record it writes
        raise ValueError("the input on stdin gives a session_id that is not printable text "
                         "of at most 200 characters; nothing was done")
    return payload


__all__ = ["FIELDS", "read_payload"]
