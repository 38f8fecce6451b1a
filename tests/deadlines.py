"""A bound on how long a block of a test may run: a test of what could hang (a FIFO
read, an exponential parse, a file of gigabytes) fails instead of hanging the suite."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


class Hung(BaseException):
    """Not an OSError (TimeoutError is one): no ``except OSError`` in the code under test
    swallows it, so a hang that the code would survive still fails the test."""


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Raise `Hung` in the block once it has run for ``seconds`` (main thread, POSIX)."""
    def expire(*_: object) -> None:
        raise Hung(f"took more than {seconds}s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
