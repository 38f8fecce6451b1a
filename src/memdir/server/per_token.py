"""Objects the server keeps for one token: keyed by the token's project and its full
SHA-256, dropped when the token is revoked or left unused.

The remote MCP server (`memdir.server.remote_mcp`) and the review page
(`memdir.server.review_page`) build state per token: an MCP server bound to the token's
project, a page app acting as the token. Keyed by less than the token (its short id,
which is neither secret nor unique across projects) a token of another project with the
same id would be handed the first project's tools. The SHA-256 is what the token book
stores, so the key is as unique as the token itself, and the project is in the key too.

An entry goes when its token no longer checks (revoked through this server: at once;
revoked elsewhere, by `memdir token revoke` or another server: at the next sweep, every
`SWEEP_SECONDS`) or when nothing used it for `MAX_IDLE_SECONDS` while no request of it
was in flight. Sweeps run when an entry is asked for, so an idle server holds what it
held and a busy one never grows past the tokens in use.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

T = TypeVar("T")
Key = tuple[str, str]  # (project, token sha256)

MAX_IDLE_SECONDS = 15 * 60.0
SWEEP_SECONDS = 30.0


@dataclass
class Entry(Generic[T]):
    value: T
    used: float
    in_flight: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


class PerToken(Generic[T]):
    """A dictionary of per-token objects with eviction (see the module docstring).

    Args:
        still_valid: whether a token (by its SHA-256) still checks with the token book.
        max_idle: seconds an unused entry with nothing in flight is kept.
        sweep_every: seconds between two sweeps.
        clock: the time source (a test moves it instead of sleeping).
    """

    def __init__(self, still_valid: Callable[[str], bool], *,
                 max_idle: float = MAX_IDLE_SECONDS, sweep_every: float = SWEEP_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.still_valid = still_valid
        self.max_idle = max_idle
        self.sweep_every = sweep_every
        self.clock = clock
        self._entries: dict[Key, Entry[T]] = {}
        self._swept = clock()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def get(self, key: Key) -> Entry[T] | None:
        entry = self._entries.get(key)
        if entry is not None:
            entry.used = self.clock()
        return entry

    def put(self, key: Key, value: T) -> Entry[T]:
        entry = Entry(value, self.clock())
        self._entries[key] = entry
        return entry

    def due(self) -> list[tuple[Key, Entry[T]]]:
        """Remove and return the entries to close: revoked tokens' and idle ones'. Runs a
        full check at most every ``sweep_every`` seconds; between two, nothing."""
        now = self.clock()
        if now - self._swept < self.sweep_every:
            return []
        self._swept = now
        gone = [(k, e) for k, e in self._entries.items()
                if (e.in_flight == 0 and now - e.used > self.max_idle)
                or not self.still_valid(k[1])]
        for key, _ in gone:
            del self._entries[key]
        return gone

    def drop(self, project: str, sha256: str) -> list[tuple[Key, Entry[T]]]:
        """Remove and return the entry of one token (revoked)."""
        entry = self._entries.pop((project, sha256), None)
        return [] if entry is None else [((project, sha256), entry)]

    def clear(self) -> list[Entry[T]]:
        out = list(self._entries.values())
        self._entries.clear()
        return out

    def values(self) -> Iterator[Entry[T]]:
        return iter(list(self._entries.values()))


def key_of(grant: Any) -> Key:
    """The cache key of a checked grant: its project and its token's SHA-256."""
    if not grant.token_sha256:
        raise ValueError("a grant from the token book's check carries its token's hash")
    return grant.project, grant.token_sha256


__all__ = ["MAX_IDLE_SECONDS", "SWEEP_SECONDS", "Entry", "PerToken", "key_of"]
