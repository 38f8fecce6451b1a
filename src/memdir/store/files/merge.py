"""Three-way merges of a store folder's files, as git asks for them.

A team that commits ``.memory/`` merges it like code, and a line-based merge does not
know what the files are: MEMORY.md is derived (it conflicts on nearly every merge, and
either side's lines are right), a record's frontmatter is a set of fields (two people
changing two fields is no conflict), a history log is a set of entries. Each function
here takes the common ancestor's text (``""`` when the file did not exist), ours and
theirs, and returns what the file holds after the merge, plus what a person must still
decide. Nothing is decided by dropping a side: a body changed on both sides keeps ours in
the file and hands theirs back (`RecordMerge.theirs_text`) for the inbox; a record both
sides created with the same name keeps ours and hands theirs back to be written under
another name.

`memdir.service.writes.merges` runs these for git's merge driver (`memdir.integrations.git`)
and files what is left in the inbox.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from memdir.foundation import frontmatter, json_text
from memdir.foundation.errors import NotARecord
from memdir.foundation.frontmatter import FENCE
from memdir.foundation.record import has_conflict_markers, parse_index_line
from memdir.store.files.catalog import INDEX_HEADER

# Fields that say when or how a record was written, not what it says: when both sides
# changed one, the merge takes the latest (or earliest) without asking anyone.
_LATEST = ("updated",)
_EARLIEST = ("created",)
# Provenance: both sides rewrote it (two updates of one record); ours is kept, quietly.
_OURS_QUIETLY = ("source", "origin")
# A record stops holding at the earliest time either side says it did.
_EARLIEST_IF_BOTH = ("valid_to",)

_MISSING = object()
_UNKNOWN = object()  # the base of a two-way merge: equal to neither side


def split_conflict(text: str) -> tuple[str, str, str | None] | None:
    """(ours, theirs, base or None) of a text holding git conflict blocks, or None.

    Lines outside the blocks belong to both sides; a ``|||||||`` section (diff3 style)
    is the base. None when the blocks are not well formed (then nothing is guessed).
    """
    ours: list[str] = []
    theirs: list[str] = []
    base: list[str] = []
    saw_base = False
    state = "both"
    for line in text.split("\n"):
        bare = line.rstrip("\r")
        if state == "both" and bare.startswith("<<<<<<<"):
            state = "ours"
        elif state == "ours" and bare.startswith("|||||||"):
            state, saw_base = "base", True
        elif state in ("ours", "base") and bare == "=======":
            state = "theirs"
        elif state == "theirs" and bare.startswith(">>>>>>>"):
            state = "both"
        elif state == "both":
            ours.append(line)
            theirs.append(line)
            base.append(line)
        elif state == "ours":
            ours.append(line)
        elif state == "base":
            base.append(line)
        elif state == "theirs":
            theirs.append(line)
        else:  # pragma: no cover - every state is handled above
            return None
    if state != "both" or ours == theirs:
        return None
    return "\n".join(ours), "\n".join(theirs), ("\n".join(base) if saw_base else None)


# --- records -----------------------------------------------------------------------------

@dataclass
class RecordMerge:
    """What a record file holds after a merge.

    Attributes:
        text: the file's content (ours where the two sides disagree).
        conflicts: the fields (``body`` for the text) both sides changed differently;
            empty when the merge decided everything.
        theirs_text: when there are conflicts, the record as it would be with theirs'
            value of each (the version a person may still choose, from the inbox).
        renamed: both sides created a record of this name with different content: this
            is theirs, to be written under another name (``text`` is ours).
        notes: what the merge decided on its own (for the report).
    """

    text: str
    conflicts: list[str] = field(default_factory=list)
    theirs_text: str | None = None
    renamed: str | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.conflicts and self.renamed is None


def _parse(text: str) -> tuple[dict[str, Any], str]:
    if has_conflict_markers(text):
        raise NotARecord("it holds conflict markers")
    text = text.lstrip("\ufeff").replace("\r\n", "\n")
    split = frontmatter.split(text)
    if split is None:
        raise NotARecord("it has no frontmatter block")
    header, body = split
    try:
        meta = frontmatter.load(header) if header else {}
    except (ValueError, RecursionError) as exc:
        raise NotARecord(f"its frontmatter is not YAML ({exc})") from exc
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise NotARecord("its frontmatter is not a mapping")
    return frontmatter.normalize(meta), body.strip("\n")


def _render(meta: dict[str, Any], body: str) -> str:
    header = frontmatter.dump(meta) if meta else ""
    return f"{FENCE}\n{header}{FENCE}\n" + (body + "\n" if body else "")


def _same_content(a: tuple[dict[str, Any], str], b: tuple[dict[str, Any], str]) -> bool:
    quiet = (*_LATEST, *_EARLIEST, *_OURS_QUIETLY)
    strip = ({k: v for k, v in a[0].items() if k not in quiet},
             {k: v for k, v in b[0].items() if k not in quiet})
    return strip[0] == strip[1] and a[1] == b[1]


def _merge_value(key: str, base: Any, ours: Any, theirs: Any) -> tuple[Any, Any, str]:
    """(value kept, theirs' value for the inbox version, how): ``how`` is ``""`` when at
    most one side changed it, ``"resolved"`` when both did and a rule chose, ``"conflict"``
    when a person must."""
    if ours == theirs or theirs == base:
        return ours, ours, ""
    if ours == base:
        return theirs, theirs, ""
    if ours is not _MISSING and theirs is not _MISSING:
        if key in _LATEST:
            return (latest := max(str(ours), str(theirs))), latest, "resolved"
        if key in (*_EARLIEST, *_EARLIEST_IF_BOTH):
            return (earliest := min(str(ours), str(theirs))), earliest, "resolved"
    if key in _OURS_QUIETLY:
        return ours, ours, "resolved"
    return ours, theirs, "conflict"


def merge_record(base: str | None, ours: str, theirs: str) -> RecordMerge:
    """Merge three versions of a record file (``base`` is ``""`` when both sides created
    it, None when it is not known: then every difference counts as changed on both sides).

    Frontmatter fields are merged one by one: a field changed on one side takes that
    side's value; ``updated`` takes the latest, ``created`` the earliest, ``valid_to``
    the earliest when both sides closed the record; provenance (``source``, ``origin``)
    changed on both sides keeps ours. Any other field, or the body, changed differently on
    both sides is a conflict: the file keeps ours and `RecordMerge.theirs_text` holds the
    record with theirs' values. Two records created with the same name are merged when
    they say the same thing, else ours stays and theirs comes back as ``renamed``.

    Raises:
        NotARecord: a version cannot be read as a record (the caller merges it as text).
    """
    if ours == theirs:
        return RecordMerge(ours)
    if base is not None and not base.strip():
        return _merge_added(ours, theirs)
    if base == ours:
        return RecordMerge(theirs)
    if base == theirs:
        return RecordMerge(ours)
    (o_meta, o_body), (t_meta, t_body) = _parse(ours), _parse(theirs)
    b_meta, b_body = _parse(base) if base is not None else ({}, _UNKNOWN)
    if base is None:
        b_meta = {k: _UNKNOWN for k in {*o_meta, *t_meta}}
    kept: dict[str, Any] = {}
    other: dict[str, Any] = {}
    conflicts: list[str] = []
    notes: list[str] = []
    keys = list(o_meta) + [k for k in t_meta if k not in o_meta]
    for key in keys:
        value, alt, how = _merge_value(key, b_meta.get(key, _MISSING),
                                       o_meta.get(key, _MISSING), t_meta.get(key, _MISSING))
        if how == "conflict":
            conflicts.append(key)
        elif how == "resolved" and key not in _LATEST:
            notes.append(f"{key}: changed on both sides, kept {value!r}")
        if value is not _MISSING:
            kept[key] = value
        if alt is not _MISSING:
            other[key] = alt
    body, alt_body, how = _merge_value("body", b_body, o_body, t_body)
    if how == "conflict":
        conflicts.append("body")
    text = _render(kept, body)
    if not conflicts:
        return RecordMerge(text, notes=notes)
    return RecordMerge(text, conflicts=conflicts, theirs_text=_render(other, alt_body),
                       notes=notes)


def _merge_added(ours: str, theirs: str) -> RecordMerge:
    parsed_ours, parsed_theirs = _parse(ours), _parse(theirs)
    if not _same_content(parsed_ours, parsed_theirs):
        return RecordMerge(ours, renamed=theirs)
    (o_meta, body), (t_meta, _) = parsed_ours, parsed_theirs
    meta = dict(o_meta)
    for key in _LATEST:
        if key in o_meta and key in t_meta:
            meta[key] = max(str(o_meta[key]), str(t_meta[key]))
    for key in _EARLIEST:
        if key in o_meta and key in t_meta:
            meta[key] = min(str(o_meta[key]), str(t_meta[key]))
    return RecordMerge(_render(meta, body),
                       notes=["both sides created it with the same content"])


def renamed_text(text: str, name: str) -> str:
    """A record's text with its ``name`` field set to ``name`` (for the renamed copy)."""
    meta, body = _parse(text)
    return _render({"name": name, **{k: v for k, v in meta.items() if k != "name"}}, body)


# --- MEMORY.md ---------------------------------------------------------------------------

def _index_entries(text: str) -> dict[str, str]:
    """file -> line, in the order of the file (lines that are not entries are dropped)."""
    out: dict[str, str] = {}
    for line in text.split("\n"):
        parsed = parse_index_line(line)
        if parsed is not None:
            out.setdefault(parsed[1].casefold(), line.rstrip("\r"))
    return out


def merge_index(base: str, ours: str, theirs: str) -> str:
    """MEMORY.md after a merge: never a conflict.

    Each line is keyed by its record file and merged three-way (a line added, removed or
    changed on one side takes that side; changed on both, ours, as the record merge keeps
    ours' description). A side's text holding conflict markers counts by the lines
    outside them. The result is rendered as the store writes it; the next memdir command
    brings it in line with the merged files (a renamed copy, a hand edit) anyway.
    """
    b, o, t = _index_entries(base), _index_entries(ours), _index_entries(theirs)
    out: dict[str, str] = {}
    for key in list(o) + [k for k in t if k not in o]:
        line, _, _ = _merge_value("line", b.get(key, _MISSING), o.get(key, _MISSING),
                                  t.get(key, _MISSING))
        if line is not _MISSING:
            out[key] = line
    return INDEX_HEADER + "".join(line + "\n" for line in out.values())


# --- history logs ------------------------------------------------------------------------

def _log_entries(text: str) -> dict[str, tuple[str, str]]:
    """identity -> (time, line) of each readable entry (torn lines are dropped)."""
    out: dict[str, tuple[str, str]] = {}
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        try:
            entry = json_text.loads(line)
        except ValueError:
            continue
        if not isinstance(entry, dict):
            continue
        ident = str(entry.get("id")) if entry.get("id") else json.dumps(
            entry, sort_keys=True, ensure_ascii=False)
        out.setdefault(ident, (str(entry.get("at", "")), line))
    return out


def merge_log(base: str, ours: str, theirs: str) -> str:
    """A history log after a merge: the union of both sides' entries, in time order.

    An entry is identified by its ``id`` (else its whole content). An entry one side
    removed (``memdir rm --purge`` erases a secret's history) stays removed: the union
    never brings back what a person erased.
    """
    b, o, t = _log_entries(base), _log_entries(ours), _log_entries(theirs)
    erased = (b.keys() - o.keys()) | (b.keys() - t.keys())
    merged = {k: v for k, v in {**o, **t}.items() if k not in erased}
    order = {k: i for i, k in enumerate([*b, *o, *t])}
    lines = sorted(merged.items(), key=lambda kv: (kv[1][0], order[kv[0]]))
    return "".join(line + "\n" for _, (_, line) in lines)


__all__ = ["NotARecord", "RecordMerge", "has_conflict_markers",
           "merge_index", "merge_log", "merge_record", "renamed_text", "split_conflict"]
