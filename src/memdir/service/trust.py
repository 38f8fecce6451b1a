"""Trust of a project's settings file: exactly these bytes, in exactly this folder.

A project's ``.memdir/settings.json`` comes with the project (often a repository just
cloned), and the hooks it configures run code the user did not write. They run only once
the user trusted the file (``memdir trust``, or "yes" at the REPL's question), which is
recorded in ``$MEMDIR_HOME/trusted-settings.json`` as ``{project folder: SHA-256 of the
file's bytes}``. The rules, and the attack each one stops:

- **Folder and content together.** The same bytes in another clone are not trusted: a
  trusted ``./check.sh`` is a different script in another folder.
- **One read.** The bytes shown to the user, trusted, parsed and run are one read of the
  file (`read_project_settings`), so the file cannot be swapped between the question and
  the run.
- **No links.** A settings file, or a ``.memdir`` folder, that is a symbolic link is
  refused: a link would let a clone borrow the trust of a file elsewhere (with its own
  scripts next to it), or run a file that is not part of the project at all.

Your user settings file (``$MEMDIR_HOME/settings.json``) is yours and always trusted.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

from memdir.foundation import json_text
from memdir.foundation.errors import SettingsError

TRUST_FILE = "trusted-settings.json"
# A settings file is a few hooks; a larger one is not a settings file (and is not read
# whole into memory).
MAX_SETTINGS_BYTES = 1_000_000


def project_folder(path: Path) -> Path:
    """The folder a ``<folder>/.memdir/settings.json`` belongs to (resolved)."""
    return Path(os.path.realpath(path.parent.parent))


def read_project_settings(path: Path) -> bytes | None:
    """The bytes of a project's settings file, or None when there is none.

    Raises:
        SettingsError: the file or its ``.memdir`` folder is a symbolic link, the file is
            not a regular file, resolves outside its project, is too large or unreadable.
    """
    for part in (path.parent, path):
        try:
            mode = os.lstat(part).st_mode
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SettingsError(f"{part} cannot be read ({exc.strerror or exc}).") from exc
        if stat.S_ISLNK(mode):
            raise SettingsError(f"{part} is a symbolic link; memdir runs no hooks from a "
                                "linked settings file (replace the link by a real file).")
    expected = project_folder(path) / path.parent.name / path.name
    if Path(os.path.realpath(path)) != expected:
        raise SettingsError(f"{path} resolves outside its project; its hooks do not run.")
    try:
        # O_NOFOLLOW: a link put in place after the check above is refused, not followed.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise SettingsError(f"{path} cannot be read ({exc.strerror or exc}).") from exc
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise SettingsError(f"{path} is not a regular file; its hooks do not run.")
        data = f.read(MAX_SETTINGS_BYTES + 1)
    if len(data) > MAX_SETTINGS_BYTES:
        raise SettingsError(f"{path} is larger than {MAX_SETTINGS_BYTES:,} bytes; "
                            "its hooks do not run.")
    return data


def _trust_table(home: Path) -> dict[str, str]:
    try:
        data = json_text.loads((home / TRUST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def is_trusted(path: Path, home: Path, data: bytes | None = None) -> bool:
    """True if this project's settings file, with exactly these bytes, was trusted.

    Args:
        path: ``<project>/.memdir/settings.json``.
        home: ``$MEMDIR_HOME``.
        data: the bytes already read with `read_project_settings` (read now if None).
    """
    if data is None:
        try:
            data = read_project_settings(path)
        except SettingsError:
            return False
        if data is None:
            return False
    return _trust_table(home).get(str(project_folder(path))) == _digest(data)


def set_trusted(path: Path, home: Path, trusted: bool = True,
                data: bytes | None = None) -> None:
    """Trust this project's settings file as it is now (or take the trust back).

    Args:
        data: the bytes the user was shown; trusting them, not a fresh read, means a file
            swapped after the question is not trusted.

    Raises:
        SettingsError: trusting a file that `read_project_settings` refuses or is missing.
        StoreError: the trust file cannot be written.
    """
    from memdir.foundation.atomic import atomic_write, make_dir, storage_error

    table = _trust_table(home)
    key = str(project_folder(path))
    table.pop(str(path.resolve()), None)  # the old format: keyed by the file's path
    if trusted:
        if data is None:
            data = read_project_settings(path)
        if data is None:
            raise SettingsError(f"There is no {path} to trust.")
        table[key] = _digest(data)
    else:
        table.pop(key, None)
    try:
        make_dir(home, private=True)
        atomic_write(home / TRUST_FILE, json.dumps(table, indent=2, sort_keys=True) + "\n")
    except OSError as exc:
        raise storage_error(exc, f"write {home / TRUST_FILE}") from exc


__all__ = ["MAX_SETTINGS_BYTES", "SettingsError", "TRUST_FILE", "is_trusted",
           "project_folder", "read_project_settings", "set_trusted"]
