"""The REST API of `memdir serve`: thin handlers over the memory operations.

Every handler does four things: find the token's grant (and refuse a role that may not do
this), read and check its input, run one memory operation in the token's project (on a
worker thread: the operations are blocking file and SQLite work), and answer JSON. The
answers are the same dicts the MCP tools return, so a remote client and an MCP client
read the same shapes.

Failures are one sentence in ``{"error": ...}``: 400 bad input, 401 no or unknown token,
403 a role that may not do this, 404 no such record, 409 a stale hash, 503 the store's
database does not answer now (with ``Retry-After``: the same request may succeed later;
clients treat it as the server being down, so queued admissions are kept). Anything
unexpected is logged with its traceback and answered 500 with one line; the server keeps
serving.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlencode

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from memdir import __version__
from memdir.foundation.errors import (
    AuthError,
    BadInput,
    ConflictError,
    MemdirError,
    NotFoundError,
    StoreUnavailableError,
)
from memdir.foundation.record import MEMORY_TYPES, Record
from memdir.integrations.mcp_answers import McpAnswers, record_full
from memdir.server.inputs import (
    _candidates,
    _choice,
    _int,
    _json,
    _name,
    _query_choice,
    _query_int,
    _query_text,
    _text,
)
from memdir.server.openapi import openapi
from memdir.server.projects import Projects
from memdir.server.tokens import ROLES, Grant, TokenBook, a_role, may

log = logging.getLogger("memdir.server")

MAX_CURSOR = 2_000  # characters of a listing cursor (an encoded time, name and scope)
PROPOSAL_STATUSES = ("pending", "approved", "rejected", "all")
_PROPOSAL_ID = re.compile(r"p[0-9a-f]{4,40}")


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


RETRY_AFTER = 2  # seconds a client waits before it asks again, when the database is down


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def unavailable(exc: StoreUnavailableError) -> JSONResponse:
    """503 for a store that does not answer now: the same request may succeed later."""
    return JSONResponse({"error": str(exc)}, status_code=503,
                        headers={"Retry-After": str(RETRY_AFTER)})


Handler = Callable[[Request, Grant], Awaitable[Any]]


class Api:
    """The REST endpoints over one server's tokens and projects."""

    def __init__(self, tokens: TokenBook, projects: Projects) -> None:
        from memdir.server.public_api import PublicApi

        self.tokens = tokens
        self.projects = projects
        self.public = PublicApi(projects)

    # ------------------------------------------------------------ plumbing
    def grant(self, request: Request, role: str = "agent") -> Grant:
        grant = self.tokens.check(_bearer(request))
        if not may(grant.role, role):
            raise AuthError(f"This needs {a_role(role)} token; yours is {a_role(grant.role)} "
                            f"token for project {grant.project!r}.", 403)
        return grant

    @staticmethod
    def by_role(visitor: Handler, other: Handler) -> Handler:
        """A visitor token's request goes to public-agent mode (`server.public_api`)."""
        async def handler(request: Request, grant: Grant) -> Any:
            return await (visitor if grant.role == "visitor" else other)(request, grant)
        return handler

    def endpoint(self, role: str, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        async def serve(request: Request) -> Response:
            try:
                grant = self.grant(request, role)
                answer = await handler(request, grant)
            except AuthError as exc:
                return _error(exc.status, str(exc))
            except NotFoundError as exc:
                return _error(404, str(exc))
            except ConflictError as exc:
                return _error(409, str(exc))
            except StoreUnavailableError as exc:
                return unavailable(exc)
            except MemdirError as exc:
                return _error(400, str(exc))
            except Exception as exc:  # one bad request never takes the server down
                log.exception("memdir serve: %s %s failed", request.method, request.url.path)
                return _error(500, f"The server failed on this request ({type(exc).__name__})"
                                   "; its log has the details.")
            return answer if isinstance(answer, Response) else JSONResponse(answer)
        return serve

    async def run(self, grant: Grant, op: Callable[[McpAnswers], Any]) -> Any:
        return await run_in_threadpool(self.projects.run, grant, op)

    # ------------------------------------------------------------ reading
    async def whoami(self, request: Request, grant: Grant) -> dict[str, Any]:
        return _grant_dict(grant)

    async def list(self, request: Request, grant: Grant) -> dict[str, Any]:
        """A page of the listing; ``next`` is the cursor of the following page and
        ``next_url`` the request that gets it (both null on the last page)."""
        rtype = _query_choice(request, "type", MEMORY_TYPES)
        limit = _query_int(request, "limit", 100, 1, 500)
        after = request.query_params.get("after")
        if after is not None and (not after.strip() or len(after) > MAX_CURSOR):
            raise BadInput("'after' is the 'next' cursor of the previous page, unchanged.")
        answer = await self.run(grant, lambda a: a.list(type=rtype, limit=limit,
                                                        after=after))
        query = {"type": rtype, "limit": limit, "after": answer["next"]}
        answer["next_url"] = None if answer["next"] is None else str(request.url.path) + (
            "?" + urlencode({k: v for k, v in query.items() if v is not None}))
        return answer

    async def search(self, request: Request, grant: Grant) -> dict[str, Any]:
        query = _query_text(request, "q")
        limit = _query_int(request, "limit", 5, 1, 20)
        return await self.run(grant, lambda a: a.search(query, limit=limit))

    async def recall(self, request: Request, grant: Grant) -> dict[str, Any]:
        """What a turn's prompt injects: the ranker's choice, whole records."""
        body = await _json(request)
        query = _text(body, "query", required=True) or ""
        limit = _int(body, "limit", 5, 1, 20) or 5
        chars = _int(body, "catalog_chars", None, 200, 100_000)

        def op(access: McpAnswers) -> dict[str, Any]:
            memory = access.memory
            found = memory.recall(query, limit)
            return {"query": query, "method": found[0].method if found else "none",
                    "results": [{**record_full(r.record, "project"),
                                 "score": None if r.score is None else round(r.score, 3)}
                                for r in found],
                    "catalog": _catalog(memory, chars)}
        return await self.run(grant, op)

    async def get(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        return await self.run(grant, lambda a: a.get(name))

    async def history(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)

        def op(access: McpAnswers) -> dict[str, Any]:
            entries = [e for _, e in access.memory.history(name)]
            if not entries:
                raise NotFoundError(name, "the history log")
            return {"name": name, "entries": [
                {"version": e.version, "at": e.at, "op": e.op, "name": e.name,
                 "actor": e.actor, "before": e.before, "after": e.after,
                 "new_name": e.new_name} for e in entries]}
        return await self.run(grant, op)

    async def catalog(self, request: Request, grant: Grant) -> dict[str, Any]:
        chars = _query_int(request, "chars", 0, 0, 100_000) or None
        return await self.run(grant, lambda a: {"catalog": _catalog(a.memory, chars)})

    # ------------------------------------------------------------ writing
    async def save(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        fields = {"description": _text(body, "description", required=True),
                  "type": _choice(body, "type", MEMORY_TYPES, required=True),
                  "body": _text(body, "body") or "", "name": _text(body, "name"),
                  "quote": _text(body, "quote") or ""}
        # "origin": "user" is a person writing (memdir add). Believed from a token that
        # may review, whose holder may approve any write anyway; an agent token is the
        # model writer whatever it claims (the agent holds that token too).
        claimed = _choice(body, "origin", ("user", "model"))
        origin = "user" if claimed == "user" and may(grant.role, "reviewer") else "model"

        def op(access: McpAnswers) -> dict[str, Any]:
            answer = access.save(**fields, origin=origin)
            return {**answer, "origin": origin} if answer.get("saved") else answer
        return await self.run(grant, op)

    async def update(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        body = await _json(request)
        expected = _text(body, "hash", required=True)
        fields = {"description": _text(body, "description"), "body": _text(body, "body"),
                  "type": _choice(body, "type", MEMORY_TYPES)}
        return await self.run(grant, lambda a: a.update(name, expected, **fields))

    async def delete(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        expected = request.query_params.get("hash")
        return await self.run(grant, lambda a: a.delete(name, hash=expected))

    async def restore(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        body = await _json(request, empty_ok=True)
        version = _int(body, "version", None, 1, 1_000_000)

        def op(access: McpAnswers) -> dict[str, Any]:
            # A person's "bring it back": the origin a restore from the CLI has.
            found = access.memory.restore(name, version, origin="user", actor=access.actor)
            return record_full(found.record, "project")
        return await self.run(grant, op)

    async def admit(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Admission of candidates a client extracted with its own model."""
        body = await _json(request)
        session = _text(body, "session") or f"server-{grant.id}"
        candidates = _candidates(body)

        def op(access: McpAnswers) -> dict[str, Any]:
            memory = access.memory
            out: list[dict[str, Any]] = []
            for cand, source in candidates:
                source = {"session": session, **source}
                try:
                    decision, written = memory.save(cand, source=source, origin="model",
                                                    actor=access.actor)
                except StoreUnavailableError:
                    raise  # 503: the client keeps the candidates and sends them again
                except MemdirError as exc:
                    out.append({"name": cand.name, "action": "failed", "reason": str(exc)})
                    continue
                item = {"name": cand.name, "action": decision.action,
                        "reason": decision.reason}
                if written is not None:
                    item["record"] = record_full(written, "project")
                out.append(item)
            return {"decisions": out}
        return await self.run(grant, op)

    # ------------------------------------------------------------ review (reviewer)
    async def inbox(self, request: Request, grant: Grant) -> dict[str, Any]:
        status = _query_choice(request, "status", PROPOSAL_STATUSES) or "pending"
        wanted = None if status == "all" else status
        return await self.run(grant, lambda a: {"proposals": [
            p.to_dict() for p in a.memory.inbox(wanted)]})

    async def approve(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Approve as proposed, or as edited: ``edit`` (the record's Markdown) or any of
        ``name``, ``description``, ``type``, ``body`` over the proposed record."""
        pid = _proposal_id(request)
        body = await _json(request, empty_ok=True)
        edit = _text(body, "edit")
        changed = {"name": _text(body, "name"), "description": _text(body, "description"),
                   "type": _choice(body, "type", MEMORY_TYPES), "body": _text(body, "body")}
        changed = {k: v for k, v in changed.items() if v is not None}
        if edit is not None and changed:
            raise BadInput("Send either 'edit' (the whole record) or the fields to change, "
                           "not both.")

        def op(access: McpAnswers) -> dict[str, Any]:
            memory = access.memory
            text = edit
            if changed:
                text = _edited_text(memory.proposal(pid), changed)
            return memory.approve(pid, edit=text).to_dict()
        return await self.run(grant, op)

    async def reject(self, request: Request, grant: Grant) -> dict[str, Any]:
        pid = _proposal_id(request)
        body = await _json(request, empty_ok=True)
        reason = _text(body, "reason") or ""
        return await self.run(grant, lambda a: a.memory.reject(pid, reason).to_dict())

    # ------------------------------------------------------------ tokens (admin)
    async def tokens_list(self, request: Request, grant: Grant) -> dict[str, Any]:
        return {"tokens": [_grant_dict(g) for g in self.tokens.list(grant.project)]}

    async def tokens_create(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        role = _choice(body, "role", ROLES, required=True)
        note = _text(body, "note") or ""
        token, made = await run_in_threadpool(self.tokens.create, grant.project, role, note)
        return {"token": token, **_grant_dict(made)}

    async def tokens_revoke(self, request: Request, grant: Grant) -> dict[str, Any]:
        token_id = request.path_params["token_id"]
        try:
            gone = await run_in_threadpool(self.tokens.revoke, token_id, grant.project)
        except MemdirError as exc:
            return _error(404, str(exc))
        return {"revoked": True, **_grant_dict(gone)}

    # ------------------------------------------------------------ routes
    def routes(self) -> list[Route]:
        e = self.endpoint
        return [
            Route("/healthz", health, methods=["GET"]),
            Route("/openapi.json", schema, methods=["GET"]),
            Route("/v1/whoami", e("visitor", self.whoami), methods=["GET"]),
            Route("/v1/memories", e("agent", self.list), methods=["GET"]),
            Route("/v1/memories", e("agent", self.save), methods=["POST"]),
            Route("/v1/memories/{name}", e("agent", self.get), methods=["GET"]),
            Route("/v1/memories/{name}", e("agent", self.update), methods=["PATCH"]),
            Route("/v1/memories/{name}", e("agent", self.delete), methods=["DELETE"]),
            Route("/v1/memories/{name}/history", e("agent", self.history), methods=["GET"]),
            Route("/v1/memories/{name}/restore", e("agent", self.restore), methods=["POST"]),
            Route("/v1/search", e("agent", self.search), methods=["GET"]),
            Route("/v1/recall", e("visitor", self.by_role(self.public.recall, self.recall)),
                  methods=["POST"]),
            Route("/v1/catalog", e("agent", self.catalog), methods=["GET"]),
            Route("/v1/admit", e("visitor", self.by_role(self.public.admit, self.admit)),
                  methods=["POST"]),
            Route("/v1/sessions/{session}/end", e("visitor", self.public.end_session),
                  methods=["POST"]),
            Route("/v1/publish", e("reviewer", self.public.publish), methods=["POST"]),
            Route("/v1/inbox", e("reviewer", self.inbox), methods=["GET"]),
            Route("/v1/inbox/{proposal_id}/approve", e("reviewer", self.approve),
                  methods=["POST"]),
            Route("/v1/inbox/{proposal_id}/reject", e("reviewer", self.reject),
                  methods=["POST"]),
            Route("/v1/tokens", e("admin", self.tokens_list), methods=["GET"]),
            Route("/v1/tokens", e("admin", self.tokens_create), methods=["POST"]),
            Route("/v1/tokens/{token_id}", e("admin", self.tokens_revoke),
                  methods=["DELETE"]),
        ]


async def health(request: Request) -> Response:
    return JSONResponse({"ok": True, "version": __version__})


async def schema(request: Request) -> Response:
    return JSONResponse(openapi())


def _catalog(memory: Any, chars: int | None) -> str:
    """The catalog capped at the client's size (a hook has less room than a chat)."""
    return memory.catalog(chars)


def _proposal_id(request: Request) -> str:
    pid = request.path_params["proposal_id"]
    if not _PROPOSAL_ID.fullmatch(pid):
        raise BadInput(f"{pid[:40]!r} is not a proposal id; GET /v1/inbox lists them.")
    return pid


def _edited_text(proposal: Any, changed: dict[str, str]) -> str:
    """The proposed record's Markdown with the reviewer's fields put in."""
    from memdir.foundation.errors import ProposalError
    from memdir.foundation.record import parse_record
    from memdir.service.inbox import proposal_text

    if proposal.kind != "write":
        raise ProposalError("A consolidation plan is approved or rejected whole; edited "
                            "fields work on one-record proposals.")
    rec = parse_record(proposal_text(proposal))
    merged = {"name": rec.name, "description": rec.description, "type": rec.type,
              "body": rec.body, **changed}
    return Record(merged["name"], merged["description"], merged["type"],
                  merged["body"]).to_text()


def _grant_dict(grant: Grant) -> dict[str, Any]:
    return {"id": grant.id, "project": grant.project, "role": grant.role,
            "created": grant.created, "note": grant.note}


__all__ = ["Api"]
