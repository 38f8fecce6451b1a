"""The memory tool reads and edits only what the store holds, and says so truthfully.

A record file can be swapped for a link after the store looked at it (a cloned
repository, a racing process): the tool must not read through it. An edit that changes
nothing memdir keeps must not be reported as done.
"""

from __future__ import annotations

import os

import pytest

from memdir.agent.memory_tool import MemoryTool
from memdir.store.files.store import FileStore

PREF = ("---\ndescription: Tests use pytest, never unittest\ntype: feedback\n---\n"
        "The user said so.\n")


@pytest.fixture
def stores(tmp_path):
    return (FileStore(tmp_path / "proj" / ".memory"),
            FileStore(tmp_path / "home" / "memory", scope="user"))


@pytest.fixture
def tool(stores):
    tool = MemoryTool(*stores, actor="memory-tool test")
    out = tool({"command": "create", "path": "/memories/pref.md", "file_text": PREF})
    assert not out.is_error, out.content
    return tool


def test_a_link_swapped_in_after_the_check_is_not_read(tool, stores, tmp_path):
    project, _ = stores
    outside = tmp_path / "id_rsa"
    outside.write_text("PRIVATE KEY MATERIAL\n", encoding="utf-8")
    real = project.find

    def swap_after_check(name):
        rec = real(name)  # the store saw a regular file...
        if rec is not None:
            path = project.root / rec.file
            os.unlink(path)
            os.symlink(outside, path)  # ...then a link took its place
        return rec

    project.find = swap_after_check
    for args in ({"command": "view", "path": "/memories/pref.md"},
                 {"command": "str_replace", "path": "/memories/pref.md",
                  "old_str": "PRIVATE", "new_str": "x"}):
        out = tool(args)
        assert out.is_error and "PRIVATE" not in out.content
    assert outside.read_text(encoding="utf-8") == "PRIVATE KEY MATERIAL\n"


@pytest.mark.parametrize("line", ["name: elsewhere", "created: '2020-01-01T00:00:00Z'"])
def test_an_insert_that_changes_nothing_kept_is_an_error(tool, stores, line):
    project, _ = stores
    before = (project.root / "pref.md").read_bytes()
    out = tool({"command": "insert", "path": "/memories/pref.md", "insert_line": 1,
                "insert_text": line})
    assert out.is_error and "Nothing was changed" in out.content
    assert (project.root / "pref.md").read_bytes() == before
    assert len(project.history("pref")) == 1


def test_an_insert_of_a_frontmatter_key_is_stored(tool, stores):
    project, _ = stores
    out = tool({"command": "insert", "path": "/memories/pref.md", "insert_line": 3,
                "insert_text": "tags: [testing]"})
    assert not out.is_error and "has been edited" in out.content
    assert project.get("pref").extra.get("tags") == ["testing"]
    assert "tags:" in (project.root / "pref.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("args", "why"), [
    ({"command": "view", "path": "/etc/" + "A" * 1_000_000}, "must be under /memories"),
    ({"command": "view", "path": "/memories/../" + "A" * 1_000_000}, "'..' segments"),
    ({"command": "view", "path": "/memories/a/" + "A" * 1_000_000}, "no sub-folders"),
    ({"command": "view", "path": "/memories/" + "A" * 1_000_000}, "files are Markdown"),
    ({"command": "view", "path": "/memories/\\" + "A" * 1_000_000}, "backslashes"),
    ({"command": "A" * 1_000_000}, "use one of view, create"),
    ({"command": "str_replace", "path": "/memories/pref.md", "old_str": "Z" * 19_999,
      "new_str": "x"}, "did not appear verbatim in /memories/pref.md"),
])
def test_a_huge_input_is_not_echoed_back_whole(tool, args, why):
    # A megabyte-long path came back as a megabyte-long error, which the model's next
    # request then carried (tokens paid for, or a request the API refuses as too long).
    out = tool(args)
    assert out.is_error and why in out.content
    assert len(out.content) < 300, out.content[:200]
