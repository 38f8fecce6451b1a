"""Converting a LongMemEval-style file (a small one written for these tests)."""

from __future__ import annotations

import json

import pytest

from memdir.evaluation.formats import load
from memdir.evaluation.longmemeval import from_longmemeval
from memdir.foundation.errors import MemdirError


def question(qid: str, evidence: list[str], marked: bool = True) -> dict:
    return {
        "question_id": qid, "question_type": "single-session-user",
        "question": "What colour is my new bike?", "answer": "red",
        "question_date": "2023/05/30 (Tue) 23:40",
        "haystack_session_ids": ["answer_1", "sharegpt_x"],
        "haystack_dates": ["2023/05/20 (Sat) 02:21", "2023/05/21 (Sun) 10:00"],
        "haystack_sessions": [
            [{"role": "user", "content": "I bought a bike today.", "has_answer": False},
             {"role": "assistant", "content": "Congratulations!"},
             {"role": "user", "content": "It is red, with a basket.", "has_answer": marked},
             {"role": "assistant", "content": "Red bikes are easy to spot."}],
            [{"role": "user", "content": "Give me a pasta recipe."},
             {"role": "assistant", "content": "Boil water, then..."}],
        ],
        "answer_session_ids": evidence,
    }


def test_one_record_per_session_each_question_its_own_store():
    data, notes = from_longmemeval([question("q1", ["answer_1"]),
                                    question("q2_abs", [])])

    assert notes == []
    assert [(r.store, r.name) for r in data.records] == [
        ("q1", "answer_1"), ("q1", "sharegpt_x"), ("q2_abs", "answer_1"),
        ("q2_abs", "sharegpt_x")]
    bike = data.records[0]
    assert bike.description == "I bought a bike today."
    assert bike.body.splitlines()[:2] == ["Conversation of 2023/05/20 (Sat) 02:21",
                                          "user: I bought a bike today."]
    answered, abstention = data.queries
    assert answered.relevant == ("answer_1",) and answered.answer == "red"
    assert answered.category == "single-session-user" and answered.store == "q1"
    assert answered.labels == {"question_date": "2023/05/30 (Tue) 23:40"}
    assert abstention.relevant == () and abstention.answer == "red"  # kept for --qa


def test_a_questions_language_is_that_of_its_script():
    asked = [question("q1", ["answer_1"]), {**question("q2", ["answer_1"]),
                                           "question": "我的新自行车是什么颜色？"},
             {**question("q3", ["answer_1"]), "question": "新しい自転車は何色？"}]
    data, _ = from_longmemeval(asked)

    assert [q.language for q in data.queries] == ["en", "zh", "ja"]


def test_rounds_are_relevant_where_marked():
    data, _ = from_longmemeval([question("q1", ["answer_1"])], granularity="round")

    assert [r.name for r in data.records] == ["answer_1-r1", "answer_1-r2", "sharegpt_x-r1"]
    assert data.queries[0].relevant == ("answer_1-r2",)
    unmarked, _ = from_longmemeval([question("q1", ["answer_1"], marked=False)],
                                   granularity="round")
    assert unmarked.queries[0].relevant == ("answer_1-r1", "answer_1-r2")


def test_a_question_without_evidence_is_left_out_and_counted(tmp_path):
    data, notes = from_longmemeval([question("q1", ["answer_1"]), question("q2", ["gone"])])

    assert [q.id for q in data.queries] == ["q1"]
    assert notes == ["1 question(s) left out: no evidence session in their haystack, or no "
                     "question text."]
    path = tmp_path / "longmemeval_s.json"
    path.write_text(json.dumps([question("q1", ["answer_1"])]), encoding="utf-8")
    assert load(path)[0].queries[0].relevant == ("answer_1",)


def test_unknown_granularity_and_other_json_are_refused():
    with pytest.raises(MemdirError, match="granularity 'turn'"):
        from_longmemeval([question("q1", ["answer_1"])], granularity="turn")
    with pytest.raises(MemdirError, match="not a LongMemEval file"):
        from_longmemeval({"question": "x"})
