"""Three sessions of one project in English, Chinese and Japanese, each session a fresh
`Memory` (as a new process would be): a preference is stored while its temporary half is
not, it is recalled in the next session, and a change of mind updates it.

Run on the offline engine and on the scripted model (the model's answers are what a good
model would say; what is tested is everything memdir does around them).
"""

from __future__ import annotations

import json

import pytest

from memdir.foundation.validity import closed
from memdir.pipeline.recall import RECALLED_HEADING
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider

SCENARIOS = {
    "zh": ("以后在这个项目里写测试一律用 pytest,不要用 unittest。另外这次先别跑测试。",
           "给 utils.py 写个单元测试",
           "我改主意了,测试改用 vitest",
           "pytest", "vitest"),
    "en": ("From now on, always write tests with pytest, never unittest. For now, skip "
           "running them.",
           "Write a unit test for utils.py",
           "I changed my mind: switch the tests to vitest instead of pytest.",
           "pytest", "vitest"),
    "ja": ("今後このプロジェクトのテストは必ずpytestを使ってください。今回はテストを実行しないで。",
           "utils.pyのテストを書いて",
           "やっぱりテストはpytestではなくvitestに変更してください。",
           "pytest", "vitest"),
}


def turn(text):
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "OK."}]


def model_script(lang):
    first, _, third, old, new = SCENARIOS[lang]
    keep, temp = first.split("。")[0] if lang != "en" else first.split(". ")[0], "skip"
    return [
        json.dumps([{"name": "test-framework", "description": keep, "type": "feedback",
                     "body": keep, "scope": "persistent", "quote": keep},
                    {"name": "skip-tests", "description": temp, "type": "feedback",
                     "body": temp, "scope": "current_task", "quote": temp}]),
        "[0]",                                    # session 2: selection
        json.dumps([]),                           # session 2: nothing new
        "[0]",                                    # session 3: selection
        json.dumps([{"name": "test-framework", "description": third, "type": "feedback",
                     "body": third, "scope": "persistent", "quote": third}]),
    ]


@pytest.mark.parametrize("engine", ["offline", "scripted"])
@pytest.mark.parametrize("lang", sorted(SCENARIOS))
def test_three_sessions(tmp_path, lang, engine):
    first, second, third, old, new = SCENARIOS[lang]
    model = ScriptedProvider(*model_script(lang)) if engine == "scripted" else "offline"

    # Session 1: the durable half is stored, the temporary half is not.
    report = Memory(tmp_path, provider=model).after_turn(turn(first))
    stored = [d for d in report.decisions if d.action == "store"]
    assert len(stored) == 1 and stored[0].candidate.type == "feedback"
    assert old in stored[0].candidate.description
    records = Memory(tmp_path, provider=model).project.list()
    assert len(records) == 1
    assert not any(w in records[0].to_text() for w in ("这次", "For now", "今回"))

    # Session 2: a fresh Memory recalls it into the system prompt.
    mem = Memory(tmp_path, provider=model)
    messages = turn(second)[:1]
    blocks = mem.system_prompt(messages)
    recalled = [b.text for b in blocks if b.text.startswith(RECALLED_HEADING)]
    assert recalled and old in recalled[0]
    mem.after_turn(turn(second))
    assert len(mem.project.list()) == 1

    # Session 3: the change of mind updates the same record.
    mem = Memory(tmp_path, provider=model)
    mem.system_prompt(turn(third)[:1])
    report = mem.after_turn(turn(third))
    assert [d.action for d in report.decisions] == ["update"]
    records = [r for r in mem.project.list() if not closed(r)]
    assert len(records) == 1 and new in records[0].description
    if engine == "scripted":  # the model reused the name: a plain update
        assert [e.op for e in mem.project.history()] == ["create", "update"]
    else:  # a correction: the old fact closed and kept, the new one opened under its name
        (before,) = [r for r in mem.project.list() if closed(r)]
        assert old in before.description and before.superseded_by == records[0].name
        assert records[0].supersedes == before.name and new in records[0].name
        assert [e.op for e in mem.project.history()] == ["create", "create", "update"]
    if engine == "scripted":
        model.assert_complete()
