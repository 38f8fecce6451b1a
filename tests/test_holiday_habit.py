"""A holiday period is one occasion only when the sentence ties it to this time (this year, a
date, this or next Christmas, 今年, 这次, 今度): what is so every holiday, said in the present
(the desk is closed, 不发货, 閉めています, 運休です), or a never/always rule over it, lasts
(`admission/occasion.py`)."""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


@pytest.mark.parametrize("text", [
    ("During the Christmas holidays the support desk is closed; route urgent tickets to the "
     "on-call phone."),
    "Over Christmas the office is closed, so never schedule deploys then.",
    "Over Easter the café opens at 10 instead of 8.",
    "During the Easter holidays, always tell customers the shop opens at ten.",
    "Over half term, always tell parents the club is closed.",
    "年末年始の間は、問い合わせ窓口を閉めています。",
    "夏休みの間は、スクールバスは運休です。",
    "春节放假的时候，仓库不发货，别安排发货。",
    "过年那几天，门店不营业。",
])
def test_what_is_so_every_holiday_is_not_one_occasion(text: str) -> None:
    assert not find_temporary(text)


@pytest.mark.parametrize("text", [
    "Over Christmas the office is closed, so never schedule deploys then.",
    "During the Easter holidays, always tell customers the shop opens at ten.",
    "Over half term, always tell parents the club is closed.",
    "春节放假的时候，仓库不发货，别安排发货。",
])
def test_a_rule_of_every_holiday_is_heard(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert stored(text)


@pytest.mark.parametrize("text", [
    # tied to this time: this year, this or next holiday, a date
    "Over Christmas this year the office is closed, so never schedule deploys then.",
    "During the Christmas holidays on the 24th the support desk is closed.",
    "Over this Easter the café opens at 10 instead of 8.",
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
    "今年の年末年始の間は、問い合わせ窓口を閉めています。",
    "今度の夏休みの間は、スクールバスは運休です。",
    "这次春节放假的时候，仓库不发货，别安排发货。",
    "今年过年那几天，门店不营业。",
    "春节放假的时候，所有订单回复都写初八发货。",
    # an instruction for the period, with no habit said
    "お盆の間は、予約の返信に必ず休業日を入れてください。",
])
def test_a_holiday_tied_to_this_time_stays_one_occasion(text: str) -> None:
    assert find_temporary(text)
    assert not stored(text)
