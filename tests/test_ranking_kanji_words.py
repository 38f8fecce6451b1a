"""A lone kanji a Japanese query writes as a word of its own is a strong term
(`ranking.kanji_words`, `ranking.KanjiWord`), in every store alike: a one-kanji name or
noun (彩の, 父に, 家ですか, 式まで, 森さん) finds the record holding it, as a noun of two
kanji does, where a lone kanji that is a verb's stem (見つけた, 来た, 住んで), an everyday
word's (日, 時) or a question word (何, 誰) stays weak and finds nothing; a Chinese query
(no kana) keeps every lone character weak, and English words are terms as before."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.providers.ranking import KanjiWord, is_weak, kanji_words, query_terms
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex
from memdir.store.snapshot import PublishedSnapshot


@pytest.mark.parametrize(("query", "strong", "weak"), [
    ("彩の婚約者はどんな人ですか？", ["彩", "人"], []),
    ("婚約を父に伝えてから式まで、どのくらいありましたか？", ["父", "式"], ["伝"]),
    ("益子で見つけた家はどんな家ですか？", ["家"], ["見"]),
    ("森さんが倒れたのはいつですか？", ["森"], ["倒"]),
    ("夜、猫は？", ["夜", "猫"], []),
    # Everyday words and question words stay weak, whatever follows them.
    ("何が起きましたか？", [], ["何", "起"]),
    ("早紀は誰を雇いましたか？", [], ["誰", "雇"]),
    ("その日に来ましたか？", [], ["日", "来"]),
    ("リリース前に新サービスを確認する？", [], ["前", "新"]),
    # から after a verb's stem is its negative (分からない), after a noun "from" (家から).
    ("型が分からないので any にしておく", ["型"], ["分"]),
    ("家から駅まで歩きますか？", ["家"], ["歩"]),
])
def test_a_japanese_query_s_lone_kanji_word_is_strong(query, strong, weak):
    terms = query_terms(query)
    for t in strong:
        assert t in terms and not is_weak(terms[terms.index(t)]), t
        assert isinstance(terms[terms.index(t)], KanjiWord)
    for t in weak:
        assert t in terms and is_weak(terms[terms.index(t)]), t


def test_a_chinese_query_s_lone_characters_stay_weak():
    # No kana: the text is read as Chinese, whose lone characters are what is left
    # between function characters, and no record's word.
    assert kanji_words("猫，狗？") == frozenset()
    assert all(is_weak(t) for t in query_terms("猫，狗？"))
    # A Chinese query cuts 猫 into its pairs (猫叫), never a lone term.
    assert "猫" not in query_terms("许诺养的猫叫什么？")


# (records, the question, the record it must find, records it must not)
CASES = [
    # A one-kanji noun: 父 is the record's word; a record with the verb stem alone
    # (住) and one with 父 inside a word of two kanji (父親) are not recalled.
    ([("answer", "去年から、父は福岡に一人で住んでいる。"),
      ("stem", "大阪に住んでいる友達が来週来る。"),
      ("pair", "父親参観の日程が決まった。")]
     + [(f"f{i}", text) for i, text in enumerate(
         ["今日は雨だった。", "駅前のパン屋が閉店した。", "明日は早起きする。",
          "新しい靴を買った。", "会議が長引いた。", "図書館で本を借りた。"])],
     "父はどこに住んでいますか？", "answer", ["stem", "pair"]),
    # A one-kanji name with さん; a record holding only the question word (何) is not
    # recalled.
    ([("answer", "森さんが監督を引き受けてくれた。"),
      ("stem", "何もしなかった。"),
      ("pair", "森林公園で練習した。")]
     + [(f"f{i}", text) for i, text in enumerate(
         ["今日は雨だった。", "駅前のパン屋が閉店した。", "明日は早起きする。",
          "新しい靴を買った。", "会議が長引いた。", "図書館で本を借りた。"])],
     "森さんは何をしましたか？", "answer", ["stem", "pair"]),
]


def _store(path, records) -> FileStore:
    store = FileStore(path / ".memory")
    for name, text in records:
        store.upsert(Record(name=name, description=text, type="user"))
    return store


@pytest.mark.parametrize(("records", "question", "answer", "not_recalled"), CASES)
def test_a_kanji_word_finds_the_record_holding_it(tmp_path, records, question, answer,
                                                  not_recalled):
    names = [h.name for h in _store(tmp_path, records).search(question)]
    assert names[:1] == [answer]
    assert not set(not_recalled) & set(names)


def test_without_the_word_the_verb_stem_finds_nothing(tmp_path):
    store = _store(tmp_path, CASES[0][0])
    assert store.search("どこに住んでいますか？") == []
    # Chinese: the lone character is no term, and nothing is recalled by it.
    assert store.search("父？") == []


def test_english_words_are_terms_as_before(tmp_path):
    store = _store(tmp_path, [("answer", "Dad moved to Leeds last year."),
                              ("other", "The office moved to the third floor.")])
    assert [h.name for h in store.search("Where does Dad live now?")] == ["answer"]


@pytest.mark.parametrize(("records", "question", "answer", "not_recalled"), CASES)
def test_the_snapshot_answers_as_the_file_store(tmp_path, records, question, answer,
                                                not_recalled):
    store = _store(tmp_path, records)
    snapshot = PublishedSnapshot([
        (f"{name}.md", Record(name=name, description=text, type="user").to_text())
        for name, text in records])
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(question)]
    theirs = [(h.name, h.score, h.matched) for h in snapshot.search(question)]
    assert ours == theirs


@pytest.mark.parametrize(("records", "question", "answer", "not_recalled"), CASES)
def test_postgres_answers_as_the_file_store(pg_store, tmp_path, records, question, answer,
                                           not_recalled):
    store = _store(tmp_path, records)
    for name, text in records:
        pg_store.upsert(Record(name=name, description=text, type="user"))
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(question)]
    theirs = [(h.name, h.score, h.matched) for h in pg_store.search(question)]
    assert ours == theirs
    assert [name for name, _, _ in ours][:1] == [answer]


# A lone kanji that is a pronoun, a prefix or a function noun is no word of the record's
# own: 私の, 彼の, 他に, 約2時間, 全メンバー stay weak as English "my", "he", "about" and
# Chinese 我, 他 are, and a question sharing nothing else with a record recalls nothing;
# a lone 本 before a particle is a book, a word.
_MINE = [("home", "私の実家は福岡"),
         ("tea", "私は毎朝緑茶を飲む"),
         ("fishing", "彼は週末に釣りに行く"),
         ("shop", "他の店より駅前のパン屋が安い"),
         ("ci", "CIのビルドは約10分"),
         ("tests", "全テストをpytestで回す"),
         ("cat", "僕の猫はミケ、三歳"),
         ("book", "本と一緒に買った人にキーホルダーを付ける"),
         ("en", "My family home is in Fukuoka"),
         ("zh", "我老家在福冈")]


def _mine(path):
    store = FileStore(path / ".memory")
    for name, text in _MINE:
        store.upsert(Record(name=name, description=text, type="user"))
    return store


@pytest.mark.parametrize("query", [
    "私の誕生日はいつですか？", "私の車の色は？", "彼の名前を覚えていますか？",
    "他に何かありますか？", "映画は約2時間ですか？", "全メンバーに連絡して",
    "私は何をすればいいですか？", "僕は元気です", "皆で行きましょう", "上にあります",
    "各チームに聞いて", "第3回はいつ？",
    "When is my birthday?", "What is his name?", "我的生日是哪天？", "他叫什么名字？",
])
def test_a_pronoun_or_prefix_kanji_alone_recalls_nothing(tmp_path, query):
    assert _mine(tmp_path).search(query) == []


@pytest.mark.parametrize(("query", "name"), [
    ("私の実家はどこ？", "home"),
    ("緑茶はいつ飲む？", "tea"),
    ("彼は週末に何をしますか？", "fishing"),
    ("パン屋はどこが安い？", "shop"),
    ("CIのビルドは何分かかる？", "ci"),
    ("テストは何で回す？", "tests"),
    ("猫は何歳？", "cat"),
    ("本に付けるおまけは何ですか？", "book"),  # a lone 本 is a book, no prefix
    ("Where is my family home?", "en"),
    ("我老家在哪？", "zh"),
])
def test_a_content_word_beside_a_pronoun_still_finds_its_record(tmp_path, query, name):
    assert [h.name for h in _mine(tmp_path).search(query)][:1] == [name]


@pytest.mark.parametrize("query", ["私の誕生日はいつですか？", "映画は約2時間ですか？",
                                   "私の実家はどこ？"])
def test_postgres_reads_a_pronoun_kanji_as_the_file_store(pg_store, tmp_path, query):
    store = _mine(tmp_path)
    for name, text in _MINE:
        pg_store.upsert(Record(name=name, description=text, type="user"))
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(query)]
    theirs = [(h.name, h.score, h.matched) for h in pg_store.search(query)]
    assert ours == theirs
