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

Where an import may read from (a project's rules come with a repository someone else
wrote, and whatever they import goes into the prompt, so ``@~/.ssh/id_rsa`` must not):

- project-level files, and what they import, stay inside the project folder: an absolute
  path, a ``..`` escape, ``~/`` or a symbolic link that leads outside is refused, and the
  rules show ``(import of ~/.ssh/id_rsa refused: outside the project)`` in its place; a
  project rules file that is itself a link out of the project is refused the same way;
- user-level files may import from the home folder (and from ``$MEMDIR_HOME``);
- anything else only if you list it in your own ``$MEMDIR_HOME/settings.json``::

      {"rules": {"allowImports": ["~/team-rules", "/opt/shared/AGENTS.md"]}}

  (a folder allows everything under it; a repository cannot write this file).

Only regular files are read, at most `MAX_FILE_CHARS` characters of each (a FIFO or
``/dev/zero`` inside the project is refused, not read forever). Finding imports is one pass
over the text, with no regular expression: a few KB of backticks once made the code-span
pattern backtrack for minutes.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from memdir.foundation import json_text

RULE_FILES = ("AGENTS.md", "CLAUDE.md")
MAX_DEPTH = 5
MAX_FILE_CHARS = 50_000
RULES_HEADING = ("Rules written by the user for this agent (AGENTS.md / CLAUDE.md). "
                 "Follow them; unlike memory, they are instructions.")

_TRAILING = ".,;:!?)]}\"'"
ALLOW_SETTING = "allowImports"


@dataclass
class RuleFile:
    """One loaded rules file (``notes`` say which of its imports were refused)."""

    path: Path
    level: str  # "user" or "project"
    text: str
    depth: int = 0
    imported_by: Path | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class Rules:
    """The loaded rules and the problems found loading them."""

    files: list[RuleFile] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def text(self) -> str:
        """The rules as one system-prompt block ("" when there are none)."""
        parts = []
        for f in self.files:
            body = "\n\n".join(p for p in (f.text.strip(), *f.notes) if p)
            if not body:
                continue
            via = f" (imported by {f.imported_by})" if f.imported_by else ""
            parts.append(f"## {f.level} rules: {f.path}{via}\n\n{body}")
        return f"{RULES_HEADING}\n\n" + "\n\n".join(parts) if parts else ""


def _is_fence(line: str) -> str:
    """The fence a line opens or closes (its run of ` or ~, 3+ long), else ""."""
    stripped = line.lstrip(" ")
    if len(line) - len(stripped) > 3 or stripped[:1] not in ("`", "~"):
        return ""
    run = len(stripped) - len(stripped.lstrip(stripped[0]))
    return stripped[:run] if run >= 3 else ""


def _without_code(text: str) -> str:
    """``text`` with fenced blocks and code spans blanked, in one linear pass.

    Fences as in CommonMark: a line of 3+ backticks or tildes (indented at most 3 spaces)
    opens a block that the next fence line of the same character, at least as long,
    closes (or the end of the text). A code span is a run of backticks closed by the next
    run of exactly the same length; a run with no such partner is plain text.
    """
    prose: list[str] = []
    fence = ""
    for line in text.split("\n"):
        mark = _is_fence(line)
        if fence:
            if mark and mark[0] == fence[0] and len(mark) >= len(fence) \
                    and not line.strip().lstrip(fence[0]):
                fence = ""
            prose.append("")
        elif mark and not (mark[0] == "`" and "`" in line.lstrip(" ")[len(mark):]):
            fence = mark  # (an info string with a backtick makes it a code span instead)
            prose.append("")
        else:
            prose.append(line)
    return _without_spans("\n".join(prose))


def _without_spans(text: str) -> str:
    runs: list[tuple[int, int]] = []  # (start, end) of every run of backticks
    pos = text.find("`")
    while pos != -1:
        end = pos
        while end < len(text) and text[end] == "`":
            end += 1
        runs.append((pos, end))
        pos = text.find("`", end)
    # The next run of the same length, found right to left: linear, where a search
    # forward from every opener is quadratic in a file of many unmatched runs.
    partner: list[int | None] = [None] * len(runs)
    last: dict[int, int] = {}
    for k in range(len(runs) - 1, -1, -1):
        length = runs[k][1] - runs[k][0]
        partner[k] = last.get(length)
        last[length] = k
    out: list[str] = []
    done = k = 0
    while k < len(runs):
        close = partner[k]
        if close is None:
            k += 1
            continue
        out += [text[done:runs[k][0]], " "]
        done, k = runs[close][1], close + 1
    out.append(text[done:])
    return "".join(out)


def import_targets(text: str) -> list[str]:
    """The ``@path`` imports in a rules file, in order (code spans and blocks skipped)."""
    out = []
    for word in _without_code(text).split():
        if not word.startswith("@"):
            continue
        token = word[1:].rstrip(_TRAILING)
        if token and ("/" in token or "." in token or token.startswith("~")):
            out.append(token)
    return out


def allowed_imports(settings: Path) -> tuple[list[Path], list[str]]:
    """The folders and files the user allows rules to import from anywhere, from
    ``{"rules": {"allowImports": [...]}}`` in their settings file, and problems found."""
    try:
        data = json_text.loads(settings.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return [], []
    except (OSError, ValueError):
        return [], []  # the hooks loader reports an unreadable settings file
    section = data.get("rules") if isinstance(data, dict) else None
    entries = section.get(ALLOW_SETTING, []) if isinstance(section, dict) else []
    if not isinstance(entries, list) or not all(isinstance(e, str) for e in entries):
        return [], [f"{settings}: \"rules\".\"{ALLOW_SETTING}\" must be a list of paths."]
    paths = [Path(os.path.expanduser(e)) for e in entries if e.strip()]
    bad = [str(p) for p in paths if not p.is_absolute()]
    if bad:
        return [], [f"{settings}: \"rules\".\"{ALLOW_SETTING}\" needs absolute or ~/ "
                    f"paths, not {bad[0]!r}."]
    return paths, []


def _resolve(token: str, importer: Path) -> Path:
    path = Path(os.path.expanduser(token))
    if not path.is_absolute():
        path = importer.parent / path
    return Path(os.path.abspath(path))


def _inside(path: Path, roots: Sequence[Path]) -> bool:
    return any(path == root or root in path.parents for root in roots)


def _read_bounded(path: Path) -> str:
    # A regular file only (a FIFO would block, /dev/zero never ends), and no more of it
    # than is kept.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise OSError(0, "not a regular file")
        data = f.read(MAX_FILE_CHARS * 4 + 4)
    return data.decode("utf-8", errors="replace")


class _Loader:
    def __init__(self, roots: dict[str, list[Path]], allowed: Sequence[Path]) -> None:
        self.rules = Rules()
        self.seen: set[Path] = set()
        self.roots = {level: [Path(os.path.realpath(r)) for r in rs]
                      for level, rs in roots.items()}
        self.allowed = [Path(os.path.realpath(p)) for p in allowed]

    def _refusal(self, real: Path, level: str) -> str:
        """Why ``real`` may not be read by a rules file of ``level`` ("" if it may)."""
        if _inside(real, self.roots.get(level, [])) or _inside(real, self.allowed):
            return ""
        return "outside the project" if level == "project" else "outside the home folder"

    def load(self, path: Path, level: str, chain: tuple[Path, ...] = (),
             imported_by: Path | None = None, token: str = "") -> None:
        real = Path(os.path.realpath(path))
        if real in chain:
            names = " -> ".join(str(p) for p in (*chain, real))
            self.rules.problems.append(f"Import cycle cut: {names}.")
            return
        if real in self.seen:
            return
        why = self._refusal(real, level)
        if why:
            self._refuse(path, level, why, imported_by, token)
            return
        try:
            text = _read_bounded(real)
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
        for target in targets:
            self.load(_resolve(target, path), level, (*chain, real), path, target)

    def _refuse(self, path: Path, level: str, why: str, imported_by: Path | None,
                token: str) -> None:
        hint = (f"list it under \"rules\": {{\"{ALLOW_SETTING}\": [...]}} in your memdir "
                "settings.json to allow it")
        if imported_by is None:  # a rules file that is itself a link out
            note = f"({path.name} refused: it links {why})"
            self.rules.files.append(RuleFile(path, level, "", notes=[note]))
            self.rules.problems.append(f"{path} links {why} ({os.path.realpath(path)}); "
                                       f"it was not read ({hint}).")
            return
        note = f"(import of {token} refused: {why})"
        importer = next(f for f in reversed(self.rules.files) if f.path == imported_by)
        importer.notes.append(note)
        self.rules.problems.append(f"{imported_by}: import of {token} refused: {why} "
                                   f"({hint}).")


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


def load_rules(user_files: Sequence[Path], project_files: Sequence[Path], *,
               project_root: Path | None = None, allowed: Sequence[Path] = ()) -> Rules:
    """Load the rules files that exist (user level first) with their imports.

    Args:
        user_files: user-level files; they and their imports may read the home folder and
            the folders they sit in.
        project_files: project-level files; they and their imports may read the project
            folder only.
        project_root: the project folder (default: the first project file's folder).
        allowed: more files and folders any rules file may import (the user's
            ``allowImports``).
    """
    if project_root is None:
        project_root = project_files[0].parent if project_files else Path.cwd()
    roots = {"user": [Path.home(), *{p.parent for p in user_files}],
             "project": [project_root]}
    loader = _Loader(roots, allowed)
    for level, files in (("user", user_files), ("project", project_files)):
        for path in files:
            if os.path.lexists(path) and (os.path.islink(path) or path.is_file()):
                loader.load(path, level)
    return loader.rules


__all__ = ["ALLOW_SETTING", "MAX_DEPTH", "RULE_FILES", "RuleFile", "Rules", "allowed_imports",
           "import_targets", "load_rules", "project_rule_files", "user_rule_files"]
