"""Public-agent mode over `memdir serve`: the ``visitor`` role, and publishing.

A public agent (a support bot, a site's assistant) talks to visitors, and its front-end
holds a ``visitor`` token of the project: the least a token may do. Each of its requests
runs in public-agent mode (`memdir.service.public`) as the visitor's session the request names,
over a `Memory` with untrusted writers opened for that request (the published version a
process reads is parsed once: `memdir.store.snapshot.snapshot_of`):

- ``POST /v1/recall``: from the published version, never the project store; the
  session's notes beside the records; a query that recalled nothing is listed for the
  reviewer (redacted) as an unanswered question.
- ``POST /v1/admit``: what the client's model extracted from a visitor's turn: what the
  visitor said about themselves becomes a note of their session, everything else a
  redacted proposal in the inbox. Nothing is written. ``messages`` (optional) is the
  turn, logged redacted for the reviewer.
- ``POST /v1/sessions/{session}/end``: the visitor left; their notes go.
- ``POST /v1/sessions``: a new session id for a new visitor, made by the server.

**A session is the token's.** The session a request names is never the key of a
visitor's notes and log by itself: the server keeps them under `session_key`, a digest
of the project, the token's full SHA-256 and the name, so another token naming the same
session (another visitor token, an agent) reaches another, empty session, and a session
id read somewhere (a proposal's source, a log) opens nothing. Within one token, a
session is as secret as its id: ``POST /v1/sessions`` gives 256 random bits
(`secrets.token_urlsafe`), where a client's own ``visit-42`` can be guessed by the next
visitor of the same front-end. Old clients that name their sessions keep working, each
token in its own space.

Every other endpoint refuses a visitor token (403): roles are ordered, ``visitor`` below
``agent``. An ``agent`` token (or higher) gets the same three in trusted mode, as before;
a ``reviewer`` publishes with ``POST /v1/publish`` (``{"rollback": true}`` returns to the
previous version), and the next visitor request reads the new version.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from starlette.requests import Request

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import BadInput, MemdirError
from memdir.server.inputs import _candidates, _int, _json, _text
from memdir.server.projects import Projects
from memdir.server.tokens import Grant
from memdir.service.turn_report import shown_name
from memdir.store.visitors import check_visitor_session

if TYPE_CHECKING:
    from memdir.service.memory import Memory

T = TypeVar("T")

MAX_MESSAGES = 20  # a turn: the visitor's message and what followed it
# Of the candidates of one visitor's turn together (names, descriptions and bodies): what
# a visitor claims is a few sentences. Every character is redacted and scanned, under the
# project's lock (some 14 s for a body of 840 KB, while every agent of the project waited).
MAX_TURN_CHARS = 20_000


def _session(body: dict[str, Any]) -> str:
    session = _text(body, "session")
    if not session:
        raise BadInput("A visitor token's request names the visitor's session: 'session' "
                       "(letters, digits, - and _, at most 64), the same for one visitor; "
                       "POST /v1/sessions makes one.")
    return session


def new_session() -> str:
    """A session id nobody can guess: 256 random bits, 43 URL-safe characters."""
    return secrets.token_urlsafe(32)


def session_key(grant: Grant, session: str) -> str:
    """What the stores keep a visitor's session under: the session the client names,
    within the token's own space (see the module docstring). A session id (letters,
    digits, - and _), so a folder can name a file by it.

    Raises:
        StoreError: ``session`` is not a session id.
    """
    check_visitor_session(session)
    if not grant.token_sha256:
        raise ValueError("a grant from the token book's check carries its token's hash")
    digest = hashlib.sha256("\0".join(("memdir-visitor-session", grant.project,
                                        grant.token_sha256, session)).encode("utf-8"))
    return f"v-{digest.hexdigest()[:48]}"


def _messages(body: dict[str, Any]) -> list[dict[str, str]]:
    raw = body.get("messages")
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_MESSAGES or not all(
            isinstance(m, dict) and m.get("role") in ("user", "assistant")
            and isinstance(m.get("content"), str) and "\x00" not in m["content"]
            for m in raw):
        raise BadInput(f"'messages' must be a list of at most {MAX_MESSAGES} "
                       "{\"role\": \"user\" or \"assistant\", \"content\": text}.")
    return [{"role": m["role"], "content": m["content"]} for m in raw]


class PublicApi:
    """The visitor side of the REST API (see the module docstring)."""

    def __init__(self, projects: Projects) -> None:
        self.projects = projects

    async def _visit(self, grant: Grant, session: str, op: Callable[[Memory], T]) -> T:
        """``op`` in public-agent mode as the client's ``session``, kept under its
        `session_key`."""
        from starlette.concurrency import run_in_threadpool

        return await run_in_threadpool(self.projects.visit, grant,
                                       session_key(grant, session), op)

    async def new_session(self, request: Request, grant: Grant) -> dict[str, Any]:
        """A session id for a new visitor (see the module docstring)."""
        return {"session": new_session()}

    async def recall(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        query = _text(body, "query", required=True) or ""
        limit = _int(body, "limit", 5, 1, 20) or 5
        chars = _int(body, "catalog_chars", None, 200, 100_000)
        session = _session(body)
        asked = _text(body, "as_of")  # what held then in the version served, as locally

        def op(memory: Memory) -> dict[str, Any]:
            from memdir.integrations.mcp_answers import record_full

            public = memory.public
            if public is None:  # the server's memory is never trusted for a visitor
                raise MemdirError("This project's memory is not in public-agent mode.")
            with public.one_version():  # the records and the catalog of one version
                found = memory.recall(query, limit, as_of=asked)
                catalog = memory.catalog(chars)
            if not found and query.strip():
                public.note_question(query.strip(), "nothing recalled")
            notes = public.source.session_notes(memory.session)
            return {"query": query, "method": found[0].method if found else "none",
                    "results": [{**record_full(r.record, "project"),
                                 "score": None if r.score is None else round(r.score, 3),
                                 "method": r.method, "origin": r.origin}
                                for r in found],
                    "catalog": catalog, "session": session, "notes": notes}
        return await self._visit(grant, session, op)

    async def admit(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        session = _session(body)
        candidates: list[Candidate] = []
        too_long: list[Candidate] = []
        total = 0
        for candidate, _ in _candidates(body):
            total += len(candidate.name) + len(candidate.description) + len(candidate.body)
            (too_long if total > MAX_TURN_CHARS else candidates).append(candidate)
        messages = _messages(body)

        def op(memory: Memory) -> dict[str, Any]:
            from memdir.service.memory import TurnReport

            public = memory.public
            if public is None:  # the server's memory is never trusted for a visitor
                raise MemdirError("This project's memory is not in public-agent mode.")
            report = TurnReport()
            if messages:
                public.log_turn(messages, report)
            notes = public.keep_notes([c for c in candidates if c.type == "user"], report)
            public.receive([c for c in candidates if c.type != "user"], messages, report)
            refused = [{"name": c.name[:100], "action": "reject", "reason": (
                f"A visitor's turn proposes at most {MAX_TURN_CHARS:,} characters (names, "
                "descriptions and bodies together); this candidate was past them and was "
                "not read.")} for c in too_long]
            return {"session": session, "notes": notes, "errors": report.errors,
                    "decisions": [{"name": shown_name(d), "action": d.action,
                                   "reason": d.reason} for d in report.decisions] + refused}
        return await self._visit(grant, session, op)

    async def end_session(self, request: Request, grant: Grant) -> dict[str, Any]:
        session = request.path_params["session"]
        return await self._visit(grant, session, lambda m: {
            "session": session, "notes_deleted": m.end_session()})

    async def purge_visitor_logs(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Erase visitors' logged turns and questions for good (admin; the service asks
        a person): those logged before ``before`` (a date or a UTC time), or all."""
        from starlette.concurrency import run_in_threadpool

        body = await _json(request, empty_ok=True)
        before = _text(body, "before")
        deleted = await run_in_threadpool(self.projects.run, grant,
                                          lambda m: m.purge_visitor_logs(before))
        return {"deleted": deleted, "before": before}

    async def publish(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Publish the project store as it is for its visitors, or roll back (reviewer)."""
        from starlette.concurrency import run_in_threadpool

        from memdir.service.public import Published

        body = await _json(request, empty_ok=True)
        rollback = body.get("rollback", False)
        if not isinstance(rollback, bool):
            raise BadInput("'rollback' must be true or false.")

        def op(memory: Memory) -> dict[str, Any]:
            # The project's Memory, acting as the token (a reviewer: a person).
            version = memory.rollback() if rollback else memory.publish()
            store = self.projects.store(grant.project)
            try:
                served = Published(store).store(version)
                # What holds, as `memdir publish` says: a record a correction closed is
                # served as history, not counted among the memories visitors read.
                count = served.count(closed=False)
                served.close()
            finally:
                store.close()
            return {"version": version, "memories": count, "rolled_back": rollback}
        return await run_in_threadpool(self.projects.run, grant, op)


__all__ = ["PublicApi"]
