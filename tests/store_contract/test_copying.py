"""What every store lets leave it whole and take in again (`memdir migrate`): exact record
texts, history entries as they are, proposals with their decisions, session notes with
their expiry, published versions and which one is served."""

from __future__ import annotations

import time

import pytest

from memdir.foundation.errors import ConflictError, InvalidNameError, NotFoundError, StoreError
from memdir.foundation.record import Record
from memdir.store.base import PublishedState, SessionNote
from memdir.store.change import change

TEXT = "---\nname: prefer-pytest\ndescription: Tests use pytest\ntype: feedback\n---\n\n" \
       "Not unittest.  \n"


def _fields(entries) -> list[tuple]:
    return [(e.at, e.op, e.name, e.before, e.after, e.actor, e.change, e.change_kind,
             e.undoes) for e in entries]


# ------------------------------------------------------------------ records and history
def test_record_texts_are_exact_and_put_texts_writes_only_what_differs(store):
    assert store.put_texts([("prefer-pytest.md", TEXT)], actor="migrate") == 1
    assert store.record_texts() == [("prefer-pytest.md", TEXT)]
    assert store.text("prefer-pytest") == TEXT  # not re-serialised on the way
    assert store.put_texts([("prefer-pytest.md", TEXT)], actor="migrate") == 0
    other = TEXT.replace("Not unittest.", "Never unittest.")
    assert store.put_texts([("prefer-pytest.md", other)], actor="migrate") == 1
    assert store.get("prefer-pytest").body.strip() == "Never unittest."
    replaced = store.history("prefer-pytest")[-1]
    assert (replaced.actor, replaced.before) == ("migrate", TEXT)


def test_put_texts_refuses_a_text_with_an_invalid_name(store):
    bad = TEXT.replace("name: prefer-pytest", "name: ../escape")
    with pytest.raises(InvalidNameError):
        store.put_texts([("escape.md", bad)], actor="migrate")
    assert store.record_texts() == []


def test_appended_history_keeps_times_actors_and_changes(store_factory):
    source, target = store_factory(), store_factory()
    with change("extract"):
        source.upsert(Record(name="a", description="first", type="project"), actor="extract")
    source.upsert(Record(name="a", description="second", type="project"), actor="person")
    source.delete("a", actor="person")
    target.append_history(source.history()[:1])
    target.append_history(source.history()[1:])
    assert _fields(target.history()) == _fields(source.history())
    assert target.history()[0].change == source.history()[0].change is not None
    assert target.history()[1].change is None
    assert target.restore("a").description == "second"  # usable, not only readable


# ------------------------------------------------------------------ proposals
def test_a_proposal_keeps_its_decision_and_is_replaced_by_id(store):
    store.save_proposal({"id": "p0123456789", "status": "pending", "created": "2026-01-02",
                         "note": ""})
    store.save_proposal({"id": "p00aa11bb22", "status": "pending", "created": "2026-01-01"})
    store.save_proposal({"id": "p0123456789", "status": "rejected", "created": "2026-01-02",
                         "note": "not true"})
    assert [p["id"] for p in store.proposals()] == ["p00aa11bb22", "p0123456789"]
    got = store.proposal("p0123456789")
    assert (got["status"], got["note"]) == ("rejected", "not true")
    with pytest.raises(NotFoundError):
        store.proposal("p99999999")
    with pytest.raises(StoreError):
        store.save_proposal({"id": "../x", "status": "pending"})


# ------------------------------------------------------------------ session notes
def test_a_session_note_copied_in_keeps_its_expiry(store):
    expires = time.time() + 3600
    store.add_session_note("visitor-2", "city", "Oslo", ttl_seconds=60)
    store.put_session_note(SessionNote("visitor-1", "job", "nurse in Lyon", expires))
    store.put_session_note(SessionNote("visitor-1", "city", "Lyon", expires))
    notes = store.live_session_notes()
    assert [(n.session, n.name, n.text) for n in notes] == [
        ("visitor-1", "job", "nurse in Lyon"), ("visitor-1", "city", "Lyon"),
        ("visitor-2", "city", "Oslo")]
    assert abs(notes[0].expires - expires) < 0.001
    assert store.session_notes("visitor-1") == {"job": "nurse in Lyon", "city": "Lyon"}


def test_a_note_copied_in_replaces_its_name_and_an_expired_one_is_not_kept(store):
    later = time.time() + 3600
    store.put_session_note(SessionNote("visitor-1", "job", "nurse", later))
    store.put_session_note(SessionNote("visitor-1", "job", "pilot", later + 60))
    store.put_session_note(SessionNote("visitor-1", "city", "Lyon", time.time() - 1))
    (note,) = store.live_session_notes()
    assert (note.text, abs(note.expires - later - 60) < 0.001) == ("pilot", True)
    assert store.session_notes("visitor-1") == {"job": "pilot"}


def test_ended_and_expired_notes_are_not_listed(store):
    store.put_session_note(SessionNote("visitor-1", "job", "nurse", time.time() + 3600))
    store.end_session_notes("visitor-1")
    assert store.live_session_notes() == []


# ------------------------------------------------------------------ published versions
def test_nothing_is_published_in_a_new_store(store):
    assert store.published() == PublishedState(None, (), ())
    with pytest.raises(NotFoundError):
        store.published_version(1)


def test_a_published_version_is_kept_exactly_and_never_changed(store):
    other = TEXT.replace("Not unittest.", "Never unittest.")
    store.put_published_version(1, [("prefer-pytest.md", TEXT)])
    store.put_published_version(1, [("prefer-pytest.md", TEXT)])  # the same: nothing
    with pytest.raises(ConflictError):
        store.put_published_version(1, [("prefer-pytest.md", other)])
    assert store.published_version(1) == [("prefer-pytest.md", TEXT)]
    store.put_published_version(2, [])
    assert store.published_version(2) == []
    assert store.published() == PublishedState(None, (), (1, 2))
    assert store.record_texts() == []  # a published version is not the store's records


def test_the_served_version_is_one_that_is_kept(store):
    store.put_published_version(1, [("prefer-pytest.md", TEXT)])
    store.put_published_version(3, [])
    store.set_published_state(3, (1,))
    assert store.published() == PublishedState(3, (1,), (1, 3))
    with pytest.raises(NotFoundError):
        store.set_published_state(2, (1,))
    with pytest.raises(NotFoundError):
        store.set_published_state(3, (2,))
    assert store.published() == PublishedState(3, (1,), (1, 3))


def test_only_a_version_nobody_is_served_or_rolled_back_to_is_erased(store):
    # A purge replaces each version holding the purged record, then erases the old one:
    # the one change a version takes. Served and rollback versions are refused.
    for number in (1, 2, 3, 4):
        store.put_published_version(number, [("prefer-pytest.md", TEXT)])
    store.set_published_state(3, (1,))
    for served in (3, 1):
        with pytest.raises(ConflictError):
            store.drop_published_version(served)
    store.drop_published_version(2)
    store.drop_published_version(7)  # not kept: nothing
    assert store.published() == PublishedState(3, (1,), (1, 3, 4))
    with pytest.raises(NotFoundError):
        store.published_version(2)
    assert store.published_version(4) == [("prefer-pytest.md", TEXT)]
    if store.folder is not None:  # nothing of it is left in the folder
        assert not any("pytest" in p.read_text() for p in store.published_path.rglob("*")
                       if p.is_file() and "/v2" in str(p))
        assert sorted(p.name for p in store.published_path.iterdir()
                      if p.name.startswith(("v", ".dropped"))) == ["v1", "v3", "v4"]
