"""The Node 18 -> Node 22 story, end to end: a correction closes the old fact instead of
overwriting it; recall says "since" and what it replaced; a past time still gets the old
fact; undo of the correction reopens it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from memdir.foundation.candidate import Candidate
from memdir.pipeline.recall import recalled_json
from memdir.service.memory import Memory
from memdir.service.validity import parse_as_of
from memdir.store.files.store import FileStore

QUERY = "Which Node version does the project use?"


def test_node_18_then_node_22(tmp_path, isolated_env):
    store = FileStore(tmp_path / ".memory")
    with Memory(store, user=False, provider="offline") as memory:
        decision, old = memory.save(Candidate(
            name="node-version", description="The project uses Node 18", type="project",
            body="CI and the Docker image pin Node 18."), origin="user")
        assert decision.action == "store"
        decision, new = memory.save(Candidate(
            name="node-22", description="The project uses Node 22", type="project",
            body="We upgraded: CI and the Docker image pin Node 22.",
            updates="node-version"), origin="user")
        assert decision.action == "update" and decision.corrects
        assert new is not None and new.name == "node-22"

        # The old fact is closed, not overwritten; the new one opens when it closed.
        closed = store.get("node-version")
        assert closed.description == "The project uses Node 18"
        assert closed.valid_to == new.valid_from and closed.superseded_by == "node-22"
        assert new.supersedes == "node-version"
        changed = new.valid_from

        # Recalled today: 22, saying since when and what it replaced.
        now = memory.recall(QUERY)
        assert [r.record.name for r in now] == ["node-22"]
        [entry] = json.loads(recalled_json(now))
        assert entry["validity"] == \
            f"since {changed[:10]}; before: The project uses Node 18"

        # Undo of the correction reopens 18.
        change = next(c for c in memory.changes() if "node-22" in c.names)
        memory.undo(change.id)
        assert store.find("node-22") is None
        reopened = store.get("node-version")
        assert reopened.valid_to is None and reopened.superseded_by is None
        assert [r.record.name for r in memory.recall(QUERY)] == ["node-version"]


def test_a_past_time_gets_the_old_fact(tmp_path, isolated_env):
    # A correction said on 2026-11-02 (its message's time), a record written in January.
    store = FileStore(tmp_path / ".memory")
    from memdir.foundation.record import Record

    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", created="2026-01-10T09:00:00Z",
                        origin="model"), actor="test")  # a person's would be proposed
    with Memory(store, user=False, provider="offline") as memory:
        said = [{"role": "user", "content": "We upgraded to Node 22.",
                 "timestamp": "2026-11-02T10:00:00Z"}]
        memory.admit([Candidate(name="node-22", description="The project uses Node 22",
                                type="project", updates="node-version")], said)
        assert store.get("node-22").valid_from == "2026-11-02T10:00:00Z"
        march = memory.recall(QUERY, as_of=parse_as_of("2026-03-15"))
        assert [r.record.name for r in march] == ["node-version"]
        assert march[0].validity == "until 2026-11-02; then: The project uses Node 22"
        november = memory.recall(QUERY, as_of=parse_as_of("2026-11-02"))
        assert [r.record.name for r in november] == ["node-22"]


def test_the_command_line_answers_for_a_past_date(tmp_path, isolated_env):
    project = tmp_path / "p"
    (project / ".git").mkdir(parents=True)
    store = FileStore(project / ".memory")
    from memdir.foundation.record import Record

    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", created="2026-01-10T09:00:00Z",
                        valid_to="2026-11-02T10:00:00Z", superseded_by="node-22"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", valid_from="2026-11-02T10:00:00Z",
                        supersedes="node-version"))
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env)}

    def recall(*args: str) -> list[dict]:
        done = subprocess.run([sys.executable, "-m", "memdir", "recall", QUERY, "--json",
                               *args], cwd=project, env=env, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    [today] = recall()
    assert today["name"] == "node-22"
    assert today["validity"] == "since 2026-11-02; before: The project uses Node 18"
    [march] = recall("--as-of", "2026-03-15")
    assert march["name"] == "node-version"
    bad = subprocess.run([sys.executable, "-m", "memdir", "recall", QUERY, "--as-of",
                          "someday"], cwd=project, env=env, capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 1 and "--as-of 'someday'" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
