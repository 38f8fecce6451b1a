"""The batch journal: a snapshot that makes a group of writes all-or-nothing.

`FileStore.batch` copies every record file (and MEMORY.md, for its line order) into
``.journal/`` before the block runs. If the block raises, or the process dies before it
ends, the snapshot is put back: at once, or before the next write of any process (not only
at open, so it cannot later roll back writes made after it).

A journal is replayed only if this user made it on this machine (`own`); a journal that
came with a cloned repository, or that another user left, is dropped: every change a batch
made is in the history log with the content before it, so dropping one loses nothing.
The journal appears whole or not at all (it is made as ``.journal.tmp`` and renamed), and
is retired by a rename before it is deleted.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, fsync_dir, is_private, storage_error
from memdir.foundation.errors import StoreError
from memdir.foundation.record import INDEX_FILE, now_iso, parse_record
from memdir.store.files.scan import (
    JOURNAL_DIR,
    JOURNAL_OWNER,
    is_record_file_name,
    is_regular,
    kept,
)
from memdir.store.origin import machine_id, user_id

Log = Callable[..., object]  # FileStore._log(op, name, file, before, after, actor)


def snapshot(root: Path, files: list[str]) -> None:
    """Copy the record files and MEMORY.md into a new journal (under the store's lock)."""
    journal, tmp = root / JOURNAL_DIR, root / (JOURNAL_DIR + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        os.mkdir(tmp, 0o700 if is_private(root) else 0o777)
        owner = {"machine": machine_id(), "uid": user_id(), "pid": os.getpid(),
                 "created": now_iso()}
        atomic_write(tmp / JOURNAL_OWNER, json.dumps(owner))
        for f in files:
            # Not links, folders or pipes, nor a file too large for memdir to change.
            if kept(root / f):
                shutil.copy2(root / f, tmp / f)
        if kept(root / INDEX_FILE):  # so a rollback puts back its line order too
            shutil.copy2(root / INDEX_FILE, tmp / INDEX_FILE)
        fsync_dir(tmp)
        os.replace(tmp, journal)  # the journal exists whole or not at all
        fsync_dir(root)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise storage_error(exc, "snapshot the store before a batch") from exc


def finish(root: Path) -> None:
    """The batch ended: the journal goes."""
    try:
        drop(root)
    except OSError as exc:  # the journal stays: the next open rolls the batch back
        raise storage_error(exc, f"finish the batch (remove {root / JOURNAL_DIR})") from exc


def rollback_failed(exc: OSError, root: Path) -> StoreError:
    """The error for a batch whose rollback itself failed (the disk is still full): the
    journal stays and is replayed at the next open, so nothing is lost."""
    why = "the disk is full" if exc.errno == errno.ENOSPC else (exc.strerror or str(exc))
    return StoreError(f"The batch failed and could not be rolled back yet ({why}); its "
                      f"snapshot in {root / JOURNAL_DIR} is put back when the store is next "
                      "opened.")


def drop(root: Path) -> None:
    """Retire the journal in one rename, then delete it. Deleting it in place could be
    cut short by a kill, and a journal missing some files would, at the next open, put
    back only those and delete the rest as if the batch had created them."""
    journal, tmp = root / JOURNAL_DIR, root / (JOURNAL_DIR + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    os.replace(journal, tmp)
    fsync_dir(root)
    shutil.rmtree(tmp, ignore_errors=True)


def own(journal: Path) -> bool:
    """Whether this user made the journal on this machine (`snapshot` records both)."""
    try:
        fd = os.open(journal / JOURNAL_OWNER, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as fh:
            owner = json_text.loads(fh.read(10_000))
    except (OSError, ValueError):
        return False
    return (isinstance(owner, dict) and owner.get("machine") == machine_id()
            and owner.get("uid") == user_id())


def put_back(root: Path, files: list[str], raw: Callable[[str], bytes | None],
             log: Log) -> bool:
    """Put back the snapshot of an interrupted batch, each change in the history log.

    Args:
        root: the store folder; ``files``: its record files now.
        raw: a record file's bytes (never through a link); ``log``: the history log.

    Returns:
        Whether record files may have changed (the caller re-reads its views).
    """
    journal = root / JOURNAL_DIR
    if journal.is_symlink() or not journal.is_dir():
        # Not made by batch(): restoring it would import files from wherever it points.
        with contextlib.suppress(OSError):
            journal.unlink()
        return False
    if not own(journal):
        # Committed to a repository, or left by another user: replaying it would put
        # that snapshot over this user's records (see the module docstring).
        shutil.rmtree(journal, ignore_errors=True)
        return False
    snap = {f for f in os.listdir(journal) if is_record_file_name(f)
            and is_regular(journal / f)}
    for f in files:
        # Only regular files were snapshotted; a link or folder is not the batch's doing
        # (and a link must not be read into the history log), nor a file too large for
        # any write to make.
        if f not in snap and kept(root / f):
            log("delete", f[:-3], f, raw(f), None, "rollback")
            with contextlib.suppress(FileNotFoundError):
                os.unlink(root / f)
    for f in sorted(snap):
        # Bytes, not text: a CRLF or non-UTF-8 file the batch never touched must not be
        # rewritten (decoding would turn "\r\n" into "\n" and bad bytes into U+FFFD).
        data = (journal / f).read_bytes()
        try:
            current = raw(f)
        except StoreError:
            # Replaced since the crash by a file too large to keep a copy of: putting the
            # snapshot over it would lose it for good, so it stands (doctor names it).
            continue
        if current != data:
            text = data.decode("utf-8", errors="replace")
            log("restore", parse_record(text, f).name, f, current, text, "rollback")
            atomic_write(root / f, data)
    if is_regular(journal / INDEX_FILE):
        atomic_write(root / INDEX_FILE, (journal / INDEX_FILE).read_bytes(), durable=False)
    drop(root)
    return True
