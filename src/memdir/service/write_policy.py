"""Write policy: per writer and record type, a write is ``auto``, ``propose`` or ``refuse``.

``auto`` writes at once (as memdir always did), ``propose`` puts the write in the inbox
for a person (`memdir inbox`, `approve`, `reject`), ``refuse`` drops it with a reason.
Writers are the record origins that write (`memdir.service.origins`: ``user``, ``model``,
``import``, ``visitor``) plus ``consolidation``, whose merges and deletions rewrite what
others stored. Defaults:

- the user's own words, a model's extraction and imports: ``auto``;
- consolidation's merges and deletions: ``propose`` (silent deletion by automatic
  consolidation is what people trust least in memory tools);
- a visitor: ``propose``, and never ``auto`` whatever a settings file says.

Whatever a cell says, a change on a model's behalf to a person's record is proposed
(`memdir.service.writes.gate.Gate.guarded`, `memdir.service.origins.persons`): a model
never overrides a person.

Configured under ``"policy"`` in ``$MEMDIR_HOME/settings.json`` (yours) and in the
project's ``.memdir/settings.json``::

    {"policy": {"model": {"project": "propose"}, "consolidation": "auto"}}

A writer maps to one action for every type, or to ``{type or "*": action}``. The project's
file comes with the project (often a repository just cloned), so unless you trusted its
exact bytes (`memdir trust`, see `memdir.service.trust`) it may only make the policy
stricter: a cloned repository must not turn review off for you. `memdir policy` shows
the table and where each cell came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.record import MEMORY_TYPES

ACTIONS = ("auto", "propose", "refuse")  # in order of strictness
WRITERS = ("user", "model", "import", "visitor", "consolidation")
# The writers a caller may ask a command to be judged as (its ``origin``; never more
# trusted than the actor, `Actor.writer_for`). Consolidation's writes are its own.
ASKED_WRITERS = ("user", "model", "import", "visitor")
SETTINGS_FILE = "settings.json"
DEFAULT_SOURCE = "default"


@dataclass(frozen=True)
class Cell:
    """One decision of the table and who made it (a settings file, or the default)."""

    action: str
    source: str = DEFAULT_SOURCE


def _defaults() -> dict[tuple[str, str], Cell]:
    table = {}
    for writer in WRITERS:
        action = "propose" if writer in ("visitor", "consolidation") else "auto"
        for rtype in MEMORY_TYPES:
            table[(writer, rtype)] = Cell(action)
    return table


@dataclass
class WritePolicy:
    """The effective table, and one sentence per problem found in the settings files."""

    cells: dict[tuple[str, str], Cell] = field(default_factory=_defaults)
    problems: list[str] = field(default_factory=list)
    # Each settings file's path -> which settings it is ("project settings"), for those
    # who may not see the server's filesystem (`without_paths`).
    labels: dict[str, str] = field(default_factory=dict)

    def label(self, source: str) -> str:
        """Which settings made a cell, without their path (``default`` as it is)."""
        return self.labels.get(source, source)

    def without_paths(self) -> WritePolicy:
        """This policy as a non-admin token of a server reads it: each settings file named
        by which settings it is, never by its path on the server."""
        def said(text: str) -> str:
            for path, label in self.labels.items():
                text = text.replace(path, label)
            return text
        return WritePolicy({k: Cell(c.action, self.label(c.source))
                            for k, c in self.cells.items()},
                           [said(p) for p in self.problems])

    def action(self, writer: str, rtype: str) -> str:
        """What to do with a write by ``writer`` of a record of type ``rtype``.

        An unknown writer is treated as a visitor (the strictest writer); an unknown
        type, as the strictest cell of that writer.
        """
        writer = writer if writer in WRITERS else "visitor"
        cell = self.cells.get((writer, rtype))
        if cell is None:
            return max((self.cells[(writer, t)].action for t in MEMORY_TYPES),
                       key=ACTIONS.index)
        return cell.action

    def cell(self, writer: str, rtype: str) -> Cell:
        return self.cells[(writer, rtype)]

    def apply(self, section: Any, source: str, *, stricter_only: bool) -> None:
        """Apply one settings file's ``policy`` section."""
        if not isinstance(section, dict):
            self.problems.append(f"{source}: 'policy' must be an object of writers.")
            return
        for writer, value in section.items():
            if writer not in WRITERS:
                self.problems.append(f"{source}: unknown writer {writer!r} in 'policy' "
                                     f"(known: {', '.join(WRITERS)}).")
                continue
            per_type = value if isinstance(value, dict) else {"*": value}
            # "*" first, so a type named next to it wins over it.
            for rtype, action in sorted(per_type.items(), key=lambda kv: kv[0] != "*"):
                if rtype != "*" and rtype not in MEMORY_TYPES:
                    self.problems.append(f"{source}: unknown type {rtype!r} for {writer!r} "
                                         f"(known: {', '.join(MEMORY_TYPES)}).")
                    continue
                if action not in ACTIONS:
                    self.problems.append(f"{source}: {writer}/{rtype}: {action!r} is not "
                                         f"one of {', '.join(ACTIONS)}.")
                    continue
                self._set(writer, rtype, action, source, stricter_only)

    def _set(self, writer: str, rtype: str, action: str, source: str,
             stricter_only: bool) -> None:
        """Set one cell, or every type's (``*``), saying once what was not applied."""
        if writer == "visitor" and action == "auto":
            # Never auto: a visitor is whoever talks to a public agent.
            self.problems.append(f"{source}: a visitor's writes are never 'auto'; "
                                 "'propose' is used instead.")
            action = "propose"
        looser = []
        for t in MEMORY_TYPES if rtype == "*" else (rtype,):
            old = self.cells[(writer, t)]
            if stricter_only and ACTIONS.index(action) < ACTIONS.index(old.action):
                looser.append(t)
                continue
            if stricter_only and action == old.action:
                continue  # the same as a file you trust says: that file decided the cell
            self.cells[(writer, t)] = Cell(action, source)
        if looser:
            self.problems.append(
                f"{source}: {writer}/{rtype} {action!r} would loosen the policy "
                f"({', '.join(looser)}); a project settings file you have not trusted may "
                "only make it stricter (memdir trust).")

    def table(self) -> list[dict[str, str]]:
        """Rows for `memdir policy --json` and the review page."""
        return [{"writer": w, "type": t, "action": c.action, "source": c.source}
                for (w, t), c in self.cells.items()]


def _read_section(data: bytes, path: Path, policy: WritePolicy) -> Any:
    try:
        parsed = json_text.loads(data.decode("utf-8"))
    except ValueError as exc:
        policy.problems.append(f"{path}: not valid JSON ({exc}); its policy is ignored.")
        return None
    if not isinstance(parsed, dict):
        kind = {list: "an array", str: "a string", bool: "true or false"}.get(
            type(parsed), "null" if parsed is None else "a number")
        policy.problems.append(f"{path}: holds {kind}, not an object of settings; its "
                               "policy is ignored.")
        return None
    return parsed.get("policy")


def load_policy(home: Path, project: Path | None = None) -> WritePolicy:
    """The effective write policy: defaults, then your settings, then the project's.

    Args:
        home: ``$MEMDIR_HOME`` (your ``settings.json``, always trusted).
        project: the project folder (its ``.memdir/settings.json``), or None.
    """
    from memdir.foundation.errors import SettingsError
    from memdir.service.trust import is_trusted, read_project_settings

    policy = WritePolicy()
    user_file = home / SETTINGS_FILE
    policy.labels[str(user_file)] = "user settings"
    try:
        data = user_file.read_bytes()
    except FileNotFoundError:
        data = None
    except OSError as exc:
        policy.problems.append(f"{user_file}: cannot be read ({exc.strerror}).")
        data = None
    if data is not None:
        section = _read_section(data, user_file, policy)
        if section is not None:
            policy.apply(section, str(user_file), stricter_only=False)
    if project is None:
        return policy
    path = project / ".memdir" / SETTINGS_FILE
    policy.labels[str(path)] = "project settings"
    try:
        pdata = read_project_settings(path)
    except SettingsError as exc:
        policy.problems.append(str(exc))
        return policy
    if pdata is None:
        return policy
    section = _read_section(pdata, path, policy)
    if section is not None:
        trusted = is_trusted(path, home, pdata)
        policy.apply(section, str(path), stricter_only=not trusted)
    return policy


def asked_writer(origin: str) -> str:
    """``origin``, when a caller may ask to be judged as that writer.

    Raises:
        BadInput: any other origin, in the sentence a server answers for it. The local
            library judged one as the least trusted writer and wrote what it was asked.
    """
    if origin not in ASKED_WRITERS:
        from memdir.foundation.errors import BadInput

        raise BadInput(f"'origin' must be one of {', '.join(ASKED_WRITERS)}.")
    return origin


__all__ = ["ACTIONS", "ASKED_WRITERS", "WRITERS", "Cell", "WritePolicy", "asked_writer",
           "load_policy"]
