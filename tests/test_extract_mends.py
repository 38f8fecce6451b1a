"""Three sentences offline extraction got wrong, each mended as a class in en/zh/ja, beside
look-alikes that keep their answer.

A lasting prohibition with its object is a rule, its weekday every such day
(以后再也不要在周五上线了, 再也不要周五晚上上线了, "Never again push on a Friday",
二度と金曜にデプロイしないでください); "never again" with no action stays small talk
(再也不了, "Never again.", 二度とごめんです).

An office of a hospital and the user's part of its work after a comma is where the user
works (我在医院医务科，负责排班), not the hospital of the moment (我在医院，等结果).

Being somewhere now and waiting there for the agent is a state of the moment, temporary on
every write path (我在办公室，等你; "I'm at the office, waiting for you"; 今オフィスにいるので
待ってます); where the user works stays a fact ("I work at the office in Leeds", 我在办公室上班,
オフィスで働いています).
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


@pytest.mark.parametrize("text", [
    "以后再也不要在周五上线了。",
    "以后别再在周五上线了。",
    "再也不要周五晚上上线了。",
    "以后别再周五发版了。",
    "Never again push on a Friday.",
    "Don't ever merge on a Friday again.",
    "二度と金曜にデプロイしないでください。",
    "もう金曜日にリリースしないで。",
])
def test_a_lasting_prohibition_with_its_object_is_a_rule(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "以后再也不要在周五上线了。",
    "以后别再在周五上线了。",
])
def test_the_weekday_of_a_lasting_prohibition_is_no_one_occasion(text: str) -> None:
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", [
    "我在医院医务科，负责排班。",
    "我在市医院信息科，负责 HIS 系统的维护。",
    "我在区医院药剂科，管药品采购。",
    "I work in the hospital's medical affairs office, doing the rotas.",
    "病院の医事課で、シフト作成を担当しています。",
    # where the user works, said plainly, stays a fact
    "I work at the office in Leeds.",
    "我在办公室上班。",
    "オフィスで働いています。",
    "我在上海，东八区。",
])
def test_where_the_user_works_is_a_fact(rules_alone: None, text: str) -> None:
    assert stored(text)
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", [
    "我在办公室，等你。",
    "我在公司楼下，等你。",
    "我在会议室等着你。",
    "I'm at the office, waiting for you.",
    "We're in the lobby, waiting for you.",
    "I'm downstairs waiting for you.",
    "今オフィスにいるので待ってます。",
    "駅にいるので、待ってますね。",
    "ロビーで待ってます。",
])
def test_waiting_somewhere_now_is_temporary_on_every_write_path(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_temporary(text)
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # "never again" with no action, a sighed vow, a place of the moment, no more than a
    # moment's business
    "Never again.",
    "再也不了。",
    "二度とごめんです。",
    "唉，以后再也不半夜上线了。",
    "Ugh, I'm never deploying on a Friday again.",
    "这周五先别上线。",
    "我在医院，等结果。",
    "我在医院急诊科，等检查结果。",
    "我现在在处里，管不了那么多。",
])
def test_look_alikes_stay_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "マージはCIが通るまで待ちます。",  # until something is done: not waiting for the agent now
    "Wait for the CI before you merge.",
    "等我确认再合并。",
])
def test_waiting_as_a_step_is_no_state_of_the_moment(text: str) -> None:
    from memdir.pipeline.admission.waiting import find_waiting
    assert find_waiting(text) is None
