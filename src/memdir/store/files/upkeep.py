"""What keeps a file store whole: all-or-nothing batches and check/fix.

Part of `FileStore` (an object given the folder's primitives, `core.Folder`),
kept apart because it is one concept: a group of writes that lands whole or not at all
(the snapshot and its replay are `journal`), and finding and repairing what is wrong with
a folder (`doctor`). Both are imported when first used: a recall runs neither.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from memdir.store.files.scan import JOURNAL_DIR

if TYPE_CHECKING:
    from memdir.store.files.core import Folder
    from memdir.store.files.doctor import Problem


class Upkeep:
    """The batch and doctor side of `FileStore` (see the module docstring), over its
    folder."""

    def __init__(self, store: Folder) -> None:
        self.store = store
        self._open = threading.local()  # this thread's batch, while one runs

    @contextlib.contextmanager
    def batch(self, actor: str = "") -> Iterator[Any]:
        """Apply many changes all-or-nothing (used by consolidation); yields the store.

        Every record file is snapshotted into ``.journal/`` first. If the block raises, or
        the process dies before the block ends, the snapshot is put back (at once, or at
        the next open of the store); see `memdir.store.files.journal`. A batch opened
        inside one is part of it (a rename's links inside an approval's batch): its
        journal is the outer one's, never replayed over the outer block's writes.
        """
        from memdir.store.files import (
            journal,  # imported late: only a batch (consolidation) needs it
        )

        if getattr(self._open, "batch", False):
            yield self.store
            return
        with self.store._locked():
            if os.path.lexists(self.store.root / JOURNAL_DIR):
                self._recover_journal()
            journal.snapshot(self.store.root, self.store._record_files())
            self._open.batch = True
            try:
                yield self.store
            except BaseException:
                try:
                    self._recover_journal()
                except OSError as exc:
                    raise journal.rollback_failed(exc, self.store.root) from exc
                raise
            finally:
                self._open.batch = False
            journal.finish(self.store.root)

    def _recover_journal(self) -> None:
        """Put back the snapshot of an interrupted batch."""
        from memdir.store.files import journal

        store = self.store
        if journal.put_back(store.root, store._record_files(), store._raw_bytes, store._log):
            self.store._reread()

    def check(self) -> list[Problem]:
        """Everything wrong with the store, without changing it (see `doctor.check`)."""
        from memdir.store.files import doctor  # imported late: a recall never runs it

        return doctor.check(self.store)

    def fix(self) -> list[Problem]:
        """Repair what `check` finds (see `doctor.fix`); returns what was fixed."""
        from memdir.store.files import doctor

        return doctor.fix(self.store)
