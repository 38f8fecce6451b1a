"""Accounting: what memory did and what it cost, in a bounded local log.

Every `Memory` holds an `Accounting` for its session and project. The service reports
events to it with one call, `Accounting.record_event`:

- ``recall``: a recall's time, how many records it returned (0: recalled nothing) and how
  they were chosen;
- ``turn``: a turn's end (extraction, admission, consolidation), its time and, after a
  turn that wrote, the size of the stores;
- ``write``: one decision of the write path: ``written``, ``proposed`` (to the inbox) or
  ``refused``, with a reason code (`reason_code`), never the text;
- ``model``: one model call (`memdir.providers.usage.ModelCall`), heard while the service
  runs a step (`Accounting.listening`).

The log is one JSON-lines file per day in ``$MEMDIR_HOME/usage/`` (a folder only you can
read: 0700, files 0600, never following a link). It holds counts, times, names of
providers and models, the session id and the project folder: no prompt, no memory text,
no query, no key. It is bounded: a day's file stops growing at `MAX_DAY_BYTES` (one last
line says so, and `memdir stats` shows that the day is incomplete) and days older than
`KEEP_DAYS` are deleted when a new day's file is made. ``MEMDIR_ACCOUNTING=off`` turns it
off.

Accounting never fails the work it counts: an event that cannot be written (a full disk,
a read-only home) is dropped.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import json_text

if TYPE_CHECKING:
    from memdir.foundation.config import Config
    from memdir.providers.usage import ModelCall
    from memdir.service.results import Written

FOLDER = "usage"
KEEP_DAYS = 90
MAX_DAY_BYTES = 16 * 1024 * 1024
KINDS = ("recall", "turn", "write", "model")


class UsageLog:
    """The day files of one folder (see the module docstring).

    Args:
        folder: where the day files are (made 0700 at the first event).
        keep_days: days kept; older files are deleted when a new day begins.
        max_day_bytes: the size past which a day's file takes no more events.
        clock: seconds since the epoch (tests pass their own).
    """

    def __init__(self, folder: Path, *, keep_days: int = KEEP_DAYS,
                 max_day_bytes: int = MAX_DAY_BYTES, clock: Any = time.time) -> None:
        self.folder = folder
        self.keep_days = keep_days
        self.max_day_bytes = max_day_bytes
        self.clock = clock
        self._full: str | None = None  # the day whose file is full, once seen
        self._fd: int | None = None
        self._day: date | None = None
        self._size = 0  # today's file's size, as last asked plus what this process wrote
        self._writes = 0
        self._lock = threading.Lock()

    def path_of(self, day: date) -> Path:
        return self.folder / f"{day.isoformat()}.jsonl"

    def append(self, *events: dict[str, Any]) -> bool:
        """Write events to today's file in one write; False when they were not written."""
        now = self.clock()
        day = date.fromtimestamp(now)
        if self._full == day.isoformat():
            return False
        data = "".join(json.dumps({"t": round(now, 3), **event}, ensure_ascii=False,
                                  separators=(",", ":")) + "\n" for event in events)
        try:
            with self._lock:
                return self._write(day, data.encode("utf-8"))
        except OSError:
            return False

    def _write(self, day: date, data: bytes) -> bool:
        if self._fd is None or self._day != day:
            self._open(day)
        assert self._fd is not None
        # Other processes append to the same file: its size is asked again now and then,
        # and whenever this process's count says it is near the cap.
        self._writes += 1
        if self._writes % 64 == 0 or self._size + len(data) > self.max_day_bytes:
            self._size = os.fstat(self._fd).st_size
        if self._size + len(data) > self.max_day_bytes:
            self._full = day.isoformat()
            os.write(self._fd, b'{"kind":"full"}\n')
            return False
        os.write(self._fd, data)  # one write to an O_APPEND file: lines never interleave
        self._size += len(data)
        return True

    def _open(self, day: date) -> None:
        """Today's file, kept open for the next events (a recall must not pay an open)."""
        self.close()
        path = self.path_of(day)
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        try:
            self._fd = os.open(path, flags | os.O_EXCL, 0o600)
            new = True
        except FileExistsError:
            self._fd = os.open(path, flags, 0o600)
            new = False
        except FileNotFoundError:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            self._fd = os.open(path, flags, 0o600)
            new = True
        self._day = day
        self._size = os.fstat(self._fd).st_size
        if new:
            self._forget_old(day)

    def close(self) -> None:
        """Close today's file (the next event opens it again)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd, self._day = None, None

    def _forget_old(self, today: date) -> None:
        oldest = today - timedelta(days=self.keep_days - 1)
        for path in self.folder.glob("*.jsonl"):
            with contextlib.suppress(ValueError, OSError):
                if date.fromisoformat(path.stem) < oldest:
                    path.unlink()

    def days(self, since: date | None = None) -> list[date]:
        """The days with a file, oldest first (from ``since`` on)."""
        found = []
        for path in self.folder.glob("*.jsonl") if self.folder.is_dir() else ():
            try:
                day = date.fromisoformat(path.stem)
            except ValueError:
                continue
            if since is None or day >= since:
                found.append(day)
        return sorted(found)

    def events(self, since: date | None = None) -> Iterator[dict[str, Any]]:
        """Every event from ``since`` on, each with its ``day``; a line that is not an
        event (cut short by a crash) is skipped."""
        for day in self.days(since):
            try:
                text = self.path_of(day).read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            for line in text.splitlines():
                try:
                    event = json_text.loads(line)
                except ValueError:
                    continue
                if isinstance(event, dict):
                    event["day"] = day.isoformat()
                    yield event


def usage_folder(config: Config) -> Path:
    """Where the usage log of ``config``'s home is."""
    return config.home_dir / FOLDER


class Accounting:
    """One `Memory`'s accounting: its session and project, and the log they go to.

    ``log`` None: accounting is off, every call does nothing.
    """

    def __init__(self, log: UsageLog | None, session: str | Callable[[], str] = "",
                 project: str = "") -> None:
        self.log = log
        self._session = session
        self.project = project
        self._held = threading.local()  # events of a `together` block, per thread

    @classmethod
    def for_config(cls, config: Config, session: str | Callable[[], str],
                   project: str) -> Accounting:
        """The accounting ``config`` asks for (off with ``MEMDIR_ACCOUNTING=off``).
        ``session`` may be a function: a server's `Memory` acts for one token after
        another."""
        if not config.accounting:
            return cls(None, session, project)
        return cls(UsageLog(usage_folder(config)), session, project)

    @property
    def session(self) -> str:
        return self._session() if callable(self._session) else self._session

    def close(self) -> None:
        if self.log is not None:
            self.log.close()

    @property
    def on(self) -> bool:
        return self.log is not None

    def record_event(self, kind: str, **fields: Any) -> None:
        """Append one event of ``kind`` (`KINDS`) with its fields: counts, times in ms,
        names and codes only (see the module docstring). Never raises."""
        if self.log is None:
            return
        event: dict[str, Any] = {"kind": kind, **fields}
        session = self.session
        if session:
            event.setdefault("session", session)
        if self.project:
            event.setdefault("project", self.project)
        held = getattr(self._held, "events", None)
        if held is not None:
            held.append(event)
        else:
            self.log.append(event)

    @contextlib.contextmanager
    def together(self) -> Iterator[None]:
        """Write the events of this block (this thread's) in one append at its end: a
        turn's model calls, writes and end cost one write to the log, not one each."""
        if self.log is None or getattr(self._held, "events", None) is not None:
            yield
            return
        self._held.events = []
        try:
            yield
        finally:
            events, self._held.events = self._held.events, None
            if events:
                self.log.append(*events)

    def model_call(self, call: ModelCall) -> None:
        """Record one model call (a `memdir.providers.usage` listener)."""
        fields = {k: v for k, v in asdict(call).items() if v or k == "purpose"}
        fields["latency_ms"] = round(call.latency_ms, 1)
        self.record_event("model", **fields)

    @contextlib.contextmanager
    def listening(self) -> Iterator[None]:
        """Record the model calls made inside this block (this thread's)."""
        if self.log is None:
            yield
            return
        from memdir.providers.usage import listening

        with listening(self.model_call):
            yield


def reason_code(reason: str, *, secret: bool = False, unchanged: bool = False) -> str:
    """A refusal's reason as a code for the log: never the sentence, which may quote a
    record's name or a temporary phrase.

    Codes: ``secret``, ``unchanged``, ``duplicate``, ``temporary``, ``lifetime``,
    ``invalid`` (type, name, empty or long fields), ``policy`` (the write policy said
    refuse), ``exists`` (the name is taken: ``memdir add``, an import), ``conflict`` (a
    racing writer), ``other``.
    """
    if secret:
        return "secret"
    if unchanged:
        return "unchanged"
    text = reason.casefold()
    for code, starts in (
            ("duplicate", ("duplicate of", "same name as an earlier", "already stored")),
            ("temporary", ("it is temporary",)),
            ("lifetime", ("lifetime",)),
            ("invalid", ("type ", "the name", "the description", "invalid memory name",
                         "it would be at least")),
            ("policy", ("the write policy", "writes of")),
            ("exists", ("a memory named",)),
            ("conflict", ("changed since", "stale"))):
        if text.startswith(starts):
            return code
    if " is already updated by " in text:
        return "duplicate"
    if "secret" in text or "key" in text and "looks like" in text:
        return "secret"
    return "other"


def write_fields(written: Written) -> dict[str, str]:
    """The ``write`` event of one save's outcome (`memdir.service.results.Written`)."""
    decision = written.decision
    if decision.action == "propose":
        return {"outcome": "proposed"}
    if written.record is not None:
        return {"outcome": "written", "action": decision.action}
    if written.error:
        return {"outcome": "failed"}
    return {"outcome": "refused",
            "reason": reason_code(decision.reason, secret=written.secret is not None,
                                  unchanged=decision.unchanged)}


__all__ = ["KINDS", "Accounting", "UsageLog", "reason_code", "usage_folder", "write_fields"]
