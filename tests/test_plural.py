"""Counts in messages agree with their noun."""

from __future__ import annotations

import pytest

from memdir.foundation.plural import plural


@pytest.mark.parametrize(("count", "expected"), [
    (0, "0 memories"), (1, "1 memory"), (2, "2 memories"), (-1, "-1 memories")])
def test_irregular_plural(count, expected):
    assert plural(count, "memory", "memories") == expected


def test_regular_plural_adds_s():
    assert (plural(1, "turn"), plural(2, "turn")) == ("1 turn", "2 turns")
