"""Waiting for work a detached process does (hook extractions run after the hook returns)."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(check: Callable[[], bool], seconds: float = 45.0) -> bool:
    """True as soon as ``check()`` is, False after ``seconds`` without it."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return False
