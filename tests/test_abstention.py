"""Abstention: prompts no memory answers recall nothing, and the score means something."""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import MIGRATIONS, SearchIndex, query_terms, tokenize

COMMIT_JA = "コミットメッセージは英語で書いてください"
HINTS_JA = "必ずtype hintsを付けてください"


def add(store: FileStore, name: str, description: str, body: str = "") -> None:
    store.upsert(Record(name=name, description=description, type="feedback", body=body))


def names(hits) -> list[str]:
    return [h.name for h in hits]


@pytest.fixture
def polite(store):
    add(store, "commit-ja", COMMIT_JA)
    add(store, "hints-ja", HINTS_JA)
    add(store, "error-ja", "エラーメッセージには利用者が次に何をすべきか書く")
    add(store, "zh-style", "回复一律用中文的吗了呢")
    add(store, "en-style", "Please write the tests first")
    return store


def test_a_request_sharing_only_a_polite_ending_recalls_nothing(polite):
    with SearchIndex(polite) as ix:
        assert ix.search("ファイルを読んでください") == []
        assert ix.search("ファイルを読んでください", min_score=0.0) == []


@pytest.mark.parametrize("query", [
    "ください", "してください", "ですます", "でしょう", "ですか", "的了吗呢", "好的吗",
    "please the", "please, the", "よろしくお願いします",
])
def test_particles_and_endings_alone_never_match(polite, query):
    with SearchIndex(polite) as ix:
        assert ix.search(query, min_score=0.0) == []


def test_hiragana_is_indexed_but_never_a_query_term():
    assert query_terms("英語で書いてください") == ["英語", "書"]
    assert query_terms("ファイルを読んでください") == ["ファイル", "読"]


def test_a_katakana_word_does_not_match_across_word_boundaries(polite):
    with SearchIndex(polite) as ix:
        # ラーメン shares ラー and ーメ with エラーメッセージ, but is not in it.
        assert ix.search("おすすめのラーメン屋を教えて", min_score=0.0) == []
        assert ix.search("ラーメン", min_score=0.0) == []
        # A katakana word inside a stored compound still matches, whole.
        hits = ix.search("メッセージの書き方は?")
        assert set(names(hits)) == {"commit-ja", "error-ja"}
        assert all(h.matched[0] == "メッセージ" for h in hits)


def test_bigrams_do_not_straddle_kanji_and_kana_or_katakana_and_kana():
    # 書い and ジは were bigrams: half a word each, matching whatever shares the half.
    assert tokenize("メッセージは書いて") == ["メッ", "ッセ", "セー", "ージ", "は", "書", "いて"]


def test_a_real_match_still_recalls(polite):
    with SearchIndex(polite) as ix:
        assert names(ix.search("コミットメッセージは何語で書く?"))[0] == "commit-ja"
        assert names(ix.search("type hints は必要?"))[0] == "hints-ja"
        assert names(ix.search("回复用中文吗"))[0] == "zh-style"


def test_words_of_the_request_alone_never_carry_a_match(store):
    add(store, "sql-uppercase", "Write SQL keywords in uppercase")
    add(store, "backups", "Database backups are kept 30 days")
    add(store, "recommend", "推荐服务的负责人是王芳")
    with SearchIndex(store) as ix:
        assert ix.search("write a haiku about autumn leaves", min_score=0.0) == []
        assert ix.search("convert 30 degrees celsius to fahrenheit", min_score=0.0) == []
        assert ix.search("推荐几部好看的电影", min_score=0.0) == []
        # ...but they count once a content word matches.
        assert names(ix.search("write the SQL in uppercase")) == ["sql-uppercase"]


def test_the_time_a_question_asks_for_never_carries_a_match(store):
    # "What date..." is answered by a turn saying "the 15th of July", not by a record that
    # happens to hold the word.
    add(store, "dates", "Dates in reports use the ISO format")
    add(store, "rent", "The rent is 1,450 a month")
    add(store, "standup", "Standup is twice a week")
    with SearchIndex(store) as ix:
        assert ix.search("On what date did Maya start at Halden?", min_score=0.0) == []
        assert ix.search("Which month did Tom adopt Biscuit?", min_score=0.0) == []
        assert ix.search("What week is the marathon?", min_score=0.0) == []
        assert names(ix.search("How much is the rent a month?")) == ["rent"]


def test_a_partial_match_scores_below_one_and_a_full_one_above_the_partial(polite):
    with SearchIndex(polite) as ix:
        partial = ix.search("英語 のドキュメント を書いて")
        full = ix.search("コミットメッセージ 英語")
    assert partial and full and partial[0].name == full[0].name == "commit-ja"
    assert 0.0 < partial[0].score < full[0].score < 1.0


def test_the_score_is_comparable_across_stores_of_different_sizes(tmp_path):
    small = FileStore(tmp_path / "small" / ".memory")
    large = FileStore(tmp_path / "large" / ".memory")
    for store in (small, large):
        add(store, "deploy", "Deploy to production with make release")
        add(store, "pytest", "Write tests as pytest functions")
    for i in range(150):
        add(large, f"note-{i}", f"topic{i} lives in folder{i}")
    query = "how do we deploy the frontend bundle?"
    with SearchIndex(small) as a, SearchIndex(large) as b:
        (ha,), (hb,) = a.search(query), b.search(query)
    assert ha.name == hb.name == "deploy"
    assert ha.score < 1.0 and abs(ha.score - hb.score) < 0.05


def test_an_index_made_by_the_previous_tokenizer_is_rebuilt(polite):
    with SearchIndex(polite) as ix:
        ix.sync()
        path = ix.path
    db = sqlite3.connect(path)
    # What the previous schema version left: its terms (kanji and kana in one bigram).
    db.execute("UPDATE terms SET description = 'ファ ァイ イル' WHERE rowid = 1")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    with SearchIndex(polite) as ix:
        assert ix.search("ファイル", min_score=0.0) == []
        assert names(ix.search("コミットメッセージ"))[0] == "commit-ja"
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 2
    db.close()


def test_memdir_recall_shows_the_calibrated_relevance(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    monkeypatch.setenv("MEMDIR_PROVIDER", "offline")
    store = FileStore(tmp_path / ".memory")
    add(store, "commit-ja", COMMIT_JA)
    add(store, "hints-ja", HINTS_JA)
    runner = CliRunner()
    out = runner.invoke(cli, ["recall", "ファイルを読んでください"], catch_exceptions=False)
    assert out.output == "Nothing relevant is stored for that query.\n"
    data = json.loads(runner.invoke(cli, ["recall", "英語のコミットメッセージ?", "--json"],
                                    catch_exceptions=False).stdout)
    assert [d["name"] for d in data] == ["commit-ja"]
    assert 0.5 < data[0]["score"] < 1.0
