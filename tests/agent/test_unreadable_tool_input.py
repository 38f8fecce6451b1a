"""A tool call whose input a model botched (not JSON, not an object) is answered with
one error the model can act on, and the turn goes on: the OpenAI adapter ended the turn
with ProviderError, the Anthropic one ran the tool on an empty input. Real SDK clients,
local servers speaking each wire format."""

from __future__ import annotations

import pytest
from wire_servers import AnthropicWireServer, OpenAIWireServer, RawArguments

from memdir.providers.anthropic import AnthropicProvider
from memdir.providers.base import ToolCall
from memdir.providers.openai import OpenAIProvider

BROKEN = {"anthropic": '"notes.txt"', "openai": '{"path": "notes.txt", "content": "hi'}


@pytest.fixture(params=["anthropic", "openai"])
def wire(request):
    pytest.importorskip(request.param)
    server_cls = AnthropicWireServer if request.param == "anthropic" else OpenAIWireServer
    with server_cls() as server:
        cls = AnthropicProvider if request.param == "anthropic" else OpenAIProvider
        yield request.param, server, cls(api_key="test-key", base_url=server.url,
                                         timeout=60.0, max_retries=0)


def test_bad_input_is_one_error_to_the_model_and_changes_nothing(wire, make_session,
                                                                  project):
    kind, server, provider = wire
    server.answer(tool_calls=[ToolCall("call_1", "write_file", RawArguments(BROKEN[kind]))])
    server.answer(tool_calls=[ToolCall("call_2", "write_file",
                                       {"path": "notes.txt", "content": "hi"})])
    server.answer("Written.")
    session = make_session(provider, mode="pull")
    result = session.run("Write hi to notes.txt")
    assert (result.ok, result.text, result.tool_calls) == (True, "Written.", 1)
    assert server.pending == 0
    second = server.requests[1].json["messages"]
    if kind == "anthropic":
        answer = second[-1]["content"][0]
        assert (answer["tool_use_id"], answer["is_error"]) == ("call_1", True)
        error = answer["content"]
    else:
        answer = next(m for m in second if m["role"] == "tool")
        assert answer["tool_call_id"] == "call_1"
        error = answer["content"].removeprefix("Error: ")
    why = "is not a JSON object" if kind == "anthropic" else "is not valid JSON"
    assert error.startswith(f"The input of this call to tool 'write_file' {why}")
    assert error.endswith("Nothing was run; call the tool again with its input as one JSON "
                          "object.")
    assert (project / "notes.txt").read_text() == "hi"  # written once, by the good call
