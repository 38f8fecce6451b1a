"""Numbers JSON cannot say, in the JSON memdir writes for a person or another store.

A record's frontmatter is YAML, and YAML has NaN and the infinities: a person may type
``ratio: .nan`` in a record's file, and it reads as a float. JSON has no such number
(Python's ``json.dumps`` writes ``NaN``, which no JSON parser need accept), so the JSON
memdir writes (``memdir export --json``, ``--json`` listings, every answer and request of
``memdir serve``) says each as a one-key object: ``{"$float": "nan"}``, ``{"$float": "inf"}``,
``{"$float": "-inf"}``. No string is read as a number: a field holding the text ``".inf"``
(a file extension) stays that text. An object of a person's own that has the shape of such a
marker (one key, ``$float`` or ``$object``) is itself escaped as ``{"$object": {...}}``, so
`unspelled` of `spelled` gives back exactly what was spelled, whatever it held.
"""

from __future__ import annotations

import math
from typing import Any

FLOAT, OBJECT = "$float", "$object"
SPELLINGS = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def spelling(number: float) -> dict[str, str]:
    """The marker of a number JSON cannot say."""
    if math.isnan(number):
        return {FLOAT: "nan"}
    return {FLOAT: "inf" if number > 0 else "-inf"}


def spelled(value: Any) -> Any:
    """``value`` with each NaN or infinity, however deep, as its marker, and each object
    shaped like a marker escaped. Apply once: what it returns is JSON to send."""
    if isinstance(value, float) and not math.isfinite(value):
        return spelling(value)
    if isinstance(value, dict):
        inner = {k: spelled(v) for k, v in value.items()}
        return {OBJECT: inner} if _marker_shaped(value) else inner
    if isinstance(value, list | tuple):
        return [spelled(v) for v in value]
    return value


def unspelled(value: Any) -> Any:
    """What `spelled` was given: each marker read back as its number, each escaped object
    as the object. A string is never read as a number."""
    if isinstance(value, dict):
        if _marker_shaped(value):
            [(key, inner)] = value.items()
            if key == FLOAT and isinstance(inner, str) and inner in SPELLINGS:
                return SPELLINGS[inner]
            if key == OBJECT and isinstance(inner, dict):
                return {k: unspelled(v) for k, v in inner.items()}
        return {k: unspelled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [unspelled(v) for v in value]
    return value


def _marker_shaped(value: dict[Any, Any]) -> bool:
    return len(value) == 1 and next(iter(value)) in (FLOAT, OBJECT)


__all__ = ["SPELLINGS", "spelled", "spelling", "unspelled"]
