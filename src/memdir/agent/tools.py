"""The coding tools the agent gives the model: bash, read_file, write_file, edit_file, glob.

Everything a model passes in is untrusted, so the tools follow three rules:

1. **Paths are confined to the workspace** (the folder ``memdir chat`` started in).
   A relative path that climbs out with ``..`` is refused, and so is any path whose real
   location (symlinks resolved) is outside while its spelling is inside: those are
   escapes, not requests. A plainly absolute (or ``~``) path outside the workspace is a
   request a person can allow: it goes through `Permissions` (``--yes`` in scripts).
2. **Memory is not a file to scribble on.** write_file and edit_file refuse paths inside
   the memory stores: memories are written by extraction or the ``memory`` tool, which
   apply the admission policy and keep history. (bash can still touch them; it is not a
   sandbox, and `Permissions` asks before destructive commands.)
3. **Outputs are capped** (head and tail kept, the middle elided with a count), because
   one ``cat`` of a log can otherwise fill the whole context window.

A tool never raises for bad input or a failed action: it returns a `ToolOutput` with
``is_error`` set and a sentence the model can act on. Only KeyboardInterrupt (the user
cancelling the turn) propagates, after any child process is killed.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.agent.permissions import Permissions
from memdir.foundation.errors import Refused
from memdir.foundation.plural import plural
from memdir.providers.base import ToolCall, ToolSpec

OUTPUT_CHARS = 30_000
BASH_TIMEOUT = 120.0
MAX_BASH_TIMEOUT = 600.0
READ_LINES = 2_000
LINE_CHARS = 2_000
READ_BYTES = 5_000_000
GLOB_RESULTS = 200
_SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv", ".memory"}


@dataclass(frozen=True)
class ToolOutput:
    """What a tool returns to the model."""

    content: str
    is_error: bool = False


@dataclass(frozen=True)
class Located:
    """A path the model named, resolved: where it is and whether it is outside."""

    path: Path
    shown: str
    outside: bool


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def cap_output(text: str, limit: int = OUTPUT_CHARS) -> str:
    """Text shortened to about ``limit`` characters, keeping its head and its tail.

    The tail matters as much as the head: an error is usually at the end of a log.
    """
    if len(text) <= limit:
        return text
    half = limit // 2
    omitted = len(text) - 2 * half
    return f"{text[:half]}\n[... {omitted} characters omitted ...]\n{text[-half:]}"


class Workspace:
    """The folder the tools may work in, and the folders they may never write.

    Args:
        root: the workspace folder.
        protected: folders write_file/edit_file refuse (the memory stores).
    """

    def __init__(self, root: str | os.PathLike[str], protected: Iterable[Path] = ()) -> None:
        self.lexical_root = Path(os.path.abspath(root))
        self.root = self.lexical_root.resolve()
        self.protected = [Path(p).resolve() for p in protected]

    def locate(self, raw: Any) -> Located:
        """Resolve a path from the model.

        Raises:
            Refused: the path is empty, malformed, or escapes via ``..`` or a symlink.
        """
        if not isinstance(raw, str) or not raw.strip():
            raise Refused("A path is required.")
        if "\x00" in raw:
            raise Refused("The path contains a NUL byte.")
        text = raw.strip()
        given = Path(os.path.expanduser(text))
        if given.is_absolute():
            lexical = Path(os.path.normpath(given))
            if not (_inside(lexical, self.root) or _inside(lexical, self.lexical_root)):
                return Located(Path(os.path.realpath(lexical)), str(lexical), outside=True)
        else:
            lexical = Path(os.path.normpath(self.lexical_root / given))
            if not _inside(lexical, self.lexical_root):
                raise Refused(f"{text} is outside the workspace ('..' may not climb out of "
                              f"{self.root}).")
        real = Path(os.path.realpath(lexical))
        if not _inside(real, self.root):
            raise Refused(f"{text} leads outside the workspace through a symbolic link.")
        return Located(real, self.shown(real), outside=False)

    def shown(self, path: Path) -> str:
        """A path as the model should see it: relative inside the workspace."""
        if _inside(path, self.root):
            rel = path.relative_to(self.root)
            return str(rel) if str(rel) != "." else "."
        return str(path)

    def is_protected(self, path: Path) -> bool:
        return any(_inside(path, p) for p in self.protected)


# --- tool specs (descriptions are written for the model) ---------------------------------

BASH = ToolSpec(
    "bash",
    "Run a shell command in the workspace folder and return its combined stdout and "
    "stderr and its exit code. Use it for builds, tests, git and searching (rg/grep). "
    f"Output over {OUTPUT_CHARS} characters is shortened in the middle. Commands that "
    "delete files, rewrite git history or need sudo ask the user first.",
    {"type": "object", "properties": {
        "command": {"type": "string", "description": "The command line (bash)."},
        "timeout": {"type": "number",
                    "description": f"Seconds before the command is killed (default "
                                   f"{BASH_TIMEOUT:g}, at most {MAX_BASH_TIMEOUT:g})."}},
     "required": ["command"]},
)
READ_FILE = ToolSpec(
    "read_file",
    "Read a text file. Returns numbered lines (cat -n style). Paths are relative to the "
    f"workspace. At most {READ_LINES} lines per call: use offset and limit for more.",
    {"type": "object", "properties": {
        "path": {"type": "string"},
        "offset": {"type": "integer", "description": "First line to show (1-based)."},
        "limit": {"type": "integer", "description": "How many lines to show."}},
     "required": ["path"]},
)
WRITE_FILE = ToolSpec(
    "write_file",
    "Create or overwrite a file with the given content (parent folders are created). "
    "Prefer edit_file for changing part of an existing file.",
    {"type": "object", "properties": {
        "path": {"type": "string"}, "content": {"type": "string"}},
     "required": ["path", "content"]},
)
EDIT_FILE = ToolSpec(
    "edit_file",
    "Replace text in a file. old_string must match the file exactly (whitespace "
    "included) and occur exactly once, unless replace_all is true.",
    {"type": "object", "properties": {
        "path": {"type": "string"}, "old_string": {"type": "string"},
        "new_string": {"type": "string"},
        "replace_all": {"type": "boolean", "default": False}},
     "required": ["path", "old_string", "new_string"]},
)
GLOB = ToolSpec(
    "glob",
    "Find files by name pattern (e.g. '**/*.py', 'src/*.md'), newest first. Paths are "
    f"relative to the workspace; at most {GLOB_RESULTS} results.",
    {"type": "object", "properties": {
        "pattern": {"type": "string"},
        "path": {"type": "string", "description": "Folder to search in (default: the "
                                                  "workspace)."}},
     "required": ["pattern"]},
)


def _error(text: str) -> ToolOutput:
    return ToolOutput(text, is_error=True)


def _str(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise Refused(f"{name} must be a string.")
    return value


def _int(value: Any, name: str, default: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Refused(f"{name} must be a number.")
    return int(value)


class Toolbox:
    """The coding tools over one workspace, plus any extra tools (the memory tool).

    Args:
        workspace: where paths resolve.
        permissions: decides destructive commands and paths outside the workspace.
        bash_timeout: default seconds for a command.
        output_chars: cap on what one tool call returns.
        extra: more tools, as (spec, handler) pairs; the handler returns a ToolOutput.
    """

    def __init__(self, workspace: Workspace, permissions: Permissions, *,
                 bash_timeout: float = BASH_TIMEOUT, output_chars: int = OUTPUT_CHARS,
                 extra: Sequence[tuple[ToolSpec, Callable[[dict[str, Any]], ToolOutput]]] = (),
                 ) -> None:
        self.workspace = workspace
        self.permissions = permissions
        self.bash_timeout = bash_timeout
        self.output_chars = output_chars
        self._handlers: dict[str, Callable[[dict[str, Any]], ToolOutput]] = {
            "bash": self.bash, "read_file": self.read_file, "write_file": self.write_file,
            "edit_file": self.edit_file, "glob": self.glob}
        self._specs = [BASH, READ_FILE, WRITE_FILE, EDIT_FILE, GLOB]
        for spec, handler in extra:
            self._specs.append(spec)
            self._handlers[spec.name] = handler

    @property
    def specs(self) -> list[ToolSpec]:
        return list(self._specs)

    def run(self, call: ToolCall) -> ToolOutput:
        """Run one tool call. Never raises, except KeyboardInterrupt."""
        handler = self._handlers.get(call.name)
        if handler is None:
            return _error(f"There is no tool named {call.name!r}; the tools are "
                          f"{', '.join(self._handlers)}.")
        if call.error:  # input the adapter could not read: answered, never run
            return _error(call.error)
        args = call.input if isinstance(call.input, dict) else {}
        try:
            out = handler(args)
        except Refused as exc:
            return _error(str(exc))
        except OSError as exc:
            return _error(f"{call.name} failed: {exc.strerror or exc}.")
        return ToolOutput(cap_output(out.content, self.output_chars), out.is_error)

    # --- path helpers -------------------------------------------------------------------
    def _locate(self, tool: str, raw: Any, *, write: bool) -> Located:
        loc = self.workspace.locate(raw)
        if write and self.workspace.is_protected(loc.path):
            raise Refused(f"{loc.shown} is inside a memory store; memories are changed "
                          "with the memory tool (or by memdir after the turn), which "
                          "applies the admission rules and keeps history.")
        if loc.outside:
            denied = self.permissions.check_outside(tool, loc.shown, write)
            if denied:
                raise Refused(denied)
        return loc

    # --- tools --------------------------------------------------------------------------
    def bash(self, args: dict[str, Any]) -> ToolOutput:
        command = _str(args.get("command"), "command")
        if not command.strip():
            return _error("The command is empty.")
        timeout = min(max(float(_int(args.get("timeout"), "timeout",
                                     int(self.bash_timeout))), 1.0), MAX_BASH_TIMEOUT)
        denied = self.permissions.check_bash(command)
        if denied:
            return _error(denied)
        shell = shutil.which("bash") or "/bin/sh"
        # A new session: the child is not in the terminal's foreground group, so Ctrl-C
        # reaches only memdir, which kills the whole group (pipes, subshells) itself.
        proc = subprocess.Popen([shell, "-c", command], cwd=self.workspace.root,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            raw, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            raw, _ = proc.communicate()
            text = raw.decode("utf-8", errors="replace")
            return _error(f"{text}\n[killed after {timeout:g} s timeout]".lstrip())
        except BaseException:
            _kill_group(proc)
            raise
        text = raw.decode("utf-8", errors="replace")
        if proc.returncode:
            return ToolOutput(f"{text}\n[exit code {proc.returncode}]".lstrip(), is_error=True)
        return ToolOutput(text if text else "(no output)")

    def read_file(self, args: dict[str, Any]) -> ToolOutput:
        loc = self._locate("read_file", args.get("path"), write=False)
        if loc.path.is_dir():
            return _error(f"{loc.shown} is a folder; use glob to list it.")
        if not loc.path.is_file():
            return _error(f"{loc.shown} does not exist.")
        with open(loc.path, "rb") as fh:
            data = fh.read(READ_BYTES + 1)
        if b"\x00" in data[:8192]:
            return _error(f"{loc.shown} is a binary file.")
        lines = data[:READ_BYTES].decode("utf-8", errors="replace").split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        start = max(1, _int(args.get("offset"), "offset", 1))
        count = max(1, min(_int(args.get("limit"), "limit", READ_LINES), READ_LINES))
        shown = lines[start - 1:start - 1 + count]
        if not shown:
            return ToolOutput(f"{loc.shown} has {plural(len(lines), 'line')}; "
                              f"nothing at line {start}.")
        out = []
        for number, line in enumerate(shown, start):
            if len(line) > LINE_CHARS:
                line = line[:LINE_CHARS] + " [line shortened]"
            out.append(f"{number:>6}\t{line}")
        end = start + len(shown) - 1
        if end < len(lines) or len(data) > READ_BYTES:
            out.append(f"[lines {start}-{end} of {len(lines)}; use offset to read more]")
        return ToolOutput("\n".join(out))

    def write_file(self, args: dict[str, Any]) -> ToolOutput:
        content = _str(args.get("content"), "content")
        loc = self._locate("write_file", args.get("path"), write=True)
        if loc.path.is_dir():
            return _error(f"{loc.shown} is a folder.")
        existed = loc.path.exists()
        loc.path.parent.mkdir(parents=True, exist_ok=True)
        loc.path.write_text(content, encoding="utf-8")
        lines = content.count("\n") + (0 if content.endswith("\n") or not content else 1)
        verb = "Overwrote" if existed else "Created"
        return ToolOutput(f"{verb} {loc.shown} ({plural(lines, 'line')}).")

    def edit_file(self, args: dict[str, Any]) -> ToolOutput:
        old = _str(args.get("old_string"), "old_string")
        new = _str(args.get("new_string"), "new_string")
        replace_all = bool(args.get("replace_all", False))
        loc = self._locate("edit_file", args.get("path"), write=True)
        if not loc.path.is_file():
            return _error(f"{loc.shown} does not exist.")
        if not old:
            return _error("old_string is empty; use write_file to create a file.")
        text = loc.path.read_text(encoding="utf-8", errors="replace")
        count = text.count(old)
        if count == 0:
            return _error(f"old_string was not found in {loc.shown}; read the file and "
                          "copy the text exactly.")
        if count > 1 and not replace_all:
            return _error(f"old_string occurs {count} times in {loc.shown}; give more "
                          "context to make it unique, or set replace_all.")
        line = text[:text.find(old)].count("\n") + 1
        loc.path.write_text(text.replace(old, new), encoding="utf-8")
        where = f"{count} places" if count > 1 else f"line {line}"
        return ToolOutput(f"Edited {loc.shown} ({where}).")

    def glob(self, args: dict[str, Any]) -> ToolOutput:
        pattern = _str(args.get("pattern"), "pattern").strip()
        if not pattern:
            return _error("The pattern is empty.")
        if pattern.startswith(("/", "~")) or ".." in Path(pattern).parts:
            return _error("The pattern must be relative to the search folder, without '..'.")
        base = self._locate("glob", args.get("path") or ".", write=False)
        if not base.path.is_dir():
            return _error(f"{base.shown} is not a folder.")
        found: list[tuple[float, str]] = []
        for path in base.path.glob(pattern):
            rel = path.relative_to(base.path)
            if any(part in _SKIP_DIRS for part in rel.parts[:-1]) or not path.is_file():
                continue
            with contextlib.suppress(OSError):
                found.append((path.stat().st_mtime, self.workspace.shown(base.path / rel)))
            if len(found) > 20 * GLOB_RESULTS:
                break
        if not found:
            return ToolOutput("No files match.")
        found.sort(key=lambda item: (-item[0], item[1]))
        names = [name for _, name in found[:GLOB_RESULTS]]
        if len(found) > GLOB_RESULTS:
            names.append(f"[{len(found) - GLOB_RESULTS} more not shown; narrow the pattern]")
        return ToolOutput("\n".join(names))


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(Exception):
        proc.kill()


__all__ = ["Located", "Refused", "ToolOutput", "Toolbox", "Workspace", "cap_output"]
