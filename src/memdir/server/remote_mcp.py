"""MCP over streamable HTTP at ``/mcp``: remote agents connect with a URL and a token.

The tools are the ones ``memdir mcp`` serves over stdio (`memdir.integrations.mcp_server`),
built once per token over that token's project, so a remote agent and a local one see the
same tool names, descriptions and answers. The transport is the MCP SDK's own
(`StreamableHTTPSessionManager`).

Why one MCP server per token, not one for all: the tools of `build_server` are bound to
one set of stores, and a session must stay in its token's project. With one server per
token, an MCP session id presented with another token reaches another server, which does
not know it (404): a session cannot be taken over by a different token, even within the
same project. Servers are started on first use inside the application's task group and
stopped with it, or before: they are kept by project and the token's full SHA-256 and
stopped when the token is revoked or unused (`memdir.server.per_token`). A token may have
``mcp_sessions`` sessions open at once, each ended after ``mcp_idle_seconds`` without a
request (`memdir.server.limits`): a new one past that is a 429.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import anyio
from anyio.abc import TaskGroup, TaskStatus
from starlette.responses import JSONResponse
from starlette.types import Message, Receive, Scope, Send

from memdir.foundation.errors import AuthError, StoreUnavailableError
from memdir.server.api import unavailable
from memdir.server.per_token import PerToken, key_of
from memdir.server.projects import Projects
from memdir.server.tokens import Tokens, a_role, may


class RemoteMcp:
    """The ASGI app mounted at ``/mcp``."""

    def __init__(self, tokens: Tokens, projects: Projects) -> None:
        self.tokens = tokens
        self.projects = projects
        self.managers: PerToken[Any] = PerToken(tokens.still_valid)
        self._group: TaskGroup | None = None
        self._lock = anyio.Lock()

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """Keep the MCP servers' tasks for the application's lifetime."""
        async with anyio.create_task_group() as group:
            self._group = group
            try:
                yield
            finally:
                group.cancel_scope.cancel()
                self._group = None
                self.managers.clear()

    async def _entry(self, grant: Any) -> Any:
        async with self._lock:
            for _, gone in await anyio.to_thread.run_sync(self.managers.due):
                gone.extra["scope"].cancel()
            entry = self.managers.get(key_of(grant))
            if entry is None:
                if self._group is None:
                    raise RuntimeError("the /mcp app is used outside its lifespan")
                from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

                from memdir.integrations.mcp_server import build_server

                access = self.projects.new_access(grant, via="mcp")
                server = build_server(access, review_tools=False)
                limits = self.projects.limits
                manager = StreamableHTTPSessionManager(
                    server._lowlevel_server, max_sessions=limits.mcp_sessions,
                    session_idle_timeout=limits.mcp_idle_seconds)
                scope = await self._group.start(self._serve, manager, access)
                entry = self.managers.put(key_of(grant), manager)
                entry.extra["scope"] = scope
            return entry

    def revoked(self, project: str, sha256: str) -> None:
        """Stop the server of a token revoked through this server: at once, not at the
        next sweep."""
        for _, gone in self.managers.drop(project, sha256):
            gone.extra["scope"].cancel()

    @staticmethod
    async def _serve(manager: Any, access: Any, *,
                     task_status: TaskStatus[anyio.CancelScope] = anyio.TASK_STATUS_IGNORED
                     ) -> None:
        try:
            with anyio.CancelScope() as scope:
                async with manager.run():
                    task_status.started(scope)
                    await anyio.sleep_forever()
        finally:
            access.close()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        header = dict(scope.get("headers") or ()).get(b"authorization", b"")
        kind, _, token = header.decode("latin-1").partition(" ")
        try:
            # On a worker thread, as the REST API's: a query in PostgreSQL.
            grant = await anyio.to_thread.run_sync(
                self.tokens.check, token.strip() if kind.lower() == "bearer" else None)
            if not may(grant.role, "agent"):
                # The MCP tools read the project store and write: a visitor does neither.
                raise AuthError(f"MCP needs an agent token; yours is {a_role(grant.role)} token "
                                f"for project {grant.project!r}.", 403)
        except AuthError as exc:
            response = JSONResponse({"error": str(exc)}, status_code=exc.status,
                                    headers={"WWW-Authenticate": "Bearer"})
            await response(scope, receive, send)
            return
        except StoreUnavailableError as exc:  # the token book's database is down
            await unavailable(exc)(scope, receive, send)
            return
        entry = await self._entry(grant)
        limit = self.projects.limits.mcp_sessions
        if _opens_session(scope) and len(getattr(entry.value, SDK_SESSIONS, ())) >= limit:
            # The SDK refuses past the same cap with a bare 503, which a client reads as
            # the server being down; this says what to do.
            await JSONResponse(
                {"error": f"This token has {limit} MCP sessions open, as many as it may; "
                          "end one (DELETE /mcp with its Mcp-Session-Id) or wait until one "
                          "has been idle for "
                          f"{self.projects.limits.mcp_idle_seconds:g} seconds."},
                status_code=429, headers={"Retry-After": "60"})(scope, receive, send)
            return
        if scope.get("method") == "POST":
            checked = await _checked_body(scope, receive, send)
            if checked is None:
                return
            receive = checked
        entry.in_flight += 1
        try:
            await entry.value.handle_request(scope, receive, send)
        finally:
            entry.in_flight -= 1


# The SDK's own table of a session manager's open sessions (session id -> transport): a
# private attribute, so tests/server/test_mcp_sdk_contract.py fails if an upgrade renames
# it, rather than this cap quietly never applying.
SDK_SESSIONS = "_server_instances"


async def _checked_body(scope: Scope, receive: Receive, send: Send) -> Receive | None:
    """``receive`` for the SDK, the body read whole (the request limits hold it already,
    at most ``body_bytes``); None when the body is no message the server can answer and
    was answered here with one JSON-RPC error, as over stdio
    (`memdir.integrations.mcp_wire`): the SDK's parser kept the last of two equal keys,
    as the REST API refuses to, and answered a body it could not read with the id null
    and its parser's words ("recursion limit exceeded at line 1 column 311", or four
    validation errors over several lines for a JSON-RPC batch)."""
    from memdir.integrations.mcp_wire import refusal

    parts: list[Message] = []
    while True:
        message = await receive()
        parts.append(message)
        if message["type"] != "http.request" or not message.get("more_body", False):
            break
    headers = dict(scope.get("headers") or ())
    json_body = headers.get(b"content-type", b"").split(b";")[0].strip().lower() == (
        b"application/json")  # any other is the SDK's 415
    body = b"".join(p.get("body", b"") for p in parts)
    refused = refusal(body) if json_body else None
    if refused is not None:
        await JSONResponse(refused.payload(), status_code=400)(scope, receive, send)
        return None

    async def replayed() -> Message:
        return parts.pop(0) if parts else await receive()
    return replayed


def _opens_session(scope: Scope) -> bool:
    """Whether a request would open a new MCP session: a POST naming none."""
    return scope.get("method") == "POST" and not any(
        name == b"mcp-session-id" for name, _ in scope.get("headers") or ())


__all__ = ["RemoteMcp"]
