"""Validity in the store contract: every store keeps a record's interval and its links,
and a search finds what holds now, or at a time asked about."""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.foundation.validity import as_of

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
