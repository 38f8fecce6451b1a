"""Budgets shared between stores: equal shares, what one does not use goes to the other."""

from __future__ import annotations

from memdir.pipeline.shares import fair_take, split_budget


def test_a_store_that_needs_little_leaves_the_rest_to_the_other():
    assert split_budget({"project": 200, "user": 1}, 5) == {"project": 4, "user": 1}


def test_two_hungry_stores_split_evenly_and_the_last_takes_the_remainder():
    assert split_budget({"project": 200, "user": 100}, 5) == {"project": 3, "user": 2}
    assert split_budget({"project": 9_000, "user": 9_000}, 8_000) == {"project": 4_000,
                                                                     "user": 4_000}


def test_a_lone_store_gets_the_whole_budget():
    assert split_budget({"project": 50}, 20) == {"project": 20}
    assert split_budget({}, 20) == {}


def test_fair_take_keeps_priority_order_and_whole_items():
    items = [("p", 1), ("p", 2), ("p", 3), ("p", 4), ("u", 5), ("p", 6)]
    assert fair_take(items, 4, group=lambda i: i[0]) == [("p", 1), ("p", 2), ("p", 3),
                                                         ("u", 5)]
    sized = [("p", 30), ("p", 30), ("u", 10), ("u", 40)]
    # p gets 50 (needs 60), u gets 50: u's second item fits its own share, p's second not.
    assert fair_take(sized, 100, group=lambda i: i[0], cost=lambda i: i[1]) == [
        ("p", 30), ("u", 10), ("u", 40)]
