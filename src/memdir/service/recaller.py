"""Recall: which records a turn's prompt gets, and the catalog beside them.

`Recaller` ranks the records of every store (the offline ranker, fused with the semantic
model when ``MEMDIR_RANKER=fused`` and the model is ready: loaded here, or in a short-lived
process asked of the user's resident process, `memdir.service.resident`, and lexical when
that does not answer in time), lets the model choose from
the catalog when there is one (`memdir.pipeline.select`), and labels a record whose cited
code changed (`memdir.pipeline.anchors`): held back or labelled as the settings say, and
noticed for a person's review (``notice``).
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record
from memdir.foundation.validity import now_instant
from memdir.pipeline.recall import Recalled
from memdir.pipeline.select import (
    MAX_SELECTED,
    Entry,
    Selection,
    recent_user_text,
    select_relevant,
    shared_catalog,
)
from memdir.pipeline.shares import fair_take
from memdir.providers.base import Message, Provider, has_model
from memdir.service.origins import origin_of
from memdir.service.validity import annotate
from memdir.store.base import Hit, Store

CANDIDATE_POOL = 40  # ranker candidates shown to the selection model before recent ones
# A record that asks ("Does Frank know yet?", 学生们知道了吗？, 入稿の締め切りは？) holds no
# answer, though it shares a question's words, often its very words: of the 2,765 turns
# benchmarks/conversations.py's questions name as their answers 3% ask, of all its turns 27%
# (en 3% and 30%, zh 2% and 26%, ja 4% and 26%). It goes ASKING_PLACES places down (1 to 4
# all gained there, simulated; 3 gained most with no set lower lexically); with nothing
# else to recall it still comes back. Only a record whose body adds no statement to its
# question asks so (a conversation's turn: its body the turn again, with what it follows
# in brackets); a person's note asking a question and answering it below ("Where do
# staging deploys go?" over "the stg-2 cluster") is an answer. And it never goes below a
# hit scoring less than half its score (ASKING_FLOOR): only near rivals pass it.
ASKING_PLACES = 3
ASKING_FLOOR = 0.5
_ASKS = re.compile(r"[?？][\s\"'”’」』)）]*$")
_ASIDE = re.compile(r"\(.*\)|\[.*\]|（.*）|【.*】")
SEMANTIC_RECHECK = 5.0  # seconds between asks whether a model being prepared is ready
_UNSET = object()

Noticed = list[tuple[Store, Record, tuple[Any, ...]]]


def cited_code(rec: Record, root: str | None,
               deadline: list[float] | None = None) -> tuple[Any, ...]:
    """The state of the code a record cites (`memdir.pipeline.anchors`, imported only for
    one); none without a project folder, where there is no code to check it against.
    The records of one recall share one ``deadline`` (set by the first that cites code):
    what is not checked by then is ``unchecked``, and the prompt goes on."""
    if root is None or "anchors" not in rec.extra:
        return ()
    from memdir.pipeline.anchors import check_all, deadline_in

    if deadline is None:
        return tuple(check_all(rec.anchors, root))
    if not deadline:
        deadline.append(deadline_in())
    return tuple(check_all(rec.anchors, root, deadline[0]))


def asks(description: str) -> bool:
    """Whether a record's description is a question (it ends in a question mark)."""
    return _ASKS.search(description) is not None


def asking_turn(rec: Record) -> bool:
    """Whether a record asks and holds nothing more (`after_asking` moves it down): its
    description asks (`asks`), and each line of its body asks too or is a bracketed aside
    ("(after …)", "[… shared a photo …]": a conversation's turn and what it follows). A
    record answering its question in its body (an FAQ note) is no asking turn."""
    if not asks(rec.description):
        return False
    for line in rec.body.splitlines():
        line = line.strip()
        if line and not asks(line) and not _ASIDE.fullmatch(line):
            return False
    return True


def after_asking(entries: Sequence[Entry], asking: Callable[[Entry], bool],
                 places: int = ASKING_PLACES) -> list[Entry]:
    """``entries`` (best first) with each that is ``asking`` moved down below the
    ``places`` entries after it at most, and only below those scoring at least
    `ASKING_FLOOR` of its score (it stops above the first weaker one), the others keeping
    their order."""
    def place(i: int) -> float:
        if not asking(entries[i]):
            return i
        passed = 0
        for later in entries[i + 1:i + 1 + places]:
            if later.score < ASKING_FLOOR * entries[i].score:
                break
            passed += 1
        return i + passed + 0.5 if passed else i

    return [entries[i] for i in sorted(range(len(entries)), key=place)]


class Recaller:
    """Recall over a memory's stores (see the module docstring).

    Args:
        stores: the stores, asked at each recall (a public agent swaps its project store).
        provider: the model, resolved when first needed.
        stale_anchors: ``label`` or ``hold`` a record whose cited code changed.
        root: the project folder its records' anchors are relative to.
        notice: called with the records whose cited code is stale or gone.
        resident: never load a model here; with the fused ranker, ask the resident
            process to rank each file store (see `Memory`).
        embedder: where the model comes from instead (see `Memory`).
    """

    def __init__(self, stores: Callable[[], list[Store]], *, config: Config,
                 provider: Callable[[], Provider], catalog_chars: int, stale_anchors: str,
                 root: str | None, log: Callable[[str], None],
                 notice: Callable[[Noticed], None], resident: bool = False,
                 embedder: Callable[[], Any] | None = None) -> None:
        self._stores = stores
        self.config = config
        self._provider = provider
        self.catalog_chars = catalog_chars
        self.stale_anchors = stale_anchors
        self.root = root
        self.log = log
        self.notice = notice
        self._embedder: Any = _UNSET
        self._semantic_again: float | None = None  # when to ask if the model is ready
        self.resident = resident
        self._given = embedder
        self._checked = False  # with no resident: the model's readiness was checked
        self._said: set[str] = set()  # what the resident said why it did not rank
        self._resident_answered = False  # the resident ranked a store of this recall

    @property
    def stores(self) -> list[Store]:
        return self._stores()

    @property
    def provider(self) -> Provider:
        return self._provider()

    def total(self, *, closed: bool = True) -> int:
        """How many records the stores hold; ``closed=False``: those that hold now (a
        catalog's "N more records not shown" counts only what it could have shown)."""
        return sum(s.count(closed=closed) for s in self.stores if s.exists())

    def ranked(self, query: str, limit: int, cut: bool,
               as_of: str | None = None) -> list[Entry]:
        """The best ``limit`` hits that hold now (or at ``as_of``), each store getting its
        share of the places (a project of keyword-stuffed records cannot take the user's
        places), an asking turn (`asking_turn`) up to `ASKING_PLACES` places down
        (`after_asking`)."""
        hits: list[Entry] = []
        turns: set[tuple[str, str]] = set()  # (scope, name) of the asking turns
        for store in self.stores:
            if not store.exists():
                continue
            entries = self._entries(store, query, limit, cut, as_of, turns)
            if any((e.scope, e.name) in turns for e in entries):
                # Asked again for the hits that fill the places it leaves; only then, as a
                # search for more ranks from more candidates (the fused ranker's pool).
                entries = self._entries(store, query, limit + ASKING_PLACES, cut, as_of,
                                        turns)
            # The store's best, in its own order (the fused ranker's is not by score).
            hits += after_asking(entries, lambda e: (e.scope, e.name) in turns)[:limit]
        hits.sort(key=lambda e: -e.score)
        return fair_take(after_asking(hits, lambda e: (e.scope, e.name) in turns), limit,
                         group=lambda e: e.scope)

    def _entries(self, store: Store, query: str, limit: int, cut: bool,
                 as_of: str | None, turns: set[tuple[str, str]]) -> list[Entry]:
        out = []
        for h in self.rank(store, query, limit, None if cut else 0.0, as_of):
            rec = store.find(h.name)
            if rec is not None:
                out.append(Entry(rec.name, rec.description, rec.type, rec.updated or "",
                                 store.scope, h.score))
                if asking_turn(rec):
                    turns.add((store.scope, rec.name))
        return out

    @property
    def ranker(self) -> str:
        """The ranker recall uses: ``lexical``, ``fused (MODEL)``, or ``fused (resident
        process)`` in a process that asks it."""
        if self.resident:
            return "fused (resident process)" if self._asks_resident() else "lexical"
        embedder = self.semantic()
        return "lexical" if embedder is None else f"fused ({embedder.name})"

    def semantic(self) -> Any:
        """The embedder when ``MEMDIR_RANKER=fused`` and the model is ready (loaded once
        per process), else None: the lexical ranker, after one sentence saying why. A
        model not ready yet is prepared in the background, never here
        (`memdir.providers.semantic.ready`); a Memory that lives on asks again now and then and
        turns fused once it is ready. None in a process that asks the resident process
        (`resident`): a model is never loaded there."""
        if self.resident:
            return None
        if self._given is not None:
            return self._given() if self.config.ranker == "fused" else None
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

    def embed_written(self, store: Store, record: Record) -> None:
        """With the semantic ranker on, a written record's vector is computed now, by the
        writer, so the next recall embeds only its query."""
        embedder = self.semantic()
        sync = getattr(store, "sync_vectors", None)  # a file store's index keeps vectors
        if embedder is not None and sync is not None:
            from memdir.store.fusion import EMBED_BUDGET

            # The record is written: an index that cannot take its vector now only means
            # the next search embeds it.
            with contextlib.suppress(MemdirError):
                sync(embedder, EMBED_BUDGET)

    def rank(self, store: Store, query: str, limit: int,
              min_score: float | None, as_of: str | None = None) -> list[Hit]:
        if self.resident:
            hits = self._ask_resident(store, query, limit, min_score, as_of)
            if hits is not None:
                return hits
        return store.search(query, limit, min_score=min_score, embedder=self.semantic(),
                            as_of=as_of)

    def _prefetch(self, query: str) -> None:
        """With the model here: the query's embedding started now, in a thread, so that it
        runs while the stores rank lexically (each store's fused search then waits for it,
        `Embedder.prefetch`), not after."""
        embedder = self.semantic()
        if embedder is not None and hasattr(embedder, "prefetch"):
            from memdir.store.fusion import embeds

            if embeds(query, embedder):
                embedder.prefetch(query)

    def _asks_resident(self) -> bool:
        """Whether fused ranking is asked of the resident process: the fused ranker is
        on and there may be a resident (``MEMDIR_RESIDENT``). A resident that answers knows
        whether the model is ready, prepares it if not, and says why it does not rank;
        where none answers, recall is lexical (`_check_model`)."""
        if self.config.ranker != "fused":
            return False
        if not self.config.resident:
            self._check_model()
        return self.config.resident

    def _check_model(self) -> None:
        """With no resident answering: the model's readiness checked here, once, with
        stats (never loaded): one not ready is prepared in the background, and one
        sentence says so, or why it cannot be."""
        if not self._checked:
            from memdir.providers.semantic.ready import ready_source

            ready_source(self.config, self.log)
            self._checked = True

    def _ask_resident(self, store: Store, query: str, limit: int,
                      min_score: float | None, as_of: str | None) -> list[Hit] | None:
        """The resident process's fused hits for a file store, or None (not asked, or no
        answer in time: the caller ranks lexically)."""
        from memdir.store.files.store import FileStore

        if not (self._asks_resident() and isinstance(store, FileStore)):
            return None
        from memdir.service.resident import ask

        answer = ask({"kind": "search", "root": str(store.root.resolve()),
                      "scope": store.scope, "query": query, "limit": limit,
                      "min_score": min_score, "as_of": as_of})
        if answer is None:  # none runs (started now), or none answered in time
            self._check_model()
        elif not answer.get("ok") and answer.get("why") not in self._said:
            self._said.add(str(answer.get("why")))  # the model's state, said once
            self.log(str(answer.get("why")))
        if not answer or not answer.get("ok"):
            return None
        self._resident_answered = True
        return [Hit(str(name), float(score), tuple(matched))
                for name, score, matched in answer["hits"]]

    def recent(self, limit: int) -> list[Entry]:
        """The ``limit`` most recently updated entries that hold, shared between the
        stores (a record a correction closed is history: `memdir ls --history`)."""
        out: list[Entry] = []
        now = now_instant()
        for store in self.stores:
            if store.exists():
                out += [replace(e, scope=store.scope) for e in store.entries(limit)
                        if not (e.valid_to and e.valid_to <= now)]
        out.sort(key=lambda e: e.updated, reverse=True)
        return fair_take(out, limit, group=lambda e: e.scope)

    def select(self, messages: Sequence[Message] | str, limit: int = MAX_SELECTED,
               as_of: str | None = None) -> Selection:
        """Choose the records relevant to this turn (one model call at most).

        ``limit`` is MAX_SELECTED for a turn's prompt; an explicit request for more
        (``memdir recall --top 20``, ``memory_search`` with a limit) passes its own. At a
        past time (``as_of``) the ranker chooses: the catalog a model chooses from is
        today's.
        """
        query = messages if isinstance(messages, str) else recent_user_text(messages)
        self._resident_answered = False
        if not query.strip():
            return Selection(method="none")
        total = self.total()
        if total == 0:
            return Selection(method="none")
        self._prefetch(query)
        offline = self.ranked(query, limit, cut=True, as_of=as_of)
        if as_of is not None:
            return Selection(offline, "offline")
        provider = self.provider
        candidates: list[Entry] = []
        if has_model(provider):
            seen: set[tuple[str, str]] = set()
            for entry in self.ranked(query, CANDIDATE_POOL, cut=False) + self.recent(200):
                if (entry.scope, entry.name) not in seen:
                    seen.add((entry.scope, entry.name))
                    candidates.append(entry)
        # The model's catalog lists what holds: its "not shown" note counts only that (a
        # second count, asked only when a model reads the catalog).
        holding = self.total(closed=False) if candidates else total
        selection = select_relevant(query, candidates, offline, provider,
                                    holding, self.catalog_chars, limit)
        if selection.method == "offline" and (self._embedder not in (None, _UNSET)
                                              or self._resident_answered
                                              or (self._given is not None
                                                  and self.semantic() is not None)):
            # The ranker's hits came from the fused ranker: say so ("memdir recall --json").
            selection = replace(selection, method="fused")
        if selection.note:
            self.log(f"[Memory: {selection.note}]")
        return selection

    def recall(self, messages: Sequence[Message] | str, limit: int = MAX_SELECTED,
               as_of: str | None = None) -> tuple[list[Recalled], str]:
        """The records that would be injected for this turn (that hold now, or at
        ``as_of``), with scores (at most ``limit``; a turn injects at most MAX_SELECTED),
        and how they were chosen. Each says what it replaced, and at a past time what
        replaced it since (`memdir.service.validity.annotate`)."""
        selection = self.select(messages, limit, as_of)
        out = []
        changed = []
        deadline: list[float] = []
        for entry in selection.entries:
            # By scope, not position: a Memory over the user store alone has it as .project.
            store = next((s for s in self.stores if s.scope == entry.scope), None)
            rec = store.find(entry.name) if store is not None else None
            if store is None or rec is None:
                continue
            checks = cited_code(rec, self.root, deadline)
            item = Recalled(rec, entry.scope, entry.score, selection.method, checks,
                            origin_of(rec, store))
            if item.code_status in ("stale", "gone"):
                changed.append((store, rec, checks))
                if self.stale_anchors == "hold":
                    continue
            out.append(item)
        if changed:
            # A person decides whether such a memory holds: it goes to the inbox, once.
            self.notice(changed)
        return annotate(out, self._find, as_of), selection.method

    def _find(self, scope: str, name: str) -> Record | None:
        store = next((s for s in self.stores if s.scope == scope), None)
        return store.find(name) if store is not None and store.exists() else None

    def catalog(self, chars: int) -> str:
        """The capped catalog text for the system prompt (most recently updated first),
        at most ``chars`` characters: a cap per call (a server's requests share one
        Memory)."""
        # What holds now: a record a correction closed is never listed, so it is not
        # counted among those "not shown" either.
        total = self.total(closed=False)
        if total == 0:
            return ""
        _, text = shared_catalog(self.recent(max(1, chars // 20)), chars, total)
        return text


__all__ = ["ASKING_FLOOR", "ASKING_PLACES", "CANDIDATE_POOL", "Recaller", "after_asking",
           "asking_turn", "asks", "cited_code"]
