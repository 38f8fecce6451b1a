"""Anchors as data: the code a memory cites, parsed from a record's ``anchors:`` list.

A record may carry an ``anchors:`` list in its frontmatter::

    anchors:
    - path: net/retry.py        # relative to the project root, never absolute, never ..
      symbol: backoff           # optional: the function or class the memory is about
      lines: 12-30              # optional: the cited lines (none: the whole file)
      sha256: 9f86d0...         # of the cited text (lines right-stripped, joined by \\n)
      commit: 1c2d3e...         # optional: git HEAD when the citation was made

Anchors are hostile input like the rest of a record: a path that is absolute, has ``..``
segments, NUL bytes or backslashes is refused when parsed. Whether the cited code is still
there is `memdir.pipeline.anchors`' question; this module only reads the list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from memdir.foundation.errors import AnchorError

MAX_ANCHORS = 16  # per record
MAX_PATH_CHARS = 400
MAX_SYMBOL_CHARS = 200
MAX_CITED_LINES = 2_000
_HEX = re.compile(r"^[0-9a-f]{7,64}$")
_LINES = re.compile(r"^\s*(\d{1,7})\s*(?:-\s*(\d{1,7})\s*)?$")


@dataclass(frozen=True)
class Anchor:
    """One citation of code: where, what (the hash of the cited text), and when."""

    path: str
    sha256: str
    symbol: str = ""
    lines: tuple[int, int] | None = None
    commit: str = ""

    def to_dict(self) -> dict[str, str]:
        out = {"path": self.path}
        if self.symbol:
            out["symbol"] = self.symbol
        if self.lines:
            out["lines"] = f"{self.lines[0]}-{self.lines[1]}"
        out["sha256"] = self.sha256
        if self.commit:
            out["commit"] = self.commit
        return out

    def shown(self) -> str:
        where = f"{self.path}:{self.lines[0]}-{self.lines[1]}" if self.lines else self.path
        return f"{where} ({self.symbol})" if self.symbol else where


# ---------------------------------------------------------------- parsing (hostile input)
def safe_path(value: Any) -> str:
    """A project-relative POSIX path, or AnchorError saying why it cannot be one."""
    if not isinstance(value, str) or not value.strip():
        raise AnchorError("An anchor needs a path relative to the project root.")
    if "\x00" in value or "\\" in value:
        raise AnchorError(f"Anchor path {value[:80]!r} holds a NUL byte or a backslash.")
    if len(value) > MAX_PATH_CHARS:
        raise AnchorError(f"Anchor path is longer than {MAX_PATH_CHARS} characters.")
    path = PurePosixPath(value.strip())
    if path.is_absolute() or re.match(r"^[A-Za-z]:", value):
        raise AnchorError(f"Anchor path {value!r} is absolute; give it relative to the "
                          "project root.")
    if any(part in ("..", "") for part in path.parts) or str(path) == ".":
        raise AnchorError(f"Anchor path {value!r} leaves the project ('..').")
    return str(path)


def parse_lines(value: Any) -> tuple[int, int] | None:
    """``"a-b"`` (or ``a``, or ``[a, b]``) as (a, b), 1-based inclusive; None if absent."""
    if value is None or value == "":
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(n, int) and not isinstance(n, bool) for n in value):
        value = f"{value[0]}-{value[1]}"
    m = _LINES.match(value) if isinstance(value, str) else None
    if not m:
        raise AnchorError(f"Anchor lines {str(value)[:40]!r} are not 'FIRST-LAST'.")
    a = int(m.group(1))
    b = int(m.group(2) or a)
    if a < 1 or b < a or b - a + 1 > MAX_CITED_LINES:
        raise AnchorError(f"Anchor lines {a}-{b} are not a range of 1 to "
                          f"{MAX_CITED_LINES} lines.")
    return a, b


def _symbol(value: Any) -> str:
    if value is None or value == "":
        return ""
    if not isinstance(value, str) or len(value) > MAX_SYMBOL_CHARS or not re.fullmatch(
            r"[\w.$:]+", value, re.UNICODE):
        raise AnchorError(f"Anchor symbol {str(value)[:40]!r} is not an identifier.")
    return value


def parse_anchor(value: Any) -> Anchor:
    """One stored anchor (a frontmatter mapping). Raises AnchorError when it is unusable."""
    if not isinstance(value, dict):
        raise AnchorError("An anchor is a mapping with path and sha256.")
    sha = value.get("sha256")
    if not isinstance(sha, str) or not re.fullmatch(r"[0-9a-f]{64}", sha):
        raise AnchorError("An anchor needs the sha256 of the cited text (64 hex digits).")
    commit = value.get("commit") or ""
    if not isinstance(commit, str) or (commit and not _HEX.match(commit)):
        commit = ""  # a commit is a hint only: a bad one is dropped, not fatal
    return Anchor(safe_path(value.get("path")), sha, _symbol(value.get("symbol")),
                  parse_lines(value.get("lines")), commit)


def parse_anchors(value: Any) -> tuple[tuple[Anchor, ...], list[str]]:
    """The usable anchors of a frontmatter ``anchors:`` value, and why others were dropped."""
    if value is None:
        return (), []
    if not isinstance(value, list):
        return (), ["anchors is not a list"]
    out: list[Anchor] = []
    problems: list[str] = []
    for i, item in enumerate(value[:MAX_ANCHORS]):
        try:
            out.append(parse_anchor(item))
        except AnchorError as exc:
            problems.append(f"anchor {i + 1} ignored: {exc}")
    if len(value) > MAX_ANCHORS:
        problems.append(f"only the first {MAX_ANCHORS} anchors are used")
    return tuple(out), problems


__all__ = ["MAX_ANCHORS", "Anchor", "parse_anchor", "parse_anchors", "parse_lines", "safe_path"]
