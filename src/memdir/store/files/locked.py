"""The folder a `FileStore` writes in, under its lock, and the writing of one file in it.

A `.memory/` folder may come from a cloned repository: the folder being a link (pointing
anywhere, or dangling) is refused (`LinkedPathError`), and nothing is read, written or
created through it. It is made on the first write, owner-only for a private store (and
everything made inside it then, see `memdir.foundation.atomic.make_dir`), and its
``.gitignore`` is completed once per process. Every write holds the folder's lock
(`lock.FolderLock`), and a batch that died before it finished is put back before the
write, not only when a process opens the store: a long-lived writer (an MCP server, chat)
would otherwise make writes that the next open rolls back with the journal.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from memdir.foundation.atomic import atomic_write, make_dir, storage_error
from memdir.foundation.errors import LinkedPathError, StoreError
from memdir.store.common import check_size
from memdir.store.files.lock import FolderLock
from memdir.store.files.scan import JOURNAL_DIR, ensure_gitignore


class LockedFolder:
    """One store's folder: made, guarded and locked.

    Args:
        root: the `.memory` folder.
        private: make it (and missing parents) readable by its owner only.
        lock_timeout: seconds to wait for another writer before giving up.
        recover: puts back the batch a journal in the folder holds (called under the
            lock, when the folder has a journal).
    """

    def __init__(self, root: Path, *, private: bool, lock_timeout: float,
                 recover: Callable[[], None]) -> None:
        self.root = root
        self.private = private
        self._lock = FolderLock(root, lock_timeout)  # taken by writes only
        self._recover = recover
        self._gitignore_checked = False

    @property
    def held(self) -> bool:
        """Whether this process holds the lock now."""
        return self._lock.held

    def guard(self) -> None:
        """Refuse a folder that is a link: it is neither read, written nor created
        through."""
        if os.path.islink(self.root):
            raise LinkedPathError(self.root)

    def make(self) -> None:
        """Create the folder and its .gitignore (idempotent)."""
        self.guard()
        try:
            make_dir(self.root, private=self.private or None)
            self._ensure_gitignore()
        except OSError as exc:
            raise storage_error(exc, f"create {self.root}") from exc

    def _ensure_gitignore(self) -> None:
        """Create or complete the store's .gitignore, once per process (the first write)."""
        self._gitignore_checked = True
        ensure_gitignore(self.root)

    def write(self, file: str, text: str | bytes, *, stored: bool = False) -> None:
        """Write one record file of the folder, atomically. ``stored``: the text is a
        version the store held (a restore, an undo), written back as it was even when it
        is larger than a new record may be: a file written by hand can be, and deleting it
        promised a way back."""
        if not stored:
            check_size(file[:-3], text)
        path = self.root / file
        if path.is_symlink():
            raise StoreError(f"{path} is a symbolic link; memdir does not write through links.")
        if path.resolve().parent != self.root.resolve():
            raise StoreError(f"{path} is outside the store {self.root}.")
        try:
            atomic_write(path, text)
        except OSError as exc:
            raise storage_error(exc, f"write {path}") from exc

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the folder's write lock (re-entrant: a batch's writes take it again)."""
        if self._lock.held:
            yield
            return
        self.guard()
        if not self.root.is_dir() or (self.private and not self._lock.made):
            self.make()  # for a private store, also once per process: see make_dir
        self._lock.acquire()
        try:
            # One stat when there is no journal.
            if os.path.lexists(self.root / JOURNAL_DIR):
                try:
                    self._recover()
                except StoreError:
                    raise
                except OSError as exc:
                    raise storage_error(exc, "put back the interrupted batch in "
                                        f"{self.root / JOURNAL_DIR}") from exc
            if not self._gitignore_checked:
                with contextlib.suppress(OSError):
                    self._ensure_gitignore()
            yield
        finally:
            self._lock.release()


__all__ = ["LockedFolder"]
