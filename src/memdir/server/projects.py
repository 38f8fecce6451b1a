"""The server's projects: one memory service per project (tenant), opened on first use.

Where a project's records are:

- **files** (the default): its own store under the server's data folder
  (``DATA/projects/NAME/memory``);
- **PostgreSQL** (``memdir serve --store postgresql://...``): the project is a tenant of
  the database (`PostgresStore`, row-level security), every project in one connection
  pool. ``DATA/projects/NAME/.memdir/settings.json`` still holds the project's write
  policy, on each server.

A request reaches the memory of its token's project and no other: the project comes
from the token's grant, never from the request. All tokens of a project share one
`Memory` (its caches, its ranker state, its store's connections): each request acts as
its token (`Memory.as_actor`: a reviewer's or an admin's token as a person, an agent's as
a model), so the history still names the token that wrote, and the service decides what
that actor may do. One `Memory` per token instead was
measured a third as fast under 50 agents (``benchmarks/server_load.py``).

Operations on one file-store project run one at a time (a lock per project): a record
write there is read-check-write, and the search index of one `Memory` is one SQLite
connection. A PostgreSQL project takes no lock here: the database keeps concurrent writers
apart (every write carries the hash it read; a batch is one transaction), as it must
anyway for several server replicas, which share no lock in memory.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from memdir.foundation.atomic import make_dir
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.integrations.mcp_answers import McpAnswers
from memdir.server.limits import Limits
from memdir.server.log_budget import LogBudgets
from memdir.server.tokens import Grant, validate_project
from memdir.server.work import charged
from memdir.service.actors import Actor, Kind
from memdir.service.memory import Memory
from memdir.store.base import Store
from memdir.store.files.store import FileStore

T = TypeVar("T")


def is_database_url(text: str) -> bool:
    return text.startswith(("postgresql://", "postgres://"))


def check_store_url(store: str | None) -> str | None:
    """The store URL ``memdir serve`` was given, or one sentence saying what it takes."""
    if store is not None and not is_database_url(store):
        raise MemdirError("--store (or MEMDIR_STORE) takes a postgresql:// URL; leave it "
                          "unset to keep each project's memory in the data folder.")
    return store


class Projects:
    """The memories a server holds, by project.

    Args:
        data: the server's data folder (tokens when they are files, project settings, and
            the projects' records when they are files).
        store: a ``postgresql://`` URL: every project is a tenant of that database.
        limits: the server's limits; those the service enforces go into each memory's
            configuration.
    """

    def __init__(self, data: Path, store: str | None = None,
                 limits: Limits | None = None) -> None:
        self.data = Path(data)
        self.limits = limits or Limits()
        self.dsn = check_store_url(store)
        self.log_budgets = LogBudgets(self.config().visitor_log_bytes)
        self.note_budgets = LogBudgets(self.limits.visitor_note_bytes)
        self._locks: dict[str, threading.Lock] = {}
        self._shared: dict[str, Memory] = {}
        self._guard = threading.Lock()

    def folder(self, project: str) -> Path:
        """The project's folder under the data folder (its settings; its files)."""
        return self.data / "projects" / validate_project(project)

    def store(self, project: str) -> Store:
        folder = self.folder(project)
        if self.dsn is not None:
            from memdir.store.postgres import PostgresStore

            return PostgresStore(self.dsn, tenant=project, scope="project")
        make_dir(folder, private=True)
        return FileStore(folder / "memory", scope="project", private=True)

    def _memory(self, project: str, actor: Actor) -> Memory:
        """A new `Memory` of ``project`` (no user store: a shared server holds project
        memory only, so a record of type ``user`` stays in the project), offline (no
        model call on the server). Trusted writers, whatever ``MEMDIR_WRITERS`` says: on
        a server the token's role decides, and a visitor token's requests go to `visit`
        instead."""
        return Memory(self.store(project), user=False, provider="offline", actor=actor,
                      session=actor.name, folder=self.folder(project), writers="trusted",
                      config=self.config())

    def access(self, grant: Grant, session: str | None = None) -> Memory:
        """The project's one `Memory`, acting as the token (the history names
        ``remote-TOKENID``); ``session``: the client's, for the provenance of what it
        writes (default: the token's name)."""
        with self._guard:
            shared = self._shared.get(grant.project)
            if shared is None:
                shared = self._memory(grant.project, Actor("model", f"server-{grant.project}"))
                self._shared[grant.project] = shared
        name = f"remote-{grant.id}"
        # A blank session names none (as the local library's): the token's name.
        return shared.as_actor(Actor(_kind(grant), name), (session or "").strip() or name)

    def new_access(self, grant: Grant, via: str) -> McpAnswers:
        """The MCP tools over a `Memory` of their own, for a front-end that serializes its
        own calls (the remote MCP server, the review page: ``.memory``)."""
        name = f"{via}-{grant.id}"
        return McpAnswers(self._memory(grant.project, Actor(_kind(grant), name)),
                          actor=name, session=name)

    def visit(self, grant: Grant, session: str, op: Callable[[Memory], T]) -> T:
        """Run ``op`` on a `Memory` of the grant's project in public-agent mode, as the
        visitor's ``session`` (`memdir.server.public_api`): opened for this request, so
        no visitor's session is another's, and closed after it."""
        with self.lock(grant.project), charged():
            store = self.store(grant.project)
            try:
                # Acting as the token: its visitors' proposals count against its cap.
                with Memory(store, user=False, provider="offline", session=session,
                            writers="untrusted", folder=self.folder(grant.project),
                            actor=Actor("visitor", f"remote-{grant.id}"),
                            config=self.config()) as memory:
                    if memory.public is not None:  # the token's day of log and notes
                        key = (grant.project, grant.token_sha256 or grant.id)
                        memory.public.log.budget = self.log_budgets.for_token(key)
                        memory.public.note_budget = self.note_budgets.for_token(key)
                    return op(memory)
            finally:
                store.close()  # the project store: the Memory closes what it read

    def config(self) -> Config:
        """The configuration of a project's memory: the environment's, with this server's
        limits on what the service enforces (`memdir.server.limits.Limits.applied`)."""
        return self.limits.applied(Config.from_env())

    def kept(self) -> list[str]:
        """The projects whose memory is kept in the data folder (files; none for
        PostgreSQL, whose tenants are its rows)."""
        if self.dsn is not None:
            return []
        try:
            names = sorted(os.listdir(self.data / "projects"))
        except OSError:
            return []
        found = []
        for name in names:
            try:
                folder = self.folder(name)
            except MemdirError:
                continue  # not a project's name: nothing this server made
            if (folder / "memory").is_dir() and not (folder / "memory").is_symlink():
                found.append(name)
        return found

    def lock(self, project: str) -> Any:
        """What one operation on ``project`` holds: the project's lock for a file store,
        nothing for PostgreSQL (see the module docstring)."""
        if self.dsn is not None:
            return contextlib.nullcontext()
        with self._guard:
            return self._locks.setdefault(project, threading.Lock())

    def run(self, grant: Grant, op: Callable[[Memory], T], session: str | None = None) -> T:
        """Run ``op`` on the grant's project's memory, as the grant's token (and the
        client's ``session``, when it names one)."""
        memory = self.access(grant, session)
        with self.lock(grant.project), charged():
            return op(memory)

    def pending(self) -> dict[str, int]:
        """Proposals waiting in the inbox of each project this process has served (for
        the metrics)."""
        with self._guard:
            shared = dict(self._shared)
        return {project: memory.inbox_page(limit=0)[1] for project, memory in shared.items()}

    def close(self) -> None:
        with self._guard:
            for shared in self._shared.values():
                shared.close()
            self._shared.clear()


def _kind(grant: Grant) -> Kind:
    """Who a token's requests act for: a reviewer's or an admin's token is a person's (it
    may decide proposals), an agent's a model's."""
    return "person" if grant.role in ("reviewer", "admin") else "model"


def token_writer(grant: Grant) -> str:
    """The writer a request is judged as when it names none: its token's own (``user``
    for a person's token, ``model`` for an agent's or one acting for a model). A request
    may narrow it (``origin``) but never raise it: the service judges an agent token
    asking for ``user`` as ``model`` (`memdir.service.actors.Actor.writer_for`)."""
    return "user" if _kind(grant) == "person" else "model"


__all__ = ["Projects", "check_store_url", "is_database_url", "token_writer"]
