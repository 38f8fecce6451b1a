"""Provider adapters with the real SDK clients against local wire-format servers.

The servers (tests/wire_servers.py) speak the Anthropic Messages and OpenAI
chat-completions formats, so these tests check what goes over the wire — request bodies,
SSE parsing, retries, timeouts — and what comes back, with no network and no key.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass

import pytest
from waiting import wait_for
from wire_servers import AnthropicWireServer, OpenAIWireServer, RawArguments

from memdir.foundation.errors import MissingExtraError, NeedsKeyError, ProviderError
from memdir.providers import OFFLINE_MESSAGE, OfflineProvider, get_provider
from memdir.providers.anthropic import DEFAULT_MODEL as ANTHROPIC_DEFAULT
from memdir.providers.anthropic import AnthropicProvider
from memdir.providers.base import Provider, SystemBlock, ToolCall, ToolSpec
from memdir.providers.openai import OLLAMA_BASE_URL, OllamaProvider, OpenAIProvider, chat_messages

USER = [{"role": "user", "content": "hi"}]
WEATHER = ToolSpec("get_weather", "Current weather for a city.",
                   {"type": "object", "properties": {"city": {"type": "string"}},
                    "required": ["city"]})


@dataclass
class Wire:
    """A wire server and a way to build the matching provider pointed at it."""

    kind: str
    server: AnthropicWireServer | OpenAIWireServer

    def provider(self, **overrides) -> Provider:
        options = {"base_url": self.server.url, "timeout": 60.0, "max_retries": 2,
                   "retry_backoff": 0.01, **overrides}
        cls = AnthropicProvider if self.kind == "anthropic" else OpenAIProvider
        return cls(api_key="test-key", **options)


@pytest.fixture(params=["anthropic", "openai"])
def wire(request):
    server_cls = AnthropicWireServer if request.param == "anthropic" else OpenAIWireServer
    with server_cls() as server:
        yield Wire(request.param, server)


@pytest.fixture
def anthropic_wire():
    with AnthropicWireServer() as server:
        yield Wire("anthropic", server)


@pytest.fixture
def openai_wire():
    with OpenAIWireServer() as server:
        yield Wire("openai", server)


def _sse(event: str | None, data: dict) -> str:
    return (f"event: {event}\n" if event else "") + f"data: {json.dumps(data)}\n\n"


# The start of a streamed answer whose end never comes: one text delta and no stop.
PARTIAL_STREAM = {
    "anthropic": (
        _sse("message_start", {"type": "message_start", "message": {
            "id": "msg_1", "type": "message", "role": "assistant", "model": "m",
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1}}})
        + _sse("content_block_start", {"type": "content_block_start", "index": 0,
                                       "content_block": {"type": "text", "text": ""}})
        + _sse("content_block_delta", {"type": "content_block_delta", "index": 0,
                                       "delta": {"type": "text_delta", "text": "Hel"}})),
    "openai": _sse(None, {"id": "c1", "object": "chat.completion.chunk", "created": 1,
                          "model": "m", "choices": [{"index": 0, "delta": {"content": "Hel"},
                                                     "finish_reason": None}]}),
}


# -- answers -----------------------------------------------------------------------------


def test_text_answer(wire):
    wire.server.answer("Hello there.")
    response = wire.provider(model="test-model").chat("Be brief.", USER, max_tokens=77)

    assert response.text == "Hello there."
    assert response.tool_calls == [] and response.stop_reason == "end_turn"
    assert response.usage["input_tokens"] == 10 and response.usage["output_tokens"] == 5
    body = wire.server.requests[0].json
    assert body["model"] == "test-model" and "stream" not in body
    assert body["messages"][-1] == {"role": "user", "content": "hi"}
    assert body.get("max_tokens") == 77


def test_streaming_passes_deltas_in_order(wire):
    deltas = ["Hel", "lo, ", "wor", "ld!"]
    wire.server.answer(deltas)
    received: list[str] = []
    response = wire.provider().chat("sys", USER, on_text=received.append)

    assert received == deltas
    assert response.text == "Hello, world!"
    assert wire.server.requests[0].json["stream"] is True


def test_streamed_tool_calls_are_assembled(wire):
    calls = [ToolCall("call_a", "get_weather", {"city": "Paris", "units": ["C", "F"]}),
             ToolCall("call_b", "get_weather", {"city": "Oslo"})]
    wire.server.answer("Checking both.", tool_calls=calls)
    received: list[str] = []
    response = wire.provider().chat("sys", USER, tools=[WEATHER], on_text=received.append)

    assert response.tool_calls == calls
    assert response.stop_reason == "tool_use"
    assert "".join(received) == response.text == "Checking both."


def test_malformed_json_body_is_a_provider_error(wire):
    wire.server.raw(200, '{"id": "x", "content": [')
    with pytest.raises(ProviderError, match="not valid JSON"):
        wire.provider().chat("sys", USER)
    assert len(wire.server.requests) == 1  # not retried: the server would say it again


def test_rate_limit_is_retried_after_the_servers_wait(wire):
    wire.server.error(429, "Too many requests", headers={"retry-after": "0.2"})
    wire.server.answer("finally")
    start = time.perf_counter()
    assert wire.provider().chat("sys", USER).text == "finally"
    assert time.perf_counter() - start >= 0.2  # honoured retry-after, not the 10 ms backoff
    assert len(wire.server.requests) == 2
    assert wire.server.requests[0].body == wire.server.requests[1].body


def test_rate_limit_with_a_long_wait_fails_at_once(wire):
    wire.server.error(429, "Quota exceeded", headers={"retry-after": "3600"})
    with pytest.raises(ProviderError, match=r"rate limiting requests \(429\): Quota exceeded; "
                                            r"it asks to wait 3600 s\.$"):
        wire.provider().chat("sys", USER)
    assert len(wire.server.requests) == 1


def test_server_error_then_success(wire):
    wire.server.error(500, "Internal error")
    wire.server.error(503, "Overloaded")
    wire.server.answer("ok")
    assert wire.provider().chat("sys", USER).text == "ok"
    assert len(wire.server.requests) == 3


def test_persistent_server_error_gives_up_with_one_sentence(wire):
    for _ in range(3):
        wire.server.error(500, "Internal error")
    with pytest.raises(ProviderError) as caught:
        wire.provider().chat("sys", USER)
    message = str(caught.value)
    assert "returned 500 after 2 retries: Internal error." in message
    assert message.endswith("Internal error.") and "\n" not in message
    assert len(wire.server.requests) == 3


def test_timeout_is_a_provider_error_and_not_retried(wire):
    # The answer would come after 60 s: the error well before shows the timeout ended the
    # wait (a loaded machine may take more than the 0.3 s to raise it, never a minute).
    wire.server.answer("too late", delay=60)
    start = time.perf_counter()
    with pytest.raises(ProviderError, match=r"did not answer within 0\.3 s"):
        wire.provider(timeout=0.3).chat("sys", USER)
    assert time.perf_counter() - start < 30
    # The server's thread records a request when it has read it: on a loaded machine
    # that may be after the client gave up. One comes, and no second after it: a retry
    # would have been sent before chat() raised, so a second is all it takes to read it.
    assert wait_for(lambda: len(wire.server.requests) >= 1, 30)
    assert not wait_for(lambda: len(wire.server.requests) > 1, 1)


def test_timeout_while_streaming(wire):
    wire.server.answer("slow words", chunk_delay=2)
    with pytest.raises(ProviderError, match="did not answer within"):
        wire.provider(timeout=0.3).chat("sys", USER, on_text=lambda _: None)


def test_rejected_key_says_which_variable_to_check(wire):
    wire.server.error(401, "invalid x-api-key")
    variable = "ANTHROPIC_API_KEY" if wire.kind == "anthropic" else "OPENAI_API_KEY"
    with pytest.raises(ProviderError, match=rf"refused the credentials \(401: invalid x-api-key\)"
                                            rf"; check {variable}\."):
        wire.provider().chat("sys", USER)
    assert len(wire.server.requests) == 1


def test_unknown_model_points_at_memdir_model(wire):
    wire.server.error(404, "model not found")
    with pytest.raises(ProviderError, match="check the model name 'nope'.*MEMDIR_MODEL"):
        wire.provider(model="nope").chat("sys", USER)


def test_refused_connection_is_retried_then_reported(wire):
    provider = wire.provider(base_url="http://127.0.0.1:9")
    with pytest.raises(ProviderError, match=r"connection to .* at http://127\.0\.0\.1:9.* "
                                            r"failed after 2 retries"):
        provider.chat("sys", USER)


def test_stream_cut_short_is_not_mistaken_for_an_answer(wire):
    wire.server.raw(200, PARTIAL_STREAM[wire.kind], content_type="text/event-stream")
    with pytest.raises(ProviderError, match="ended the stream before the answer was complete"):
        wire.provider().chat("sys", USER, on_text=lambda _: None)


def test_streamed_text_is_never_retried(wire):
    # The connection drops after some text has been shown: a retry would show it twice.
    wire.server.raw(200, PARTIAL_STREAM[wire.kind], content_type="text/event-stream",
                    headers={"content-length": "100000"})
    wire.server.answer("Hello again")
    received: list[str] = []
    with pytest.raises(ProviderError, match="failed"):
        wire.provider().chat("sys", USER, on_text=received.append)
    assert received == ["Hel"]
    assert len(wire.server.requests) == 1 and wire.server.pending == 1


def test_failure_before_any_text_is_retried_when_streaming(wire):
    wire.server.error(529 if wire.kind == "anthropic" else 502, "Overloaded")
    wire.server.answer("ok")
    received: list[str] = []
    assert wire.provider().chat("sys", USER, on_text=received.append).text == "ok"
    assert "".join(received) == "ok"


# -- Anthropic specifics -----------------------------------------------------------------


def test_anthropic_marks_the_cached_system_block(anthropic_wire):
    anthropic_wire.server.answer("ok")
    system = [SystemBlock("policy and memories", cache=True), SystemBlock("today's notes"),
              SystemBlock("", cache=False)]
    anthropic_wire.provider().chat(system, USER)

    body = anthropic_wire.server.requests[0].json
    assert body["system"] == [
        {"type": "text", "text": "policy and memories", "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": "today's notes"},
    ]
    headers = anthropic_wire.server.requests[0].headers
    assert "test-key" in headers.get("x-api-key", "") + headers.get("authorization", "")


def test_anthropic_tool_use_round_trip(anthropic_wire):
    server = anthropic_wire.server
    server.answer("Let me check.", tool_calls=[ToolCall("toolu_1", "get_weather",
                                                        {"city": "Paris"})])
    server.answer("It is sunny in Paris.")
    provider = anthropic_wire.provider()
    messages = [{"role": "user", "content": "Weather in Paris?"}]

    first = provider.chat("sys", messages, tools=[WEATHER])
    assert first.tool_calls == [ToolCall("toolu_1", "get_weather", {"city": "Paris"})]
    messages += [first.as_message(),
                 {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1",
                                               "content": "sunny, 21 C"}]}]
    assert provider.chat("sys", messages, tools=[WEATHER]).text == "It is sunny in Paris."

    sent = server.requests[1].json
    assert sent["tools"] == [{"name": "get_weather", "description": WEATHER.description,
                              "input_schema": WEATHER.input_schema}]
    assert sent["messages"][1] == {"role": "assistant", "content": [
        {"type": "text", "text": "Let me check."},
        {"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"city": "Paris"}},
    ]}
    assert sent["messages"][2]["content"][0] == {
        "type": "tool_result", "tool_use_id": "toolu_1", "content": "sunny, 21 C"}


def test_anthropic_error_event_inside_a_stream(anthropic_wire):
    body = PARTIAL_STREAM["anthropic"] + _sse("error", {
        "type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}})
    anthropic_wire.server.raw(200, body, content_type="text/event-stream")
    with pytest.raises(ProviderError, match="reported an error while answering: Overloaded"):
        anthropic_wire.provider().chat("sys", USER, on_text=lambda _: None)


def test_anthropic_default_model_and_env_override(monkeypatch):
    assert AnthropicProvider(api_key="k").model == ANTHROPIC_DEFAULT
    monkeypatch.setenv("MEMDIR_MODEL", "claude-from-env")
    assert AnthropicProvider(api_key="k").model == "claude-from-env"
    assert AnthropicProvider("explicit", api_key="k").model == "explicit"


# -- OpenAI specifics --------------------------------------------------------------------


def test_openai_tool_use_round_trip_sends_tool_messages(openai_wire):
    server = openai_wire.server
    server.answer("", tool_calls=[ToolCall("call_1", "get_weather", {"city": "Paris"}),
                                  ToolCall("call_2", "get_weather", {"city": "Oslo"})])
    server.answer("Sunny in Paris; Oslo failed.")
    provider = openai_wire.provider()
    messages = [{"role": "user", "content": "Weather in Paris and Oslo?"}]

    first = provider.chat("Be brief.", messages, tools=[WEATHER])
    assert [c.id for c in first.tool_calls] == ["call_1", "call_2"]
    assert first.stop_reason == "tool_use" and first.text == ""
    messages += [first.as_message(), {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "call_1", "content": "sunny"},
        {"type": "tool_result", "tool_use_id": "call_2", "is_error": True,
         "content": [{"type": "text", "text": "station offline"}]},
    ]}]
    provider.chat("Be brief.", messages, tools=[WEATHER])

    sent = server.requests[1].json
    assert sent["tools"] == [{"type": "function", "function": {
        "name": "get_weather", "description": WEATHER.description,
        "parameters": WEATHER.input_schema}}]
    assert sent["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Weather in Paris and Oslo?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}},
            {"id": "call_2", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "sunny"},
        {"role": "tool", "tool_call_id": "call_2", "content": "Error: station offline"},
    ]
    # A compatible server: `max_tokens`, which they all accept.
    assert sent["max_tokens"] == 1024 and "max_completion_tokens" not in sent


def test_chat_messages_orders_tool_results_before_text():
    system = [SystemBlock("stable", cache=True), SystemBlock("volatile")]
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "calling"},
                                          {"type": "tool_use", "id": "t1", "name": "x",
                                           "input": {"k": "ü"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "r"},
                                     {"type": "text", "text": "and then?"}]},
    ]
    assert chat_messages(system, messages) == [
        {"role": "system", "content": "stable\n\nvolatile"},
        {"role": "user", "content": "a\n\nb"},
        {"role": "assistant", "content": "calling", "tool_calls": [
            {"id": "t1", "type": "function",
             "function": {"name": "x", "arguments": '{"k": "ü"}'}}]},
        {"role": "tool", "tool_call_id": "t1", "content": "r"},
        {"role": "user", "content": "and then?"},
    ]


def test_openai_empty_arguments_mean_no_input(openai_wire):
    openai_wire.server.raw(200, json.dumps({
        "id": "c1", "object": "chat.completion", "created": 1, "model": "m",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {
            "role": "assistant", "content": None, "tool_calls": [{
                "type": "function", "function": {"name": "now", "arguments": ""}}]}}]}))
    response = openai_wire.provider().chat("sys", USER)
    call = response.tool_calls[0]
    assert (call.name, call.input, response.stop_reason) == ("now", {}, "tool_use")
    assert call.id  # made up when the server sends none, so a tool_result can refer to it


def test_openai_local_server_needs_no_key(openai_wire, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", openai_wire.server.url)
    openai_wire.server.answer("local answer")
    provider = OpenAIProvider(max_retries=0)
    assert provider.chat("sys", USER).text == "local answer"
    # The SDK refuses an empty key, so a placeholder goes to servers that ignore it.
    assert openai_wire.server.requests[0].headers["authorization"] == "Bearer memdir-no-key"


# -- get_provider ------------------------------------------------------------------------


def test_no_key_means_offline():
    provider = get_provider()
    assert isinstance(provider, OfflineProvider)
    assert provider.capabilities.offline and provider.name == "offline"
    with pytest.raises(ProviderError) as caught:
        provider.complete("sys", USER)
    assert str(caught.value) == OFFLINE_MESSAGE
    assert str(caught.value).startswith("No model is configured: set ANTHROPIC_API_KEY")


@pytest.mark.parametrize(("keys", "expected"), [
    ({"ANTHROPIC_API_KEY": "a"}, "anthropic"),
    ({"OPENAI_API_KEY": "o"}, "openai"),
    ({"ANTHROPIC_API_KEY": "a", "OPENAI_API_KEY": "o"}, "anthropic"),
])
def test_auto_selection_follows_the_keys(monkeypatch, keys, expected):
    for name, value in keys.items():
        monkeypatch.setenv(name, value)
    provider = get_provider()
    assert provider.name == expected and provider.capabilities.offline is False


def test_memdir_provider_env_and_argument(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "a")
    monkeypatch.setenv("OPENAI_API_KEY", "o")
    monkeypatch.setenv("MEMDIR_PROVIDER", "openai")
    assert get_provider().name == "openai"
    assert get_provider("claude").name == "anthropic"  # the argument wins; alias accepted
    assert get_provider("OFFLINE").name == "offline"


def test_explicit_anthropic_without_key_names_the_variable(monkeypatch):
    monkeypatch.setenv("MEMDIR_PROVIDER", "anthropic")
    with pytest.raises(NeedsKeyError, match=r"^The anthropic provider needs an API key: set "
                                            r"ANTHROPIC_API_KEY\.$"):
        get_provider()


def test_explicit_openai_needs_a_key_only_for_the_public_api(monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL")
    with pytest.raises(NeedsKeyError, match=r"set OPENAI_API_KEY \(or OPENAI_BASE_URL"):
        get_provider("openai")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    assert get_provider("openai").base_url == "http://127.0.0.1:9/v1"


def test_ollama_needs_no_key_and_has_a_local_default(monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL")
    provider = get_provider("ollama")
    assert isinstance(provider, OllamaProvider)
    assert (provider.name, provider.base_url, provider.model) == (
        "ollama", OLLAMA_BASE_URL, "llama3.2")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://gpu-box:8000/v1")
    assert get_provider("ollama", model="qwen3").base_url == "http://gpu-box:8000/v1"
    assert get_provider("ollama", model="qwen3").model == "qwen3"


def test_model_argument_beats_env(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "o")
    monkeypatch.setenv("MEMDIR_MODEL", "from-env")
    assert get_provider("openai").model == "from-env"
    assert get_provider("openai", model="from-arg").model == "from-arg"


def test_unknown_provider_lists_the_choices():
    with pytest.raises(ProviderError, match="Unknown provider 'gemini': choose one of "
                                            "anthropic, openai, ollama, offline"):
        get_provider("gemini")


@pytest.mark.parametrize("package", ["anthropic", "openai"])
def test_missing_sdk_names_the_extra(monkeypatch, package):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "a")
    monkeypatch.setenv("OPENAI_API_KEY", "o")
    monkeypatch.setitem(sys.modules, package, None)  # makes `import <package>` fail
    with pytest.raises(MissingExtraError, match=rf"pip install 'memdir\[{package}\]'"):
        get_provider(package)


def test_importing_providers_imports_no_sdk():
    code = ("import sys, memdir, memdir.providers, memdir.testing\n"
            "from memdir.providers import anthropic, openai\n"
            "loaded = sorted({'anthropic', 'openai', 'httpx2'} & set(sys.modules))\n"
            "print(','.join(loaded))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == ""


def test_native_tool_type_goes_native_to_anthropic_and_as_a_function_elsewhere(wire):
    memory = ToolSpec("memory", "Persistent memory.", {"type": "object", "properties": {}},
                      native_type="memory_20250818")
    wire.server.answer("ok")
    wire.provider().chat("sys", USER, tools=[memory, WEATHER])
    tools = wire.server.requests[-1].json["tools"]
    if wire.kind == "anthropic":
        assert tools[0] == {"type": "memory_20250818", "name": "memory"}
        assert tools[1]["name"] == "get_weather" and "input_schema" in tools[1]
    else:
        assert [t["function"]["name"] for t in tools] == ["memory", "get_weather"]
        assert tools[0]["function"]["parameters"] == {"type": "object", "properties": {}}


# --- where the shared failure rules live ---------------------------------------------------

def test_the_retry_rules_live_in_their_own_module_and_stay_importable_from_the_package():
    import memdir.providers as package
    from memdir.providers import retry

    assert package.RetryPolicy is retry.RetryPolicy
    assert package.describe_failure is retry.describe_failure


@pytest.mark.parametrize("adapter", ["anthropic", "openai"])
def test_an_adapter_does_not_import_its_own_package(adapter):
    # The package imports the adapters lazily in get_provider; an adapter importing the
    # package back ("from . import RetryPolicy") is an import cycle waiting to bite.
    import ast
    import importlib

    module = importlib.import_module(f"memdir.providers.{adapter}")
    tree = ast.parse(open(module.__file__, encoding="utf-8").read())
    parents = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
               and node.level == 1 and node.module is None]
    assert parents == []


def test_has_model_is_the_one_test_for_the_offline_path():
    from memdir.providers.base import Capabilities, has_model
    from memdir.testing import ScriptedProvider

    assert not has_model(None)
    assert not has_model(OfflineProvider())
    assert not has_model(ScriptedProvider(capabilities=Capabilities(offline=True)))
    assert has_model(ScriptedProvider())


# --- a tool call whose input cannot be read ------------------------------------------
# The OpenAI adapter raised ProviderError on arguments that were not a JSON object, which
# ended the turn; the Anthropic one ran the tool on {}. Both now answer with one error.

@pytest.mark.parametrize(("sent", "why"), [('{"city": "Par', "is not valid JSON"),
                                           ('["Paris"]', "is not a JSON object")])
@pytest.mark.parametrize("stream", [False, True])
def test_unreadable_tool_input_is_a_call_carrying_one_error(wire, sent, why, stream):
    if wire.kind == "anthropic" and why == "is not valid JSON":
        sent = '"Paris"'  # the Messages API sends JSON: its bad input is one not an object
        why = "is not a JSON object"
    wire.server.answer("Checking.", tool_calls=[
        ToolCall("call_a", "get_weather", RawArguments(sent)),
        ToolCall("call_b", "get_weather", {"city": "Oslo"})])
    response = wire.provider().chat("sys", USER, tools=[WEATHER],
                                    on_text=(lambda _: None) if stream else None)
    bad, good = response.tool_calls
    assert (bad.id, bad.name, bad.input) == ("call_a", "get_weather", {})
    assert bad.error.startswith(f"The input of this call to tool 'get_weather' {why}")
    assert bad.error.endswith("Nothing was run; call the tool again with its input as one "
                              "JSON object.")
    assert good == ToolCall("call_b", "get_weather", {"city": "Oslo"})  # no error
    assert response.stop_reason == "tool_use"
    assert bad.result(bad.error, is_error=True) == {
        "type": "tool_result", "tool_use_id": "call_a", "content": bad.error,
        "is_error": True}
