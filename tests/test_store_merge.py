"""Three-way merges of a store's files (records, MEMORY.md, history logs), without git."""

from __future__ import annotations

import json

import pytest

from memdir.foundation.record import has_conflict_markers
from memdir.store.files.merge import (
    NotARecord,
    merge_index,
    merge_log,
    merge_record,
    renamed_text,
    split_conflict,
)

BASE = """---
name: node-version
description: The project uses Node 18
type: project
created: '2026-01-01T00:00:00Z'
updated: '2026-01-01T00:00:00Z'
---
CI and the Docker image pin Node 18.
"""


def edit(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


def test_one_side_changed_takes_that_side_verbatim() -> None:
    ours = edit(BASE, "pin Node 18", "pin Node 18 (LTS)")
    assert merge_record(BASE, ours, BASE).text == ours
    assert merge_record(BASE, BASE, ours).text == ours


def test_different_fields_changed_on_each_side_merge_without_conflict() -> None:
    ours = edit(edit(BASE, "uses Node 18", "uses Node 18 LTS"), "updated: '2026-01-01",
                "updated: '2026-02-01")
    theirs = edit(edit(BASE, "type: project", "type: reference"), "updated: '2026-01-01",
                  "updated: '2026-03-01")
    merged = merge_record(BASE, ours, theirs)
    assert merged.clean and merged.theirs_text is None
    assert "description: The project uses Node 18 LTS\n" in merged.text
    assert "type: reference\n" in merged.text
    assert "updated: '2026-03-01T00:00:00Z'\n" in merged.text  # the latest
    assert merged.text.endswith("---\nCI and the Docker image pin Node 18.\n")


def test_a_body_changed_on_both_sides_keeps_ours_and_hands_back_theirs() -> None:
    ours = edit(BASE, "pin Node 18.", "pin Node 20.")
    theirs = edit(BASE, "pin Node 18.", "pin Node 22.")
    merged = merge_record(BASE, ours, theirs)
    assert merged.conflicts == ["body"] and not merged.clean
    assert merged.text.endswith("pin Node 20.\n")
    assert merged.theirs_text is not None and merged.theirs_text.endswith("pin Node 22.\n")


def test_a_field_changed_differently_on_both_sides_is_a_conflict_with_both_kept() -> None:
    ours = edit(BASE, "uses Node 18", "uses Node 20")
    theirs = edit(edit(BASE, "uses Node 18", "uses Node 22"), "pin Node 18", "pin Node 22")
    merged = merge_record(BASE, ours, theirs)
    assert merged.conflicts == ["description"]
    assert "uses Node 20" in merged.text and "pin Node 22" in merged.text  # body: theirs only
    assert "uses Node 22" in merged.theirs_text and "pin Node 22" in merged.theirs_text


def test_provenance_rewritten_on_both_sides_is_no_conflict() -> None:
    ours = edit(BASE, "type: project\n", "type: project\nsource:\n  session: aaa\n")
    theirs = edit(BASE, "type: project\n", "type: project\nsource:\n  session: bbb\n")
    merged = merge_record(BASE, ours, theirs)
    assert merged.clean and "session: aaa" in merged.text


def test_both_sides_closing_a_record_keep_the_earliest_end() -> None:
    ours = edit(BASE, "type: project\n", "type: project\nvalid_to: '2026-11-02'\n")
    theirs = edit(BASE, "type: project\n", "type: project\nvalid_to: '2026-10-30'\n")
    merged = merge_record(BASE, ours, theirs)
    assert merged.clean and "valid_to: '2026-10-30'" in merged.text


def test_a_field_removed_on_one_side_stays_removed() -> None:
    with_extra = edit(BASE, "type: project\n", "type: project\ntags: ci\n")
    ours = edit(with_extra, "pin Node 18", "pin Node 18 everywhere")
    merged = merge_record(with_extra, ours, BASE)
    assert merged.clean and "tags" not in merged.text and "everywhere" in merged.text


def test_the_same_record_created_on_both_sides_is_one_record() -> None:
    theirs = edit(BASE, "created: '2026-01-01", "created: '2025-12-31")
    merged = merge_record("", BASE, theirs)
    assert merged.clean and "created: '2025-12-31T00:00:00Z'" in merged.text


def test_two_different_records_created_with_one_name_are_both_kept() -> None:
    theirs = edit(BASE, "uses Node 18", "uses Node 22")
    merged = merge_record("", BASE, theirs)
    assert not merged.clean and merged.text == BASE and merged.renamed == theirs
    copy = renamed_text(theirs, "node-version-2")
    assert copy.startswith("---\nname: node-version-2\ndescription: The project uses Node 22\n")


def test_a_version_that_is_no_record_is_refused_for_a_text_merge() -> None:
    with pytest.raises(NotARecord):
        merge_record(BASE, "just text\n", edit(BASE, "18.", "20."))
    marked = "---\nname: x\n<<<<<<< HEAD\ndescription: a\n=======\ndescription: b\n>>>>>>> o\n"
    with pytest.raises(NotARecord):
        merge_record(BASE, marked, edit(BASE, "18.", "20."))


def test_conflict_markers_are_found_and_split_into_both_sides() -> None:
    text = ("---\nname: n\n<<<<<<< HEAD\ndescription: ours\n---\nO\n=======\n"
            "description: theirs\n---\nT\n>>>>>>> other\n")
    assert has_conflict_markers(text)
    ours, theirs, base = split_conflict(text)
    assert ours == "---\nname: n\ndescription: ours\n---\nO\n"
    assert theirs == "---\nname: n\ndescription: theirs\n---\nT\n"
    assert base is None
    diff3 = "a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\n"
    assert split_conflict(diff3) == ("a\nb\n", "a\nd\n", "a\nc\n")
    assert not has_conflict_markers("=======\nA heading underlined\n")
    # A memory may show what a conflict looks like: inside a code fence it is data.
    assert not has_conflict_markers("Conflicts look like:\n```\n<<<<<<< HEAD\na\n=======\n"
                                    "b\n>>>>>>> x\n```\n")
    assert split_conflict("<<<<<<< HEAD\nno end\n") is None


INDEX = "# Memory index\n\n- [a](a.md) - first\n- [b](b.md) - second\n"


def test_memory_md_takes_each_sides_lines_and_never_conflicts() -> None:
    ours = INDEX + "- [c](c.md) - ours added\n"
    theirs = INDEX.replace("- [a](a.md) - first\n", "") + "- [d](d.md) - theirs added\n"
    theirs = theirs.replace("second", "second, edited")
    merged = merge_index(INDEX, ours, theirs)
    assert merged == ("# Memory index\n\n- [b](b.md) - second, edited\n- [c](c.md) - ours added"
                      "\n- [d](d.md) - theirs added\n")


def test_memory_md_with_conflict_markers_is_merged_from_the_lines_outside_them() -> None:
    marked = "# Memory index\n\n<<<<<<< HEAD\n- [a](a.md) - first\n=======\n>>>>>>> x\n"
    assert merge_index(INDEX, marked, INDEX).count("- [a](a.md)") == 1


def _log(*entries: dict) -> str:
    return "".join(json.dumps(e) + "\n" for e in entries)


def test_history_logs_are_a_union_in_time_order() -> None:
    e1 = {"at": "2026-01-01T00:00:00Z", "op": "create", "name": "a"}
    e2 = {"at": "2026-01-03T00:00:00Z", "op": "update", "name": "a"}
    e3 = {"at": "2026-01-02T00:00:00Z", "op": "create", "name": "b"}
    merged = merge_log(_log(e1), _log(e1, e2), _log(e1, e3) + '{"torn')
    assert [json.loads(x)["at"] for x in merged.splitlines()] == [
        "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z", "2026-01-03T00:00:00Z"]


def test_history_erased_on_one_side_is_not_brought_back() -> None:
    secret = {"at": "2026-01-01T00:00:00Z", "op": "create", "name": "a", "after": "sk-..."}
    kept = {"at": "2026-01-02T00:00:00Z", "op": "create", "name": "b"}
    merged = merge_log(_log(secret, kept), _log(kept), _log(secret, kept))
    assert "sk-" not in merged and merged == _log(kept)
