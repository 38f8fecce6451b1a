"""What `after_turn` did (`TurnReport`), apart from the other results
(`memdir.service.results`): a recall-only process (the per-prompt hook) imports the
service's turns but builds no result, so it never loads their classes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memdir.foundation.record import Record
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.service.inbox import Proposal


@dataclass
class TurnReport:
    """What `after_turn` did: one Decision per candidate, and any consolidation."""

    decisions: list[Decision] = field(default_factory=list)
    stored: list[Record] = field(default_factory=list)
    consolidation: list[ConsolidationResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    proposed: list[Proposal] = field(default_factory=list)  # sent to the inbox
    change: str | None = None  # the change id of its writes (`memdir undo`)
    # Candidates a memory server did not answer for, kept in a local queue (its file) and
    # sent at the next call that reaches it (`memdir.service.remote.queue`).
    queued: int = 0
    queued_in: str = ""
    # Lines the user must read that are no decision (memories another token queued).
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        # A write that failed (read-only store, full disk) is reported as failed, never
        # as stored: `admit` names it in `errors` as "NAME: why".
        failed = [d for d in self.decisions if d.action != "reject" and any(
            e.startswith(f"{d.candidate.name}: ") for e in self.errors)]
        done = [d for d in self.decisions if d not in failed]
        stored = sum(d.action == "store" for d in done)
        updated = sum(d.action == "update" for d in done)
        rejected = sum(d.action == "reject" for d in done)
        parts = [f"stored {stored}", f"updated {updated}", f"rejected {rejected}"] \
            if self.decisions or not self.queued else []
        if self.proposed:
            parts.append(f"proposed {len(self.proposed)} (memdir inbox)")
        if failed:
            parts.append(f"failed {len(failed)}")
        if self.queued:  # not "nothing to remember": the server has not heard them yet
            parts.append("the memory server did not answer: "
                         + queued_line(self.queued, self.queued_in))
        # A step that failed as a whole ("extraction failed: ...", "admission failed:
        # ...") is said by its name: without it the line reads as nothing to remember.
        steps = [e.split(": ", 1)[0] for e in self.errors
                 if not any(e.startswith(f"{d.candidate.name}: ") for d in failed)]
        parts += [step for step in dict.fromkeys(steps) if step.endswith(" failed")]
        return "[Memory: " + ", ".join(parts + self.notes) + "]"


def queued_line(count: int, where: str) -> str:
    """What a turn's end says of candidates a memory server did not answer for."""
    said = "memory is" if count == 1 else "memories are"
    return (f"{count} extracted {said} queued in {where} and sent at the next call that "
            "reaches the memory server")


def refused_for_secret(decision: Decision) -> bool:
    """A candidate refused because it seems to hold a secret: its name, description and
    type may hold the secret too, so no report of it shows them."""
    from memdir.foundation.errors import REFUSAL_TAIL

    return decision.action == "reject" and decision.reason.endswith(f"{REFUSAL_TAIL}.")


def shown_name(decision: Decision) -> str | None:
    """The candidate's name as a report may show it: None for one refused for a secret."""
    return None if refused_for_secret(decision) else decision.candidate.name


def decision_line(verb: str, decision: Decision) -> str:
    """The one line a command prints for a decision (``VERB: NAME (TYPE) - REASON``);
    one refused for a secret is "a candidate", its reason naming the field and kind."""
    if refused_for_secret(decision):
        return f"{verb}: a candidate - {decision.reason}"
    return f"{verb}: {decision.candidate.name} ({decision.candidate.type}) - {decision.reason}"


def proposals_line(count: int, review: str = "memdir inbox") -> str:
    """What a prompt's notice says of the proposals waiting for a person (`waiting`):
    how many, and the command that reviews them."""
    said = "1 proposal waits" if count == 1 else f"{count:,} proposals wait"
    return f"{said} for a person to approve or reject: review with {review}"


def waiting_notice(waiting: list[str], down: str = "") -> str:
    """The line a prompt's context starts with while a memory server's queue keeps
    something (`MemoryService.waiting`; ``down``: the sentence of a server that does not
    answer): the user reads it there, and the model can say it."""
    said = "; ".join(w[:1].upper() + w[1:] if i == 0 else w for i, w in enumerate(waiting))
    return f"[memdir: {down + ' ' if down else ''}{said}.]"


__all__ = ["TurnReport", "decision_line", "proposals_line", "queued_line", "refused_for_secret",
           "shown_name", "waiting_notice"]
