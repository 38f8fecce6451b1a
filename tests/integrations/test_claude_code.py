"""`memdir hook claude-code`: documented payloads in, documented JSON out, exit code 0 always.

Logic is tested in-process through `run_hook`; the contract with Claude Code (stdin,
stdout, exit code, the detached extraction) through the real command.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from filelock import FileLock
from waiting import wait_for

from memdir.integrations import claude_code as cc
from memdir.pipeline.recall import MEMORY_POLICY
from memdir.store import FileStore

from .conftest import FIXTURES, add, payload, run_memdir

SESSION = payload("Stop")["session_id"]


@pytest.fixture
def transcript(tmp_path) -> Path:
    path = tmp_path / f"{SESSION}.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", path)
    return path


def call(event: str, project: Path, transcript: Path, spawned: list | None = None,
         **fields) -> tuple[dict | None, str]:
    """run_hook in-process; returns (parsed stdout or None, stderr)."""
    data = payload(event, cwd=str(project), transcript_path=str(transcript), **fields)
    recorder = (lambda args, cwd: spawned.append((args, cwd))) if spawned is not None \
        else _no_spawn
    out, err = cc.run_hook(json.dumps(data), spawn=recorder)
    return (json.loads(out) if out else None), err


def _no_spawn(args, cwd):
    raise AssertionError("this event must not start an extraction")


def context(output: dict | None, event: str) -> str:
    assert output is not None
    assert output["hookSpecificOutput"]["hookEventName"] == event
    return output["hookSpecificOutput"]["additionalContext"]


# ----------------------------------------------------------------------------- transcript
def test_transcript_keeps_only_what_the_user_and_assistant_wrote():
    messages = cc.read_transcript(FIXTURES / "claude_code_transcript.jsonl")
    texts = json.dumps(messages)
    assert "Klingon" not in texts  # a sub-agent's prompt is not the user
    assert "prod-eu" not in texts  # metadata / injected reminders
    assert "/memory" not in texts  # slash-command echo
    assert [m["role"] for m in messages] == ["user", "assistant"] * 3
    assert messages[2]["content"][0]["text"].startswith("From now on, always write tests")


def test_transcript_tail_and_torn_lines_never_raise(tmp_path):
    path = tmp_path / "t.jsonl"
    good = json.dumps({"type": "user", "message": {"role": "user", "content": "hello"}})
    path.write_text("x" * 5_000 + "\n" + good + "\n" + '{"type": "user", "mess', "utf-8")
    assert cc.read_transcript(path, tail_bytes=200) == [{"role": "user", "content": "hello"}]
    assert cc.read_transcript(path) == [{"role": "user", "content": "hello"}]


# ----------------------------------------------------------------------------- SessionStart
def test_session_start_prints_policy_and_catalog(project, project_store, user_store,
                                                 transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    add(user_store, "reply-zh", "The user wants answers in Chinese", type="user")
    output, err = call("SessionStart", project, transcript)
    text = context(output, "SessionStart")
    assert err == "" and text.startswith(MEMORY_POLICY)
    assert "[feedback, project store] prefer-pytest - Tests in this project use pytest" in text
    assert "[user, user store] reply-zh - The user wants answers in Chinese" in text


def test_session_start_with_no_memory_prints_nothing(project, transcript):
    assert call("SessionStart", project, transcript) == (None, "")


def test_session_start_catalog_fits_claude_codes_inline_limit(project, project_store,
                                                               transcript):
    for i in range(150):
        add(project_store, f"fact-{i:03d}", f"Project fact {i}: " + "detail " * 12,
            type="project")
    text = context(call("SessionStart", project, transcript)[0], "SessionStart")
    assert len(text) <= cc.CONTEXT_CHARS < 10_000
    assert "more records not shown)" in text


# ----------------------------------------------------------------------------- UserPromptSubmit
def test_prompt_gets_the_relevant_records_as_json(project, project_store, transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest, never unittest",
        body="The user corrected this explicitly.")
    add(project_store, "deploy-cmd", "Deploy with make ship", type="reference")
    output, err = call("UserPromptSubmit", project, transcript,
                       prompt="Write unit tests for utils.py")
    text = context(output, "UserPromptSubmit")
    assert err == "" and text.startswith(MEMORY_POLICY)
    records = json.loads(text[text.index("["):])
    assert [r["source"] for r in records] == ["project:prefer-pytest.md"]
    assert "The user corrected this explicitly." in records[0]["content"]


def test_unrelated_prompt_adds_nothing(project, project_store, tmp_path):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    assert call("UserPromptSubmit", project, tmp_path / "new-session.jsonl",
                prompt="What is the capital of Peru?") == (None, "")


def test_previous_user_messages_count_for_recall(project, project_store, tmp_path):
    add(project_store, "deploy-cmd", "Deploy to staging with make ship", type="reference")
    history = tmp_path / "h.jsonl"
    history.write_text(json.dumps({"type": "user", "message": {
        "role": "user", "content": "We need to deploy the staging build today"}}) + "\n",
        "utf-8")
    output, _ = call("UserPromptSubmit", project, history, prompt="ok, go ahead")
    assert "deploy-cmd" in context(output, "UserPromptSubmit")


def test_a_record_is_shown_once_per_session_until_it_changes(project, project_store,
                                                             transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    prompt = "Write unit tests with pytest"
    assert call("UserPromptSubmit", project, transcript, prompt=prompt)[0] is not None
    assert call("UserPromptSubmit", project, transcript, prompt=prompt) == (None, "")
    add(project_store, "prefer-pytest", "Tests in this project use pytest and hypothesis")
    changed = context(call("UserPromptSubmit", project, transcript, prompt=prompt)[0],
                      "UserPromptSubmit")
    assert "hypothesis" in changed
    call("SessionStart", project, transcript, source="compact")  # the context was replaced
    assert call("UserPromptSubmit", project, transcript, prompt=prompt)[0] is not None


def test_recalled_context_is_capped(project, project_store, tmp_path):
    for i in range(20):
        add(project_store, f"other-{i}", f"Unrelated convention number {i}")
    for i in range(5):
        add(project_store, f"deploy-step-{i}", f"Deploy step {i} for the cluster",
            type="reference", body=f"deploy cluster step {i} " * 600)
    text = context(call("UserPromptSubmit", project, tmp_path / "new.jsonl",
                        prompt="how do I deploy the cluster")[0], "UserPromptSubmit")
    assert len(text) <= cc.CONTEXT_CHARS
    records = json.loads(text[text.index("["):])  # still whole JSON
    assert len(records) >= 2 and all(r["source"].startswith("project:deploy-step-")
                                     for r in records)


def test_a_record_cut_to_fit_always_says_how_to_read_it_whole(project, transcript):
    """The hint to the full text ended the cut body, and the JSON that carries it is cut
    again at its end to fit Claude Code's limit: a single long record reached the model
    ending in " [truncated]", the hint gone. It now comes first. A real hook process."""
    added = run_memdir("add", "runbook", "-t", "reference", "-d",
                       "The cluster deploy runbook", "-b",
                       "deploy cluster step " * 1200, cwd=project)
    assert added.returncode == 0, added.stderr
    prompt = hook("UserPromptSubmit", project, transcript, prompt="how do I deploy the cluster")
    text = context(json.loads(prompt.stdout), "UserPromptSubmit")
    (record,) = json.loads(text[text.index("["):])
    assert "\n\n[cut; full text: memdir show runbook]\ndeploy cluster step" in record["content"]


# ----------------------------------------------------------------------------- Stop / SessionEnd
def test_stop_and_session_end_start_a_detached_extraction(project, transcript):
    spawned: list = []
    for event in ("Stop", "SessionEnd"):
        assert call(event, project, transcript, spawned) == (None, "")
    assert [args[0] for args, _ in spawned] == ["extract", "extract"]
    args, cwd = spawned[0]
    assert args[1] == str(transcript) and cwd == project
    assert args[args.index("--session") + 1] == SESSION
    assert args[args.index("--event") + 1] == "Stop"


def test_stop_while_a_stop_hook_is_active_does_nothing(project, transcript):
    assert call("Stop", project, transcript, stop_hook_active=True) == (None, "")


def test_stop_without_a_transcript_does_nothing(project, tmp_path):
    assert call("Stop", project, tmp_path / "missing.jsonl") == (None, "")


def test_extraction_reads_text_only_and_runs_once_per_turn(project, transcript):
    first = cc.extract_transcript(str(transcript), str(project), SESSION, "Stop")
    assert "stored 1" in first
    store = FileStore(project / ".memory")
    [rec] = store.list()
    assert "pytest" in rec.description and rec.source["session"] == SESSION
    everything = json.dumps([r.to_text() for r in store.list()])
    for injected in ("evil", "Klingon", "prod-eu", "slow tests"):
        assert injected not in everything
    again = cc.extract_transcript(str(transcript), str(project), SESSION, "SessionEnd")
    assert again == "SessionEnd: this turn was already extracted"


# ----------------------------------------------------------------------------- failures
@pytest.mark.parametrize("raw", [b"", b"not json", b"[1, 2]", b'{"hook_event_name": 7}',
                                 b"\xff\xfe garbage"])
def test_bad_input_never_raises(raw):
    out, err = cc.run_hook(raw, spawn=_no_spawn)
    assert out == ""


def test_a_slow_hook_gives_up_quietly(project, project_store, transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    data = payload("UserPromptSubmit", cwd=str(project), transcript_path=str(transcript))
    out, err = cc.run_hook(json.dumps(data), timeout=1e-6)
    assert out == "" and "took too long" in err
    assert "took too long" in cc.log_path().read_text("utf-8")


# ----------------------------------------------------------------------------- the real command
def hook(event: str, project: Path, transcript: Path, env: dict | None = None, **fields):
    data = payload(event, cwd=str(project), transcript_path=str(transcript), **fields)
    return run_memdir("hook", "claude-code", input=json.dumps(data), cwd=project, env=env)


def test_real_command_session_start_and_prompt(project, project_store, transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest, never unittest")
    start = hook("SessionStart", project, transcript)
    assert (start.returncode, start.stderr) == (0, "")
    assert "prefer-pytest" in context(json.loads(start.stdout), "SessionStart")
    prompt = hook("UserPromptSubmit", project, transcript)
    assert (prompt.returncode, prompt.stderr) == (0, "")
    assert "project:prefer-pytest.md" in context(json.loads(prompt.stdout),
                                                 "UserPromptSubmit")


@pytest.mark.parametrize("timeout", ["inf", "0"])
def test_a_hook_timeout_that_means_nothing_leaves_the_hook_working(project, project_store,
                                                                   transcript, timeout):
    # docs/configuration.md: a value that cannot mean anything is ignored, so a typo in a
    # shell profile never stops a hook. MEMDIR_HOOK_TIMEOUT=inf gave no context and an
    # OverflowError on stderr; 0 started no watchdog.
    add(project_store, "prefer-pytest", "Tests in this project use pytest, never unittest")
    env = {**os.environ, "MEMDIR_HOOK_TIMEOUT": timeout, "MEMDIR_RESIDENT": "off"}
    prompt = hook("UserPromptSubmit", project, transcript, env=env)
    assert (prompt.returncode, prompt.stderr) == (0, "")
    assert "project:prefer-pytest.md" in context(json.loads(prompt.stdout),
                                                 "UserPromptSubmit")


def test_the_prompt_output_docs_show_is_the_real_commands(project, transcript):
    # docs/integrations.md showed an output without the store and origin of each record
    # and three of the policy's six lines, long after the hook printed them.
    docs = (Path(__file__).resolve().parents[2] / "docs" / "integrations.md").read_text()
    shown = docs[docs.index("A prompt's output looks like this:\n\n```json\n"):]
    shown = shown[shown.index("{"):shown.index("\n```\n")]
    added = run_memdir("add", "prefer-pytest", "-t", "feedback", "-d",
                       "Tests in this project use pytest, never unittest", cwd=project)
    assert added.returncode == 0, added.stderr
    prompt = hook("UserPromptSubmit", project, transcript)
    assert (prompt.returncode, prompt.stderr) == (0, "")
    printed = re.sub(r"updated [0-9T:-]+Z", "updated 2026-12-02T18:00:00Z",
                     prompt.stdout.strip())
    assert json.loads(printed) == json.loads(shown)


def test_real_command_stop_returns_before_extraction_runs(project, transcript, isolated_env):
    lock = FileLock(str(cc._session_file(SESSION, ".lock")))
    cc._state_dir().mkdir(parents=True, exist_ok=True)
    store = FileStore(project / ".memory")
    with lock:  # extraction cannot start while the test holds its lock
        stop = hook("Stop", project, transcript)
        assert (stop.returncode, stop.stdout, stop.stderr) == (0, "", "")
        assert not store.exists()  # the hook returned; the extraction is still waiting
    assert wait_for(lambda: store.exists() and len(store.list()) == 1)
    end = hook("SessionEnd", project, transcript)
    assert (end.returncode, end.stdout) == (0, "")
    assert wait_for(lambda: "this turn was already extracted" in log_text())
    assert len(store.list()) == 1




def log_text() -> str:
    try:
        return cc.log_path().read_text("utf-8")
    except OSError:
        return ""


def test_real_command_exits_0_when_the_store_is_broken(project, project_store, transcript):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    # An interrupted batch must be rolled back before the store can be read, and another
    # process holds the store's lock and never lets go: every read fails.
    # Both hooks at once: each waits out its lock timeout, and they wait side by side.
    (project / ".memory" / ".journal").mkdir()
    events = ("SessionStart", "UserPromptSubmit")
    with FileLock(str(project / ".memory" / ".lock")), ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda event: hook(event, project, transcript), events))
        for event, result in zip(events, results, strict=True):
            assert (result.returncode, result.stdout) == (0, ""), event
            assert result.stderr.startswith(f"memdir {event} hook: Another memdir process")
            assert result.stderr.count("\n") == 1
    assert "Another memdir process" in log_text()


def test_an_unexpected_error_is_one_line_and_no_output(project, project_store, transcript,
                                                       monkeypatch):
    from memdir.service.memory import Memory

    add(project_store, "prefer-pytest", "Tests in this project use pytest")

    def broken(self, messages):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(Memory, "recall", broken)
    output, err = call("UserPromptSubmit", project, transcript)
    assert output is None
    assert err == "memdir UserPromptSubmit hook: RuntimeError: disk on fire\n"
    assert "Traceback" in log_text()  # the details are in the log, not in the session


def test_real_command_exits_0_when_memdir_home_is_unusable(project, transcript, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", "utf-8")
    env = {**os.environ, "MEMDIR_HOME": str(blocker)}
    for event in ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd"):
        result = hook(event, project, transcript, env=env)
        assert (result.returncode, result.stdout) == (0, ""), event


@pytest.mark.parametrize("args", [["hook", "claude-code"],
                                  ["hook", "claude-code", "--future-flag", "x"],
                                  ["hook", "claude-code", "--select", "nonsense"]])
def test_real_command_never_exits_2(project, args):
    result = run_memdir(*args, input="definitely not json", cwd=project)
    assert result.returncode == 0 and result.stdout == ""


def test_invalid_hook_json_is_one_clear_sentence(project):
    result = run_memdir("hook", "claude-code", input="definitely not json", cwd=project)
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr == ("memdir hook: the input on stdin is not the JSON object Claude "
                             "Code sends for a hook event; nothing was done\n")


def test_hook_without_an_agent_says_which_to_name(project):
    result = run_memdir("hook", input="{}", cwd=project)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr == ("memdir hook: no agent named; use 'memdir hook claude-code' "
                             "(the only agent supported).\n")


def test_unknown_agent_is_an_error_but_not_a_block(project):
    result = run_memdir("hook", "other-agent", input="{}", cwd=project)
    assert result.returncode == 1 and "unknown agent" in result.stderr
