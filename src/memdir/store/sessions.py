"""A file store's session notes: what one visitor said about themselves, for that visit.

Part of `FileStore` (an object over its folder). Public-agent mode
(`memdir.service.public`) keeps background about a visitor ("I'm a nurse in Lyon") as notes of
their session: recalled only in that session, never a record, never promoted. Each
session is one JSON file in ``.sessions/`` (local state, git-ignored like the inbox):
``{"notes": {name: {"text": ..., "expires": epoch seconds}}}``.

A note lives until its session ends (`end_session_notes`) or its time to live runs out,
counted from its last write. Reads never return an expired note; `expire_session_notes`
deletes expired ones (the text must not outlive its time). A write costs its own session's
file, never the other sessions': it rewrites that file without its expired notes, and
every session's expired notes go in one sweep by the first write after
``EXPIRE_SWEEP_SECONDS`` (once a minute at most, however many visitors write, and however
many store objects they write through: the last sweep's time is also the stamp
``.sessions/.swept``). A
session is bounded too (`check_session_note`, both stores): at most ``MAX_SESSION_NOTES``
live notes, names of at most ``MAX_NOTE_NAME_CHARS``, texts cut at ``MAX_NOTE_CHARS``.
``clock`` is the time source (a test sets it instead of sleeping). `live_session_notes`
and `put_session_note` move notes between stores with their expiry (`memdir migrate`).

**Trusted like the history log.** A `.memory/` folder can come from a cloned repository,
which could plant "notes" for a session (text that would enter a visitor's prompt) or
make ``.sessions`` a link to a folder of the user's (a visitor's session named
``settings`` would then overwrite and delete ``settings.json`` there). So a session file
counts only if this user wrote it on this machine: it carries the writer's tag
(`memdir.store.origin.owner_tag`), this user owns it, and it is read without following a
link or opening a named pipe. Another file is not a session's notes: never read, expired,
ended or migrated (`foreign_sessions` counts them). ``.sessions`` must be a plain folder:
a link there is refused for writing and read as empty. Notes kept before the tag existed
count as foreign (they lived a session's time to live at most).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir, storage_error
from memdir.foundation.errors import StoreError
from memdir.store.base import SessionNote
from memdir.store.origin import is_link_or_odd, owner_tag, read_own

SESSIONS_DIR = ".sessions"
SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # a file name that cannot leave the folder
MAX_NOTE_CHARS = 4000
MAX_NOTE_NAME_CHARS = 100  # as a record's name
MAX_SESSION_NOTES = 20  # live notes of one session: a visitor cannot grow their file
MAX_SESSION_FILE_BYTES = 16 << 20  # a file larger than this is not one memdir wrote
EXPIRE_SWEEP_SECONDS = 60.0  # a write sweeps every session's expired notes this often
SWEPT = ".swept"  # in .sessions/: its time is the last sweep's


def check_session_note(name: str, live: int, replaces: bool) -> None:
    """Refuse a note (`StoreError`) whose name is empty or longer than
    ``MAX_NOTE_NAME_CHARS``, or that would be a session's note past ``MAX_SESSION_NOTES``
    (``live`` notes kept, ``replaces`` one of them by name): both stores check."""
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NOTE_NAME_CHARS:
        raise StoreError(f"A session note's name has 1 to {MAX_NOTE_NAME_CHARS} characters.")
    if not replaces and live >= MAX_SESSION_NOTES:
        raise StoreError(f"A session keeps at most {MAX_SESSION_NOTES} notes; this one "
                         "was not kept.")


class SessionNotesFolder:
    """The session-notes side of `FileStore` (see the module docstring): a folder's
    ``.sessions/``, with ``clock`` its time source."""

    def __init__(self, root: Path, locked: Callable[[], AbstractContextManager[None]],
                 clock: Callable[[], float] = time.time) -> None:
        self.root = root
        self.locked = locked  # the folder's write lock
        self.clock = clock
        self._swept: float | None = None  # the clock at this folder's last sweep

    def _session_file(self, session: str) -> Path:
        if not SESSION_ID.match(session):
            raise StoreError(f"{session!r} is not a session id (letters, digits, - and _, "
                             "at most 64).")
        return self.root / SESSIONS_DIR / f"{session}.json"

    @property
    def folder(self) -> Path:
        return self.root / SESSIONS_DIR

    def _read_notes(self, path: Path) -> dict[str, Any]:
        """A session file's notes if this user wrote it here, else none (see the module
        docstring)."""
        data = self._read_own(path)
        notes = data.get("notes") if data is not None else None
        return notes if isinstance(notes, dict) else {}

    def _read_own(self, path: Path) -> dict[str, Any] | None:
        """The file's JSON if this user wrote it on this machine (its tag), else None."""
        if is_link_or_odd(path.parent):
            return None
        found = read_own(path, MAX_SESSION_FILE_BYTES)
        if found is None:
            return None
        try:
            data = json_text.loads(found[0].decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return None
        return data if isinstance(data, dict) and data.get("by") == owner_tag() else None

    def _session_files(self) -> list[str]:
        """The names of the session files in a plain ``.sessions`` folder."""
        folder = self.folder
        if is_link_or_odd(folder):
            return []
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            return []
        return [f for f in names if f.endswith(".json") and SESSION_ID.match(f[:-5])]

    def foreign_sessions(self) -> int:
        """How many session files this user did not write on this machine (a clone's,
        another user's, a link): never read, and not migrated."""
        folder = self.folder
        if is_link_or_odd(folder):
            return 1 if os.path.lexists(folder) else 0
        return sum(1 for f in self._session_files() if self._read_own(folder / f) is None)

    def add_session_note(self, session: str, name: str, text: str, *,
                         ttl_seconds: float) -> None:
        """Keep a note for one session until it expires. Writing the same name again
        replaces it and restarts its time."""
        if ttl_seconds <= 0:
            raise StoreError("A session note needs a positive time to live.")
        self._keep_note(session, name, text, self.clock() + ttl_seconds)

    def session_notes(self, session: str) -> dict[str, str]:
        """The session's notes that have not expired, by name."""
        notes = self._live(self._read_notes(self._session_file(session)))
        return {name: str(n["text"]) for name, n in notes.items()}

    def end_session_notes(self, session: str) -> int:
        """Delete every note of a session that ended; return how many there were. A file
        this user did not write here is not the session's: it is left alone."""
        path = self._session_file(session)
        if not os.path.lexists(path) or is_link_or_odd(path.parent):
            return 0
        with self.locked():
            data = self._read_own(path)
            if data is None:
                return 0
            notes = data.get("notes")
            count = len(self._live(notes)) if isinstance(notes, dict) else 0
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
        return count

    def expire_session_notes(self) -> int:
        """Delete expired notes of every session; return how many went. Under the
        folder's lock (re-entrant: a note write sweeps from inside it), so a note written
        meanwhile is never lost to the rewrite."""
        if is_link_or_odd(self.folder) or not self.folder.is_dir():
            return 0
        with self.locked():
            return self._expire()

    def _expire(self) -> int:
        folder = self.folder
        gone = 0
        for f in self._session_files():
            path = folder / f
            notes = self._read_notes(path)
            live = self._live(notes)
            if len(live) == len(notes):
                continue
            gone += len(notes) - len(live)
            with contextlib.suppress(OSError):
                if live:
                    atomic_write(path, self._file_text(live))
                else:
                    os.unlink(path)
        return gone

    def live_session_notes(self) -> list[SessionNote]:
        """Every unexpired note of every session, by session, oldest first."""
        out = []
        for f in self._session_files():
            for name, n in self._live(self._read_notes(self.folder / f)).items():
                out.append(SessionNote(f[:-5], name, n["text"], float(n["expires"])))
        return out

    def put_session_note(self, note: SessionNote) -> None:
        """Keep a note with the expiry it has; one already expired is not kept."""
        self._session_file(note.session)  # a bad session id is refused first
        if note.expires > self.clock():
            self._keep_note(note.session, note.name, note.text, note.expires)

    def _keep_note(self, session: str, name: str, text: str, expires: float) -> None:
        path = self._session_file(session)
        with self.locked():
            now = self.clock()
            # Every session's expired notes, once per EXPIRE_SWEEP_SECONDS (or when the
            # clock went back): a write does not read every visitor's file.
            if self._sweep_due(now):
                self._expire()
                self._swept = now
                self._stamp(now)
            notes = self._live(self._read_notes(path))
            check_session_note(name, len(notes), name in notes)
            notes[name] = {"text": text[:MAX_NOTE_CHARS], "expires": expires}
            try:
                make_dir(path.parent)
                if is_link_or_odd(path.parent):  # checked after make_dir: never written through
                    raise StoreError(f"{path.parent} is not a plain folder (a link?); "
                                     "memdir does not write visitors' notes through it.")
                atomic_write(path, self._file_text(notes))
            except OSError as exc:
                raise storage_error(exc, f"write a note of session {session}") from exc

    def _sweep_due(self, now: float) -> bool:
        """Whether the last sweep is older than ``EXPIRE_SWEEP_SECONDS``: this object's,
        else the folder's stamp (a server opens the store anew for each request)."""
        if self._swept is not None and 0 <= now - self._swept < EXPIRE_SWEEP_SECONDS:
            return False
        try:
            last = os.lstat(self.folder / SWEPT).st_mtime
        except OSError:
            return True
        return not 0 <= now - last < EXPIRE_SWEEP_SECONDS

    def _stamp(self, now: float) -> None:
        stamp = self.folder / SWEPT
        with contextlib.suppress(OSError):
            if is_link_or_odd(self.folder) or not self.folder.is_dir():
                return
            os.close(os.open(stamp, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o600))
            os.utime(stamp, (now, now), follow_symlinks=False)

    @staticmethod
    def _file_text(notes: dict[str, Any]) -> str:
        return json.dumps({"notes": notes, "by": owner_tag()}, ensure_ascii=False)

    def _live(self, notes: dict[str, Any]) -> dict[str, Any]:
        now = self.clock()
        return {name: n for name, n in notes.items() if isinstance(n, dict)
                and isinstance(n.get("expires"), int | float) and n["expires"] > now
                and isinstance(n.get("text"), str)}
