"""Tenants of one PostgreSQL database cannot see or change each other's memory, even
through raw SQL that forgets to say whose rows it wants: row-level security decides, not
memdir's queries."""

from __future__ import annotations

import os

import pytest

from memdir.foundation.record import Record

psycopg = pytest.importorskip("psycopg")

TABLES = ("memdir_records", "memdir_history", "memdir_proposals", "memdir_published",
          "memdir_published_state", "memdir_session_notes", "memdir_counts",
          "memdir_search", "memdir_visitor_log", "memdir_postings", "memdir_vectors",
          "memdir_vector_counts")


@pytest.fixture
def two_tenants(postgres_dsn):
    from memdir.store.postgres import PostgresStore

    tag = os.urandom(4).hex()
    a = PostgresStore(postgres_dsn, tenant=f"acme-{tag}")
    b = PostgresStore(postgres_dsn, tenant=f"globex-{tag}")
    a.upsert(Record(name="api-key-location", description="Acme's deploy notes",
                    type="reference", body="the vault path is /acme/prod"))
    a.upsert(Record(name="api-key-location", description="Acme's deploy notes v2",
                    type="reference", body="the vault path is /acme/prod2"))
    a.save_proposal({"id": "p0000abcd", "status": "pending", "records": []})
    a.add_session_note("visitor", "city", "Lyon", ttl_seconds=3600)
    a.put_published_version(1, a.record_texts())
    a.set_published_state(1, ())
    a.add_visitor_entry("visitor", "turn", {"role": "user", "text": "I live in Lyon"})
    a.add_visitor_entry("visitor", "question", {"question": "Where is the vault?"})
    with _as(postgres_dsn, a.tenant) as conn:  # a vector, as a writer with a model stores it
        conn.execute("INSERT INTO memdir_vectors (scope, key, model, hash, vec)"
                     " VALUES ('project', 'api-key-location', 'a-model', 'h', '\\x00')")
    return a, b


def _as(dsn: str, tenant: str | None):
    conn = psycopg.connect(dsn)
    if tenant is not None:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (tenant,))
    return conn


def test_raw_sql_of_another_tenant_sees_no_row(postgres_dsn, two_tenants):
    a, b = two_tenants
    with _as(postgres_dsn, b.tenant) as conn:
        for table in TABLES:
            # No WHERE clause at all: the query an application bug would send.
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table
    with _as(postgres_dsn, a.tenant) as conn:
        assert conn.execute("SELECT count(*) FROM memdir_records").fetchone() == (1,)
        assert conn.execute("SELECT count(*) FROM memdir_history").fetchone() == (2,)


def test_a_connection_without_a_tenant_sees_nothing(postgres_dsn, two_tenants):
    with _as(postgres_dsn, None) as conn:
        for table in TABLES:
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table


def test_raw_sql_of_another_tenant_cannot_change_or_plant_rows(postgres_dsn, two_tenants):
    a, b = two_tenants
    with _as(postgres_dsn, b.tenant) as conn:
        assert conn.execute("UPDATE memdir_records SET text = 'pwned'").rowcount == 0
        assert conn.execute("DELETE FROM memdir_records").rowcount == 0
        assert conn.execute("DELETE FROM memdir_history").rowcount == 0
        conn.commit()
        # Writing a row into the other tenant is refused by the policy's WITH CHECK.
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute(
                "INSERT INTO memdir_history (tenant, scope, at, op, name, key, file, after)"
                " VALUES (%s, 'project', 'now', 'create', 'x', 'x', 'x.md', 'planted')",
                (a.tenant,))
        conn.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute("UPDATE memdir_session_notes SET tenant = %s", (a.tenant,))
            conn.execute(
                "INSERT INTO memdir_session_notes (tenant, scope, session, name, text,"
                " expires_at) VALUES (%s, 'project', 's', 'n', 't', now())", (a.tenant,))
    assert a.get("api-key-location").body == "the vault path is /acme/prod2"
    assert [e.op for e in a.history("api-key-location")] == ["create", "update"]


def test_raw_sql_of_another_tenant_cannot_read_change_or_plant_visitor_logs(postgres_dsn,
                                                                           two_tenants):
    a, b = two_tenants
    with _as(postgres_dsn, b.tenant) as conn:
        assert conn.execute("SELECT entry FROM memdir_visitor_log").fetchall() == []
        assert conn.execute("UPDATE memdir_visitor_log SET entry = '{}'").rowcount == 0
        assert conn.execute("DELETE FROM memdir_visitor_log").rowcount == 0
        conn.commit()
        # A question planted in A's review page: refused by the policy's WITH CHECK.
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute(
                "INSERT INTO memdir_visitor_log (tenant, scope, session, kind, entry)"
                " VALUES (%s, 'project', 's', 'question', '{\"question\": \"planted\"}')",
                (a.tenant,))
        conn.rollback()
        # B's own rows cannot be handed over to A either.
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (b.tenant,))
        conn.execute("INSERT INTO memdir_visitor_log (scope, session, kind, entry)"
                     " VALUES ('project', 's', 'question', '{}')")
        conn.commit()
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute("UPDATE memdir_visitor_log SET tenant = %s", (a.tenant,))
        conn.rollback()
    assert [e["text"] for e in a.visitor_entries("turn")] == ["I live in Lyon"]
    assert [e["question"] for e in a.visitor_entries("question")] == ["Where is the vault?"]
    assert b.visitor_entries("question") == [{"session": "s"}]  # B's row stayed B's


def test_the_owner_role_is_subject_to_the_policy_too(postgres_dsn):
    """The app role owns the tables; FORCE ROW LEVEL SECURITY is what binds it."""
    with psycopg.connect(postgres_dsn) as conn:
        rows = conn.execute(
            "SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,"
            " pg_get_userbyid(c.relowner) = current_user FROM pg_class c"
            " WHERE c.relname = ANY(%s)", (list(TABLES),)).fetchall()
        assert sorted(r[0] for r in rows) == sorted(TABLES)
        assert all(r[1] and r[2] and r[3] for r in rows), rows
        su, bypass = conn.execute("SELECT rolsuper, rolbypassrls FROM pg_roles"
                                  " WHERE rolname = current_user").fetchone()
        assert not su and not bypass


def test_postings_and_vectors_of_another_tenant_are_not_planted(postgres_dsn, two_tenants):
    a, b = two_tenants
    with _as(postgres_dsn, b.tenant) as conn:
        for insert in (
                "INSERT INTO memdir_postings (tenant, scope, term, seq, in_key)"
                " VALUES (%s, 'project', 'vault', 1, true)",
                "INSERT INTO memdir_vector_counts (tenant, scope, model, vectors)"
                " VALUES (%s, 'project', 'a-model', 99)"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
                conn.execute(insert, (a.tenant,))
            conn.rollback()
    with _as(postgres_dsn, a.tenant) as conn:
        assert conn.execute("SELECT count(*) FROM memdir_postings WHERE term = 'vault'"
                            ).fetchone() == (1,)
        assert conn.execute("SELECT vectors FROM memdir_vector_counts").fetchall() == [(1,)]


def test_the_api_of_another_tenant_finds_nothing(two_tenants):
    a, b = two_tenants
    assert b.list() == []
    assert b.find("api-key-location") is None
    assert b.search("vault path deploy notes", min_score=0) == []
    assert b.history() == []
    assert not b.has_visitors() and b.visitor_entries("question") == []
    b.upsert(Record(name="api-key-location", description="Globex's own", type="reference"))
    assert a.get("api-key-location").description == "Acme's deploy notes v2"
