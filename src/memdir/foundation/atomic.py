"""Durable, atomic file writes and the one-sentence errors for what a disk refuses.

A reader sees a file's old content or its new content, whole, never a mix: the data goes
to a temp file in the same folder, is fsynced, then renamed over the target, and the
folder is fsynced so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from memdir.foundation.errors import StoreError


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
    if exc.errno == errno.EROFS:
        return StoreError(f"Permission denied: could not {what} (the file system is "
                          "read-only).")
    if exc.errno in (errno.EACCES, errno.EPERM):
        # Not "(Permission denied)" again: what a person can do about it.
        return StoreError(f"Permission denied: could not {what} (this user lacks the "
                          "permission; ls -ld shows the folder's owner and mode).")
    return StoreError(f"Could not {what}: {exc.strerror or exc}.")


def is_private(folder: str | os.PathLike[str]) -> bool:
    """Whether only its owner can enter a folder (memdir's home, a user store)."""
    try:
        return os.stat(folder).st_mode & 0o077 == 0
    except OSError:
        return False


def new_file_mode(folder: str | os.PathLike[str]) -> int:
    """The mode for a new file in a folder: owner-only in a private folder (a user store,
    its history, the chat queue hold whole conversations), else what the umask allows."""
    return 0o600 if is_private(folder) else 0o666


def make_dir(path: Path, *, private: bool | None = None) -> None:
    """Create a folder (and missing parents). A folder made inside a private one, or with
    ``private=True``, is owner-only (0700) whatever the umask. With ``private=True`` an
    existing folder of this user is made owner-only too (one an earlier memdir created
    0755 would otherwise hand every new file in it to the umask)."""
    missing = []
    for folder in (path, *path.parents):
        if os.path.lexists(folder):
            break
        missing.append(folder)
    for folder in reversed(missing):
        own = private if private is not None else is_private(folder.parent)
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700 if own else 0o777)
    if private and not missing:
        with contextlib.suppress(OSError):
            st = os.lstat(path)
            if (stat.S_ISDIR(st.st_mode) and st.st_mode & 0o077
                    and st.st_uid == getattr(os, "getuid", lambda: st.st_uid)()):
                os.chmod(path, stat.S_IMODE(st.st_mode) & 0o700)


def _kept_mode(path: Path) -> int | None:
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return stat.S_IMODE(st.st_mode) & 0o777 if stat.S_ISREG(st.st_mode) else None


def atomic_write(path: Path, text: str | bytes, *, durable: bool = True) -> None:
    """Write text (UTF-8) or bytes to path so that a reader sees either the old or the new
    content, whole. A file keeps its mode (a person's chmod 600 survives an update); a new
    file gets `new_file_mode` of its folder."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    # os.urandom, which secrets.token_hex is, without importing secrets (and random) into
    # every process that only reads.
    tmp = path.with_name(f".{path.name[:80]}.{os.urandom(4).hex()}.tmp")
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        keep = _kept_mode(path)
        fd = os.open(tmp, flags, 0o600 if keep is not None else new_file_mode(path.parent))
        with os.fdopen(fd, "wb") as fh:
            if keep is not None and hasattr(os, "fchmod"):  # not on Windows
                os.fchmod(fd, keep)
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
