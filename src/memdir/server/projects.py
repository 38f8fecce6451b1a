"""The server's projects: one memory per project (tenant), opened on first use.

Each project has its own store under the server's data folder
(``DATA/projects/NAME/memory``). A request reaches the store of its token's project and
no other: the project name comes from the token's grant, never from the request.

Operations on one project run one at a time (a lock per project): a record write is
read-check-write, and the search index of one `Memory` is one SQLite connection, so
serializing within a project rules out interleavings inside this process; other
processes (a CLI on the same data folder) are kept apart by the store's own file lock.
Different projects never wait for each other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ..integrations.mcp_answers import McpAnswers
from ..store.atomic import make_dir
from ..store.files import FileStore
from .tokens import Grant, validate_project

T = TypeVar("T")


class Projects:
    """The memories a server holds, by project.

    Args:
        data: the server's data folder (tokens, and one folder per project).
    """

    def __init__(self, data: Path) -> None:
        self.data = Path(data)
        self._locks: dict[str, threading.Lock] = {}
        self._access: dict[tuple[str, str], McpAnswers] = {}
        self._guard = threading.Lock()

    def store(self, project: str) -> FileStore:
        validate_project(project)
        folder = self.data / "projects" / project
        make_dir(folder, private=True)
        return FileStore(folder / "memory", scope="project", private=True)

    def access(self, grant: Grant) -> McpAnswers:
        """The operations for one token in its project (history names the token's id).

        The server holds project memory only: there is no user store on a shared server,
        so a record of type ``user`` stays in the project it was told in.
        """
        key = (grant.project, grant.id)
        with self._guard:
            if key not in self._access:
                self._access[key] = McpAnswers(
                    self.store(grant.project), user=False, select="offline",
                    actor=f"remote-{grant.id}", session=f"remote-{grant.id}")
            return self._access[key]

    def new_access(self, grant: Grant, via: str) -> McpAnswers:
        """Operations of their own for a front-end that serializes its own calls (the
        remote MCP server): a `McpAnswers` is not shared between two locks."""
        return McpAnswers(self.store(grant.project), user=False, select="offline",
                            actor=f"{via}-{grant.id}", session=f"{via}-{grant.id}")

    def lock(self, project: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(project, threading.Lock())

    def run(self, grant: Grant, op: Callable[[McpAnswers], T]) -> T:
        """Run ``op`` on the grant's project, alone in that project."""
        access = self.access(grant)
        with self.lock(grant.project):
            return op(access)

    def close(self) -> None:
        with self._guard:
            for access in self._access.values():
                access.close()
            self._access.clear()


__all__ = ["Projects"]
