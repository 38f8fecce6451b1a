"""A record that asks a question goes three places down in recall: it shares a
question's words, often its very words, but holds no answer (en, zh, ja); a statement
holding a question mark inside, and a lone asking record, are recalled as before. Only an
asking turn goes down (`asking_turn`): a person's record asking a question and answering
it in its body keeps its place; and an asking turn never goes below hits scoring less
than half its score (`ASKING_FLOOR`)."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.select import Entry
from memdir.service.memory import Memory
from memdir.service.recaller import (
    ASKING_FLOOR,
    ASKING_PLACES,
    after_asking,
    asking_turn,
    asks,
)
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex


def entry(name: str, description: str) -> Entry:
    return Entry(name, description, "project", "", "project", 0.5)


@pytest.mark.parametrize("text", [
    "Does Frank know yet?", "And how's Pippin?  ", "学生们知道了吗？", "入稿の締め切りは？",
    "叔母さん、腰は？」", 'He asked: "Is the shed still there?"',
])
def test_a_description_ending_in_a_question_mark_asks(text):
    assert asks(text)


@pytest.mark.parametrize("text", [
    "The FAQ answers 'How do I reset my password?' in step 3",
    "Frank moved the shed to the back fence.", "每个孩子都给我写了一张卡片",
    "締め切りは金曜日です。",
    "Why we chose Postgres: row-level security",
])
def test_a_statement_does_not_ask(text):
    assert not asks(text)


def asking(e: Entry) -> bool:
    return asks(e.description)


def test_an_asking_entry_goes_three_places_down_and_the_others_keep_their_order():
    assert ASKING_PLACES == 3
    names = ["q1", "s1", "s2", "s3", "s4", "q2", "s5"]
    entries = [entry(n, "what now?" if n.startswith("q") else "a fact") for n in names]
    assert [e.name for e in after_asking(entries, asking)] == [
        "s1", "s2", "s3", "q1", "s4", "s5", "q2"]
    assert [e.name for e in after_asking(entries[:2], asking)] == ["s1", "q1"]
    assert [e.name for e in after_asking([entries[0]], asking)] == ["q1"]


CASES = [
    # (asking record, answering record, filler, query)
    ("Did Frank move the allotment shed to the back fence?",
     "The shed is behind the fence now, Frank says", "Frank's allotment has leeks",
     "Where did Frank move the allotment shed?"),
    ("许静的爸爸按时吃药了吗？", "爸爸说药每天早上都按时吃", "许静的爸爸喜欢下棋",
     "许静的爸爸按时吃药吗？"),
    ("健太の引っ越し先は仙台ですか？", "健太は来月仙台へ引っ越す", "健太の趣味は釣り",
     "健太の引っ越し先はどこですか？"),
]


@pytest.mark.parametrize(("asking", "answer", "filler", "query"), CASES)
def test_recall_puts_the_answer_above_the_turn_asking_it(tmp_path, asking, answer, filler,
                                                         query):
    store = FileStore(tmp_path / ".memory", scope="project")
    for name, text in (("asking", asking), ("answer", answer), ("filler", filler)):
        store.upsert(Record(name=name, description=text, type="project"))
    with SearchIndex(store) as ix:
        ranked = [h.name for h in ix.search(query)]
    assert ranked[0] == "asking" and "answer" in ranked  # the ranker's own order
    memory = Memory(store, user=False, provider="offline")
    recalled = [r.record.name for r in memory.recall(query)]
    assert recalled.index("answer") < recalled.index("asking")
    assert set(recalled) == set(ranked)


def test_a_lone_asking_record_is_still_recalled(tmp_path):
    store = FileStore(tmp_path / ".memory", scope="project")
    store.upsert(Record(name="asking", description="Does Frank know about the shed yet?",
                        type="project"))
    store.upsert(Record(name="other", description="The boiler is serviced in March",
                        type="project"))
    memory = Memory(store, user=False, provider="offline")
    assert [r.record.name for r in memory.recall("Does Frank know about the shed?")] == [
        "asking"]


def test_each_store_is_asked_again_for_more_only_when_a_hit_asks(tmp_path):
    # A search for more ranks from more candidates (the fused ranker's pool): a recall
    # whose hits ask nothing is answered from the search for its own limit, as before.
    limits: list[int] = []

    class Counted(FileStore):
        def search(self, query, limit=5, **how):
            limits.append(limit)
            return super().search(query, limit, **how)

    store = Counted(tmp_path / ".memory", scope="project")
    store.upsert(Record(name="shed", description="Frank moved the shed to the back fence",
                        type="project"))
    memory = Memory(store, user=False, provider="offline")
    assert [r.record.name for r in memory.recall("where is Frank's shed", 5)] == ["shed"]
    assert limits == [5]
    store.upsert(Record(name="asking", description="Has Frank moved the shed yet?",
                        type="project"))
    limits.clear()
    memory.recall("has Frank moved the shed", 5)
    assert limits == [5, 5 + ASKING_PLACES]


def rec(description: str, body: str = "") -> Record:
    return Record(name="r", description=description, type="reference", body=body)


@pytest.mark.parametrize(("description", "body"), [
    ("Does Frank know yet?", ""),
    ("Ann: Does Frank know yet?",
     "Ann said to Frank (1 May 2023): Does Frank know yet?\n(after Frank: I moved the shed)"),
    ("许静: 学生们知道了吗？",
     "许静 said (2023年5月1日): 学生们知道了吗？\n[许静 shared a photo: 教室]"),
    ("美咲: 入稿の締め切りは？", "美咲 said: 入稿の締め切りは？\n（after 健太: 原稿は書けた）"),
])
def test_a_question_whose_body_adds_no_statement_is_an_asking_turn(description, body):
    assert asking_turn(rec(description, body))


@pytest.mark.parametrize(("description", "body"), [
    ("Where do staging deploys go?", "Staging deploys go to the stg-2 cluster via "
                                     "make deploy-staging."),
    ("Where do staging deploys go?", "Q: Where do staging deploys go?\nA: the stg-2 cluster"),
    ("预发布环境部署到哪里？", "部署到 stg-2 集群，用 make deploy-staging。"),
    ("ステージングのデプロイ先は？", "stg-2 クラスタ。make deploy-staging で出す。"),
    ("Staging deploys go to stg-2", ""),  # a statement, however short
])
def test_a_record_answering_in_its_body_is_no_asking_turn(description, body):
    assert not asking_turn(rec(description, body))


def scored(name: str, score: float) -> Entry:
    return Entry(name, name, "project", "", "project", score)


def test_an_asking_turn_never_goes_below_a_hit_far_weaker_than_it():
    assert ASKING_FLOOR == 0.5
    entries = [scored("q", 0.9), scored("a", 0.5), scored("b", 0.44), scored("c", 0.4)]
    # Past "a" (at least half its score), not past "b" (less than half).
    assert [e.name for e in after_asking(entries, lambda e: e.name == "q")] == [
        "a", "q", "b", "c"]
    weak = [scored("q", 0.95), scored("a", 0.28), scored("b", 0.28)]
    assert [e.name for e in after_asking(weak, lambda e: e.name == "q")] == ["q", "a", "b"]


CASES = [
    ("Where do staging deploys go?",
     "Staging deploys go to the stg-2 cluster via make deploy-staging.",
     ["Staging logs rotate weekly", "Deploys freeze on Fridays",
      "The go toolchain is pinned", "Where the docs live: docs/"],
     "where do staging deploys go"),
    ("预发布环境部署到哪里？", "部署到 stg-2 集群，用 make deploy-staging。",
     ["预发布环境的日志每周清理", "周五冻结部署", "测试环境在二楼机房", "文档放在哪里都行"],
     "预发布环境部署到哪里"),
    ("ステージング環境のデプロイ先は？", "stg-2 クラスタ。make deploy-staging で出す。",
     ["ステージング環境のログは毎週消す", "金曜日はデプロイ禁止", "環境変数は .env に置く",
      "デプロイ手順書は docs にある"],
     "ステージング環境のデプロイ先はどこ"),
]


@pytest.mark.parametrize(("question", "answer", "others", "query"), CASES)
def test_a_persons_faq_record_keeps_its_place_first(tmp_path, question, answer, others,
                                                    query):
    store = FileStore(tmp_path / ".memory", scope="project")
    store.upsert(Record(name="faq", description=question, type="reference", body=answer))
    for i, text in enumerate(others):
        store.upsert(Record(name=f"other-{i}", description=text, type="project"))
    memory = Memory(store, user=False, provider="offline")
    assert [r.record.name for r in memory.recall(query)][0] == "faq"
    assert [r.record.name for r in memory.recall(query, limit=3)][0] == "faq"
