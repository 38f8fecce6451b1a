"""The classes fresh_51's misses and noise showed, each in en/zh/ja where the language has it,
beside look-alikes that must not change; and the over-reaches of fresh_50's classes: one-off
requests heard as lasting (a place or a piece in the singular, one problem and where it is),
and a rule asked as a question with courtesy after it answered by which words of courtesy
were used.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


@pytest.mark.parametrize("text", [
    # the round's own noise
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
])
def test_the_fresh_51_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# One holiday period is one occasion, on every write path (`admission/occasion.py`).
@pytest.mark.parametrize("text", [
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
    "Over the holidays, every order email should say dispatch resumes on the 3rd.",
    "During the Easter holidays, always tell customers the shop opens at ten.",
    "Over half term, always tell parents the club is closed.",
    "春节放假的时候，所有订单回复都写初八发货。",
    "过年那几天，每个订单都备注初八发货。",
    "年末年始の間は、すべての返信に「1月5日から営業」と書いてください。",
    "お盆の間は、予約の返信に必ず休業日を入れてください。",
    "ゴールデンウィーク中は、予約の返信に必ず休業日を入れてください。",
])
def test_one_holiday_period_is_temporary_on_every_path(text: str) -> None:
    assert find_temporary(text)
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "Every Christmas, every order email should say dispatch resumes in January.",
    "At Christmas we always close for a week.",
    "每年过年的时候，所有回复都写初八恢复发货。",
    "毎年、お盆の間は、予約の返信に必ず休業日を入れてください。",
])
def test_a_holiday_of_every_year_is_still_heard(rules_alone: None, text: str) -> None:
    assert not find_temporary(text)
    assert stored(text)
