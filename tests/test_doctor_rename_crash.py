"""A rename killed (SIGKILL) after writing the new file and before removing the old one,
by `memdir doctor --fix` or by any rename: both files hold the memory. The next doctor
recognises the half-done rename by its history entry and finishes it; it renamed the old
file once more and kept two copies of one memory (``Dup-2`` and ``Dup-3``), or for a
plain rename said nothing of two records holding one memory."""

from __future__ import annotations

import os
import signal

import pytest
from test_store_crash import in_child

from memdir.store import FileStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

OLDER = ("---\nname: Dup\ndescription: older\ntype: user\nupdated: '2026-01-01T00:00:00Z'\n"
         "---\nThe older one, a different memory.\n")
NEWER = ("---\nname: dup\ndescription: newer\ntype: user\nupdated: '2026-06-01T00:00:00Z'\n"
         "---\nThe newer one.\n")
RECORD = "---\nname: Memory\ndescription: a record\ntype: user\n---\nIt is a record.\n"


def _fix_killed_removing(root, file: str) -> None:
    """Run doctor's fix in a child killed as it removes ``file`` (after the rename wrote
    the new file)."""
    def child(fd: int) -> None:
        real = os.unlink

        def unlink(path, *args, **kwargs):
            if os.path.basename(path) == file:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(path, *args, **kwargs)
        os.unlink = unlink
        FileStore(root).fix()
        os.write(fd, b"survived\n")

    assert in_child(child, 20.0) == []


def test_a_collision_rename_killed_after_writing_is_finished_not_done_twice(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.init()
    (store.root / "dup.md").write_text(NEWER)
    (store.root / "Dup.md").write_text(OLDER)
    _fix_killed_removing(store.root, "Dup.md")
    left = sorted(f for f in os.listdir(store.root) if f.endswith(".md") and f != "MEMORY.md")
    assert left == ["Dup-2.md", "Dup.md", "dup.md"]  # written, not yet removed
    reopened = FileStore(store.root)
    problems = reopened.check()
    assert [p.kind for p in problems if p.file == "Dup.md"] == ["half-renamed"], problems
    assert "a rename to 'Dup-2.md' was cut short" in problems[0].detail
    [done] = [p for p in reopened.fix() if p.file == "Dup.md"]
    assert done.kind == "half-renamed" and done.detail.endswith("the old file is removed")
    assert reopened.check() == []
    assert {r.name: r.body for r in reopened.list()} == {
        "dup": "The newer one.", "Dup-2": "The older one, a different memory."}
    assert reopened.fix() == [] and len(reopened.list()) == 2
    # The rename is in the history once, and undone as one.
    renames = [e for e in reopened.history() if e.op == "rename"]
    assert [(e.file, e.new_file) for e in renames] == [("Dup.md", "Dup-2.md")]


def test_a_rescue_of_memory_md_killed_after_writing_is_finished_not_done_twice(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.init()
    (store.root / "memory.md").write_text(RECORD)
    _fix_killed_removing(store.root, "memory.md")
    reopened = FileStore(store.root)
    reopened.fix()
    assert reopened.check() == []
    files = sorted(f for f in os.listdir(store.root) if f.endswith(".md"))
    assert files == ["MEMORY.md", "memory-record.md"], files
    assert [r.body for r in reopened.list()] == ["It is a record."]


def test_a_rename_killed_after_writing_is_one_memory_again_after_doctor(tmp_path):
    from memdir.foundation.record import Record

    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="style", description="Tabs", type="feedback", body="Tabs."))

    def child(fd: int) -> None:
        real = os.unlink

        def unlink(path, *args, **kwargs):
            if os.path.basename(path) == "style.md":
                os.kill(os.getpid(), signal.SIGKILL)
            return real(path, *args, **kwargs)
        os.unlink = unlink
        FileStore(store.root).rename("style", "indent-style")
        os.write(fd, b"survived\n")

    assert in_child(child, 20.0) == []
    reopened = FileStore(store.root)
    assert sorted(r.name for r in reopened.list()) == ["indent-style", "style"]
    assert [(p.kind, p.file) for p in reopened.check()][:1] == [("half-renamed", "style.md")]
    reopened.fix()
    assert reopened.check() == []
    assert [r.name for r in reopened.list()] == ["indent-style"]
    assert reopened.history("indent-style")[-1].op == "rename"
