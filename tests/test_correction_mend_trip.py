"""A trip read as a move and a wish read as a change made: neither replaces the record of
where the person works or lives, or of what the project uses (`memdir.pipeline.admission.
trip`, `memdir.pipeline.admission.undone`), on both write paths (`Memory.save`'s candidate
and offline extraction's). Each false update deleted a memory the user still holds."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.trip import for_a_while

# --- a trip, a visit or a loan is no move -------------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("用户在温州的光伏电站上班。", "我从温州调到宁夏出差三天。"),
    ("用户在温州的光伏电站上班。", "我从温州调到宁夏出差。"),
    ("用户在温州的光伏电站上班。", "我从温州调到宁夏支援一个月。"),
    ("用户住在杭州。", "我从杭州搬到苏州住一周。"),
    ("ユーザーは大阪支店に勤めている。", "大阪支店から福岡支店に出張で行きます。"),
    ("ユーザーは大阪支店に勤めている。", "福岡支店に応援で一週間異動しました。"),
    ("The user works at the Leeds office",
     "I moved from Leeds to the York office on a two-week secondment."),
    ("The user works at the Leeds office",
     "I transferred to the York office for a three-day trip."),
    ("The user works at the Leeds office",
     "I moved to the York office just for the conference."),
    ("The user lives in Leeds", "I moved to York for a three-day trip."),
])
def test_a_trip_against_where_the_person_works_or_lives_replaces_nothing(decided, old, new):
    assert decided(old, new, "user") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("用户在温州的光伏电站上班。", "我上个月从温州调到宁夏的电站了，那边风沙大。"),
    ("用户在温州的光伏电站上班。", "我上个月从温州调到宁夏的电站了。"),
    ("用户住在杭州。", "我上个月搬到苏州了。"),
    ("ユーザーは大阪支店に勤めている。", "四月から福岡支店に転勤になりました。"),
    ("The user is a retained firefighter at Holsworthy",
     "Last month I transferred to Bude fire station."),
])
def test_a_move_said_without_a_trip_still_replaces_it(decided, old, new):
    assert decided(old, new, "user") == "update"


@pytest.mark.parametrize("new", [
    "我调到培训部了。",          # a department named by the word, no trip
    "我调到技术支援组了。",
    "福岡出張所に転勤になりました。",
    "I moved to York and have been there for two weeks.",  # a time since the move
    "我上个月调到宁夏了。下周去北京出差三天。",  # a move, then a trip of its own
])
def test_a_name_or_a_time_since_holding_a_trip_word_is_no_trip(new):
    assert not for_a_while([new], "用户在温州的光伏电站上班。")


def test_a_trip_word_against_a_record_of_no_workplace_or_home_is_no_trip():
    # The trip's own day moved: a record of when it is, not of where the person is.
    assert not for_a_while(["出差改到周三出发三天。"], "出差定在周二。")


# --- a wish, a plan or a proposal is no change made ---------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("测试用 Jest 跑。", "我想把测试改用 vitest。"),
    ("测试用 Jest 跑。", "我想要把测试改用 vitest。"),
    ("测试用 Jest 跑。", "我打算把测试改用 vitest。"),
    ("测试用 Jest 跑。", "我准备把测试改用 vitest。"),
    ("测试用 Jest 跑。", "我在考虑把测试改用 vitest。"),
    ("テストは Jest で実行する。", "テストを vitest に変更したいです。"),
    ("テストは Jest で実行する。", "vitest に変更したいです。"),
    ("テストは Jest で実行する。", "テストを vitest に変更しようと思っています。"),
    ("テストは Jest で実行する。", "テストを vitest に変更するつもりです。"),
    ("The tests use Jest", "I'd like to move the tests to vitest."),
    ("The tests use Jest", "I want to move the tests to vitest."),
    ("The tests use Jest", "We're thinking of moving the tests to vitest."),
    ("The tests use Jest", "We plan to move the tests to vitest."),
])
def test_a_wished_change_replaces_nothing(decided, old, new):
    assert decided(old, new, "project") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The tests use Jest", "We moved the tests to vitest."),
    ("测试用 Jest 跑。", "测试改用 vitest 了。"),
    ("测试用 Jest 跑。", "请以后测试改用 vitest。"),
    ("测试用 Jest 跑。", "我想了想，测试还是改用 vitest 了。"),
    ("テストは Jest で実行する。", "テストを vitest に変更しました。"),
])
def test_a_change_made_still_replaces_it(decided, old, new):
    assert decided(old, new, "project") == "update"
