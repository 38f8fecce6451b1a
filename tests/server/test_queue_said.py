"""What the local queue of a memory server's client keeps is said where the user looks:
the next prompt's context (Claude Code's UserPromptSubmit hook, the real command), every
turn's end and `memdir extract`, in text and in JSON; requests of another project are
named, and lines that are no request are kept aside, never dropped."""

from __future__ import annotations

import json

from integrations.conftest import run_memdir

from memdir.service.remote.memory import RemoteMemory

from .conftest import free_port, start_server

SAID = [{"role": "user", "content": "From now on, always run ruff before committing."},
        {"role": "assistant", "content": "Will do."}]
LATER = [{"role": "user", "content": "Always tag releases with a v prefix."},
         {"role": "assistant", "content": "Will do."}]


def _prompt(tmp_path) -> dict:
    payload = {"hook_event_name": "UserPromptSubmit", "session_id": "s1",
               "cwd": str(tmp_path), "prompt": "which linter do we run before committing?"}
    hook = run_memdir("hook", "claude-code", input=json.dumps(payload), cwd=tmp_path)
    assert hook.returncode == 0, hook.stderr
    return json.loads(hook.stdout) if hook.stdout else {}


def test_a_turn_queued_while_the_server_is_down_is_said_in_the_next_prompts_context(
        tmp_path, data, dead_url, isolated_env):
    # The "queued" line of a Claude Code turn's end went to the hook log alone, and the
    # next prompt's hook printed nothing: the user never heard their turn was waiting.
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("".join(json.dumps(m) + "\n" for m in SAID))
    assert run_memdir("extract", str(transcript), cwd=tmp_path).returncode == 0
    queue = isolated_env / "remote" / "queue.jsonl"

    context = _prompt(tmp_path)["hookSpecificOutput"]["additionalContext"]
    assert context == (
        f"[memdir: The memory server at {dead_url} is not reachable (Connection refused); "
        f"memory is unavailable until it is back. The memory server at {dead_url} has not "
        f"heard every turn yet: 1 extracted memory is queued in {queue} and sent at the "
        "next call that reaches the memory server.]")

    server = start_server(data, port=int(dead_url.rsplit(":", 1)[1]))
    try:  # heard now: sent before the recall, and nothing more is said
        answer = _prompt(tmp_path)
        assert "[memdir:" not in json.dumps(answer)
        assert "ruff" in answer["hookSpecificOutput"]["additionalContext"]
        assert queue.read_text() == ""
    finally:
        server.stop()


def test_an_empty_queue_adds_nothing_to_a_prompt(tmp_path, dead_url, isolated_env):
    assert _prompt(tmp_path) == {}  # the server down, nothing waiting: no context


def test_another_projects_queued_turn_is_named_and_kept(data, tokens, isolated_env):
    # A turn queued with a token of project beta was neither sent nor said by alpha's
    # client: it waited in the file unseen.
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(data, port=port)
    try:  # both tokens' projects are heard on this machine
        RemoteMemory(url, tokens.beta, provider="offline").whoami()
    finally:
        server.stop()
    assert RemoteMemory(url, tokens.beta, provider="offline").after_turn(SAID).queued == 1
    queue = isolated_env / "remote" / "queue.jsonl"
    server = start_server(data, port=port)
    try:
        report = RemoteMemory(url, tokens.agent, provider="offline").after_turn(LATER)
        said = (f"1 extracted memory queued under a token of another project of {url} "
                f"wait in {queue}, not sent: only a token of that project sends it")
        assert said in report.notes and said in report.summary()
        assert "ruff" in queue.read_text()  # kept for beta's token
        RemoteMemory(url, tokens.beta, provider="offline").flush()
        assert queue.read_text() == ""
    finally:
        server.stop()


def test_memdir_extract_json_has_the_notes_its_text_says(tmp_path, data, tokens,
                                                         isolated_env, monkeypatch):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(data, port=port)
    try:
        RemoteMemory(url, tokens.beta, provider="offline").whoami()
    finally:
        server.stop()
    RemoteMemory(url, tokens.beta, provider="offline").after_turn(SAID)
    monkeypatch.setenv("MEMDIR_URL", url)
    monkeypatch.setenv("MEMDIR_TOKEN", tokens.agent)
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("".join(json.dumps(m) + "\n" for m in LATER))
    server = start_server(data, port=port)
    try:
        text = run_memdir("extract", str(transcript), cwd=tmp_path)
        shown = json.loads(run_memdir("extract", str(transcript), "--json",
                                      cwd=tmp_path).stdout)
    finally:
        server.stop()
    said = f"1 extracted memory queued under a token of another project of {url}"
    assert said in text.stderr
    assert [n for n in shown["notes"] if n.startswith(said)], shown


def test_unreadable_queue_lines_are_kept_aside_said_and_never_deleted(
        tmp_path, dead_url, isolated_env):
    queue = isolated_env / "remote" / "queue.jsonl"
    queue.parent.mkdir(parents=True)
    torn = b'{"key": "k", "server": "http://x:1", "body": {"candi'  # cut by a full disk
    other = b"\xff\xfe not UTF-8"
    queue.write_bytes(torn + b"\n" + other + b"\n")
    memory = RemoteMemory(provider="offline", session="laptop")

    report = memory.after_turn(SAID)

    aside = queue.with_name("queue.unreadable.jsonl")
    assert aside.read_bytes() == torn + b"\n" + other + b"\n"  # as they were
    assert report.queued == 1 and len(queue.read_text().splitlines()) == 1
    said = (f"2 lines of {queue} that no request could be read from are kept in {aside}, "
            "never sent or deleted")
    assert any(n.startswith(said) for n in report.notes), report.notes
    memory.after_turn(LATER)  # rewritten again: nothing more moved, nothing lost
    assert aside.read_bytes() == torn + b"\n" + other + b"\n"
    assert any(said in line for line in
               [_prompt(tmp_path)["hookSpecificOutput"]["additionalContext"]])
