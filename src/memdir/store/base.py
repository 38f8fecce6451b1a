"""The `Store` contract: what the pipeline and every front-end may ask of a memory store.

A store holds records by name. Nothing here is about files: a store may keep its records
in a folder of Markdown files (`FileStore`) or in a database, and the pipeline cannot tell
them apart. What a store is, is what ``tests/store_contract/`` checks; a new store joins
that suite by adding one factory, and passes it unchanged.

The promises, each guarding against a defect a caller could not repair:

- **Names are identities, compared as people read them.** Two names that differ only in
  case or Unicode form (``Prefer-Pytest``, ``prefer-pytest``, a full-width ``ｐ``) are
  the same record (`memdir.foundation.record.name_key`): otherwise a model could store a near
  duplicate that shadows the original.
- **A write can be conditional.** ``expected_hash`` is the ``hash`` of the version a write
  was based on; if another writer changed the record since, the write is refused
  (`ConflictError`) and nothing changes. ``"absent"`` requires that no record of the name
  exists.
- **Nothing is lost without a way back.** Every change is in `history`, with the content
  before it; `restore` brings back a deleted or overwritten version.
- **A batch is all or nothing.** If the block of `batch` raises, every change it made is
  undone before the exception leaves it.
- **Search is the store's own.** `search` returns scored `Hit` s (relevance in [0, 1],
  comparable across stores), finding a record by its name, description or body, in any
  language (CJK text by character bigrams), and nothing for an unrelated query. How a
  store indexes is private to it (the file store's is a SQLite FTS5 cache).
- **Everything a store keeps can leave it whole** (`memdir migrate`, `store.transfer`):
  records as their exact text, history entries as they are (time, actor, change),
  proposals with their decisions, unexpired session notes with their expiry, published
  versions and which one is served, visitor logs (`visitor_entries`, written back with
  `add_visitor_entry`). Each copy-in is idempotent: what the store already
  holds exactly is left as it is.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

from memdir.foundation.record import Record, parse_record
from memdir.store.history import HistoryEntry


@dataclass(frozen=True)
class WriteResult:
    """What an upsert did: ``created``, ``updated`` or ``unchanged``."""

    action: Literal["created", "updated", "unchanged"]
    record: Record
    previous: Record | None = None


@dataclass(frozen=True)
class Hit:
    """A search result. ``score`` is the relevance in [0, 1] (comparable across stores and
    queries); ``matched`` are the query terms the record holds, and
    `memdir.providers.when.WHEN` when it says a time a question asking when wants."""

    name: str
    score: float
    matched: tuple[str, ...] = ()


@dataclass(frozen=True)
class CatalogEntry:
    """One line of a store's catalog: what a model sees of a record before recalling it.
    ``updated`` is UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text; ``created`` when the
    record was never updated; never in the future).

    The one entry class: the service labels an entry with the store it came from
    (``scope``, ``project`` or ``user``) and, for a search answer, its relevance
    (``score``), and `memdir.pipeline.catalog` renders it; a store leaves both at their defaults.
    """

    name: str
    description: str
    type: str
    updated: str = ""
    scope: str = "project"
    score: float = 0.0
    # The exact time the store orders by (``updated`` is it to the second): where a
    # listing continues after this entry (see `StoreContract.entries`).
    updated_at: float | None = field(default=None, compare=False, repr=False)
    # When the record holds, as UTC instants (`memdir.foundation.validity`); "": open. A
    # listing of what holds leaves out an entry closed (``valid_to``) before now.
    valid_from: str = ""
    valid_to: str = ""


@dataclass(frozen=True)
class SessionNote:
    """A visitor's note as a store keeps it: ``expires`` is when it goes, in seconds
    since the epoch (UTC)."""

    session: str
    name: str
    text: str
    expires: float


@dataclass(frozen=True)
class Tombstone:
    """A record consolidation removed, until it is restored."""

    name: str
    at: str
    text: str
    change: str | None
    actor: str

    @property
    def record(self) -> Record:
        return parse_record(self.text)


@dataclass(frozen=True)
class PublishedState:
    """Which published version visitors read (``current``, None before the first
    publish), the ones a rollback returns to (``previous``, oldest first), and every
    version kept (``versions``, ascending)."""

    current: int | None = None
    previous: tuple[int, ...] = ()
    versions: tuple[int, ...] = ()


class Records(Protocol):
    """Records by name: read, search, write, in groups. Names are matched case- and
    Unicode-insensitively (see module)."""

    scope: str  # "project" or "user": a label shown to people

    @property
    def folder(self) -> Path | None:
        """The project folder the store is kept in (the one holding its ``.memory/``), or
        None for a store that is not a folder (a database). What only a folder has hangs
        on it: cited code (anchors are paths in the project folder) and the project's
        settings file (``.memdir/settings.json``)."""
        ...

    def exists(self) -> bool:
        """Whether the store holds anything yet (a store is made by its first write)."""
        ...

    # ---------------------------------------------------------------- reading
    def list(self) -> list[Record]:
        """Every record, sorted by name key."""
        ...

    def find(self, name: str) -> Record | None:
        """The record with this name, or None (also for a name that is not valid)."""
        ...

    def get(self, name: str) -> Record:
        """The record with this name. Raises `NotFoundError` if there is none."""
        ...

    def text(self, name: str) -> str | None:
        """The record as stored (frontmatter and body, as a person or model edited it);
        None if there is no such record."""
        ...

    def read_text(self, file: str) -> str | None:
        """The exact text of the record kept under ``file`` (a `Record.file`), or None
        when no record is: what a diff or a hash of what a person sees is made from."""
        ...

    def count(self, *, closed: bool = True) -> int:
        """How many records the store holds; ``closed=False``: only those a correction
        has not closed (no ``valid_to``, or one still to come: what a listing of what
        holds shows), exact and counted from the store's own index, no record read."""
        ...

    def entries(self, limit: int | None = None,
                start: tuple[float, str] | None = None) -> builtins.list[CatalogEntry]:
        """Catalog entries, most recently updated first (then by name, in code point
        order); at most ``limit`` (all for None). With ``start`` (an entry's
        ``updated_at`` and name), the entries from that place in the order on, that entry
        included if it is still there: the next page of a listing."""
        ...

    def search(self, query: str, limit: int = 5, *, min_score: float | None = None,
               embedder: Any = None, as_of: str | None = None) -> builtins.list[Hit]:
        """Records relevant to ``query`` that hold, best first; [] when none is relevant
        enough. A record holds now unless it was closed (``valid_to`` passed, a correction
        replaced it) or starts later (``valid_from``); at ``as_of`` (a UTC instant,
        `memdir.foundation.validity.instant`) when it held then, from its ``valid_from``
        (else its creation) to its ``valid_to``.

        Args:
            query: free text in any language.
            limit: at most this many hits.
            min_score: the relevance cut (default: the store's calibrated one); 0 keeps
                every candidate.
            embedder: a sentence embedder (`memdir.providers.semantic`) to fuse with the lexical
                ranking; a store without vector search ignores it.
            as_of: the instant asked about; None: now.
        """
        ...

    def sync_vectors(self, embedder: Any, budget: int | None = None) -> int:
        """Embed the records that have no vector yet (newest first, at most ``budget``)
        and return how many were embedded; 0 for a store without vector search."""
        ...

    # ---------------------------------------------------------------- writing
    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult:
        """Create the record, or replace the one with the same name (``created`` kept)."""
        ...

    def delete(self, name: str, *, expected_hash: str | None = None,
               actor: str = "", tombstone: bool = False) -> Record:
        """Delete a record (kept in the history) and return it. ``tombstone``: removed
        by consolidation rather than by a person, listed by `tombstones` until a restore
        or an undo brings it back.

        Raises:
            NotFoundError: there is no such record.
            ConflictError: ``expected_hash`` does not match the current content.
        """
        ...

    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record:
        """Give a record a new name; refused (`ConflictError`) if another record has it."""
        ...

    # ---------------------------------------------------------------- groups of writes
    def batch(self, actor: str = "") -> AbstractContextManager[Any]:
        """Changes made in the block are all kept, or (if it raises) all undone; the
        block is given the store."""
        ...

    def bulk(self) -> AbstractContextManager[Any]:
        """Many writes at once (an import): each stands alone, the store's derived views
        are brought up to date once at the end; the block is given the store."""
        ...

    def close(self) -> None:
        """Release what the store holds open (connections); it can be used again."""
        ...


class History(Protocol):
    """Every change kept with the text before it: history, restore, undo, purge, and the
    rows `memdir migrate` copies."""

    def history(self, name: str | None = None) -> list[HistoryEntry]:
        """Changes, oldest first; with a name, that record's (across renames)."""
        ...

    def restorable(self, name: str, version: int | None = None) -> tuple[Record, int]:
        """The record `restore` would bring back now, and its version number; nothing is
        written. Raises `NotFoundError` when the history has nothing to restore."""
        ...

    def restore(self, name: str, version: int | None = None, *, actor: str = "",
                check: Callable[[Record], None] | None = None,
                sign: Callable[[str], str] | None = None) -> Record:
        """Bring back a version from the history (default: undo the latest change);
        ``check`` is called with the version before it is written, under the lock the
        write holds (what it compares cannot change before the write), and what it raises
        stops the restore. ``sign``: the text written for the version's (a person chose
        it, and the service's source says so), its bytes otherwise as they were."""
        ...

    def put_version(self, name: str, text: str | None, *, expected_hash: str | None,
                    actor: str = "") -> None:
        """Make the record ``name`` hold exactly ``text``, or remove it (None), logged as
        a restore; ``expected_hash`` as for every write (None: not checked). Raises
        `InvalidRecordError` when ``text`` is a record of another name."""
        ...

    def tombstones(self) -> list[Tombstone]:
        """Records consolidation removed that no record holds again, newest first."""
        ...

    def written_here(self, record: Record) -> bool:
        """Whether this record's text was written by this user on this machine (not
        brought by a repository or another writer)."""
        ...

    def purge(self, name: str) -> int:
        """Remove a record and erase it from the history (for a secret stored by mistake);
        returns how many history entries were erased."""
        ...

    # ---------------------------------------------------------------- copying
    # What `memdir migrate` moves records and history with: exact texts, not parsed records,
    # so that nothing a person wrote is re-serialised on the way.
    def record_texts(self) -> list[tuple[str, str]]:
        """(file, exact text) of every record."""
        ...

    def append_history(self, entries: list[HistoryEntry]) -> None:
        """Add entries of another store's history as they are (time, actor, change),
        after the ones already kept, all or (for a crash) a prefix of them."""
        ...

    def put_texts(self, texts: list[tuple[str, str]], *, actor: str) -> int:
        """Write records given as (file, exact text) whose text the store does not hold
        yet; a replaced text goes to the history. Returns how many were written."""
        ...


class Proposals(Protocol):
    """The inbox (`memdir.service.inbox`): JSON objects by id, never deleted, a decided
    one keeping its decision (which is how a rejected proposal is not proposed again)."""

    def save_proposal(self, data: dict[str, Any], *, if_status: str | None = None) -> None:
        """Write one proposal (an object with an ``id`` ``p`` + hex), replacing the one
        of that id; with ``if_status``, only if the one kept has that status still (one
        check and write, which no other writer comes between: a decision that would
        overwrite another's raises `ConflictError`). Raises `StoreError` for a bad id,
        `InvalidRecordError` when too big."""
        ...

    def proposal(self, pid: str) -> dict[str, Any]:
        """One proposal by id. Raises `NotFoundError` if there is none."""
        ...

    def proposals(self) -> list[dict[str, Any]]:
        """Every proposal (pending, approved and rejected), oldest first."""
        ...

    def proposal_page(self, status: str | None = "pending", *, limit: int | None = None,
                      after: tuple[str, str] | None = None, newest: bool = False,
                      session: str | None = None, actor: str | None = None,
                      dedupe: str | None = None) -> tuple[list[dict[str, Any]], int]:
        """A page of the inbox, without reading the rest of it: the proposals of
        ``status`` (``pending``, ``approved``, ``rejected``, ``stale``, or ``decided``
        for any of the last three; None: every one) in the inbox's order
        (`memdir.store.reviewed.proposal_order`: when filed or, once decided, when
        decided; then id), oldest first or ``newest`` first, after the place ``after``
        (a proposal's order), at most ``limit`` (0: none, only counted); and how many
        match in all. ``session`` (its source's), ``actor`` and ``dedupe`` (its
        duplicate key) narrow it to the proposals that have that value.

        Raises:
            StoreError: an unknown status.
        """
        ...


class Notes(Protocol):
    """A visitor's background for one session (public-agent mode): never a record, never
    listed, searched or counted with the records, gone at its session's end or TTL."""

    def add_session_note(self, session: str, name: str, text: str, *,
                         ttl_seconds: float) -> None:
        """Keep a note for one session; the same name again replaces it and restarts
        its time. A TTL that is not positive is refused (`StoreError`)."""
        ...

    def session_notes(self, session: str) -> dict[str, str]:
        """The session's notes that have not expired, by name, oldest first."""
        ...

    def end_session_notes(self, session: str) -> int:
        """Delete every note of a session that ended; return how many there were."""
        ...

    def expire_session_notes(self) -> int:
        """Delete expired notes; return how many went."""
        ...

    def live_session_notes(self) -> list[SessionNote]:
        """Every note of every session that has not expired, by session, oldest first."""
        ...

    def put_session_note(self, note: SessionNote) -> None:
        """Keep a note with the expiry it has (a copy from another store); the same
        session and name again replaces it. A note already expired is not kept."""
        ...


class Publishing(Protocol):
    """What a public agent's visitors read (`memdir.service.public`): numbered versions
    of the records, each never changed once made (a purge replaces one that holds the
    purged record by a new one without it, then erases it), and which one is served."""

    def published(self) -> PublishedState:
        """The versions kept and which one is served."""
        ...

    def published_version(self, number: int) -> list[tuple[str, str]]:
        """(file, exact text) of every record of one version. Raises `NotFoundError`."""
        ...

    def put_published_version(self, number: int, texts: list[tuple[str, str]]) -> None:
        """Keep a version whole, or not at all. The same again changes nothing; other
        records under a number already kept are refused (`ConflictError`)."""
        ...

    def set_published_state(self, current: int, previous: tuple[int, ...]) -> None:
        """Serve version ``current``; ``previous`` are the ones a rollback returns to.
        A version not kept is refused (`NotFoundError`)."""
        ...

    def drop_published_version(self, number: int) -> None:
        """Erase one version for good: a purge replaced it by one without the purged
        record (`memdir.service.writes.owner`), the one change a version takes. The
        version served and the ones a rollback returns to are refused (`ConflictError`);
        a number not kept changes nothing."""
        ...


class VisitorLog(Protocol):
    """What a public agent's visitors said, for the reviewer (`memdir.service.public`):
    each session's turns and the questions answered without memory, redacted by the
    caller, kept as given (JSON objects), appended, never changed, and deleted once
    older than the retention period (an entry's time is its ``at``, UTC, else when the
    store logged it)."""

    def add_visitor_entry(self, session: str, kind: str, entry: dict[str, Any], *,
                          keep_seconds: float | None = None) -> None:
        """Append one entry to a session's log of ``kind`` (``turn`` or ``question``).
        With ``keep_seconds``, entries older than that may be deleted now (a folder does
        it at most once an hour; a database leaves it to `memdir serve`'s sweep).
        Raises `StoreError` for a session id that is not one (letters, digits, - and _,
        at most 64; not ``questions``), another kind, or an entry that is not a JSON
        object of at most 16,000 characters without NUL."""
        ...

    def expire_visitor_entries(self, before: float) -> int:
        """Delete the entries of every session and kind logged before ``before``
        (seconds since the epoch); return how many went. The retention period's sweep
        and a person's purge (`memdir purge --visitor-logs`)."""
        ...

    def visitor_entries(self, kind: str, session: str | None = None
                        ) -> list[dict[str, Any]]:
        """Entries of one kind, each with its ``session``, oldest first: of one session,
        or (None) of every session."""
        ...

    def has_visitors(self) -> bool:
        """Whether a visitor's turn or question was ever logged here."""
        ...


@runtime_checkable
class Store(Records, History, Proposals, Notes, Publishing, VisitorLog, Protocol):
    """A memory store: every concern above, declared. What a caller may ask a store is
    here; nothing is probed with ``getattr``."""


def project_folder(store: Records) -> Path | None:
    """The project folder a store is kept in (`Records.folder`), or None for a database.
    `Memory` takes a folder explicitly for a store that has none
    (``Memory(store, folder=...)``)."""
    return store.folder


__all__ = ["CatalogEntry", "History", "HistoryEntry", "Hit", "Notes", "Proposals",
           "PublishedState", "Publishing", "Records", "SessionNote", "Store", "Tombstone",
           "VisitorLog", "WriteResult", "project_folder"]
