"""A fact about the user written through the memory tool lands in the user store, whichever
folder the model named: /memories is the project store, which a team may commit to git,
and a `type: user` file created, edited or renamed there was kept there."""

from __future__ import annotations

from memdir.agent.memory_tool import MemoryTool
from memdir.store.files.store import FileStore

from .test_memory_tool import ok

FACT = "---\ndescription: The user is a night-shift nurse in Leeds\ntype: user\n---\n"
# A GitHub token's shape, split so no scanner takes this file for a leak.
TOKEN = "gh" + "p_" + "Zq8vK2mX7pL4nR9tW3yB6cD1fG5hJ0sA8uE2"
PROJECT_FACT = "---\ndescription: Releases are cut on Fridays\ntype: project\n---\n"




def project_bytes(project: FileStore) -> bytes:
    """Everything the project folder holds, its history included."""
    if not project.root.exists():
        return b""
    return b"".join(p.read_bytes() for p in sorted(project.root.rglob("*")) if p.is_file())


def test_create_under_memories_puts_a_user_fact_in_the_user_store(tool, stores):
    project, user = stores
    said = ok(tool, command="create", path="/memories/nurse.md", file_text=FACT)
    assert said.startswith("File created successfully at: /memories/user/nurse.md (type user")
    assert user.get("nurse").description == "The user is a night-shift nurse in Leeds"
    assert project.find("nurse") is None and b"nurse" not in project_bytes(project)
    # Written again under /memories: it is there already, in the user folder.
    again = tool({"command": "create", "path": "/memories/nurse.md", "file_text": FACT})
    assert again.is_error and "/memories/user/nurse.md already exists" in again.content


def test_an_edit_that_makes_a_project_file_a_user_fact_moves_it(tool, stores):
    project, user = stores
    ok(tool, command="create", path="/memories/shift.md", file_text=PROJECT_FACT)
    said = ok(tool, command="str_replace", path="/memories/shift.md",
              old_str="description: Releases are cut on Fridays\ntype: project",
              new_str="description: The user works night shifts\ntype: user")
    assert said.startswith("The memory file has been edited (type user")
    assert project.find("shift") is None
    assert b"night shifts" not in project_bytes(project)  # not even in its history
    assert (user.get("shift").type, user.get("shift").description) == \
        ("user", "The user works night shifts")


def test_insert_into_a_user_fact_kept_in_the_project_moves_it(tool, stores):
    # A user record already in the project store (written before, or by hand): an edit
    # through the tool writes the fact again, so it goes to the user store.
    project, user = stores
    from memdir.foundation.record import Record

    project.upsert(Record("city", "The user lives in Leeds", "user", "Since 2019.",
                          origin="model"))  # a person's would be proposed to move
    end = len(project.text("city").rstrip("\n").split("\n"))
    said = ok(tool, command="insert", path="/memories/city.md", insert_line=end,
              insert_text="Near the station.")
    assert said == ("The file /memories/city.md has been edited (type user: a fact about "
                    "the user is kept in /memories/user, for every project, never in the "
                    "project's memory, which the team may share).")
    assert project.find("city") is None and "Near the station." in user.get("city").body
    assert b"Near the station." not in project_bytes(project)


def test_rename_into_memories_keeps_a_user_fact_in_the_user_folder(tool, stores):
    project, user = stores
    ok(tool, command="create", path="/memories/user/nurse.md", file_text=FACT)
    said = ok(tool, command="rename", old_path="/memories/user/nurse.md",
              new_path="/memories/job.md")
    assert said.startswith("Successfully renamed /memories/user/nurse.md to "
                           "/memories/user/job.md (type user")
    assert user.find("job") is not None and user.find("nurse") is None
    assert project.find("job") is None and b"nurse" not in project_bytes(project)


def test_other_types_stay_where_the_model_put_them(tool, stores):
    project, user = stores
    assert ok(tool, command="create", path="/memories/release.md",
              file_text=PROJECT_FACT) == "File created successfully at: /memories/release.md"
    assert project.find("release") is not None and user.find("release") is None
    ok(tool, command="rename", old_path="/memories/release.md",
       new_path="/memories/user/release.md")  # the model may keep any type for itself
    assert user.find("release") is not None


def test_without_a_user_store_the_project_keeps_it(stores):
    # A server holds project memory only (docs/server.md): there is nowhere else.
    project, _ = stores
    tool = MemoryTool(project, actor="memory-tool test")
    assert ok(tool, command="create", path="/memories/nurse.md", file_text=FACT) == \
        "File created successfully at: /memories/nurse.md"
    assert project.get("nurse").type == "user"


def test_a_refused_edit_leaves_the_file_where_it_was(tool, stores):
    project, user = stores
    ok(tool, command="create", path="/memories/shift.md", file_text=PROJECT_FACT)
    out = tool({"command": "str_replace", "path": "/memories/shift.md",
                "old_str": "type: project", "new_str": "type: user\ntoken: " + TOKEN})
    assert out.is_error and out.content.startswith("Not stored:"), out.content
    assert project.get("shift").type == "project" and user.find("shift") is None
