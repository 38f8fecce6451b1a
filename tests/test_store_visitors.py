"""A folder's visitor logs kept for their retention period: a log write sweeps every
session's old entries once an hour at most (the stamp ``.visitors/.swept``), under the
folder's lock, touching only logs this user wrote."""

from __future__ import annotations

import os
import time

from memdir.foundation.record import now_iso
from memdir.store import FileStore
from memdir.store.visitors import VISITOR_SWEEP_SECONDS

DAY = 86400.0


def _texts(store: FileStore) -> list[str]:
    return sorted(e["text"] for e in store.visitor_entries("turn"))


def test_a_log_write_sweeps_old_entries_once_an_hour(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.add_visitor_entry("visit-a", "turn", {"at": "2020-01-01T00:00:00Z", "text": "old"})
    store.add_visitor_entry("visit-b", "turn", {"at": now_iso(), "text": "new"},
                            keep_seconds=30 * DAY)
    assert _texts(store) == ["new"]
    assert not (store.root / ".visitors" / "visit-a.jsonl").exists()  # emptied: removed

    # Within the hour, a write appends and sweeps nothing.
    store.add_visitor_entry("visit-a", "turn", {"at": "2020-01-01T00:00:00Z",
                                                "text": "old again"})
    store.add_visitor_entry("visit-b", "turn", {"at": now_iso(), "text": "newer"},
                            keep_seconds=30 * DAY)
    assert _texts(store) == ["new", "newer", "old again"]

    # The stamp an hour old (a process opening the store per request reads it too).
    stamp = store.root / ".visitors" / ".swept"
    past = time.time() - VISITOR_SWEEP_SECONDS - 1
    os.utime(stamp, (past, past))
    FileStore(tmp_path / ".memory").add_visitor_entry(
        "visit-c", "turn", {"at": now_iso(), "text": "latest"}, keep_seconds=30 * DAY)
    assert _texts(store) == ["latest", "new", "newer"]


def test_a_sweep_leaves_a_log_this_user_did_not_write_alone(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.add_visitor_entry("visit-a", "turn", {"at": "2026-01-01T00:00:00Z", "text": "ok"})
    folder = store.root / ".visitors"
    planted = folder / "visit-z.jsonl"
    line = '{"at": "2020-01-01T00:00:00Z", "text": "planted", "by": "someone@elsewhere"}\n'
    planted.write_text(line)  # another writer's line: never read, so never deleted
    outside = tmp_path / "outside.jsonl"
    outside.write_text('{"at": "2020-01-01T00:00:00Z", "text": "not a log"}\n')
    os.symlink(outside, folder / "visit-y.jsonl")  # a link: never followed
    assert store.expire_visitor_entries(time.time()) == 1
    assert planted.read_text() == line and (folder / "visit-y.jsonl").is_symlink()
    assert outside.read_text() == '{"at": "2020-01-01T00:00:00Z", "text": "not a log"}\n'
