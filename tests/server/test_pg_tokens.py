"""Token hashes in PostgreSQL: created by `memdir token create --store`, checked by the
server, revoked at once, and kept apart by project with row-level security."""

from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.errors import AuthError, MemdirError
from memdir.server.tokens import digest

psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def book(postgres_dsn):
    from memdir.server.pg_tokens import PgTokenBook

    return PgTokenBook(postgres_dsn)


def _project() -> str:
    return f"proj-{os.urandom(4).hex()}"


def test_a_token_is_checked_listed_and_revoked_in_its_project(book):
    project = _project()
    token, grant = book.create(project, "reviewer", note="the review desk")
    assert book.check(token) == grant
    assert (grant.project, grant.role, grant.note) == (project, "reviewer", "the review desk")
    assert book.list(project) == [grant]

    assert book.revoke(grant.id, project) == grant
    with pytest.raises(AuthError, match="unknown or revoked"):
        book.check(token)
    assert book.list(project) == []


def test_only_the_hash_is_stored(book, postgres_dsn):
    project = _project()
    token, _ = book.create(project, "agent")
    with psycopg.connect(postgres_dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (project,))
        rows = conn.execute("SELECT * FROM memdir_tokens").fetchall()
    assert len(rows) == 1
    assert token not in repr(rows) and digest(token) in repr(rows)


def test_another_projects_tokens_cannot_be_listed_or_revoked(book):
    mine, theirs = _project(), _project()
    _, grant = book.create(theirs, "admin")
    assert book.list(mine) == []
    with pytest.raises(MemdirError, match="No token with id"):
        book.revoke(grant.id, mine)
    assert book.list(theirs) == [grant]
    with pytest.raises(MemdirError, match="per project"):
        book.list(None)



def test_a_token_id_holding_a_nul_is_no_token(book, postgres_dsn, tmp_path):
    """PostgreSQL takes no NUL in a text: DELETE /v1/tokens/%00 was a DataError answered
    500, and 'memdir token revoke' of such an id a traceback."""
    from starlette.testclient import TestClient

    from memdir.server.app import create_app

    project = _project()
    admin, _ = book.create(project, "admin")
    with TestClient(create_app(tmp_path / "data", postgres_dsn)) as client:
        answer = client.delete("/v1/tokens/%00", headers={"Authorization": f"Bearer {admin}"})
    assert answer.status_code == 404, answer.text
    assert answer.json()["error"].startswith("No token with id '\\x00'")
    done = CliRunner().invoke(cli, ["token", "revoke", "--store", postgres_dsn,
                                    "--project", project, "a\x00b"])
    assert done.exit_code == 1 and "No token with id" in done.output, done.output
    assert [g.role for g in book.list(project)] == ["admin"]

def test_raw_sql_sees_a_token_only_through_its_project_or_its_hash(book, postgres_dsn):
    project = _project()
    token, _ = book.create(project, "agent")
    book.create(_project(), "admin")
    with psycopg.connect(postgres_dsn) as conn:
        # No tenant, no hash: the query an application bug would send sees nothing.
        assert conn.execute("SELECT count(*) FROM memdir_tokens").fetchone() == (0,)
        conn.execute("SELECT set_config('memdir.token_sha256', %s, false)", (digest(token),))
        assert conn.execute("SELECT tenant FROM memdir_tokens").fetchall() == [(project,)]
        # Presenting a hash reads its row; it never lets a row be changed or planted.
        assert conn.execute("UPDATE memdir_tokens SET role = 'admin'").rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO memdir_tokens (tenant, sha256, id, role, created) "
                         "VALUES (%s, 'x', 'x', 'admin', 'now')", (project,))


def test_token_commands_take_the_store_from_the_option_or_memdir_store(postgres_dsn,
                                                                       monkeypatch, book):
    project = _project()
    runner = CliRunner()
    made = runner.invoke(cli, ["token", "create", "--store", postgres_dsn, "--project",
                               project, "--role", "admin"])
    assert made.exit_code == 0, made.output
    token = made.stdout.strip()
    assert book.check(token).role == "admin"

    monkeypatch.setenv("MEMDIR_STORE", postgres_dsn)
    listed = runner.invoke(cli, ["token", "list", "--project", project])
    grant = book.check(token)
    assert listed.exit_code == 0 and f"{grant.id}  {project}  admin" in listed.output
    refused = runner.invoke(cli, ["token", "revoke", grant.id])
    assert refused.exit_code == 1 and "--project" in refused.output
    assert book.check(token) == grant  # nothing changed
    gone = runner.invoke(cli, ["token", "revoke", grant.id, "--project", project])
    assert gone.exit_code == 0, gone.output
    with pytest.raises(AuthError):
        book.check(token)


def test_a_store_that_is_not_a_database_url_is_one_sentence(tmp_path):
    answer = CliRunner().invoke(cli, ["token", "create", "--store", "mysql://x/y",
                                      "--data", str(tmp_path), "--project", "p"])
    assert answer.exit_code == 1
    assert answer.output.strip().splitlines()[-1].startswith("Error: --store (or "
                                                             "MEMDIR_STORE) takes")
