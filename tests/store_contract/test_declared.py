"""What the service asks every store, declared in the contract (`memdir.store.base`) and
never probed: exact texts by file, vectors, exact reverts, tombstones, the origin of a
text, and the folder a store is kept in."""

from __future__ import annotations

import pytest

from memdir.foundation.errors import ConflictError, InvalidRecordError
from memdir.foundation.record import Record
from memdir.store.base import History, Notes, Proposals, Publishing, Records, VisitorLog


def rec(name: str, body: str = "") -> Record:
    return Record(name=name, description="a memory", type="project", body=body)


def test_each_concern_is_a_protocol_the_store_satisfies(store):
    for concern in (Records, History, Proposals, Notes, Publishing, VisitorLog):
        missing = [name for name in dir(concern)
                   if not name.startswith("_") and not hasattr(store, name)]
        assert missing == [], concern.__name__


def test_read_text_is_the_exact_text_under_a_records_file(store):
    stored = store.upsert(rec("exact-text", "Keep  two spaces.")).record
    assert stored.file
    assert store.read_text(stored.file) == store.text("exact-text")
    assert store.read_text("no-such-file.md") is None


def test_put_version_puts_back_an_exact_text_or_removes_the_record(store):
    first = store.upsert(rec("reverted", "First.")).record
    text = store.text("reverted")
    assert text is not None
    second = store.upsert(rec("reverted", "Second.")).record
    with pytest.raises(ConflictError):
        store.put_version("reverted", text, expected_hash=first.hash)
    store.put_version("reverted", text, expected_hash=second.hash, actor="undo")
    assert store.text("reverted") == text
    assert store.history("reverted")[-1].op == "restore"
    with pytest.raises(InvalidRecordError):
        store.put_version("reverted", store.text("reverted").replace(
            "name: reverted", "name: other"), expected_hash=None)
    store.put_version("reverted", None, expected_hash=store.get("reverted").hash)
    assert store.find("reverted") is None


def test_a_tombstone_is_listed_until_the_record_is_restored(store):
    store.upsert(rec("merged-away", "Old words."))
    store.upsert(rec("kept-by-hand", "Deleted by a person."))
    store.delete("merged-away", tombstone=True, actor="consolidate")
    store.delete("kept-by-hand")
    [tomb] = store.tombstones()
    assert tomb.name == "merged-away" and tomb.record.body == "Old words."
    store.restore("merged-away")
    assert store.tombstones() == []


def test_what_this_user_wrote_here_is_written_here(store):
    # (What a repository brought is not: a file store's own tests; a database's rows are
    # all written through memdir.)
    stored = store.upsert(rec("mine", "Written by this process.")).record
    assert store.written_here(stored)


def test_sync_vectors_without_an_embedder_run_embeds_nothing_new(store):
    class NoModel:
        name = "none"
        dimensions = 3

        def embed(self, texts, *, query=False):  # pragma: no cover - nothing to embed
            raise AssertionError("an empty store embeds nothing")

    assert store.sync_vectors(NoModel(), budget=10) == 0


def test_the_folder_is_declared(store):
    from memdir.store.base import project_folder

    assert project_folder(store) == store.folder
