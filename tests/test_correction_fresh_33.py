"""The classes fresh_33's misses showed (`memdir.pipeline.admission`): verbs that say a
state changed which no list of change words named (a thing sold or let go, a move of one
kind of thing said by one verb, an amount that went up), the negative of なる read as a
condition and "from this month" read as a scope. Each class with the corrections a rule of it takes and
look-alikes sharing its words that stay new, on both write paths (`Memory.save`'s
candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.lifted import conditional
from memdir.pipeline.admission.policy import find_temporary_marker

# --- a thing sold or let go: what the user had is the old value --------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user cycles to work on a Brompton", "Sold the Brompton, I'm on a Trek now."),
    ("The user cycles to work on a Brompton",
     "Sold the Brompton; I cycle to work on a Trek now."),
    ("The user's car is a Honda Civic", "We sold the Civic, the car's a Kia Niro now."),
    ("用户开的车是比亚迪秦。", "比亚迪秦卖了，现在开的是理想L6。"),
    ("ユーザーの車はプリウス。", "プリウスは売りました。今はアクアです。"),
    ("ユーザーの車はプリウス。", "プリウスを手放して、アクアにしました。"),
])
def test_a_thing_sold_is_the_old_value(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another person's sale, another thing sold, a part of the thing, a sale only weighed.
    ("The user cycles to work on a Brompton",
     "My brother sold the Brompton; he cycles to work on a Trek now."),
    ("The user cycles to work on a Brompton",
     "Sold the Brompton's old saddle, I'm on a gel one now."),
    ("The user's car is a Honda Civic", "The garage sold me new tyres for the Civic."),
    ("用户开的车是比亚迪秦。", "我哥的比亚迪秦卖了，现在开的是理想L6。"),
    ("用户开的车是比亚迪秦。", "电动车卖了，现在骑的是雅迪。"),
    ("ユーザーの車はプリウス。", "兄がプリウスを売りました。今はアクアです。"),
    ("ユーザーの車はプリウス。", "バイクは売りました。今はアクアです。"),
    ("ユーザーの車はプリウス。", "プリウスを売るかどうか迷っています。"),
])
def test_another_sale_stays_new(decided, old, new):
    assert decided(old, new) == "store"


# --- a move of one kind of thing said by one verb: 転院, 転校, 转院, 转学 ------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("父は市民病院に入院している。", "父、リハビリ病院に転院しました。"),
    ("息子は青葉小学校に通っている。", "息子は四月から桜台小学校に転校しました。"),
    ("父亲在市医院住院。", "父亲转院到康复医院了。"),
    ("儿子在实验小学上学。", "儿子转学到育才小学了。"),
])
def test_a_move_said_by_one_verb_is_a_correction(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another person moved; another person of the same place moved.
    ("父は市民病院に入院している。", "母がリハビリ病院に転院しました。"),
    ("息子は青葉小学校に通っている。", "娘は桜台小学校に転校しました。"),
    ("息子は青葉小学校に通っている。", "息子の担任が桜台小学校に転勤しました。"),
    ("父亲在市医院住院。", "我妈转院到康复医院了。"),
    ("儿子在实验小学上学。", "女儿转学到育才小学了。"),
    ("儿子在实验小学上学。", "儿子的班主任转到育才小学了。"),
])
def test_another_move_stays_new(decided, old, new):
    assert decided(old, new) == "store"


# --- an amount that went up: 値上がり, "upped … to" ---------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーのヨガ教室の月謝は 8,000 円。", "ヨガ教室の月謝は来月から9,500円に値上がりします。"),
    ("The user's pension contribution is 5%",
     "I've upped my pension contribution to 8% from this month."),
])
def test_an_amount_gone_up_is_a_correction(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another class's fee, another fee of the class, another person's, another amount.
    ("ユーザーのヨガ教室の月謝は 8,000 円。",
     "ピラティスの月謝は来月から9,500円に値上がりします。"),
    ("ユーザーのヨガ教室の月謝は 8,000 円。", "ヨガ教室の駐車場代が500円に値上がりしました。"),
    ("The user's pension contribution is 5%",
     "My wife's upped her pension contribution to 8% from this month."),
    ("The user's pension contribution is 5%",
     "I've upped my gym visits to 3 a week from this month."),
])
def test_another_amount_gone_up_stays_new(decided, old, new):
    assert decided(old, new) == "store"


# --- "from this month": a start, no scope --------------------------------------------------


@pytest.mark.parametrize("text", [
    "I've upped my pension contribution to 8% from this month.",
    "From this month, my pension contribution is 8%.",
    "From today my pension contribution is 8%.",
    "My pension contribution is 8% from today.",
])
def test_from_this_month_says_when_a_change_starts(text):
    assert find_temporary_marker(text) is None


@pytest.mark.parametrize("text", [
    # This month's own things, and a start with its end.
    "Sales from this month look weak.",
    "I'm only paying 8% from this month until June.",
    "I've upped my pension contribution to 8% for this month.",
    "Just this month, pay 8%.",
])
def test_this_months_own_things_stay_temporary(text):
    assert find_temporary_marker(text) is not None


# --- the negative of なる is no condition ------------------------------------------------------


@pytest.mark.parametrize(("text", "under_condition"), [
    ("ガソリン代がばかにならなくて。", False),
    ("毎日やらなければならない。", False),
    ("待ち時間が気にならず、続けられます。", False),
    ("雨なら練習は中止です。", True),
    ("必要ならば連絡します。", True),
])
def test_the_negative_of_naru_is_no_condition(text, under_condition):
    assert conditional(text) is under_condition


@PATHS
@pytest.mark.parametrize(("old", "new", "action"), [
    ("ユーザーは車で通勤している。",
     "実は、通勤は車をやめて電車にしたんです。ガソリン代がばかにならなくて。", "update"),
    ("ユーザーは車で通勤している。",
     "通勤は車をやめて電車にしました。定期代がばかにならないので。", "update"),
    # A condition still holds in some cases only; another person's commute.
    ("ユーザーは車で通勤している。", "雨の日なら、通勤は車をやめて電車にしています。", "store"),
    ("ユーザーは車で通勤している。",
     "夫は通勤の車をやめて電車にしました。ガソリン代がばかにならなくて。", "store"),
])
def test_a_reason_with_naranai_leaves_the_change_whole(decided, old, new, action):
    assert decided(old, new) == action
