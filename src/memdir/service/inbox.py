"""The inbox: writes the write policy (`memdir.service.write_policy`) sent to a person.

A `Proposal` is what memdir would have written: one record (a candidate from
extraction, a visitor, a tool) or one consolidation plan (merged records plus the
records the merge removes; all or nothing, since approving half a merge would leave the
duplicates and lose the merge). It carries the user's words it came from (quote,
session, message) and why it was proposed, and the text of each record it would change
as it was when proposed, so `memdir inbox` can show a diff.

Proposals are stored by the store they would write to (`FileStore.save_proposal`: one
atomic file each, kept after the decision). Approving one goes through the same write
path as any other write (admission, secrets, history) as one change that `undo`
reverts; rejecting one keeps it, with the reason.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from memdir.foundation.anchor import parse_anchors
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ProposalError, StaleProposal, UnknownProposal
from memdir.foundation.record import parse_record

STATUSES = ("pending", "approved", "rejected", "stale")
# Every kind of proposal memdir files: a new record or a correction (``write``, the
# correction with the record it closes), and a model's or a visitor's ``update``,
# ``rename``, ``delete``, ``restore`` and ``undo``; a git ``merge`` (take theirs, or delete
# a record one side deleted); a ``consolidation`` plan; a review of cited code
# (``reanchor``, ``retire``). The inbox (command line and page) shows each.
KINDS = ("write", "update", "rename", "delete", "restore", "undo", "merge",
         "consolidation", "reanchor", "retire")
MAX_SUPPORTERS_KEPT = 100  # sessions remembered per proposal; more are counted, not kept


@dataclass
class Operation:
    """One record a proposal changes: ``write`` its new text, ``tombstone`` it (a
    consolidation's removal), ``delete`` it, or ``rename`` it to ``new_name``.

    ``base`` is the hash of the record when proposed (``"absent"``: there was none);
    ``base_text`` its text then, for the diff. Approval writes only while the record still
    has that hash.
    """

    op: str
    name: str
    text: str | None = None
    base: str | None = None
    base_text: str | None = None
    new_name: str | None = None

    def diff(self) -> str:
        """Unified diff from the record as it was to what the proposal makes of it."""
        import difflib  # only a reviewer reads diffs

        before = (self.base_text or "").splitlines(keepends=True)
        after = (self.text or "").splitlines(keepends=True) if self.op == "write" else []
        label = self.name + ".md"
        new = (self.new_name or self.name) + ".md"
        if self.op == "rename":  # the same text under a new name: git's two lines say it
            return f"rename from {label}\nrename to {new}\n"
        return "".join(difflib.unified_diff(before, after, f"a/{label}", f"b/{new}"))


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else 1


def _opt(value: Any) -> str | None:
    """A field of a stored operation: text, or None for null (never the text "None")."""
    return None if value is None else str(value)


@dataclass
class Proposal:
    """A write waiting for a person. Stable fields (the review page reads them):

    Attributes:
        id: ``p`` + hex, what ``memdir approve ID`` takes.
        kind: one of `KINDS`: ``write`` (one record, or a correction), ``update``,
            ``rename``, ``delete``, ``restore``, ``undo``, ``merge`` (a git merge),
            ``consolidation`` (a merge plan), or for a memory whose cited code changed
            ``reanchor`` or ``retire`` (`memdir.service.anchor_review`).
        scope: the store it writes to (``project`` or ``user``).
        writer: who asked for the write (`write_policy.WRITERS`).
        origin: the origin the written record gets (`memdir.service.origins`).
        reason: why it was proposed rather than written.
        ops: the records it changes, each with its diff.
        source: the user's words it came from: ``session``, ``message``, ``quote``.
        candidate: for a ``write``, the candidate (fields of `record.Candidate`).
        status: ``pending``, ``approved``, ``rejected``, or ``stale`` (a record it
            changes changed before it was approved: nothing was written).
        command: the command it came from, to propose again when it goes stale
            (`memdir.service.commands.kept`); None for a write (its candidate is kept) and
            for a consolidation plan or a review of cited code (made again by
            consolidating, or by `memdir stale`).
        decided: when it was approved or rejected; ``decided_by``: who decided it (the
            name the history gives that person: ``cli``, a server's ``remote-TOKENID``;
            "" for one decided before it was kept, or closed by memdir itself, as a
            proposal found stale when someone approved it);
            ``note``: the reject reason, or what approval did; ``change``: the change id
            of the approval (for ``undo``).
        actor: who filed it (the name the history gives the actor: a server's token is
            ``remote-TOKENID``); a pending proposal counts against its actor's and its
            session's caps (`memdir.service.writes.proposals`).
        dedupe: its duplicate key (`duplicate_key`): the same again, from anyone, while
            it is pending is merged into it, not filed twice.
        supporters: how many sessions proposed it (merged duplicates included), a
            visitor's token counting once whatever its sessions (anyone may open those);
            ``supported_by`` keeps digests of the first of them, each counted once.
        holder: for an approved restore still restoring, the process running it
            (`memdir.service.writes.restoring`); "" otherwise.
    """

    id: str
    kind: str
    scope: str
    writer: str
    origin: str
    reason: str
    ops: list[Operation]
    source: dict[str, Any] = field(default_factory=dict)
    candidate: dict[str, Any] | None = None
    status: str = "pending"
    created: str = field(default_factory=lambda: filed_now())
    decided: str | None = None
    decided_by: str = ""
    note: str = ""
    change: str | None = None
    command: dict[str, Any] | None = None
    actor: str = ""
    dedupe: str = ""
    supporters: int = 1
    supported_by: list[str] = field(default_factory=list)
    holder: str = ""

    @property
    def pending(self) -> bool:
        return self.status == "pending"

    @property
    def names(self) -> list[str]:
        return [op.name for op in self.ops]

    def diff(self) -> str:
        return "".join(op.diff() for op in self.ops)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], scope: str) -> Proposal:
        ops = [Operation(str(o.get("op")), str(o.get("name")), _opt(o.get("text")),
                         _opt(o.get("base")), _opt(o.get("base_text")),
                         _opt(o.get("new_name")))
               for o in data.get("ops", []) if isinstance(o, dict)]
        source = data.get("source")
        return cls(id=str(data["id"]), kind=str(data.get("kind", "write")), scope=scope,
                   writer=str(data.get("writer", "")), origin=str(data.get("origin", "")),
                   reason=str(data.get("reason", "")), ops=ops,
                   source=source if isinstance(source, dict) else {},
                   candidate=data.get("candidate") if isinstance(
                       data.get("candidate"), dict) else None,
                   status=str(data.get("status", "pending")),
                   created=str(data.get("created", "")), decided=data.get("decided"),
                   decided_by=str(data.get("decided_by") or ""),
                   note=str(data.get("note", "")), change=data.get("change"),
                   command=data.get("command") if isinstance(data.get("command"), dict)
                   else None, actor=str(data.get("actor") or ""),
                   dedupe=str(data.get("dedupe") or ""),
                   supporters=_count(data.get("supporters")),
                   supported_by=[str(x) for x in data.get("supported_by") or []
                                 if isinstance(x, str)][:MAX_SUPPORTERS_KEPT],
                   holder=str(data.get("holder") or ""))

    def candidate_object(self) -> Candidate:
        data = dict(self.candidate or {})
        if "lifetime" not in data and "scope" in data:
            # Proposals queued before the field was renamed say "scope".
            data["lifetime"] = data["scope"]
        fields = {k: v for k, v in data.items()
                  if k in ("name", "description", "type", "body", "lifetime", "quote", "updates")}
        # The code it cites: a proposal file is read back like any stored anchors (an
        # unusable one is dropped, never trusted).
        anchors = parse_anchors(data.get("anchors"))[0]
        return Candidate(**{k: str(v) for k, v in fields.items()}, anchors=anchors)


def backer(proposal: Proposal) -> str:
    """Who proposed it, as a supporter is counted, digested (a session id is never copied
    onto another proposal): a visitor's actor alone (its token through `memdir serve`),
    since anyone talking to a public agent may open as many sessions as they like, so a
    token's sessions count once; any other writer's actor and session."""
    import hashlib

    session = "" if proposal.writer == "visitor" else str(proposal.source.get("session") or "")
    who = "\0".join((proposal.actor, session))
    return hashlib.sha256(who.encode("utf-8")).hexdigest()[:16]


def duplicate_key(proposal: Proposal) -> str:
    """What makes two proposals the same: the same operations on the same records, as
    they were when proposed (their hashes), writing the same memory (name, type,
    description, body, whitespace folded), whoever asked and whenever. A digest; "" for a
    proposal memdir makes itself (a consolidation plan, a review of cited code: each is
    made again only when its records change)."""
    import hashlib
    import json

    from memdir.foundation.record import name_key

    if proposal.kind not in ("write", "update", "rename", "delete", "restore", "undo"):
        return ""
    ops = []
    for op in proposal.ops:
        wrote: list[str] = []
        if op.op == "write" and op.text:
            rec = parse_record(op.text)
            wrote = [name_key(rec.name), rec.type, " ".join(rec.description.split()),
                     " ".join(rec.body.split())]
        ops.append([op.op, name_key(op.name), op.base or "absent",
                    name_key(op.new_name) if op.new_name else "", *wrote])
    raw = json.dumps([proposal.kind, proposal.scope, sorted(ops)], ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


def filed_now() -> str:
    """When a proposal is filed, to the microsecond: the inbox is ordered by it, then by a
    random id, and a listing's marker (`memdir.service.review.seen_marker`) is a run of
    that order; to the second, a proposal filed in the second of the last one listed fell
    among the listed by its id, half the time. Shown to the second
    (`shown_created`)."""
    from datetime import UTC, datetime

    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def shown_created(proposal: Proposal) -> str:
    """When ``proposal`` was filed, to the second, as every other time is shown."""
    created = proposal.created
    return created[:19] + "Z" if len(created) > 20 and created[19] == "." else created


def new_proposal_id() -> str:
    import uuid  # only a write that is proposed needs one

    return "p" + uuid.uuid4().hex[:10]


def candidate_fields(candidate: Candidate) -> dict[str, Any]:
    return {"name": candidate.name, "description": candidate.description,
            "type": candidate.type, "body": candidate.body, "lifetime": candidate.lifetime,
            "quote": candidate.quote, "updates": candidate.updates,
            **({"anchors": [a.to_dict() for a in candidate.anchors]} if candidate.anchors
               else {})}


def edited_candidate(text: str, proposal: Proposal) -> Candidate:
    """The candidate a person edited (a record's Markdown text), checked.

    Raises:
        ProposalError: the text is not a record with a name, type and description.
    """
    rec = parse_record(text)
    if rec.problems:
        raise ProposalError(f"The edited proposal {proposal.id} is not a memory "
                            f"({rec.problems[0]}); nothing was approved.")
    quote = (proposal.candidate or {}).get("quote", "")
    # A correction's proposal names the record it updates: the edit still updates it.
    updates = (proposal.candidate or {}).get("updates", "")
    return Candidate(name=rec.name, description=rec.description, type=rec.type,
                     body=rec.body, quote=str(quote or ""), anchors=rec.anchors,
                     updates=str(updates or ""))


def proposal_text(proposal: Proposal) -> str:
    """The Markdown a person edits for ``approve --edit``: the one record the proposal
    writes, as proposed (a restore's version, whose successors' links it drops too); ""
    when it has no text to edit (a delete, a rename, a removal, or several records
    changed together: `not_editable` says which)."""
    if proposal.kind == "retire" and proposal.ops and proposal.ops[0].base_text:
        # Editing a proposal to retire a memory rewrites the memory instead.
        return proposal.ops[0].base_text
    if len(proposal.ops) == 1 and proposal.ops[0].op == "write" and proposal.ops[0].text:
        return proposal.ops[0].text
    if proposal.kind == "restore" and proposal.ops and proposal.ops[0].op == "write" \
            and proposal.ops[0].text:
        # A restore's version, after it the links it drops: the person edits the version,
        # and approving still drops each successor's link as proposed.
        return proposal.ops[0].text
    return ""


def not_editable(proposal: Proposal) -> str:
    """One sentence: why ``proposal`` has no text to edit, and what can be done."""
    names = ", ".join(repr(n) for n in proposal.names) or "no memory"
    verbs = {op.op for op in proposal.ops}
    if len(proposal.ops) > 1:
        what = f"changes {len(proposal.ops)} memories together ({names})"
    elif verbs == {"rename"}:
        what = f"renames {names} to {proposal.ops[0].new_name!r}"
    elif verbs <= {"delete", "tombstone"} and proposal.ops:
        what = f"deletes {names}"
    else:
        what = f"changes {names}"
    return (f"Proposal {proposal.id} {what}: it has no text to edit; approve or reject it "
            "as it is.")


__all__ = ["KINDS", "MAX_SUPPORTERS_KEPT", "STATUSES", "Operation", "Proposal", "ProposalError",
           "backer",
           "StaleProposal", "UnknownProposal", "candidate_fields", "duplicate_key",
           "edited_candidate", "filed_now", "new_proposal_id", "not_editable", "proposal_text",
           "shown_created"]
