"""Imports: records from elsewhere, each saved through the pipeline as the ``import`` writer.

`memdir.integrations.formats` reads the sources (a seed folder, Claude Code's memory,
memdir's JSON); this module decides what each record comes to: created, updated,
unchanged, ``exists`` (a name taken, left alone unless ``overwrite``), or skipped with
admission's reason (a temporary note, a duplicate, a secret). One import is one change.
"""

from __future__ import annotations

import contextlib
from typing import Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record, validate_name
from memdir.service.commands import Import, Save
from memdir.service.results import Imported
from memdir.store.change import own_change


def import_records(pipeline: Any, command: Import) -> list[Imported]:
    """Records from elsewhere, each admitted like any save by the ``import`` writer (a
    temporary note, a duplicate or a secret is skipped with admission's reason; a
    correction updates the record it is about), all one change `undo` reverts."""
    outcomes: list[Imported] = []
    seen: set[tuple[str, str]] = set()
    with contextlib.ExitStack() as stack, own_change("import"):
        if not command.dry_run:  # many writes, the derived views brought up once
            for store in pipeline.routes.of(None):
                stack.enter_context(store.bulk())
        for origin, rec, asked, problem in command.items:
            if rec is None:
                outcomes.append(Imported(origin, "skipped", reason=problem))
                continue
            outcomes.append(_import_one(pipeline, command, origin, rec, asked, seen))
    return outcomes

def _import_one(pipeline: Any, command: Import, origin: str, rec: Record, asked: str | None,
            seen: set[tuple[str, str]]) -> Imported:
    from memdir.foundation.record import MEMORY_TYPES

    target = command.scope or asked or ("user" if rec.type == "user" else "project")
    store = pipeline.routes.named(target)
    if store is None and not command.scope:
        store = pipeline.routes.named("project")
    if store is None:
        return Imported(origin, "skipped", rec.name, target,
                        f"no {target} store is available")
    try:
        rec = rec.evolve(name=validate_name(rec.name))
        if rec.type not in MEMORY_TYPES:
            rec = rec.evolve(type="project")
        rec.validate()
    except MemdirError as exc:
        return Imported(origin, "skipped", rec.name, store.scope, str(exc))
    if (store.scope, rec.key) in seen:
        return Imported(origin, "exists", rec.name, store.scope,
                        "an earlier item of this import has the same name")
    seen.add((store.scope, rec.key))
    if rec.source is None and command.origin:
        rec = rec.evolve(source={"note": f"imported from {command.origin}/{origin}"
                                 if not origin.startswith("#") else
                                 f"imported from {command.origin}"})
    existing = store.find(rec.name) if store.exists() else None
    if existing is not None and not command.overwrite:
        return Imported(origin, "exists", existing.name, store.scope,
                        "a memory with this name exists; --overwrite replaces it (the "
                        "old text stays in the history)")
    if existing is not None:
        rec = rec.evolve(created=existing.created or rec.created, updated=None)
    cand = Candidate(rec.name, rec.description, rec.type, rec.body)
    if command.dry_run:
        decision = pipeline.admission([cand], store)[0]
        if decision.action == "reject":
            return Imported(origin, "skipped", rec.name, store.scope,
                            decision.reason.rstrip("."))
        return Imported(origin, "updated" if decision.target else "created",
                        decision.candidate.name, store.scope, "dry run: nothing written")
    done = pipeline.save(Save([cand], scope=store.scope, writer="import", source=rec.source,
                          keep=rec))[0]
    if done.proposal is not None:
        return Imported(origin, "proposed", rec.name, store.scope,
                        done.decision.reason.rstrip("."))
    if done.record is None:
        if done.decision.unchanged:
            return Imported(origin, "unchanged", rec.name, store.scope)
        # A name holding the secret is not shown either (nor the file named after it).
        hidden = done.secret is not None and done.secret.field == "the name"
        shown = "(name not shown)"
        return Imported(shown if hidden else origin, "skipped",
                        shown if hidden else rec.name, store.scope,
                        (done.error or done.decision.reason).rstrip("."))
    updated_other = done.decision.target is not None and done.decision.target.key != rec.key
    return Imported(origin, "created" if done.decision.target is None else "updated",
                    done.record.name, store.scope,
                    done.decision.reason.rstrip(".") if updated_other else "")


__all__ = ["import_records"]
