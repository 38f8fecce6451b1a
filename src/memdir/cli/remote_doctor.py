"""`memdir doctor` for a memory server's client (``MEMDIR_URL`` set): what this machine
keeps for the server, checked here; the server's own stores and token file are the
server's to check, on its machine.

Checked here: the queue of turns the server has not heard (``MEMDIR_HOME/remote/``,
`memdir.service.remote.queue`): that its files are owner-only, how many requests wait,
and its lines that are no request (kept aside, never sent or deleted: a person reads
them); the token files the quick starts write (``*.token`` in this folder and the
project's), which must be readable by their owner alone; and that the server answers
this token (``/v1/whoami``), naming its project and role. ``--fix`` makes a file others
may read owner-only; nothing else is changed. Exit code 1 while a problem remains.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import click

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.store.files.doctor import Problem

SERVER_SIDE = ("The server's own stores and token file are not checked from here: they "
               "are the server's to check, on its machine.")


def _open_to_others(path: Path) -> int | None:
    """The mode of a regular file others may read or write; None if none may (or it is
    not there)."""
    try:
        st = path.lstat()
    except OSError:
        return None
    if not stat.S_ISREG(st.st_mode) or not st.st_mode & 0o077:
        return None
    return stat.S_IMODE(st.st_mode)


def _token_files() -> list[Path]:
    from memdir.service.scopes import project_root

    folders = {Path.cwd()}
    try:
        folders.add(project_root())
    except MemdirError:
        pass
    return sorted({p for folder in folders for p in folder.glob("*.token")})


def check(fix: bool) -> tuple[list[str], list[Problem], list[Problem]]:
    """What the client keeps, checked (see the module docstring): lines to say, the
    problems found (or fixed, with ``fix``), and those that remain."""
    from memdir.service.remote.memory import RemoteMemory

    config = Config.from_env()
    memory = RemoteMemory(config=config)
    queue = memory.queue
    said: list[str] = []
    found: list[Problem] = []
    files = [(queue.path, "the queue of turns the server has not heard"),
             (queue.aside, "the queue's unreadable lines"), (queue.grants, "the queue's grants")]
    files += [(token, "a token file") for token in _token_files()]
    for path, what in files:
        mode = _open_to_others(path)
        if mode is None:
            continue
        if fix:
            os.chmod(path, 0o600)
        found.append(Problem("permissions", str(path),
                             f"{what} may be read by other users (mode {mode:o}); "
                             f"owner-only: chmod 600 '{path}'"))
    if count := queue.unreadable():
        lines = "line" if count == 1 else "lines"
        found.append(Problem("queue-unreadable", str(queue.aside),
                             f"{count} {lines} of {queue.path} that no request could be "
                             f"read from, kept and never sent: read "
                             f"{'it' if count == 1 else 'them'}, then remove the file",
                             fixable=False))
    try:
        me = memory.whoami()
        said.append(f"The memory server at {memory.server.url} answers this token: project "
                    f"{me.get('project')}, role {me.get('role')}.")
    except MemdirError as exc:  # down, or the token refused: one sentence, the server's
        found.append(Problem("server", memory.server.url, str(exc), fixable=False))
    if waiting := queue.waiting():
        said.append(f"{waiting} extracted {'memory waits' if waiting == 1 else 'memories wait'}"
                    f" in {queue.path}, sent at the next call that reaches the server.")
    remaining = [p for p in found if not (fix and p.kind == "permissions")]
    return said, found, remaining


def doctor(fix: bool, as_json: bool) -> None:
    """Print the client's checks, and exit 1 while a problem remains."""
    from memdir.cli.render import echo_json

    said, found, remaining = check(fix)
    if as_json:
        echo_json({"url": Config.from_env().url, "notes": said,
                   "fixed" if fix else "problems": [p.__dict__ for p in found],
                   "remaining": [p.__dict__ for p in remaining], "server_side": SERVER_SIDE})
    else:
        for p in found:
            verb = "found" if not fix else "still" if p in remaining else "fixed"
            click.echo(f"client: {verb} {p.kind}: {p.file}: {p.detail}")
        for line in said:
            click.echo(line)
        if not found:
            click.echo("client: what this machine keeps for the server is in order.")
        click.echo(SERVER_SIDE)
    if remaining:
        if not fix and not as_json and any(p.fixable for p in remaining):
            click.echo("Run 'memdir doctor --fix' to repair.", err=True)
        sys.exit(1)


__all__ = ["SERVER_SIDE", "check", "doctor"]
