"""A correction's links through a rename: the record at the other end of a pair names the
renamed record by its new name.

A correction links two records by name (``superseded_by`` on the one it closed,
``supersedes`` on the one it opened: `memdir.service.writes.corrections`). Renaming
either end would leave the other naming a record that is gone, so every rename of a
record (`Pipeline.rename_in`: `memdir edit` of a name, ``Memory.rename``, REST and
remote renames, an approved rename proposal, admission's new name for an update) writes
the other end's link anew in the same change: `memdir log` shows it, `memdir undo` of
the rename takes it back. Only a record the renamed one names, and that names it back
by its old name, is rewritten: a link one side claims alone is left as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memdir.foundation.record import Record, name_key
from memdir.foundation.validity import record_name

if TYPE_CHECKING:
    from memdir.service.writes.proposals import Writer
    from memdir.store.base import Store

_ENDS = (("supersedes", "superseded_by"), ("superseded_by", "supersedes"))


def carry_links(host: Writer, store: Store, old_name: str, renamed: Record, *,
                actor: str | None = None) -> list[Record]:
    """Each record of ``renamed``'s pairs that named it ``old_name``, written naming it
    by its new name (in the caller's change and batch); the records written."""
    written = []
    for field, back in _ENDS:
        other_name = record_name(getattr(renamed, field))
        other = store.find(other_name) if other_name is not None else None
        if other is None or other.key == renamed.key:
            continue
        said = record_name(getattr(other, back))
        if said is None or name_key(said) != name_key(old_name) or said == renamed.name:
            continue
        written.append(host.upsert(store, other.evolve(**{back: renamed.name},
                                                       extra=other.extra),
                                   other.hash, actor=actor))
    return written


__all__ = ["carry_links"]
