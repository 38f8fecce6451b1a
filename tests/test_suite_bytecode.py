"""The test session writes bytecode, for itself and for the processes its tests start,
even where the environment says not to (tests/conftest.py, `_bytecode_written`): pytest
rewrote every test module on every run, and each `memdir` process a test started
compiled the modules it imports that had no bytecode yet."""

from __future__ import annotations

import os
import sys


def test_the_session_and_the_processes_it_starts_write_bytecode():
    assert sys.dont_write_bytecode is False
    # What every process a test starts inherits (none sets it back but on purpose).
    assert "PYTHONDONTWRITEBYTECODE" not in os.environ
