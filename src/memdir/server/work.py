"""The work one request makes `memdir serve` do, counted for its token.

A limit on requests a second does not bound what a token costs: a visitor's recall costs
about 15 ms of the server's CPU, a turn with large texts to redact a second or more, and
the server's Python runs one thread at a time. So `memdir.server.limits` also counts,
per token:

- **turns**: requests of a token answered at once (`Turns`); the rest wait their turn,
  first come first served, up to a number, and are refused past it;
- **time at work**: how long the request's work ran, by the clock, from the moment it
  had what it needed (a file store's project lock) to its end. Code that works for a
  request wraps its work in `charged` (the server's project access and token check do);
  the request's token is charged when it is answered.

  Not CPU time: while one request's work runs, every other request's Python waits its
  turn for the interpreter, and on a busy machine a request takes far longer than its CPU
  time. A flooding visitor charged only its CPU time (`time.thread_time`, a tenth of a
  CPU) had 625 requests worked on in two minutes of benchmarks/attack_load.py on a loaded
  machine, the server's CPU +0.16 cores; charged by the clock, 211, +0.10. A tenth is
  then a tenth of the time, however busy the machine is.

The request's `Work` travels in a context variable, which the worker threads the work
runs on inherit; the token book says which role the token has (`acting_as`), so each
role can get its own limits.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass

import anyio


@dataclass
class Work:
    """What one request cost so far (seconds its work ran), and the role of its token
    once known."""

    seconds: float = 0.0
    role: str | None = None


_CURRENT: ContextVar[Work | None] = ContextVar("memdir_request_work", default=None)


@contextlib.contextmanager
def counting(work: Work) -> Iterator[Work]:
    """Count what the block's request does into ``work``."""
    token = _CURRENT.set(work)
    try:
        yield work
    finally:
        _CURRENT.reset(token)


@contextlib.contextmanager
def charged() -> Iterator[None]:
    """Count the time the block runs to the request being answered (nothing outside a
    request; see the module docstring)."""
    work = _CURRENT.get()
    if work is None:
        yield
        return
    start = time.monotonic()
    try:
        yield
    finally:
        work.seconds += time.monotonic() - start


def acting_as(role: str) -> None:
    """Say which role the token of the request being answered has."""
    work = _CURRENT.get()
    if work is not None:
        work.role = role


class Turns:
    """Requests of each key being answered (at most the ``concurrency`` each call of
    `enter` gives) and waiting for a turn (at most ``waiting``), first come first
    served."""

    def __init__(self, waiting: int) -> None:
        self.waiting = waiting
        self._busy: dict[str, int] = {}
        self._queues: dict[str, deque[anyio.Event]] = {}

    async def enter(self, key: str, concurrency: int) -> bool:
        """Wait for a turn of ``key``: False, at once, when ``waiting`` wait already."""
        queue = self._queues.get(key)
        if not queue and self._busy.get(key, 0) < concurrency:
            self._busy[key] = self._busy.get(key, 0) + 1
            return True
        if queue is None:
            queue = self._queues[key] = deque()
        if len(queue) >= self.waiting:
            return False
        event = anyio.Event()
        queue.append(event)
        try:
            await event.wait()
        except BaseException:
            if event.is_set():
                self.leave(key)  # handed a turn as it was cancelled: the next one's
            else:
                queue.remove(event)
                if not queue:
                    del self._queues[key]
            raise
        return True

    def leave(self, key: str) -> None:
        """A request of ``key`` was answered: its turn goes to the first waiting."""
        queue = self._queues.get(key)
        if queue:
            queue.popleft().set()
            if not queue:
                del self._queues[key]
            return
        left = self._busy.pop(key, 1) - 1
        if left > 0:
            self._busy[key] = left


__all__ = ["Turns", "Work", "acting_as", "charged", "counting"]
