"""The classes fresh_31's misses showed (`memdir.pipeline.admission`): each a class with the
corrections a rule of it takes and look-alikes sharing its words that stay new, on both
write paths (`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.amount_words import amounts_in_digits
from memdir.pipeline.admission.change_words import assign_slots, sentence_tokens
from memdir.pipeline.wording import without_filler

# --- a duty handed on to a person ---------------------------------------------------------


def test_handing_over_to_a_person_marks_the_one_who_holds_it_now():
    tokens = sentence_tokens("Margaret has handed the flower rota over to Joan.")
    assign_slots(tokens)
    assert [t.text for t in tokens if t.slot == "new"] == ["joan"]
    # With no "over" or "on" the verb says nothing of who holds it: no change word.
    assert not any(t.kind == "cue" for t in sentence_tokens("Hand the flower rota to Joan."))


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The church flower rota is run by Margaret",
     "Margaret has handed the flower rota over to Joan."),
    ("The allotment society's seed swap is run by Derek",
     "Derek's passed the seed swap on to Priya."),
    ("班级家长群的群主是班主任陈老师。", "群主转给家委会的刘妈妈了。"),
    ("读书会的群主是老周。", "读书会的群主移交给小林了。"),
    ("ゴミ当番の班長は小野さん。", "ゴミ当番の班長は山口さんに引き継ぎました。"),
    ("町内会の会計は小野さん。", "町内会の会計は山口さんに譲りました。"),
])
def test_a_duty_handed_on_to_a_person_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another thing handed over, another duty, not done, only wished, no "over".
    ("The church flower rota is run by Margaret",
     "Margaret has handed the church keys over to Joan."),
    ("The church flower rota is run by Margaret",
     "Margaret has handed the tea rota over to Joan."),
    ("The church flower rota is run by Margaret",
     "Margaret hasn't handed the flower rota over to Joan."),
    ("The church flower rota is run by Margaret",
     "Margaret wants to hand the flower rota over to Joan."),
    ("The allotment society's seed swap is run by Derek",
     "Derek is thinking of passing the seed swap on to Priya."),
    ("The church flower rota is run by Margaret", "Pass the flower rota to Joan."),
    ("班级家长群的群主是班主任陈老师。", "陈老师把班级钥匙转给刘妈妈了。"),
    ("班级家长群的群主是班主任陈老师。", "陈老师想把群主转给刘妈妈。"),
    ("班级家长群的群主是班主任陈老师。", "篮球群的群主转给刘妈妈了。"),
    ("ゴミ当番の班長は小野さん。", "小野さんが子ども会の会長を山口さんに引き継ぎました。"),
    ("ゴミ当番の班長は小野さん。", "ゴミ当番の班長を山口さんに引き継ぎたいです。"),
])
def test_a_look_alike_of_a_duty_handed_on_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- an aside after a dash, a semicolon or a sentence end ---------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The allotment society meets in the church hall",
     "The allotment society meets in the Scout hut now - the church hall got sold for flats."),
    ("The church flower rota is run by Margaret",
     "Margaret has handed the flower rota over to Joan - her knees aren't up to the ladders "
     "anymore."),
    ("班级家长群的群主是班主任陈老师。", "群主转给家委会的刘妈妈了；一个人实在顾不过来。"),
    # The change said after the old one given up is the change, no aside.
    ("Format Python code with black", "Not black any more. Format Python code with ruff "
     "format."),
])
def test_an_aside_beside_the_change_is_no_part_of_it(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # A part or a time only, another subject, what stays.
    ("The allotment society meets in the church hall",
     "The allotment society meets in the Scout hut now - only for the winter months."),
    ("The allotment society meets in the church hall",
     "The allotment society meets in the Scout hut now - over the winter."),
    ("The allotment society meets in the church hall",
     "The allotment society meets in the Scout hut now - in the evenings."),
    ("The allotment society meets in the church hall",
     "The bowls club meets in the Scout hut now - the church hall got sold for flats."),
    ("The allotment society meets in the church hall",
     "The allotment society meets in the Scout hut now - the committee stays in the "
     "church hall."),
    ("班级家长群的群主是班主任陈老师。", "篮球群的群主转给刘妈妈了；一个人实在顾不过来。"),
    ("班级家长群的群主是班主任陈老师。", "群主转给家委会的刘妈妈了；周末的话还是陈老师管。"),
])
def test_a_look_alike_of_an_aside_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- the old one's fault: a digit of its name, a negation of what it fails to do ----------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("公司上班打卡用指纹机。", "打卡改成人脸识别了，指纹机老认不出来。"),
    ("The car is parked on level B2", "The car is parked on level B3 now, B2 floods whenever "
     "it rains."),
])
def test_the_old_ones_fault_beside_the_change_is_no_part_of_it(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another thing's fault, an amount of its own.
    ("公司上班打卡用指纹机。", "打卡改成人脸识别了，门禁老认不出来。"),
    ("The car is parked on level B2", "The car is parked on level B3 now, B2 costs £40 a month."),
])
def test_a_look_alike_of_the_old_ones_fault_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a month in Han numerals before から or 起 says when the change starts ----------------


@pytest.mark.parametrize("text", ["四月から山口さん", "十一月から山口さん", "从四月起小林",
                                  "十二月份开始小林"])
def test_a_month_in_han_numerals_from_which_it_holds_is_no_word(text):
    assert "月" not in without_filler(text)


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("町内会の会長は小野さん。", "町内会の会長は四月から山口さんに替わりました。"),
    ("社区团购的团长是老周。", "社区团购的团长从四月起换成小林了。"),
    ("篮球队每周二晚上训练。", "篮球队十一月起改到周四晚上训练了。"),
])
def test_a_change_from_a_month_in_han_numerals_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("町内会の会長は小野さん。", "町内会の会計は四月から山口さんに替わりました。"),
    ("町内会の会長は小野さん。", "町内会の会長は四月から山口さんに替わりますか？"),
    ("社区团购的团长是老周。", "社区团购的团长想从四月起换成小林。"),
    ("社区团购的团长是老周。", "社区买菜群的群主从四月起换成小林了。"),
])
def test_a_look_alike_of_a_change_from_a_month_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a katakana word glued to the kanji narrowing the subject -----------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ゴミ当番の班長は小野さん。", "班長は山口さんに替わりました。"),
    ("ゴミ当番の班長は小野さん。", "班長は四月から山口さんに替わりました。"),
    ("バス停の掃除当番は小野さん。", "掃除当番は山口さんに替わりました。"),
])
def test_a_subject_said_without_its_compound_qualifier_is_the_records(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize("new", [
    # Another owner or qualifier said, another role, the old one kept.
    "自治会の班長は山口さんに替わりました。",
    "防災当番の班長は山口さんに替わりました。",
    "副班長は山口さんに替わりました。",
    "班長は小野さんのままです。",
])
def test_a_look_alike_of_a_subject_without_its_qualifier_stays_new(decided, new):
    assert decided("ゴミ当番の班長は小野さん。", new) != "update"


# --- a Chinese amount in tens before a unit of money or at its clause's end ----------------


@pytest.mark.parametrize(("text", "digits"), [
    ("补卡现在收三十了。", "补卡现在收 30 了。"),
    ("一张十五元", "一张 15 元"),
    ("四十五块一张", " 45 块一张"),
    # Another unit, a time, a date, an order, "very", an amount only about, a percent:
    # as written.
    ("三十天", "三十天"),
    ("十点", "十点"),
    ("十一月起", "十一月起"),
    ("第十", "第十"),
    ("十分好", "十分好"),
    ("二十多块", "二十多块"),
    ("百分之五十", "百分之五十"),
])
def test_a_chinese_amount_in_tens_is_read_in_digits(text, digits):
    assert amounts_in_digits(text) == digits


@PATHS
@pytest.mark.parametrize("new", ["小区门禁卡补办一张现在三十块了。",
                                 "小区门禁卡补办一张现在收三十元了。"])
def test_a_new_amount_in_tens_replaces_the_record(decided, new):
    assert decided("小区门禁卡补办一张 20 元。", new) == "update"


@PATHS
@pytest.mark.parametrize("new", [
    # Another card's price, another unit, a rise only wished.
    "停车卡补办现在三十块了。",
    "小区门禁卡补办现在要三十天了。",
    "物业想把门禁卡补办涨到三十块。",
])
def test_a_look_alike_of_an_amount_in_tens_stays_new(decided, new):
    assert decided("小区门禁卡补办一张 20 元。", new) != "update"
