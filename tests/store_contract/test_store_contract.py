"""What every store promises (`memdir.store.base.Store`), run against each implementation.

Nothing here knows how a store keeps its records: only the contract's methods are used.
"""

from __future__ import annotations

import pytest

from memdir.foundation.errors import ConflictError, InvalidNameError, NotFoundError, StoreError
from memdir.foundation.record import Record
from memdir.store.base import CatalogEntry, Hit, Store


def rec(name: str, description: str = "a memory", body: str = "", type: str = "project",
        **fields) -> Record:
    return Record(name=name, description=description, type=type, body=body, **fields)


def test_a_store_satisfies_the_protocol(store):
    assert isinstance(store, Store)


def test_an_empty_store_has_no_records_entries_or_hits(store):
    assert store.list() == []
    assert store.count() == 0
    assert store.entries() == []
    assert store.search("pytest") == []
    assert store.find("anything") is None
    with pytest.raises(NotFoundError):
        store.get("anything")


# ------------------------------------------------------------------ put / get
@pytest.mark.parametrize(("name", "description", "body"), [
    ("prefer-pytest", "Tests use pytest, never unittest", "Run them with `pytest -q`."),
    ("偏好-测试框架", "测试用 pytest，不要用 unittest", "多行正文\n\n第二行：数据库迁移要先备份。"),
    ("café-naïve", "Ünïcödé — émoji 🎉 and RTL שלום",
     "日本語のテキスト、한국어 텍스트\n  indented"),
])
def test_put_then_get_round_trips_every_field(store, name, description, body):
    result = store.upsert(rec(name, description, body, type="feedback",
                              source={"session": "s1", "quote": "说过"}), actor="test")

    assert result.action == "created" and result.previous is None
    got = store.get(name)
    assert (got.name, got.description, got.type, got.body) == (name, description, "feedback",
                                                                body)
    assert got.source == {"session": "s1", "quote": "说过"}
    assert got.hash and got.hash == result.record.hash
    assert got.created and got.updated
    assert store.exists()
    assert [r.name for r in store.list()] == [name]
    text = store.text(name)
    assert text is not None and description in text and body.strip() in text


def test_the_same_content_again_is_unchanged_and_new_content_is_an_update(store):
    first = store.upsert(rec("style", "Use tabs", "old body"))
    again = store.upsert(rec("style", "Use tabs", "old body"))
    changed = store.upsert(rec("style", "Use tabs", "new body"))

    assert again.action == "unchanged"
    assert changed.action == "updated"
    assert changed.previous is not None and changed.previous.body == "old body"
    assert store.get("style").created == first.record.created
    assert store.count() == 1


def test_an_invalid_name_is_refused_and_nothing_is_stored(store):
    for bad in ("../escape", "a/b", "", ".hidden", "MEMORY"):
        with pytest.raises(InvalidNameError):
            store.upsert(rec(bad))
        assert store.find(bad) is None
    assert store.list() == []


def test_text_of_a_missing_record_is_none(store):
    store.upsert(rec("present"))
    assert store.text("absent") is None


# ------------------------------------------------------------------ conditional writes
def test_a_write_based_on_a_stale_hash_is_refused_and_changes_nothing(store):
    v1 = store.upsert(rec("deploy", "Deploy on Tuesdays", "v1")).record
    v2 = store.upsert(rec("deploy", "Deploy on Tuesdays", "v2"), expected_hash=v1.hash).record
    before = len(store.history("deploy"))

    with pytest.raises(ConflictError):
        store.upsert(rec("deploy", "Deploy on Tuesdays", "v3"), expected_hash=v1.hash)
    with pytest.raises(ConflictError):
        store.delete("deploy", expected_hash=v1.hash)
    with pytest.raises(ConflictError):
        store.rename("deploy", "deploy-day", expected_hash=v1.hash)

    assert store.get("deploy").body == "v2" and store.get("deploy").hash == v2.hash
    assert store.find("deploy-day") is None
    assert len(store.history("deploy")) == before


def test_absent_refuses_a_name_that_exists_and_allows_a_new_one(store):
    store.upsert(rec("taken", body="first"))
    with pytest.raises(ConflictError):
        store.upsert(rec("taken", body="second"), expected_hash="absent")
    assert store.get("taken").body == "first"
    assert store.upsert(rec("free"), expected_hash="absent").action == "created"


# ------------------------------------------------------------------ names
@pytest.mark.parametrize("other", [
    "PREFER-PYTEST",  # case
    "Prefer-Pytest",
    "ｐｒｅｆｅｒ-ｐｙｔｅｓｔ",  # full-width: the same after NFKC
])
def test_names_that_differ_in_case_or_unicode_form_are_one_record(store, other):
    store.upsert(rec("prefer-pytest", "Use pytest", "original"))

    assert store.find(other) is not None and store.find(other).body == "original"
    with pytest.raises(ConflictError):
        store.upsert(rec(other, "Use pytest", "shadow"), expected_hash="absent")
    result = store.upsert(rec(other, "Use pytest", "replaced"))

    assert result.action == "updated"
    assert store.count() == 1 and len(store.list()) == 1
    assert store.get("prefer-pytest").body == "replaced"


def test_a_composed_and_a_decomposed_name_are_one_record(store):
    store.upsert(rec("caf\u00e9", body="composed"))
    store.upsert(rec("cafe\u0301", body="decomposed"))
    assert len(store.list()) == 1
    assert store.get("caf\u00e9").body == "decomposed"


def test_rename_moves_the_record_and_refuses_a_taken_name(store):
    store.upsert(rec("old-name", body="kept"))
    store.upsert(rec("other"))

    renamed = store.rename("old-name", "new-name")

    assert renamed.name == "new-name" and renamed.body == "kept"
    assert store.find("old-name") is None and store.get("new-name").body == "kept"
    with pytest.raises(ConflictError):
        store.rename("new-name", "OTHER")
    assert store.get("new-name").body == "kept" and store.count() == 2


# ------------------------------------------------------------------ history and restore
def test_delete_then_restore_brings_the_record_back(store):
    store.upsert(rec("keep-me", "Something worth keeping", "the body"))

    gone = store.delete("keep-me", actor="test")

    assert gone.body == "the body"
    assert store.find("keep-me") is None and store.count() == 0
    with pytest.raises(NotFoundError):
        store.delete("keep-me")
    back = store.restore("keep-me")
    assert (back.name, back.description, back.body) == ("keep-me", "Something worth keeping",
                                                        "the body")
    assert store.get("keep-me").body == "the body" and store.count() == 1


def test_history_holds_the_previous_content_and_restore_undoes_the_latest_change(store):
    store.upsert(rec("editor", "Preferred editor", "vim"), actor="alice")
    store.upsert(rec("editor", "Preferred editor", "emacs"), actor="bob")

    entries = store.history("editor")

    assert [e.op for e in entries] == ["create", "update"]
    assert [e.version for e in entries] == [1, 2]
    assert entries[-1].actor == "bob"
    assert entries[-1].before is not None and "vim" in entries[-1].before
    assert entries[-1].after is not None and "emacs" in entries[-1].after
    assert entries[0].before is None
    assert store.restore("editor").body == "vim"
    assert store.get("editor").body == "vim"
    assert store.restore("editor", version=2).body == "emacs"


def test_history_of_one_name_leaves_out_the_others(store):
    store.upsert(rec("a"))
    store.upsert(rec("b"))
    assert [e.name for e in store.history("a")] == ["a"]
    assert {e.name for e in store.history()} == {"a", "b"}


def test_restore_of_an_unknown_name_is_not_found(store):
    with pytest.raises(NotFoundError):
        store.restore("never-written")


def test_purge_leaves_no_record_history_or_hit(store):
    store.upsert(rec("leaked", "A token pasted by mistake", "zebrafish quokka"))
    store.upsert(rec("leaked", "A token pasted by mistake", "zebrafish quokka again"))

    assert store.purge("leaked") >= 2

    assert store.find("leaked") is None
    assert store.history("leaked") == []
    assert store.search("zebrafish quokka") == []
    with pytest.raises(NotFoundError):
        store.purge("leaked")


# ------------------------------------------------------------------ batches
def test_a_batch_that_raises_leaves_nothing_of_its_changes(store):
    store.upsert(rec("kept", body="original"))
    store.upsert(rec("doomed", body="still here"))

    with pytest.raises(RuntimeError, match="boom"), store.batch(actor="consolidate") as b:
        b.upsert(rec("created-in-batch", body="new"))
        b.upsert(rec("kept", body="changed"))
        b.delete("doomed")
        b.rename("kept", "kept-renamed")
        raise RuntimeError("boom")

    assert sorted(r.name for r in store.list()) == ["doomed", "kept"]
    assert store.get("kept").body == "original"
    assert store.get("doomed").body == "still here"
    assert store.find("created-in-batch") is None and store.find("kept-renamed") is None
    assert store.count() == 2


def test_a_batch_that_ends_keeps_every_change(store):
    store.upsert(rec("a", body="one"))
    with store.batch(actor="consolidate") as b:
        b.upsert(rec("b", body="two"))
        b.delete("a", actor="consolidate")
    assert [r.name for r in store.list()] == ["b"]
    assert store.get("b").body == "two"
    assert [(e.op, e.actor) for e in store.history("a")][-1] == ("delete", "consolidate")


def test_bulk_writes_are_all_visible_after_it(store):
    with store.bulk() as b:
        for i in range(5):
            b.upsert(rec(f"imported-{i}", f"Imported note {i}"))
    assert store.count() == 5
    assert {e.name for e in store.entries()} == {f"imported-{i}" for i in range(5)}


# ------------------------------------------------------------------ search
@pytest.fixture
def searchable(store):
    store.upsert(rec("prefer-pytest", "Tests in this project use pytest, never unittest",
                     "Run the suite with pytest -q.", type="feedback"))
    store.upsert(rec("kubectl-context", "Which cluster commands go to",
                     "Always check the current context first."))
    store.upsert(rec("deploy-window", "When releases may ship",
                     "A release freeze holds from Friday noon to Monday."))
    store.upsert(rec("数据库迁移", "数据库迁移前必须先备份",
                     "用 pg_dump 备份生产数据库，再执行迁移脚本。"))
    store.upsert(rec("user-editor", "The user edits code in Neovim", type="user"))
    return store


@pytest.mark.parametrize(("query", "expected"), [
    ("kubectl", "kubectl-context"),  # a word of the name only
    ("which tests framework: pytest or unittest?", "prefer-pytest"),  # description
    ("is there a release freeze?", "deploy-window"),  # body only
    ("数据库迁移怎么做", "数据库迁移"),  # Chinese, by bigrams
    ("备份生产数据", "数据库迁移"),  # Chinese words of the body
    ("NEOVIM", "user-editor"),  # case-insensitive
])
def test_search_finds_a_record_by_name_description_or_body(searchable, query, expected):
    hits = searchable.search(query)
    assert hits and hits[0].name == expected
    assert all(isinstance(h, Hit) and 0.0 <= h.score <= 1.0 for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


@pytest.mark.parametrize("query", [
    "banana smoothie recipe",
    "how tall is mount everest",
    "香蕉奶昔的做法",
])
def test_search_finds_nothing_for_an_unrelated_query(searchable, query):
    assert searchable.search(query) == []


def test_search_respects_the_limit_and_sees_changes(searchable):
    for i in range(6):
        searchable.upsert(rec(f"pytest-note-{i}", f"pytest fixture note {i}"))
    assert len(searchable.search("pytest fixture", 3)) == 3

    searchable.delete("kubectl-context")
    searchable.upsert(rec("prefer-pytest", "Tests use nose2 now", "Run nose2."))
    assert searchable.search("kubectl") == []
    assert [h.name for h in searchable.search("nose2")] == ["prefer-pytest"]


def test_min_score_zero_keeps_weak_candidates(searchable):
    cut = searchable.search("kubectl cluster release pytest", 10)
    everything = searchable.search("kubectl cluster release pytest", 10, min_score=0)
    assert len(everything) >= len(cut) and len(everything) >= 3


# ------------------------------------------------------------------ catalog
def test_catalog_entries_are_newest_first_with_their_fields(store):
    store.upsert(rec("oldest", "First written", type="reference",
                     updated="2026-01-01T00:00:00Z", created="2026-01-01T00:00:00Z"))
    store.upsert(rec("newest", "Last written", type="feedback",
                     updated="2026-03-01T00:00:00Z", created="2026-03-01T00:00:00Z"))
    store.upsert(rec("middle", "Written between", type="user",
                     updated="2026-02-01T00:00:00Z", created="2026-02-01T00:00:00Z"))

    entries = store.entries()

    assert entries == [
        CatalogEntry("newest", "Last written", "feedback", "2026-03-01T00:00:00Z"),
        CatalogEntry("middle", "Written between", "user", "2026-02-01T00:00:00Z"),
        CatalogEntry("oldest", "First written", "reference", "2026-01-01T00:00:00Z"),
    ]
    assert store.entries(2) == entries[:2]
    assert store.count() == 3


def test_an_update_moves_a_record_to_the_top_of_the_catalog(store):
    store.upsert(rec("a", updated="2026-01-01T00:00:00Z", created="2026-01-01T00:00:00Z"))
    store.upsert(rec("b", updated="2026-02-01T00:00:00Z", created="2026-02-01T00:00:00Z"))
    store.upsert(rec("a", "a memory, corrected"))

    entries = store.entries()
    assert [e.name for e in entries] == ["a", "b"]
    assert entries[0].description == "a memory, corrected"
    assert entries[0].updated > "2026-02-01T00:00:00Z"


def test_stores_of_one_implementation_are_independent(store_factory):
    project, user = store_factory(), store_factory("user")
    project.upsert(rec("only-in-project"))
    assert user.find("only-in-project") is None and user.search("only project") == []
    assert (project.scope, user.scope) == ("project", "user")


# ------------------------------------------------------------------ session notes
def test_session_notes_belong_to_their_session_and_are_no_records(store):
    store.upsert(rec("owner-bio", "The owner's background"))
    store.add_session_note("visitor-1", "job", "nurse in Lyon", ttl_seconds=3600)
    store.add_session_note("visitor-1", "job", "nurse in Lille", ttl_seconds=3600)
    store.add_session_note("visitor-2", "job", "pilot", ttl_seconds=3600)

    assert store.session_notes("visitor-1") == {"job": "nurse in Lille"}
    assert store.session_notes("visitor-2") == {"job": "pilot"}
    assert store.session_notes("visitor-3") == {}
    # Never part of what recall reads.
    assert [r.name for r in store.list()] == ["owner-bio"] and store.count() == 1
    assert store.search("nurse Lille") == [] and store.find("job") is None


def test_ending_a_session_deletes_its_notes_only(store):
    store.add_session_note("visitor-1", "city", "Lyon", ttl_seconds=3600)
    store.add_session_note("visitor-2", "city", "Oslo", ttl_seconds=3600)
    assert store.end_session_notes("visitor-1") == 1
    assert store.session_notes("visitor-1") == {}
    assert store.session_notes("visitor-2") == {"city": "Oslo"}
    assert store.end_session_notes("visitor-1") == 0
    assert store.expire_session_notes() == 0


def test_a_session_note_needs_a_positive_time_to_live(store):
    with pytest.raises(StoreError):
        store.add_session_note("visitor-1", "city", "Lyon", ttl_seconds=0)
    assert store.session_notes("visitor-1") == {}


def test_a_session_keeps_a_bounded_number_of_notes_with_bounded_names(store):
    from memdir.store.sessions import MAX_NOTE_NAME_CHARS, MAX_SESSION_NOTES

    for i in range(MAX_SESSION_NOTES):
        store.add_session_note("visitor-1", f"fact-{i}", "x", ttl_seconds=3600)
    with pytest.raises(StoreError, match="at most"):
        store.add_session_note("visitor-1", "one-more", "x", ttl_seconds=3600)
    store.add_session_note("visitor-1", "fact-0", "replaced", ttl_seconds=3600)
    store.add_session_note("visitor-2", "one-more", "x", ttl_seconds=3600)  # per session
    for name in ("", " ", "n" * (MAX_NOTE_NAME_CHARS + 1)):
        with pytest.raises(StoreError, match="name"):
            store.add_session_note("visitor-3", name, "x", ttl_seconds=3600)
    notes = store.session_notes("visitor-1")
    assert len(notes) == MAX_SESSION_NOTES and notes["fact-0"] == "replaced"
    assert "one-more" not in notes and store.session_notes("visitor-3") == {}
    assert store.end_session_notes("visitor-1") == MAX_SESSION_NOTES
    store.add_session_note("visitor-1", "one-more", "x", ttl_seconds=3600)  # room again


def test_entries_continue_from_a_place_in_the_order(store):
    # Ties on the time are ordered by name in code point order ("-" < "_" < letters),
    # the same in every store whatever a database's collation says (a linguistic one
    # ignores the punctuation and puts "betax" first).
    for name, day in (("zeta", 3), ("beta-x", 2), ("beta_x", 2), ("betax", 2),
                      ("omega", 1)):
        when = f"2026-01-0{day}T00:00:00Z"
        store.upsert(rec(name, f"written on day {day}", updated=when, created=when))
    everything = store.entries()
    assert [e.name for e in everything] == ["zeta", "beta-x", "beta_x", "betax", "omega"]
    assert all(e.updated_at is not None for e in everything)

    # From an entry's place on, that entry included: each page starts where the last
    # one's final entry stood.
    third = everything[2]
    assert store.entries(2, (third.updated_at, third.name)) == everything[2:4]
    assert store.entries(None, (third.updated_at, third.name)) == everything[2:]
    # A place whose record is gone still says where to continue.
    store.delete("beta_x")
    assert [e.name for e in store.entries(10, (third.updated_at, "beta_x"))] == [
        "betax", "omega"]
    last = everything[-1]
    assert store.entries(10, (last.updated_at, "zzz")) == []


def test_a_restored_version_is_the_newest_change(store):
    old = "2020-01-01T00:00:00Z"
    store.upsert(rec("editor", "Preferred editor", "vim", created=old, updated=old))
    store.upsert(rec("shell", "Preferred shell", "zsh", created=old,
                     updated="2021-01-01T00:00:00Z"))
    store.upsert(rec("editor", "Preferred editor", "emacs"))
    store.delete("editor")
    back = store.restore("editor", version=1)
    assert back.body == "vim" and back.updated is not None and back.updated > old
    assert [e.name for e in store.entries()][0] == "editor"  # newest first, truly


def test_restoring_a_version_that_does_not_exist_names_the_ones_that_do(store):
    store.upsert(rec("editor", "Preferred editor", "vim"))
    store.upsert(rec("editor", "Preferred editor", "emacs"))
    with pytest.raises(NotFoundError) as caught:
        store.restore("editor", version=99)
    assert str(caught.value) == ("'editor' has no version 99: its versions are 1 to 2 "
                                 "('memdir log editor' lists them).")
