"""A file store's visitor logs: what a public agent's visitors said, for the reviewer.

Part of `FileStore` (an object over its folder). Public-agent mode
(`memdir.service.public`) logs each visitor turn, redacted, and each question answered
without any relevant memory, so that a person can read the conversations and write the
missing knowledge. The store keeps them as given (redaction is the caller's): JSON
objects, appended, never changed. A folder keeps them in ``.visitors/`` (local state, git-
ignored like the inbox): a session's turns in ``SESSION.jsonl``, every session's questions
in ``questions.jsonl``, one line per entry written in one ``write`` in append mode, so
concurrent visitors never interleave.

The checks both stores make (`check_visitor_entry`) live here too: a session id is a file
name here, and an entry is bounded, so a visitor cannot fill the disk with one line.

**Kept for a retention period.** What a visitor typed, even redacted, is not kept without
end: an entry older than the period (``MEMDIR_VISITOR_LOG_DAYS``, 30 days; its time is its
``at``, `entry_time`, else its file's) is deleted. A log write sweeps every session's log
once an hour at most (``VISITOR_SWEEP_SECONDS``; the time of the last sweep is the stamp
``.visitors/.swept``, so a process that opens the store per request sweeps no more often);
`memdir serve` sweeps on a clock too, and `memdir purge --visitor-logs` deletes what a
person asks. A sweep rewrites a log without its old lines (or removes it) under the
folder's write lock, which every log write holds too, so no line is lost to it.

**Trusted like the history log.** Each line carries its writer's tag
(`memdir.store.origin.owner_tag`); a line is read only if this user wrote it on this
machine, in a file this user owns, read without following a link or opening a named pipe
(a line without a tag, written before tags, counts while git does not track the file: a
tracked log came with a clone). So a cloned repository's "visitor questions" never reach
the reviewer's page nor `memdir migrate`, and ``.visitors`` as a link is never written
through (refused) nor read (empty). `foreign_visitor_lines` counts what is left out.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir, new_file_mode, storage_error
from memdir.foundation.errors import StoreError
from memdir.store.origin import is_link_or_odd, owner_tag, read_own, untracked_legacy
from memdir.store.sessions import SESSION_ID

VISITORS_DIR = ".visitors"
QUESTIONS = "questions"  # also the name of its file: no session may be called that
VISITOR_KINDS = ("turn", "question")
MAX_VISITOR_ENTRY_CHARS = 16_000  # as JSON; a logged text is cut at 4,000 by its caller
MAX_VISITOR_FILE_BYTES = 1 << 30  # read whole; a larger file is not read
VISITOR_SWEEP_SECONDS = 3600.0  # a folder: a log write sweeps old entries this often
SWEPT = ".swept"  # in .visitors/: its time is the last sweep's


def entry_time(entry: dict[str, Any]) -> float | None:
    """When an entry was logged, in seconds since the epoch: its ``at`` (a UTC time as
    public-agent mode writes it), or None when it has none that reads as a time."""
    at = entry.get("at")
    if not isinstance(at, str) or not at.strip():
        return None
    try:
        when = datetime.fromisoformat(at.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()


def check_visitor_session(session: str) -> None:
    """Refuse a session id that is not one (`StoreError`): it names a file in a folder."""
    if not isinstance(session, str) or not SESSION_ID.match(session) \
            or session == QUESTIONS:
        raise StoreError(f"{session!r} is not a visitor session id (letters, digits, - and "
                         f"_, at most 64, not {QUESTIONS!r}).")


def check_visitor_entry(session: str, kind: str, entry: dict[str, Any]) -> str:
    """The entry as one line of JSON, after the checks every store makes.

    Raises:
        StoreError: a bad session id or kind, an entry that is not a JSON object, or
            one longer than ``MAX_VISITOR_ENTRY_CHARS``.
    """
    check_visitor_session(session)
    if kind not in VISITOR_KINDS:
        raise StoreError(f"{kind!r} is not a kind of visitor log entry "
                         f"({', '.join(VISITOR_KINDS)}).")
    if not isinstance(entry, dict):
        raise StoreError("A visitor log entry is a JSON object.")
    try:
        line = json.dumps(entry, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"A visitor log entry must be JSON: {exc}.") from exc
    if len(line) > MAX_VISITOR_ENTRY_CHARS or _has_nul(entry):
        raise StoreError(f"A visitor log entry holds at most {MAX_VISITOR_ENTRY_CHARS:,} "
                         "characters of JSON (and no NUL).")
    return line


def _has_nul(value: Any) -> bool:
    # PostgreSQL's jsonb holds no NUL character: refused in both stores alike.
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_has_nul(k) or _has_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_nul(v) for v in value)
    return False


class VisitorLogFolder:
    """The visitor-log side of `FileStore` (see the module docstring): a folder's
    ``.visitors/``, ``locked`` the folder's write lock."""

    def __init__(self, root: Path, locked: Callable[[], AbstractContextManager[None]]
                 ) -> None:
        self.root = root
        self.locked = locked

    def _visitor_file(self, session: str, kind: str) -> Path:
        return self.root / VISITORS_DIR / (
            f"{QUESTIONS}.jsonl" if kind == "question" else f"{session}.jsonl")

    def add_visitor_entry(self, session: str, kind: str, entry: dict[str, Any], *,
                          keep_seconds: float | None = None) -> None:
        """Append one entry of a session (``turn`` or ``question``), as it is; with
        ``keep_seconds``, every log's older entries go first when the last sweep is an
        hour old (see the module docstring)."""
        check_visitor_entry(session, kind, entry)
        tagged = {k: v for k, v in entry.items() if k != "by"}
        if kind == "question":  # one file for every session's questions
            tagged["session"] = session
        line = json.dumps({**tagged, "by": owner_tag()}, ensure_ascii=False)
        path = self._visitor_file(session, kind)
        with self.locked():
            if keep_seconds is not None and self._sweep_due():
                self._expire(time.time() - keep_seconds)
                self._stamp()
            try:
                make_dir(path.parent)
                if is_link_or_odd(path.parent):
                    raise StoreError(f"{path.parent} is not a plain folder (a link?); "
                                     "memdir does not write visitor logs through it.")
                # One write of one line in append mode, never following a link.
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW,
                             new_file_mode(path.parent))
                try:
                    os.write(fd, (line + "\n").encode("utf-8"))
                finally:
                    os.close(fd)
            except OSError as exc:
                raise storage_error(exc, f"log a visitor {kind}") from exc

    def expire_visitor_entries(self, before: float) -> int:
        """Delete every log's entries logged before ``before``; how many went. Only the
        lines this user wrote here are deleted (the ones read), in files this user owns."""
        folder = self.root / VISITORS_DIR
        if is_link_or_odd(folder) or not folder.is_dir():
            return 0
        with self.locked():
            return self._expire(before)

    def _expire(self, before: float) -> int:
        gone = 0
        for name in [QUESTIONS, *self._visitor_sessions()]:
            path = self.root / VISITORS_DIR / f"{name}.jsonl"
            found = None if is_link_or_odd(path.parent) else read_own(
                path, MAX_VISITOR_FILE_BYTES)
            if found is None:
                continue
            data, st = found
            lines = data.decode("utf-8", errors="replace").splitlines()
            mine = _own_lines(path, st, lines)
            kept = [line for i, line in enumerate(lines)
                    if i not in mine or _logged_at(line, st.st_mtime) >= before]
            if len(kept) == len(lines):
                continue
            gone += len(lines) - len(kept)
            with contextlib.suppress(OSError):
                if kept:
                    atomic_write(path, "".join(line + "\n" for line in kept))
                else:
                    os.unlink(path)
        return gone

    def _sweep_due(self) -> bool:
        try:
            last = os.lstat(self.root / VISITORS_DIR / SWEPT).st_mtime
        except OSError:
            return True
        return not 0 <= time.time() - last < VISITOR_SWEEP_SECONDS

    def _stamp(self) -> None:
        stamp = self.root / VISITORS_DIR / SWEPT
        with contextlib.suppress(OSError):
            if is_link_or_odd(stamp.parent) or not stamp.parent.is_dir():
                return
            fd = os.open(stamp, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW,
                         new_file_mode(stamp.parent))
            os.close(fd)
            os.utime(stamp, follow_symlinks=False)

    def visitor_entries(self, kind: str, session: str | None = None
                        ) -> list[dict[str, Any]]:
        """Entries of one kind, oldest first: of one session, or (None) of every one."""
        if kind not in VISITOR_KINDS:
            raise StoreError(f"{kind!r} is not a kind of visitor log entry.")
        if session is not None:
            check_visitor_session(session)
        if kind == "question":
            entries = self._read(self._visitor_file("", kind))
            return [e for e in entries if session is None or e.get("session") == session]
        if session is not None:
            return [{**e, "session": session}
                    for e in self._read(self._visitor_file(session, kind))]
        out = []
        for name in self._visitor_sessions():
            out += [{**e, "session": name}
                    for e in self._read(self._visitor_file(name, kind))]
        return sorted(out, key=lambda e: str(e.get("at", "")))  # stable within a session

    def foreign_visitor_lines(self) -> int:
        """How many logged lines this user did not write on this machine (a clone's,
        another user's, through a link): never read, and not migrated."""
        folder = self.root / VISITORS_DIR
        if is_link_or_odd(folder):
            return 1 if os.path.lexists(folder) else 0
        gone = 0
        for name in [*self._visitor_sessions(), QUESTIONS]:
            path = folder / f"{name}.jsonl"
            if os.path.lexists(path):
                kept, total = _read_jsonl(path)
                gone += total - len(kept)
        return gone

    def _read(self, path: Path) -> list[dict[str, Any]]:
        return [] if is_link_or_odd(path.parent) else _read_jsonl(path)[0]

    def has_visitors(self) -> bool:
        """Whether a visitor's turn or question was ever logged here."""
        folder = self.root / VISITORS_DIR
        if is_link_or_odd(folder):
            return False
        return any(self._read(folder / f"{name}.jsonl")
                   for name in [QUESTIONS, *self._visitor_sessions()])

    def _visitor_sessions(self) -> list[str]:
        folder = self.root / VISITORS_DIR
        if is_link_or_odd(folder):
            return []
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            return []
        return [f[:-6] for f in names if f.endswith(".jsonl") and SESSION_ID.match(f[:-6])
                and f[:-6] != QUESTIONS]


def _own_lines(path: Path, st: os.stat_result, lines: list[str]) -> set[int]:
    """Which lines of a log this user wrote here (as `_read_jsonl` reads them): only those
    are ever deleted; another's are left as they are, as they are never read."""
    tag, legacy_ok = owner_tag(), None
    out = set()
    for i, line in enumerate(lines):
        try:
            item = json_text.loads(line)
        except ValueError:
            out.add(i)  # a line cut by a crash of ours: it goes with its time
            continue
        by = item.get("by") if isinstance(item, dict) else tag
        if by is None and legacy_ok is None:
            legacy_ok = untracked_legacy(path, st)
        if by == tag if by is not None else legacy_ok:
            out.add(i)
    return out


def _logged_at(line: str, file_time: float) -> float:
    """When one logged line was written: its entry's `entry_time`, else its file's."""
    try:
        item = json_text.loads(line)
    except ValueError:
        return file_time  # a line cut by a crash: as old as its file
    when = entry_time(item) if isinstance(item, dict) else None
    return file_time if when is None else when


def _read_jsonl(path: Path) -> tuple[list[dict[str, Any]], int]:
    """(the lines this user wrote here, how many lines were read): see the module
    docstring."""
    found = read_own(path, MAX_VISITOR_FILE_BYTES)
    if found is None:
        return [], 0
    data, st = found
    tag, legacy_ok = owner_tag(), None
    out, total = [], 0
    for line in data.decode("utf-8", errors="replace").splitlines():
        try:
            item = json_text.loads(line)
        except ValueError:
            continue  # a line cut by a crash
        if not isinstance(item, dict):
            continue
        total += 1
        by = item.pop("by", None)
        if by is None and legacy_ok is None:
            legacy_ok = untracked_legacy(path, st)  # asked once per file version
        if by == tag if by is not None else legacy_ok:
            out.append(item)
    return out, total


__all__ = ["MAX_VISITOR_ENTRY_CHARS", "MAX_VISITOR_FILE_BYTES", "VISITORS_DIR",
           "VISITOR_KINDS", "VISITOR_SWEEP_SECONDS", "VisitorLogFolder",
           "check_visitor_entry", "check_visitor_session", "entry_time"]
