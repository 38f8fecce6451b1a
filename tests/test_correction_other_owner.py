"""A statement about the same thing of another owner ("子ども会の会費" against "町内会費")
replaces no record, on both write paths (`Memory.save`'s candidate and offline
extraction's); the record's own owner said again, or the owner the record names, still
corrects it."""

from __future__ import annotations

import pytest
from write_paths import PATHS


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # An owner written in kanji and kana: its single kanji were no words to the record.
    ("町内会費は年 3,000 円。", "子ども会の会費が年3,000円に上がりました。"),
    ("町内会費は年 3,000 円。", "子ども会の会費が年4,000円に上がりました。"),
    ("自治会の集金日は毎月10日です。", "見守り隊の集金日は毎月15日に変わりました。"),
    ("子ども会の会費は年2,000円。", "町内会の会費が年3,000円に上がりました。"),
    ("町内会費は年 3,000 円です。", "今年から子ども会の会費が年4,000円になりました。"),
    # The same shape in English and Chinese, another owner's fee.
    ("The residents' association fee is £30 a year.",
     "The kids' club fee went up to £40 a year."),
    ("小区物业费是每年三千。", "少儿足球队的会费涨到每年四千了。"),
])
def test_the_same_thing_of_another_owner_stays_new(decided, old, new):
    assert decided(old, new) != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("町内会費は年 3,000 円。", "町内会の会費が年4,000円に上がりました。"),
    ("町内会費は年 3,000 円。", "町内会費が年4,000円に上がりました。"),
    ("子ども会の会費は年2,000円。", "子ども会の会費が年3,000円に上がりました。"),
    # Kana between kanji that are a particle are no owner's word: the new place, the new
    # supplier.
    ("フードバンクの倉庫は市の旧倉庫を借りている。", "倉庫は農協の空き倉庫に移りました。"),
    ("蕎麦屋のそば粉は北海道産。", "そば粉は長野の契約農家さんのものに替えました。"),
    ("The residents' association fee is £30 a year.",
     "The residents' association fee went up to £40 a year."),
    ("小区物业费是每年三千。", "小区物业费涨到每年四千了。"),
])
def test_the_records_own_owner_said_again_still_corrects_it(decided, old, new):
    assert decided(old, new) == "update"
