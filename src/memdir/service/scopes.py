"""Where stores live: the project store beside the code, the user store in the config dir.

- Project store: ``<project>/.memory/``. The project is ``MEMDIR_PROJECT`` if set, else the
  nearest folder upwards that has ``.memory/`` or ``.git`` (the search stops at the first
  ``.git``: a repository ends there), else the current folder.
- Discovery cannot be captured: the home folder, ``/``, a folder owned by another user
  and a folder every user can write to (``/tmp``) are never a project root. A
  ``.memory/`` found in one is ignored with a warning: whoever could put it there (another
  user, a tarball unpacked into ``~``) would otherwise choose what every session below it
  remembers. Where no project folder is left, there is no project store
  (`NoProjectError`); callers use the user store only.
- User store: ``<home>/memory/`` where home is ``MEMDIR_HOME`` if set, else the platform's
  user config dir (``platformdirs``), ``memdir`` subfolder. It holds facts about the user
  that are true in every project. The home also holds settings and work queues.

Both variables are read by `memdir.foundation.config`; every function here takes the `Config` its
caller built (None: the environment's, for callers at the edge of the Python API).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from memdir.foundation.config import Config
from memdir.foundation.errors import NoProjectError, quoted
from memdir.store.base import Store
from memdir.store.files.store import FileStore

SCOPES = ("project", "user")


def memdir_home(config: Config | None = None) -> Path:
    """memdir's own folder for this user (``MEMDIR_HOME`` overrides it)."""
    return (config or Config.from_env()).home_dir


def unsafe_root_reason(folder: Path) -> str | None:
    """Why ``folder`` may not be a project root, or None if it may."""
    if folder == Path.home().resolve():
        return "it is your home folder"
    if folder.parent == folder:
        return "it is the file system root"
    try:
        info = folder.stat()
    except OSError:
        return "it cannot be read"
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return "it belongs to another user"
    if info.st_mode & stat.S_IWOTH:
        return "every user can write to it"
    return None


def find_project(start: str | os.PathLike[str] | None = None,
                 config: Config | None = None) -> Path | None:
    """The project folder for ``start`` (default: the cwd), or None when there is none.

    See the module docstring: the nearest ``.memory/`` or ``.git`` upwards, never past the
    first ``.git``, never a folder `unsafe_root_reason` rejects; else ``start`` itself if
    it may be a root.
    """
    chosen = (config or Config.from_env()).project
    if chosen is not None:
        return chosen
    here = Path(start or os.getcwd()).resolve()
    for folder in (here, *here.parents):
        has_memory = (folder / ".memory").is_dir()
        has_git = (folder / ".git").exists()  # a file in worktrees and submodules
        if not (has_memory or has_git):
            continue
        reason = unsafe_root_reason(folder)
        if reason is None:
            return folder
        if has_memory:
            import logging  # imported late: every hook process finds a project, few warn

            logging.getLogger("memdir").warning(
                "Ignoring %s: %s, so it is not a project folder.", folder / ".memory", reason)
        if has_git:
            break
    return here if unsafe_root_reason(here) is None else None


def marked_project(start: str | os.PathLike[str] | None = None,
                   config: Config | None = None) -> Path | None:
    """The project folder when something marks one (``MEMDIR_PROJECT``, a ``.memory/`` or
    ``.git`` at or above ``start``), else None: `find_project`'s fallback to the folder
    itself would make any folder a project the moment something is written there."""
    config = config or Config.from_env()
    found = find_project(start, config)
    if found is None or config.project is not None:
        return found
    return found if (found / ".memory").is_dir() or (found / ".git").exists() else None


def project_root(start: str | os.PathLike[str] | None = None,
                 config: Config | None = None) -> Path:
    """The project folder that owns ``.memory/`` for ``start`` (default: the cwd).

    Raises:
        NoProjectError: there is none (`find_project`); the message says what to do.
    """
    found = find_project(start, config)
    if found is not None:
        return found
    here = Path(start or os.getcwd()).resolve()
    raise NoProjectError(f"{here} is not a project folder ({unsafe_root_reason(here)}); run "
                         "memdir inside a project, or use --scope user.")


LOCK_TIMEOUT = 30.0  # seconds a write waits for the store's lock (a hook waits less)


def no_project_error(config: Config | None = None) -> NoProjectError:
    """Why the current folder has no project store, in one sentence (`project_root`'s)."""
    try:
        project_root(config=config)
    except NoProjectError as exc:
        return exc
    return NoProjectError("No project folder is known, so there is no project memory; use "
                          "scope 'user', or start memdir with --project PATH.")


def project_store(start: str | os.PathLike[str] | None = None,
                  config: Config | None = None,
                  lock_timeout: float = LOCK_TIMEOUT) -> FileStore:
    return folder_store(project_root(start, config), lock_timeout)


def folder_store(folder: str | os.PathLike[str],
                 lock_timeout: float = LOCK_TIMEOUT) -> FileStore:
    """The project store kept in ``folder`` (its ``.memory/``)."""
    return FileStore(Path(folder) / ".memory", scope="project", lock_timeout=lock_timeout)


def user_store(config: Config | None = None, lock_timeout: float = LOCK_TIMEOUT) -> FileStore:
    return FileStore(memdir_home(config) / "memory", scope="user", lock_timeout=lock_timeout)


def open_store(scope: str, start: str | os.PathLike[str] | None = None,
               config: Config | None = None) -> FileStore:
    """The store for a scope name ("project" or "user")."""
    if scope == "user":
        return user_store(config)
    if scope == "project":
        return project_store(start, config)
    raise ValueError(f"Unknown scope {quoted(scope)}; use 'project' or 'user'.")


def store_folders(project: Path | None, config: Config | None = None) -> list[Path]:
    """The folders memory is kept in on this machine: the project's ``.memory/`` (when
    there is a project) and the user's. For what guards them (an agent's file tools must
    not reach them); memory itself is opened with `open_stores`."""
    return [*([project / ".memory"] if project is not None else []),
            memdir_home(config) / "memory"]


def available_stores(scope: str | None = None,
                     start: str | os.PathLike[str] | None = None,
                     config: Config | None = None) -> list[FileStore]:
    """The stores a command reads: the named scope's, else the project's (when there is a
    project) and the user's."""
    config = config or Config.from_env()
    if scope:
        return [open_store(scope, start, config)]
    root = find_project(start, config)
    project = [folder_store(root)] if root is not None else []
    return [*project, user_store(config)]


def open_stores(project: str | os.PathLike[str] | Store | None,
                user: Store | bool, config: Config,
                lock_timeout: float = LOCK_TIMEOUT) -> tuple[Store, Store | None]:
    """The project store and the user store (None for none) a `Memory` was asked for:
    the one place a memory's stores are opened.

    A path is a project folder; anything else given is a store (any store of the
    contract, `memdir.store.base.Store`: a FileStore, a PostgresStore). Without one, the
    project found from the current folder (`find_project`); where there is none (the
    home folder, /, a folder others can write), the user store alone, never a
    ``.memory/`` in such a folder."""
    if project is None and find_project(config=config) is None:
        project, user = user_store(config, lock_timeout), False
    if project is None:
        opened: Store = project_store(config=config, lock_timeout=lock_timeout)
    elif isinstance(project, (str, os.PathLike)):
        opened = folder_store(project, lock_timeout)
    else:
        opened = project
    if user is True:
        return opened, user_store(config, lock_timeout)
    return opened, user or None
