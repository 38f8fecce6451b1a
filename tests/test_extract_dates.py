"""Extraction writes the relative times a user said as the dates they meant, against the
time the turn was said; the quote keeps the user's words."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from memdir.pipeline.conversation import conversation_time, parse_lines
from memdir.pipeline.extract import extract_candidates
from memdir.testing import ScriptedProvider

# Mid-day UTC: the same calendar day on every machine's clock from UTC-11 to UTC+11.
SAID = "2026-11-18T12:00:00.000Z"


def said(text: str, stamp: str | None = SAID) -> dict:
    message = {"role": "user", "content": text}
    if stamp:
        message["timestamp"] = stamp
    return message


def test_the_turn_is_dated_by_its_last_user_message() -> None:
    messages = [said("earlier", "2026-10-01T12:00:00Z"), {"role": "assistant", "content": "ok"},
                said("now", SAID)]
    assert conversation_time(messages).date().isoformat() == "2026-11-18"
    assert conversation_time([said("no time", None)]) is None
    assert conversation_time([said("bad", "yesterday-ish")]) is None


def test_a_claude_code_transcript_keeps_when_each_message_was_said() -> None:
    line = json.dumps({"type": "user", "timestamp": SAID, "sessionId": "s1",
                       "message": {"role": "user", "content": "hello"}})
    [message] = parse_lines([line]).messages
    assert message["timestamp"] == SAID
    assert conversation_time([message]).date().isoformat() == "2026-11-18"


def test_offline_extraction_resolves_times_against_the_turns_time() -> None:
    messages = [said("Remember: we moved the staging database to Frankfurt last week.")]
    [cand] = extract_candidates(None, messages, [])
    assert "last week" not in cand.description
    assert "the week of 2026-11-09" in cand.description
    assert "the week of 2026-11-09" in cand.body.splitlines()[0]
    assert cand.quote == "Remember: we moved the staging database to Frankfurt last week."


def test_offline_extraction_in_chinese_and_japanese() -> None:
    [zh] = extract_candidates(None, [said("记住：我们上个月把数据库迁到了法兰克福。")], [])
    assert "2026年10月" in zh.description and "上个月" in zh.quote
    [ja] = extract_candidates(None, [said("覚えておいて：来月から請求書は英語で出します。")], [])
    assert "2026年12月" in ja.description and "来月" in ja.quote


def test_the_model_is_told_the_date_and_its_answer_is_resolved_anyway() -> None:
    answer = json.dumps([{"name": "node-version", "description": "We upgraded to Node 22 last "
                          "month", "type": "project", "body": "Since last month CI uses 22.",
                          "lifetime": "persistent", "quote": "we upgraded last month"}])
    provider = ScriptedProvider(answer)
    [cand] = extract_candidates(provider, [said("We upgraded to Node 22 last month.")], [])
    prompt = provider.calls[0].messages[0]["content"]
    assert "The conversation took place on 2026-11-18 (Wednesday)." in prompt
    assert cand.description == "We upgraded to Node 22 in October 2026"
    assert cand.body == "Since October 2026 CI uses 22."
    assert cand.quote == "we upgraded last month"


def test_without_a_timestamp_the_time_given_or_now_is_used() -> None:
    messages = [said("Remember: the audit was yesterday.", None)]
    [cand] = extract_candidates(None, messages, [],
                                now=datetime(2026, 3, 2, 9, tzinfo=UTC))
    assert "2026-03-01" in cand.description
