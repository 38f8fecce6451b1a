"""Whether a user's message becomes a memory, for the tests of an extraction round's
classes (tests/test_extract_fresh_*.py; the rules alone: the ``rules_alone`` fixture)."""

from __future__ import annotations

from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import extract_offline


def stored(text: str) -> bool:
    """Whether offline extraction and admission keep something of ``text`` said by the
    user as a message of its own."""
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))
