"""The memory every command works on: `memdir.service.opening.open_memory`, acting for the
person at the keyboard, its notices on stderr.

Local files or a `memdir serve` (``MEMDIR_URL``): the commands never ask which; they call
the service and print what it answers, so a person switching between a laptop's files and
a team server types the same thing and reads the same lines. The few commands whose point
is the local files (``init``, ``doctor``) say so in one sentence when memory is kept by a
server (`local_only`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService


def _notice(line: str) -> None:
    click.echo(line, err=True)


def open_cli_memory(*, provider: str | None = "offline", session: str | None = "cli",
                    stale_anchors: str | None = None,
                    log: Callable[[str], None] | None = _notice) -> MemoryService:
    """The memory of this project and user (or of the server), acting for a person.
    ``provider``: offline by default (no command here calls a model unless it says so).
    A command is a short-lived process: it loads no semantic model, and asks the resident
    process for the fused ranker (`memdir.service.resident`)."""
    from memdir.service.actors import PERSON
    from memdir.service.opening import open_memory

    return open_memory(Config.from_env(), provider=provider, session=session, actor=PERSON,
                       log=log, stale_anchors=stale_anchors, resident=True)


def local_only(command: str) -> None:
    """Refuse ``command``, which works on local memory files, when a server keeps memory.

    Raises:
        MemdirError: one sentence naming the server.
    """
    if Config.from_env().url:
        raise MemdirError(f"'memdir {command}' works on local memory files; memory is kept "
                          "by the server at MEMDIR_URL (unset it to use local files).")


__all__ = ["local_only", "open_cli_memory"]
