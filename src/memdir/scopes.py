"""Where stores live: the project store beside the code, the user store in the config dir.

- Project store: ``<project>/.memory/``. The project is ``MEMDIR_PROJECT`` if set, else the
  nearest folder upwards that already has ``.memory/``, else the nearest with ``.git``,
  else the current folder.
- User store: ``<home>/memory/`` where home is ``MEMDIR_HOME`` if set, else the platform's
  user config dir (``platformdirs``), ``memdir`` subfolder. It holds facts about the user
  that are true in every project. The home also holds settings and work queues.
"""

from __future__ import annotations

import os
from pathlib import Path

from .store.files import FileStore

SCOPES = ("project", "user")


def memdir_home() -> Path:
    """memdir's own folder for this user (``MEMDIR_HOME`` overrides it)."""
    env = os.environ.get("MEMDIR_HOME")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir  # imported late: only this needs it

    return Path(user_config_dir("memdir", appauthor=False))


def project_root(start: str | os.PathLike[str] | None = None) -> Path:
    """The project folder that owns ``.memory/`` for ``start`` (default: the cwd)."""
    env = os.environ.get("MEMDIR_PROJECT")
    if env:
        return Path(env).expanduser().resolve()
    here = Path(start or os.getcwd()).resolve()
    chain = [here, *here.parents]
    for marker in (".memory", ".git"):
        for folder in chain:
            if (folder / marker).is_dir():
                return folder
    return here


def project_store(start: str | os.PathLike[str] | None = None) -> FileStore:
    return FileStore(project_root(start) / ".memory", scope="project")


def user_store() -> FileStore:
    return FileStore(memdir_home() / "memory", scope="user")


def open_store(scope: str, start: str | os.PathLike[str] | None = None) -> FileStore:
    """The store for a scope name ("project" or "user")."""
    if scope == "user":
        return user_store()
    if scope == "project":
        return project_store(start)
    raise ValueError(f"Unknown scope {scope!r}; use 'project' or 'user'.")
