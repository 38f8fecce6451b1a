"""Changes: writes tagged with one id, listed together, undone together."""

from __future__ import annotations

import pytest
from memory_helpers import consolidate_now, undo_change

from memdir.foundation.errors import NotFoundError
from memdir.foundation.record import Record
from memdir.service.changes import UndoRefused, list_changes
from memdir.service.origins import signed_text
from memdir.store.change import change, own_change
from memdir.testing import ScriptedProvider


def rec(name, description, type="feedback"):
    return Record(name, description, type, description)


def state(store):
    return {r.name: r.description for r in store.list()}


def test_writes_in_one_change_share_its_id_in_the_history(store):
    with change("extract") as tag:
        store.upsert(rec("a", "Use pnpm"))
        store.upsert(rec("b", "Use ruff"))
    store.upsert(rec("c", "Untagged"))
    entries = store.history()
    assert [e.change for e in entries] == [tag.id, tag.id, None]
    assert entries[0].change_kind == "extract"
    [listed] = list_changes([store])
    assert listed.id == tag.id and listed.names == ["a", "b"] and listed.kind == "extract"


def test_a_nested_change_joins_the_outer_one_unless_it_is_its_own(store):
    with change("extract") as outer:
        with change("save") as inner:
            store.upsert(rec("a", "x"))
        with own_change("consolidate") as separate:
            store.upsert(rec("b", "y"))
    assert inner == outer and separate.id != outer.id


def test_undo_reverts_creates_updates_deletes_and_renames_of_the_change(store):
    store.upsert(rec("kept", "Use pnpm"))
    store.upsert(rec("gone", "Use black"))
    store.upsert(rec("old-name", "Use tabs"))
    before = state(store)
    with change("extract") as tag:
        store.upsert(rec("new", "Use ruff"))
        store.upsert(rec("kept", "Use npm"), expected_hash=store.get("kept").hash)
        store.delete("gone")
        store.rename("old-name", "fresh-name")
    assert state(store) != before
    undo = undo_change([store], tag.id)
    assert state(store) == before
    assert {c.id: c.undone_by for c in list_changes([store])}[tag.id] == undo.id
    # An undo is a change too: undoing it redoes the original.
    undo_change([store], undo.id)
    assert state(store) == {"kept": "Use npm", "new": "Use ruff", "fresh-name": "Use tabs"}


def test_undo_refuses_when_a_record_was_edited_after_the_change(store):
    with change("extract") as tag:
        store.upsert(rec("a", "Use pnpm"))
    store.upsert(rec("a", "Use pnpm, version 9"))  # a person's later edit
    text = (store.root / "a.md").read_text()
    with pytest.raises(UndoRefused) as err:
        undo_change([store], tag.id)
    assert str(err.value) == (
        f"'a' was changed after change {tag.id}, so undoing it would lose that edit; see "
        "`memdir log a` and put back the version you want with `memdir restore a --version N`.")
    assert (store.root / "a.md").read_text() == text


def test_undo_twice_says_it_was_already_undone(store):
    with change("extract") as tag:
        store.upsert(rec("a", "Use pnpm"))
    undo = undo_change([store], tag.id)
    with pytest.raises(UndoRefused, match=f"already undone by {undo.id}"):
        undo_change([store], tag.id)


def test_undo_of_an_unknown_change_is_not_found(store):
    with pytest.raises(NotFoundError):
        undo_change([store], "cdeadbeef")


def merge_two(system, messages, tools):
    return ('[{"name": "a", "description": "Use pnpm everywhere", "type": "feedback", '
            '"body": "merged"}]')


def test_undo_of_a_consolidation_brings_back_its_tombstones(store):
    # A model's records: consolidation applies its merges of those, not of a person's.
    store.upsert(rec("a", "Use pnpm").evolve(origin="model"))
    store.upsert(rec("b", "Use pnpm please").evolve(origin="model"))
    before = {r.name: store.text(r.name) for r in store.list()}
    with own_change("consolidate") as tag:
        result = consolidate_now(store, ScriptedProvider(merge_two))
    assert result.deleted == ["b"] and [t.name for t in store.tombstones()] == ["b"]
    undo_change([store], tag.id)
    # A person's undo: each text as it was, with the line that says they chose it.
    assert {r.name: store.text(r.name) for r in store.list()} == \
        {name: signed_text(text) for name, text in before.items()}
    assert store.tombstones() == []
