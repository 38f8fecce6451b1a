"""Reading JSON out of model answers, which are hostile input.

Models wrap JSON in prose or ``` fences, answer with an object instead of an array, or
return something huge. `find_json_array` returns the first JSON array it can decode
anywhere in the text, or None; it never raises.
"""

from __future__ import annotations

import json
from typing import Any

MAX_ANSWER_CHARS = 200_000


def find_json_array(text: Any) -> list[Any] | None:
    """The first decodable JSON array in ``text`` (a top-level object's first array value
    counts too, for answers like ``{"records": [...]}``), else None."""
    if not isinstance(text, str):
        return None
    text = text[:MAX_ANSWER_CHARS]
    decoder = json.JSONDecoder()
    for start, ch in enumerate(text):
        if ch not in "[{":
            continue
        try:
            value, _ = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            continue
        if isinstance(value, list):
            return value
        if isinstance(value, dict):
            for item in value.values():
                if isinstance(item, list):
                    return item
    return None
