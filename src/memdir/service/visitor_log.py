"""The visitor log of public-agent mode (`memdir.service.public`): each turn and each
question answered without any relevant memory, redacted, kept by the project store
(`Store.add_visitor_entry`) for the reviewer for ``MEMDIR_VISITOR_LOG_DAYS``.

**A day's budget.** Anyone may talk to a public agent, and each turn is kept a month:
at the server's default time share with the largest turns one visitor token logged
some 0.9 GB a day. A `VisitorLog` may be given a ``budget`` (`memdir serve` gives each
token one, `memdir.server.log_budget`): past it, turns are still answered but no longer
logged, and the log says so once that day.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from memdir.foundation.config import DEFAULT_VISITOR_LOG_DAYS
from memdir.foundation.record import now_iso
from memdir.pipeline.conversation import message_text
from memdir.providers.base import Message
from memdir.store.base import Store

MAX_LOGGED_CHARS = 4000
BUDGET_NOTICE = ("This visitor token's log reached its budget for the day "
                 "(visitor_log_bytes): its later turns today are answered, not logged.")


@dataclass(frozen=True)
class Question:
    """A visitor's question answered without any relevant memory (already redacted)."""

    question: str
    reason: str
    session: str
    at: str


class VisitorLog:
    """Redacted visitor conversations and unanswered questions, for the reviewer, kept
    by the project store (`Store.add_visitor_entry`: ``.visitors/`` in a folder)."""

    def __init__(self, source: Store, keep_days: float = DEFAULT_VISITOR_LOG_DAYS) -> None:
        self.source = source
        self.keep_seconds = keep_days * 86400
        # Asked before each entry with its size in bytes: "log", "notice" (the first one
        # past the day's budget: the log says so instead) or "skip". None: no budget.
        self.budget: Callable[[int], str] | None = None

    def log_turn(self, session: str, messages: Sequence[Message]) -> None:
        for msg in messages:
            text = message_text(msg).strip()
            if text:
                self._add(session, "turn", {"at": now_iso(), "role": msg.get("role"),
                                            "text": _redacted(text)})

    def _add(self, session: str, kind: str, entry: dict[str, Any]) -> None:
        if self.budget is not None:
            said = self.budget(len(json.dumps(entry, ensure_ascii=False).encode("utf-8")))
            if said == "skip":
                return
            if said == "notice":
                kind, entry = "turn", {"at": now_iso(), "role": "memdir",
                                       "text": BUDGET_NOTICE}
        self.source.add_visitor_entry(session, kind, entry, keep_seconds=self.keep_seconds)

    def conversation(self, session: str) -> list[dict[str, Any]]:
        return self.source.visitor_entries("turn", session)

    def add_question(self, session: str, question: str, reason: str) -> None:
        self._add(session, "question", {"question": _redacted(question), "reason": reason,
                                        "session": session, "at": now_iso()})

    def questions(self) -> list[Question]:
        """Each session's unanswered questions once, newest first."""
        seen: set[tuple[str, str]] = set()
        out = []
        for q in self.source.visitor_entries("question"):
            key = (str(q.get("session", "")), str(q.get("question", "")))
            if key in seen or not key[1]:
                continue
            seen.add(key)
            out.append(Question(key[1], str(q.get("reason", "")), key[0], str(q.get("at", ""))))
        return out[::-1]


def _redacted(text: str, keep: int = MAX_LOGGED_CHARS) -> str:
    """What a visitor typed, as it may be kept for a reviewer (``keep`` characters): each
    secret the scan of every write finds replaced by ``[secret]``, then the personal data
    by its label. Only twice what is kept is read (`head`): the whole text was, under the
    project's lock, 12 s for one message of 900 KB while every agent of the project waited."""
    from memdir.pipeline.admission.secrets import redact_secrets
    from memdir.pipeline.redact import head, redact

    return redact(redact_secrets(head(text, 2 * keep))).text[:keep]


def sweep_expired(source: Store, visitor_log_days: float = DEFAULT_VISITOR_LOG_DAYS,
                  now: float | None = None) -> tuple[int, int]:
    """Delete what public-agent mode keeps past its time in ``source``: the session notes
    that expired, and the visitor log entries older than ``visitor_log_days``; (notes,
    entries) deleted. `memdir serve` runs it on a clock for each project folder."""
    import time

    now = time.time() if now is None else now
    return (source.expire_session_notes(),
            source.expire_visitor_entries(now - visitor_log_days * 86400))


def unanswered_questions(source: Store) -> list[Question]:
    return VisitorLog(source).questions()


def serves_visitors(source: Store) -> bool:
    """Whether a public agent ever logged a visitor of this project store."""
    return source.has_visitors()



__all__ = ["BUDGET_NOTICE", "MAX_LOGGED_CHARS", "Question", "VisitorLog", "serves_visitors",
           "sweep_expired", "unanswered_questions"]
