"""The file store's session notes: their time to live, on an injected clock."""

from __future__ import annotations

import pytest

from memdir.foundation.errors import StoreError
from memdir.store.files.store import FileStore


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def store(tmp_path):
    s = FileStore(tmp_path / ".memory")
    s.clock = Clock()
    yield s
    s.close()


def test_a_note_is_gone_once_its_time_to_live_has_passed(store):
    store.add_session_note("v1", "city", "Lyon", ttl_seconds=60)
    store.clock.now += 59
    store.add_session_note("v1", "job", "nurse", ttl_seconds=60)
    assert store.session_notes("v1") == {"city": "Lyon", "job": "nurse"}
    store.clock.now += 2
    assert store.session_notes("v1") == {"job": "nurse"}
    # Deleted, not just hidden: its text must not outlive it on disk.
    assert store.expire_session_notes() == 1
    assert "Lyon" not in (store.root / ".sessions" / "v1.json").read_text()
    store.clock.now += 60
    assert store.expire_session_notes() == 1
    assert not (store.root / ".sessions" / "v1.json").exists()


def test_rewriting_a_note_restarts_its_time(store):
    store.add_session_note("v1", "city", "Lyon", ttl_seconds=60)
    store.clock.now += 50
    store.add_session_note("v1", "city", "Lille", ttl_seconds=60)
    store.clock.now += 50
    assert store.session_notes("v1") == {"city": "Lille"}


@pytest.mark.parametrize("session", ["../escape", "a/b", "", "x" * 65, ".."])
def test_a_session_id_cannot_name_a_file_outside_the_folder(store, session):
    with pytest.raises(StoreError):
        store.add_session_note(session, "city", "Lyon", ttl_seconds=60)
    assert not (store.root.parent / "escape.json").exists()


def test_session_notes_are_kept_out_of_git(store):
    store.add_session_note("v1", "city", "Lyon", ttl_seconds=60)
    assert ".sessions/" in (store.root / ".gitignore").read_text().splitlines()


def _files_read(store, monkeypatch):
    read = []
    original = store._notes._read_own

    def spy(path):
        read.append(path.name)
        return original(path)
    monkeypatch.setattr(store._notes, "_read_own", spy)
    return read


def test_a_note_write_reads_its_own_session_not_every_visitors(store, monkeypatch):
    # A visitor's write costs their session's file, however many other visitors wrote.
    for i in range(40):
        store.add_session_note(f"other-{i}", "city", "Lyon", ttl_seconds=60)
    read = _files_read(store, monkeypatch)
    store.clock.now += 30
    store.add_session_note("v1", "job", "nurse", ttl_seconds=60)
    assert read == ["v1.json"]
    assert store.session_notes("v1") == {"job": "nurse"}


def test_other_sessions_expired_notes_go_at_the_first_write_of_a_minute(store):
    store.add_session_note("v1", "city", "Lyon", ttl_seconds=10)
    store.clock.now += 11
    store.add_session_note("v2", "job", "nurse", ttl_seconds=600)
    assert store.session_notes("v1") == {}  # never read once expired
    store.clock.now += 50  # a minute since the last sweep
    store.add_session_note("v3", "job", "baker", ttl_seconds=600)
    assert not (store.root / ".sessions" / "v1.json").exists()
    assert store.session_notes("v2") == {"job": "nurse"}
