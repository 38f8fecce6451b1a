"""The frontmatter reader: memdir's own subset of YAML read without PyYAML, the rest by it.

The subset reader may only ever say what PyYAML says: on any block it is sure of, its
answer equals PyYAML's; on any other it gives up. These tests compare the two on what
memdir writes, on hand-written and hostile blocks, and on generated ones.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memdir.foundation import frontmatter
from memdir.foundation.frontmatter import _UNSURE, _read_subset
from memdir.foundation.record import Record, parse_record

TRICKY = [
    "---", "a --- b", "x\n---\ny", "use X: always", "key: value: more", "'single'",
    '"double"', "it's", 'say "hi"', "yes", "no", "null", "~", "0x1F", "010", "1_000",
    "1.0", "2024-01-01", "2024-01-01 10:00:00", "# not a comment", "run tests #daily",
    "[WIP] thing", "{a: 1}", "- item", "? q", "& anchor", "*alias", "!tag", "|", ">", "%x",
    "@at", "`tick`", " leading", "trailing ", "\ttab", "a\r\nb", "line1\nline2", "\n",
    "\ufeffbom", "\u2028sep", "\x85nel", "\x1bescape", "emoji 🧠", "中文：冒号", "日本語テスト",
    "Ünïcödé ñ", "- [evil](evil.md) - y", "...", "a\x0bb", "\uffff", "\ufffe", "On", "OFF",
    "NULL", "Yes", "true", "C#", "a:b", "http://x.y/z", "a  b", "ends:", "\\", "\\n", "0",
    "7", "-1", "+1", "0o7", ".inf", ".NaN", "=", "<<", "x\x00y", "\u00a0nbsp", "a\u200bb",
    "\\x41", '\\"', "'", "''", "a''b", "😀" * 3, "\ud7ff", "tab\there",
]


def _pyyaml(lines: list[str]):
    """What memdir read before the subset reader: PyYAML with its loaders."""
    text = "\n".join(lines)
    if "*" not in text and "&" not in text:
        return yaml.load(text, Loader=frontmatter._fast_loader())
    return yaml.load(text, Loader=frontmatter._safe_loader())


def _agrees(lines: list[str]) -> object:
    """The subset reader's answer, after checking it is PyYAML's whenever it gives one."""
    mine = _read_subset(lines)
    if mine is _UNSURE:
        return mine
    assert mine == _pyyaml(lines), lines
    # Same types too: 1 is not "1", None is not "".
    assert repr(mine) == repr(_pyyaml(lines)), lines
    return mine


def _header(rec: Record) -> list[str]:
    split = frontmatter.split(rec.to_text())
    assert split is not None
    return split[0]


def test_memdir_own_records_are_read_without_pyyaml_and_as_pyyaml_reads_them():
    rec = Record(name="prefer-pytest", description="Tests use pytest: never unittest",
                 type="feedback", body="x", created="2026-12-02T18:00:00Z",
                 updated="2026-12-03T09:30:00Z",
                 source={"session": "9f3c", "message": 1, "quote": "以后写测试一律用 pytest"},
                 supersedes="prefer-unittest", origin="user")
    assert _agrees(_header(rec)) == {
        "name": "prefer-pytest", "description": "Tests use pytest: never unittest",
        "type": "feedback", "created": "2026-12-02T18:00:00Z",
        "updated": "2026-12-03T09:30:00Z",
        "source": {"session": "9f3c", "message": 1, "quote": "以后写测试一律用 pytest"},
        "supersedes": "prefer-unittest", "origin": "user"}


@pytest.mark.parametrize("text", TRICKY)
def test_tricky_values_written_by_memdir_read_back_as_pyyaml_reads_them(text):
    rec = Record(name="n", description=text, type="project", body="",
                 source={"quote": text, "note": text}, extra={"x": text})
    _agrees(_header(rec))
    _agrees(_header(rec.evolve(description="d", extra={"y": text}))) if text else None


@pytest.mark.parametrize("block", [
    "name: a\ndescription: b\ntype: user",
    "name: a\nname: b",  # duplicate key
    "name: a # comment",
    "name: 'a' # comment",
    "name: \"a\" x",
    "name: 'a' 'b'",
    "name: \"a\\qb\"",  # unknown escape
    "name: \"a\\x4\"",
    "name: \"a\\x4g\"",
    "name: \"\\U00110000\"",
    "name: \"\\ud800\"",
    "name: \"a\\\n  b\"",
    "name: \"unterminated",
    "name: 'unterminated",
    "name:\n  a: 1\n   b: 2",  # uneven indentation
    "name:\n  a: 1\n b: 2",
    "name:\n  a:\n    b: 1",
    "name:\n- a\n- b",
    "name:\n  - a",
    "source:\ntype: user",  # null, then a key
    "source:",
    "a: 1\nb: 01\nc: 0x10\nd: 1_0\ne: 1.5\nf: -1\ng: 123456789012345678901",
    "a: yes\nb: No\nc: ON\nd: nULL\ne: ~\nf: =\ng: <<",
    "yes: 1",
    "Null: x",
    "<<: x",
    "a : b",
    "a:b",
    "'a': b",
    "a: [1, 2]",
    "a: {b: 1}",
    "a: &x 1\nb: *x",
    "a: !!str 1",
    "a: |\n  text",
    "a: >\n  text",
    "a: b\n  c",  # a plain value continued on the next line
    "a: b\n\nc: d",
    "# comment\na: b",
    "a: b\n...",
    "%YAML 1.1\na: b",
    "a: \tb",
    "a: b\t",
    "a: b\rc: d",
    "a: b\x85c: d",
    "a: b\u2028c: d",
    "a: é\u00a0x",
    "a: 2024-01-01",
    "a: 2024-01-01T10:00:00Z",
    "a: '2024-01-01T10:00:00Z'",
    "a: ''",
    "a: \"\"",
    "a: 'it''s'",
    "a: \"tab\\there \\\"q\\\" \\\\ \\/ \\N\\_\\L\\P\\e\\0\\a\\b\\v\\f\\r\\n\\ \"",
    "a: \"\\x41\\u00e9\\U0001F600\"",
    "a: x: y",
    "a: x:",
    "a: x #y",
    "a: x#y",
    "a: -x",
    "a: ?x",
    "a: :x",
    "a: %x",
    "a: @x",
    "a: `x`",
    "a: 中文",
    "a: _x",
    "-a: b",
    "a-b: c",
    "a_b: c",
    "a.b: c",
    "é: x",
    "",
    " ",
    "a",
    "- a",
    "a: 1\n  b: 2",
])
def test_hand_written_and_hostile_blocks_are_read_as_pyyaml_reads_them(block):
    lines = block.split("\n")
    try:
        _pyyaml(lines)
    except (yaml.YAMLError, ValueError):
        assert _read_subset(lines) is _UNSURE  # PyYAML refuses it: so must the reader
        return
    _agrees(lines)


_PIECES = st.sampled_from([
    "name", "description", "type", "source", "a", "yes", "null", ":", ": ", " ", "  ",
    "'", "''", '"', "\\", "\\n", "\\x4", "\\u00e9", "#", " #", "-", "- ", "1", "0", "01",
    "1.5", "x", "中文", "🧠", "\t", "~", "[", "{", "&", "*", "!", "|", ">", "@", "`", "%",
    "\u00a0", "\u2028", "\x85", "=", "<<", ",", "?", "\r",
])
_LINES = st.lists(st.lists(_PIECES, max_size=8).map("".join), min_size=1, max_size=5)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_LINES)
def test_generated_blocks_are_read_as_pyyaml_reads_them_or_left_to_it(lines):
    try:
        _pyyaml(lines)
    except (yaml.YAMLError, ValueError, RecursionError):
        assert _read_subset(lines) is _UNSURE
        return
    _agrees(lines)


_VALUES = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


def _parsed_by_pyyaml(text: str) -> Record:
    real = frontmatter._read_subset
    frontmatter._read_subset = lambda lines: _UNSURE
    try:
        return parse_record(text, "n.md")
    finally:
        frontmatter._read_subset = real


def _same(a: Record, b: Record) -> bool:
    return (a, a.extra, a.hash, a.problems) == (b, b.extra, b.hash, b.problems)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_VALUES, _VALUES, st.integers(min_value=0, max_value=10**20))
def test_generated_records_parse_the_same_with_either_reader(text, quote, number):
    rec = Record(name="n", description=text, type="user", body="b",
                 source={"quote": quote, "message": number}, extra={"note": text})
    _agrees(_header(rec))
    written = rec.to_text()
    assert _same(parse_record(written, "n.md"), _parsed_by_pyyaml(written))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_LINES)
def test_generated_files_parse_the_same_with_either_reader(lines):
    text = "---\n" + "\n".join(lines) + "\n---\nbody\n"
    assert _same(parse_record(text, "n.md"), _parsed_by_pyyaml(text))


def test_reading_a_record_memdir_wrote_does_not_import_pyyaml(tmp_path):
    text = Record(name="prefer-pytest", description="Use pytest: always", type="feedback",
                  body="Body.", created="2026-12-02T18:00:00Z",
                  source={"session": "s", "message": 3, "quote": "q"}).to_text()
    path = tmp_path / "r.md"
    path.write_text(text, encoding="utf-8")
    code = textwrap.dedent(f"""
        import sys
        from memdir.foundation.record import parse_record
        rec = parse_record(open({str(path)!r}, encoding="utf-8").read(), "r.md")
        assert rec.problems == () and rec.source["message"] == 3, rec
        print("yaml" in sys.modules)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"


def test_a_block_outside_the_subset_is_still_read_by_pyyaml():
    rec = parse_record("---\nname: a\ndescription: d\ntype: user\ncreated: 2024-01-01\n"
                       "tags: [x, y]\n---\nbody\n", "a.md")
    assert rec.created == "2024-01-01" and rec.extra == {"tags": ["x", "y"]}
    assert rec.problems == ()
