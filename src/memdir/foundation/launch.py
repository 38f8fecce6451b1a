"""How memdir starts memdir: never with the project folder on ``sys.path``.

``python -m memdir...`` puts the current folder first on ``sys.path``, so a cloned
repository holding a top-level ``memdir/`` package (or ``click/``, ``yaml.py``, even
``json.py``: the current folder comes before the standard library) would run its own
code the moment a hook or a detached extraction started in it. Every process memdir
starts goes through this module instead:

- the ``memdir`` console script by absolute path (Python puts the script's own folder,
  the environment's ``bin/``, first on ``sys.path``, never the current folder), or
- ``python -P -m ...`` (3.11+: "do not prepend a potentially unsafe path"). ``-P`` and
  not ``-I``: ``-I`` would also drop ``PYTHONPATH`` and the user's site-packages, where
  memdir itself may be installed; the ``MEMDIR_*`` variables pass either way.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

SAFE_PATH_FLAG = "-P"  # never the current folder (or the script's) on sys.path


def console_script() -> Path | None:
    """The ``memdir`` script installed next to this interpreter, if there is one."""
    script = Path(sys.executable).parent / ("memdir.exe" if os.name == "nt" else "memdir")
    return script if script.is_file() else None


def python_command(module: str, *args: str) -> list[str]:
    """``python -P -m MODULE ARGS``: this interpreter, the project folder not importable."""
    return [sys.executable, SAFE_PATH_FLAG, "-m", module, *args]


def memdir_command(*args: str) -> list[str]:
    """The ``memdir`` command by absolute path, else ``python -P -m memdir``."""
    script = console_script()
    return [str(script), *args] if script else python_command("memdir", *args)


def shell_line(argv: list[str]) -> str:
    """An argument list as one line for a shell (what a settings file stores)."""
    return " ".join(shlex.quote(a) for a in argv)


__all__ = ["SAFE_PATH_FLAG", "console_script", "memdir_command", "python_command",
           "shell_line"]
