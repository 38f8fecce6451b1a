"""What `Memory` learns after a turn: extract candidates from the conversation, admit
them through the write funnel, and consolidate a store that grew.

`after_turn` never raises: a failure becomes one line in its report, because the user's
task is already done by then. `Memory` inherits these methods (`TurnOperations`); they
are here to keep each module about one thing (recall and the stores stay in
`memdir.service.memory`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record
from memdir.providers.base import Message, Provider, has_model
from memdir.store.change import own_change
from memdir.store.files.store import FileStore

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.service.accounting import Accounting
    from memdir.service.inbox import Proposal
    from memdir.service.public import PublicMode
    from memdir.service.writes import WriteFunnel

# A turn that stored into a store consolidates it once it holds this many records.
TRIGGER_RECORDS = 10


@dataclass
class TurnReport:
    """What `after_turn` did: one Decision per candidate, and any consolidation."""

    decisions: list[Decision] = field(default_factory=list)
    stored: list[Record] = field(default_factory=list)
    consolidation: list[ConsolidationResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    proposed: list[Proposal] = field(default_factory=list)  # sent to the inbox
    change: str | None = None  # the change id of its writes (`memdir undo`)

    def summary(self) -> str:
        # A write that failed (read-only store, full disk) is reported as failed, never
        # as stored: `admit` names it in `errors` as "NAME: why".
        failed = [d for d in self.decisions if d.action != "reject" and any(
            e.startswith(f"{d.candidate.name}: ") for e in self.errors)]
        done = [d for d in self.decisions if d not in failed]
        stored = sum(d.action == "store" for d in done)
        updated = sum(d.action == "update" for d in done)
        rejected = sum(d.action == "reject" for d in done)
        parts = [f"stored {stored}", f"updated {updated}", f"rejected {rejected}"]
        if self.proposed:
            parts.append(f"proposed {len(self.proposed)} (memdir inbox)")
        if failed:
            parts.append(f"failed {len(failed)}")
        return "[Memory: " + ", ".join(parts) + "]"


def extracted(provider: Provider | None, messages: Sequence[Message], existing: Sequence[Record],
              report: TurnReport, log: Callable[[str], None]) -> list[Candidate] | None:
    """A turn's candidates, or None when extraction failed: said in ``report`` and ``log``
    (a local `Memory` and a `RemoteMemory` both extract here, in the agent's process)."""
    from memdir.pipeline.extract import extract_candidates  # imported here: a recall never extracts

    try:
        return extract_candidates(provider, messages, existing)
    except MemdirError as exc:
        report.errors.append(f"extraction failed: {exc}")
        log(f"[Memory extraction skipped: {exc}]")
        return None


class TurnOperations:
    """The turn-end pipeline of `Memory` (see the module docstring)."""

    # Provided by Memory.
    project: FileStore
    stores: list[FileStore]
    writes: WriteFunnel
    public: PublicMode | None
    provider: Provider
    root: Path | None
    log: Callable[[str], None]
    consolidate_at: int
    max_records: int
    accounting: Accounting

    def store_for(self, record_type: str, scope: Any = None) -> FileStore: ...  # pragma: no cover
    def plan_review(self, store: Any) -> Any: ...  # pragma: no cover

    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None) -> TurnReport:
        """Run extracted candidates through the write funnel (`memdir.service.writes`)."""
        report = report or TurnReport()
        for store in self.stores:
            mine = [c for c in candidates if self.store_for(c.type) is store]
            if not mine:
                continue
            for done in self.writes.save(mine, store, messages=messages, origin="model"):
                report.decisions.append(done.decision)
                if done.proposal is not None:
                    report.proposed.append(done.proposal)
                if done.record is not None:
                    report.stored.append(done.record)
                elif done.error:
                    report.errors.append(f"{done.decision.candidate.name}: {done.error}")
        return report

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Turn end: extract, admit, and consolidate a store that grew. Never raises."""
        start = time.perf_counter()
        with self.accounting.together(), self.accounting.listening():
            report = self._after_turn(messages)
            if self.accounting.on:
                # The store's size only after a turn that wrote (counting costs as much as
                # the rest of the accounting): it changed then, and only then.
                size = {"records": sum(s.count() for s in self.stores if s.exists())} \
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
        candidates = extracted(self.provider, messages, self._existing(), report, self.log)
        if candidates is None:
            return report
        candidates = cite_candidates(candidates, messages, self.root)
        with own_change("extract") as tag:  # one turn's writes: one change to undo
            self.admit(candidates, messages, report)
        report.change = tag.id if report.stored else None
        touched = {id(self.store_for(r.type)): self.store_for(r.type) for r in report.stored}
        names = [r.name for r in report.stored]
        for store in touched.values():
            if store.count() >= self.consolidate_at:
                # One pass, over the group the new records landed in: a turn costs at most
                # three extra model calls however large the store is.
                report.consolidation.append(
                    self.consolidate(store, focus=names, max_groups=1))
        if report.decisions:
            self.log(report.summary())
        import shlex  # imported late: only a consolidation that deleted needs it

        for result in report.consolidation:
            # Consolidation removes what a user stored: never silently.
            for name in result.deleted:
                self.log(f"[Memory consolidation removed {name!r}; bring it back with: "
                         f"memdir restore {shlex.quote(name)}]")
        return report

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        """Extraction over a whole conversation, turn by turn (``memdir extract FILE``).

        `after_turn` reads the last turn only, so an instruction in the first message of
        a long conversation was never seen. Here every turn is read: offline, each turn
        on its own (free); with a model, turns grouped into extraction windows, one
        extraction call per window. Provenance points at each message. Never raises.
        """
        from memdir.pipeline.conversation import WINDOW_CHARS, WINDOW_MESSAGES, extraction_points

        report = TurnReport()
        try:
            per_turn = not has_model(self.provider)
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
        return report

    def _existing(self) -> list[Record]:
        """Existing records for the extraction prompt, newest first, the stores taking
        turns: its catalog is capped, and a repository's records must not hide the
        user's (the model corrects a record only when it can see its name)."""
        lists = [[Record(e.name, e.description, e.type) for e in store.entries(200)]
                 for store in self.stores if store.exists()]
        return [rec for row in zip_longest(*lists) for rec in row if rec is not None]

    def remember(self, text: str) -> TurnReport:
        """Store what a person asked to remember explicitly, through the same policy."""
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

    def consolidate(self, store: FileStore | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        """Consolidate one store (default: the project store), all of it unless
        ``max_groups`` limits the model calls. Never raises."""
        store = store or self.project
        with self.accounting.listening():
            return self._consolidate(store, dry_run, focus, max_groups)

    def _consolidate(self, store: FileStore, dry_run: bool, focus: Sequence[str],
                     max_groups: int | None) -> ConsolidationResult:
        from memdir.pipeline.consolidate import ConsolidationResult, consolidate  # turn ends only

        try:
            # Its own change even after a turn's extraction: undoing a merge must not
            # take the turn's new memory with it. Plans go through the write policy.
            with own_change("consolidate"):
                return consolidate(store, self.provider, max_records=self.max_records,
                                   dry_run=dry_run, focus=focus, max_groups=max_groups,
                                   log=self.log, review=self.plan_review(store))
        except MemdirError as exc:
            self.log(f"[Memory consolidation skipped: {exc}]")
            return ConsolidationResult(skipped=[str(exc)], dry_run=dry_run)
