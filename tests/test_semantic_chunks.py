"""memdir[semantic]'s chunks: a long record gets a vector per window of its text, chunk 0
being the one vector it always had; the stores keep them in one blob and score a record by
its best chunk, so a question about the middle of a long record finds it. Short records,
old one-vector blobs and the densities stay exactly as they were.

The windows are tested without a model; the rest with the small English model the test
suite installs (see test_semantic; it reads 256 pieces, about 1,200 characters of English).
"""

from __future__ import annotations

import pytest
from fusions import HUB, Tuned
from long_records import LONG_BODY, NEEDLE, QUERIES, TOPICS, long_record, record

from memdir.providers.semantic import windows
from memdir.store import FileStore
from memdir.store.chunks import Chunks, split
from memdir.store.files.index import SearchIndex

# -- the windows, without a model ---------------------------------------------------------

def reach_of(chars: int):
    return lambda text: min(len(text), chars)


def test_a_text_chunk_0_reads_whole_has_no_window():
    assert windows.windows("A short note. Another sentence.", reach_of(100)) == []
    assert windows.windows("x" * 100 + "   \n ", reach_of(100)) == []  # only blanks left


def test_windows_cover_the_rest_cut_at_sentences_with_overlap():
    text = " ".join(f"Sentence {i} is here." for i in range(60))
    found = windows.windows(text, reach_of(200))
    marks = set(windows.boundaries(text))
    assert found and found[-1][1] == len(text)  # the whole text read
    end = 200
    for start, stop in found:
        assert start in marks and start < end  # starts at a sentence, before the last end
        assert stop - start <= 200 and stop > end
        assert stop in marks or stop == len(text)  # cut at a sentence where one falls
        end = stop


def test_cjk_text_is_cut_at_its_own_stops():
    text = "".join(f"第{i}句话讲的是天气。" for i in range(80))
    found = windows.windows(text, reach_of(120))
    assert found and all(text[start - 1] == "。" for start, _ in found)
    assert all(text[stop - 1] == "。" for _, stop in found[:-1])


def test_text_without_boundaries_is_still_windowed_with_overlap():
    text = "x" * 1000
    found = windows.windows(text, reach_of(200))
    assert found[0][0] < 200 and found[-1][1] == 1000
    assert all(b[0] < a[1] for a, b in zip(found, found[1:], strict=False))


def test_the_chunks_of_a_text_are_capped(monkeypatch):
    text = " ".join(f"Sentence {i} is here." for i in range(5000))
    found = windows.windows(text, reach_of(200))
    assert len(found) == windows.MAX_CHUNKS - 1
    monkeypatch.setattr(windows, "MAX_CHUNK_CHARS", 1000)
    assert windows.windows(text, reach_of(200))[-1][1] <= 1000
    monkeypatch.setattr(windows, "MAX_CHUNKS", 1)
    assert windows.windows(text, reach_of(200)) == []


def test_the_side_matrix_raises_each_row_to_its_best_chunk():
    import numpy as np

    chunks = Chunks(2)
    chunks.put(0, np.array([[0.0, 1.0]], dtype=np.float32).tobytes())
    chunks.put(2, np.array([[1.0, 0.0], [0.6, 0.8]], dtype=np.float32).tobytes())
    cos = np.array([0.1, 0.2, 0.3], dtype=np.float32)
    query = np.array([0.0, 1.0], dtype=np.float32)
    assert chunks.best(cos.copy(), query).tolist() == pytest.approx([1.0, 0.2, 0.8])
    chunks.drop(0)  # row 0 lost its chunks: its own cosine again
    assert chunks.best(cos.copy(), query).tolist() == pytest.approx([0.1, 0.2, 0.8])
    chunks.renumber([2, 1])  # row 0 went; row 2 is row 0 now
    assert chunks.best(cos[:2].copy(), query).tolist() == pytest.approx([0.8, 0.2])
    assert len(chunks) == 2
    # A blob of one vector (every blob written before chunks) has no further chunk.
    assert split(b"\0" * 8, 2) == (b"\0" * 8, b"")


# -- with the test model -------------------------------------------------------------------

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

from memdir.providers.semantic import SemanticUnavailable, get_embedder  # noqa: E402
from memdir.store.files.fused import fused_search  # noqa: E402
from memdir.store.files.vectors import (  # noqa: E402
    VectorMatrix,
    current_vectors,
    record_text,
    store_vectors,
    sync_vectors,
)


@pytest.fixture(scope="module")
def embedder():
    try:
        found = get_embedder()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    yield found
    found._queries.clear()  # the process's embedder: other tests count their queries


def make_index(path, embedder, *, long: bool = True) -> SearchIndex:
    store = FileStore(path / ".memory")
    for name, description in TOPICS:
        store.upsert(record(name, description))
    if long:
        store.upsert(long_record())
    index = SearchIndex(store)
    sync_vectors(index, embedder)
    return index


def blobs(index: SearchIndex, embedder) -> dict[str, bytes]:
    return dict(index._connect().execute(
        "SELECT r.name, v.vec FROM vectors v JOIN records r ON r.id = v.id"
        " WHERE v.model = ?", (embedder.name,)).fetchall())


def test_short_texts_vectors_are_byte_identical_to_their_one_vector(embedder):
    texts = [f"{n.replace('-', ' ')}: {d}\n" for n, d in TOPICS]
    alone = embedder.embed(texts)
    chunked = embedder.embed_chunks(texts)
    assert [c.shape for c in chunked] == [(1, embedder.dim)] * len(texts)
    assert all(c[0].tobytes() == a.tobytes() for c, a in zip(chunked, alone, strict=True))
    mixed = [record_text(long_record()), texts[0]]
    long = embedder.embed_chunks(mixed)
    assert 3 <= len(long[0]) <= windows.MAX_CHUNKS
    # chunk 0 is what `embed` gives for the same texts (a batch is padded to its longest)
    assert [c[0].tobytes() for c in long] == [v.tobytes() for v in embedder.embed(mixed)]
    assert long[1].shape == (1, embedder.dim)


def test_a_short_record_s_blob_is_its_one_vector(tmp_path, embedder, monkeypatch):
    with make_index(tmp_path / "chunks", embedder) as index:
        chunked = blobs(index, embedder)
    monkeypatch.setattr(windows, "MAX_CHUNKS", 1)  # one vector a record, as before chunks
    with make_index(tmp_path / "one", embedder) as index:
        one = blobs(index, embedder)
    assert {len(b) for b in one.values()} == {4 * embedder.dim}
    for name, _ in TOPICS:
        assert chunked[name] == one[name]
    assert chunked["office-notes"][:4 * embedder.dim] == one["office-notes"]
    assert len(chunked["office-notes"]) % (4 * embedder.dim) == 0
    assert len(chunked["office-notes"]) // (4 * embedder.dim) >= 3


def test_a_long_record_is_found_by_a_sentence_past_its_first_chunk(tmp_path, embedder,
                                                                   monkeypatch):
    assert LONG_BODY.index(NEEDLE) > 3000
    with make_index(tmp_path / "chunks", embedder) as index:
        for query in QUERIES:
            assert index.search(query, limit=5) == []  # no word in common
            assert [h.name for h in fused_search(index, query, embedder)][:1] == \
                ["office-notes"], query
            assert [h.name for h in fused_search(index, query, Tuned(embedder, HUB))][:1] \
                == ["office-notes"], query
    # With one vector a record (chunk 0 only, as before chunks), the model misses it.
    monkeypatch.setattr(windows, "MAX_CHUNKS", 1)
    with make_index(tmp_path / "one", embedder) as index:
        for query in QUERIES:
            assert "office-notes" not in [h.name for h in fused_search(index, query,
                                                                         embedder)][:1]


def test_an_old_one_vector_blob_still_works(tmp_path, embedder):
    with make_index(tmp_path, embedder) as index:
        db = index._connect()
        rowid, digest = db.execute(
            "SELECT id, hash FROM records WHERE name = 'office-notes'").fetchone()
        head = embedder.embed([record_text(long_record())])[0]
        assert store_vectors(db, embedder.name, [(rowid, digest, head)]) == 1
        fresh = VectorMatrix(embedder.name).refresh(db, embedder.dim)
        assert len(fresh.chunks) == 0 and len(fresh.files) == len(TOPICS) + 1
        assert fresh.matrix[fresh.names.index("office-notes")].tobytes() == head.tobytes()
        # found by its head, as before; the sentence past it is left to the lexical ranker
        hits = fused_search(index, "notes kept about the office", embedder)
        assert hits[0].name == "office-notes"
        assert sync_vectors(index, embedder) == 0  # kept until its content changes
        index.store.upsert(record("office-notes", "Notes kept about the office",
                                  LONG_BODY + " The lockers are emptied on Fridays."))
        assert sync_vectors(index, embedder) == 1
        held = current_vectors(index, embedder.name, embedder.dim)
        assert len(held.chunks) >= 2


def test_densities_are_over_chunk_0_only(tmp_path, embedder, monkeypatch):
    with make_index(tmp_path / "chunks", embedder) as index:
        fused_search(index, QUERIES[0], Tuned(embedder, HUB))
        chunked = current_vectors(index, embedder.name, embedder.dim)
        assert len(chunked.chunks) >= 2
        rows = list(range(len(chunked.files)))
        with_chunks = dict(zip(chunked.files, chunked.densities(rows, 3), strict=True))
    monkeypatch.setattr(windows, "MAX_CHUNKS", 1)
    with make_index(tmp_path / "one", embedder) as index:
        one = current_vectors(index, embedder.name, embedder.dim)
        assert len(one.chunks) == 0
        without = dict(zip(one.files, one.densities(rows, 3), strict=True))
    assert with_chunks == without


def test_the_matrix_follows_a_long_record_s_edits_and_deletion(tmp_path, embedder):
    with make_index(tmp_path, embedder) as index:
        fused_search(index, QUERIES[0], embedder)
        held = current_vectors(index, embedder.name, embedder.dim)
        assert len(held.chunks) >= 2
        index.store.upsert(record("office-notes", "Notes kept about the office",
                                  "Only the plants now."))
        sync_vectors(index, embedder)
        assert "office-notes" not in [h.name for h in fused_search(index, QUERIES[1],
                                                                     embedder)]
        assert len(current_vectors(index, embedder.name, embedder.dim).chunks) == 0
        index.store.upsert(long_record())
        sync_vectors(index, embedder)
        assert fused_search(index, QUERIES[1], embedder)[0].name == "office-notes"
        index.store.delete("office-notes")
        index.store.delete("deploy-command")
        sync_vectors(index, embedder)
        held = current_vectors(index, embedder.name, embedder.dim)
        assert len(held.chunks) == 0 and "office-notes" not in held.row
        assert "office-notes" not in [h.name for h in fused_search(index, QUERIES[1],
                                                                     embedder)]
        index.store.upsert(record("office-notes-2", "More notes", LONG_BODY))
        sync_vectors(index, embedder)
        # a record's cosine is its stored chunks' best, computed plainly
        import numpy as np

        held = current_vectors(index, embedder.name, embedder.dim)
        query = embedder.embed_query(QUERIES[0])
        stored = blobs(index, embedder)
        want = [float((np.frombuffer(stored[name], dtype=np.float32)
                       .reshape(-1, embedder.dim) @ query).max()) for name in held.names]
        assert held.cosines(query).tolist() == pytest.approx(want, abs=1e-6)
        assert len(held.chunks) >= 2
