"""Numbers JSON cannot say, in the JSON memdir writes for a person or another store.

A record's frontmatter is YAML, and YAML has NaN and the infinities: a person may type
``ratio: .nan`` in a record's file, and it reads as a float. JSON has no such number
(Python's ``json.dumps`` writes ``NaN``, which no JSON parser need accept), so what memdir
writes as JSON for a file (``memdir export --json``, ``--json`` listings) spells each as
YAML does: ``".nan"``, ``".inf"``, ``"-.inf"``. The value is kept, the output is JSON, and
reading it back (``memdir import`` of an export) gives the number again: `unspelled` reads
those three strings, in a record's ``extra`` and ``source``, as the numbers they spell.
"""

from __future__ import annotations

import math
from typing import Any

SPELLINGS = {".nan": math.nan, ".inf": math.inf, "-.inf": -math.inf}


def spelling(number: float) -> str:
    """YAML's spelling of a number JSON cannot say."""
    if math.isnan(number):
        return ".nan"
    return ".inf" if number > 0 else "-.inf"


def spelled(value: Any) -> Any:
    """``value`` with each NaN or infinity, however deep, as YAML spells it."""
    if isinstance(value, float) and not math.isfinite(value):
        return spelling(value)
    if isinstance(value, dict):
        return {k: spelled(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [spelled(v) for v in value]
    return value


def unspelled(value: Any) -> Any:
    """``value`` with each string that spells a number JSON cannot say as that number
    (what `spelled` wrote, read back)."""
    if isinstance(value, str):
        return SPELLINGS.get(value, value)
    if isinstance(value, dict):
        return {k: unspelled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [unspelled(v) for v in value]
    return value


__all__ = ["SPELLINGS", "spelled", "spelling", "unspelled"]
