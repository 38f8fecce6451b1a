"""What keeps a file store whole: all-or-nothing batches and check/fix.

Part of `FileStore` (a mixin over its private helpers, like `versions` and `reviewed`),
kept apart because it is one concept: a group of writes that lands whole or not at all
(the snapshot and its replay are `journal`), and finding and repairing what is wrong with
a folder (`doctor`). Both are imported when first used: a recall runs neither.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.store.files.scan import JOURNAL_DIR

if TYPE_CHECKING:
    from memdir.store.files.doctor import Problem


class Upkeep:
    """The batch and doctor side of `FileStore` (see the module docstring)."""

    # Provided by FileStore.
    root: Path
    _locked: Callable[[], contextlib.AbstractContextManager[None]]
    _record_files: Callable[[], list[str]]
    _raw_bytes: Callable[[str], bytes | None]
    _log: Callable[..., int]
    _reread: Callable[[], None]

    @contextlib.contextmanager
    def batch(self, actor: str = "") -> Iterator[Any]:
        """Apply many changes all-or-nothing (used by consolidation); yields the store.

        Every record file is snapshotted into ``.journal/`` first. If the block raises, or
        the process dies before the block ends, the snapshot is put back (at once, or at
        the next open of the store); see `memdir.store.files.journal`.
        """
        from memdir.store.files import (
            journal,  # imported late: only a batch (consolidation) needs it
        )

        with self._locked():
            if os.path.lexists(self.root / JOURNAL_DIR):
                self._recover_journal()
            journal.snapshot(self.root, self._record_files())
            try:
                yield self
            except BaseException:
                try:
                    self._recover_journal()
                except OSError as exc:
                    raise journal.rollback_failed(exc, self.root) from exc
                raise
            journal.finish(self.root)

    def _recover_journal(self) -> None:
        """Put back the snapshot of an interrupted batch."""
        from memdir.store.files import journal

        if journal.put_back(self.root, self._record_files(), self._raw_bytes, self._log):
            self._reread()

    def check(self) -> list[Problem]:
        """Everything wrong with the store, without changing it (see `doctor.check`)."""
        from memdir.store.files import doctor  # imported late: a recall never runs it

        return doctor.check(self)

    def fix(self) -> list[Problem]:
        """Repair what `check` finds (see `doctor.fix`); returns what was fixed."""
        from memdir.store.files import doctor

        return doctor.fix(self)
