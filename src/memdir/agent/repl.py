"""The interactive ``memdir chat``: a prompt, streamed answers, slash commands.

Line editing and history come from the standard library's ``readline`` (history is kept
in ``$MEMDIR_HOME/chat_history``), so the REPL needs nothing beyond memdir's own
dependencies. Ctrl-C while the agent works cancels that turn and returns to the prompt;
Ctrl-C at the prompt clears the line; Ctrl-D, ``/exit``, or ``exit`` or ``quit`` typed
alone leaves, after background memory writing has finished (Ctrl-C during that wait leaves
at once: the unwritten turns stay queued and are picked up at the next start).

Answers stream as they arrive. On a terminal they are rendered as Markdown while they
stream (Rich ``Live``); anywhere else the raw text is written.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.live import Live
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from memdir.agent.permissions import Request
from memdir.agent.session import ChatSession
from memdir.agent.tools import ToolOutput
from memdir.foundation.errors import MemdirError
from memdir.foundation.plural import plural
from memdir.providers.base import ToolCall

HISTORY_FILE = "chat_history"
HISTORY_LENGTH = 2_000

HELP = """\
Commands:
  /memory          list what is remembered (project and user)
  /remember TEXT   remember TEXT now (the same rules as automatic memory apply)
  /forget NAME     delete a memory (memdir log / memdir restore can bring it back)
  /clear           start a new conversation (memory stays)
  /model [NAME]    show or change the model
  /help            this help
  /exit            leave (also exit, quit or Ctrl-D)
Ctrl-C cancels the current answer; it does not end the session."""


def _tool_summary(call: ToolCall) -> str:
    args = call.input
    key = {"bash": "command", "read_file": "path", "write_file": "path",
           "edit_file": "path", "glob": "pattern"}.get(call.name)
    if key and isinstance(args.get(key), str):
        shown = args[key]
    elif call.name == "memory":
        shown = f"{args.get('command', '?')} {args.get('path') or args.get('old_path') or ''}"
    else:
        shown = json.dumps(args, ensure_ascii=False)
    shown = " ".join(str(shown).split())
    return shown if len(shown) <= 100 else shown[:97] + "..."


class ConsoleEvents:
    """Renders the loop's progress on a Rich console.

    Args:
        console: where answers go.
        status: where tool lines and notices go (stderr in ``-p`` mode, so stdout holds
            only the answer).
        markdown: re-render streamed text as Markdown (terminals only).
    """

    def __init__(self, console: Console, status: Console | None = None, *,
                 markdown: bool | None = None) -> None:
        self.console = console
        self.status = status or console
        self.markdown = console.is_terminal if markdown is None else markdown
        self._buffer = ""
        self._live: Live | None = None
        self._raw_open = False

    def text(self, delta: str) -> None:
        if not self.markdown:
            self.console.file.write(delta)
            self.console.file.flush()
            self._raw_open = not delta.endswith("\n")
            return
        self._buffer += delta
        if self._live is None:
            self._live = Live(Markdown(self._buffer), console=self.console,
                              auto_refresh=False, vertical_overflow="visible")
            self._live.start()
        self._live.update(Markdown(self._buffer), refresh=True)

    def end_text(self) -> None:
        """Finish the answer being streamed (before a tool line, a notice, the prompt)."""
        if self._live is not None:
            with contextlib.suppress(Exception):
                self._live.stop()
            self._live = None
            self._buffer = ""
        if self._raw_open:
            self.console.file.write("\n")
            self.console.file.flush()
            self._raw_open = False

    def tool_start(self, call: ToolCall) -> None:
        self.end_text()
        # Text, not markup: the tool name and its arguments come from the model.
        self.status.print(Text.assemble((f"⏺ {call.name}", "cyan"), "(",
                                        (_tool_summary(call), "dim"), ")"))

    def tool_end(self, call: ToolCall, output: ToolOutput) -> None:
        first = output.content.strip().split("\n")[0] if output.content.strip() else ""
        lines = len(output.content.splitlines())  # a final newline ends a line, adds none
        more = f" (+{plural(lines - 1, 'line')})" if lines > 1 else ""
        style = "red" if output.is_error else "dim"
        self.status.print(Text(f"  ⎿ {first[:150]}{more}", style=style))

    def notice(self, line: str) -> None:
        self.end_text()
        self.status.print(Text(line, style="dim"))


def ask_permission(console: Console,
                   read: Callable[[str], str] = input) -> Callable[[Request], str]:
    """An `Asker` that prompts on the terminal: y (once), a (always), anything else no."""

    def ask(request: Request) -> str:
        console.print(Text(f"Allow {request.summary}?", style="yellow"))
        try:
            return read("  [y]es / [a]lways this session / [N]o: ")
        except (EOFError, KeyboardInterrupt):
            return "n"

    return ask


def ask_trust(console: Console,
              read: Callable[[str], str] = input) -> Callable[[Path, list[str]], bool]:
    """A `TrustAsker` for the terminal: shows what a project's hooks would run."""

    def ask(path: Path, hooks: list[str]) -> bool:
        one = len(hooks) == 1
        console.print(f"{path} configures {len(hooks)} hook{'' if one else 's'} that "
                      f"{'runs' if one else 'run'} code from this project:",
                      style="yellow", markup=False, emoji=False, highlight=False)
        for line in hooks:
            # Plain text: a command's "[red]" or ":smile:" is shown as written.
            console.print(f"  {line}", markup=False, emoji=False, highlight=False)
        try:
            answer = read("  Trust this file and run them? [y/N]: ")
        except (EOFError, KeyboardInterrupt):
            return False
        return answer.strip().lower() in ("y", "yes")

    return ask


def _setup_readline(history: Path) -> Callable[[], None]:
    """Enable line editing and history; returns a function that saves the history."""
    try:
        import readline
    except ImportError:  # Windows without pyreadline: plain input() still works
        return lambda: None
    with contextlib.suppress(OSError):
        readline.read_history_file(history)
    readline.set_history_length(HISTORY_LENGTH)

    def save() -> None:
        from memdir.foundation.atomic import make_dir

        with contextlib.suppress(OSError):
            make_dir(history.parent, private=True)
            readline.write_history_file(history)
            os.chmod(history, 0o600)  # every line the user typed

    return save


class Repl:
    """The interactive loop over a `ChatSession`."""

    def __init__(self, session: ChatSession, console: Console, events: ConsoleEvents, *,
                 read: Callable[[str], str] = input) -> None:
        self.session = session
        self.console = console
        self.events = events
        self.read = read

    def run(self) -> int:
        save_history = _setup_readline(self.session.home / HISTORY_FILE)
        s = self.session
        tool = f" ({s.memory_tool} memory tool)" if s.memory_tool else ""
        self.console.print(Text.assemble(
            ("memdir chat", "bold"), f" · {s.provider.name} {s.provider.model} · memory: "
            f"{s.mode}{tool} · {s.workspace}\n", ("/help for commands, Ctrl-D to leave", "dim")))
        for problem in s.problems:
            self.console.print(Text(problem, style="yellow"))
        try:
            while True:
                self._flush_notices()
                try:
                    line = self._read_prompt()
                except KeyboardInterrupt:
                    self.console.print("\n[dim](Ctrl-D or /exit to leave)[/]", markup=True)
                    continue
                except EOFError:
                    self.console.print()
                    break
                if not line.strip():
                    continue
                if line.strip().lower() in ("exit", "quit"):  # sent to the model, it answered
                    break
                if line.startswith("/"):
                    if not self.command(line.strip()):
                        break
                    continue
                self.turn(line)
        finally:
            save_history()
        return self.finish()

    def _read_prompt(self) -> str:
        # ASCII prompt: readline measures the prompt in bytes, so a multi-byte character
        # there misplaces the cursor when a long line is edited.
        lines = [self.read("> ")]
        while lines[-1].endswith("\\"):  # a trailing backslash continues the line
            lines[-1] = lines[-1][:-1]
            lines.append(self.read("  "))
        return "\n".join(lines)

    def turn(self, prompt: str) -> None:
        try:
            result = self.session.run(prompt)
        finally:
            self.events.end_text()
        if result.stop == "cancelled":
            self.console.print("[yellow]Cancelled.[/]", markup=True)
        elif result.stop == "blocked":
            self.console.print(Text(f"Prompt blocked by a hook: {result.text}", style="yellow"))
        elif result.stop == "error":
            self.console.print(Text(result.error, style="red"))

    def _flush_notices(self) -> None:
        for line in self.session.take_notices():
            self.console.print(Text(line, style="dim"))

    def finish(self) -> int:
        """Wait for background memory writing, with a progress line."""
        self._flush_notices()
        try:
            done = self.session.close(progress=self._progress)
        except KeyboardInterrupt:
            left = self.session.writer.pending
            self.console.print(Text(f"\nLeft {plural(left, 'turn')} queued; their memories "
                                    "are extracted at the next start.", style="yellow"))
            return 0
        self._flush_notices()
        return 0 if done else 1

    def _progress(self, left: int) -> None:
        self.console.print(Text(f"Saving memory from {plural(left, 'turn')}… "
                                "(Ctrl-C to leave it for next time)", style="dim"))

    # ------------------------------------------------------------------ commands
    def command(self, line: str) -> bool:
        """Run a slash command. False means leave."""
        name, _, arg = line.partition(" ")
        arg = arg.strip()
        try:
            if name in ("/exit", "/quit"):
                return False
            if name == "/help":
                self.console.print(HELP, markup=False, highlight=False)
            elif name == "/memory":
                self.list_memories()
            elif name == "/remember":
                self.remember(arg)
            elif name == "/forget":
                if not arg:
                    raise MemdirError("Usage: /forget NAME (see /memory for names).")
                scope, rec = self.session.forget(arg)
                self.console.print(Text.assemble(
                    f"Forgot {rec.name} ({scope}). ",
                    (f"memdir restore {shlex.quote(rec.name)} brings it back.", "dim")))
            elif name == "/clear":
                self.session.clear()
                self.console.print("New conversation. Memory is kept.")
            elif name == "/model":
                if arg:
                    self.session.set_model(arg)
                self.console.print(Text(f"Model: {self.session.provider.model} "
                                        f"({self.session.provider.name})"))
            else:
                self.console.print(Text(f"Unknown command {name}; /help lists them."))
        except MemdirError as exc:
            self.console.print(Text(str(exc), style="red"))
        return True

    def list_memories(self) -> None:
        items = self.session.memories()
        if not items:
            self.console.print("Nothing is remembered yet.")
            return
        table = Table(header_style="bold", show_edge=False)
        for col in ("name", "type", "scope", "description"):
            table.add_column(col)
        for scope, rec in items:
            table.add_row(Text(rec.name), rec.type, scope, Text(rec.description))
        self.console.print(table)

    def remember(self, text: str) -> None:
        if not text:
            raise MemdirError("Usage: /remember TEXT, e.g. /remember tests use pytest.")
        report = self.session.remember(text)
        for decision in report.decisions:
            if decision.accepted:
                self.console.print(Text(f"Remembered as {decision.candidate.name} "
                                        f"({decision.candidate.type})."))
            else:
                self.console.print(Text(f"Not remembered: {decision.reason}", style="yellow"))
        for error in report.errors:
            self.console.print(Text(error, style="red"))


def status_console() -> Console:
    """Console for tool lines and notices in one-shot mode (stderr)."""
    from memdir.foundation.terminal import safe_console

    return safe_console(file=sys.stderr, highlight=False)  # type: ignore[no-any-return]


def dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


__all__ = ["HELP", "ConsoleEvents", "Repl", "ask_permission", "status_console"]
