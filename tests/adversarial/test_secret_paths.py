"""The same secret through every write path: refused on each, with the field and the kind
named, and not one byte of it under the store (records, MEMORY.md, history, index)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest
from click.testing import CliRunner
from memory_helpers import mcp_over

from memdir.agent.memory_tool import MemoryTool
from memdir.cli import cli
from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.integrations.formats import claude_code_memory_dir
from memdir.integrations.mcp_answers import McpAnswers
from memdir.service.memory import Memory
from memdir.store import FileStore
from memdir.testing import ScriptedProvider

from .secrets_corpus import AWS

NAME = "deploy-notes"
DESCRIPTION = "How to deploy the staging stack"
CLEAN_BODY = "Deploy with make ship from the main branch."
SECRET_BODY = f"Deploy with make ship; the key is {AWS}."
FIELD, KIND = "the body", "an AWS access key"


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return root


def store_of(project: Path) -> FileStore:
    return FileStore(project / ".memory", scope="project")


def seed(project: Path) -> FileStore:
    """A store holding the clean record, for the paths that change one."""
    store = store_of(project)
    store.upsert(Record(NAME, DESCRIPTION, "reference", body=CLEAN_BODY), expected_hash="absent")
    return store


def cli_run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    return result.output


def editor(monkeypatch, tmp_path: Path, text: str) -> None:
    """$EDITOR that replaces the file with ``text``."""
    script = tmp_path / "editor.py"
    script.write_text(f"import sys\nopen(sys.argv[1], 'w', encoding='utf-8').write({text!r})\n",
                      "utf-8")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")


def record_text(name: str = NAME, body: str = SECRET_BODY, extra: str = "") -> str:
    return (f"---\nname: {name}\ndescription: {DESCRIPTION}\ntype: reference\n{extra}---\n"
            f"{body}\n")


def mcp(access: McpAnswers, tool: str, args: dict) -> str:
    from mcp import Client

    from memdir.integrations.mcp_server import build_server

    async def main() -> str:
        async with Client(build_server(access)) as client:
            result = await client.call_tool(tool, args)
            return "".join(getattr(b, "text", "") for b in result.content)
    return anyio.run(main)


# --- the paths: each tries to write the secret and returns what the writer was told -----
def via_extraction(project, tmp_path, monkeypatch) -> str:
    cand = {"name": NAME, "description": DESCRIPTION, "type": "reference",
            "scope": "persistent", "body": SECRET_BODY, "quote": "remember how to deploy"}
    model = ScriptedProvider(json.dumps([cand]))
    with Memory(project, user=False, provider=model) as memory:
        report = memory.after_turn([{"role": "user", "content": "remember how to deploy"},
                                    {"role": "assistant", "content": "ok"}])
    return " ".join(d.reason for d in report.decisions)


def via_memory_save(project, tmp_path, monkeypatch) -> str:
    with Memory(project, user=False, provider="offline") as memory:
        decision, written = memory.save(Candidate(NAME, DESCRIPTION, "reference", SECRET_BODY,
                                                  "persistent"))
    assert written is None
    return decision.reason


def via_mcp_save(project, tmp_path, monkeypatch) -> str:
    access = mcp_over(store_of(project))
    try:
        return mcp(access, "memory_save", {"name": NAME, "description": DESCRIPTION,
                                           "type": "reference", "body": SECRET_BODY})
    finally:
        access.close()


def via_mcp_update(project, tmp_path, monkeypatch) -> str:
    access = mcp_over(store_of(project))
    try:
        return mcp(access, "memory_update", {"name": NAME, "hash": access.get(NAME)["hash"],
                                             "body": SECRET_BODY})
    finally:
        access.close()


def via_tool_create(project, tmp_path, monkeypatch) -> str:
    tool = MemoryTool(store_of(project))
    return tool({"command": "create", "path": f"/memories/{NAME}.md",
                 "file_text": record_text()}).content


def via_tool_str_replace(project, tmp_path, monkeypatch) -> str:
    tool = MemoryTool(store_of(project))
    return tool({"command": "str_replace", "path": f"/memories/{NAME}.md",
                 "old_str": CLEAN_BODY, "new_str": SECRET_BODY}).content


def via_tool_insert(project, tmp_path, monkeypatch) -> str:
    tool = MemoryTool(store_of(project))
    return tool({"command": "insert", "path": f"/memories/{NAME}.md", "insert_line": 8,
                 "insert_text": f"The key is {AWS}."}).content


def via_tool_rename(project, tmp_path, monkeypatch) -> str:
    tool = MemoryTool(store_of(project))
    return tool({"command": "rename", "old_path": f"/memories/{NAME}.md",
                 "new_path": f"/memories/key-{AWS}.md"}).content


def via_import_folder(project, tmp_path, monkeypatch) -> str:
    folder = tmp_path / "seed-memory"
    folder.mkdir()
    (folder / f"{NAME}.md").write_text(record_text(), "utf-8")
    return cli_run("import", str(folder))


def via_import_claude_code(project, tmp_path, monkeypatch) -> str:
    folder = claude_code_memory_dir(project)
    folder.mkdir(parents=True)
    (folder / "reference_deploy.md").write_text(f"# {DESCRIPTION}\n\n{SECRET_BODY}\n", "utf-8")
    return cli_run("import", "--claude-code")


def via_import_json(project, tmp_path, monkeypatch) -> str:
    data = {"format": "memdir", "records": [{"name": NAME, "description": DESCRIPTION,
                                             "type": "reference", "body": SECRET_BODY}]}
    path = tmp_path / "export.json"
    path.write_text(json.dumps(data), "utf-8")
    return cli_run("import", "--json", str(path))


def via_cli_add(project, tmp_path, monkeypatch) -> str:
    return cli_run("add", NAME, "-t", "reference", "-d", DESCRIPTION, "-b", SECRET_BODY)


def via_cli_add_editor(project, tmp_path, monkeypatch) -> str:
    editor(monkeypatch, tmp_path, record_text())
    return cli_run("add", NAME)


def via_cli_edit(project, tmp_path, monkeypatch) -> str:
    editor(monkeypatch, tmp_path, record_text())
    return cli_run("edit", NAME)


# Paths that change an existing record: the test stores the clean one first.
UPDATES = {"mcp_update", "tool_str_replace", "tool_insert", "tool_rename", "cli_edit"}
PATHS: dict[str, Callable[..., str]] = {
    f.__name__.removeprefix("via_"): f for f in (
        via_extraction, via_memory_save, via_mcp_save, via_mcp_update, via_tool_create,
        via_tool_str_replace, via_tool_insert, via_tool_rename, via_import_folder,
        via_import_claude_code, via_import_json, via_cli_add, via_cli_add_editor,
        via_cli_edit)
}


def snapshot(root: Path) -> dict[str, bytes]:
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not p.name.endswith(".lock")}


def assert_nothing_stored(project: Path, before: dict[str, bytes]) -> None:
    root = project / ".memory"
    after = snapshot(root)
    for rel, data in after.items():
        assert AWS.encode() not in data, f"the secret reached {rel}"
    # Record files and the history log are exactly as before (a first write may have
    # created the empty folder layout: .gitignore, an empty MEMORY.md).
    def kept(files: dict[str, bytes]) -> dict[str, bytes]:
        return {k: v for k, v in files.items() if k.startswith(".history")
                or (k.endswith(".md") and "/" not in k and k != "MEMORY.md")}
    assert kept(after) == kept(before)


@pytest.mark.parametrize("path", list(PATHS))
def test_a_secret_is_refused_on_every_write_path_and_nothing_is_written(
        path, project, tmp_path, monkeypatch):
    if path in UPDATES:
        seed(project)
    before = snapshot(project / ".memory")
    told = PATHS[path](project, tmp_path, monkeypatch)
    # A note without frontmatter is described by its heading and the line under it,
    # which here is the secret's line.
    field = {"tool_rename": "the name", "import_claude_code": "the description"}.get(
        path, FIELD)
    assert f"{field[0].upper()}{field[1:]} seems to contain {KIND}" in told
    assert "secrets are never stored as memory" in told
    assert AWS not in told and AWS[4:] not in told
    assert_nothing_stored(project, before)


# --- the fields besides name, description and body -------------------------------------
EXTRA = f"aws: {AWS}\n"


def extra_via_tool_create(project, tmp_path, monkeypatch) -> str:
    return MemoryTool(store_of(project))({
        "command": "create", "path": f"/memories/{NAME}.md",
        "file_text": record_text(body=CLEAN_BODY, extra=EXTRA)}).content


def extra_via_import_folder(project, tmp_path, monkeypatch) -> str:
    folder = tmp_path / "seed-memory"
    folder.mkdir()
    (folder / f"{NAME}.md").write_text(record_text(body=CLEAN_BODY, extra=EXTRA), "utf-8")
    return cli_run("import", str(folder))


def extra_via_import_json(project, tmp_path, monkeypatch) -> str:
    data = [{"name": NAME, "description": DESCRIPTION, "type": "reference",
             "body": CLEAN_BODY, "extra": {"aws": AWS}}]
    path = tmp_path / "list.json"
    path.write_text(json.dumps(data), "utf-8")
    return cli_run("import", "--json", str(path))


def extra_via_cli_add_editor(project, tmp_path, monkeypatch) -> str:
    editor(monkeypatch, tmp_path, record_text(body=CLEAN_BODY, extra=EXTRA))
    return cli_run("add", NAME)


def extra_via_cli_edit(project, tmp_path, monkeypatch) -> str:
    editor(monkeypatch, tmp_path, record_text(body=CLEAN_BODY, extra=EXTRA))
    return cli_run("edit", NAME)


def source_via_memory_save(project, tmp_path, monkeypatch) -> str:
    with Memory(project, user=False, provider="offline") as memory:
        decision, _ = memory.save(Candidate(NAME, DESCRIPTION, "reference", CLEAN_BODY,
                                            "persistent"), source={"note": f"from {AWS}"})
    return decision.reason


def source_via_import_json(project, tmp_path, monkeypatch) -> str:
    data = [{"name": NAME, "description": DESCRIPTION, "type": "reference",
             "body": CLEAN_BODY, "source": {"quote": f"my key is {AWS}"}}]
    path = tmp_path / "list.json"
    path.write_text(json.dumps(data), "utf-8")
    return cli_run("import", "--json", str(path))


def quote_via_extraction(project, tmp_path, monkeypatch) -> str:
    cand = {"name": NAME, "description": DESCRIPTION, "type": "reference",
            "scope": "persistent", "body": CLEAN_BODY, "quote": f"deploy key {AWS}"}
    with Memory(project, user=False, provider=ScriptedProvider(json.dumps([cand]))) as memory:
        report = memory.after_turn([{"role": "user", "content": "remember how to deploy"}])
    return " ".join(d.reason for d in report.decisions)


OTHER_FIELDS = {
    "tool_create_extra": (extra_via_tool_create, "The frontmatter field 'aws'"),
    "import_folder_extra": (extra_via_import_folder, "The frontmatter field 'aws'"),
    "import_json_extra": (extra_via_import_json, "The frontmatter field 'aws'"),
    "cli_add_editor_extra": (extra_via_cli_add_editor, "The frontmatter field 'aws'"),
    "cli_edit_extra": (extra_via_cli_edit, "The frontmatter field 'aws'"),
    "memory_save_source": (source_via_memory_save, "The source (key 'note')"),
    "import_json_quote": (source_via_import_json, "The source quote"),
    "extraction_quote": (quote_via_extraction, "The source quote"),
}


@pytest.mark.parametrize("path", list(OTHER_FIELDS))
def test_a_secret_in_the_source_or_an_extra_frontmatter_key_is_refused_too(
        path, project, tmp_path, monkeypatch):
    write, field = OTHER_FIELDS[path]
    if path == "cli_edit_extra":
        seed(project)
    before = snapshot(project / ".memory")
    told = write(project, tmp_path, monkeypatch)
    assert f"{field} seems to contain {KIND}" in told
    assert AWS not in told
    assert_nothing_stored(project, before)


def test_allow_secret_stores_a_body_secret_but_never_one_in_a_name(project):
    result = CliRunner().invoke(cli, ["add", NAME, "-t", "reference", "-d", DESCRIPTION,
                                      "-b", SECRET_BODY, "--allow-secret"])
    assert result.exit_code == 0, result.output
    assert "warning: the body seems to contain an AWS access key" in result.output
    assert AWS in store_of(project).get(NAME).body
    named = CliRunner().invoke(cli, ["add", f"key-{AWS}", "-d", DESCRIPTION, "--allow-secret"])
    assert named.exit_code == 1
    assert named.output == ("Error: Not added: The name seems to contain an AWS access key; "
                            "secrets are never stored as memory.\n")
    assert [r.name for r in store_of(project).list()] == [NAME]


def test_a_refused_cli_add_says_how_to_override_in_one_line(project):
    result = CliRunner().invoke(cli, ["add", NAME, "-d", DESCRIPTION, "-b", SECRET_BODY])
    assert result.exit_code == 1
    assert result.output == ("Error: Not added: The body seems to contain an AWS access key; "
                             "secrets are never stored as memory. Pass --allow-secret to "
                             "store it anyway.\n")


def test_a_merge_that_writes_a_secret_is_refused_and_the_group_left_alone(project):
    from memory_helpers import consolidate_now

    store = store_of(project)
    store.upsert(Record(NAME, DESCRIPTION, "reference", body=CLEAN_BODY))
    store.upsert(Record("deploy-2", DESCRIPTION + " (again)", "reference", body=CLEAN_BODY))
    before = snapshot(store.root)
    merged = [{"name": NAME, "description": DESCRIPTION, "type": "reference",
               "body": SECRET_BODY}]
    result = consolidate_now(store, ScriptedProvider(json.dumps(merged)))
    assert result.skipped and "the body seems to contain an AWS access key" in result.skipped[0]
    assert AWS not in result.skipped[0]
    assert_nothing_stored(project, before)


def test_a_refused_mcp_save_never_echoes_a_name_that_holds_the_secret(project):
    access = mcp_over(store_of(project))
    try:
        answer = mcp(access, "memory_save", {"name": f"key-{AWS}", "type": "reference",
                                             "description": DESCRIPTION})
    finally:
        access.close()
    assert "The name seems to contain an AWS access key" in answer
    assert AWS not in answer
