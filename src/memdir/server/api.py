"""The REST API of `memdir serve`: thin handlers over the memory service.

Every handler does four things: find the token's grant (and refuse a role that may not do
this), read and check its input, run one call of the project's memory service acting as
the token (`memdir.server.projects`; on a worker thread: the calls are blocking file and
SQLite work), and answer the call's result in the wire format (`memdir.service.wire`),
which `RemoteMemory` reads back into the same objects. Records and the turn are here;
the review side (inbox, changes, undo, policy) is `memdir.server.review_api`.

Failures are one sentence in ``{"error": ..., "kind": ...}`` (``kind``: the class of
`memdir.foundation.errors`, so a client raises the class the service raised). This is the
one place that maps them to HTTP statuses: 400 bad input and refusals, 401 no or unknown
token, 403 a role that may not do this (the token's, or the service's `RoleError`), 404
no such record, proposal or change, 409 a stale hash, a proposal whose records changed, an
undo that would lose a later edit, 429 a visitor's proposal past its session's or its
token's cap of pending proposals (`InboxFull`), 503 the store's database does not answer now (with
``Retry-After``: the same request may succeed later; clients treat it as the server being
down, so queued admissions are kept). Anything unexpected is logged with its traceback
and answered 500 with one line; the server keeps serving.
"""

from __future__ import annotations

import builtins
import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlencode

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from memdir.foundation.errors import (
    AuthError,
    BadInput,
    ConflictError,
    InboxFull,
    MemdirError,
    NotFoundError,
    RoleError,
    StaleProposal,
    StoreUnavailableError,
    UndoRefused,
)
from memdir.foundation.past_names import history_name
from memdir.foundation.version import __version__
from memdir.server.answers import Answer
from memdir.server.inputs import (
    SCOPES,
    WRITERS,
    _bool,
    _candidates,
    _choice,
    _expected,
    _extra,
    _int,
    _json,
    _name,
    _query_choice,
    _query_expected,
    _query_int,
    _query_raw,
    _text,
    _type,
    described_query,
)
from memdir.server.openapi import openapi
from memdir.server.projects import Projects, token_writer
from memdir.server.tokens import ROLES, Grant, Tokens, a_role, may
from memdir.server.work import acting_as, charged
from memdir.service import wire
from memdir.service.validity import given_interval, parse_as_of
from memdir.service.wire import ACTS_FOR

if TYPE_CHECKING:
    from memdir.service.memory import Memory

log = logging.getLogger("memdir.server")
T = TypeVar("T")

MAX_CURSOR = 2_000  # characters of a listing cursor (an encoded time, name and scope)


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


RETRY_AFTER = 2  # seconds a client waits before it asks again, when the database is down


def _error(status: int, message: str) -> JSONResponse:
    return Answer({"error": message}, status_code=status)


def unavailable(exc: StoreUnavailableError) -> JSONResponse:
    """503 for a store that does not answer now: the same request may succeed later."""
    return Answer({**wire.error_json(exc)}, status_code=503,
                        headers={"Retry-After": str(RETRY_AFTER)})


def status_of(exc: MemdirError) -> int:
    """The HTTP status of an error the service raised (see the module docstring)."""
    if isinstance(exc, AuthError):
        return exc.status
    if isinstance(exc, RoleError):
        return 403
    if isinstance(exc, NotFoundError):
        return 404
    if isinstance(exc, ConflictError | UndoRefused | StaleProposal):
        return 409
    if isinstance(exc, InboxFull):
        return 429
    return 400


Handler = Callable[[Request, Grant], Awaitable[Any]]


class Api:
    """The REST endpoints over one server's tokens and projects."""

    def __init__(self, tokens: Tokens, projects: Projects,
                 on_revoke: Sequence[Callable[[str, str], None]] = ()) -> None:
        from memdir.server.public_api import PublicApi
        from memdir.server.review_api import ReviewApi
        from memdir.server.turn_api import TurnApi

        self.tokens = tokens
        self.projects = projects
        self.public = PublicApi(projects)
        self.review = ReviewApi(self)
        self.turn = TurnApi(self)
        # What the server keeps per token is dropped when the token is revoked here.
        self.on_revoke = list(on_revoke)

    # ------------------------------------------------------------ plumbing
    def grant(self, request: Request, role: str = "agent", *, read: bool = False) -> Grant:
        """The request's token, acting as it or for a model; ``read``: a read the token's
        own role allows even for a model it acts for (a model may read the inbox, as a
        local one does, and decides nothing there: `memdir.service.actors`)."""
        with charged():
            grant = self.tokens.check(_bearer(request))
        acting_as(grant.role)
        acting = f"{a_role(grant.role)} token"
        held = grant.role
        if request.headers.get(ACTS_FOR, "").lower() == "model" and may(grant.role, "agent"):
            # A client acting for a model (an MCP session, an agent's tools) is one,
            # whatever its token could do: it decides no proposal.
            grant, acting = replace(grant, role="agent"), f"{acting} acting for a model"
        if not may(held if read else grant.role, role):
            # The class a local call raises for an actor that may not: a client catches
            # one RoleError whether its memory is local or a server's.
            raise RoleError(f"This needs {a_role(role)} token; yours is {acting} "
                            f"for project {grant.project!r}.")
        return grant

    @staticmethod
    def by_role(visitor: Handler, other: Handler) -> Handler:
        """A visitor token's request goes to public-agent mode (`server.public_api`)."""
        async def handler(request: Request, grant: Grant) -> Any:
            return await (visitor if grant.role == "visitor" else other)(request, grant)
        return handler

    def endpoint(self, role: str, handler: Handler, *, read: bool = False
                 ) -> Callable[[Request], Awaitable[Response]]:
        async def serve(request: Request) -> Response:
            try:
                # On a worker thread: in PostgreSQL the check is a query, and the event
                # loop, which every connection waits on, must not wait on the database.
                grant = await run_in_threadpool(functools.partial(self.grant, read=read),
                                                request, role)
                described_query(request)
                answer = await handler(request, grant)
            except StoreUnavailableError as exc:
                return unavailable(exc)
            except MemdirError as exc:
                body = wire.error_json(exc)
                if isinstance(exc, AuthError):
                    body["status"] = exc.status
                return Answer(body, status_code=status_of(exc))
            except Exception as exc:  # one bad request never takes the server down
                log.exception("memdir serve: %s %s failed", request.method, request.url.path)
                return _error(500, f"The server failed on this request ({type(exc).__name__})"
                                   "; its log has the details.")
            return answer if isinstance(answer, Response) else Answer(answer)
        return serve

    async def run(self, grant: Grant, op: Callable[[Memory], T],
                  session: str | None = None) -> T:
        """``op`` on the token's project's memory, acting as the token."""
        return await run_in_threadpool(self.projects.run, grant, op, session)

    # ------------------------------------------------------------ reading
    async def whoami(self, request: Request, grant: Grant) -> dict[str, Any]:
        return _grant_dict(grant)

    async def list(self, request: Request, grant: Grant) -> dict[str, Any]:
        """A page of the listing; ``next`` is the cursor of the following page and
        ``next_url`` the request that gets it (both null on the last page)."""
        rtype = _query_raw(request, "type")  # the service refuses a type it does not know
        scope = _query_choice(request, "scope", SCOPES)
        limit = _query_int(request, "limit", 100, 1, 500)
        after = request.query_params.get("after")
        if after is not None and (not after.strip() or len(after) > MAX_CURSOR):
            raise BadInput("'after' is the 'next' cursor of the previous page, unchanged.")
        history = _query_choice(request, "history", ("true", "false")) == "true"
        rows, total, cursor = await self.run(grant, lambda m: m.page(
            scope=scope, type=rtype, limit=limit, after=after, history=history))
        query = {"type": rtype, "scope": scope, "limit": limit, "after": cursor,
                 "history": "true" if history else None}
        return {"total": total, "records": [wire.entry_json(e) for e in rows],
                "next": cursor, "not_shown": max(0, total - len(rows)),
                "next_url": None if cursor is None else str(request.url.path) + "?" + urlencode(
                    {k: v for k, v in query.items() if v is not None})}

    async def search(self, request: Request, grant: Grant) -> dict[str, Any]:
        query = _query_raw(request, "q") or ""  # an empty one: the service says so
        limit = _query_int(request, "limit", 5, 1, 20)
        scope = _query_choice(request, "scope", SCOPES)
        model = _query_choice(request, "model", ("true", "false")) == "true"
        asked = request.query_params.get("as_of")  # a past time: a date, a time or words
        at = parse_as_of(asked) if asked else None  # InvalidTimeError: a 400
        found = await self.run(grant, lambda m: m.search(query, scope=scope, limit=limit,
                                                         model=model, as_of=at))
        return {"query": query, **wire.search_json(found)}

    async def recall(self, request: Request, grant: Grant) -> dict[str, Any]:
        """What a turn's prompt injects: the ranker's choice, whole records, and the
        catalog at the client's size (a hook has less room than a chat)."""
        body = await _json(request)
        query = _text(body, "query", required=True) or ""
        limit = _int(body, "limit", 5, 1, 20) or 5
        chars = _int(body, "catalog_chars", None, 200, 100_000)
        asked = _text(body, "as_of")  # a past time: a date, a time or words
        at = parse_as_of(asked) if asked else None  # InvalidTimeError: a 400

        def op(memory: Memory) -> dict[str, Any]:
            found = memory.recall(query, limit, as_of=at)
            # How many proposals wait for a person (the inbox's indexed count, never a
            # read of it): the client's prompt says so, where the user looks.
            return {"query": query, "method": found[0].method if found else "none",
                    "results": [wire.recalled_json(r) for r in found],
                    "catalog": memory.catalog(chars),
                    "proposals_pending": memory.inbox_page("pending", limit=0)[1]}
        return await self.run(grant, op)

    async def get(self, request: Request, grant: Grant) -> dict[str, Any]:
        name, scope = _name(request), _query_choice(request, "scope", SCOPES)
        found = await self.run(grant, lambda m: m.get(name, scope=scope))
        return wire.found_json(found)

    async def text(self, request: Request, grant: Grant) -> dict[str, Any]:
        """A record's text as stored (frontmatter and body), for a person to edit."""
        name, scope = _name(request), _query_choice(request, "scope", SCOPES)

        def op(memory: Memory) -> dict[str, Any]:
            found = memory.get(name, scope=scope)
            return {**wire.found_json(found), "text": memory.file_text(found)}
        return await self.run(grant, op)

    async def record_history(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Every change of one record, oldest first, a page at a time as `history` (a
        record of 880 KB written 60 times was one answer of 99 MB); a name with no history
        at all is a 404."""
        name = _name(request, past=True)
        page = await self._history_page(request, grant, name)
        if not page["entries"] and request.query_params.get("after") is None:
            raise NotFoundError(name, "the history log")
        return {"name": name, **page}

    async def history(self, request: Request, grant: Grant) -> dict[str, Any]:
        """The history log, of every record or of one (``name``), oldest first, a page at a
        time (`memdir.service.reading.Reader.history_page`): ``next`` is the cursor of the
        following page and ``next_url`` its request (both null on the last page)."""
        name = request.query_params.get("name")
        if name is not None:
            name = history_name(name)  # one refused today may be in the history
        return await self._history_page(request, grant, name, named=True)

    async def _history_page(self, request: Request, grant: Grant, name: str | None, *,
                            named: bool = False) -> dict[str, Any]:
        """A page of the history log (``limit``, ``after``, ``scope`` from the query);
        ``named``: the next page's request names the record in its query."""
        scope = _query_choice(request, "scope", SCOPES)
        limit = _query_int(request, "limit", 100, 1, 500)
        after = request.query_params.get("after")
        if after is not None and (not after.strip() or len(after) > MAX_CURSOR):
            raise BadInput("'after' is the 'next' cursor of the previous page, unchanged.")
        rows, cursor = await self.run(grant, lambda m: m.history_page(
            name, scope=scope, limit=limit, after=after))
        query = {"name": name if named else None, "scope": scope, "limit": limit,
                 "after": cursor}
        return {"entries": [wire.history_json(s, e) for s, e in rows], "next": cursor,
                "next_url": None if cursor is None else str(request.url.path) + "?" + urlencode(
                    {k: v for k, v in query.items() if v is not None})}

    async def catalog(self, request: Request, grant: Grant) -> dict[str, Any]:
        """The capped catalog (``chars``: its size; 0: none, only the ranker's name)."""
        chars = request.query_params.get("chars")
        size = _query_int(request, "chars", 0, 0, 100_000)

        def op(memory: Memory) -> dict[str, Any]:
            text = "" if chars is not None and size == 0 else memory.catalog(size or None)
            return {"catalog": text, "ranker": memory.ranker}
        return await self.run(grant, op)

    # ------------------------------------------------------------ writing
    async def save(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Save one candidate through the pipeline (a refusal is an answer, not an
        error: ``saved`` is false and ``reason`` says why)."""
        from memdir.pipeline.extract.naming import slug_name

        body = await _json(request)
        rtype = _type(body, required=True) or ""
        description = _text(body, "description", required=True) or ""
        item = {**body, "type": rtype,
                "name": (_text(body, "name") or "").strip() or slug_name(description, rtype)}
        [(cand, _)] = _candidates({"candidates": [item]})
        keep = body.get("keep")
        if keep is not None and not isinstance(keep, dict):
            raise BadInput("'keep' must be a record (an object) or null.")
        source = body.get("source")
        if source is not None and not isinstance(source, dict):
            raise BadInput("'source' must be an object or null.")
        kept = wire.record_of({**keep, "extra": _extra(keep)}) if keep else None
        scope = _choice(body, "scope", SCOPES)
        origin = _choice(body, "origin", WRITERS) or token_writer(grant)
        allow_secret = _bool(body, "allow_secret")
        same_name = _choice(body, "same_name", ("update", "refuse")) or "update"
        start, end = _text(body, "valid_from"), _text(body, "valid_to")
        given_interval(start, end, said=("valid_from", "valid_to"))  # a 400 before the lock
        done = await self.run(grant, lambda m: m.save_written(
            cand, scope=scope, source=source, origin=origin, allow_secret=allow_secret,
            same_name=same_name, keep=kept, valid_from=start, valid_to=end),
            _text(body, "session"))
        return wire.written_json(done)

    async def update(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        body = await _json(request)
        expected = _expected(body)
        description, text = _text(body, "description"), _text(body, "body")
        rtype = _type(body)
        extra = _extra(body) if body.get("extra") is not None else None
        scope = _choice(body, "scope", SCOPES)
        origin = _choice(body, "origin", WRITERS) or token_writer(grant)
        allow_secret = _bool(body, "allow_secret")
        new_name = _text(body, "new_name")
        done = await self.run(grant, lambda m: m.update(
            name, expected, description=description, body=text, type=rtype, extra=extra,
            scope=scope, origin=origin, allow_secret=allow_secret, new_name=new_name),
            _text(body, "session"))
        return wire.written_json(done)

    async def rename(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        body = await _json(request)
        new_name = _text(body, "new_name", required=True) or ""
        expected = _expected(body)
        scope, to_scope = _choice(body, "scope", SCOPES), _choice(body, "to_scope", SCOPES)
        origin = _choice(body, "origin", WRITERS) or token_writer(grant)
        allow_secret = _bool(body, "allow_secret")
        done = await self.run(grant, lambda m: m.rename(
            name, new_name, expected_hash=expected, scope=scope, to_scope=to_scope,
            origin=origin, allow_secret=allow_secret))
        return wire.done_json(done)

    async def delete(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request)
        expected = _query_expected(request)
        scope = _query_choice(request, "scope", SCOPES)
        # One the service does not know is refused by it, in the sentence of every service.
        origin = request.query_params.get("origin") or token_writer(grant)
        done = await self.run(grant, lambda m: m.forget(
            name, expected_hash=expected, scope=scope, origin=origin))
        return wire.done_json(done)

    async def restore(self, request: Request, grant: Grant) -> dict[str, Any]:
        name = _name(request, past=True)
        body = await _json(request, empty_ok=True)
        scope = _choice(body, "scope", SCOPES)
        origin = _choice(body, "origin", WRITERS) or token_writer(grant)
        version = body.get("version")  # the service says which versions there are
        if version is not None and (isinstance(version, bool) or not isinstance(version, int)):
            raise BadInput("'version' must be a whole number, or null for the one before.")
        expected = _expected(body, absent=True)  # what the caller saw when it chose
        done = await self.run(grant, lambda m: m.restore(name, version, scope=scope,
                                                         origin=origin, expected_hash=expected))
        return wire.done_json(done)

    async def purge(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Erase a record for good, history included (admin; the service asks a person).
        ``confirmed`` false: nothing is erased; ``asks`` lists the stores that would be,
        for the client to confirm with its person first."""
        name = _name(request)
        body = await _json(request, empty_ok=True)
        scope = _choice(body, "scope", SCOPES)
        confirmed = body.get("confirmed", True)
        if not isinstance(confirmed, bool):
            raise BadInput("'confirmed' must be true or false.")

        def op(memory: Memory) -> dict[str, Any]:
            asks: list[str] = []

            def ask(where: str) -> None:
                asks.append(where)
                raise _Unconfirmed
            try:
                erased = memory.purge(name, scope=scope, confirm=None if confirmed else ask)
            except _Unconfirmed:
                return {"purged": [], "asks": asks}
            return {"purged": [wire.purged_json(p) for p in erased], "asks": []}
        return await self.run(grant, op)

    # ------------------------------------------------------------ tokens (admin)
    async def tokens_list(self, request: Request, grant: Grant) -> dict[str, Any]:
        return {"tokens": [_grant_dict(g) for g in self.tokens.list(grant.project)]}

    async def tokens_create(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        role = _choice(body, "role", ROLES, required=True) or ""
        note = _text(body, "note") or ""
        token, made = await run_in_threadpool(self.tokens.create, grant.project, role, note)
        return {"token": token, **_grant_dict(made)}

    async def tokens_revoke(self, request: Request, grant: Grant
                            ) -> dict[str, Any] | Response:
        token_id = request.path_params["token_id"]
        try:
            gone = await run_in_threadpool(self.tokens.revoke, token_id, grant.project)
        except MemdirError as exc:
            return _error(404, str(exc))
        for forget in self.on_revoke:
            forget(gone.project, gone.token_sha256)
        return {"revoked": True, **_grant_dict(gone)}

    # ------------------------------------------------------------ routes
    def routes(self) -> builtins.list[Route]:
        e = self.endpoint
        record = "/v1/memories/{name}"
        return [
            Route("/healthz", health, methods=["GET"]),
            Route("/openapi.json", schema, methods=["GET"]),
            Route("/v1/whoami", e("visitor", self.whoami), methods=["GET"]),
            Route("/v1/memories", e("agent", self.list), methods=["GET"]),
            Route("/v1/memories", e("agent", self.save), methods=["POST"]),
            Route(record, e("agent", self.get), methods=["GET"]),
            Route(record, e("agent", self.update), methods=["PATCH"]),
            Route(record, e("agent", self.delete), methods=["DELETE"]),
            Route(record + "/text", e("agent", self.text), methods=["GET"]),
            Route(record + "/history", e("agent", self.record_history), methods=["GET"]),
            Route(record + "/rename", e("agent", self.rename), methods=["POST"]),
            Route(record + "/restore", e("agent", self.restore), methods=["POST"]),
            Route(record + "/purge", e("admin", self.purge), methods=["POST"]),
            Route("/v1/history", e("agent", self.history), methods=["GET"]),
            Route("/v1/search", e("agent", self.search), methods=["GET"]),
            Route("/v1/recall", e("visitor", self.by_role(self.public.recall, self.recall)),
                  methods=["POST"]),
            Route("/v1/catalog", e("agent", self.catalog), methods=["GET"]),
            *self.turn.routes(),
            Route("/v1/publish", e("reviewer", self.public.publish), methods=["POST"]),
            Route("/v1/visitors/purge", e("admin", self.public.purge_visitor_logs),
                  methods=["POST"]),
            *self.review.routes(),
            Route("/v1/tokens", e("admin", self.tokens_list), methods=["GET"]),
            Route("/v1/tokens", e("admin", self.tokens_create), methods=["POST"]),
            Route("/v1/tokens/{token_id}", e("admin", self.tokens_revoke),
                  methods=["DELETE"]),
        ]


class _Unconfirmed(Exception):  # noqa: N818 - a stop, not an error anyone sees
    """A purge not confirmed yet: it stops before the first store is erased."""


async def health(request: Request) -> Response:
    return JSONResponse({"ok": True, "version": __version__})


async def schema(request: Request) -> Response:
    return JSONResponse(openapi())


def _grant_dict(grant: Grant) -> dict[str, Any]:
    return {"id": grant.id, "project": grant.project, "role": grant.role,
            "created": grant.created, "note": grant.note}


__all__ = ["Api", "status_of"]
