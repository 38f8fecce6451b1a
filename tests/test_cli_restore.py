"""Ways back, through the real CLI: what `rm`, `doctor --fix` and a correction did to a
record can be undone or seen, and `restore` never writes over a different memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


@pytest.fixture
def project(tmp_path, isolated_env):
    folder = tmp_path / "p"
    folder.mkdir()
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def memdir(project, *args: str, stdin: str | None = None, ok: bool = True
           ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200"}
    proc = subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project, env=env,
                          input=stdin, capture_output=True, text=True, timeout=120)
    if ok:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


def write(project, file: str, name: str, description: str, body: str) -> None:
    (project / ".memory" / file).write_text(
        f"---\nname: {name}\ndescription: {description}\ntype: project\n---\n{body}\n")


# ---------------------------------------------------------------- the catalog's count
def test_the_session_start_catalog_does_not_count_a_closed_record(project):
    memdir(project, "init")
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    memdir(project, "add", "ci-gha", "-t", "project", "-d",
           "We retired Jenkins last week. CI runs on GitHub Actions now.")
    event = {"hook_event_name": "SessionStart", "session_id": "s", "cwd": str(project)}
    out = memdir(project, "hook", "claude-code", stdin=json.dumps(event)).stdout
    context = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    assert "ci-gha" in context and "more records not shown" not in context
