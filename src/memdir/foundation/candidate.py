"""A memory proposed for storing, before the admission policy (`memdir.pipeline.admission.policy`)
judges it.

Extraction (a model, `memdir.pipeline.extract.llm`, or the offline rules,
`memdir.pipeline.extract.rules`)
and every explicit "remember this" produce `Candidate`s; only the policy turns one into
a `Record`. The limits below bound what a proposal can carry, whoever wrote it: a model
answer is hostile input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memdir.foundation.record import Record

if TYPE_CHECKING:
    from memdir.foundation.anchor import Anchor

MAX_CANDIDATES = 20  # per extraction: more is a model looping, not a user's turn
MAX_BODY_CHARS = 4_000
MAX_QUOTE_CHARS = 300
KEPT_QUOTE_CHARS = 200  # what a record's provenance keeps of the quote (`source.quote`)
LIFETIMES = ("persistent", "current_task")


@dataclass(frozen=True)
class Candidate:
    """A memory proposed by extraction (a model or the offline rules), not yet admitted.

    ``lifetime`` is ``persistent`` (holds in future sessions) or ``current_task``. It is
    not called "scope": a scope is the store a record lives in (``project`` or ``user``)
    everywhere else. Model answers that still say ``"scope": "persistent"`` are read as
    the lifetime (`memdir.pipeline.extract.llm.parse_candidates`).
    ``quote`` is the user's words it came from, kept as provenance; ``updates`` is the name
    of the stored memory this one corrects, when the model says so; ``anchors`` is the code
    it cites (`memdir.foundation.anchor`), written as the record's ``anchors:`` list.
    """

    name: str
    description: str
    type: str
    body: str = ""
    lifetime: str = "persistent"
    quote: str = ""
    updates: str = ""
    anchors: tuple[Anchor, ...] = ()

    def to_record(self, source: dict[str, Any] | None = None,
                  origin: str | None = None) -> Record:
        # No anchors, no key: a record written without them is byte-for-byte as before.
        extra = {"anchors": [a.to_dict() for a in self.anchors]} if self.anchors else {}
        return Record(name=self.name, description=self.description, type=self.type,
                      body=self.body, source=source, origin=origin, extra=extra)


__all__ = ["KEPT_QUOTE_CHARS", "MAX_BODY_CHARS", "MAX_CANDIDATES", "MAX_QUOTE_CHARS", "LIFETIMES",
           "Candidate"]
