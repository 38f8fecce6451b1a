"""Lasting facts and rules that only look like one occasion (admission/occasion.py): a limit
per day, a building, gate or line number, an event that comes round again, a weekday's
activities, a day of every month. Each is admitted, on every write path."""

from __future__ import annotations

import pytest

from memdir.foundation.candidate import Candidate
from memdir.pipeline.admission.occasion import find_occasion
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import find_temporary

LASTING = [
    # number + 日の followed by a limit: a limit per day, not a date
    "1日の会議は3件までにしてください。",
    # 号 of a building, a gate, a line: no date
    "快递放在3号楼前面的快递柜里。",
    "车停在5号门前的停车位。",
    "我每天坐2号线到人民广场站前下车。",
    # an event that comes round again, or said every time
    "During the annual inspection, the site manager must be present.",
    "Always have the logbook ready during the fire inspection.",
    "During our weekly trip, water the plants.",
    "While we're on a trip, the dog stays with my sister.",
    "旅行の間は、猫は母に預けます。",
    # a weekday's activities in the plural: every such day's
    "For Friday's deploys, use the blue-green script.",
    # a day of every month, with words between
    "毎月、15日の締め日までは経費精算を受け付けます。",
    "Hold invoices until the payroll run on the 25th of each month.",
    "Every month, until the 10th, the books stay open.",
]


@pytest.mark.parametrize("text", LASTING)
def test_a_lasting_rule_is_no_occasion(text: str) -> None:
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", LASTING)
def test_a_lasting_rule_added_by_hand_is_admitted(text: str) -> None:
    """`memdir add` of the rule: admitted, not "Not added: It is temporary"."""
    [decision] = decide([Candidate(name="house-rule", description=text, type="feedback",
                                   body=text)], [])
    assert decision.accepted, decision


@pytest.mark.parametrize("text", [
    "During this inspection, keep the fire doors shut.",
    "While we're on the upcoming trip, reply in one line.",
    "During the inspection on the 14th, keep the fire doors shut.",
    "今度の旅行の間は、返信を短くしてください。",
    "For Friday's deploy, use the blue-green script.",
])
def test_a_recurring_event_named_as_this_one_is_one_occasion(text: str) -> None:
    assert find_temporary(text)


def test_a_long_text_of_weekday_occasions_completes() -> None:
    """Each weekday occasion found rescanned the text from its start for the sentence
    around it: 110 KB took 1.5 s and 440 KB about 23 s. Bounded by `deadlines.deadline`,
    far above its linear time; how long it takes is measured by benchmarks, never here."""
    from deadlines import deadline

    text = "Always draft the agenda for Monday's board meeting on Friday. " * 7200
    with deadline(10):
        assert find_occasion(text) is None
