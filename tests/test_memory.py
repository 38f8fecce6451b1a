"""The Memory API: one turn = select + recall at the start, extract + admit at the end."""

from __future__ import annotations

import json

import pytest
from memory_helpers import person

from memdir.foundation.errors import ProviderError
from memdir.foundation.record import Record
from memdir.pipeline.recall import MEMORY_POLICY, RECALLED_HEADING
from memdir.service.actors import Actor
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider


def cand(name, description, type="feedback", lifetime="persistent", body=None, quote=""):
    return {"name": name, "description": description, "type": type, "lifetime": lifetime,
            "body": body or description, "quote": quote or description}


def turn(user, assistant="ok"):
    return [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]


@pytest.fixture
def project(tmp_path):
    return tmp_path / "proj"


def test_turn_with_a_model_costs_select_and_extract_calls_only(project):
    model = ScriptedProvider(json.dumps([cand("prefer-pytest", "Tests use pytest")]))
    mem = Memory(project, provider=model)
    blocks = mem.system_prompt(turn("hello")[:1], base="BASE")
    assert [b.text for b in blocks][:2] == ["BASE", MEMORY_POLICY]
    assert model.calls == []  # empty store: no selection call
    report = mem.after_turn(turn("From now on use pytest"))
    assert [d.action for d in report.decisions] == ["store"]
    assert len(model.calls) == 1
    model.enqueue("[0]")
    blocks = Memory(project, provider=model).system_prompt(turn("write a test")[:1])
    assert len(model.calls) == 2
    recalled = [b.text for b in blocks if b.text.startswith(RECALLED_HEADING)]
    assert recalled and "Tests use pytest" in recalled[0]
    model.assert_complete()


def test_provenance_records_session_message_and_quote(project):
    quote = "以后写测试一律用 pytest"
    model = ScriptedProvider(json.dumps([cand("prefer-pytest", "测试用 pytest", quote=quote)]))
    mem = Memory(project, provider=model, session="s-1")
    messages = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hey"},
                {"role": "user", "content": quote + "。"}, {"role": "assistant", "content": "ok"}]
    mem.after_turn(messages)
    rec = mem.project.get("prefer-pytest")
    assert rec.source == {"session": "s-1", "message": 2, "quote": quote}
    assert rec.created and rec.updated


def test_user_type_goes_to_the_user_store(project, isolated_env):
    model = ScriptedProvider(json.dumps([cand("reply-zh", "Reply in Chinese", type="user"),
                                         cand("deploy", "Deploy with make ship",
                                              type="reference")]))
    Memory(project, provider=model).after_turn(turn("I'm Li; reply in Chinese"))
    assert (isolated_env / "memory" / "reply-zh.md").exists()
    assert (project / ".memory" / "deploy.md").exists()


@pytest.mark.parametrize("text", ["以后回复都用中文", "From now on, always answer in French.",
                                  "今後は日本語で答えてください", "I'm a backend engineer"])
def test_offline_preferences_about_the_user_go_to_the_user_store(project, isolated_env, text):
    report = Memory(project, provider="offline").after_turn(turn(text))
    (stored,) = report.stored
    assert stored.type == "user"
    assert (isolated_env / "memory" / stored.file).exists()
    assert not (project / ".memory" / stored.file).exists()


def test_same_name_updates_and_keeps_history(project):
    model = ScriptedProvider(json.dumps([cand("test-runner", "Tests use pytest")]),
                             json.dumps([cand("test-runner", "Tests use vitest now")]))
    mem = Memory(project, provider=model)
    mem.after_turn(turn("use pytest"))
    report = mem.after_turn(turn("我改主意了,测试改用 vitest"))
    assert [d.action for d in report.decisions] == ["update"]
    records = mem.project.list()
    assert [r.description for r in records] == ["Tests use vitest now"]
    assert records[0].supersedes is None  # an update replaces a version, not a record
    assert [e.op for e in mem.project.history("test-runner")] == ["create", "update"]
    assert "pytest" in mem.project.history("test-runner")[-1].before


def test_extraction_failure_is_one_line_and_never_raises(project):
    lines = []
    mem = Memory(project, provider=ScriptedProvider(ProviderError("API returned 529")),
                 log=lines.append)
    report = mem.after_turn(turn("always use pytest"))
    assert report.errors and "529" in report.errors[0]
    assert lines == [f"[Memory extraction skipped: {report.errors[0].split(': ', 1)[1]}]"]
    assert not (project / ".memory").exists() or mem.project.list() == []


def test_the_one_line_summary_says_the_extraction_failed(project):
    """docs/python-api.md: "`report.summary()` is one line". A failed extraction (the
    model's 529, a model that cannot be made) summed up as "[Memory: stored 0, updated 0,
    rejected 0]", the line of a turn with nothing to remember."""
    mem = Memory(project, provider=ScriptedProvider(ProviderError("API returned 529")))
    report = mem.after_turn(turn("always use pytest"))
    assert report.summary() == ("[Memory: stored 0, updated 0, rejected 0, "
                                "extraction failed]")
    quiet = Memory(project, provider=ScriptedProvider("[]")).after_turn(turn("hello"))
    assert quiet.summary() == "[Memory: stored 0, updated 0, rejected 0]"


@pytest.mark.parametrize("provider", ["anthropic", "gpt"])
def test_a_provider_that_cannot_be_made_is_a_line_of_the_report(project, provider):
    # docs/python-api.md: "after_turn never raises". Memory(provider="anthropic") without
    # ANTHROPIC_API_KEY, or a name no provider has, raised from the turn's end.
    mem = Memory(project, provider=provider)
    report = mem.after_turn(turn("From now on, always use pytest"))
    assert report.stored == [] and len(report.errors) == 1
    assert report.errors[0].startswith("extraction failed: ")
    assert "ANTHROPIC_API_KEY" in report.errors[0] or "Unknown provider" in report.errors[0]


def test_hostile_extraction_output_writes_nothing(project):
    answer = json.dumps([cand("../../etc/x", "evil"), cand("MEMORY", "overwrite index"),
                         cand("k", "key is sk-ant-api03-" + "a" * 40),
                         cand("t", "skip tests for now", lifetime="current_task")])
    report = Memory(project, provider=ScriptedProvider(answer)).after_turn(turn("x"))
    assert [d.action for d in report.decisions] == ["reject"] * 4
    assert not list(project.glob(".memory/*.md"))


def test_selection_falls_back_when_model_answers_prose(project):
    mem = Memory(project, provider=ScriptedProvider("I would pick the pytest one."))
    mem.project.upsert(Record(name="prefer-pytest", description="Tests use pytest",
                              type="feedback"))
    recalled = mem.recall("write tests with pytest")
    assert [r.record.name for r in recalled] == ["prefer-pytest"]
    assert recalled[0].method == "fallback"


def test_consolidation_runs_after_a_storing_turn_once_store_is_big(project):
    mem = Memory(project, provider=ScriptedProvider(), consolidate_at=10)
    for i in range(9):
        mem.project.upsert(Record(name=f"r{i}", description=f"fact {i}", type="project"))
    keep = lambda s, m, t: m[-1]["content"][m[-1]["content"].index("["):]  # noqa: E731
    mem.provider.enqueue(json.dumps([cand("new-fact", "a tenth fact", type="project")]), keep)
    report = mem.after_turn(turn("remember the tenth fact"))
    assert len(report.consolidation) == 1
    assert len(mem.provider.calls) == 2  # extract + one consolidation pass
    mem.provider.enqueue("[]")  # nothing stored -> no consolidation
    assert mem.after_turn(turn("thanks")).consolidation == []


def test_catalog_is_capped_for_a_large_store(project):
    mem = Memory(project, provider="offline", catalog_chars=8_000)
    root = project / ".memory"
    root.mkdir(parents=True)
    for i in range(1000):  # more than the 400 (8,000 // 20) newest the catalog reads
        rec = Record(name=f"rec-{i:05d}", description=f"fact number {i} " + "w" * 40,
                     type="project", updated=f"2026-01-01T00:{i // 60 % 60:02d}:{i % 60:02d}Z")
        (root / f"rec-{i:05d}.md").write_text(rec.to_text())
    catalog = mem.catalog()
    assert len(catalog) <= 8_000 + 50
    assert "more records not shown" in catalog


def test_offline_memory_never_imports_an_sdk(project):
    import subprocess
    import sys

    code = ("import sys\nfrom memdir.service.memory import Memory\n"
            f"m = Memory({str(project)!r}, provider='offline')\n"
            "m.after_turn([{'role': 'user', 'content': 'From now on always use pytest.'}])\n"
            "print(m.recall('pytest')[0].record.name)\n"
            "print([x for x in ('anthropic', 'openai') if x in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.splitlines()
    assert out[-1] == "[]" and out[0]


def test_remember_goes_through_the_policy(project):
    mem = Memory(project, provider="offline")
    assert [d.action for d in mem.remember("Remember: deploys go through make ship").decisions] \
        == ["store"]
    assert [d.action for d in mem.remember("my password=hunter2hunter2").decisions] == ["reject"]


def test_save_admits_one_candidate_with_given_provenance(project):
    from memdir.foundation.candidate import Candidate

    mem = Memory(project, provider="offline", user=False, actor=Actor("model", "mcp"))
    decision, rec = mem.save(Candidate("deploy", "Deploy with make ship", "reference"),
                             source={"session": "mcp-1", "via": "mcp"})
    assert decision.action == "store" and rec.source == {"session": "mcp-1", "via": "mcp"}
    assert mem.project.history("deploy")[0].actor == "mcp"
    decision, rec = mem.save(Candidate("tmp", "skip lint for now", "feedback"))
    assert decision.action == "reject" and rec is None


def test_an_update_keeps_frontmatter_fields_a_person_added(project):
    model = ScriptedProvider(json.dumps([cand("test-runner", "Tests use vitest now")]))
    mem = Memory(project, provider=model, user=False)
    mem.project.upsert(Record(name="test-runner", description="Tests use pytest",
                              type="feedback", extra={"owner": "alice",
                                                      "expires": "2027-06-30"}))
    report = mem.after_turn(turn("我改主意了,测试改用 vitest"))
    # Written by hand, the record is a person's: the update waits for them, and what the
    # approval writes keeps the fields they added.
    assert [d.action for d in report.decisions] == ["propose"]
    assert mem.project.get("test-runner").description == "Tests use pytest"
    person(mem.project).approve(report.proposed[0].id)
    rec = mem.project.get("test-runner")
    assert rec.description == "Tests use vitest now"
    assert rec.extra == {"owner": "alice", "expires": "2027-06-30"}
    assert "owner: alice" in (mem.project.root / rec.file).read_text(encoding="utf-8")


@pytest.mark.parametrize("option, value", [("catalog_chars", "8000"), ("recall_chars", -1),
                                           ("catalog_chars", 2.5), ("recall_chars", True)])
def test_a_prompt_budget_that_is_no_count_of_characters_is_refused_at_once(project, option,
                                                                           value):
    """docs/python-api.md's `Memory(catalog_chars=8_000, recall_chars=20_000)`: a text
    there failed with a TypeError at the first prompt built, a negative number emptied
    the prompt without a word. Both clients refuse it when made, in one sentence."""
    from memdir.foundation.errors import BadInput
    from memdir.service.remote.memory import RemoteMemory

    sentence = f"{option} is a number of characters, 0 or more, not {value!r}."
    with pytest.raises(BadInput) as local:
        Memory(project, provider="offline", **{option: value})
    with pytest.raises(BadInput) as remote:
        RemoteMemory("http://127.0.0.1:9", "mdt_x", **{option: value})
    assert str(local.value) == str(remote.value) == sentence
    assert not (project / ".memory").exists()
