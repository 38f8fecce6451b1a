"""`memdir.foundation.watch.FolderWatch`: a folder needs a full look when a file it cares
about changed since the last time it was asked, or when the watch cannot vouch for it."""

from __future__ import annotations

import select
import sys

import pytest

from memdir.foundation.watch import FolderWatch

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="inotify is Linux's")


def records(name: str) -> bool:
    return name.endswith(".md")


@pytest.fixture
def watch():
    found = FolderWatch()
    assert found.available
    yield found
    found.close()


def test_a_folder_is_changed_until_watched_then_only_when_a_file_changes(tmp_path, watch):
    (tmp_path / "a.md").write_text("one")
    folder = str(tmp_path)
    assert watch.changed(folder, records)  # never looked at: the caller looks now
    assert watch.watching(folder)
    assert not watch.changed(folder, records)
    (tmp_path / "a.md").write_text("two")  # an edit in place, the folder's time unchanged
    assert watch.changed(folder, records)
    assert not watch.changed(folder, records)  # said once


@pytest.mark.parametrize("change", ["create", "delete", "rename", "touch", "append"])
def test_every_kind_of_change_is_seen(tmp_path, watch, change):
    import os

    (tmp_path / "a.md").write_text("one")
    folder = str(tmp_path)
    watch.changed(folder, records)
    {"create": lambda: (tmp_path / "b.md").write_text("new"),
     "delete": lambda: (tmp_path / "a.md").unlink(),
     "rename": lambda: (tmp_path / "a.md").rename(tmp_path / "c.md"),
     "touch": lambda: os.utime(tmp_path / "a.md", (1, 1)),
     "append": lambda: (tmp_path / "a.md").open("a").write("more")}[change]()
    assert watch.changed(folder, records)


def test_files_the_filter_refuses_and_subfolders_are_not_changes(tmp_path, watch):
    (tmp_path / ".cache").mkdir()
    folder = str(tmp_path)
    watch.changed(folder, records)
    (tmp_path / "notes.txt").write_text("x")
    (tmp_path / ".cache" / "index.sqlite").write_text("x")  # inside a subfolder
    assert not watch.changed(folder, records)


def test_a_folder_moved_or_removed_is_changed_until_watched_again(tmp_path, watch):
    store = tmp_path / "store"
    store.mkdir()
    folder = str(store)
    watch.changed(folder, records)
    store.rename(tmp_path / "moved")
    assert watch.changed(folder, records)  # the watch no longer vouches
    assert not watch.watching(folder)
    assert watch.changed(folder, records)  # no folder there to watch: still changed
    store.mkdir()
    assert watch.changed(folder, records)  # watched again from here
    assert not watch.changed(folder, records)


def test_its_descriptor_wakes_a_select_when_a_file_changes(tmp_path, watch):
    folder = str(tmp_path)
    watch.changed(folder, records)
    assert select.select([watch], [], [], 0)[0] == []
    (tmp_path / "a.md").write_text("x")
    assert select.select([watch], [], [], 1)[0] == [watch]
    assert watch.pending() == {folder}
    assert watch.changed(folder, records) and watch.pending() == set()


def test_without_inotify_every_folder_is_always_changed(tmp_path):
    watch = FolderWatch()
    watch.close()  # as where inotify is not there
    assert not watch.available and watch.fileno() == -1
    assert watch.changed(str(tmp_path)) and watch.changed(str(tmp_path))
    assert not watch.watching(str(tmp_path))


def test_it_names_the_files_that_changed(tmp_path, watch, monkeypatch):
    (tmp_path / "a.md").write_text("one")
    folder = str(tmp_path)
    assert watch.changes(folder, records) is None  # never looked at: every file
    assert watch.changes(folder, records) == set()
    (tmp_path / "a.md").write_text("two")
    (tmp_path / "b.md").write_text("new")
    (tmp_path / "notes.txt").write_text("x")  # refused by the filter
    assert watch.changes(folder, records) == {"a.md", "b.md"}
    (tmp_path / "b.md").rename(tmp_path / "c.md")
    (tmp_path / "a.md").unlink()
    assert watch.changes(folder, records) == {"a.md", "b.md", "c.md"}
    assert watch.changes(folder, records) == set()  # said once
    monkeypatch.setattr("memdir.foundation.watch.MOST_NAMES", 2)
    for name in ("d.md", "e.md", "f.md"):
        (tmp_path / name).write_text("x")
    assert watch.changes(folder, records) is None  # too many to keep: every file
    assert watch.changes(folder, records) == set()
