"""Where the memory tool keeps a fact about the user: the user store, whichever folder the
model named.

A record of type ``user`` (who the user is, what they prefer everywhere) belongs in the
user store (ARCHITECTURE.md's scope rules), where extraction, ``memdir add`` and an
import put one. The memory tool's folders are the model's choice, and ``/memories`` is
the project store, which a team may commit to git: a fact about a person written there
would be shared with everyone who clones the project. So every write through the tool
(``create``, ``str_replace``, ``insert``, ``rename``) that leaves a ``user`` record under
``/memories`` puts it in ``/memories/user`` instead, and says so. Where the service has
no user store (a server holds project memory only, docs/server.md) the folder named is
kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memdir.foundation.errors import MemdirError

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

MOVED = (" (type user: a fact about the user is kept in /memories/user, for every project, "
         "never in the project's memory, which the team may share)")


def has_user_store(memory: MemoryService) -> bool:
    """Whether the service keeps a user store (a local Memory does unless turned off)."""
    try:
        memory.list(scope="user", limit=1)
    except MemdirError:
        return False
    return True


def scope_for(memory: MemoryService, scope: str, record_type: str) -> str:
    """The scope a record of ``record_type`` written to ``scope`` goes to."""
    if record_type == "user" and scope == "project" and has_user_store(memory):
        return "user"
    return scope


__all__ = ["MOVED", "has_user_store", "scope_for"]
