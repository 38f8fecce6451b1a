"""ScriptedProvider: the fake model every test above the provider seam relies on."""

from __future__ import annotations

import threading
import time

import pytest

from memdir.foundation.errors import ProviderError
from memdir.providers.base import Capabilities, Response, SystemBlock, ToolCall, ToolSpec
from memdir.testing import ScriptedProvider, tool_call

USER = [{"role": "user", "content": "hi"}]


def test_answers_in_order_and_records_each_request():
    model = ScriptedProvider("first", "second")
    tools = [ToolSpec("memory", "Read and write memories.", {"type": "object"})]

    assert model.chat("be brief", USER, tools=tools, max_tokens=50).text == "first"
    assert model.complete([SystemBlock("a", cache=True), SystemBlock("b")], USER) == "second"

    first, second = model.calls
    assert first.system == "be brief"
    assert first.system_blocks == [SystemBlock("be brief")]
    assert first.tools == tools and first.tool_names == ["memory"]
    assert first.max_tokens == 50 and not first.streamed
    assert second.system == "a\n\nb"
    assert second.system_blocks[0].cache and not second.system_blocks[1].cache
    assert second.tools == []
    model.assert_complete()


def test_messages_are_recorded_as_a_deep_copy():
    model = ScriptedProvider("ok")
    messages = [{"role": "user", "content": [{"type": "text", "text": "original"}]}]
    model.chat("", messages)
    messages[0]["content"][0]["text"] = "changed later"
    messages.append({"role": "assistant", "content": "x"})
    assert model.last_call.messages == [
        {"role": "user", "content": [{"type": "text", "text": "original"}]}]
    assert model.last_call.last_user_text == "original"


def test_tool_calls_and_responses_are_answers():
    call = ToolCall("t1", "memory", {"command": "view"})
    both = [tool_call("a"), tool_call("b", {"x": 1})]
    canned = Response("done", stop_reason="max_tokens", usage={"output_tokens": 3})
    model = ScriptedProvider(call, both, canned)

    first = model.chat("", USER)
    assert first.tool_calls == [call] and first.stop_reason == "tool_use" and first.text == ""
    second = model.chat("", USER)
    assert [c.name for c in second.tool_calls] == ["a", "b"]
    assert second.tool_calls[1].input == {"x": 1}
    assert second.tool_calls[0].id != second.tool_calls[1].id
    assert model.chat("", USER) is canned


def test_queued_exception_is_raised_then_the_queue_goes_on():
    model = ScriptedProvider(ProviderError("model down"), "recovered")
    with pytest.raises(ProviderError, match="model down"):
        model.chat("", USER)
    assert model.chat("", USER).text == "recovered"
    assert len(model.calls) == 2


def test_callable_answers_from_the_request():
    def echo(system, messages, tools):
        return f"{system}:{messages[-1]['content']}:{len(tools)}"

    model = ScriptedProvider(echo, lambda s, m, t: lambda s2, m2, t2: [tool_call("deep")])
    assert model.chat("sys", USER).text == "sys:hi:0"
    assert model.chat("sys", USER).tool_calls[0].name == "deep"


def test_callable_returning_nonsense_is_a_type_error():
    model = ScriptedProvider(lambda s, m, t: 42)
    with pytest.raises(TypeError, match="cannot answer with 42"):
        model.chat("", USER)


@pytest.mark.parametrize("bad", [None, 3, {"text": "x"}, [ToolCall("a", "b", {}), "x"]])
def test_unsupported_items_are_refused_when_queued(bad):
    with pytest.raises(TypeError, match="cannot answer with"):
        ScriptedProvider().enqueue(bad)


def test_exception_class_is_refused_with_a_hint():
    with pytest.raises(TypeError, match=r"ProviderError\('...'\)"):
        ScriptedProvider(ProviderError)


def test_empty_queue_fails_with_the_request_in_the_message():
    model = ScriptedProvider("only one")
    model.chat("", USER)
    with pytest.raises(AssertionError, match=r"call #2 .* no answer queued.*'hi'"):
        model.chat("", USER)


def test_assert_complete_names_the_unused_answers():
    model = ScriptedProvider("used", "never asked", tool_call("memory"))
    model.chat("", USER)
    with pytest.raises(AssertionError, match=r"2 unused answers after 1 call: "
                                             r"'never asked', tool call 'memory'"):
        model.assert_complete()
    assert model.remaining == 2


def test_on_text_receives_the_text_in_chunks():
    model = ScriptedProvider("The quick brown fox jumps.", "")
    chunks: list[str] = []
    response = model.chat("", USER, on_text=chunks.append)
    assert len(chunks) > 1 and "".join(chunks) == response.text
    assert model.last_call.streamed
    chunks.clear()
    model.chat("", USER, on_text=chunks.append)
    assert chunks == []  # no empty deltas


def test_delay_is_spent_in_each_call():
    model = ScriptedProvider("a", delay=0.05)
    start = time.perf_counter()
    model.chat("", USER)
    assert time.perf_counter() - start >= 0.05


def test_attributes_for_callers_that_branch_on_them():
    model = ScriptedProvider(model="m1")
    assert (model.name, model.model, model.capabilities.offline) == ("scripted", "m1", False)
    assert ScriptedProvider(capabilities=Capabilities(native_memory_tool=True)) \
        .capabilities.native_memory_tool
    with pytest.raises(AssertionError, match="never called"):
        _ = model.last_call


def test_concurrent_calls_each_get_one_answer():
    model = ScriptedProvider(*[str(i) for i in range(50)])
    answers: list[str] = []
    lock = threading.Lock()

    def worker():
        for _ in range(10):
            text = model.chat("", USER).text
            with lock:
                answers.append(text)

    threads = [threading.Thread(target=worker) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers, key=int) == [str(i) for i in range(50)]
    model.assert_complete()
