"""Stores: where records live. `FileStore` is the source of truth on disk.

The `Store` protocol is what the pipeline needs; it assumes no file system, so a database
store for fleets of agents can implement it later.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Protocol, runtime_checkable

from ..record import Record
from .files import FileStore, HistoryEntry, Problem, WriteResult


@runtime_checkable
class Store(Protocol):
    scope: str

    def list(self) -> list[Record]: ...
    def find(self, name: str) -> Record | None: ...
    def get(self, name: str) -> Record: ...
    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult: ...
    def delete(self, name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record: ...
    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record: ...
    def restore(self, name: str, version: int | None = None, *, actor: str = "") -> Record: ...
    def history(self, name: str | None = None) -> list[HistoryEntry]: ...
    def batch(self, actor: str = "") -> AbstractContextManager[Store]: ...


__all__ = ["FileStore", "HistoryEntry", "Problem", "Store", "WriteResult"]
