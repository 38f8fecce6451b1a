"""Ways back, through the real CLI: what `rm`, `doctor --fix` and a correction did to a
record can be undone or seen, and `restore` never writes over a different memory."""

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


def memdir(project, *args: str, stdin: str | None = None, ok: bool = True,
           env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200", **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project, env=env,
                          input=stdin, capture_output=True, text=True, timeout=120)
    if ok:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    """Where the module keeps an empty project store: made by `memdir init` in the first
    test that asks (in that test's own environment) and copied into each later test's
    project (`_init`), as an init process was a quarter of a second of CPU in each of
    the tests that start from one."""
    return tmp_path_factory.mktemp("made") / ".memory"


def _init(project, made) -> None:
    """``project``'s store as `memdir init` makes it (the module's first one, copied)."""
    if made.exists():
        shutil.copytree(made, project / ".memory")
        return
    memdir(project, "init")
    shutil.copytree(project / ".memory", made)


def write(project, file: str, name: str, description: str, body: str) -> None:
    (project / ".memory" / file).write_text(
        f"---\nname: {name}\ndescription: {description}\ntype: project\n---\n{body}\n")


# ---------------------------------------------------------------- the catalog's count
def test_the_session_start_catalog_does_not_count_a_closed_record(project, made):
    _init(project, made)
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    memdir(project, "add", "ci-gha", "-t", "project", "-d",
           "We retired Jenkins last week. CI runs on GitHub Actions now.")
    event = {"hook_event_name": "SessionStart", "session_id": "s", "cwd": str(project)}
    out = memdir(project, "hook", "claude-code", stdin=json.dumps(event)).stdout
    context = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    assert "ci-gha" in context and "more records not shown" not in context


# ---------------------------------------------------------------- a record too large to read
LONG = ("Decision line. " * 100 + "\n") * 680  # 1.02 MB, just past the 1,000,000-byte limit


def _long_notes(project, made) -> bytes:
    _init(project, made)
    write(project, "meeting-notes.md", "meeting-notes", "Long notes", LONG)
    return (project / ".memory" / "meeting-notes.md").read_bytes()


def test_restore_brings_back_a_deleted_record_too_large_for_a_new_write(project, made):
    original = _long_notes(project, made)
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


def test_undo_of_the_deletion_brings_it_back_too(project, made):
    original = _long_notes(project, made)
    memdir(project, "rm", "meeting-notes")
    change = memdir(project, "changes").stdout.split()[0]
    memdir(project, "undo", change)
    assert (project / ".memory" / "meeting-notes.md").read_bytes() == original


def test_a_new_write_of_that_size_is_still_refused(project, made):
    # Look-alikes: the limit holds for what is new (an add, an edit), not for a way back.
    _long_notes(project, made)
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


# ---------------------------------------------------------------- two files of one name
API = ("deploy.md", "deploy", "How we deploy the API", "API: run make deploy-api")
WEB = ("Deploy-web.md", "Deploy", "How we deploy the web app", "Web: push to release")


def _twins(project, made) -> None:
    _init(project, made)
    write(project, *API)
    write(project, *WEB)


def _descriptions(project) -> dict[str, str]:
    out = memdir(project, "ls", "--json").stdout
    return {r["name"]: r["description"] for r in json.loads(out)}


def test_doctor_fix_keeps_both_memories_of_one_name(project, made):
    _twins(project, made)
    fixed = memdir(project, "doctor", "--fix").stdout
    assert "renamed to 'deploy-2' (deploy-2.md): both are kept" in fixed, fixed
    assert _descriptions(project) == {"Deploy": "How we deploy the web app",
                                      "deploy-2": "How we deploy the API"}
    assert "API: run make deploy-api" in (project / ".memory" / "deploy-2.md").read_text()
    memdir(project, "doctor")  # clean now
    # restore of the old name never writes over the memory holding it now.
    memdir(project, "restore", "deploy")
    assert (project / ".memory" / "Deploy-web.md").read_text().endswith(WEB[3] + "\n")
    assert "How we deploy the web app" in _descriptions(project).values()


def test_doctor_fix_still_removes_an_exact_copy(project, made):
    # Look-alike: the same memory twice (only the name's case differs) loses nothing.
    _init(project, made)
    write(project, *API)
    write(project, "Deploy.md", "Deploy", API[2], API[3])
    os.utime(project / ".memory" / "deploy.md", (1_000_000_000, 1_000_000_000))
    fixed = memdir(project, "doctor", "--fix").stdout
    assert "a copy of it, removed" in fixed, fixed
    assert _descriptions(project) == {"Deploy": API[2]}
    assert not (project / ".memory" / "deploy.md").exists()


def test_restore_after_rm_of_one_twin_does_not_write_over_the_other(project, made):
    _twins(project, made)
    gone = memdir(project, "rm", "deploy").stdout
    deleted = "Deploy" if "Deleted Deploy." in gone else "deploy"
    kept = WEB if deleted == "deploy" else API
    lost = API if kept is WEB else WEB
    kept_text = (project / ".memory" / kept[0]).read_text()
    out = memdir(project, "restore", "deploy").stdout
    assert (project / ".memory" / kept[0]).read_text() == kept_text
    new_name = f"{lost[1]}-2"
    assert f"held by a different memory ({kept[0]})" in out and new_name in out, out
    assert _descriptions(project) == {kept[1]: kept[2], new_name: lost[2]}
    memdir(project, "restore", "deploy")  # again: the same one, not a third copy
    assert len(_descriptions(project)) == 2


def test_restore_of_an_earlier_version_still_replaces_the_same_record(project, made):
    # Look-alike: one record, edited by hand since memdir wrote it: restore puts back
    # what memdir wrote, in place.
    _init(project, made)
    memdir(project, "add", "deploy", "-t", "project", "-d", "How we deploy the API")
    path = project / ".memory" / "deploy.md"
    path.write_text(path.read_text().replace("the API", "the API, v2"))
    assert _descriptions(project) == {"deploy": "How we deploy the API, v2"}
    out = memdir(project, "restore", "deploy", "--version", "1").stdout
    assert "different memory" not in out
    assert _descriptions(project) == {"deploy": "How we deploy the API"}


# ---------------------------------------------------------------- a corrected pair
def _correction(project, made) -> None:
    _init(project, made)
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    memdir(project, "add", "ci-gha", "-t", "project", "-d",
           "We retired Jenkins last week. CI runs on GitHub Actions now.")


def test_restoring_a_closed_record_reopens_it_and_unlinks_its_successor(project, made):
    _correction(project, made)
    out = memdir(project, "restore", "ci-jenkins").stdout
    assert "'ci-gha' no longer says it replaced it" in out, out
    assert set(_descriptions(project)) == {"ci-jenkins", "ci-gha"}
    assert "supersedes" not in (project / ".memory" / "ci-gha.md").read_text()
    event = {"hook_event_name": "UserPromptSubmit", "prompt": "Where does CI run, Jenkins?",
             "session_id": "s", "cwd": str(project)}
    hook = memdir(project, "hook", "claude-code", stdin=json.dumps(event)).stdout
    context = json.loads(hook)["hookSpecificOutput"]["additionalContext"]
    assert "ci-jenkins" in context and "before:" not in context
    memdir(project, "doctor")  # consistent: nothing to flag
    # One change: its undo closes ci-jenkins again and links the pair back.
    memdir(project, "undo", memdir(project, "changes").stdout.split()[0])
    assert set(_descriptions(project)) == {"ci-gha"}
    assert "supersedes: ci-jenkins" in (project / ".memory" / "ci-gha.md").read_text()


def test_doctor_flags_a_pair_that_both_hold_and_a_record_replacing_itself(project, made):
    _init(project, made)
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    (project / ".memory" / "ci-gha.md").write_text(
        "---\nname: ci-gha\ndescription: CI runs on GitHub Actions\ntype: project\n"
        "supersedes: ci-jenkins\n---\nx\n")
    (project / ".memory" / "loop.md").write_text(
        "---\nname: loop\ndescription: A record naming itself\ntype: project\n"
        "supersedes: loop\n---\nx\n")
    # Look-alikes: a link to a record that is gone, a content hash, a closed pair.
    (project / ".memory" / "gone.md").write_text(
        "---\nname: gone\ndescription: Replaced one since deleted\ntype: project\n"
        "supersedes: deleted-one\n---\nx\n")
    (project / ".memory" / "node-18.md").write_text(
        "---\nname: node-18\ndescription: CI pins Node 18\ntype: project\n"
        "superseded_by: node-22\nvalid_to: '2026-01-01T00:00:00Z'\n---\nx\n")
    (project / ".memory" / "node-22.md").write_text(
        "---\nname: node-22\ndescription: CI pins Node 22\ntype: project\n"
        "supersedes: node-18\nvalid_from: '2026-01-01T00:00:00Z'\n---\nx\n")
    (project / ".memory" / "hashed.md").write_text(
        "---\nname: hashed\ndescription: The older meaning\ntype: project\n"
        f"supersedes: {'a' * 64}\n---\nx\n")
    found = memdir(project, "doctor", "--json", ok=False)
    assert found.returncode == 1
    links = sorted(p["file"] for s in json.loads(found.stdout) for p in s["problems"]
                   if p["kind"] == "validity-link")
    assert links == ["ci-gha.md", "loop.md"], found.stdout


# ---------------------------------------------------------------- undo beside a twin
def test_undo_of_a_deletion_beside_a_twin_says_which_memory_holds_the_name(project, made):
    _init(project, made)
    memdir(project, "add", "deploy", "-t", "project", "-d", "How we deploy the API")
    write(project, "Deploy-web.md", "Deploy", "How we deploy the web app", "web steps")
    memdir(project, "rm", "Deploy")
    gone = {f.name for f in (project / ".memory").glob("*.md")} - {"MEMORY.md"}
    [kept] = gone  # one of the two went
    change = memdir(project, "changes").stdout.split()[0]
    undo = memdir(project, "undo", change, ok=False)
    assert undo.returncode == 1
    said = undo.stderr.strip()
    # Not "was changed after": nothing was, a different memory holds the name.
    assert "was changed after" not in said and f"held now by a different memory ({kept}" \
        in said and "memdir restore Deploy" in said, said
    memdir(project, "restore", "Deploy")  # the way it names keeps both
    texts = [f.read_text() for f in (project / ".memory").glob("*.md") if f.name != "MEMORY.md"]
    assert len(texts) == 2
    assert any("How we deploy the API" in t for t in texts)
    assert any("How we deploy the web app" in t for t in texts)


# ---------------------------------------------------------------- rename under admission
def test_a_rename_gets_the_name_asked_for_when_its_text_reads_as_a_correction(project,
                                                                              tmp_path, made):
    # ci-now's text corrects ci-jenkins by its words: admission read the renamed
    # candidate as an update of ci-jenkins, and the rename took that (taken) name.
    _init(project, made)
    memdir(project, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins")
    write(project, "ci-now.md", "ci-now",
          "We retired Jenkins last week. CI runs on GitHub Actions now.", "since May")
    editor = tmp_path / "ed.py"
    editor.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('name: ci-now','name: ci-gha'))\n")
    env = {"EDITOR": f"{sys.executable} {editor}"}
    done = memdir(project, "edit", "ci-now", env=env, ok=False)
    assert done.returncode == 0, done.stderr
    assert "Renamed ci-now to ci-gha" in done.stdout
    assert "ci-gha" in (project / ".memory" / "ci-gha.md").read_text()
    assert "name: ci-jenkins" in (project / ".memory" / "ci-jenkins.md").read_text()
    assert not (project / ".memory" / "ci-now.md").exists()


# ---------------------------------------------------------------- NAME-n at the name limit
LONGEST = "deploy-" + "x" * 93  # 100 characters: the longest name there is


def test_doctor_parts_a_collision_at_the_longest_name_into_two_usable_names(project, made):
    _init(project, made)
    write(project, "one.md", LONGEST, "How we deploy the API", "api steps")
    os.utime(project / ".memory" / "one.md", (1_000_000_000, 1_000_000_000))
    write(project, "two.md", LONGEST.capitalize(), "How we deploy the web app", "web steps")
    memdir(project, "doctor", "--fix", ok=False)
    # Both kept under names the store can use: ls lists both, doctor finds nothing left.
    listed = json.loads(memdir(project, "ls", "--json").stdout)
    assert sorted(r["description"] for r in listed) == ["How we deploy the API",
                                                        "How we deploy the web app"]
    assert all(len(r["name"]) <= 100 for r in listed)
    assert memdir(project, "doctor", "--json", ok=False).returncode == 0


def test_restore_beside_a_twin_at_the_longest_name_gets_a_usable_name(project, made):
    _init(project, made)
    memdir(project, "add", LONGEST, "-t", "project", "-d", "How we deploy the API")
    memdir(project, "rm", LONGEST)
    write(project, "by-hand.md", LONGEST.capitalize(), "How we deploy the web app", "web")
    said = memdir(project, "restore", LONGEST).stdout
    assert "held by a different memory" in said, said
    listed = json.loads(memdir(project, "ls", "--json").stdout)
    assert sorted(r["description"] for r in listed) == ["How we deploy the API",
                                                        "How we deploy the web app"]
    assert all(len(r["name"]) <= 100 for r in listed)
    again = memdir(project, "restore", LONGEST).stdout  # the copy is found, none made
    assert len(json.loads(memdir(project, "ls", "--json").stdout)) == 2, again


# ---------------------------------------------------------------- a name refused today
def test_log_and_restore_reach_a_record_whose_name_is_refused_today(project, made):
    """A record once called 'nul' (a Windows device name, refused since): `memdir log`
    listed its entries, but `memdir log nul` and `memdir restore nul` refused the name."""
    from memdir.store.files.store import FileStore
    from memdir.store.history import HistoryEntry

    _init(project, made)
    text = "---\nname: nul\ndescription: Null device notes\ntype: project\n---\nKept.\n"
    store = FileStore(project / ".memory")
    store.append_history([
        HistoryEntry(at="2026-01-05T10:00:00Z", op="create", name="nul", file="nul.md",
                     before=None, after=text, actor="cli"),
        HistoryEntry(at="2026-01-06T10:00:00Z", op="delete", name="nul", file="nul.md",
                     before=text, after=None, actor="cli")])
    store.close()
    shown = memdir(project, "log", "nul").stdout
    assert "create" in shown and "delete" in shown
    said = memdir(project, "restore", "nul").stdout
    assert "Restored nul-2" in said and "'nul' is no name a memory can have now" in said
    assert "Kept." in (project / ".memory" / "nul-2.md").read_text()


# ---------------------------------------------------------------- a new memory of the name
def test_restore_of_a_deleted_record_never_writes_over_a_new_memory_of_its_name(project, made):
    _init(project, made)
    memdir(project, "add", "deploy", "-t", "project", "-d", "How we deploy the API")
    memdir(project, "rm", "deploy")
    memdir(project, "add", "deploy", "-t", "project", "-d", "How we deploy the web app")
    new = (project / ".memory" / "deploy.md").read_text()
    out = memdir(project, "restore", "deploy", "--version", "2").stdout
    assert (project / ".memory" / "deploy.md").read_text() == new
    assert "Restored deploy-2" in out and "held by a different memory (deploy.md)" in out, out
    assert _descriptions(project) == {"deploy": "How we deploy the web app",
                                      "deploy-2": "How we deploy the API"}


def test_restore_of_the_version_the_record_holds_says_so_and_writes_nothing(project, made):
    _init(project, made)
    memdir(project, "add", "deploy", "-t", "project", "-d", "How we deploy the API")
    path = project / ".memory" / "deploy.md"
    path.write_text(path.read_text().replace("the API", "the API, v2"))
    memdir(project, "restore", "deploy", "--version", "1")
    log = memdir(project, "log", "deploy", "--json").stdout
    out = memdir(project, "restore", "deploy", "--version", "1").stdout
    assert out == "'deploy' already holds version 1, so nothing was restored.\n"
    assert memdir(project, "log", "deploy", "--json").stdout == log


# ---------------------------------------------------------------- control characters
def test_restore_refuses_a_version_holding_a_control_character(project, made):
    # Admission refuses ESC and BEL on every write; a version written before that rule
    # (here by hand) came back through restore, an OSC 52 sequence that sets a terminal's
    # clipboard when a person runs 'cat' or 'git diff' on the file.
    _init(project, made)
    write(project, "deploy-day.md", "deploy-day", "Deploys happen on friday",
          "Deploy on friday.\x1b]52;c;cm0gLXJmIH4=\x07")
    editor = project.parent / "clean.py"  # an editor that takes the sequence out
    editor.write_text("import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      "open(p, 'w').write(text.replace('\\x1b]52;c;cm0gLXJmIH4=\\x07', ''))\n")
    memdir(project, "edit", "deploy-day", env={"EDITOR": f"{sys.executable} {editor}"})
    fixed = (project / ".memory" / "deploy-day.md").read_bytes()
    assert b"\x1b" not in fixed and b"Deploy on friday." in fixed
    back = memdir(project, "restore", "deploy-day", ok=False)
    assert back.returncode == 1 and back.stdout == "", back.stdout
    assert ("is not restored: The body holds the control character U+001B (ESC) at "
            "character 18; a record cannot keep it.") in back.stderr, back.stderr
    assert (project / ".memory" / "deploy-day.md").read_bytes() == fixed


# ---------------------------------------------------------------- edits keep the link
def test_an_edit_of_a_correction_keeps_the_name_of_the_record_it_replaced(project, made):
    # `memdir edit` of the record a correction opened once wrote the hash of the version
    # it read into `supersedes`, so the pair's link was lost: recall no longer said what
    # held before, and the closed record named a successor that named nothing.
    _correction(project, made)
    path = project / ".memory" / "ci-gha.md"
    assert "supersedes: ci-jenkins" in path.read_text()
    editor = project.parent / "reword.py"
    editor.write_text("import sys\np = sys.argv[1]\ntext = open(p).read()\n"
                      "open(p, 'w').write(text.replace('GitHub Actions now.', "
                      "'GitHub Actions now, on its own runners.'))\n")
    out = memdir(project, "edit", "ci-gha", env={"EDITOR": f"{sys.executable} {editor}"})
    assert "Saved ci-gha (updated)." in out.stdout, out.stdout
    text = path.read_text()
    assert "on its own runners" in text and "supersedes: ci-jenkins" in text, text
    recalled = json.loads(memdir(project, "recall", "Where does CI run?", "--json").stdout)
    gha = next(r for r in recalled if r["name"] == "ci-gha")
    assert "before: CI runs on Jenkins" in gha["validity"], gha
    memdir(project, "doctor")  # the pair's links agree


# ---------------------------------------------------------------- a history that came along
def test_changes_with_only_a_history_of_another_writer_says_so(project):
    # A cloned repository's .memory/.history holds its author's entries: `memdir log`
    # lists them as foreign, and `memdir changes` said "No changes yet." beside it; what
    # it says is what is true of the entries (here another writer's tag and MAC).
    memdir(project, "add", "deploy", "-t", "project", "-d", "Deploys go out on Fridays")
    log = project / ".memory" / ".history" / "log.jsonl"
    entries = [json.loads(line) for line in log.read_text().splitlines() if line]
    log.write_text("".join(json.dumps({**e, "by": "someone-else:1000"}) + "\n"
                           for e in entries))
    assert "unverified" in memdir(project, "log").stdout
    out = memdir(project, "changes").stdout
    assert out == ("No changes of yours yet: no entry of the history here is one your "
                   "history key verifies (1 carries the tag and a MAC of another user or "
                   "machine), so undo cannot take it back; memdir log "
                   "lists it.\n"), out
    log.unlink()
    assert memdir(project, "changes").stdout == "No changes yet.\n"


# ---------------------------------------------------------------- a read-only store
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0
                    or not __import__("shutil").which("setpriv"),
                    reason="runs memdir as another user, which needs root and setpriv")
def test_a_store_this_user_may_not_write_is_refused_in_one_plain_sentence(tmp_path):
    # As a user who owns the project but may not write its .memory/ (chmod a-w), `add`
    # said "Permission denied: could not write .../ruff.md (Permission denied)."
    import shutil
    import tempfile

    base = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        project, home = base / "p", base / "home"
        (project / ".git").mkdir(parents=True)
        home.mkdir()
        env = {**os.environ, "HOME": str(home), "MEMDIR_HOME": str(home / "memdir"),
               "MEMDIR_RESIDENT": "off"}
        memdir(project, "add", "deploy", "-t", "project", "-d", "Deploys go out on Fridays",
               env=env)
        subprocess.run(["chown", "-R", "65534:65534", str(base)], check=True)
        base.chmod(0o755)
        (project / ".memory").chmod(0o555)
        done = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             sys.executable, "-m", "memdir", "add", "ruff", "-t", "project", "-d",
             "Run ruff before committing"],
            cwd=project, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 1, done.stdout + done.stderr
        file = project / ".memory" / "ruff.md"
        assert done.stderr == (f"Error: Permission denied: could not write {file} (this "
                               "user lacks the permission; ls -ld shows the folder's owner "
                               "and mode).\n"), done.stderr
    finally:
        shutil.rmtree(base, ignore_errors=True)
