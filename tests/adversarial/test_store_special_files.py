"""A store folder holding what no memdir wrote: a file of gigabytes named like a record, a
FIFO or a folder where MEMORY.md (or memory.md) belongs. A cloned repository can ship any
of them; no command may hang on one, copy it, crash on it or lose it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from deadlines import deadline

from memdir.foundation.errors import StoreError
from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.scan import MAX_KEPT_BYTES

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")


def rec(name: str, description: str) -> Record:
    return Record(name=name, description=description, type="project", body="b")


def sparse(path: Path, size: int) -> None:
    with open(path, "wb") as fh:
        fh.truncate(size)  # no block written: the test costs no disk


@pytest.fixture
def huge(store):
    """A store with a sparse file larger than memdir keeps a copy of."""
    store.upsert(rec("small", "A small record"))
    sparse(store.root / "huge.md", MAX_KEPT_BYTES + 1)
    return store


def test_a_file_too_large_to_keep_is_neither_deleted_nor_overwritten(huge):
    entries = len(huge.history())
    for change in (lambda: huge.delete("huge"),
                   lambda: huge.rename("huge", "moved"),
                   lambda: huge.upsert(rec("huge", "over the top of it"))):
        with deadline(20), pytest.raises(StoreError, match="move it out of the store"):
            change()
        assert os.stat(huge.root / "huge.md").st_size == MAX_KEPT_BYTES + 1
    assert len(huge.history()) == entries  # nothing of it was copied into the log
    assert not (huge.root / "moved.md").exists()


def test_a_batch_neither_copies_nor_rolls_back_a_file_too_large_to_keep(huge):
    """A batch snapshots the folder into its journal: a 2 GB sparse file would have been
    written out whole (16 s and 2 GB of real disk here), and a rollback must still leave it
    where it is."""
    with pytest.raises(RuntimeError), huge.batch() as b:
        b.upsert(rec("added", "Added in the batch"))
        assert sorted(os.listdir(huge.root / ".journal")) == [".owner", "MEMORY.md",
                                                               "small.md"]
        raise RuntimeError("the batch fails")
    assert os.stat(huge.root / "huge.md").st_size == MAX_KEPT_BYTES + 1
    assert huge.find("added") is None and huge.get("small").description == "A small record"
    with huge.batch() as b:
        b.upsert(rec("added", "Added in the batch"))
    assert huge.get("added").description == "Added in the batch"
    assert [p.kind for p in huge.check()] == ["too-large"]


def test_a_crash_journal_leaves_a_file_made_too_large_since_and_recovers_the_rest(store):
    """A batch snapshotted big.md and died; a person then replaced big.md with a file too
    large to keep. Recovery raised on it at every open of the store; now it leaves that
    file as it is and puts the others back."""
    from memdir.store import FileStore
    from memdir.store.origin import machine_id, user_id

    store.upsert(rec("a", "snapshot"))
    store.upsert(rec("big", "small once"))
    journal = store.root / ".journal"
    journal.mkdir()
    (journal / ".owner").write_text(json.dumps({"machine": machine_id(), "uid": user_id()}))
    for name in ("a.md", "big.md"):
        (journal / name).write_bytes((store.root / name).read_bytes())
    (store.root / "a.md").write_text("---\nname: a\ndescription: half-done\ntype: user\n---\n")
    sparse(store.root / "big.md", MAX_KEPT_BYTES + 1)
    reopened = FileStore(store.root)
    assert reopened.get("a").description == "snapshot"
    assert os.stat(store.root / "big.md").st_size == MAX_KEPT_BYTES + 1
    assert not journal.exists()
    assert "too-large" in [p.kind for p in reopened.check()]


def test_a_large_hand_written_file_is_still_deleted_with_a_way_back(store):
    """Below the bound a file larger than a new record may be is deleted and restored
    byte for byte, as before."""
    text = "---\nname: notes\ndescription: Long notes\ntype: project\n---\n" + "x" * 1_500_000
    (store.root).mkdir(parents=True, exist_ok=True)
    (store.root / "notes.md").write_text(text, encoding="utf-8")
    store.delete("notes")
    store.restore("notes")
    assert (store.root / "notes.md").read_text(encoding="utf-8") == text


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_memory_md_that_is_no_file_neither_hangs_nor_breaks_a_store(store, kind):
    store.upsert(rec("kept", "A kept record"))
    index = store.root / "MEMORY.md"
    index.unlink()
    os.mkfifo(index) if kind == "fifo" else index.mkdir()
    with deadline(20):
        again = FileStore(store.root)
        assert [r.name for r in again.list()] == ["kept"]
        if kind == "fifo":  # replaced by the index when the store writes it again
            again.upsert(rec("next", "The next record"))
            again.fix()
            assert again.check() == []
            assert "- [next](next.md)" in index.read_text(encoding="utf-8")
        else:  # nothing can replace a folder: left to a person, and said so
            assert [(p.kind, p.fixable) for p in again.check()] == [("not-a-file", False)]
            assert again.fix() == [] and index.is_dir()
            with pytest.raises(StoreError, match="it is a folder, which memdir never"):
                again.upsert(rec("next", "The next record"))


@pytest.mark.parametrize("kind", ["fifo", "folder", "link", "huge"])
def test_a_lower_case_memory_md_that_is_no_file_is_left_to_a_person(store, tmp_path, kind):
    """doctor --fix moves a regular memory.md to MEMORY.md (or rescues the record in it);
    a FIFO was opened and waited on forever, a folder crashed it."""
    store.upsert(rec("kept", "A kept record"))
    odd = store.root / "memory.md"
    outside = tmp_path / "outside.txt"
    outside.write_text("not memdir's")
    if kind == "fifo":
        os.mkfifo(odd)
    elif kind == "folder":
        odd.mkdir()
    elif kind == "link":
        odd.symlink_to(outside)
    else:
        sparse(odd, MAX_KEPT_BYTES + 1)
    with deadline(20):
        store.fix()
        problems = [(p.kind, p.fixable) for p in store.check()]
    assert problems == [("index-case", False)]
    assert os.path.lexists(odd) and outside.read_text() == "not memdir's"
    assert [r.name for r in store.list()] == ["kept"]


def test_the_cli_on_a_store_whose_index_is_a_fifo(tmp_path):
    project = tmp_path / "p"
    (project / ".git").mkdir(parents=True)
    env = {**os.environ, "MEMDIR_PROJECT": str(project)}

    def memdir(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project, env=env,
                              capture_output=True, text=True, timeout=60)

    assert memdir("add", "deploy-day", "-t", "project", "-d",
                  "Deploys happen on Tuesdays").returncode == 0
    index = project / ".memory" / "MEMORY.md"
    index.unlink()
    os.mkfifo(index)
    listed = memdir("ls")
    assert listed.returncode == 0 and "deploy-day" in listed.stdout, listed.stderr
    assert memdir("doctor").returncode == 1
    assert memdir("doctor", "--fix").returncode == 0
    assert memdir("doctor").returncode == 0


def test_a_file_name_with_a_line_break_is_reported_once_not_as_a_stale_index(store):
    """Such a file is never listed (it could forge a line of MEMORY.md), so doctor read it
    as a record MEMORY.md lacks: "stale-index" at every run, which --fix never cleared."""
    store.upsert(rec("kept", "A kept record"))
    (store.root / "two\nlines.md").write_text(
        "---\nname: two-lines\ndescription: d\ntype: project\n---\n", encoding="utf-8")
    for _ in range(2):
        store.fix()
        assert [(p.kind, p.fixable) for p in store.check()] == [("file-name", False)]
    assert [r.name for r in store.list()] == ["kept"]


def test_a_name_no_store_takes_in_a_file_of_that_name_is_left_to_a_person(store):
    """``nul.md`` naming ``nul`` (a Windows device): the rewrite kept the file's name, so
    every doctor --fix said "fixed" and logged one more update of the same text."""
    store.upsert(rec("kept", "A kept record"))
    (store.root / "nul.md").write_text("---\nname: nul\ndescription: d\ntype: project\n---\n",
                                       encoding="utf-8")
    assert [p.kind for p in store.fix()] == ["stale-index"]  # its new line
    entries = len(store.history())
    assert store.fix() == []
    assert store.fix() == []
    assert len(store.history()) == entries
    [problem] = store.check()
    assert problem.kind == "broken-frontmatter" and not problem.fixable
    assert problem.detail.endswith("rename the file by hand")


def test_a_huge_value_is_quoted_in_part(store):
    store.root.mkdir(parents=True)
    (store.root / "odd.md").write_text("---\nname: odd\ndescription: d\ntype: project\n"
                                       f"created: {'9' * 100_000}\n---\n", encoding="utf-8")
    [problem] = [p for p in store.check() if p.kind == "bad-value"]
    assert problem.detail.startswith("created '999") and len(problem.detail) < 300


def test_doctor_names_a_linked_folder_of_proposals_sessions_or_versions(store, tmp_path):
    """Every write there is refused (never through a link), so no proposal could be filed
    or published; doctor said the store was clean."""
    store.upsert(rec("kept", "A kept record"))
    outside = tmp_path / "outside"
    outside.mkdir()
    for folder in (".inbox", ".sessions", ".visitors", ".published"):
        (store.root / folder).symlink_to(outside, target_is_directory=True)
    store.fix()
    assert sorted((p.kind, p.file, p.fixable) for p in store.check()) == [
        ("symlink", f, False) for f in (".inbox", ".published", ".sessions", ".visitors")]
    assert list(outside.iterdir()) == []


def test_a_history_log_that_is_a_fifo_hangs_nothing_and_doctor_names_it(store):
    """Opening a FIFO for reading waits for a writer: ls, log, restore, changes, doctor
    and export hung for ever over a clone that shipped .history/log.jsonl as one."""
    store.upsert(rec("kept", "A kept record"))
    log = store.root / ".history" / "log.jsonl"
    log.unlink()
    os.mkfifo(log)
    with deadline(20):
        again = FileStore(store.root)
        assert [r.name for r in again.list()] == ["kept"]
        assert again.history() == [] and again.history("kept") == []
        assert not again.written_here(again.get("kept"))
        with pytest.raises(StoreError) as refused:
            again.delete("kept")
        assert str(refused.value) == "Could not append to the history log: Illegal seek."
        assert [(p.kind, p.file, p.fixable) for p in again.check()] == [
            ("not-a-file", ".history/log.jsonl", False)]
    assert again.get("kept").description == "A kept record"


def test_an_index_too_large_to_read_whole_is_never_taken_as_whole_in_any_script(store):
    """The limit is in bytes: a MEMORY.md of Chinese lines (three bytes a character) over
    it was read in part and its lines taken for the whole index, where an English one of
    the same size was not."""
    from memdir.store.files.catalog import CONFLICTED

    store.upsert(rec("small", "A small record"))
    line = "- [记录](记录.md) — 这是一条很长的中文说明,用来把索引文件撑大\n"
    index = store.root / "MEMORY.md"
    index.write_text(line * (MAX_KEPT_BYTES // len(line.encode()) + 2), encoding="utf-8")
    assert index.stat().st_size > MAX_KEPT_BYTES
    assert len(index.read_text(encoding="utf-8")) < MAX_KEPT_BYTES  # fewer characters
    assert CONFLICTED in store._catalog.lines_from_disk()


@pytest.mark.parametrize("path, kind", [(".lock", "folder"), ("MEMORY.md", "folder"),
                                        (".history", "file")])
def test_doctor_names_a_path_every_write_needs_that_is_of_the_wrong_kind(tmp_path, path,
                                                                         kind):
    """A clone can ship a folder where the lock or the index goes, or a file where the
    history goes: every write then fails. doctor said "clean" (a folder .lock), failed
    with "Could not read the history log" (a file .history), or reported a stale index
    and promised 'memdir doctor --fix', which failed with the same error every write gave.
    Now it names the path, says to move it away by hand, and --fix leaves it alone."""
    project = tmp_path / "p"
    (project / ".git").mkdir(parents=True)

    def memdir(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=project,
                              env={**os.environ, "MEMDIR_RESIDENT": "off"},
                              capture_output=True, text=True, timeout=60)

    # The store as a first write leaves it (written here: the processes are what is tested).
    FileStore(project / ".memory", scope="project").upsert(
        rec("deploy-day", "Deploys happen on Tuesdays"))
    planted = project / ".memory" / path
    if planted.is_dir():
        import shutil

        shutil.rmtree(planted)
    else:
        planted.unlink()
    if kind == "folder":
        planted.mkdir()
        (planted / "kept.txt").write_text("a person's file")
    else:
        planted.write_text("not a folder")
    added = memdir("add", "release-day", "-t", "project", "-d", "Releases happen on Fridays")
    assert added.returncode == 1 and added.stderr.count("\n") == 1, added.stderr
    assert "doctor --fix" not in added.stderr
    wanted = "not-a-folder" if kind == "file" else "not-a-file"
    for args in (("doctor",), ("doctor", "--fix")):
        doctor = memdir(*args, "--scope", "project")
        assert doctor.returncode == 1, doctor.stdout + doctor.stderr
        assert f"{wanted}: {path}: " in doctor.stdout, doctor.stdout + doctor.stderr
        assert "move it away by hand" in doctor.stdout
        assert "stale-index" not in doctor.stdout and "Error" not in doctor.stderr
        assert "doctor --fix" not in doctor.stderr
    if kind == "folder":
        assert (planted / "kept.txt").read_text() == "a person's file"
    else:
        assert planted.read_text() == "not a folder"
    assert "Deploys happen on Tuesdays" in memdir("ls").stdout
