"""The durable turn queue and the background writer: queued before processing, removed
after, recovered after a crash, retried after a failure, never processed twice."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

from filelock import FileLock

from memdir.agent.background import (
    FAILED_DIR,
    MAX_ATTEMPTS,
    BackgroundWriter,
    Outcome,
    TurnQueue,
)

MESSAGES = [{"role": "user", "content": "以后测试一律用 pytest"}]


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def orphan(queue: TurnQueue, text: str = "以后测试一律用 pytest") -> None:
    """A queue entry as a crashed process leaves it."""
    path = queue.put(project_store="/p/.memory", session="s1",
                     messages=[{"role": "user", "content": text}])
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "pid": dead_pid()}))


def test_entry_is_on_disk_before_processing_and_gone_after(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    seen_on_disk: list[int] = []
    release = threading.Event()

    def process(entry: dict) -> Outcome:
        seen_on_disk.append(len(queue.entries()))
        release.wait(60)
        return Outcome("[Memory: stored 1]")

    lines: list[str] = []
    writer = BackgroundWriter(queue, process, notify=lines.append)
    path = writer.submit(project_store="/p/.memory", session="s1", messages=MESSAGES)
    assert path.exists() and json.loads(path.read_text())["messages"] == MESSAGES
    assert writer.pending == 1
    release.set()
    assert writer.close(timeout=60)
    assert seen_on_disk == [1] and queue.entries() == [] and lines == ["[Memory: stored 1]"]


def test_close_reports_progress_while_waiting(tmp_path):
    # The turns wait until `close` is waiting for them: with a fixed 0.1 s each, a loaded
    # machine could finish all three before `close`, which then had nothing to report.
    queue = TurnQueue(tmp_path / "queue")
    closing = threading.Event()
    writer = BackgroundWriter(queue, lambda e: (closing.wait(60), time.sleep(0.1))
                              and Outcome())
    for _ in range(3):
        writer.submit(project_store="/p/.memory", session="s", messages=MESSAGES)
    progress: list[int] = []

    def report(left: int) -> None:
        progress.append(left)
        closing.set()
    assert writer.close(progress=report)
    assert progress and progress[0] >= 1 and progress == sorted(progress, reverse=True)


def test_orphans_from_dead_processes_are_recovered_in_order(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    orphan(queue, "first")
    orphan(queue, "second")
    seen: list[str] = []
    writer = BackgroundWriter(queue, lambda e: seen.append(e["messages"][0]["content"])
                              or Outcome())
    assert writer.recover() == 2
    assert writer.close(timeout=60)
    assert seen == ["first", "second"] and queue.entries() == []


def test_entries_of_a_live_process_are_left_to_it(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        path = queue.put(project_store="/p/.memory", session="s", messages=MESSAGES)
        path.write_text(json.dumps({**json.loads(path.read_text()), "pid": proc.pid}))
        assert queue.orphaned() == []
        assert queue.orphaned(now=time.time() + 3600) == [path]  # stale after a while
    finally:
        proc.kill()
        proc.wait()


def test_an_entry_locked_by_someone_else_is_not_processed_twice(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    orphan(queue)
    path = queue.entries()[0]
    processed: list[dict] = []
    other = FileLock(str(path) + ".lock", timeout=0)
    other.acquire()  # another process is working on it right now
    try:
        writer = BackgroundWriter(queue, lambda e: processed.append(e) or Outcome())
        writer.recover()
        assert writer.close(timeout=60)
    finally:
        other.release()
    assert processed == [] and path.exists()


def test_failed_extraction_is_kept_then_given_up(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    orphan(queue)
    lines: list[str] = []
    for _ in range(MAX_ATTEMPTS):  # one start of memdir chat each
        writer = BackgroundWriter(queue, lambda e: Outcome("[model down]", retry=True),
                                  notify=lines.append)
        assert writer.recover() == 1
        writer.close(timeout=60)
    assert queue.entries() == []
    assert len(list((queue.folder / FAILED_DIR).iterdir())) == 1
    assert lines[0].endswith("(will retry at the next start)") and lines[-1].endswith("(gave up)")


def test_a_crashing_process_function_does_not_kill_the_worker(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    results: list[str] = []

    def process(entry: dict) -> Outcome:
        if entry["session"] == "bad":
            raise RuntimeError("bug")
        results.append(entry["session"])
        return Outcome()

    writer = BackgroundWriter(queue, process)
    writer.submit(project_store="/p", session="bad", messages=MESSAGES)
    writer.submit(project_store="/p", session="good", messages=MESSAGES)
    writer.close(timeout=60)
    assert results == ["good"] and len(queue.entries()) == 1  # the bad one waits for a retry


def test_unreadable_entries_are_moved_aside(tmp_path):
    queue = TurnQueue(tmp_path / "queue")
    queue.folder.mkdir()
    (queue.folder / "00000000000000000001-1-0001.json").write_text("{torn")
    writer = BackgroundWriter(queue, lambda e: Outcome())
    writer.recover()
    writer.close(timeout=60)
    assert queue.entries() == [] and len(list((queue.folder / FAILED_DIR).iterdir())) == 1
