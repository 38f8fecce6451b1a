"""What a public agent needs of a store, on every store: visitor logs (each session's
turns, the questions answered without memory) and the served published version, read
through the contract, searched as the store it came from.

Each test runs once per entry of ``FACTORIES`` (conftest.py)."""

from __future__ import annotations

import pytest
from memory_helpers import person

from memdir.foundation.errors import StoreError
from memdir.foundation.record import Record
from memdir.service.public import Published, VisitorLog


def test_a_new_store_has_no_visitors(store):
    assert not store.has_visitors()
    assert store.visitor_entries("turn") == [] and store.visitor_entries("question") == []
    assert store.visitor_entries("turn", "visitor-a") == []


def test_visitor_entries_are_kept_as_given_in_order_by_session_and_kind(store):
    store.add_visitor_entry("visitor-a", "turn", {"role": "user", "text": "Bonjour 👋"})
    store.add_visitor_entry("visitor-b", "turn", {"role": "user", "text": "你好"})
    store.add_visitor_entry("visitor-a", "turn", {"role": "assistant", "text": "Hi"})
    store.add_visitor_entry("visitor-b", "question", {"question": "Do you ship?",
                                                      "reason": "nothing recalled"})
    assert store.has_visitors()
    assert store.visitor_entries("turn", "visitor-a") == [
        {"role": "user", "text": "Bonjour 👋", "session": "visitor-a"},
        {"role": "assistant", "text": "Hi", "session": "visitor-a"}]
    assert store.visitor_entries("turn", "visitor-b") == [
        {"role": "user", "text": "你好", "session": "visitor-b"}]
    assert len(store.visitor_entries("turn")) == 3
    assert store.visitor_entries("question") == [
        {"question": "Do you ship?", "reason": "nothing recalled", "session": "visitor-b"}]
    assert store.visitor_entries("question", "visitor-a") == []
    # A visitor log is no record: nothing listed, counted or searched.
    assert store.count() == 0 and store.search("ship") == []


@pytest.mark.parametrize("session, kind, entry", [
    ("../x", "turn", {"text": "x"}),
    ("a" * 65, "turn", {"text": "x"}),
    ("", "question", {"text": "x"}),
    ("questions", "turn", {"text": "x"}),  # the name of a folder's file of questions
    ("visitor-a", "secret", {"text": "x"}),
    ("visitor-a", "turn", ["not", "an", "object"]),
    ("visitor-a", "turn", {"text": "x" * 20_000}),
    ("visitor-a", "turn", {"text": "nul \x00 byte"}),
    ("visitor-a", "turn", {"when": object()}),
])
def test_a_bad_visitor_entry_is_refused_and_changes_nothing(store, session, kind, entry):
    with pytest.raises(StoreError):
        store.add_visitor_entry(session, kind, entry)
    assert not store.has_visitors() and store.visitor_entries("turn") == []


def test_reading_a_bad_session_or_kind_is_refused(store):
    with pytest.raises(StoreError):
        store.visitor_entries("turn", "../x")
    with pytest.raises(StoreError):
        store.visitor_entries("secret")


def test_the_reviewer_sees_each_sessions_question_once_newest_first(store):
    log = VisitorLog(store)
    log.add_question("visitor-a", "Do you ship to Norway? Call +1 415-555-2671", "nothing")
    log.add_question("visitor-a", "Do you ship to Norway? Call +1 415-555-2671", "nothing")
    log.add_question("visitor-b", "When do you open?", "the model said it did not know")
    log.log_turn("visitor-a", [{"role": "user", "content": "my phone is +1 415-555-2671"}])
    assert [(q.question, q.session) for q in log.questions()] == [
        ("When do you open?", "visitor-b"),
        ("Do you ship to Norway? Call [phone]", "visitor-a")]
    assert [e["text"] for e in log.conversation("visitor-a")] == ["my phone is [phone]"]


def _record(name, description, body=""):
    return Record(name=name, description=description, type="project", body=body)


def test_the_served_version_is_read_as_it_was_published(store):
    published, owner = Published(store), person(store)
    empty = published.store(published.current())
    assert empty.count() == 0 and empty.search("opening hours") == []
    store.upsert(_record("opening-hours", "The shop opens 9 to 17 on weekdays"))
    store.upsert(_record("shipping", "The shop ships to Norway since March", "By post."))
    first = owner.publish()
    store.upsert(_record("opening-hours", "The shop opens 10 to 18 on weekdays"))
    store.delete("shipping")

    served = published.store(published.current())
    assert published.current() == first and served.count() == 2
    assert served.get("Opening-Hours").description == "The shop opens 9 to 17 on weekdays"
    assert served.text("shipping") == dict(store.published_version(first))["shipping.md"]
    assert [e.name for e in served.entries()] and {e.name for e in served.entries()} == {
        "opening-hours", "shipping"}
    [hit] = served.search("Do you ship to Norway?")
    assert hit.name == "shipping" and 0.2 <= hit.score <= 1.0
    assert served.search("quantum chromodynamics lecture") == []
    assert [r.name for r in served.list()] == ["opening-hours", "shipping"]
    served.close()


def test_the_signature_changes_with_the_served_version_only(store):
    published, owner = Published(store), person(store)
    before = published.signature()
    assert published.signature() == before
    store.upsert(_record("opening-hours", "The shop opens 9 to 17 on weekdays"))
    assert published.signature() == before  # the store changed, not what is served
    owner.publish()
    after = published.signature()
    assert after != before
    store.upsert(_record("returns", "Returns are free within 30 days"))
    owner.publish()
    assert published.signature() != after
    owner.rollback()
    assert published.signature() not in (before,)
    assert published.current() == 1


def test_entries_logged_before_a_time_are_deleted_and_the_rest_kept(store):
    from datetime import UTC, datetime

    store.add_visitor_entry("visitor-a", "turn", {"at": "2026-01-01T00:00:00Z", "text": "old"})
    store.add_visitor_entry("visitor-a", "turn", {"at": "2026-03-01T00:00:00Z", "text": "new"})
    store.add_visitor_entry("visitor-b", "question", {"at": "2026-01-02T00:00:00Z",
                                                      "question": "Open on sundays?"})
    store.add_visitor_entry("visitor-c", "turn", {"text": "no time of its own: logged now"})
    cut = datetime(2026, 2, 1, tzinfo=UTC).timestamp()
    assert store.expire_visitor_entries(cut) == 2
    assert sorted(e["text"] for e in store.visitor_entries("turn")) == [
        "new", "no time of its own: logged now"]
    assert store.visitor_entries("question") == []
    assert store.expire_visitor_entries(cut) == 0  # nothing more to delete
    assert store.expire_visitor_entries(datetime(2100, 1, 1, tzinfo=UTC).timestamp()) == 2
    assert store.visitor_entries("turn") == [] and not store.has_visitors()


def test_a_served_version_switched_within_the_clocks_tick_is_seen(store):
    # Two writes of a folder's marker a few milliseconds apart (a publish, then a purge's
    # switch to the version without the purged record) may leave the same inode and time:
    # the served numbers are read while the marker is that recent.
    published, owner = Published(store), person(store)
    store.upsert(_record("opening-hours", "The shop opens 9 to 17 on weekdays"))
    owner.publish()
    store.upsert(_record("returns", "Returns are free within 30 days"))
    owner.publish()
    before = published.signature()
    marker = getattr(store, "published_marker", None)
    if marker is None:  # a database's signature is the served number itself
        owner.rollback()
        assert published.signature() != before
        return
    import os

    st = os.stat(marker)
    text = marker.read_text().replace('"current": 2, "previous": [1]',
                                      '"current": 1, "previous": []')
    with open(marker, "w") as fh:  # the same inode, the same time: only the numbers differ
        fh.write(text)
    os.utime(marker, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert published.current() == 1 and published.signature() != before


def test_one_prompt_reads_one_published_version(store):
    """A publish while a visitor's prompt is built (another process's `memdir publish`)
    reaches the next prompt, never half of this one: each read checked the served version
    on its own, so the records came from one version and the catalog from the next."""
    from memdir.foundation.candidate import Candidate
    from memdir.service.memory import Memory

    owner = person(store)
    owner.save(Candidate("shipping", "We ship to Norway", "project", "Within three days."),
               origin="user")
    owner.publish()
    visitor = Memory(store, user=False, provider="offline", writers="untrusted",
                     session="visitor-a")
    recall = visitor._recaller.recall
    published: list[int] = []

    def recall_then_publish(*args, **kwargs):
        found = recall(*args, **kwargs)
        if not published:  # the owner publishes a second version meanwhile
            owner.save(Candidate("returns", "Returns are free within 30 days", "project",
                                 "Send the parcel back."), origin="user")
            published.append(owner.publish())
        return found

    visitor._recaller.recall = recall_then_publish
    try:
        first = visitor.system_prompt([{"role": "user", "content": "Do you ship to Norway?"}])
        text = "\n".join(block.text for block in first)
        assert [r.record.name for r in first.recalled] == ["shipping"]
        assert "shipping" in text and "returns" not in text  # the catalog of version 1
        second = visitor.system_prompt([{"role": "user", "content": "Are returns free?"}])
        assert "returns" in "\n".join(block.text for block in second)  # version 2 now
    finally:
        visitor.close()
