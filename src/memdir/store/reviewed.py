"""What every store keeps for review, as a store's contract says it: tombstones (from its
history), proposal ids and sizes, and the checks an approval and an undo make.

- **Tombstones** are not a second copy of anything: a record consolidation removed is a
  ``tombstone`` entry in the history log, holding the text. `tombstones` lists the ones
  no record holds again; `restore` and `undo` bring them back.
- A proposal's id is ``p`` + hex (`_PROPOSAL_ID`), its JSON at most `MAX_PROPOSAL_BYTES`.

How a folder keeps them is `memdir.store.files.reviewed`; a database,
`memdir.store.postgres.review`.
"""

from __future__ import annotations

import re
from typing import Any

from memdir.foundation.errors import ConflictError
from memdir.foundation.record import content_hash, name_key
from memdir.store.base import Tombstone

INBOX_DIR = ".inbox"
MAX_PROPOSAL_BYTES = 4_000_000  # a proposal holds a few records and their diffs
_PROPOSAL_ID = re.compile(r"^p[0-9a-f]{8,32}$")


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


__all__ = ["INBOX_DIR", "MAX_PROPOSAL_BYTES", "Tombstone", "check_unchanged", "text_hash",
           "tombstones"]
