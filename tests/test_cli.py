"""The `memdir` command for people: through Click's runner, plus real subprocesses."""

from __future__ import annotations

import io
import json
import os
import re
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.store import FileStore


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def test_add_then_ls_json_shows_the_record(project):
    result = run("add", "prefer-pytest", "-t", "feedback", "-d", "Tests use pytest")
    assert result.exit_code == 0
    assert result.output == "Added prefer-pytest (feedback) to the project store.\n"
    listed = json.loads(run("ls", "--json").output)
    assert [(r["name"], r["type"], r["scope"]) for r in listed] == [
        ("prefer-pytest", "feedback", "project")]
    index = (project / ".memory" / "MEMORY.md").read_text()
    assert "- [prefer-pytest](prefer-pytest.md) - Tests use pytest" in index


def test_user_scope_goes_to_memdir_home(project, isolated_env):
    result = run("add", "reply-zh", "-t", "user", "-d", "Reply in Chinese", "-s", "user")
    assert result.exit_code == 0
    assert (isolated_env / "memory" / "reply-zh.md").is_file()
    assert not (project / ".memory" / "reply-zh.md").exists()
    rows = json.loads(run("ls", "--json").output)
    assert [(r["name"], r["scope"]) for r in rows] == [("reply-zh", "user")]


def test_add_type_user_goes_to_the_user_store_like_extraction(project, isolated_env):
    result = run("add", "reply-zh", "-t", "user", "-d", "Reply in Chinese")
    assert result.output == "Added reply-zh (user) to the user store.\n"
    assert (isolated_env / "memory" / "reply-zh.md").is_file()
    assert not (project / ".memory" / "reply-zh.md").exists()
    run("add", "here-only", "-t", "user", "-d", "Only in this project", "-s", "project")
    assert (project / ".memory" / "here-only.md").is_file()


def test_ls_table_has_the_columns_people_read(project):
    run("add", "deploy-cmd", "-t", "reference", "-d", "Deploy with make ship")
    out = run("ls").output
    for word in ("name", "type", "scope", "updated", "description", "deploy-cmd", "reference",
                 "Deploy with make ship"):
        assert word in out


@pytest.mark.parametrize("name", ["Memory", "memory.md", "../escape", "a/b", "MEMORY.MD"])
def test_hostile_names_are_one_clear_error_and_write_nothing(project, name):
    result = CliRunner().invoke(cli, ["add", name, "-d", "x"])
    assert result.exit_code == 1
    assert result.output.startswith("Error: Invalid memory name")
    assert len(result.output.strip().splitlines()) == 1
    written = [p.name for p in project.rglob("*.md") if p.name != "MEMORY.md"]
    assert written == []


def test_add_existing_name_is_refused(project):
    run("add", "x1", "-d", "first")
    result = CliRunner().invoke(cli, ["add", "X1", "-d", "second"])
    assert result.exit_code == 1
    assert "already exists" in result.output
    assert json.loads(run("ls", "--json").output)[0]["description"] == "first"


def test_rm_log_restore_round_trip(project):
    run("add", "deploy", "-t", "reference", "-d", "Deploy with make ship")
    assert run("rm", "deploy").output.startswith("Deleted deploy.")
    assert json.loads(run("ls", "--json").output) == []
    history = json.loads(run("log", "deploy", "--json").output)
    assert [(h["version"], h["op"]) for h in history] == [(1, "create"), (2, "delete")]
    assert run("restore", "deploy").exit_code == 0
    assert json.loads(run("ls", "--json").output)[0]["description"] == "Deploy with make ship"


def test_restore_a_named_version(project):
    store = FileStore(project / ".memory")
    from memdir.foundation.record import Record

    store.upsert(Record(name="node", description="Use Node 18", type="project"))
    store.upsert(Record(name="node", description="Use Node 22", type="project"))
    assert run("restore", "node", "--version", "1").exit_code == 0
    assert store.get("node").description == "Use Node 18"


def test_show_unknown_name_is_one_sentence(project):
    result = CliRunner().invoke(cli, ["show", "nope"])
    assert result.exit_code == 1
    assert result.output.count("\n") == 1 and "No memory named 'nope'" in result.output


def test_edit_through_editor(project, tmp_path, monkeypatch):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('Use tabs','Use spaces'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = run("edit", "style")
    assert result.output == "Saved style (updated).\n"
    assert FileStore(project / ".memory").get("style").description == "Use spaces"


def test_edit_that_changes_only_letter_case_is_saved(project, tmp_path, monkeypatch):
    run("add", "push", "-t", "feedback", "-d", "never push to main", "-b", "never push to main")
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('never','NEVER'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = run("edit", "push")
    assert result.output == "Saved push (updated).\n"
    rec = FileStore(project / ".memory").get("push")
    assert (rec.description, rec.body) == ("NEVER push to main", "NEVER push to main")
    assert [e["op"] for e in json.loads(run("log", "push", "--json").output)].count(
        "update") == 1


def test_edit_that_saves_the_same_text_says_nothing_changed(project, tmp_path, monkeypatch):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    script = tmp_path / "ed.py"  # rewrites the file with its own text plus a blank line
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text() + '\\n')\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = run("edit", "style")
    assert result.output == "No changes to style.\n"
    assert [e["op"] for e in json.loads(run("log", "style", "--json").output)] == ["create"]


def test_edit_that_breaks_the_file_saves_nothing(project, tmp_path, monkeypatch):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\npathlib.Path(sys.argv[1]).write_text('oops')\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = CliRunner().invoke(cli, ["edit", "style"])
    assert result.exit_code == 1 and "not valid" in result.output
    assert FileStore(project / ".memory").get("style").description == "Use tabs"


def test_edit_with_a_rename_never_overwrites_an_update_made_meanwhile(project, tmp_path,
                                                                      monkeypatch):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    # The "editor" is a real process: while it is open an agent updates the record, then
    # the person saves a new name and description.
    script = tmp_path / "ed.py"
    script.write_text(
        "import sys,pathlib\n"
        "from memdir.store import FileStore\nfrom memdir.foundation.record import Record\n"
        f"FileStore({str(project / '.memory')!r}).upsert(Record(name='style', "
        "description='Use 4 spaces', type='feedback', body='agent update'))\n"
        "p=pathlib.Path(sys.argv[1])\n"
        "p.write_text(p.read_text().replace('name: style','name: indent')"
        ".replace('Use tabs','Use tabs, width 8'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = CliRunner().invoke(cli, ["edit", "style"])
    assert result.exit_code == 1
    assert "'style' was changed by another writer while you edited it" in result.output
    assert len(result.output.strip().splitlines()) == 1
    store = FileStore(project / ".memory")
    assert [(r.name, r.description, r.body) for r in store.list()] == [
        ("style", "Use 4 spaces", "agent update")]
    kept = Path(result.output.split("(it is in ")[1].split(")")[0])
    assert "Use tabs, width 8" in kept.read_text()
    kept.unlink()


def test_edit_to_a_taken_name_says_so_and_keeps_both(project, tmp_path, monkeypatch):
    run("add", "style", "-d", "Use tabs")
    run("add", "indent", "-d", "Indent with 2")
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('name: style','name: indent'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = CliRunner().invoke(cli, ["edit", "style"])
    assert result.exit_code == 1
    assert result.output.startswith("Error: A memory named 'indent' already exists")
    descriptions = {r.name: r.description for r in FileStore(project / ".memory").list()}
    assert descriptions == {"style": "Use tabs", "indent": "Indent with 2"}
    Path(result.output.split("(it is in ")[1].split(")")[0]).unlink()


def test_add_without_description_uses_editor(project, tmp_path, monkeypatch):
    script = tmp_path / "ed.py"
    script.write_text(
        "import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
        "p.write_text(p.read_text().replace('one line: what this memory is about',"
        "'Docs live in the wiki'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    assert run("add", "docs", "-t", "reference").exit_code == 0
    assert FileStore(project / ".memory").get("docs").description == "Docs live in the wiki"


def test_doctor_finds_then_fixes(project):
    run("add", "ok", "-d", "fine")
    mem = project / ".memory"
    (mem / "broken.md").write_text("no frontmatter here")
    (mem / ".ok.md.1234.tmp").write_text("half")
    result = CliRunner().invoke(cli, ["doctor", "--scope", "project"])
    assert result.exit_code == 1
    assert "temp-file" in result.output and "broken-frontmatter" in result.output
    assert run("doctor", "--fix", "--scope", "project").exit_code == 0
    assert not (mem / ".ok.md.1234.tmp").exists()
    assert run("doctor", "--scope", "project").output == f"project: {mem} is clean.\n"
    assert FileStore(mem).get("broken").body == "no frontmatter here"


def test_doctor_writes_a_file_name_with_a_line_break_on_its_own_line(project):
    """Printed as it is, the name's second half began a line of the report of its own."""
    run("add", "ok", "-d", "fine")
    (project / ".memory" / "fine.md\nproject: temp-file: x.md").write_text("x")
    result = CliRunner().invoke(cli, ["doctor", "--scope", "project"])
    assert result.output.splitlines() == [
        "project: found file-name: fine.md\\nproject: temp-file: x.md: a line break in "
        "its name, so it is never read as a memory; rename it by hand"]


def _subprocess(args, cwd, env_home):
    env = {**os.environ, "MEMDIR_HOME": str(env_home)}
    return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def test_real_process_error_has_no_traceback(project, isolated_env):
    proc = _subprocess(["show", "../etc/passwd"], project, isolated_env)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().startswith("Error: Invalid memory name")


@pytest.mark.parametrize("args", [["--help"], ["ls"]])
def test_help_and_ls_import_no_provider_sdk(project, isolated_env, args):
    code = ("import sys, runpy\n"
            f"sys.argv = ['memdir', *{args!r}]\n"
            "try:\n    runpy.run_module('memdir', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "bad = [m for m in ('anthropic', 'openai', 'mcp', 'httpx') if m in sys.modules]\n"
            "print('LOADED', bad)\n")
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env)}
    proc = subprocess.run([sys.executable, "-c", code], cwd=project, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "LOADED []" in proc.stdout


def test_an_editor_that_does_not_exist_is_one_sentence(project, isolated_env):
    run("add", "style", "-d", "Use tabs")
    before = (project / ".memory" / "style.md").read_text()
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env), "EDITOR": "/nonexistent"}
    proc = subprocess.run([sys.executable, "-m", "memdir", "edit", "style"], cwd=project,
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr == ("Error: Cannot run the editor '/nonexistent' (No such file or "
                           "directory); set $EDITOR to an editor that exists, e.g. export "
                           "EDITOR=nano.\n")
    assert (project / ".memory" / "style.md").read_text() == before


def test_add_with_the_template_left_unchanged_stores_nothing(project, isolated_env):
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env), "EDITOR": "true"}
    proc = subprocess.run([sys.executable, "-m", "memdir", "add", "docs"], cwd=project,
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stderr == "Error: The template was not changed, so nothing was stored.\n"
    assert not (project / ".memory" / "docs.md").exists()


def test_a_refused_add_in_the_editor_keeps_the_persons_text(project, tmp_path,
                                                           isolated_env):
    """`memdir add NAME` without -d deleted its editor file at once: a memory the service
    then refused (here a secret in it) was gone with everything the person wrote. It is
    kept in drafts/, as an edit is, and the error says where."""
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('one line: what this memory is "
                      "about', 'Where the docs live').replace('The memory, in full.', "
                      "'My long careful notes. key AKIAIOSFODNN7EXAMPLF'))\n")
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env),
           "EDITOR": f"{sys.executable} {script}"}
    proc = subprocess.run([sys.executable, "-m", "memdir", "add", "docs"], cwd=project,
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [said] = proc.stderr.strip().splitlines()
    assert said.startswith("Error: Not added: ") and "; your text is kept in " in said
    kept = Path(said.split("; your text is kept in ")[1].removesuffix("."))
    assert kept.parent == isolated_env / "drafts"
    assert "My long careful notes." in kept.read_text(encoding="utf-8")
    assert not (project / ".memory" / "docs.md").exists()


def test_add_keeping_the_placeholder_description_stores_nothing(project, tmp_path,
                                                                monkeypatch):
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('The memory, in full.','x'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    result = CliRunner().invoke(cli, ["add", "docs"])
    assert result.exit_code == 1 and "still the template's placeholder" in result.output
    assert not (project / ".memory" / "docs.md").exists()


def test_doctor_says_when_the_store_is_a_file(project, isolated_env):
    (project / ".memory").write_text("notes I keep here\n")
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env)}
    for args in (["doctor"], ["doctor", "--fix"]):
        proc = subprocess.run([sys.executable, "-m", "memdir", *args, "-s", "project"],
                              cwd=project, env=env, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 1, args
        assert f"{project / '.memory'} is a file, not a folder" in proc.stdout
        assert "clean" not in proc.stdout and "doctor --fix" not in proc.stderr
    assert (project / ".memory").read_text() == "notes I keep here\n"


def test_console_script_is_installed():
    exe = Path(sys.executable).with_name("memdir")
    assert exe.exists()
    proc = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "0.1.0" in proc.stdout


def test_rm_session_removes_everything_derived_from_one_session(project):
    from memdir.foundation.record import Record

    store = FileStore(project / ".memory")
    for name, session in (("a", "s1"), ("b", "s2"), ("c", "s1")):
        store.upsert(Record(name=name, description=name, type="project",
                            source={"session": session, "message": 0, "quote": name}))
    result = run("rm", "--session", "s1")
    assert result.output.splitlines()[:2] == ["Deleted a (project).", "Deleted c (project)."]
    assert [r.name for r in store.list()] == ["b"]
    missing = CliRunner().invoke(cli, ["rm", "--session", "nope"])
    assert missing.exit_code == 1 and "No memory comes from session 'nope'" in missing.output
    assert CliRunner().invoke(cli, ["rm"]).exit_code == 2


def test_trust_turns_a_projects_hooks_on_and_revoke_off(project, isolated_env):
    from memdir.service.trust import is_trusted

    proc = _subprocess(["trust"], project, isolated_env)
    assert proc.returncode == 1 and "There is no" in proc.stderr
    settings = project / ".memdir" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps({"hooks": {"Stop": [
        {"hooks": [{"type": "command", "command": "make -s lint"}]}]}}))
    proc = _subprocess(["trust"], project, isolated_env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[1:] == ["  Stop: command make -s lint"]
    assert is_trusted(settings, isolated_env)
    proc = _subprocess(["trust", "--revoke"], project, isolated_env)
    assert proc.returncode == 0 and not is_trusted(settings, isolated_env)


# ----------------------------------------------------------------------------- display
# Names and descriptions are user text: Rich must show them as typed, never read them as
# markup ("[red]" swallowed) or escape them twice (a trailing "\" shown as "\\").
MARKUP_NAME = "[bold]x"
MARKUP_DESCRIPTION = "Use [red]pytest[/red], not [prefer-pytest] \\"


@pytest.fixture
def markup_record(project, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")  # one table row per record, nothing wrapped
    assert run("add", MARKUP_NAME, "-t", "feedback", "-d", MARKUP_DESCRIPTION).exit_code == 0
    return project


@pytest.mark.parametrize("args", [["ls"], ["recall", "pytest", "-p", "offline"]])
def test_markup_in_a_name_or_description_is_shown_literally(markup_record, args):
    out = run(*args).output
    assert MARKUP_NAME in out
    assert MARKUP_DESCRIPTION in out
    assert "\\\\" not in out


def test_markup_in_a_name_is_shown_literally_by_show_and_log(markup_record):
    assert f"name: '{MARKUP_NAME}'" in run("show", MARKUP_NAME).output
    row = [line for line in run("log").output.splitlines() if "create" in line]
    assert len(row) == 1 and f" {MARKUP_NAME} " in row[0]


def test_counts_agree_with_their_noun(project, tmp_path):
    from memdir.foundation.record import Record

    store = FileStore(project / ".memory")
    for name, session in (("a", "s1"), ("b", "s2"), ("c", "s2")):
        store.upsert(Record(name=name, description=f"note {name}", type="project",
                            source={"session": session, "message": 0, "quote": name}))
    assert run("rm", "--session", "s1").output.splitlines()[-1].startswith(
        "Deleted 1 memory from session s1;")
    assert run("rm", "--session", "s2").output.splitlines()[-1].startswith(
        "Deleted 2 memories from session s2;")
    run("restore", "a")
    assert run("export", "--folder", str(tmp_path / "one")).output == \
        f"Wrote 1 memory to {tmp_path / 'one'}.\n"
    assert run("import", str(tmp_path / "one")).output.splitlines()[-1] == "1 already exists."
    run("restore", "b")
    assert run("export", "--folder", str(tmp_path / "two")).output == \
        f"Wrote 2 memories to {tmp_path / 'two'}.\n"
    assert run("import", str(tmp_path / "two")).output.splitlines()[-1] == "2 already exist."


@pytest.mark.parametrize(("command", "default"), [
    ("init", "project"), ("ls", "both"), ("log", "both"),
    ("doctor", "both"), ("show", "the project store, then yours"),
    ("edit", "the project store, then yours"), ("rm", "the project store, then yours"),
    ("restore", "the project store, then yours"),
])
def test_scope_help_says_what_the_command_does_without_it(command, default):
    text = " ".join(run(command, "--help").output.split())
    assert f"-s, --scope [project|user] Which store: this project's (.memory/) or yours " \
           f"(all projects). Default: {default}. " in text


@pytest.mark.parametrize(("typed", "meant"), [("lst", "ls"), ("restor", "restore"),
                                               ("docter", "doctor"), ("inbx", "inbox")])
def test_a_mistyped_command_suggests_the_one_meant(project, typed, meant):
    result = CliRunner().invoke(cli, [typed])
    assert result.exit_code == 2
    assert f"Error: No such command {typed!r}. Did you mean {meant!r}?" in result.output


def test_a_command_like_no_other_gets_no_suggestion(project):
    result = CliRunner().invoke(cli, ["frobnicate"])
    assert result.exit_code == 2 and "Did you mean" not in result.output


@pytest.mark.parametrize(("description", "rtype", "store"), [
    ("The owner is the CTO", "project", "project"),
    ("Deploy with make ship", "feedback", "project"),
    ("Never push to main", "feedback", "project"),
    ("The design docs are in the team wiki", "reference", "project"),
    ("I am a backend engineer", "user", "user"),
])
def test_add_without_a_type_files_it_by_its_words_and_says_so(project, isolated_env,
                                                               description, rtype, store):
    result = run("add", "note", "-d", description)
    assert f"Filed as {rtype} from its words" in result.output
    assert f"Added note ({rtype}) to the {store} store." in result.output
    root = project / ".memory" if store == "project" else isolated_env / "memory"
    assert FileStore(root).get("note").type == rtype


def test_add_outside_a_project_says_so_and_creates_nothing(tmp_path, monkeypatch,
                                                             isolated_env):
    folder = tmp_path / "notes"
    folder.mkdir()
    monkeypatch.chdir(folder)
    result = CliRunner().invoke(cli, ["add", "tabs", "-t", "feedback", "-d", "Use tabs"])
    assert result.exit_code == 1
    assert "is not in a project (no .git or .memory/ here or above): run 'memdir init'" \
        in result.output
    assert not (folder / ".memory").exists() and not (isolated_env / "memory").exists()
    # Either way out works: the user store, or making the folder a project.
    assert run("add", "tabs", "-t", "feedback", "-d", "Use tabs", "-s", "user").exit_code == 0
    assert run("init").exit_code == 0
    assert run("add", "spaces", "-t", "feedback", "-d", "Use spaces").exit_code == 0
    assert (folder / ".memory" / "spaces.md").is_file()


def test_ls_outside_a_project_hints_at_an_add_that_works_there(tmp_path, monkeypatch,
                                                                isolated_env):
    # Empty, it said "Add one with: memdir add NAME -d ...", which is refused here.
    folder = tmp_path / "notes"
    folder.mkdir()
    monkeypatch.chdir(folder)
    said = run("ls").output
    assert "not in a project" in said and "memdir add NAME -s user -d" in said
    [hinted] = re.findall(r"memdir (add NAME -s user -d) '", said)
    assert run(*hinted.replace("NAME", "tabs").split(), "Use tabs").exit_code == 0
    assert "tabs" in run("ls").output
    assert run("ls", "-s", "user").exit_code == 0
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    assert run("ls", "-s", "project").output == (
        "No memories yet. Add one with: memdir add NAME -d 'DESCRIPTION'\n")


def test_edit_renames_a_record_holding_a_secret_the_person_allowed(project, isolated_env):
    # Real processes: `memdir edit` with an $EDITOR that renames (sed), as a person does.
    token = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env),
           "EDITOR": "sed -i s/^name:\\ alpha/name:\\ beta/"}

    def memdir(*args):
        return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project, env=env,
                              capture_output=True, text=True, timeout=60)

    assert memdir("add", "alpha", "-t", "reference", "-d", "Staging notes", "-b",
                  f"token {token}", "--allow-secret").returncode == 0
    refused = memdir("edit", "alpha")
    assert refused.returncode == 1 and token not in refused.stderr
    assert refused.stderr == ("Error: Nothing saved: The body seems to contain a GitHub token; "
                              "secrets are never stored as memory. Pass --allow-secret to "
                              "store it anyway.\n")
    renamed = memdir("edit", "alpha", "--allow-secret")
    assert renamed.returncode == 0, renamed.stderr
    assert renamed.stdout == "Renamed alpha to beta; its text is unchanged.\n"
    store = FileStore(project / ".memory")
    assert store.find("alpha") is None and token in store.get("beta").body
    env["EDITOR"] = f"sed -i s/^name:\\ beta/name:\\ {token}/"
    named = memdir("edit", "beta", "--allow-secret")  # never in a name
    assert named.returncode == 1 and "The name seems to contain a GitHub token" in named.stderr
    assert "--allow-secret" not in named.stderr and store.find("beta") is not None


def test_export_keeps_a_nan_a_person_typed_as_json_and_import_reads_it_back(project):
    """A ``.nan`` typed in a record's YAML was exported as ``NaN``, which is no JSON; the
    quoted text ``".inf"`` (a file extension) next to it came back from import as a
    number."""
    import json
    import math

    (project / ".memory").mkdir(exist_ok=True)
    (project / ".memory" / "ratio-note.md").write_text(
        "---\nname: ratio-note\ndescription: The error budget ratio\ntype: project\n"
        "ratio: .nan\ncap: -.inf\next: '.inf'\n---\nTracked weekly.\n")
    out = run("export", "--json", "--scope", "project")
    assert out.exit_code == 0, out.output

    def refuse(word):
        raise ValueError(f"{word} is no JSON")

    data = json.loads(out.stdout, parse_constant=refuse)
    assert data["records"][0]["extra"] == {
        "ratio": {"$float": "nan"}, "cap": {"$float": "-inf"}, "ext": ".inf"}
    (project / ".memory" / "ratio-note.md").unlink()
    (project / "export.json").write_text(out.stdout)
    assert run("import", "--json", str(project / "export.json")).exit_code == 0
    text = (project / ".memory" / "ratio-note.md").read_text()
    assert "ratio: .nan\ncap: -.inf\n" in text
    extra = FileStore(project / ".memory", scope="project").get("ratio-note").extra
    assert math.isnan(extra["ratio"]) and extra["cap"] == -math.inf
    assert extra["ext"] == ".inf"


class _BrokenStdin(io.BufferedIOBase):
    """A standard input whose read fails as a vanished terminal's does."""

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        if size == 0:  # the test runner's check that this is a binary stream
            return b""
        raise OSError(5, "Input/output error")

    def read1(self, size: int = -1) -> bytes:
        raise OSError(5, "Input/output error")


def test_import_from_stdin_that_fails_names_stdin(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["import", "--json", "-"], input=_BrokenStdin())
    assert result.exit_code != 0
    assert "Could not read stdin: Input/output error; nothing was imported." in result.output
    assert "None" not in result.output


_KILLED_BEFORE_UPDATE = """\
import os, signal, sys
from memdir.cli import main
from memdir.service.writes.pipeline import Pipeline
# The edit renames, then writes the new text: killed in between.
Pipeline.upsert = lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL)
sys.argv = ["memdir", "edit", "style"]
main()
"""


def test_an_edit_killed_between_its_rename_and_its_update_keeps_the_text(
        project, tmp_path, isolated_env):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('Use tabs','Use spaces')"
                      ".replace('name: style','name: code-style'))\n")
    temp = tmp_path / "temp"
    temp.mkdir()
    drafts = isolated_env / "drafts"
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env), "TMPDIR": str(temp),
           "EDITOR": f"{sys.executable} {script}"}
    killed = subprocess.run([sys.executable, "-c", _KILLED_BEFORE_UPDATE], cwd=project,
                            env=env, capture_output=True, text=True, timeout=60)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    # The rename and the text are one batch: the next open puts the memory back whole,
    # under its old name, never the new name over the old text.
    store = FileStore(project / ".memory")
    assert store.get("style").description == "Use tabs" and store.find("code-style") is None
    left = [p for p in drafts.iterdir() if "Use spaces" in p.read_text()]
    assert len(left) == 1, list(drafts.iterdir())
    assert list(temp.iterdir()) == []  # nothing of the person's text in the shared temp
    assert stat.S_IMODE(drafts.stat().st_mode) == 0o700
    again = subprocess.run([sys.executable, "-m", "memdir", "edit", "style"],
                           cwd=project, env={**env, "EDITOR": "true"}, capture_output=True,
                           text=True, timeout=60)
    assert again.returncode == 0, again.stderr
    prefix = "An earlier edit was not saved; it is in "
    assert again.stderr.startswith(prefix), again.stderr
    kept = Path(again.stderr.removeprefix(prefix).strip().removesuffix("."))
    assert kept.parent == drafts and "Use spaces" in kept.read_text()
    once = subprocess.run([sys.executable, "-m", "memdir", "edit", "style"],
                          cwd=project, env={**env, "EDITOR": "true"}, capture_output=True,
                          text=True, timeout=60)
    assert once.stderr == "" and once.stdout == "No changes to style.\n"


def test_an_unsaved_edit_is_named_only_by_the_memdir_home_it_was_made_with(
        project, tmp_path, isolated_env):
    run("add", "style", "-t", "feedback", "-d", "Use tabs")
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    drafts = isolated_env / "drafts"
    drafts.mkdir()
    draft = drafts / f"memdir-editing-{gone.stdout.strip()}-abc.md"
    draft.write_text("Use spaces", encoding="utf-8")
    other = tmp_path / "other-home"
    other.mkdir()

    def edit(home):
        return subprocess.run([sys.executable, "-m", "memdir", "edit", "style"], cwd=project,
                              env={**os.environ, "MEMDIR_HOME": str(home), "EDITOR": "true"},
                              capture_output=True, text=True, timeout=60)

    elsewhere = edit(other)
    assert elsewhere.returncode == 0 and elsewhere.stderr == "", elsewhere.stderr
    assert draft.exists()
    here = edit(isolated_env)
    kept = drafts / "memdir-edit-abc.md"
    assert here.stderr == f"An earlier edit was not saved; it is in {kept}.\n"
    assert kept.read_text(encoding="utf-8") == "Use spaces"
