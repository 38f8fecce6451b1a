"""Several processes writing one store at once: nothing lost, nothing overwritten silently."""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections import Counter

import pytest

from memdir.foundation.errors import ConflictError
from memdir.foundation.record import Record, parse_index_line
from memdir.store import FileStore

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="uses fork")

CTX = multiprocessing.get_context("fork")
WORKERS, PER_WORKER = 4, 25


def _record(name: str, description: str) -> Record:
    return Record(name=name, description=description, type="project", body=f"{name}\n" * 20)


def _write_many(root: str, worker: int, barrier) -> None:
    store = FileStore(root)
    barrier.wait(timeout=60)
    for i in range(PER_WORKER):
        store.upsert(_record(f"w{worker}-r{i:02d}", f"record {i} of worker {worker}"))


def _update_same(root: str, worker: int, barrier, rounds: int) -> None:
    store = FileStore(root)
    barrier.wait(timeout=60)
    for i in range(rounds):
        store.upsert(_record("shared", f"worker {worker} update {i}"))


def _update_if_unchanged(root: str, expected: str, description: str, barrier, results) -> None:
    store = FileStore(root)
    barrier.wait(timeout=60)
    try:
        store.upsert(_record("shared", description), expected_hash=expected)
        results.put(("won", description))
    except ConflictError:
        results.put(("conflict", description))


def run_all(target, argsets) -> None:
    procs = [CTX.Process(target=target, args=args) for args in argsets]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=60)
    assert [p.exitcode for p in procs] == [0] * len(procs)


def test_parallel_writers_of_different_records_all_land(store):
    store.init()
    barrier = CTX.Barrier(WORKERS)
    run_all(_write_many, [(str(store.root), w, barrier) for w in range(WORKERS)])
    expected = {f"w{w}-r{i:02d}" for w in range(WORKERS) for i in range(PER_WORKER)}

    # MEMORY.md as the last writer left it, before anything re-syncs it.
    lines = store.index_path.read_text(encoding="utf-8").split("\n")
    listed = Counter(p[0] for line in lines if (p := parse_index_line(line)))
    assert set(listed) == expected
    assert set(listed.values()) == {1}

    assert {r.name for r in store.list()} == expected
    creates = Counter(e.name for e in store.history() if e.op == "create")
    assert set(creates) == expected and set(creates.values()) == {1}
    assert len(store.history()) == len(expected)
    assert store.check() == []
    assert not [f for f in os.listdir(store.root) if f.endswith(".tmp")]


def test_parallel_updates_of_one_record_are_serialized_not_lost(store):
    store.upsert(_record("shared", "start"))
    workers, rounds = 3, 15
    barrier = CTX.Barrier(workers)
    run_all(_update_same, [(str(store.root), w, barrier, rounds) for w in range(workers)])
    entries = store.history("shared")
    assert [e.op for e in entries] == ["create"] + ["update"] * (workers * rounds)
    # Each update was based on what the previous one wrote: none overwrote another unseen.
    for prev, entry in zip(entries, entries[1:], strict=False):
        assert entry.before == prev.after
    assert (store.root / "shared.md").read_text() == entries[-1].after
    assert len(store.record_files()) == 1


def test_two_writers_with_the_same_expected_hash_one_wins(store):
    store.upsert(_record("shared", "start"))
    for round_ in range(5):
        base = store.get("shared")
        barrier, results = CTX.Barrier(2), CTX.Queue()
        run_all(_update_if_unchanged, [
            (str(store.root), base.hash, f"round {round_} by {who}", barrier, results)
            for who in ("a", "b")
        ])
        outcomes = sorted(results.get(timeout=60) for _ in range(2))
        assert [o[0] for o in outcomes] == ["conflict", "won"], outcomes
        winner = outcomes[1][1]
        assert store.get("shared").description == winner
    updates = [e for e in store.history("shared") if e.op == "update"]
    assert len(updates) == 5
