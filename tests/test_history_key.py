"""The history key (`memdir.store.maker`) is made once, whole, by whichever process of
this user gets there first; every other process reads that one.

Processes writing their first change at once on a fresh memdir home each found the key
missing: the one that created the file had not written it yet when another read it, so
the other failed with "not a history key memdir made", and a process killed between the
two left an empty key that failed every write after it. Real processes, a real home.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

WORKERS, TRIALS = 6, 8


def _first_write(home: str, barrier: object, queue: object) -> None:
    os.environ["MEMDIR_HOME"] = home
    from memdir.store.history_migration import secret

    barrier.wait()  # type: ignore[attr-defined]
    try:
        queue.put(secret().hex())  # type: ignore[attr-defined]
    except Exception as exc:  # reported, not raised: the parent asserts on it
        queue.put(f"{type(exc).__name__}: {exc}")  # type: ignore[attr-defined]


def test_processes_making_the_key_at_once_all_get_the_same_whole_key(tmp_path: Path):
    ctx = mp.get_context("spawn")
    for trial in range(TRIALS):
        home = tmp_path / f"home{trial}"
        barrier, queue = ctx.Barrier(WORKERS), ctx.Queue()
        procs = [ctx.Process(target=_first_write, args=(str(home), barrier, queue))
                 for _ in range(WORKERS)]
        for proc in procs:
            proc.start()
        got = [queue.get(timeout=120) for _ in procs]
        for proc in procs:
            proc.join(timeout=120)
        written = (home / "history.key").read_text().strip()
        assert got == [written] * WORKERS, got
        assert len(bytes.fromhex(written)) == 32
        assert [p.name for p in home.iterdir() if "history.key" in p.name] \
            == ["history.key"]  # no temporary file left behind


def test_a_key_another_process_links_in_after_this_one_looked_is_the_key(tmp_path, monkeypatch):
    # This process finds no key; before it looks whether the file is there, another
    # process links its key into place. It read "no key" and failed the write with "not
    # a history key memdir made" (one process in six, now and then, in the test above).
    from memdir.store import maker, origin

    monkeypatch.setenv("MEMDIR_HOME", str(tmp_path))
    theirs = os.urandom(32)
    real, calls = origin.read_own, []

    def read_own(path, max_bytes):
        calls.append(path)
        if len(calls) == 1:  # the first look finds nothing; then the other wins the link
            (tmp_path / maker.KEY_FILE).write_text(theirs.hex() + "\n")
            os.chmod(tmp_path / maker.KEY_FILE, 0o600)
            return None
        return real(path, max_bytes)

    monkeypatch.setattr(origin, "read_own", read_own)
    maker._keys.clear()
    assert maker.key(create=True) == theirs
