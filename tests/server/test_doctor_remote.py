"""`memdir doctor` with MEMDIR_URL set checks what this machine keeps for the server (the
queue's files, its unreadable lines, token files others may read) and whether the server
answers the token, says the server's own checks are the server's, and exits 1 while a
problem remains: the real command in a subprocess, against a real `memdir serve`."""

from __future__ import annotations

import json
import stat

from integrations.conftest import run_memdir

from memdir.cli.remote_doctor import SERVER_SIDE

from .conftest import free_port


def _doctor(cwd, *args: str):
    done = run_memdir("doctor", *args, cwd=cwd)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def test_doctor_checks_the_clients_side_of_a_memory_server(tmp_path, tokens, agent_server,
                                                            isolated_env):
    # It stopped at once ("works on local memory files"): a queue line no request could
    # be read from, or a token file any user could read, was never reported.
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    token_file = project / "agent.token"
    token_file.write_text(tokens.agent + "\n")
    token_file.chmod(0o644)
    queue = isolated_env / "remote" / "queue.jsonl"
    queue.parent.mkdir(parents=True)
    queue.write_bytes(b'{"key": "k", "body": {"candi\n')  # cut by a full disk
    found = _doctor(project)
    assert found.returncode == 1, found.stdout + found.stderr
    assert f"client: found permissions: {token_file}: a token file may be read by " \
           "other users (mode 644)" in found.stdout
    assert f"client: found queue-unreadable: {queue.with_name('queue.unreadable.jsonl')}:"\
           f" 1 line of {queue}" in found.stdout
    assert (f"The memory server at {agent_server.url} answers this token: project alpha, "
            "role agent.") in found.stdout
    assert SERVER_SIDE in found.stdout
    assert "Run 'memdir doctor --fix' to repair." in found.stderr
    assert queue.read_bytes() == b'{"key": "k", "body": {"candi\n'  # a check changes nothing
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o644

    fixed = _doctor(project, "--fix", "--json")
    shown = json.loads(fixed.stdout)
    assert [p["kind"] for p in shown["remaining"]] == ["queue-unreadable"]  # a person's
    assert fixed.returncode == 1
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    assert queue.read_bytes() == b'{"key": "k", "body": {"candi\n'

    queue.unlink()  # read, and removed by its owner
    clean = _doctor(project)
    assert clean.returncode == 0, clean.stdout
    assert "client: what this machine keeps for the server is in order." in clean.stdout


def test_doctor_says_a_server_that_does_not_answer_in_one_sentence(tmp_path, tokens,
                                                                   monkeypatch):
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    monkeypatch.setenv("MEMDIR_URL", url)
    monkeypatch.setenv("MEMDIR_TOKEN", tokens.agent)
    down = _doctor(tmp_path)
    assert down.returncode == 1
    assert f"client: found server: {url}: The memory server at {url} is not reachable" \
           in down.stdout
    assert SERVER_SIDE in down.stdout
