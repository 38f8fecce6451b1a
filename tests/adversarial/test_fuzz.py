"""Fuzzing every parser of untrusted input (hypothesis).

Each property says: whatever the input, the parser returns a value of the promised shape
or raises the one documented error type, and what it returns is safe to act on (names
that stay in the store, indices in range, at most the documented number of items).
"""

from __future__ import annotations

import json
import os
import string
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memdir.agent.memory_tool import COMMANDS, MemoryTool, parse_path
from memdir.cli.pipeline import read_transcript
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import InvalidNameError, MemdirError, ToolError
from memdir.foundation.record import (
    INDEX_FILE,
    MEMORY_TYPES,
    Record,
    flatten,
    parse_index_line,
    parse_record,
    validate_name,
)
from memdir.pipeline.admission.policy import (
    decide,
    find_secret,
    find_temporary_marker,
    should_store,
)
from memdir.pipeline.consolidate import validate_output
from memdir.pipeline.extract import MAX_CANDIDATES, extraction_window, parse_candidates
from memdir.pipeline.model_output import find_json_array
from memdir.pipeline.select import MAX_SELECTED, parse_indices, recent_user_text
from memdir.store.files.index import SearchIndex, query_terms, tokenize
from memdir.store.files.store import FileStore

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
SLOW = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

# Text that looks like what the parsers meet: frontmatter fences, YAML syntax, JSON
# punctuation, CJK, control characters, surrogate-free Unicode.
_ALPHABET = st.sampled_from(
    list("-:\n\r\t \"'[]{}#&*!|>%@`,\\/.") + list("abcxyz019") + list("测试記憶テスト") +
    ["---", "\x00", "\ufeff", "\u2028", "\u200b", "é", "ｆ"])
hostile_text = st.one_of(
    st.text(max_size=300),
    st.lists(_ALPHABET, max_size=120).map("".join),
)
json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda children: st.lists(children, max_size=6)
    | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=30,
)
candidate_dict = st.fixed_dictionaries({
    "name": st.one_of(hostile_text, json_value),
    "description": st.one_of(hostile_text, json_value),
    "type": st.one_of(st.sampled_from(MEMORY_TYPES), hostile_text, json_value),
    "scope": st.one_of(st.sampled_from(["persistent", "current_task"]), hostile_text),
    "body": st.one_of(hostile_text, json_value),
})
model_answer = st.one_of(
    hostile_text,
    st.lists(candidate_dict, max_size=30).map(json.dumps),
    st.lists(candidate_dict, max_size=5).map(lambda x: f"Sure:\n```json\n{json.dumps(x)}\n```"),
    json_value.map(json.dumps),
)
valid_name = st.text(alphabet=string.ascii_letters + string.digits + "-_ 测试テ", min_size=1,
                     max_size=40).filter(lambda s: s.strip() and not s.strip().endswith("."))


def _safe_name(name: str) -> bool:
    return ("/" not in name and "\\" not in name and "\x00" not in name
            and name.casefold() not in ("memory", INDEX_FILE.casefold())
            and not name.startswith(".") and name == name.strip() and name != "")


# --------------------------------------------------------------------- record files
@FUZZ
@given(text=hostile_text, file=st.sampled_from([None, "x.md", "测试.md", "a b.md"]))
def test_parse_record_never_raises_and_always_has_a_known_type(text, file):
    rec = parse_record(text, file)
    assert rec.type in MEMORY_TYPES
    assert "\x00" not in rec.name + rec.description + rec.body
    assert isinstance(rec.problems, tuple)


@FUZZ
@given(name=valid_name, description=hostile_text, body=hostile_text,
       rtype=st.sampled_from(MEMORY_TYPES))
def test_what_the_writer_renders_reads_back_the_same(name, description, body, rtype):
    try:
        rec = Record(name=name, description=description, type=rtype, body=body).validate()
    except MemdirError:
        return
    back = parse_record(rec.to_text(), validate_name(name) + ".md")
    assert not back.problems, back.problems
    assert (back.name, back.description, back.type, back.body) == \
        (rec.name, rec.description, rec.type, rec.body)


@FUZZ
@given(line=hostile_text)
def test_parse_index_line_never_raises(line):
    parsed = parse_index_line(line)
    assert parsed is None or all(isinstance(x, str) for x in parsed)


@FUZZ
@given(name=valid_name, description=hostile_text)
def test_an_index_line_round_trips_and_is_one_line(name, description):
    try:
        rec = Record(name=name, description=description or "d", type="project").validate()
    except MemdirError:
        return
    line = rec.index_line()
    assert "\n" not in line and "\r" not in line
    parsed = parse_index_line(line)
    assert parsed is not None
    assert parsed[0] == rec.name and parsed[1] == rec.name + ".md"
    assert parsed[2] == flatten(rec.description)


@FUZZ
@given(name=st.one_of(hostile_text, json_value))
def test_validate_name_accepts_only_names_that_stay_in_the_store(name):
    try:
        norm = validate_name(name)
    except InvalidNameError as exc:
        assert str(exc)
        return
    assert _safe_name(norm)
    root = Path("/store/.memory")
    assert (root / f"{norm}.md").resolve().parent == root.resolve()


# --------------------------------------------------------------------- model answers
@FUZZ
@given(text=st.one_of(model_answer, json_value))
def test_find_json_array_never_raises(text):
    found = find_json_array(text)
    assert found is None or isinstance(found, list)


@FUZZ
@given(text=st.one_of(model_answer, json_value))
def test_parse_candidates_never_raises_and_caps(text):
    got = parse_candidates(text)
    assert len(got) <= MAX_CANDIDATES
    for cand in got:
        for value in (cand.name, cand.description, cand.type, cand.lifetime, cand.body):
            assert isinstance(value, str) and "\x00" not in value
        assert cand.name and cand.description and cand.type and cand.lifetime


@FUZZ
@given(text=st.one_of(hostile_text, st.lists(json_value, max_size=40).map(json.dumps)),
       count=st.integers(min_value=0, max_value=50))
def test_parse_indices_returns_only_valid_unique_indices(text, count):
    got = parse_indices(text, count)
    if got is None:
        return
    assert len(got) <= MAX_SELECTED and len(set(got)) == len(got)
    assert all(type(i) is int and 0 <= i < count for i in got)


@FUZZ
@given(answer=model_answer)
def test_admission_never_raises_and_never_admits_an_unsafe_name(answer):
    existing = [Record("prefer-pytest", "Use pytest", "feedback", "b")]
    for decision in decide(parse_candidates(answer), existing):
        assert decision.action in ("store", "update", "reject") and decision.reason
        if decision.accepted:
            assert _safe_name(validate_name(decision.candidate.name))
            assert decision.candidate.type in MEMORY_TYPES
            assert find_secret(decision.candidate.description) is None


@FUZZ
@given(fields=st.tuples(hostile_text, hostile_text, hostile_text, hostile_text, hostile_text))
def test_should_store_takes_any_text(fields):
    name, description, rtype, body, scope = fields
    decision = should_store(Candidate(name, description, rtype, body, scope), [])
    assert decision.reason
    find_secret(description)
    find_temporary_marker(body)


@SLOW
@given(items=st.lists(st.one_of(candidate_dict, json_value), max_size=12))
def test_consolidation_output_is_validated_or_refused(items):
    group = [Record(f"r-{i}", f"record {i}", "feedback", "b") for i in range(4)]
    try:
        out = validate_output(items, group, limit=4)
    except MemdirError as exc:
        assert str(exc)
        return
    assert 1 <= len(out) <= 4
    assert len({r.key for r in out}) == len(out)
    for rec in out:
        assert _safe_name(rec.name) and rec.type in MEMORY_TYPES


# --------------------------------------------------------------------- conversations
message = st.fixed_dictionaries({
    "role": st.one_of(st.sampled_from(["user", "assistant", "system"]), json_value),
    "content": st.one_of(
        hostile_text, json_value,
        st.lists(st.one_of(
            st.fixed_dictionaries({"type": st.just("text"), "text": st.one_of(hostile_text,
                                                                            json_value)}),
            st.fixed_dictionaries({"type": st.just("tool_result"), "content": hostile_text}),
            json_value), max_size=4)),
})


@FUZZ
@given(messages=st.lists(st.one_of(message, json_value), max_size=8))
def test_conversation_readers_take_any_transcript(messages):
    window = extraction_window(messages)
    assert isinstance(window, str) and len(window) <= 8_000
    dicts = [m for m in messages if isinstance(m, dict)]
    assert isinstance(recent_user_text(dicts), str)


@SLOW
@given(lines=st.lists(st.one_of(hostile_text, json_value.map(json.dumps),
                                message.map(json.dumps)), max_size=8))
def test_read_transcript_returns_messages_or_one_clear_error(lines):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.jsonl"
        text = "\n".join(line.replace("\n", " ") for line in lines)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            messages = read_transcript(str(path))
        except MemdirError as exc:
            assert str(exc)
            return
        assert messages and all(m["role"] in ("user", "assistant") for m in messages)


# --------------------------------------------------------------------- the search index
@pytest.fixture(scope="module")
def small_index():
    with tempfile.TemporaryDirectory() as tmp:
        store = FileStore(Path(tmp) / ".memory")
        for i, (desc, body) in enumerate([
            ("Write tests with pytest", "never unittest"),
            ("回复一律用中文", "代码注释用英文"),
            ("テストは pytest で書く", "モックは最小限"),
            ("Deploy with make release", "after CI"),
        ]):
            store.upsert(Record(f"r-{i}", desc, "feedback", body))
        index = SearchIndex(store)
        yield index
        index.close()


@FUZZ
@given(query=hostile_text)
def test_search_takes_any_query(small_index, query):
    # FTS5 has a query language (AND, NEAR, "*", quotes); no user text may reach it raw.
    assert all(isinstance(t, str) and t for t in query_terms(query))
    tokenize(query)
    hits = small_index.search(query, limit=5)
    assert len(hits) <= 5 and all(0 <= h.score <= 1 for h in hits)
    assert len(small_index.search(query, limit=5, min_score=0)) <= 5


@SLOW
@given(index_text=hostile_text)
def test_a_hostile_memory_md_never_hides_or_invents_records(index_text):
    with tempfile.TemporaryDirectory() as tmp:
        store = FileStore(Path(tmp) / ".memory")
        store.upsert(Record("prefer-pytest", "Use pytest", "feedback", "b"))
        store.index_path.write_text(index_text, encoding="utf-8", errors="surrogatepass")
        fresh = FileStore(store.root)
        assert [r.name for r in fresh.list()] == ["prefer-pytest"]
        assert fresh.find("prefer-pytest") is not None
        assert fresh.check() == []


# --------------------------------------------------------------------- the memory tool
tool_path = st.one_of(
    hostile_text,
    st.lists(st.sampled_from(["", ".", "..", "user", "MEMORY.md", "memory.md", "CON.md",
                              "x.md", "a b.md", "测试.md", "x" * 120 + ".md", "x", "\x00"]),
             max_size=4).map(lambda parts: "/memories/" + "/".join(parts)),
    st.sampled_from(["/memories", "/memories/user", "/etc/passwd", "/memories/../x.md",
                     "memories/x.md", "/memories/./x.md", "/memories/user/../x.md"]),
)


@FUZZ
@given(path=st.one_of(tool_path, json_value))
def test_memory_tool_paths_stay_in_memories(path):
    try:
        target = parse_path(path)
    except ToolError as exc:
        assert str(exc)
        return
    assert target.scope in ("project", "user")
    if target.file is not None:
        assert target.file.endswith(".md") and "/" not in target.file
        assert _safe_name(validate_name(target.file[:-3]))


@SLOW
@given(args=st.fixed_dictionaries(
    {"command": st.one_of(st.sampled_from(COMMANDS), json_value)},
    optional={"path": tool_path, "file_text": hostile_text, "old_str": hostile_text,
              "new_str": hostile_text, "insert_line": st.one_of(st.integers(-3, 30),
                                                                json_value),
              "insert_text": hostile_text, "old_path": tool_path, "new_path": tool_path,
              "view_range": st.one_of(st.lists(st.integers(-3, 30), max_size=3), json_value)}))
def test_the_memory_tool_never_raises_and_never_writes_outside(args):
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp)
        project = FileStore(top / "p" / ".memory")
        user = FileStore(top / "u" / ".memory", scope="user")
        project.upsert(Record("x", "An existing memory", "feedback", "body line"))
        out = MemoryTool(project, user)(args)
        assert isinstance(out.content, str) and out.content
        allowed = (str(top / "p" / ".memory"), str(top / "u" / ".memory"))
        for dirpath, _, files in os.walk(top):
            for f in files:
                assert dirpath.startswith(allowed), os.path.join(dirpath, f)
        for store in (project, user):
            if store.exists():
                names = [r.name for r in store.list()]
                assert all(_safe_name(n) for n in names), names
