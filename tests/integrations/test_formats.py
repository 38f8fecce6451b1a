"""`memdir import` / `memdir export`: seed folders, Claude Code's memory folder, JSON."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from memdir.cli import cli
from memdir.integrations import formats
from memdir.store import FileStore

from .conftest import add

SEED_RECORD = """---
name: prefer-pytest
description: 这个项目写测试一律用 pytest,不用 unittest
type: feedback
---
用户明确纠正过:新写的测试用 pytest 风格的函数和 fixture,
不要生成 unittest.TestCase 子类。
"""


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def seed_folder(root: Path) -> Path:
    """A folder as the seed's code writes it: frontmatter files plus MEMORY.md."""
    folder = root / "seed" / ".memory"
    folder.mkdir(parents=True)
    (folder / "prefer-pytest.md").write_text(SEED_RECORD, "utf-8")
    (folder / "deploy-command.md").write_text(
        "---\nname: deploy-command\ndescription: Deploy: run make ship (colon, unquoted)\n"
        "type: reference\n---\nFrom the release branch only.\n", "utf-8")
    (folder / "who.md").write_text(
        "---\nname: who\ndescription: Backend engineer who prefers Chinese\ntype: user\n"
        "---\n", "utf-8")
    (folder / "MEMORY.md").write_text(
        "- [prefer-pytest](prefer-pytest.md) - 这个项目写测试一律用 pytest\n", "utf-8")
    (folder / "notes.txt").write_text("not a memory", "utf-8")
    return folder


def test_import_a_seed_folder(project, isolated_env, tmp_path):
    folder = seed_folder(tmp_path)
    result = run("import", str(folder))
    assert result.exit_code == 0
    assert result.output.splitlines()[-1] == "3 created."
    project_store = FileStore(project / ".memory")
    rec = project_store.get("prefer-pytest")
    assert rec.body == SEED_RECORD.split("---\n", 2)[2].strip("\n")  # text kept as written
    assert rec.description == "这个项目写测试一律用 pytest,不用 unittest"
    assert rec.source == {"note": f"imported from {folder.resolve()}/prefer-pytest.md"}
    assert project_store.get("deploy-command").description.startswith("Deploy: run make")
    assert FileStore(isolated_env / "memory").get("who").type == "user"  # by type
    assert project_store.find("MEMORY") is None and len(project_store.list()) == 2


def test_import_claude_code_memory_folder_with_and_without_frontmatter(project, home):
    folder = formats.claude_code_memory_dir(project)
    assert folder.parent.name == str(project.resolve()).replace("/", "-").replace("_", "-")
    folder.mkdir(parents=True)
    (folder / "MEMORY.md").write_text(
        "# Memory index\n- [Testing](feedback_testing.md) - pytest only\n", "utf-8")
    (folder / "feedback_testing.md").write_text(
        "---\nname: feedback-testing\ndescription: Use pytest, never unittest\n"
        "type: feedback\n---\nThe user said so on day one.\n", "utf-8")
    (folder / "debugging.md").write_text(
        "# Debugging notes\n\nRun the server with DEBUG=1 to see SQL.\n", "utf-8")
    (folder / "reference_dashboards.md").write_text(
        "Grafana dashboards are at grafana.internal/d/api\n", "utf-8")
    result = run("import", "--claude-code", "--scope", "project")
    assert result.exit_code == 0, result.output
    store = FileStore(project / ".memory")
    assert {(r.name, r.type, r.description) for r in store.list()} == {
        ("feedback-testing", "feedback", "Use pytest, never unittest"),
        ("debugging", "project", "Debugging notes: Run the server with DEBUG=1 to see SQL."),
        ("reference_dashboards", "reference",
         "Grafana dashboards are at grafana.internal/d/api"),
    }
    assert store.get("debugging").body.endswith("Run the server with DEBUG=1 to see SQL.")


def test_claude_code_notes_sharing_a_heading_are_all_imported(project, home):
    folder = formats.claude_code_memory_dir(project)
    folder.mkdir(parents=True)
    notes = {"build.md": "# Notes\n\n- Build with make release.\n",
             "deploy.md": "# Notes\n\n- Deploy from the release branch.\n",
             "style.md": "# Notes\n\n- Deploy from the release branch.\n- Tabs in Go.\n",
             "copy.md": "# Notes\n\n- Build with make release.\n"}  # a true repeat
    for file, text in notes.items():
        (folder / file).write_text(text, "utf-8")
    result = run("import", "--claude-code", "--scope", "project")
    assert result.exit_code == 0, result.output
    store = FileStore(project / ".memory")
    assert {r.name: r.description for r in store.list()} == {
        "build": "Notes: Build with make release.",
        "deploy": "Notes: Deploy from the release branch.",
        "style": "Notes: Deploy from the release branch. (style)"}
    assert "skipped: copy" in result.output and "Duplicate of 'build'" in result.output
    # Importing again: the same notes are the stored ones, nothing new is made.
    again = run("import", "--claude-code", "--scope", "project")
    assert len(store.list()) == 3 and "created" not in again.output.splitlines()[-1]


def test_collisions_are_reported_not_overwritten(project, tmp_path):
    store = FileStore(project / ".memory")
    add(store, "prefer-pytest", "Tests use pytest (mine, newer)")
    folder = seed_folder(tmp_path)
    result = run("import", str(folder), "--scope", "project")
    assert "exists: prefer-pytest (project): a memory with this name exists" in result.output
    assert store.get("prefer-pytest").description == "Tests use pytest (mine, newer)"

    again = run("import", str(folder), "--scope", "project", "--overwrite")
    assert "updated: prefer-pytest (project)" in again.output
    assert store.get("prefer-pytest").description.startswith("这个项目")
    history = store.history("prefer-pytest")
    assert [e.op for e in history] == ["create", "update"]
    assert "mine, newer" in history[-1].before  # the replaced text is in the history


def test_importing_the_same_folder_again_says_unchanged_not_exists(project, tmp_path):
    # The second import of one folder said "exists: ... --overwrite replaces it" of every
    # record, though --overwrite had nothing to replace (it then said "unchanged").
    folder = seed_folder(tmp_path)
    first = run("import", str(folder), "--scope", "project")
    assert first.exit_code == 0 and "created: prefer-pytest (project)" in first.output
    again = run("import", str(folder), "--scope", "project")
    assert again.exit_code == 0 and "--overwrite" not in again.output, again.output
    assert "unchanged: prefer-pytest (project)" in again.output
    assert [e.op for e in FileStore(project / ".memory").history("prefer-pytest")] == [
        "create"]


def test_unsafe_names_and_secrets_are_skipped_with_a_reason(project, tmp_path):
    folder = tmp_path / "hostile"
    folder.mkdir()
    (folder / "evil.md").write_text(
        "---\nname: ../../etc/passwd\ndescription: escape\ntype: project\n---\nx\n", "utf-8")
    (folder / "memory.md").write_text("index in the wrong case", "utf-8")
    (folder / "token.md").write_text(
        "---\nname: ci-token\ndescription: CI token\ntype: reference\n---\n"
        "token: ghp_abcdefghijklmnopqrstuvwxyz0123456789\n", "utf-8")
    (folder / "link.md").symlink_to(tmp_path / "outside.md")
    (tmp_path / "outside.md").write_text("---\nname: outside\n---\n", "utf-8")
    result = run("import", str(folder))
    lines = result.output.splitlines()
    assert any(line.startswith("skipped: ../../etc/passwd (project): Invalid memory name")
               for line in lines)
    # Refused for a secret, a record is named by its file: its name may hold the secret.
    assert any(line.startswith("skipped: token.md (project): The body seems to contain a GitHub")
               for line in lines)
    assert "skipped: link.md: a symbolic link; links are not followed" in lines
    assert not (project / ".memory").exists() or FileStore(project / ".memory").list() == []


def test_export_json_round_trips_through_import(project, isolated_env, tmp_path,
                                                monkeypatch):
    project_store = FileStore(project / ".memory")
    add(project_store, "prefer-pytest", "Tests use pytest", body="Line one.\nLine two.")
    add(FileStore(isolated_env / "memory", scope="user"), "who", "Backend engineer",
        type="user")
    exported = json.loads(run("export", "--json").output)
    assert exported["format"] == "memdir" and exported["version"] == 1
    assert [(r["scope"], r["name"]) for r in exported["records"]] == [
        ("project", "prefer-pytest"), ("user", "who")]
    assert [r["name"] for r in json.loads(run("export", "--scope", "user").output)[
        "records"]] == ["who"]
    dump = tmp_path / "memories.json"
    dump.write_text(json.dumps(exported), "utf-8")

    other = tmp_path / "other"
    (other / ".git").mkdir(parents=True)
    monkeypatch.chdir(other)
    monkeypatch.setenv("MEMDIR_HOME", str(tmp_path / "other-home"))
    result = run("import", "--json", str(dump))
    assert result.output.splitlines()[-1] == "2 created."
    again = json.loads(run("export", "--json").output)

    def but_origin(records):
        return [{k: v for k, v in r.items() if k != "origin"} for r in records]
    assert but_origin(again["records"]) == but_origin(exported["records"])  # all kept
    # but who wrote them: an import says it was an import, whatever the file claimed.
    assert [r["origin"] for r in again["records"]] == ["import", "import"]


def test_import_json_from_stdin_and_dry_run(project):
    data = json.dumps([{"name": "release-day", "type": "project",
                        "description": "Releases happen on Tuesdays"}])
    dry = run("import", "--json", "-", "--dry-run", input=data)
    assert dry.output.splitlines() == [
        "created: release-day (project): dry run: nothing written", "Dry run: 1 created."]
    assert not (project / ".memory").exists()
    assert run("import", "--json", "-", input=data).output.endswith("1 created.\n")


def test_a_json_file_that_is_not_utf8_is_one_sentence_and_imports_nothing(project,
                                                                           tmp_path):
    exported = tmp_path / "export.json"
    exported.write_bytes(b'[{"name": "caf\xe9", "description": "saved in Latin-1"}]')
    for args, stdin in (([str(exported)], None), (["-"], exported.read_bytes())):
        done = CliRunner().invoke(cli, ["import", "--json", *args], input=stdin)
        assert done.exit_code == 1, done.output
        assert "is not UTF-8 text (byte 14); nothing was imported." in done.output
        assert "Traceback" not in done.output and done.exception is not None
        assert isinstance(done.exception, SystemExit)
    assert not (project / ".memory").exists()


def test_a_json_item_whose_field_cannot_hold_its_value_imports_nothing(project, isolated_env):
    # A scope of neither store was read as none, so a user's record ("scope": "User")
    # went by its type into the project's store, which a team may commit; a description
    # given as a list was stored as its Python repr.
    good = {"name": "release-day", "type": "project", "description": "Releases on Tuesday"}
    for bad, said in (({"scope": "User"}, "scope 'User' is neither 'project' nor 'user'"),
                      ({"description": ["a", "b"]}, "description ['a', 'b'] is not text"),
                      ({"type": 5}, "type 5 is not text"),
                      ({"body": {"x": 1}}, "body {'x': 1} is not text")):
        item = {"name": "who-i-am", "type": "feedback", "description": "I am Dana", **bad}
        done = CliRunner().invoke(cli, ["import", "--json", "-"],
                                  input=json.dumps([good, item]))
        assert done.exit_code == 1, done.output
        assert f"Import item #2 (who-i-am): {said}; nothing was imported." in done.output
    assert not (project / ".memory").exists()
    assert not (isolated_env / "memory").exists()


def test_export_folder_is_readable_as_a_seed_folder(project, tmp_path):
    store = FileStore(project / ".memory")
    add(store, "prefer-pytest", "Tests use pytest")
    out = tmp_path / "exported"
    assert run("export", "--folder", str(out)).output == f"Wrote 1 memory to {out}.\n"
    assert sorted(p.name for p in out.iterdir()) == ["MEMORY.md", "prefer-pytest.md"]
    assert "- [prefer-pytest](prefer-pytest.md) - Tests use pytest" in \
        (out / "MEMORY.md").read_text("utf-8")
    assert [i.record.name for i in formats.read_folder(out)] == ["prefer-pytest"]
    refused = CliRunner().invoke(cli, ["export", "--folder", str(out)])
    assert refused.exit_code == 1 and "not an empty folder" in refused.output


def test_import_needs_exactly_one_source(project, tmp_path):
    result = CliRunner().invoke(cli, ["import"])
    assert result.exit_code == 1
    assert "Give one source" in result.output
    missing = CliRunner().invoke(cli, ["import", str(tmp_path / "nope")])
    assert missing.exit_code == 1 and "No memory folder at" in missing.output


def test_import_skips_a_file_that_is_not_text_and_says_so(project, isolated_env, tmp_path):
    import os

    from .conftest import run_memdir

    folder = seed_folder(tmp_path)
    (folder / "cover.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xd8" * 40)
    (folder / "nul.md").write_bytes(b"---\nname: nul\ndescription: x\x00y\ntype: project\n"
                                    b"---\n\x00\x00\n")
    done = run_memdir("import", str(folder), env=dict(os.environ), cwd=project)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "skipped: cover.md: not UTF-8 text; not a memory" in lines, lines
    assert "skipped: nul.md: binary (it holds NUL bytes); not a memory" in lines, lines
    assert lines[-1] == "3 created, 2 skipped."
    names = {r.name for r in FileStore(project / ".memory").list()}
    assert names == {"prefer-pytest", "deploy-command"}


def test_export_leaves_out_a_file_holding_a_name_no_command_takes_and_says_so(
        project, tmp_path):
    """A file a clone brought, its name over the limit, made the whole export fail with
    'Invalid memory name'; the rest is exported now, and the file is named on stderr and
    in the JSON, exit code 0 as 'memdir ls' lists the rest around it."""
    store = FileStore(project / ".memory")
    add(store, "prefer-pytest", "Tests use pytest")
    (project / ".memory" / "long.md").write_text(
        f"---\nname: {'x' * 101}\ndescription: Planted\ntype: project\n---\nbody\n")
    said = "Left out of the export (project): Invalid memory name 'xxx"
    exported = run("export", "--json")
    assert exported.exit_code == 0
    data = json.loads(exported.stdout)
    assert [r["name"] for r in data["records"]] == ["prefer-pytest"]
    [left] = data["left_out"]
    assert left["scope"] == "project" and left["name"] == "x" * 101
    assert "longer" in left["reason"] or "100" in left["reason"], left["reason"]
    assert exported.stderr.startswith(said)
    out = tmp_path / "exported"
    folder = run("export", "--folder", str(out))
    assert folder.exit_code == 0 and folder.stderr.startswith(said)
    assert folder.stdout == f"Wrote 1 memory to {out}.\n"
    assert sorted(p.name for p in out.iterdir()) == ["MEMORY.md", "prefer-pytest.md"]


def test_a_note_giving_a_frontmatter_key_twice_is_skipped_and_says_so(project, isolated_env,
                                                                       tmp_path):
    """YAML keeps the last of two equal keys: a note with 'name: one' and 'name: two' was
    imported as 'two', and one with two types as the second, without a word, though
    nothing says which the writer meant."""
    import os

    from .conftest import run_memdir

    folder = seed_folder(tmp_path)
    (folder / "twice.md").write_text("---\nname: deploy-one\nname: deploy-two\n"
                                     "description: Deploys run on the blue hosts\n"
                                     "type: project\n---\nBlue hosts.\n", encoding="utf-8")
    (folder / "types.md").write_text("---\nname: cache\ndescription: The cache is redis\n"
                                     "type: project\ntype : user\n---\nRedis.\n",
                                     encoding="utf-8")
    (folder / "nested.md").write_text("---\nname: nested\ndescription: Nested keys repeat\n"
                                      "type: project\nsource:\n  note: a\nextra:\n  note: b\n"
                                      "---\nNested.\n", encoding="utf-8")
    done = run_memdir("import", str(folder), env=dict(os.environ), cwd=project)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert ("skipped: twice.md: its frontmatter gives 'name' twice; which one holds is "
            "unclear") in lines, lines
    assert ("skipped: types.md: its frontmatter gives 'type' twice; which one holds is "
            "unclear") in lines, lines
    names = {r.name for r in FileStore(project / ".memory").list()}
    assert names == {"prefer-pytest", "deploy-command", "nested"}
