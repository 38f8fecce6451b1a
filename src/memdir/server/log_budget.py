"""How much of the visitor log each visitor token may fill in a day (see
`memdir.service.visitor_log`): ``visitor_log_bytes`` a token a day (UTC), counted by this
server process (a restart or another replica counts afresh, so a day's log holds at most
the budget per process and token).

Past its budget a token's turns are still answered; the first entry past it is replaced
by one line saying so (`memdir.service.visitor_log.BUDGET_NOTICE`), the rest are dropped
until the next day.

The same count bounds the session notes each visitor token writes in a day
(``visitor_note_bytes``): past it, a note is refused (`memdir.service.public`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

Key = tuple[str, str]  # (project, token sha256)


class LogBudgets:
    """Today's bytes logged by each visitor token, against ``limit`` each."""

    def __init__(self, limit: int, clock: Callable[[], float] = time.time) -> None:
        self.limit = limit
        self.clock = clock
        self._day = -1
        self._used: dict[Key, int] = {}
        self._told: set[Key] = set()
        self._lock = threading.Lock()

    def charge(self, key: Key, size: int) -> str:
        """"log" when ``size`` more bytes fit in the token's day (they are counted), else
        "notice" the first time that day and "skip" after."""
        with self._lock:
            day = int(self.clock() // 86400)
            if day != self._day:  # a new day: yesterday's counts are no longer needed
                self._day, self._used, self._told = day, {}, set()
            used = self._used.get(key, 0)
            if used + size <= self.limit:
                self._used[key] = used + size
                return "log"
            if key in self._told:
                return "skip"
            self._told.add(key)
            return "notice"

    def for_token(self, key: Key) -> Callable[[int], str]:
        return lambda size: self.charge(key, size)


__all__ = ["LogBudgets"]
