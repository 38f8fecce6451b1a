"""Code anchors: a memory that cites code, and whether that code is still what it cited.

A record may carry an ``anchors:`` list in its frontmatter::

    anchors:
    - path: net/retry.py        # relative to the project root, never absolute, never ..
      symbol: backoff           # optional: the function or class the memory is about
      lines: 12-30              # optional: the cited lines (none: the whole file)
      sha256: 9f86d0...         # of the cited text (lines right-stripped, joined by \\n)
      commit: 1c2d3e...         # optional: git HEAD when the citation was made

"The retry logic lives in ``net/retry.py``" stays true in memory after the file is
renamed; the anchor is how recall finds out. `check` says, for one anchor:

- ``fresh``: the cited text is at the cited place;
- ``moved``: the cited text is found at other lines or in another file, or the file is
  gone and the symbol is defined in another file (the result names the new place);
- ``stale``: the file exists but the cited text is no longer anywhere (a symbol still
  defined in the same file with other text is stale too: the code the memory describes
  changed);
- ``gone``: neither the file nor the text nor the symbol can be found.

Recall checks the anchors of every record it injects, so the check must be cheap: a file
whose (mtime_ns, size) did not change since the last check costs one ``stat`` and no read
(`AnchorChecker` keeps the last result per anchor). The search for a moved text is bounded:
files with the same name, files in the same folder, and (for a symbol) files with the same
suffix, at most `MAX_WALK` files visited and `MAX_SEARCH_BYTES` read.

Anchors are hostile input like the rest of a record: a path that is absolute, has ``..``
segments, NUL bytes or backslashes is refused when parsed; a path that resolves outside the
project (a symbolic link out) is never read and reads as ``gone``.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import stat
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.foundation.anchor import (  # parsed in foundation: a record's frontmatter
    MAX_CITED_LINES,
    Anchor,
    parse_anchor,
    parse_anchors,
    safe_path,
)
from memdir.foundation.errors import AnchorError

STATUSES = ("fresh", "moved", "stale", "gone")
MAX_FILE_BYTES = 2_000_000  # a file bigger than this is not code anyone cites by line
MAX_WALK = 5_000  # files visited when looking for a moved text or symbol
MAX_SEARCH_BYTES = 20_000_000  # read in one such search
MISSING_TTL = 30.0  # seconds a "moved away"/"gone" answer is reused without a new search
_SKIP_DIRS = {"node_modules", "__pycache__", "venv", "dist", "build", "target"}


@dataclass(frozen=True)
class AnchorCheck:
    """What `check` found: the status, and the new place when the cited code moved."""

    anchor: Anchor
    status: str
    path: str | None = None  # the new path (moved)
    lines: tuple[int, int] | None = None  # the new lines (moved)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.anchor.path, "status": self.status}
        if self.anchor.symbol:
            out["symbol"] = self.anchor.symbol
        if self.status == "moved":
            out["now"] = self.now()
        return out

    def now(self) -> str:
        """The new place, ``path`` or ``path:a-b``."""
        path = self.path or self.anchor.path
        return f"{path}:{self.lines[0]}-{self.lines[1]}" if self.lines else path

    def followed(self) -> Anchor:
        """The anchor moved to where the cited code is now (itself unless moved)."""
        if self.status != "moved":
            return self.anchor
        return Anchor(self.path or self.anchor.path, self.anchor.sha256, self.anchor.symbol,
                      self.lines if self.anchor.lines else None, self.anchor.commit)


# ---------------------------------------------------------------- text and hashing
def split_lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.split("\n")]


def cited_hash(lines: list[str]) -> str:
    """sha256 of cited lines (right-stripped, so an editor's trailing blanks do not count)."""
    return hashlib.sha256("\n".join(lines).encode("utf-8", "surrogatepass")).hexdigest()


def _definition(symbol: str) -> re.Pattern[str]:
    name = re.escape(symbol.rsplit(".", 1)[-1])
    return re.compile(
        r"^\s*(?:export\s+)?(?:pub\s+)?(?:async\s+)?(?:def|class|function|func|fn|struct|"
        r"interface|enum|trait|type)\s+" + name + r"\b", re.MULTILINE)


def symbol_lines(lines: list[str], symbol: str) -> tuple[int, int] | None:
    """The lines of ``symbol``'s definition: its ``def``/``class``/``function`` line down to
    the line before the next line indented no deeper (a closing brace at that indent
    belongs to it)."""
    pattern = _definition(symbol)
    for i, line in enumerate(lines):
        if pattern.match(line):
            indent = len(line) - len(line.lstrip())
            end = i
            for j in range(i + 1, min(len(lines), i + MAX_CITED_LINES)):
                text = lines[j]
                if not text.strip():
                    continue
                depth = len(text) - len(text.lstrip())
                if depth <= indent:
                    if text.strip() in ("}", "};", "end"):
                        end = j
                    break
                end = j
            return i + 1, end + 1
    return None


def _find_text(lines: list[str], sha: str, size: int | None) -> tuple[int, int] | None:
    """Where a block of ``size`` lines (the whole file if None) hashing to ``sha`` starts."""
    if size is None:
        return (1, len(lines)) if cited_hash(lines) == sha else None
    for i in range(0, max(0, len(lines) - size + 1)):
        if cited_hash(lines[i:i + size]) == sha:
            return i + 1, i + size
    return None


# ---------------------------------------------------------------- files
@functools.lru_cache(maxsize=64)
def _resolved(root: str) -> str:
    return os.path.realpath(root)


def _inside(path: Path, root: Path) -> bool:
    """Whether ``path`` resolves inside ``root`` (a link out of the project does not)."""
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    base = _resolved(str(root))
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)


def _read_text(path: Path) -> str | None:
    """The file's text, or None if unreadable or too large (the one place files are read,
    so tests can count reads)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_FILE_BYTES:
        return None
    return data.decode("utf-8", errors="replace")


def _walk(root: Path) -> Iterator[Path]:
    """Project files, hidden folders and dependency folders skipped, at most MAX_WALK."""
    seen = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _SKIP_DIRS)
        for name in sorted(files):
            seen += 1
            if seen > MAX_WALK:
                return
            yield Path(folder) / name


def _candidates(anchor: Anchor, root: Path) -> list[Path]:
    """Files where moved code may now be: same name, then same folder, then (for a symbol)
    same suffix; the anchor's own file excluded."""
    own = root / anchor.path
    name, suffix = own.name, own.suffix
    same_name: list[Path] = []
    same_folder: list[Path] = []
    same_suffix: list[Path] = []
    for path in _walk(root):
        if path == own:
            continue
        if path.name == name:
            same_name.append(path)
        elif path.parent == own.parent and path.suffix == suffix:
            same_folder.append(path)
        elif anchor.symbol and suffix and path.suffix == suffix:
            same_suffix.append(path)
    return same_name + same_folder + same_suffix


def _search_elsewhere(anchor: Anchor, root: Path
                      ) -> tuple[str, tuple[int, int], bool] | None:
    """(new path, new lines, exact) of the cited text (exact), else of the symbol's
    definition, in another file."""
    size = anchor.lines[1] - anchor.lines[0] + 1 if anchor.lines else None
    budget = MAX_SEARCH_BYTES
    by_symbol = None
    for path in _candidates(anchor, root):
        if budget <= 0:
            break
        if not _inside(path, root):
            continue
        text = _read_text(path)
        if text is None:
            continue
        budget -= len(text)
        lines = split_lines(text)
        found = _find_text(lines, anchor.sha256, size)
        rel = path.relative_to(root).as_posix()
        if found:
            return rel, found, True
        if by_symbol is None and anchor.symbol:
            at = symbol_lines(lines, anchor.symbol)
            if at:
                by_symbol = (rel, at, False)
    return by_symbol


# ---------------------------------------------------------------- the check
def _stamp(path: str) -> tuple[int, int]:
    """(mtime_ns, size) of a regular file; for a missing one, minus its folder's mtime (a
    rename or delete in the folder changes it) and size -1."""
    try:
        st = os.stat(path)
        if stat.S_ISREG(st.st_mode):
            return st.st_mtime_ns, st.st_size
    except (OSError, ValueError):
        pass
    try:
        return -os.stat(os.path.dirname(path)).st_mtime_ns, -1
    except OSError:
        return -1, -1


class AnchorChecker:
    """Checks anchors, remembering the last answer per anchor so an unchanged file costs
    one ``stat``. One per process is enough (`check` uses a shared one).

    An answer is reused while what it depends on is unchanged: the cited file's (mtime_ns,
    size); for ``moved`` to another file, that file's too (deleting it must not leave the
    memory pointing there); an answer that rests on a search finding nothing (``stale``,
    ``gone``) also expires after `MISSING_TTL` seconds, since the code may turn up in a file
    the search did not stat.
    """

    MAX_ENTRIES = 20_000

    def __init__(self) -> None:
        self._seen: dict[tuple[str, Anchor],
                         tuple[tuple[int, int], tuple[int, int] | None, float, AnchorCheck]] = {}

    def check(self, anchor: Anchor, root: str | os.PathLike[str]) -> AnchorCheck:
        base = os.fspath(root)
        key = (base, anchor)
        # Plain strings, not Path objects, on this path: it runs for every recalled record.
        stamp = _stamp(os.path.join(base, anchor.path))
        now = time.monotonic()
        cached = self._seen.get(key)
        if cached and cached[0] == stamp:
            _, target_stamp, when, result = cached
            if result.status == "moved" and result.path != anchor.path:
                if _stamp(os.path.join(base, result.path or "")) == target_stamp:
                    return result
            elif result.status in ("fresh", "moved") or now - when < MISSING_TTL:
                return result
        root_path = Path(base)
        result = self._check(anchor, root_path, root_path / anchor.path,
                             exists=stamp[1] >= 0)
        target = None
        if result.status == "moved" and result.path != anchor.path:
            target = _stamp(os.path.join(base, result.path or ""))
        if len(self._seen) >= self.MAX_ENTRIES:
            self._seen.clear()
        self._seen[key] = (stamp, target, now, result)
        return result

    def _check(self, anchor: Anchor, root: Path, path: Path, *, exists: bool) -> AnchorCheck:
        lines = None
        if exists and _inside(path, root):
            text = _read_text(path)
            if text is not None and anchor.lines:
                # The common answer first: only the cited lines are stripped and hashed.
                a, b = anchor.lines
                raw = text.split("\n", b)[a - 1:b]
                if len(raw) == b - a + 1 and cited_hash(
                        [line.rstrip() for line in raw]) == anchor.sha256:
                    return AnchorCheck(anchor, "fresh")
            lines = split_lines(text) if text is not None else None
        if lines is not None:
            if anchor.lines:
                a, b = anchor.lines
                found = _find_text(lines, anchor.sha256, b - a + 1)
                if found:
                    return AnchorCheck(anchor, "moved", anchor.path, found)
            elif cited_hash(lines) == anchor.sha256:
                return AnchorCheck(anchor, "fresh")
        elsewhere = _search_elsewhere(anchor, root)
        if elsewhere is not None:
            new_path, new_lines, exact = elsewhere
            # The symbol still defined here with other text: the code the memory is
            # about changed in place; a definition elsewhere is not where it went.
            kept_here = (lines is not None and bool(anchor.symbol)
                         and symbol_lines(lines, anchor.symbol) is not None)
            if exact or not kept_here:
                return AnchorCheck(anchor, "moved", new_path,
                                   new_lines if anchor.lines or not exact else None)
        return AnchorCheck(anchor, "stale" if lines is not None else "gone")


_CHECKER = AnchorChecker()


def check(anchor: Anchor, project_root: str | os.PathLike[str]) -> AnchorCheck:
    """The status of one anchor (``.status`` in `STATUSES`), with a shared stat cache."""
    return _CHECKER.check(anchor, project_root)


def check_all(anchors: Iterable[Anchor], project_root: str | os.PathLike[str]
              ) -> tuple[AnchorCheck, ...]:
    return tuple(check(a, project_root) for a in anchors)


def worst(checks: Iterable[AnchorCheck]) -> str:
    """The status that speaks for a memory: gone over stale over moved over fresh."""
    order = {s: i for i, s in enumerate(STATUSES)}
    return max((c.status for c in checks), key=order.__getitem__, default="fresh")


def changed_code(records: Iterable[Any], project_root: str | os.PathLike[str]
                 ) -> list[tuple[Any, tuple[AnchorCheck, ...]]]:
    """(record, its anchor checks) for every record citing code that is not all fresh."""
    out = []
    for rec in records:
        checks = check_all(rec.anchors, project_root) if rec.anchors else ()
        if any(c.status != "fresh" for c in checks):
            out.append((rec, checks))
    return out


__all__ = ["STATUSES", "Anchor", "AnchorCheck", "AnchorChecker", "AnchorError", "changed_code",
           "check", "check_all", "parse_anchor", "parse_anchors", "safe_path", "worst"]
