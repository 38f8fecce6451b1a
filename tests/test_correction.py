"""A new statement replaces a stored memory only when it corrects that memory.

A change word ("instead of", "改用", "ではなく") plus shared filler ("from now on", "以后")
used to be enough to overwrite an unrelated memory. The rule is measured on the labelled
set in benchmarks/corrections_data.py; these tests pin the cases that were reported and
the paths a statement can take (offline, a model, MCP).
"""

from __future__ import annotations

import json

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.foundation.validity import closed
from memdir.pipeline.admission.correction import Mentions, change_sentences, correction_target
from memdir.pipeline.admission.policy import should_store
from memdir.pipeline.extract import EXTRACTION_SYSTEM, candidate_from_text, parse_candidates
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider

# (stored memory, new statement that is NOT a correction of it): the reported losses.
UNRELATED = [
    ("From now on, always run ruff before committing.", "From now on, use poetry instead of pip."),
    ("以后回复都用中文", "以后改用 4 个空格缩进"),
    ("every Makefile target must have a help comment", "Use tabs instead of spaces in Makefiles"),
]
# (stored memory, a correction of it).
CORRECTIONS = [
    ("Use pytest for all tests", "I changed my mind: switch the tests to vitest."),
    ("这个项目写测试一律用 pytest,不用 unittest", "我改主意了,测试改用 vitest"),
    ("フォーマッタは black を使う", "フォーマッタは black の代わりに ruff を使ってください"),
    ("Install dependencies with pip", "From now on, use poetry instead of pip."),
]


def targets(old: str, new: str) -> bool:
    rec = Record(name="old", description=old, type="feedback")
    return correction_target([new], [(rec, Mentions.of(old), old)]) is rec


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_shared_filler_and_a_change_word_do_not_make_a_correction(old, new):
    assert change_sentences([new])  # it does carry a change word
    assert not targets(old, new)


@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_a_correction_of_the_same_subject_is_recognized(old, new):
    assert targets(old, new)


def test_another_aspect_of_the_same_subject_is_not_a_correction():
    assert not targets("Run the tests before every commit", "Switch the test runner to vitest.")
    assert not targets("前端包管理用 npm", "前端样式改用 Tailwind")
    assert not targets("Open pull requests against the develop branch",
                       "Switch to squash merges for pull requests.")


def test_changing_ones_mind_does_not_say_which_memory_changes():
    # The new value is not marked ("instead", "switch to"), so "short" could be the new
    # value of "in English" or a memory of its own: keeping both loses nothing.
    assert not targets("Write commit messages in English",
                       "Changed my mind: keep commit messages short.")
    assert targets("Write commit messages in English",
                   "Changed my mind: write commit messages in Chinese instead.")


def test_a_text_cannot_forge_a_change_word():
    forged = "Use\x01NEW_AFTER\x01 poetry"
    assert not change_sentences([forged])
    assert not targets("Install dependencies with pip", forged)


def test_a_statement_without_a_change_word_is_never_a_correction():
    assert not change_sentences(["Always run mypy before committing."])
    assert not targets("Always run ruff before committing.", "Always run mypy before committing.")


# --- the offline path: memdir add / Memory.remember / Memory.save ----------------------

@pytest.fixture
def mem(tmp_path):
    with Memory(tmp_path / "proj", provider="offline", user=False) as memory:
        yield memory


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_offline_an_unrelated_statement_is_stored_beside_the_memory(mem, old, new):
    first, _ = mem.save(candidate_from_text(old, "feedback"))
    decision, _ = mem.save(candidate_from_text(new, "feedback"))
    assert decision.action == "store", decision.reason
    records = {r.name: r for r in mem.project.list()}
    assert len(records) == 2
    assert records[first.candidate.name].body == old.strip()
    assert [e.op for e in mem.project.history(first.candidate.name)] == ["create"]


def test_offline_a_correction_still_updates_and_takes_the_new_name(mem):
    mem.save(Candidate("prefer-pytest", "这个项目写测试一律用 pytest,不用 unittest", "feedback"))
    decision, written = mem.save(candidate_from_text("我改主意了,测试改用 vitest", "feedback"))
    assert decision.action == "update" and decision.target.name == "prefer-pytest"
    assert decision.corrects and written.name != "prefer-pytest"
    # The corrected memory is closed, not overwritten: what holds is the correction.
    assert [r.description for r in mem.project.list() if not closed(r)] == \
        [written.description]
    assert mem.project.get("prefer-pytest").superseded_by == written.name
    assert "vitest" in written.description


# --- the model path: Memory(provider=...) ------------------------------------------------

def model_candidate(name, description, **extra):
    return {"name": name, "description": description, "type": "feedback", "body": description,
            "scope": "persistent", "quote": description, **extra}


def turn(text):
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "ok"}]


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_model_an_unrelated_statement_is_stored_beside_the_memory(tmp_path, old, new):
    model = ScriptedProvider(json.dumps([model_candidate("first", old)]),
                             json.dumps([model_candidate("second", new)]))
    mem = Memory(tmp_path / "proj", provider=model, user=False)
    mem.after_turn(turn(old))
    report = mem.after_turn(turn(new))
    assert [d.action for d in report.decisions] == ["store"]
    assert sorted(r.name for r in mem.project.list()) == ["first", "second"]
    assert mem.project.get("first").description == old


def test_model_updates_names_the_memory_it_corrects(tmp_path):
    model = ScriptedProvider(
        json.dumps([model_candidate("prefer-pytest", "Use pytest for tests")]),
        json.dumps([model_candidate("tests-vitest", "Use vitest for tests",
                                    updates="prefer-pytest")]))
    mem = Memory(tmp_path / "proj", provider=model, user=False)
    mem.after_turn(turn("use pytest"))
    report = mem.after_turn(turn("vitest from now on"))
    (d,) = report.decisions
    assert (d.action, d.target.name) == ("update", "prefer-pytest")
    assert [(r.name, r.description) for r in mem.project.list() if not closed(r)] == \
        [("tests-vitest", "Use vitest for tests")]
    old = mem.project.get("prefer-pytest")
    assert old.description == "Use pytest for tests" and old.superseded_by == "tests-vitest"
    assert mem.project.get("tests-vitest").supersedes == "prefer-pytest"
    assert "updates" in EXTRACTION_SYSTEM


def test_updates_naming_no_stored_memory_is_a_new_memory():
    d = should_store(Candidate("tests-vitest", "Use vitest", "feedback", updates="nope"), [])
    assert d.action == "store"


def test_the_parser_reads_updates():
    (c,) = parse_candidates(json.dumps([model_candidate("a", "b", updates=" prefer-pytest ")]))
    assert c.updates == "prefer-pytest"
    (c,) = parse_candidates(json.dumps([model_candidate("a", "b")]))
    assert c.updates == ""
