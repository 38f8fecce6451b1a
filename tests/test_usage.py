"""Every model call reported once, with the tokens its provider reported."""

from __future__ import annotations

import pytest
from wire_servers import OpenAIWireServer

from memdir.foundation.errors import ProviderError
from memdir.providers.base import Response
from memdir.providers.openai import OpenAIProvider
from memdir.providers.usage import ModelCall, add_listener, ask, listening, metered
from memdir.testing import ScriptedProvider


def test_a_call_is_reported_to_the_process_and_the_context():
    heard, mine = [], []
    stop = add_listener(heard.append)
    try:
        model = ScriptedProvider(Response("ok", usage={"input_tokens": 3, "output_tokens": 2,
                                                       "cache_creation_input_tokens": 7}))
        with listening(mine.append), listening(mine.append):  # nested: heard once
            metered(model, "judge", "sys", [{"role": "user", "content": "hi"}])
    finally:
        stop()
    assert heard == mine
    [call] = mine
    assert (call.provider, call.model, call.purpose, call.outcome) == (
        "scripted", model.model, "judge", "ok")
    assert (call.input_tokens, call.output_tokens, call.cache_write_tokens) == (3, 2, 7)
    assert call.tokens == 12 and call.latency_ms >= 0


def test_a_failed_call_is_reported_and_raised_and_a_bad_listener_changes_nothing():
    calls: list[ModelCall] = []

    def broken(call: ModelCall) -> None:
        raise RuntimeError("listener bug")

    model = ScriptedProvider(ProviderError("down"), "fine")
    with listening(broken), listening(calls.append):
        with pytest.raises(ProviderError, match="down"):
            ask(model, "sys", "hi", 10, "Memory selection", "selection")
        assert ask(model, "sys", "hi", 10, "Memory selection", "selection") == "fine"
    assert [(c.purpose, c.outcome) for c in calls] == [("selection", "error"),
                                                      ("selection", "ok")]


def test_openai_cached_tokens_are_not_counted_twice():
    calls: list[ModelCall] = []
    with OpenAIWireServer() as server, listening(calls.append):
        server.answer("hi", usage={"prompt_tokens": 1000, "completion_tokens": 20,
                                   "prompt_tokens_details": {"cached_tokens": 600}})
        provider = OpenAIProvider("gpt-test", api_key="k", base_url=server.url,
                                  max_retries=0, temperature=0.0)
        response = metered(provider, "answer", "sys", [{"role": "user", "content": "hi"}])
        assert server.requests[0].json["temperature"] == 0.0
    assert response.usage == {"input_tokens": 400, "output_tokens": 20,
                              "cache_read_input_tokens": 600}
    [call] = calls
    assert (call.input_tokens, call.cached_tokens, call.output_tokens) == (400, 600, 20)
