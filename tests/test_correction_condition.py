"""A condition keeps a record only from the rules that read the whole statement as its value.

A statement under a condition ("if the release has a migration", 的话, なら) holds in some
cases only, so the frame, time and contradiction rules do not let it replace a record said
of every case. The skip covered every rule, so "I left Acme and joined Globex, if that
matters for the invoices." left "The user works at Acme." standing beside the move.
"""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions


def targets(old: str, new: str) -> bool:
    rec = Record(name="old", description=old, type="project")
    return correction_target([new], [(rec, Mentions.of(old), old)]) is rec


def test_a_condition_on_why_it_matters_does_not_stop_a_change_of_employer():
    assert targets("The user works at Acme.",
                   "I left Acme and joined Globex, if that matters for the invoices.")


@pytest.mark.parametrize(("old", "new"), [
    ("You can deploy on Fridays", "Don't deploy on Fridays if the release has a migration."),
    ("Standup is at 9:30 am", "If the client call runs long, standup is at 10 am."),
    ("The user works at Acme.", "If the Globex offer comes through, I'll leave Acme."),
])
def test_a_condition_on_the_changed_clause_still_keeps_the_record(old, new):
    assert not targets(old, new)
