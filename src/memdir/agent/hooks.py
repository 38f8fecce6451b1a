"""Hooks: code that runs at fixed points of a turn and may veto what happens next.

Four events, with the payload a hook receives (as a dict, or as JSON on stdin):

==================  ===========================================  =========================
event               when                                         blocking means
==================  ===========================================  =========================
UserPromptSubmit    a prompt arrives, before anything else       the prompt is dropped
PreToolUse          before each tool call (after the model asks)  the tool does not run;
                                                                 the reason goes to the
                                                                 model as the tool result
PostToolUse         after each tool call                         the reason is appended to
                                                                 the tool result
Stop                the model answered without calling a tool    the turn goes on, with
                                                                 the reason as a new
                                                                 instruction
==================  ===========================================  =========================

Every payload has ``hook_event_name``, ``session_id`` and ``cwd``; tool events add
``tool_name`` and ``tool_input`` (PostToolUse also ``tool_response``:
``{"content", "is_error"}``), UserPromptSubmit adds ``prompt``, Stop adds
``stop_hook_active`` (true when the turn is already continuing because of a Stop hook,
so a hook can avoid looping forever; memdir also stops after `MAX_STOP_CONTINUES`).

Two ways to write a hook:

- **Python callable** (`Hooks.add`): gets the payload dict, returns None (go on), a
  `HookResult`, a bool (True blocks), a str (block with that reason), or a dict in the
  shell-hook JSON shape below. An exception is reported as a notice and does not block.
- **Shell command**, configured in JSON settings, in the shape Claude Code uses so
  existing hook scripts work: the payload is written to stdin; exit code 0 goes on (for
  UserPromptSubmit, stdout is added to the prompt as context), **exit code 2 blocks**
  with stderr as the reason, any other exit code is a notice. Stdout that is a JSON object
  may say ``{"decision": "block", "reason": "..."}`` or carry ``additionalContext``
  (also inside ``hookSpecificOutput``).

Settings files, user level first, then project level (both apply)::

    $MEMDIR_HOME/settings.json
    <workspace>/.memdir/settings.json

    {"hooks": {
       "PreToolUse": [{"matcher": "bash|write_file",
                       "hooks": [{"type": "command", "command": "./check.sh", "timeout": 30},
                                 {"type": "python", "callable": "mypkg.hooks:pre_tool"}]}],
       "Stop":       [{"hooks": [{"type": "command", "command": "make -s lint"}]}]}}

``matcher`` is a regular expression matched against the whole tool name, ignoring case
(``Bash`` matches ``bash``); empty or ``*`` matches every tool; other events ignore it.
Commands run in the workspace with ``MEMDIR_PROJECT_DIR`` (and ``CLAUDE_PROJECT_DIR``)
set to it.

A project's settings file comes with the project (a cloned repository), so its hooks run
only once you trust that exact file: ``memdir trust`` (or "yes" at the REPL's question)
records its SHA-256 in ``$MEMDIR_HOME/trusted-settings.json``; any change to the file
turns its hooks off again until it is trusted anew. Your user settings file is always
trusted.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import json
import os
import re
import shutil
import signal
import subprocess
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

EVENTS = ("UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop")
TOOL_EVENTS = ("PreToolUse", "PostToolUse")
MAX_STOP_CONTINUES = 5
HOOK_TIMEOUT = 60.0
SETTINGS_FILE = "settings.json"
TRUST_FILE = "trusted-settings.json"


@dataclass(frozen=True)
class HookResult:
    """What a Python hook may return: block (with a reason) and/or add context."""

    block: bool = False
    reason: str = ""
    context: str = ""


HookFn = Callable[[dict[str, Any]], Any]


@dataclass(frozen=True)
class Hook:
    """One configured hook: a Python callable or a shell command."""

    event: str
    matcher: str = ""
    fn: HookFn | None = None
    command: str | None = None
    timeout: float = HOOK_TIMEOUT
    origin: str = ""

    @property
    def label(self) -> str:
        if self.command is not None:
            return f"{self.event} hook `{self.command}`"
        name = getattr(self.fn, "__qualname__", None) or repr(self.fn)
        return f"{self.event} hook {name}"

    def matches(self, tool_name: str | None) -> bool:
        if self.event not in TOOL_EVENTS or self.matcher in ("", "*"):
            return True
        try:
            return re.fullmatch(self.matcher, tool_name or "", re.IGNORECASE) is not None
        except re.error:
            return False


@dataclass
class HookOutcome:
    """The combined verdict of every hook that ran for one event."""

    blocked: bool = False
    reasons: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)

    @property
    def reason(self) -> str:
        return "\n".join(r for r in self.reasons if r) or "Blocked by a hook."


class Hooks:
    """The hooks of one session.

    Args:
        hooks: hooks to start with (e.g. from `load_settings`).
        cwd: where shell hooks run (the workspace).
        session: the session id put in every payload.
    """

    def __init__(self, hooks: Iterable[Hook] = (), *, cwd: str | os.PathLike[str] = ".",
                 session: str = "") -> None:
        self.hooks: list[Hook] = list(hooks)
        self.cwd = Path(cwd)
        self.session = session

    def add(self, event: str, fn: HookFn, matcher: str = "") -> None:
        """Register a Python callable for an event."""
        _check_event(event)
        self.hooks.append(Hook(event, matcher, fn=fn, origin="python"))

    def add_command(self, event: str, command: str, matcher: str = "",
                    timeout: float = HOOK_TIMEOUT) -> None:
        """Register a shell command for an event."""
        _check_event(event)
        self.hooks.append(Hook(event, matcher, command=command, timeout=timeout,
                               origin="python"))

    def __bool__(self) -> bool:
        return bool(self.hooks)

    def run(self, event: str, payload: dict[str, Any]) -> HookOutcome:
        """Run the hooks of an event in order; the first block stops the rest."""
        outcome = HookOutcome()
        full = {"hook_event_name": event, "session_id": self.session,
                "cwd": str(self.cwd), **payload}
        for hook in self.hooks:
            if hook.event != event or not hook.matches(full.get("tool_name")):
                continue
            if hook.fn is not None:
                result = self._run_python(hook, full, outcome)
            else:
                result = self._run_command(hook, full, outcome)
            if result is None:
                continue
            if result.context:
                outcome.context.append(result.context)
            if result.block:
                outcome.blocked = True
                outcome.reasons.append(result.reason)
                break
        return outcome

    def _run_python(self, hook: Hook, payload: dict[str, Any],
                    outcome: HookOutcome) -> HookResult | None:
        assert hook.fn is not None
        try:
            value = hook.fn(dict(payload))
        except Exception as exc:  # noqa: BLE001 - a broken hook must not break the turn
            outcome.notices.append(f"{hook.label} failed: {type(exc).__name__}: {exc}")
            return None
        return _as_result(value)

    def _run_command(self, hook: Hook, payload: dict[str, Any],
                     outcome: HookOutcome) -> HookResult | None:
        assert hook.command is not None
        env = {**os.environ, "MEMDIR_PROJECT_DIR": str(self.cwd),
               "CLAUDE_PROJECT_DIR": str(self.cwd)}
        shell = shutil.which("bash") or "/bin/sh"
        try:
            proc = subprocess.Popen([shell, "-c", hook.command], cwd=self.cwd, env=env,
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, start_new_session=True)
        except OSError as exc:
            outcome.notices.append(f"{hook.label} could not start: {exc.strerror or exc}")
            return None
        data = json.dumps(payload, ensure_ascii=False, default=str).encode()
        try:
            out, err = proc.communicate(data, timeout=hook.timeout)
        except subprocess.TimeoutExpired:
            _kill(proc)
            proc.communicate()
            outcome.notices.append(f"{hook.label} timed out after {hook.timeout:g} s")
            return None
        except BaseException:
            _kill(proc)
            raise
        stdout = out.decode("utf-8", errors="replace").strip()
        stderr = err.decode("utf-8", errors="replace").strip()
        if proc.returncode == 2:
            return HookResult(block=True, reason=stderr or stdout or f"{hook.label} blocked.")
        if proc.returncode != 0:
            outcome.notices.append(f"{hook.label} failed (exit {proc.returncode})"
                                   + (f": {stderr[:300]}" if stderr else ""))
            return None
        parsed = _json_object(stdout)
        if parsed is not None:
            return _as_result(parsed)
        if stdout and payload.get("hook_event_name") == "UserPromptSubmit":
            return HookResult(context=stdout)
        return None


def _check_event(event: str) -> None:
    if event not in EVENTS:
        raise ValueError(f"Unknown hook event {event!r}; use one of {', '.join(EVENTS)}.")


def _json_object(text: str) -> dict[str, Any] | None:
    if not text.startswith("{"):
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _as_result(value: Any) -> HookResult | None:
    if value is None or value is False:
        return None
    if isinstance(value, HookResult):
        return value
    if value is True:
        return HookResult(block=True)
    if isinstance(value, str):
        return HookResult(block=True, reason=value)
    if isinstance(value, dict):
        specific = value.get("hookSpecificOutput")
        context = value.get("additionalContext")
        if isinstance(specific, dict):
            context = context or specific.get("additionalContext")
            if specific.get("permissionDecision") == "deny":
                return HookResult(True, str(specific.get("permissionDecisionReason") or ""))
        block = value.get("decision") == "block" or value.get("continue") is False
        reason = value.get("reason") or value.get("stopReason") or ""
        return HookResult(block, str(reason), str(context or ""))
    return None


def _kill(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(OSError):
        os.killpg(proc.pid, signal.SIGKILL)


def _import_callable(spec: str) -> HookFn:
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ValueError(f"{spec!r} is not 'module:function'")
    fn = importlib.import_module(module_name)
    for part in attr.split("."):
        fn = getattr(fn, part)
    if not callable(fn):
        raise ValueError(f"{spec!r} is not callable")
    return fn  # type: ignore[return-value]


def settings_paths(workspace: Path, home: Path) -> list[Path]:
    """The settings files that configure hooks, user level first."""
    return [home / SETTINGS_FILE, workspace / ".memdir" / SETTINGS_FILE]


def declared_hooks(path: Path) -> list[str]:
    """What a settings file would run, one line per hook ("PreToolUse: ./check.sh"), read
    as JSON only: nothing is imported or run."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    section = data.get("hooks") if isinstance(data, dict) else None
    out = []
    for event, groups in section.items() if isinstance(section, dict) else ():
        for group in groups if isinstance(groups, list) else []:
            items = group.get("hooks") if isinstance(group, dict) else None
            for item in items if isinstance(items, list) else []:
                if isinstance(item, dict):
                    what = item.get("command") or item.get("callable") or "?"
                    out.append(f"{event}: {what}")
    return out


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _trusted(home: Path) -> dict[str, str]:
    try:
        data = json.loads((home / TRUST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(
        data, dict) else {}


def is_trusted(path: Path, home: Path) -> bool:
    """True if this settings file, with exactly its current content, was trusted."""
    digest = _digest(path)
    return digest is not None and _trusted(home).get(str(path.resolve())) == digest


def set_trusted(path: Path, home: Path, trusted: bool = True) -> None:
    """Trust this settings file as it is now (or take the trust back)."""
    from ..store.atomic import atomic_write, storage_error

    table = _trusted(home)
    key = str(path.resolve())
    digest = _digest(path)
    if trusted and digest is not None:
        table[key] = digest
    else:
        table.pop(key, None)
    try:
        home.mkdir(parents=True, exist_ok=True)
        atomic_write(home / TRUST_FILE, json.dumps(table, indent=2, sort_keys=True) + "\n")
    except OSError as exc:
        raise storage_error(exc, f"write {home / TRUST_FILE}") from exc


def load_settings(paths: Iterable[Path]) -> tuple[list[Hook], list[str]]:
    """Hooks from settings files, and one sentence per problem found (bad JSON, unknown
    event, a callable that does not import). A missing file is not a problem."""
    hooks: list[Hook] = []
    problems: list[str] = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
        except OSError as exc:
            problems.append(f"{path}: cannot be read ({exc.strerror}).")
            continue
        try:
            data = json.loads(text)
        except ValueError as exc:
            problems.append(f"{path}: not valid JSON ({exc}).")
            continue
        section = data.get("hooks", {}) if isinstance(data, dict) else None
        if not isinstance(section, dict):
            problems.append(f"{path}: 'hooks' must be an object of event names.")
            continue
        for event, groups in section.items():
            if event not in EVENTS:
                problems.append(f"{path}: unknown hook event {event!r} (known: "
                                f"{', '.join(EVENTS)}).")
                continue
            for group in groups if isinstance(groups, list) else []:
                if not isinstance(group, dict):
                    continue
                matcher = str(group.get("matcher") or "")
                for item in group.get("hooks") or []:
                    hook, problem = _hook_from(event, matcher, item, path)
                    if hook:
                        hooks.append(hook)
                    if problem:
                        problems.append(problem)
    return hooks, problems


def _hook_from(event: str, matcher: str, item: Any, path: Path) -> tuple[Hook | None, str]:
    if not isinstance(item, dict):
        return None, f"{path}: a {event} hook entry is not an object."
    timeout = item.get("timeout", HOOK_TIMEOUT)
    timeout = float(timeout) if isinstance(timeout, int | float) and timeout > 0 else HOOK_TIMEOUT
    kind = item.get("type", "command")
    if kind == "command" and isinstance(item.get("command"), str):
        return Hook(event, matcher, command=item["command"], timeout=timeout,
                    origin=str(path)), ""
    if kind == "python" and isinstance(item.get("callable"), str):
        try:
            return Hook(event, matcher, fn=_import_callable(item["callable"]),
                        origin=str(path)), ""
        except (ImportError, AttributeError, ValueError) as exc:
            return None, f"{path}: hook {item['callable']!r} cannot be loaded ({exc})."
    return None, (f"{path}: a {event} hook needs \"type\": \"command\" with a \"command\", "
                  "or \"type\": \"python\" with a \"callable\".")


__all__ = ["EVENTS", "MAX_STOP_CONTINUES", "Hook", "HookOutcome", "HookResult", "Hooks",
           "declared_hooks", "is_trusted", "load_settings", "set_trusted", "settings_paths"]
