"""Stores: where records live.

`Store` (in `base`) is the contract the pipeline and the front-ends program against; it
assumes no file system. `FileStore` keeps records as Markdown files in a folder, the source
of truth on disk; its search index, catalog mirror, journal and doctor are private to it.
"""

from __future__ import annotations

from .base import CatalogEntry, HistoryEntry, Hit, Store, WriteResult
from .files import FileStore, Problem

__all__ = ["CatalogEntry", "FileStore", "Hit", "HistoryEntry", "Problem", "Store",
           "WriteResult"]
