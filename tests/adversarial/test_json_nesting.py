"""JSON nested deeper than the parser's stack, wherever memdir reads JSON it did not write:
a cloned repository's history log and settings files, a data set for `memdir eval`,
Claude Code's hook input. Each is read as text that is not JSON (one sentence, or the
line left out), never a RecursionError traceback."""

from __future__ import annotations

import json
import os

import pytest

DEEP = "[" * 100_000 + "]" * 100_000  # 200 KB: far past the parser's stack


def _run(*args: str, cwd, input: str | None = None):
    from integrations.conftest import run_memdir

    return run_memdir(*args, cwd=cwd, input=input, env=dict(os.environ))


@pytest.mark.parametrize("text", [DEEP, DEEP.encode(), '{"a":' * 50_000 + "1" + "}" * 50_000])
def test_json_nested_too_deeply_is_text_that_is_not_json(text):
    from memdir.foundation import json_text

    with pytest.raises(ValueError, match="nested too deeply"):
        json_text.loads(text)
    assert json_text.loads('{"a": [1, {"b": null}]}') == {"a": [1, {"b": None}]}


def test_a_cloned_history_log_with_a_deep_line_still_lists_and_logs(isolated_env, tmp_path):
    """One line of ``[[[[...`` in a clone's ``.memory/.history/log.jsonl`` ended memdir
    ls, log, changes, doctor and restore in a traceback: the store was unusable."""
    project = tmp_path / "clone"
    (project / ".git").mkdir(parents=True)
    assert _run("add", "build-tool", "-t", "project", "-d", "Builds use bazel",
                cwd=project).returncode == 0
    with open(project / ".memory" / ".history" / "log.jsonl", "a") as log:
        log.write(DEEP + "\n")
    said = {}
    for command in (["ls"], ["log", "build-tool"], ["changes"], ["doctor"]):
        done = said[command[0]] = _run(*command, cwd=project)
        assert "Traceback" not in done.stderr and "RecursionError" not in done.stderr, (
            command, done.stderr[-300:])
        assert done.returncode == 0, (command, done.stderr[-300:])
    assert "build-tool" in said["ls"].stdout


def test_a_cloned_settings_file_nested_too_deeply_is_ignored_with_one_warning(
        isolated_env, tmp_path):
    """A clone's ``.memdir/settings.json`` of ``{"policy": [[[[...`` ended memdir policy
    and every write a model asked for (an MCP session's memory_save) in a traceback."""
    project = tmp_path / "clone"
    (project / ".git").mkdir(parents=True)
    (project / ".memdir").mkdir()
    (project / ".memdir" / "settings.json").write_text('{"policy": ' + DEEP + "}")
    done = _run("policy", cwd=project)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-300:]
    assert "settings.json: not valid JSON" in done.stderr
    assert "its policy is ignored" in done.stderr


def test_a_deep_claude_settings_file_is_one_sentence(isolated_env, tmp_path):
    project = tmp_path / "clone"
    (project / ".claude").mkdir(parents=True)
    (project / ".git").mkdir()
    (project / ".claude" / "settings.json").write_text('{"hooks": ' + DEEP + "}")
    done = _run("install", "claude-code", cwd=project)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-300:]
    assert "is not valid JSON" in done.stderr


def test_a_deep_hook_input_does_nothing_and_says_what_was_wrong(isolated_env, tmp_path):
    """One sentence naming the nesting and how deep it went: the hook said "is not the
    JSON object Claude Code sends", as of text that is no JSON, which sent a person
    looking for a wrong field. Brackets inside a string are not counted."""
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    event = ('{"hook_event_name": "UserPromptSubmit", "prompt": "a [[{ \\" [", "x": '
             + "[" * 5_000 + "]" * 5_000 + "}")
    for text, levels in ((DEEP, "100,000"), (event, "5,001")):
        done = _run("hook", "claude-code", "prompt", cwd=project, input=text)
        assert done.returncode == 0 and "RecursionError" not in done.stderr, done.stderr[-300:]
        assert done.stdout == ""
        said = done.stderr.strip().splitlines()
        assert said == [f"memdir hook: the input on stdin is JSON nested {levels} levels "
                        "deep, too deep to read; nothing was done"], said
    done = _run("hook", "claude-code", "prompt", cwd=project, input="[1, 2")
    assert "is not the JSON object Claude Code sends" in done.stderr


@pytest.mark.parametrize("name, content", [
    ("deep.json", DEEP),  # read as LoCoMo / LongMemEval
    ("deep.jsonl", json.dumps({"kind": "record", "name": "a", "description": "x"})[:-1]
     + ', "body": ' + DEEP + "}\n"),
])
def test_eval_of_a_data_set_nested_too_deeply_is_one_sentence(isolated_env, tmp_path, name,
                                                              content):
    path = tmp_path / name
    path.write_text(content)
    done = _run("eval", str(path), cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-300:]
    assert "nested too deeply" in done.stderr


# A real `memdir mcp` (its helpers imported inside the test, which the marking does
# not read): slow.
@pytest.mark.slow
def test_an_mcp_session_saves_in_a_clone_whose_settings_nest_too_deeply(isolated_env,
                                                                        tmp_path):
    """Through a real MCP client over stdio: memory_save read the write policy, whose
    project file was ``{"policy": [[[[...``, and failed with the RecursionError's text."""
    pytest.importorskip("mcp")
    from integrations.test_mcp_server import server, session, text

    from memdir.store import FileStore

    project = tmp_path / "clone"
    (project / ".git").mkdir(parents=True)
    (project / ".memdir").mkdir()
    (project / ".memdir" / "settings.json").write_text('{"policy": ' + DEEP + "}")

    async def script(client):
        return await client.call_tool("memory_save", {
            "name": "ci-runner", "type": "project",
            "description": "CI runs on buildkite"})

    saved = session(server(project), script)
    assert not saved.is_error, text(saved)
    assert saved.structured_content["saved"] is True
    assert FileStore(project / ".memory").find("ci-runner") is not None
