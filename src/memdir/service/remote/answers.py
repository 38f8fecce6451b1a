"""The MCP tools' answers over a remote memory: ``memdir mcp`` with ``MEMDIR_URL`` set.

The stdio MCP server (`memdir.integrations.mcp_server`) registers the methods of an
answers object as its tools; this one forwards each call to the server, whose REST
answers are already the tools' shapes. A server holds one project's memory, so the
``user`` scope is refused with a sentence saying so.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import MemdirError
from memdir.service.remote.memory import RemoteMemory


class RemoteAnswers:
    """What `memdir.integrations.mcp_server.build_server` needs, over a `RemoteMemory`."""

    def __init__(self, memory: RemoteMemory) -> None:
        self.memory = memory

    @staticmethod
    def _scope(scope: str | None) -> None:
        if scope not in (None, "", "both", "project"):
            raise MemdirError("This memory is kept by a server (MEMDIR_URL), which holds the "
                              "project's memory only; leave scope empty.")

    def search(self, query: str, *, scope: str | None = None, limit: int = 5) -> dict[str, Any]:
        self._scope(scope)
        return self.memory.search(query, limit=max(1, min(int(limit), 20)))

    def get(self, name: str, *, scope: str | None = None) -> dict[str, Any]:
        self._scope(scope)
        return self.memory.get(name)

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int = 100, after: str | None = None) -> dict[str, Any]:
        self._scope(scope)
        return self.memory.list(type=type, limit=limit, after=after)

    def catalog(self) -> str:
        return self.memory.catalog()

    def save(self, *, description: str, type: str, body: str = "", name: str | None = None,
             scope: str | None = None, quote: str = "",
             anchors: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        self._scope(scope)
        if anchors:
            raise MemdirError("Anchors cite files of a local project; a memory kept by a "
                              "server does not take them. Save it without anchors.")
        return self.memory.save(description=description, type=type, body=body, name=name,
                                quote=quote)

    def update(self, name: str, hash: str, *, description: str | None = None,
               body: str | None = None, type: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        self._scope(scope)
        return self.memory.update(name, hash, description=description, body=body, type=type)

    def delete(self, name: str, *, hash: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        self._scope(scope)
        return self.memory.forget(name, hash=hash)

    def close(self) -> None:
        self.memory.close()


__all__ = ["RemoteAnswers"]
