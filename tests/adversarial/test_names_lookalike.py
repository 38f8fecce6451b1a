"""Names that look the same are the same record.

A hostile repository or a model can write a second record whose name lists exactly like an
existing one (an invisible filler appended, a Cyrillic letter in place of a Latin one), so
a person reviewing ``memdir ls`` cannot tell which one is recalled. Such a name is either
refused (it holds an invisible character) or keyed by its confusables skeleton, so that it
reaches the existing record instead of making a new one.
"""

from __future__ import annotations

import pytest

from memdir.foundation.errors import InvalidNameError
from memdir.foundation.record import Record, name_key, validate_name
from memdir.store import FileStore

BASE = "prefer-pytest"

LOOKALIKES = {
    "hangul filler U+3164": BASE + "\u3164",
    "hangul choseong filler U+115F": "\u115f" + BASE,
    "hangul jungseong filler U+1160": "prefer\u1160-pytest",
    "halfwidth hangul filler U+FFA0": BASE + "\uffa0",
    "braille blank U+2800": BASE + "\u2800",
    "combining grapheme joiner U+034F": "pre\u034ffer-pytest",
    "zero-width space": "prefer\u200b-pytest",
    "zero-width joiner": "prefer-py\u200dtest",
    "word joiner": "prefer\u2060-pytest",
    "soft hyphen": "pre\u00adfer-pytest",
    "variation selector": "prefer-pytest\ufe0f",
    "cyrillic e": "pr\u0435fer-pytest",
    "cyrillic e and p": "\u0440r\u0435fer-pytest",
    "greek omicron and cyrillic t-like": "prefer-pyt\u0435st",
    "fullwidth letters": "\uff50\uff52\uff45fer-pytest",
    "mixed case cyrillic": "PR\u0415FER-PYTEST",
}


def rec(name: str, description: str = "d") -> Record:
    return Record(name=name, description=description, type="feedback", body="body")


@pytest.mark.parametrize("name", LOOKALIKES.values(), ids=LOOKALIKES.keys())
def test_a_lookalike_name_never_makes_a_second_record(store, name):
    store.upsert(rec(BASE, "the original"))
    try:
        result = store.upsert(rec(name, "planted"))
    except InvalidNameError:
        pass  # refused: fine, nothing planted
    else:
        assert result.action == "updated"  # it reached the one record it looks like
    assert len(store.list()) == 1
    assert len(store.record_files()) == 1


@pytest.mark.parametrize("name", LOOKALIKES.values(), ids=LOOKALIKES.keys())
def test_a_lookalike_name_has_the_key_of_the_name_it_mimics(name):
    assert name_key(name) == name_key(BASE)


@pytest.mark.parametrize("name", [BASE + "\u3164", "\u115fx", "a\u2800b", "pre\u034ffer",
                                  "a\ufe0fb", "a\U000e0041b"])
def test_names_with_invisible_characters_are_refused(name):
    with pytest.raises(InvalidNameError, match="invisible"):
        validate_name(name)


@pytest.mark.parametrize("name", ["prefer\u00a0pytest", "prefer\u3000pytest",
                                  "prefer\u2007pytest", "prefer  pytest", " prefer pytest"])
def test_every_blank_between_words_is_the_same_name(store, name):
    store.upsert(rec("prefer pytest", "the original"))
    assert store.upsert(rec(name, "again")).action == "updated"
    assert len(store.record_files()) == 1


def test_a_planted_lookalike_file_is_reported_by_doctor(store):
    store.upsert(rec(BASE, "the original"))
    planted = "pr\u0435fer-pytest"
    (store.root / f"{planted}.md").write_text(
        f"---\nname: {planted}\ndescription: planted\ntype: feedback\n---\nx\n",
        encoding="utf-8")
    problems = FileStore(store.root).check()
    collisions = [p.file for p in problems if p.kind == "case-collision"]
    assert len(collisions) == 1 and collisions[0] in (f"{planted}.md", f"{BASE}.md")


@pytest.mark.parametrize("a, b", [
    ("prefer-pytest", "prefer-unittest"), ("测试", "测验"), ("回复都用中文", "回复都用英文"),
    ("コミット", "コメント"), ("пример", "примеp-2"), ("v1", "v2"), ("a b", "ab"),
])
def test_names_that_look_different_stay_different(a, b):
    assert name_key(a) != name_key(b)


def test_a_cyrillic_name_is_still_a_valid_name_of_its_own(store):
    store.upsert(rec("пример-записи", "a Russian name"))
    assert store.get("ПРИМЕР-ЗАПИСИ").description == "a Russian name"
