"""The classes fresh_28's misses showed, and the false updates found beside them
(`memdir.pipeline.admission`): each a class with the corrections a rule of it takes and
look-alikes sharing its words that stay new, on both write paths (`Memory.save`'s
candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

# --- a move of workplace that is not the person's, or not made ----------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Someone named by what they are to the person, or a thing of theirs.
    ("用户在温州的光伏电站上班。", "我师傅从温州调到宁夏的电站了。"),
    ("用户在温州的光伏电站上班。", "我领导从温州调到宁夏的电站了。"),
    ("用户在温州的光伏电站上班。", "我的设备从温州调到宁夏的电站了。"),
    ("用户在星河科技上班。", "我师傅离职了，现在在云帆数据上班。"),
    ("The user is a retained firefighter at Holsworthy",
     "My mentor transferred to Bude fire station."),
    ("The user is a retained firefighter at Holsworthy",
     "My crew manager has transferred to Bude station."),
    ("The user works at Northwind", "My mentor left Northwind and joined Contoso."),
    ("ユーザーは大阪支店に勤めている。", "上司が福岡支店に転勤になりました。"),
    # Not made, nearly made, wished, planned or asked for.
    ("用户在温州的光伏电站上班。", "我差点从温州调到宁夏的电站了。"),
    ("用户在温州的光伏电站上班。", "我打算从温州调到宁夏的电站去。"),
    ("用户在温州的光伏电站上班。", "我申请从温州调到宁夏的电站，还没批下来。"),
    ("The user is a retained firefighter at Holsworthy", "I haven't transferred to Bude station."),
    ("The user is a retained firefighter at Holsworthy", "I nearly transferred to Bude station."),
    ("The user is a retained firefighter at Holsworthy",
     "I asked to be transferred to Bude station."),
    ("The user is a retained firefighter at Holsworthy", "I never transferred to Bude station."),
    ("The user works at Northwind", "I nearly quit and joined Contoso."),
    ("ユーザーは大阪支店に勤めている。", "福岡支店に転勤になるかもしれません。"),
    ("ユーザーは大阪支店に勤めている。", "福岡支店に転勤したいです。"),
    ("ユーザーは青葉ソフトに勤めている。", "転職して、今はミナトシステムで働きたいです。"),
])
def test_a_workplace_move_not_the_persons_or_not_made_replaces_nothing(decided, old, new):
    assert decided(old, new, "user") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("用户在温州的光伏电站上班。", "我上个月从温州调到宁夏的电站了，那边风沙大。"),
    ("用户在星河科技上班。", "我三月份从星河科技离职了，现在在云帆数据做后端。"),
    ("The user is a retained firefighter at Holsworthy",
     "Last month I transferred to Bude fire station."),
    ("The user works at Northwind", "I left Northwind in May and joined Contoso."),
    ("ユーザーは大阪支店に勤めている。", "四月から福岡支店に転勤になりました。"),
    ("ユーザーは青葉ソフトに勤めている。", "4 月から転職して、今はミナトシステムで働いています。"),
])
def test_the_persons_own_move_of_workplace_still_replaces_it(decided, old, new):
    assert decided(old, new, "user") == "update"


# --- 请 inside another word asks for nothing: a question stays a question ----------


@PATHS
@pytest.mark.parametrize(("old", "new", "mtype"), [
    ("测试用 pytest 跑。", "测试改用 vitest 的申请批了吗？", "project"),
    ("用户在温州的光伏电站上班。", "我从温州调到宁夏的申请批了吗？", "user"),
    ("周会在周一上午开。", "周会改到周三的邀请发了吗？", "project"),
])
def test_a_question_with_a_word_holding_qing_replaces_nothing(decided, old, new, mtype):
    assert decided(old, new, mtype) == "store"


@PATHS
def test_a_request_with_qing_still_corrects(decided):
    assert decided("测试用 pytest 跑。", "请以后测试改用 vitest。") == "update"


# --- a Chinese record of where the person lives or works in, said of 用户 -----------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("用户住在北京昌平。", "我搬到顺义了，离花卉市场近一点。"),
    ("用户住在杭州。", "我上个月搬到苏州了。"),
    ("用户在销售部。", "我十月调到市场部了。"),
])
def test_a_move_against_a_record_said_of_yonghu_replaces_it(decided, old, new):
    assert decided(old, new, "user") == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another's move, the record's own place, a thing moved, a stay.
    ("用户住在北京昌平。", "我们公司搬到昌平了，以后上班不用跑那么远了。"),
    ("用户住在北京昌平。", "我妈搬到顺义了。"),
    ("用户住在北京昌平。", "我搬到昌平的另一个小区了。"),
    ("用户住在杭州。", "我搬到新公寓了，离地铁近。"),
    ("用户在销售部。", "我把报告转到市场部了。"),
    ("用户在销售部。", "我的经理调到市场部了。"),
])
def test_a_look_alike_of_a_move_against_yonghu_stays_new(decided, old, new):
    assert decided(old, new, "user") == "store"


# --- a change said as not made, not wanted or only possible -------------------------


@PATHS
@pytest.mark.parametrize(("old", "new", "mtype"), [
    ("Tests run with pytest", "We never moved the tests to vitest.", "project"),
    ("测试用 pytest 跑。", "测试不打算改用 vitest。", "project"),
    ("测试用 pytest 跑。", "测试不想改用 vitest。", "project"),
    ("用户在温州的光伏电站上班。", "我没从温州调到宁夏。", "user"),
    ("用户在温州的光伏电站上班。", "我不想从温州调到宁夏。", "user"),
    ("テストは pytest で実行する。", "テストは vitest に切り替えませんでした。", "project"),
    ("テストは pytest で実行する。", "テストを vitest に変更しないことにしました。", "project"),
    ("テストは pytest で実行する。", "テストを vitest に変更するかもしれません。", "project"),
])
def test_a_change_said_as_not_made_replaces_nothing(decided, old, new, mtype):
    assert decided(old, new, mtype) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Tests run with pytest", "We've moved the tests to vitest; never switch back to pytest."),
    ("测试用 pytest 跑。", "测试改用 vitest 了。"),
    ("テストは pytest で実行する。", "テストは vitest に切り替えました。"),
])
def test_a_change_made_beside_a_never_still_corrects(decided, old, new):
    assert decided(old, new) == "update"


# --- a reason after the change: a judgement by degree, or what it makes possible -----


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("开锁上门费 50 元。", "上门费涨到八十了，油钱涨得厉害。"),
    ("密室每场 90 分钟。", "每场缩到75分钟了，一天能多排两场。"),
    ("洗车一次 30 元。", "洗车涨到 35 元了，水费涨得厉害。"),
    ("The studio's glass furnace runs at 1150 °C",
     "The glass furnace runs at 1120 °C now; it's kinder to the crucible."),
    ("Each escape room takes up to six players",
     "Each escape room takes up to eight players now - the insurer asked for it."),
    ("Each escape room takes up to six players",
     "Each escape room takes up to eight players now, we can fit in more groups."),
    # Japanese says its reason with ので, read before these classes.
    ("害虫駆除の見積もりは 3,000 円。",
     "害虫駆除の見積もりは 2,000 円になりました。そのほうが頼みやすいので。"),
])
def test_a_change_with_a_judgement_after_it_corrects(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another subject's change with the same reason; a qualifier after a dash.
    ("开锁上门费 50 元。", "换锁芯涨到两百了，油钱涨得厉害。"),
    ("密室每场 90 分钟。", "恐怖主题的场次缩到75分钟了，一天能多排两场。"),
    ("The studio's glass furnace runs at 1150 °C",
     "The kiln runs at 1120 °C now; it's kinder to the crucible."),
    ("Each escape room takes up to six players",
     "Each escape room takes up to eight players now - for the horror room only."),
])
def test_a_look_alike_of_a_change_with_a_judgement_stays_new(decided, old, new):
    assert decided(old, new) == "store"


# --- a person named in full, said by their first name, who stood down ---------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The mountain rescue team leader is Owen Price",
     "Owen's stood down after twelve years. Hannah Lloyd was voted in as team leader on "
     "Sunday."),
    ("The mountain rescue team leader is Owen Price",
     "Owen Price has stepped down. Hannah Lloyd is the team leader now."),
    ("Our farrier is Dan Morgan", "Dan's retired. Kerry Blake is our farrier now."),
])
def test_a_person_named_in_full_who_stood_down_is_replaced(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another duty, away for a while, another person of the same first name, another role.
    ("The mountain rescue team leader is Owen Price",
     "Owen's stood down from the drone training. Hannah Lloyd runs it now."),
    ("The mountain rescue team leader is Owen Price",
     "Owen's on leave, so Hannah Lloyd is team leader until May."),
    ("The mountain rescue team leader is Owen Price",
     "Owen Davies has stepped down. Hannah Lloyd is the team leader now."),
    ("The mountain rescue team leader is Owen Price",
     "Owen's stood down. Hannah Lloyd was voted in as treasurer on Sunday."),
])
def test_a_look_alike_of_a_person_named_in_full_stays_new(decided, old, new):
    assert decided(old, new) == "store"
