"""The record format: fields, the line-based frontmatter, names, and the MEMORY.md line.

The teaching code split files on the first ``---`` anywhere and read ``key: value`` lines
verbatim; these tests pin the fixes for its defects and the compatibility with its files.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memdir.foundation.errors import InvalidNameError, InvalidRecordError, MemdirError
from memdir.foundation.record import (
    MAX_DESCRIPTION_CHARS,
    MEMORY_TYPES,
    Record,
    content_hash,
    dump_frontmatter,
    flatten,
    name_key,
    parse_index_line,
    parse_record,
    validate_name,
)

FULL = Record(
    name="prefer-pytest",
    description="Tests in this project use pytest, never unittest",
    type="feedback",
    body="The user corrected this explicitly.\nWrite pytest functions and fixtures.",
    created="2026-12-02T18:00:00Z",
    updated="2026-12-03T09:30:00Z",
    source={"session": "9f3c", "message": 1, "quote": "以后在这个项目里写测试一律用 pytest"},
    supersedes="prefer-unittest",
)

TRICKY_TEXT = [
    "---", "a --- b", "x\n---\ny", "---\ntype: user", "use X: always", "key: value: more",
    "'single'", '"double"', "it's", 'say "hi"', "yes", "no", "null", "~", "0x1F", "010",
    "1_000", "1.0", "2024-01-01", "2024-01-01 10:00:00", "# not a comment", "run tests #daily",
    "[WIP] thing", "{a: 1}", "- item", "? q", "& anchor", "*alias", "!tag", "|", ">", "%x",
    "@at", "`tick`", " leading", "trailing ", "\ttab", "a\r\nb", "line1\nline2", "\n",
    "\ufeffbom", "\u2028sep", "\x85nel", "\x1bescape", "emoji 🧠", "中文：冒号", "日本語テスト",
    "Ünïcödé ñ", "- [evil](evil.md) - y", "...", "a\x0bb", "\uffff", "\ufffe",
]


def valid_or_none(text: str) -> str | None:
    try:
        return validate_name(text)
    except InvalidNameError:
        return None


names = st.one_of(
    st.sampled_from(["prefer-pytest", "café", "cafe\u0301", "Prefer Pytest", "记住\u3000测试",
                     "a  b", "x[1]", "a(b)", "100", "true", "null", "2024-01-01", "~x"]),
    st.text(min_size=1, max_size=40),
).map(valid_or_none).filter(lambda n: n is not None)
texts = st.one_of(st.sampled_from(TRICKY_TEXT), st.text(max_size=200))


def test_all_fields_round_trip():
    back = parse_record(FULL.to_text(), "prefer-pytest.md")
    assert back == FULL
    assert back.problems == ()
    assert back.file == "prefer-pytest.md"
    assert back.hash == content_hash(FULL.to_text())


def test_file_starts_with_the_documented_frontmatter():
    lines = FULL.to_text().split("\n")
    assert lines[:4] == ["---", "name: prefer-pytest",
                         "description: Tests in this project use pytest, never unittest",
                         "type: feedback"]
    assert "---" in lines[4:]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=names, description=texts, body=texts, rtype=st.sampled_from(MEMORY_TYPES))
def test_any_text_round_trips_exactly(name, description, body, rtype):
    rec = Record(name=name, description=description, type=rtype, body=body,
                 created="2026-01-01T00:00:00Z")
    text = rec.to_text()
    back = parse_record(text, name + ".md")
    assert back == rec, text
    assert back.problems == ()
    # Every value stays on its own key's line, so no value can ever produce a fence line.
    lines = text.split("\n")
    header = lines[1:lines.index("---", 1)]
    assert [ln.split(":", 1)[0] for ln in header] == ["name", "description", "type", "created"]


@settings(max_examples=500, deadline=None)
@given(st.dictionaries(st.sampled_from(["name", "description", "type", "note"]),
                       st.one_of(st.sampled_from(TRICKY_TEXT), st.text(max_size=120)),
                       min_size=1))
def test_the_fast_frontmatter_writer_gives_the_same_text(meta):
    """libyaml renders most records; a file must not depend on which emitter wrote it."""
    assert dump_frontmatter(meta) == dump_frontmatter(meta, fast=False)


def test_characters_beyond_the_bmp_stay_readable():
    text = Record("mood", "keeps 🧠 and 𠀀 as they are", "user").to_text()
    assert "keeps 🧠 and 𠀀 as they are" in text and "\\U" not in text


@pytest.mark.parametrize("description", [
    "a --- b", "---", "x\n---\ny", "before\n---\ntype: user\nafter", "--- leading", "trailing ---",
])
def test_fence_inside_description_keeps_the_type(description):
    # The seed's verified defect: split("---", 2) cut the description and lost the type.
    rec = Record(name="n", description=description, type="feedback", body="body")
    back = parse_record(rec.to_text(), "n.md")
    assert back.type == "feedback"
    assert back.description == description
    assert back.body == "body"
    assert back.problems == ()


def test_fence_in_body_stays_in_body():
    rec = Record(name="n", description="d", type="user", body="---\nname: x\n---\nmore")
    back = parse_record(rec.to_text(), "n.md")
    assert back.body == rec.body
    assert (back.name, back.type) == ("n", "user")


def teaching_file(name: str, description: str, rtype: str, body: str = "body") -> str:
    # The shape memory_document() in the teaching code wrote: unquoted values, no timestamps.
    return f"---\nname: {name}\ndescription: {description}\ntype: {rtype}\n---\n{body}\n"


@pytest.mark.parametrize("description", [
    "use X: always", "这个项目写测试一律用 pytest,不用 unittest", "a: b: c", "[WIP] rewrite",
    "yes", "no", "on", "null", "~", "0x1F", "010", "1_000", "3.14", "2024-01-01",
    "2024-01-01 10:00:00", "run tests #daily", "50% of the time", "it's fine", "@team",
])
def test_teaching_code_files_load_verbatim(description):
    text = teaching_file("prefer-pytest", description, "feedback")
    rec = parse_record(text, "prefer-pytest.md")
    assert (rec.name, rec.description, rec.type) == ("prefer-pytest", description, "feedback")
    assert rec.body == "body"
    assert rec.problems == ()
    assert rec.created is None and rec.updated is None and rec.source is None


@pytest.mark.parametrize("name", ["yes", "404", "null", "2024-01-01"])
def test_teaching_code_names_are_text(name):
    rec = parse_record(teaching_file(name, "d", "user"), f"{name}.md")
    assert rec.name == name
    assert rec.problems == ()


def test_multiline_plain_yaml_still_folds():
    text = "---\nname: n\ndescription: first\n  second\ntype: user\n---\n"
    assert parse_record(text, "n.md").description == "first second"


@pytest.mark.parametrize("text, expect", [
    ("---\nname: n\ndescription: d\ntype: user\nno closing fence\n", "no frontmatter"),
    ("just some notes\nwithout any header\n", "no frontmatter"),
    ("---\nname: n\ndescription: [unclosed\n---\nbody\n", "not valid YAML"),
    ("---\n- a\n- b\n---\nbody\n", "not valid YAML"),
    ("---\n\tbad: indent\n  : x\n---\n", "not valid YAML"),
    ("---\nname: n\ndescription: d\ntype: opinion\n---\n", "unknown type 'opinion'"),
    ("---\nname: n\ndescription: d\n---\n", "no type"),
    ("", "no frontmatter"),
])
def test_broken_frontmatter_loads_as_project_with_a_problem(text, expect):
    rec = parse_record(text, "notes.md")
    assert rec.type == "project"
    assert any(expect in p for p in rec.problems), rec.problems
    assert rec.name in ("n", "notes")


def test_unreadable_yaml_keeps_the_teaching_fields():
    text = "---\nname: n\ndescription: [WIP: x\ntype: user\n---\nbody\n"
    rec = parse_record(text, "n.md")
    assert (rec.name, rec.description, rec.type) == ("n", "[WIP: x", "user")


def test_nul_bytes_are_stripped_everywhere():
    text = "---\nname: a\x00b\ndescription: x\x00y\ntype: us\x00er\n---\nbo\x00dy\n"
    rec = parse_record(text, "ab.md")
    assert (rec.name, rec.description, rec.type, rec.body) == ("ab", "xy", "user", "body")
    made = Record(name="a", description="x\x00y", type="user", body="b\x00")
    assert (made.description, made.body) == ("xy", "b")
    assert "\x00" not in made.to_text()


def test_a_name_with_nul_is_refused_not_silently_changed():
    with pytest.raises(InvalidNameError, match="NUL"):
        Record(name="a\x00b", description="d", type="user").validate()


@pytest.mark.parametrize("name", ["../../etc/x", "Memory", "con", "a\u200bb"])
def test_a_file_whose_name_cannot_be_used_lists_a_problem(name):
    rec = parse_record(teaching_file(name, "d", "user"), "x.md")
    assert rec.name == name
    assert any("name cannot be used" in p for p in rec.problems), rec.problems


def test_dates_in_frontmatter_become_strings():
    text = (
        "---\nname: n\ndescription: d\ntype: user\ncreated: 2026-12-02\n"
        "updated: 2026-12-02T18:00:00Z\nreviewed: 2026-01-01 10:00:00\n"
        "source:\n  session: s\n  at: 2026-12-01\n---\n"
    )
    rec = parse_record(text, "n.md")
    assert rec.created == "2026-12-02"
    assert rec.updated == "2026-12-02T18:00:00Z"
    assert rec.source == {"session": "s", "at": "2026-12-01"}
    assert rec.extra == {"reviewed": "2026-01-01T10:00:00"}
    assert parse_record(rec.to_text(), "n.md") == rec


def test_crlf_files_load_with_clean_text():
    text = teaching_file("n", "use X: always", "user", "line 1\nline 2").replace("\n", "\r\n")
    rec = parse_record(text, "n.md")
    assert (rec.name, rec.description, rec.type) == ("n", "use X: always", "user")
    assert rec.body == "line 1\nline 2"
    assert rec.problems == ()


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_bom_is_tolerated(newline):
    text = "\ufeff" + teaching_file("n", "d", "reference").replace("\n", newline)
    rec = parse_record(text, "n.md")
    assert (rec.name, rec.description, rec.type, rec.problems) == ("n", "d", "reference", ())


def test_body_with_carriage_returns_round_trips_in_our_own_files():
    rec = Record(name="n", description="d", type="user", body="a\r\nb\rc")
    assert parse_record(rec.to_text(), "n.md").body == "a\r\nb\rc"


def test_lone_surrogates_cannot_break_encoding():
    # json.loads('"\\ud800"') yields a lone surrogate; a model can send that.
    rec = Record(name="n", description="bad \ud800 text", type="user", body="\udfff")
    rec.to_text().encode("utf-8")
    assert parse_record(rec.to_text(), "n.md") == rec


def test_name_falls_back_to_file_stem():
    rec = parse_record("---\ndescription: d\ntype: user\n---\n", "from-stem.md")
    assert rec.name == "from-stem"


def test_unknown_keys_are_kept():
    rec = parse_record("---\nname: n\ndescription: d\ntype: user\npriority: 2\n---\n", "n.md")
    assert rec.extra == {"priority": 2}
    assert "priority: 2" in rec.to_text()


def test_alias_bomb_is_refused_quickly():
    lines = ["a: &a [x,x,x,x,x,x,x,x,x]"]
    for prev, cur in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    text = "---\nname: n\ndescription: d\ntype: user\n" + "\n".join(lines) + "\n---\n"
    rec = parse_record(text, "n.md")  # 9**9 elements if expanded: must not hang
    assert (rec.name, rec.description, rec.type) == ("n", "d", "user")
    assert rec.extra == {}


# ---------------------------------------------------------------- names

@pytest.mark.parametrize("name, reason", [
    ("a/b", "one of /"), ("a\\b", "one of /"), ("../x", "one of /"), ("..", "starts with a dot"),
    (".hidden", "starts with a dot"), ("a\x00b", "NUL"), ("", "empty"), ("   ", "empty"),
    ("x" * 10_000, "at most 100"), ("é" * 101, "at most 100"), ("MEMORY", "index file"),
    ("memory", "index file"), ("Memory.md", "index file"), ("MEMORY.MD", "index file"),
    (" memory ", "index file"), ("CON", "device"), ("nul.txt", "device"), ("com1", "device"),
    ("LPT9", "device"), ("a:b", "one of"), ("a*b", "one of"), ("a?", "one of"), ("a|b", "one of"),
    ("a<b>", "one of"), ('a"b', "one of"), ("line\nbreak", "control"), ("tab\there", "control"),
    ("zero\u200bwidth", "control"), ("bidi\u202eevil", "control"), ("a\u2028b", "control"),
    ("trailing.", "ends with a dot"),
    ("sur\ud800", "it is not valid Unicode text: a lone surrogate U+D800 at character 4."),
])
def test_unsafe_names_are_refused_with_a_clear_message(name, reason):
    with pytest.raises(InvalidNameError) as info:
        validate_name(name)
    message = str(info.value)
    assert message.startswith("Invalid memory name ")
    assert reason in message
    assert len(message) < 200
    assert isinstance(info.value, MemdirError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize("name", [None, 3, b"bytes"])
def test_non_text_names_are_refused(name):
    with pytest.raises(InvalidNameError, match="must be text"):
        validate_name(name)


def test_valid_names_are_normalized():
    assert validate_name("  prefer-pytest ") == "prefer-pytest"
    assert validate_name("cafe\u0301") == "café"
    assert validate_name("记住测试") == "记住测试"
    assert validate_name("memory-notes") == "memory-notes"
    assert validate_name("a..b") == "a..b"


def test_names_equal_after_case_folding_and_nfc_are_one_identity():
    assert name_key("Prefer-Pytest") == name_key("prefer-pytest")
    assert name_key("café") == name_key("cafe\u0301") == name_key("CAFÉ")
    assert name_key("Straße") == name_key("STRASSE")
    assert name_key("a") != name_key("b")


# ---------------------------------------------------------------- validation

def test_validate_accepts_a_complete_record():
    assert FULL.validate() is FULL


@pytest.mark.parametrize("changes, match", [
    ({"type": "opinion"}, "not one of"),
    ({"description": "   "}, "needs a description"),
    ({"description": "x" * (MAX_DESCRIPTION_CHARS + 1)}, "longer than"),
])
def test_validate_refuses_incomplete_records(changes, match):
    with pytest.raises(InvalidRecordError, match=match):
        FULL.evolve(**changes).validate()


def test_validate_refuses_unsafe_names():
    with pytest.raises(InvalidNameError):
        FULL.evolve(name="../etc/passwd").validate()


def test_evolve_resets_store_fields():
    stored = parse_record(FULL.to_text(), "prefer-pytest.md")
    changed = stored.evolve(description="new")
    assert changed.hash is None and changed.problems == ()
    assert changed.description == "new" and changed.created == FULL.created


# ---------------------------------------------------------------- index lines

def test_index_line_format():
    assert FULL.index_line() == (
        "- [prefer-pytest](prefer-pytest.md) - Tests in this project use pytest, never unittest"
    )


def test_description_cannot_forge_an_index_line():
    rec = Record(name="n", description="x\n- [evil](evil.md) - y\r\n\u2028z", type="user")
    line = rec.index_line()
    assert len(line.splitlines()) == 1
    assert parse_index_line(line) == ("n", "n.md", "x - [evil](evil.md) - y z")


@settings(max_examples=200, deadline=None)
@given(name=names, description=texts)
def test_index_line_reads_back_the_exact_name(name, description):
    rec = Record(name=name, description=description, type="user")
    line = rec.index_line()
    assert len(line.splitlines()) == 1
    assert parse_index_line(line) == (name, name + ".md", flatten(rec.description))


def test_hand_written_name_with_line_break_stays_one_line():
    rec = parse_record('---\nname: "a\\n- [x](x.md) - y"\ndescription: d\ntype: user\n---\n',
                       "a.md")
    line = rec.index_line()
    assert len(line.splitlines()) == 1
    assert parse_index_line(line)[1] == "a.md"


@pytest.mark.parametrize("line", [
    "# Memory index", "", "- not a link", "* [x](x.md) - y", "-[x](x.md) - y",
])
def test_non_index_lines_are_ignored(line):
    assert parse_index_line(line) is None


def test_nfc_names_compose():
    rec = Record(name="cafe\u0301", description="d", type="user")
    assert rec.name == "café" and unicodedata.is_normalized("NFC", rec.name)


def test_content_hash_is_sha256_as_hashlib_computes_it():
    """The digest comes from CPython's built-in SHA-256 (hashlib would load OpenSSL in
    every hook process); stored hashes must not change."""
    import hashlib

    for text in ("", "héllo", "记住 pytest 🧠", "x" * 100_000):
        assert content_hash(text) == hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def test_the_first_free_numbered_name_is_always_a_valid_name():
    from memdir.foundation.record import (
        MAX_NAME_BYTES,
        MAX_NAME_CHARS,
        free_name,
        numbered_name,
        validate_name,
    )

    assert free_name("deploy", {"deploy-2"}.__contains__) == "deploy-3"
    longest = "d" * MAX_NAME_CHARS
    assert numbered_name(longest, 2) == "d" * (MAX_NAME_CHARS - 2) + "-2"
    assert numbered_name(longest, 10) == "d" * (MAX_NAME_CHARS - 3) + "-10"
    wide = "部署" * 33  # 66 characters, 198 bytes: the byte limit bites first
    name = numbered_name(wide, 2)
    assert validate_name(name) == name and len(name.encode()) <= MAX_NAME_BYTES
    assert name.endswith("-2")
    # Shortening may meet a taken name: that one is skipped like any other.
    taken = {numbered_name(longest, 2)}
    assert free_name(longest, taken.__contains__) == numbered_name(longest, 3)
