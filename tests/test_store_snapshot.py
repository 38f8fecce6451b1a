"""`PublishedSnapshot`: a published version read from its records in memory (what a
visitor of a database store reads) finds what the file store finds, scored alike."""

from __future__ import annotations

import pytest

from benchmarks import quality_data
from memdir.foundation.errors import NotFoundError, StoreError
from memdir.foundation.record import Record
from memdir.store.files.store import FileStore
from memdir.store.snapshot import PublishedSnapshot


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    folder = FileStore(tmp_path_factory.mktemp("quality") / ".memory")
    with folder.bulk():
        for r in quality_data.records():
            folder.upsert(Record(**r))
    yield folder, PublishedSnapshot(folder.record_texts())
    folder.close()


# Every query of the quality set is 1,000 searches: every tenth (all its kinds of query)
# in the fast subset, the whole set in the whole suite.
@pytest.mark.parametrize("every", [pytest.param(10, id="a-tenth"),
                                   pytest.param(1, id="all", marks=pytest.mark.slow)])
def test_every_query_of_the_quality_set_gets_the_file_stores_hits_and_scores(both, every):
    folder, snapshot = both
    differ = []
    for q in quality_data.queries()[::every]:
        expected = [(h.name, h.score, h.matched) for h in folder.search(q["query"])]
        got = [(h.name, h.score, h.matched) for h in snapshot.search(q["query"])]
        if got != expected:
            differ.append((q["query"], expected, got))
    assert differ == []
    assert snapshot.search("quantum chromodynamics lecture notes") == []


def test_it_reads_like_the_store_it_was_published_from(both):
    folder, snapshot = both
    assert snapshot.count() == folder.count()
    assert [r.name for r in snapshot.list()] == [r.name for r in folder.list()]
    name = folder.list()[0].name
    assert snapshot.text(name.upper()) == folder.text(name)
    assert snapshot.find("../etc/passwd") is None
    with pytest.raises(NotFoundError):
        snapshot.get("no-such-memory")
    assert {e.name for e in snapshot.entries(5)} <= {r.name for r in folder.list()}
    assert len(snapshot.entries(5)) == 5


def test_writing_a_published_version_is_refused(both):
    _, snapshot = both
    before = snapshot.count()
    with pytest.raises(StoreError, match="read-only"):
        snapshot.upsert(Record(name="planted", description="x", type="project"))
    with pytest.raises(StoreError, match="read-only"):
        snapshot.delete(snapshot.list()[0].name)
    with pytest.raises(StoreError, match="read-only"), snapshot.batch():
        pass
    assert snapshot.count() == before


def test_the_count_of_what_holds_leaves_out_only_the_closed(monkeypatch):
    records = [Record(name="node-version", description="The project uses Node 18",
                      type="project", valid_to="2026-11-02T10:00:00Z"),
               Record(name="node-22", description="The project uses Node 22", type="project",
                      valid_from="2026-11-02T10:00:00Z"),
               Record(name="lease", description="The lease runs to 2999", type="project",
                      valid_to="2999-01-01T00:00:00Z"),
               Record(name="hand-edited", description="A valid_to typed by hand",
                      type="project", valid_to="next spring"),
               Record(name="node-24", description="The project moves to Node 24",
                      type="project", valid_from="2999-01-01T00:00:00Z")]
    snapshot = PublishedSnapshot([(f"{r.name}.md", r.to_text()) for r in records])
    assert (snapshot.count(), snapshot.count(closed=False)) == (5, 4)
    assert PublishedSnapshot([]).count(closed=False) == 0
    # A valid_to still to come passes with no change to the version.
    monkeypatch.setattr("memdir.store.snapshot.now_instant", lambda: "2999-06-01T00:00:00Z")
    assert (snapshot.count(), snapshot.count(closed=False)) == (5, 3)


def test_a_snapshot_lists_through_the_reading_path_as_the_file_store_does(tmp_path):
    # `reading.holding` pages a store with `entries(limit, start)`; a snapshot took no
    # `start` and the listing of what holds raised TypeError on a visitor's version.
    from memdir.service.reading import holding

    folder = FileStore(tmp_path / ".memory")
    day = "2026-01-0{}T00:00:00Z".format
    with folder.bulk():
        for name, d, end in (("zeta", 5, None), ("old-a", 4, "2026-02-01T00:00:00Z"),
                             ("old-b", 4, "2026-02-01T00:00:00Z"), ("beta-x", 3, None),
                             ("beta_x", 3, None), ("betax", 3, None), ("omega", 1, None),
                             ("later", 2, "2999-01-01T00:00:00Z")):
            folder.upsert(Record(name=name, description=f"written on day {d}",
                                 type="project", created=day(d), updated=day(d),
                                 valid_to=end))
    snapshot = PublishedSnapshot(folder.record_texts())
    try:
        # Same order and same places as the store it was published from.
        assert snapshot.entries() == folder.entries()
        third = folder.entries()[2]
        place = (third.updated_at, third.name)
        assert snapshot.entries(2, place) == folder.entries(2, place)
        assert snapshot.entries(10, (third.updated_at, "zzz")) == folder.entries(
            10, (third.updated_at, "zzz"))
        assert snapshot.entries(0) == []
        # The newest two that hold: the first page ends in two closed records, so the
        # listing reads on from the last one's place; counts are exact.
        for limit in (None, 1, 2, 3, 10):
            for history in (False, True):
                got = holding(snapshot, limit, None, history)
                assert got == holding(folder, limit, None, history), (limit, history)
        entries, total = holding(snapshot, 2, None, False)
        assert [e.name for e in entries] == ["zeta", "beta-x"] and total == 6
        assert holding(snapshot, None, None, True)[1] == 8
    finally:
        folder.close()
