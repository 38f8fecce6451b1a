"""A change the user says of their own thing against a record of another person's thing,
or of a record holding other things too (`admission.owned`), on both write paths: a thing
sold or let go, a move, an amount gone up, a role, a person gone elsewhere. The user's own
record of that thing alone is still corrected."""

from __future__ import annotations

import pytest
from write_paths import PATHS


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The record is another person's thing.
    ("My brother's car is a Prius.", "I sold my Prius."),
    ("The user's brother drives a Prius.", "I sold my Prius."),
    ("I drive my brother's Prius.", "I sold the Prius."),
    ("私は兄のプリウスに乗っています。", "プリウスは売りました。"),
    ("我开我哥的普锐斯。", "普锐斯卖了。"),
    ("我哥的车是普锐斯。", "我的普锐斯卖了。"),
    ("我哥开的是普锐斯。", "普锐斯卖了。"),
    ("兄の車はプリウスです。", "私のプリウスは売りました。"),
    ("兄はプリウスに乗っています。", "プリウスは手放しました。"),
    # The record holds another thing too.
    ("兄の車はプリウスで、私の車はフィットです。", "フィットは売りました。"),
    ("私の車はプリウスで、バイクはカブです。", "プリウスは売りました。"),
    ("我的车是普锐斯，自行车是捷安特。", "普锐斯卖了。"),
    ("My car is a Prius and my bike is a Brompton.", "I sold the Prius."),
])
def test_a_sale_of_another_record_stays_new(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # An amount gone up, a move: the user's own against another person's.
    ("My brother's rent is £900.", "My rent went up to £950."),
    ("兄の家賃は9万円です。", "私の家賃が10万円に値上がりしました。"),
    ("我哥的房租是3000。", "我的房租涨到3500了。"),
    ("兄は市民病院に入院している。", "私はリハビリ病院に転院しました。"),
    ("我哥在市医院住院。", "我转院到康复医院了。"),
    ("My brother is a vet nurse.", "I qualified as a vet."),
    ("我哥的理发师是小王。", "小王去别的店了。"),
])
def test_another_change_of_the_user_against_another_person_stays_new(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("My car is a Prius.", "I sold my Prius."),
    ("I drive a Prius.", "I sold the Prius."),
    ("The user cycles to work on a Brompton", "Sold the Brompton, I'm on a Trek now."),
    ("我的车是普锐斯。", "我的普锐斯卖了。"),
    ("用户开的车是比亚迪秦。", "比亚迪秦卖了，现在开的是理想L6。"),
    ("私の車はプリウスです。", "私のプリウスは売りました。"),
    ("私はプリウスに乗っています。", "プリウスは手放しました。"),
    ("ユーザーの車はプリウス。", "プリウスは売りました。今はアクアです。"),
    ("My rent is £900.", "My rent went up to £950."),
    ("家賃は9万円です。", "家賃が10万円に値上がりしました。"),
    # Another change with its owner unsaid is about the thing the record names.
    ("兄の家賃は9万円です。", "家賃が10万円に値上がりしました。"),
    ("女儿的古筝课一节 150 元。", "古筝课涨到一节一百八了。"),
    ("息子は火曜日にプログラミング教室に通っている。", "プログラミング教室、木曜に変わりました。"),
])
def test_the_users_own_thing_is_still_corrected(decided, old, new):
    assert decided(old, new) == "update"
