"""Hostile model answers, through the real pipeline (ScriptedProvider as the model).

Every answer a model gives is untrusted input: extraction, selection and consolidation
answers that are not JSON, are huge, have the wrong types, or name records so that a
naive writer would escape the store, overwrite the index or create an unusable file.
Each test asserts the safe outcome (a refusal with a reason, or nothing done) *and* that
the records already stored are byte-for-byte unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memory_helpers import consolidate_now
from store_snapshot import snapshot

from memdir.foundation.record import INDEX_FILE, Record, parse_index_line, parse_record
from memdir.pipeline import model_output
from memdir.pipeline.extract import MAX_CANDIDATES, parse_candidates
from memdir.pipeline.select import MAX_SELECTED, parse_indices
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore
from memdir.testing import ScriptedProvider

SEED_RECORDS = (
    Record("prefer-pytest", "Write tests with pytest functions, never unittest", "feedback",
           "The user corrected this explicitly."),
    Record("回复用中文", "回复一律用中文,代码注释用英文", "user", "用户明确要求过。"),
    Record("deploy-command", "Deploy with make release from main", "project",
           "Only after CI is green."),
)
TURN = [
    {"role": "user", "content": "From now on, always lint with ruff. Also deploy it."},
    {"role": "assistant", "content": "Done."},
]


def tree(top: Path) -> set[str]:
    """Every path under ``top`` (to catch a file written outside the store)."""
    return {str(p.relative_to(top)) for p in top.rglob("*")}


@pytest.fixture
def project(tmp_path) -> FileStore:
    store = FileStore(tmp_path / "project" / ".memory")
    for rec in SEED_RECORDS:
        store.upsert(rec)
    return store


@pytest.fixture
def model() -> ScriptedProvider:
    return ScriptedProvider()


@pytest.fixture
def memory(project, model, tmp_path):
    user = FileStore(tmp_path / "user" / ".memory", scope="user")
    user.upsert(Record("user-is-backend", "The user is a backend engineer", "user", "Go, SQL."))
    with Memory(project, user=user, provider=model) as mem:
        yield mem


def item(name="use-ruff", description="Lint with ruff, never flake8", type="feedback",
         body="The user asked for ruff.", scope="persistent", **extra):
    return {"name": name, "description": description, "type": type, "body": body,
            "scope": scope, **extra}


# --------------------------------------------------------------------- extraction
HOSTILE_EXTRACTION_ANSWERS = {
    "prose": "I don't think anything here is worth remembering.",
    "empty": "",
    "null": "null",
    "number": "42",
    "string": '"prefer-pytest"',
    "empty-object": "{}",
    "object-without-array": '{"name": "x", "description": "y"}',
    "unterminated": "[" * 5_000,
    "unterminated-object": '[{"name": "use-ruff", "description": "Lint with ruff"',
    "deep-nesting": "[" * 3_000 + "]" * 3_000,
    "wrong-types": json.dumps([
        item(name=["a", "b"]), item(name={"x": 1}), item(description=None),
        item(type=5), item(scope=True), item(scope=None), 7, "string", None, [1, 2],
    ]),
    "wrong-scope": json.dumps([item(scope="current_task"), item(scope="forever")]),
    "unknown-type": json.dumps([item(type="secret"), item(type="")]),
    "fenced-traversal": "```json\n" + json.dumps([item(name="../../x")]) + "\n```",
    "hostile-names": json.dumps([
        item(name="../../x", body="a"), item(name="..", body="b"), item(name="/etc/passwd"),
        item(name="MEMORY", body="c"), item(name="memory.md", body="d"),
        item(name="Memory.MD", body="e"), item(name="CON", body="f"),
        item(name="con.txt", body="g"), item(name="LPT1", body="h"),
        item(name="x" * 10_000, body="i"), item(name=".hidden", body="j"),
        item(name="a\\b", body="k"), item(name="line\nbreak", body="l"),
        item(name="trailing.", body="m"), item(name="zero\u200bwidth", body="n"),
        item(name="\u202eevil", body="o"), item(name="   ", body="p"),
    ]),
    "empty-fields": json.dumps([item(name=""), item(description=""), item(description="  ")]),
    "secrets": json.dumps([
        item(name="aws", description="Deploy key is AKIAQ3EGRXTM5DPLW7NK", body="x1"),
        item(name="gh", description="Use token ghp_" + "a1" * 18 + " for the API", body="x2"),
        item(name="pw", description="The staging password=hunter2hunter2", body="x3"),
        item(name="pk", description="Server key", body="-----BEGIN RSA PRIVATE KEY-----\nMII"),
        item(name="anth", description="Anthropic key",
             body="sk-ant-api03-" + "Qx7dLm2Rt9Vb4Nc8" * 3),
        item(name="db-url", description="DB at postgres://admin:s3cret@db.internal/prod",
             body="x4"),
        item(name="zh-pw", description="测试环境密码是 Abc12345!", body="x5"),
    ]),
    "temporary": json.dumps([
        item(name="for-now", description="For now, skip the flaky test", body="t1"),
        item(name="this-time", description="这次先别跑测试", body="t2"),
        item(name="kondo", description="今回だけ main に直接 push する", body="t3"),
    ]),
    "duplicates-of-existing": json.dumps([
        item(name="pytest-again", description="Write tests with pytest functions, never unittest",
             body="The user corrected this explicitly."),
    ]),
}


@pytest.mark.parametrize("answer", HOSTILE_EXTRACTION_ANSWERS.values(),
                         ids=HOSTILE_EXTRACTION_ANSWERS.keys())
def test_hostile_extraction_answer_stores_nothing_and_changes_nothing(
        memory, model, project, tmp_path, answer):
    before = snapshot(project.root)
    user_before = snapshot(memory.user.root)
    paths_before = tree(tmp_path)
    model.enqueue(answer)

    report = memory.after_turn(TURN)

    model.assert_complete()
    assert len(model.calls) == 1  # extraction only: nothing stored, so no consolidation
    assert report.stored == []
    assert all(d.action == "reject" and d.reason for d in report.decisions)
    assert snapshot(project.root) == before
    assert snapshot(memory.user.root) == user_before
    new_paths = tree(tmp_path) - paths_before
    assert all(".cache" in p for p in new_paths), new_paths


@pytest.mark.parametrize("answer", ["Sure, I'll remember that you want ruff!", "",
                                    "null", '{"note": "nothing"}'])
def test_an_extraction_answer_with_no_array_is_a_line_of_the_report(memory, model, project,
                                                                     answer):
    """An answer holding no JSON array, not even "[]", says nothing about the turn: it was
    taken for "nothing to remember", so the user's "from now on..." was dropped with no
    word in the report. It is a failed extraction, said as one."""
    before = snapshot(project.root)
    model.enqueue(answer)

    report = memory.after_turn(TURN)

    assert report.stored == [] and report.decisions == []
    [error] = report.errors
    assert error.startswith("extraction failed: Memory extraction failed: the model's "
                            "answer held no JSON array (")
    assert snapshot(project.root) == before


def test_an_empty_array_is_nothing_to_remember_and_no_error(memory, model):
    model.enqueue("Nothing here is worth keeping: []")
    report = memory.after_turn(TURN)
    assert report.errors == [] and report.decisions == []


def test_every_hostile_name_is_refused_with_the_reason(memory, model, project):
    answer = HOSTILE_EXTRACTION_ANSWERS["hostile-names"]
    model.enqueue(answer)
    report = memory.after_turn(TURN)
    reasons = {d.candidate.name[:20]: d.reason for d in report.decisions}
    assert "Invalid memory name" in reasons["../../x"] and "/" in reasons["../../x"]
    assert "index file" in reasons["MEMORY"]
    assert "index file" in reasons["memory.md"]
    assert "index file" in reasons["Memory.MD"]
    assert "device name" in reasons["CON"]
    assert "device name" in reasons["con.txt"]
    assert "a name may have at most 100" in reasons["x" * 20]
    assert "starts with a dot" in reasons[".hidden"]
    # The index is still the index: every line names a record file that exists.
    lines = [parse_index_line(ln) for ln in project.index_path.read_text().splitlines()]
    files = sorted(p[1] for p in lines if p)
    assert files == sorted(project.record_files())


def test_secrets_are_never_written_anywhere(memory, model, project, tmp_path):
    model.enqueue(HOSTILE_EXTRACTION_ANSWERS["secrets"])
    report = memory.after_turn(TURN)
    assert report.decisions and all("secret" in d.reason for d in report.decisions)
    everything = b"".join(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())
    for needle in (b"AKIAQ3EGRXTM5DPLW7NK", b"hunter2hunter2", b"s3cret", b"Abc12345",
                   b"sk-ant-api03", b"BEGIN RSA"):
        assert needle not in everything


def test_a_nul_byte_never_reaches_a_name_or_a_file(memory, model, project):
    before = snapshot(project.root)
    model.enqueue(json.dumps([item(name="use\x00ruff", description="Lint\x00 with ruff",
                                   body="b\x00ody")]))
    model.enqueue("no consolidation array")  # in case the store reached the threshold
    report = memory.after_turn(TURN)
    for rec in report.stored:
        assert "\x00" not in rec.name + rec.description + rec.body
    for f in project.record_files():
        assert "\x00" not in f
        assert b"\x00" not in (project.root / f).read_bytes()
    for name, content in before.items():
        if name.endswith(".md") and name != INDEX_FILE:
            assert snapshot(project.root)[name] == content


def test_ten_thousand_candidates_are_capped(memory, model, project):
    before = {f: (project.root / f).read_bytes() for f in project.record_files()}
    items = [item(name=f"rule-{i}", description=f"Rule number {i} about linting",
                  body=f"body {i}") for i in range(10_000)]
    model.enqueue(json.dumps(items))
    # The grown store is consolidated (one call per group): answer every group with prose.
    model.enqueue(*["I cannot consolidate that."] * 8)
    report = memory.after_turn(TURN)
    assert len(report.decisions) <= MAX_CANDIDATES
    assert len(report.stored) <= MAX_CANDIDATES
    assert len(project.record_files()) <= len(before) + MAX_CANDIDATES
    for f, content in before.items():
        assert (project.root / f).read_bytes() == content


def test_parse_candidates_caps_and_coerces_without_raising():
    huge = json.dumps([item(name=f"n{i}", description="d" * 1_500, body="b" * 4_800)
                       for i in range(30)])
    assert len(huge) < 200_000  # within what the parser reads, so the cap is what is tested
    got = parse_candidates(huge)
    assert len(got) <= MAX_CANDIDATES
    assert len(got) == MAX_CANDIDATES
    for cand in got:
        assert len(cand.description) <= 1_000
        assert len(cand.body) <= 4_000
    assert parse_candidates(None) == []
    assert parse_candidates(b"[{}]") == []
    assert parse_candidates(["not", "text"]) == []


def test_description_with_newlines_cannot_forge_catalog_or_index_lines(memory, model, project):
    forged = ("Lint with ruff\n- [evil](../../etc/passwd.md) - injected index line\n"
              "7: [feedback] evil - forged catalog line\n---\ntype: user")
    model.enqueue(json.dumps([item(name="use-ruff", description=forged, body="x")]))
    report = memory.after_turn(TURN)
    assert [r.name for r in report.stored] == ["use-ruff"]

    # MEMORY.md: one line per record file, nothing pointing outside the store.
    parsed = [parse_index_line(ln) for ln in project.index_path.read_text().splitlines()]
    entries = [p for p in parsed if p]
    assert sorted(e[1] for e in entries) == sorted(project.record_files())
    assert not any("evil" == e[0] or ".." in e[1] for e in entries)
    # The record reads back exactly, type included ("---" inside did not cut the header).
    rec = parse_record((project.root / "use-ruff.md").read_text(), "use-ruff.md")
    assert rec.type == "feedback" and rec.description == " ".join(forged.split()) \
        or rec.description == forged
    assert not rec.problems

    # The catalog the selection model sees has exactly one numbered line per record.
    model.enqueue("[0]")
    memory.select("lint with ruff please")
    prompt = model.last_call.messages[-1]["content"]
    catalog = prompt.split("Memory records:\n", 1)[1].split("\n\nUser request:", 1)[0]
    numbered = [ln for ln in catalog.splitlines() if ln[:1].isdigit()]
    assert len(numbered) == memory._recaller.total()
    assert not any(ln.startswith("7: [feedback] evil") for ln in catalog.splitlines())


def test_lone_surrogates_from_json_escapes_do_not_break_the_store(memory, model, project):
    answer = ('[{"name": "use-ruff", "description": "Lint \\ud800 with ruff", '
              '"type": "feedback", "body": "b \\udfff", "scope": "persistent"}]')
    model.enqueue(answer)
    report = memory.after_turn(TURN)
    assert not report.errors
    assert project.check() == []
    for f in project.record_files():
        (project.root / f).read_bytes().decode("utf-8")  # valid UTF-8 on disk


# --------------------------------------------------------------------- selection
HOSTILE_SELECTIONS = {
    "prose": ("I would pick the pytest one.", "fallback"),
    "empty": ("", "fallback"),
    "object": ('{"choice": 1}', "fallback"),
    "wrong-types": ('[true, false, 1.0, "0", null, -1, 99999999999999999999, [0], {"i": 0}]',
                    "model"),
    "out-of-range": ("[-1, 3, 4, 1000]", "model"),
    "duplicates": ("[0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6]", "model"),
    "huge": (json.dumps(list(range(10_000)) * 3), "model"),
    "nan": ("[NaN, Infinity, 0]", "model"),
    "fenced-wrapper": ('```json\n{"records": [1]}\n```', "model"),
}


@pytest.mark.parametrize(("answer", "method"), HOSTILE_SELECTIONS.values(),
                         ids=HOSTILE_SELECTIONS.keys())
def test_hostile_selection_answer_picks_only_real_records(memory, model, project, answer,
                                                          method):
    before = snapshot(project.root)
    model.enqueue(answer)
    selection = memory.select("write tests with pytest")
    model.assert_complete()
    assert selection.method == method
    assert len(selection.entries) <= MAX_SELECTED
    keys = [(e.scope, e.name) for e in selection.entries]
    assert len(keys) == len(set(keys))
    stores = {"project": memory.project, "user": memory.user}
    for entry in selection.entries:
        assert stores[entry.scope].find(entry.name) is not None
    assert snapshot(project.root) == before


def test_parse_indices_accepts_only_in_range_ints():
    assert parse_indices("[true, 1.0, \"2\", -1, 2, 2, 7]", 5) == [2]
    assert parse_indices("no array here", 5) is None
    assert parse_indices("[]", 5) == []
    assert parse_indices(json.dumps(list(range(10_000))), 3) == [0, 1, 2]
    assert len(parse_indices(json.dumps(list(range(10_000))), 10_000)) == MAX_SELECTED


class _CountingDecoder(model_output.json.JSONDecoder):
    calls = 0
    limit = 1_000

    def raw_decode(self, s, idx=0):
        type(self).calls += 1
        if type(self).calls > self.limit:
            raise OverflowError("too many decode attempts")  # not caught: the test fails fast
        return super().raw_decode(s, idx)


@pytest.mark.parametrize("text", ["[" * 200_000, "[1," * 66_000, '{"a": [' * 28_000],
                         ids=["brackets", "unterminated-list", "unterminated-objects"])
def test_find_json_array_bounds_its_work_on_pathological_answers(monkeypatch, text):
    """A 200 KB answer of '[[[[' or '[1,[1,' must not cost one full decode per bracket
    (quadratic: 10-30 s before the attempts were capped)."""
    monkeypatch.setattr(_CountingDecoder, "calls", 0)
    monkeypatch.setattr(model_output.json, "JSONDecoder", _CountingDecoder)
    assert model_output.find_json_array(text) is None
    assert _CountingDecoder.calls <= _CountingDecoder.limit


def test_a_provider_crash_in_selection_falls_back_to_the_ranker(memory, model):
    model.enqueue(ConnectionResetError("peer reset"))
    selection = memory.select("write tests with pytest")
    assert selection.method == "fallback"
    assert [e.name for e in selection.entries][:1] == ["prefer-pytest"]


# --------------------------------------------------------------------- consolidation
def _grown_store(tmp_path) -> FileStore:
    store = FileStore(tmp_path / "big" / ".memory")
    for i in range(12):
        store.upsert(Record(f"lint-rule-{i}", f"Lint rule {i}: prefer ruff settings", "feedback",
                            f"Detail {i}."))
    return store


HOSTILE_CONSOLIDATIONS = {
    "empty-array": "[]",
    "prose": "These records look fine to me.",
    "not-records": json.dumps(["a", 1, None]),
    "duplicate-names": json.dumps([{"name": "lint-rule-1", "description": "x", "type": "feedback",
                                    "body": "y"}] * 2),
    "traversal": json.dumps([{"name": "../../escape", "description": "x", "type": "feedback"}]),
    "index-name": json.dumps([{"name": "MEMORY", "description": "x", "type": "feedback"}]),
    "device-name": json.dumps([{"name": "CON", "description": "x", "type": "feedback"}]),
    "bad-type": json.dumps([{"name": "lint-rule-1", "description": "x", "type": "admin"}]),
    "no-description": json.dumps([{"name": "lint-rule-1", "description": "", "type": "feedback"}]),
    "more-than-input": json.dumps([{"name": f"n-{i}", "description": f"d {i}",
                                    "type": "feedback"} for i in range(10_000)]),
    "huge-name": json.dumps([{"name": "x" * 10_000, "description": "d", "type": "feedback"}]),
}


@pytest.mark.parametrize("answer", HOSTILE_CONSOLIDATIONS.values(),
                         ids=HOSTILE_CONSOLIDATIONS.keys())
def test_hostile_consolidation_answer_changes_nothing(tmp_path, answer):
    store = _grown_store(tmp_path)
    before = snapshot(store.root)
    model = ScriptedProvider(answer)
    result = consolidate_now(store, model)
    model.assert_complete()
    assert result.skipped and not result.changed
    assert snapshot(store.root) == before
    assert store.check() == []


def test_a_provider_crash_in_consolidation_never_escapes_after_turn(tmp_path):
    store = _grown_store(tmp_path)
    model = ScriptedProvider(json.dumps([item()]), RuntimeError("SDK bug"))
    with Memory(store, user=False, provider=model) as mem:
        report = mem.after_turn(TURN)
    assert [r.name for r in report.stored] == ["use-ruff"]


def test_consolidation_answer_cannot_resurrect_or_write_outside(tmp_path):
    """A valid-looking merge that also smuggles a traversal name is refused whole."""
    store = _grown_store(tmp_path)
    before = snapshot(store.root)
    answer = json.dumps([
        {"name": "lint-rule-0", "description": "merged", "type": "feedback", "body": "b"},
        {"name": "../outside", "description": "x", "type": "feedback", "body": "b"},
    ])
    result = consolidate_now(store, ScriptedProvider(answer))
    assert result.skipped and not result.changed
    assert snapshot(store.root) == before
    assert not (tmp_path / "big" / "outside.md").exists()
    assert not (tmp_path / "outside.md").exists()


# --------------------------------------------------------------------- the memory tool
HOSTILE_TOOL_CALLS = {
    "traversal": {"command": "create", "path": "/memories/../../x.md", "file_text": "x"},
    "absolute": {"command": "view", "path": "/etc/passwd"},
    "index": {"command": "create", "path": "/memories/MEMORY.md", "file_text": "- [x](x.md)"},
    "index-lower": {"command": "str_replace", "path": "/memories/memory.md", "old_str": "a",
                    "new_str": "b"},
    "device": {"command": "create", "path": "/memories/CON.md", "file_text": "Use pytest"},
    "long-name": {"command": "create", "path": "/memories/" + "x" * 10_000 + ".md",
                  "file_text": "Use pytest"},
    "nul": {"command": "create", "path": "/memories/a\x00b.md", "file_text": "Use pytest"},
    "backslash": {"command": "create", "path": "/memories/..\\x.md", "file_text": "x"},
    "subfolder": {"command": "create", "path": "/memories/a/b.md", "file_text": "x"},
    "rename-out": {"command": "rename", "old_path": "/memories/prefer-pytest.md",
                   "new_path": "/memories/../x.md"},
    "rename-to-index": {"command": "rename", "old_path": "/memories/prefer-pytest.md",
                        "new_path": "/memories/MEMORY.md"},
    "delete-folder": {"command": "delete", "path": "/memories"},
    "overwrite": {"command": "create", "path": "/memories/prefer-pytest.md",
                  "file_text": "Use unittest"},
    "secret": {"command": "create", "path": "/memories/aws.md",
               "file_text": "AWS key AKIAQ3EGRXTM5DPLW7NK for deploys"},
    "temporary": {"command": "create", "path": "/memories/skip.md",
                  "file_text": "For now, skip the flaky test"},
    "unknown-command": {"command": "format_disk", "path": "/memories"},
    "not-a-dict": ["create", "/memories/x.md"],
    "wrong-types": {"command": "insert", "path": "/memories/prefer-pytest.md",
                    "insert_line": "1", "insert_text": 5},
}


@pytest.mark.parametrize("args", HOSTILE_TOOL_CALLS.values(), ids=HOSTILE_TOOL_CALLS.keys())
def test_hostile_memory_tool_calls_are_refused_and_change_nothing(project, tmp_path, args):
    from memdir.agent.memory_tool import MemoryTool

    user = FileStore(tmp_path / "user" / ".memory", scope="user")
    before = snapshot(project.root)
    paths_before = tree(tmp_path)
    out = MemoryTool(project, user)(args)
    assert out.is_error and out.content
    assert snapshot(project.root) == before
    assert not (tree(tmp_path) - paths_before - {"user"})
