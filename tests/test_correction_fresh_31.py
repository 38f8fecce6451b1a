"""The classes fresh_31's misses showed (`memdir.pipeline.admission`): each a class with the
corrections a rule of it takes and look-alikes sharing its words that stay new, on both
write paths (`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.change_words import assign_slots, sentence_tokens

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
