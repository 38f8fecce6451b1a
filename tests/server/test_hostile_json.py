"""Hostile JSON bodies sent to `memdir serve` (in-process ASGI): each is one clear 400,
and nothing is written."""

from __future__ import annotations

import json

import pytest

from memdir.server.inputs import MAX_DEPTH

from .conftest import Tokens

auth = Tokens.auth


def _listed(client, tokens) -> list[str]:
    answer = client.get("/v1/memories", headers=auth(tokens.agent))
    return [r["name"] for r in answer.json()["records"]]


@pytest.mark.parametrize("body", [
    "[" * 100_000 + "]" * 100_000,  # past the parser's own depth: RecursionError
    '{"a":' * 50_000 + "1" + "}" * 50_000,
    # Parsed, then walked by every later step (the frontmatter, the history, the answer).
    json.dumps({"name": "deep", "type": "project", "description": "Deep source",
                "source": {"k": json.loads("[" * 900 + "1" + "]" * 900)}}),
    json.dumps({"name": "deep", "type": "project", "description": "Deep extra",
                "extra": {"k": json.loads("[" * MAX_DEPTH + "1" + "]" * MAX_DEPTH)}}),
])
def test_a_body_nested_too_deeply_is_one_clear_refusal(client, tokens, body):
    answer = client.post("/v1/memories", content=body,
                         headers={**auth(tokens.agent), "content-type": "application/json"})
    assert answer.status_code == 400, answer.text
    assert answer.json() == {"error": f"The request body nests objects and lists more "
                                      f"than {MAX_DEPTH} deep.", "kind": "BadInput"}
    assert _listed(client, tokens) == []


def test_a_body_a_few_levels_deep_is_still_answered(client, tokens):
    nested = {"a": [{"b": [1, 2, {"c": "d"}]}]}
    answer = client.post("/v1/memories", headers=auth(tokens.agent), json={
        "name": "nested-source", "type": "project", "description": "A record with a source",
        "source": {"links": nested}})
    assert answer.status_code == 200 and answer.json()["saved"] is True, answer.text
    assert _listed(client, tokens) == ["nested-source"]


@pytest.mark.parametrize("path, body", [
    ("/v1/memories", '{"name": "nan-fact", "description": "A fact", "type": "project",'
                     ' "origin": "import", "keep": {"name": "nan-fact", "description":'
                     ' "A fact", "type": "project", "extra": {"x": NaN}}}'),
    ("/v1/import", '{"items": [["import", {"name": "nan-fact", "description": "A fact",'
                   ' "type": "project", "body": "b", "extra": {"y": Infinity}}, null, "r"]]}'),
    ("/v1/import", '{"items": [["import", {"name": "nan-fact", "description": "A fact",'
                   ' "type": "project", "body": "b", "extra": {"y": -Infinity}}, null, "r"]]}'),
])
def test_a_number_json_has_not_is_refused_and_writes_nothing(client, tokens, path, body):
    """NaN and Infinity are no JSON; Python's parser took them, the record was written,
    the write answered 500, and every later read of the record too."""
    answer = client.post(path, content=body, headers={**auth(tokens.admin),
                                                      "content-type": "application/json"})
    assert answer.status_code == 400, answer.text
    assert answer.json() == {"error": "The request body is not valid JSON.", "kind": "BadInput"}
    assert _listed(client, tokens) == []


def test_a_record_holding_a_number_json_has_not_is_still_answered(client, tokens, data):
    """A person's YAML may say ``.nan`` in a record's file: the record is answered, the
    number said as a marker (`memdir.foundation.finite`), rather than every read
    and recall of it failing with a 500, or the value dropped as null."""
    from memdir.foundation.record import Record
    from memdir.store.files.store import FileStore

    store = FileStore(data / "projects" / "alpha" / "memory", scope="project")
    store.upsert(Record("ratio-note", "The error budget ratio", "project",
                        "The error budget ratio is tracked weekly.",
                        extra={"ratio": float("nan"), "cap": float("inf")}))
    store.close()
    got = client.get("/v1/memories/ratio-note", headers=auth(tokens.agent))
    assert got.status_code == 200, got.text
    assert got.json()["record"]["extra"] == {"ratio": {"$float": "nan"},
                                             "cap": {"$float": "inf"}}
    recalled = client.post("/v1/recall", headers=auth(tokens.agent),
                           json={"query": "error budget ratio"})
    assert recalled.status_code == 200, recalled.text
    assert [r["record"]["name"] for r in recalled.json()["results"]] == ["ratio-note"]


@pytest.mark.parametrize(("key", "value"), [("scope", "Project"), ("scope", " project"),
                                            ("origin", "User"), ("origin", "model ")])
def test_a_scope_or_origin_is_taken_exactly_as_the_local_library_takes_it(
        client, tokens, key, value):
    """The server lowercased and stripped a scope or an origin the local library refuses
    ("Project" is no scope there): one value, taken exactly, on both."""
    body = {"name": "deploy-day", "type": "project", "description": "Deploys on friday",
            key: value}
    answer = client.post("/v1/memories", json=body, headers=auth(tokens.admin))
    assert answer.status_code == 400, answer.text
    assert answer.json()["kind"] == "BadInput" and f"'{key}' must be one of" in \
        answer.json()["error"]
    assert _listed(client, tokens) == []


@pytest.mark.parametrize("path", ["/v1/memories", "/v1/inbox"])
def test_a_cursor_nested_too_deeply_is_a_bad_cursor(client, tokens, path):
    """A listing's ``after`` is base64 of JSON: ``[[[[...`` in it, 1,490 deep within the
    2,000 characters a cursor may have, was a RecursionError answered 500."""
    import base64

    cursor = base64.urlsafe_b64encode(b"[" * 1490).decode().rstrip("=")
    answer = client.get(path, params={"after": cursor[:400] if "inbox" in path else cursor},
                        headers=auth(tokens.admin))
    assert answer.status_code == 400, answer.text
    assert "is not a cursor of" in answer.json()["error"]
