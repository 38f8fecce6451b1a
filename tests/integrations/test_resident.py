"""The resident process (`memdir.integrations.resident_server`, asked through
`memdir.service.resident`): started by the first per-prompt process that needs it, it
answers the hook and ranks for the CLI with the model loaded once; it never makes a prompt
wait, answers only its own user, and leaves when idle, replaced or upgraded.

Real processes throughout: the `memdir` command, the resident it starts, a listener that
never answers. Every resident a test starts is stopped by the `resident` fixture.
"""

from __future__ import annotations

import json
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from waiting import wait_for

from memdir.service import resident as wire

from .conftest import add, payload, run_memdir

PYTEST = ("prefer-pytest", "Tests in this project use pytest, never unittest")
DEPLOY = ("deploy-friday", "Never deploy billing on Friday")


@pytest.fixture
def own_cache(monkeypatch):
    """A cache dir of this test's own, short enough for a socket's path."""
    import shutil

    folder = Path(tempfile.mkdtemp(prefix="md-"))
    monkeypatch.setenv("MEMDIR_CACHE", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def records(project_store):
    add(project_store, *PYTEST)
    add(project_store, *DEPLOY)
    return project_store


def prompt(project: Path, session: str, text: str = "can we deploy billing today?") -> str:
    return json.dumps(payload("UserPromptSubmit", cwd=str(project), session_id=session,
                              transcript_path=str(project / "none.jsonl"), prompt=text))


def hook(project: Path, session: str, text: str = "can we deploy billing today?",
         env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    done = run_memdir("hook", "claude-code", input=prompt(project, session, text),
                      cwd=project, env=env)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    return done


def running() -> dict | None:
    """The resident's own account (None: none answers), asked as this test's processes
    would ask it."""
    return wire.status()


def started() -> dict:
    assert wait_for(lambda: running() is not None, 60), log_text()
    status = running()
    assert status is not None
    return status


def log_text() -> str:
    where = wire.place()
    assert where is not None
    log = Path(where.log)
    return log.read_text("utf-8") if log.exists() else "(no log)"


def test_the_first_hook_starts_it_and_the_next_are_answered_by_it(records, project,
                                                                  resident):
    first = hook(project, "s1")
    assert "deploy-friday" in first.stdout  # answered by the hook process itself
    assert started()["answered"]["hook"] == 0
    # Each of the next is asked until the resident answered it (`served`): a loaded
    # machine may make it miss its budget, and the hook process answers by itself.
    sessions = iter(range(2, 100))
    session = ""

    def new_session() -> subprocess.CompletedProcess[str]:
        nonlocal session
        session = f"s{next(sessions)}"
        return hook(project, session)
    second = served(new_session)  # ... this one by the resident
    assert second.stdout == first.stdout  # the same answer, to the byte
    again = served(lambda: hook(project, session))
    assert again.stdout == ""  # what the session was shown is not shown again
    opened = served(lambda: run_memdir("hook", "claude-code", cwd=project, input=json.dumps(
        payload("SessionStart", cwd=str(project), session_id=session))))
    assert "prefer-pytest" in opened.stdout and opened.stderr == ""
    assert hook(project, session).stdout == second.stdout  # a new start forgot what was shown
    where = wire.place()
    assert where is not None
    assert (os.stat(where.folder).st_mode & 0o777, os.stat(where.socket).st_mode & 0o777) == (
        0o700, 0o600)


def served(run: Callable[[], subprocess.CompletedProcess[str]]
           ) -> subprocess.CompletedProcess[str]:
    """``run()``'s result once the resident answered its hook (a machine busy enough may
    make it miss its budget: the process then answers by itself, rightly, and is run
    again)."""
    for _ in range(5):
        before = started()["answered"]["hook"]
        done = run()
        if started()["answered"]["hook"] > before:
            return done
    raise AssertionError("the resident never answered in time")


def test_a_hook_it_answers_loads_nothing_of_memdirs_stores(records, project, resident,
                                                          tmp_path):
    from test_cli_fast import LOADED

    hook(project, "s1")
    out = tmp_path / "modules.json"
    sessions = iter(range(2, 100))
    answered = {"memdir.cli", "memdir.cli.fast", "memdir.foundation",
                "memdir.foundation.environment", "memdir.foundation.json_text",
                "memdir.foundation.version", "memdir.service", "memdir.service.resident"}
    # The resident counts an answer the hook process may have stopped waiting for (past
    # its budget on a busy machine, it answers by itself, loading the stores, rightly):
    # a hook that loads them every time fails all the tries.
    for _ in range(5):
        done = served(lambda: subprocess.run(
            [sys.executable, "-c", LOADED, str(out), "hook", "claude-code"],
            input=prompt(project, f"s{next(sessions)}"), text=True, capture_output=True,
            cwd=project, env=dict(os.environ), timeout=60))
        assert "deploy-friday" in done.stdout, done.stderr
        loaded = set(json.loads(out.read_text()))
        if {m for m in loaded if m.startswith("memdir.")} <= answered:
            break
    assert {m for m in loaded if m.startswith("memdir.")} <= answered
    assert loaded & {"sqlite3", "memdir.store", "memdir.integrations.claude_code", "typing",
                     "dataclasses", "pathlib"} == set()


# Runs the console script's entry point and writes, in order, when it connected, when it
# imported json (audit events, as they happen) and when it first waited to read an answer.
ORDER = """
import atexit, sys
seen = []
def audit(event, args):
    if event == "socket.connect":
        seen.append(event)
    elif event == "import" and args[0] in ("json", "re"):
        seen.append(args[0])
sys.addaudithook(audit)
import memdir.service.resident as wire
real = wire._read
def read(*args):
    seen.append("read")
    return real(*args)
wire._read = read
out = sys.argv.pop(1)
atexit.register(lambda: open(out, "w").write(" ".join(seen)))
sys.argv[0] = "memdir"
from memdir.cli import main
main()
"""


def test_the_prompt_is_on_its_way_before_the_hook_loads_json(records, project, resident,
                                                            tmp_path):
    """The hook sends its event and waits for the answer without importing ``json`` (or
    ``re``): the resident works on the prompt while the hook process takes no core from
    it. Unanswered, it then does the work itself."""
    where = wire.place()
    assert where is not None and wire.private_folder(where.folder, create=True)
    out = tmp_path / "order.txt"
    with socket.socket(socket.AF_UNIX) as listener:  # reads the request, answers none
        listener.bind(where.socket)
        listener.listen(8)
        proc = subprocess.Popen([sys.executable, "-c", ORDER, str(out), "hook", "claude-code"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, cwd=project,
                                env=dict(os.environ))
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        proc.stdin.write(prompt(project, "s1"))
        proc.stdin.close()
        asked, _ = listener.accept()
        with asked:
            request = wire.receive(asked, time.monotonic() + 30)
        stdout, stderr = proc.stdout.read(), proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
    os.unlink(where.socket)
    assert (proc.wait(timeout=60), stderr) == (0, "")
    assert "deploy-friday" in stdout  # unanswered: the hook answered by itself, in time
    assert json.loads(request["raw"])["prompt"] == "can we deploy billing today?"
    assert (request["kind"], request["digest"], request["ack"]) == ("hook", where.digest, True)
    order = out.read_text().split()
    assert order.index("socket.connect") < order.index("read") < order.index("re")
    assert order.index("read") < order.index("json")


def test_a_hook_the_resident_answers_never_loads_json(records, project, resident, tmp_path):
    hook(project, "s1")  # starts it
    started()
    out = tmp_path / "order.txt"
    for session in range(2, 12):  # a machine busy enough may make it miss its budget
        done = subprocess.run([sys.executable, "-c", ORDER, str(out), "hook", "claude-code"],
                              input=prompt(project, f"s{session}"), text=True,
                              capture_output=True, cwd=project, env=dict(os.environ),
                              timeout=60)
        assert "deploy-friday" in done.stdout, done.stderr
        order = out.read_text().split()
        if order.count("read") == 2:  # the answer's length and body: the resident's
            break
    assert order == ["socket.connect", "read", "read"]


def test_an_answer_is_read_as_json_reads_it():
    from memdir.foundation import json_text

    for text in ('{"ok": true, "out": "x\\u00e9 \u6d4b\u8bd5 \\ud800", "n": [1, 2.5, -3e2, '
                 'null, false], "d": {"a": {}}}', '  [1]\n', "NaN", "1e400", '"\\\\"'):
        assert repr(wire.decode(text)) == repr(json.loads(text))
    for bad in ("", " ", "{", "{}x", "{} {}", "[1,]", '"a\nb"', "[" * 100_000, '{"a" 1}',
                "\ufeff{}", "nul"):
        with pytest.raises(ValueError):
            json_text.loads(bad)
        with pytest.raises(ValueError):
            wire.decode(bad)


def test_a_request_is_json_without_the_json_module():
    message = {"kind": "hook", "raw": 'say "hi" \\ 测试 \ud800 \n\t', "select": None,
               "v": 1, "ack": True, "no": False}
    assert json.loads(wire.encode(message)) == message
    assert json.loads(wire.encode({"hits": [["a", 0.5, []]]})) == {"hits": [["a", 0.5, []]]}


def test_it_leaves_any_other_event_to_the_hook_process(tmp_path):
    from memdir.foundation.config import Config
    from memdir.integrations.resident_server import Resident

    resident = Resident(Config(), wire.Place(str(tmp_path), "0" * 16))
    # The hook process sends what names UserPromptSubmit anywhere (it parses nothing).
    stop = json.dumps(payload("Stop", session_id="s1", last_assistant_message=(
        'I added a "UserPromptSubmit" hook')))
    for raw in (stop, '{"hook_event_name": "UserPromptSubmit"', '["UserPromptSubmit"]'):
        answer, commits = resident._hook({"kind": "hook", "raw": raw})
        assert (answer, commits) == ({"ok": False, "why": "asked in the hook process"}, [])


def test_a_session_is_recorded_as_shown_only_when_the_hook_got_the_answer(records,
                                                                         project,
                                                                         resident):
    hook(project, "s0")
    started()
    where = wire.place()
    assert where is not None
    request = {"kind": "hook", "raw": prompt(project, "s1"), "select": None,
               "cwd": str(project), "v": wire.PROTOCOL, "digest": where.digest, "ack": True}
    with socket.socket(socket.AF_UNIX) as sock:  # a hook that gave up before the answer
        sock.connect(where.socket)
        wire.send(sock, request)
        assert "deploy-friday" in wire.receive(sock, time.monotonic() + 30)["out"]
    assert "deploy-friday" in hook(project, "s1").stdout  # so it is shown now
    assert hook(project, "s1").stdout == ""


def test_a_hand_edit_is_in_the_next_answer(records, project, resident):
    hook(project, "s1")
    started()
    file = project / ".memory" / "deploy-friday.md"
    file.write_text(file.read_text("utf-8").replace("on Friday", "on Fridays or holidays"),
                    encoding="utf-8")
    assert "Fridays or holidays" in hook(project, "s2").stdout


def test_a_prompt_never_waits_for_a_resident_that_does_not_answer(records, project,
                                                                 resident):
    where = wire.place()
    assert where is not None and wire.private_folder(where.folder, create=True)
    with socket.socket(socket.AF_UNIX) as mute:  # accepts connections, answers none
        mute.bind(where.socket)
        mute.listen(8)
        done = hook(project, "s1")
        asked, _ = mute.accept()  # the hook did ask it ...
        asked.close()
    assert "deploy-friday" in done.stdout  # ... and answered by itself, in time
    os.unlink(where.socket)


def test_a_stale_socket_is_replaced_by_the_next_one_started(records, project, resident):
    where = wire.place()
    assert where is not None and wire.private_folder(where.folder, create=True)
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(where.socket)  # a socket whose process is gone
    dead.close()
    assert "deploy-friday" in hook(project, "s1").stdout
    assert started()["pid"] > 0
    assert "deploy-friday" in hook(project, "s2").stdout


def test_of_two_started_together_one_serves_and_the_other_leaves(project, resident):
    command = [sys.executable, "-P", "-m", wire.SERVER_MODULE]
    both = [subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    serving = started()["pid"]
    loser = next(p for p in both if p.pid != serving)
    assert loser.wait(timeout=60) == 0
    assert "another resident holds the lock" in loser.stderr.read()
    assert running()["pid"] == serving
    for proc in both:
        if proc.stderr:
            proc.stderr.close()


def test_it_leaves_when_idle_and_takes_its_socket_along(project, resident):
    proc = subprocess.Popen([sys.executable, "-P", "-m", wire.SERVER_MODULE,
                             "--idle", "1"], stderr=subprocess.PIPE, text=True)
    started()
    assert proc.wait(timeout=60) == 0
    assert "idle for" in proc.stderr.read()
    proc.stderr.close()
    where = wire.place()
    assert where is not None and not os.path.exists(where.socket)


def test_it_leaves_when_memdirs_code_changes(tmp_path, monkeypatch):
    import types

    from memdir.foundation.config import Config
    from memdir.integrations.resident_server import Resident

    module = tmp_path / "probe.py"
    module.write_text("", encoding="utf-8")
    monkeypatch.setitem(sys.modules, "memdir._probe", types.SimpleNamespace(
        __file__=str(module)))
    resident = Resident(Config(), wire.Place(str(tmp_path), "0" * 16))
    assert resident._look_at_code() is None
    os.utime(module, (1, 1))  # an upgrade rewrote it
    assert resident._look_at_code() == "memdir._probe"


def test_off_starts_none(records, project, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "cache"))
    assert os.environ["MEMDIR_RESIDENT"] == "off"  # the suite's default
    assert "deploy-friday" in hook(project, "s1").stdout
    assert "deploy-friday" in hook(project, "s2").stdout
    assert not (tmp_path / "cache" / "resident").exists()


def test_a_folder_others_may_enter_or_own_is_never_used(records, project, own_cache,
                                                        resident):
    where = wire.place()
    assert where is not None and where.folder == str(own_cache / "resident")
    os.makedirs(where.folder)
    os.chmod(where.folder, 0o755)
    assert wire.ask({"kind": "status"}, start=False) is None
    assert not wire.private_folder(where.folder)
    assert "deploy-friday" in hook(project, "s1").stdout  # and the hook made it private
    assert os.stat(where.folder).st_mode & 0o777 == 0o700
    if os.getuid() == 0:
        os.chown(where.folder, 65534, 65534)  # another user's: never used, never fixed
        assert not wire.private_folder(where.folder, create=True)
        os.chown(where.folder, 0, 0)


SYSTEM_PYTHON = "/usr/bin/python3"  # one another user may run


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0
                    or not os.path.exists(SYSTEM_PYTHON),
                    reason="needs root and a system python, to connect as another user")
def test_it_answers_no_other_user(own_cache, resident):
    os.chmod(own_cache, 0o711)
    proc = subprocess.Popen([sys.executable, "-P", "-m", wire.SERVER_MODULE],
                            stderr=subprocess.PIPE, text=True)
    started()
    where = wire.place()
    assert where is not None
    os.chmod(where.folder, 0o711)  # as if its folder were reachable, and its socket
    os.chmod(where.socket, 0o666)
    message = json.dumps({"v": wire.PROTOCOL, "digest": where.digest,
                          "kind": "status"}).encode()
    probe = ("import socket, struct, sys\n"
             "s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])\n"
             "try:\n"
             f"    s.sendall(struct.pack('>I', {len(message)}) + {message!r})\n"
             "    s.settimeout(10); print(repr(s.recv(100)))\n"
             "except (BrokenPipeError, ConnectionResetError):\n"
             "    print(repr(b''))\n")
    other = subprocess.run([SYSTEM_PYTHON, "-c", probe, str(where.socket)], user=65534,
                           group=65534, capture_output=True, text=True, timeout=60)
    assert other.stdout.strip() == "b''", other.stderr  # closed, unanswered
    os.chmod(where.folder, 0o700)
    assert running() is not None  # its own user is still answered
    proc.terminate()
    assert proc.wait(timeout=30) == 0
    assert "refused a process of another user" in proc.stderr.read()
    proc.stderr.close()


def test_a_message_is_its_length_then_json():
    left, right = socket.socketpair()
    with left, right:
        wire.send(left, {"kind": "status", "text": "测试"})
        head = right.recv(4)
        size = struct.unpack(">I", head)[0]
        body = right.recv(size)
        assert json.loads(body) == {"kind": "status", "text": "测试"}


def test_the_model_is_loaded_once_for_every_process_that_asks(project, project_store,
                                                              resident, monkeypatch):
    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.ready import prepare

    try:
        prepare()  # as `memdir semantic fetch` does
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    add(project_store, "reply-concise",
        "Keep answers short: code first, explanation only when asked",
        body="Long preambles annoy the user; no summaries of what was just done.")
    query = "how long should my responses be?"  # no word in common with the record

    def recall() -> list[dict]:
        done = run_memdir("recall", query, "--json", cwd=project)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    assert recall() == []  # lexical, by itself: it started the resident
    assert wait_for(lambda: (running() or {}).get("model"), 120), log_text()
    fused = [("reply-concise", "fused")]
    # Each process got the resident's answer, or (past its budget on a busy machine)
    # ranked lexically by itself: never a model loaded there. Processes are started until
    # two got the resident's answer, however many a loaded machine makes miss it.
    answers: list[list[tuple[str, str]]] = []
    while answers.count(fused) < 2 and len(answers) < 20:
        answers.append([(r["name"], r["method"]) for r in recall()])
    assert all(a in (fused, []) for a in answers) and answers.count(fused) >= 2, answers
    sessions = iter(range(100))
    answer = served(lambda: hook(project, f"s{next(sessions)}", query))
    assert "reply-concise" in answer.stdout
    status = started()
    assert status["loads"] == 1 and status["answered"]["search"] >= 2
