"""Proposals waiting for a person are said where the user looks: the next prompt's
context (Claude Code's UserPromptSubmit hook, the real command) starts with how many wait
and the command that reviews them, over local files and against a memory server alike,
and says nothing while none waits."""

from __future__ import annotations

import json

from integrations.conftest import run_memdir

from memdir.foundation.candidate import Candidate
from memdir.service.remote.memory import RemoteMemory

SAID = [{"role": "user", "content": "From now on, always run ruff before committing."},
        {"role": "assistant", "content": "Will do."}]
PROMPT = "which linter do we run before committing?"


def _prompt(cwd, env=None) -> dict:
    payload = {"hook_event_name": "UserPromptSubmit", "session_id": "s1",
               "cwd": str(cwd), "prompt": PROMPT}
    hook = run_memdir("hook", "claude-code", input=json.dumps(payload), cwd=cwd, env=env)
    assert hook.returncode == 0, hook.stderr
    return json.loads(hook.stdout) if hook.stdout else {}


def _context(cwd, env=None) -> str:
    return str(_prompt(cwd, env).get("hookSpecificOutput", {}).get("additionalContext", ""))


def test_a_local_proposal_waiting_is_said_in_the_next_prompts_context(tmp_path,
                                                                       isolated_env):
    # A proposal was said in the Stop hook's log and 'memdir inbox' alone: the user,
    # reading their prompts, never learned one waited for them.
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    assert _prompt(project) == {}  # an empty inbox and no memory: the hook is quiet
    (isolated_env / "settings.json").write_text(
        json.dumps({"policy": {"user": "propose", "model": "propose"}}))
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("".join(json.dumps(m) + "\n" for m in SAID))
    extracted = run_memdir("extract", str(transcript), cwd=project)
    assert extracted.returncode == 0, extracted.stderr
    listed = run_memdir("inbox", cwd=project)
    assert "ruff" in listed.stdout, listed.stdout + listed.stderr

    line = ("[memdir: 1 proposal waits for a person to approve or reject: review with "
            "memdir inbox.]")
    assert _context(project).split("\n")[0] == line

    approved = run_memdir("approve", "--all", "--yes", cwd=project)
    assert approved.returncode == 0, approved.stderr
    context = _context(project)
    assert "[memdir:" not in context and "ruff" in context  # decided: nothing more said


def test_a_servers_proposal_waiting_is_said_in_the_next_prompts_context(
        tmp_path, tokens, agent_server):
    # An agent token's change to a person's memory is proposed on the server; the client's
    # prompt said nothing of it, and its token may not read the inbox to learn it.
    assert _context(tmp_path) == ""  # an empty inbox: nothing said
    url = agent_server.url
    person = RemoteMemory(url, tokens.reviewer, provider="offline")
    person.save(Candidate(name="linting", type="project", description="The linter",
                          body="Run ruff before committing."), origin="user")
    agent = RemoteMemory(url, tokens.agent, provider="offline")
    assert agent.forget("linting").proposal is not None  # a person's memory: proposed

    context = _context(tmp_path)
    assert context.split("\n")[0] == (
        "[memdir: 1 proposal waits for a person to approve or reject: review with "
        "memdir inbox with a reviewer's MEMDIR_TOKEN (or memdir review --server).]")
    assert "ruff" in context  # the prompt's records still follow

    (waiting,) = person.inbox()
    person.reject(waiting.id)
    assert _context(tmp_path) == ""  # decided, and its record shown already: quiet
