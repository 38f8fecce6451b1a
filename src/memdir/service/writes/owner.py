"""What only a person does: erase a record for good, publish a version for a public
agent's visitors, roll back to the version before. The pipeline refuses anyone else
(`memdir.service.actors`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from memdir.foundation.errors import NotFoundError, PublishError
from memdir.foundation.record import validate_name
from memdir.service.commands import Purge
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.service.writes.pipeline import Pipeline


def purge(pipeline: Pipeline, command: Purge,
          confirm: Callable[[str], None] | None = None) -> list[tuple[str, int]]:
    """Erase a record for good, from every store of the scope that has it or its
    history: (scope, history entries erased) per store. A person's command only.

    Raises:
        RoleError: not a person; NotFoundError: nothing has that name.
    """
    pipeline.actor.require_person("erase a memory for good")
    validate_name(command.name)
    targets = [s for s in pipeline.routes.of(command.scope)
               if s.exists() and (s.find(command.name) or s.history(command.name))]
    if not targets:
        where = f"the {command.scope} store" if command.scope else \
            "the project or user store"
        raise NotFoundError(command.name, f"{where} or its history")
    erased = []
    for store in targets:
        if confirm is not None:
            confirm(store.scope)
        erased.append((store.scope, store.purge(command.name)))
    return erased


def publish(pipeline: Pipeline, source: Store) -> int:
    """A new published version: the records of ``source`` as they are; its number.

    Raises:
        RoleError: not a person.
    """
    pipeline.actor.require_person("publish memory to a public agent's visitors")
    state = source.published()
    version = max((*state.versions, state.current or 0)) + 1
    from memdir.service.public import published_text

    texts = source.record_texts() if source.exists() else []
    source.put_published_version(
        version, [(file, published_text(text, file)) for file, text in texts])
    source.set_published_state(version, state.previous + (
        (state.current,) if state.current else ()))
    return version


def rollback(pipeline: Pipeline, source: Store) -> int:
    """Serve the version before the current one again; its number.

    Raises:
        RoleError: not a person. PublishError: nothing was published before it.
    """

    pipeline.actor.require_person("roll back what a public agent's visitors read")
    state = source.published()
    if not state.previous:
        raise PublishError("There is no earlier published version to return to.")
    source.set_published_state(state.previous[-1], state.previous[:-1])
    return state.previous[-1]


__all__ = ["publish", "purge", "rollback"]
