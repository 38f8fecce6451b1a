"""``memdir chat``: the coding agent that remembers, as a REPL or one prompt at a time."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.foundation.errors import MemdirError

if TYPE_CHECKING:
    from rich.console import Console

    from memdir.agent.loop import Events
    from memdir.agent.session import ChatSession
    from memdir.providers.base import Provider

EXIT_OK, EXIT_FAILED, EXIT_CANCELLED = 0, 1, 130


def make_provider(name: str | None, model: str | None) -> Provider:
    """The model for this chat (a seam the tests replace with a scripted provider)."""
    from memdir.providers import get_provider

    return get_provider(name, model=model)


@cli.command()
@click.option("-p", "--prompt", default=None, metavar="PROMPT",
              help="Answer PROMPT and exit, for scripts ('-' reads it from stdin).")
@click.option("--json", "as_json", is_flag=True,
              help="With -p: print a JSON transcript instead of the streamed answer.")
@click.option("--yes", "-y", is_flag=True,
              help="Allow destructive commands and writes outside the folder without asking.")
@click.option("--mode", type=click.Choice(["push", "pull", "both", "off"]), default="both",
              show_default=True,
              help="push: memdir picks memories and extracts new ones; pull: the model uses "
                   "a memory tool; both; off: no memory.")
@click.option("--provider", default=None,
              help="anthropic, openai or ollama (default: from the environment).")
@click.option("--model", default=None, help="Model id (default: MEMDIR_MODEL or the "
                                            "provider's default).")
def chat(prompt: str | None, as_json: bool, yes: bool, mode: str, provider: str | None,
         model: str | None) -> None:
    """Chat with a coding agent that remembers across sessions.

    The agent reads, searches and edits files in this folder and runs commands. What you
    tell it that still holds later (preferences, corrections, project decisions) is
    remembered in .memory/ after each answer, in the background. Rules in AGENTS.md and
    CLAUDE.md are followed. Hooks are configured in .memdir/settings.json.
    """

    from memdir.agent.loop import SilentEvents
    from memdir.agent.repl import (
        ConsoleEvents,
        Repl,
        ask_permission,
        ask_trust,
        status_console,
    )
    from memdir.agent.session import ChatSession

    if as_json and prompt is None:
        raise click.UsageError("--json needs -p PROMPT.")
    text = _read_prompt(prompt)
    model_provider = make_provider(provider, model)
    status = status_console()
    interactive = text is None
    from memdir.foundation.terminal import safe_console

    # A model's answer is untrusted text: shown scrubbed of terminal control sequences.
    console = safe_console(highlight=False) if interactive else safe_console(
        highlight=False, soft_wrap=True)
    events: Events
    if as_json:
        events = SilentEvents()
    elif interactive:
        events = ConsoleEvents(console)
    else:
        events = ConsoleEvents(console, status, markdown=False)
    can_ask = sys.stdin.isatty() and not as_json and text != "-"
    permission = "yes" if yes else ("ask" if can_ask else "deny")
    session = ChatSession(model_provider, mode=mode,  # type: ignore[arg-type]
                          permission=permission,  # type: ignore[arg-type]
                          asker=ask_permission(status if not interactive else console),
                          events=events,
                          trust_asker=ask_trust(console) if interactive and can_ask else None)
    session.start()
    if interactive:
        sys.exit(Repl(session, console, events).run())  # type: ignore[arg-type]

    assert text is not None
    sys.exit(_answer_once(session, text, events, status, as_json))


def _read_prompt(prompt: str | None) -> str | None:
    """The -p prompt (``-``: read from stdin); an empty one is refused."""
    if prompt == "-":
        from memdir.cli.inputs import MAX_PROMPT_BYTES, read_text

        prompt = read_text(None, MAX_PROMPT_BYTES, "The prompt", "nothing was asked")
    if prompt is not None and not prompt.strip():  # a model call about nothing
        raise MemdirError("The prompt is empty; give the question after -p "
                          "(or -p - to read it from stdin).")
    return prompt


def _answer_once(session: ChatSession, prompt: str, events: Events, status: Console,
                 as_json: bool) -> int:
    """``memdir chat -p``: answer, save memory, print; the exit code."""
    from memdir.agent.loop import transcript_json
    from memdir.agent.repl import ConsoleEvents, dump

    for problem in session.problems:
        status.print(problem, style="yellow", markup=False)
    result = session.run(prompt)
    if isinstance(events, ConsoleEvents):
        events.end_text()

    def progress(left: int) -> None:
        status.print(f"Saving memory from {left} turn{'s' if left != 1 else ''}…",
                     style="dim", markup=False)

    try:
        session.close(progress=progress)
    except KeyboardInterrupt:
        status.print("Left the memory work queued for the next start.", markup=False)
    for line in session.take_notices():
        status.print(line, style="dim", markup=False)
    if as_json:
        data = transcript_json(session.agent, result)
        data["memory"]["tool"] = session.memory_tool
        click.echo(dump({**data, "session": session.session_id}))
    elif result.stop == "error":
        raise MemdirError(result.error)
    elif result.stop == "blocked":
        status.print(f"Prompt blocked by a hook: {result.text}", markup=False)
    elif result.stop == "cancelled":
        status.print("Cancelled.", markup=False)
    return {"end_turn": EXIT_OK, "cancelled": EXIT_CANCELLED}.get(result.stop, EXIT_FAILED)


@cli.command()
@click.option("--revoke", is_flag=True, help="Turn this project's hooks off again.")
def trust(revoke: bool) -> None:
    """Run the hooks in this project's .memdir/settings.json.

    A project's settings file comes with the project, so `memdir chat` runs its hooks
    only once you trust the file as it is now, in this folder; editing it turns them off
    again until you trust it anew. What each hook runs is listed: a command, or a Python
    callable (module:function).
    """
    from pathlib import Path

    from memdir.agent.hooks import parse_settings, settings_paths
    from memdir.service.scopes import memdir_home
    from memdir.service.trust import read_project_settings, set_trusted

    home = memdir_home()
    _, path = settings_paths(Path.cwd(), home)
    if revoke:
        set_trusted(path, home, trusted=False)
        click.echo(f"Hooks in {path} will not run.")
        return
    data = read_project_settings(path)
    if data is None:
        raise MemdirError(f"There is no {path} to trust.")
    specs, problems = parse_settings(data, path)
    if problems:
        raise MemdirError(f"{problems[0]} Nothing was trusted.")
    if not specs:
        click.echo(f"{path} configures no hooks; nothing was trusted.")
        return
    set_trusted(path, home, data=data)
    one = len(specs) == 1
    click.echo(f"Trusted {path} as it is now; memdir chat runs its "
               f"{len(specs)} hook{'' if one else 's'}:")
    for spec in specs:
        click.echo(f"  {spec.describe()}")
