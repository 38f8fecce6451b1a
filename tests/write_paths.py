"""What admission does with a statement said against one stored record, on both write
paths: `Memory.save`'s candidate (as ``memdir add`` and MCP send it) and offline
extraction's (both said in a conversation, its records saying "User said: ...")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import candidate_from_text, extract_offline


def decided(old: str, new: str, mtype: str = "project", name: str = "old") -> str:
    """What admission does with ``new`` said against one stored record ``old``, as
    ``memdir add`` and MCP send it."""
    rec = Record(name=name, description=old, type=mtype, body=old)
    cand = candidate_from_text(new, mtype)
    return decide([cand], [rec], find_similar=lambda c: [rec], secrets=False)[0].action


def extracted(text: str, mtype: str = "project") -> Candidate:
    """What offline extraction writes of ``text`` said by the user, as a ``mtype``."""
    heard = extract_offline([{"role": "user", "content": text}])
    return replace(heard[0] if heard else candidate_from_text(text, mtype), type=mtype)


def decided_extracted(old: str, new: str, mtype: str = "project", name: str = "old") -> str:
    """The same, both said in a conversation and written by offline extraction."""
    was = extracted(old, mtype)
    rec = Record(name=name, description=was.description, type=mtype, body=was.body)
    cand = extracted(new, mtype)
    return decide([cand], [rec], find_similar=lambda c: [rec], secrets=False)[0].action


PATHS = pytest.mark.parametrize("decided", [decided, decided_extracted],
                                ids=["direct", "extract"])
