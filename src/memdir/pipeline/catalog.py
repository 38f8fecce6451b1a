"""The catalog: one line per record (type, name, description), capped in size.

One renderer for every place a model is shown what is stored: the push-mode system
prompt and the Claude Code SessionStart context (`Memory.catalog`), the selection call
(numbered, so the model answers with indices) and the extraction call (unnumbered, so
it answers with a name in ``updates``). There were two renderers with different line
formats, caps and "not shown" notes, and two constants called ``CATALOG_CHARS`` (8,000
and 3,000).

`Entry` is what a store lists (`memdir.store.base.CatalogEntry`, the store contract's
entry): one class, where the pipeline had its own with different fields. A line is
flattened (`memdir.foundation.record.flatten`), so a description cannot forge another line.
Where the catalog holds both stores (`shared_catalog`), each line names its store.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memdir.foundation.record import flatten
from memdir.pipeline.shares import fair_take
from memdir.store.base import CatalogEntry as Entry

CATALOG_CHARS = 8_000
_ELLIPSIS = "…"
_BRACKETS = re.compile(r"([\\\[\]])")


def entry_line(entry: Entry, number: int | None = None, *, store: bool = False) -> str:
    """``N: [type] name - description``, or without ``N: `` when ``number`` is None; with
    ``store``, ``[type, S store]``: where the catalog holds both stores, a repository's
    ``type: user`` record must not read like the user's own."""
    kind = f"{entry.type}, {entry.scope} store" if store else entry.type
    text = f"[{kind}] {_name(entry.name)} - {flatten(entry.description)}"
    return text if number is None else f"{number}: {text}"


def _name(name: str) -> str:
    """A name as its line shows it: its brackets escaped as MEMORY.md escapes them, so a
    project record named ``[user, user store] prefers-tabs`` cannot read as the line's
    own ``[type, S store]`` annotation (a repository's record passing for the user's)."""
    flat = flatten(name)
    return _BRACKETS.sub(r"\\\1", flat) if "[" in flat or "]" in flat else flat


_ESCAPED = re.compile(r"\\([\\\[\]])")


def named_in_catalog(text: str) -> str:
    """A name as a model copied it from a catalog line (into a candidate's ``updates`` or
    ``name``): what `_name` escapes (``\\[``, ``\\]``, ``\\\\``) unescaped, and nothing
    else. A record's name never holds a backslash, so ``\\[x\\]`` is the ``[x]`` shown."""
    return _ESCAPED.sub(r"\1", text) if "\\" in text else text


def capped_catalog(entries: Sequence[Entry], max_chars: int = CATALOG_CHARS,
                   total: int | None = None, *, numbered: bool = True,
                   line_chars: int | None = None,
                   stores: bool = False) -> tuple[list[Entry], str]:
    """The entries that fit in ``max_chars`` as lines, plus the rendered text.

    Args:
        entries: in the order to show them (best or newest first).
        max_chars: the budget for the lines (the "not shown" note comes on top).
        total: the store size when ``entries`` is already a subset; the text then ends
            with "(N more records not shown)".
        numbered: number the lines from 0 (selection answers with these numbers).
        line_chars: cut longer lines with "…", so one long description cannot take the
            place of many records.
        stores: name each entry's store (``scope``) in its line (`entry_line`).
    """
    shown: list[Entry] = []
    lines: list[str] = []
    used = 0
    for entry in entries:
        line = entry_line(entry, len(shown) if numbered else None, store=stores)
        if line_chars is not None and len(line) > line_chars:
            line = line[: line_chars - 1] + _ELLIPSIS
        if used + len(line) + 1 > max_chars:
            break
        shown.append(entry)
        lines.append(line)
        used += len(line) + 1
    hidden = (total if total is not None else len(entries)) - len(shown)
    if hidden > 0:
        lines.append(f"({hidden} more records not shown)")
    return shown, "\n".join(lines)


def shared_catalog(entries: Sequence[Entry], max_chars: int = CATALOG_CHARS,
                   total: int | None = None) -> tuple[list[Entry], str]:
    """`capped_catalog` where each store gets its own share of ``max_chars``, and each
    line names its store.

    ``entries`` are in priority order; what one store does not fill goes to the other.
    A repository's records, however many match, leave room for the user's (see
    `memdir.pipeline.shares`).
    """
    width = len(str(max(len(entries) - 1, 0)))
    fitting = fair_take(entries, max_chars, group=lambda e: e.scope,  # upper bound, newline
                        cost=lambda e: len(entry_line(e, 0, store=True)) + width)
    return capped_catalog(fitting, max_chars, len(entries) if total is None else total,
                          stores=True)


__all__ = ["CATALOG_CHARS", "Entry", "capped_catalog", "entry_line", "named_in_catalog",
           "shared_catalog"]
