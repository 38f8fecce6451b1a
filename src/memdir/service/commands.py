"""Commands: every change to memory, as a typed object the one pipeline runs.

A front-end never writes: it builds a command and hands it to `Memory`, which runs it
through `memdir.service.writes.pipeline.Pipeline` for its actor (`memdir.service.actors`). The
kinds:

==================  ============================================================
`Save`              candidate memories: each created, or an update of the record it
                    corrects (admission decides)
`Import`            records from elsewhere, saved as the ``import`` writer
`Update`            new fields for one stored record, based on the hash the caller read,
                    and a new name with them (one change, one decision)
`Rename`            a new name, or a move to the other scope's store
`Delete`            one record (it stays in the history)
`Restore`           an earlier version of a record, or a deleted one
`Undo`              every write of one change
`Plan`              a consolidation plan: merged records, and the ones the merge removes
`Approve`           a proposal, applied as the person reviewed it
`Reject`            a proposal, kept with the reason
`Purge`             a record erased for good, history included
`PurgeVisitorLogs`  a public agent's visitor logs erased (all, or those before a time)
`Publish`           a new published version for a public agent's visitors
`Rollback`          the published version before the served one
==================  ============================================================

The write policy applies to every kind a writer can ask for (``auto``, ``propose`` or
``refuse`` by writer and record type): a proposal keeps the command it came from
(`to_dict`), so a proposal that went stale is proposed again against the record as it is
then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.record import Record
    from memdir.providers.base import Message


@dataclass(frozen=True)
class Save:
    """Candidates bound for one store (``scope``; None: each by its type)."""

    candidates: Sequence[Candidate]
    scope: str | None = None
    writer: str | None = None  # narrows the actor's writer: "import", or "model" (extraction)
    messages: Sequence[Message] = ()  # the conversation they came from (provenance)
    source: dict[str, Any] | None = None  # provenance for every record (default: per quote)
    keep: Record | None = None  # an imported record's created/updated/extra, kept
    same_name: Literal["update", "refuse"] = "update"
    allow_secret: bool = False  # a person's override, never for a name
    # A model's candidate quoting the user's words is the user's (`writer_of`). When a
    # model wrote its text (extraction with a model, not the offline rules), only if its
    # description says no more than that message: else the model's, to the write policy.
    heard: bool = True
    # When every record of it starts and stops holding (UTC instants a person gave:
    # `memdir.service.validity.given_interval`); None: open on that side.
    valid_from: str | None = None
    valid_to: str | None = None

    def __post_init__(self) -> None:
        # A source a client gave is refused here, before anything is written: every write
        # path makes a Save (`memdir.foundation.source`).
        from memdir.foundation.errors import BadInput
        from memdir.foundation.source import source_problem

        said = source_problem(self.source)
        if said is not None:
            raise BadInput(said)
        from memdir.foundation.validity import instant

        for field, value in (("valid_from", self.valid_from), ("valid_to", self.valid_to)):
            if value is not None and instant(value) != value:
                raise BadInput(f"{field} {value!r} is not a UTC time (YYYY-MM-DDTHH:MM:SSZ).")
        if self.valid_from and self.valid_to and self.valid_to <= self.valid_from:
            raise BadInput(f"valid_to {self.valid_to} is not after valid_from "
                           f"{self.valid_from}: a memory must hold for some time.")


@dataclass(frozen=True)
class Update:
    """New fields for a stored record (None: unchanged), based on ``expected_hash``;
    ``new_name``: renamed in the same change, under the same policy decision (a person's
    `memdir edit` of both, locally or against a server)."""

    name: str
    expected_hash: str | None
    description: str | None = None
    body: str | None = None
    type: str | None = None
    extra: dict[str, Any] | None = None
    scope: str | None = None
    writer: str | None = None
    allow_secret: bool = False
    new_name: str | None = None


@dataclass(frozen=True)
class Rename:
    name: str
    new_name: str
    expected_hash: str | None = None
    scope: str | None = None
    to_scope: str | None = None  # a move to the other scope's store
    writer: str | None = None
    allow_secret: bool = False  # a person's override, never for the new name


@dataclass(frozen=True)
class Delete:
    name: str
    expected_hash: str | None = None
    scope: str | None = None
    writer: str | None = None


@dataclass(frozen=True)
class Restore:
    name: str
    version: int | None = None  # None: the version before the latest change
    scope: str | None = None
    writer: str | None = None
    # What the record of that name must hold when the restore writes (its hash, or
    # "absent"): a proposal's base, compared under the store's lock as it writes.
    expected_hash: str | None = None


@dataclass(frozen=True)
class Undo:
    change_id: str
    writer: str | None = None


@dataclass(frozen=True)
class Import:
    """Records brought from elsewhere (`memdir.integrations.formats` reads them): each
    ``(where it came from, record or None, scope it asked for, why it is None)``. A name
    that exists is reported and left alone unless ``overwrite``; ``dry_run`` writes
    nothing and says what would be done."""

    items: Sequence[tuple[str, Record | None, str | None, str]]
    scope: str | None = None
    overwrite: bool = False
    dry_run: bool = False
    origin: str = ""  # provenance for records that have none (the source's name)


@dataclass(frozen=True)
class Plan:
    """A consolidation plan for one store: ``group`` becomes ``output``. ``found``: what
    offline consolidation saw (the proposal says it); ``review``: a person decides it,
    even where the write policy applies consolidation at once."""

    scope: str
    group: Sequence[Record]
    output: Sequence[Record]
    found: str = ""
    review: bool = False


@dataclass(frozen=True)
class Approve:
    proposal_id: str
    edit: str | None = None  # a one-record proposal's Markdown as the person edited it


@dataclass(frozen=True)
class Reject:
    proposal_id: str
    reason: str = ""


@dataclass(frozen=True)
class Purge:
    name: str
    scope: str | None = None


@dataclass(frozen=True)
class AdoptHistory:
    """Unverified history entries a person signs as theirs, after seeing them
    (`memdir.store.history_adoption`): those of ``names``' records, or all; with
    ``version``, the one entry of that version of the one record named."""

    names: tuple[str, ...] = ()
    scope: str | None = None
    version: int | None = None


@dataclass(frozen=True)
class PurgeProposal:
    """One proposal's texts erased for good (a secret in the words it came from): kept
    as the stub of what was asked, rejected if it was waiting."""

    proposal_id: str


@dataclass(frozen=True)
class PurgeVisitorLogs:
    """Visitors' logged turns and questions erased: those logged before ``before`` (a
    date or a UTC time, as `memdir.foundation.validity.instant` reads it), or all."""

    before: str | None = None


@dataclass(frozen=True)
class Publish:
    pass


@dataclass(frozen=True)
class Rollback:
    pass


Command = (Save | Update | Rename | Delete | Restore | Undo | Import | Plan | Approve | Reject
           | Purge | PurgeVisitorLogs | Publish | Rollback)

# What a proposal keeps of the command it came from, to propose it again when it went
# stale. Only commands about stored records are kept: a consolidation plan or a review of
# cited code is made again by consolidating or by `memdir stale`.
_KEPT = {"update": Update, "rename": Rename, "delete": Delete, "restore": Restore,
         "undo": Undo}


def kept(command: Update | Rename | Delete | Restore | Undo, writer: str) -> dict[str, Any]:
    """The JSON a proposal keeps of ``command``."""
    kind = next(k for k, cls in _KEPT.items() if isinstance(command, cls))
    fields = {k: v for k, v in vars(command).items()
              if k != "writer" and not (k == "new_name" and v is None)}
    return {"kind": kind, "writer": writer, **fields}


def command_of(data: Any) -> tuple[Update | Rename | Delete | Restore | Undo, str] | None:
    """The command and writer a proposal kept (`kept`), or None when it kept none or
    what it kept is not one (a proposal file is hostile input: it is checked here)."""
    if not isinstance(data, dict):
        return None
    cls = _KEPT.get(str(data.get("kind")))
    if cls is None:
        return None
    allowed = {f.name for f in dataclasses.fields(cls) if f.name != "writer"}
    fields = {k: v for k, v in data.items() if k in allowed}
    try:
        command = cls(**fields)
    except TypeError:
        return None
    for name, value in fields.items():
        if value is not None and not isinstance(value, (str, int, dict)) or \
                isinstance(value, bool) and name != "allow_secret":
            return None
    writer = data.get("writer")
    return command, writer if isinstance(writer, str) else "visitor"


def reverted(data: Any) -> str | None:
    """The change a kept `Undo` reverts (None for any other command): approving an undo
    proposal is that undo, and its change says so (`memdir.service.changes`)."""
    found = command_of(data)
    return found[0].change_id.strip() or None if found and isinstance(found[0], Undo) \
        else None


__all__ = ["Approve", "Command", "Delete", "Import", "Plan", "Publish", "Purge",
           "PurgeVisitorLogs", "Reject", "Rename",
           "Restore", "Rollback", "Save", "Undo", "Update", "command_of",
           "kept", "reverted"]
