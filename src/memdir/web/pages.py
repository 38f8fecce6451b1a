"""What each page of the review page shows, and what its buttons do, as plain data.

No web framework here: each function takes the memory service (a local `Memory` or a
server's `RemoteMemory`: the page is the same over both) and what the request asked for,
and returns what the template lays out (or the one sentence an action reports). A failed
action raises `MemdirError`, which the page shows as that sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import InvalidNameError, MemdirError, NotFoundError
from memdir.foundation.past_names import history_name
from memdir.foundation.record import Record
from memdir.service.changes import op_word
from memdir.service.results import Found
from memdir.store.history_checks import unverified_reason
from memdir.web.browse import PER_PAGE, Page, Query, browse
from memdir.web.diffs import DiffRow, side_by_side

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

HISTORY_SHOWN = 50  # newest entries of one record; older ones stay in `memdir log NAME`


def features(memory: MemoryService) -> dict[str, bool]:
    """Which parts of the service this memory offers: every memory has the inbox and
    the changes; unanswered questions come with public-agent mode."""
    return {"inbox": True, "changes": True,
            "questions": memory.unanswered_questions is not None}


def _scope(memory: MemoryService, scope: str) -> str:
    """``scope`` when this memory has that store (a server holds the project's only)."""
    if scope not in ("project", "user"):
        raise MemdirError(f"There is no {scope!r} store here.")
    try:
        memory.list(scope=scope, limit=1)
    except MemdirError:
        raise MemdirError(f"There is no {scope!r} store here.") from None
    return scope


# ----------------------------------------------------------------- memories
def memories(memory: MemoryService, params: Any, per_page: int = PER_PAGE) -> tuple[Page, Query]:
    query = Query.from_params(params)
    return browse(memory, query, per_page), query


# ----------------------------------------------------------------- one record
@dataclass
class HistoryItem:
    version: int
    at: str
    op: str
    name: str
    new_name: str | None
    actor: str
    foreign: bool
    diff: list[DiffRow]
    current: bool = False  # what this version left is what the file holds now
    why: str = ""  # for a foreign entry, what is true of it (`history_checks`)


@dataclass
class RecordView:
    scope: str
    name: str
    record: Record | None  # None: deleted (its history can bring it back)
    origin: str
    history: list[HistoryItem] = field(default_factory=list)
    older: int = 0  # history entries not shown

    @property
    def log_command(self) -> str:
        """``memdir log NAME`` to paste: the name quoted, so it runs only memdir."""
        import shlex

        return f"memdir log {shlex.quote(self.name)}"


def record(memory: MemoryService, scope: str, name: str) -> RecordView | None:
    try:
        name = history_name(name)  # a name refused today still has its history
        _scope(memory, scope)
    except MemdirError:
        return None
    try:
        found: Found | None = memory.get(name, scope=scope)
    except (NotFoundError, InvalidNameError):
        found = None
    entries = [e for _, e in memory.history(name, scope=scope)]
    if found is None and not entries:
        return None
    shown = list(reversed(entries))[:HISTORY_SHOWN]
    now = memory.file_text(found) if found is not None else None
    # Only the newest change can be what the file holds now: a restore brings back the
    # text an older version left too, and both were marked "current".
    items = [HistoryItem(e.version, e.at, op_word(e.op), e.name, e.new_name, e.actor, e.foreign,
                         side_by_side(e.before, e.after),
                         current=i == 0 and now is not None and e.after == now,
                         why=unverified_reason(e.unverified) if e.foreign else "")
             for i, e in enumerate(shown)]
    rec = found.record if found is not None else None
    return RecordView(scope, rec.name if rec else name, rec,
                      found.origin if found is not None else "",
                      items, len(entries) - len(shown))


NO_EXPECTED = ("The restore names no 'expected' hash (what the record's page showed it "
               "holding, 'absent' for a deleted record), so nothing was restored; "
               "restore from the record's page.")


def restore(memory: MemoryService, scope: str, name: str, version: str, actor: str,
            expected: str = "") -> str:
    """Restore the version a person chose on the record's page; ``expected``: what the
    page showed the name holding (its hash, ``absent``), never written over if it changed
    since the page was rendered. Required, as a REST restore's ``hash`` is: a form made by
    hand without it would bring the version back over an edit no one looked at."""
    if not expected.strip():
        raise MemdirError(NO_EXPECTED)
    name = history_name(name)
    _scope(memory, scope)
    try:
        number = int(version) if version else None
    except ValueError:
        raise MemdirError(f"{version!r} is not a version number.") from None
    # Through the service's pipeline, as `memdir restore` does: a person's action.
    found = memory.restore(name, number, scope=scope, origin="user",
                           expected_hash=expected.strip())
    if found.proposal is not None:
        return f"Proposed for review as {found.proposal.id}: {found.record.name} is unchanged."
    if found.unchanged:
        return " ".join(found.notes)
    which = f"version {number}" if number else "the version before the last change"
    return " ".join([f"Restored {found.record.name} ({which}).", *found.notes])


# ----------------------------------------------------------------- inbox
DECIDED_SHOWN = 20  # recently approved or rejected proposals listed under the inbox
INBOX_PAGE = 50  # pending proposals a page shows; the rest are on the next pages


@dataclass
class OperationView:
    op: str  # "write", "tombstone", "delete" or "rename"
    name: str
    diff: list[DiffRow]
    new: bool  # no record held the name when it was proposed
    new_name: str | None = None  # a rename's

    @property
    def heading(self) -> str:
        if self.op == "rename":
            return f"rename: {self.name} \u2192 {self.new_name}"
        what = {"tombstone": "remove", "delete": "delete"}.get(self.op)
        return f"{what or ('new' if self.new else 'change')}: {self.name}"


def operation_view(op: Any) -> OperationView:
    """One operation of a proposal as the page shows it: a rename keeps its text."""
    after = op.text if op.op == "write" else op.base_text if op.op == "rename" else None
    return OperationView(op.op, op.name, side_by_side(op.base_text, after),
                         op.base_text is None, op.new_name)


@dataclass
class ProposalView:
    """A proposal (`memdir.service.inbox.Proposal`), its diffs, and the text to edit."""

    proposal: Any
    ops: list[OperationView]
    text: str


@dataclass
class InboxView:
    """One page of pending proposals (oldest first), how many are pending in all, the
    cursor of the next page (None: this is the last), and the latest decided ones."""

    items: list[ProposalView]
    total: int
    next: str | None
    decided: list[Any]
    after: str = ""  # the cursor this page was asked with ("": the first page)


def pending_count(memory: MemoryService) -> int:
    return memory.inbox_page(limit=0)[1]


def inbox(memory: MemoryService, after: str | None = None,
          per_page: int = INBOX_PAGE) -> InboxView:
    """A page of the inbox: a page of pending proposals after the cursor ``after``, and
    the latest decided ones (newest first). Only what the page shows is read.

    Raises:
        MemdirError: ``after`` is not a cursor of the inbox.
    """
    from memdir.service.inbox import proposal_text

    found, total, cursor = memory.inbox_page("pending", limit=per_page, after=after or None)
    pending = [ProposalView(p, [operation_view(op) for op in p.ops], proposal_text(p))
               for p in found]
    decided = memory.inbox_page("decided", limit=DECIDED_SHOWN, newest=True)[0]
    return InboxView(pending, total, cursor, decided, after or "")


def decide(memory: MemoryService, data: dict[str, str], actor: str) -> str:
    """Approve (as proposed or as edited) or reject one proposal."""
    pid, action = data.get("id", "").strip(), data.get("action", "")
    if action == "approve-selected":
        # "all" is every proposal the page showed, not one that arrived since.
        chosen = data.get("shown" if data.get("which") == "all" else "ids", "")
        return approve_many(memory, [i for i in chosen.split(",") if i.strip()])
    if action == "approve":
        done = memory.approve(pid)
    elif action == "edit":
        done = memory.approve(pid, edit=data.get("text", "").replace("\r\n", "\n"))
    elif action == "reject":
        done = memory.reject(pid, reason=data.get("reason", ""))
        return f"Rejected {done.id}." + (f" Reason: {done.note}" if done.note else "")
    else:
        raise MemdirError(f"Unknown action {action!r}; use approve, edit or reject.")
    return f"Approved {done.id}: {done.note}."


def approve_many(memory: Any, ids: list[str]) -> str:
    """Approve each of ``ids`` (the ones a person ticked), each its own change; one that
    cannot be approved is named with its reason and the others are still approved."""
    if not ids:
        raise MemdirError("No proposal was selected; tick the ones to approve.")
    approved, refused = [], []
    for pid in ids:
        try:
            approved.append(memory.approve(pid.strip()).id)
        except MemdirError as exc:
            refused.append(f"{pid.strip()} ({exc})")
    said = f"Approved {len(approved)}: {', '.join(approved)}." if approved else ""
    if refused:
        said += (" " if said else "") + "Not approved: " + "; ".join(refused)
    if not approved:
        raise MemdirError(said)
    return said


# ----------------------------------------------------------------- changes
CHANGES_SHOWN = 200  # newest changes listed; older ones stay in `memdir changes`


@dataclass
class ChangeView:
    change: Any
    records: list[tuple[str, str, str]]  # (scope, op, name) of each write


def changes(memory: MemoryService) -> tuple[list[ChangeView], list[tuple[str, Any]]]:
    """The newest changes, and the records consolidation removed (tombstones)."""
    views = []
    for ch in memory.changes()[:CHANGES_SHOWN]:
        seen: dict[tuple[str, str], tuple[str, str, str]] = {}
        for scope, op, name in ch.ops:
            seen[(scope, name)] = (scope, op, name)  # the last write of each record
        views.append(ChangeView(ch, list(seen.values())))
    return views, memory.tombstones()


def undo(memory: MemoryService, change: str, actor: str) -> str:
    done = memory.undo(change)
    names = ", ".join(done.names) or "nothing"
    return f"Undid change {change.strip()} (as change {done.id}): {names}."


# ----------------------------------------------------------------- questions
def questions(memory: MemoryService) -> list[Any]:
    """Questions visitors asked that memory could not answer (public-agent mode).

    A memory that served visitors offers ``unanswered_questions()``: `Question`s with
    ``question``, ``reason`` (why it counts as unanswered: nothing was recalled, or the
    model said it did not know), ``session`` and ``at`` (ISO time), the question already
    redacted. Without it the page says public-agent mode is off.
    """
    listed = memory.unanswered_questions
    return [] if listed is None else list(listed())
