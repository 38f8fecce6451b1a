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


def memdir(project, *args: str, stdin: str | None = None, ok: bool = True,
           env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200", **(env or {})}
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


# ---------------------------------------------------------------- a record too large to read
LONG = ("Decision line. " * 100 + "\n") * 900  # about 1.35 MB, written by hand


def _long_notes(project) -> bytes:
    memdir(project, "init")
    write(project, "meeting-notes.md", "meeting-notes", "Long notes", LONG)
    return (project / ".memory" / "meeting-notes.md").read_bytes()


def test_restore_brings_back_a_deleted_record_too_large_for_a_new_write(project):
    original = _long_notes(project)
    assert len(original) > 1_000_000
    out = memdir(project, "rm", "meeting-notes").stdout
    assert "Undo with: memdir restore meeting-notes" in out
    assert not (project / ".memory" / "meeting-notes.md").exists()
    memdir(project, "restore", "meeting-notes")
    assert (project / ".memory" / "meeting-notes.md").read_bytes() == original
    # doctor still says it is too large to read (a person shortens it), nothing more.
    doctor = memdir(project, "doctor", "--json", ok=False).stdout
    kinds = {p["kind"] for s in json.loads(doctor) for p in s["problems"]}
    assert kinds == {"too-large"}, doctor


def test_undo_of_the_deletion_brings_it_back_too(project):
    original = _long_notes(project)
    memdir(project, "rm", "meeting-notes")
    change = memdir(project, "changes").stdout.split()[0]
    memdir(project, "undo", change)
    assert (project / ".memory" / "meeting-notes.md").read_bytes() == original


def test_a_new_write_of_that_size_is_still_refused(project):
    # Look-alikes: the limit holds for what is new (an add, an edit), not for a way back.
    _long_notes(project)
    added = memdir(project, "add", "more-notes", "-t", "project", "-d", "More notes",
                   "-b", "-", stdin=LONG, ok=False)
    assert added.returncode != 0 and "larger than the 1,000,000" in added.stderr
    assert not (project / ".memory" / "more-notes.md").exists()
    memdir(project, "add", "short-notes", "-t", "project", "-d", "Short notes", "-b", "x")
    editor = project.parent / "lengthen.py"  # an editor that makes the body long
    editor.write_text(f"import sys\nopen(sys.argv[1], 'a').write({LONG!r})\n")
    edited = memdir(project, "edit", "short-notes", ok=False,
                    env={"EDITOR": f"{sys.executable} {editor}"})
    assert edited.returncode != 0 and "larger than the 1,000,000" in edited.stderr, edited
    assert "x" == (project / ".memory" / "short-notes.md").read_text().split("---\n")[-1].strip()
