"""What `FileStore`'s parts are given: the folder's record-file primitives, declared.

`FileStore` is composed of parts, each an object holding what it needs (`writes`,
`versions`, `reviewed`, `upkeep`, `search`, `published`, `sessions`, `visitors`, and the
folder itself under its lock, `locked`): the ones that write
records are given the store itself as a `Folder`, the protocol below, and nothing else;
the ones that keep their own files beside the records (session notes, visitor logs,
published versions) are given the folder's path. `FileStore` delegates to them.
"""

from __future__ import annotations

import builtins
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Protocol

from memdir.foundation.record import Record
from memdir.store.files.catalog import Catalog
from memdir.store.history import HistoryEntry, HistoryLog, Op


class Folder(Protocol):
    """A store's folder of record files, as its parts use it (all under its lock)."""

    root: Path
    scope: str
    _history: HistoryLog
    _catalog: Catalog

    def repair_marked_index(self) -> bool: ...

    @property
    def cache_dir(self) -> Path: ...

    @property
    def index_path(self) -> Path: ...

    # ------------------------------------------------------------ reading
    def find(self, name: str) -> Record | None: ...

    def get(self, name: str) -> Record: ...

    def list(self) -> builtins.list[Record]: ...

    def history(self, name: str | None = None) -> builtins.list[HistoryEntry]: ...

    def read_text(self, file: str) -> str | None: ...

    def record_files(self) -> builtins.list[str]: ...

    def read_file(self, file: str, *, cache: bool = True) -> Record | None: ...

    def _record_files(self) -> builtins.list[str]: ...

    def _read_file(self, file: str, cache: bool = True) -> Record | None: ...

    def _raw_bytes(self, file: str) -> bytes | None: ...

    def _file_of(self, name: str) -> str | None: ...

    def _free_file(self, name: str) -> str: ...

    # ------------------------------------------------------------ writing
    def init(self) -> None: ...

    def close(self) -> None: ...

    def bulk(self) -> AbstractContextManager[Any]: ...

    def rebuild_index(self) -> None: ...

    def _locked(self) -> AbstractContextManager[None]: ...

    def _write_record(self, file: str, text: str | bytes, *, stored: bool = False) -> None: ...

    def _remove_file(self, file: str,
                     logged: AbstractContextManager[Any] | None = None) -> None: ...

    def _put_line(self, file: str, record: Record) -> None: ...

    def _drop_line(self, file: str) -> None: ...

    def _write_index(self, appended: str | None = None) -> None: ...

    def _reread(self) -> None: ...

    def _log(self, op: Op, name: str, file: str, before: str | bytes | None,
             after: str | None, actor: str, new_file: str | None = None) -> int: ...

    def _logged(self, op: Op, name: str, file: str, before: str | bytes | None,
                after: str | None, actor: str,
                new_file: str | None = None) -> AbstractContextManager[None]: ...

    def _recover_journal(self) -> None: ...


__all__ = ["Folder"]
