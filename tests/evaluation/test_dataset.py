"""The evaluation data set format: what is read, and the one error for what is not."""

from __future__ import annotations

import json

import pytest

from memdir.evaluation.dataset import parse_conditions, parse_lines, read_jsonl
from memdir.foundation.errors import MemdirError


def lines(*items: dict) -> list[str]:
    return [json.dumps(item, ensure_ascii=False) for item in items]


REC = {"kind": "record", "name": "test-runner", "description": "Use pytest, not unittest",
       "type": "feedback"}
QUERY = {"kind": "query", "query": "how do I run the tests?", "relevant": ["test-runner"],
         "category": "direct", "language": "en", "answer": "pytest", "split": "held_out"}


def test_records_and_queries_are_read_with_their_labels():
    data = parse_lines(lines({"kind": "dataset", "version": 1, "name": "mine"}, REC, QUERY,
                             {"kind": "query", "query": "what is the weather"}))

    assert data.name == "mine"
    assert [r.name for r in data.records] == ["test-runner"]
    assert data.records[0].body == ""
    first, second = data.queries
    assert first.id == "q1" and first.relevant == ("test-runner",) and first.answerable
    assert first.labels == {"split": "held_out"} and first.answer == "pytest"
    assert second.id == "q2" and not second.answerable and second.category == "uncategorized"


def test_relevant_names_match_without_case_and_take_the_records_spelling():
    data = parse_lines(lines(REC, {**QUERY, "relevant": ["TEST-RUNNER"]}))

    assert data.queries[0].relevant == ("test-runner",)


def test_queries_may_come_before_their_records():
    assert parse_lines(lines(QUERY, REC)).queries[0].relevant == ("test-runner",)


@pytest.mark.parametrize(("bad", "says"), [
    ({**QUERY, "relevant": ["no-such-record"]}, "line 2: query 'q1' names 'no-such-record'"),
    ({**QUERY, "relevant": "test-runner"}, 'line 2: "relevant" must be a list'),
    ({**QUERY, "query": "  "}, "line 2: the query is empty"),
    ({**QUERY, "category": "all"}, 'category "all" is the total'),
    ({**QUERY, "extra": {"a": 1}}, "field 'extra' must be text or a number"),
    ({"kind": "memory"}, 'line 2: "kind" must be'),
    ({**REC}, "line 2: two records are named 'test-runner'"),
    ({**REC, "name": "../escape"}, "line 2: Invalid memory name"),
    ({**REC, "name": "other", "type": "fact"}, "type 'fact' is not one of"),
    ({**REC, "name": "other", "colour": "red"}, "a record has no field 'colour'"),
])
def test_a_bad_line_is_one_error_naming_it(bad, says):
    with pytest.raises(MemdirError) as err:
        parse_lines(lines(REC, bad), "set.jsonl")
    assert str(err.value).startswith("set.jsonl")
    assert says in str(err.value)


def test_not_json_and_no_query_are_errors(tmp_path):
    path = tmp_path / "set.jsonl"
    path.write_text(json.dumps(REC) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(MemdirError, match=r"line 2: not JSON"):
        read_jsonl(path)
    path.write_text(json.dumps(REC) + "\n", encoding="utf-8")
    with pytest.raises(MemdirError, match="there is no query"):
        read_jsonl(path)


def test_stores_keep_their_records_apart():
    data = parse_lines(lines({**REC, "store": "a"}, {**REC, "store": "b"},
                             {**QUERY, "store": "b"}))
    [(store, records, queries)] = data.stores()
    assert store == "b" and len(records) == 1 and queries[0].store == "b"
    with pytest.raises(MemdirError, match="no record of store 'c'"):
        parse_lines(lines({**REC, "store": "a"}, {**QUERY, "store": "c"}))


def test_where_chooses_queries_by_field_or_label():
    data = parse_lines(lines(REC, QUERY, {**QUERY, "id": "x", "split": "design"}))

    assert [q.id for q in data.where({"split": "design"}).queries] == ["x"]
    assert [q.id for q in data.where({"category": "direct", "split": "held_out"}).queries] \
        == ["q1"]
    with pytest.raises(MemdirError, match="No query of the data set has split=test"):
        data.where({"split": "test"})
    assert parse_conditions(["a=b", " c = d "]) == {"a": "b", "c": "d"}
    with pytest.raises(MemdirError, match="FIELD=VALUE"):
        parse_conditions(["novalue"])


def test_a_written_data_set_reads_back_the_same(tmp_path):
    data = parse_lines(lines({**REC, "body": "Run pytest -q.\nNever unittest."}, QUERY,
                             {"kind": "query", "query": "rien", "language": "fr"}))
    path = tmp_path / "out.jsonl"
    data.write(path)

    assert read_jsonl(path) == data
