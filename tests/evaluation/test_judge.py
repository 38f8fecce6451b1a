"""The pinned judge configuration: shipped, versioned, hashed, and read strictly."""

from __future__ import annotations

import hashlib
import json
from importlib import resources

import pytest

from memdir.evaluation.judge import load_judge
from memdir.foundation.errors import MemdirError


def test_the_shipped_judge_is_pinned_and_hashed():
    judge = load_judge()
    shipped = resources.files("memdir.evaluation").joinpath(
        "judges/memdir-judge-1.json").read_bytes()

    assert judge.id == "memdir-judge-1" and judge.source == "memdir:memdir-judge-1"
    assert judge.sha256 == hashlib.sha256(shipped).hexdigest()
    assert judge.model and judge.provider == "openai" and judge.temperature == 0
    assert set(judge.labels) == {"CORRECT", "WRONG"}


def test_placeholders_are_filled_once_from_the_template():
    judge = load_judge()
    text = judge.prompt("When {answer}?", "in May", "It was {expected}")

    assert "Question: When {answer}?" in text
    assert "Expected answer: in May" in text
    assert "Answer to grade: It was {expected}" in text


@pytest.mark.parametrize(("reply", "verdict"), [
    ('{"label": "CORRECT"}', ("CORRECT", 1.0)),
    ('Sure: ```json\n{"label": "wrong", "why": "other date"}\n```', ("WRONG", 0.0)),
    ("CORRECT.", ("CORRECT", 1.0)),
    ('{"label": "MAYBE"}', ("", None)),
    ("It is probably correct, I think", ("", None)),
])
def test_a_reply_is_scored_only_with_a_label_the_file_knows(reply, verdict):
    assert load_judge().verdict(reply) == verdict


def test_a_judge_file_of_your_own_has_its_own_hash(tmp_path):
    shipped = json.loads(resources.files("memdir.evaluation").joinpath(
        "judges/memdir-judge-1.json").read_text(encoding="utf-8"))
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({**shipped, "judge": {**shipped["judge"], "model": "other"}}),
                    encoding="utf-8")

    judge = load_judge(mine)
    assert judge.model == "other" and judge.sha256 != load_judge().sha256
    assert judge.id == "memdir-judge-1" and judge.source == str(mine)


@pytest.mark.parametrize(("text", "says"), [
    ("{", "is not JSON"),
    ('{"id": "x"}', "incomplete or malformed"),
])
def test_a_broken_judge_file_is_one_error(tmp_path, text, says):
    path = tmp_path / "judge.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(MemdirError, match=says):
        load_judge(path)


def test_a_template_without_a_placeholder_is_refused(tmp_path):
    shipped = json.loads(resources.files("memdir.evaluation").joinpath(
        "judges/memdir-judge-1.json").read_text(encoding="utf-8"))
    path = tmp_path / "judge.json"
    path.write_text(json.dumps({**shipped, "judge": {**shipped["judge"], "user": "{question}"}}),
                    encoding="utf-8")
    with pytest.raises(MemdirError, match="lacks {expected}, {answer}"):
        load_judge(path)
