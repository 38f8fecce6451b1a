"""Who made a history entry, as this user can check it: a MAC keyed by a secret of theirs.

A history entry names its maker (`memdir.store.origin.owner_tag`: machine id and user id),
and what memdir believes of a record rests on it: a text this user wrote here has the
origin it claims (``user``: the person's own, which a model's write may not change at
once), a version written here may be restored. The tag alone is no proof: where a team
commits ``.history/``, every collaborator reads your tag in the log and can write it into
entries of their own. So each entry carries ``mac``: HMAC-SHA256 of the entry (every other
field, in a canonical JSON form) under a key only this user holds, ``history.key`` in
memdir's own folder (``MEMDIR_HOME``): 32 random bytes, made on the first write, owner-only
(0600), never in a project. An entry whose MAC this key verifies was written by this user
with this memdir home; any other (no MAC, a wrong one, a key of another home: a clone on
another machine, a collaborator's entry) is unverified, so its maker is not believed: it is
foreign, its text is the repository's, never a person's, and `restore` does not use it.

Logs written before the MAC (`history_migration.migrate`): in a log git does not track,
their entries are judged by the tag as before (this user's tag, or none) until the log's
first write here, which rewrites it with a MAC on each entry so judged, every line kept, and records
the log in ``history-keyed`` beside the key; from then on an entry without a MAC is never
believed. In a log git tracks no entry without a MAC is believed at all, tagged or not,
and none is signed: a collaborator can strip every MAC from a committed log and write
your tag, and a clone in a new folder is recorded nowhere. A log holding any verified
entry is migrated too, wherever it was recorded.
What a collaborator can still do with a committed log: copy an entry you wrote (it
verifies again where it is repeated), never make one of their own.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

KEY_FILE = "history.key"
KEYED_FILE = "history-keyed"  # the logs migrated to MACs, one digest of a path a line
MAC = "mac"
_PATIENCE = 50  # reads of a key found partial, 20 ms apart, before it counts as not ours

# (the key file's path, its inode and mtime) -> the key, so a long-lived process reads it once.
_keys: dict[Path, tuple[tuple[int, int], bytes]] = {}


def home() -> Path:
    from memdir.foundation.config import Config

    return Config.from_env().home_dir


def key(*, create: bool) -> bytes | None:
    """This user's history key, made (owner-only) when missing and ``create`` (a write);
    None when there is none (nothing written yet with this memdir home) or the file is not
    one this user owns.

    Raises:
        OSError: the key could not be made where a write needs it.
    """
    from memdir.store.origin import read_own

    path = home() / KEY_FILE
    got = read_own(path, 4096)
    if got is None and create:
        # Read again whether this process made it or another linked it in since: a key
        # that appeared between the first read and here is the key, never "none".
        if not os.path.lexists(path):
            _make(path)
        got = read_own(path, 4096)
    for _ in range(_PATIENCE if create else 0):
        if got is None or _value(got[0]) is not None:
            break
        # A key being made by a memdir from before it was written whole: wait for it.
        time.sleep(0.02)
        got = read_own(path, 4096)
    if got is None:
        return None
    data, st = got
    cached = _keys.get(path)
    if cached is not None and cached[0] == (st.st_ino, st.st_mtime_ns):
        return cached[1]
    value = _value(data)
    if value is None:
        return None
    if stat.S_IMODE(st.st_mode) & 0o077:  # readable by others: theirs to forge with
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)
    _keys[path] = ((st.st_ino, st.st_mtime_ns), value)
    return value


def _value(data: bytes) -> bytes | None:
    try:
        value = bytes.fromhex(data.decode("ascii").strip())
    except ValueError:
        return None
    return value if len(value) >= 32 else None


def _make(path: Path) -> None:
    """Write a new key whole beside ``path`` (a file of its own, fsynced) and link it into
    place, never over a key there: a process that reads the key finds it whole or not at
    all, one killed midway leaves only its temporary file, and when processes make it at
    once the first link wins and every other reads that one."""
    from memdir.foundation.atomic import make_dir

    make_dir(path.parent, private=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(tmp, flags, 0o600)
    try:
        try:
            os.write(fd, os.urandom(32).hex().encode("ascii") + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)
        with contextlib.suppress(FileExistsError):  # another process made it first
            os.link(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _canonical(entry: dict[str, Any]) -> bytes:
    fields = {k: v for k, v in entry.items() if k != MAC}
    return json.dumps(fields, sort_keys=True, ensure_ascii=True,
                      separators=(",", ":")).encode("ascii")


def signed(entry: dict[str, Any], secret: bytes) -> dict[str, Any]:
    """``entry`` with its MAC under ``secret``."""
    return {**entry, MAC: hmac.new(secret, _canonical(entry), hashlib.sha256).hexdigest()}


def verified(entry: dict[str, Any], secret: bytes | None) -> bool:
    """Whether ``entry`` carries a MAC that ``secret`` (this user's key) verifies."""
    mac = entry.get(MAC)
    if secret is None or not isinstance(mac, str):
        return False
    try:
        want = hmac.new(secret, _canonical(entry), hashlib.sha256).hexdigest()
    except (TypeError, ValueError):  # a field JSON cannot write back: not ours
        return False
    return hmac.compare_digest(mac, want)


# ------------------------------------------------------------------ logs migrated to MACs
def _log_id(log: Path) -> str:
    return hashlib.sha256(os.fsencode(os.path.abspath(log))).hexdigest()


def keyed(log: Path) -> bool:
    """Whether ``log`` was migrated to MACs by this user (recorded in memdir's home): an
    entry without one is then never believed, whatever its tag."""
    from memdir.store.origin import read_own

    got = read_own(home() / KEYED_FILE, 16 << 20)
    return got is not None and _log_id(log).encode("ascii") in got[0].split(b"\n")


def record_keyed(log: Path) -> None:
    """Record that ``log`` holds no entry believed without a MAC any more."""
    from memdir.foundation.atomic import make_dir

    if keyed(log):
        return
    path = home() / KEYED_FILE
    make_dir(path.parent, private=True)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, 0o600)
    try:
        os.write(fd, _log_id(log).encode("ascii") + b"\n")
    finally:
        os.close(fd)


__all__ = ["KEYED_FILE", "KEY_FILE", "MAC", "key", "keyed", "record_keyed", "signed",
           "verified"]
