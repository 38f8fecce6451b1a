"""What a correction does to validity, and what recall says of it (memdir.service.validity)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memdir.foundation.record import Record
from memdir.foundation.validity import InvalidTimeError
from memdir.pipeline.recall import Recalled
from memdir.service.validity import annotate, corrected_pair, parse_as_of, successor_name

OLD = Record(name="node-version", description="The project uses Node 18", type="project",
             body="CI pins Node 18.", created="2026-01-10T09:00:00Z", extra={"owner": "ops"})
NEW = Record(name="node-version", description="The project uses Node 22", type="project",
             body="CI pins Node 22.")


def test_a_correction_closes_the_old_record_and_opens_a_new_one() -> None:
    closed, opened = corrected_pair(OLD, NEW, "node-22", "2026-11-02T10:00:00Z")
    assert (closed.name, closed.description, closed.body) == (OLD.name, OLD.description,
                                                             OLD.body)
    assert (closed.valid_to, closed.superseded_by) == ("2026-11-02T10:00:00Z", "node-22")
    assert closed.extra == {"owner": "ops"}  # the old text and its hand-added fields stay
    assert (opened.name, opened.description) == ("node-22", "The project uses Node 22")
    assert (opened.valid_from, opened.supersedes, opened.valid_to) == (
        "2026-11-02T10:00:00Z", "node-version", None)


def test_the_new_record_takes_the_candidates_name_or_a_numbered_one() -> None:
    taken = {"node-version", "node-version-2"}.__contains__
    assert successor_name(OLD, "node-22", taken) == "node-22"
    assert successor_name(OLD, "node-version", taken) == "node-version-3"
    assert successor_name(OLD, None, lambda n: False) == "node-version-2"


def test_recall_says_what_a_record_replaced_and_at_a_past_time_what_replaced_it() -> None:
    closed, opened = corrected_pair(OLD, NEW, "node-22", "2026-11-02T10:00:00Z")
    records = {"node-version": closed, "node-22": opened}

    def find(scope: str, name: str) -> Record | None:
        return records.get(name)

    [now] = annotate([Recalled(opened, "project")], find)
    assert now.validity == "since 2026-11-02; before: The project uses Node 18"
    [then] = annotate([Recalled(closed, "project")], find, "2026-10-01T23:59:59Z")
    assert then.validity == "until 2026-11-02; then: The project uses Node 22"
    [plain] = annotate([Recalled(OLD, "project")], find)
    assert plain.validity == ""


def test_as_of_reads_words_against_the_clock_given() -> None:
    now = datetime(2026, 11, 18, 10, tzinfo=UTC)
    assert parse_as_of("2026-10-01", now) == "2026-10-01T23:59:59Z"
    assert parse_as_of("last month", now) == "2026-10-31T23:59:59Z"
    with pytest.raises(InvalidTimeError):
        parse_as_of("whenever", now)


def test_consolidation_never_merges_a_closed_record_into_what_replaced_it(tmp_path) -> None:
    from memdir.pipeline.consolidate import consolidate
    from memdir.store.files.store import FileStore

    store = FileStore(tmp_path / ".memory")
    same = "CI and the Docker image pin the Node version in .nvmrc."
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", body=same, valid_to="2026-11-02T10:00:00Z"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", body=same, valid_from="2026-11-02T10:00:00Z"))
    result = consolidate(store, None, dry_run=True)
    assert result.groups == 0  # equal bodies, but one of them is history


def test_memory_md_marks_what_stopped_holding_with_its_last_day_and_successor(tmp_path) -> None:
    from memory_helpers import person

    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.extract import candidate_from_text
    from memdir.store.files.store import FileStore

    store = FileStore(tmp_path / ".memory")
    mem = person(store)
    mem.save(Candidate("prefer-pytest", "这个项目写测试一律用 pytest,不用 unittest", "feedback"))
    decision, new = mem.save(candidate_from_text("我改主意了,测试改用 vitest", "feedback"))
    assert decision.corrects
    closed = store.get("prefer-pytest")
    assert closed.valid_to and closed.superseded_by == new.name
    index = (tmp_path / ".memory" / "MEMORY.md").read_text(encoding="utf-8").splitlines()
    assert (f"- [prefer-pytest](prefer-pytest.md) - {closed.description} "
            f"(until {closed.valid_to[:10]}; replaced by {new.name})") in index
    assert f"- [{new.name}]({new.file}) - {new.description}" in index  # what holds: unmarked
    # A store opened afresh finds MEMORY.md as it should be: nothing to rewrite.
    before = (tmp_path / ".memory" / "MEMORY.md").stat().st_mtime_ns
    FileStore(tmp_path / ".memory").list()
    assert (tmp_path / ".memory" / "MEMORY.md").stat().st_mtime_ns == before


def test_memory_md_marks_a_record_written_to_start_later_with_its_first_day(tmp_path):
    # An agent that loads MEMORY.md whole read "Code freeze: no deploys" as holding now.
    from memdir.store.files.store import FileStore

    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="freeze", description="Code freeze: no deploys", type="project",
                        created="2026-12-07T10:00:00Z", valid_from="2026-12-20T00:00:00Z",
                        valid_to="2027-01-05T00:00:00Z"))
    store.upsert(Record(name="stripe", description="Billing moves to Stripe",
                        type="project", created="2026-12-07T10:00:00Z",
                        valid_from="2027-04-01T00:00:00Z"))
    index = (tmp_path / ".memory" / "MEMORY.md").read_text(encoding="utf-8").splitlines()
    assert ("- [freeze](freeze.md) - Code freeze: no deploys (from 2026-12-20 until "
            "2027-01-05)") in index
    assert "- [stripe](stripe.md) - Billing moves to Stripe (from 2027-04-01)" in index


def test_a_correction_of_the_longest_name_opens_a_successor_the_store_can_use(tmp_path):
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.record import MAX_NAME_CHARS, validate_name
    from memdir.service.memory import Memory

    longest = "node-version-" + "x" * (MAX_NAME_CHARS - 13)
    with Memory(tmp_path / "p", user=False, provider="offline") as memory:
        memory.save(Candidate(longest, "The project uses Node 18", "project", "CI pins 18."),
                    origin="user")
        decision, written = memory.save(
            Candidate(longest, "The project uses Node 22", "project", "CI pins 22.",
                      updates=longest), origin="user")
        assert written is not None, decision.reason
        names = sorted(e.name for e in memory.list(history=True)[0])
    assert len(names) == 2 and all(validate_name(n) == n for n in names)
    successor = next(n for n in names if n != longest)
    assert successor.endswith("-2") and len(successor) == MAX_NAME_CHARS
    assert successor_name(OLD, "node-version", lambda n: n == "node-version-2") == \
        "node-version-3"
