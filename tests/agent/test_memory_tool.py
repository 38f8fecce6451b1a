"""The memory tool: Anthropic's command set over the stores, with the same rules as
extraction (names, admission policy, history) and no way out of /memories."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memdir.agent.memory_tool import NATIVE_TYPE, SCHEMA, MemoryTool, memory_tool_spec
from memdir.foundation.record import Record
from memdir.store.files.store import FileStore

PREF = ("---\ndescription: Tests use pytest, never unittest\ntype: feedback\n---\n"
        "The user said so.\n")


def ok(tool, **args) -> str:
    out = tool(args)
    assert not out.is_error, out.content
    return out.content


def err(tool, **args) -> str:
    out = tool(args)
    assert out.is_error, out.content
    return out.content


def test_create_view_and_list(tool, stores):
    project, _ = stores
    assert "created successfully" in ok(tool, command="create",
                                         path="/memories/prefer-pytest.md", file_text=PREF)
    rec = project.get("prefer-pytest")
    assert (rec.type, rec.description, rec.body) == ("feedback",
                                                    "Tests use pytest, never unittest",
                                                    "The user said so.")
    listing = ok(tool, command="view", path="/memories")
    assert "/memories/prefer-pytest.md - Tests use pytest, never unittest" in listing
    assert "/memories/user/" in listing
    shown = ok(tool, command="view", path="/memories/prefer-pytest.md")
    assert "     1\t---" in shown and "description: Tests use pytest" in shown
    ranged = ok(tool, command="view", path="/memories/prefer-pytest.md", view_range=[2, 3])
    assert ranged.splitlines()[1:] == ["     2\tname: prefer-pytest",
                                       "     3\tdescription: Tests use pytest, never unittest"]


def test_plain_text_is_accepted_first_line_is_the_description(tool, stores):
    ok(tool, command="create", path="/memories/user/lang.md",
       file_text="# Answers in Chinese\nThe user reads Chinese faster.")
    rec = stores[1].get("lang")
    assert rec.description == "Answers in Chinese" and rec.type == "user"
    assert stores[0].find("lang") is None


def test_create_refuses_an_existing_file(tool):
    ok(tool, command="create", path="/memories/a.md", file_text="alpha fact")
    assert "already exists" in err(tool, command="create", path="/memories/A.md",
                                   file_text="other")


def test_str_replace_and_insert_update_with_history(tool, stores):
    project, _ = stores
    ok(tool, command="create", path="/memories/prefer-pytest.md", file_text=PREF)
    snippet = ok(tool, command="str_replace", path="/memories/prefer-pytest.md",
                 old_str="The user said so.", new_str="The user corrected this twice.")
    assert "The user corrected this twice." in snippet
    end = len((project.root / "prefer-pytest.md").read_text().splitlines())
    ok(tool, command="insert", path="/memories/prefer-pytest.md", insert_line=end,
       insert_text="Fixtures go in conftest.py.")
    rec = project.get("prefer-pytest")
    assert rec.body == "The user corrected this twice.\nFixtures go in conftest.py."
    ops = [(e.op, e.actor) for e in project.history("prefer-pytest")]
    assert ops == [("create", "memory-tool test"), ("update", "memory-tool test"),
                   ("update", "memory-tool test")]
    assert "not appear verbatim" in err(tool, command="str_replace",
                                        path="/memories/prefer-pytest.md",
                                        old_str="nope", new_str="x")
    assert "range [0," in err(tool, command="insert", path="/memories/prefer-pytest.md",
                              insert_line=99, insert_text="x")


def test_delete_and_rename(tool, stores):
    project, user = stores
    ok(tool, command="create", path="/memories/old-name.md", file_text="deploy with make ship")
    ok(tool, command="rename", old_path="/memories/old-name.md",
       new_path="/memories/deploy-command.md")
    assert project.find("old-name") is None and project.get("deploy-command")
    ok(tool, command="rename", old_path="/memories/deploy-command.md",
       new_path="/memories/user/deploy-command.md")
    assert project.find("deploy-command") is None and user.get("deploy-command")
    assert "history" in ok(tool, command="delete", path="/memories/user/deploy-command.md")
    assert user.find("deploy-command") is None
    # deleted, not lost: the history can bring it back
    assert user.restore("deploy-command").description == "deploy with make ship"
    assert "does not exist" in err(tool, command="delete", path="/memories/ghost.md")
    assert "Folders cannot be deleted" in err(tool, command="delete", path="/memories")


@pytest.mark.parametrize("text, reason", [
    ("Deploy key: AKIAABCDEFGHIJKLMNOP", "secret"),
    ("For now, skip the slow tests", "temporary"),
    ("---\ndescription: x\ntype: nonsense\n---\n", "frontmatter"),
    ("   \n  \n", "empty"),
])
def test_writes_go_through_the_admission_policy(tool, stores, text, reason):
    message = err(tool, command="create", path="/memories/note.md", file_text=text)
    assert reason in message.lower()
    assert stores[0].record_files() == []


def test_an_edit_that_adds_a_secret_is_refused(tool, stores):
    ok(tool, command="create", path="/memories/db.md",
       file_text="Staging database\nThe staging db is pg-2")
    message = err(tool, command="str_replace", path="/memories/db.md", old_str="pg-2",
                  new_str="pg-2, password=Sup3rS3cret!")
    assert "secret" in message
    assert stores[0].get("db").body == "Staging database\nThe staging db is pg-2"


def test_duplicates_under_another_name_are_refused(tool):
    ok(tool, command="create", path="/memories/a.md", file_text="Use pytest for tests")
    assert "Duplicate" in err(tool, command="create", path="/memories/b.md",
                              file_text="Use pytest for tests")


HOSTILE_PATHS = [
    "/memories/../etc/passwd", "/memories/../../x.md", "/memories/./a.md",
    "/memories/user/../a.md", "/memories/..", "/etc/passwd", "memories/a.md",
    "/memoriesX/a.md", "../memories/a.md", "/memories/sub/a.md", "/memories/a.md\x00.md",
    "/memories\\..\\a.md", "/memories/MEMORY.md", "/memories/memory.md",
    "/memories/user/Memory.MD", "/memories/.history.md", "/memories/a.txt",
    "/memories/.md", "/memories/%2e%2e/a.md", "", None, 42,
]


@pytest.mark.parametrize("path", HOSTILE_PATHS)
def test_paths_outside_memories_are_refused_for_every_command(tool, stores, tmp_path, path):
    (tmp_path / "proj" / "x.md").parent.mkdir(parents=True, exist_ok=True)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    for args in ({"command": "view", "path": path},
                 {"command": "create", "path": path, "file_text": "innocent fact"},
                 {"command": "str_replace", "path": path, "old_str": "a", "new_str": "b"},
                 {"command": "insert", "path": path, "insert_line": 0, "insert_text": "x"},
                 {"command": "delete", "path": path},
                 {"command": "rename", "old_path": path, "new_path": "/memories/ok.md"},
                 {"command": "rename", "old_path": "/memories/ok.md", "new_path": path}):
        out = tool(args)
        assert out.is_error, (args, out.content)
    after = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    assert before == after


def test_a_symlinked_record_is_not_read_or_followed(tool, stores, tmp_path):
    project, _ = stores
    project.init()
    (tmp_path / "secret.md").write_text("---\ndescription: s\ntype: user\n---\ntop secret\n")
    os.symlink(tmp_path / "secret.md", project.root / "leak.md")
    assert "does not exist" in err(tool, command="view", path="/memories/leak.md")
    assert "top secret" not in ok(tool, command="view", path="/memories")


def test_index_file_is_never_exposed(tool, stores):
    ok(tool, command="create", path="/memories/a.md", file_text="alpha fact")
    assert "MEMORY.md" in err(tool, command="view", path="/memories/MEMORY.md")
    assert "MEMORY.md" not in ok(tool, command="view", path="/memories")


def test_without_a_user_store_the_user_folder_does_not_exist(stores):
    tool = MemoryTool(stores[0], None)
    assert "no user memory store" in err(tool, command="view", path="/memories/user")


@given(st.dictionaries(st.sampled_from(list(SCHEMA["properties"]) + ["junk"]),
                       st.one_of(st.none(), st.integers(), st.text(max_size=30),
                                 st.lists(st.integers(), max_size=3)), max_size=6))
@settings(max_examples=150, deadline=None)
def test_no_input_makes_it_raise(tmp_path_factory, args):
    root = tmp_path_factory.mktemp("fuzz")
    tool = MemoryTool(FileStore(root / ".memory"), FileStore(root / "user"))
    out = tool(args)
    assert isinstance(out.content, str)
    assert not any(p.name not in (".memory", "user") and not str(p).startswith(
        (str(root / ".memory"), str(root / "user"))) for p in root.rglob("*"))


def test_spec_carries_the_native_type_marker_only_when_asked():
    native = memory_tool_spec(native=True)
    plain = memory_tool_spec(native=False)
    assert native.name == plain.name == "memory"
    assert native.input_schema == plain.input_schema == SCHEMA
    assert getattr(native, "native_type", "") == NATIVE_TYPE
    assert getattr(plain, "native_type", "") == ""
    assert set(SCHEMA["properties"]["command"]["enum"]) == {
        "view", "create", "str_replace", "insert", "delete", "rename"}


def test_hand_written_record_files_are_proposed_to_edit_and_a_models_are_edited(tool,
                                                                                stores):
    # A file written by hand is a person's record: the model's edit of it waits for them.
    project, _ = stores
    project.upsert(Record("hand", "written by a person", "project", "body"))
    said = err(tool, command="str_replace", path="/memories/hand.md", old_str="body",
               new_str="better body")
    assert said.startswith("Not stored: Proposed for review as ")
    assert project.get("hand").body == "body"
    project.upsert(Record("note", "written by a model", "project", "body", origin="model"))
    ok(tool, command="str_replace", path="/memories/note.md", old_str="body",
       new_str="better body")
    assert project.get("note").body == "better body"
