"""Following a listing's pages: `RemoteMemory` reads the records and the inbox a page at a
time (the server answers at most a page), asking again with each answer's ``next`` cursor
until the last page, or until it holds as many as it was asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def follow(ask: Callable[[int, str | None], dict[str, Any]], key: str,
           read: Callable[[Any], T], limit: int | None, size: int,
           after: str | None = None) -> tuple[list[T], int, str | None]:
    """The items of ``key`` in the answers of ``ask(how many, cursor)``, read by ``read``:
    at most ``limit`` (None: every page), pages of at most ``size``; how many the server
    says there are in all; the cursor after the last one read (None: none left)."""
    found: list[T] = []
    while True:
        want = size if limit is None else min(size, limit - len(found))
        answer = ask(max(want, 0), after)
        found += [read(item) for item in answer.get(key) or []]
        total, after = int(answer.get("total") or 0), answer.get("next")
        if not after or limit is not None and len(found) >= limit:
            return found, total, after


__all__ = ["follow"]
