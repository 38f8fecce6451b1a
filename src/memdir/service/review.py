"""Reading the inbox: finding proposals, a page of them, and recording a decision on one.

The inbox is kept by the stores (``save_proposal``, ``proposal``, ``proposal_page``: a
proposal is kept by the store it would write to). Making a proposal and applying an
approved one are commands of the one pipeline (`memdir.service.writes.pipeline`); this module
only reads, and records a decision through the pipeline's ``file`` function.

**Pages.** An inbox a visitor can fill is read a page at a time (`inbox_page`): each store
answers its page from an index (`memdir.store.base.Proposals.proposal_page`), never by
reading every proposal. The order is the stores' (`memdir.store.reviewed.proposal_order`:
when filed, or once decided when decided; then the id, unique across stores), and a cursor
is a place in it: a proposal filed while the inbox is paged comes after the last page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import MemdirError, NotFoundError, ProposalError
from memdir.foundation.record import now_iso
from memdir.service.inbox import Proposal, UnknownProposal
from memdir.store.base import Store
from memdir.store.reviewed import INBOX_STATUSES, proposal_order

PAGE = 50  # proposals a page shows unless asked for another number
MAX_PAGE = 200  # the most a page of the REST inbox holds


def find_proposal(stores: Sequence[Store], pid: str) -> tuple[Store, Proposal]:
    """The store holding proposal ``pid`` and the proposal.

    Raises:
        UnknownProposal: no store has it (a NotFoundError).
    """
    for store in stores:
        if not store.exists():
            continue
        try:
            return store, Proposal.from_dict(store.proposal(pid), store.scope)
        except NotFoundError:
            continue
    raise UnknownProposal(pid)


def all_proposals(stores: Sequence[Store], status: str | None = "pending") -> list[Proposal]:
    """Proposals of every store with this status (None: all), oldest first."""
    out = []
    for store in stores:
        if store.exists():
            out += [Proposal.from_dict(d, store.scope) for d in store.proposals()]
    out = [p for p in out if status is None or p.status == status]
    return sorted(out, key=lambda p: (p.created, p.id))


def inbox_page(stores: Sequence[Store], status: str | None = "pending", *,
               limit: int | None = PAGE, after: str | None = None, newest: bool = False
               ) -> tuple[list[Proposal], int, str | None]:
    """A page of the inbox of ``stores``: the proposals of ``status`` (None: every one;
    ``decided``: approved, rejected or stale) after the cursor ``after``, oldest first or
    ``newest`` first, at most ``limit`` (None: all; 0: none, only counted); how many there
    are in all; the next page's cursor (None on the last page).

    Raises:
        MemdirError: an unknown status, or ``after`` is not a cursor a page gave.
    """
    if status is not None and status not in INBOX_STATUSES:
        raise MemdirError(f"{status!r} is not a state of a proposal; use one of "
                          f"{', '.join(INBOX_STATUSES)}.")
    start = read_inbox_cursor(after) if after else None
    want = None if limit is None else limit + 1 if limit > 0 else 0
    rows: list[tuple[tuple[str, str], Proposal]] = []
    total = 0
    for store in stores:
        if not store.exists():
            continue
        found, count = store.proposal_page(status, limit=want, after=start, newest=newest)
        total += count
        rows += [(proposal_order(d), Proposal.from_dict(d, store.scope)) for d in found]
    rows.sort(key=lambda row: row[0], reverse=newest)
    if limit is None or len(rows) <= limit:
        return [p for _, p in rows], total, None
    return [p for _, p in rows[:limit]], total, inbox_cursor(rows[limit - 1][0])


def inbox_cursor(place: tuple[str, str]) -> str:
    """An opaque cursor for the proposals after ``place`` (URL-safe text)."""
    import base64
    import json

    raw = json.dumps(list(place), ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def read_inbox_cursor(text: str) -> tuple[str, str]:
    """The place a cursor `inbox_cursor` made names.

    Raises:
        MemdirError: it is not one.
    """
    import base64
    import binascii

    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        at, pid = json_text.loads(raw.decode("utf-8"))
        if not isinstance(at, str) or not isinstance(pid, str) or len(at) + len(pid) > 200:
            raise ValueError(text)
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError) as exc:
        raise MemdirError(f"{text[:80]!r} is not a cursor of the inbox: pass the 'next' "
                          "a page answered, unchanged.") from exc
    return at, pid


def seen_marker(proposals: Sequence[Proposal]) -> str:
    """What a listing of ``proposals`` prints for approving exactly them later
    (`seen_proposals`): how many, and a digest of their ids in the order listed."""
    return f"{len(proposals)}-{_digest([p.id for p in proposals])}"


def _digest(ids: Sequence[str]) -> str:
    import hashlib

    return hashlib.sha256("\n".join(ids).encode("utf-8")).hexdigest()[:12]


def seen_proposals(pending: Sequence[Proposal], marker: str) -> list[Proposal]:
    """The proposals the listing that printed ``marker`` (`seen_marker`) showed, found
    among ``pending`` (the pending ones, in the inbox's order) as the same run of ids. A
    bulk approval takes these and no other: one filed after the person looked is not
    among them.

    Raises:
        MemdirError: ``marker`` is not one; or no run of the pending proposals is the one
            listed (one of them was decided since, or one filed since sorts among them).
    """
    count, _, digest = marker.strip().partition("-")
    if not re.fullmatch(r"[1-9][0-9]{0,8}", count) or len(digest) != 12 or \
            digest.strip("0123456789abcdef"):
        raise MemdirError(f"{marker[:40]!r} is not a marker memdir inbox printed; pass the "
                          "one after --seen in its last line, unchanged.")
    size = int(count)
    ids = [p.id for p in pending]
    for start in range(len(ids) - size + 1):
        if _digest(ids[start:start + size]) == digest:
            return list(pending[start:start + size])
    raise MemdirError(f"The inbox changed since it listed these {size} proposals: one of "
                      "them was decided since, or one filed since sorts among them. "
                      "Nothing was approved; list it again (memdir inbox) and approve what "
                      "it shows.")


def require_pending(proposal: Proposal) -> None:
    if not proposal.pending:
        raise ProposalError(f"Proposal {proposal.id} was already {proposal.status} "
                            f"({proposal.decided}); nothing was changed.")


def decide(file: Callable[[Store, Proposal], Any], store: Store, proposal: Proposal,
           status: str, note: str, change_id: str | None = None) -> Proposal:
    """Record the decision in the proposal (it is kept, never deleted)."""
    proposal.status, proposal.note = status, note
    proposal.decided, proposal.change = now_iso(), change_id
    file(store, proposal)
    return proposal


__all__ = ["MAX_PAGE", "PAGE", "all_proposals", "decide", "find_proposal", "inbox_cursor",
           "inbox_page", "read_inbox_cursor", "require_pending", "seen_marker",
           "seen_proposals"]
