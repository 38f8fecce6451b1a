"""A relative the record holds only as another person's or another relative's ("the user's
wife's mother", 妈妈的妹妹, 母の妹) is corrected only by a statement saying the whole tie, on
both write paths (`memdir.pipeline.admission.kinship`)."""

from __future__ import annotations

import pytest
from write_paths import PATHS


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user's wife's mother lives in Bath", "Mum's moved to Leeds."),
    ("The user's wife's mother lives in Bath", "My mother's moved to Leeds."),
    ("The user's mother's sister lives in Bath", "Mum moved to Leeds last week."),
    ("The user's mother-in-law lives in Bath", "My mum moved to Leeds."),
    ("The user's husband's grandmother lives in Bath", "Gran's moved to Leeds."),
    ("用户妈妈的妹妹住在上海。", "我妈搬到杭州了。"),
    ("用户妻子的妈妈住在上海。", "我妈搬到杭州了。"),
    ("ユーザーの母の妹は大阪に住んでいる。", "母は京都に引っ越しました。"),
])
def test_one_relative_of_a_tie_stays_new(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user's mother lives at Rosewood House", "Mum's moved to Oakfield."),
    ("The user's grandmother lives in Bath", "Gran's moved to Leeds."),
])
def test_the_users_own_relative_in_other_words_is_still_updated(decided, old, new):
    assert decided(old, new) == "update"
