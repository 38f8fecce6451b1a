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
Commands run in the workspace with ``CLAUDE_PROJECT_DIR`` set to it, as Claude Code does; a
``memdir`` command inside one finds the session's project from that folder, as the
session did (``MEMDIR_PROJECT`` is the one variable that overrides it, see
docs/configuration.md).

A project's settings file comes with the project (a cloned repository), so its hooks run
only once you trust that exact file in that exact folder (see `memdir.service.trust`):
``memdir trust``, or "yes" at the REPL's question, which shows each hook as what runs
(``Stop: command make -s lint``, ``Stop: python team_hooks:stop``); any change to the file
turns its hooks off again until it is trusted anew. Your user settings file is always
trusted.

A hook is someone else's code running inside the session: whatever it raises, including
``SystemExit`` and ``KeyboardInterrupt``, is reported as a failed hook and the session goes
on.
"""

from __future__ import annotations

import contextlib
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

from memdir.foundation import json_text

EVENTS = ("UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop")
TOOL_EVENTS = ("PreToolUse", "PostToolUse")
MAX_STOP_CONTINUES = 5
HOOK_TIMEOUT = 60.0
SETTINGS_FILE = "settings.json"
# What a hook may raise without ending the session: SystemExit and KeyboardInterrupt from
# someone else's code must not end `memdir chat` (GeneratorExit and the like stay ours).
HOOK_FAILURES = (Exception, SystemExit, KeyboardInterrupt)


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
            # The conversion too: a returned dict subclass runs the hook's code in .get().
            return _as_result(hook.fn(dict(payload)))
        except HOOK_FAILURES as exc:  # a broken hook must not break the turn or the REPL
            outcome.notices.append(f"{hook.label} failed: {type(exc).__name__}: {exc}")
            return None

    def _run_command(self, hook: Hook, payload: dict[str, Any],
                     outcome: HookOutcome) -> HookResult | None:
        assert hook.command is not None
        # No MEMDIR_ variable of our own: the old MEMDIR_PROJECT_DIR looked like memdir's
        # MEMDIR_PROJECT but meant only "the workspace", which CLAUDE_PROJECT_DIR says.
        env = {**os.environ, "CLAUDE_PROJECT_DIR": str(self.cwd)}
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
        value = json_text.loads(text)
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
    return fn


def settings_paths(workspace: Path, home: Path) -> list[Path]:
    """The settings files that configure hooks, user level first."""
    return [home / SETTINGS_FILE, workspace / ".memdir" / SETTINGS_FILE]


@dataclass(frozen=True)
class HookSpec:
    """One hook as a settings file declares it, before anything is imported or run."""

    event: str
    matcher: str
    kind: str  # "command" or "python"
    target: str  # the shell command, or the callable as "module:function"
    timeout: float = HOOK_TIMEOUT

    def describe(self) -> str:
        """What runs, for a person deciding whether to trust it: the command or the
        callable that will run (never a field that will not), with control and invisible
        characters escaped so a newline, ``\\r`` or a bidi override cannot hide a part."""
        tools = ""
        if self.event in TOOL_EVENTS and self.matcher not in ("", "*"):
            tools = f" [{_visible(self.matcher)}]"
        return f"{self.event}{tools}: {self.kind} {_visible(self.target)}"


def _visible(text: str) -> str:
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def parse_settings(data: bytes | str, path: Path) -> tuple[list[HookSpec], list[str]]:
    """The hooks a settings file declares, and one sentence per problem (bad JSON, unknown
    event, malformed entry). Nothing is imported or run."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        parsed = json_text.loads(text)
    except ValueError as exc:  # UnicodeDecodeError and JSONDecodeError both
        return [], [f"{path}: not valid JSON ({exc})."]
    section = parsed.get("hooks", {}) if isinstance(parsed, dict) else None
    if not isinstance(section, dict):
        return [], [f"{path}: 'hooks' must be an object of event names."]
    specs: list[HookSpec] = []
    problems: list[str] = []
    for event, groups in section.items():
        if event not in EVENTS:
            problems.append(f"{path}: unknown hook event {event!r} (known: "
                            f"{', '.join(EVENTS)}).")
            continue
        for group in groups if isinstance(groups, list) else []:
            if not isinstance(group, dict):
                continue
            matcher = str(group.get("matcher") or "")
            items = group.get("hooks")
            for item in items if isinstance(items, list) else []:
                spec, problem = _spec_from(event, matcher, item, path)
                if spec:
                    specs.append(spec)
                if problem:
                    problems.append(problem)
    return specs, problems


def _spec_from(event: str, matcher: str, item: Any, path: Path) -> tuple[HookSpec | None, str]:
    if not isinstance(item, dict):
        return None, f"{path}: a {event} hook entry is not an object."
    timeout = item.get("timeout", HOOK_TIMEOUT)
    timeout = float(timeout) if isinstance(timeout, int | float) and timeout > 0 else HOOK_TIMEOUT
    kind = item.get("type", "command")
    field_name = {"command": "command", "python": "callable"}.get(kind) if isinstance(
        kind, str) else None
    if field_name and isinstance(item.get(field_name), str):
        return HookSpec(event, matcher, kind, item[field_name], timeout), ""
    return None, (f"{path}: a {event} hook needs \"type\": \"command\" with a \"command\", "
                  "or \"type\": \"python\" with a \"callable\".")


def build_hooks(specs: Iterable[HookSpec], origin: Path) -> tuple[list[Hook], list[str]]:
    """Hooks from specs: commands as they are, callables imported (this runs their
    module's code, so only for a trusted file)."""
    hooks: list[Hook] = []
    problems: list[str] = []
    for spec in specs:
        if spec.kind == "command":
            hooks.append(Hook(spec.event, spec.matcher, command=spec.target,
                              timeout=spec.timeout, origin=str(origin)))
            continue
        try:
            fn = _import_callable(spec.target)
        except HOOK_FAILURES as exc:  # a module that exits on import must not end chat
            problems.append(f"{origin}: hook {spec.target!r} cannot be loaded "
                            f"({type(exc).__name__}: {exc}).")
            continue
        hooks.append(Hook(spec.event, spec.matcher, fn=fn, origin=str(origin)))
    return hooks, problems


def load_settings(paths: Iterable[Path]) -> tuple[list[Hook], list[str]]:
    """Hooks from settings files taken as trusted (the user's own), and one sentence per
    problem found. A missing file is not a problem."""
    hooks: list[Hook] = []
    problems: list[str] = []
    for path in paths:
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            continue
        except OSError as exc:
            problems.append(f"{path}: cannot be read ({exc.strerror}).")
            continue
        specs, found = parse_settings(data, path)
        built, failed = build_hooks(specs, path)
        hooks += built
        problems += found + failed
    return hooks, problems


__all__ = ["EVENTS", "MAX_STOP_CONTINUES", "Hook", "HookOutcome", "HookResult", "HookSpec",
           "Hooks", "build_hooks", "load_settings", "parse_settings", "settings_paths"]
