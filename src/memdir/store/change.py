"""The change a store write belongs to.

Every operation (one turn's extraction, one consolidation, one import, one approval, one
undo, one add, edit, rename, delete or restore) is one *change*: its writes carry the same
id in the history log, so `memdir changes` can list it and `memdir undo ID` can revert all
of it. The id travels in a context variable instead of a parameter of every write: the
writes happen deep inside the pipeline (a correction renames then updates, a
consolidation upserts then tombstones), and a forgotten parameter would leave a write out
of its change, which `undo` would then silently not revert.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class ChangeTag:
    """What a history entry says about the change it belongs to."""

    id: str
    kind: str  # extract, consolidate, import, approve, undo, remember, save, edit, rename,
    # delete, restore
    undoes: str | None = None

    def to_dict(self) -> dict[str, str]:
        out = {"id": self.id, "kind": self.kind}
        if self.undoes:
            out["undoes"] = self.undoes
        return out


_current: contextvars.ContextVar[ChangeTag | None] = contextvars.ContextVar(
    "memdir_change", default=None)


def new_change_id() -> str:
    """A short id a person can type (``memdir undo c3f9a2b1``)."""
    import uuid  # imported late: it loads platform, and only a write needs an id

    return "c" + uuid.uuid4().hex[:8]


def current_change() -> ChangeTag | None:
    """The change the writes of this context belong to, if any."""
    return _current.get()


@contextlib.contextmanager
def change(kind: str, *, undoes: str | None = None,
           change_id: str | None = None) -> Iterator[ChangeTag]:
    """Tag every store write inside the block with one new change id.

    Nested blocks join the outer change: a consolidation run at the end of a turn's
    extraction is its own change only when it runs on its own.
    """
    outer = _current.get()
    if outer is not None and change_id is None:
        yield outer
        return
    tag = ChangeTag(change_id or new_change_id(), kind, undoes)
    token = _current.set(tag)
    try:
        yield tag
    finally:
        _current.reset(token)


@contextlib.contextmanager
def own_change(kind: str, *, undoes: str | None = None) -> Iterator[ChangeTag]:
    """A change of its own even inside another one (a consolidation after a turn's
    extraction: undoing the merge must not take the new memory with it)."""
    with change(kind, undoes=undoes, change_id=new_change_id()) as tag:
        yield tag


@contextlib.contextmanager
def no_change() -> Iterator[None]:
    """Writes in the block belong to no change (a copied history entry that had none)."""
    token = _current.set(None)
    try:
        yield
    finally:
        _current.reset(token)


__all__ = ["ChangeTag", "change", "current_change", "new_change_id", "no_change",
           "own_change"]
