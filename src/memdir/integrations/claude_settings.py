"""``memdir install/uninstall claude-code``: our hooks in Claude Code's ``settings.json``.

Claude Code reads hooks from ``~/.claude/settings.json`` (user), ``.claude/settings.json``
(project, shared through git) and ``.claude/settings.local.json`` (project, this person
only), in the documented shape::

    {"hooks": {"UserPromptSubmit": [
        {"hooks": [{"type": "command", "command": "memdir hook claude-code", "timeout": 15}]}
    ]}}

Each event maps to a list of matcher groups, each with a list of handlers. SessionStart,
UserPromptSubmit, Stop and SessionEnd run every group when it has no ``matcher``, which is
what memdir wants, so ours have none.

A person's settings file is theirs: installing *merges* (every other key, event, group
and handler stays as it was, in order), recognizes our handler by its command containing
``memdir hook claude-code`` (so installing twice adds nothing, and a moved executable is
updated in place), writes atomically, and keeps the previous file as
``settings.json.memdir-backup``. Uninstalling removes our handlers only, and the groups,
events and ``hooks`` object that became empty because of that; then the file itself if
install created it, or the backup if it holds exactly what is left (see `uninstall`).
A file that is not JSON, or not in the documented shape, is refused, never rewritten.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import shlex
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import MemdirError, SettingsError
from memdir.foundation.launch import console_script, memdir_command, shell_line
from memdir.integrations.claude_code import MARKER

HOOK_EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")
# Seconds Claude Code gives the hook before cancelling it. Ours stop themselves after
# MEMDIR_HOOK_TIMEOUT (8 s); this is the outer bound if Python itself hangs.
TIMEOUTS = {"SessionStart": 15, "UserPromptSubmit": 15, "Stop": 10, "SessionEnd": 10}
BACKUP_SUFFIX = ".memdir-backup"
WHERE = ("project", "local", "user")


@dataclass
class Change:
    """What install or uninstall did (or would do) to one settings file."""

    path: Path
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    backup: Path | None = None
    restored: bool = False  # uninstall put the file back from its install backup
    deleted: bool = False  # uninstall removed a file that held only memdir's hooks

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)



def _hooks_of(group: dict[str, Any]) -> list[Any]:
    hooks = group.get("hooks")
    return hooks if isinstance(hooks, list) else []

def settings_path(where: str, project: Path) -> Path:
    """The settings file for ``user`` (``$HOME/.claude``), ``project`` or ``local``."""
    if where == "user":
        return Path.home() / ".claude" / "settings.json"
    if where == "local":
        return project / ".claude" / "settings.local.json"
    if where == "project":
        return project / ".claude" / "settings.json"
    raise MemdirError(f"Unknown settings scope {where!r}; use --user, --project or --local.")


def hook_command(where: str, project: Path | None = None) -> str:
    """The command line Claude Code should run.

    A project file is shared through git, so it names ``memdir`` when the ``memdir`` on
    PATH is this installation and is on every shell's PATH; an activated virtualenv's
    (or conda environment's) is not: Claude Code started from another shell would not
    find it. An executable inside the project folder (a clone's ``.venv``) is named
    relative to ``$CLAUDE_PROJECT_DIR``, which Claude Code sets for hooks, so the line
    works in every checkout that made the same venv. Otherwise (and for user/local
    files) it names this installation's executable by absolute path. Without a console
    script it is ``python -P -m memdir hook claude-code``: Claude Code runs hooks in the
    project folder, and plain ``-m`` would import a ``memdir/`` package the repository
    ships.
    """
    here = console_script()
    if where == "project" and here is not None:
        on_path = shutil.which("memdir")
        if on_path and Path(on_path).resolve() == here.resolve() \
                and not _activated(Path(on_path)):
            return MARKER
        inside = _relative_to(here, project)
        if inside is not None:
            return f'"$CLAUDE_PROJECT_DIR"/{shlex.quote(inside)} hook claude-code'
    return shell_line(memdir_command("hook", "claude-code"))


def _activated(script: Path) -> bool:
    """Whether ``script`` is on PATH only because an environment was activated in this
    shell (``source .venv/bin/activate``, ``conda activate``)."""
    for variable in ("VIRTUAL_ENV", "CONDA_PREFIX"):
        prefix = os.environ.get(variable)
        if prefix and script.parent.resolve().is_relative_to(Path(prefix).resolve()):
            return True
    return False


def _relative_to(script: Path, project: Path | None) -> str | None:
    """``script``'s path inside ``project`` (POSIX form), or None."""
    if project is None or os.name == "nt":
        return None
    try:
        # The folder resolved, not the file: a venv's bin/python is often a link out.
        inside = script.parent.resolve() / script.name
        return inside.relative_to(project.resolve()).as_posix()
    except ValueError:
        return None


def is_ours(handler: Any) -> bool:
    return isinstance(handler, dict) and MARKER in str(handler.get("command", ""))


def _handler(event: str, command: str) -> dict[str, Any]:
    return {"type": "command", "command": command, "timeout": TIMEOUTS[event]}


def _check_shape(settings: Any, path: Path) -> dict[str, Any]:
    if not isinstance(settings, dict):
        raise SettingsError(f"{path} does not hold a JSON object; fix it by hand, nothing "
                            "was changed.")
    hooks = settings.get("hooks", {})
    if not isinstance(hooks, dict):
        raise SettingsError(f'"hooks" in {path} is not an object; fix it by hand, nothing '
                            "was changed.")
    for event, groups in hooks.items():
        if not isinstance(groups, list):
            raise SettingsError(f'"hooks.{event}" in {path} is not a list; fix it by hand, '
                                "nothing was changed.")
    return settings


def merge_hooks(settings: dict[str, Any], command: str,
                events: tuple[str, ...] = HOOK_EVENTS) -> tuple[dict[str, Any], Change]:
    """Settings with our handler for each event (a new object; the input is not changed)."""
    out = copy.deepcopy(settings)
    change = Change(Path())
    hooks = out.setdefault("hooks", {})
    for event in events:
        groups = hooks.setdefault(event, [])
        mine = [h for g in groups if isinstance(g, dict)
                for h in _hooks_of(g) if is_ours(h)]
        if not mine:
            groups.append({"hooks": [_handler(event, command)]})
            change.added.append(event)
        elif any(h.get("command") != command for h in mine):
            for h in mine:
                h["command"] = command
            change.updated.append(event)
    return out, change


def remove_hooks(settings: dict[str, Any]) -> tuple[dict[str, Any], Change]:
    """Settings without our handlers, and without what only they kept alive."""
    out = copy.deepcopy(settings)
    change = Change(Path())
    hooks = out.get("hooks")
    if not isinstance(hooks, dict):
        return out, change
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        kept_groups = []
        removed = False
        for group in groups:
            handlers = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(handlers, list) or not any(is_ours(h) for h in handlers):
                kept_groups.append(group)
                continue
            removed = True
            rest = [h for h in handlers if not is_ours(h)]
            if rest:
                kept_groups.append({**group, "hooks": rest})
        if removed:
            change.removed.append(event)
            if kept_groups:
                hooks[event] = kept_groups
            else:
                del hooks[event]
    if change.removed and not hooks:
        del out["hooks"]
    return out, change


def _inside(path: Path, within: Path | None) -> None:
    """Refuse a settings file of a project that a link takes out of it: the project (a
    clone) chose where it points, so writing there would change any file of the user's.
    Your own ``~/.claude/settings.json`` (``within`` None) may be a link (dotfiles)."""
    if within is None:
        return
    target = path.resolve()
    if not target.is_relative_to(within.resolve()):
        raise SettingsError(f"{path} leads to {target}, outside the project; memdir does not "
                            "write through it. Fix it by hand; nothing was changed.")


def _load(path: Path, within: Path | None = None) -> dict[str, Any]:
    _inside(path, within)  # a linked .claude/ too, before a file is made in it
    if not path.exists():
        if path.is_symlink():
            raise SettingsError(f"{path} is a link to nothing; fix it by hand.")
        return {}
    if path.is_symlink() and not path.resolve().is_file():
        raise SettingsError(f"{path} is a link to nothing; fix it by hand.")
    try:
        # Not waiting on a FIFO a clone planted (opening one for reading waits for a
        # writer), and reading only a regular file.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise SettingsError(f"{path} is not a regular file; fix it by hand, nothing "
                                    "was changed.")
            text = fh.read().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SettingsError(f"{path} is not UTF-8 text; fix it by hand, nothing was "
                            "changed.") from exc
    except OSError as exc:
        if isinstance(exc, SettingsError):
            raise
        raise SettingsError(f"Could not read {path}: {exc.strerror or exc}.") from exc
    if not text.strip():
        return {}
    try:
        data = json_text.loads(text)
    except ValueError as exc:
        raise SettingsError(f"{path} is not valid JSON (line {getattr(exc, 'lineno', '?')}); "
                            "fix it by hand, nothing was changed.") from exc
    return _check_shape(data, path)


def _save(path: Path, settings: dict[str, Any]) -> Path | None:
    """Write atomically; the previous file (if any) is kept as the backup."""
    from memdir.store.files.store import atomic_write

    target = path.resolve() if path.is_symlink() else path  # edit the file a link points to
    backup = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            backup = target.with_name(target.name + BACKUP_SUFFIX)
            shutil.copy2(target, backup)
        atomic_write(target, json.dumps(settings, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise SettingsError(f"Could not write {target}: {exc.strerror or exc}.") from exc
    return backup


def install(path: Path, command: str, *, dry_run: bool = False,
            within: Path | None = None) -> Change:
    """Merge our hooks into the settings file at ``path``; ``within``: the project a
    project's file must stay in (see `_inside`)."""
    settings = _load(path, within)
    merged, change = merge_hooks(settings, command)
    change.path = path
    if change.changed and not dry_run:
        change.backup = _save(path, merged)
    return change


def uninstall(path: Path, *, dry_run: bool = False, within: Path | None = None) -> Change:
    """Remove our hooks from the settings file at ``path`` (a missing file: nothing to do).

    Leaves no trace when it can do so without losing anything: a file that held only our
    hooks and had no backup (``install`` created it) is removed; a file whose install
    backup holds exactly what is left is put back byte for byte from that backup, and
    the backup removed. Otherwise the file is rewritten and the previous one kept as the
    backup.
    """
    settings = _load(path, within)
    cleaned, change = remove_hooks(settings)
    change.path = path
    if not change.changed or dry_run:
        return change
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    try:
        if not path.is_symlink() and not backup.is_symlink():
            if backup.is_file() and _parsed(backup) == cleaned:
                from memdir.store.files.store import atomic_write

                atomic_write(path, backup.read_bytes())
                backup.unlink()
                change.restored = True
                return change
            if not cleaned and not backup.exists():  # install made it: nothing else in it
                path.unlink()
                change.deleted = True
                with contextlib.suppress(OSError):  # the folder too, if nothing else is there
                    path.parent.rmdir()
                return change
    except OSError as exc:
        raise SettingsError(f"Could not write {path}: {exc.strerror or exc}.") from exc
    change.backup = _save(path, cleaned)
    return change


def _parsed(path: Path) -> Any:
    """A backup's settings, or None if it cannot be read as settings."""
    try:
        return _load(path)
    except SettingsError:
        return None


__all__ = ["HOOK_EVENTS", "Change", "SettingsError", "hook_command", "install", "is_ours",
           "merge_hooks", "remove_hooks", "settings_path", "uninstall"]
