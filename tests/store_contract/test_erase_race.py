"""A purge that erases a proposal never overwrites a decision taken meanwhile.

`_erase_proposals` reads the proposals naming a record, then rejects each pending one
with its texts erased. An approval landing between the read and the write was
overwritten: the memory was written by the approval and the proposal said rejected.
"""

from __future__ import annotations

from memdir.foundation.candidate import Candidate
from memdir.service.memory import Memory
from memdir.service.writes.owner import _erase_proposals


def test_an_approval_between_the_read_and_the_erase_stands(store):
    memory = Memory(store, user=False, provider="offline")
    memory.save(Candidate("deploy-notes", "Deploy with the blue pipeline", "project",
                          "Deploy with the blue pipeline, then tag."), origin="visitor")
    (proposal,) = memory.inbox()
    stale = [store.proposal(proposal.id)]  # read while pending
    memory.approve(proposal.id)
    _erase_proposals(store, stale)
    kept = store.proposal(proposal.id)
    assert kept["status"] == "approved"
    assert kept["candidate"] is None and all(op.get("text") is None for op in kept["ops"])
