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
from memdir.providers import ChosenProvider
from memdir.providers.base import Message, Provider
from memdir.service.actors import Actor, actor_of, named_session, new_session
from memdir.service.protocol import MemoryService
from memdir.service.reading import Reader, instant_of
from memdir.service.recaller import Noticed, Recaller, cited_code
from memdir.service.routing import Routes
from memdir.service.scopes import no_project_error, open_stores
from memdir.service.turns import TRIGGER_RECORDS, TurnReport, Turns
from memdir.store.base import Store, project_folder
from memdir.store.change import change
from memdir.store.history import HistoryEntry

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
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



__all__ = ["Memory", "TurnReport"]

STALE_ANCHOR_MODES = ("label", "hold")


def _query(messages: Sequence[Message] | str) -> Sequence[Message] | str:
    """What a turn recalls by: a query as it is, messages as `plain_messages` reads them."""
    return messages if isinstance(messages, str) else plain_messages(messages)


def _asked_writer(origin: str) -> str:
    """`write_policy.asked_writer`, imported when a write asks: a prompt's recall loads no
    write policy (tests/test_cli_fast.py)."""
    from memdir.service.write_policy import asked_writer

    return asked_writer(origin)

class Memory(MemoryService):
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
        self._model = ChosenProvider(provider, config)
        self.session = named_session(session) or new_session()
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
        self._reader = Reader(self.routes, self._recaller.rank, self._select_in, self._served)
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
                        policy=lambda: self.policy, written=self._recaller.embed_written,
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
        return self._model.get()

    def _scoped(self, scope: str | None) -> Memory:
        """This Memory over the stores of one scope only (a search the caller limited to
        one scope; the model then chooses from that store's catalog)."""
        stores = self.routes.of(scope)
        if len(stores) == len(self.stores):
            return self
        key = stores[0].scope
        if key not in self._parts:
            self._parts[key] = Memory(stores[0], user=False,
                                       provider=self._model.current,
                                       session=self.session, catalog_chars=self.catalog_chars,
                                       log=self.log, actor=self.actor)
        return self._parts[key]

    def as_actor(self, actor: Actor | str, session: str | None = None) -> Memory:
        view = copy.copy(self)
        for made in ("_pipeline", "_turns"):  # its own, acting for the new actor
            view.__dict__.pop(made, None)
        view.session = named_session(session) or self.session
        view.actor = actor_of(actor, view.session)
        return view

    def close(self) -> None:
        self.accounting.close()
        for store in self.stores:
            store.close()
        for part in self._parts.values():
            part.close()
        self._parts.clear()

    def _select_in(self, scope: str | None, query: str, limit: int) -> Selection:
        return self._scoped(scope).select(query, limit)

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
        return self._reader.get(name, scope=scope)

    def file_text(self, found: Found) -> str | None:
        return self._reader.file_text(found)

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None, history: bool = False
             ) -> tuple[builtins.list[Entry], int, str | None]:
        return self._reader.page(scope=scope, type=type, limit=limit, after=after,
                                 history=history)

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False, as_of: str | None = None) -> SearchResult:
        return self._reader.search(query, scope=scope, limit=limit, model=model, as_of=as_of)

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> builtins.list[tuple[str, HistoryEntry]]:
        return self._reader.history(name, scope=scope)

    def history_page(self, name: str | None = None, *, scope: str | None = None,
                     limit: int = 100, after: str | None = None
                     ) -> tuple[builtins.list[tuple[str, HistoryEntry]], str | None]:
        """A page of `history` from the cursor ``after``, and the next page's cursor."""
        return self._reader.history_page(name, scope=scope, limit=limit, after=after)

    # ------------------------------------------------------------ writing
    def save_written(self, candidate: Candidate, *, scope: str | None = None,
                     source: dict[str, Any] | None = None, origin: str = "model",
                     allow_secret: bool = False, same_name: str = "update",
                     keep: Record | None = None, valid_from: str | None = None,
                     valid_to: str | None = None) -> Written:
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
        from memdir.service.commands import Update

        with change("edit"):  # inside an approval or a larger edit it joins that one
            return self._pipeline.update(Update(name, expected_hash, description, body, type,
                                                extra, scope, _asked_writer(origin),
                                                allow_secret, new_name))

    def rename(self, name: str, new_name: str, *, expected_hash: str | None = None,
               scope: str | None = None, to_scope: str | None = None,
               origin: str = "model", allow_secret: bool = False) -> Done:
        from memdir.service.commands import Rename

        with change("rename"):
            return self._pipeline.rename(Rename(name, new_name, expected_hash, scope,
                                                to_scope, _asked_writer(origin),
                                                allow_secret))

    def forget(self, name: str, *, expected_hash: str | None = None,
               scope: str | None = None, origin: str = "model") -> Done:
        from memdir.service.commands import Delete

        with change("delete"):
            return self._pipeline.delete(Delete(name, expected_hash, scope,
                                                _asked_writer(origin)))

    def forget_session(self, session: str, *, scope: str | None = None,
                       origin: str = "model") -> builtins.list[Done]:
        with change("delete"):
            return self._pipeline.forget_session(session, scope, _asked_writer(origin))

    def restore(self, name: str, version: int | None = None, *, scope: str | None = None,
                origin: str = "model", expected_hash: str | None = None) -> Done:
        from memdir.service.commands import Restore

        with change("restore"):
            return self._pipeline.restore(Restore(name, version, scope,
                                                  _asked_writer(origin), expected_hash))

    def adopt_history(self, names: Sequence[str] = (), *, scope: str | None = None,
                      confirm: Callable[[builtins.list[tuple[str, Any]]], None],
                      version: int | None = None) -> int:
        """Sign unverified history entries as the person's (`owner.adopt_history`): their
        own under another key, of ``names``' records or all; with ``version``, the entry of
        that version of the one record named, whatever made it unverified. ``confirm``
        sees each (scope, `Adoptable`) first and raises to stop. A person's command only
        (RoleError otherwise). Local files only: not part of `MemoryService`, so no
        server, MCP session or token reaches it."""
        from memdir.service.commands import AdoptHistory
        from memdir.service.writes.owner import adopt_history

        return adopt_history(self._pipeline, AdoptHistory(tuple(names), scope, version),
                             confirm)

    def purge(self, name: str, *, scope: str | None = None,
              confirm: Callable[[str], None] | None = None) -> builtins.list[Purged]:
        from memdir.service.commands import Purge

        erased: builtins.list[Purged] = self._pipeline.purge(Purge(name, scope), confirm)
        return erased

    def import_records(self, command: Import) -> builtins.list[Imported]:
        return self._pipeline.import_(command)

    # ------------------------------------------------------------ the turn end
    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None) -> TurnReport:
        return self._turns.admit(candidates, plain_messages(messages), report, heard=False)

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        return self._turns.after_turn(plain_messages(messages))

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        return self._turns.after_conversation(plain_messages(messages))

    def remember(self, text: str) -> TurnReport:
        return self._turns.remember(text)

    def consolidate(self, scope: str | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        return self._turns.consolidate(scope, dry_run=dry_run, focus=focus,
                                       max_groups=max_groups)

    # ------------------------------------------------------------ review
    @property
    def policy(self) -> WritePolicy:
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

    def inbox_page(self, status: str | None = "pending", *, limit: int | None = None,
                   after: str | None = None, newest: bool = False
                   ) -> tuple[builtins.list[Proposal], int, str | None]:
        from memdir.service.review import inbox_page

        return inbox_page(self.stores, status, limit=limit, after=after, newest=newest)

    def proposal(self, proposal_id: str) -> Proposal:
        from memdir.service.review import find_proposal

        return find_proposal(self.stores, given_id(proposal_id, UnknownProposal))[1]

    def approve(self, proposal_id: str, edit: str | None = None) -> Proposal:
        from memdir.service.commands import Approve

        return self._pipeline.approve(Approve(given_id(proposal_id, UnknownProposal), edit))

    def reject(self, proposal_id: str, reason: str = "") -> Proposal:
        from memdir.service.commands import Reject

        return self._pipeline.reject(Reject(given_id(proposal_id, UnknownProposal), reason))

    def changes(self) -> builtins.list[Change]:
        from memdir.service.changes import list_changes

        return list_changes(self.stores)

    def undo(self, change_id: str) -> Change:
        from memdir.service.commands import Undo

        return self._pipeline.undo(Undo(given_id(change_id, UnknownChange)))

    def tombstones(self) -> builtins.list[tuple[str, Tombstone]]:
        return [(s.scope, t) for s in self.stores if s.exists() for t in s.tombstones()]

    def check_code(self, found: Found) -> tuple[Any, ...]:
        from memdir.service.anchor_review import check_code

        checks = cited_code(found.record, self._root)
        if self.public is None:
            check_code(self.routes, found, checks, self._root, self._pipeline.file_proposal,
                       self.log)
        return checks

    def review_code(self, scope: str | None = None) -> builtins.list[CodeReview]:
        from memdir.service.anchor_review import review_code

        return review_code(self.routes.of(scope), self._root, self._pipeline.file_proposal)

    # ------------------------------------------------------------ public agents
    def publish(self) -> int:
        return self._pipeline.publish(self._published_source())

    def rollback(self) -> int:
        return self._pipeline.rollback(self._published_source())

    def purge_proposal(self, proposal_id: str) -> str:
        from memdir.service.commands import PurgeProposal

        return str(self._pipeline.purge(PurgeProposal(given_id(proposal_id, UnknownProposal))))

    def purge_visitor_logs(self, before: str | None = None) -> int:
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
        return self._recaller.ranker

    def select(self, messages: Sequence[Message] | str,
               limit: int = MAX_SELECTED) -> Selection:
        """Choose the records relevant to this turn (one model call at most); ``limit``
        is MAX_SELECTED for a turn's prompt, an explicit request for more passes its own."""
        return self._recaller.select(_query(messages), limit)

    def recall(self, messages: Sequence[Message] | str, limit: int = MAX_SELECTED,
               as_of: str | None = None) -> builtins.list[Recalled]:
        as_of = instant_of(as_of)
        start = time.perf_counter()
        self._served()
        with self.accounting.listening():
            out, method = self._recaller.recall(_query(messages), limit, as_of)
        self.accounting.record_event("recall", ms=round((time.perf_counter() - start) * 1000,
                                                        3), hits=len(out), method=method)
        return out

    def sizes(self) -> dict[str, int]:
        return {s.scope: s.count() if s.exists() else 0 for s in self.stores}

    def catalog(self, chars: int | None = None) -> str:
        self._served()
        return self._recaller.catalog(chars or self.catalog_chars)

    @property
    def root(self) -> Path | None:
        return self.folder

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        if not isinstance(messages, str):  # a query as text, as recall takes it, stays one
            messages = plain_messages(messages)
        if self.public is not None:  # the published version, and this visitor's notes
            return self.public.system_prompt(messages, base, rules)
        recalled = self.recall(messages)
        return SystemPrompt(build_system(base, self.catalog(), recalled, rules=rules,
                                         budget=self.recall_chars), recalled)

    # ------------------------------------------------------------ sessions
    def end_session(self) -> int:
        source = self.public.source if self.public is not None else self.project
        return source.end_session_notes(self.session)

    def waiting(self) -> builtins.list[str]:
        from memdir.service.turn_report import proposals_line

        # Counted by the stores themselves, as `inbox_page` counts with limit 0: the
        # per-prompt path loads no proposal class (tests/test_cli_fast.py).
        count = sum(store.proposal_page("pending", limit=0)[1]
                    for store in self.stores if store.exists())
        return [proposals_line(count)] if count else []

    @property
    def unanswered_questions(self) -> Callable[[], builtins.list[Question]] | None:
        from memdir.service.public import serves_visitors, unanswered_questions

        source = self.public.source if self.public is not None else self.project
        if self.public is None and not serves_visitors(source):
            return None
        return lambda: unanswered_questions(source)
