"""Side-by-side diffs of two texts, as rows a template lays out in two columns.

`difflib.HtmlDiff` writes its own HTML with the texts in it; that HTML would have to be
trusted, and memory text is hostile input. Here the diff is plain data (line numbers,
text, kind) and the template escapes every piece like anything else it shows.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from itertools import zip_longest

CONTEXT = 3  # unchanged lines kept around a change; the rest fold into one "…" row


@dataclass(frozen=True)
class DiffRow:
    """One row: the old line on the left, the new one on the right (None: no line)."""

    kind: str  # "equal", "delete", "insert", "replace" or "skip" (folded unchanged lines)
    old_no: int | None = None
    old: str | None = None
    new_no: int | None = None
    new: str | None = None


def side_by_side(old: str | None, new: str | None, context: int = CONTEXT) -> list[DiffRow]:
    """Rows comparing ``old`` with ``new`` (None: the text does not exist, e.g. a record
    created or deleted by the change)."""
    a = (old or "").splitlines()
    b = (new or "").splitlines()
    rows: list[DiffRow] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            rows += _equal(a, i1, i2, j1, first=not rows,
                           last=i2 == len(a) and j2 == len(b), context=context)
            continue
        for i, j in zip_longest(range(i1, i2), range(j1, j2)):
            rows.append(DiffRow(
                "replace" if i is not None and j is not None
                else "delete" if i is not None else "insert",
                None if i is None else i + 1, None if i is None else a[i],
                None if j is None else j + 1, None if j is None else b[j]))
    return rows


def _equal(a: list[str], i1: int, i2: int, j1: int, *, first: bool, last: bool,
           context: int) -> list[DiffRow]:
    keep = [k for k in range(i1, i2)
            if (not first and k - i1 < context) or (not last and i2 - k <= context)]
    rows: list[DiffRow] = []
    previous = None
    for k in keep:
        if previous is not None and k != previous + 1 or previous is None and k != i1:
            rows.append(DiffRow("skip"))
        rows.append(DiffRow("equal", k + 1, a[k], j1 + k - i1 + 1, a[k]))
        previous = k
    if (keep and keep[-1] != i2 - 1) or (not keep and i2 > i1):
        rows.append(DiffRow("skip"))
    return rows


def changed(rows: list[DiffRow]) -> bool:
    return any(r.kind not in ("equal", "skip") for r in rows)
