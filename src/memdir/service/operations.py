"""What `Memory` does with single records, over both scopes: get, list, search, save,
update, rename, forget, forget_session, restore, history.

Every front-end (the CLI, the MCP tools, the ``memory`` tool, import, the Claude Code
hooks, a REST server) is a thin adapter over these methods: it parses its input, calls
one of them and renders the answer. Store routing is `memdir.service.routing`'s; every write goes
through `memdir.service.writes.WriteFunnel`, so admission, secrets and provenance are decided
once. `Memory` inherits these methods; they are here to keep each module about one thing
(the turn pipeline stays in `memdir.service.memory`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import ConflictError, MemdirError, NotFoundError
from memdir.foundation.record import MEMORY_TYPES, Record, validate_name
from memdir.foundation.record import ORIGINS as RECORD_ORIGINS
from memdir.pipeline.shares import fair_take
from memdir.service.routing import SCOPES, Routes
from memdir.store.change import change
from memdir.store.files.store import FileStore
from memdir.store.history import HistoryEntry

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.select import Entry, Selection
    from memdir.service.writes import WriteFunnel, Written

MAX_SEARCH = 20


@dataclass(frozen=True)
class Found:
    """A record and the scope of the store it is in (``score`` for a search hit)."""

    scope: str
    record: Record
    score: float | None = None


@dataclass(frozen=True)
class SearchResult:
    """A search's hits, best first; ``method`` is how they were chosen (``offline``: the
    ranker; ``model``/``fallback``... from `memdir.pipeline.select`), ``note`` any notice."""

    method: str
    hits: list[Found] = field(default_factory=list)
    note: str = ""


class RecordOperations:
    """The record operations of `Memory` (see the module docstring)."""

    # Provided by Memory.
    session: str
    writes: WriteFunnel
    stores: list[FileStore]
    gate: Any  # ReviewOperations.gate: the write policy on one admitted write

    def select(self, messages: Any, limit: int = ...) -> Selection: ...  # pragma: no cover
    def scoped(self, scope: str | None) -> Any: ...  # pragma: no cover
    def _search(self, store: FileStore, query: str, limit: int,
                min_score: float | None) -> list: ...  # pragma: no cover

    @property
    def routes(self) -> Routes:
        return Routes(self.stores)

    def store_for(self, record_type: str, scope: str | None = None) -> FileStore:
        """Where a new record of this type belongs (the named scope, else by type)."""
        return self.routes.for_type(record_type, scope)

    # ------------------------------------------------------------ reading
    def get(self, name: str, *, scope: str | None = None) -> Found:
        """The record named ``name``: in ``scope``, else the project store, then the user's.

        Raises:
            InvalidNameError, NotFoundError, MemdirError (unknown scope).
        """
        store, rec = self.routes.locate(name, scope)
        return Found(store.scope, rec)

    def find(self, name: str, *, scope: str | None = None) -> Record | None:
        """The record named ``name`` (as `get`), or None."""
        try:
            return self.get(name, scope=scope).record
        except NotFoundError:
            return None

    def file_text(self, found: Found) -> str | None:
        """A record's text as stored (frontmatter and body), read without following a
        link; None when the file is gone or is not a regular file."""
        store = self.routes.named(found.scope)
        return store.text(found.record.name) if store is not None else None

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None) -> tuple[list[Entry], int]:
        """Catalog entries, most recently updated first, and how many there are in all
        (read from the search index: no record file is opened)."""
        rows, total, _ = self.page(scope=scope, type=type, limit=limit)
        return rows, total

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None
             ) -> tuple[list[Entry], int, str | None]:
        """`list` one page at a time: the entries after the cursor ``after`` (None: from
        the first), how many there are in all, and the cursor of the next page (None
        when this page is the last).

        The order is most recently updated first, then name, then scope, and a cursor is
        a place in it, not a count: a record written while a listing is paged comes first
        (the next listing shows it), and none is shown twice or skipped for it.

        Raises:
            MemdirError: an unknown type, or ``after`` is not a cursor a page gave.
        """
        if type is not None and type not in MEMORY_TYPES:
            raise MemdirError(f"Type {type!r} is not one of {', '.join(MEMORY_TYPES)}.")
        start = read_cursor(after) if after else None
        # From each store, the page plus the cursor's own entry and one more (is there a
        # next page?); with a type, every entry (they are counted, then filtered).
        want = None if type or limit is None else limit + 2
        rows: list[Entry] = []
        total = 0
        for store in self.routes.of(scope):
            if not store.exists():
                continue
            count = store.count()
            entries = store.entries(None if type else want, None if type or start is None
                                    else (start[0], start[1]))
            if type:
                entries = [e for e in entries if e.type == type]
            total += len(entries) if type else count
            rows += [replace(e, scope=store.scope) for e in entries
                     if start is None or _place(e, store.scope) > _place_of(start)]
        rows.sort(key=lambda e: _place(e, e.scope))
        if limit is None or len(rows) <= limit:
            return rows, total, None
        return rows[:limit], total, cursor_of(rows[limit - 1])

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False) -> SearchResult:
        """Records relevant to ``query``, best first (at most ``limit``, up to 20).

        The offline ranker applies its relevance cut, so an unrelated query finds nothing;
        with ``model`` the provider chooses from the catalog (falling back to the ranker).
        Each store gets its share of the places: a repository's keyword-stuffed records
        cannot push the user's own out of the answer.
        """
        limit = max(1, min(int(limit), MAX_SEARCH))
        stores = self.routes.of(scope)
        if model:
            selection = self.scoped(scope).select(query, limit)
            found = [(e.scope, e.name, e.score) for e in selection.entries][:limit]
            method, note = selection.method, selection.note
        else:
            # `_search`: the ranker recall uses (fused with MEMDIR_RANKER=fused), so the
            # MCP tools and ``memdir serve`` find what a turn's recall finds.
            hits = [(store.scope, h.name, h.score) for store in stores if store.exists()
                    for h in self._search(store, query, limit, None)]
            found = fair_take(sorted(hits, key=lambda h: -h[2]), limit, group=lambda h: h[0])
            method, note = "offline", ""
        by_scope = {s.scope: s for s in stores}
        out = []
        for scope_name, name, score in found:
            store = by_scope.get(scope_name)
            rec = store.find(name) if store else None
            if rec is not None:
                out.append(Found(scope_name, rec, score))
        return SearchResult(method, out, note)

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> list[tuple[str, HistoryEntry]]:
        """The history log (of one record with ``name``), per store, oldest first."""
        return [(store.scope, e) for store in self.routes.of(scope) if store.exists()
                for e in store.history(name)]

    # ------------------------------------------------------------ writing
    def save(self, candidate: Candidate, *, scope: str | None = None,
             store: FileStore | None = None, source: dict[str, Any] | None = None,
             origin: str = "model", actor: str | None = None, allow_secret: bool = False,
             same_name: str = "update", keep: Record | None = None,
             approved: bool = False) -> tuple[Decision, Record | None]:
        """Admit one candidate through the policy and write it if admitted.

        Args:
            candidate: the proposed memory.
            scope: ``project`` or ``user``; default: by type (`store_for`).
            store: the store itself (overrides ``scope``).
            source: provenance written into the record; default: this session.
            origin: ``user`` (a person), ``model`` or ``import``.
            actor: who the history log names; default: this session.
            allow_secret: a person's override (``origin="user"`` only; never the name).
            same_name: ``update`` or ``refuse`` a save under an existing name.
            keep: an imported record whose created/updated/extra fields are kept.
            approved: a person approved it in the inbox (`Memory.approve`): the write
                policy does not propose it again; admission and secrets still apply.

        Returns:
            The decision, and the record as written (None when refused).

        Raises:
            MemdirError: the store refused the write (conflict, full disk).
        """
        done = self.save_written(candidate, scope=scope, store=store, source=source,
                                 origin=origin, actor=actor, allow_secret=allow_secret,
                                 same_name=same_name, keep=keep, approved=approved)
        return done.decision, done.record

    def save_written(self, candidate: Candidate, *, scope: str | None = None,
                     store: FileStore | None = None, **how: Any) -> Written:
        """`save`, answering with the store the record went to."""
        store = store or self.store_for(candidate.type, scope)
        with change("save"):  # inside a larger change (an approval) it joins that one
            done = self.writes.save([candidate], store, **how)[0]
        if done.error:
            raise MemdirError(done.error)
        return replace(done, store=store)

    def update(self, name: str, expected_hash: str | None, *,
               description: str | None = None, body: str | None = None,
               type: str | None = None, extra: dict[str, Any] | None = None,
               scope: str | None = None, origin: str = "model",
               actor: str | None = None, allow_secret: bool = False) -> Written:
        """Change fields of a stored record through the policy, keeping its source.

        ``expected_hash`` is the hash the caller read (None: the current one; a person's
        edit passes it too). A refused change is a ``reject`` decision with the policy's
        reason (``unchanged`` set when nothing changed); nothing is written then.

        Raises:
            NotFoundError, ConflictError: no such record; it changed since it was read.
        """
        # Imported late: a process that only recalls never loads the policy or the scanner.
        from memdir.foundation.candidate import Candidate
        from memdir.foundation.errors import SecretError
        from memdir.pipeline.admission.policy import Decision
        from memdir.service.writes import Change, Written

        store, rec = self.routes.locate(name, scope)
        if expected_hash is not None and rec.hash != expected_hash.strip():
            raise ConflictError(
                f"Memory {rec.name!r} changed since you read it (or the hash is wrong); "
                "read it again and retry with its new hash.")
        cand = Candidate(name=rec.name,
                         description=rec.description if description is None else description,
                         type=rec.type if type is None else type.strip().lower(),
                         body=rec.body if body is None else body)
        new = rec.evolve(description=cand.description, type=cand.type,
                         body=cand.body or cand.description,
                         extra=rec.extra if extra is None else extra, supersedes=rec.hash)
        try:  # every field, the kept source and extra keys too, before the policy's reasons
            self.writes.check_secrets(new, origin, allow_secret)
        except SecretError as exc:
            return Written(Decision("reject", str(exc), cand, rec), None, store, secret=exc.finding)
        decision = self.writes.decide([cand], store, allow_secret=allow_secret)[0]
        # "Unchanged" is the policy's comparison (case and spacing folded, as for
        # duplicates); a person who turns "never" into "NEVER" changed the record.
        edited = (new.description, new.body, new.type, new.extra) != (
            rec.description, rec.body, rec.type, rec.extra)
        if decision.action == "reject" and not (decision.unchanged and edited):
            return Written(decision, None, store)
        if decision.action == "reject":  # the same text up to case, or a new frontmatter key
            decision = Decision("update", f"Updates {rec.name!r} (as written).", cand, rec)
        new = new.evolve(description=decision.candidate.description,
                         type=decision.candidate.type, body=decision.candidate.body,
                         origin=origin if origin in RECORD_ORIGINS else rec.origin)
        gated = self.gate(store, decision, new, origin=origin)
        if isinstance(gated, Decision):
            return Written(gated, None, store)
        if gated is not None:
            return Written(Decision("propose", f"Proposed for review as {gated.id} (memdir "
                                    "inbox).", decision.candidate, rec), None, store,
                           proposal=gated)
        # Each write by hand is a change of its own, listed and undone like the automatic
        # ones (inside an approval or a larger edit it joins that one).
        with change("edit"):
            written = self.writes.apply(Change("update", store, rec.name, new, rec.hash,
                                               origin=origin, actor=actor or self.session,
                                               allow_secret=allow_secret))
        return Written(decision, written, store)

    def rename(self, name: str, new_name: str, *, expected_hash: str | None = None,
               scope: str | None = None, to_scope: str | None = None,
               origin: str = "model", actor: str | None = None) -> Found:
        """Rename a record, or move it to the other scope's store (``to_scope``).

        The new name passes the same policy as a save (name rules, secrets, temporary
        markers, duplicates); a taken name is refused.
        """
        from memdir.foundation.candidate import Candidate
        from memdir.service.writes import Change

        store, rec = self.routes.locate(name, scope)
        dst = self.routes.of(to_scope)[0] if to_scope not in (None, "") else store
        existing = dst.find(new_name) if dst.exists() else None
        if existing is not None and not (dst is store and existing.key == rec.key):
            raise ConflictError(f"A memory named {existing.name!r} already exists.")
        others = [r for r in (dst.list() if dst.exists() else []) if r.key != rec.key]
        cand = Candidate(new_name, rec.description, rec.type, rec.body)
        decision = self.writes.decide([cand], dst, others=others)[0]
        if decision.action == "reject":
            raise MemdirError(decision.reason)
        actor = actor or self.session
        expected = rec.hash if expected_hash is None else expected_hash
        with change("rename"):
            if dst is store:
                done = self.writes.apply(Change("rename", store, rec.name,
                                                expected_hash=expected,
                                                new_name=decision.candidate.name,
                                                origin=origin, actor=actor))
                return Found(store.scope, done)
            moved = rec.evolve(name=decision.candidate.name, file=None)
            done = self.writes.apply(Change("create", dst, moved.name, moved, "absent",
                                            origin=origin, actor=actor))
            self.writes.apply(Change("delete", store, rec.name, expected_hash=expected,
                                     origin=origin, actor=actor))
        return Found(dst.scope, done)

    def forget(self, name: str, *, expected_hash: str | None = None,
               scope: str | None = None, origin: str = "model",
               actor: str | None = None) -> Found:
        """Delete a record; it stays in the history (``memdir restore NAME``)."""
        from memdir.service.writes import Change

        store, rec = self.routes.locate(name, scope)
        with change("delete"):
            old = self.writes.apply(Change("delete", store, rec.name,
                                           expected_hash=(expected_hash or "").strip() or None,
                                           origin=origin, actor=actor or self.session))
        return Found(store.scope, old)

    def forget_session(self, session: str, *, scope: str | None = None,
                       origin: str = "user", actor: str | None = None) -> list[Found]:
        """Delete every record extracted from one session (its ``source.session``)."""
        from memdir.service.writes import Change

        gone = []
        with change("delete"):  # one session's records: one change to undo
            for store in self.routes.of(scope):
                for rec in store.list() if store.exists() else []:
                    if (rec.source or {}).get("session") == session:
                        old = self.writes.apply(Change("delete", store, rec.name,
                                                       expected_hash=rec.hash, origin=origin,
                                                       actor=actor or self.session))
                        gone.append(Found(store.scope, old))
        return gone

    def purge(self, name: str, *, scope: str | None = None,
              confirm: Callable[[str], None] | None = None) -> list[tuple[str, int]]:
        """Erase a record for good, from every store of ``scope`` that has it or its
        history: (scope, history entries erased) per store. Cannot be undone, so
        ``confirm(scope)`` is called before each store (it raises to stop)."""
        validate_name(name)
        targets = [s for s in self.routes.of(scope)
                   if s.exists() and (s.find(name) or s.history(name))]
        if not targets:
            where = f"the {scope} store" if scope else "the project or user store"
            raise NotFoundError(name, f"{where} or its history")
        erased = []
        for store in targets:
            if confirm is not None:
                confirm(store.scope)
            erased.append((store.scope, self.writes.purge(store, name)))
        return erased

    def restore(self, name: str, version: int | None = None, *, scope: str | None = None,
                origin: str = "user", actor: str | None = None) -> Found:
        """Bring back an earlier version of a record, or a deleted one."""
        from memdir.service.writes import Change

        validate_name(name)
        for store in self.routes.of(scope):
            if store.exists() and store.history(name):
                with change("restore"):
                    rec = self.writes.apply(Change("restore", store, name, version=version,
                                                   origin=origin,
                                                   actor=actor or self.session))
                return Found(store.scope, rec)
        raise NotFoundError(name, "the history log")


__all__ = ["SCOPES", "Found", "RecordOperations", "SearchResult"]


# ---------------------------------------------------------------------- listing cursors
def _place(entry: Entry, scope: str) -> tuple[float, str, str]:
    """Where an entry stands in a listing: newest first, then name, then scope."""
    return (-(entry.updated_at or 0.0), entry.name, scope)


def _place_of(start: tuple[float, str, str]) -> tuple[float, str, str]:
    return (-start[0], start[1], start[2])


def cursor_of(entry: Entry) -> str:
    """An opaque cursor for the entries after ``entry`` (URL-safe text)."""
    import base64
    import json

    raw = json.dumps([entry.updated_at or 0.0, entry.name, entry.scope],
                     ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def read_cursor(text: str) -> tuple[float, str, str]:
    """(updated_at, name, scope) of a cursor `cursor_of` made.

    Raises:
        MemdirError: it is not one.
    """
    import base64
    import binascii
    import json

    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        at, name, scope = json.loads(raw.decode("utf-8"))
        if isinstance(at, bool) or not isinstance(at, (int, float)) or at != at \
                or not isinstance(name, str) or scope not in SCOPES:
            raise ValueError(text)
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError) as exc:
        raise MemdirError(f"{text[:80]!r} is not a cursor of this listing: pass the 'after' "
                          "a page answered, unchanged.") from exc
    return float(at), name, scope
