"""Running a data set: temporary stores, rankers, and what a run reports."""

from __future__ import annotations

import json
import os

import pytest

from memdir.evaluation.dataset import parse_lines
from memdir.evaluation.runner import evaluate, parse_rankers
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.testing import ScriptedProvider


def lines(*items: dict) -> list[str]:
    return [json.dumps(item, ensure_ascii=False) for item in items]


RECORDS = [
    {"kind": "record", "name": "prefer-pytest", "type": "feedback",
     "description": "Write tests as pytest functions, never unittest classes"},
    {"kind": "record", "name": "deploy-friday", "type": "project",
     "description": "No deploys on Friday afternoons: this time the release waits"},
    {"kind": "record", "name": "billing-owner", "type": "reference",
     "description": "Dana owns the billing service and its runbook"},
]
QUERIES = [
    {"kind": "query", "id": "tests", "query": "write a pytest test for utils",
     "relevant": ["prefer-pytest"], "category": "direct", "language": "en"},
    {"kind": "query", "id": "deploy", "query": "can we deploy on Friday?",
     "relevant": ["deploy-friday"], "category": "direct", "language": "en"},
    {"kind": "query", "id": "who", "query": "who should I ask about invoices",
     "relevant": ["billing-owner"], "category": "paraphrase", "language": "en"},
    {"kind": "query", "id": "moon", "query": "how far away is the moon?", "language": "en"},
]


def dataset():
    return parse_lines(lines(*RECORDS, *QUERIES))


def test_lexical_run_scores_every_query_from_a_temporary_store(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    before = set(os.listdir(os.environ["MEMDIR_HOME"]))
    result = evaluate(dataset(), ["lexical"], k=5)
    run = result.runs[0]

    assert run.described == "lexical"
    by_id = {r.query.id: r for r in run.rows}
    # The record says "this time": admission would have refused it; the run ranks it.
    assert by_id["deploy"].ranked[0] == "deploy-friday" and by_id["deploy"].rr == 1.0
    assert by_id["tests"].recall == 1.0
    assert by_id["moon"].ranked == ()  # nothing relevant: nothing recalled
    report = result.report()
    assert report["rankers"]["lexical"]["summary"]["unanswerable"]["all"]["recalled"]["mean"] == 0
    assert report["records"] == 3 and report["answerable"] == 3
    # Nothing of yours is read or written: no project here, the home folder untouched.
    assert not (tmp_path / ".memory").exists()
    assert set(os.listdir(os.environ["MEMDIR_HOME"])) == before


def test_none_ranker_recalls_nothing_and_the_difference_is_paired():
    result = evaluate(dataset(), ["none", "lexical"], k=3)
    none, lexical = result.runs

    assert all(r.ranked == () for r in none.rows)
    diff = result.report()["differences"]["lexical - none"]
    assert diff["answerable"]["all"]["recall"]["mean"] == pytest.approx(
        sum(r.recall for r in lexical.rows if r.recall is not None) / 3)


def test_each_store_answers_from_its_own_records():
    data = parse_lines(lines(
        {**RECORDS[0], "store": "a"}, {**RECORDS[0], "store": "b", "name": "other-tests",
                                       "description": "Write tests as pytest functions too"},
        {**QUERIES[0], "store": "a"}, {**QUERIES[0], "id": "b", "store": "b",
                                       "relevant": ["other-tests"]}))
    rows = evaluate(data, ["lexical"]).runs[0].rows

    assert [r.ranked for r in rows] == [("prefer-pytest",), ("other-tests",)]


def test_the_model_ranker_asks_the_configured_model():
    model = ScriptedProvider(*(["[0]"] * 4))
    result = evaluate(dataset(), ["model"], k=5, model=model, config=Config())

    assert result.runs[0].described.startswith("model (scripted")
    assert len(model.calls) == 4  # one selection call per query


def test_rankers_that_cannot_run_are_one_error():
    with pytest.raises(MemdirError, match="need a model"):
        evaluate(dataset(), ["model"], model=None)
    with pytest.raises(MemdirError, match="Unknown ranker 'bm25'"):
        parse_rankers("lexical,bm25")
    with pytest.raises(MemdirError, match="named twice"):
        parse_rankers("lexical,lexical")
    assert parse_rankers(" Lexical , fused ") == ["lexical", "fused"]


@pytest.mark.slow  # loads and runs the test suite's embedding model
def test_fused_ranker_runs_with_the_semantic_model():
    pytest.importorskip("onnxruntime")
    from memdir.providers.semantic import SemanticUnavailable, get_embedder

    try:
        get_embedder()  # the test model shipped in an installed package
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    result = evaluate(dataset(), ["lexical", "fused"])

    assert result.runs[1].described.startswith("fused (")
    assert "fused - lexical" in result.report()["differences"]


@pytest.mark.slow  # loads and runs the test suite's embedding model
def test_fused_ranker_has_every_records_vector_from_the_first_question():
    # Records put into the store as files, more than a search embeds on its way (16): the
    # questions share no word with the records that answer them, so only their vectors
    # find them, and the first question is asked before any search has embedded anything.
    pytest.importorskip("onnxruntime")
    from memdir.providers.semantic import SemanticUnavailable, get_embedder

    try:
        get_embedder()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    topics = ["invoice", "printer", "parking", "laptop", "password", "roadmap", "budget",
              "holiday", "office", "meeting"]
    filler = [{"kind": "record", "name": f"note-{i}", "type": "project",
               "description": f"The {topics[i % 10]} spreadsheet row {i} was checked on"
                              f" a weekday by the team"} for i in range(120)]
    answers = [
        {"kind": "record", "name": "cat-vase", "type": "user",
         "description": "Our kitten knocked the blue vase off the shelf and it shattered"},
        {"kind": "record", "name": "knee-surgery", "type": "user",
         "description": "Dad had an operation on his knee and walks with crutches now"},
        {"kind": "record", "name": "sourdough", "type": "user",
         "description": "I bake sourdough bread every Sunday morning"},
    ]
    questions = [
        {"kind": "query", "id": "pet", "query": "What did the young cat break?",
         "relevant": ["cat-vase"], "category": "paraphrase", "language": "en"},
        {"kind": "query", "id": "leg", "query": "How is my father recovering from surgery?",
         "relevant": ["knee-surgery"], "category": "paraphrase", "language": "en"},
        {"kind": "query", "id": "loaf", "query": "Which loaves do I make at weekends?",
         "relevant": ["sourdough"], "category": "paraphrase", "language": "en"},
    ]
    result = evaluate(parse_lines(lines(*filler, *answers, *questions)), ["fused"])

    assert [r.recall for r in result.runs[0].rows] == [1.0, 1.0, 1.0]
