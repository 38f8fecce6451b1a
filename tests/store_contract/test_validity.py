"""Validity in the store contract: every store keeps a record's interval and its links,
and a search finds what holds now, or at a time asked about."""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.foundation.validity import as_of, now_instant

CHANGED = "2026-11-02T10:00:00Z"


def _node_story(store) -> None:
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", body="CI pins Node 18.",
                        created="2026-01-10T09:00:00Z", updated=CHANGED,
                        valid_to=CHANGED, superseded_by="node-22"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", body="CI pins Node 22.", created=CHANGED,
                        updated=CHANGED, valid_from=CHANGED, supersedes="node-version"))
    store.upsert(Record(name="deploy-day", description="Node deploys happen on Tuesdays",
                        type="project", created="2026-12-20T09:00:00Z"))


def test_a_store_keeps_the_interval_and_the_links(store_factory) -> None:
    store = store_factory()
    _node_story(store)
    old, new = store.get("node-version"), store.get("node-22")
    assert (old.valid_to, old.superseded_by, old.valid_from) == (CHANGED, "node-22", None)
    assert (new.valid_from, new.supersedes, new.valid_to) == (CHANGED, "node-version", None)
    assert "valid_to: '2026-11-02T10:00:00Z'" in store.text("node-version")


def test_a_search_finds_what_holds_now(store_factory) -> None:
    store = store_factory()
    _node_story(store)
    names = [h.name for h in store.search("which Node version", 5, min_score=0)]
    assert "node-22" in names and "node-version" not in names
    assert "deploy-day" in names


def test_a_search_at_a_past_time_finds_what_held_then(store_factory) -> None:
    store = store_factory()
    _node_story(store)
    before = [h.name for h in store.search("which Node version", 5, min_score=0,
                                           as_of=as_of("2026-10-01"))]
    assert "node-version" in before and "node-22" not in before
    # Written in December, it says nothing of October.
    assert "deploy-day" not in before
    after = [h.name for h in store.search("which Node version", 5, min_score=0,
                                          as_of=as_of("2026-11-02"))]
    assert "node-22" in after and "node-version" not in after  # that day's correction counts


def test_a_record_that_starts_later_is_not_found_yet(store_factory) -> None:
    store = store_factory()
    store.upsert(Record(name="node-24", description="The project uses Node 24",
                        type="project", valid_from="2999-01-01T00:00:00Z"))
    assert store.search("Node 24", 5, min_score=0) == []
    assert [h.name for h in store.search("Node 24", 5, min_score=0,
                                         as_of="2999-06-01T00:00:00Z")] == ["node-24"]


def test_catalog_entries_carry_the_interval(store_factory) -> None:
    store = store_factory()
    _node_story(store)
    entries = {e.name: e for e in store.entries()}
    assert entries["node-version"].valid_to == CHANGED
    assert entries["node-22"].valid_from == CHANGED and entries["node-22"].valid_to == ""
    assert entries["deploy-day"].valid_from == entries["deploy-day"].valid_to == ""


def test_closed_records_do_not_crowd_out_what_holds(store_factory) -> None:
    # Forty closed versions of one fact rank first for the query; the one that holds must
    # still be found, with the limit asked for.
    store = store_factory()
    for i in range(40):
        store.upsert(Record(name=f"port-{i}", description=f"The API port is 80{i:02d} port",
                            type="project", valid_to="2026-01-01T00:00:00Z"))
    store.upsert(Record(name="port-now", description="The API listens on a port", type="project"))
    assert [h.name for h in store.search("API port", 3, min_score=0)] == ["port-now"]


def _counts(store) -> tuple[int, int]:
    return store.count(), store.count(closed=False)


def test_the_count_of_what_holds_leaves_out_only_the_closed(store_factory) -> None:
    store = store_factory()
    assert _counts(store) == (0, 0)
    _node_story(store)
    # Look-alikes that hold: one closing in the future, one whose valid_to cannot be read
    # as a time (ignored: open), one starting later (a listing shows it).
    store.upsert(Record(name="lease", description="The office lease runs to 2999",
                        type="project", valid_to="2999-01-01T00:00:00Z"))
    store.upsert(Record(name="hand-edited", description="A valid_to typed by hand",
                        type="project", valid_to="next spring"))
    store.upsert(Record(name="node-24", description="The project moves to Node 24",
                        type="project", valid_from="2999-01-01T00:00:00Z"))
    assert _counts(store) == (6, 5)
    # Exactly what a listing of every entry keeps.
    now = now_instant()
    assert sum(not (e.valid_to and e.valid_to <= now) for e in store.entries()) == 5
    # Another scope of the same place is counted apart.
    assert _counts(store_factory(scope="user")) == (0, 0)


def test_the_count_of_what_holds_follows_corrections_undo_and_restore(store_factory) -> None:
    store = store_factory()
    _node_story(store)  # node-version closed; node-22 and deploy-day hold
    assert _counts(store) == (3, 2)
    deploy = store.get("deploy-day")
    store.upsert(deploy.evolve(valid_to=CHANGED, superseded_by="deploy-wednesday"))
    assert _counts(store) == (3, 1)  # a correction closed it
    store.restore("deploy-day")  # undone: the version before holds again
    assert store.get("deploy-day").valid_to is None and _counts(store) == (3, 2)
    store.restore("deploy-day")  # the undo undone: closed again
    assert store.get("deploy-day").valid_to == CHANGED and _counts(store) == (3, 1)
    store.upsert(store.get("node-version").evolve(valid_to=None, superseded_by=None))
    assert _counts(store) == (3, 2)  # reopened by an edit
    store.delete("deploy-day")
    assert _counts(store) == (2, 2)
    store.restore("deploy-day")  # back from the history, closed as it was
    assert _counts(store) == (3, 2)
    store.rename("deploy-day", "deploy-tuesday")
    assert _counts(store) == (3, 2)
    with store.batch():
        store.upsert(store.get("node-22").evolve(valid_to=CHANGED))
        store.delete("node-version")
    assert _counts(store) == (2, 0)
