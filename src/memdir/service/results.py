"""What the service answers: the same types from `Memory` and from `RemoteMemory`.

A front-end reads these and renders them; it never sees a store. Each is plain data, so
the server sends it as JSON (`memdir.service.wire`) and the client builds it again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memdir.foundation.record import Record
from memdir.service.turn_report import TurnReport

if TYPE_CHECKING:
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.admission.secrets import Finding
    from memdir.service.inbox import Proposal


@dataclass(frozen=True)
class Found:
    """A record and the scope of the store it is in (``score`` for a search hit;
    ``origin``: who wrote it as review shows it, `memdir.service.origins`: ``repository``
    for text that came with the folder, whatever it claims)."""

    scope: str
    record: Record
    score: float | None = None
    origin: str = ""


@dataclass(frozen=True)
class SearchResult:
    """A search's hits, best first; ``method`` is how they were chosen (``offline``: the
    ranker; ``model``/``fallback``... from `memdir.pipeline.select`), ``note`` any notice."""

    method: str
    hits: list[Found] = field(default_factory=list)
    note: str = ""


@dataclass(frozen=True)
class Written:
    """What a save or an update came to: admission's decision, and the record as written
    (None when refused, proposed or failed; ``error`` then says why a write admission
    admitted failed; ``proposal`` is set when the write policy sent it to review)."""

    decision: Decision
    record: Record | None = None
    scope: str | None = None
    error: str = ""
    secret: Finding | None = None  # a refusal for a secret: which field, what kind
    proposal: Proposal | None = None
    # The write failed because another writer wrote its record since admission (the name
    # taken, the hash stale): decided again against the store as it is now, it may land.
    raced: bool = False


@dataclass(frozen=True)
class Purged:
    """What a purge erased from one store (``scope``): ``erased`` history entries (the
    record's file and search index with them), the published versions that held the
    record as (old, new): each replaced by a copy without it, served and rolled back to
    in its place, then erased; and the proposals about it whose texts were erased
    (a pending one rejected)."""

    scope: str
    erased: int
    versions: tuple[tuple[int, int], ...] = ()
    proposals: tuple[str, ...] = ()

    def summary(self, name: str) -> str:
        """One sentence for a person: what went, from where."""
        said = [f"history entries erased: {self.erased}"]
        said += [f"published version {old} replaced by version {new} without it"
                 for old, new in self.versions]
        if self.proposals:
            said.append(f"proposals erased: {', '.join(self.proposals)}")
        return f"Purged {name} from the {self.scope} store; {'; '.join(said)}."


@dataclass(frozen=True)
class Done:
    """What a rename, delete or restore came to: the record as it is now (for a delete,
    as it was), or, when the write policy sent it to review, the proposal (nothing has
    changed yet)."""

    scope: str
    record: Record
    proposal: Proposal | None = None
    # What else the write did or could not do, one sentence each (a restore under a free
    # name, a successor's link dropped): a front-end shows them.
    notes: tuple[str, ...] = ()
    # Nothing was written: the record already held what was asked (a restore of the
    # version it holds); the notes say so.
    unchanged: bool = False

    @property
    def proposed(self) -> bool:
        return self.proposal is not None


@dataclass(frozen=True)
class Imported:
    """One record of an import: ``action`` is ``created``, ``updated``, ``unchanged``,
    ``exists`` or ``skipped``; ``origin`` says where it came from (a file, ``#3``)."""

    origin: str
    action: str
    name: str = ""
    scope: str = ""
    reason: str = ""


# TurnReport lives in memdir.service.turn_report; kept here for the front-ends that read it.
__all__ = ["Done", "Found", "Imported", "Purged", "SearchResult", "TurnReport", "Written"]
