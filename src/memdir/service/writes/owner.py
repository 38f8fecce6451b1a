"""What only a person does: erase a record for good, erase a public agent's visitor logs,
publish a version for its visitors, roll back to the version before. The pipeline refuses
anyone else (`memdir.service.actors`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from memdir.foundation.errors import MemdirError, NotFoundError, PublishError
from memdir.foundation.record import validate_name
from memdir.service.commands import Purge, PurgeVisitorLogs
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.service.writes.proposals import Writer

# Where a record came from in a conversation: a session id, the message and the words
# quoted. A visitor who read them could name a contributor's session (its notes are keyed
# by it) or read what someone else typed, so a published version never carries them.
PRIVATE_SOURCE_KEYS = ("session", "message", "quote")


def published_text(text: str, file: str | None = None) -> str:
    """A record's text as visitors may read it: its source without the session, the
    message and the quote (the text unchanged when its source has none of them)."""
    from memdir.foundation.record import parse_record

    try:
        rec = parse_record(text, file)
    except MemdirError:
        return text
    source = rec.source or {}
    if not any(k in source for k in PRIVATE_SOURCE_KEYS):
        return text
    kept = {k: v for k, v in source.items() if k not in PRIVATE_SOURCE_KEYS}
    return rec.evolve(source=kept or None).to_text()



def purge(pipeline: Writer, command: Purge,
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


def purge_visitor_logs(pipeline: Writer, command: PurgeVisitorLogs, source: Store) -> int:
    """Erase the visitor logs of ``source`` (the project store) logged before the
    command's time, or all; how many entries went. A person's command only.

    Raises:
        RoleError: not a person. MemdirError: ``before`` is not a date or a time.
    """
    import time
    from datetime import datetime

    from memdir.foundation.validity import instant

    pipeline.actor.require_person("erase visitors' logs")
    if command.before is None:
        return source.expire_visitor_entries(time.time() + 1)
    when = instant(command.before)
    if when is None:
        raise MemdirError(f"{command.before!r} is not a date (YYYY-MM-DD) or a UTC time "
                          "(YYYY-MM-DDTHH:MM:SSZ).")
    return source.expire_visitor_entries(
        datetime.fromisoformat(when.replace("Z", "+00:00")).timestamp())


def publish(pipeline: Writer, source: Store) -> int:
    """A new published version: the records of ``source`` as they are; its number.

    Raises:
        RoleError: not a person.
    """
    pipeline.actor.require_person("publish memory to a public agent's visitors")
    state = source.published()
    version = max((*state.versions, state.current or 0)) + 1
    texts = source.record_texts() if source.exists() else []
    source.put_published_version(
        version, [(file, published_text(text, file)) for file, text in texts])
    source.set_published_state(version, state.previous + (
        (state.current,) if state.current else ()))
    return version


def rollback(pipeline: Writer, source: Store) -> int:
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


__all__ = ["publish", "purge", "purge_visitor_logs", "rollback"]
