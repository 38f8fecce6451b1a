"""``memdir chat`` through Click's runner: one-shot output, JSON, exit codes, errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.errors import ProviderError
from memdir.providers.offline import OFFLINE_MESSAGE
from memdir.testing import ScriptedProvider, tool_call

from .conftest import PYTEST_MEMORY, candidates


@pytest.fixture
def model(monkeypatch, project):
    scripted = ScriptedProvider()
    monkeypatch.setattr("memdir.cli.chat.make_provider", lambda name, model: scripted)
    return scripted


def chat(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["chat", *args], input=input)


def test_without_a_provider_it_says_so_in_one_sentence(project):
    result = chat("-p", "hi")
    assert result.exit_code == 1
    assert result.output == f"Error: {OFFLINE_MESSAGE}\n"


def test_json_needs_a_prompt(project):
    result = chat("--json")
    assert result.exit_code == 2 and "--json needs -p PROMPT" in result.output


def test_one_shot_prints_the_answer_and_exits_0(model):
    model.enqueue(tool_call("bash", {"command": "echo 3"}), "There are 3.",
                  candidates(PYTEST_MEMORY))
    result = chat("-p", "以后在这个项目里写测试一律用 pytest。数一下?")
    assert result.exit_code == 0, result.output
    assert result.stdout == "There are 3.\n"
    assert "⏺ bash(echo 3)" in result.stderr
    assert "[Memory: stored 1, updated 0, rejected 0]" in result.stderr
    model.assert_complete()


def test_json_transcript(model, project):
    model.enqueue("[0]", "pytest.", candidates())
    from memdir.foundation.record import Record
    from memdir.service.scopes import project_store

    project_store().upsert(Record("prefer-pytest", "Tests use pytest", "feedback"))
    result = chat("-p", "which test framework?", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["result"] == "pytest." and data["stop"] == "end_turn"
    assert data["is_error"] is False and data["steps"] == 1
    assert data["memory"] == {"mode": "both", "recalled": ["prefer-pytest"],
                              "tool": "function"}
    assert data["messages"][0]["content"][0]["text"] == "which test framework?"
    assert data["session"]


def test_prompt_from_stdin(model):
    model.enqueue("echoed", candidates())
    result = chat("-p", "-", input="from stdin\n")
    assert result.exit_code == 0 and model.calls[0].last_user_text == "from stdin\n"


def test_model_failure_is_one_line_and_exit_1(model):
    model.enqueue(ProviderError("The Anthropic API returned 500 after 2 retries: boom."))
    result = chat("-p", "hi")
    assert result.exit_code == 1
    assert result.stderr.endswith(
        "Error: The Anthropic API returned 500 after 2 retries: boom.\n")


def test_destructive_commands_need_yes_in_scripts(model, project):
    (project / "build").mkdir()
    model.enqueue(tool_call("bash", {"command": "rm -rf build"}), "could not", candidates())
    assert chat("-p", "clean", "--mode", "push").exit_code == 0
    assert (project / "build").is_dir()
    assert "--yes" in model.calls[1].messages[-1]["content"][0]["content"]

    model.enqueue(tool_call("bash", {"command": "rm -rf build"}), "cleaned", candidates())
    assert chat("-p", "clean", "--yes", "--mode", "push").exit_code == 0
    assert not (project / "build").exists()


def test_mode_off_and_model_option(monkeypatch, project):
    seen: dict = {}
    scripted = ScriptedProvider("hi")

    def make(name, model):
        seen.update(name=name, model=model)
        return scripted

    monkeypatch.setattr("memdir.cli.chat.make_provider", make)
    result = chat("-p", "hi", "--mode", "off", "--provider", "openai", "--model", "m1")
    assert result.exit_code == 0 and seen == {"name": "openai", "model": "m1"}
    assert "memory" not in scripted.calls[0].tool_names


@pytest.mark.parametrize(("args", "stdin"), [(["-p", ""], None), (["-p", "  \n"], None),
                                             (["-p", "-"], "")])
def test_an_empty_prompt_is_one_sentence_and_exit_1(project, args, stdin):
    # No provider is configured: the empty prompt is reported before anything else.
    result = chat(*args, input=stdin)
    assert result.exit_code == 1
    assert result.output == ("Error: The prompt is empty; give the question after -p "
                             "(or -p - to read it from stdin).\n")
