"""What every store keeps for review, as a store's contract says it: tombstones (from its
history), proposal ids and sizes, and the checks an approval and an undo make.

- **Tombstones** are not a second copy of anything: a record consolidation removed is a
  ``tombstone`` entry in the history log, holding the text. `tombstones` lists the ones
  no record holds again; `restore` and `undo` bring them back.
- A proposal's id is ``p`` + hex (`_PROPOSAL_ID`), its JSON at most `MAX_PROPOSAL_BYTES`.
- **The inbox's order** (`proposal_order`): a pending proposal by when it was filed, a
  decided one by when it was decided, then by id; a page of it (`proposal_page`) starts
  after the place of the last proposal of the page before.

How a folder keeps them is `memdir.store.files.reviewed`; a database,
`memdir.store.postgres.review`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from memdir.foundation.errors import ConflictError, StoreError
from memdir.foundation.record import content_hash, name_key
from memdir.store.base import Tombstone

INBOX_DIR = ".inbox"
MAX_PROPOSAL_BYTES = 4_000_000  # a proposal holds a few records and their diffs
_PROPOSAL_ID = re.compile(r"^p[0-9a-f]{8,32}$")
DECIDED = ("approved", "rejected", "stale")
INBOX_STATUSES = ("pending", *DECIDED, "decided")  # "decided": any of DECIDED


def proposal_order(data: dict[str, Any]) -> tuple[str, str]:
    """Where a proposal (as stored) sits in the inbox's order: (its time, its id). The time
    is when it was decided, or (pending, or a decision without a time) when it was filed."""
    status = str(data.get("status") or "pending")
    decided = data.get("decided") if status != "pending" else None
    return str(decided or data.get("created") or ""), str(data.get("id", ""))


def check_status(status: str | None) -> None:
    if status is not None and status not in INBOX_STATUSES:
        raise StoreError(f"{status!r} is not a state of a proposal "
                         f"({', '.join(INBOX_STATUSES)}).")


def matches(data: dict[str, Any], status: str | None, session: str | None,
            actor: str | None, dedupe: str | None) -> bool:
    """Whether a stored proposal is one a page with these filters lists."""
    have = str(data.get("status") or "pending")
    if status == "decided" and have not in DECIDED or status not in (None, "decided") \
            and have != status:
        return False
    source = data.get("source")
    said = source.get("session") if isinstance(source, dict) else None
    return (session is None or str(said or "") == session) and \
        (actor is None or str(data.get("actor") or "") == actor) and \
        (dedupe is None or str(data.get("dedupe") or "") == dedupe)


def page_of(found: Iterable[dict[str, Any]], limit: int | None, after: tuple[str, str] | None,
            newest: bool) -> list[dict[str, Any]]:
    """The page of ``found`` (proposals that match, in any order) after ``after``."""
    ordered = sorted(found, key=proposal_order, reverse=newest)
    if after is not None:
        ordered = [d for d in ordered
                   if (proposal_order(d) < after if newest else proposal_order(d) > after)]
    return ordered if limit is None else ordered[:max(0, limit)]


def tombstones(store: Any) -> list[Tombstone]:
    """Records consolidation removed that no record holds again, newest first: the
    ``tombstone`` entries of ``store``'s history (`History`) whose name no record holds
    (`Records.find`). The same for every store."""
    latest: dict[str, Any] = {}
    for entry in store.history():
        latest[name_key(str(entry.name))] = entry
        if entry.new_name:
            latest[name_key(entry.new_name)] = entry
    out = []
    for key, entry in latest.items():
        if entry.op != "tombstone" or entry.foreign or not isinstance(entry.before, str):
            continue
        if name_key(entry.name) != key or store.find(entry.name) is not None:
            continue
        out.append(Tombstone(entry.name, entry.at, entry.before, entry.change, entry.actor))
    return sorted(out, key=lambda t: t.at, reverse=True)


def check_unchanged(store: Any, name: str, expected: str | None) -> None:
    """Raise ConflictError unless record ``name`` is still what ``expected`` says
    (a hash, ``"absent"``, or None for "gone")."""
    current = store.find(name)
    now = current.hash if current is not None else None
    want = None if expected == "absent" else expected
    if now != want:
        raise ConflictError(f"Memory {name!r} changed after this was proposed.")


def text_hash(text: str | None) -> str | None:
    return None if text is None else content_hash(text.lstrip("\ufeff"))


__all__ = ["DECIDED", "INBOX_DIR", "INBOX_STATUSES", "MAX_PROPOSAL_BYTES", "Tombstone",
           "check_status", "check_unchanged", "matches", "page_of", "proposal_order",
           "text_hash", "tombstones"]
