"""``memdir hook claude-code``: memory for Claude Code through its hooks.

One command serves every event; Claude Code says which one in the JSON it writes to the
hook's stdin (``hook_event_name``, with ``session_id``, ``transcript_path``, ``cwd`` and
the event's own fields). What each event does:

- **SessionStart** (``source``: startup, resume, clear, compact): prints the memory policy
  and the capped catalog as ``hookSpecificOutput.additionalContext``. The record bodies
  this session has seen are forgotten, since the context they were in is gone.
- **UserPromptSubmit** (``prompt``): recalls the records relevant to the prompt and the
  two user messages before it (read from the transcript's tail) with the offline ranker,
  and prints them as ``additionalContext``: JSON ``[{"source", "content"}]`` after the
  policy, as in memdir's own system prompt. A record already shown in this session with
  the same content is not shown again. No model is called unless the user opts in
  (``MEMDIR_HOOK_SELECT=llm`` or ``--select llm``).
- **Stop** / **SessionEnd**: start a detached process (``python -P -m
  memdir.integrations.claude_code extract ...``, its own session, stdio to DEVNULL and
  the log) that reads ``transcript_path`` and runs turn-end extraction, and return at
  once: the user never waits for a model call. ``stop_hook_active`` (Claude Code is
  continuing because a Stop hook asked it to) is left alone; the final Stop comes later.
  A turn already extracted (Stop, then SessionEnd) is not extracted twice.

Hooks must never get in the user's way. Claude Code reads exit code 2 as "block" (a
prompt is erased, a stop is refused), so this hook exits 0 on every path: bad input, a
broken store, a full disk or a timeout produce no stdout (no context) and one line on
stderr and in ``$MEMDIR_HOME/logs/claude-code.log``. A watchdog ends a hook that takes
longer than ``MEMDIR_HOOK_TIMEOUT`` seconds (default 8) the same way.

UserPromptSubmit and SessionStart are answered by the user's resident process when it
runs (`memdir.integrations.resident_server`: the same functions, over stores it keeps
open, with the model loaded once), else here; either way the record bodies shown are
written to the session's state only once the answer reached the hook (``commits``).

Claude Code keeps hook output of up to 10,000 characters in the model's context and
replaces anything longer by a 2 KB preview and a file path (see anthropics/claude-code
issues 42369, 91614), so every context printed here is capped at `CONTEXT_CHARS`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import json_text
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError, ServerUnavailableError
from memdir.providers.base import Message

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")
MARKER = "memdir hook claude-code"  # how the installer recognizes our entries
CONTEXT_CHARS = 9_000  # below Claude Code's 10,000-character inline limit, with margin
TAIL_BYTES = 256 * 1024  # the recent part of a transcript, for the recall query
PREVIOUS_USER_TEXTS = 2  # recall query: the prompt and the user texts just before it
LOCK_SECONDS = 2.0  # a hook waits this long for another memdir writer, then gives up
EXTRACT_LOCK_SECONDS = 600.0  # a detached extraction waits for the one before it
STATE_DAYS = 30  # per-session state files older than this are removed

CATALOG_HEADING = ("memdir memory catalog ([type, store] name - description), most recently "
                   "updated first. The records relevant to each request are added with it.")


class _Timeout(Exception):
    pass


# How a hook gets its memory: (project root or None, select=, session=, catalog_chars=) ->
# the memory, as a context manager. Here: `open_memory`; in the resident process: a
# memory over the stores it keeps open.
Opener = Callable[..., AbstractContextManager["MemoryService"]]


# ----------------------------------------------------------------------------- paths
def _home() -> Path:
    from memdir.service.scopes import memdir_home

    return memdir_home()


def log_path() -> Path:
    return _home() / "logs" / "claude-code.log"


def _state_dir() -> Path:
    return _home() / "claude-code" / "sessions"


def _session_file(session: str, suffix: str) -> Path:
    return _state_dir() / f"{_safe_id(session)}{suffix}"


def _safe_id(session: str) -> str:
    """A session id usable as a file name (Claude Code's are UUIDs; anything else is hashed)."""
    if re.fullmatch(r"[A-Za-z0-9_-]{1,100}", session or ""):
        return session
    import hashlib  # imported late: Claude Code's session ids are UUIDs

    return "h-" + hashlib.sha1((session or "").encode("utf-8", "replace")).hexdigest()[:16]


def log_line(text: str) -> None:
    """Append one line to the hook log; a log that cannot be written is not an error."""
    with contextlib.suppress(OSError):
        from memdir.foundation.atomic import make_dir

        path = log_path()
        make_dir(path.parent, private=True)  # the log quotes what the user said
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        with os.fdopen(os.open(path, flags, 0o600), "a", encoding="utf-8") as fh:
            fh.write(f"{stamp} [{os.getpid()}] {' '.join(text.split())}\n")


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json_text.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_json(path: Path, data: dict[str, Any]) -> None:
    from memdir.foundation.atomic import make_dir
    from memdir.store.files.store import atomic_write

    make_dir(path.parent, private=True)
    atomic_write(path, json.dumps(data, ensure_ascii=False), durable=False)


# ----------------------------------------------------------------------------- transcript
def parse_transcript(lines: Sequence[str]) -> list[Message]:
    """Messages from transcript lines (`memdir.pipeline.conversation`: the one parser). Never
    raises."""
    from memdir.pipeline.conversation import parse_lines

    return parse_lines(lines).messages


def read_transcript(path: str | os.PathLike[str], *, tail_bytes: int | None = None
                    ) -> list[Message]:
    """The messages of a transcript file (only its last ``tail_bytes`` if given).

    Raises:
        TranscriptError: missing, unreadable, or not a regular file (``/dev/zero``, a FIFO).
    """
    from memdir.pipeline.conversation import read_messages

    return read_messages(path, tail_bytes=tail_bytes)


# ----------------------------------------------------------------------------- hook
def _project_root(payload: dict[str, Any], cwd: str | None = None) -> Path | None:
    """The session's project folder; None in the home folder, ``/`` or a folder others
    can write (`memdir.service.scopes.find_project`): such a session has the user store only.
    ``cwd``: the hook process's folder (or ``CLAUDE_PROJECT_DIR``) when the payload names
    none, given by a resident process answering for it."""
    from memdir.service.scopes import find_project

    cwd = (payload.get("cwd") or cwd or os.environ.get("CLAUDE_PROJECT_DIR")
           or os.getcwd())
    return find_project(str(cwd))


def local_opener(config: Config) -> Opener:
    """The memory a hook process opens itself (`memdir.service.opening`): its project's and
    the user's stores, the user's alone without a project, or a server's. It never loads a
    model: the fused ranker is asked of the resident process, else recall is lexical."""
    def open_(root: Path | None, *, select: str, session: str,
              catalog_chars: int = CONTEXT_CHARS) -> MemoryService:
        from memdir.service.opening import open_memory

        provider = None if select == "llm" else "offline"
        return open_memory(config, project=root or False, provider=provider,
                           session=session, catalog_chars=catalog_chars,
                           lock_timeout=LOCK_SECONDS, resident=True)
    return open_


def _context(event: str, text: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": event,
                                              "additionalContext": text}},
                      ensure_ascii=False)


def session_start(payload: dict[str, Any], select: str, opener: Opener,
                  cwd: str | None = None) -> str:
    """Policy and catalog; forget what this session was shown (its context is new)."""
    from memdir.pipeline.recall import MEMORY_POLICY

    session = str(payload.get("session_id") or "")
    if session:
        with contextlib.suppress(OSError):
            _write_json(_session_file(session, ".json"), {"shown": {}})
        _prune_state()
    head = f"{MEMORY_POLICY}\n\n{CATALOG_HEADING}\n"
    with opener(_project_root(payload, cwd), select="offline", session=session,
                catalog_chars=CONTEXT_CHARS - len(head) - 100) as memory:
        catalog = memory.catalog()
    return _context("SessionStart", head + catalog) if catalog else ""


def user_prompt_submit(payload: dict[str, Any], select: str, opener: Opener,
                       cwd: str | None = None,
                       commits: list[Callable[[], None]] | None = None) -> str:
    """The records relevant to this prompt that the session has not been shown yet.
    ``commits``: where to leave the write of what the session was shown, for the caller to
    run once the answer reached the hook (else it is written here)."""
    from memdir.pipeline.conversation import message_text
    from memdir.pipeline.recall import MEMORY_POLICY, RECALLED_HEADING, recalled_json
    from memdir.service.turn_report import waiting_notice

    prompt = str(payload.get("prompt") or "")
    if not prompt.strip():
        return ""
    session = str(payload.get("session_id") or "")
    history: list[Message] = []
    transcript = payload.get("transcript_path")
    if transcript:
        # Only the tail, and only from a regular file: the path is whatever the payload
        # says, and /dev/zero or a FIFO must not hang or fill the hook.
        with contextlib.suppress(MemdirError, OSError):
            history = read_transcript(str(transcript), tail_bytes=TAIL_BYTES)
    previous = [m for m in history if m["role"] == "user" and message_text(m).strip()]
    if previous and message_text(previous[-1]).strip() == prompt.strip():
        previous = previous[:-1]  # the transcript may already hold this prompt
    messages = [*previous[-PREVIOUS_USER_TEXTS:], {"role": "user", "content": prompt}]
    with opener(_project_root(payload, cwd), select=select, session=session) as memory:
        try:
            recalled = memory.recall(messages)  # sends this token's queued turns first
        except ServerUnavailableError as exc:  # said where the user looks, with what waits
            if not (waiting := memory.waiting()):
                raise
            return _context("UserPromptSubmit", waiting_notice(waiting, str(exc)))
        notice = waiting_notice(waiting) + "\n\n" if (waiting := memory.waiting()) else ""
    state_file = _session_file(session, ".json") if session else None
    raw = _read_json(state_file).get("shown") if state_file is not None else None
    shown: dict[str, str] = raw if isinstance(raw, dict) else {}
    fresh = [r for r in recalled if shown.get(r.source) != r.record.hash]
    if not fresh:
        return _context("UserPromptSubmit", notice.strip()) if notice else ""
    head = f"{notice}{MEMORY_POLICY}\n\n{RECALLED_HEADING}\n"
    budget = CONTEXT_CHARS - len(head)
    # Each record gets an equal share, so one long record cannot crowd out the others.
    share = max(500, budget // len(fresh) - 100)
    items = [_clipped(r, share) for r in fresh]
    body = recalled_json(items, budget, max_chars=budget)
    included = {item["source"] for item in json.loads(body)}
    if not included:
        return _context("UserPromptSubmit", notice.strip()) if notice else ""
    if state_file is not None:
        shown.update({r.source: r.record.hash or "" for r in fresh if r.source in included})

        def commit() -> None:
            with contextlib.suppress(OSError):
                _write_json(state_file, {"shown": shown})
        if commits is None:
            commit()
        else:
            commits.append(commit)
    return _context("UserPromptSubmit", head + body)


def _clipped(item: Any, chars: int) -> Any:
    """A recalled record whose body is cut to about ``chars`` (the full text stays on disk),
    said first: the JSON that carries it may be cut again at its end to fit."""
    from dataclasses import replace

    body = item.record.body
    if len(body) <= chars:
        return item
    import shlex  # the name is a repository's: quoted, a command that runs only memdir

    note = f"[cut; full text: memdir show {shlex.quote(item.record.name)}]\n"
    return replace(item, record=item.record.evolve(
        body=note + body[:max(0, chars - len(note))]))


def turn_end(payload: dict[str, Any], spawn: Callable[[list[str], Path], None]) -> str:
    """Hand the transcript to a detached extraction and return at once."""
    event = str(payload.get("hook_event_name"))
    if event == "Stop" and payload.get("stop_hook_active"):
        return ""
    transcript = payload.get("transcript_path")
    if not transcript or not Path(str(transcript)).is_file():
        log_line(f"{event}: no transcript at {transcript!r}; nothing to extract")
        return ""
    root = _project_root(payload)
    args = ["extract", str(transcript), "--project", str(root or ""),  # "": user store only
            "--session", str(payload.get("session_id") or ""), "--event", event]
    spawn(args, root or _home())
    return ""


def spawn_detached(args: list[str], cwd: Path) -> None:
    """Start ``python -P -m memdir.integrations.claude_code ARGS`` in its own session.

    ``-P``: ``cwd`` is the project folder, and a repository that ships its own ``memdir/``
    package must not get it imported (see `memdir.foundation.launch`). Its stdin and stdout are
    DEVNULL and its stderr is the hook log, so Claude Code is not left waiting on a pipe,
    and the process outlives the hook (and a closing terminal).
    """
    import subprocess  # imported late: only turn ends start a process

    from memdir.foundation.launch import python_command

    command = python_command("memdir.integrations.claude_code", *args)
    from memdir.foundation.atomic import make_dir

    path = log_path()
    make_dir(path.parent, private=True)
    kwargs: dict[str, Any] = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL,
                              "close_fds": True,
                              "cwd": str(cwd) if cwd.is_dir() else None}
    if sys.platform == "win32":
        kwargs["creationflags"] = (subprocess.DETACHED_PROCESS
                                   | subprocess.CREATE_NEW_PROCESS_GROUP
                                   | getattr(subprocess, "CREATE_NO_WINDOW", 0))
    else:
        kwargs["start_new_session"] = True
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    with os.fdopen(os.open(path, flags, 0o600), "ab") as log:
        subprocess.Popen(command, stderr=log, **kwargs)


@contextlib.contextmanager
def _watchdog(seconds: float) -> Iterator[None]:
    """Raise `_Timeout` after ``seconds`` (POSIX main thread only; elsewhere no limit)."""
    usable = seconds > 0 and hasattr(signal, "SIGALRM") and _is_main_thread()
    if not usable:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _is_main_thread() -> bool:
    import threading
    return threading.current_thread() is threading.main_thread()


def run_hook(raw: str | bytes, *, select: str | None = None,
             spawn: Callable[[list[str], Path], None] = spawn_detached,
             timeout: float | None = None, config: Config | None = None,
             opener: Opener | None = None, cwd: str | None = None,
             commits: list[Callable[[], None]] | None = None) -> tuple[str, str]:
    """Handle one hook call: ``(stdout, stderr)`` text. Never raises; the exit code is 0.

    Args:
        raw: the JSON Claude Code wrote to stdin.
        select: ``offline`` or ``llm`` (default: ``MEMDIR_HOOK_SELECT``, else offline).
        spawn: starts the detached extraction (tests pass a recorder).
        timeout: the watchdog in seconds (default: ``MEMDIR_HOOK_TIMEOUT``, else 8).
        config: the settings (default: read from the environment, once per hook call).
        opener: how the memory is opened (default: `local_opener`).
        cwd: the hook process's folder, for a payload that names none (a resident
            process answering for it).
        commits: see `user_prompt_submit`.
    """
    event = ""
    try:
        from memdir.integrations.hook_input import read_payload

        payload = read_payload(raw)
        event = str(payload.get("hook_event_name") or "")
        config = config or Config.from_env()
        choice = (select or config.hook_select).lower()
        choice = choice if choice in ("offline", "llm") else "offline"
        limit = timeout if timeout is not None else config.hook_timeout
        opener = opener or local_opener(config)
        with _watchdog(limit):
            if event == "SessionStart":
                return session_start(payload, choice, opener, cwd), ""
            if event == "UserPromptSubmit":
                return user_prompt_submit(payload, choice, opener, cwd, commits), ""
            if event in ("Stop", "SessionEnd"):
                return turn_end(payload, spawn), ""
        return "", ""  # an event we were not installed for: nothing to do
    except _Timeout:
        problem = "took too long; skipped (set MEMDIR_HOOK_TIMEOUT to allow more)"
    except (ValueError, MemdirError, OSError) as exc:
        problem = " ".join(str(exc).split())[:300] or type(exc).__name__
    except Exception as exc:  # the hook must never break the session, whatever failed
        problem = f"{type(exc).__name__}: {' '.join(str(exc).split())[:300]}"
        import traceback

        log_line(f"{event}: " + traceback.format_exc().replace("\n", " | "))
    message = f"memdir {event} hook: {problem}" if event else f"memdir hook: {problem}"
    log_line(message)
    return "", message + "\n"


def _prune_state() -> None:
    """Remove session state older than STATE_DAYS (one small file per session otherwise)."""
    cutoff = time.time() - STATE_DAYS * 86_400
    with contextlib.suppress(OSError):
        for entry in os.scandir(_state_dir()):
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                    os.unlink(entry.path)


# ----------------------------------------------------------------------------- extraction
def turn_key(messages: Sequence[Message]) -> str | None:
    """Identity of the transcript's last user turn, or None if it has none."""
    from memdir.pipeline.conversation import turn_user_messages

    turn = turn_user_messages(messages)
    if not turn:
        return None
    import hashlib  # imported late: only a turn end (extraction) needs it

    return hashlib.sha256(json.dumps(turn, ensure_ascii=False).encode("utf-8")).hexdigest()[:32]


def extract_transcript(transcript: str, project: str, session: str, event: str = "",
                       provider: str | None = None) -> str:
    """Turn-end extraction for the last turn of a transcript; returns one summary line.

    Runs in the detached process. One extraction per session at a time (a lock file), and
    a turn whose key is already recorded is skipped, so Stop followed by SessionEnd costs
    one extraction, not two.
    """
    from filelock import FileLock

    from memdir.foundation.atomic import make_dir
    from memdir.service.opening import open_memory

    state = _session_file(session or "unknown", ".extract.json")
    make_dir(state.parent, private=True)
    with FileLock(str(_session_file(session or "unknown", ".lock")),
                  timeout=EXTRACT_LOCK_SECONDS):
        messages = read_transcript(transcript)
        key = turn_key(messages)
        if key is None:
            return f"{event}: no user message in the transcript; nothing to extract"
        if _read_json(state).get("turn") == key:
            return f"{event}: this turn was already extracted"
        name = provider or Config.from_env().hook_provider
        notes: list[str] = []
        # Local stores, or a server: extraction here, admission there (a server that
        # does not answer gets the candidates from the local queue at the next call).
        # Short-lived too: a record it writes gets its vector from the resident process
        # at the next search, not from a model loaded here.
        memory = open_memory(Config.from_env(), project=project or False, provider=name,
                             session=session or None, log=notes.append, resident=True)
        with memory:
            report = memory.after_turn(messages)
        if not report.errors:  # a failed model call is retried at the next turn end
            _write_json(state, {"turn": key, "at": time.strftime("%Y-%m-%dT%H:%M:%S")})
        summary = " ".join(notes) or report.summary()
        errors = f"; errors: {'; '.join(report.errors)}" if report.errors else ""
        return f"{event} in {project or 'the user store'}: {summary}{errors}"


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the detached process: ``extract TRANSCRIPT --project P --session S``."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m memdir.integrations.claude_code")
    sub = parser.add_subparsers(dest="command", required=True)
    ext = sub.add_parser("extract", help="extract memories from a transcript's last turn")
    ext.add_argument("transcript")
    ext.add_argument("--project", required=True, help='"" when there is no project')
    ext.add_argument("--session", default="")
    ext.add_argument("--event", default="")
    ext.add_argument("--provider", default=None)
    args = parser.parse_args(argv)
    try:
        log_line(extract_transcript(args.transcript, args.project, args.session, args.event,
                                    args.provider))
        return 0
    except Exception as exc:  # detached: the log is the only place anyone will look
        log_line(f"{args.event} extraction failed: {type(exc).__name__}: {exc}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
