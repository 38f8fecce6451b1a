"""`Memory`: the one entry point for an agent that wants to remember across sessions.

Per user turn an agent calls two things::

    memory = Memory()                                 # project + user stores, auto provider
    system = memory.system_prompt(messages, base=BASE)   # turn start: select + recall
    ...run the agent loop with `system` unchanged for every step...
    memory.after_turn(messages)                       # turn end: extract, admit, consolidate

That is at most three extra model calls per turn (select, extract, consolidate), and none
at all on the offline engine. `after_turn` never raises: a failure becomes one line in its
report, because the user's task is already done by then.

Records of type ``user`` (who the user is) go to the user store, shared by every project;
everything else goes to the project store.
"""

from __future__ import annotations

import builtins
import contextlib
import copy
import functools
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.config import Config
from memdir.foundation.errors import (
    MemdirError,
    UnknownChange,
    UnknownProposal,
    given_id,
    prompt_budgets,
)
from memdir.foundation.record import MAX_RECORDS, Record
from memdir.pipeline.conversation import plain_messages
from memdir.pipeline.recall import RECALL_CHARS, Recalled, SystemPrompt, build_system
from memdir.pipeline.select import (
    CATALOG_CHARS,
    MAX_SELECTED,
    Entry,
    Selection,
)
from memdir.providers.base import Message, Provider
from memdir.service.actors import Actor, actor_of
from memdir.service.reading import Reader
from memdir.service.recaller import Noticed, Recaller, cited_code
from memdir.service.routing import Routes
from memdir.service.scopes import no_project_error, open_stores
from memdir.service.turns import TRIGGER_RECORDS, TurnReport, Turns
from memdir.store.base import Store, project_folder
from memdir.store.change import change
from memdir.store.history import HistoryEntry

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.service.anchor_review import CodeReview
    from memdir.service.changes import Change
    from memdir.service.commands import Import
    from memdir.service.inbox import Proposal
    from memdir.service.public import PublicMode, Question
    from memdir.service.results import Done, Found, Imported, Purged, SearchResult, Written
    from memdir.service.write_policy import WritePolicy
    from memdir.service.writes.pipeline import Pipeline
    from memdir.store.reviewed import Tombstone



def _instant(as_of: str | None) -> str | None:
    """The UTC instant ``as_of`` means (a date, a time or words), None for none."""
    if not as_of:
        return None
    from memdir.service.validity import parse_as_of

    return parse_as_of(as_of)

__all__ = ["Memory", "TurnReport"]

STALE_ANCHOR_MODES = ("label", "hold")


def _query(messages: Sequence[Message] | str) -> Sequence[Message] | str:
    """What a turn recalls by: a query as it is, messages as `plain_messages` reads them."""
    return messages if isinstance(messages, str) else plain_messages(messages)


def _named_session(session: str | None) -> str | None:
    """The session a caller named, None when it named none (blank is none).

    Raises:
        BadSession: one no record's source can name (`memdir.foundation.source`): a
            server's client names its own, and it is written into every record.
    """
    from memdir.foundation.errors import BadSession

    given = (session or "").strip()
    return BadSession.check(given) if given else None


def _new_session() -> str:
    # The 12 hex digits uuid4().hex[:12] gave (all random bits), without importing uuid,
    # which loads platform and its patterns into every `memdir recall`.
    return os.urandom(6).hex()



def _asked_writer(origin: str) -> str:
    """`write_policy.asked_writer`, imported when a write asks: a prompt's recall loads no
    write policy (tests/test_cli_fast.py)."""
    from memdir.service.write_policy import asked_writer

    return asked_writer(origin)

class Memory:
    """Cross-session memory for one agent in one project.

    Args:
        project: the project folder, or a store (any store of the contract: a FileStore,
            a PostgresStore); default: found from the cwd.
        user: the user store; True for the default (MEMDIR_HOME), False for none.
        provider: a Provider, a provider name, or None to choose from the environment
            (Anthropic or OpenAI when a key is set, else the offline engine).
        session: an id for provenance; default: a new random id.
        catalog_chars: cap on the catalog shown to the model.
        recall_chars: cap on recalled record text per turn.
        consolidate_at: consolidate a store after a turn that stored into it once it holds
            this many records.
        max_records: the record cap consolidation enforces.
        log: where one-line notices go (default: nowhere; the CLI prints them).
        stale_anchors: what recall does with a record whose cited code is stale or gone
            (`memdir.pipeline.anchors`): ``label`` it in the injected JSON, or ``hold`` it back;
            default: ``MEMDIR_STALE_ANCHORS``, else label. Either way it is proposed
            for review (`memdir.service.anchor_review`).
        config: the settings (`memdir.foundation.config.Config`); default: read from the environment
            once, here.
        writers: ``trusted`` (the user and their models write) or ``untrusted``
            (public-agent mode, `memdir.service.public`: visitors; reads come from the published
            version, extraction proposes, session notes); default: ``MEMDIR_WRITERS``.
        session_ttl: seconds a visitor's session note lives (default:
            ``MEMDIR_SESSION_TTL``, else 24 hours).
        clock: the time source of session notes (tests pass one instead of sleeping).
        policy: the write policy (`memdir.service.write_policy`); default: read from your and the
            project's settings files at the first write.
        folder: the project folder, for what only a folder has: cited code (anchors are
            checked against it at recall, extraction cites its files) and the project's
            settings file. Default: the folder a file store is kept in
            (`memdir.store.base.project_folder`); for a store that is not a folder (a
            database) none, and those are off.

        actor: who this memory acts for (`memdir.service.actors`): ``"person"`` (the
            default: the program's own author, the command line, the review page; the
            only actor that approves, rejects, publishes and purges), ``"model"`` (an
            agent's tools, an MCP session: its writes are the model's whatever they ask,
            and it never decides a proposal), or an `Actor` with the name the history
            gives its changes.
        resident: True in a short-lived process (a command, a hook): with the fused
            ranker it loads no model; each file store is ranked by the user's resident
            process (`memdir.service.resident`), lexically when that does not answer in
            time, and a written record gets its vector there at the next search. Default
            False: the model is loaded here, once (a server, an MCP server, chat).
        embedder: where the semantic model comes from, for the fused ranker: a function
            answering it, or None while there is none (the resident process passes the
            one it loads in a thread of its own, so that no request waits for it).
            Default: loaded here once it is ready (`memdir.providers.semantic.ready`).

    Every change is a command run by one pipeline (`memdir.service.writes.pipeline`): the actor's
    role, the write policy for every kind of change, admission, one secret scan, the
    store operation with the hash it was decided on. Reads are a `Reader`'s
    (`memdir.service.reading`), the turn end a `Turns`' (`memdir.service.turns`).
    `Memory` and `RemoteMemory` are the two `memdir.service.protocol.MemoryService`s.
    """

    def __init__(
        self,
        project: str | os.PathLike[str] | Store | None = None,
        *,
        user: Store | bool = True,
        provider: Provider | str | None = None,
        session: str | None = None,
        catalog_chars: int = CATALOG_CHARS,
        recall_chars: int = RECALL_CHARS,
        consolidate_at: int = TRIGGER_RECORDS,
        max_records: int = MAX_RECORDS,
        log: Callable[[str], None] | None = None,
        stale_anchors: str | None = None,
        config: Config | None = None,
        writers: str | None = None,
        session_ttl: float | None = None,
        clock: Callable[[], float] | None = None,
        policy: WritePolicy | None = None,
        folder: str | os.PathLike[str] | None = None,
        actor: Actor | str | None = None,
        resident: bool = False, embedder: Callable[[], Any] | None = None,
    ) -> None:
        self.config = config = config or Config.from_env()
        stale_anchors = stale_anchors or config.stale_anchors
        if stale_anchors not in STALE_ANCHOR_MODES:
            raise MemdirError(f"Unknown stale_anchors {stale_anchors!r}; use 'label' or "
                              "'hold'.")
        self.stale_anchors = stale_anchors
        self.project, self.user = open_stores(project, user, config)
        self._provider_arg = provider
        self._provider: Provider | None = provider if isinstance(provider, Provider) else None
        self.session = _named_session(session) or _new_session()
        self.catalog_chars, self.recall_chars = prompt_budgets(catalog_chars, recall_chars)
        self.consolidate_at, self.max_records = consolidate_at, max_records
        self.log = log or (lambda line: None)
        self._parts: dict[str, Memory] = {}
        # The user store alone (no project here) has no project folder: no cited code.
        found = Path(folder) if folder is not None else (
            project_folder(self.project) if self.project.scope != "user" else None)
        self.folder: Path | None = found
        self._root = str(found) if found is not None else None
        self.actor = actor_of(actor or "person", self.session)
        self._policy = policy
        # Without a project store (the user's alone), asking for one says why.
        self.routes = Routes(lambda: self.stores, None if self.project.scope != "user" else
                             lambda: no_project_error(config))
        self.public: PublicMode | None = None
        self._recaller = Recaller(lambda: self.stores, config=config,
                                  provider=lambda: self.provider,
                                  catalog_chars=self.catalog_chars, stale_anchors=stale_anchors,
                                  root=self._root, log=self.log, notice=self._notice,
                                  resident=resident, embedder=embedder)
        self._reader = Reader(self.routes, self._recaller.rank, self._select_in)
        self._read_only = False
        from memdir.service.accounting import Accounting

        self.accounting = Accounting.for_config(config, lambda: self.session,
                                                self._root or "")
        self._start_public(writers or config.writers, clock,
                           session_ttl or config.session_ttl)

    @functools.cached_property
    def _pipeline(self) -> Pipeline:
        """The one write pipeline (`memdir.service.writes.pipeline`), made at the first write: a
        recall, which every prompt hook runs, never loads the write side."""
        from memdir.service.writes.pipeline import Pipeline

        return Pipeline(self.routes, actor=self.actor, session=self.session,
                        policy=lambda: self.policy, written=self._embed,
                        read_only=self._read_only, log=self.log, root=self._root,
                        accounting=self.accounting,
                        pending_caps=(self.config.pending_per_session,
                                      self.config.pending_per_token))

    @functools.cached_property
    def _turns(self) -> Turns:
        return Turns(self._pipeline, lambda: self.provider, public=self.public,
                     root=self.folder, log=self.log, consolidate_at=self.consolidate_at,
                     max_records=self.max_records, accounting=self.accounting)

    def _start_public(self, writers: str, clock: Callable[[], float] | None,
                      ttl: float) -> None:
        """Public-agent mode (`memdir.service.public`) when the writers are untrusted."""
        if writers not in ("trusted", "untrusted"):
            raise MemdirError(f"Unknown writers {writers!r}; use 'trusted' or 'untrusted'.")
        if writers == "untrusted":
            from memdir.service.public import PublicMode

            # A visitor must never see the owner's own store, nor read the project store
            # itself: only what was published from it.
            self.user = None
            self._read_only = True
            self.public = PublicMode(self, self.project, clock=clock, ttl=ttl,
                                     pipeline=lambda: self._pipeline,
                                     existing=lambda: self._turns.existing(),
                                     log_days=self.config.visitor_log_days)
            self.public.refresh()

    # ------------------------------------------------------------ parts
    @property
    def session(self) -> str:
        """The provenance id of this memory's writes (a worker sets it per queued turn)."""
        return self._session

    @session.setter
    def session(self, value: str) -> None:
        self._session = value
        made = self.__dict__.get("_pipeline")
        if made is not None:
            made.session = value

    @property
    def stores(self) -> builtins.list[Store]:
        return [s for s in (self.project, self.user) if s is not None]

    @property
    def provider(self) -> Provider:
        """The model (resolved on first use, so an offline Memory never imports an SDK)."""
        if self._provider is None:
            from memdir.providers import get_provider

            name = self._provider_arg if isinstance(self._provider_arg, str) else None
            self._provider = get_provider(name, config=self.config)
        return self._provider

    def _scoped(self, scope: str | None) -> Memory:
        """This Memory over the stores of one scope only (a search the caller limited to
        one scope; the model then chooses from that store's catalog)."""
        stores = self.routes.of(scope)
        if len(stores) == len(self.stores):
            return self
        key = stores[0].scope
        if key not in self._parts:
            self._parts[key] = Memory(stores[0], user=False,
                                       provider=self._provider or self._provider_arg,
                                       session=self.session, catalog_chars=self.catalog_chars,
                                       log=self.log, actor=self.actor)
        return self._parts[key]

    def as_actor(self, actor: Actor | str, session: str | None = None) -> Memory:
        """This Memory over the same stores, acting for another actor (a server's tokens
        share their project's one Memory, and each request acts as its token: a
        reviewer's as a person, an agent's as a model). ``session``: the provenance id
        of its writes."""
        view = copy.copy(self)
        for made in ("_pipeline", "_turns"):  # its own, acting for the new actor
            view.__dict__.pop(made, None)
        view.session = _named_session(session) or self.session
        view.actor = actor_of(actor, view.session)
        return view

    def close(self) -> None:
        self.accounting.close()
        for store in self.stores:
            store.close()
        for part in self._parts.values():
            part.close()
        self._parts.clear()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _select_in(self, scope: str | None, query: str, limit: int) -> Selection:
        return self._scoped(scope).select(query, limit)

    def _embed(self, store: Store, record: Record) -> None:
        """With the semantic ranker on, a written record's vector is computed now, by the
        writer, so the next recall embeds only its query."""
        embedder = self._recaller.semantic()
        sync = getattr(store, "sync_vectors", None)  # a file store's index keeps vectors
        if embedder is not None and sync is not None:
            from memdir.store.fusion import EMBED_BUDGET

            # The record is written: an index that cannot take its vector now only means
            # the next search embeds it.
            with contextlib.suppress(MemdirError):
                sync(embedder, EMBED_BUDGET)

    def _notice(self, changed: Noticed) -> None:
        """Records recall found citing changed code: proposed for a person's review, once
        (not for a public agent: its visitors never write, not even a proposal)."""
        if self.public is None and self._root is not None:
            from memdir.service.anchor_review import notice

            notice(changed, self._root, self._pipeline.file_proposal, self.log)

    # ------------------------------------------------------------ reading
    def _served(self) -> None:
        """A public agent reads the version served now, in every read as in recall and the
        catalog: a publish reaches its listings, searches and gets at once (one stat when
        nothing was published since)."""
        if self.public is not None:
            self.public.refresh()

    def get(self, name: str, *, scope: str | None = None) -> Found:
        """The record named ``name``: in ``scope``, else the project store, then the user's.

        Raises:
            InvalidNameError, NotFoundError, MemdirError (unknown scope).
        """
        self._served()
        return self._reader.get(name, scope=scope)

    def find(self, name: str, *, scope: str | None = None) -> Record | None:
        """The record named ``name`` (as `get`), or None."""
        self._served()
        return self._reader.find(name, scope=scope)

    def file_text(self, found: Found) -> str | None:
        """A record's text as stored (frontmatter and body); None when it is gone."""
        return self._reader.file_text(found)

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, history: bool = False) -> tuple[builtins.list[Entry], int]:
        """Catalog entries that hold now (``history``: the ones a correction closed too),
        most recently updated first, and how many there are in all."""
        self._served()
        return self._reader.list(scope=scope, type=type, limit=limit, history=history)

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None, history: bool = False
             ) -> tuple[builtins.list[Entry], int, str | None]:
        """`list` one page at a time (`memdir.service.reading.Reader.page`): the entries
        after the cursor ``after``, how many there are in all, the next page's cursor."""
        self._served()
        return self._reader.page(scope=scope, type=type, limit=limit, after=after,
                                 history=history)

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False, as_of: str | None = None) -> SearchResult:
        """Records relevant to ``query`` that hold now (or held at ``as_of``, a UTC
        instant), best first (at most ``limit``, up to 20); with ``model`` the provider
        chooses from the catalog (falling back to the ranker).

        Raises:
            InvalidTimeError: ``as_of`` is not a time (read as `recall` reads it).
        """
        self._served()
        return self._reader.search(query, scope=scope, limit=limit, model=model,
                                   as_of=_instant(as_of))

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> builtins.list[tuple[str, HistoryEntry]]:
        """The history log (of one record with ``name``), per store, oldest first."""
        return self._reader.history(name, scope=scope)

    def history_page(self, name: str | None = None, *, scope: str | None = None,
                     limit: int = 100, after: str | None = None
                     ) -> tuple[builtins.list[tuple[str, HistoryEntry]], str | None]:
        """A page of `history` from the cursor ``after``, and the next page's cursor."""
        return self._reader.history_page(name, scope=scope, limit=limit, after=after)

    # ------------------------------------------------------------ writing
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
                ``model`` whatever it asks).
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
        from memdir.service.commands import Save
        from memdir.service.validity import given_interval

        start, end = given_interval(valid_from, valid_to, said=("valid_from", "valid_to"))
        command = Save([candidate], scope=scope, writer=_asked_writer(origin), source=source,
                       keep=keep, valid_from=start, valid_to=end,
                       same_name="refuse" if same_name == "refuse" else "update",
                       allow_secret=allow_secret)
        with change("save"):  # inside a larger change (an import) it joins that one
            done = self._pipeline.save(command)[0]
        if done.error:
            raise MemdirError(done.error)
        return done

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
        from memdir.service.commands import Update

        with change("edit"):  # inside an approval or a larger edit it joins that one
            return self._pipeline.update(Update(name, expected_hash, description, body, type,
                                                extra, scope, _asked_writer(origin),
                                                allow_secret, new_name))

    def rename(self, name: str, new_name: str, *, expected_hash: str | None = None,
               scope: str | None = None, to_scope: str | None = None,
               origin: str = "model", allow_secret: bool = False) -> Done:
        """Rename a record, or move it to the other scope's store (``to_scope``);
        ``allow_secret``: a person's override for a secret the record holds (never in
        the new name), as for `update`.

        Raises:
            ConflictError: the name is taken. PolicyRefused, MemdirError: refused.
        """
        from memdir.service.commands import Rename

        with change("rename"):
            return self._pipeline.rename(Rename(name, new_name, expected_hash, scope,
                                                to_scope, _asked_writer(origin),
                                                allow_secret))

    def forget(self, name: str, *, expected_hash: str | None = None,
               scope: str | None = None, origin: str = "model") -> Done:
        """Delete a record; it stays in the history (``memdir restore NAME``). Under a
        write policy that proposes, nothing changes until a person approves
        (``Done.proposal``).

        Raises:
            NotFoundError, ConflictError, PolicyRefused.
        """
        from memdir.service.commands import Delete

        with change("delete"):
            return self._pipeline.delete(Delete(name, expected_hash, scope,
                                                _asked_writer(origin)))

    def forget_session(self, session: str, *, scope: str | None = None,
                       origin: str = "user") -> builtins.list[Done]:
        """Delete every record extracted from one session (its ``source.session``)."""
        with change("delete"):
            return self._pipeline.forget_session(session, scope, _asked_writer(origin))

    def restore(self, name: str, version: int | None = None, *, scope: str | None = None,
                origin: str = "user", expected_hash: str | None = None) -> Done:
        """Bring back an earlier version of a record, or a deleted one. ``expected_hash``:
        what the caller saw the name hold when it chose the version (its hash, or
        ``"absent"``); anything else there now is not written over.

        Raises:
            NotFoundError, PolicyRefused, SecretError (the version holds one).
            ConflictError: the record is not ``expected_hash`` any more.
        """
        from memdir.service.commands import Restore

        with change("restore"):
            return self._pipeline.restore(Restore(name, version, scope,
                                                  _asked_writer(origin), expected_hash))

    def purge(self, name: str, *, scope: str | None = None,
              confirm: Callable[[str], None] | None = None) -> builtins.list[Purged]:
        """Erase a record for good, from every store of ``scope`` that keeps its text:
        the record, its history, the published versions and the proposals about it
        (`Purged` says what went, per store). Cannot be undone, so ``confirm(scope)`` is
        called for each store before any is erased (it raises to stop: nothing is erased,
        as over a server). A person's command only
        (RoleError otherwise)."""
        from memdir.service.commands import Purge

        erased: builtins.list[Purged] = self._pipeline.purge(Purge(name, scope), confirm)
        return erased

    def import_records(self, command: Import) -> builtins.list[Imported]:
        """Records from elsewhere (`memdir.integrations.formats` reads them), each saved
        as the ``import`` writer; one change `undo` reverts."""
        return self._pipeline.import_(command)

    # ------------------------------------------------------------ the turn end
    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None) -> TurnReport:
        """Run extracted candidates through the pipeline, as the model's writes: a
        caller's model wrote them, so one quoting the user is the user's only when its
        description says nothing the quoted message does not."""
        return self._turns.admit(candidates, plain_messages(messages), report, heard=False)

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Turn end: extract, admit, and consolidate a store that grew. Never raises.

        ``messages`` as `system_prompt` takes them."""
        return self._turns.after_turn(plain_messages(messages))

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        """Extraction over a whole conversation, turn by turn. Never raises."""
        return self._turns.after_conversation(plain_messages(messages))

    def remember(self, text: str) -> TurnReport:
        """Store what a person asked to remember explicitly, through the same pipeline."""
        return self._turns.remember(text)

    def consolidate(self, scope: str | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        """Consolidate one store (default: the project store). Never raises."""
        return self._turns.consolidate(scope, dry_run=dry_run, focus=focus,
                                       max_groups=max_groups)

    # ------------------------------------------------------------ review
    @property
    def policy(self) -> WritePolicy:
        """The write policy, read once from the settings files (problems are logged)."""
        from memdir.service.write_policy import load_policy

        if self._policy is None:
            project = None if self.project.scope == "user" else self.folder
            self._policy = load_policy(self.config.home_dir, project)
            for problem in self._policy.problems:
                self.log(f"[Memory policy: {problem}]")
        return self._policy

    @policy.setter
    def policy(self, value: WritePolicy) -> None:
        self._policy = value

    def inbox(self, status: str | None = "pending", limit: int | None = None
              ) -> builtins.list[Proposal]:
        """Proposals waiting for a person, oldest first (``status=None``: all; ``decided``:
        approved, rejected or stale); the first ``limit`` (None: all)."""
        return self.inbox_page(status, limit=limit)[0]

    def inbox_page(self, status: str | None = "pending", *, limit: int | None = None,
                   after: str | None = None, newest: bool = False
                   ) -> tuple[builtins.list[Proposal], int, str | None]:
        """`inbox` one page at a time (`memdir.service.review.inbox_page`): the proposals
        after the cursor ``after``, how many there are in all, the next page's cursor."""
        from memdir.service.review import inbox_page

        return inbox_page(self.stores, status, limit=limit, after=after, newest=newest)

    def proposal(self, proposal_id: str) -> Proposal:
        """One proposal by id. Raises NotFoundError."""
        from memdir.service.review import find_proposal

        return find_proposal(self.stores, given_id(proposal_id, UnknownProposal))[1]

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
        from memdir.service.commands import Approve

        return self._pipeline.approve(Approve(given_id(proposal_id, UnknownProposal), edit))

    def reject(self, proposal_id: str, reason: str = "") -> Proposal:
        """Reject a proposal: nothing is written; it is kept, with the reason (a person
        only)."""
        from memdir.service.commands import Reject

        return self._pipeline.reject(Reject(given_id(proposal_id, UnknownProposal), reason))

    def changes(self) -> builtins.list[Change]:
        """Every change (extraction, consolidation, import, approval, undo), newest first."""
        from memdir.service.changes import list_changes

        return list_changes(self.stores)

    def undo(self, change_id: str) -> Change:
        """Revert every write of one change, as a change of its own (proposed when the
        write policy says so: ``Change.proposal``).

        Raises:
            UndoRefused: a record it touched was changed since (nothing is written).
            NotFoundError: no change has that id. PolicyRefused.
        """
        from memdir.service.commands import Undo

        return self._pipeline.undo(Undo(given_id(change_id, UnknownChange)))

    def tombstones(self) -> builtins.list[tuple[str, Tombstone]]:
        """Records consolidation removed, per store; `restore` brings one back."""
        return [(s.scope, t) for s in self.stores if s.exists() for t in s.tombstones()]

    def check_code(self, found: Found) -> tuple[Any, ...]:
        """The state of the code a record cites; a stale or gone one is proposed for a
        person's review once, as recall does (`memdir.service.anchor_review`)."""
        from memdir.service.anchor_review import check_code

        checks = cited_code(found.record, self._root)
        if self.public is None:
            check_code(self.routes, found, checks, self._root, self._pipeline.file_proposal,
                       self.log)
        return checks

    def review_code(self, scope: str | None = None) -> builtins.list[CodeReview]:
        """Memories whose cited code changed, each with the inbox's proposal about it
        (`memdir.service.anchor_review.review_code`)."""
        from memdir.service.anchor_review import review_code

        return review_code(self.routes.of(scope), self._root, self._pipeline.file_proposal)

    # ------------------------------------------------------------ public agents
    def publish(self) -> int:
        """Publish the project store as a new version for a public agent's visitors; its
        number (a person only)."""
        return self._pipeline.publish(self._published_source())

    def rollback(self) -> int:
        """Serve the published version before the current one again; its number (a
        person only). Raises PublishError when there is none."""
        return self._pipeline.rollback(self._published_source())

    def purge_proposal(self, proposal_id: str) -> str:
        """Erase one proposal's texts for good (what it would write, its candidate, the
        words it came from), the memories it is about left as they are; the scope of its
        store. A waiting one is rejected. A person's command only (RoleError otherwise);
        NotFoundError when no store has that proposal."""
        from memdir.service.commands import PurgeProposal

        return str(self._pipeline.purge(PurgeProposal(given_id(proposal_id, UnknownProposal))))

    def purge_visitor_logs(self, before: str | None = None) -> int:
        """Erase public-agent visitors' logged turns and unanswered questions for good:
        those logged before ``before`` (a date, ``YYYY-MM-DD``, or a UTC time), or every
        one; how many entries went. A person's command only (RoleError otherwise)."""
        from memdir.service.commands import PurgeVisitorLogs

        return int(self._pipeline.purge(PurgeVisitorLogs(before),
                                        source=self._published_source()))

    def _published_source(self) -> Store:
        """The store visitors' versions are published from: the project's (never the
        user's own store, which a memory without a project holds alone)."""
        return self.public.source if self.public is not None else self.routes.of("project")[0]

    # ------------------------------------------------------------ recall
    @property
    def ranker(self) -> str:
        """The ranker recall uses: ``lexical`` or ``fused (MODEL)``."""
        return self._recaller.ranker

    def select(self, messages: Sequence[Message] | str,
               limit: int = MAX_SELECTED) -> Selection:
        """Choose the records relevant to this turn (one model call at most); ``limit``
        is MAX_SELECTED for a turn's prompt, an explicit request for more passes its own."""
        return self._recaller.select(_query(messages), limit)

    def recall(self, messages: Sequence[Message] | str, limit: int = MAX_SELECTED,
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
        as_of = _instant(as_of)
        start = time.perf_counter()
        if self.public is not None:  # a visitor reads the version served now
            self.public.refresh()
        with self.accounting.listening():
            out, method = self._recaller.recall(_query(messages), limit, as_of)
        self.accounting.record_event("recall", ms=round((time.perf_counter() - start) * 1000,
                                                        3), hits=len(out), method=method)
        return out

    def sizes(self) -> dict[str, int]:
        """How many records each store holds now, by scope."""
        return {s.scope: s.count() if s.exists() else 0 for s in self.stores}

    def catalog(self, chars: int | None = None) -> str:
        """The capped catalog text for the system prompt (most recently updated first),
        at most ``chars`` characters (default: ``catalog_chars``)."""
        if self.public is not None:  # a visitor reads the version served now
            self.public.refresh()
        return self._recaller.catalog(chars or self.catalog_chars)

    @property
    def root(self) -> Path | None:
        """The project folder anchors are relative to (the one holding ``.memory/``);
        None when the store is not in a folder and none was given (``folder``)."""
        return self.folder

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        """System blocks for this turn: base, rules, policy, catalog, recalled records.

        Call once per user turn and reuse the result for every step of that turn. The
        result is the list of blocks; its ``recalled`` attribute says which records went
        into them. ``messages`` are dicts in the Anthropic or OpenAI shape, or what either
        SDK answered, kept as it is (`memdir.pipeline.conversation.plain_messages`).
        """
        if not isinstance(messages, str):  # a query as text, as recall takes it, stays one
            messages = plain_messages(messages)
        if self.public is not None:  # the published version, and this visitor's notes
            return self.public.system_prompt(messages, base, rules)
        recalled = self.recall(messages)
        return SystemPrompt(build_system(base, self.catalog(), recalled, rules=rules,
                                         budget=self.recall_chars), recalled)

    # ------------------------------------------------------------ sessions
    def end_session(self) -> int:
        """The session ended: delete its session notes (public-agent mode); return how
        many there were."""
        source = self.public.source if self.public is not None else self.project
        return source.end_session_notes(self.session)

    def waiting(self) -> builtins.list[str]:
        """What waits for the user, one sentence each (the next prompt's notice,
        `memdir.integrations.claude_code`): the proposals waiting for a person, counted
        by the inbox's summary (`memdir.store.files.inbox_index`: one folder stat when
        nothing was filed), not read. Nothing waits for a server: the stores are here
        (`RemoteMemory.waiting` has its queue's)."""
        from memdir.service.turn_report import proposals_line

        # Counted by the stores themselves, as `inbox_page` counts with limit 0: the
        # per-prompt path loads no proposal class (tests/test_cli_fast.py).
        count = sum(store.proposal_page("pending", limit=0)[1]
                    for store in self.stores if store.exists())
        return [proposals_line(count)] if count else []

    @property
    def unanswered_questions(self) -> Callable[[], builtins.list[Question]] | None:
        """Visitors' questions answered without any relevant memory, newest first: a
        function, offered only where visitors were served (this Memory, or the project's
        log), so the review page can say public-agent mode is off everywhere else."""
        from memdir.service.public import serves_visitors, unanswered_questions

        source = self.public.source if self.public is not None else self.project
        if self.public is None and not serves_visitors(source):
            return None
        return lambda: unanswered_questions(source)
