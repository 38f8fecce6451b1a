"""Compaction: old tool output shortened first, then the oldest turns summarized; the
conversation stays valid and memory (in the system prompt) is never compacted away."""

from __future__ import annotations

from memdir.agent.compaction import SUMMARY_PREFIX, SUMMARY_SYSTEM, Compactor, size
from memdir.foundation.record import Record
from memdir.pipeline.extract import EXTRACTION_SYSTEM
from memdir.pipeline.select import SELECT_SYSTEM
from memdir.providers.base import Message
from memdir.testing import ScriptedProvider, tool_call

from .conftest import candidates


def assert_valid(messages: list[Message]) -> None:
    """Roles alternate from a user message, and tool calls and results pair up."""
    assert messages and messages[0]["role"] == "user"
    for prev, cur in zip(messages, messages[1:], strict=False):
        assert prev["role"] != cur["role"], (prev, cur)
    for i, message in enumerate(messages):
        if message["role"] != "assistant" or not isinstance(message["content"], list):
            continue
        uses = [b["id"] for b in message["content"] if b.get("type") == "tool_use"]
        if uses:
            results = [b["tool_use_id"] for b in messages[i + 1]["content"]
                       if b.get("type") == "tool_result"]
            assert results == uses


def turn(n: int, output_chars: int) -> list[Message]:
    return [
        {"role": "user", "content": f"request {n}"},
        {"role": "assistant", "content": [{"type": "tool_use", "id": f"t{n}", "name": "bash",
                                           "input": {"command": f"cat log{n}"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{n}",
                                      "content": f"out{n} " + "x" * output_chars}]},
        {"role": "assistant", "content": [{"type": "text", "text": f"answer {n}"}]},
    ]


def test_nothing_happens_under_the_budget():
    messages = turn(1, 100)
    assert Compactor(budget=10_000).compact(messages) is None
    assert messages == turn(1, 100)


def test_old_tool_output_is_shortened_first_and_recent_kept_whole():
    messages = [m for n in range(6) for m in turn(n, 3_000)]
    asked: list[str] = []
    compactor = Compactor(budget=18_000, summarize=lambda text: asked.append(text) or "S",
                          keep_results=2)
    report = compactor.compact(messages)
    assert report is not None and report.shortened == 4 and report.summarized_turns == 0
    assert asked == []  # shortening was enough: no model call
    results = [m["content"][0]["content"] for m in messages if m["role"] == "user"
               and isinstance(m["content"], list)]
    assert all("shortened to save context" in r for r in results[:4])
    assert all(len(r) > 3_000 for r in results[4:])
    assert size(messages) <= 18_000 * 0.6
    assert_valid(messages)


def test_oldest_turns_are_summarized_when_shortening_is_not_enough():
    messages = []
    for n in range(8):
        messages += [{"role": "user", "content": f"request {n} " + "y" * 3_000},
                     {"role": "assistant", "content": [{"type": "text", "text": f"answer {n}"}]}]
    asked: list[str] = []
    compactor = Compactor(budget=12_000,
                          summarize=lambda text: asked.append(text) or "we did 0..5")
    report = compactor.compact(messages)
    assert report is not None and report.summarized_turns >= 4
    assert "request 0" in asked[0] and "answer 0" in asked[0]
    first = messages[0]["content"]
    assert first[0]["text"] == f"{SUMMARY_PREFIX}\nwe did 0..5"
    assert messages[-2]["content"].startswith("request 7")  # the last turns are whole
    assert size(messages) <= 12_000
    assert_valid(messages)


def test_a_failing_summary_call_falls_back_to_the_users_requests():
    messages = [m for n in range(6) for m in turn(n, 200)]
    for m in messages:
        if m["role"] == "user" and isinstance(m["content"], str):
            m["content"] += " " + "z" * 2_000

    def broken(text: str) -> str:
        raise RuntimeError("model down")

    Compactor(budget=6_000, summarize=broken, keep_results=1).compact(messages)
    summary = messages[0]["content"][0]["text"]
    assert summary.startswith(SUMMARY_PREFIX) and "- request 0" in summary
    assert_valid(messages)


def test_long_session_compacts_but_memory_stays_in_the_system_prompt(make_session, project):
    def answer(system: str, messages: list[Message], tools: list) -> object:
        if system.startswith(SELECT_SYSTEM):
            return "[0]"
        if system.startswith(EXTRACTION_SYSTEM):
            return candidates()
        if system.startswith(SUMMARY_SYSTEM):
            return "The user asked where build output goes, several times."
        last = messages[-1]["content"]
        if isinstance(last, list) and last[0].get("type") == "tool_result":
            return "build/"
        return tool_call("bash", {"command": "cat big.log"})

    model = ScriptedProvider(*[answer] * 60)
    session = make_session(model, mode="both", context_chars=20_000)
    session.memory.project.upsert(Record("build-dir", "构建输出在 build/ 目录", "project",
                                         "构建输出在 build/ 目录"))
    (project / "big.log").write_text("line\n" * 3_000)
    for n in range(8):
        assert session.run(f"构建输出在哪里? 第 {n} 次").text == "build/"
        session.writer.wait(timeout=60)
    chat_calls = [c for c in model.calls if c.tools]
    summaries = [c for c in model.calls if c.system.startswith(SUMMARY_SYSTEM)]
    assert len(chat_calls) == 16 and summaries
    # Memory is in every request's system prompt, before and after compaction.
    assert all("构建输出在 build/ 目录" in c.system for c in chat_calls)
    assert all(size(c.messages) < 20_000 for c in chat_calls)
    assert SUMMARY_PREFIX in str(chat_calls[-1].messages[0])
    for call in chat_calls:
        assert_valid(call.messages)
