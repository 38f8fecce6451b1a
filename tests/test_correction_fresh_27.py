"""The classes fresh_27's misses showed, and the ones fresh_26 left
(`memdir.pipeline.admission`): each a class with the corrections a rule of it takes and
look-alikes sharing its words that stay new, on both write paths (`Memory.save`'s
candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

# --- a person who left a club, a team or a society, another in their role ------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("消防団の分団長は佐藤さん。", "佐藤さんが退団されました。分団長は木村さんです。"),
    ("合唱団の指揮は中島さん。", "中島さんが退団されて、指揮は今年から森さんです。"),
    ("写真部の部長は石田さん。", "石田さんが退部したので、部長は今月から小池さんです。"),
    ("战队的主教练是阿杰。", "阿杰退队了，一队现在由小北当主教练。"),
    ("读书会的会长是老周。", "老周退会了，会长现在是小林。"),
    ("The sailing club's race officer is Graham",
     "Graham left the club, so Priya is our race officer now."),
])
def test_a_person_who_left_a_club_is_replaced(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Away for a while (休団, 请假, on leave), another role, one more beside them.
    ("消防団の分団長は佐藤さん。", "佐藤さんが休団されたので、分団長は木村さんが代行します。"),
    ("消防団の分団長は佐藤さん。", "佐藤さんが退団されたので、送別会の幹事は木村さんです。"),
    ("合唱団の指揮は中島さん。", "中島さんが退団されて、伴奏は森さんです。"),
    ("战队的主教练是阿杰。", "阿杰退队了，小北去当领队了。"),
    ("战队的主教练是阿杰。", "阿杰请假了，主教练由小北代一下。"),
    ("读书会的会长是老周。", "老周退会了，小林也来当副会长。"),
    ("The sailing club's race officer is Graham",
     "Graham left the club, so Priya runs the bar now."),
    ("The sailing club's race officer is Graham",
     "Graham is on leave, so Priya is our race officer until May."),
])
def test_a_look_alike_of_a_person_who_left_a_club_stays_new(decided, old, new):
    assert decided(old, new) == "store"


# --- the person's workplace moved: a transfer, or a place left said as 从…出来 -----------


@PATHS
@pytest.mark.parametrize(("old", "new", "mtype"), [
    ("The user works at Holsworthy fire station", "I've transferred to Bude - it's nearer home.",
     "user"),
    # A role at a place is where the person works; another person in a clause of its own
    # is no one else's move.
    ("The user is a retained firefighter at Holsworthy",
     "I've transferred to Bude - it's nearer home and they were short of cover.", "user"),
    ("用户在殡仪馆工作。", "我从殡仪馆出来了，现在在区民政局管殡葬这一块。", "user"),
    # The new place shares a word with the old one (电站) and the old one is said as left.
    ("用户在温州的光伏电站做运维。", "我从温州调到宁夏的电站了，那边风沙大。", "user"),
    ("ユーザーは東京支店で働いている。", "四月から大阪支店に転勤になりました。", "user"),
])
def test_a_move_of_the_persons_workplace_replaces_it(decided, old, new, mtype):
    assert decided(old, new, mtype) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new", "mtype"), [
    # Another person's move, a thing moved, the same place, an errand, no place said.
    ("The user works at Holsworthy fire station",
     "My wife left Holsworthy and joined Bude fire station.", "user"),
    ("The user works at Northwind", "I left Northwind, my wife joined Globex.", "user"),
    ("The user is a retained firefighter at Holsworthy", "My brother transferred to Bude.",
     "user"),
    ("The user is a retained firefighter at Holsworthy", "I transferred the files to Dropbox.",
     "user"),
    ("The user is a retained firefighter at Holsworthy",
     "I've transferred to the day crew at Holsworthy.", "user"),
    ("The user works at Acme Labs", "I changed jobs and joined Acme Robotics.", "user"),
    ("用户在殡仪馆工作。", "我从殡仪馆出来了，去隔壁买了瓶水。", "user"),
    ("用户在殡仪馆工作。", "老王从殡仪馆调到民政局了。", "user"),
    ("用户在温州的光伏电站做运维。", "我把逆变器从温州调到宁夏的电站了。", "user"),
    ("ユーザーは東京支店で働いている。", "夫が大阪支店に転勤になりました。", "user"),
    ("ユーザーは東京支店で働いている。", "同僚が四月から大阪支店に転勤になります。", "user"),
])
def test_a_look_alike_of_a_workplace_move_stays_new(decided, old, new, mtype):
    assert decided(old, new, mtype) == "store"


# --- money moved, a habit or a club left: no workplace changed ----------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # A transfer moves the person only to a workplace, or from the record's place.
    ("The user works at Northwind", "I transferred to Vanguard for my ISA."),
    ("The user works at Northwind", "I've transferred to Monzo - their app is better."),
    ("The user works at Holsworthy fire station", "I transferred to Vanguard for my ISA."),
    # What was left is a habit or a club, not the job or the record's place.
    ("The user is a volunteer at Oxfam", "I quit smoking and joined Parkrun."),
    ("The user works at Northwind", "I quit smoking and joined Parkrun."),
    ("The user is a member at Gold's Gym", "I left the book club and joined Toastmasters."),
    ("The user works at Northwind", "I left the choir and joined Rock Choir instead."),
    ("用户在殡仪馆工作。", "我从早班调到晚班了。"),
    ("用户在星河科技上班。", "我戒烟了，还加入了跑团。"),
    ("用户在星河科技上班。", "我把养老金从工行转到招行了，那边利率高。"),
    ("ユーザーは東京支店で働いている。", "NISA口座をSBI証券に移しました。"),
    ("ユーザーは東京支店で働いている。", "タバコをやめて、ランニングクラブに入りました。"),
])
def test_money_moved_or_a_habit_left_is_no_change_of_workplace(decided, old, new):
    assert decided(old, new, "user") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user is a volunteer at Oxfam", "I left Oxfam and joined Shelter."),
    ("The user works at Northwind", "I quit my job and joined Globex."),
    ("The user works at Northwind", "I've transferred to Globex's Leeds office."),
])
def test_the_job_or_the_records_place_left_still_replaces_it(decided, old, new):
    assert decided(old, new, "user") == "update"


# --- a weekday moved, the record's time said to stay ----------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # "Same time" points back at the record: the words that lead it (the club, the
    # library's) may go unsaid, and the part of the day that names it ("Net night").
    ("Club evening races start at 18:30 on Wednesdays",
     "Evening races have moved to Thursdays, same start time."),
    ("The radio club's weekly net is on Tuesdays at 20:00",
     "Net night's Thursday now. Same frequency, same time."),
    ("The library's book club meets on Wednesdays at 6 pm",
     "Book club moved to Fridays, same time."),
    ("市图书馆的读书会每周三晚上七点举行。", "读书会改到周五了，时间不变。"),
    ("书法班每周六上午十点上课。", "书法班挪到周日了，时间照旧。"),
    ("ロボコン部の練習は毎週土曜の 10 時から。", "練習は日曜になりました、時間は同じです。"),
])
def test_a_weekday_moved_with_its_time_kept_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # No time said to stay: the record's time and its leading words still must be said.
    ("The library's book club meets on Wednesdays at 6 pm", "Book club moved to Fridays."),
    ("The radio club's weekly net is on Tuesdays at 20:00", "Net night's Thursday now."),
    ("市图书馆的读书会每周三晚上七点举行。", "读书会改到周五了。"),
    ("书法班每周六上午十点上课。", "书法班挪到周日了。"),
    ("ロボコン部の練習は毎週土曜の 10 時から。", "練習は日曜になりました。"),
    # A record with no time: "same time" points at nothing of it.
    ("The library's book club meets on Wednesdays", "Book club moved to Fridays, same time."),
    # Another subject, another thing said beside it, one week only.
    ("The library's book club meets on Wednesdays at 6 pm",
     "Chess club moved to Fridays, same time."),
    ("The radio club's weekly net is on Tuesdays at 20:00",
     "Quiz night's Thursday now, same time."),
    ("The library's book club meets on Wednesdays at 6 pm",
     "Book club moved to Fridays, same time, same room on the second floor."),
    ("市图书馆的读书会每周三晚上七点举行。", "象棋社改到周五了，时间不变。"),
    ("书法班每周六上午十点上课。", "美术班挪到周日了，时间照旧。"),
    ("ロボコン部の練習は毎週土曜の 10 時から。",
     "将棋部の練習は日曜になりました、時間は同じです。"),
    ("ロボコン部の練習は毎週土曜の 10 時から。", "練習は今週だけ日曜です、時間は同じです。"),
])
def test_a_look_alike_of_a_weekday_moved_with_its_time_kept_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- another duty of the same club is no successor's ------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The record says what its role is of (读书会的, 消防団の, "the sailing club's"): a new
    # person in another duty of it leaves the record's role-holder standing.
    ("读书会的会长是老周。", "老周退休了，读书会的茶歇由小林负责。"),
    ("乐队的鼓手是阿峰。", "阿峰退休了，乐队的贝斯手现在是小川。"),
    ("消防団の分団長は佐藤さん。", "佐藤さんが退職されたので、消防団の広報は木村さんです。"),
    ("合唱団の伴奏は松本さん。", "松本さんが定年なので、合唱団の会計は美咲さんです。"),
    ("The sailing club's race officer is Graham",
     "Graham retired, so Priya runs the sailing club's bar now."),
    ("The choir's accompanist is Martin",
     "Martin has stepped down; Eliza is the choir's treasurer from September."),
])
def test_a_successor_in_another_duty_of_the_same_club_replaces_nothing(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("读书会的会长是老周。", "老周退休了，读书会的会长现在是小林。"),
    ("乐队的鼓手是阿峰。", "阿峰退休了，乐队现在的鼓手是小川。"),
    ("漁協の市場担当は山本さん。",
     "山本さんが定年なので、四月からは市場のことは健太さんに聞いてください。"),
    ("The choir's accompanist is Martin",
     "Martin has stepped down; Eliza is the choir's accompanist from September."),
])
def test_a_successor_in_the_records_role_still_replaces_it(decided, old, new):
    assert decided(old, new) == "update"
