"""A Claude Code hook's stdin read strictly, through a real `memdir hook claude-code`: a key
given twice, a field of the wrong JSON type or holding a NUL byte is one sentence on
stderr, and the hook does nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from memdir.store import FileStore


def _memdir(root, *args: str, input: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=root, input=input,
                          capture_output=True, env={**os.environ, "MEMDIR_RESIDENT": "off"},
                          timeout=120)


@pytest.mark.parametrize("payload, said", [
    ('{"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": "when do we '
     'deploy", "prompt": "anything"}',
     "the input on stdin gives the key 'prompt' twice; nothing was done"),
    ('{"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": '
     '["when do we deploy"]}',
     "the input on stdin gives prompt as a list, not text; nothing was done"),
    ('{"hook_event_name": "UserPromptSubmit", "session_id": {"id": 1}, '
     '"prompt": "when do we deploy"}',
     "the input on stdin gives session_id as an object, not text; nothing was done"),
    ('{"hook_event_name": "SessionStart", "session_id": "s1", "cwd": 7}',
     "the input on stdin gives cwd as a number, not text; nothing was done"),
    ('{"hook_event_name": "Stop", "session_id": "s1", "stop_hook_active": "false", '
     '"transcript_path": "/nonexistent.jsonl"}',
     "the input on stdin gives stop_hook_active as text, not true or false; nothing was "
     "done"),
    ('{"hook_event_name": "SessionStart", "session_id": "s1", "cwd": "/tmp\\u0000/x"}',
     "the input on stdin holds a NUL byte in cwd; nothing was done"),
    ('{"hook_event_name": "UserPromptSubmit", "session_id": "s1\\u001b]0;owned\\u0007", '
     '"prompt": "when do we deploy"}',
     "the input on stdin gives a session_id that is not printable text of at most 200 "
     "characters; nothing was done"),
])
def test_a_hook_payload_read_laxly_before_is_one_sentence(project, payload, said):
    """A prompt given twice answered the second, a prompt of a list recalled for its
    Python repr, a session id of an object named the session "{'id': 1}", a cwd with a
    NUL byte ended in Python's "embedded null byte"."""
    store = FileStore(project / ".memory")
    from integrations.conftest import add

    add(store, "deploy-day", "Deploys happen on Tuesdays", "project")
    done = _memdir(project, "hook", "claude-code", input=payload.encode())
    assert done.returncode == 0
    assert done.stdout == b""
    assert done.stderr.decode().strip().splitlines() == [f"memdir hook: {said}"]


def test_a_well_formed_hook_payload_is_answered_as_before(project):
    from integrations.conftest import add

    add(FileStore(project / ".memory"), "deploy-day", "Deploys happen on Tuesdays",
        "project")
    done = _memdir(project, "hook", "claude-code", input=json.dumps({
        "hook_event_name": "UserPromptSubmit", "session_id": "s1", "cwd": str(project),
        "prompt": "when do deploys happen", "stop_hook_active": False}).encode())
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert "deploy-day" in json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]


def test_a_hook_input_that_never_ends_is_one_sentence_not_read_to_the_end(project):
    """``memdir hook claude-code < /dev/zero`` read stdin until the machine's memory was
    gone: a prompt's hook reads one event, and at most MAX_HOOK_INPUT bytes of it."""
    from memdir.cli.fast import MAX_HOOK_INPUT

    with open("/dev/zero", "rb") as zeros:
        done = subprocess.run([sys.executable, "-m", "memdir", "hook", "claude-code"],
                              cwd=project, stdin=zeros, capture_output=True, timeout=120,
                              env={**os.environ, "MEMDIR_RESIDENT": "off"})
    assert done.returncode == 0 and done.stdout == b""
    assert done.stderr.decode().strip() == (
        f"memdir hook: the input on stdin is larger than {MAX_HOOK_INPUT:,} bytes; nothing "
        "was done")
