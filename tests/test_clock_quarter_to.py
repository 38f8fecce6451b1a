"""A quarter to one is 12:45, not a quarter to midnight's morning.

"a quarter to one" was read as 00:45 with the morning marked known, so "Standup is now at
a quarter to one." replaced "Standup is at 12:45 pm." with the same time as a change.
"""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.pipeline.admission.clock import same_time, times
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions


def targets(old: str, new: str) -> bool:
    rec = Record(name="old", description=old, type="project")
    return correction_target([new], [(rec, Mentions.of(old), old)]) is rec


def test_a_quarter_to_one_is_a_quarter_to_one_in_the_day_or_the_night():
    (said, _), = times("a quarter to one")
    assert same_time(said, (12 * 60 + 45, True))
    assert same_time(said, (45, True))
    (night, _), = times("a quarter to one am")
    assert night == (45, True)
    (day, _), = times("a quarter to one pm")
    assert day == (12 * 60 + 45, True)


def test_the_same_time_said_as_a_quarter_to_one_changes_nothing():
    assert not targets("Standup is at 12:45 pm.", "Standup is now at a quarter to one.")


def test_another_time_said_as_a_quarter_to_one_is_still_a_change():
    assert targets("Standup is at 11:30 am.", "Standup is now at a quarter to one.")
