"""A memory server that does not answer: one sentence, the hooks exit 0, chat goes on
without memory for that turn, and extracted memories wait in a local queue."""

from __future__ import annotations

import json
import os

import pytest
from integrations.conftest import run_memdir

from memdir.service.remote.memory import RemoteMemory
from memdir.testing import ScriptedProvider

from .conftest import VISITOR_UNTHROTTLED, free_port, start_server


def test_cli_and_hooks_say_one_sentence_and_hooks_exit_0(tmp_path, dead_url):
    sentence = (f"The memory server at {dead_url} is not reachable (Connection refused); "
                "memory is unavailable until it is back.")
    listed = run_memdir("ls", cwd=tmp_path)
    assert listed.returncode == 1
    assert listed.stderr == f"Error: {sentence}\n"
    for event in ("SessionStart", "UserPromptSubmit"):
        payload = {"hook_event_name": event, "session_id": "s1", "cwd": str(tmp_path),
                   "prompt": "write the tests", "source": "startup"}
        hook = run_memdir("hook", "claude-code", input=json.dumps(payload), cwd=tmp_path)
        assert hook.returncode == 0 and hook.stdout == ""
        assert hook.stderr == f"memdir {event} hook: {sentence}\n"



def test_a_password_in_the_server_address_is_never_said(tmp_path, dead_url, monkeypatch):
    """MEMDIR_URL with a user and password in it (never sent: the token is) was printed
    whole in the sentence, on the CLI's stderr and in every hook's, which Claude Code
    keeps in its transcript."""
    monkeypatch.setenv("MEMDIR_URL", dead_url.replace("//", "//deploy:hunter2@") + "/?k=v")
    sentence = (f"The memory server at {dead_url} is not reachable (Connection refused); "
                "memory is unavailable until it is back.")
    listed = run_memdir("ls", cwd=tmp_path)
    assert listed.returncode == 1 and listed.stderr == f"Error: {sentence}\n"
    payload = {"hook_event_name": "UserPromptSubmit", "session_id": "s1",
               "cwd": str(tmp_path), "prompt": "write the tests"}
    hook = run_memdir("hook", "claude-code", input=json.dumps(payload), cwd=tmp_path)
    assert hook.returncode == 0 and "hunter2" not in hook.stderr + hook.stdout
    assert hook.stderr == f"memdir UserPromptSubmit hook: {sentence}\n"


def test_extracted_memories_wait_in_the_queue_and_reach_the_server_at_the_next_call(
        tmp_path, data, tokens, dead_url, isolated_env):
    said = [{"role": "user", "content": "From now on, always run ruff before committing."},
            {"role": "assistant", "content": "Will do."}]
    notes: list[str] = []
    memory = RemoteMemory(provider="offline", session="laptop", log=notes.append)
    report = memory.after_turn(said)
    queue = isolated_env / "remote" / "queue.jsonl"
    assert report.errors == [] and report.stored == []
    # The turn's report says its memories wait, and where: with no log (the Python
    # API's default) it said nothing, and its summary read as nothing to remember.
    assert (report.queued, report.queued_in) == (1, str(queue))
    assert report.summary() == (
        f"[Memory: the memory server did not answer: 1 extracted memory is queued in "
        f"{queue} and sent at the next call that reaches the memory server]")
    assert f"1 extracted memory is queued in {queue}" in notes[-1]
    assert "ruff" in queue.read_text()

    server = start_server(data, port=int(dead_url.rsplit(":", 1)[1]))
    try:
        # The next call of any kind that reaches the server sends the queue first.
        found = memory.recall("before committing run ruff")
        assert [r.record.source["session"] for r in found] == ["laptop"]
        assert queue.read_text() == ""
        assert memory.flush() == 0  # sent once, not again
        assert memory.list()[1] == 1
    finally:
        server.stop()


def test_a_provider_that_cannot_be_made_is_a_line_of_the_report(dead_url, isolated_env):
    # "Never raises": RemoteMemory(provider="anthropic") without ANTHROPIC_API_KEY raised
    # NeedsKeyError from the turn's end.
    memory = RemoteMemory(provider="anthropic", session="laptop")
    report = memory.after_turn([{"role": "user", "content": "From now on, use ruff."}])
    assert report.stored == [] and len(report.errors) == 1
    assert report.errors[0].startswith("extraction failed: ")
    assert "ANTHROPIC_API_KEY" in report.errors[0]


def test_chat_keeps_working_without_memory_for_that_turn(tmp_path, dead_url):
    from memdir.agent.session import ChatSession

    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    model = ScriptedProvider("Hello! Tests use pytest here.", "[]")  # reply, extraction
    session = ChatSession(model, workspace=project, permission="yes", mode="both")
    try:
        assert session.memory_tool is not None  # the model's tool, over the server too
        result = session.run("hi, how do we test?")
        assert "Hello!" in result.text
    finally:
        session.close(timeout=60)
    notices = session.take_notices()
    assert any("is not reachable" in n for n in notices), notices
    assert os.listdir(project) == [".git"]


def test_memdir_extract_says_its_memories_wait_and_where(tmp_path, dead_url, isolated_env):
    # "Nothing worth remembering was found." while the memory waited in the queue.
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(json.dumps({"role": "user", "content":
                                      "From now on, always run ruff before committing."}) + "\n")
    done = run_memdir("extract", str(transcript), cwd=tmp_path)
    queue = isolated_env / "remote" / "queue.jsonl"
    assert done.returncode == 0, done.stderr
    assert "Nothing worth remembering" not in done.stdout
    assert done.stderr.count("\n") == 1, done.stderr  # one line
    assert f"1 extracted memory is queued in {queue} and sent" in done.stderr
    shown = json.loads(run_memdir("extract", str(transcript), "--json", cwd=tmp_path).stdout)
    assert (shown["queued"], shown["queued_in"]) == (1, str(queue))


# ------------------------------------------------------------- a token rotated meanwhile
SAID = [{"role": "user", "content": "From now on, always run ruff before committing."},
        {"role": "assistant", "content": "Will do."}]
LATER = [{"role": "user", "content": "Always tag releases with a v prefix."},
         {"role": "assistant", "content": "Will do."}]


def _rotated(data, old: str) -> str:
    """`memdir token create` of a new agent token for alpha, then the old one revoked."""
    from memdir.server.tokens import TokenBook

    book = TokenBook(data)
    [grant] = [g for g in book.list("alpha") if g.role == "agent"]
    new, _ = book.create("alpha", "agent")
    book.revoke(grant.id)
    return new


def test_a_queued_turn_is_sent_with_the_new_token_after_a_rotation(data, tokens, isolated_env):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(data, port=port)
    try:  # the token worked on this machine before: its project is known here
        RemoteMemory(url, tokens.agent, provider="offline").whoami()
    finally:
        server.stop()
    report = RemoteMemory(url, tokens.agent, provider="offline",
                          session="laptop").after_turn(SAID)
    assert report.queued == 1
    new = _rotated(data, tokens.agent)
    server = start_server(data, port=port)
    try:
        memory = RemoteMemory(url, new, provider="offline", session="desk")
        later = memory.after_turn(LATER)
        queue = isolated_env / "remote" / "queue.jsonl"
        assert queue.read_text() == "" and later.notes == []
        reviewer = RemoteMemory(url, tokens.reviewer, provider="offline")
        stored = {e.name: e for e in reviewer.list()[0]}
        [ruff] = [reviewer.get(n).record for n in stored
                  if "ruff" in stored[n].description.lower()]
        assert ruff.source["session"] == "laptop"
        assert ruff.origin == "model"  # sent for a model, whatever the new token may do
    finally:
        server.stop()


def test_a_queued_turn_of_a_token_never_heard_is_said_at_every_turn_end(
        data, tokens, isolated_env):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    RemoteMemory(url, tokens.agent, provider="offline", session="laptop").after_turn(SAID)
    new = _rotated(data, tokens.agent)
    server = start_server(data, port=port)
    try:
        notes: list[str] = []
        memory = RemoteMemory(url, new, provider="offline", session="desk", log=notes.append)
        report = memory.after_turn(LATER)
        queue = isolated_env / "remote" / "queue.jsonl"
        said = (f"1 extracted memory queued under another token of {url} wait in {queue}, "
                "not sent")
        assert any(said in n for n in report.notes), report.notes
        assert said in report.summary() and said in notes[-1]
        assert "ruff" in queue.read_text()  # kept, not dropped
    finally:
        server.stop()


def test_a_full_queue_drops_the_tokens_own_oldest_and_says_so(dead_url, isolated_env):
    # The bound is per server and token: another token's entries stay, however many.
    notes: list[str] = []
    memory = RemoteMemory(provider="offline", session="laptop", log=notes.append)
    queue = isolated_env / "remote" / "queue.jsonl"
    queue.parent.mkdir(parents=True, exist_ok=True)
    other = [{"key": "k", "server": dead_url, "body": {"candidates": [], "n": i}}
             for i in range(3)]
    mine = [{"key": memory.queue.key, "server": dead_url, "body": {"candidates": [], "n": i}}
            for i in range(1000)]
    queue.write_text("".join(json.dumps(e) + "\n" for e in [other[0], *mine, *other[1:]]))
    report = memory.after_turn(SAID)
    said = "the queue keeps this token's newest 1,000 requests; its oldest 1 were dropped"
    assert report.notes == [said] and said in report.summary() and said in notes[-1]
    kept = [json.loads(line) for line in queue.read_text().splitlines()]
    assert report.queued == 1 and len(kept) == 1003
    assert [e for e in kept if e["key"] == "k"] == other
    assert [e["body"].get("n") for e in kept if e["key"] == memory.queue.key][:2] == [1, 2]


def test_another_tokens_full_queue_drops_nothing_of_it(dead_url, isolated_env):
    # One token's turns evicted another token's (or server's) oldest: lost without a way
    # back, though the file promised they wait until that token's client sends them.
    queue = isolated_env / "remote" / "queue.jsonl"
    queue.parent.mkdir(parents=True, exist_ok=True)
    other = [{"key": "k", "server": "http://elsewhere:1", "body": {"candidates": [], "n": i}}
             for i in range(1000)]
    queue.write_text("".join(json.dumps(e) + "\n" for e in other))
    report = RemoteMemory(provider="offline", session="laptop").after_turn(SAID)
    assert report.queued == 1 and report.notes == []
    kept = [json.loads(line) for line in queue.read_text().splitlines()]
    assert kept[:1000] == other and len(kept) == 1001


def _made(data, role: str) -> str:
    from memdir.server.tokens import TokenBook

    return TokenBook(data).create("alpha", role)[0]


@pytest.mark.parametrize(("queued_by", "sent_by"), [("visitor", "agent"),
                                                     ("agent", "visitor")])
def test_a_queued_turn_is_never_sent_by_a_token_of_another_role(
        data, tokens, isolated_env, queued_by, sent_by):
    # A visitor's turn queued while the server was down was sent by the project's agent
    # token at its next turn's end, stored as a model's write: never reviewed.
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    first, then = _made(data, queued_by), _made(data, sent_by)
    server = start_server(data, port=port, args=VISITOR_UNTHROTTLED)
    try:  # both tokens' projects and roles are heard on this machine
        RemoteMemory(url, first, provider="offline").whoami()
        RemoteMemory(url, then, provider="offline").whoami()
    finally:
        server.stop()
    assert RemoteMemory(url, first, provider="offline", session="laptop"
                        ).after_turn(SAID).queued == 1
    queue = isolated_env / "remote" / "queue.jsonl"
    server = start_server(data, port=port, args=VISITOR_UNTHROTTLED)
    try:
        notes: list[str] = []
        memory = RemoteMemory(url, then, provider="offline", session="desk", log=notes.append)
        for _ in range(2):  # said at every turn's end, until a token of its role sends it
            report = memory.after_turn(LATER)
            said = (f"1 extracted memory queued under another token of {url} wait in "
                    f"{queue}, not sent: that token's role is not this one's")
            assert any(said in n for n in report.notes), report.notes
        assert "ruff" in queue.read_text()  # kept, not sent, not dropped
        reviewer = RemoteMemory(url, tokens.reviewer, provider="offline")
        assert not any("ruff" in e.description.lower() for e in reviewer.list()[0])
        # A token of the same role and project sends it, as a rotation's new token does.
        RemoteMemory(url, _made(data, queued_by), provider="offline").flush()
        assert "ruff" not in queue.read_text()
        stored = any("ruff" in e.description.lower() for e in reviewer.list()[0])
        assert stored is (queued_by == "agent")  # a visitor's is proposed for review
    finally:
        server.stop()


def test_a_queued_turn_that_names_no_server_is_said_at_every_turn_end(
        tmp_path, data, tokens, isolated_env, monkeypatch):
    # Entries queued before entries named their server were neither sent after a rotation
    # nor named: kept unseen for good. Even with the old token's project known here, which
    # server they were for is not, and another server must not hear them.
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = start_server(data, port=port)
    try:
        RemoteMemory(url, tokens.agent, provider="offline").whoami()  # the project is heard
    finally:
        server.stop()
    RemoteMemory(url, tokens.agent, provider="offline", session="laptop").after_turn(SAID)
    queue = isolated_env / "remote" / "queue.jsonl"
    [entry] = [json.loads(line) for line in queue.read_text().splitlines()]
    del entry["server"]  # as entries were written before they named it
    queue.write_text(json.dumps(entry) + "\n")
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("".join(json.dumps(m) + "\n" for m in LATER))
    said = (f"1 extracted memory queued before the queue named its server waits in {queue}, "
            "not sent: only the token that queued it can send it, as no other can tell which "
            "server it was for")
    monkeypatch.setenv("MEMDIR_TOKEN", _rotated(data, tokens.agent))
    monkeypatch.setenv("MEMDIR_URL", f"http://127.0.0.1:{free_port()}")  # not answering
    down = run_memdir("extract", str(transcript), cwd=tmp_path)
    assert down.returncode == 0 and said in down.stderr, down.stderr
    monkeypatch.setenv("MEMDIR_URL", url)
    server = start_server(data, port=port)
    try:
        done = run_memdir("extract", str(transcript), cwd=tmp_path)
        assert done.returncode == 0 and said in done.stderr, done.stderr
        assert "ruff" in queue.read_text()  # kept, not sent to a server it may not be for
        reviewer = RemoteMemory(url, tokens.reviewer, provider="offline")
        assert not any("ruff" in e.description.lower() for e in reviewer.list()[0])
    finally:
        server.stop()
