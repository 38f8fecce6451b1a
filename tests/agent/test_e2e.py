"""End to end: separate ``memdir chat`` processes sharing only the disk.

Session 1 states a preference; a *new process* recalls it into the system prompt of its
first agent request and acts on it. The model is either the scripted fake (a launcher
replaces the CLI's provider seam) or a real SDK client talking to a local server that
speaks the Anthropic or OpenAI wire format. No network, no key.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from wire_servers import AnthropicWireServer, OpenAIWireServer

from memdir.foundation.record import parse_record
from memdir.providers.base import ToolCall

from .conftest import PYTEST_MEMORY, candidates

LAUNCHER = Path(__file__).with_name("scripted_chat.py")
PREFERENCE = "以后在这个项目里写测试一律用 pytest,不要用 unittest。"
PYTEST_FILE = "import utils\n\n\ndef test_slug():\n    assert utils.slug('A B') == 'a-b'\n"
UNITTEST_FILE = ("import unittest\n\nimport utils\n\n\nclass TestSlug(unittest.TestCase):\n"
                 "    def test_slug(self):\n        self.assertEqual(utils.slug('A B'), 'a-b')\n")


def write_test(content: str) -> dict:
    return {"tool_calls": [{"name": "write_file",
                            "input": {"path": "test_utils.py", "content": content}}]}


@pytest.fixture
def env(isolated_env, tmp_path):
    """Environment for a child memdir: this test's MEMDIR_HOME, no keys, no network."""
    child = {k: v for k, v in os.environ.items()
             if not k.startswith(("ANTHROPIC_", "OPENAI_", "MEMDIR_"))}
    child.update(MEMDIR_HOME=str(isolated_env), HOME=str(tmp_path / "home"),
                 PYTHONUNBUFFERED="1", COLUMNS="200")
    return child


def new_project(tmp_path: Path, name: str = "proj") -> Path:
    root = tmp_path / name
    (root / ".git").mkdir(parents=True)
    (root / "utils.py").write_text("def slug(s):\n    return '-'.join(s.lower().split())\n")
    return root


class Scripted:
    """One scripted session: writes the script, runs the launcher, reads the call log."""

    def __init__(self, tmp_path: Path, name: str, **queues: list) -> None:
        self.script = tmp_path / f"{name}.json"
        self.script.write_text(json.dumps(queues, ensure_ascii=False))

    def args(self, *chat_args: str) -> list[str]:
        return [sys.executable, str(LAUNCHER), str(self.script), "chat", *chat_args]

    def run(self, project: Path, env: dict, *chat_args: str) -> subprocess.CompletedProcess:
        done = subprocess.run(self.args(*chat_args), cwd=project, env=env,
                              capture_output=True, text=True, timeout=60)
        left = self.script.with_name(self.script.name + ".left.json")
        assert json.loads(left.read_text()) == {}, f"unused answers: {left.read_text()}"
        return done

    def calls(self, role: str | None = None) -> list[dict]:
        log = self.script.with_name(self.script.name + ".calls.jsonl")
        calls = [json.loads(line) for line in log.read_text().splitlines()]
        return [c for c in calls if role is None or c["role"] == role]


def last_user_text(messages: list[dict]) -> str:
    for m in reversed(messages):
        if m["role"] == "user":
            texts = [m["content"]] if isinstance(m["content"], str) else [
                b["text"] for b in m["content"] if b.get("type") == "text"]
            if texts:
                return "\n".join(texts)
    return ""


# --- scripted model, separate processes ------------------------------------------------

def test_a_preference_from_session_1_shapes_session_2(tmp_path, env):
    project = new_project(tmp_path)
    # The extraction answers once the exit has said it waits for it, so it is still
    # running when the answer is out (a fixed delay was a race on a loaded machine).
    one = Scripted(tmp_path, "one",
                   chat=[{"tool_calls": [{"name": "bash", "input": {"command": "ls"}}]},
                         "好的,以后这个项目的测试都用 pytest。"],
                   extract=[{"until_progress": True, "text": candidates(
                       PYTEST_MEMORY, {"name": "skip-tests", "type": "feedback",
                                       "description": "先别跑测试", "scope": "current_task"})}])
    first = one.run(project, env, "-p", PREFERENCE + "另外这次先别跑测试。", "--yes")
    assert first.returncode == 0, first.stderr
    assert first.stdout == "好的,以后这个项目的测试都用 pytest。\n"
    # The answer was out before extraction; the exit waited for it with a progress line.
    assert "Saving memory from 1 turn…" in first.stderr
    assert "[Memory: stored 1, updated 0, rejected 1]" in first.stderr
    assert (project / ".memory" / "prefer-pytest.md").is_file()
    assert not list((Path(env["MEMDIR_HOME"]) / "queue").glob("*.json"))

    two = Scripted(tmp_path, "two", select=["[0]"],
                   chat=[{"if_system": "一律用 pytest", "then": write_test(PYTEST_FILE),
                          "else": write_test(UNITTEST_FILE)}, "写好了 test_utils.py。"],
                   extract=["[]"])
    second = two.run(project, env, "-p", "给 utils.py 写个单元测试", "--yes")
    assert second.returncode == 0, second.stderr
    first_request = two.calls("chat")[0]
    assert "这个项目写测试一律用 pytest,不用 unittest" in first_request["system"]
    assert last_user_text(first_request["messages"]) == "给 utils.py 写个单元测试"
    written = (project / "test_utils.py").read_text()
    assert "def test_slug" in written and "unittest" not in written


def test_without_session_1_the_same_model_writes_unittest(tmp_path, env):
    """The control for the test above: the fake model only writes pytest when told."""
    project = new_project(tmp_path)
    two = Scripted(tmp_path, "two",
                   chat=[{"if_system": "一律用 pytest", "then": write_test(PYTEST_FILE),
                          "else": write_test(UNITTEST_FILE)}, "写好了。"],
                   extract=["[]"])
    assert two.run(project, env, "-p", "给 utils.py 写个单元测试", "--yes").returncode == 0
    assert "unittest.TestCase" in (project / "test_utils.py").read_text()


BUILD_MEMORY = {"name": "clean-build-first", "type": "feedback",
                "description": "每次构建前先删掉 build 目录",
                "body": "用户要求:构建前 rm -rf build。",
                "quote": "以后每次构建前先删掉 build 目录"}
# The fake model: the current request wins over memory; memory is used when nothing
# in the request contradicts it.
OBEYS_REQUEST_OVER_MEMORY = {
    "if_user": "别动 build",
    "then": {"tool_calls": [{"name": "bash", "input": {"command": "ls build"}}]},
    "else": {"if_system": "先删掉 build",
             "then": {"tool_calls": [{"name": "bash", "input": {"command": "rm -rf build"}}]},
             "else": {"tool_calls": [{"name": "bash", "input": {"command": "ls build"}}]}}}


def test_the_current_request_beats_a_memory(tmp_path, env):
    project = new_project(tmp_path)
    (project / "build").mkdir()
    (project / "build" / "app.bin").write_text("artifact")
    one = Scripted(tmp_path, "one", chat=["好的。"], extract=[candidates(BUILD_MEMORY)])
    assert one.run(project, env, "-p", "以后每次构建前先删掉 build 目录", "--yes").returncode == 0
    memory_file = project / ".memory" / "clean-build-first.md"
    stored = memory_file.read_text()

    two = Scripted(tmp_path, "two", select=["[0]"],
                   chat=[OBEYS_REQUEST_OVER_MEMORY, "build 没动,里面有 app.bin。"],
                   extract=[candidates({"name": "keep-build", "type": "feedback",
                                        "description": "别动 build 目录",
                                        "scope": "current_task"})])
    result = two.run(project, env, "-p", "别动 build,看看里面有什么", "--yes")
    assert result.returncode == 0, result.stderr
    request = two.calls("chat")[0]
    assert "先删掉 build 目录" in request["system"]  # the memory was recalled...
    assert "The current user request takes priority" in request["system"]
    assert last_user_text(request["messages"]) == "别动 build,看看里面有什么"
    assert (project / "build" / "app.bin").read_text() == "artifact"  # ...and the request won
    assert memory_file.read_text() == stored  # a one-off instruction did not rewrite memory
    assert "rejected 1" in result.stderr

    # Control: with no contradicting request the same model acts on the memory.
    three = Scripted(tmp_path, "three", select=["[0]"],
                     chat=[OBEYS_REQUEST_OVER_MEMORY, "删掉了 build。"], extract=["[]"])
    assert three.run(project, env, "-p", "构建一下", "--yes").returncode == 0
    assert not (project / "build").exists()


def test_extraction_killed_by_a_crash_is_done_at_the_next_start(tmp_path, env):
    project = new_project(tmp_path)
    queue = Path(env["MEMDIR_HOME"]) / "queue"
    one = Scripted(tmp_path, "one", chat=["好的。"],
                   extract=[{"sleep": 60, "text": "[]"}])
    proc = subprocess.Popen(one.args("-p", PREFERENCE, "--yes"), cwd=project, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        log = one.script.with_name(one.script.name + ".calls.jsonl")
        while time.monotonic() < deadline:  # wait until extraction is under way
            if log.exists() and '"role": "extract"' in log.read_text():
                break
            time.sleep(0.05)
        else:
            pytest.fail("extraction never started")
        entries = list(queue.glob("*.json"))
        assert len(entries) == 1  # queued before processing
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert out == "好的。\n"  # the answer was shown before extraction started
    assert not (project / ".memory" / "prefer-pytest.md").exists()
    crashed_session = json.loads(entries[0].read_text())["session"]

    two = Scripted(tmp_path, "two", chat=["你好。"], select=["[0]"], optional=["select"],
                   extract=[candidates(PYTEST_MEMORY), "[]"])
    result = two.run(project, env, "-p", "你好", "--yes")
    assert result.returncode == 0, result.stderr
    assert "extracting 1 turn left over from an earlier session" in result.stderr
    recovered = two.calls("extract")[0]
    assert "以后在这个项目里写测试一律用 pytest" in recovered["messages"][0]["content"]
    record = parse_record((project / ".memory" / "prefer-pytest.md").read_text())
    assert record.source["session"] == crashed_session  # provenance: the crashed turn
    assert not list(queue.glob("*.json"))


# --- real SDK clients against local wire-format servers --------------------------------

WIRE = {
    "anthropic": (AnthropicWireServer, lambda url: {
        "MEMDIR_PROVIDER": "anthropic", "ANTHROPIC_API_KEY": "test-key",
        "ANTHROPIC_BASE_URL": url}),
    "openai": (OpenAIWireServer, lambda url: {
        "MEMDIR_PROVIDER": "openai", "OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": url}),
}


def system_of(provider: str, body: dict) -> str:
    if provider == "anthropic":
        return "\n\n".join(b["text"] for b in body["system"])
    assert body["messages"][0]["role"] == "system"
    return body["messages"][0]["content"]


def tool_names(provider: str, body: dict) -> list[str]:
    if provider == "anthropic":
        return [t["name"] for t in body["tools"]]
    return [t["function"]["name"] for t in body["tools"]]


@pytest.mark.parametrize("provider", ["anthropic", "openai"])
def test_two_sessions_over_the_wire(tmp_path, env, provider):
    server_class, provider_env = WIRE[provider]
    project = new_project(tmp_path)
    with server_class() as server:
        child = {**env, **provider_env(server.url)}
        memdir = [sys.executable, "-m", "memdir", "chat", "--yes", "-p"]

        # Session 1: a rate limit (retried), a tool round trip, the answer, extraction.
        server.error(429, "slow down", headers={"retry-after": "0"})
        server.answer(tool_calls=[ToolCall("call_1", "bash", {"command": "ls"})])
        server.answer("好的,以后用 pytest。")
        server.answer(candidates(PYTEST_MEMORY))
        first = subprocess.run([*memdir, PREFERENCE], cwd=project, env=child,
                               capture_output=True, text=True, timeout=60)
        assert first.returncode == 0, first.stderr
        assert first.stdout == "好的,以后用 pytest。\n"
        assert server.pending == 0 and len(server.requests) == 4
        round_trip = server.bodies[2]
        if provider == "anthropic":
            result = round_trip["messages"][-1]["content"][0]
            assert result["type"] == "tool_result" and "utils.py" in result["content"]
        else:
            assert round_trip["messages"][-1]["role"] == "tool"
            assert "utils.py" in round_trip["messages"][-1]["content"]
        assert (project / ".memory" / "prefer-pytest.md").is_file()

        # Session 2, a new process: selection, then the agent, whose first request
        # carries the memory in its system prompt.
        before = len(server.requests)
        server.answer("[0]")
        server.answer(tool_calls=[ToolCall("call_2", "write_file",
                                           {"path": "test_utils.py", "content": PYTEST_FILE})])
        server.answer("写好了。")
        server.answer("[]")
        second = subprocess.run([*memdir, "给 utils.py 写个单元测试"], cwd=project, env=child,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        bodies = server.bodies[before:]
        assert len(bodies) == 4
        agent_request = bodies[1]
        system = system_of(provider, agent_request)
        assert "这个项目写测试一律用 pytest,不用 unittest" in system
        assert "memory" in tool_names(provider, agent_request)
        assert agent_request["stream"] is True
        if provider == "anthropic":  # the stable prefix is marked for the prompt cache
            assert any("cache_control" in b for b in agent_request["system"])
        assert (project / "test_utils.py").read_text() == PYTEST_FILE
