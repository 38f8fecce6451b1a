"""Routing: which store a scope names, where a record of a type goes, and where a named
record is found. Written once, here; every front-end asks `Memory`, which asks this.

Before, the CLI, the MCP backend, the memory tool and import each chose stores their own
way, and they disagreed (one sent a ``user`` record to the project store, another looked
in the user store first). The rules:

- A scope is ``project`` or ``user``; None (or ``both``) means every store there is.
- A new record goes to the named scope, else by type: ``user`` facts to the user store
  (they hold in every project), everything else to the project store, or to the user
  store when there is no project.
- A name is looked up in the named scope, else the project store first, then the user's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memdir.foundation.errors import MemdirError, NotFoundError, quoted
from memdir.foundation.record import Record, validate_name
from memdir.store.base import Store

SCOPES = ("project", "user")
BOTH = (None, "", "both")


class Routes:
    """The stores of one `Memory`, by scope (a Memory without a project has only ``user``)."""

    def __init__(self, stores: Callable[[], Sequence[Store]] | Sequence[Store],
                 no_project: Callable[[], MemdirError] | None = None) -> None:
        # A callable is asked at every lookup: a public agent's memory swaps its project
        # store for the published version it serves.
        self._stores = stores
        # Why there is no project store, when the memory knows (the current folder may
        # not be a project): the sentence a person is told when they ask for one.
        self._no_project = no_project

    @property
    def by_scope(self) -> dict[str, Store]:
        stores = self._stores() if callable(self._stores) else self._stores
        found: dict[str, Store] = {}
        for store in stores:
            found.setdefault(store.scope, store)
        return found

    def named(self, scope: str) -> Store | None:
        return self.by_scope.get(scope)

    def of(self, scope: str | None = None) -> list[Store]:
        """The stores ``scope`` names: ``project``, ``user``, or every one (None, "both").

        Raises:
            MemdirError: the scope is unknown, or names a store this Memory does not have.
        """
        if scope in BOTH:
            found = [self.by_scope[s] for s in SCOPES if s in self.by_scope]
            if not found:
                raise MemdirError("No memory store is available: start memdir in a project "
                                  "folder or pass --project PATH.")
            return found
        if scope not in SCOPES:
            raise MemdirError(f"Unknown scope {quoted(scope)}; use 'project' or 'user'.")
        store = self.by_scope.get(scope)
        if store is None:
            if scope == "project" and self._no_project is not None:
                raise self._no_project()
            if scope == "project":
                raise MemdirError("No project folder is known, so there is no project "
                                  "memory; use scope 'user', or start memdir with "
                                  "--project PATH.")
            raise MemdirError("The user store is turned off here.")
        return [store]

    def for_type(self, record_type: str, scope: str | None = None) -> Store:
        """Where a new record goes: the named scope, else by type."""
        if scope not in BOTH:
            return self.of(scope)[0]
        if record_type == "user" and "user" in self.by_scope:
            return self.by_scope["user"]
        return self.by_scope.get("project") or self.of("user")[0]

    def locate(self, name: str, scope: str | None = None) -> tuple[Store, Record]:
        """The store holding ``name`` and its record: the scope's, else project then user.

        Raises:
            InvalidNameError: the name could never be a record's.
            NotFoundError: no store of the scope holds it.
        """
        validate_name(name)
        stores = self.of(scope)
        for store in stores:
            rec = store.find(name) if store.exists() else None
            if rec is not None:
                return store, rec
        # The stores looked in: a server's memory, or one opened without a user store,
        # has the project's only.
        where = " or ".join(dict.fromkeys(store.scope for store in stores))
        raise NotFoundError(name, f"the {where} store")


__all__ = ["BOTH", "SCOPES", "Routes"]
