"""Reading JSON out of model answers, which are hostile input.

Models wrap JSON in prose or ``` fences, answer with an object instead of an array, or
return something huge. `find_json_array` returns the first JSON array it can decode
anywhere in the text, or None; it never raises.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

MAX_ANSWER_CHARS = 200_000
MAX_DECODE_ATTEMPTS = 200


def find_json_array(text: Any, accept: Callable[[list[Any]], bool] | None = None,
                    *, max_attempts: int = MAX_DECODE_ATTEMPTS) -> list[Any] | None:
    """The first decodable JSON array in ``text`` that ``accept`` likes (default: any).

    A top-level object's first array value counts too, for answers like
    ``{"records": [...]}``. Prose such as "I merged [2] of them: [...]" is skipped when
    ``accept`` rejects the prose array. Decoding is tried at most ``max_attempts`` times,
    so a hostile answer full of brackets costs bounded time. Never raises.
    """
    if not isinstance(text, str):
        return None
    text = text[:MAX_ANSWER_CHARS]
    decoder = json.JSONDecoder()
    attempts = 0
    for start, ch in enumerate(text):
        if ch not in "[{":
            continue
        attempts += 1
        if attempts > max_attempts:
            return None
        try:
            value, _ = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict):
            value = next((v for v in value.values() if isinstance(v, list)), None)
        if isinstance(value, list) and (accept is None or accept(value)):
            return value
    return None
