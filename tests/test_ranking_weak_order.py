"""Weak query terms order the records a common strong term finds (`ranking.finding_terms`,
`ranking.ordering_terms`), in every store alike: a question whose one strong term is a
name most records hold ("早紀は誰を雇いましたか？": 早紀, and 雇, a lone kanji; "What did
Moira do on the first day?") finds the record holding the name and its weak terms,
which the database's top candidates by the name alone left out; a record holding only
the weak terms, or only the name, is still not recalled."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.providers.ranking import (
    DEFAULT_MIN_SCORE,
    finding_terms,
    ordering_terms,
    query_terms,
    query_weights,
)
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex
from memdir.store.snapshot import PublishedSnapshot

# Short turns naming their speaker, every one a better BM25 match for the name alone than
# the long turn that answers: the database's 20 best by the name never reach it.
_FILLER_EN = ["I'm fine.", "Not yet.", "Maybe later.", "Sounds good.", "See you then.",
              "That's right.", "No idea.", "Me too.", "Of course.", "Fair enough.",
              "Really?", "Good luck.", "Thanks a lot.", "Why not.", "I'll try.",
              "Sure thing.", "Ha, yes.", "Not bad.", "Oh dear.", "Absolutely.",
              "Right away.", "Almost.", "Never mind.", "All done."]
_FILLER_JA = ["うん。", "まだだよ。", "たぶんね。", "いいね。", "またね。", "そうそう。",
              "わからない。", "私も。", "もちろん。", "なるほど。", "ほんと？", "がんばって。",
              "ありがとう。", "いいよ。", "やってみる。", "了解。", "はいはい。", "悪くない。",
              "あらら。", "もちろんです。", "すぐ行く。", "もうすぐ。", "気にしないで。",
              "終わった。"]
_FILLER_ZH = ["好的。", "还没呢。", "也许吧。", "不错。", "回头见。", "对对。", "不知道。",
              "我也是。", "当然。", "有道理。", "真的？", "加油。", "谢谢。", "行啊。",
              "我试试。", "没问题。", "哈哈。", "还行。", "哎呀。", "绝对的。", "马上到。",
              "快了。", "没关系。", "搞定了。"]

CASES = [
    # (the speaker, the fillers, the answer, a look-alike holding the weak terms alone,
    #  the question)
    ("Moira", _FILLER_EN,
     "Moira: On the first day at the new station I got lost twice in the corridors and "
     "turned up at the wrong briefing room with a cup of tea in each hand.",
     "Kieran: The first day of the lambing is always the worst for the dogs.",
     "What did Moira do on the first day?"),
    ("早紀", _FILLER_JA,
     "早紀: こっちは、大学生のアルバイトを雇った。高知大の農学部の子で、畑の仕事も手伝ってくれる。",
     "悠真: 学校で新しく講師を雇ったらしい。",
     "早紀は誰を雇いましたか？"),
    ("周敏", _FILLER_ZH,
     "周敏: 明天一早出发，先坐大巴去海边的那个小镇，再换船去岛上，晚上住在同事家里。",
     "周海: 明天村里开会。",
     "周敏明天要做什么？"),
]


def _records(speaker: str, fillers: list[str], answer: str, lookalike: str) -> list[Record]:
    out = [Record(name=f"t{i}", description=f"{speaker}: {text}", type="user")
           for i, text in enumerate(fillers)]
    out.append(Record(name="answer", description=answer, type="user"))
    out.append(Record(name="lookalike", description=lookalike, type="user"))
    return out


@pytest.mark.parametrize(("speaker", "fillers", "answer", "lookalike", "question"), CASES)
def test_a_common_name_and_weak_terms_find_the_record_holding_them(
        tmp_path, speaker, fillers, answer, lookalike, question):
    store = FileStore(tmp_path / ".memory")
    for r in _records(speaker, fillers, answer, lookalike):
        store.upsert(r)
    names = [h.name for h in store.search(question)]
    assert names[:1] == ["answer"]
    # Neither the record of the weak terms alone nor a turn holding only the name.
    assert "lookalike" not in names
    assert all(not n.startswith("t") for n in names)


@pytest.mark.parametrize(("speaker", "fillers", "answer", "lookalike", "question"), CASES)
def test_the_snapshot_answers_as_the_file_store(tmp_path, speaker, fillers, answer,
                                                lookalike, question):
    records = _records(speaker, fillers, answer, lookalike)
    store = FileStore(tmp_path / ".memory")
    for r in records:
        store.upsert(r)
    snapshot = PublishedSnapshot([(f"{r.name}.md", r.to_text()) for r in records])
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(question)]
    theirs = [(h.name, h.score, h.matched) for h in snapshot.search(question)]
    assert ours == theirs


def test_a_name_alone_is_a_finding_term_only_beside_the_weak_terms():
    # 早紀 in 25 of 26 records could not lift a record over the cut by itself, but with
    # 雇 (a lone kanji, weak) beside it a record can pass: 早紀 finds the candidates.
    terms = query_terms("早紀は誰を雇いましたか？")
    assert terms == ["早紀", "誰", "雇"]
    df = {"早紀": 25, "誰": 0, "雇": 1}
    weight, total = query_weights(terms, 26, df)
    present = finding_terms(terms, df, weight, total, DEFAULT_MIN_SCORE)
    assert present == ["早紀"]
    assert ordering_terms(terms, df, present) == ["早紀", "雇"]
    # With no record holding the weak term, the name is no finding term, as before.
    df_none = {"早紀": 25, "誰": 0, "雇": 0}
    weight, total = query_weights(terms, 26, df_none)
    assert finding_terms(terms, df_none, weight, total, DEFAULT_MIN_SCORE) == []


@pytest.mark.parametrize(("speaker", "fillers", "answer", "lookalike", "question"), CASES)
def test_postgres_answers_as_the_file_store(pg_store, tmp_path, speaker, fillers, answer,
                                           lookalike, question):
    store = FileStore(tmp_path / ".memory")
    for r in _records(speaker, fillers, answer, lookalike):
        store.upsert(r)
        pg_store.upsert(r)
    with SearchIndex(store) as index:
        ours = [(h.name, h.score, h.matched) for h in index.search(question)]
    theirs = [(h.name, h.score, h.matched) for h in pg_store.search(question)]
    assert ours == theirs
    assert [name for name, _, _ in ours][:1] == ["answer"]
