"""Threads of one process writing one store through one object: each write lands.

An agent built on the Python API runs `Memory.after_turn` on a thread (docs/python-api.md)
and a second turn may end before the first one's thread is done; an MCP server answers
tools on threads. They share one store object and so its folder lock, which is made on
the first write. Made by several threads at once, one thread's hold was released through
another's lock object: the folder stayed locked and every other write of the process
failed after the lock's timeout ("Another memdir process has held the lock"), its memory
lost. The race needs a process that has not imported the lock library yet, so each run
is a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

WRITERS = 8
RUNS = 6

SCRIPT = textwrap.dedent(f"""
    import sys, threading
    from memdir.foundation.record import Record
    from memdir.store import FileStore

    store = FileStore(sys.argv[1], lock_timeout=60)
    barrier = threading.Barrier({WRITERS})
    failures = []

    def write(worker):
        barrier.wait()
        try:
            store.upsert(Record(name=f"w{{worker}}", description=f"worker {{worker}}",
                                type="project", body="b"))
        except Exception as exc:
            failures.append(f"{{type(exc).__name__}}: {{exc}}")

    threads = [threading.Thread(target=write, args=(i,)) for i in range({WRITERS})]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(len(store.list()), *failures[:1], sep="\\n")
""")


def test_threads_writing_a_new_store_at_once_each_land(tmp_path):
    for run in range(RUNS):
        done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / f"run{run}")],
                              capture_output=True, text=True, timeout=120, check=True)
        assert done.stdout.splitlines() == [str(WRITERS)], f"run {run}: {done.stdout}"


def test_threads_ending_turns_about_one_subject_at_once_each_land(tmp_path, monkeypatch):
    """Four turns ending together, each saying who the user is: each candidate is named
    alike, so one turn after another the later ones update the record. Together, each was
    admitted as new against the store before any write, and the three writes after the
    first failed ("A memory named ... already exists"), their words lost; each is now
    decided again against the store as it is, and lands as it would one after another."""
    import threading

    from memdir.service.memory import Memory

    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    memory = Memory(provider="offline")
    barrier = threading.Barrier(4)
    reports = []

    def end_turn(i: int) -> None:
        barrier.wait(timeout=60)
        said = f"I am a backend engineer who writes language{i} every day."
        reports.append(memory.after_turn([{"role": "user", "content": said}]))

    threads = [threading.Thread(target=end_turn, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert [e for r in reports for e in r.errors] == []
    assert sorted(d.action for r in reports for d in r.decisions) == [
        "store", "update", "update", "update"]
    [entry] = memory.list(scope="user")[0]
    history = [h for _, h in memory.history(entry.name)]
    assert len(history) == 4  # each turn's words are in the record's history
