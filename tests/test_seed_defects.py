"""Each defect the design source lists under "坑与局限", shown on a small re-statement of the
teaching code's logic (``seed_*`` below) and shown fixed in memdir.

Every test asserts both: the seed behaviour has the defect, ours does not. If a seed
re-statement stops reproducing its defect the test fails too, so it cannot pass vacuously.
"""

from __future__ import annotations

import json
import re

from memory_helpers import consolidate_now

from memdir.foundation.record import Record, parse_record, validate_name
from memdir.pipeline.admission.policy import find_temporary_marker
from memdir.pipeline.extract import extraction_window
from memdir.pipeline.select import parse_indices, recent_user_text
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore
from memdir.testing import ScriptedProvider

# --- the teaching code's logic, restated from the design source --------------------------


def seed_extract_json_array(text: str) -> list:
    match = re.search(r"\[.*\]", text, re.S)
    if not match:
        return []  # parse failure = "nothing selected", no fallback
    try:
        return json.loads(match.group(0))
    except ValueError:
        return []


def seed_parse(text: str) -> dict:
    _, header, body = text.split("---", 2)
    meta = {}
    for line in header.strip().splitlines():
        key, _, value = line.partition(":")
        meta[key.strip()] = value.strip()
    meta.setdefault("type", "project")
    if meta["type"] not in ("user", "feedback", "project", "reference"):
        meta["type"] = "project"
    return meta


SEED_MARKERS = ["for now", "this task", "this time", "暂时", "本次任务", "这次", "今回"]


def seed_has_marker(text: str) -> bool:
    return any(m in text.lower() for m in SEED_MARKERS)


def seed_keywords(text: str) -> list[str]:
    return re.findall(r"[A-Za-z0-9_]+|[\u4e00-\u9fff]+", text.lower())


def seed_keyword_match(query: str, records: list[Record]) -> list[str]:
    words = seed_keywords(query)
    return [r.name for r in records
            if any(w in f"{r.name} {r.description}".lower() for w in words)]


def seed_should_store(candidate: dict, existing: list[dict]) -> bool:
    return not any(candidate["name"] == r["name"] or candidate["description"] == r["description"]
                   for r in existing)


def seed_window(messages: list[dict]) -> list[dict]:
    return messages[-12:]  # tool-result messages use up places too


# --- the defects -------------------------------------------------------------------------


def test_unparseable_selection_answer_falls_back(tmp_path):
    answer = "The pytest preference looks relevant."
    assert seed_extract_json_array(answer) == []  # seed: silently nothing
    assert parse_indices(answer, 3) is None       # ours: "could not tell" ...
    mem = Memory(tmp_path, provider=ScriptedProvider(answer))
    mem.project.upsert(Record(name="prefer-pytest", description="测试用 pytest", type="feedback"))
    picked = mem.recall("写 pytest 测试")
    assert [r.record.name for r in picked] == ["prefer-pytest"]  # ... so the ranker decides
    assert picked[0].method == "fallback"


def test_truncation_keeps_the_end():
    log = "traceback line\n" * 1000
    request = "请帮我修复这个测试"
    text = log + request
    assert not text[:4000].endswith(request)  # seed kept the start
    assert recent_user_text([{"role": "user", "content": text}]).endswith(request)
    window = extraction_window([{"role": "user", "content": text}])
    assert window.rstrip().endswith(request)


def test_same_name_is_an_update_not_a_drop(tmp_path):
    model = ScriptedProvider(
        json.dumps([{"name": "test-runner", "description": "测试一律用 pytest",
                     "type": "feedback", "body": "用 pytest", "scope": "persistent"}]),
        json.dumps([{"name": "test-runner", "description": "测试改用 vitest",
                     "type": "feedback", "body": "用 vitest", "scope": "persistent"}]))
    mem = Memory(tmp_path, provider=model)
    mem.after_turn([{"role": "user", "content": "以后测试一律用 pytest"}])
    old = {"name": "test-runner", "description": "测试一律用 pytest"}
    new = {"name": "test-runner", "description": "测试改用 vitest"}
    assert not seed_should_store(new, [old])  # seed: same name -> dropped, old text stays
    mem.after_turn([{"role": "user", "content": "我改主意了,测试改用 vitest"}])
    records = mem.project.list()
    assert [r.description for r in records] == ["测试改用 vitest"]
    assert "pytest" in mem.project.history("test-runner")[-1].before


def test_taskbar_is_not_this_task():
    text = "Always fix this taskbar alignment bug first"
    assert seed_has_marker(text)
    assert find_temporary_marker(text) is None
    assert find_temporary_marker("For this task, skip lint") == "this task"


def test_extraction_window_is_not_eaten_by_tool_results():
    messages = [{"role": "user", "content": "From now on always run ruff before committing."}]
    for i in range(8):
        messages.append({"role": "assistant", "content": [
            {"type": "tool_use", "id": f"t{i}", "name": "bash", "input": {"cmd": "ls"}}]})
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": f"t{i}", "content": "file.py"}]})
    messages.append({"role": "assistant", "content": "Done."})
    assert messages[0] not in seed_window(messages)
    assert "always run ruff" in extraction_window(messages)


def test_triple_dash_in_description_keeps_its_type():
    rec = Record(name="sep", description="use --- as a separator", type="feedback", body="b")
    text = rec.to_text()
    assert seed_parse(text)["description"] == "use"  # cut at the first '---'
    back = parse_record(text, "sep.md")
    assert back.description == rec.description and back.type == "feedback"


def test_catalog_is_capped_and_a_large_store_still_consolidates(tmp_path):
    store = FileStore(tmp_path / ".memory")
    for i in range(150):
        store.upsert(Record(name=f"fact-{i:03d}", description=f"fact {i % 50}",
                            type="project", body="detail " * 30,
                            origin="model"))  # a person's are proposed to merge
    total_chars = sum(len(r.to_text()) for r in store.list())
    assert total_chars > 20_000  # the seed skipped consolidation from here on, forever
    keep_unique = []

    def merge(system, messages, tools):
        records = json.loads(messages[-1]["content"].split("Records:\n", 1)[1])
        seen = {}
        for r in records:
            seen.setdefault(r["description"], r)
        keep_unique.append(len(seen))
        return json.dumps(list(seen.values()))

    result = consolidate_now(store, ScriptedProvider(*[merge] * 20))
    assert result.groups > 1 and len(store.list()) < 150
    mem = Memory(tmp_path, user=False, provider="offline", catalog_chars=2_000)
    assert len(mem.catalog()) <= 2_100


def test_a_record_named_memory_cannot_overwrite_the_index(tmp_path):
    seed_ok = "memory.md" != "MEMORY.md"  # seed's case-sensitive check passes the name ...
    assert seed_ok  # ... and on macOS/Windows memory.md IS MEMORY.md
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="keep", description="kept", type="user"))
    for name in ("memory", "Memory", "MEMORY.md", "memory.MD"):
        try:
            validate_name(name)
        except ValueError:
            continue
        raise AssertionError(f"{name!r} was accepted")
    assert "- [keep](keep.md) - kept" in store.index_path.read_text()


def test_chinese_query_without_spaces_finds_a_chinese_record(tmp_path):
    rec = Record(name="prefer-pytest", description="这个项目写测试一律用 pytest", type="feedback")
    assert seed_keyword_match("帮我写测试", [rec]) == []  # "帮我写测试" is one seed word
    mem = Memory(tmp_path, user=False, provider="offline")
    mem.project.upsert(rec)
    assert [r.record.name for r in mem.recall("帮我写测试")] == ["prefer-pytest"]
    assert mem.recall("今天天气怎么样") == []
