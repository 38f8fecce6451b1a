"""Imports: records from elsewhere, each saved through the pipeline as the ``import`` writer.

`memdir.integrations.formats` reads the sources (a seed folder, Claude Code's memory,
memdir's JSON); this module decides what each record comes to: created, updated,
unchanged, ``exists`` (a name taken, left alone unless ``overwrite``), or skipped with
admission's reason (a temporary note, a duplicate, a secret). One import is one change.
The same name and text is unchanged only with the same validity and extra fields
(`changed_fields`); otherwise ``overwrite`` updates the record with them.

What an imported record keeps besides its name, description, type and body, field by
field (memdir's own export round-trips; a file can claim anything, so nothing it says
raises the trust of what it brings):

- ``created``, ``updated``: kept, when each is a time (a date in the future ranks as
  now, as for any record: `memdir.foundation.record.ranking_time`);
- ``valid_from``, ``valid_to``: kept as UTC instants. A closed record (its ``valid_to``
  passed) is history: admission compares it with no record that holds, so it can neither
  repeat nor correct one, and it is listed only with the history, as it was where it came
  from. Closing a record hides only that record;
- ``supersedes``, ``superseded_by``: the correction a record is part of, kept when the
  record at the other end (in this import, else in the target store) names it back. A
  link one side claims alone is left out and the outcome says so: an imported record
  saying it replaced a stored one that holds would tell recall that the user's record
  was corrected. A ``supersedes`` that is a content hash names a version of the history
  the record came from, not of this store's: left out;
- ``origin``: the import's own (``import``), or the claimed one when it trusts the
  record less (``model``, ``repository``, ``visitor``): a file saying ``origin: user``
  is no word of the user's;
- ``source`` and the other frontmatter (``extra``): kept as provenance. ``extra`` may not
  hold a field of the record itself (``valid_to``, ``superseded_by``...): the record's
  file is written from both, and it would stand in for a field left out.

A value that cannot be what its field says (a time that is not one, a link that is no
record name, an origin memdir does not know, a record field inside ``extra``) is one
error naming the item and the field, before anything is written: the import changes
nothing.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import replace
from typing import Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import InvalidRecordError, MemdirError, quoted
from memdir.foundation.frontmatter import KNOWN_KEYS
from memdir.foundation.record import ORIGINS, Record, name_key, validate_name
from memdir.foundation.source import source_problem
from memdir.foundation.validity import closed, instant, record_name
from memdir.service.commands import Import, Save
from memdir.service.origins import kept_origin
from memdir.service.results import Imported
from memdir.service.routing import BOTH, SCOPES
from memdir.store.change import own_change

_TIMES = ("created", "updated", "valid_from", "valid_to")
_LINKS = ("supersedes", "superseded_by")


def import_records(pipeline: Any, command: Import) -> list[Imported]:
    """Records from elsewhere, each admitted like any save by the ``import`` writer (a
    temporary note, a duplicate or a secret is skipped with admission's reason; a
    correction updates the record it is about), all one change `undo` reverts."""
    command = _scoped(command)  # raises before any write
    items = [(origin, None if rec is None else _checked(origin, rec), asked, problem)
             for origin, rec, asked, problem in command.items]  # raises before any write
    linked, left_out = _links(pipeline, command, items)
    outcomes: list[Imported] = []
    seen: set[tuple[str, str]] = set()
    hidden: set[str] = set()  # the names of the records refused for a secret
    with contextlib.ExitStack() as stack, own_change("import"):
        if not command.dry_run:  # many writes, the derived views brought up once
            for store in pipeline.routes.of(None):
                stack.enter_context(store.bulk())
        for i, (origin, rec, asked, problem) in enumerate(items):
            if rec is None:
                outcomes.append(Imported(origin, "skipped", reason=problem))
                continue
            done = _import_one(pipeline, command, origin, linked.get(i, rec), asked, seen)
            if done.action == "skipped" and not done.name:  # `secret_skipped`
                hidden.add(name_key(rec.name))
            outcomes.append(done)
        outcomes = [_told(done, left_out.get(i, []), hidden)
                    for i, done in enumerate(outcomes)]
        if not command.dry_run:
            outcomes = _unlinked(pipeline, outcomes, [linked.get(i, it[1])
                                                      for i, it in enumerate(items)], hidden)
    return outcomes


def _shown(name: str, hidden: set[str], unshown: str) -> str:
    """``name`` quoted, as a link left out says it, or ``unshown`` when it is the name of
    a record this import refused for a secret, or seems to hold one itself: a refusal
    never names the refused record ('db-password-hunter2hunter2'), and no other
    record's outcome may either."""
    from memdir.pipeline.admission.secrets import find_secret

    return unshown if name_key(name) in hidden or find_secret(name) else repr(name)


def _told(done: Imported, left_out: list[tuple[str, str, str | None, str]],
          hidden: set[str]) -> Imported:
    """``done`` saying the links `_links` left out of its record, when it was written."""
    if not left_out or done.action not in ("created", "updated"):
        return done
    said = []
    for field, name, other, back in left_out:
        why = "there is no such memory" if other is None else \
            f"{_shown(other, hidden, 'that record')} does not name it back as {back}"
        said.append(f"{field} {_shown(name, hidden, '(a record not shown)')} left out: {why}")
    reason = "; ".join(x for x in (done.reason, *said) if x)
    return Imported(done.origin, done.action, done.name, done.scope, reason)


def _scoped(command: Import) -> Import:
    """``command`` with "both" (or "") as no scope, as a client sends it.

    Raises:
        MemdirError: the import, or an item, names a scope that is none of project and
            user (the sentence of `Routes.of`). An item's was read as no scope at all (it
            went to the project) and the import's skipped every record.
    """
    scopes = [command.scope, *(asked for _, _, asked, _ in command.items)]
    for scope in scopes:
        if scope not in BOTH and scope not in SCOPES:
            raise MemdirError(f"Unknown scope {quoted(scope)}; use 'project' or 'user'.")
    return replace(command, scope=None if command.scope in BOTH else command.scope,
                   items=[(origin, rec, None if asked in BOTH else asked, problem)
                          for origin, rec, asked, problem in command.items])


def compared_with(store: Any, keep: Record | None) -> list[Record] | None:
    """The records admission compares an imported record with (None: those that
    hold). A record a correction closed (its ``valid_to`` passed) is history: it
    repeats and corrects nothing that holds now ("uses Node 18", closed, is no
    correction of "uses Node 22"), so only a record of its own name is (the one an
    overwrite replaces). A record that holds is compared with those that hold and with a
    closed one of its own name (an overwrite opens it again)."""
    if keep is None:
        return None
    same = store.find(keep.name) if store.exists() else None
    if not closed(keep):
        return None if same is None or not closed(same) else [
            *(r for r in store.list() if not closed(r)), same]
    return [same] if same is not None else []


def import_admission(pipeline: Any, candidates: list[Candidate], store: Any,
                     keep: Record | None) -> list[Any]:
    """Admission's decisions for candidates bound for ``store``; ``keep``: the record an
    import brings (None: another writer's save), compared as `compared_with` says, and
    the record of its name holding its text updated with its validity and extra fields
    (`fields_update`)."""
    decisions = pipeline.admission(candidates, store, compared_with(store, keep))
    return decisions if keep is None else [fields_update(store, keep, d) for d in decisions]


def changed_fields(existing: Record, rec: Record) -> list[str]:
    """What an imported record of ``existing``'s name and text would still change of it:
    its ``validity`` (``valid_from``, ``valid_to``), its ``extra fields`` (one it gives
    with another value; one it leaves out is kept, as any update keeps the frontmatter it
    does not own). Empty when the import would change nothing."""
    if (existing.description, existing.body.strip(), existing.type) != (
            rec.description, (rec.body or rec.description).strip(), rec.type):
        return []  # another text: not a change of these fields alone
    said = []
    if (instant(existing.valid_from), instant(existing.valid_to)) != (
            instant(rec.valid_from), instant(rec.valid_to)):
        said.append("validity")
    if any(k not in existing.extra or existing.extra[k] != v for k, v in rec.extra.items()):
        said.append("extra fields")
    return said


def fields_update(store: Any, keep: Record, decision: Any) -> Any:
    """An import's decision about ``keep``: admission's, or, where admission found the
    record of its name already holding its text ("unchanged"), an update of that record
    when ``keep`` gives it another validity or other extra fields."""
    from memdir.pipeline.admission.policy import Decision

    if not decision.unchanged:
        return decision
    existing = store.find(keep.name) if store.exists() else None
    fields = changed_fields(existing, keep) if existing is not None else []
    if existing is None or not fields:
        return decision
    return Decision("update", f"Updates {existing.name!r} ({' and '.join(fields)}).",
                    decision.candidate, existing)


def imported_fields(record: Record, keep: Record) -> Record:
    """``record`` as the import writes it from ``keep`` (checked by `_checked` and
    `_links`): when it holds and the correction it is part of, and the origin ``keep``
    claims only when that trusts the record less than the import does. Another writer's
    kept record (a save over the API) sets none of them."""
    return record.evolve(valid_from=keep.valid_from, valid_to=keep.valid_to,
                         supersedes=keep.supersedes, superseded_by=keep.superseded_by,
                         origin=kept_origin(keep.origin, "import"), extra=record.extra)


def _checked(origin: str, rec: Record) -> Record:
    """``rec`` with its times as UTC instants and a content-hash ``supersedes`` left
    out. Raises `InvalidRecordError` (one sentence: the item, the field, the value) for a
    value its field cannot hold."""
    from memdir.pipeline.admission.secrets import find_secret, quotable_name

    def refuse(field: str, value: Any, what: str) -> InvalidRecordError:
        shown = "(a name not shown)" if field in _LINKS and isinstance(value, str) and \
            find_secret(value) else repr(value)  # a link's name may hold a secret too
        return InvalidRecordError(
            f"Import item {origin} ({quotable_name(rec.name)}): {field} {shown} is not "
            f"{what}; nothing was imported.")

    changes: dict[str, Any] = {}
    for field in _TIMES:
        value = getattr(rec, field)
        if value is None:
            continue
        moment = instant(value) if isinstance(value, str) else None
        if moment is None:
            raise refuse(field, value, "a time (give one as 2026-03-15T10:00:00Z)")
        if field.startswith("valid_"):
            changes[field] = moment
    start, end = changes.get("valid_from"), changes.get("valid_to")
    if start is not None and end is not None and end < start:
        raise refuse("valid_to", rec.valid_to, f"after its valid_from ({rec.valid_from})")
    for field in _LINKS:
        value = getattr(rec, field)
        if value is None:
            continue
        if not isinstance(value, str):
            raise refuse(field, value, "a memory's name")
        if field == "supersedes" and record_name(value) is None:
            changes[field] = None  # a version of another store's history
            continue
        try:
            changes[field] = validate_name(value)
        except MemdirError as exc:
            raise refuse(field, value, "a memory's name") from exc
    if rec.origin is not None and rec.origin not in ORIGINS:
        raise refuse("origin", rec.origin, f"one of {', '.join(ORIGINS)}")
    said = source_problem(rec.source)  # as `Save` would refuse it, before any item is written
    if said is not None:
        raise InvalidRecordError(f"Import item {origin} ({quotable_name(rec.name)}): "
                                 f"{said[0].lower()}{said[1:-1]}; nothing was imported.")
    forged = sorted(k for k in rec.extra if k in KNOWN_KEYS and k != "origin")
    if forged:
        raise refuse("extra", forged[0], "another field: it is a field of the record "
                     "itself, given on its own")
    # An ``origin`` memdir did not know, kept as written where it was read
    # (`record._from_meta`), is one here too; the record's own origin stands in its place.
    extra = {k: v for k, v in rec.extra.items() if k != "origin"}
    return rec.evolve(**changes, extra=extra, file=rec.file, hash=rec.hash,
                      problems=rec.problems) if changes or extra != rec.extra else rec


def _target(pipeline: Any, command: Import, rec: Record, asked: str | None) -> Any:
    """The store an item goes to, or None when none is available."""
    target = command.scope or asked or ("user" if rec.type == "user" else "project")
    store = pipeline.routes.named(target)
    if store is None and not command.scope:
        store = pipeline.routes.named("project")
    return store


def _links(pipeline: Any, command: Import,
           items: list[tuple[str, Record | None, str | None, str]]
           ) -> tuple[dict[int, Record], dict[int, list[tuple[str, str, str | None, str]]]]:
    """Each item's record with the correction links the other end names back (see the
    module), and for each item the links left out: the field, the name it gave, the
    record of that name (None: there is none) and the field that would name it back."""
    stores: dict[int, Any] = {}  # item -> its store, for the items with a link
    incoming: dict[tuple[str, str], Record] = {}
    for i, (_, rec, asked, _) in enumerate(items):
        store = _target(pipeline, command, rec, asked) if rec is not None else None
        if rec is None or store is None:
            continue
        incoming.setdefault((store.scope, rec.key), rec)
        if rec.supersedes or rec.superseded_by:
            stores[i] = store

    def other_end(store: Any, name: str) -> Record | None:
        found = incoming.get((store.scope, name_key(name)))
        if found is None and store.exists():
            found = store.find(name)
        return found

    linked: dict[int, Record] = {}
    left_out: dict[int, list[tuple[str, str, str | None, str]]] = {}
    for i, store in stores.items():
        rec = items[i][1]
        assert rec is not None
        changes: dict[str, None] = {}
        for field, back in (("supersedes", "superseded_by"), ("superseded_by", "supersedes")):
            name = getattr(rec, field)
            if name is None:
                continue
            other = other_end(store, name)
            answer = getattr(other, back, None) if other is not None else None
            if isinstance(answer, str) and name_key(answer) == rec.key:
                continue
            changes[field] = None
            left_out.setdefault(i, []).append(
                (field, name, None if other is None else other.name, back))
        if changes:
            linked[i] = rec.evolve(**changes, extra=rec.extra)
    return linked, left_out

def _unlinked(pipeline: Any, outcomes: list[Imported], imported: list[Record | None],
              hidden: set[str]) -> list[Imported]:
    """The outcomes once each written record's links are checked against what the import
    wrote: a link `_links` kept because the other end, in this import, named it back is
    left out when that end was not written (skipped as a secret or a duplicate, a name
    taken, proposed), and the outcome says so. Otherwise a record would name a successor,
    or a record it replaced, that is not there, or is another record of that name."""
    out = list(outcomes)
    for i, (done, rec) in enumerate(zip(outcomes, imported, strict=True)):
        if rec is None or done.action not in ("created", "updated") or not (
                rec.supersedes or rec.superseded_by):
            continue
        store = pipeline.routes.named(done.scope)
        written = store.find(done.name) if store is not None else None
        if written is None:
            continue
        changes: dict[str, None] = {}
        said: list[str] = []
        for field, back in (("supersedes", "superseded_by"), ("superseded_by", "supersedes")):
            name = getattr(written, field)
            if name is None or name != getattr(rec, field):
                continue  # none, or a link the pipeline set (an update's version)
            other = store.find(name)
            answer = getattr(other, back, None) if other is not None else None
            if isinstance(answer, str) and name_key(answer) == written.key:
                continue
            changes[field] = None
            link = f"{field} {_shown(name, hidden, '(a record not shown)')} left out"
            said.append(f"{link}: {_shown(name, hidden, 'that record')} was not imported"
                        if other is None else f"{link}: the {_shown(name, hidden, 'one')} "
                        f"kept is not the imported one and does not name it back as {back}")
        if changes:
            pipeline.upsert(store, written.evolve(**changes, extra=written.extra),
                            written.hash)
            reason = "; ".join(x for x in (done.reason, *said) if x)
            out[i] = Imported(done.origin, done.action, done.name, done.scope, reason)
    return out


def secret_skipped(origin: str, name: str, scope: str, reason: str) -> Imported:
    """A record refused for a secret, reported without its name: the secret may be in the
    name even when the scan found it first in another field ('db-password-hunter2hunter2'
    is no secret alone; its description saying it is a password is). Nor is a file shown
    whose name spells the record's or a long word of it, or seems to hold a secret
    itself; an item of a JSON list (``#3``) is. The reason names only the field and the
    kind of secret."""
    from memdir.pipeline.admission.secrets import find_secret

    file = name_key(origin.rsplit("/", 1)[-1])
    # A word of the name long enough to be a secret: 'hunter2hunter2.md' spells it too.
    words = re.findall(r"[^\W_]{6,}", name_key(name)) if name else []
    spells = any(word in file for word in words) or bool(name) and name_key(name) in file
    shown = origin if origin.startswith("#") or not (spells or find_secret(origin)) else ""
    return Imported(shown, "skipped", "", scope, reason.rstrip("."))


def _kept(origin: str, existing: Record, rec: Record, scope: str) -> Imported:
    """A record of a name already stored, without --overwrite: unchanged when it says
    what is stored (imported before; a save writes an empty body as the description),
    else kept and reported, --overwrite offered."""
    if (existing.description, existing.body.strip(), existing.type) == (
            rec.description, (rec.body or rec.description).strip(), rec.type):
        fields = changed_fields(existing, rec)
        if not fields:
            return Imported(origin, "unchanged", existing.name, scope)
        return Imported(origin, "exists", existing.name, scope,
                        "a memory with this name and text exists; its "
                        f"{' and '.join(fields)} differ: --overwrite applies them (the "
                        "old version stays in the history)")
    return Imported(origin, "exists", existing.name, scope,
                    "a memory with this name exists; --overwrite replaces it (the "
                    "old text stays in the history)")


def _dry_run(pipeline: Any, store: Any, origin: str, rec: Record,
             cand: Candidate) -> Imported:
    """What importing ``rec`` would come to, admitted and scanned as the write would be;
    nothing is written."""
    from memdir.pipeline.admission.secrets import SecretError

    decision = fields_update(store, rec, pipeline.admission(
        [cand], store, compared_with(store, rec))[0])
    if decision.unchanged:
        return Imported(origin, "unchanged", rec.name, store.scope)
    if decision.action == "reject":
        return Imported(origin, "skipped", rec.name, store.scope, decision.reason.rstrip("."))
    try:
        pipeline.scan(rec, "import", False)
    except SecretError as exc:
        return secret_skipped(origin, rec.name, store.scope, str(exc))
    return Imported(origin, "updated" if decision.target else "created",
                    decision.candidate.name, store.scope, "dry run: nothing written")


def _import_one(pipeline: Any, command: Import, origin: str, rec: Record, asked: str | None,
            seen: set[tuple[str, str]]) -> Imported:
    from memdir.foundation.record import MEMORY_TYPES

    store = _target(pipeline, command, rec, asked)
    if store is None:
        target = command.scope or asked or ("user" if rec.type == "user" else "project")
        return Imported(origin, "skipped", rec.name, target,
                        f"no {target} store is available")
    from memdir.pipeline.admission.secrets import SecretError, refuse_secret_name

    try:  # before the name's rules, whose refusal quotes it
        refuse_secret_name(rec.name)
    except SecretError as exc:
        return secret_skipped(origin, rec.name, store.scope, str(exc))
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
        return _kept(origin, existing, rec, store.scope)
    if existing is not None:
        rec = rec.evolve(created=existing.created or rec.created, updated=None)
    cand = Candidate(rec.name, rec.description, rec.type, rec.body)
    if command.dry_run:
        return _dry_run(pipeline, store, origin, rec, cand)
    done = pipeline.save(Save([cand], scope=store.scope, writer="import", source=rec.source,
                          keep=rec))[0]
    if done.proposal is not None:
        return Imported(origin, "proposed", rec.name, store.scope,
                        done.decision.reason.rstrip("."))
    if done.record is None:
        if done.decision.unchanged:
            return Imported(origin, "unchanged", rec.name, store.scope)
        if done.secret is not None:
            return secret_skipped(origin, rec.name, store.scope, done.decision.reason)
        return Imported(origin, "skipped", rec.name, store.scope,
                        (done.error or done.decision.reason).rstrip("."))
    updated_other = done.decision.target is not None and done.decision.target.key != rec.key
    return Imported(origin, "created" if done.decision.target is None else "updated",
                    done.record.name, store.scope,
                    done.decision.reason.rstrip(".") if updated_other else "")


__all__ = ["changed_fields", "compared_with", "fields_update", "import_admission",
           "import_records", "imported_fields", "secret_skipped"]
