"""The suite's memdir homes (tests/conftest.py): one history key in all of them, and none
of them the real one of whoever runs the suite.

A fixture wider than a test ran before any test's own home was set, with MEMDIR_HOME
taken away, so what it wrote (a store's history, the history key) went to the user's
own ``~/.config/memdir``; and a project built once under one home and checked by each
test under its own read as written under another history key.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.foundation.config import Config

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def module_home(tmp_path_factory) -> tuple[Path, Path]:
    """The memdir home a fixture wider than a test writes under, and the run's base."""
    return Config.from_env().home_dir, tmp_path_factory.getbasetemp()


def test_a_fixture_wider_than_a_test_writes_under_the_sessions_home(module_home):
    home, base = module_home
    assert home.is_relative_to(base), home
    assert (home / "history.key").is_file()


def test_every_home_holds_the_sessions_history_key(module_home, isolated_env):
    session = module_home[0] / "history.key"
    own = isolated_env / "history.key"
    assert isolated_env != module_home[0]
    assert own.read_bytes() == session.read_bytes()
    assert len(bytes.fromhex(own.read_text().strip())) == 32
    assert stat.S_IMODE(own.stat().st_mode) == 0o600


def test_running_the_suite_leaves_the_users_memdir_home_alone(tmp_path):
    # A module's fixture that writes a store in-process, run by a pytest of its own whose
    # user has a home folder of their own: nothing may appear in its ~/.config/memdir.
    user = tmp_path / "user"
    user.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("MEMDIR_", "XDG_", "PYTEST_"))}
    env["HOME"] = str(user)
    test = "tests/test_store_snapshot.py::test_it_reads_like_the_store_it_was_published_from"
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          f"--basetemp={tmp_path / 'run'}", test], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert sorted(p.relative_to(user).as_posix() for p in user.rglob("*")) == []
