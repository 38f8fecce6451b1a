"""The corrections' learned second opinion, measured but not shipped
(`benchmarks.corrections_learned`): its features and where it may answer."""

from __future__ import annotations

import pytest

from benchmarks.corrections_learned import GATES, gates, pair_features, said_text


def _gates(old: str, new: str, name: str = "old-one") -> set[str]:
    return gates([new, new, new], name, old, "")


@pytest.mark.parametrize("old, new", [
    ("Use pytest for all tests", "Should the tests use vitest now?"),      # a question
    ("测试一律用 pytest。", "测试现在要不要改用 vitest?"),
    ("The user is the tech lead of the iOS team",                          # the thing of the
     "The iOS team moved to the third floor."),                             # person's record
    ("Keep 3 backups", "Backups are kept for 30 days now."),               # another measure
])
def test_no_gate_lets_the_model_answer_these(old, new):
    assert _gates(old, new) == set()


@pytest.mark.parametrize("old, new, allowed", [
    # nothing shared with the record
    ("我用的是华为手机。", "其实我早就换成双屏了哈", {"vetoes"}),
    # a word the record never says outside the new value: another subject
    ("值班每周轮换一次。", "发布负责人以后改成两周轮换一次。", {"vetoes", "shared"}),
    # the subject said by the record, the new value after a change word
    ("Frontend unit tests run with Jest in CI on every push to the main branch",
     "Switch the frontend unit tests to Vitest.", set(GATES)),
])
def test_each_gate_is_stricter_than_the_one_before(old, new, allowed):
    assert _gates(old, new) == allowed


def test_features_are_bounded_and_without_repeats():
    from memdir.pipeline.extract.learned import BUCKETS

    a = pair_features("Switch the tests to vitest.", "Use pytest for all tests", "",
                      "feedback")
    assert a == sorted(set(a)) and all(0 <= i < BUCKETS for i in a)
    assert a != pair_features("Switch the tests to vitest.", "Use pytest for all tests", "",
                              "project")


def test_the_statement_is_what_the_user_said():
    assert said_text(["Use vitest", "Use vitest\nUser said: Switch to vitest.",
                      "Switch to vitest."]) == "Switch to vitest."
    assert said_text(["Use vitest", "Use vitest for the tests.", ""]) == (
        "Use vitest for the tests.")
