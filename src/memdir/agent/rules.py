"""Rules: the instructions people write for agents (AGENTS.md, CLAUDE.md), loaded as rules.

Rules and memory are different things and stay apart. Rules are written by a person, on
purpose, and are instructions; memory is what the agent inferred and is background the
current request can override. So rules go into their own system block (before the memory
policy), memdir never writes to them, and compaction never touches either.

Where rules come from, in this order (later files can refine earlier ones):

1. user level: ``$MEMDIR_HOME/AGENTS.md``, ``$MEMDIR_HOME/CLAUDE.md`` and
   ``~/.claude/CLAUDE.md`` (so rules already written for Claude Code apply);
2. project level: ``AGENTS.md`` then ``CLAUDE.md`` in every folder from the project root
   down to the workspace.

A rules file may import others with ``@path`` (as Claude Code does): relative to the
importing file, ``~/`` for the home folder, or absolute. ``@`` must start a word and the
path must look like one (contain ``/`` or ``.``, or start with ``~``), so ``@alice`` and
``user@example.com`` are not imports; code spans and fenced blocks are skipped. Imports
nest at most `MAX_DEPTH` levels; a cycle (``a -> b -> a``) is cut and reported; a file
imported twice is included once; a missing file is reported, never fatal.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

RULE_FILES = ("AGENTS.md", "CLAUDE.md")
MAX_DEPTH = 5
MAX_FILE_CHARS = 50_000
RULES_HEADING = ("Rules written by the user for this agent (AGENTS.md / CLAUDE.md). "
                 "Follow them; unlike memory, they are instructions.")

_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)
_IMPORT = re.compile(r"(?:(?<=\s)|^)@(\S+)", re.MULTILINE)
_TRAILING = ".,;:!?)]}\"'"


@dataclass(frozen=True)
class RuleFile:
    """One loaded rules file."""

    path: Path
    level: str  # "user" or "project"
    text: str
    depth: int = 0
    imported_by: Path | None = None


@dataclass
class Rules:
    """The loaded rules and the problems found loading them."""

    files: list[RuleFile] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def text(self) -> str:
        """The rules as one system-prompt block ("" when there are none)."""
        parts = []
        for f in self.files:
            if not f.text.strip():
                continue
            via = f" (imported by {f.imported_by})" if f.imported_by else ""
            parts.append(f"## {f.level} rules: {f.path}{via}\n\n{f.text.strip()}")
        return f"{RULES_HEADING}\n\n" + "\n\n".join(parts) if parts else ""


def import_targets(text: str) -> list[str]:
    """The ``@path`` imports in a rules file, in order (code spans and blocks skipped)."""
    visible = _CODE_SPAN.sub(" ", _FENCE.sub(" ", text))
    out = []
    for match in _IMPORT.finditer(visible):
        token = match.group(1).rstrip(_TRAILING)
        if token and ("/" in token or "." in token or token.startswith("~")):
            out.append(token)
    return out


def _resolve(token: str, importer: Path) -> Path:
    path = Path(os.path.expanduser(token))
    if not path.is_absolute():
        path = importer.parent / path
    return Path(os.path.abspath(path))


class _Loader:
    def __init__(self) -> None:
        self.rules = Rules()
        self.seen: set[Path] = set()

    def load(self, path: Path, level: str, chain: tuple[Path, ...] = (),
             imported_by: Path | None = None) -> None:
        real = Path(os.path.realpath(path))
        if real in chain:
            names = " -> ".join(str(p) for p in (*chain, real))
            self.rules.problems.append(f"Import cycle cut: {names}.")
            return
        if real in self.seen:
            return
        try:
            text = real.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            self.rules.problems.append(f"{imported_by}: imported file {path} does not exist.")
            return
        except OSError as exc:
            self.rules.problems.append(f"{path} cannot be read ({exc.strerror or exc}).")
            return
        self.seen.add(real)
        if len(text) > MAX_FILE_CHARS:
            self.rules.problems.append(f"{path} is longer than {MAX_FILE_CHARS} characters; "
                                       "the rest was left out.")
            text = text[:MAX_FILE_CHARS]
        depth = len(chain)
        self.rules.files.append(RuleFile(path, level, text, depth, imported_by))
        targets = import_targets(text)
        if targets and depth >= MAX_DEPTH:
            self.rules.problems.append(f"{path}: imports nested deeper than {MAX_DEPTH} "
                                       "levels were not loaded.")
            return
        for token in targets:
            self.load(_resolve(token, path), level, (*chain, real), path)


def user_rule_files(home: Path) -> list[Path]:
    """User-level rules files that may exist."""
    return [home / name for name in RULE_FILES] + [Path.home() / ".claude" / "CLAUDE.md"]


def project_rule_files(project_root: Path, workspace: Path) -> list[Path]:
    """Project-level rules files, from the project root down to the workspace."""
    root, here = Path(os.path.abspath(project_root)), Path(os.path.abspath(workspace))
    folders = [here]
    if here != root and root in here.parents:
        folders = [root, *reversed([p for p in here.parents if root in p.parents]), here]
    return [folder / name for folder in folders for name in RULE_FILES]


def load_rules(user_files: Sequence[Path], project_files: Sequence[Path]) -> Rules:
    """Load the rules files that exist (user level first) with their imports."""
    loader = _Loader()
    for level, files in (("user", user_files), ("project", project_files)):
        for path in files:
            if path.is_file():
                loader.load(path, level)
    return loader.rules


__all__ = ["MAX_DEPTH", "RULE_FILES", "RuleFile", "Rules", "import_targets", "load_rules",
           "project_rule_files", "user_rule_files"]
