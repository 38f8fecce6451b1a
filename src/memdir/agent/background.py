"""Background memory writing with a durable queue: off the user's path, and never lost.

The seed ran extraction and consolidation inside the turn, after the answer was ready but
before control came back, so the user waited for one or two more model calls every turn.
memdir hands the finished turn to a worker thread instead, and makes the hand-off durable:

1. **Enqueue first.** `TurnQueue.put` writes the turn (the text of the conversation, the
   project store, the session id) to ``$MEMDIR_HOME/queue/<time>-<pid>-<n>.json``
   atomically and fsynced, *before* any processing starts.
2. **Process.** The worker takes entries in order, claims each with a lock file (an OS
   lock: it dies with its process, so a crashed claim never blocks anyone), runs
   ``Memory.after_turn`` on it, and deletes the entry only after that returned.
3. **Exit.** `BackgroundWriter.close` waits for the queue to drain, reporting progress;
   Ctrl-C there leaves the rest on disk for next time.
4. **Recover.** At the next start `BackgroundWriter.recover` schedules every entry whose
   process is gone (or that is older than `STALE_SECONDS`): a turn whose extraction was
   interrupted by a crash, a kill or a power cut is extracted then. Entries from another
   project are processed against their own project's store.

Re-processing an entry that was half done is safe: the admission policy rejects a memory
that is already stored. An entry whose extraction *failed* (the model was unreachable) is
kept for the next start, up to `MAX_ATTEMPTS` times, then moved to ``queue/failed/`` where
a person can look at it.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import queue as queue_mod
import socket
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from memdir.foundation import json_text
from memdir.foundation.atomic import make_dir
from memdir.providers.base import Message
from memdir.store.files.store import atomic_write

QUEUE_DIR = "queue"
FAILED_DIR = "failed"
STALE_SECONDS = 600.0
MAX_ATTEMPTS = 3
MAX_MESSAGES = 40
_seq = itertools.count(1)


@dataclass(frozen=True)
class Outcome:
    """What processing one entry gave: a line for the user, and whether to retry later."""

    line: str = ""
    retry: bool = False


Process = Callable[[dict[str, Any]], Outcome]


def _pid_alive(pid: int) -> bool:
    if pid <= 0:  # 0 would signal our own process group, and "succeed"
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class TurnQueue:
    """Finished turns waiting for extraction, one JSON file each, in a folder."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    def put(self, *, project_store: str, session: str, messages: Sequence[Message],
            extra: dict[str, Any] | None = None) -> Path:
        """Write one turn to the queue, durably. Returns the entry's path."""
        make_dir(self.folder, private=True)  # whole conversations: the owner's eyes only
        entry = {"version": 1, "created": time.time(), "pid": os.getpid(),
                 "host": socket.gethostname(), "project_store": project_store,
                 "session": session, "attempts": 0, "messages": list(messages)[-MAX_MESSAGES:],
                 **(extra or {})}
        path = self.folder / f"{time.time_ns():020d}-{os.getpid()}-{next(_seq):04d}.json"
        atomic_write(path, json.dumps(entry, ensure_ascii=False))
        return path

    def entries(self) -> list[Path]:
        """Queued entries, oldest first."""
        try:
            return sorted(p for p in self.folder.iterdir()
                          if p.suffix == ".json" and not p.name.startswith("."))
        except FileNotFoundError:
            return []

    @staticmethod
    def read(path: Path) -> dict[str, Any] | None:
        try:
            data = json_text.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def orphaned(self, now: float | None = None) -> list[Path]:
        """Entries no live process will process: their writer is gone, or they are stale."""
        now = time.time() if now is None else now
        host = socket.gethostname()
        out = []
        for path in self.entries():
            data = self.read(path)
            if data is None:
                out.append(path)  # unreadable: claim() moves it aside
                continue
            pid = data.get("pid")
            mine = pid == os.getpid() and data.get("host") == host
            alive = (isinstance(pid, int) and data.get("host") == host and _pid_alive(pid))
            old = now - float(data.get("created") or 0) > STALE_SECONDS
            if not mine and (not alive or old):
                out.append(path)
        return out

    @contextlib.contextmanager
    def claim(self, path: Path) -> Iterator[dict[str, Any] | None]:
        """Lock an entry for processing; yields its data, or None if someone else has it
        or it is gone. The caller deletes it (`done`) or keeps it (`retry_later`)."""
        lock = FileLock(str(path) + ".lock", timeout=0)
        try:
            lock.acquire()
        except Timeout:
            yield None
            return
        try:
            if not path.exists():
                yield None
                return
            data = self.read(path)
            if data is None:
                self._move_to_failed(path)
                yield None
                return
            yield data
        finally:
            lock.release()
            with contextlib.suppress(OSError):
                os.unlink(str(path) + ".lock")

    def done(self, path: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)

    def retry_later(self, path: Path, data: dict[str, Any]) -> bool:
        """Count a failed attempt; after MAX_ATTEMPTS move the entry aside. True if kept."""
        data = {**data, "attempts": int(data.get("attempts") or 0) + 1,
                "pid": 0, "created": data.get("created")}
        if data["attempts"] >= MAX_ATTEMPTS:
            self._move_to_failed(path)
            return False
        atomic_write(path, json.dumps(data, ensure_ascii=False))
        return True

    def _move_to_failed(self, path: Path) -> None:
        failed = self.folder / FAILED_DIR
        make_dir(failed, private=True)
        with contextlib.suppress(OSError):
            os.replace(path, failed / path.name)


class BackgroundWriter:
    """A worker thread that processes queued turns one at a time, in order.

    Args:
        queue: the durable queue.
        process: runs extraction for one entry (``Memory.after_turn``); must not raise.
        notify: receives one line per processed turn (called from the worker thread).
    """

    def __init__(self, queue: TurnQueue, process: Process,
                 notify: Callable[[str], None] | None = None) -> None:
        self.queue = queue
        self.process = process
        self.notify = notify or (lambda line: None)
        self._work: queue_mod.Queue[Path | None] = queue_mod.Queue()
        self._pending = 0
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._thread: threading.Thread | None = None
        self._closed = False

    @property
    def pending(self) -> int:
        """Turns queued or being processed by this writer."""
        with self._lock:
            return self._pending

    def _schedule(self, path: Path) -> None:
        with self._lock:
            self._pending += 1
        if self._thread is None:
            # Daemon: a user who leaves during the exit wait is not held hostage; the
            # entries stay on disk and are recovered at the next start.
            self._thread = threading.Thread(target=self._run, name="memdir-memory-writer",
                                            daemon=True)
            self._thread.start()
        self._work.put(path)

    def submit(self, *, project_store: str, session: str, messages: Sequence[Message],
               extra: dict[str, Any] | None = None) -> Path:
        """Durably queue a finished turn and schedule it. Returns at once."""
        if self._closed:
            raise RuntimeError("the background writer is closed")
        path = self.queue.put(project_store=project_store, session=session,
                              messages=messages, extra=extra)
        self._schedule(path)
        return path

    def recover(self) -> int:
        """Schedule entries left by processes that are gone. Returns how many."""
        found = self.queue.orphaned()
        for path in found:
            self._schedule(path)
        return len(found)

    def _run(self) -> None:
        while True:
            path = self._work.get()
            if path is None:
                return
            try:
                self._process_one(path)
            finally:
                with self._lock:
                    self._pending -= 1
                    self._idle.notify_all()

    def _process_one(self, path: Path) -> None:
        with self.queue.claim(path) as data:
            if data is None:
                return
            try:
                outcome = self.process(data)
            except Exception as exc:  # noqa: BLE001 - the worker must survive anything
                outcome = Outcome(f"[Memory: extraction failed: {exc}]", retry=True)
            if outcome.retry:
                kept = self.queue.retry_later(path, data)
                suffix = " (will retry at the next start)" if kept else " (gave up)"
                self.notify(outcome.line + suffix if outcome.line else suffix.strip())
                return
            self.queue.done(path)
            if outcome.line:
                self.notify(outcome.line)

    def wait(self, timeout: float | None = None,
             progress: Callable[[int], None] | None = None) -> bool:
        """Wait until every scheduled turn is processed. True if the queue drained.

        ``progress`` is called with the number left whenever it changes.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        last = -1
        with self._lock:
            while self._pending:
                if progress and self._pending != last:
                    last = self._pending
                    self._lock.release()
                    try:
                        progress(last)
                    finally:
                        self._lock.acquire()
                    continue
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._idle.wait(timeout=0.2 if left is None else min(left, 0.2))
        return True

    def close(self, timeout: float | None = None,
              progress: Callable[[int], None] | None = None) -> bool:
        """Stop taking turns and wait for the ones queued. True if all were processed."""
        self._closed = True
        drained = self.wait(timeout, progress)
        if self._thread is not None and drained:
            self._work.put(None)
            self._thread.join(timeout=5)
        return drained


__all__ = ["BackgroundWriter", "MAX_ATTEMPTS", "Outcome", "QUEUE_DIR", "TurnQueue"]
