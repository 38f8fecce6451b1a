"""Two machines share a project's memory through one `memdir serve`.

Each "machine" is its own MEMDIR_HOME and project folder; both set MEMDIR_URL and
MEMDIR_TOKEN and nothing else. They run the real `memdir` command, the Claude Code hook
and `memdir mcp` as subprocesses against a real server on a loopback port.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import pytest
from integrations.conftest import memdir_command, run_memdir
from waiting import wait_for

from .conftest import LiveServer


@dataclass
class Machine:
    home: Path
    project: Path
    env: dict[str, str]

    def memdir(self, *args: str, input: str | None = None):
        return run_memdir(*args, input=input, cwd=self.project, env=self.env)

    def hook(self, payload: dict):
        return self.memdir("hook", "claude-code", input=json.dumps(payload))


def machine(tmp_path: Path, name: str, server: LiveServer | Any, token: str) -> Machine:
    home, project = tmp_path / name / "home", tmp_path / name / "work"
    (project / ".git").mkdir(parents=True)
    home.mkdir(parents=True)
    env = {**os.environ, "MEMDIR_HOME": str(home), "MEMDIR_URL": server.url,
           "MEMDIR_TOKEN": token, "HOME": str(tmp_path / name)}
    return Machine(home, project, env)


def transcript(path: Path, *texts: tuple[str, str]) -> Path:
    lines = [json.dumps({"type": role, "message": {"role": role, "content": text}})
             for role, text in texts]
    path.write_text("\n".join(lines) + "\n")
    return path


def test_what_one_machine_writes_the_other_recalls(tmp_path, shared_server):
    shop = shared_server.project()  # a project of its own on the session's server
    laptop = machine(tmp_path, "laptop", shared_server, shop.token("agent"))
    desktop = machine(tmp_path, "desktop", shared_server, shop.token("reviewer"))

    added = laptop.memdir("add", "prefer-pytest", "-t", "feedback",
                          "-d", "Tests in this project use pytest, never unittest")
    assert added.returncode == 0, added.stderr
    assert added.stdout == "Added prefer-pytest (feedback) to the project store.\n"

    found = desktop.memdir("recall", "how do we write tests with pytest", "--json")
    assert found.returncode == 0, found.stderr
    assert [r["name"] for r in json.loads(found.stdout)] == ["prefer-pytest"]
    listed = desktop.memdir("ls")
    assert "prefer-pytest" in listed.stdout and "project" in listed.stdout

    # The desktop's Claude Code hook injects it for a prompt about tests.
    prompt = desktop.hook({"hook_event_name": "UserPromptSubmit", "session_id": "d1",
                           "cwd": str(desktop.project), "prompt": "add tests with pytest"})
    assert prompt.returncode == 0 and prompt.stderr == ""
    context = json.loads(prompt.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Tests in this project use pytest" in context

    # Turn-end extraction on the laptop (its own model: here the offline rules), admission
    # on the server; the desktop recalls the new memory on its next turn.
    said = transcript(tmp_path / "t.jsonl",
                      ("user", "From now on, always install packages with uv, never pip."),
                      ("assistant", "Understood: uv from now on."))
    stop = laptop.hook({"hook_event_name": "Stop", "session_id": "l1",
                        "cwd": str(laptop.project), "transcript_path": str(said)})
    assert stop.returncode == 0, stop.stderr

    def desktop_recalls_uv() -> bool:
        out = desktop.memdir("recall", "install packages with uv", "--json")
        return "uv" in out.stdout and out.returncode == 0 and json.loads(out.stdout) != []
    assert wait_for(desktop_recalls_uv), (laptop.home / "logs" / "claude-code.log").read_text()

    # Nothing was written on either machine: the server holds the memory.
    for m in (laptop, desktop):
        assert not (m.project / ".memory").exists()
        assert not (m.home / "memory").exists()


def test_the_python_api_and_mcp_use_the_server_by_configuration(tmp_path, shared_server,
                                                                  monkeypatch):
    import memdir

    shop = shared_server.project()  # a project of its own on the session's server
    monkeypatch.setenv("MEMDIR_URL", shared_server.url)
    monkeypatch.setenv("MEMDIR_TOKEN", shop.token("agent"))
    with memdir.open_memory(provider="offline") as memory:
        assert isinstance(memory, memdir.RemoteMemory)
        report = memory.remember("Remember: the staging dashboard is at grafana.example.com/stg")
        assert report.summary() == "[Memory: stored 1, updated 0, rejected 0]"
        system = memory.system_prompt([{"role": "user", "content": "open the staging "
                                        "dashboard"}])
    assert "grafana.example.com/stg" in "".join(block.text for block in system)

    pytest.importorskip("mcp")
    from mcp import Client, StdioServerParameters

    other = machine(tmp_path, "ci", shared_server, shop.token("admin"))
    command, *rest = memdir_command()
    params = StdioServerParameters(command=command, args=[*rest, "mcp"], cwd=other.project,
                                   env={k: other.env[k] for k in (
                                       "MEMDIR_HOME", "MEMDIR_URL", "MEMDIR_TOKEN")})

    async def main():
        async with Client(params, read_timeout_seconds=60) as client:
            found = await client.call_tool("memory_search", {"query": "staging dashboard"})
            user = await client.call_tool("memory_list", {"scope": "user"})
            return found.structured_content, user

    found, user = anyio.run(main)
    assert [r["name"] for r in found["results"]] == [report.stored[0].name]
    assert user.is_error and "project's memory only" in user.content[0].text


def test_a_reviewer_approves_what_one_machine_proposed_and_the_other_recalls_it(
        tmp_path, shared_server):
    from memdir.foundation.errors import RoleError
    from memdir.service.remote.memory import RemoteMemory

    # A project of its own on the session's server, whose write policy (in its settings
    # file) sends what a model extracted to review.
    shop = shared_server.project({"model": "propose"})
    server = shared_server
    agent_token, reviewer_token = shop.token("agent"), shop.token("reviewer")
    laptop = machine(tmp_path, "laptop", server, agent_token)
    desktop = machine(tmp_path, "desktop", server, agent_token)
    said = transcript(tmp_path / "t.jsonl",
                      ("user", "From now on, always install packages with uv, never pip."),
                      ("assistant", "Understood."))
    stop = laptop.hook({"hook_event_name": "Stop", "session_id": "l1",
                        "cwd": str(laptop.project), "transcript_path": str(said)})
    assert stop.returncode == 0, stop.stderr

    reviewer = RemoteMemory(server.url, reviewer_token)
    assert wait_for(lambda: reviewer.inbox() != []), (
        laptop.home / "logs" / "claude-code.log").read_text()
    [proposal] = reviewer.inbox()
    assert proposal.status == "pending" and proposal.writer == "model"

    def recalled() -> list[str]:
        out = desktop.memdir("recall", "install packages with uv", "--json")
        assert out.returncode == 0, out.stderr
        return [r["name"] for r in json.loads(out.stdout)]

    assert recalled() == []  # proposed, not written
    agent = RemoteMemory(server.url, agent_token)
    with pytest.raises(RoleError, match="needs a reviewer token"):
        agent.approve(proposal.id)
    with pytest.raises(RoleError, match="needs a reviewer token"):
        agent.inbox()
    done = reviewer.approve(proposal.id)
    assert done.status == "approved" and done.change
    assert reviewer.inbox() == []
    assert len(recalled()) == 1  # the desktop's next turn has it


def test_a_persons_add_through_the_server_is_recalled_as_their_own_words(
        tmp_path, shared_server):
    from memdir.foundation.record import parse_record

    shop = shared_server.project()  # a project of its own on the session's server
    folder = shared_server.data / "projects" / shop.name / "memory"
    person = machine(tmp_path, "person", shared_server, shop.token("reviewer"))
    added = person.memdir("add", "tabs", "-t", "feedback", "-d", "Indent with tabs")
    assert added.returncode == 0 and added.stderr == "", added.stderr
    path = folder / "tabs.md"
    assert parse_record(path.read_text(encoding="utf-8")).origin == "user"

    # With an agent token the server cannot tell the person from the agent: it says so.
    shared = machine(tmp_path, "shared", shared_server, shop.token("agent"))
    added = shared.memdir("add", "uv", "-t", "feedback", "-d", "Install packages with uv")
    assert added.returncode == 0 and "origin model" in added.stderr
    path = folder / "uv.md"
    assert parse_record(path.read_text(encoding="utf-8")).origin == "model"
