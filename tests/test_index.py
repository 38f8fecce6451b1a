"""The derived search index and offline ranker (memdir.store.files.index)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memdir.foundation.record import Record
from memdir.providers import ranking
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex, query_terms, tokenize


def add(store: FileStore, name: str, description: str, body: str = "",
        type: str = "project") -> None:
    store.upsert(Record(name=name, description=description, type=type, body=body))


def names(hits) -> list[str]:
    return [h.name for h in hits]


@pytest.fixture
def mixed(store):
    add(store, "prefer-pytest", "写测试一律用 pytest,不要用 unittest", "用户明确纠正过。",
        "feedback")
    add(store, "ja-style", "テストは必ずpytestで書く", type="feedback")
    add(store, "deploy-target", "Deploys go to fly.io through GitHub Actions")
    add(store, "user-role", "The user is a data scientist who cares about logging", type="user")
    add(store, "db-choice", "数据库使用 PostgreSQL 16,不用 MySQL")
    return store


@pytest.fixture
def index(mixed):
    with SearchIndex(mixed) as ix:
        yield ix


# ------------------------------------------------------------------ tokenizer
def test_cjk_runs_become_overlapping_bigrams_and_a_lone_char_a_unigram():
    assert tokenize("帮我写测试") == ["帮我", "我写", "写测", "测试"]
    assert tokenize("用 pytest") == ["用", "pytest"]
    assert tokenize("テスト") == ["テス", "スト"]
    assert tokenize("한국어") == ["한국", "국어"]


def test_latin_words_are_lowercased_stemmed_and_split_on_hyphens_and_underscores():
    assert tokenize("Tests") == tokenize("testing") == tokenize("tested") == ["test"]
    assert tokenize("prefer-pytest prefer_pytest") == ["prefer", "pytest"] * 2
    assert tokenize("ＰＹＴＥＳＴ") == ["pytest"]  # NFKC folds full-width letters


def test_stopwords_are_dropped_from_queries_only():
    assert query_terms("帮我写测试") == ["写测", "测试"]
    assert query_terms("please help me with the 的 了 我 一下") == []
    assert query_terms("は で") == []
    assert "the" in tokenize("the tests")


@given(st.text())
def test_tokens_never_carry_fts_syntax(text):
    for token in tokenize(text):
        assert token and not any(c.isspace() or c in "\"'*():^+-" for c in token)


# ------------------------------------------------------------------ recall across languages
def test_chinese_request_without_spaces_finds_the_record_described_with_the_word(index):
    hits = index.search("帮我写测试")
    assert names(hits) == ["prefer-pytest"]
    assert "测试" in hits[0].matched


def test_the_design_example_recalls_the_pytest_preference(index):
    # "给 utils.py 写个单元测试" from the design source: only 测试 is shared with the record.
    hits = index.search("给 utils.py 写个单元测试")
    assert names(hits) == ["prefer-pytest"] and hits[0].matched == ("测试",)


def test_japanese_query_finds_the_japanese_record_first(index):
    hits = index.search("テストはpytestで")
    assert names(hits)[0] == "ja-style"
    assert {"テスト", "pytest"} <= set(hits[0].matched)  # a katakana word is one term


def test_mixed_language_query_matches_through_both_scripts(index):
    assert names(index.search("用 PostgreSQL 的数据库"))[0] == "db-choice"
    assert set(names(index.search("pytest 测试"))) >= {"prefer-pytest", "ja-style"}


def test_english_stemming_matches_other_word_forms(index):
    assert names(index.search("deploying")) == ["deploy-target"]
    assert names(index.search("the logs")) == ["user-role"]


def test_name_tokens_are_searchable(store):
    add(store, "prefer_uv-tooling", "A convention about packaging")
    with SearchIndex(store) as ix:
        assert names(ix.search("tooling")) == ["prefer_uv-tooling"]


def test_hits_are_sorted_by_score_and_limited(index):
    hits = index.search("pytest 测试 テスト", limit=2)
    assert len(hits) == 2
    assert hits[0].score >= hits[1].score


# ------------------------------------------------------------------ the minimum-score cut
@pytest.mark.parametrize("query", [
    "what is the weather in Paris", "今天天气怎么样", "tell me a joke", "", "   ", "的了",
])
def test_unrelated_query_recalls_nothing(index, query):
    assert index.search(query) == []


def test_a_word_most_records_share_does_not_recall_but_a_specific_one_does(store):
    for i in range(20):
        add(store, f"note-{i}", f"project note number {i} about topic{i}")
    add(store, "deadline", "The project deadline is the end of March")
    with SearchIndex(store) as ix:
        assert ix.search("project plans for tomorrow") == []
        assert names(ix.search("project deadline tomorrow")) == ["deadline"]
        # The cut, not the matcher, removed them: without it the shared word matches.
        assert len(ix.search("project plans for tomorrow", min_score=0.0)) == 5


def test_long_multi_message_query_recalls_on_one_specific_term(index):
    query = ("I pushed the branch yesterday and the reviewer asked for changes. "
             "Can you also look at the logging configuration? Then update the changelog.")
    assert names(index.search(query)) == ["user-role"]
    unrelated = "the reviewer asked for changes to the changelog and the release branch " * 5
    assert index.search(unrelated) == []


def test_body_is_weighted_lower_than_description(store):
    # a-body is the shorter record and comes first on disk: only the weights put b first.
    add(store, "a-body", "Cluster", body="kubernetes")
    add(store, "b-description", "Everything we deploy runs on kubernetes clusters")
    add(store, "c-other", "Invoices are sent on the first of the month")
    add(store, "d-other", "The user prefers tabs over spaces")
    with SearchIndex(store) as ix:
        assert names(ix.search("kubernetes")) == ["b-description", "a-body"]
        # Half the query matched, but only in a body: half the evidence, a lower relevance.
        hits = ix.search("kubernetes pricing")
        assert names(hits) == ["b-description", "a-body"]
        assert hits[1].score < hits[0].score < 1.0


def _write_notes(store: FileStore, count: int, with_word: int) -> None:
    store.root.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        word = "测试" if i < with_word else "文档"
        rec = Record(name=f"note-{i:04d}", description=f"{word}笔记 topic{i}", type="project")
        (store.root / f"note-{i:04d}.md").write_text(rec.to_text(), encoding="utf-8")


@pytest.mark.parametrize("count", [20, 600])
def test_cut_does_not_drift_with_store_size(store, count):
    # 10% of the records say 测试; the query's other bigram (写测) is in none of them. A term
    # nobody holds must not weigh more and more as the store grows.
    _write_notes(store, count, with_word=count // 10)
    with SearchIndex(store) as ix:
        hits = ix.search("帮我写测试")
        assert hits and all("测试" in h.matched for h in hits)


@pytest.mark.parametrize("query", [
    '"', '""', "'", "AND", "OR", "NOT", "a AND b", "pytest OR", "NEAR(pytest 测试, 2)",
    "*", "pyt*", "(", ")", "((pytest)", "name:pytest", "^pytest", "-pytest", "+", "{x}",
    "pytest NOT unittest", '"unbalanced quote', "\x00", "测试\"*(",
])
def test_fts_query_syntax_in_the_query_never_raises(index, query):
    assert isinstance(index.search(query), list)


@pytest.fixture(scope="module")
def shared_index(tmp_path_factory):
    store = FileStore(tmp_path_factory.mktemp("hyp") / ".memory")
    add(store, "prefer-pytest", "写测试一律用 pytest", "unittest is not used")
    add(store, "notes", "テストは必ずpytestで書く")
    with SearchIndex(store) as ix:
        yield ix


@settings(max_examples=300, deadline=None)
@given(query=st.text(), limit=st.integers(-2, 8),
       min_score=st.none() | st.floats(0.0, 1.0))
def test_arbitrary_queries_never_raise(shared_index, query, limit, min_score):
    hits = shared_index.search(query, limit=limit, min_score=min_score)
    assert len(hits) <= max(limit, 0)
    assert all(0.0 <= h.score <= 1.0 and h.matched for h in hits)


# ------------------------------------------------------------------ sync from the files
def test_hand_edit_is_picked_up_after_sync(store, index):
    assert names(index.search("fly.io")) == ["deploy-target"]
    path = store.root / "deploy-target.md"
    path.write_text(path.read_text(encoding="utf-8").replace("fly.io", "Heroku"),
                    encoding="utf-8")
    index.sync()
    assert index.search("fly.io") == []
    assert names(index.search("heroku")) == ["deploy-target"]


def test_same_size_edit_within_one_clock_tick_is_not_missed(store, index):
    assert names(index.search("fly.io")) == ["deploy-target"]
    path = store.root / "deploy-target.md"
    before = os.stat(path)
    path.write_text(path.read_text(encoding="utf-8").replace("fly.io", "render"),
                    encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # a coarse clock
    assert os.stat(path).st_size == before.st_size
    index.sync()
    assert names(index.search("render")) == ["deploy-target"]


def test_fresh_index_sees_a_same_tick_edit_made_after_the_last_sync(store, index):
    assert names(index.search("fly.io")) == ["deploy-target"]
    path = store.root / "deploy-target.md"
    before = os.stat(path)
    path.write_text(path.read_text(encoding="utf-8").replace("fly.io", "vercel"),
                    encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    index.close()
    with SearchIndex(store) as fresh:  # another process: trusts only a clean sync's digest
        assert names(fresh.search("vercel")) == ["deploy-target"]


def edit_in_place(path, old: str, new: str) -> None:
    """Rewrite a file through its open handle: the folder's modification time stays."""
    with open(path, "r+", encoding="utf-8") as fh:
        text = fh.read().replace(old, new)
        fh.seek(0)
        fh.write(text)
        fh.truncate()


def test_long_lived_index_sees_an_in_place_edit_within_recheck_seconds(store):
    add(store, "ci", "CI runs on Jenkins")
    with SearchIndex(store, recheck_seconds=0) as ix:
        assert names(ix.search("jenkins")) == ["ci"]
        path = store.root / "ci.md"
        edit_in_place(path, "Jenkins", "Buildkite")
        assert names(ix.search("buildkite")) == ["ci"]


def test_a_watched_index_trusts_its_last_look_until_told_to_look_again(store):
    """The resident watches the folder (inotify) and says when a file changed: until then
    no stat of every file, however old the last look (`FileStore.watched`)."""
    add(store, "ci", "CI runs on Jenkins")
    with SearchIndex(store, recheck_seconds=0) as ix:
        ix.watched = True
        assert names(ix.search("jenkins")) == ["ci"]  # its first look made .cache/ (the
        ix.search("jenkins")  # folder's time moved): one more look, once
        path = store.root / "ci.md"
        edit_in_place(path, "Jenkins", "Buildkite")
        assert names(ix.search("buildkite")) == []  # not looked at: nobody said so
        ix.look_again()
        assert names(ix.search("buildkite")) == ["ci"]
        add(store, "editor", "The user edits code in Helix")  # a new file: the folder's time
        assert names(ix.search("helix")) == ["editor"]


def test_new_record_written_through_the_store_is_seen_at_once(store, index):
    add(store, "editor", "The user edits code in Helix")
    assert names(index.search("helix")) == ["editor"]
    assert index.count() == 6


def test_deleted_file_disappears(store, index):
    assert index.count() == 5
    os.unlink(store.root / "user-role.md")
    index.sync()
    assert index.search("logging") == []
    assert index.count() == 4
    store.delete("db-choice")
    assert index.search("PostgreSQL") == []


def test_corrupt_database_is_removed_and_rebuilt(mixed):
    with SearchIndex(mixed) as ix:
        ix.sync()
        path = ix.path
    for suffix in ("-wal", "-shm"):
        if os.path.exists(f"{path}{suffix}"):
            os.unlink(f"{path}{suffix}")
    path.write_bytes(b"this is not a database " * 200)
    with SearchIndex(mixed) as ix:
        assert names(ix.search("fly.io")) == ["deploy-target"]
    assert path.read_bytes().startswith(b"SQLite format 3")


def test_database_corrupted_under_an_open_index_is_rebuilt(mixed):
    with SearchIndex(mixed, recheck_seconds=0) as ix:
        assert names(ix.search("fly.io")) == ["deploy-target"]
        ix.rebuild()  # leaves every page in the main file, none in the WAL
        with open(ix.path, "r+b") as fh:
            fh.write(b"garbage!" * (os.path.getsize(ix.path) // 8))
        add(mixed, "late", "Written after the corruption, about kubernetes")
        assert names(ix.search("kubernetes")) == ["late"]
        assert names(ix.search("fly.io")) == ["deploy-target"]


def test_deleted_database_is_rebuilt_on_the_next_search(mixed):
    with SearchIndex(mixed) as ix:
        ix.sync()
        path = ix.path
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(f"{path}{suffix}"):
            os.unlink(f"{path}{suffix}")
    with SearchIndex(mixed) as ix:
        assert names(ix.search("帮我写测试")) == ["prefer-pytest"]
    assert path.exists()


def test_database_is_in_a_git_ignored_cache_folder(mixed, index):
    index.sync()
    assert index.path == mixed.cache_dir / "index.sqlite"
    assert (mixed.cache_dir / ".gitignore").read_text(encoding="utf-8").strip() == "*"


def test_database_from_a_newer_version_is_left_alone(mixed, index):
    index.sync()
    path = index.path
    index.close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 999")
    with SearchIndex(mixed) as ix:
        assert names(ix.search("fly.io")) == ["deploy-target"]
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 999


def test_unwritable_database_location_falls_back_to_memory(mixed, tmp_path):
    with SearchIndex(mixed, path=tmp_path) as ix:  # a folder: SQLite cannot open it
        assert names(ix.search("fly.io")) == ["deploy-target"]
    assert not (tmp_path.parent / ".gitignore").exists()  # only our cache folder gets one


def test_rebuild_and_forced_sync_give_the_same_results(index):
    before = index.search("pytest")
    index.rebuild()
    assert index.search("pytest") == before
    index.sync(force=True)
    assert index.search("pytest") == before and index.count() == 5


def test_two_indexes_on_one_database_share_it(store):
    add(store, "one", "First memory about rust")
    with SearchIndex(store, recheck_seconds=0) as a, SearchIndex(store, recheck_seconds=0) as b:
        assert names(a.search("rust")) == ["one"]
        add(store, "two", "Second memory about golang")
        assert names(b.search("golang")) == ["two"]
        assert names(a.search("golang")) == ["two"]


WORKER = """
import sys
from memdir.providers import ranking
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex
with SearchIndex(FileStore(sys.argv[1]), recheck_seconds=0) as ix:
    for i in range(15):
        ix.rebuild() if i % 5 == 0 else ix.sync(force=i % 2 == 0)
        assert [h.name for h in ix.search("topic7 笔记")][:1] == ["note-0007"], i
"""


def test_processes_syncing_one_database_at_once_do_not_fail(store):
    _write_notes(store, 40, with_word=4)
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, str(store.root)],
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    errors = [p.communicate(timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], errors


def test_missing_store_is_empty_and_nothing_is_created(tmp_path):
    store = FileStore(tmp_path / ".memory")
    with SearchIndex(store) as ix:
        assert ix.search("anything") == [] and ix.recent(5) == [] and ix.count() == 0
        ix.sync()
        ix.rebuild()
    assert not store.root.exists()


# ------------------------------------------------------------------ catalog order
def test_recent_orders_by_updated_then_created_then_mtime_and_respects_limit(store):
    store.root.mkdir(parents=True)
    dated = [("old", "2024-01-01T00:00:00Z", None), ("created-only", None, "2025-06-01"),
             ("newest", "2026-03-01T12:00:00+02:00", None)]
    for name, updated, created in dated:
        rec = Record(name=name, description=f"{name} record", type="project",
                     updated=updated, created=created)
        (store.root / f"{name}.md").write_text(rec.to_text(), encoding="utf-8")
    seed_style = store.root / "seed-style.md"  # the teaching code wrote no timestamps
    seed_style.write_text("---\nname: seed-style\ndescription: d\ntype: user\n---\n",
                          encoding="utf-8")
    os.utime(seed_style, (1_700_000_000, 1_700_000_000))  # 2023-11-14
    with SearchIndex(store) as ix:
        assert [e.name for e in ix.recent(10)] == ["newest", "created-only", "old",
                                                   "seed-style"]
        top = ix.recent(2)
        assert [e.name for e in top] == ["newest", "created-only"]
        assert top[0].updated == "2026-03-01T10:00:00Z"
        assert (top[0].file, top[0].description, top[0].type) == (
            "newest.md", "newest record", "project")
        assert ix.recent(0) == []


# ------------------------------------------------------------------ hostile files
def test_hostile_records_do_not_break_the_index(store):
    add(store, "normal", "Formatting uses black")
    root = store.root
    (root / "huge.md").write_text(
        "---\nname: huge\ndescription: big one\ntype: project\n---\n"
        + "lorem ipsum dolor 测试数据 " * 25_000, encoding="utf-8")  # 800 kB, just under the limit
    (root / "nul.md").write_bytes(b"---\nname: nul\x00 record\ndescription: has \x00 nul\n"
                                  b"type: user\n---\nbody\x00with nul\n")
    (root / "broken-frontmatter.md").write_text(
        "---\nname: [unclosed\ndescription: {oops\n", encoding="utf-8")
    (root / "binary.md").write_bytes(bytes(range(256)) * 10)
    (root / "toobig.md").write_bytes(b"x" * 2_000_000)
    (root / "surrogate.md").write_text(
        '---\nname: "bad \\ud800 name"\ndescription: "lone \\udfff surrogate"\n'
        "type: project\n---\n", encoding="utf-8")
    os.symlink("/etc/passwd", root / "link.md")
    with SearchIndex(store) as ix:
        ix.sync()
        assert names(ix.search("black formatting")) == ["normal"]
        assert names(ix.search("unclosed")) == ["broken-frontmatter"]
        assert "huge" in names(ix.search("big one"))
        assert "toobig" in names(ix.search("toobig"))
        assert "link" not in {e.name for e in ix.recent(20)}
        assert ix.count() == 7


# ------------------------------------------------------------------ find after a search
def test_find_after_a_search_reads_no_memory_md(mixed, monkeypatch):
    from memdir.store.files.catalog import Catalog

    fresh = FileStore(mixed.root)  # another process
    hits = fresh.search("fly.io")
    assert names(hits) == ["deploy-target"]

    def refuse(*args, **kwargs):
        raise AssertionError("MEMORY.md read to find a record the index knows")

    monkeypatch.setattr(Catalog, "sync", refuse)
    rec = fresh.find("deploy-target")
    assert rec is not None and rec.description == "Deploys go to fly.io through GitHub Actions"
    assert fresh.find("Deploy-Target") == rec  # names are case-insensitive, as before


def test_find_after_a_search_picks_the_same_file_of_a_hand_made_copy(store):
    add(store, "dup", "Deploys go to fly.io")
    copy = store.root / "a-copy.md"  # sorts first: the catalog's pick
    copy.write_text(Record(name="Dup", description="Deploys go to fly.io through fly.io",
                           type="project").to_text(), encoding="utf-8")
    expected = FileStore(store.root).find("dup")
    fresh = FileStore(store.root)
    assert len(fresh.search("fly.io")) == 1  # one record: the copy is the same name
    assert fresh.find("dup").file == expected.file == "a-copy.md"


def test_find_after_a_search_sees_a_record_renamed_in_place(store):
    add(store, "ci", "CI runs on Jenkins")
    fresh = FileStore(store.root)
    assert names(fresh.search("jenkins")) == ["ci"]
    path = store.root / "ci.md"
    with open(path, "r+", encoding="utf-8") as fh:  # in place: folder mtime unchanged
        text = fh.read().replace("name: ci", "name: builds")
        fh.seek(0)
        fh.write(text)
        fh.truncate()
    assert fresh.find("ci") is None  # the index's file no longer holds it: checked


def _many(store: FileStore, count: int) -> None:
    """``count`` records written as files (as by hand or by git), indexed by the next
    search."""
    store.root.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        name = f"Topic-{i:04d}"
        (store.root / f"{name}.md").write_text(Record(
            name=name, description=f"note {i} about subject{i}", type="project").to_text(),
            encoding="utf-8")
    store.upsert(Record(name="Deploy-Target", description="Deploys go to fly.io",
                        type="project"))
    past = time.time() - 60  # not racy: the next sync has no file to read again
    for path in store.root.glob("*.md"):
        os.utime(path, (past, past))
    FileStore(store.root).search("warm up")  # a process before: the index is current


def _steps_of_find(store: FileStore, name: str) -> tuple[Record | None, int]:
    """(the record, SQLite VM steps the index ran to find it)."""
    steps = 0

    def tick() -> int:
        nonlocal steps
        steps += 1
        return 0

    db = store._index()._connect()
    db.set_progress_handler(tick, 1)
    try:
        return store.find(name), steps
    finally:
        db.set_progress_handler(None, 0)


def test_find_after_a_search_looks_up_its_row_instead_of_reading_every_row(store):
    # A per-prompt process finds each ranked record by name: one lookup of the name-key
    # index, not a map of every indexed name (~100 ms at 100,000 records).
    _many(store, 400)
    fresh = FileStore(store.root)  # another process
    assert names(fresh.search("fly.io")) == ["Deploy-Target"]
    rec, steps = _steps_of_find(fresh, "deploy-target")
    assert rec is not None and rec.name == "Deploy-Target"
    assert steps < 401  # reading every row takes several steps per row
    rec, steps = _steps_of_find(fresh, "Topic-0399")
    assert rec is not None and rec.description == "note 399 about subject399"
    assert steps < 401


def test_an_index_of_the_previous_version_is_migrated_with_its_name_keys(store):
    from memdir.foundation.record import name_key
    from memdir.store.files.index import MIGRATIONS

    _many(store, 30)
    with SearchIndex(store) as ix:
        ix.sync()
        path = ix.path
    db = sqlite3.connect(path)  # back to version 4: records without name keys
    db.execute("DROP INDEX records_bounded")
    db.execute("ALTER TABLE records DROP COLUMN valid_from")
    db.execute("ALTER TABLE records DROP COLUMN valid_to")
    db.execute("DROP INDEX records_by_key")
    db.execute("ALTER TABLE records DROP COLUMN key")
    db.execute("PRAGMA user_version = 4")
    db.execute("INSERT INTO state VALUES ('kept', 'yes')")  # gone if it were rebuilt
    db.commit()
    db.close()
    fresh = FileStore(store.root)
    assert names(fresh.search("fly.io")) == ["Deploy-Target"]
    db = fresh._index()._connect()
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert db.execute("SELECT value FROM state WHERE key = 'kept'").fetchone() == ("yes",)
    rows = db.execute("SELECT name, key FROM records").fetchall()
    assert len(rows) == 31 and all(key == name_key(name) for name, key in rows)
    rec, steps = _steps_of_find(fresh, "DEPLOY-TARGET")
    assert rec is not None and rec.name == "Deploy-Target" and steps < 31


def test_a_fresh_recall_sees_an_in_place_edit_that_leaves_the_folder_alone(store, tmp_path):
    """Every per-prompt process checks each file's stat: an edit in place (an editor that
    writes into the file) changes neither the folder nor MEMORY.md."""
    from memdir.foundation.launch import memdir_command

    add(store, "ci", "CI runs on Jenkins")
    env = {**os.environ, "MEMDIR_PROJECT": str(store.root.parent),
           "MEMDIR_HOME": str(tmp_path / "home"), "MEMDIR_PROVIDER": "offline"}

    def recall(query: str) -> str:
        return subprocess.run(memdir_command("recall", query, "--json"), env=env,
                              cwd=store.root.parent, capture_output=True, text=True,
                              check=True).stdout

    assert '"ci"' in recall("jenkins")
    folder = os.stat(store.root).st_mtime_ns
    path = store.root / "ci.md"
    with open(path, "r+", encoding="utf-8") as fh:
        text = fh.read().replace("Jenkins", "Buildkite")
        fh.seek(0)
        fh.write(text)
        fh.truncate()
    assert os.stat(store.root).st_mtime_ns == folder
    assert '"ci"' in recall("buildkite")
    assert '"ci"' not in recall("jenkins")


# ------------------------------------------------------------------ tokenizer runs
_EDGES = "".join(chr(c) for lo, hi in ranking._CJK_RANGES
                 for c in (lo - 1, lo, lo + 1, hi - 1, hi, hi + 1))
_ALPHABET = st.sampled_from(list(_EDGES + "aZ09_- .,:\u00e9\u0301\u3000\u3099\u309b\u30fb"
                                 "\u30fcー々〇テスト测试한국어ひらがな\U00020001\U0001f600\n\t"))


@settings(max_examples=500, deadline=None)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_script_runs_are_those_of_one_regex_over_all_five_classes(text):
    """The runs come from a CJK-only regex compiled on first use and a letter-or-digit
    regex between its runs; they must be what one regex over all five classes gave."""
    import re

    cjk = ranking._CJK
    one = re.compile(f"([{ranking._HAN}]+)|([{ranking._HIRAGANA}]+)|([{ranking._KATAKANA}]+)"
                     f"|([{ranking._HANGUL}]+)|([^\\W_{cjk}]+)")
    assert list(ranking._runs(text)) == one.findall(text)
    for char in set(text):
        assert ranking._is_cjk(char) == bool(re.match(f"[{cjk}]", char))


def test_an_english_query_compiles_no_cjk_pattern():
    code = ("from memdir.providers import ranking\n"
            "ranking.query_terms('deploy the billing service')\n"
            "assert ranking._script_runs.cache_info().currsize == 0\n"
            "ranking.query_terms('部署服务')\n"
            "assert ranking._script_runs.cache_info().currsize == 1\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_an_index_without_validity_is_migrated_in_place_and_keeps_what_it_holds(store):
    from memdir.foundation.record import Record
    from memdir.store.files.index import MIGRATIONS

    _many(store, 30)
    with SearchIndex(store) as ix:
        ix.sync()
        path = ix.path
    db = sqlite3.connect(path)  # the version before validity
    db.execute("DROP INDEX records_bounded")
    db.execute("ALTER TABLE records DROP COLUMN valid_from")
    db.execute("ALTER TABLE records DROP COLUMN valid_to")
    db.execute("PRAGMA user_version = 5")
    db.execute("INSERT INTO state VALUES ('kept', 'yes')")  # gone if it were rebuilt
    db.commit()
    db.close()
    fresh = FileStore(store.root)
    fresh.upsert(Record(name="old-port", description="The API port is 8080", type="project",
                        valid_to="2026-01-01T00:00:00Z"))
    assert names(fresh.search("API port 8080")) == []  # closed: not found now
    db = fresh._index()._connect()
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert db.execute("SELECT value FROM state WHERE key = 'kept'").fetchone() == ("yes",)


def test_the_count_of_what_holds_is_the_files_whichever_way_they_were_indexed(
        store, monkeypatch):
    for name in ("a", "b", "c"):
        add(store, name, f"fact {name}")
    store.upsert(Record(name="old", description="closed", type="project",
                        valid_to="2026-01-01T00:00:00Z"))
    store.upsert(Record(name="lease", description="ends later", type="project",
                        valid_to="2999-01-01T00:00:00Z"))
    assert (store.count(), store.count(closed=False)) == (5, 4)
    # Closed by hand (a bare date: its midnight), then reopened by hand: a store opened
    # afresh, and the long-lived one told to look again, both count it.
    path = store.root / "a.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("---\n", "---\nvalid_to: 2026-02-01\n", 1), encoding="utf-8")
    assert FileStore(store.root).count(closed=False) == 3
    store._search.look_again()
    assert store.count(closed=False) == 3
    # The index thrown away and rebuilt from the files, each way it can be.
    database = store.cache_dir / "index.sqlite"
    store.close()
    assert database.exists()
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(f"{database}{suffix}"):
            os.unlink(f"{database}{suffix}")
    assert FileStore(store.root).count(closed=False) == 3 and database.exists()
    store.rebuild_index()
    assert store.count(closed=False) == 3
    with SearchIndex(store) as ix:
        ix.rebuild()
        assert (ix.count(), ix.count(closed=False)) == (5, 3)
    path.write_text(text, encoding="utf-8")
    assert FileStore(store.root).count(closed=False) == 4
    # A valid_to still to come passes without any write: counted when it has.
    monkeypatch.setattr("memdir.store.files.index.now_instant", lambda: "2999-06-01T00:00:00Z")
    assert FileStore(store.root).count(closed=False) == 3
