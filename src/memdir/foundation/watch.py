"""Which folders had a file change since the last look, from Linux's inotify.

A long-lived process answering for stores (the resident process) must see a record edited
in place by hand, as a fresh process does by a stat of every file: 10,000 stats cost
30-300 ms on this project's shared machine, more than the rest of a fused recall. The
kernel can say it instead. One inotify instance (`FolderWatch`) watches folders, not their
subfolders; `changed` reads what happened since it was last asked (it never blocks) and
says whether a file the folder's filter accepts was created, written, closed after a
write, moved, deleted or had its attributes changed, or whether the watch cannot vouch
for the folder: not watched yet (it is from then on: the caller's full look that follows
sees whatever happened before), the kernel's queue overflowed, the folder itself moved
or was deleted. `changes` says the same with the names of the files that changed, so that
the caller looks at those alone. ``fileno`` lets a process wait for events with `select`
and do the work they call for before anyone asks.

Where inotify is not there (not Linux, no such libc symbol, the user's limit of instances
or watches reached) every folder is always changed: the caller looks at every file, as
without a watch. Event masks and the event layout are Linux's (``<sys/inotify.h>``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import struct
from collections.abc import Callable

IN_MODIFY = 0x2
IN_ATTRIB = 0x4
IN_CLOSE_WRITE = 0x8
IN_MOVED_FROM = 0x40
IN_MOVED_TO = 0x80
IN_CREATE = 0x100
IN_DELETE = 0x200
IN_DELETE_SELF = 0x400
IN_MOVE_SELF = 0x800
IN_Q_OVERFLOW = 0x4000
IN_IGNORED = 0x8000
IN_ONLYDIR = 0x01000000
MASK = (IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
        | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
GONE = IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED  # the watch no longer vouches
MOST_NAMES = 1_000  # names kept per folder; past this many, a change is "look at every file"
_EVENT = struct.Struct("iIII")  # wd, mask, cookie, len; then len bytes of name


class FolderWatch:
    """Folders watched by one inotify instance (see the module text)."""

    def __init__(self) -> None:
        self._fd: int | None = None
        self._add: Callable[[int, bytes, int], int] | None = None
        self._watched: dict[str, tuple[int, Callable[[str], bool]]] = {}  # folder -> wd
        self._folders: dict[int, str] = {}  # wd -> folder
        self._dirty: set[str] = set()
        # The names that changed in each dirty folder; None: unknown (the queue overflowed,
        # or too many to keep), the caller looks at every file.
        self._names: dict[str, set[str] | None] = {}
        try:
            libc = ctypes.CDLL(None, use_errno=True)  # the interpreter's own libc
            fd = int(libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC))
        except (OSError, AttributeError, TypeError):
            return
        if fd >= 0:
            self._fd, self._add = fd, libc.inotify_add_watch

    @property
    def available(self) -> bool:
        return self._fd is not None

    def fileno(self) -> int:
        """The instance's descriptor, readable when events wait (-1 without inotify)."""
        return -1 if self._fd is None else self._fd

    def changed(self, folder: str, wanted: Callable[[str], bool] = lambda name: True
                ) -> bool:
        """Whether ``folder`` needs a look: a file whose name ``wanted`` accepts changed
        there since the last call, or the watch cannot vouch for it (see the module text).
        A folder not watched yet is watched from now on (with ``wanted``)."""
        return self.changes(folder, wanted) != set()

    def changes(self, folder: str, wanted: Callable[[str], bool] = lambda name: True
                ) -> set[str] | None:
        """What changed in ``folder`` since the last call: the names of the files
        ``wanted`` accepts that were created, written, moved in or out, deleted or had
        their attributes changed (an empty set: none), or None when the watch cannot say
        which (not watched yet, the queue overflowed, more than `MOST_NAMES`): the caller
        looks at every file. Like `changed`, it starts watching a folder not watched."""
        self.read()
        if folder not in self._watched:
            self._start(folder, wanted)
            return None
        if folder in self._dirty:
            self._dirty.discard(folder)
            return self._names.pop(folder, None)
        return set()

    def watching(self, folder: str) -> bool:
        """Whether changes in ``folder`` are seen (`changed` started watching it)."""
        return folder in self._watched

    def pending(self) -> set[str]:
        """The watched folders with a change waiting (read now), left waiting."""
        self.read()
        return set(self._dirty)

    def read(self) -> None:
        """Take in the events waiting, without blocking."""
        if self._fd is None:
            return
        while True:
            try:
                data = os.read(self._fd, 64 * 1024)
            except BlockingIOError:
                return
            except OSError:
                self.close()  # never trusted again: every folder is changed
                return
            offset = 0
            while offset + _EVENT.size <= len(data):
                wd, mask, _, length = _EVENT.unpack_from(data, offset)
                raw = data[offset + _EVENT.size:offset + _EVENT.size + length]
                offset += _EVENT.size + length
                self._event(wd, mask, os.fsdecode(raw.split(b"\0", 1)[0]))

    def _event(self, wd: int, mask: int, name: str) -> None:
        if mask & IN_Q_OVERFLOW:
            self._dirty.update(self._watched)
            self._names.update(dict.fromkeys(self._watched))
            return
        folder = self._folders.get(wd)
        if folder is None:
            return
        if mask & GONE:
            self._forget(folder)
            return
        if self._watched[folder][1](name):
            if folder not in self._dirty:
                self._dirty.add(folder)
                self._names[folder] = set()
            names = self._names.get(folder)
            if names is not None:
                names.add(name)
                if len(names) > MOST_NAMES:
                    self._names[folder] = None

    def _start(self, folder: str, wanted: Callable[[str], bool]) -> None:
        if self._fd is None or self._add is None:
            return
        wd = int(self._add(self._fd, os.fsencode(folder), MASK))
        if wd < 0:
            return  # no such folder yet, or the user's limit of watches: not watched
        old = self._folders.get(wd)
        if old is not None and old != folder:  # the same folder by another path
            self._watched.pop(old, None)
        self._watched[folder] = (wd, wanted)
        self._folders[wd] = folder
        self._dirty.discard(folder)
        self._names.pop(folder, None)

    def _forget(self, folder: str) -> None:
        found = self._watched.pop(folder, None)
        if found is not None:
            self._folders.pop(found[0], None)
        self._dirty.discard(folder)
        self._names.pop(folder, None)

    def close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
        self._fd = None
        self._watched.clear()
        self._folders.clear()
        self._dirty.clear()
        self._names.clear()
