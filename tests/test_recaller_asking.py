"""A record that asks a question goes three places down in recall: it shares a
question's words, often its very words, but holds no answer (en, zh, ja); a statement
holding a question mark inside, and a lone asking record, are recalled as before."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.select import Entry
from memdir.service.memory import Memory
from memdir.service.recaller import ASKING_PLACES, after_asking, asks
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


def test_an_asking_entry_goes_three_places_down_and_the_others_keep_their_order():
    assert ASKING_PLACES == 3
    names = ["q1", "s1", "s2", "s3", "s4", "q2", "s5"]
    entries = [entry(n, "what now?" if n.startswith("q") else "a fact") for n in names]
    assert [e.name for e in after_asking(entries)] == [
        "s1", "s2", "s3", "q1", "s4", "s5", "q2"]
    assert [e.name for e in after_asking(entries[:2])] == ["s1", "q1"]
    assert [e.name for e in after_asking([entries[0]])] == ["q1"]


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
