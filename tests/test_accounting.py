"""Accounting: the usage log a `Memory` writes, what it holds, and what it never holds."""

from __future__ import annotations

import json
import os
import stat
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from wire_servers import AnthropicWireServer

from memdir.foundation.config import Config
from memdir.foundation.record import Record
from memdir.providers.anthropic import AnthropicProvider
from memdir.providers.base import Response
from memdir.service.accounting import Accounting, UsageLog, reason_code, usage_folder
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider


def cand(name, description, type="feedback", body=None):
    return {"name": name, "description": description, "type": type,
            "lifetime": "persistent", "body": body or description, "quote": description}


def turn(user, assistant="ok"):
    return [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]


def events(home):
    return list(UsageLog(home / "usage").events())


@pytest.fixture
def project(tmp_path):
    return tmp_path / "proj"


def test_a_recall_and_a_turn_are_counted_without_their_text(project, isolated_env):
    secret_words = "Deploys go through the blue-green pipeline"
    model = ScriptedProvider(
        Response(json.dumps([cand("deploy-pipeline", secret_words)]),
                 usage={"input_tokens": 700, "output_tokens": 40,
                        "cache_read_input_tokens": 300}),
        Response("[0]", usage={"input_tokens": 250, "output_tokens": 3}))
    with Memory(project, provider=model, session="s1") as mem:
        mem.after_turn(turn(f"From now on: {secret_words}"))
        assert [r.record.name for r in mem.recall("how do we deploy?")] == ["deploy-pipeline"]

    found = events(isolated_env)
    kinds = [e["kind"] for e in found]
    assert kinds == ["model", "write", "turn", "model", "recall"]
    extraction, write, end, selection, recall = found
    assert (extraction["purpose"], extraction["provider"], extraction["input_tokens"],
            extraction["output_tokens"], extraction["cached_tokens"]) == (
        "extraction", "scripted", 700, 40, 300)
    assert selection["purpose"] == "selection" and selection["input_tokens"] == 250
    assert write["outcome"] == "written" and write["action"] == "store"
    assert end["records"] == 1 and end["ms"] > 0
    assert recall["hits"] == 1 and recall["method"] == "model"
    assert {e["session"] for e in found} == {"s1"}
    assert {e["project"] for e in found} == {str(project)}
    text = (isolated_env / "usage" / f"{date.today().isoformat()}.jsonl").read_text()
    assert secret_words not in text and "deploy-pipeline" not in text
    assert "how do we deploy" not in text


def test_the_log_is_private_and_off_when_asked(project, isolated_env, monkeypatch):
    with Memory(project, provider="offline") as mem:
        mem.recall("anything")
    folder = isolated_env / "usage"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    [day] = folder.iterdir()
    assert stat.S_IMODE(day.stat().st_mode) == 0o600

    monkeypatch.setenv("MEMDIR_ACCOUNTING", "off")
    with Memory(project, provider="offline") as mem:
        mem.recall("anything")
    assert len(events(isolated_env)) == 1  # the first recall only
    assert Config.from_env().accounting is False


def test_refusals_are_counted_by_reason_code(project, isolated_env):
    model = ScriptedProvider(json.dumps([
        cand("prefer-pytest", "Always write tests with pytest"),
        cand("run-once", "Skip the slow tests this time"),
        cand("api-key", "The key is sk-ant-api03-" + "a1B2" * 20),
        cand("dup", "Always write tests with pytest")]))
    with Memory(project, provider=model) as mem:
        mem.after_turn(turn("rules"))

    writes = [e for e in events(isolated_env) if e["kind"] == "write"]
    assert [(w["outcome"], w.get("reason")) for w in writes] == [
        ("written", None), ("refused", "temporary"), ("refused", "secret"),
        ("refused", "duplicate")]
    assert "sk-ant" not in json.dumps(writes)


@pytest.mark.parametrize(("reason", "code"), [
    ("Lifetime is current_task: it only matters for this task.", "lifetime"),
    ("It is temporary ('this time'): it will not hold in future sessions.", "temporary"),
    ("Duplicate of 'prefer-pytest' (same body).", "duplicate"),
    ("Already stored as 'prefer-pytest'.", "duplicate"),
    ("Type 'fact' is not one of user, feedback, project, reference.", "invalid"),
    ("The description is empty.", "invalid"),
    ("The write policy refuses feedback memories from model (memdir policy).", "policy"),
    ("A memory named 'x' already exists.", "exists"),
    ("Something new.", "other"),
])
def test_reason_codes(reason, code):
    assert reason_code(reason) == code
    assert reason_code(reason, secret=True) == "secret"
    # docs/stats.md lists every code `memdir stats` may show a refusal under ("other"
    # was missing from it).
    doc = (Path(__file__).resolve().parents[1] / "docs" / "stats.md").read_text("utf-8")
    listed = doc[doc.index("(by reason:"):].split(")")[0]
    assert f"`{code}`" in listed and "`unchanged`" in listed and "`conflict`" in listed


def test_a_proposal_is_counted_as_proposed(project, isolated_env):
    from memdir.service.write_policy import WritePolicy

    policy = WritePolicy()
    policy.apply({"model": {"feedback": "propose"}, "user": {"feedback": "propose"}}, "test",
                 stricter_only=False)
    model = ScriptedProvider(json.dumps([cand("prefer-pytest", "Always use pytest")]))
    with Memory(project, provider=model, policy=policy) as mem:
        mem.after_turn(turn("rules"))
    [write] = [e for e in events(isolated_env) if e["kind"] == "write"]
    assert write == {**write, "outcome": "proposed"}


def test_tokens_sum_exactly_to_what_the_provider_reported(project, isolated_env):
    # A turn whose extraction stores a tenth record, then a consolidation pass: two calls
    # to a server speaking the Anthropic wire format, each with its reported usage.
    with AnthropicWireServer() as server:
        server.answer(json.dumps([cand("tenth", "a tenth fact", type="project")]),
                      usage={"input_tokens": 1234, "output_tokens": 56,
                             "cache_read_input_tokens": 700,
                             "cache_creation_input_tokens": 90})
        server.answer("[]", usage={"input_tokens": 2100, "output_tokens": 7})
        provider = AnthropicProvider("claude-test", api_key="k", base_url=server.url,
                                     max_retries=0)
        with Memory(project, provider=provider, consolidate_at=10) as mem:
            for i in range(9):
                mem.project.upsert(Record(name=f"r{i}", description=f"fact {i}",
                                          type="project"))
            mem.after_turn(turn("remember the tenth fact"))

    calls = [e for e in events(isolated_env) if e["kind"] == "model"]
    assert [c["purpose"] for c in calls] == ["extraction", "consolidation"]
    assert sum(c.get("input_tokens", 0) for c in calls) == 1234 + 2100
    assert sum(c.get("output_tokens", 0) for c in calls) == 56 + 7
    assert sum(c.get("cached_tokens", 0) for c in calls) == 700
    assert sum(c.get("cache_write_tokens", 0) for c in calls) == 90
    assert {c["model"] for c in calls} == {"claude-test"}


def test_a_failed_call_is_counted_as_an_error(project, isolated_env):
    from memdir.foundation.errors import ProviderError

    model = ScriptedProvider(ProviderError("down"))
    with Memory(project, provider=model) as mem:
        mem.after_turn(turn("From now on use pytest"))
    [call] = [e for e in events(isolated_env) if e["kind"] == "model"]
    assert call["outcome"] == "error" and call["purpose"] == "extraction"


class Clock:
    def __init__(self, day: date) -> None:
        self.now = datetime(day.year, day.month, day.day, 12).timestamp()

    def __call__(self) -> float:
        return self.now


def test_old_days_are_deleted_and_a_full_day_stops_growing(tmp_path):
    clock = Clock(date(2026, 1, 1))
    log = UsageLog(tmp_path / "usage", keep_days=3, max_day_bytes=400, clock=clock)
    for day in range(5):
        assert log.append({"kind": "recall", "hits": day})
        clock.now += 86400
    assert [d.isoformat() for d in log.days()] == ["2026-01-03", "2026-01-04", "2026-01-05"]
    clock.now -= 86400
    written = sum(log.append({"kind": "recall", "hits": 1, "ms": 1.5}) for _ in range(20))
    assert 0 < written < 20
    assert not log.append({"kind": "recall"})
    tail = [e["kind"] for e in log.events(date(2026, 1, 5))]
    assert tail[-1] == "full" and tail.count("full") == 1
    assert (tmp_path / "usage" / "2026-01-05.jsonl").stat().st_size <= 400 + 20
    log.close()


def test_a_link_in_place_of_a_day_file_is_never_followed(tmp_path):
    folder = tmp_path / "usage"
    folder.mkdir(mode=0o700)
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep\n")
    (folder / f"{date.today().isoformat()}.jsonl").symlink_to(target)
    assert UsageLog(folder).append({"kind": "recall"}) is False
    assert target.read_text() == "keep\n"


def test_events_since_a_day_and_lines_cut_short(tmp_path):
    folder = tmp_path / "usage"
    folder.mkdir()
    today = date.today()
    (folder / f"{(today - timedelta(days=2)).isoformat()}.jsonl").write_text(
        '{"kind":"recall","hits":0}\n')
    (folder / f"{today.isoformat()}.jsonl").write_text('{"kind":"recall","hits":2}\n{"kin')
    (folder / "notes.jsonl").write_text("{}\n")
    log = UsageLog(folder)
    assert [e["hits"] for e in log.events()] == [0, 2]
    assert [e["hits"] for e in log.events(today - timedelta(days=1))] == [2]


def test_accounting_never_raises(tmp_path):
    folder = tmp_path / "usage"
    folder.write_text("a file where the folder should be")
    Accounting(UsageLog(folder), "s").record_event("recall", hits=1)
    assert usage_folder(Config(home=tmp_path)) == tmp_path / "usage"
    os.chmod(tmp_path, 0o700)


def test_a_memory_too_large_to_store_is_refused_as_invalid():
    # docs/stats.md: `invalid` is a type, a name, an empty or a long field; a record too
    # large for a store to read back was counted as `other`.
    from memdir.foundation.record import MAX_RECORD_BYTES
    from memdir.pipeline.admission.policy import _size_rule

    reason = _size_rule("x" * (MAX_RECORD_BYTES + 1))
    assert reason is not None and reason_code(reason) == "invalid"
