"""A file store's session notes: what one visitor said about themselves, for that visit.

Part of `FileStore` (an object over its folder). Public-agent mode
(`memdir.service.public`) keeps background about a visitor ("I'm a nurse in Lyon") as notes of
their session: recalled only in that session, never a record, never promoted. Each
session is one JSON file in ``.sessions/`` (local state, git-ignored like the inbox):
``{"notes": {name: {"text": ..., "expires": epoch seconds}}}``.

A note lives until its session ends (`end_session_notes`) or its time to live runs out,
counted from its last write. Reads never return an expired note; `expire_session_notes`
deletes expired ones (the text must not outlive its time), and every write runs it.
``clock`` is the time source (a test sets it instead of sleeping). `live_session_notes`
and `put_session_note` move notes between stores with their expiry (`memdir migrate`).
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

from memdir.foundation.atomic import atomic_write, make_dir, storage_error
from memdir.foundation.errors import StoreError
from memdir.store.base import SessionNote

SESSIONS_DIR = ".sessions"
SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # a file name that cannot leave the folder
MAX_NOTE_CHARS = 4000


class SessionNotesFolder:
    """The session-notes side of `FileStore` (see the module docstring): a folder's
    ``.sessions/``, with ``clock`` its time source."""

    def __init__(self, root: Path, locked: Callable[[], AbstractContextManager[None]],
                 clock: Callable[[], float] = time.time) -> None:
        self.root = root
        self.locked = locked  # the folder's write lock
        self.clock = clock

    def _session_file(self, session: str) -> Path:
        if not SESSION_ID.match(session):
            raise StoreError(f"{session!r} is not a session id (letters, digits, - and _, "
                             "at most 64).")
        return self.root / SESSIONS_DIR / f"{session}.json"

    def _read_notes(self, path: Path) -> dict[str, Any]:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        notes = data.get("notes") if isinstance(data, dict) else None
        return notes if isinstance(notes, dict) else {}

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
        """Delete every note of a session that ended; return how many there were."""
        path = self._session_file(session)
        if not path.exists():
            return 0
        with self.locked():
            count = len(self._read_notes(path))
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
        return count

    def expire_session_notes(self) -> int:
        """Delete expired notes of every session; return how many went."""
        folder = self.root / SESSIONS_DIR
        if folder.is_symlink() or not folder.is_dir():
            return 0
        gone = 0
        for f in os.listdir(folder):
            path = folder / f
            if not f.endswith(".json") or not SESSION_ID.match(f[:-5]):
                continue
            notes = self._read_notes(path)
            live = self._live(notes)
            if len(live) == len(notes):
                continue
            gone += len(notes) - len(live)
            with contextlib.suppress(OSError):
                if live:
                    atomic_write(path, json.dumps({"notes": live}, ensure_ascii=False))
                else:
                    os.unlink(path)
        return gone

    def live_session_notes(self) -> list[SessionNote]:
        """Every unexpired note of every session, by session, oldest first."""
        folder = self.root / SESSIONS_DIR
        if folder.is_symlink() or not folder.is_dir():
            return []
        out = []
        for f in sorted(os.listdir(folder)):
            if f.endswith(".json") and SESSION_ID.match(f[:-5]):
                for name, n in self._live(self._read_notes(folder / f)).items():
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
            self.expire_session_notes()
            notes = self._live(self._read_notes(path))
            notes[name] = {"text": text[:MAX_NOTE_CHARS], "expires": expires}
            try:
                make_dir(path.parent)
                atomic_write(path, json.dumps({"notes": notes}, ensure_ascii=False))
            except OSError as exc:
                raise storage_error(exc, f"write a note of session {session}") from exc

    def _live(self, notes: dict[str, Any]) -> dict[str, Any]:
        now = self.clock()
        return {name: n for name, n in notes.items() if isinstance(n, dict)
                and isinstance(n.get("expires"), int | float) and n["expires"] > now
                and isinstance(n.get("text"), str)}
