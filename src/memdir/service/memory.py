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

import functools
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import MAX_RECORDS
from memdir.pipeline.recall import RECALL_CHARS, Recalled, SystemPrompt, build_system
from memdir.pipeline.select import (
    CATALOG_CHARS,
    MAX_SELECTED,
    Entry,
    Selection,
    recent_user_text,
    select_relevant,
    shared_catalog,
)
from memdir.pipeline.shares import fair_take
from memdir.providers.base import Message, Provider, has_model
from memdir.service.operations import RecordOperations
from memdir.service.origins import origin_of
from memdir.service.review import ReviewOperations
from memdir.service.scopes import find_project, project_store, user_store
from memdir.service.turns import TRIGGER_RECORDS, TurnOperations, TurnReport
from memdir.store.base import Store, project_folder
from memdir.store.files.store import FileStore

if TYPE_CHECKING:
    from memdir.service.public import PublicMode, Question
    from memdir.service.write_policy import WritePolicy
    from memdir.service.writes import WriteFunnel

__all__ = ["Memory", "TurnReport"]

STALE_ANCHOR_MODES = ("label", "hold")
CANDIDATE_POOL = 40  # ranker candidates shown to the selection model before recent ones
SEMANTIC_RECHECK = 5.0  # seconds between asks whether a model being prepared is ready


_UNSET = object()


def _new_session() -> str:
    # The 12 hex digits uuid4().hex[:12] gave (all random bits), without importing uuid,
    # which loads platform and its patterns into every `memdir recall`.
    return os.urandom(6).hex()


def _open_stores(project: str | os.PathLike[str] | Store | None,
                 user: Store | bool, config: Config) -> tuple[Store, Store | None]:
    """The project store and the user store (None for none) `Memory` was asked for.

    A path is a project folder; anything else given is a store (any store of the
    contract, `memdir.store.base.Store`: a FileStore, a PostgresStore)."""
    if project is None and find_project(config=config) is None:
        # No project here (the home folder, /, a folder others can write): the user
        # store alone, as the MCP server does, never a .memory/ in such a folder.
        project, user = user_store(config), False
    if project is None:
        opened: Store = project_store(config=config)
    elif isinstance(project, (str, os.PathLike)):
        opened = FileStore(Path(project) / ".memory", scope="project")
    else:
        opened = project
    if user is True:
        return opened, user_store(config)
    return opened, user or None


def _checks(rec: Any, root: str | None) -> tuple:
    """The state of the code a record cites (`memdir.pipeline.anchors`, imported only for one);
    none without a project folder, where there is no code to check it against."""
    if root is None or "anchors" not in rec.extra:
        return ()
    from memdir.pipeline.anchors import check_all

    return check_all(rec.anchors, root)


class Memory(RecordOperations, ReviewOperations, TurnOperations):
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

    The review API (inbox, approve, reject, changes, undo, tombstones, policy) is
    `memdir.service.review.ReviewOperations`; the record operations are
    `memdir.service.operations.RecordOperations`; the turn end (after_turn, admit, remember,
    consolidate) is `memdir.service.turns.TurnOperations`.
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
    ) -> None:
        self.config = config = config or Config.from_env()
        stale_anchors = stale_anchors or config.stale_anchors
        if stale_anchors not in STALE_ANCHOR_MODES:
            raise MemdirError(f"Unknown stale_anchors {stale_anchors!r}; use 'label' or "
                              "'hold'.")
        self.stale_anchors = stale_anchors
        self.project, self.user = _open_stores(project, user, config)
        self._provider_arg = provider
        self._provider: Provider | None = provider if isinstance(provider, Provider) else None
        self.session = session or _new_session()
        self.catalog_chars = catalog_chars
        self.recall_chars = recall_chars
        self.consolidate_at = consolidate_at
        self.max_records = max_records
        self.log = log or (lambda line: None)
        self._embedder: Any = _UNSET
        self._semantic_again: float | None = None  # when to ask if the model is ready
        self._scoped: dict[str, Memory] = {}
        found = Path(folder) if folder is not None else project_folder(self.project)
        self.folder: Path | None = found
        self._root = str(found) if found is not None else None
        self.public: PublicMode | None = None
        self._start_public(writers or config.writers, clock,
                           session_ttl or config.session_ttl)
        self._policy = policy
        from memdir.service.accounting import Accounting

        self.accounting = Accounting.for_config(config, lambda: self.session,
                                                self._root or "")

    @functools.cached_property
    def writes(self) -> WriteFunnel:
        """The write funnel every write goes through (`memdir.service.writes`), made at the first
        write: a recall, which every prompt hook runs, never loads the write side."""
        from memdir.service.writes import WriteFunnel

        return WriteFunnel(self)

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
            self.public = PublicMode(self, self.project, clock=clock, ttl=ttl)
            self.public.refresh()

    # ------------------------------------------------------------ parts
    @property
    def stores(self) -> list[Store]:
        return [s for s in (self.project, self.user) if s is not None]

    @property
    def provider(self) -> Provider:
        """The model (resolved on first use, so an offline Memory never imports an SDK)."""
        if self._provider is None:
            from memdir.providers import get_provider

            name = self._provider_arg if isinstance(self._provider_arg, str) else None
            self._provider = get_provider(name, config=self.config)
        return self._provider

    def scoped(self, scope: str | None) -> Memory:
        """This Memory over the stores of one scope only (a search the caller limited to
        one scope; the model then chooses from that store's catalog)."""
        stores = self.routes.of(scope)
        if len(stores) == len(self.stores):
            return self
        key = stores[0].scope
        if key not in self._scoped:
            self._scoped[key] = Memory(stores[0], user=False,
                                       provider=self._provider or self._provider_arg,
                                       session=self.session, catalog_chars=self.catalog_chars,
                                       log=self.log)
        return self._scoped[key]

    def close(self) -> None:
        self.accounting.close()
        for store in self.stores:
            store.close()
        for part in self._scoped.values():
            part.close()
        self._scoped.clear()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ recall
    def _total(self) -> int:
        return sum(s.count() for s in self.stores if s.exists())

    def _ranked(self, query: str, limit: int, cut: bool) -> list[Entry]:
        """The best ``limit`` hits, each store getting its share of the places (a project
        of keyword-stuffed records cannot take the user's places)."""
        hits: list[Entry] = []
        for store in self.stores:
            if not store.exists():
                continue
            found = self._search(store, query, limit, None if cut else 0.0)
            for h in found:
                rec = store.find(h.name)
                if rec is None:
                    continue
                hits.append(Entry(rec.name, rec.description, rec.type, rec.updated or "",
                                  store.scope, h.score))
        hits.sort(key=lambda e: -e.score)
        return fair_take(hits, limit, group=lambda e: e.scope)

    @property
    def ranker(self) -> str:
        """The ranker recall uses: ``lexical`` or ``fused (MODEL)``."""
        embedder = self._semantic()
        return "lexical" if embedder is None else f"fused ({embedder.name})"

    def _semantic(self) -> Any:
        """The embedder when ``MEMDIR_RANKER=fused`` and the model is ready (loaded once
        per process), else None: the lexical ranker, after one sentence saying why. A
        model not ready yet is prepared in the background, never here
        (`memdir.providers.semantic.ready`); a Memory that lives on asks again now and then and
        turns fused once it is ready."""
        if self._embedder is _UNSET or (self._embedder is None and self._semantic_again
                                        and time.monotonic() >= self._semantic_again):
            again = self._embedder is not _UNSET
            self._embedder, self._semantic_again = None, None
            if self.config.ranker == "fused":
                from memdir.providers.semantic.ready import when_ready

                self._embedder, pending = when_ready(
                    self.config, (lambda line: None) if again else self.log)
                if pending:
                    self._semantic_again = time.monotonic() + SEMANTIC_RECHECK
        return self._embedder

    def _search(self, store: Store, query: str, limit: int,
                min_score: float | None) -> list:
        return store.search(query, limit, min_score=min_score, embedder=self._semantic())

    def _recent(self, limit: int) -> list[Entry]:
        """The ``limit`` most recently updated entries, shared between the stores."""
        out: list[Entry] = []
        for store in self.stores:
            if store.exists():
                out += [replace(e, scope=store.scope) for e in store.entries(limit)]
        out.sort(key=lambda e: e.updated, reverse=True)
        return fair_take(out, limit, group=lambda e: e.scope)

    def select(self, messages: Sequence[Message] | str,
               limit: int = MAX_SELECTED) -> Selection:
        """Choose the records relevant to this turn (one model call at most).

        ``limit`` is MAX_SELECTED for a turn's prompt; an explicit request for more
        (``memdir recall --top 20``, ``memory_search`` with a limit) passes its own.
        """
        query = messages if isinstance(messages, str) else recent_user_text(messages)
        if not query.strip():
            return Selection(method="none")
        total = self._total()
        if total == 0:
            return Selection(method="none")
        offline = self._ranked(query, limit, cut=True)
        provider = self.provider
        candidates: list[Entry] = []
        if has_model(provider):
            seen: set[tuple[str, str]] = set()
            for entry in self._ranked(query, CANDIDATE_POOL, cut=False) + self._recent(200):
                if (entry.scope, entry.name) not in seen:
                    seen.add((entry.scope, entry.name))
                    candidates.append(entry)
        selection = select_relevant(query, candidates, offline, provider, total,
                                    self.catalog_chars, limit)
        if selection.method == "offline" and self._embedder not in (None, _UNSET):
            # The ranker's hits came from the fused ranker: say so ("memdir recall --json").
            selection = replace(selection, method="fused")
        if selection.note:
            self.log(f"[Memory: {selection.note}]")
        return selection

    def recall(self, messages: Sequence[Message] | str,
               limit: int = MAX_SELECTED) -> list[Recalled]:
        """The records that would be injected for this turn, with scores (at most
        ``limit``; a turn injects at most MAX_SELECTED)."""
        start = time.perf_counter()
        with self.accounting.listening():
            out, method = self._recall(messages, limit)
        self.accounting.record_event("recall", ms=round((time.perf_counter() - start) * 1000, 3),
                                     hits=len(out), method=method)
        return out

    def _recall(self, messages: Sequence[Message] | str,
                limit: int) -> tuple[list[Recalled], str]:
        selection = self.select(messages, limit)
        out = []
        changed = []
        for entry in selection.entries:
            # By scope, not position: a Memory over the user store alone has it as .project.
            store = next((s for s in self.stores if s.scope == entry.scope), None)
            rec = store.find(entry.name) if store else None
            if rec is None:
                continue
            checks = _checks(rec, self._root)
            item = Recalled(rec, entry.scope, entry.score, selection.method, checks,
                            origin_of(rec, store))
            if item.code_status in ("stale", "gone"):
                changed.append((store, rec, checks))
                if self.stale_anchors == "hold":
                    continue
            out.append(item)
        if changed and self.public is None:
            # A person decides whether such a memory holds: it goes to the inbox, once.
            from memdir.service.anchor_review import notice  # only a recall that found one loads it

            notice(changed, self._root, self.log)
        return out, selection.method

    def sizes(self) -> dict[str, int]:
        """How many records each store holds now, by scope."""
        return {s.scope: s.count() if s.exists() else 0 for s in self.stores}

    @property
    def root(self) -> Path | None:
        """The project folder anchors are relative to (the one holding ``.memory/``);
        None when the store is not in a folder and none was given (``folder``)."""
        return self.folder

    def catalog(self, chars: int | None = None) -> str:
        """The capped catalog text for the system prompt (most recently updated first),
        at most ``chars`` characters (default: ``catalog_chars``). A cap per call, not a
        change of ``catalog_chars``: a server's requests share one Memory."""
        chars = chars or self.catalog_chars
        total = self._total()
        if total == 0:
            return ""
        _, text = shared_catalog(self._recent(max(1, chars // 20)), chars, total)
        return text

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        """System blocks for this turn: base, rules, policy, catalog, recalled records.

        Call once per user turn and reuse the result for every step of that turn. The
        result is the list of blocks; its ``recalled`` attribute says which records went
        into them.
        """
        if self.public is not None:  # the published version, and this visitor's notes
            return self.public.system_prompt(messages, base, rules)
        recalled = self.recall(messages)
        return SystemPrompt(build_system(base, self.catalog(), recalled, rules=rules,
                                         budget=self.recall_chars), recalled)

    # ------------------------------------------------------------ sessions
    def end_session(self) -> int:
        """The session ended: delete its session notes (public-agent mode); return how
        many there were."""
        store = self.public.source if self.public is not None else self.project
        return store.end_session_notes(self.session)

    @property
    def unanswered_questions(self) -> Callable[[], list[Question]] | None:
        """Visitors' questions answered without any relevant memory, newest first: a
        function, offered only where visitors were served (this Memory, or the project's
        log), so the review page can say public-agent mode is off everywhere else."""
        from memdir.service.public import serves_visitors, unanswered_questions

        source = self.public.source if self.public is not None else self.project
        if self.public is None and not serves_visitors(source):
            return None
        return lambda: unanswered_questions(source)
