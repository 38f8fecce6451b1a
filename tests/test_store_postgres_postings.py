"""PostgreSQL search through postings: what a record is posted under, postings that stay
in step with every kind of write, the migration that posts what an older schema stored,
katakana phrases matched as the file store matches them, and a plan that reads the
postings of the query's terms through their index under row-level security."""

from __future__ import annotations

import random

import pytest

from memdir.foundation.errors import ConflictError
from memdir.foundation.record import Record
from memdir.providers.ranking import field_terms, query_terms, tokenize
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex
from memdir.store.postgres.postings import posting_terms, suffixes

psycopg = pytest.importorskip("psycopg")


def rec(name: str, description: str = "a fact", body: str = "") -> Record:
    return Record(name=name, description=description, type="project", body=body)


def connect(dsn: str, tenant: str):
    conn = psycopg.connect(dsn, autocommit=True)
    conn.execute("SELECT set_config('memdir.tenant', %s, false)", (tenant,))
    return conn


def stored_postings(store) -> set[tuple[str, str, bool]]:
    """(term, record key, in_key) of every posting of the store's tenant and scope; an
    orphan posting (no record of that seq) fails the test."""
    with connect(store.dsn, store.tenant) as conn:
        orphans = conn.execute(
            "SELECT count(*) FROM memdir_postings p WHERE NOT EXISTS (SELECT 1 FROM"
            " memdir_records r WHERE r.tenant = p.tenant AND r.scope = p.scope"
            " AND r.seq = p.seq)").fetchone()[0]
        assert orphans == 0
        return set(conn.execute(
            "SELECT p.term, r.key, p.in_key FROM memdir_postings p JOIN memdir_records r"
            " ON r.tenant = p.tenant AND r.scope = p.scope AND r.seq = p.seq"
            " WHERE p.scope = %s", (store.scope,)).fetchall())


def expected_postings(store) -> set[tuple[str, str, bool]]:
    out = set()
    for r in store.list():
        key_terms, body_terms = posting_terms(field_terms(r.name, r.description, r.body))
        out |= {(t, r.key, True) for t in key_terms} | {(t, r.key, False) for t in body_terms}
    return out


# --------------------------------------------------------------------- what is posted
def test_a_term_of_the_name_or_description_is_posted_as_key_and_the_body_s_as_body():
    key, body = posting_terms(field_terms("prefer-pytest", "Tests use pytest",
                                          "Never unittest; pytest fixtures."))
    assert {"prefer", "pytest", "test", "use"} <= set(key)  # stemmed as a query is
    assert {"never", "unittest", "fixtur"} <= set(body) and "pytest" not in body


def test_tokens_no_query_can_ask_for_are_not_posted():
    # A Han pair of a Chinese function character is posted: a Japanese query keeps it (京都).
    key, _ = posting_terms(field_terms("x", "我们的测试都在这里了，京都", ""))
    assert {"测试", "我们", "们的", "的测", "京都"} <= set(key)
    key, _ = posting_terms(field_terms("x", "テストを書いてください", ""))
    assert not {"を書", "いて", "てく", "くだ"} & set(key)  # hiragana is never a query term


@pytest.mark.parametrize("text", [
    "我们的测试都在这里了,不要用unittest", "テストを書いてください、ラーメンが好き",
    "한국어 문장입니다 그리고 테스트", "服务器和数据库统一使用北京时间", "々〆〇 ヶ所",
])
def test_a_token_left_unposted_is_never_a_query_term(text):
    from memdir.providers.ranking import is_query_token

    for token in tokenize(text):
        if not is_query_token(token):
            assert query_terms(token) != [token]
            assert all(token not in query_terms(text[i:j]) for i in range(len(text))
                       for j in range(i + 1, min(len(text), i + 6) + 1))


def test_katakana_runs_are_posted_as_their_suffixes_and_a_phrase_begins_one():
    assert suffixes(tokenize("エラーメッセージ")) == {
        "エラーメッセージ", "ラーメッセージ", "ーメッセージ", "メッセージ", "ッセージ", "セージ"}
    # Two runs whose bigrams overlap across a comma still stand in a row, as FTS5 sees them.
    assert "デプロイ" in suffixes(tokenize("デプ、プロイ"))
    assert not any(s.startswith("テストア") for s in suffixes(tokenize("テスト、ストア")))
    # One posting per character of a run, however long the run.
    rng = random.Random(5)
    run = "".join(chr(rng.randrange(0x30a2, 0x30f2)) for _ in range(5_000))
    assert len(suffixes(tokenize(run))) == 5_000 - 2
    assert max(len(s) for s in suffixes(tokenize(run))) == 64


# --------------------------------------------------------------------- kept in step
def test_postings_follow_writes_renames_deletes_restores_and_rolled_back_batches(pg_store):
    s = pg_store
    s.upsert(rec("prefer-pytest", "Tests use pytest", "Never unittest."))
    s.upsert(rec("deploy-window", "Deploys go out on Thursday", "never on a Friday"))
    s.upsert(rec("ramen", "ラーメンが好き", "エラーメッセージは英語で"))
    assert stored_postings(s) == expected_postings(s)
    # A term moves from the body to the description, one goes, one comes.
    s.upsert(rec("deploy-window", "Deploys go out on Friday mornings", "not Thursday"))
    assert stored_postings(s) == expected_postings(s)
    s.rename("prefer-pytest", "test-runner")
    assert stored_postings(s) == expected_postings(s)
    s.delete("ramen")
    assert stored_postings(s) == expected_postings(s)
    s.restore("ramen")
    s.delete("deploy-window", tombstone=True)
    s.restore("deploy-window")
    s.restore("prefer-pytest")  # the name it had before the rename: test-runner goes
    assert stored_postings(s) == expected_postings(s)
    s.purge("ramen")
    assert stored_postings(s) == expected_postings(s)
    before = stored_postings(s)
    with pytest.raises(ConflictError), s.batch():
        s.upsert(rec("in-a-batch", "Only while the batch lasts"))
        s.delete("prefer-pytest")
        raise ConflictError("changed my mind")
    assert stored_postings(s) == before
    assert [h.name for h in s.search("when do deploys go out")] == ["deploy-window"]
    assert s.search("ラーメン") == []


def test_search_through_postings_scores_as_the_file_store(pg_store, tmp_path):
    long_run = "".join(chr(0x30a2 + (i * 7) % 80) for i in range(400))
    records = [
        rec("test-runner", "测试一律用 pytest", "不要用 unittest"),
        rec("test-runner-ja", "テストは pytest で書く"),
        rec("errors", "エラーメッセージは英語で"),
        rec("ramen", "ラーメンが好き", "デプ、プロイの話"),
        rec("deploy", "デプロイは木曜日", "リリースの前にテスト"),
        rec("katakana-wall", "a long pasted text", f"{long_run} デプロイ"),
        rec("database", "The database is PostgreSQL 15", "hosted on the staging box"),
        rec("editor", "The user edits with vim"),
    ]
    files = FileStore(tmp_path / ".memory")
    for r in records:
        files.upsert(r)
        pg_store.upsert(r)
    queries = ["帮我写测试", "テストを書いてください", "ラーメン", "デプロイの手順",
               "デプロ", "エラーメッセージ", "which database do we use", "vim or emacs",
               long_run[10:40], "write a haiku about autumn leaves"]
    with SearchIndex(files) as index:
        for query in queries:
            on_files = [(h.name, h.score, h.matched) for h in index.search(query, limit=8)]
            on_pg = [(h.name, h.score, h.matched) for h in pg_store.search(query, limit=8)]
            assert on_pg == on_files, query


def test_a_closed_record_is_left_out_and_found_at_a_time_it_held(pg_store):
    pg_store.upsert(Record(name="db-old", type="project", description="The database is MySQL",
                           created="2026-01-01T00:00:00Z", valid_to="2026-03-01T00:00:00Z"))
    pg_store.upsert(Record(name="db-new", type="project",
                           description="The database is PostgreSQL",
                           valid_from="2026-03-01T00:00:00Z"))
    assert [h.name for h in pg_store.search("which database")] == ["db-new"]
    assert [h.name for h in pg_store.search("which database",
                                            as_of="2026-02-01T00:00:00Z")] == ["db-old"]


def test_many_records_that_do_not_hold_do_not_hide_one_that_does(pg_store):
    with pg_store.batch():
        for i in range(300):
            pg_store.upsert(Record(name=f"closed-{i}", type="project",
                                   description="The billing database runs on MySQL",
                                   valid_to="2026-01-01T00:00:00Z"))
        pg_store.upsert(rec("open", "The billing database runs on PostgreSQL"))
    assert [h.name for h in pg_store.search("billing database")] == ["open"]


# --------------------------------------------------------------------- how it is read
def test_a_search_reads_postings_through_their_index_under_row_level_security(pg_store):
    with pg_store.batch():
        for i in range(400):
            pg_store.upsert(rec(f"note-{i}", f"topic {i % 17} of the billing module",
                                f"body {i} words"))
    with connect(pg_store.dsn, pg_store.tenant) as conn:
        conn.execute("ANALYZE memdir_postings")
        plan = "\n".join(r[0] for r in conn.execute(
            "EXPLAIN SELECT term, count(*) FROM memdir_postings WHERE scope = %s"
            " AND term = ANY(%s) GROUP BY term", ("project", ["billing", "modul"])))
    assert "memdir_postings_pkey" in plan and "Seq Scan" not in plan, plan


# --------------------------------------------------------------------- migration
def test_records_of_the_previous_schema_are_posted_by_the_migration(postgres_url,
                                                                     monkeypatch, tmp_path):
    # A database at the schema before postings (its search rows hold a tsvector): the
    # migration posts every record of every tenant, drops the tsvector, and searches
    # answer as on a store written with postings from the start.
    from benchmarks.postgres_cluster import app_database
    from memdir.store.postgres import PostgresStore, schema
    from memdir.store.postgres.search import UPSERT_RECORD

    dsn = app_database(postgres_url)
    before = [i for i, (name, _) in enumerate(schema.MIGRATIONS)
              if name.startswith("postings")][0]
    records = [rec("test-runner", "测试一律用 pytest", "不要用 unittest"),
               rec("ramen", "ラーメンが好き", "エラーメッセージは英語で"),
               rec("database", "The database is PostgreSQL 15", "staging box")]
    with psycopg.connect(dsn) as conn:
        monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:before])
        schema.migrate(conn)
        monkeypatch.undo()
        for tenant in ("old-a", "old-b"):
            conn.execute("SELECT set_config('memdir.tenant', %s, false)", (tenant,))
            for r in records:  # as the previous version's store wrote them
                text = r.evolve(created="2026-01-01T00:00:00Z").to_text()
                fields = field_terms(r.name, r.description, r.body)
                seq = conn.execute(UPSERT_RECORD + " RETURNING seq", (
                    "project", r.key, r.name, f"{r.name}.md", text, "h", r.description,
                    r.type, 1.0, *fields)).fetchone()[0]
                conn.execute("INSERT INTO memdir_search (scope, key, seq, terms, created)"
                             " VALUES ('project', %s, %s,"
                             " array_to_tsvector(string_to_array(%s, ' ')), %s)",
                             (r.key, seq, " ".join(fields), "2026-01-01T00:00:00Z"))
        conn.commit()
    old = PostgresStore(dsn, tenant="old-a")
    assert stored_postings(old) == expected_postings(old)
    assert stored_postings(PostgresStore(dsn, tenant="old-b")) == \
        expected_postings(PostgresStore(dsn, tenant="old-b"))
    files = FileStore(tmp_path / ".memory")
    for r in records:
        files.upsert(r)
    with SearchIndex(files) as index:
        for query in ("帮我写测试", "ラーメン", "which database do we use"):
            assert [(h.name, h.score) for h in old.search(query)] == \
                [(h.name, h.score) for h in index.search(query)]
    with psycopg.connect(dsn) as conn:
        columns = {r[0] for r in conn.execute(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_name = 'memdir_search'")}
    assert "terms" not in columns and {"key_terms", "body_terms"} <= columns
    old.upsert(rec("ramen", "ラーメンとうどん"))
    assert stored_postings(old) == expected_postings(old)
