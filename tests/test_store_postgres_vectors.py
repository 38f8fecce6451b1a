"""memdir[semantic] on PostgreSQL: vectors per record and model in the database, written
when a record is, dropped with its content; the fused search of a tenant answering as the
file store's; the process's matrix reading only what was stored since; and `memdir serve`
over PostgreSQL loading the model once for every project and request.

The model is the small English one the test suite installs (see test_semantic); nothing is
fetched.
"""

from __future__ import annotations

import os

import pytest
from fusions import HUB, Tuned
from model_loads import loads_fixture  # noqa: F401 (the fixture `loads`)

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

psycopg = pytest.importorskip("psycopg")
pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

from memdir.foundation.errors import SemanticUnavailable  # noqa: E402
from memdir.providers import semantic  # noqa: E402
from memdir.store.files.fused import fused_search  # noqa: E402
from memdir.store.postgres.vectors import tenant_vectors  # noqa: E402

TOPICS = [
    ("reply-concise", "Keep answers short: code first, explanation only when asked"),
    ("deploy-command", "Deploy to production with make release from main after CI is green"),
    ("db-postgres", "The database is PostgreSQL 15; use its JSONB columns for settings"),
    ("prefer-pytest", "Tests in this project use pytest, never unittest"),
    ("commit-style", "Commit messages in English, imperative mood, under 72 characters"),
    ("oncall-pager", "The on-call rotation changes every Monday; page via the incident bot"),
    ("cache-redis", "Sessions are cached in Redis with a one hour expiry"),
]
QUERIES = ["how long should my responses be?", "which database do we use?",
           "how do I ship to prod?", "how should I write tests here?",
           "who gets woken up at night?", "where do sessions live?",
           "write a haiku about autumn leaves", "テストを書いてください"]


@pytest.fixture(scope="module")
def embedder():
    try:
        return semantic.get_embedder()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))


def record(name: str, description: str, body: str = "") -> Record:
    return Record(name=name, type="project", description=description, body=body)


def vectors_of(store) -> dict[str, str]:
    """key -> hash of the content each stored vector was computed from."""
    with psycopg.connect(store.dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (store.tenant,))
        return dict(conn.execute("SELECT key, hash FROM memdir_vectors WHERE scope = %s",
                                 (store.scope,)).fetchall())


@pytest.mark.parametrize("fusion", [None, HUB], ids=["its own", "rrf with gate and hub"])
def test_fused_search_answers_as_the_file_store_s(pg_store, tmp_path, embedder, fusion):
    files = FileStore(tmp_path / ".memory")
    for name, description in TOPICS:
        files.upsert(record(name, description))
        pg_store.upsert(record(name, description))
    assert pg_store.sync_vectors(embedder) == len(TOPICS)
    ranker = embedder if fusion is None else Tuned(embedder, fusion)
    with SearchIndex(files) as index:
        for query in [*QUERIES, "python tests with pytest fixtures"]:
            on_files = [(h.name, h.score) for h in fused_search(index, query, ranker)]
            on_pg = [(h.name, h.score) for h in pg_store.search(query, embedder=ranker)]
            assert on_pg == on_files, query
    # The paraphrase the offline ranker misses is found by the fused one.
    assert pg_store.search(QUERIES[0]) == []
    assert [h.name for h in pg_store.search(QUERIES[0], embedder=embedder)][:1] == \
        ["reply-concise"]


def test_vectors_follow_their_records(pg_store, embedder):
    for name, description in TOPICS[:3]:
        pg_store.upsert(record(name, description))
    assert pg_store.sync_vectors(embedder) == 3
    assert pg_store.sync_vectors(embedder) == 0  # none missing: nothing to embed
    stored = vectors_of(pg_store)
    assert stored == {r.key: r.hash for r in pg_store.list()}
    # A change of content drops the vector; the next sync embeds that record only.
    pg_store.upsert(record("db-postgres", "The database is PostgreSQL 16"))
    assert "db-postgres" not in vectors_of(pg_store)
    pg_store.upsert(record("deploy-command", TOPICS[1][1]))  # unchanged: kept
    assert pg_store.sync_vectors(embedder) == 1
    assert vectors_of(pg_store)["db-postgres"] == pg_store.get("db-postgres").hash
    pg_store.rename("reply-concise", "reply-short")
    pg_store.delete("deploy-command")
    assert set(vectors_of(pg_store)) == {"db-postgres"}
    assert pg_store.sync_vectors(embedder, budget=5) == 1
    assert set(vectors_of(pg_store)) == {"db-postgres", "reply-short"}


def test_a_write_through_memory_embeds_its_record_and_a_recall_only_the_query(
        pg_store, embedder, monkeypatch):
    from memdir.service.memory import Memory

    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    with Memory(pg_store, user=False, provider="offline") as memory:
        decision, written = memory.save(Candidate("reply-concise", TOPICS[0][1], "feedback",
                                                  "No long preambles."))
        assert written is not None, decision.reason
        assert set(vectors_of(pg_store)) == {"reply-concise"}  # at write time
        used = memory._recaller.semantic()
        before = used.calls
        found = memory.search("should your replies be brief?")
        assert [h.record.name for h in found.hits] == ["reply-concise"]
        assert used.calls - before == 1  # the query, not the record


def test_the_process_matrix_reads_only_what_was_stored_since(pg_store, embedder):
    for name, description in TOPICS:
        pg_store.upsert(record(name, description))
    pg_store.search("deploy", embedder=embedder)  # embeds them (a few per search)
    pg_store.sync_vectors(embedder)
    matrix = tenant_vectors(pg_store.dsn, pg_store.tenant, pg_store.scope, embedder.name)
    pg_store.search("deploy", embedder=embedder)
    assert matrix.full_loads == 1 and len(matrix.row) == len(TOPICS)
    pg_store.upsert(record("docs-tone", "User documentation is in second person"))
    pg_store.sync_vectors(embedder)
    pg_store.search("who writes the documentation?", embedder=embedder)
    assert matrix.full_loads == 1 and "docs-tone" in matrix.row
    # A deleted record's row is dropped once it comes near a query, never answered.
    pg_store.delete("docs-tone")
    assert "docs-tone" not in [h.name for h in pg_store.search(
        "who writes the documentation?", embedder=embedder, min_score=0)]
    assert "docs-tone" not in matrix.row
    # Another store object of the same tenant (a server's next request) shares it.
    from memdir.store.postgres import PostgresStore

    again = PostgresStore(pg_store.dsn, tenant=pg_store.tenant)
    again.search("deploy", embedder=embedder)
    assert matrix.full_loads == 1


def test_the_matrix_densities_follow_new_vectors_and_dropped_rows(pg_store, embedder):
    tuned = Tuned(embedder, HUB)
    for name, description in TOPICS[:4]:
        pg_store.upsert(record(name, description))
    pg_store.sync_vectors(embedder)
    pg_store.search("deploy", embedder=tuned)  # densities of what it ranked, kept
    matrix = tenant_vectors(pg_store.dsn, pg_store.tenant, pg_store.scope, embedder.name)
    assert matrix._densities[3].computed > 0
    for name, description in TOPICS[4:]:
        pg_store.upsert(record(name, description))
    pg_store.upsert(record("db-postgres", "The database is PostgreSQL 16"))  # re-embedded
    pg_store.sync_vectors(embedder)
    pg_store.delete("deploy-command")
    pg_store.search("how do I ship to prod?", embedder=tuned, min_score=0)  # drops its row
    assert "deploy-command" not in matrix.row
    from memdir.store.postgres.vectors import TenantVectors

    fresh = TenantVectors(embedder.name)
    with psycopg.connect(pg_store.dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (pg_store.tenant,))
        fresh.refresh(conn, pg_store.scope, embedder.dim)
    unit = embedder.embed_query("anything")
    got = {key: density for key, (_, density) in matrix.nearest(unit, 20, set(), 3).items()}
    want = {key: density for key, (_, density) in fresh.nearest(unit, 20, set(), 3).items()}
    assert got == pytest.approx(want, abs=2e-5)
    assert set(got) == {name for name, _ in TOPICS} - {"deploy-command"}


def test_a_tenant_s_fused_search_never_finds_another_s_records(postgres_dsn, embedder):
    from memdir.store.postgres import PostgresStore

    tag = os.urandom(4).hex()
    a = PostgresStore(postgres_dsn, tenant=f"a-{tag}")
    b = PostgresStore(postgres_dsn, tenant=f"b-{tag}")
    a.upsert(record(*TOPICS[0]))
    a.sync_vectors(embedder)
    b.upsert(record("unrelated", "The office plants are watered on Fridays"))
    assert [h.name for h in a.search(QUERIES[0], embedder=embedder)] == ["reply-concise"]
    assert "reply-concise" not in [h.name for h in b.search(QUERIES[0], embedder=embedder,
                                                             min_score=0)]


def test_records_closed_by_a_correction_are_not_found_by_their_vector(pg_store, embedder):
    pg_store.upsert(Record(name="reply-long", type="feedback",
                           description="Explain every answer at length",
                           valid_to="2026-01-01T00:00:00Z"))
    pg_store.upsert(record(*TOPICS[0]))
    pg_store.sync_vectors(embedder)
    assert "reply-long" not in [h.name for h in pg_store.search(
        QUERIES[0], embedder=embedder, min_score=0)]


def test_memdir_serve_over_postgresql_loads_the_model_once(tmp_path, loads, postgres_dsn):
    pytest.importorskip("starlette")
    from click.testing import CliRunner
    from starlette.testclient import TestClient

    from memdir.cli import cli
    from memdir.server.app import create_app

    tag = os.urandom(4).hex()
    tokens = {}
    for project in (f"alpha-{tag}", f"beta-{tag}"):
        made = CliRunner().invoke(cli, ["token", "create", "--store", postgres_dsn,
                                        "--project", project, "--role", "agent"])
        assert made.exit_code == 0, made.output
        tokens[project] = {"Authorization": f"Bearer {made.stdout.strip()}"}
    with TestClient(create_app(tmp_path / "data", postgres_dsn)) as client:
        for auth in tokens.values():
            saved = client.post("/v1/memories", headers=auth, json={
                "name": "reply-concise", "type": "feedback", "description": TOPICS[0][1],
                "body": "No long preambles."}).json()
            assert saved["saved"] is True
            for query in ("how long should my responses be?",
                          "should your replies be brief?"):
                got = client.get("/v1/search", params={"q": query}, headers=auth).json()
                assert [r["record"]["name"] for r in got["results"]] == ["reply-concise"]
    assert len(loads) == 1


# ------------------------------------------------------------------- long records' chunks

def _pg_blobs(store) -> dict[str, bytes]:
    with psycopg.connect(store.dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (store.tenant,))
        return {key: bytes(vec) for key, vec in conn.execute(
            "SELECT key, vec FROM memdir_vectors WHERE scope = %s", (store.scope,))}


def test_a_long_record_is_found_by_a_passage_past_its_first_chunk(postgres_dsn, embedder,
                                                                  tmp_path, monkeypatch):
    import long_records

    from memdir.providers.semantic import windows
    from memdir.store.postgres import PostgresStore

    def fill(store):
        for name, description in long_records.TOPICS:
            store.upsert(long_records.record(name, description))
        store.upsert(long_records.long_record())
        assert store.sync_vectors(embedder) == len(long_records.TOPICS) + 1

    tag = os.urandom(4).hex()
    chunked = PostgresStore(postgres_dsn, tenant=f"chunks-{tag}")
    fill(chunked)
    files = FileStore(tmp_path / ".memory")
    fill(files)
    with SearchIndex(files) as index:
        for query in long_records.QUERIES:
            assert chunked.search(query) == []  # no word in common
            found = [(h.name, h.score) for h in chunked.search(query, embedder=embedder)]
            assert found[:1] and found[0][0] == "office-notes", query
            assert found == [(h.name, h.score) for h in fused_search(index, query, embedder)]
    stored = _pg_blobs(chunked)
    size = 4 * embedder.dim
    assert {len(stored[name]) for name, _ in long_records.TOPICS} == {size}
    assert len(stored["office-notes"]) % size == 0 and len(stored["office-notes"]) >= 3 * size

    # One vector a record (as before chunks): the same short blobs, and the model misses it.
    monkeypatch.setattr(windows, "MAX_CHUNKS", 1)
    one = PostgresStore(postgres_dsn, tenant=f"one-{tag}")
    fill(one)
    old = _pg_blobs(one)
    assert {k: v for k, v in old.items() if k != "office-notes"} == \
        {k: v for k, v in stored.items() if k != "office-notes"}
    assert old["office-notes"] == stored["office-notes"][:size]
    for query in long_records.QUERIES:
        assert "office-notes" not in [h.name for h in one.search(query, embedder=embedder)][:1]
    # An old one-vector blob reads as one chunk; a new process reads both kinds at once.
    monkeypatch.setattr(windows, "MAX_CHUNKS", 8)
    from memdir.store.postgres.vectors import TenantVectors

    fresh = TenantVectors(embedder.name)
    with psycopg.connect(postgres_dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (one.tenant,))
        fresh.refresh(conn, one.scope, embedder.dim)
    assert len(fresh.chunks) == 0 and len(fresh.row) == len(old)
    one.upsert(long_records.record("office-notes", "Notes kept about the office",
                                   long_records.LONG_BODY + " Lockers are emptied on Fridays."))
    assert one.sync_vectors(embedder) == 1  # its content changed: its chunks now
    assert one.search(long_records.QUERIES[0], embedder=embedder)[0].name == "office-notes"
    matrix = tenant_vectors(one.dsn, one.tenant, one.scope, embedder.name)
    assert len(matrix.chunks) >= 2
    one.delete("office-notes")
    one.search(long_records.QUERIES[0], embedder=embedder, min_score=0)  # drops its row
    assert "office-notes" not in matrix.row
    assert "office-notes" not in [h.name for h in one.search(long_records.QUERIES[0],
                                                                embedder=embedder)]
    embedder._queries.clear()  # the process's embedder: other tests count their queries
