"""memdir's own modules, read and parsed once a test session.

The tests that scan the whole package (no module but one defines, decodes, writes or
imports a thing) share these instead of each parsing every file again: a parse of the
tree is most of such a test's time. The trees are only read, never changed.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import memdir

SRC = Path(memdir.__file__).parent


@functools.cache
def modules(folder: Path = SRC) -> tuple[Path, ...]:
    """Every module under ``folder``, sorted."""
    return tuple(sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts))


@functools.cache
def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@functools.cache
def tree(path: Path) -> ast.Module:
    return ast.parse(text(path))


@functools.cache
def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of a module's tree (``ast.walk``'s order)."""
    return tuple(ast.walk(tree(path)))
