"""The classes fresh_39's noise showed, each in en/zh/ja: a time the message named, pointed
back at ("Don't open PRs against main before then", 在那之前, それまでに); a question asked of
what one forgot (…んでしたっけ, 来着). They stay out with the learned second opinion and on
the rules alone.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # a time the message named, pointed back at
    "Don't open PRs against main before then, drafts only.",
    "Don't merge anything into main before then.",
    "在那之前别合并到 main。",
    "それまでにmainにマージしないでね。",
    # a question of what one forgot
    "チェックインって何時だったっけ",
    "請假要提前幾天來著",
    "那个库的版本号是多少来着",
])
def test_look_alikes_of_the_fresh_39_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


def test_a_time_named_before_is_one_that_ends() -> None:
    assert find_temporary("Don't open PRs against main before then.") == "before then"
    assert find_temporary("在那之前别合并") is not None
    assert find_temporary("I cook after work and I'm wiped out by then.") is None
