"""Offline extraction's learned second opinion (`memdir.pipeline.extract.learned`)."""

from __future__ import annotations

import json
import logging
from importlib import resources

import pytest

from memdir.pipeline.extract import learned
from memdir.pipeline.extract.rules import hear, judge


def _stored(text: str) -> bool:
    return bool(hear([{"role": "user", "content": text}])[0])


def _header() -> dict[str, object]:
    data = resources.files(learned.__package__).joinpath(learned.MODEL_FILE).read_bytes()
    end = data.index(b"\n", len(learned.MAGIC))  # the header line
    header: dict[str, object] = json.loads(data[len(learned.MAGIC):end])
    return header


def test_the_shipped_model_was_trained_on_the_labelled_set_as_it_stands():
    # Changing the labelled set, the look-alikes of the hearing tests or the features
    # without training again (`python -m benchmarks.hearing --write`) fails here.
    from benchmarks.extraction_data import SENTENCES
    from benchmarks.hearing import HELD_OUT, labelled_digest

    header = _header()
    assert header["labelled_sha256"] == labelled_digest(SENTENCES)
    assert header["held_out"] == list(HELD_OUT)


def test_no_held_out_round_is_trained_on():
    from benchmarks.extraction_data import SENTENCES
    from benchmarks.hearing import HELD_OUT, examples

    held = [s for s in SENTENCES if s.part in HELD_OUT]
    assert len(held) == 120 * len(HELD_OUT)
    assert examples(held, HELD_OUT) == []
    assert len(examples(SENTENCES, HELD_OUT)) < len(examples(SENTENCES, ()))


@pytest.mark.parametrize("text", [
    # ("Most of our customers pay in cash", 我们公司只做政府的项目 and 我们的读者大多在海外 are
    # heard by the rules since fresh_37's classes)
    "Our customers mostly pay in cash.",
    "Almost all of our orders come in by phone.",
    "我们做的基本都是政府的单子。",
    "我们的订户大多在海外。",
])
def test_facts_no_rule_has_words_for_are_heard(text, monkeypatch):
    assert learned.hears(text, task_like=False)
    assert _stored(text)
    monkeypatch.setattr("memdir.pipeline.extract.rules.hears", lambda sentence, task_like: False)
    assert judge(text) == "no lasting instruction or fact"  # the rules alone miss it


@pytest.mark.parametrize("text", [
    "Do most of our customers pay in cash?",   # a question, whatever the model says
    "我们的读者大多在海外吗?",
    "Most of our customers pay in cash today, because the card reader is down.",
    "thanks, that worked!",
    "The backend is a mess.",
    "I'm a full-time mess.",
])
def test_what_the_rules_name_or_the_model_doubts_stays_out(text):
    assert not _stored(text)


def test_a_rule_that_names_the_kind_is_never_overridden(monkeypatch):
    # Even a model that hears everything changes no answer the rules gave a name to.
    monkeypatch.setattr(learned, "hears", lambda sentence, task_like: True)
    monkeypatch.setattr("memdir.pipeline.extract.rules.hears", learned.hears)
    assert judge("Can you use tabs?") == "a question"
    assert (judge("Skip the integration tests today.") or "").startswith("temporary")
    assert judge("Use tabs in this repo.") is None


def test_where_the_model_is_asked_it_decides(monkeypatch):
    # ("I tune pianos." is a rule's since fresh_39's classes: a verb of a trade)
    monkeypatch.setattr("memdir.pipeline.extract.rules.hears", lambda sentence, task_like: False)
    assert judge("Our customers mostly pay in cash.") == "no lasting instruction or fact"
    monkeypatch.setattr("memdir.pipeline.extract.rules.hears", lambda sentence, task_like: True)
    assert judge("Our customers mostly pay in cash.") is None


@pytest.mark.parametrize("data, message", [
    (b"", "not a memdir hearing model"),
    (learned.MAGIC + b'{"buckets": 16, "heads": []}\n' + bytes(16), "16 buckets"),
    (learned.MAGIC + json.dumps({"buckets": learned.BUCKETS, "heads": [
        {"name": "lasting", "scale": 1, "bias": 0}]}).encode() + b"\n" + bytes(10),
     "holds 10 weights"),
    (learned.MAGIC + json.dumps({"buckets": learned.BUCKETS, "heads": []}).encode() + b"\n",
     "for each of 0 heads"),
])
def test_a_damaged_model_is_refused_by_name(data, message):
    with pytest.raises(ValueError, match=message):
        learned.parse(data)


def test_without_its_model_extraction_runs_on_its_rules_alone(monkeypatch, caplog):
    monkeypatch.setattr(learned, "MODEL_FILE", "missing.bin")
    learned.models.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger=learned.__name__):
            assert learned.models() == {}
            assert not learned.hears("Most of our customers pay in cash.", task_like=False)
            assert learned.kind("I teach chemistry at a vocational school.", "feedback") == (
                "feedback")
            assert learned.models() == {}  # read once: one warning
        warned = [r for r in caplog.records if "rules alone" in r.getMessage()]
        assert len(warned) == 1 and "missing.bin" in warned[0].getMessage()
        assert _stored("Use tabs in this repo.")
    finally:
        learned.models.cache_clear()


def test_features_are_bounded_folded_and_without_repeats():
    a = learned.features("Use TABS in this repo.")
    assert a == sorted(set(a)) and all(0 <= i < learned.BUCKETS for i in a)
    assert a == learned.features("use tabs in this repo.")
    assert learned.features("ＵＳＥ tabs") == learned.features("use tabs")


def test_what_the_trainer_writes_is_what_the_reader_reads():
    pytest.importorskip("numpy")
    from benchmarks.hearing import encode, train

    data = [("always use tabs in this repo", 1), ("we always deploy on mondays", 1),
            ("thanks a lot", 0), ("fix this test now", 0)] * 3
    flipped = [(text, 1 - y) for text, y in data]
    read = learned.parse(encode({"lasting": train(data), "fact": train(flipped)}, "d", 24))
    assert read["lasting"].probability("always use tabs in this repo") > 0.5
    assert read["lasting"].probability("thanks a lot") < 0.5
    assert read["fact"].probability("always use tabs in this repo") < 0.5  # its own weights


@pytest.mark.parametrize("text, cued, typed", [
    # facts the type cues leave as an instruction to the agent
    ("Our drivers mostly use old Android phones.", "feedback", "project"),
    ("我们公司只做政府的项目。", "feedback", "project"),
    ("うちのドライバーは古い Android を使っています。", "feedback", "project"),
    ("I've been a nurse for twenty years.", "feedback", "user"),
    ("我在医院药剂科上班。", "feedback", "user"),
    ("私は薬剤師として病院で働いています。", "feedback", "user"),
    # instructions stay instructions; what the cues typed otherwise stands
    ("Never push to main.", "feedback", "feedback"),
    ("提交前先跑一遍 lint。", "feedback", "feedback"),
    ("コミットメッセージは英語で書いてください。", "feedback", "feedback"),
    ("Most of our customers pay in cash.", "project", "project"),
    # a change of mind keeps the type of the record it corrects
    ("我又改主意了,测试还是改用 pytest", "feedback", "feedback"),
    ("I changed my mind: switch the tests to vitest instead of pytest.", "feedback", "feedback"),
    ("请用中文回复我。", "user", "user"),
    # where the user lives is about them; where the docs live is a reference
    ("I live in Lisbon.", "user", "user"),
    ("Design docs live in Notion.", "reference", "reference"),
])
def test_a_fact_is_typed_as_a_fact_and_an_instruction_as_one(text, cued, typed):
    from memdir.pipeline.classify import memory_type
    from memdir.pipeline.extract.surface import as_said

    assert memory_type(text) == cued
    assert learned.kind(as_said(text), cued) == typed
    found = hear([{"role": "user", "content": text}])[0]
    assert [c.type for c in found] == [typed]


def test_a_request_after_one_about_the_work_at_hand_continues_it() -> None:
    """The reason for a request about the work at hand is one constant, matched by its
    start where a later sentence is judged (it was written out three times)."""
    from memdir.pipeline.extract.rules import AT_HAND

    skipped = hear([{"role": "user", "content": "このファイルの関数には全部 docstring が"
                                                "必要です。一通り見て付けてください"}])[1]
    assert [reason.startswith(AT_HAND) for _, reason in skipped] == [True, False], skipped
    assert skipped[1][1] == "continues the work at hand before it", skipped
    assert skipped[0][1] == f"{AT_HAND} ('この')", skipped
