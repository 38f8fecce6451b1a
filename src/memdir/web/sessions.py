"""How a browser gets into the review page: a one-time code, then a session cookie.

A secret in a URL is read by too many: the access log, the browser's history, a
``Referer``, and, when a program opens the browser, every local user through
``/proc/PID/cmdline``. So the only secret a URL carries is a *code*: random, good for one
request and for `CODE_SECONDS`, exchanged at ``/open`` for a session whose id lives in an
``HttpOnly``, ``SameSite=Strict`` cookie (no script reads it, no other site's page sends
it). The code is then dead; the page answers from a URL without any secret.

A used code presented again without the session it opened means two parties held it (a
program that read the browser's command line, a link-preview bot that fetched a pasted
link): the session it opened is ended, so whoever was first keeps nothing once the
rightful browser arrives (the "refresh token reuse" rule of OAuth).

Each session has its own CSRF token, put in every form of the page and checked on every
POST, beside the ``SameSite`` cookie and the Origin check (`memdir.web.gate`).

Only SHA-256 digests of codes and session ids are kept, and a bounded number of each.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

CODE_SECONDS = 60.0  # a code on a command line is dead within a minute, used or not
COOKIE = "memdir_review"
MAX_CODES = 1000  # outstanding codes kept; the oldest goes first
MAX_SESSIONS = 1000  # live sessions kept; the least recently used goes first


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class Session:
    """A browser signed in to the page: for ``owner`` (the server's grant; None locally)."""

    owner: Any
    csrf: str
    created: float
    used: float

    def csrf_ok(self, given: str) -> bool:
        return hmac.compare_digest(given.encode(), self.csrf.encode())


@dataclass
class _Code:
    owner: Any
    expires: float
    opened: str | None = None  # digest of the session it opened, once used


@dataclass
class Sessions:
    """One-time codes and the sessions they open (see the module docstring).

    Args:
        cookie: the session cookie's name (one per page when several share a host).
        idle_seconds: a session unused this long is over.
        max_seconds: a session is over this long after it was opened, used or not.
        still_valid: whether an owner (the token a code was issued for) still holds; a
            session whose owner no longer does is over.
        clock: the time source (a test moves it instead of sleeping).
    """

    cookie: str = COOKIE
    idle_seconds: float = 12 * 3600.0
    max_seconds: float | None = None
    still_valid: Callable[[Any], bool] = field(default=lambda owner: True)
    clock: Callable[[], float] = time.monotonic
    _codes: OrderedDict[str, _Code] = field(default_factory=OrderedDict, init=False)
    _sessions: OrderedDict[str, Session] = field(default_factory=OrderedDict, init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False)

    def issue(self, owner: Any = None, seconds: float = CODE_SECONDS) -> str:
        """A new one-time code for ``owner``, good for ``seconds``."""
        code = secrets.token_urlsafe(32)
        with self._lock:
            self._forget_expired()
            self._codes[_digest(code)] = _Code(owner, self.clock() + seconds)
            while len(self._codes) > MAX_CODES:
                self._codes.popitem(last=False)
        return code

    def redeem(self, code: str, current: str | None = None) -> tuple[str, Session] | None:
        """Exchange ``code`` for a new session: its id (the cookie's value) and itself.

        ``current`` is the session id the browser already holds, if any. None when the
        code is unknown, expired or used; a used one presented without the session it
        opened ends that session.
        """
        with self._lock:
            self._forget_expired()
            entry = self._codes.get(_digest(code))
            if entry is None:
                return None
            if entry.opened is not None:
                if current is None or _digest(current) != entry.opened:
                    self._sessions.pop(entry.opened, None)
                return None
            if not self.still_valid(entry.owner):
                return None
            session_id = secrets.token_urlsafe(32)
            now = self.clock()
            session = Session(entry.owner, secrets.token_urlsafe(24), now, now)
            entry.opened = _digest(session_id)
            self._sessions[entry.opened] = session
            while len(self._sessions) > MAX_SESSIONS:
                self._sessions.popitem(last=False)
            return session_id, session

    def was_opened_by(self, code: str, session_id: str | None) -> bool:
        """Whether ``code`` was already exchanged for the session ``session_id`` (the same
        browser opening the same link again)."""
        if not session_id:
            return False
        with self._lock:
            entry = self._codes.get(_digest(code))
            return entry is not None and entry.opened == _digest(session_id)

    def get(self, session_id: str | None) -> Session | None:
        """The live session with this id, touched; None when there is none."""
        if not session_id:
            return None
        key = _digest(session_id)
        with self._lock:
            session = self._sessions.get(key)
            if session is None:
                return None
            now = self.clock()
            if (now - session.used > self.idle_seconds
                    or (self.max_seconds is not None
                        and now - session.created > self.max_seconds)
                    or not self.still_valid(session.owner)):
                del self._sessions[key]
                return None
            session.used = now
            self._sessions.move_to_end(key)
            return session

    def end(self, session_id: str | None) -> None:
        if session_id:
            with self._lock:
                self._sessions.pop(_digest(session_id), None)

    def end_owner(self, matches: Callable[[Any], bool]) -> int:
        """End every session and code whose owner ``matches`` (a revoked token)."""
        with self._lock:
            gone = [k for k, s in self._sessions.items() if matches(s.owner)]
            for key in gone:
                del self._sessions[key]
            for key in [k for k, c in self._codes.items() if matches(c.owner)]:
                del self._codes[key]
            return len(gone)

    def __len__(self) -> int:
        """Live sessions (expired ones are counted until they are next looked at)."""
        return len(self._sessions)

    def _forget_expired(self) -> None:
        now = self.clock()
        for key in [k for k, c in self._codes.items() if c.expires <= now]:
            del self._codes[key]


__all__ = ["CODE_SECONDS", "COOKIE", "Session", "Sessions"]
