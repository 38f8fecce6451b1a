"""Reading JSON out of model answers, which are hostile input.

Models wrap JSON in prose or ``` fences, answer with an object instead of an array,
return something huge, or stop at max_tokens in the middle of an array.
`find_json_array` returns the first JSON array it can decode anywhere in the text, or
None; it never raises. It is the one scanner for model answers: selection,
consolidation and extraction all read their JSON through it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

MAX_ANSWER_CHARS = 200_000
MAX_DECODE_ATTEMPTS = 200
_UNDECODED = object()  # where no JSON value decodes


def find_json_array(text: Any, accept: Callable[[list[Any]], bool] | None = None,
                    *, max_attempts: int = MAX_DECODE_ATTEMPTS,
                    partial: bool = False) -> list[Any] | None:
    """The first decodable JSON array in ``text`` that ``accept`` likes (default: any).

    A top-level object's first array value counts too, for answers like
    ``{"records": [...]}``. Prose such as "I merged [2] of them: [...]" is skipped when
    ``accept`` rejects the prose array. Decoding is tried at most ``max_attempts`` times,
    so a hostile answer full of brackets costs bounded time. Never raises.

    ``partial``: an array that does not decode whole (an answer cut off by max_tokens)
    gives its items up to the first that does not decode, instead of nothing, so the
    complete items are kept. Only for answers whose items stand alone (extraction's
    candidates), not for ones that must be read whole (a merge plan).
    """
    if not isinstance(text, str):
        return None
    text = text[:MAX_ANSWER_CHARS]
    for start, value in _decoded(text, "[{", max_attempts):
        if value is _UNDECODED:
            if not (partial and text[start] == "["):
                continue
            value = _leading_items(text, start)
        if isinstance(value, dict):
            value = next((v for v in value.values() if isinstance(v, list)), None)
        if isinstance(value, list) and (accept is None or accept(value)):
            return value
    return None


def find_json_object(text: Any, accept: Callable[[dict[str, Any]], bool] | None = None,
                     *, max_attempts: int = MAX_DECODE_ATTEMPTS) -> dict[str, Any] | None:
    """The first decodable JSON object in ``text`` that ``accept`` likes (default: any),
    for answers that are one object (a judge's ``{"label": ...}``); bounded like
    `find_json_array`. Never raises."""
    if not isinstance(text, str):
        return None
    for _, value in _decoded(text[:MAX_ANSWER_CHARS], "{", max_attempts):
        if isinstance(value, dict) and (accept is None or accept(value)):
            return value
    return None


def _decoded(text: str, opening: str, max_attempts: int) -> Iterator[tuple[int, Any]]:
    """Each place of ``text`` where a character of ``opening`` stands, with the JSON
    value that decodes from there (`_UNDECODED` where none does): at most
    ``max_attempts`` places, so a hostile answer full of brackets costs bounded time."""
    decoder = json.JSONDecoder()
    attempts = 0
    for start, ch in enumerate(text):
        if ch not in opening:
            continue
        attempts += 1
        if attempts > max_attempts:
            return
        try:
            value, _ = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            value = _UNDECODED
        yield start, value


def _leading_items(text: str, start: int) -> list[Any]:
    """The items of the JSON array opening at ``text[start]``, decoded one by one, up to
    the first that does not decode."""
    decoder = json.JSONDecoder()
    items: list[Any] = []
    pos = start + 1
    while True:
        while pos < len(text) and text[pos] in " \t\r\n":
            pos += 1
        if pos >= len(text) or text[pos] == "]":
            return items
        try:
            item, pos = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError):
            return items
        items.append(item)
        while pos < len(text) and text[pos] in " \t\r\n":
            pos += 1
        if pos >= len(text) or text[pos] != ",":
            return items
        pos += 1
