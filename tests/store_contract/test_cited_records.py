"""A record that cites code, read through the MCP answers over every store: a store kept
in no project folder (a database) has no code to check, and answers the record anyway."""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.integrations.mcp_answers import McpAnswers
from memdir.service.memory import Memory

ANCHOR = {"path": "net/retry.py", "sha256": "0" * 64, "symbol": "backoff"}


def test_a_record_citing_code_is_answered_by_every_store(store):
    store.upsert(Record("retry-logic", "Where the retry logic lives", "project",
                        "The retry logic lives in net/retry.py.",
                        extra={"anchors": [ANCHOR]}))
    answers = McpAnswers(Memory(store, user=False, provider="offline"), select="offline")
    try:
        found = answers.get("retry-logic")
    finally:
        answers.close()
    assert "net/retry.py" in str(found)
    assert "retry logic" in str(found)
