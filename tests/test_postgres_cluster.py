"""The test session's PostgreSQL: an unprivileged server on a private socket; missing
PostgreSQL skips its tests on a laptop and fails them under CI."""

from __future__ import annotations

import os
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
