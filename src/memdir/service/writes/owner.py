"""What only a person does: erase a record for good (from its store, its history, the
published versions and the inbox), adopt unverified history entries as theirs, erase a
public agent's visitor logs,
publish a version for its visitors, roll back to the version before. The pipeline refuses
anyone else (`memdir.service.actors`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import (
    ConflictError,
    MemdirError,
    NotFoundError,
    PublishError,
    UnknownProposal,
)
from memdir.foundation.record import name_key, validate_name
from memdir.service.commands import AdoptHistory, Purge, PurgeProposal, PurgeVisitorLogs
from memdir.service.results import Purged
from memdir.store.base import Store
from memdir.store.public_copy import PRIVATE_SOURCE_KEYS, about_the_user, published_text

if TYPE_CHECKING:
    from memdir.service.writes.proposals import Writer


def purge(pipeline: Writer, command: Purge,
          confirm: Callable[[str], None] | None = None) -> list[Purged]:
    """Erase a record for good from every store of the scope that keeps its text
    anywhere: the record, its history and search index (`Store.purge`), every published
    version holding it (`_unpublish`), every proposal about it (`_erase_proposals`). What
    went, per store. A person's command only.

    "Purged" means gone from everything served and stored: a visitor of a published
    version read the record, and a proposal to change or delete it holds its text.

    Raises:
        RoleError: not a person; NotFoundError: nothing has that name.
    """
    pipeline.actor.require_person("erase a memory for good")
    validate_name(command.name)
    key = name_key(command.name)
    found = []
    for store in pipeline.routes.of(command.scope):
        if not store.exists():
            continue
        kept = bool(store.find(command.name) or store.history(command.name))
        versions, proposals = _versions_holding(store, key), _proposals_about(store, key)
        if kept or versions or proposals:
            found.append((store, kept, versions, proposals))
    if not found:
        where = f"the {command.scope} store" if command.scope else \
            "the project or user store"
        raise NotFoundError(command.name, f"{where} or its history")
    if confirm is not None:  # every store asked before any is erased: a no erases nothing
        for store, *_ in found:
            confirm(store.scope)
    done = []
    for store, kept, versions, proposals in found:
        erased = store.purge(command.name) if kept else 0
        done.append(Purged(store.scope, erased, _unpublish(store, versions),
                           _erase_proposals(store, proposals)))
    return done


def purge_proposal(pipeline: Writer, command: PurgeProposal) -> str:
    """Erase one proposal's texts (every operation's, the candidate, the command kept,
    the quote) for good, leaving the memories it is about as they are; the scope of the
    store that kept it. A person's command only.

    Raises:
        RoleError: not a person; UnknownProposal: no store of this memory has that one.
    """
    pipeline.actor.require_person("erase a proposal for good")
    for store in pipeline.routes.of(None):
        if not store.exists():
            continue
        try:
            data = store.proposal(command.proposal_id)
        except NotFoundError:
            continue
        _erase_proposals(store, [data], "Purged (its texts erased for good).")
        return store.scope
    raise UnknownProposal(command.proposal_id)


def _key_of(file: str, text: str) -> str | None:
    from memdir.foundation.record import parse_record

    try:
        return parse_record(text, file).key
    except MemdirError:
        return None


def _versions_holding(store: Store, key: str) -> dict[int, list[tuple[str, str]]]:
    """The published versions holding the record ``key``: each with its other records."""
    held = {}
    for number in store.published().versions:
        texts = store.published_version(number)
        others = [(f, t) for f, t in texts if _key_of(f, t) != key]
        if len(others) < len(texts):
            held[number] = others
    return held


def _unpublish(store: Store, held: dict[int, list[tuple[str, str]]]
               ) -> tuple[tuple[int, int], ...]:
    """Replace each version in ``held`` by a new one with its other records, served and
    rolled back to in its place, then erase it: a version is never changed, and what a
    visitor is served is switched to at once (its number changed)."""
    if not held:
        return ()
    state = store.published()
    top = max((*state.versions, state.current or 0))
    moved: dict[int, int] = {}
    for number in sorted(held):
        top += 1
        store.put_published_version(top, held[number])
        moved[number] = top
    if state.current is not None:
        store.set_published_state(moved.get(state.current, state.current),
                                  tuple(moved.get(v, v) for v in state.previous))
    for number in moved:
        store.drop_published_version(number)
    return tuple(moved.items())


def _names_in(data: dict[str, object]) -> set[str]:
    ops = data.get("ops")
    return {name_key(str(op.get(k))) for op in (ops if isinstance(ops, list) else [])
            if isinstance(op, dict) for k in ("name", "new_name") if op.get(k)}


def _proposals_about(store: Store, key: str) -> list[dict[str, Any]]:
    """Every proposal (pending or decided) with an operation on the record ``key``."""
    return [data for data in store.proposals() if key in _names_in(data)]


def _erase_proposals(store: Store, proposals: list[dict[str, Any]], note: str = ""
                     ) -> tuple[str, ...]:
    """Erase the record's texts from each proposal (every operation's, the candidate,
    the command kept, the quote): kept as the stub of what was asked, since a proposal
    is never deleted; a pending one is rejected, there is nothing left to approve."""
    from memdir.foundation.record import now_iso

    for data in proposals:
        ops = data.get("ops")
        source = data.get("source")
        erased: dict[str, Any] = {
            **data, "candidate": None, "command": None,
            "ops": [{**op, "text": None, "base_text": None}
                    for op in (ops if isinstance(ops, list) else []) if isinstance(op, dict)],
            "source": {k: v for k, v in source.items() if k not in PRIVATE_SOURCE_KEYS}
            if isinstance(source, dict) else {}}
        if str(data.get("status") or "pending") == "pending":
            erased.update(status="rejected", decided=now_iso(),
                          note=note or "The memory it changes was purged (erased for good).")
            try:  # still pending: an approval landing meanwhile is erased as decided
                store.save_proposal(erased, if_status="pending")
                continue
            except ConflictError:
                decided = store.proposal(str(data["id"]))
                erased.update(status=decided.get("status"), decided=decided.get("decided"),
                              note=decided.get("note"), change=decided.get("change"))
        store.save_proposal(erased)
    return tuple(str(data["id"]) for data in proposals)


def adopt_history(pipeline: Writer, command: AdoptHistory,
                  confirm: Callable[[list[tuple[str, Any]]], None]) -> int:
    """Sign unverified history entries as the person's, in every store of the scope that
    keeps a log this user's key signs (a folder's; a database's rows are all believed),
    once ``confirm`` was shown (scope, `Adoptable`) for each and did not raise; how many.
    A person's command only: a model that could adopt entries could make any text the
    person's.

    Raises:
        RoleError: not a person. ConflictError: a log changed since it was shown.
    """
    pipeline.actor.require_person("adopt history entries as theirs")
    found: list[tuple[Any, Any]] = []  # (a store that signs its log, an `Adoptable`)
    for store in pipeline.routes.of(command.scope):
        ask = getattr(store, "adoptable_history", None)
        if ask is not None and store.exists():
            found += [(store, entry) for entry in ask(command.names, command.version)]
    if not found:
        return 0
    confirm([(store.scope, entry) for store, entry in found])
    stores = {id(store): store for store, _ in found}
    return sum(int(store.sign_adopted([e.line for s, e in found if s is store]))
               for store in stores.values())


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
    """A new published version: the records of ``source`` as they are, but those of type
    ``user`` (`about_the_user`); its number.

    Raises:
        RoleError: not a person. PublishError: the records are what visitors read now
            (nothing changed since the current version was published): no version made.
    """
    pipeline.actor.require_person("publish memory to a public agent's visitors")
    state = source.published()
    version = max((*state.versions, state.current or 0)) + 1
    texts = [(file, published_text(text, file))
             for file, text in (source.record_texts() if source.exists() else [])
             if not about_the_user(text, file)]  # the owner's private life: never served
    if state.current and _publishes(source, state.current, texts):
        raise PublishError(f"Nothing changed since version {state.current} was published, "
                           "so no new version was made: visitors read these memories now.")
    source.put_published_version(version, texts)
    source.set_published_state(version, state.previous + (
        (state.current,) if state.current else ()))
    return version


def _publishes(source: Store, version: int, texts: list[tuple[str, str]]) -> bool:
    """Whether published ``version`` holds exactly ``texts``."""
    try:
        return sorted(texts) == sorted(source.published_version(version))
    except NotFoundError:
        return False  # not kept any more: a new version is published


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
