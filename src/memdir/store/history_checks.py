"""Which history entries this user wrote, checked when an entry is asked about.

An entry's MAC (`memdir.store.maker`) is checked only for the entries a read asks about:
checking every one on each read doubled the cost of reading the log. Every entry is
foreign until checked, so none is believed unchecked.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.store import maker
from memdir.store.history_migration import Legacy, tag_trusted


@dataclass(frozen=True)
class Local:
    """What `HistoryLog.local_hashes` read of the log so far."""

    inode: int
    done: int
    verified: set[str]
    tagged: set[str]
    any_verified: bool
    keyed: bool  # an entry without a MAC counts no more (`history_migration`)
    # Entries with a MAC not checked yet, by the hash of their text (a migrated log).
    pending: dict[str, list[Any]]


class Written:
    """The hashes `HistoryLog.local_hashes` found in a migrated log: a hash is in it when
    an entry with that text verifies, checked the first time it is asked about."""

    def __init__(self, seen: Local) -> None:
        self._seen = seen

    def __contains__(self, digest: object) -> bool:
        seen = self._seen
        if not isinstance(digest, str):
            return False
        if digest in seen.verified:
            return True
        waiting = seen.pending.pop(digest, None)
        if not waiting:
            return False
        secret = maker.key(create=False)
        if any(maker.verified(d, secret) for d in waiting):
            seen.verified.add(digest)
            return True
        return False


class Judge:
    """Who wrote each line of the log, judged when an entry is asked about: an entry is
    trusted when its MAC verifies or, in a log not migrated yet (no entry verifies, none
    recorded), by its tag (`history_migration`)."""

    def __init__(self, path: Path, raw: dict[int, Any], *, ours: bool) -> None:
        self._raw = raw
        self._secret = maker.key(create=False) if ours else None
        self._legacy = Legacy(path) if ours and not maker.keyed(path) and not any(
            isinstance(d, dict) and maker.verified(d, self._secret) for d in raw.values()) \
            else None

    def trusted(self, line: int) -> bool:
        d = self._raw[line]
        return maker.verified(d, self._secret) or (
            self._legacy is not None and tag_trusted(d, self._legacy))
