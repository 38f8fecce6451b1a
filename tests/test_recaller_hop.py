"""A question whose answer is two records, the second named only by the first: the places
a recall's ranker leaves free are filled by one more lexical search, for the question and
the best hit's description (`Recaller._next_hop`), in English, Chinese and Japanese; a
recall that answered nothing, or whose ranker filled every place, is as it was."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.service import recaller
from memdir.service.memory import Memory
from memdir.store import FileStore

CASES = [
    # (first, second: named only by the first, filler, question)
    ("Rosa: We've got our sixth swimmer for the relay. Tobias, a junior doctor at Southmead.",
     "Rosa: Tobias pulled his shoulder skiing in the Alps at Easter.",
     "Rosa: The lido opens at seven on Sundays.",
     "Who is the sixth swimmer of the relay?"),
    ("林浩：民宿的早饭请了一个白族阿姨做，姓杨。",
     "林浩：杨阿姨辞职了，回剑川老家带孙子。",
     "林浩：洱海边的才村风很大。",
     "民宿的早饭是谁做的？"),
    ("美咲：この冬は酒蔵の蔵人として魚沼で働きます。",
     "美咲：魚沼は雪が三メートルも積もるそうです。",
     "美咲：吉祥寺の美容室は来月開きます。",
     "美咲はどこの酒蔵で働きますか？"),
]


def memory_of(tmp_path, *descriptions: str) -> Memory:
    store = FileStore(tmp_path / ".memory", scope="project")
    for i, text in enumerate(descriptions):
        store.upsert(Record(name=f"r{i}", description=text, type="project"))
    return Memory(store, user=False, provider="offline")


@pytest.mark.parametrize(("first", "second", "filler", "question"), CASES)
def test_the_record_the_best_hit_names_fills_a_free_place(tmp_path, monkeypatch, first,
                                                          second, filler, question):
    memory = memory_of(tmp_path, first, second, filler)
    recalled = memory.recall(question)
    assert [r.record.name for r in recalled] == ["r0", "r1"]
    assert recalled[1].score <= recalled[0].score
    # The first search alone finds the first record only.
    monkeypatch.setattr(recaller, "HOP_PLACES", 0)
    assert [r.record.name for r in memory.recall(question)] == ["r0"]


@pytest.mark.parametrize("question", [
    "what is the capital of Peru?", "北京到上海的高铁要多久", "今日は何曜日ですか？"])
def test_a_recall_that_answered_nothing_still_answers_nothing(tmp_path, question):
    memory = memory_of(tmp_path, *(c for case in CASES for c in case[:3]))
    assert memory.recall(question) == []


def test_a_recall_its_ranker_filled_searches_once(tmp_path):
    searched: list[str] = []

    class Counted(FileStore):
        def search(self, query, limit=5, **how):
            searched.append(query)
            return super().search(query, limit, **how)

    store = Counted(tmp_path / ".memory", scope="project")
    for i in range(6):
        store.upsert(Record(name=f"shed-{i}", description=f"Frank's shed note {i}: the shed"
                            f" by the fence, plot {i}", type="project"))
    store.upsert(Record(name="keys", description="The shed's spare keys hang in plot 3's "
                        "greenhouse", type="project"))
    memory = Memory(store, user=False, provider="offline")
    assert len(memory.recall("where is Frank's shed by the fence", 5)) == 5
    assert searched == ["where is Frank's shed by the fence"]
    searched.clear()
    assert len(memory.recall("where is Frank's shed by the fence", 7)) == 7
    assert len(searched) == 1
