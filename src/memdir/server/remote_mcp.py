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
stopped with it.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import anyio
from anyio.abc import TaskGroup, TaskStatus
from starlette.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from memdir.foundation.errors import AuthError, StoreUnavailableError
from memdir.server.api import unavailable
from memdir.server.projects import Projects
from memdir.server.tokens import TokenBook, a_role, may


class RemoteMcp:
    """The ASGI app mounted at ``/mcp``."""

    def __init__(self, tokens: TokenBook, projects: Projects) -> None:
        self.tokens = tokens
        self.projects = projects
        self._managers: dict[str, Any] = {}
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
                self._managers.clear()

    async def _manager(self, grant: Any) -> Any:
        async with self._lock:
            manager = self._managers.get(grant.id)
            if manager is None:
                if self._group is None:
                    raise RuntimeError("the /mcp app is used outside its lifespan")
                from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

                from memdir.integrations.mcp_server import build_server

                access = self.projects.new_access(grant, via="mcp")
                server = build_server(access, review_tools=False)
                manager = StreamableHTTPSessionManager(server._lowlevel_server)
                await self._group.start(self._serve, manager, access)
                self._managers[grant.id] = manager
            return manager

    @staticmethod
    async def _serve(manager: Any, access: Any, *,
                     task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        try:
            async with manager.run():
                task_status.started()
                await anyio.sleep_forever()
        finally:
            access.close()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        header = dict(scope.get("headers") or ()).get(b"authorization", b"")
        kind, _, token = header.decode("latin-1").partition(" ")
        try:
            grant = self.tokens.check(token.strip() if kind.lower() == "bearer" else None)
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
        manager = await self._manager(grant)
        await manager.handle_request(scope, receive, send)


__all__ = ["RemoteMcp"]
