"""The test session's PostgreSQL: an unprivileged server on a private socket; missing
PostgreSQL skips its tests on a laptop and fails them under CI."""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from conftest import postgres_missing


def test_cluster_answers_and_its_server_does_not_run_as_root(postgres_url):
    psycopg = pytest.importorskip("psycopg")
    with psycopg.connect(postgres_url) as conn:
        data_dir = conn.execute("SHOW data_directory").fetchone()[0]
        assert conn.execute("SELECT 1").fetchone() == (1,)
    if "MEMDIR_TEST_POSTGRES" not in os.environ:
        assert os.stat(data_dir).st_uid != 0
        socket_dir = parse_qs(urlparse(postgres_url).query)["host"][0]
        assert os.stat(socket_dir).st_mode & 0o077 == 0  # nobody else reaches the socket


def test_missing_postgres_fails_under_ci(monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="required under CI"):
        postgres_missing("no initdb")


def test_missing_postgres_skips_outside_ci(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="need a PostgreSQL server"):
        postgres_missing("no initdb")


def _useradd(monkeypatch, tmp_path, code: int, makes_user: bool) -> Path:
    """A ``useradd`` on PATH that exits ``code`` (and, if ``makes_user``, leaves the
    server user made, as another process's useradd would), for a run as root; the
    folder where each call is noted."""
    import pwd

    from benchmarks import postgres_cluster

    made = tmp_path / "made"
    (tmp_path / "bin").mkdir()
    script = tmp_path / "bin" / "useradd"
    script.write_text(f"#!/bin/sh\necho \"$@\" >> {tmp_path}/calls\n"
                      + (f"touch {made}\n" if makes_user else "") + f"exit {code}\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{script.parent}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(os, "geteuid", lambda: 0)

    def getpwnam(name: str):
        assert name == postgres_cluster.SERVER_USER
        if not made.exists():
            raise KeyError(name)
        return pwd.getpwuid(os.getuid())
    monkeypatch.setattr(pwd, "getpwnam", getpwnam)
    return tmp_path


def test_a_server_user_another_process_made_meanwhile_is_used(monkeypatch, tmp_path):
    # Two test workers start their clusters at once on a machine without the user: the
    # second useradd says it exists (exit 9), and that is the user to run the server as.
    from benchmarks.postgres_cluster import SERVER_USER, _as_server_user

    folder = _useradd(monkeypatch, tmp_path, code=9, makes_user=True)
    assert _as_server_user(["true"]) == ["runuser", "-u", SERVER_USER, "--", "true"]
    assert len((folder / "calls").read_text().splitlines()) == 1
    assert _as_server_user(["true"])[-1] == "true"  # found now: no useradd again
    assert len((folder / "calls").read_text().splitlines()) == 1


def test_a_server_user_that_cannot_be_made_is_an_error(monkeypatch, tmp_path):
    import subprocess

    from benchmarks.postgres_cluster import _as_server_user

    folder = _useradd(monkeypatch, tmp_path, code=1, makes_user=False)
    with pytest.raises(subprocess.CalledProcessError):
        _as_server_user(["true"])
    assert len((folder / "calls").read_text().splitlines()) == 3
