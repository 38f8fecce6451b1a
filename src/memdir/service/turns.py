"""What `Memory` learns after a turn: extract candidates from the conversation, admit
them through the one pipeline, and consolidate a store that grew.

`after_turn` never raises: a failure becomes one line in its report, because the user's
task is already done by then. `Memory` asks a `Turns` for these; recall and the stores
stay in `memdir.service.memory`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import zip_longest
from pathlib import Path
from typing import TYPE_CHECKING

from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record
from memdir.foundation.validity import now_instant
from memdir.providers.base import Message, Provider, has_model
from memdir.service.turn_report import TurnReport
from memdir.store.change import own_change

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.service.accounting import Accounting
    from memdir.service.public import PublicMode
    from memdir.service.routing import Routes
    from memdir.service.writes.pipeline import Pipeline

# A turn that stored into a store consolidates it once it holds this many records.
TRIGGER_RECORDS = 10
# How many times a write another writer raced is decided again before its failure stands.
RACE_ROUNDS = 8


def extracted(provider: Callable[[], Provider | None], messages: Sequence[Message],
              existing: Sequence[Record], report: TurnReport,
              log: Callable[[str], None]) -> list[Candidate] | None:
    """A turn's candidates, or None when extraction failed: said in ``report`` and ``log``
    (a local `Memory` and a `RemoteMemory` both extract here, in the agent's process).
    ``provider`` is asked for the model here: one that cannot be made (no key, a name no
    provider has) is a failed extraction too, never an error of the turn's end."""
    from memdir.pipeline.extract import extract_candidates  # imported here: a recall never extracts

    try:
        return extract_candidates(provider(), messages, existing)
    except MemdirError as exc:
        report.errors.append(f"extraction failed: {exc}")
        log(f"[Memory extraction skipped: {exc}]")
        return None


class Turns:
    """The turn end of one `Memory`: extraction with its model, admission and writes
    through its pipeline, consolidation of a store that grew.

    Args:
        pipeline: the memory's command pipeline (every write goes through it).
        provider: the model, resolved when first needed (``lambda: memory.provider``).
        public: public-agent mode, when the writers are untrusted (visitors' words are
            proposed, never written).
        root: the project folder (extracted records cite its files).
    """

    def __init__(self, pipeline: Pipeline, provider: Callable[[], Provider], *,
                 public: PublicMode | None, root: Path | None,
                 log: Callable[[str], None], consolidate_at: int, max_records: int,
                 accounting: Accounting) -> None:
        self.pipeline = pipeline
        self._provider = provider
        self.public = public
        self.root = root
        self.log = log
        self.consolidate_at = consolidate_at
        self.max_records = max_records
        self.accounting = accounting

    @property
    def routes(self) -> Routes:
        return self.pipeline.routes

    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None, *, heard: bool = True) -> TurnReport:
        """Run extracted candidates through the pipeline, as the model's writes (a
        candidate quoting the user's own words is the user's, unless not ``heard``: a
        model wrote its text)."""
        report = report or TurnReport()
        if not candidates:
            return report
        if self.public is not None:  # a visitor's: notes and proposals, as a server's admit
            return self.public.receive(candidates, messages, report)
        from memdir.service.commands import Save  # a write: the per-prompt path never loads it

        saved = self.pipeline.save(Save(candidates, writer="model", messages=messages,
                                        heard=heard))
        # A write whose record another writer wrote after admission (two threads of one
        # agent, two processes) is decided again against the store as it is now, as a
        # turn after that write would be; each round one of the racers lands.
        for _ in range(RACE_ROUNDS):
            raced = [i for i, done in enumerate(saved) if done.raced]
            if not raced:
                break
            again = self.pipeline.save(Save([candidates[i] for i in raced], writer="model",
                                            messages=messages, heard=heard))
            for i, done in zip(raced, again, strict=True):
                saved[i] = done
        for done in saved:
            report.decisions.append(done.decision)
            if done.proposal is not None:
                report.proposed.append(done.proposal)
            if done.record is not None:
                report.stored.append(done.record)
            elif done.error:
                report.errors.append(f"{done.decision.candidate.name}: {done.error}")
        return report

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Turn end: extract, admit, and consolidate a store that grew. Never raises.
        Counted by `memdir stats`: its time and the stores' size after it."""
        start = time.perf_counter()
        with self.accounting.together(), self.accounting.listening():
            report = self._after_turn(messages)
            if self.accounting.on:
                # The store's size only after a turn that wrote (counting costs as much as
                # the rest of the accounting): it changed then, and only then.
                size = {"records": sum(s.count() for s in self.routes.of(None) if s.exists())} \
                    if report.stored else {}
                self.accounting.record_event(
                    "turn", ms=round((time.perf_counter() - start) * 1000, 3), **size)
        return report

    def _after_turn(self, messages: Sequence[Message]) -> TurnReport:
        # Imported here: recall, which every prompt hook runs, never extracts.
        from memdir.pipeline.citations import cite_candidates

        if self.public is not None:  # a visitor's words are proposed, never written
            return self.public.after_turn(messages)
        report = TurnReport()
        candidates = extracted(self._provider, messages, self.existing(), report, self.log)
        if candidates is None:
            return report
        candidates = cite_candidates(candidates, messages, self.root)
        # Offline rules keep the user's words; a model's text is the model's unless it
        # says only what it quotes: `{"policy": {"model": "propose"}}` holds it for review.
        heard = not has_model(self._provider())
        with own_change("extract") as tag:  # one turn's writes: one change to undo
            self.admit(candidates, messages, report, heard=heard)
        report.change = tag.id if report.stored else None
        touched = {id(s): s for s in (self.routes.for_type(r.type) for r in report.stored)}
        names = [r.name for r in report.stored]
        for store in touched.values():
            if store.count() >= self.consolidate_at:
                # One pass, over the group the new records landed in: a turn costs at most
                # three extra model calls however large the store is.
                report.consolidation.append(
                    self.consolidate(store.scope, focus=names, max_groups=1))
        if report.decisions:
            self.log(report.summary())
        import shlex  # imported late: only a consolidation that deleted needs it

        for result in report.consolidation:
            # Consolidation removes what a user stored: never silently.
            for name in result.deleted:
                self.log(f"[Memory consolidation removed {name!r}; bring it back with: "
                         f"memdir restore {shlex.quote(name)}]")
            for pid in result.proposed:
                self.log(f"[Memory consolidation proposed {pid}; review it with: "
                         "memdir inbox]")
        return report

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        """Extraction over a whole conversation, turn by turn (``memdir extract FILE``).

        `after_turn` reads the last turn only, so an instruction in the first message of
        a long conversation was never seen. Here every turn is read: offline, each turn
        on its own (free); with a model, turns grouped into extraction windows, one
        extraction call per window. Provenance points at each message. Never raises.
        """
        from memdir.pipeline.conversation import (
            WINDOW_CHARS,
            WINDOW_MESSAGES,
            extraction_points,
        )

        report = TurnReport()
        try:
            per_turn = not has_model(self._provider())
        except MemdirError as exc:
            report.errors.append(f"extraction failed: {exc}")
            return report
        for end in extraction_points(messages, per_turn=per_turn,
                                     max_messages=WINDOW_MESSAGES, max_chars=WINDOW_CHARS):
            part = self.after_turn(messages[:end])
            report.decisions += part.decisions
            report.stored += part.stored
            report.consolidation += part.consolidation
            report.errors += part.errors
            report.proposed += part.proposed
        return report

    def existing(self) -> list[Record]:
        """Existing records for the extraction prompt, newest first, the stores taking
        turns: its catalog is capped, and a repository's records must not hide the
        user's (the model corrects a record only when it can see its name)."""
        now = now_instant()  # a record a correction closed is history, not to correct
        lists = [[Record(e.name, e.description, e.type) for e in store.entries(200)
                  if not (e.valid_to and e.valid_to <= now)]
                 for store in self.routes.of(None) if store.exists()]
        return [rec for row in zip_longest(*lists) for rec in row if rec is not None]

    def remember(self, text: str) -> TurnReport:
        """Store what a person asked to remember explicitly, through the same pipeline."""
        from memdir.pipeline.extract import candidate_from_text

        if self.public is not None:
            report = TurnReport()
            report.decisions += self.public.propose([candidate_from_text(text)])
            return report

        with own_change("remember") as tag:
            report = self.admit([candidate_from_text(text)],
                                [{"role": "user", "content": text}])
        report.change = tag.id if report.stored else None
        return report

    def consolidate(self, scope: str | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        """Consolidate one store (default: the project store), all of it unless
        ``max_groups`` limits the model calls. Never raises."""
        with self.accounting.listening():
            return self._consolidate(scope, dry_run, focus, max_groups)

    def _consolidate(self, scope: str | None, dry_run: bool, focus: Sequence[str],
                     max_groups: int | None) -> ConsolidationResult:
        from memdir.pipeline.consolidate import ConsolidationResult, consolidate
        from memdir.service.commands import Plan

        try:
            store = self.routes.of(scope)[0]
            # Its own change even after a turn's extraction: undoing a merge must not
            # take the turn's new memory with it. Plans go through the pipeline, which
            # applies, proposes or refuses each as the write policy says.
            with own_change("consolidate"):
                return consolidate(
                    store, self._provider(), max_records=self.max_records, dry_run=dry_run,
                    focus=focus, max_groups=max_groups, log=self.log,
                    apply=lambda plan: self.pipeline.plan(
                        Plan(store.scope, plan.group, plan.output, plan.found, plan.review)))
        except MemdirError as exc:
            self.log(f"[Memory consolidation skipped: {exc}]")
            return ConsolidationResult(skipped=[str(exc)], dry_run=dry_run)


__all__ = ["TRIGGER_RECORDS", "TurnReport", "Turns", "extracted"]
