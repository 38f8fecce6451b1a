"""Code-anchored memories end to end, through the real `memdir` command in a real git
repository: extraction from a transcript with tool calls cites the file at HEAD; an edit
makes the memory stale (doctor reports it and fails, the inbox proposes to re-anchor it,
approving does, undo takes it back); deleting the file makes it gone (retire proposed,
rejected, remembered: doctor passes); a rename is followed by `doctor --fix`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import memdir_home

RETRY = "import time\n\n\ndef backoff(attempt):\n    return min(30, 2 ** attempt)\n"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def memdir(cwd: Path, *args: str, env: dict[str, str] | None = None
           ) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "memdir"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, **(env or {})}, timeout=120)


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=dev",
                           *args], cwd=cwd, check=True, capture_output=True,
                          text=True).stdout.strip()


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """The repository with the memory extracted from a transcript, made once: each test
    works on a copy of it (`repo`)."""
    tmp_path = tmp_path_factory.mktemp("code-anchors")
    # This module's, as every test's is its own, with the history key they all hold
    # (conftest.py): each test checks under its own home what this one wrote.
    home = memdir_home(tmp_path / "home")
    root = tmp_path / "repo"
    (root / "net").mkdir(parents=True)
    (root / "net" / "retry.py").write_text(RETRY)
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-qm", "retry")
    transcript = tmp_path / "t.jsonl"
    lines = [
        {"type": "user", "sessionId": "s1", "message": {"role": "user", "content":
            "Always keep the retry cap in net/retry.py at 30 seconds from now on."}},
        {"type": "assistant", "sessionId": "s1", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": "t1", "name": "Read",
             "input": {"file_path": str(root / "net" / "retry.py")}}]}},
        {"type": "user", "sessionId": "s1", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": RETRY}]}},
        {"type": "assistant", "sessionId": "s1",
         "message": {"role": "assistant", "content": "Noted."}},
    ]
    transcript.write_text("".join(json.dumps(line) + "\n" for line in lines))
    done = memdir(root, "extract", str(transcript), "--provider", "offline",
                  env={"MEMDIR_HOME": str(home)})
    assert done.returncode == 0, done.stderr
    return root


@pytest.fixture
def repo(extracted, tmp_path) -> Path:
    """A copy of the extracted repository (its git history, its .memory), this test's own:
    nothing in it names the folder it is in."""
    return Path(shutil.copytree(extracted, tmp_path / "repo", symlinks=True))


def _memories(root: Path) -> list[dict]:
    return json.loads(memdir(root, "ls", "--json").stdout)


def _only_name(root: Path) -> str:
    (rec,) = _memories(root)
    return rec["name"]


def _anchors(root: Path, name: str) -> list[dict]:
    text = (root / ".memory" / f"{name}.md").read_text()
    import yaml

    return yaml.safe_load(text.split("---\n")[1])["anchors"]


def test_extraction_cites_the_file_at_head_and_a_stale_memory_reaches_the_inbox(repo):
    name = _only_name(repo)
    (anchor,) = _anchors(repo, name)
    assert anchor["path"] == "net/retry.py"
    assert anchor["commit"] == git(repo, "rev-parse", "HEAD")
    assert memdir(repo, "doctor", "--scope", "project").returncode == 0

    (repo / "net" / "retry.py").write_text(RETRY.replace("30", "60"))
    doctor = memdir(repo, "doctor", "--scope", "project")
    assert doctor.returncode == 1
    (line,) = [x for x in doctor.stdout.splitlines() if "stale-anchor" in x]
    assert line.startswith(f"project: found stale-anchor: {name}.md: {name}: net/retry.py "
                           "stale; proposed p")
    assert "memdir doctor --fix" not in doctor.stderr  # nothing --fix can do about it
    doctor_json = json.loads(memdir(repo, "doctor", "--scope", "project", "--json").stdout)
    assert [p["kind"] for p in doctor_json[0]["remaining"]] == ["stale-anchor"]

    stale = json.loads(memdir(repo, "stale", "--json").stdout)
    (proposal,) = json.loads(memdir(repo, "inbox", "--json").stdout)  # one, not three
    assert stale[0]["proposal"] == {"id": proposal["id"], "kind": "reanchor",
                                    "status": "pending"}
    shown = memdir(repo, "inbox").stdout
    assert f"{proposal['id']}  reanchor by code-check -> project store" in shown
    assert "  code: net/retry.py stale" in shown

    approved = memdir(repo, "approve", proposal["id"])
    assert approved.returncode == 0, approved.stderr
    assert memdir(repo, "stale").stdout == "No memory cites code that changed.\n"
    assert memdir(repo, "doctor", "--scope", "project").returncode == 0
    change = json.loads(memdir(repo, "changes", "--json").stdout)[0]
    assert change["kind"] == "approve" and change["names"] == [name]
    assert memdir(repo, "undo", change["id"]).returncode == 0
    assert "stale" in memdir(repo, "stale").stdout


def test_a_gone_memory_rejected_once_stays_kept(repo):
    name = _only_name(repo)
    git(repo, "rm", "-q", "net/retry.py")
    git(repo, "commit", "-qm", "drop retry")
    doctor = memdir(repo, "doctor", "--scope", "project")
    assert doctor.returncode == 1 and f"gone-anchor: {name}.md: {name}: net/retry.py gone" \
        in doctor.stdout
    (proposal,) = json.loads(memdir(repo, "inbox", "--json").stdout)
    assert proposal["kind"] == "retire"
    assert memdir(repo, "reject", proposal["id"], "--reason", "still true").returncode == 0
    for _ in range(2):  # noticed again by recall, stale and doctor: never proposed again
        memdir(repo, "recall", "retry cap", "--json")
        assert memdir(repo, "doctor", "--scope", "project").returncode == 0
    assert json.loads(memdir(repo, "inbox", "--json").stdout) == []
    assert "kept as it is" in memdir(repo, "stale").stderr
    recalled = json.loads(memdir(repo, "recall", "retry cap 30 seconds", "--json").stdout)
    assert recalled[0]["anchors"][0]["status"] == "gone"  # still labelled
    held = memdir(repo, "recall", "retry cap 30 seconds", "--json",
                  env={"MEMDIR_STALE_ANCHORS": "hold"})
    assert json.loads(held.stdout) == []


def test_a_renamed_file_is_followed_by_doctor_fix(repo):
    name = _only_name(repo)
    git(repo, "mv", "net/retry.py", "net/retrying.py")
    doctor = memdir(repo, "doctor", "--scope", "project")
    assert doctor.returncode == 1
    assert f"moved-anchor: {name}.md: {name}: net/retry.py moved to net/retrying.py" \
        in doctor.stdout
    assert "Run 'memdir doctor --fix' to repair." in doctor.stderr
    fixed = memdir(repo, "doctor", "--fix", "--scope", "project")
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "fixed moved-anchor" in fixed.stdout
    assert _anchors(repo, name)[0]["path"] == "net/retrying.py"
    assert json.loads(memdir(repo, "inbox", "--json").stdout) == []  # moved: no proposal
