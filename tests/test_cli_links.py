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


def editor(project, *pairs: tuple[str, str]) -> dict[str, str]:
    """$EDITOR replacing each ``(old, new)`` of ``pairs`` in the file it is given."""
    script = project.parent / "editor.py"
    script.write_text(f"import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      f"for old, new in {list(pairs)!r}:\n    text = text.replace(old, new)\n"
                      "open(p, 'w').write(text)\n")
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
                 env=editor(project, ("branch first", "branch first, always")))
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
    memdir(project, "edit", "deploy-flow", env=editor(project, ("staging.", "staging, always.")))
    assert "supersedes" not in text(project, "deploy-flow")


# ---------------------------------------------------------------- a rename carries the link
def _correction(project) -> None:
    memdir(project, "init")
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    memdir(project, "add", "ci-gha", "-t", "project", "-d",
           "We retired Jenkins last week. CI runs on GitHub Actions now.")
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")


@pytest.mark.parametrize("reworded", [False, True])
def test_renaming_a_corrections_successor_renames_it_in_the_record_it_replaced(
        project, reworded):
    _correction(project)
    # A new name alone is a rename; with new text, one update that renames.
    pairs = [("name: ci-gha", "name: ci-github-actions")] + (
        [("Actions now.", "Actions now, on our runners.")] if reworded else [])
    out = memdir(project, "edit", "ci-gha", env=editor(project, *pairs))
    assert "ci-github-actions" in out.stdout, out.stdout
    assert "superseded_by: ci-github-actions" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-github-actions")
    assert "replaced by ci-github-actions" in text(project, "MEMORY")  # the catalog
    memdir(project, "doctor")  # the pair's links agree
    # The link's rewrite is in the history, and one undo takes the rename back whole.
    log = memdir(project, "log", "ci-jenkins").stdout
    assert log.count("update") >= 1, log
    change = memdir(project, "changes").stdout.split()[0]
    memdir(project, "undo", change)
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    assert not (project / ".memory" / "ci-github-actions.md").exists()
    memdir(project, "doctor")


def test_renaming_the_record_a_correction_closed_renames_it_in_its_successor(project):
    _correction(project)
    memdir(project, "edit", "ci-jenkins",
           env=editor(project, ("name: ci-jenkins", "name: ci-jenkins-2019")))
    assert "supersedes: ci-jenkins-2019" in text(project, "ci-gha")
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins-2019")
    memdir(project, "doctor")
    recalled = json.loads(memdir(project, "recall", "Where does CI run?", "--json").stdout)
    gha = next(r for r in recalled if r["name"] == "ci-gha")
    assert "before: CI runs on Jenkins" in gha["validity"], gha
