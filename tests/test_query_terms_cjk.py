"""Which Han pairs of a query are its terms: Chinese function characters cut a Chinese
query only, and only those that stand inside few words (particles, pronouns,
demonstratives, 什 of 什么); a Japanese query, holding kana, keeps every Han pair, as its
function words are written in kana and these kanji stand inside its words (京都, 在庫)."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.providers.ranking import is_query_token, query_terms, tokenize
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex


def rec(name: str, description: str, body: str = "") -> Record:
    return Record(name=name, description=description, type="project", body=body)


@pytest.mark.parametrize(("query", "term"), [
    ("京都にはどれくらいいましたか", "京都"),
    ("在庫について誰に聞けばいい?", "在庫"),
    ("現在の住所はどこですか", "現在"),
    ("給与明細はいつ届きますか", "給与"),
    ("会議の終了時間は？", "終了"),
    ("都市ガスの契約は？", "都市"),
    ("平和記念公園に行った", "平和"),
])
def test_a_japanese_query_keeps_a_kanji_that_is_a_chinese_function_character(query, term):
    assert term in query_terms(query)


@pytest.mark.parametrize(("query", "term"), [
    ("京都", "京都"), ("在庫", "在庫"), ("存在", "存在"), ("給与", "給与"), ("都市", "都市"),
    ("成都有什么好吃的", "成都"),
    ("怎么请假", "请假"),
    ("申请年假要提前几天", "申请"),
    ("谁参与了评审", "参与"),
    ("这个问题存在多久了", "存在"),
])
def test_a_chinese_word_holding_a_preposition_or_adverb_is_a_term(query, term):
    assert term in query_terms(query)


@pytest.mark.parametrize(("query", "terms"), [
    ("帮我写测试", ["写测", "测试"]),  # 帮我, 我写: a pronoun's pairs
    ("你好", []),
    ("我们的", []),
    ("他的目的是什么", []),
    ("为什么要用这个", ["要用"]),
    ("你晚饭吃什么", ["晚饭", "饭吃"]),  # 吃什 is 什么's, as 为什, 做什 are
])
def test_a_chinese_function_character_still_cuts_a_chinese_query(query, terms):
    assert query_terms(query) == terms


def test_english_and_korean_queries_are_cut_as_before():
    assert query_terms("which tests are in the suite?") == ["test", "suit"]
    assert query_terms("이것은 테스트") == ["이것", "것은", "테스", "스트"]


def test_every_han_token_may_be_a_query_term_and_hiragana_none():
    # The PostgreSQL store posts exactly the tokens that may be: a Japanese query holding
    # 我们 or 都在 asks for them, so they are posted too.
    tokens = tokenize("我们的测试都在这里了，京都に行った")
    assert {"们的", "都在", "京都"} <= set(tokens)
    assert all(is_query_token(t) for t in tokens if t not in {"に", "った"})
    assert not is_query_token("った") and not is_query_token("に")


@pytest.fixture
def store(tmp_path) -> FileStore:
    s = FileStore(tmp_path / ".memory")
    for r in (rec("kyoto", "京都に三泊した", "紅葉がきれいだった"),
              rec("stock", "在庫の確認は倉庫の佐藤さんに聞く"),
              rec("chengdu", "成都的火锅很辣", "春熙路那家最好"),
              rec("leave", "请假要提前三天在系统里申请"),
              rec("book", "我写了一本关于猫的书"),
              rec("tokyo", "東京の本社は品川にある")):
        s.upsert(r)
    return s


@pytest.mark.parametrize(("query", "found"), [
    ("京都にはどれくらいいましたか", "kyoto"),
    ("在庫について誰に聞けばいい?", "stock"),
    ("成都有什么好吃的", "chengdu"),
    ("怎么请假", "leave"),
])
def test_a_query_finds_the_record_of_its_word(store, query, found):
    with SearchIndex(store) as ix:
        assert [h.name for h in ix.search(query)][:1] == [found]


@pytest.mark.parametrize("query", ["帮我写测试", "你在哪里", "我们都去了"])
def test_a_pronoun_s_pairs_find_no_record(store, query):
    # 我写 of 帮我写测试 is in "我写了一本…", and no term of these queries is a word of it.
    with SearchIndex(store) as ix:
        assert ix.search(query) == []


@pytest.mark.parametrize(("query", "dropped"), [
    ("这个人是谁", "个人"), ("一个人住在哪里", "个人"), ("那个人叫什么", "个人"),
    ("每个任务要多久", "个任"), ("几个人参加", "个人"),
])
def test_a_classifier_after_a_demonstrative_or_number_makes_no_pair(query, dropped):
    assert dropped not in query_terms(query)


@pytest.mark.parametrize(("query", "term"), [
    ("个人邮箱是哪个", "个人"), ("个别同事请假", "个别"),
    ("一个月多少钱", "个月"), ("这个月的房租", "个月"),
])
def test_a_word_of_the_classifier_is_still_a_term(query, term):
    assert term in query_terms(query)


def test_a_person_asked_after_a_classifier_recalls_no_personal_record(tmp_path):
    s = FileStore(tmp_path / ".memory")
    s.upsert(rec("mail", "个人邮箱用于接收发票"))
    s.upsert(rec("who", "这个人是新来的运维"))
    with SearchIndex(s) as ix:
        assert "mail" not in [h.name for h in ix.search("这个人是谁")]
        assert "mail" not in [h.name for h in ix.search("一个人住在哪里")]
        assert [h.name for h in ix.search("个人邮箱")][:1] == ["mail"]


# A Chinese verb with its aspect 了 is a term, as with 过 and 着: the record telling it
# holds the same pair, and the verb stands in no other term of the question.
def test_a_chinese_verb_with_its_aspect_le_is_a_term():
    assert "卖了" in query_terms("帆布袋卖了多少？")
    assert "请了" in query_terms("打包请了谁帮忙？")
    # 了 before a character is still a boundary's pair, and 为了, 除了, 对了 no term.
    terms = query_terms("为了省钱，除了手机，对了，他卖了多少？")
    assert "卖了" in terms
    assert not {"为了", "除了", "对了", "了多", "了手"} & set(terms)
    # Japanese keeps every Han pair as before; the English past is its verb.
    assert "売" in query_terms("トートバッグはいくつ売れましたか？")
    assert "sell" in query_terms("How many tote bags were sold?")


_SOLD = [("answer", "帆布袋昨天一共卖了八十个，T恤还剩一半。"),
         ("given", "帆布袋送了二十个。"),
         ("other", "上周末我们去爬山了。"),
         ("plan", "明天去仓库清点库存。")]


def test_a_question_s_verb_with_le_finds_the_record_telling_it(tmp_path):
    store = FileStore(tmp_path / ".memory")
    for name, text in _SOLD:
        store.upsert(Record(name=name, description=text, type="user"))
    # Before, 卖了 was dropped and 帆布袋 alone tied the answer with the gift.
    names = [h.name for h in store.search("帆布袋卖了多少？")]
    assert names[:1] == ["answer"]
    assert "other" not in names and "plan" not in names
    # 了 with no verb of the record's finds nothing: 去了 is no term of this store's.
    assert store.search("他们去了吗？") == []


def test_postgres_reads_a_verb_with_le_as_the_file_store(pg_store, tmp_path):
    store = FileStore(tmp_path / ".memory")
    for name, text in _SOLD:
        store.upsert(Record(name=name, description=text, type="user"))
        pg_store.upsert(Record(name=name, description=text, type="user"))
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search("帆布袋卖了多少？")]
    theirs = [(h.name, h.score, h.matched) for h in pg_store.search("帆布袋卖了多少？")]
    assert ours == theirs
    assert [n for n, _, _ in ours][:1] == ["answer"]


# A one-character verb with 了 is no content word: the pair is weak, so small talk
# recalls nothing by it, and a question keeps it beside a content term (帆布袋卖了多少？).
_CHAT = [("parcel", "快递到了就放在门卫室"),
         ("lunch", "午饭吃了麻辣烫，太辣了"),
         ("keys", "上次钥匙忘了带"),
         ("code", "代码写完了")]
_SMALL_TALK = ["你吃了吗？", "到了吗？", "我忘了", "完了完了", "迟到了，抱歉", "好了", "算了",
               "来了", "走了", "死了", "多了", "好了好了，我来了"]


def _chat_store(path):
    store = FileStore(path / ".memory")
    for name, text in _CHAT:
        store.upsert(Record(name=name, description=text, type="user"))
    return store


@pytest.mark.parametrize("query", _SMALL_TALK)
def test_chinese_small_talk_with_le_recalls_nothing(tmp_path, query):
    assert _chat_store(tmp_path).search(query) == []


@pytest.mark.parametrize(("query", "name"), [
    ("午饭吃了什么？", "lunch"),  # 午饭, a content word, with the pair beside it
    ("快递放在哪里？", "parcel"),
    ("钥匙忘了带怎么办", "keys"),
    ("What did I have for lunch? 麻辣烫", "lunch"),
    ("昼ご飯に麻辣烫を食べた", "lunch"),
    ("鍵を忘れた。钥匙在哪", "keys"),
])
def test_a_question_with_a_content_word_still_finds_the_record(tmp_path, query, name):
    assert [h.name for h in _chat_store(tmp_path).search(query)][:1] == [name]


def test_a_japanese_query_keeps_its_kanji_pairs_with_le_strong(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="done", description="移行作業の完了報告は金曜日", type="user"))
    store.upsert(Record(name="end", description="会議の終了は十七時", type="user"))
    assert [h.name for h in store.search("完了はいつ？")][:1] == ["done"]
    assert [h.name for h in store.search("終了は何時ですか")][:1] == ["end"]


@pytest.mark.parametrize("query", ["你吃了吗？", "迟到了，抱歉", "午饭吃了什么？"])
def test_postgres_reads_small_talk_with_le_as_the_file_store(pg_store, tmp_path, query):
    store = _chat_store(tmp_path)
    for name, text in _CHAT:
        pg_store.upsert(Record(name=name, description=text, type="user"))
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(query)]
    theirs = [(h.name, h.score, h.matched) for h in pg_store.search(query)]
    assert ours == theirs
