"""`memdir.pipeline.conversation`: one reader for conversation files, and extraction over every
turn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.cli.pipeline import file_session
from memdir.pipeline.conversation import extraction_points, parse_lines, turn_ends
from memdir.service.memory import Memory
from memdir.service.scopes import user_store
from memdir.store import FileStore
from memdir.testing import ScriptedProvider

CHATTER = ["Where is the config loaded?", "In config.py.", "And the CLI entry point?",
           "cli/__init__.py.", "Thanks, show me the tests folder.", "tests/ at the root."]


def conversation(first: str, turns: int = 10) -> list[dict]:
    """``first`` as the first user message, then ordinary back-and-forth."""
    out = [{"role": "user", "content": first}, {"role": "assistant", "content": "OK."}]
    for i in range(turns - 1):
        out += [{"role": "user", "content": CHATTER[(2 * i) % len(CHATTER)]},
                {"role": "assistant", "content": CHATTER[(2 * i + 1) % len(CHATTER)]}]
    return out


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MEMDIR_PROVIDER", "offline")
    return tmp_path


def write(path, messages):
    path.write_text("\n".join(json.dumps(m, ensure_ascii=False) for m in messages) + "\n",
                    "utf-8")
    return str(path)


def test_extract_reads_an_instruction_on_the_first_of_twenty_lines(project):
    path = write(project / "talk.jsonl",
                 conversation("From now on, always write commit messages in English."))
    assert len(open(path, encoding="utf-8").read().splitlines()) == 20
    result = CliRunner().invoke(cli, ["extract", path], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    [rec] = FileStore(project / ".memory").list()
    assert "commit messages in English" in rec.description
    assert rec.source == {"session": file_session(Path(path)), "message": 0,
                          "quote": "From now on, always write commit messages in English."}
    assert rec.source["session"].startswith("file:talk.jsonl:")


def test_two_transcripts_of_one_file_name_are_two_sessions(project):
    # Both named transcript.jsonl, in folders of their own: `rm --session` of one once
    # deleted the other's memories too.
    first, second = project / "c1", project / "c2"
    first.mkdir()
    second.mkdir()
    one = write(first / "transcript.jsonl", conversation("Please always use tabs in this repo."))
    two = write(second / "transcript.jsonl",
                conversation("From now on, always write commit messages in English."))
    for path in (one, two, one):  # the same file again: the same session
        assert CliRunner().invoke(cli, ["extract", path]).exit_code == 0
    store = FileStore(project / ".memory")
    sessions = {r.source["session"] for r in store.list()}
    assert sessions == {file_session(Path(one)), file_session(Path(two))}
    done = CliRunner().invoke(cli, ["rm", "--session", file_session(Path(one)), "--yes"])
    assert done.exit_code == 0, done.output
    assert [r.source["session"] for r in store.list()] == [file_session(Path(two))]


def test_each_memory_points_at_its_own_message_and_session(project):
    messages = conversation("From now on, always write commit messages in English.")
    messages[10] = {"role": "user", "content": "以后回复都用中文。"}
    lines = [json.dumps({"type": m["role"], "sessionId": "s-42", "message": m},
                        ensure_ascii=False) for m in messages]
    path = project / "cc.jsonl"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    result = CliRunner().invoke(cli, ["extract", str(path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    stores = [FileStore(project / ".memory"), user_store()]  # a preference may be either
    sources = [(r.source["message"], r.source["session"])
               for s in stores if s.exists() for r in s.list()]
    assert sorted(sources) == [(0, "s-42"), (10, "s-42")]


def test_turns_end_where_the_next_user_text_starts():
    tool = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t",
                                         "content": "x"}]}
    messages = [{"role": "user", "content": "a"}, {"role": "user", "content": "b"},
                {"role": "assistant", "content": "c"}, tool,
                {"role": "assistant", "content": "d"}, {"role": "user", "content": "e"}]
    assert turn_ends(messages) == [5, 6]
    assert turn_ends([{"role": "assistant", "content": "hi"}]) == []


def test_a_model_sees_every_turn_in_bounded_calls(tmp_path):
    messages = conversation("From now on, always write commit messages in English.", 40)
    model = ScriptedProvider(*["[]"] * 80)
    store = FileStore(tmp_path / ".memory", scope="project")
    with Memory(store, user=False, provider=model) as memory:
        memory.after_conversation(messages)
    prompts = [call.last_user_text for call in model.calls]
    assert 1 < len(prompts) <= 10  # 40 turns, 80 messages, 12-message windows
    assert "commit messages in English" in prompts[0]
    assert all(any(m["content"] in p for p in prompts) for m in messages)


def test_offline_extraction_points_are_every_turn_end():
    messages = conversation("x", 5)
    assert extraction_points(messages, per_turn=True, max_messages=12,
                             max_chars=8000) == [2, 4, 6, 8, 10]
    assert extraction_points(messages, per_turn=False, max_messages=4,
                             max_chars=8000) == [4, 8, 10]


def test_parse_lines_strict_names_the_bad_line():
    from memdir.foundation.errors import TranscriptError

    with pytest.raises(TranscriptError, match="t.jsonl line 2 is not JSON"):
        parse_lines(['{"role": "user", "content": "a"}', "{oops"], strict=True,
                    origin="t.jsonl")
    assert parse_lines(['{"role": "user", "content": "a"}', "{oops"]).messages == [
        {"role": "user", "content": "a"}]


def test_one_module_reads_conversations():
    # Selection, compaction, hooks, extraction and `memdir extract` all ask the same
    # functions what a message says and where a turn starts.
    import memdir.agent.compaction
    import memdir.integrations.claude_code  # noqa: F401 - imports the reader lazily
    import memdir.pipeline.extract
    import memdir.pipeline.select
    import memdir.pipeline.transcript
    from memdir.pipeline import conversation

    assert memdir.pipeline.select.message_text is conversation.message_text
    assert memdir.agent.compaction.message_text is conversation.message_text
    assert memdir.pipeline.extract.turn_start is conversation.turn_start
    assert memdir.pipeline.extract.extraction_window is conversation.extraction_window
    assert memdir.pipeline.transcript.read_transcript is conversation.read_transcript


def test_candidate_is_in_foundation_and_in_the_public_api():
    import memdir
    from memdir.foundation.candidate import Candidate

    assert memdir.Candidate is Candidate


def test_a_line_nested_too_deeply_is_said_as_json_text_says_it():
    from memdir.foundation.errors import TranscriptError
    from memdir.foundation.json_text import TOO_DEEP

    lines = ['{"role": "user", "content": "hi"}', "[" * 100_000 + "]" * 100_000]
    with pytest.raises(TranscriptError, match=f"t.jsonl line 2 is not JSON \\({TOO_DEEP}\\)"):
        parse_lines(lines, strict=True, origin="t.jsonl")
    assert len(parse_lines(lines).messages) == 1  # a hook's read skips it


def test_a_transcript_or_file_naming_no_session_a_record_can_keep_names_its_file():
    """A transcript's sessionId holding ESC or a line break, cut to 100 characters, was
    written into every record's source, and ``memdir rm --session`` could not name it:
    such an id is none, and the file's session is always one a record can keep."""
    from memdir.foundation.source import is_session

    for hostile in ("\x1b]0;owned\x07", "a\nb", "\u202eevil", "s" * 201):
        line = json.dumps({"type": "user", "sessionId": hostile,
                           "message": {"role": "user", "content": "hi"}})
        assert parse_lines([line]).session is None
    assert parse_lines([json.dumps({"type": "user", "sessionId": "s-42", "message": {
        "role": "user", "content": "hi"}})]).session == "s-42"
    for name in ("t\x1b[2J.jsonl", "x" * 250 + ".jsonl", "caf\udce9.jsonl"):
        assert is_session(file_session(Path("/tmp") / name)), name
