"""Stores: where records live.

`Store` (in `base`) is the contract the pipeline and the front-ends program against; it
assumes no file system. `FileStore` keeps records as Markdown files in a folder, the source
of truth on disk; its search index, catalog mirror, journal and doctor are private to it.
"""

from __future__ import annotations

from typing import Any

from memdir.store.base import CatalogEntry, HistoryEntry, Hit, Store, WriteResult
from memdir.store.files.store import FileStore


def __getattr__(name: str) -> Any:
    if name == "Problem":  # `doctor`'s: a process that never checks a store never loads it
        from memdir.store.files.doctor import Problem

        return Problem
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CatalogEntry", "FileStore", "Hit", "HistoryEntry", "Problem", "Store",
           "WriteResult"]
