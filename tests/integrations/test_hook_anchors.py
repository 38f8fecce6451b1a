"""The Claude Code prompt hook labels a memory whose cited code changed, holds it back
when configured, and puts it in the inbox for a person either way."""

from __future__ import annotations

import json

from memdir.foundation.candidate import Candidate
from memdir.pipeline.citations import make_anchor
from memdir.service.memory import Memory

from .test_claude_code import call, context, transcript  # noqa: F401 (a fixture)


def _stale_memory(project, project_store):
    (project / "retry.py").write_text("def backoff(n):\n    return min(30, 2 ** n)\n")
    Memory(project_store, user=False, provider="offline").save(Candidate(
        "retry-cap", "The retry backoff is capped at 30 seconds", "project",
        anchors=(make_anchor(project, "retry.py", "backoff"),)))
    (project / "retry.py").write_text("def backoff(n):\n    return min(60, 2 ** n)\n")


def test_the_prompt_hook_labels_a_stale_memory_and_proposes_it(project, project_store,
                                                               transcript):  # noqa: F811
    _stale_memory(project, project_store)
    output, _ = call("UserPromptSubmit", project, transcript,
                     prompt="What is the retry backoff cap?")
    text = context(output, "UserPromptSubmit")
    # The proposal it made waits for a person, and the context's first line says so.
    assert text.startswith("[memdir: 1 proposal waits for a person to approve or reject")
    (record,) = json.loads(text[text.index("\n[") + 1:])
    assert record["anchors"] == [{"path": "retry.py", "status": "stale",
                                  "symbol": "backoff"}]
    assert record["warning"].startswith("stale:")
    (proposal,) = Memory(project_store, user=False).inbox()
    assert (proposal.kind, proposal.names) == ("reanchor", ["retry-cap"])


def test_the_prompt_hook_holds_a_stale_memory_back_when_configured(
        project, project_store, transcript, monkeypatch):  # noqa: F811
    _stale_memory(project, project_store)
    monkeypatch.setenv("MEMDIR_STALE_ANCHORS", "hold")
    output, _ = call("UserPromptSubmit", project, transcript,
                     prompt="What is the retry backoff cap?")
    assert output is None or "retry-cap" not in json.dumps(output)
    assert [p.kind for p in Memory(project_store, user=False).inbox()] == ["reanchor"]
