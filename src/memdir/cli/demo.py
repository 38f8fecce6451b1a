"""`make demo`: three sessions of the same project, each in a fresh `Memory`.

1. "以后在这个项目里写测试一律用 pytest,不要用 unittest。另外这次先别跑测试。"
   -> one feedback record is stored; the temporary half is not.
2. "给 utils.py 写个单元测试" -> that record is recalled into the system prompt.
3. "我改主意了,测试改用 vitest" -> a correction: that record is closed (kept, with when it
   stopped holding; `memdir ls --history` lists it) and a new one, named as the correction
   says (测试-vitest), holds from then.
4. With a write policy that sends feedback corrections to review, "我又改主意了,测试还是改用
   pytest" becomes a proposal (its diff: 测试-pytest opened, 测试-vitest closed); it is
   approved, then undone (测试-pytest goes, 测试-vitest holds again).

Runs on the offline engine unless ANTHROPIC_API_KEY / OPENAI_API_KEY (or MEMDIR_PROVIDER)
is set, against a real store in the folder given as argument (`make demo` gives `.demo/`,
which each run starts afresh), or in a temporary folder removed at the end.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from memdir.foundation import environment
from memdir.foundation.terminal import safe_console

if TYPE_CHECKING:
    from memdir.foundation.config import Config
    from memdir.providers.base import Provider
    from memdir.service.memory import Memory

SESSIONS = [
    "以后在这个项目里写测试一律用 pytest,不要用 unittest。另外这次先别跑测试。",
    "给 utils.py 写个单元测试",
    "我改主意了,测试改用 vitest",
]
ASSISTANT = ["好的,记住了。", "(写测试中)", "好的,以后用 vitest。"]


# Marks a folder as the demo's own, so a second run may empty it: a folder without it
# may hold someone's work and is never emptied.
MARKER = ".memdir-demo"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    console = safe_console(highlight=False)
    if argv:
        root = Path(argv[0]).resolve()
        if not _fresh_demo_folder(root):
            console.print(f"{root} is not empty and was not made by the demo; "
                          "give a new or empty folder.", markup=False)
            return 1
        return _run(console, root, keep=True)
    # Without a folder to keep, nothing is left behind in the temp dir.
    with tempfile.TemporaryDirectory(prefix="memdir-demo-") as tmp:
        return _run(console, Path(tmp), keep=False)


def _fresh_demo_folder(root: Path) -> bool:
    """Empty a folder an earlier run made, create a new one; False for anything else."""
    if root.is_dir() and (root / MARKER).is_file():
        shutil.rmtree(root)
    elif root.exists() and (not root.is_dir() or any(root.iterdir())):
        return False
    root.mkdir(parents=True, exist_ok=True)
    (root / MARKER).write_text("made by `make demo`; the next run empties this folder\n",
                               encoding="utf-8")
    return True


def _run(console: Console, root: Path, *, keep: bool) -> int:
    from memdir.foundation.config import Config
    from memdir.providers import get_provider

    config = Config.from_env()
    if config.home is None:  # the demo's user store lives in its folder, unless you chose one
        config = replace(config, home=root / "home")
        # And the history key its entries are signed with (`memdir.store.maker` reads the
        # home the environment names): it went to your own memdir home, which the demo
        # says it leaves alone, and its log read as unverified under the home it printed.
        os.environ[environment.HOME] = str(config.home)

    provider = get_provider(config=config)
    # Everything printed from the store, the model or a path is Text, never markup: an
    # index line "- [prefer-pytest](...)" read as markup loses its "[prefer-pytest]".
    console.print(Panel.fit(Text(
        f"memdir demo - project folder: {root}\nengine: {provider.name}"
        + (f" ({provider.model})" if getattr(provider, "model", "") else "")),
        title="memdir"))

    for number, text in enumerate(SESSIONS, 1):
        _session(console, root, provider, config, number, text)
    _show_store(console, root / ".memory")
    _review_scene(console, root, provider, config)
    if keep:  # not through Rich: a command wrapped at the terminal width cannot be pasted
        console.file.flush()
        print(_try_lines(root, config.home_dir), flush=True)
    return 0


def _session(console: Console, root: Path, provider: Provider, config: Config, number: int,
             text: str) -> None:
    """One session: the user's message, what was recalled for it, what was stored."""
    from memdir.pipeline.recall import RECALLED_HEADING
    from memdir.service.memory import Memory
    from memdir.service.turn_report import shown_name

    console.rule(f"Session {number}")
    console.print(Text.assemble(("user:", "bold"), " ", text))
    memory = Memory(root, provider=provider, config=config,
                    log=lambda line: console.print(Text(line, style="dim")))
    messages = [{"role": "user", "content": text}]
    recalled = memory.recall(messages)
    console.print(Text(f"ranker: {memory.ranker}", style="dim"))
    system = memory.system_prompt(messages, base="You are a coding agent.")
    if recalled:
        table = Table(title="recalled into the system prompt", header_style="bold")
        for col in ("name", "type", "score", "description"):
            table.add_column(col)
        for item in recalled:
            table.add_row(Text(item.record.name), item.record.type, f"{item.score:.2f}",
                          Text(item.record.description))
        console.print(table)
        assert any(RECALLED_HEADING in block.text for block in system)
    else:
        console.print("[dim]nothing recalled (store empty or nothing relevant)", markup=True)
    messages.append({"role": "assistant", "content": ASSISTANT[number - 1]})
    report = memory.after_turn(messages)
    for d in report.decisions:
        colour = {"store": "green", "update": "yellow", "reject": "red"}[d.action]
        console.print(Text.assemble((d.action, colour),
                                    f" {shown_name(d) or 'a candidate'}: {d.reason}"))
        # A correction overwrites nothing: the old record is closed, a new one opened.
        closed = d.target.name if d.corrects and d.target is not None else None
        for opened in (r.name for r in report.stored if closed and r.supersedes == closed):
            console.print(Text(f"  {closed!r} is closed (kept: `memdir ls --history`); "
                               f"{opened!r} holds from now", style="dim"))
    for line in report.errors:
        console.print(Text.assemble(("error:", "red"), f" {line}"))
    memory.close()


def _show_store(console: Console, memory_dir: Path) -> None:
    """The store the sessions left: MEMORY.md, each record file, the history."""
    from memdir.foundation.plural import plural
    from memdir.service.changes import op_word
    from memdir.store.files.store import FileStore

    console.rule("The store")
    console.print(Text((memory_dir / "MEMORY.md").read_text(encoding="utf-8")))
    for path in sorted(memory_dir.glob("*.md")):
        if path.name != "MEMORY.md":
            console.print(Panel(Text(path.read_text(encoding="utf-8")), title=Text(path.name)))
    history = FileStore(memory_dir).history()
    console.print(Text(f"history: {plural(len(history), 'change')}: "
                       + ", ".join(f"{op_word(e.op)} {e.name}"
                                   + (f" -> {e.new_file[:-3]}" if e.new_file else "")
                                   for e in history)))


def _review_scene(console: Console, root: Path, provider: object, config: object) -> None:
    """Session 4: a correction arrives as a proposal, is approved, then undone."""
    from memdir.service.memory import Memory
    from memdir.service.write_policy import WritePolicy

    console.rule("Session 4: a correction for review")
    # As "policy" in settings.json would say it; passed directly, so a MEMDIR_HOME of
    # yours is never written by the demo.
    section = {"user": {"feedback": "propose"}, "model": {"feedback": "propose"}}
    policy = WritePolicy()
    policy.apply(section, "the demo's settings", stricter_only=False)
    console.print(Text(f'settings.json: {{"policy": {json.dumps(section)}}}', style="dim"))
    text = "我又改主意了,测试还是改用 pytest"
    console.print(Text.assemble(("user:", "bold"), " ", text))
    memory = Memory(root, provider=provider, config=config, policy=policy,  # type: ignore[arg-type]
                    log=lambda line: console.print(Text(line, style="dim")))
    try:
        report = memory.after_turn([{"role": "user", "content": text},
                                    {"role": "assistant", "content": "好的。"}])
        if not report.proposed:
            console.print("[dim]nothing was proposed this time (the model kept it to itself)",
                          markup=True)
            return
        proposal = report.proposed[0]
        console.print(Text.assemble(("proposed", "yellow"), f" {proposal.id}: {proposal.reason}"))
        for line in proposal.diff().splitlines():
            style = "green" if line.startswith("+") else "red" if line.startswith("-") else ""
            console.print(Text(f"  {line}", style=style))
        console.print(Text(f"$ memdir approve {proposal.id}", style="bold"))
        done = memory.approve(proposal.id)
        _show_says(console, f"approved as change {done.change}; the store now says:", memory)
        console.print(Text(f"$ memdir undo {done.change}", style="bold"))
        undo = memory.undo(done.change or "")
        _show_says(console, f"undone as change {undo.id}; the store says again:", memory)
    finally:
        memory.close()


def _show_says(console: Console, head: str, memory: Memory) -> None:
    """What the store says, one memory a line (never a Python list's repr)."""
    holding, closed = _says(memory)
    console.print(Text(head))
    for line in holding or ["(nothing)"]:
        console.print(Text(f"  {line}"))
    console.print(Text("  closed, kept for `memdir ls --history`:", style="dim"))
    for line in closed or ["(nothing)"]:
        console.print(Text(f"    {line}", style="dim"))


def _says(memory: Memory) -> tuple[list[str], list[str]]:
    """The project store's memories as "name: description": those that hold now (what
    `memdir ls` and recall see), and those a correction closed."""
    holding = {e.name for e in memory.list(scope="project")[0]}
    every = sorted(memory.list(scope="project", history=True)[0], key=lambda e: e.name)
    lines = {e.name: f"{e.name}: {e.description}" for e in every}
    return ([lines[n] for n in lines if n in holding],
            [lines[n] for n in lines if n not in holding])


def _try_lines(root: Path, home: Path) -> str:
    """How to look at the demo's store and what it cost (`memdir stats` reads the usage
    log of the home the demo used): `memdir` lives in the venv, which is not on PATH."""
    memdir = shlex.quote(str(Path(sys.executable).parent / "memdir"))
    return (f"Try: cd {shlex.quote(str(root))} && {memdir} ls && {memdir} ls --history && "
            f"{memdir} log && "
            f"MEMDIR_HOME={shlex.quote(str(home))} {memdir} stats\n"
            f"(memdir is installed in the venv, not on your PATH: run it as {memdir}, "
            f"or 'source {Path(sys.executable).parent / 'activate'}' first to type just "
            "'memdir'.)")


if __name__ == "__main__":
    raise SystemExit(main())
