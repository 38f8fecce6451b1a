"""The REPL: slash commands, cancelled turns, and the wait for memory writing at exit."""

from __future__ import annotations

import io
import threading
from collections.abc import Iterable

import pytest
from rich.console import Console

from memdir.agent.repl import ConsoleEvents, Repl
from memdir.testing import ScriptedProvider, tool_call

from .conftest import PYTEST_MEMORY, candidates


def scripted_input(lines: Iterable[str | BaseException]):
    """An input() replacement: returns lines, raises exceptions, then EOF."""
    pending = list(lines)

    def read(prompt: str = "") -> str:
        if not pending:
            raise EOFError
        item = pending.pop(0)
        if isinstance(item, BaseException):
            raise item
        return item

    return read


def run_repl(session, lines) -> tuple[int, str]:
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    events = ConsoleEvents(console)
    session.agent.events = events
    code = Repl(session, console, events, read=scripted_input(lines)).run()
    return code, out.getvalue()


def test_remember_list_forget(make_session):
    session = make_session(ScriptedProvider(), mode="both")
    code, out = run_repl(session, [
        "/memory",
        "/remember 以后在这个项目里写测试一律用 pytest",
        "/remember for now, skip the slow tests",
        "/memory",
        "/forget nothing-like-this",
    ])
    assert code == 0
    assert "Nothing is remembered yet." in out
    name = session.memories()[0][1].name
    assert f"Remembered as {name}" in out
    assert "Not remembered:" in out and "temporary" in out
    assert name in out.split("Not remembered:")[1]  # listed by the second /memory
    assert "No memory named 'nothing-like-this'" in out

    code, out = run_repl(session, [f"/forget {name}", "/memory"])
    assert f"Forgot {name} (project)" in out and "Nothing is remembered yet." in out


def test_model_help_clear_and_unknown(make_session):
    model = ScriptedProvider("hello", candidates(), candidates())
    session = make_session(model, mode="push")
    code, out = run_repl(session, ["/help", "/model", "/model my-model", "hi", "/clear",
                                   "/frobnicate", "/exit", "never read"])
    assert "/remember TEXT" in out
    assert "Model: scripted-model (scripted)" in out and "Model: my-model" in out
    assert model.model == "my-model"
    assert "New conversation. Memory is kept." in out
    assert "Unknown command /frobnicate" in out
    assert session.agent.messages == []


def test_turn_streams_the_answer_and_tool_lines(make_session):
    model = ScriptedProvider(tool_call("bash", {"command": "echo 42"}), "The answer is 42.")
    session = make_session(model, mode="off")
    code, out = run_repl(session, ["what is the answer?"])
    assert "⏺ bash(echo 42)" in out and "⎿ 42" in out
    assert "The answer is 42." in out


def test_ctrl_c_at_the_prompt_and_during_a_turn_keep_the_session(make_session):
    model = ScriptedProvider(KeyboardInterrupt(), "still here")
    session = make_session(model, mode="off")
    code, out = run_repl(session, [KeyboardInterrupt(), "first", "second"])
    assert "(Ctrl-D or /exit to leave)" in out
    assert "Cancelled." in out and "still here" in out and code == 0


def test_exit_waits_for_memory_writing_with_a_progress_line(make_session):
    release = threading.Event()

    def slow(system, messages, tools):
        release.wait(0.5)
        return candidates(PYTEST_MEMORY)

    model = ScriptedProvider("好的", slow)
    session = make_session(model, mode="push")
    code, out = run_repl(session, ["以后在这个项目里写测试一律用 pytest,不要用 unittest。"])
    assert code == 0
    assert "Saving memory from 1 turn…" in out
    assert "[Memory: stored 1, updated 0, rejected 0]" in out
    assert session.memory.project.get("prefer-pytest")


def test_ctrl_c_while_waiting_at_exit_leaves_the_turn_queued(make_session, monkeypatch):
    block = threading.Event()
    model = ScriptedProvider("ok", lambda s, m, t: block.wait(10) and "[]")
    session = make_session(model, mode="push")

    def interrupted_close(progress=None, timeout=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(session, "close", interrupted_close)
    code, out = run_repl(session, ["以后都用中文回答"])
    assert "Left 1 turn queued" in out and len(session.queue.entries()) == 1
    block.set()
    monkeypatch.undo()


def test_model_and_tool_text_is_shown_literally_with_counts_that_agree(make_session):
    # What the model asks for and what a command prints are not Rich markup.
    command = "printf '[red]alert[/red]\\nsecond\\n'"
    model = ScriptedProvider(tool_call("bash", {"command": command}), "[bold]done[/bold]")
    session = make_session(model, mode="off")
    code, out = run_repl(session, ["run it", "/frobnicate[x]"])
    assert f"⏺ bash({command})" in out
    assert "⎿ [red]alert[/red] (+1 line)\n" in out
    assert "Unknown command /frobnicate[x]; /help lists them." in out


@pytest.mark.parametrize("line", ["exit", "quit", "  EXIT ", "Quit\t"])
def test_exit_or_quit_typed_alone_leaves_without_asking_the_model(make_session, line):
    model = ScriptedProvider()  # any model call would fail: nothing is queued
    session = make_session(model, mode="off")
    code, out = run_repl(session, [line, "never read"])
    assert code == 0 and model.calls == []


def test_exit_inside_a_sentence_is_a_prompt(make_session):
    model = ScriptedProvider("It returns 0.")
    session = make_session(model, mode="off")
    code, out = run_repl(session, ["what does exit do?"])
    assert "It returns 0." in out and len(model.calls) == 1
