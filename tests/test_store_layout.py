"""The shape of `memdir.store`: small modules, short functions, an index private to it.

A module owns one concept and stays small (docs/architecture.md); the file store was
once a 1,200-line class whose MEMORY.md cache, journal and doctor were tangled in one
object, and callers reached into its search index. These checks keep it from growing
back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import memdir

SRC = Path(memdir.__file__).parent
STORE = SRC / "store"
MAX_MODULE_LINES = 510
MAX_FUNCTION_LINES = 60


def _modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


# The file store's modules (the PostgreSQL store, in its own package, is its own).
@pytest.mark.parametrize("path", sorted(STORE.glob("*.py")), ids=lambda p: p.name)
def test_a_store_module_is_small_and_its_functions_short(path):
    text = path.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MAX_MODULE_LINES
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for node in ast.walk(ast.parse(text))
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES]
    assert long == []


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            package = path.parent.relative_to(SRC.parent).parts
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            found.add(f"{base}.{node.module}" if base else node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_only_the_store_and_its_vector_ranker_reach_the_sqlite_index():
    """The search index is the file store's private cache: everything else searches
    through the `Store` contract, so another store can stand in its place."""
    reaching = sorted(str(p.relative_to(SRC)) for p in _modules(SRC)
                      if STORE not in p.parents and (SRC / "semantic") not in p.parents
                      and {"memdir.store.index", "memdir.store.index_schema"} & _imports(p))
    assert reaching == []
