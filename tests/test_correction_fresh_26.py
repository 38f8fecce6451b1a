"""The classes fresh_26's misses showed (`memdir.pipeline.admission`), and two over-reaches
of the older rules: each a class with the corrections a rule of it takes and look-alikes
sharing its words that stay new, on both write paths (`Memory.save`'s candidate and
offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.foundation.record import Record
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions

# --- a record of one part of a thing that comes in parallel parts ----------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # No part said: the frontend's, of which nothing is stored, or the backend's?
    ("The backend team's standup is at 10 am", "Standup moved to 11 am."),
    ("The backend team's retro is every Friday", "Retro moved to Thursdays."),
    ("Staging log retention is 14 days", "Log retention: 30 days."),
    ("后端组的周会下午三点开。", "周会改到下午四点了。"),
    ("バックエンドチームの朝会は 10 時から。", "朝会は 11 時からになりました。"),
    # Another part said: the sellers' fee, not the buyers'.
    ("The auction house charges buyers a 12% fee", "The sellers' fee went up to 15% now."),
    ("拍卖行向买家收取成交价 15% 的佣金。", "卖家佣金改成 8% 了。"),
    ("買い手の手数料は落札価格の 15%。", "売り手の手数料を 8% に変更しました。"),
    ("入库盘点每周一做。", "出库盘点改到周三了。"),
])
def test_a_statement_that_leaves_out_the_records_part_replaces_nothing(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The part said again; a record with no part; the person's own trade is no part.
    ("The backend team's standup is at 10 am", "The backend team's standup moved to 11 am."),
    ("The team's standup is at 9:30 am", "Standup now starts at a quarter past ten"),
    ("買い手の手数料は落札価格の 15%。", "買い手の手数料を 18% に変更しました。"),
    ("拍卖行向买家收取成交价 15% 的佣金。", "买家佣金改成 18% 了。"),
    ("The user is a backend developer", "I'm an engineering manager now."),
    # "production" is also a show's: it counts only against another part said.
    ("Production deploys go to the AWS us-east-1 region", "Deploy region: eu-west-1."),
])
def test_a_statement_of_the_records_part_still_replaces_it(decided, old, new):
    assert decided(old, new) == "update"


def _target(olds: list[str], new: str) -> object | None:
    recs = [(Record(name=f"old-{i}", description=o, type="project"), Mentions.of(o), o)
            for i, o in enumerate(olds)]
    return correction_target([new], recs)


@pytest.mark.parametrize(("olds", "new"), [
    # Vetoing one part must not leave the other part's record as the one fit: a word of
    # a part that also means other things counts when another record names another part.
    (["Staging log retention is 14 days", "Production log retention is 90 days"],
     "Log retention: 30 days."),
    (["Production deploys go to us-east-1", "Staging deploys go to us-west-2"],
     "Deploy region: eu-west-1."),
])
def test_no_record_of_two_parts_is_replaced_by_a_statement_of_neither(olds, new):
    assert _target(olds, new) is None
