"""`open_memory`: where every front-end gets its memory.

The command line (every command), the Claude Code hooks, the MCP server, ``memdir chat``
and the review page each call this once and use what it returns through
`memdir.service.protocol.MemoryService` alone, with one code path whether the memory is

- **local**: a `Memory` over this project's store (``.memory/``, found from the current
  folder or given) and the user's store, opened by `memdir.service.scopes.open_stores`,
  the one place store paths are built; or
- **remote**: a `RemoteMemory` of the `memdir serve` at ``MEMDIR_URL`` (with
  ``MEMDIR_TOKEN``), when the configuration names one. The server holds the project's
  memory; the local folders are neither read nor written.

A front-end never opens a store itself and never asks which kind it has.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from memdir.foundation.config import Config

if TYPE_CHECKING:
    from memdir.providers.base import Provider
    from memdir.service.actors import Actor
    from memdir.service.protocol import MemoryService


def open_memory(config: Config | None = None, *,
                project: str | os.PathLike[str] | Literal[False] | None = None,
                user: bool = True,
                provider: Provider | str | None = None,
                session: str | None = None,
                actor: Actor | str | None = None,
                log: Callable[[str], None] | None = None,
                catalog_chars: int | None = None,
                stale_anchors: str | None = None,
                lock_timeout: float | None = None,
                resident: bool = False) -> MemoryService:
    """The memory this configuration names (see the module docstring).

    Args:
        config: the settings (default: read from the environment once, here).
        project: the project folder (default: found from the current folder; False:
            none, the user's store alone); local only.
        user: also the user's own store; local only (a server holds project memory).
        provider: the model (a Provider or a name; default: from the configuration).
        session: the provenance id of this memory's writes (default: a new one).
        actor: who it acts for (`memdir.service.actors`; default: a person). Remotely the
            token's role decides, narrowed to a model when the actor is not a person.
        log: where one-line notices go.
        catalog_chars: cap on the catalog shown to the model.
        stale_anchors: ``label`` or ``hold`` a record whose cited code changed; local only.
        lock_timeout: seconds a write waits for a store's lock; local only.
        resident: a short-lived process (a command, a hook): it never loads a model, and
            asks the user's resident process for the fused ranker
            (`memdir.service.resident`); local only.
    """
    config = config or Config.from_env()
    if config.url:
        from memdir.service.actors import actor_of
        from memdir.service.remote.memory import RemoteMemory

        acting = actor_of(actor or "person")
        return RemoteMemory(config=config, provider=provider, session=session, log=log,
                            catalog_chars=catalog_chars,
                            acts_for=None if acting.decides else "model")
    from memdir.service.memory import Memory
    from memdir.service.scopes import LOCK_TIMEOUT, open_stores, user_store

    wait = lock_timeout or LOCK_TIMEOUT
    stores = (user_store(config, wait), None) if project is False else open_stores(
        project, user, config, wait)
    extra: dict[str, Any] = {} if catalog_chars is None else {"catalog_chars": catalog_chars}
    return Memory(stores[0], user=stores[1] or False, provider=provider, session=session,
                  log=log, stale_anchors=stale_anchors, config=config, actor=actor,
                  resident=resident, **extra)


__all__ = ["open_memory"]
