"""PostgresStore: schema migrations, optimistic concurrency, batches, search comparable
with the file store's, and what only a shared database needs (superuser refused)."""

from __future__ import annotations

import threading
import time

import pytest
from waiting import wait_for

from memdir.foundation.errors import ConflictError, NotFoundError, StoreError
from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

psycopg = pytest.importorskip("psycopg")


def rec(name: str, description: str = "a fact", body: str = "", type: str = "project"
        ) -> Record:
    return Record(name=name, description=description, type=type, body=body)


@pytest.fixture
def fresh_db(postgres_url):
    """A database of its own (for schema tests), owned by an ordinary role."""
    from benchmarks.postgres_cluster import app_database

    return app_database(postgres_url)


def test_migrations_run_in_order_once(fresh_db):
    from memdir.store.postgres import PostgresStore
    from memdir.store.postgres.schema import MIGRATIONS

    PostgresStore(fresh_db, tenant="a")
    with psycopg.connect(fresh_db) as conn:
        rows = conn.execute("SELECT version, name FROM schema_migrations ORDER BY applied_at,"
                            " version").fetchall()
        assert [v for v, _ in rows] == list(range(1, len(MIGRATIONS) + 1))
        assert [n for _, n in rows] == [n for n, _ in MIGRATIONS]
        from memdir.store.postgres import schema

        assert schema.migrate(conn) == 0  # a second open applies nothing


def test_records_written_before_the_search_table_are_found_after_the_upgrade(
        fresh_db, monkeypatch):
    # A database at migration 7 holds its search terms in memdir_records; migration 8
    # moves them to memdir_search (lifting the policy for the copy only), and the records
    # are found, listed and deleted as before.
    from memdir.store.postgres import PostgresStore, schema
    from memdir.store.postgres.search import field_terms

    fields = field_terms("deploy-window", "Deploys go out on Thursday mornings",
                         "Never on a Friday.")
    with psycopg.connect(fresh_db) as conn:
        monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:7])
        schema.migrate(conn)
        monkeypatch.undo()
        conn.execute("SELECT set_config('memdir.tenant', 'old', false)")
        text = rec("deploy-window", "Deploys go out on Thursday mornings",
                   "Never on a Friday.").to_text()
        conn.execute(
            "INSERT INTO memdir_records (scope, key, name, file, text, hash, description,"
            " type, updated_at, name_terms, description_terms, body_terms, terms) VALUES"
            " ('project', 'deploy-window', 'deploy-window', 'deploy-window.md', %s, 'h',"
            " 'Deploys go out on Thursday mornings', 'project', 1, %s, %s, %s,"
            " array_to_tsvector(string_to_array(%s, ' ')))",
            (text, *fields, " ".join(fields)))
        conn.commit()
    store = PostgresStore(fresh_db, tenant="old")
    assert [h.name for h in store.search("when do deploys go out")] == ["deploy-window"]
    assert PostgresStore(fresh_db, tenant="other").search("when do deploys go out") == []
    store.delete("deploy-window")
    assert store.search("when do deploys go out") == []
    with psycopg.connect(fresh_db) as conn:
        conn.execute("SELECT set_config('memdir.tenant', 'old', false)")
        assert conn.execute("SELECT count(*) FROM memdir_search").fetchone() == (0,)


def test_closed_records_written_before_the_closing_index_are_counted_through_it(
        fresh_db, monkeypatch):
    # A database at the schema before memdir_search_closing holds closed records of two
    # tenants: the migration indexes them, each tenant's count of what holds is exact,
    # and it is read through that index under row-level security, not a scan.
    from memdir.store.postgres import PostgresStore, schema
    from memdir.store.postgres import store as pg

    closing = [step for _, step in schema.MIGRATIONS].index(schema._CLOSING)
    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:closing])
    for tenant, every in (("old", 3), ("other", 1)):
        old = PostgresStore(fresh_db, tenant=tenant)
        with old.batch():
            for i in range(60):
                old.upsert(Record(name=f"fact-{i}", description=f"fact {i}", type="project",
                                  valid_to="2026-01-01T00:00:00Z" if i % every == 0
                                  else "2999-01-01T00:00:00Z" if i % 5 == 0 else None))
    monkeypatch.undo()
    monkeypatch.setattr(pg, "_migrated", set())
    store = PostgresStore(fresh_db, tenant="old")
    assert (store.count(), store.count(closed=False)) == (60, 40)
    other = PostgresStore(fresh_db, tenant="other")
    assert (other.count(), other.count(closed=False)) == (60, 0)
    assert PostgresStore(fresh_db, tenant="nobody").count(closed=False) == 0
    assert PostgresStore(fresh_db, tenant="old", scope="user").count(closed=False) == 0
    with psycopg.connect(fresh_db) as conn, conn.transaction():
        conn.execute("SELECT set_config('memdir.tenant', 'old', true)")
        conn.execute("SET LOCAL enable_seqscan = off")  # usable at all, whatever the size
        plan = "\n".join(r[0] for r in conn.execute(
            f"EXPLAIN {pg.CLOSED}", ("project", "2026-12-01T00:00:00Z")))
    assert "memdir_search_closing" in plan and "Seq Scan" not in plan, plan


def test_a_database_from_a_newer_memdir_is_refused(fresh_db):
    from memdir.store.postgres import schema

    with psycopg.connect(fresh_db) as conn:
        schema.migrate(conn)
        conn.execute("INSERT INTO schema_migrations (version, name) VALUES (99, 'future')")
        conn.commit()
        with pytest.raises(StoreError, match="newer than this memdir"):
            schema.migrate(conn)


def test_a_superuser_connection_is_refused(postgres_url):
    from memdir.store.postgres import PostgresStore

    with pytest.raises(StoreError, match="superuser or a role with BYPASSRLS"):
        PostgresStore(postgres_url, tenant="a")


def test_an_unreachable_server_is_one_clear_error(tmp_path):
    from memdir.store.postgres import PostgresStore

    with pytest.raises(StoreError, match="cannot be reached"):
        PostgresStore(f"postgresql://nobody@/x?host={tmp_path}&connect_timeout=2",
                      tenant="a")


def test_records_round_trip_with_history(pg_store):
    created = pg_store.upsert(rec("prefer-pytest", "Use pytest", "Not unittest."))
    assert created.action == "created"
    assert pg_store.get("Prefer-Pytest").body == "Not unittest."
    updated = pg_store.upsert(rec("prefer-pytest", "Use pytest", "Never unittest."))
    assert updated.action == "updated" and updated.previous.body == "Not unittest."
    assert pg_store.upsert(rec("prefer-pytest", "Use pytest", "Never unittest.")).action \
        == "unchanged"
    pg_store.delete("prefer-pytest")
    assert pg_store.find("prefer-pytest") is None
    ops = [(e.op, e.version) for e in pg_store.history("prefer-pytest")]
    assert ops == [("create", 1), ("update", 2), ("delete", 3)]
    assert pg_store.restore("prefer-pytest").body == "Never unittest."


def test_rename_keeps_the_identity_in_history(pg_store):
    pg_store.upsert(rec("old-name", body="text"))
    pg_store.rename("old-name", "new-name")
    assert pg_store.find("old-name") is None
    assert [e.op for e in pg_store.history("new-name")] == ["create", "rename"]
    assert pg_store.restore("new-name").name == "old-name"  # undo the rename
    assert pg_store.find("new-name") is None


def test_a_stale_hash_is_refused_and_changes_nothing(pg_store):
    first = pg_store.upsert(rec("port", body="8080")).record
    pg_store.upsert(rec("port", body="9090"), expected_hash=first.hash)
    with pytest.raises(ConflictError, match="changed by another writer"):
        pg_store.upsert(rec("port", body="7070"), expected_hash=first.hash)
    with pytest.raises(ConflictError):
        pg_store.delete("port", expected_hash=first.hash)
    with pytest.raises(ConflictError, match="already exists"):
        pg_store.upsert(rec("port", body="1"), expected_hash="absent")
    assert pg_store.get("port").body == "9090"
    assert len(pg_store.history("port")) == 2


def test_racing_creates_leave_exactly_one_winner(pg_store):
    results: list[str] = []

    def create(i: int) -> None:
        try:
            pg_store.upsert(rec("one", body=f"writer {i}"), expected_hash="absent")
            results.append("won")
        except ConflictError:
            results.append("refused")

    threads = [threading.Thread(target=create, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["refused"] * 7 + ["won"]
    assert len(pg_store.history("one")) == 1


def test_a_failed_batch_changes_nothing(pg_store):
    pg_store.upsert(rec("keep", body="before"))
    with pytest.raises(RuntimeError), pg_store.batch("consolidate") as s:
        s.upsert(rec("keep", body="after"))
        s.upsert(rec("added"))
        s.delete("keep")
        raise RuntimeError("model output refused")
    assert pg_store.get("keep").body == "before"
    assert pg_store.find("added") is None
    assert [e.op for e in pg_store.history()] == ["create"]


def test_a_batch_commits_as_one(pg_store):
    with pg_store.batch("consolidate") as s:
        s.upsert(rec("a"))
        s.upsert(rec("b"))
        with pytest.raises(NotFoundError):
            s.delete("missing")  # a refused step inside the batch does not abort it
    assert sorted(r.name for r in pg_store.list()) == ["a", "b"]


@pytest.mark.parametrize("query,expected", [
    ("帮我写测试", "test-runner"),          # CJK bigrams: 测试
    ("テストを書いてください", "test-runner-ja"),
    ("which database do we use", "database"),
])
def test_search_scores_like_the_file_store(pg_store, tmp_path, query, expected):
    records = [
        rec("test-runner", "测试一律用 pytest", "不要用 unittest"),
        rec("test-runner-ja", "テストは pytest で書く"),
        rec("database", "The database is PostgreSQL 15", "hosted on the staging box"),
        rec("editor", "The user edits with vim"),
    ]
    files = FileStore(tmp_path / ".memory")
    for r in records:
        files.upsert(r)
        pg_store.upsert(r)
    with SearchIndex(files) as index:
        on_files = [(h.name, h.score, h.matched) for h in index.search(query)]
    on_pg = [(h.name, h.score, h.matched) for h in pg_store.search(query)]
    assert on_pg == on_files
    assert on_pg[0][0] == expected


def test_katakana_is_matched_as_a_word_not_as_bigrams(pg_store):
    pg_store.upsert(rec("errors", "エラーメッセージは英語で"))
    pg_store.upsert(rec("ramen", "ラーメンが好き"))
    assert [h.name for h in pg_store.search("ラーメン")] == ["ramen"]


def test_nothing_relevant_recalls_nothing(pg_store):
    pg_store.upsert(rec("sql-style", "Write SQL keywords in uppercase"))
    assert pg_store.search("write a haiku about autumn leaves") == []


def test_session_notes_expire(pg_store):
    # 3 s to live: on a loaded machine the three writes and the read could take 0.3 s.
    pg_store.add_session_note("visitor-1", "shoe-size", "42", ttl_seconds=3)
    pg_store.add_session_note("visitor-1", "city", "Lyon", ttl_seconds=3600)
    pg_store.add_session_note("visitor-2", "city", "Oslo", ttl_seconds=3600)
    assert pg_store.session_notes("visitor-1") == {"shoe-size": "42", "city": "Lyon"}
    assert wait_for(lambda: pg_store.session_notes("visitor-1") == {"city": "Lyon"}, 30)
    assert pg_store.expire_session_notes() == 1
    assert pg_store.session_notes("visitor-2") == {"city": "Oslo"}
    with pytest.raises(StoreError, match="positive time to live"):
        pg_store.add_session_note("visitor-1", "x", "y", ttl_seconds=0)


def test_a_note_write_deletes_its_sessions_expired_rows_from_the_table(pg_store,
                                                                     postgres_dsn):
    """Expired is gone, not only hidden: the session's next note write deletes its
    expired rows (asked of the table directly); another session's wait for the sweep."""
    import psycopg

    def rows() -> list[tuple[str, str]]:
        with psycopg.connect(postgres_dsn) as conn:
            conn.execute("SELECT set_config('memdir.tenant', %s, false)", (pg_store.tenant,))
            return sorted(conn.execute("SELECT session, name FROM memdir_session_notes"
                                       ).fetchall())

    pg_store.add_session_note("visitor-1", "phone", "+33 6 12 34 56 78", ttl_seconds=0.2)
    pg_store.add_session_note("visitor-2", "phone", "+47 22 33 44 55", ttl_seconds=0.2)
    time.sleep(0.4)
    assert pg_store.session_notes("visitor-1") == {}
    assert rows() == [("visitor-1", "phone"), ("visitor-2", "phone")]  # hidden, still there
    pg_store.add_session_note("visitor-1", "city", "Lyon", ttl_seconds=3600)
    assert rows() == [("visitor-1", "city"), ("visitor-2", "phone")]
    assert pg_store.expire_session_notes() == 1 and rows() == [("visitor-1", "city")]
