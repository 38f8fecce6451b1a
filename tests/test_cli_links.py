"""A correction's links through edits and renames, in real processes: ``supersedes``
holds only the name of the record a correction replaced, an edit keeps it, and a rename of
either record of the pair carries the other's link to the new name (undo takes it back)."""

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


def memdir(project, *args: str, ok: bool = True, env: dict[str, str] | None = None
           ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200", **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=120)
    if ok:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


def editor(project, old: str, new: str) -> dict[str, str]:
    """$EDITOR replacing ``old`` with ``new`` in the file it is given."""
    script = project.parent / "editor.py"
    script.write_text("import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      f"open(p, 'w').write(text.replace({old!r}, {new!r}))\n")
    return {"EDITOR": f"{sys.executable} {script}"}


def text(project, name: str) -> str:
    return (project / ".memory" / f"{name}.md").read_text()


# ---------------------------------------------------------------- supersedes: a name
def test_an_edit_writes_no_content_hash_into_supersedes(project):
    # Every edit of a record no correction opened wrote the hash of the version it read
    # into supersedes, which names a record and nothing else.
    memdir(project, "init")
    memdir(project, "add", "deploy-flow", "-t", "project", "-d",
           "Deploy goes through the staging branch first")
    out = memdir(project, "edit", "deploy-flow",
                 env=editor(project, "branch first", "branch first, always"))
    assert "Saved deploy-flow (updated)." in out.stdout, out.stdout
    assert "always" in text(project, "deploy-flow")
    assert "supersedes" not in text(project, "deploy-flow")


def test_an_old_stores_content_hash_in_supersedes_still_reads_and_an_edit_leaves_it_out(
        project):
    memdir(project, "init")
    (project / ".memory" / "deploy-flow.md").write_text(
        "---\nname: deploy-flow\ndescription: Deploy goes through staging first\n"
        "type: project\nsupersedes: 3f9c2a1b7d4e5f60\n---\nDeploy through staging.\n")
    shown = json.loads(memdir(project, "show", "deploy-flow", "--json").stdout)
    assert shown["supersedes"] == "3f9c2a1b7d4e5f60"
    doctor = memdir(project, "doctor", ok=False)  # MEMORY.md is stale: a file by hand
    assert "supersede" not in doctor.stdout + doctor.stderr  # it names no record
    memdir(project, "edit", "deploy-flow", env=editor(project, "staging.", "staging, always."))
    assert "supersedes" not in text(project, "deploy-flow")
