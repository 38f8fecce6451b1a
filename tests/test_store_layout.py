"""The shape of `memdir`'s source: small modules, short functions, an index private to
the store.

A module owns one concept and stays small (docs/architecture.md); the file store was
once a 1,200-line class whose MEMORY.md cache, journal and doctor were tangled in one
object, and callers reached into its search index. These checks keep every module of
`src/memdir` from growing back: at most ~500 lines a module, ~60 lines a function, and
each exception named below with the reason it stays.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from source_tree import SRC, nodes, text, tree
from source_tree import modules as _modules

STORE = SRC / "store"
MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60

# Modules allowed over MAX_MODULE_LINES, and why.
LONG_MODULES: dict[str, str] = {
    # The local implementation of every call of the service, each a few lines handing the
    # work to the object that does it (reader, recaller, pipeline, turns, public mode);
    # each call is documented once, in `service/protocol.py`, where the calls that are
    # the same for the remote memory are written once too.
    "service/memory.py": "Memory: every call of the service, over its parts",
    # The same calls over HTTP: each a request and the wire's reading of its answer
    # (paging is `remote/pages.py`, queueing `remote/queue.py`, extraction
    # `remote/extraction.py`).
    "service/remote/memory.py": "RemoteMemory: the whole service over REST, a request each",
    # The record files by name and MEMORY.md, and the store contract delegated to its
    # parts (`writes`, `locked`, `versions`, `search`...).
    "store/files/store.py": "FileStore: the record files, and the contract delegated to its parts",
}

# Functions allowed over MAX_FUNCTION_LINES ("module:Class.function"), and why.
LONG_FUNCTIONS: dict[str, str] = {
    # A declaration, not logic: the MCP tools, each a short function whose docstring is
    # written for the model that reads it, registered on the server in one place.
    "integrations/mcp_server.py:build_server": "the MCP tool registrations",
    # A declaration: the REST API's paths as one OpenAPI document, read top to bottom.
    # (What a turn writes and the review side are tables of their own, each under the
    # limit: `_turn_paths`, `_review_paths`.)
    "server/openapi.py:_paths": "the OpenAPI paths table",
    # The BERT graph built node by node in the order the encoder computes; its steps
    # share a dozen local tensors, so pieces would pass them all around.
    "providers/semantic/bert_onnx.py:encoder_graph": "one ONNX graph, built in order",
}


def _name(path: Path) -> str:
    return path.relative_to(SRC).as_posix()


def _functions(tree: ast.AST, prefix: str = "") -> list[tuple[str, int]]:
    """(qualified name, lines) of every function in ``tree``, nested ones too."""
    found = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = f"{prefix}{node.name}"
            if not isinstance(node, ast.ClassDef):
                found.append((name, node.end_lineno - node.lineno + 1))
            found += _functions(node, f"{name}.")
        else:
            found += _functions(node, prefix)
    return found


def _long_functions() -> dict[str, int]:
    return {f"{_name(path)}:{name}": lines for path in _modules(SRC)
            for name, lines in _functions(tree(path))
            if lines > MAX_FUNCTION_LINES}


@pytest.mark.parametrize("path", _modules(SRC), ids=_name)
def test_a_module_is_small(path):
    lines = len(text(path).splitlines())
    assert lines <= MAX_MODULE_LINES or _name(path) in LONG_MODULES, (
        f"{_name(path)} has {lines} lines: split it by concept")


def test_no_function_is_long_but_the_named_exceptions():
    assert sorted(set(_long_functions()) - set(LONG_FUNCTIONS)) == []


def test_every_named_exception_is_still_one():
    """An exception that was split leaves the list, so the list stays true."""
    modules = {_name(p) for p in _modules(SRC)
               if len(text(p).splitlines()) > MAX_MODULE_LINES}
    assert sorted(set(LONG_MODULES) - modules) == []
    assert sorted(set(LONG_FUNCTIONS) - set(_long_functions())) == []


def _architecture_limits() -> str:
    """The paragraph of docs/architecture.md that names the exceptions above."""
    doc = (SRC.parents[1] / "docs" / "architecture.md").read_text("utf-8")
    start = doc.index("- Functions over ~60 lines")
    return " ".join(doc[start:doc.index("\n\n", start)].split())


def test_the_architecture_names_every_exception_and_how_many_modules():
    """docs/architecture.md once said "One module over 500 lines" while three were."""
    said = _architecture_limits()
    numbers = ["One", "Two", "Three", "Four", "Five", "Six"]
    count = len(LONG_MODULES)
    assert f"{numbers[count - 1]} module{'s' if count > 1 else ''} over 500 lines" in said
    assert [m for m in LONG_MODULES if f"`{m}`" not in said] == []
    assert [f for f in LONG_FUNCTIONS if f.split(":")[1] not in said] == []


def _imports(path: Path) -> set[str]:
    found = set()
    for node in nodes(path):
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
    semantic = SRC / "providers" / "semantic"
    reaching = sorted(str(p.relative_to(SRC)) for p in _modules(SRC)
                      if STORE not in p.parents and semantic not in p.parents
                      and {"memdir.store.files.index", "memdir.store.files.index_schema"} &
                      _imports(p))
    assert reaching == []


def test_no_module_reaches_into_the_file_stores_privates():
    """What both stores share is public in `store/common.py`: the PostgreSQL store once
    imported ``_check_size`` from the file store and ``_iso`` from its SQLite index."""
    reaching = sorted(
        f"{_name(path)}: {node.module}.{alias.name}" for path in _modules(SRC)
        if path.name not in ("files.py", "index.py") or path.parent != STORE
        for node in nodes(path)
        if isinstance(node, ast.ImportFrom) and node.module
        and node.module.split(".")[-1] in ("files", "index")
        for alias in node.names if alias.name.startswith("_"))
    assert reaching == []
