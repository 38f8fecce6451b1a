"""Counts in messages: "1 memory", "2 memories", never "1 memories" or "memory(s)"."""

from __future__ import annotations


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """``count`` followed by the word that agrees with it.

    Args:
        count: how many.
        singular: the word for one ("turn", "memory", "already exists").
        plural_form: the word for any other count; default ``singular + "s"``.

    >>> plural(1, "memory", "memories"), plural(2, "turn"), plural(0, "turn")
    ('1 memory', '2 turns', '0 turns')
    """
    word = singular if count == 1 else (plural_form or singular + "s")
    return f"{count} {word}"
