"""`memdir.pipeline.model_output`: the one scanner for JSON in model answers."""

from __future__ import annotations

import ast
from pathlib import Path

from source_tree import modules, nodes

import memdir
from memdir.pipeline.extract import parse_candidates
from memdir.pipeline.model_output import find_json_array

SRC = Path(memdir.__file__).parent
ITEM = '{"name": "use-ruff", "description": "Lint with ruff", "type": "feedback", ' \
       '"lifetime": "persistent"}'


def test_a_cut_off_array_keeps_its_complete_items_only_when_asked():
    answer = f'Here: [{ITEM}, {ITEM.replace("ruff", "uv")}, {{"name": "half'
    assert find_json_array(answer) is None  # a merge plan must be read whole
    items = find_json_array(answer, partial=True)
    assert [item["name"] for item in items] == ["use-ruff", "use-uv"]


def test_extraction_reads_a_cut_off_answer_through_the_shared_scanner():
    answer = f'```json\n{{"memories": [{ITEM}, {{"name": "cut'
    assert [c.name for c in parse_candidates(answer)] == ["use-ruff"]


def test_prose_brackets_before_the_array_do_not_hide_it():
    answer = f"I found [2] things: [{ITEM}]"
    assert [c.name for c in parse_candidates(answer)] == ["use-ruff"]


def test_no_other_module_decodes_json_out_of_text_on_its_own():
    # Two scanners drifted apart before (one kept a cut-off answer's items, the other
    # read {"records": [...]} wrappers); raw_decode anywhere else is a second one.
    scanners = []
    for path in modules(SRC):
        if path.name == "model_output.py":
            continue
        if any(isinstance(node, ast.Attribute) and node.attr in ("raw_decode", "JSONDecoder")
               for node in nodes(path)):
            scanners.append(str(path.relative_to(SRC)))
    assert scanners == []


def test_one_object_is_found_in_prose_and_fences():
    from memdir.pipeline.model_output import find_json_object

    assert find_json_object('Sure.\n```json\n{"label": "CORRECT"}\n```') == {"label": "CORRECT"}
    assert find_json_object('{"a": [1, {"label": 2}]} then {"label": "WRONG"}',
                            lambda v: isinstance(v.get("label"), str)) == {"label": "WRONG"}
    assert find_json_object("{ not json") is None and find_json_object(None) is None
    assert find_json_object("{" * 500 + '{"label": "x"}') is None  # bounded attempts
