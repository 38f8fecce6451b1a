"""Converting a LoCoMo-style conversation file (a small one written for these tests)."""

from __future__ import annotations

import json

import pytest

from memdir.evaluation.formats import load
from memdir.evaluation.locomo import from_locomo, turn_name
from memdir.evaluation.runner import evaluate
from memdir.foundation.errors import MemdirError

CONVERSATION = [{
    "sample_id": "conv-1",
    "conversation": {
        "speaker_a": "Ana", "speaker_b": "Ben",
        "session_2_date_time": "3:10 pm on 9 June, 2023",
        "session_2": [
            {"speaker": "Ben", "dia_id": "D2:1", "text": "I adopted a beagle named Toast!",
             "img_url": ["http://example.invalid/dog.jpg"],
             "blip_caption": "a photo of a beagle puppy on a sofa"},
            {"speaker": "Ana", "dia_id": "D2:2", "text": "Toast is a perfect dog name."},
        ],
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ana", "dia_id": "D1:1", "text": "I started pottery classes this week."},
            {"speaker": "Ben", "dia_id": "D1:2", "text": "Nice. I run the Berlin marathon in May."},
            {"speaker": "Ana", "dia_id": "D1:3", "text": "   "},
        ],
    },
    "qa": [
        {"question": "What did Ana start in May 2023?", "answer": "pottery classes",
         "evidence": ["D1:1"], "category": 2},
        {"question": "What is the name of Ben's dog and which race does he run?",
         "answer": "Toast; the Berlin marathon", "evidence": ["D2:01; D1:2"], "category": 1},
        {"question": "What is the name of Ana's dog?", "adversarial_answer": "Toast",
         "evidence": ["D2:1"], "category": 5},
        {"question": "Where does Ben work?", "answer": "unknown", "evidence": ["D9:9"],
         "category": 4},
        {"question": "When?", "answer": 2022, "evidence": [], "category": 3},
    ],
}]


def test_each_turn_is_a_record_of_its_conversations_store():
    data, notes = from_locomo(CONVERSATION)

    assert [r.name for r in data.records] == ["d1-1", "d1-2", "d2-1", "d2-2"]  # empty turn out
    dog = data.records[2]
    assert dog.store == "conv-1" and dog.type == "user"
    assert dog.description == "Ben: I adopted a beagle named Toast!"
    assert dog.body == ("Ben said (3:10 pm on 9 June, 2023): I adopted a beagle named Toast!\n"
                        "[Ben shared a photo: a photo of a beagle puppy on a sofa]")
    assert notes == ["2 question(s) left out: their evidence names no turn of their "
                     "conversation."]


def test_a_turn_is_read_with_the_turn_before_it_in_its_session():
    data, _ = from_locomo(CONVERSATION)
    by_name = {r.name: r for r in data.records}

    # "Toast is a perfect dog name." is found by what it answers, the beagle.
    assert by_name["d2-2"].body.endswith("\n(after I adopted a beagle named Toast!)")
    assert by_name["d1-2"].body.endswith("(after I started pottery classes this week.)")
    # Two turns back at most, oldest first.
    talk = [{**CONVERSATION[0], "conversation": {"session_1": [
        {"speaker": "Ana" if i % 2 else "Ben", "dia_id": f"D1:{i}", "text": f"line {i}"}
        for i in range(1, 5)]}}]
    fourth = from_locomo(talk)[0].records[3]
    assert fourth.body.endswith("\n(after line 2 / line 3)")
    # A session's first turn follows nothing: not the last turn of the session before.
    assert "(after" not in by_name["d2-1"].body and "(after" not in by_name["d1-1"].body
    assert by_name["d2-2"].description == "Ana: Toast is a perfect dog name."


def test_a_turns_record_names_only_the_person_who_said_it():
    # The turns before a turn are read without their speakers: were every speaker named in
    # every record, a question naming Ana would find Ben's turns as well as hers.
    data, _ = from_locomo(CONVERSATION)
    by_name = {r.name: r for r in data.records}

    assert "Ben" not in by_name["d2-2"].body and "Ana" not in by_name["d1-2"].body
    # Ana's reply holds no "cat"; the turns after it hold "cat" and, before, "Ana" too.
    turns = [("Ben", "Did you get the cat in the end?"), ("Ana", "Yes! Her name is Miso."),
             ("Ben", "Cute cat name."), ("Ana", "Thanks, she is tiny."),
             ("Ben", "Work is busy this week."), ("Ana", "Same here, deadlines."),
             ("Ben", "Want to get lunch Friday?"), ("Ana", "Sure, the usual place."),
             ("Ben", "My cat hates the rain."), ("Ana", "Mine too probably.")]
    talk = [{"sample_id": "c", "conversation": {
        "session_1_date_time": "8 May, 2023",
        "session_1": [{"speaker": who, "dia_id": f"D1:{i}", "text": text}
                      for i, (who, text) in enumerate(turns, 1)]},
        "qa": [{"question": "What did Ana call her cat?", "answer": "Miso",
                "evidence": ["D1:2"], "category": 4}]}]
    run = evaluate(from_locomo(talk)[0], ["lexical"], k=3).runs[0]

    assert "d1-2" in run.rows[0].ranked


def test_a_turn_said_to_the_other_person_names_them():
    # "And you ran three fifty-seven." is Owen's time, said by Grace: a question about
    # Owen's marathon finds it only if the record names him.
    turns = [("Owen", "We are marathon runners. Say it."),
             ("Grace", "And you ran three fifty-seven, you absolute show-off."),
             ("Owen", "我跑完了！"), ("Grace", "你太厉害了"),
             ("Owen", "あなたのおかげです"), ("Grace", "Four eleven for me.")]
    talk = [{"sample_id": "c", "conversation": {
        "speaker_a": "Grace", "speaker_b": "Owen", "session_1_date_time": "13 April, 2026",
        "session_1": [{"speaker": who, "dia_id": f"D1:{i}", "text": text}
                      for i, (who, text) in enumerate(turns, 1)]},
        "qa": [{"question": "What was Owen's marathon time?", "answer": "3:57",
                "evidence": ["D1:2"], "category": 4}]}]
    bodies = [r.body.split("\n")[0] for r in from_locomo(talk)[0].records]

    assert bodies == [
        "Owen said (13 April, 2026): We are marathon runners. Say it.",
        "Grace said to Owen (13 April, 2026): And you ran three fifty-seven, you absolute "
        "show-off.",
        "Owen said (13 April, 2026): 我跑完了！", "Grace said to Owen (13 April, 2026): 你太厉害了",
        "Owen said to Grace (13 April, 2026): あなたのおかげです",
        "Grace said (13 April, 2026): Four eleven for me."]
    # Its description still names only who said it; "young" and "Yours" are read as words.
    records = from_locomo(talk)[0].records
    assert records[1].description == turns[1][0] + ": " + turns[1][1]
    # A speaker the conversation does not name speaks to whoever spoke before them.
    group = [{"sample_id": "g", "conversation": {"session_1": [
        {"speaker": "Ana", "dia_id": "D1:1", "text": "Morning all."},
        {"speaker": "Cai", "dia_id": "D1:2", "text": "How was your trip?"},
        {"speaker": "Dee", "dia_id": "D1:3", "text": "A young crowd there."}]},
        "qa": [{"question": "Who went away?", "evidence": ["D1:2"], "category": 4}]}]
    first, second, third = from_locomo(group)[0].records
    assert second.body.startswith("Cai said to Ana: How was your trip?")
    assert third.body.startswith("Dee said: ") and first.body.startswith("Ana said: ")


def test_a_questions_language_is_that_of_its_script():
    chinese = [{**CONVERSATION[0], "qa": [
        {"question": "本的狗叫什么名字？", "answer": "Toast", "evidence": ["D2:1"], "category": 4},
        {"question": "ベンの犬の名前は？", "answer": "Toast", "evidence": ["D2:1"], "category": 4},
        {"question": "벤의 개 이름은?", "answer": "Toast", "evidence": ["D2:1"], "category": 4},
        {"question": "What is Ben's dog called?", "answer": "Toast", "evidence": ["D2:1"],
         "category": 4}]}]
    data, _ = from_locomo(chinese)

    assert [q.language for q in data.queries] == ["zh", "ja", "ko", "en"]


def test_questions_keep_evidence_answer_and_category():
    data, _ = from_locomo(CONVERSATION)
    temporal, multi, adversarial = data.queries

    assert temporal.relevant == ("d1-1",) and temporal.answer == "pottery classes"
    assert temporal.category == "category-2" and temporal.language == "en"
    assert multi.relevant == ("d2-1", "d1-2")  # "D2:01; D1:2" in one string
    assert adversarial.category == "adversarial" and adversarial.answer is None
    assert adversarial.relevant == ("d2-1",) and temporal.store == "conv-1"


def test_turn_names():
    assert turn_name("D1:3") == "d1-3"
    assert turn_name(" d12 : 007 ") == "d12-7"
    assert turn_name("session 1") is None


def test_a_file_is_recognised_and_converted_to_jsonl(tmp_path):
    source = tmp_path / "locomo10.json"
    source.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    data, _ = load(source)
    out = tmp_path / "locomo.jsonl"
    data.write(out)

    again, notes = load(out)
    assert again == data and notes == []
    assert again.name == "locomo10"


def test_other_json_is_refused_with_one_sentence(tmp_path):
    with pytest.raises(MemdirError, match="not a LoCoMo file"):
        from_locomo([{"conversation": {}}])
    odd = tmp_path / "odd.json"
    odd.write_text('[{"a": 1}]', encoding="utf-8")
    with pytest.raises(MemdirError, match="neither a LoCoMo nor a LongMemEval file"):
        load(odd)
