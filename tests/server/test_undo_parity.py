"""An agent token's undo is a model's, as a local model's is: through the write policy,
proposed where it would write over a person's memory, applied for a model's own write
(`docs/review.md`: the policy governs an undo too). The real `memdir undo` in a
subprocess against a real `memdir serve`; tests/store_contract/test_persons_records.py
runs the same over every local store and the server."""

from __future__ import annotations

import re

from integrations.conftest import run_memdir

from memdir.foundation.candidate import Candidate
from memdir.service.remote.memory import RemoteMemory

DEPLOY = Candidate("deploy-day", "Deploys happen on friday", "project",
                   "Deploys happen on friday, after the review.")
LINT = Candidate("lint-rule", "Ruff runs before committing", "project",
                 "Ruff runs before every commit.")


def test_an_agent_tokens_undo_goes_through_the_write_policy(tmp_path, tokens, agent_server):
    # It was refused ("This needs a reviewer token") before any policy, where a local
    # model's undo is proposed for a person's record and applied for its own.
    url = agent_server.url
    person = RemoteMemory(url, tokens.reviewer, provider="offline")
    _, rec = person.save(DEPLOY, origin="user")
    edited = person.update("deploy-day", rec.hash, body="Deploys happen on friday, "
                           "before noon.", origin="user").record
    change = next(c for c in person.changes() if "deploy-day" in c.names)

    said = run_memdir("undo", change.id, cwd=tmp_path)
    assert said.returncode == 0, said.stderr
    assert re.fullmatch(rf"Proposed for review as p[0-9a-f]{{10}}: undoing {change.id} "
                        r"\(deploy-day\) waits until a person approves it "
                        r"\(memdir inbox\)\.\n", said.stdout), said.stdout
    assert person.get("deploy-day").record.hash == edited.hash  # nothing changed yet
    [waiting] = person.inbox()
    assert waiting.reason.startswith("A person's memory would be changed")

    agent = RemoteMemory(url, tokens.agent, provider="offline")
    agent.save(LINT)  # a model's own write: its undo is applied, as locally
    own = next(c for c in person.changes() if "lint-rule" in c.names)
    undone = run_memdir("undo", own.id, cwd=tmp_path)
    assert undone.returncode == 0, undone.stderr
    assert undone.stdout.startswith(f"Undid {own.id} (lint-rule) as change ")
    assert person.find("lint-rule") is None
    assert len(person.inbox()) == 1
