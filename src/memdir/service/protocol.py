"""`MemoryService`: what every front-end may ask of memory, local or remote.

`Memory` (files or PostgreSQL, in this process) and `RemoteMemory` (a `memdir serve`
over HTTP) both implement all of it, with the same result types
(`memdir.service.results`, `memdir.service.inbox.Proposal`, `memdir.service.changes.Change`)
and the same errors (`memdir.foundation.errors`: a missing record is a `NotFoundError`
on both). A front-end gets one from `memdir.service.opening.open_memory` and never asks
which it has: the command line, the hooks, the MCP server, chat and the review page each
have one code path.

The service is composed of small protocols by concern, as a store is
(`memdir.store.base.Store`): `Recall` (a turn's prompt), `Reading`, `CitedCode`,
`Writing`, `TurnEnd`, `Review` (proposals, changes and undo), `Publishing` (public
agents). Each member is documented here, once: it means the same on both, and both
classes name `MemoryService` as their base, so `help(Memory.save)` reads it. Where a
remote memory has less (a server keeps no folder of the project's code, nor a user
store), the docstring of `RemoteMemory`'s member says what it answers instead. The few
members that are the same call on both (`save` of `save_written`, `find` of `get`,
`list` of `page`, `inbox` of `inbox_page`) are written here, once.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable

from memdir.foundation.errors import NotFoundError

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.record import Record
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.anchors import AnchorCheck
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.pipeline.recall import Recalled, SystemPrompt
    from memdir.providers.base import Message, Provider
    from memdir.service.actors import Actor
    from memdir.service.anchor_review import CodeReview
    from memdir.service.changes import Change
    from memdir.service.commands import Import
    from memdir.service.inbox import Proposal
    from memdir.service.public import Question
    from memdir.service.results import Done, Found, Imported, Purged, SearchResult, Written
    from memdir.service.turns import TurnReport
    from memdir.service.write_policy import WritePolicy
    from memdir.store.base import CatalogEntry
    from memdir.store.history import HistoryEntry
    from memdir.store.reviewed import Tombstone


class Recall(Protocol):
    """A turn's prompt: the records relevant to it, and the catalog beside them."""

    def recall(self, messages: Sequence[Message] | str, limit: int = ...,
               as_of: str | None = None) -> builtins.list[Recalled]:
        """The records that would be injected for this turn, with scores (at most
        ``limit``; a turn injects at most MAX_SELECTED). Counted by `memdir stats`.

        Args:
            as_of: answer for a past time (a UTC instant, or a date or words that
                `memdir.service.validity.parse_as_of` reads, as a server reads them):
                the records that held then, each saying what replaced it since.
                Default: what holds now.

        Raises:
            InvalidTimeError: ``as_of`` is not a time. It was compared as text, so
                words or a typo answered as if they were some time.
        """
        ...

    def catalog(self, chars: int | None = None) -> str:
        """The capped catalog text for the system prompt (most recently updated first),
        at most ``chars`` characters (default: ``catalog_chars``)."""
        ...

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        """System blocks for this turn: base, rules, policy, catalog, recalled records.

        Call once per user turn and reuse the result for every step of that turn. The
        result is the list of blocks; its ``recalled`` attribute says which records went
        into them. ``messages`` are dicts in the Anthropic or OpenAI shape, or what either
        SDK answered, kept as it is (`memdir.pipeline.conversation.plain_messages`).
        """
        ...

    @property
    def ranker(self) -> str:
        """The ranker recall uses: ``lexical`` or ``fused (MODEL)``."""
        ...


class Reading(Protocol):
    """Records by name, listings, searches and the history log."""

    def get(self, name: str, *, scope: str | None = None) -> Found:
        """The record named ``name``: in ``scope``, else the project store, then the user's.

        Raises:
            InvalidNameError, NotFoundError, MemdirError (unknown scope).
        """
        ...

    def find(self, name: str, *, scope: str | None = None) -> Record | None:
        """The record named ``name`` (as `get`), or None."""
        try:
            return self.get(name, scope=scope).record
        except NotFoundError:
            return None

    def file_text(self, found: Found) -> str | None:
        """A record's text as stored (frontmatter and body); None when it is gone."""
        ...

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, history: bool = False
             ) -> tuple[builtins.list[CatalogEntry], int]:
        """Catalog entries that hold now (``history``: the ones a correction closed too),
        most recently updated first, and how many there are in all."""
        rows, total, _ = self.page(scope=scope, type=type, limit=limit, history=history)
        return rows, total

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None, history: bool = False
             ) -> tuple[builtins.list[CatalogEntry], int, str | None]:
        """`list` one page at a time (`memdir.service.reading.Reader.page`): the entries
        after the cursor ``after``, how many there are in all, the next page's cursor."""
        ...

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False, as_of: str | None = None) -> SearchResult:
        """Records relevant to ``query`` that hold now (or held at ``as_of``, a UTC
        instant), best first (at most ``limit``, up to 20); with ``model`` the provider
        chooses from the catalog (falling back to the ranker).

        Raises:
            InvalidTimeError: ``as_of`` is not a time (read as `recall` reads it).
        """
        ...

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> builtins.list[tuple[str, HistoryEntry]]:
        """The history log (of one record with ``name``), per store, oldest first."""
        ...

    def sizes(self) -> dict[str, int]:
        """How many records each store holds now, by scope."""
        ...


class CitedCode(Protocol):
    """The project's code that records cite (`memdir.pipeline.anchors`)."""

    @property
    def root(self) -> Path | None:
        """The project folder anchors are relative to (the one holding ``.memory/``);
        None when the store is not in a folder and none was given (``folder``)."""
        ...

    def check_code(self, found: Found) -> tuple[AnchorCheck, ...]:
        """The state of the code a record cites; a stale or gone one is proposed for a
        person's review once, as recall does (`memdir.service.anchor_review`)."""
        ...

    def review_code(self, scope: str | None = None) -> builtins.list[CodeReview]:
        """Memories whose cited code changed, each with the inbox's proposal about it
        (`memdir.service.anchor_review.review_code`)."""
        ...


class Writing(Protocol):
    """Every change a caller asks by name; each one change of the history
    (`memdir.store.change`) that `undo` reverts."""

    def save(self, candidate: Candidate, *, scope: str | None = None,
             source: dict[str, Any] | None = None, origin: str = "model",
             allow_secret: bool = False, same_name: str = "update",
             keep: Record | None = None, valid_from: str | None = None,
             valid_to: str | None = None) -> tuple[Decision, Record | None]:
        """Admit one candidate and write it, propose it, or refuse it.

        Args:
            candidate: the proposed memory.
            scope: ``project`` or ``user``; default: by type.
            source: provenance written into the record; default: this session.
            origin: the writer to be judged as (``user``, ``model``, ``import``); never
                more trusted than this memory's actor (a model's memory writes as
                ``model`` whatever it asks). ``model`` by default, for this and every
                other write (a person's script says ``user``).
            allow_secret: a person's override (never for the name).
            same_name: ``update`` or ``refuse`` a save under an existing name.
            keep: an imported record whose created/updated/extra fields are kept.
            valid_from, valid_to: when the memory starts and stops holding: a date (its
                day's start, UTC), a time, or words like "next Monday"
                (`memdir.service.validity.given_interval`); None: open on that side.

        Returns:
            The decision, and the record as written (None when refused or proposed).

        Raises:
            MemdirError: the store refused the write (conflict, full disk).
            InvalidTimeError: a side of the interval is not a time, or it ends before it
                starts or before now; nothing is written.
        """
        done = self.save_written(candidate, scope=scope, source=source, origin=origin,
                                 allow_secret=allow_secret, same_name=same_name, keep=keep,
                                 valid_from=valid_from, valid_to=valid_to)
        return done.decision, done.record

    def save_written(self, candidate: Candidate, *, scope: str | None = None,
                     source: dict[str, Any] | None = None, origin: str = "model",
                     allow_secret: bool = False, same_name: str = "update",
                     keep: Record | None = None, valid_from: str | None = None,
                     valid_to: str | None = None) -> Written:
        """`save`, answering with the whole `Written` (its scope, a proposal, a secret)."""
        ...

    def update(self, name: str, expected_hash: str | None, *,
               description: str | None = None, body: str | None = None,
               type: str | None = None, extra: dict[str, Any] | None = None,
               scope: str | None = None, origin: str = "model",
               allow_secret: bool = False, new_name: str | None = None) -> Written:
        """Change fields of a stored record, keeping its source. ``expected_hash`` is the
        hash the caller read (None: the current one). A refused change is a ``reject``
        decision with the reason (``unchanged`` set when nothing changed). ``new_name``:
        renamed too, in the same change and under the same policy decision.

        Raises:
            NotFoundError, ConflictError: no such record; it changed since it was read.
        """
        ...

    def rename(self, name: str, new_name: str, *, expected_hash: str | None = None,
               scope: str | None = None, to_scope: str | None = None,
               origin: str = "model", allow_secret: bool = False) -> Done:
        """Rename a record, or move it to the other scope's store (``to_scope``);
        ``allow_secret``: a person's override for a secret the record holds (never in
        the new name), as for `update`.

        Raises:
            ConflictError: the name is taken. PolicyRefused, MemdirError: refused.
        """
        ...

    def forget(self, name: str, *, expected_hash: str | None = None,
               scope: str | None = None, origin: str = "model") -> Done:
        """Delete a record; it stays in the history (``memdir restore NAME``). Under a
        write policy that proposes, nothing changes until a person approves
        (``Done.proposal``).

        Raises:
            NotFoundError, ConflictError, PolicyRefused.
        """
        ...

    def forget_session(self, session: str, *, scope: str | None = None,
                       origin: str = "model") -> builtins.list[Done]:
        """Delete every record extracted from one session (its ``source.session``)."""
        ...

    def restore(self, name: str, version: int | None = None, *, scope: str | None = None,
                origin: str = "model", expected_hash: str | None = None) -> Done:
        """Bring back an earlier version of a record, or a deleted one. ``expected_hash``:
        what the caller saw the name hold when it chose the version (its hash, or
        ``"absent"``); anything else there now is not written over.

        Raises:
            NotFoundError, PolicyRefused, SecretError (the version holds one).
            ConflictError: the record is not ``expected_hash`` any more.
        """
        ...

    def purge(self, name: str, *, scope: str | None = None,
              confirm: Callable[[str], None] | None = None) -> builtins.list[Purged]:
        """Erase a record for good, from every store of ``scope`` that keeps its text:
        the record, its history, the published versions and the proposals about it
        (`Purged` says what went, per store). Cannot be undone, so ``confirm(scope)`` is
        called for each store before any is erased (it raises to stop: nothing is erased,
        as over a server). A person's command only (RoleError otherwise)."""
        ...

    def import_records(self, command: Import) -> builtins.list[Imported]:
        """Records from elsewhere (`memdir.integrations.formats` reads them), each saved
        as the ``import`` writer; one change `undo` reverts."""
        ...


class TurnEnd(Protocol):
    """What a conversation leaves: extraction, admission, consolidation, the session."""

    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None) -> TurnReport:
        """Run extracted candidates through the pipeline, as the model's writes: a
        caller's model wrote them, so one quoting the user is the user's only when its
        description says nothing the quoted message does not."""
        ...

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Turn end: extract, admit, and consolidate a store that grew. Never raises.

        ``messages`` as `system_prompt` takes them."""
        ...

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        """Extraction over a whole conversation, turn by turn. Never raises."""
        ...

    def remember(self, text: str) -> TurnReport:
        """Store what a person asked to remember explicitly, through the same pipeline."""
        ...

    def consolidate(self, scope: str | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        """Consolidate one store (default: the project store). Never raises."""
        ...

    def end_session(self) -> int:
        """The session ended: delete its session notes (public-agent mode); return how
        many there were."""
        ...

    def waiting(self) -> builtins.list[str]:
        """What waits for the user, one sentence each (the next prompt's notice,
        `memdir.integrations.claude_code`)."""
        ...


class Review(Protocol):
    """A person's side: the write policy, the inbox of proposals, changes and undo."""

    @property
    def policy(self) -> WritePolicy:
        """The write policy, read once from the settings files (problems are logged)."""
        ...

    def inbox(self, status: str | None = "pending",
              limit: int | None = None) -> builtins.list[Proposal]:
        """Proposals waiting for a person, oldest first (``status=None``: all; ``decided``:
        approved, rejected or stale); the first ``limit`` (None: all)."""
        return self.inbox_page(status, limit=limit)[0]

    def inbox_page(self, status: str | None = "pending", *, limit: int | None = None,
                   after: str | None = None, newest: bool = False
                   ) -> tuple[builtins.list[Proposal], int, str | None]:
        """`inbox` one page at a time (`memdir.service.review.inbox_page`): the proposals
        after the cursor ``after``, how many there are in all, the next page's cursor."""
        ...

    def proposal(self, proposal_id: str) -> Proposal:
        """One proposal by id. Raises NotFoundError."""
        ...

    def approve(self, proposal_id: str, edit: str | None = None) -> Proposal:
        """Apply a proposal as the person reviewed it, as one change (a person only).

        Args:
            proposal_id: from `inbox`.
            edit: for a one-record proposal, its Markdown as the person edited it
                (`memdir.service.inbox.proposal_text` is the text to start from).

        Raises:
            RoleError: this memory acts for a model or a visitor.
            StaleProposal: a record it changes changed since it was proposed; nothing was
                written, and it is proposed again against the record as it is now.
            ProposalError: already decided; an edit admission refuses.
        """
        ...

    def reject(self, proposal_id: str, reason: str = "") -> Proposal:
        """Reject a proposal: nothing is written; it is kept, with the reason (a person
        only)."""
        ...

    def changes(self) -> builtins.list[Change]:
        """Every change (extraction, consolidation, import, approval, undo), newest first."""
        ...

    def undo(self, change_id: str) -> Change:
        """Revert every write of one change, as a change of its own (proposed when the
        write policy says so: ``Change.proposal``).

        Raises:
            UndoRefused: a record it touched was changed since (nothing is written).
            NotFoundError: no change has that id. PolicyRefused.
        """
        ...

    def tombstones(self) -> builtins.list[tuple[str, Tombstone]]:
        """Records consolidation removed, per store; `restore` brings one back."""
        ...


class Publishing(Protocol):
    """Public agents (`memdir.service.public`): what their visitors are served, and the
    texts a person may erase for good."""

    def publish(self) -> int:
        """Publish the project store as a new version for a public agent's visitors; its
        number (a person only)."""
        ...

    def rollback(self) -> int:
        """Serve the published version before the current one again; its number (a
        person only). Raises PublishError when there is none."""
        ...

    def purge_proposal(self, proposal_id: str) -> str:
        """Erase one proposal's texts for good (what it would write, its candidate, the
        words it came from), the memories it is about left as they are; the scope of its
        store. A waiting one is rejected. A person's command only (RoleError otherwise);
        NotFoundError when no store has that proposal."""
        ...

    def purge_visitor_logs(self, before: str | None = None) -> int:
        """Erase public-agent visitors' logged turns and unanswered questions for good:
        those logged before ``before`` (a date, ``YYYY-MM-DD``, or a UTC time), or every
        one; how many entries went. A person's command only (RoleError otherwise)."""
        ...

    @property
    def unanswered_questions(self) -> Callable[[], builtins.list[Question]] | None:
        """Visitors' questions answered without any relevant memory, newest first: a
        function, offered only where visitors were served, so the review page can say
        public-agent mode is off everywhere else."""
        ...


@runtime_checkable
class MemoryService(Recall, Reading, CitedCode, Writing, TurnEnd, Review, Publishing,
                    Protocol):
    """Memory for one agent, wherever it is kept (see the module docstring)."""

    session: str
    log: Callable[[str], None]

    def as_actor(self, actor: Actor | str, session: str | None = None) -> MemoryService:
        """This memory acting for ``actor`` (`memdir.service.actors`): a server's
        requests each act as their token. ``session``: the provenance id of its
        writes."""
        ...

    @property
    def provider(self) -> Provider:
        """The model (resolved on first use, so an offline memory never imports an SDK)."""
        ...

    def close(self) -> None:
        """Let go of what the memory holds open."""
        ...

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["CitedCode", "MemoryService", "Publishing", "Reading", "Recall", "Review",
           "TurnEnd", "Writing"]
