"""A statement that says part of what it speaks of stays as it was replaces no record of
that part (`memdir.pipeline.admission.unchanged`), on both write paths."""

from __future__ import annotations

import pytest
from write_paths import PATHS

BUYERS_ZH = ("拍卖行向买家收取成交价 15% 的佣金。", "拍卖-买家佣金-15%")
BUYERS_JA = ("買い手の手数料は落札価格の 15%。", "落札-買い手手数料-15%")


@PATHS
@pytest.mark.parametrize(("record", "new"), [
    # The record is the part the statement says stays: the change of the other part
    # (卖家 against 买家) replaced it.
    (BUYERS_ZH, "卖家佣金改成 8% 了，买家那边不变。"),
    (BUYERS_ZH, "卖家佣金改成 8% 了，买家的维持原样。"),
    (BUYERS_JA, "売り手の手数料を 8% に変更しましたが、買い手の手数料は変わりません。"),
])
def test_the_part_said_to_stay_is_not_replaced(decided, record, new):
    assert decided(record[0], new, name=record[1]) == "store"


@PATHS
@pytest.mark.parametrize(("record", "new"), [
    # The record's own part changed, another said to stay: still its correction.
    (BUYERS_JA, "買い手の手数料は 18% に変更しました。売り手側は変わりません。"),
])
def test_a_correction_beside_another_part_said_to_stay_still_corrects(decided, record, new):
    assert decided(record[0], new, name=record[1]) == "update"
