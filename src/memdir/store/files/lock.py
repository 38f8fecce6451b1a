"""The write lock of a store folder: one writer at a time, across processes.

``.lock`` in the folder, taken with `filelock` (imported on first use: a process that only
reads never pays for it). The folder may come from a cloned repository, so a ``.lock``
that is a symbolic link is refused, never opened: some filelock versions open the lock
with ``O_TRUNC`` and would empty whatever it points to (``~/.bashrc``).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from memdir.foundation.atomic import is_private, storage_error
from memdir.foundation.errors import StoreError
from memdir.store.files.scan import LOCK_FILE


class FolderLock:
    """The lock of one store folder, made on first use."""

    def __init__(self, root: Path, timeout: float) -> None:
        self.path = root / LOCK_FILE
        self.timeout = timeout
        self._lock: Any = None  # a filelock.FileLock
        # Threads of one process share this object (an agent's after_turn threads, an MCP
        # server's): the FileLock is made once, or one thread's hold would be released
        # through another's object and the folder stay locked.
        self._making = threading.Lock()

    @property
    def made(self) -> bool:
        return self._lock is not None

    @property
    def held(self) -> bool:
        """Whether this process holds it now."""
        return self._lock is not None and self._lock.is_locked

    def acquire(self) -> None:
        """Wait for the lock (at most ``timeout`` seconds).

        Raises:
            StoreError: another process held it too long, or ``.lock`` is a link.
        """
        from filelock import FileLock, Timeout

        with self._making:
            if self._lock is None:
                # An explicit mode only where it must be private: filelock applies it with
                # fchmod, past the umask.
                if is_private(self.path.parent):
                    self._lock = FileLock(str(self.path), timeout=self.timeout, mode=0o600)
                else:
                    self._lock = FileLock(str(self.path), timeout=self.timeout)
        if self.path.is_symlink():
            raise StoreError(f"{self.path} is a symbolic link; memdir does not lock through "
                             "links. Remove it and try again.")
        try:
            self._lock.acquire()
        except Timeout as exc:
            raise StoreError(
                f"Another memdir process has held the lock on {self.path.parent} for "
                f"{self.timeout:.0f}s; try again, or remove {self.path} if no memdir process "
                "is running.") from exc
        except OSError as exc:  # e.g. a symbolic link planted as .lock (ELOOP)
            raise storage_error(exc, f"lock {self.path}") from exc

    def release(self) -> None:
        self._lock.release()
