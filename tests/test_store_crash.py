"""A writer killed with SIGKILL at random points: no half-written record, no lost write.

The writer is a forked child that reports each write on a pipe only after ``upsert``
returned; every reported write must be on disk, whole, after the kill. A batch killed
midway is replayed from its journal when the store is next opened.
"""

from __future__ import annotations

import os
import random
import select
import shutil
import signal
import time
from collections.abc import Callable

import pytest

from memdir.foundation.record import Record
from memdir.store import FileStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

NAMES = [f"r{i:02d}" for i in range(12)]
FILLER = "x" * 60 + "\n"


def versioned(name: str, version: int) -> Record:
    # A large body widens the window in which a kill lands in the middle of a write.
    body = f"{name} v{version}\n" + FILLER * (400 + version % 7)
    return Record(name=name, description=f"{name} version {version}", type="project",
                  body=body)


def version_of(rec: Record) -> int:
    return int(rec.description.rsplit(" ", 1)[1])


def in_child(run: Callable[[int], None], kill_after: float, *,
             from_first_report: bool = False) -> list[str]:
    """Fork, run ``run(pipe_fd)`` in the child, SIGKILL it after ``kill_after`` seconds
    (counted from its first report if ``from_first_report``: a loaded machine may take
    longer than the whole window to get the child to its first write), and return the
    lines it reported. A child that kills itself is waited for (a minute at most)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: never returns into pytest
        os.close(r)
        code = 0
        try:
            run(w)
        except BaseException as exc:  # reported so the parent can fail loudly
            os.write(w, f"ERROR {exc!r}\n".encode())
            code = 1
        os._exit(code)
    os.close(w)
    said = b""
    if from_first_report:
        until = time.monotonic() + 60
        while b"\n" not in said and time.monotonic() < until:
            if select.select([r], [], [], 0.1)[0]:
                chunk = os.read(r, 65536)
                if not chunk:
                    break  # the child ended
                said += chunk
    deadline = time.monotonic() + kill_after
    exited = False
    while not exited and time.monotonic() < deadline:
        exited = os.waitpid(pid, os.WNOHANG) != (0, 0)
        time.sleep(0.001)
    if not exited:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    with os.fdopen(r, "rb") as fh:
        lines = (said + fh.read()).decode().splitlines()
    errors = [ln for ln in lines if ln.startswith("ERROR")]
    assert not errors, errors
    return lines


def report(fd: int, text: str) -> None:
    os.write(fd, (text + "\n").encode())


def test_sigkill_never_loses_or_tears_an_acknowledged_write(store):
    store.init()
    rng = random.Random(20261202)
    acked: dict[str, int] = {}

    def writer(fd: int) -> None:
        child = FileStore(store.root)
        wr = random.Random(os.getpid())
        while True:
            name = wr.choice(NAMES)
            current = child.find(name)
            version = version_of(current) + 1 if current else 1
            child.upsert(versioned(name, version))
            report(fd, f"{name} {version}")

    for _ in range(40):
        for line in in_child(writer, rng.uniform(0.0, 0.06), from_first_report=True):
            name, version = line.split()
            acked[name] = int(version)
        reopened = FileStore(store.root)
        for name, version in acked.items():
            rec = reopened.get(name)
            assert rec.problems == ()
            # The kill may land after the write and before the report: one newer is fine.
            assert version_of(rec) in (version, version + 1), (name, version, rec.description)
            assert rec == versioned(name, version_of(rec)).evolve(
                created=rec.created, updated=rec.updated)
        for rec in reopened.list():
            assert rec.problems == (), (rec.file, rec.problems)
        kinds = {p.kind for p in reopened.check()}
        assert kinds <= {"temp-file", "stale-index"}, kinds
        acked = {r.name: version_of(r) for r in reopened.list()}
    assert acked, "the writer never got to write anything"

    store.fix()
    assert store.check() == []
    assert not [f for f in os.listdir(store.root) if f.endswith(".tmp")]
    for rec in store.list():
        assert rec == versioned(rec.name, version_of(rec)).evolve(
            created=rec.created, updated=rec.updated)


@pytest.mark.parametrize("stage", ["mid-write", "before-rename"])
def test_a_kill_inside_a_write_leaves_a_temp_file_that_fix_removes(store, stage):
    store.upsert(versioned("r00", 1))
    before = (store.root / "r00.md").read_bytes()

    def writer(fd: int) -> None:
        real_replace, real_fdopen = os.replace, os.fdopen

        def die(*args, **kwargs):
            os.kill(os.getpid(), signal.SIGKILL)

        if stage == "before-rename":
            os.replace = lambda src, dst: die() if str(dst).endswith("r00.md") \
                else real_replace(src, dst)
        else:
            class Torn:
                def __init__(self, fh):
                    self.fh = fh

                def write(self, data):
                    self.fh.write(data[: len(data) // 2])
                    self.fh.flush()
                    die()

                def __enter__(self):
                    return self

                def __exit__(self, *exc):
                    self.fh.close()

            os.fdopen = lambda fd_, mode="r", *a, **k: Torn(real_fdopen(fd_, mode, *a, **k)) \
                if mode == "wb" else real_fdopen(fd_, mode, *a, **k)
        FileStore(store.root).upsert(versioned("r00", 2))
        report(fd, "survived")

    assert in_child(writer, 60.0) == []  # it kills itself
    temps = [f for f in os.listdir(store.root) if f.endswith(".tmp")]
    assert len(temps) == 1
    assert (store.root / "r00.md").read_bytes() == before  # the old version, whole
    reopened = FileStore(store.root)
    assert version_of(reopened.get("r00")) == 1
    assert [(p.kind, p.file) for p in reopened.check()] == [("temp-file", temps[0])]
    reopened.fix()
    assert reopened.check() == []
    assert not [f for f in os.listdir(store.root) if f.endswith(".tmp")]
    # The history may claim the write the kill stopped; it must still read cleanly.
    assert [e.op for e in reopened.history("r00")][0] == "create"


def generation_state(store: FileStore) -> tuple[set[int], set[str]]:
    recs = store.list()
    return {version_of(r) for r in recs}, {r.name for r in recs}


def test_a_batch_killed_at_any_point_is_all_or_nothing(store):
    for name in NAMES[:8]:
        store.upsert(versioned(name, 0))
    store.upsert(versioned("extra-0", 0))
    rng = random.Random(7)

    def batch_writer(gen: int) -> Callable[[int], None]:
        def run(fd: int) -> None:
            child = FileStore(store.root)
            with child.batch(actor="test") as b:
                for name in NAMES[:8]:
                    b.upsert(versioned(name, gen + 1))
                b.delete(f"extra-{gen}")
                b.upsert(versioned(f"extra-{gen + 1}", gen + 1))
            report(fd, "committed")
        return run

    gen = 0
    outcomes = set()
    # Random kills (a batch takes ~0.2 s here), then one left to finish: both ends covered.
    for delay in [rng.uniform(0.0, 0.25) for _ in range(11)] + [30.0]:
        lines = in_child(batch_writer(gen), delay)
        reopened = FileStore(store.root)  # replays the journal if the kill left one
        assert not (store.root / ".journal").exists()
        versions, names = generation_state(reopened)
        assert len(versions) == 1, f"a mix of generations survived: {versions}"
        [now] = versions
        assert now in (gen, gen + 1)
        if lines == ["committed"]:
            assert now == gen + 1
        assert names == set(NAMES[:8]) | {f"extra-{now}"}
        assert {p.kind for p in reopened.check()} <= {"temp-file"}
        outcomes.add(lines == ["committed"])
        gen = now
    assert outcomes == {False, True}
    reopened.fix()
    assert reopened.check() == []


class Killed(BaseException):
    """Stands for a SIGKILL at one exact point."""


def test_a_kill_while_removing_a_finished_journal_keeps_the_batch(store):
    """Deleting the journal file by file and dying halfway must not leave a partial
    snapshot that the next open would replay (restoring some files, deleting the rest)."""
    for name in NAMES[:6]:
        store.upsert(versioned(name, 0))
    real_rmtree = shutil.rmtree

    def dying_rmtree(path, *args, **kwargs):
        files = sorted(os.listdir(path)) if os.path.isdir(path) else []
        if len(files) < 2:
            return real_rmtree(path, *args, **kwargs)
        for f in files[: len(files) // 2]:
            os.unlink(os.path.join(path, f))
        raise Killed

    with pytest.MonkeyPatch.context() as patch, pytest.raises(Killed), store.batch() as b:
        for name in NAMES[:6]:
            b.upsert(versioned(name, 1))
        b.upsert(versioned("added", 1))
        patch.setattr("memdir.store.files.journal.shutil.rmtree", dying_rmtree)
    reopened = FileStore(store.root)
    assert generation_state(reopened) == ({1}, set(NAMES[:6]) | {"added"})
    assert {p.kind for p in reopened.check()} <= {"temp-file"}
    reopened.fix()
    assert reopened.check() == []


@pytest.mark.parametrize("op", ["update", "delete", "rename"])
def test_an_interrupt_after_the_rename_keeps_the_previous_version_restorable(store, op):
    """Ctrl-C (or the hook watchdog) landing after the record file was replaced but before
    the write returned: the previous version must stay in the history log."""
    store.upsert(Record(name="style", description="tabs", type="feedback", body="v1"))
    real_replace = os.replace

    def replace_then_interrupt(src, dst, *args, **kwargs):
        real_replace(src, dst, *args, **kwargs)
        raise KeyboardInterrupt

    def unlink_then_interrupt(path, *args, **kwargs):
        os.remove(path)
        raise KeyboardInterrupt

    with pytest.MonkeyPatch.context() as patch, pytest.raises(KeyboardInterrupt):
        if op == "delete":
            patch.setattr("memdir.store.files.store.os.unlink", unlink_then_interrupt)
            store.delete("style")
        else:
            patch.setattr("memdir.foundation.atomic.os.replace", replace_then_interrupt)
            if op == "update":
                store.upsert(Record(name="style", description="spaces", type="feedback",
                                    body="v2"))
            else:
                store.rename("style", "indent-style")
    reopened = FileStore(store.root)
    name = "indent-style" if op == "rename" else "style"
    assert reopened.history(name)[-1].op == op
    if op != "rename":  # a rename cut short leaves the old file in place
        assert reopened.find("style") is None or reopened.get("style").body == "v2"
        reopened.restore(name)
    assert reopened.get("style").body == "v1"
