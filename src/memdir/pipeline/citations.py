"""Making anchors: from a caller's ``{path, symbol?, lines?}`` and from a turn's tool calls.

memdir computes the hash of the cited text itself, from the file as it is now: a caller
(the memory tool, an MCP client) names what it cites, never the hash, so a citation cannot
claim text the file does not hold.

Extraction cites what a turn's memory is about: the files the agent read or edited in
that turn (``tool_use`` blocks of read/edit/write tools with a path argument) that the
memory's text names, by path, by file name, or by a symbol defined in the file. It is done
once, on the candidates extraction returns (offline and model alike), in `cite_candidates`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from memdir.foundation import lazy_re as re
from memdir.foundation.anchor import MAX_ANCHORS, Anchor, _symbol, parse_lines, safe_path
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import AnchorError
from memdir.pipeline.anchors import (
    _inside,
    _read_text,
    cited_hash,
    split_lines,
    symbol_lines,
)
from memdir.providers.base import Message

# Tools whose path argument is a file the agent looked at or changed (memdir's own agent,
# Claude Code, and the common spellings of other hosts).
FILE_TOOLS = {"read_file", "edit_file", "write_file", "read", "edit", "write", "multiedit",
              "view", "str_replace_editor", "create_file", "open_file"}
PATH_KEYS = ("path", "file_path", "filename", "file")
# The blanks before a definition are those of its own line: "^\s*" crossed line breaks,
# so each line of a long run of blank lines was read to the run's end (a cited file of
# 8,000 line breaks: 5 s). The names found are the same.
_DEFINED = re.compile(r"^[^\S\n]*(?:export\s+)?(?:async\s+)?(?:def|class|function)\s+"
                      r"([A-Za-z_]\w*)", re.MULTILINE)


def git_head(root: str | os.PathLike[str]) -> str:
    """The commit checked out in ``root`` (read from .git, no subprocess), or ""."""
    git = Path(root) / ".git"
    try:
        head = (git / "HEAD").read_text(encoding="utf-8", errors="replace").strip()
        if not head.startswith("ref:"):
            return head if re.fullmatch(r"[0-9a-f]{40,64}", head) else ""
        ref = head[4:].strip()
        if not re.fullmatch(r"refs/[\w./-]+", ref) or ".." in ref:
            return ""  # a HEAD pointing out of .git is read nowhere
        loose = git / ref
        if loose.is_file():
            sha = loose.read_text(encoding="utf-8", errors="replace").strip()
            return sha if re.fullmatch(r"[0-9a-f]{40,64}", sha) else ""
        packed = (git / "packed-refs").read_text(encoding="utf-8", errors="replace")
        for line in packed.splitlines():
            sha, _, name = line.partition(" ")
            if name.strip() == ref and re.fullmatch(r"[0-9a-f]{40,64}", sha):
                return sha
    except OSError:
        pass
    return ""


def make_anchor(root: str | os.PathLike[str], path: Any, symbol: Any = None,
                lines: Any = None, *, commit: str | None = None) -> Anchor:
    """Cite ``path`` (relative to ``root``): the given lines, else the symbol's definition,
    else the whole file; the hash is computed from the file as it is now.

    Raises:
        AnchorError: the path leaves the project, the file cannot be read, the lines are
            past its end, or the symbol is not defined in it.
    """
    root_path = Path(root)
    rel = safe_path(path)
    full = root_path / rel
    if not _inside(full, root_path):
        raise AnchorError(f"Anchor path {rel!r} leads outside the project.")
    text = _read_text(full) if full.is_file() else None
    if text is None:
        raise AnchorError(f"Cannot cite {rel!r}: it is not a readable file of the project.")
    all_lines = split_lines(text)
    span = parse_lines(lines)
    name = _symbol(symbol.strip() if isinstance(symbol, str) else symbol)
    if span is None and name:
        span = symbol_lines(all_lines, name)
        if span is None:
            raise AnchorError(f"Cannot cite {name!r}: it is not defined in {rel!r}.")
    count = len(all_lines) - (all_lines[-1] == "")  # a final newline ends a line
    if span is not None and span[1] > count:
        raise AnchorError(f"Cannot cite lines {span[0]}-{span[1]} of {rel!r}: it has "
                          f"{count} lines.")
    cited = all_lines[span[0] - 1:span[1]] if span else all_lines
    return Anchor(rel, cited_hash(cited), name, span,
                  git_head(root_path) if commit is None else commit)


def anchors_from_args(root: str | os.PathLike[str], value: Any) -> tuple[Anchor, ...]:
    """Anchors from a tool argument: a list of ``{path, symbol?, lines?}``.

    Raises:
        AnchorError: the value is not such a list, or one entry cannot be cited.
    """
    if value is None or value == []:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise AnchorError("anchors must be a list of {path, symbol?, lines?} objects.")
    if len(value) > MAX_ANCHORS:
        raise AnchorError(f"At most {MAX_ANCHORS} anchors per memory.")
    commit = git_head(root)
    return tuple(make_anchor(root, v.get("path"), v.get("symbol"), v.get("lines"),
                             commit=commit) for v in value)


# ---------------------------------------------------------------- extraction
def turn_files(messages: Sequence[Message], root: str | os.PathLike[str]) -> list[str]:
    """Project-relative paths the agent read or edited in the current turn, in order."""
    from memdir.pipeline.conversation import turn_start

    start = turn_start(messages) or 0
    root_path = Path(root).resolve()
    out: list[str] = []
    for msg in messages[start:]:
        content = msg.get("content") if isinstance(msg, dict) else None
        if not isinstance(content, list):
            continue
        for block in content:
            if not isinstance(block, dict) or block.get("type") != "tool_use":
                continue
            if str(block.get("name", "")).casefold() not in FILE_TOOLS:
                continue
            args = block.get("input")
            raw = next((args[k] for k in PATH_KEYS
                        if isinstance(args, dict) and isinstance(args.get(k), str)), None)
            rel = _relative(raw, root_path)
            if rel and rel not in out:
                out.append(rel)
    return out


def _relative(raw: str | None, root: Path) -> str | None:
    """A tool's path argument (absolute, or relative to the project) as a safe relative path."""
    if not raw or "\x00" in raw:
        return None
    path = Path(raw)
    if path.is_absolute():
        try:
            raw = path.resolve().relative_to(root).as_posix()
        except (OSError, ValueError):
            return None  # a file outside the project is nothing the project's memory cites
    try:
        return safe_path(raw)
    except AnchorError:
        return None


def _named(text: str, rel: str, file_text: str) -> str | None:
    """"" when the memory text names the file (path or file name), the symbol it names,
    or None."""
    lowered = text.casefold()
    if rel.casefold() in lowered or re.search(
            r"(?<![\w.])" + re.escape(Path(rel).name.casefold()) + r"(?![\w])", lowered):
        return ""
    for name in _DEFINED.findall(file_text):
        if len(name) >= 4 and re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text):
            return str(name)
    return None


def cite_candidates(candidates: Sequence[Candidate], messages: Sequence[Message],
                    root: str | os.PathLike[str] | None) -> list[Candidate]:
    """Candidates with anchors to the turn's files their text names (none without a
    project folder: a database store has no files to cite). Never raises."""
    if root is None:
        return list(candidates)
    files = turn_files(messages, root) if candidates else []
    if not files:
        return list(candidates)
    commit = git_head(root)
    texts: dict[str, str | None] = {}
    out = []
    for cand in candidates:
        said = f"{cand.description}\n{cand.body}"
        found: list[Anchor] = list(cand.anchors)
        for rel in files:
            if len(found) >= MAX_ANCHORS:
                break
            if rel not in texts:
                full = Path(root) / rel
                texts[rel] = _read_text(full) if full.is_file() and _inside(full, Path(root)) \
                    else None
            if texts[rel] is None:
                continue
            symbol = _named(said, rel, texts[rel] or "")
            if symbol is None or any(a.path == rel for a in found):
                continue
            try:
                found.append(make_anchor(root, rel, symbol or None, commit=commit))
            except AnchorError:
                continue
        out.append(replace(cand, anchors=tuple(found)) if found != list(cand.anchors)
                   else cand)
    return out


__all__ = ["anchors_from_args", "cite_candidates", "git_head", "make_anchor", "turn_files"]
