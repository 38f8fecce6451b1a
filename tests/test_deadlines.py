"""The one bound on a test's time (`tests/deadlines.py`)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from deadlines import Hung, deadline

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="SIGALRM: POSIX only")

TESTS = Path(__file__).parent


def test_a_hang_inside_an_except_oserror_still_fails_the_test():
    """A copy raised TimeoutError, an OSError: code that catches OSError around a read
    would have swallowed the deadline and let a hang pass as a success."""
    with pytest.raises(Hung):
        with deadline(1):
            try:
                time.sleep(5)
            except OSError:
                pass


def test_no_test_module_keeps_a_deadline_of_its_own():
    """One helper: two copies had drifted apart (one of them swallowable, above)."""
    own = [str(p.relative_to(TESTS)) for p in TESTS.rglob("*.py")
           if p.name != "deadlines.py" and "SIGALRM" in p.read_text(encoding="utf-8")
           and p != Path(__file__)]
    assert own == []
