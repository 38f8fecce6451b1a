"""A full disk stops no read: the search index is derived, so a process that cannot
write it for want of room indexes in memory. Any other refused write (here a file size
limit, RLIMIT_FSIZE) is one clear error, and the index is left as it is. Real processes
over a real folder (a full one: a small tmpfs, where this user may mount one)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="POSIX only")


def memdir(root: Path, *args: str, limit: int | None = None
           ) -> subprocess.CompletedProcess[str]:
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120, preexec_fn=limited)


def _project(root: Path) -> Path:
    (root / ".git").mkdir(parents=True)
    assert memdir(root, "add", "deploy-day", "-t", "project", "-d",
                  "Deploys happen on Tuesdays").returncode == 0
    index = root / ".memory" / ".cache" / "index.sqlite"
    assert memdir(root, "ls").returncode == 0 and index.exists()
    body = "Steps of the runbook, one per line. " * 60
    for i in range(40):  # written by hand (or pulled): the index must grow to hold them
        (root / ".memory" / f"runbook-{i}.md").write_text(
            f"---\nname: runbook-{i}\ndescription: Runbook {i} for the billing "
            f"service\ntype: reference\n---\n{body}\n", encoding="utf-8")
    return index


def test_a_refused_write_that_is_no_full_disk_is_one_error_and_the_index_is_kept(
        tmp_path, isolated_env):
    """Any I/O error of the index's SQLite was taken for a full disk: the index file (and
    the vectors a model took its time to make) was deleted and the process went on in
    memory. A file size limit is no full disk: one clear error, the index as it was."""
    root = tmp_path / "p"
    index = _project(root)
    before, data = index.stat(), index.read_bytes()
    limit = before.st_size  # no file may grow past what the index is now
    listed = memdir(root, "ls", "--all", limit=limit)
    assert listed.returncode == 1, listed.stdout
    assert listed.stderr.count("\n") == 1 and "nothing was changed" in listed.stderr, \
        listed.stderr
    assert index.stat().st_ino == before.st_ino and index.read_bytes() == data
    # Without the limit, the same index file is brought up to date.
    found = memdir(root, "recall", "runbook billing service")
    assert found.returncode == 0 and "Runbook" in found.stdout
    assert index.stat().st_ino == before.st_ino and index.stat().st_size > limit


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MB tmpfs mounted on a folder, where this user may mount one (else skipped)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_ls_and_recall_work_when_the_disk_is_full(small_disk, isolated_env):
    root = small_disk / "p"
    index = _project(root)
    index.unlink()  # made again: it must grow to hold the runbooks
    filler = small_disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:  # the disk full to its last block
        while os.write(fd, bytes(4096)):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    listed = memdir(root, "ls", "--all")
    assert listed.returncode == 0, listed.stderr
    assert "runbook-39" in listed.stdout and "deploy-day" in listed.stdout
    found = memdir(root, "recall", "when do deploys happen")
    assert found.returncode == 0, found.stderr
    assert "deploy-day" in found.stdout
    filler.unlink()  # with room again, the index on disk is made from the files
    assert "Runbook" in memdir(root, "recall", "runbook billing service").stdout
    assert index.exists()


@pytest.mark.parametrize("command", [("edit", "deploy-day"), ("add", "release-day")])
def test_an_edit_whose_draft_cannot_be_written_is_one_error_and_leaves_no_draft(
        tmp_path, isolated_env, monkeypatch, command):
    """The draft of `memdir edit` (and of `memdir add` without -d) is written before the
    editor opens. On a full disk (here a file size limit) that write raised OSError, a
    traceback, and left an empty draft that the next edit announced as "an earlier edit
    was not saved". Now it is one sentence, no draft is left, and the record is as it was."""
    root = tmp_path / "p"
    (root / ".git").mkdir(parents=True)
    assert memdir(root, "add", "deploy-day", "-t", "project", "-d",
                  "Deploys happen on Tuesdays").returncode == 0
    record = root / ".memory" / "deploy-day.md"
    before = record.read_bytes()
    editor = tmp_path / "editor.sh"
    editor.write_text("#!/bin/sh\nsed -i 's/Tuesdays/Fridays/' \"$1\"\n")
    editor.chmod(0o755)
    monkeypatch.setenv("EDITOR", str(editor))
    done = memdir(root, *command, limit=10)
    assert done.returncode == 1, done.stdout
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert "nothing changed" in done.stderr
    assert list((isolated_env / "drafts").glob("*.md")) == []
    assert record.read_bytes() == before
