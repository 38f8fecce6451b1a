"""Budgets shared between the user store and the project store.

A project's ``.memory/`` comes with the repository: whoever can commit to it can write
records. With one budget for both stores, a repository of 200 records stuffed with the
words of every likely request filled the catalog, the five recall places and the
20,000 recalled characters, and the user's own preferences never reached the prompt.
Each store now gets an equal share of every budget (catalog characters, recalled
records, recalled characters); what one store does not use goes to the other, so a
store alone still gets the whole budget.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def split_budget(needs: dict[str, int], total: int) -> dict[str, int]:
    """Each key's share of ``total``: an equal part, or less if it needs less, the rest
    going to keys that need more (water-filling; the last key served takes the remainder
    of an uneven split). Ties keep the order of ``needs``."""
    out: dict[str, int] = {}
    left = max(0, total)
    order = sorted(needs, key=lambda k: needs[k])  # stable: ties keep insertion order
    for i, key in enumerate(order):
        give = min(max(0, needs[key]), left // (len(order) - i))
        out[key] = give
        left -= give
    return {k: out[k] for k in needs}


def fair_take(items: Sequence[T], budget: int, group: Callable[[T], str],
              cost: Callable[[T], int] = lambda _: 1) -> list[T]:
    """The items that fit in ``budget`` when every group gets its share.

    ``items`` are in priority order (best first, or newest first); each group takes its
    own items in that order until the next one does not fit its share, and the result
    keeps the original order across groups.
    """
    needs: dict[str, int] = {}
    for item in items:
        needs[group(item)] = needs.get(group(item), 0) + cost(item)
    left = split_budget(needs, budget)
    closed: set[str] = set()
    out: list[T] = []
    for item in items:
        key = group(item)
        if key in closed:
            continue
        if cost(item) > left[key]:
            closed.add(key)  # whole items first: a later, smaller one would jump the queue
            continue
        left[key] -= cost(item)
        out.append(item)
    return out


__all__ = ["fair_take", "split_budget"]
