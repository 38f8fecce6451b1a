"""Durable, atomic file writes and the one-sentence errors for what a disk refuses.

A reader sees a file's old content or its new content, whole, never a mix: the data goes
to a temp file in the same folder, is fsynced, then renamed over the target, and the
folder is fsynced so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from pathlib import Path

from ..errors import StoreError


def fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def storage_error(exc: OSError, what: str) -> StoreError:
    if exc.errno == errno.ENOSPC:
        return StoreError(f"The disk is full: could not {what}. Nothing was changed.")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return StoreError(f"Permission denied: could not {what} ({exc.strerror}).")
    return StoreError(f"Could not {what}: {exc.strerror or exc}.")


def atomic_write(path: Path, text: str | bytes, *, durable: bool = True) -> None:
    """Write text (UTF-8) or bytes to path so that a reader sees either the old or the new
    content, whole."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = path.with_name(f".{path.name[:80]}.{secrets.token_hex(4)}.tmp")
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(tmp, flags, 0o644)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        fsync_dir(path.parent)
