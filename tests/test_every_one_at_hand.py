"""'Every X that way' is a rule only when X is a kind the user meets again (every race notice,
each week's rota, every entry you write for me), not the things in front of us now: this folder,
this PR, the rest of them, the failing tests, the steps of the task ("and tell me when it
fails") (`lasting.LASTING_SCOPE`)."""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned


# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them)
@pytest.mark.parametrize("text", [
    "Fix every failing test that way.",
    "Do every step like that and tell me when it fails.",
    "Fix all the remaining files that way.",
    "Rename every file in this folder like that.",
    "把这个文件夹里的每个文件都照这个改。",
    "剩下的文件都照这个改。",
    "このPRの残りのファイルも全部これで直して。",
    "残りのテストも全部これで直して。",
])
def test_every_one_of_the_things_at_hand_done_that_way_stays_out(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    ("Fell race entries close a week before the race, except juniors, who can enter on the day. "
     "Word every race notice that way."),
    "Word every shipping notice that way.",
    "Do the rota like that every week.",
    "所有通知都照这个写。",
    "每份周报都照这个写。",
    "海外向けの商品ページは全部これで。",
    "メルマガの記事は全部この形で。",
])
def test_every_one_of_a_kind_done_that_way_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)
