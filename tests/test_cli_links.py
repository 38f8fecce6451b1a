"""A correction's links through edits and renames, in real processes: ``supersedes``
holds only the name of the record a correction replaced, an edit keeps it, and a rename of
either record of the pair carries the other's link to the new name (undo takes it back)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

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


@pytest.fixture(scope="module")
def deployed(tmp_path_factory) -> Path:
    """Where the module keeps the store of one memory, deploy-flow, that `_deploy_flow`
    makes: by `memdir init` and `memdir add` in the first test that needs it, copied
    into each later test's project (two processes fewer in each)."""
    return tmp_path_factory.mktemp("deployed") / ".memory"


def _deploy_flow(project, deployed) -> None:
    if deployed.exists():
        shutil.copytree(deployed, project / ".memory")
        return
    memdir(project, "init")
    memdir(project, "add", "deploy-flow", "-t", "project", "-d",
           "Deploy goes through the staging branch first")
    shutil.copytree(project / ".memory", deployed)


# ---------------------------------------------------------------- supersedes: a name
def test_an_edit_writes_no_content_hash_into_supersedes(project, deployed):
    # Every edit of a record no correction opened wrote the hash of the version it read
    # into supersedes, which names a record and nothing else.
    _deploy_flow(project, deployed)
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
@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    """Where the module keeps the project store `_correction` makes: made once, by the
    commands a person runs, in the first test that needs it (in that test's own
    environment), and copied into each later test's project. Three `memdir` processes
    were a second or more of CPU in each of the nine tests that start from it."""
    return tmp_path_factory.mktemp("made") / ".memory"


def _correction(project, made) -> None:
    if made.exists():
        shutil.copytree(made, project / ".memory")
        return
    memdir(project, "init")
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    memdir(project, "add", "ci-gha", "-t", "project", "-d",
           "We retired Jenkins last week. CI runs on GitHub Actions now.")
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    shutil.copytree(project / ".memory", made)


@pytest.mark.parametrize("reworded", [False, True])
def test_renaming_a_corrections_successor_renames_it_in_the_record_it_replaced(
        project, reworded, made):
    _correction(project, made)
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


def test_renaming_the_record_a_correction_closed_renames_it_in_its_successor(project, made):
    _correction(project, made)
    memdir(project, "edit", "ci-jenkins",
           env=editor(project, ("name: ci-jenkins", "name: ci-jenkins-2019")))
    assert "supersedes: ci-jenkins-2019" in text(project, "ci-gha")
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins-2019")
    memdir(project, "doctor")
    recalled = json.loads(memdir(project, "recall", "Where does CI run?", "--json").stdout)
    gha = next(r for r in recalled if r["name"] == "ci-gha")
    assert "before: CI runs on Jenkins" in gha["validity"], gha


# ---------------------------------------------------------------- all or nothing
def killed(project, method: str, name: str, *args: str,
           api: str | None = None) -> subprocess.CompletedProcess[str]:
    """``memdir ARGS`` (or the Python ``api`` call), in a process SIGKILLed as its file
    store's ``method`` writes the record ``name``: a crash between two writes of one
    change."""
    script = project.parent / "killed.py"
    run = (f"import memdir\n{api}\n" if api is not None else
           f"import runpy, sys\nsys.argv = ['memdir', *{list(args)!r}]\n"
           "runpy.run_module('memdir', run_name='__main__')\n")
    script.write_text(
        "import os, signal\nfrom memdir.store.files.store import FileStore\n"
        f"real = FileStore.{method}\n"
        "def dying(self, target, *a, **k):\n"
        "    if getattr(target, 'name', target) == " + repr(name) + ":\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    return real(self, target, *a, **k)\n"
        f"FileStore.{method} = dying\n" + run)
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "MEMDIR_RESIDENT": "off", **editor(project, (
                              "name: ci-gha", "name: ci-github-actions"))})
    assert proc.returncode == -9, proc.stdout + proc.stderr
    return proc


def test_a_rename_killed_before_its_link_is_rewritten_leaves_neither(project, made):
    _correction(project, made)
    # Killed as it writes the closed record's link to the new name: the rename was done.
    killed(project, "upsert", "ci-jenkins", "edit", "ci-gha")
    memdir(project, "ls", "--history")  # the next command puts the batch back
    assert not (project / ".memory" / "ci-github-actions.md").exists()
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    memdir(project, "doctor")


def test_a_name_and_text_edit_killed_between_them_leaves_neither(project, made):
    _correction(project, made)
    script_edit = editor(project, ("name: ci-gha", "name: ci-github-actions"),
                         ("Actions now.", "Actions now, on our runners."))
    env = {**os.environ, "MEMDIR_RESIDENT": "off", **script_edit}
    script = project.parent / "killed-edit.py"
    script.write_text(
        "import os, runpy, signal, sys\nfrom memdir.store.files.store import FileStore\n"
        "real = FileStore.upsert\n"
        "def dying(self, record, *a, **k):\n"
        "    if 'runners' in record.body:\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    return real(self, record, *a, **k)\n"
        "FileStore.upsert = dying\nsys.argv = ['memdir', 'edit', 'ci-gha']\n"
        "runpy.run_module('memdir', run_name='__main__')\n")
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env=env)
    assert proc.returncode == -9, proc.stdout + proc.stderr
    memdir(project, "ls")
    assert not (project / ".memory" / "ci-github-actions.md").exists()
    assert "runners" not in text(project, "ci-gha")
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")


MOVE = ("m = memdir.open_memory()\n"
        "print(m.rename('ci-gha', {new!r}, to_scope='user', origin='user').scope)\n")


def user_store(project) -> Path:
    return Path(os.environ["MEMDIR_HOME"]) / "memory"


def user_text(project, name: str) -> str:
    return (user_store(project) / f"{name}.md").read_text()


@pytest.mark.parametrize("new", ["ci-gha", "ci-github-actions"])
def test_a_move_to_the_user_store_takes_its_correction_with_it(project, new, made):
    _correction(project, made)
    script = project.parent / "move.py"
    script.write_text("import memdir\n" + MOVE.format(new=new))
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "MEMDIR_RESIDENT": "off"})
    assert proc.returncode == 0 and proc.stdout.strip() == "user", proc.stdout + proc.stderr
    # Both ends of the correction are in the store that holds the successor, each
    # naming the other by the name it has there; the project store holds neither.
    assert f"superseded_by: {new}" in user_text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in user_text(project, new)
    assert not (project / ".memory" / "ci-gha.md").exists()
    assert not (project / ".memory" / "ci-jenkins.md").exists()
    memdir(project, "doctor")
    recalled = json.loads(memdir(project, "recall", "Where does CI run?", "--json").stdout)
    gha = next(r for r in recalled if r["name"] == new)
    assert "before: CI runs on Jenkins" in gha["validity"], gha
    # One change, and one undo takes all of it back.
    changes = memdir(project, "changes").stdout
    change = changes.split()[0]
    assert "rename" in changes.splitlines()[0], changes
    memdir(project, "undo", change)
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    assert not list(user_store(project).glob("ci-*.md"))
    memdir(project, "doctor")


def test_a_move_killed_between_the_stores_leaves_it_where_it_was(project, made):
    _correction(project, made)
    # Killed as it removes the closed record from the project store: both were written
    # to the user store, the successor removed from the project store.
    killed(project, "delete", "ci-jenkins", api=MOVE.format(new="ci-gha"))
    memdir(project, "ls")  # the next command puts both batches back
    assert "superseded_by: ci-gha" in text(project, "ci-jenkins")
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    assert not list(user_store(project).glob("ci-*.md"))
    memdir(project, "doctor")


def test_a_move_whose_chain_meets_a_taken_name_changes_nothing(project, made):
    _correction(project, made)
    memdir(project, "add", "ci-jenkins", "-t", "project", "--scope", "user",
           "-d", "My home lab's CI runs on Jenkins")
    script = project.parent / "move.py"
    script.write_text("import memdir\n" + MOVE.format(new="ci-gha"))
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "MEMDIR_RESIDENT": "off"})
    assert proc.returncode != 0
    assert "'ci-gha' moves with 'ci-jenkins'" in proc.stderr, proc.stderr
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    assert "home lab" in user_text(project, "ci-jenkins")
    assert not (user_store(project) / "ci-gha.md").exists()


# ---------------------------------------------------------------- fields edit cannot write
@pytest.mark.parametrize("added", ["valid_to: '2027-01-05'\n", "valid_from: '2026-12-20'\n",
                                   "superseded_by: deploy-flow-2\n"])
def test_an_edit_of_when_a_memory_holds_is_refused_not_dropped(project, added, deployed):
    # `memdir edit` wrote none of these and said "No changes to deploy-flow."
    _deploy_flow(project, deployed)
    before = text(project, "deploy-flow")
    out = memdir(project, "edit", "deploy-flow", ok=False,
                 env=editor(project, ("type: project\n", "type: project\n" + added)))
    assert out.returncode == 1 and "No changes" not in out.stdout
    field = added.split(":")[0]
    assert f"not {field}; nothing was saved (your edit is in " in out.stderr, out.stderr
    assert "edit its file deploy-flow.md by hand" in out.stderr
    kept = out.stderr.split("your edit is in ")[1].split(")")[0]
    assert added in open(kept).read()  # the person's edit is not lost
    assert text(project, "deploy-flow") == before
    # Together with a text edit, the text is not saved without them either.
    out = memdir(project, "edit", "deploy-flow", ok=False, env=editor(
        project, ("type: project\n", "type: project\n" + added), ("first", "first, always")))
    assert out.returncode == 1 and text(project, "deploy-flow") == before


def test_a_refused_edit_against_a_server_does_not_advise_editing_a_file_here(
        tmp_path, shared_server):
    # Against a memory server the refusal said "edit its file deploy-flow.md by hand":
    # that file is on the server, and no file of it is on this machine.
    served = shared_server.project()
    env = {"MEMDIR_URL": shared_server.url, "MEMDIR_TOKEN": served.token("admin")}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    memdir(elsewhere, "add", "deploy-flow", "-t", "project", "-d",
           "Deploy goes through the staging branch first", env=env)
    shown = memdir(elsewhere, "show", "deploy-flow", env=env).stdout
    out = memdir(elsewhere, "edit", "deploy-flow", ok=False, env={**env, **editor(
        elsewhere, ("type: project\n", "type: project\nvalid_to: '2027-01-05'\n"))})
    assert out.returncode == 1 and out.stdout == "", out.stderr
    assert "not valid_to; nothing was saved (your edit is in " in out.stderr
    assert "by hand" not in out.stderr and "edit its file" not in out.stderr
    assert ("'deploy-flow' is kept by the memory server at MEMDIR_URL, and no client of it "
            "can set these fields: only whoever runs that server can") in out.stderr
    assert memdir(elsewhere, "show", "deploy-flow", env=env).stdout == shown
    assert list(elsewhere.iterdir()) == []  # no file of it was made here


def test_a_move_a_model_proposed_is_applied_when_a_person_approves_it(project, made):
    # Its operations span both stores; approving applied them all to the user store's
    # inbox, found the record gone there, and proposed it again as stale, every time.
    _correction(project, made)
    (project / ".memdir").mkdir()
    (project / ".memdir" / "settings.json").write_text('{"policy": {"model": "propose"}}')
    script = project.parent / "move.py"
    script.write_text("import memdir\nm = memdir.open_memory()\n"
                      "print(m.rename('ci-gha', 'ci-gha', to_scope='user', "
                      "origin='model').proposal.id)\n")
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "MEMDIR_RESIDENT": "off"})
    assert proc.returncode == 0, proc.stderr
    proposal = proc.stdout.strip()
    assert (project / ".memory" / "ci-gha.md").exists()  # nothing moved before review
    done = memdir(project, "approve", proposal)
    assert "Traceback" not in done.stderr
    assert "supersedes: ci-jenkins" in user_text(project, "ci-gha")
    assert "superseded_by: ci-gha" in user_text(project, "ci-jenkins")
    assert not (project / ".memory" / "ci-gha.md").exists()
    assert f"{proposal}  " not in memdir(project, "inbox").stdout  # decided
    change = memdir(project, "changes").stdout.split()[0]
    memdir(project, "undo", change)
    assert "supersedes: ci-jenkins" in text(project, "ci-gha")
    assert not list(user_store(project).glob("ci-*.md"))


MOVED = ("import memdir\nfrom memdir.foundation.candidate import Candidate\n"
         "m = memdir.open_memory()\n"
         "m.save_written(Candidate('ci-lint', 'CI runs ruff before the tests', 'project'), "
         "scope={src!r}, origin='model')\n"
         "rec = m.get('ci-lint').record\n"
         "print(m.rename('ci-lint', 'ci-lint', expected_hash=rec.hash, scope={src!r}, "
         "to_scope={dst!r}, origin='user').scope)\n")
BACK = ("import memdir\nm = memdir.open_memory()\n"
        "rec = m.get('ci-lint').record\n"
        "done = {call}\n"
        "print(done.proposal is not None)\n")


@pytest.mark.parametrize(("src", "dst"), [("project", "user"), ("user", "project")])
@pytest.mark.parametrize("call", [
    "m.rename('ci-lint', 'ci-lint', expected_hash=rec.hash, to_scope={src!r}, "
    "origin='model')",
    "m.update('ci-lint', rec.hash, description='CI runs nothing before the tests', "
    "origin='model')",
    "m.forget('ci-lint', expected_hash=rec.hash, origin='model')"],
    ids=["move-back", "update", "delete"])
def test_a_persons_move_to_the_other_store_is_theirs(project, src, dst, call):
    # A model wrote it; the person moved it: the record in its new store is theirs, so a
    # model's move back, change or delete waits for them instead of undoing their decision.
    memdir(project, "init")
    script = project.parent / "move.py"
    script.write_text(MOVED.format(src=src, dst=dst))
    env = {**os.environ, "MEMDIR_RESIDENT": "off"}
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env=env)
    assert proc.returncode == 0 and proc.stdout.strip() == dst, proc.stdout + proc.stderr
    moved = (user_store(project) if dst == "user" else project / ".memory") / "ci-lint.md"
    assert "by: person" in moved.read_text()

    script.write_text(BACK.format(call=call.format(src=src)))
    proc = subprocess.run([sys.executable, str(script)], cwd=project, capture_output=True,
                          text=True, timeout=120, env=env)
    assert proc.returncode == 0 and proc.stdout.strip() == "True", proc.stdout + proc.stderr
    assert "CI runs ruff before the tests" in moved.read_text()  # nothing changed yet
    assert "ci-lint" in memdir(project, "inbox").stdout
