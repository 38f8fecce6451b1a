"""The examples of docs/python-api.md run as written, with the real SDKs, against local
servers that speak the Anthropic and OpenAI wire formats (tests/wire_servers.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from wire_servers import AnthropicWireServer, OpenAIWireServer, RawArguments

from memdir.providers.base import ToolCall
from memdir.store import FileStore

DOC = Path(__file__).resolve().parents[2] / "docs" / "python-api.md"
CANDIDATE = json.dumps([{
    "name": "reply-in-french", "description": "Always answer the user in French",
    "type": "feedback", "body": "The user asked for French answers from now on.",
    "scope": "persistent", "quote": "From now on, always answer in French."}])


def examples() -> list[str]:
    return re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), re.S)


def run_example(code: str) -> dict:
    namespace: dict = {"__name__": "__main__"}
    exec(compile(code, str(DOC), "exec"), namespace)  # noqa: S102 - our own documentation
    return namespace


def system_of(request: dict) -> str:
    """The system prompt of a request, in either wire format, as one string."""
    if "system" in request:
        system = request["system"]
        return system if isinstance(system, str) else "\n".join(b["text"] for b in system)
    return "\n".join(m["content"] for m in request["messages"] if m["role"] == "system")


def test_the_doc_has_the_three_examples_each_under_20_lines_of_agent_code():
    codes = examples()
    assert len(codes) == 3
    for code in codes:
        logic = [ln for ln in code.splitlines()
                 if ln.strip() and not ln.lstrip().startswith(("#", "import ", "from "))]
        assert len(logic) <= 20, code


def test_anthropic_example_remembers_across_turns(project, monkeypatch, capsys):
    with AnthropicWireServer() as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        server.answer("D'accord.")       # the agent's answer (empty store: no selection)
        server.answer(CANDIDATE)         # memdir's extraction
        namespace = run_example(examples()[0])
        assert capsys.readouterr().out == "D'accord.\n"
        assert FileStore(project / ".memory").get("reply-in-french").type == "feedback"

        server.answer("[0]")             # next turn: memdir's selection picks the record
        server.answer("Il est midi.")
        server.answer("[]")
        assert namespace["ask"]("What time is it?") == "Il est midi."
        main = server.requests[-2].json
        assert "Always answer the user in French" in system_of(main)
        assert any("cache_control" in block for block in main["system"])
        assert server.pending == 0


def test_openai_example_remembers_across_turns(project, monkeypatch, capsys):
    with OpenAIWireServer() as server:
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)
        server.answer("D'accord.")
        server.answer(CANDIDATE)
        namespace = run_example(examples()[1])
        assert capsys.readouterr().out == "D'accord.\n"
        assert FileStore(project / ".memory").find("reply-in-french") is not None

        server.answer("[0]")
        server.answer("Il est midi.")
        server.answer("[]")
        assert namespace["ask"]("What time is it?") == "Il est midi."
        assert "Always answer the user in French" in system_of(server.requests[-2].json)
        assert server.pending == 0


def test_seed_style_loop_runs_tools_then_remembers(project, monkeypatch, capsys):
    quiet = json.dumps([{"name": "pytest-quiet", "description": "Run the tests with pytest -q",
                         "type": "feedback", "body": "", "scope": "persistent",
                         "quote": "From now on, run the tests with pytest -q."}])
    with AnthropicWireServer() as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        server.answer(tool_calls=[ToolCall("toolu_1", "bash", {"command": "echo hello"})])
        server.answer("Noted: pytest -q.")
        server.answer(quiet)
        run_example(examples()[2])
        assert capsys.readouterr().out == "Noted: pytest -q.\n"
        second = server.requests[1].json
        result = second["messages"][-1]["content"][0]
        assert result["type"] == "tool_result" and result["content"].strip() == "hello"
        assert system_of(second) == system_of(server.requests[0].json)  # same all turn
        assert FileStore(project / ".memory").find("pytest-quiet") is not None


@pytest.mark.parametrize(("kind", "sent", "said"), [
    ("anthropic", {}, "Call bash with a 'command' string."),
    ("anthropic", {"command": ["ls"]}, "Call bash with a 'command' string."),
    ("openai", RawArguments('{"command": "ls'), "The input of this call to tool 'bash' is "
                                                "not valid JSON"),
])
def test_seed_style_loop_answers_unusable_input_with_an_error(project, monkeypatch, capsys,
                                                              kind, sent, said):
    # `call.input["command"]` raised KeyError when the model left the argument out, and
    # the OpenAI adapter raised on arguments that were not JSON: the turn was lost.
    server_cls = AnthropicWireServer if kind == "anthropic" else OpenAIWireServer
    for name in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "MEMDIR_PROVIDER"):
        monkeypatch.delenv(name, raising=False)
    with server_cls() as server:
        monkeypatch.setenv(f"{kind.upper()}_API_KEY", "test-key")
        monkeypatch.setenv(f"{kind.upper()}_BASE_URL", server.url)
        server.answer(tool_calls=[ToolCall("toolu_1", "bash", sent)])
        server.answer("Sorry, I will pass a command.")
        server.answer("[]")
        run_example(examples()[2])
        assert capsys.readouterr().out == "Sorry, I will pass a command.\n"
        second = server.requests[1].json["messages"]
        if kind == "anthropic":
            result = second[-1]["content"][0]
            assert (result["tool_use_id"], result["is_error"]) == ("toolu_1", True)
            assert result["content"] == said
        else:
            result = next(m for m in second if m["role"] == "tool")
            assert result["content"].startswith(f"Error: {said}")
        assert server.pending == 0


@pytest.fixture(autouse=True)
def _sdks():
    pytest.importorskip("anthropic")
    pytest.importorskip("openai")


def test_the_turn_report_is_described_as_it_is():
    # The doc listed three actions; a write policy that proposes gives a fourth, and the
    # report's `proposed` and `change` were not named.
    from dataclasses import fields
    from typing import get_args

    from memdir.pipeline.admission.policy import Action
    from memdir.service.turn_report import TurnReport

    said = re.search(r"\*\*What it did\.\*\*(.*?)\n- \*\*", DOC.read_text("utf-8"), re.S)[1]
    said = " ".join(said.split())
    assert all(f"`{action}`" in said for action in get_args(Action)), said
    assert all(f"`{field.name}`" in said for field in fields(TurnReport)), said
