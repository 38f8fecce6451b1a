"""Whether the model is ready, and its preparation kept out of every prompt.

Preparing a model takes from 8 s (the default: a 91 MB download) to minutes (the quality
model: 1.1 GB), once: its files are downloaded and checked, its ONNX graph written
(`memdir.providers.semantic.fetch`). A Claude Code hook is a new process per prompt, so
that work must never happen inside one. `when_ready` is what a recall asks: with stats
only (no onnx, no model load) it checks that everything is made (`status`); if so it
returns the embedder, else the recall is lexical and one detached process, ``python -m
memdir.providers.semantic.ready``, does the work (`prepare`). A long-lived process (chat,
the MCP server, ``memdir serve``) asks again now and then
(`memdir.service.memory.Memory`) and turns fused once the model is ready.

Beside the models, in ``.prepare/`` of the cache dir, one set of files per model:

- ``KEY.lock``: held by the process preparing it (`filelock`); another one waits for it,
  then finds the model ready and does nothing.
- ``KEY.spawned``: made (``O_EXCL``) by the prompt that starts the preparer, so that
  prompts arriving at the same moment start one between them.
- ``KEY.failed``: why the last preparation failed, in one sentence, and when. A prompt
  does not try again for `RETRY_AFTER` seconds; ``memdir semantic fetch`` does at once.
- ``prepare.log``: what the detached preparers wrote to stderr.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.config import Config
from memdir.foundation.errors import SemanticUnavailable
from memdir.providers.semantic.catalog import ModelSpec
from memdir.providers.semantic.fetch import cache_root, prepared, size_on_disk

RETRY_AFTER = 3600.0  # seconds before a prompt retries a failed preparation
SPAWN_GRACE = 120.0  # seconds a started preparer has to take its lock
Say = Callable[[str], None]


@dataclass(frozen=True)
class Status:
    """Where a model stands, found with stats only.

    ``model``: what it is, for people (a folder, or the pinned model's title and name);
    ``source``: the folder to load once ready; ``preparing``: a process prepares it now;
    ``failed``: the last failure's sentence while it holds (`RETRY_AFTER`); ``disk``:
    bytes the prepared model takes in the cache dir (None for a folder of the user's)."""

    model: str
    source: Path | None
    ready: bool
    preparing: bool = False
    failed: str | None = None
    failed_at: float | None = None
    disk: int | None = None


def status(config: Config | None = None) -> Status:
    """The configured model's status; raises `SemanticUnavailable` when there can be no
    model here at all (the runtime is missing, ``MEMDIR_SEMANTIC_MODEL`` names nothing)."""
    from memdir.providers.semantic import locate

    _runtime()
    config = config or Config.from_env()
    found = locate(config)
    if isinstance(found, ModelSpec):
        model = f"{found.title} ({found.name})"
        source = prepared(found, cache_root(config))
        if source is not None:
            return Status(model, source, True, disk=size_on_disk(source))
    else:
        model, source = str(found), found
        if _graph_made(found, config):
            return Status(model, source, True)
    files = _Files(found, config)
    failed, at = files.failure()
    return Status(model, None, False, preparing=files.busy(), failed=failed, failed_at=at)


def _runtime() -> None:
    for package in ("onnxruntime", "tokenizers"):
        if importlib.util.find_spec(package) is None:
            raise SemanticUnavailable(
                f"The semantic ranker needs the {package!r} package (pip install "
                "'memdir[semantic]'); recall uses the lexical ranker.")


def _graph_made(source: Path, config: Config) -> bool:
    """Whether the graph a search loads for a user's model (converted, int8) exists."""
    from memdir.providers.semantic.graphs import graph_for

    try:
        return graph_for(source, cache_root(config), make=False) is not None
    except SemanticUnavailable:
        return True  # a broken folder: loading it says why, at once


def when_ready(config: Config | None = None, say: Say | None = None) -> tuple[Any, bool]:
    """(the embedder, False) when the model is ready; else (None, pending): the model is
    being prepared in the background (``pending``: ask again later) or cannot be (a
    failure, said once through ``say``). Never waits for a download or a conversion."""
    source, pending = ready_source(config, say)
    if source is None:
        return None, pending
    from memdir.providers.semantic import get_embedder

    try:
        return get_embedder(source, config), False
    except SemanticUnavailable as exc:  # a broken folder, a missing runtime package
        (say or (lambda line: None))(str(exc))
    except OSError as exc:
        (say or (lambda line: None))(f"The semantic model cannot be loaded here ({exc}); "
                                     "recall uses the lexical ranker.")
    return None, False


def ready_source(config: Config | None = None, say: Say | None = None
                 ) -> tuple[Path | None, bool]:
    """`when_ready` without loading anything: (the model's folder, False) when it is ready
    to load, else (None, pending) as there. For a process that must not load a model
    itself (a hook asks the resident process, `memdir.service.resident`)."""
    say = say or (lambda line: None)
    try:
        now = status(config)
        if now.ready:
            return now.source, False
        if now.failed and not now.preparing:
            say(now.failed)
            return None, False
        if not now.preparing:
            start(config)
    except SemanticUnavailable as exc:
        say(str(exc))
        return None, False
    except OSError as exc:  # the cache dir cannot be written, python cannot be started
        say(f"The semantic model cannot be prepared here ({exc}); recall uses the "
            "lexical ranker.")
        return None, False
    say(f"The semantic model {now.model} is being prepared in the background (once; "
        "'memdir semantic fetch' shows its progress); recall uses the lexical ranker until "
        "it is ready.")
    return None, True


def start(config: Config | None = None) -> bool:
    """Start the detached preparer unless one was started a moment ago; whether it was."""
    from memdir.providers.semantic import locate

    config = config or Config.from_env()
    files = _Files(locate(config), config)
    if not files.claim_spawn():
        return False
    import subprocess

    from memdir.foundation.launch import python_command

    kwargs: dict[str, Any] = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL,
                              "close_fds": True, "cwd": str(files.folder)}
    if sys.platform == "win32":
        kwargs["creationflags"] = (subprocess.DETACHED_PROCESS
                                   | subprocess.CREATE_NEW_PROCESS_GROUP
                                   | getattr(subprocess, "CREATE_NO_WINDOW", 0))
    else:
        kwargs["start_new_session"] = True  # outlives the hook, and a closing terminal
    with open(files.folder / "prepare.log", "ab") as log:
        proc = subprocess.Popen(python_command(__name__), stderr=log, **kwargs)
        log.write(f"{_now()} started preparer {proc.pid}\n".encode())
    return True


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def prepare(config: Config | None = None, *, progress: bool = False,
            say: Say | None = None, retry: bool = True, model: ModelSpec | None = None,
            source: Path | None = None) -> Path:
    """Fetch and prepare the configured model (or ``model``) now, blocking, under its
    lock: the folder to load. ``source``: a folder or archive the files are taken from
    instead of the network. A failure is kept (``KEY.failed``) and raised as
    `SemanticUnavailable`. Another process preparing it is waited for. ``retry=False``: a
    failure kept less than `RETRY_AFTER` ago is raised as it is (the detached preparer,
    started by prompts that arrived while another preparer was failing)."""
    from filelock import FileLock, Timeout

    from memdir.providers.semantic import locate

    say = say or (lambda line: None)
    _runtime()
    config = config or Config.from_env()
    found = model or locate(config)
    files = _Files(found, config)
    lock = FileLock(str(files.lock))
    try:
        lock.acquire(timeout=0)
    except Timeout:
        say("Another process is preparing the model; waiting for it.")
        lock.acquire()
    try:
        failed, _ = files.failure()
        if failed and not retry:
            raise SemanticUnavailable(failed)
        return _prepare(found, files, config, progress, say, source)
    finally:
        files.spawned.unlink(missing_ok=True)  # whoever started it: it has run now
        lock.release()


def _prepare(found: Path | ModelSpec, files: _Files, config: Config, progress: bool,
             say: Say, source: Path | None) -> Path:
    from memdir.providers.semantic.fetch import ensure_model
    from memdir.providers.semantic.graphs import graph_for

    began = time.time()
    try:
        if isinstance(found, ModelSpec):
            folder = ensure_model(found, config=config, progress=progress, say=say,
                                  source=source)
        else:
            folder = found
            if not _graph_made(found, config):
                say("Writing its int8 graph (once).")
                graph_for(found, cache_root(config))
    except SemanticUnavailable as exc:
        files.fail(str(exc), began)
        raise
    except Exception as exc:  # noqa: BLE001 - kept as the reason, raised as one sentence
        reason = (f"The semantic model could not be prepared ({type(exc).__name__}: "
                  f"{exc}); recall uses the lexical ranker.")
        files.fail(reason, began)
        raise SemanticUnavailable(reason) from exc
    files.failed.unlink(missing_ok=True)
    return folder


class _Files:
    """The lock, spawn note and failure note of one model (see the module's text)."""

    def __init__(self, found: Path | ModelSpec, config: Config) -> None:
        what = (f"pinned:{found.key}" if isinstance(found, ModelSpec)
                else f"path:{found.resolve()}")
        key = hashlib.blake2b(what.encode(), digest_size=8).hexdigest()
        self.folder = cache_root(config) / ".prepare"
        self.folder.mkdir(parents=True, exist_ok=True)
        self.lock = self.folder / f"{key}.lock"
        self.spawned = self.folder / f"{key}.spawned"
        self.failed = self.folder / f"{key}.failed"

    def busy(self) -> bool:
        """A preparer holds the lock, or was started a moment ago and will."""
        from filelock import FileLock, Timeout

        try:
            if time.time() - self.spawned.stat().st_mtime < SPAWN_GRACE:
                return True
        except OSError:
            pass
        lock = FileLock(str(self.lock))
        try:
            lock.acquire(timeout=0)
        except Timeout:
            return True
        lock.release()
        return False

    def claim_spawn(self) -> bool:
        """Whether this process is the one to start the preparer (one of the prompts that
        arrive together; a note older than `SPAWN_GRACE` is from a preparer long gone)."""
        try:
            if time.time() - self.spawned.stat().st_mtime >= SPAWN_GRACE:
                self.spawned.unlink(missing_ok=True)
        except OSError:
            pass
        try:
            os.close(os.open(self.spawned, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            return False
        return True

    def failure(self) -> tuple[str | None, float | None]:
        """The last failure's sentence and time while it holds, else (None, None)."""
        try:
            note = json_text.loads(self.failed.read_text(encoding="utf-8"))
            reason, at = str(note["reason"]), float(note["at"])
        except (OSError, ValueError, KeyError, TypeError):
            return None, None
        return (reason, at) if time.time() - at < RETRY_AFTER else (None, None)

    def fail(self, reason: str, at: float) -> None:
        tmp = self.failed.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"reason": reason, "at": at}), encoding="utf-8")
        os.replace(tmp, self.failed)


def main() -> int:
    """The detached preparer (started by `start`): prepares the configured model unless
    another preparer has meanwhile, or has just failed at it."""
    def say(line: str) -> None:
        sys.stderr.write(f"{_now()} [{os.getpid()}] {line}\n")
        sys.stderr.flush()

    try:
        source = prepare(Config.from_env(), say=say, retry=False)
    except SemanticUnavailable as exc:
        say(str(exc))
        return 1
    say(f"ready: {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
