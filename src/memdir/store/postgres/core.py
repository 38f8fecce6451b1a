"""What `PostgresStore`'s parts use of it: its transactions, locks and row writers, declared.

Each part (`versions`, `review`, `notes`, `published`, `visitors`, `vectors`) is a class over a
`Tenant`: the store, one tenant's scope of the database. `PostgresStore` provides every
member below; a part that used anything else would not type-check.
"""

from __future__ import annotations

import builtins
import threading
from contextlib import AbstractContextManager
from typing import Any, Protocol

from memdir.foundation.record import Record
from memdir.store.change import ChangeTag
from memdir.store.history import HistoryEntry


class Tenant(Protocol):
    """One tenant's scope of the database, as the store's parts use it."""

    dsn: str
    tenant: str
    scope: str
    _local: threading.local  # the connection of a batch in progress, per thread

    @property
    def where(self) -> str: ...

    def _tx(self) -> AbstractContextManager[Any]: ...

    def _lock(self, conn: Any, *keys: str) -> None: ...

    def _read(self, conn: Any, key: str) -> Record | None: ...

    def _text_of(self, conn: Any, key: str) -> str | None: ...

    def _free_file(self, conn: Any, name: str) -> str: ...

    def _put(self, conn: Any, text: str, file: str) -> Record: ...

    def _log(self, conn: Any, op: str, name: str, file: str, before: str | None,
             after: str | None, actor: str, new_file: str | None = None,
             new_key: str | None = None, before_bytes: bytes | None = None,
             at: str | None = None, tag: ChangeTag | None = None) -> None: ...

    def find(self, name: str) -> Record | None: ...

    def batch(self, actor: str = "") -> AbstractContextManager[Any]: ...

    def history(self, name: str | None = None) -> builtins.list[HistoryEntry]: ...


__all__ = ["Tenant"]
