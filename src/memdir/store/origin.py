"""Who made a piece of local state: this machine and this user, or someone else.

A `.memory/` folder can come from a cloned repository, so the state memdir keeps beside
the records (the search index cache, a batch journal) is trusted only if this user made
it on this machine. The tag is the machine id (``/etc/machine-id`` and the like, which a
repository's author cannot know; the host name where there is none) and the user id.
"""

from __future__ import annotations

import functools
import os


@functools.lru_cache(maxsize=1)
def machine_id() -> str:
    for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            with open(path, encoding="ascii", errors="replace") as fh:
                value = fh.read(200).strip()
        except OSError:
            continue
        if value:
            return value
    import socket  # imported late: only a machine without an id needs them, and uuid
    import uuid  # loads platform, whose patterns every hook process would compile

    return f"{socket.gethostname()}-{uuid.getnode():012x}"


def user_id() -> str:
    if hasattr(os, "getuid"):
        return str(os.getuid())
    return os.environ.get("USERNAME", "")  # Windows: no uid


def owner_tag() -> str:
    """This machine and this user, as recorded in state memdir made itself."""
    return f"{machine_id()}:{user_id()}"


# ----------------------------------------------------------------- state memdir keeps
# Public-agent state (`.sessions/`, `.visitors/`, `.published/`) is tagged like the history
# log: a file counts only if this user owns it, it is read without following a link or
# blocking on a named pipe, and it carries this tag (or, made before the tag existed, git
# does not track it: a tracked one came with a clone).

def is_link_or_odd(path: os.PathLike[str] | str) -> bool:
    """Whether a folder memdir keeps its own state in is anything but a plain folder (a
    link above all): then it is neither read nor written through. Missing is fine."""
    import stat

    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    return not stat.S_ISDIR(st.st_mode)


def own_folder(path: os.PathLike[str] | str) -> os.stat_result | None:
    """The folder's ``lstat`` if it is a plain folder (not a link) of this user, else
    None."""
    import stat

    try:
        st = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode) or not _mine(st):
        return None
    return st


def read_own(path: os.PathLike[str] | str, max_bytes: int
             ) -> tuple[bytes, os.stat_result] | None:
    """The bytes of a regular file this user owns, at most ``max_bytes``, and its stat;
    None for anything else: missing, a link (never followed), a named pipe or device
    (never opened blocking), another user's, or larger."""
    import stat

    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or not _mine(st) or st.st_size > max_bytes:
            return None
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        return (data, st) if len(data) <= max_bytes else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _mine(st: os.stat_result) -> bool:
    return not hasattr(os, "getuid") or st.st_uid == os.getuid()


_untracked: dict[tuple[str, int, int], bool] = {}


def untracked_legacy(path: os.PathLike[str] | str, st: os.stat_result) -> bool:
    """Whether state made before owner tags (none on it) may be trusted: git does not
    track it (memdir's .gitignore keeps it out; a tracked one arrived by a clone).
    Asked once per file version (its inode and time) in a process."""
    key = (os.fspath(path), st.st_ino, st.st_mtime_ns)
    found = _untracked.get(key)
    if found is None:
        found = not tracked_by_git(path)
        if len(_untracked) > 10_000:
            _untracked.clear()
        _untracked[key] = found
    return found


def tracked_by_git(path: os.PathLike[str] | str) -> bool:
    """Whether git tracks ``path`` (a file, or any file under a folder)."""
    import subprocess  # imported late: reading a store runs git only for untagged state

    where, name = os.path.split(os.path.abspath(os.fspath(path)))
    try:
        done = subprocess.run(
            ["git", "-C", where, "ls-files", "--error-unmatch", "--", name],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return False  # no git: nothing was cloned with it
    return done.returncode == 0
