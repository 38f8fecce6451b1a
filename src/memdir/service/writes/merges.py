"""Merging a store folder that two people changed: what each file becomes, and what a
person must still decide (it goes to the inbox, never lost).

`memdir.integrations.git` calls this as git's merge driver (one file at a time, the three
versions given) and after a merge git stopped (`memdir git resolve`, from the index
stages). The merges themselves are `memdir.store.files.merge`'s; this module files what they
leave over in the store's inbox:

- a record whose body (or a field that is not provenance) changed on both sides keeps
  ours in the file; theirs becomes a proposal whose approval writes it (``kind``
  ``merge``);
- a record deleted on one side and changed on the other keeps the changed one in the
  file; the deletion becomes a proposal whose approval deletes it;
- two records created with the same name: ours keeps the name, theirs is written under
  a free one (``NAME-2``...) beside it, and reported.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from memdir.foundation.atomic import atomic_write
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import (
    CONFLICT_PROBLEM,
    INDEX_FILE,
    content_hash,
    free_name,
    name_key,
    parse_record,
)
from memdir.store.files.merge import (
    NotARecord,
    RecordMerge,
    merge_index,
    merge_log,
    merge_record,
    renamed_text,
    split_conflict,
)
from memdir.store.files.scan import HISTORY_DIR, is_record_file_name, record_files
from memdir.store.files.store import FileStore

KINDS = ("index", "record", "log")


@dataclass
class FileMerge:
    """What one file holds after the merge, and what to tell the person merging.

    ``clean`` is False only when the versions could not be merged at all (the caller
    leaves the file to git's own merge then); a conflict filed in the inbox is clean.
    """

    text: str
    clean: bool = True
    report: list[str] = field(default_factory=list)
    proposals: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # record files written beside (NAME-2)


def kind_of(path: str) -> str | None:
    """``index``, ``record`` or ``log`` for a path inside a store folder, else None.

    ``path`` is relative to the repository (``.memory/x.md``); a record sits directly in
    the store folder, a log in its ``.history/``.
    """
    parts = Path(path).parts
    if not parts:
        return None
    name = parts[-1]
    if name.casefold() == INDEX_FILE.casefold():
        return "index"
    if len(parts) >= 2 and parts[-2] == HISTORY_DIR and name.endswith(".jsonl"):
        return "log"
    if is_record_file_name(name):
        return "record"
    return None


def merge_store_file(folder: Path, path: str, base: str, ours: str,
                     theirs: str) -> FileMerge | None:
    """The merge of one file of the store in ``folder`` (``path`` as git names it).

    Returns None when the file is not one memdir knows how to merge (a record without
    frontmatter, conflict markers in a version, a file that is not a record): the caller
    merges it as text.
    """
    kind = kind_of(path)
    if kind == "index":
        return FileMerge(merge_index(base, ours, theirs))
    if kind == "log":
        return FileMerge(merge_log(base, ours, theirs))
    if kind != "record":
        return None
    try:
        merged = merge_record(base, ours, theirs)
    except NotARecord:
        return None
    if not reads_as_itself(merged.text, Path(path).name, ours, theirs):
        return None  # git's line merge: its conflict is a person's to resolve
    out = FileMerge(merged.text, report=[f"{path}: {n}" for n in merged.notes])
    if "name" in merged.conflicts and merged.theirs_text is not None:
        # Both sides renamed it, each to a name of its own: git stops (rename/rename) with
        # a file under each name, and 'memdir git resolve' keeps both. A proposal to
        # write theirs' name over ours could never be approved (that name is a record
        # then): it said "changed by another writer". Theirs' other values still are.
        theirs_name = _name(merged.theirs_text)
        out.report.append(f"{path}: both sides renamed it ({_name(ours)!r} here, "
                          f"{theirs_name!r} there); each name keeps its file ('memdir git "
                          "resolve', then 'memdir rm' the one you do not want)")
        conflicts = [c for c in merged.conflicts if c != "name"]
        merged = RecordMerge(merged.text, conflicts=conflicts, notes=merged.notes,
                             theirs_text=renamed_text(merged.theirs_text, _name(merged.text))
                             if conflicts else None)
    if merged.renamed is not None:
        new_name = keep_renamed(folder, merged.renamed)
        out.kept.append(new_name + ".md")
        out.report.append(f"{path}: both sides created {_name(ours)!r} with different "
                          f"content; theirs is kept as {new_name!r} "
                          f"({Path(path).parent / (new_name + '.md')}, not committed yet: "
                          "run 'memdir git resolve', then commit)")
    elif merged.conflicts:
        proposal = propose_version(FileStore(folder), merged, path)
        out.proposals.append(proposal)
        fields = ", ".join(merged.conflicts)
        out.report.append(f"{path}: both sides changed {fields}; the file keeps ours, theirs "
                          f"is proposal {proposal} (memdir inbox)")
    return out


def reads_as_itself(text: str, file: str, ours: str, theirs: str) -> bool:
    """Whether the merge of ``ours`` and ``theirs`` (``text``, for the record file named
    ``file``) is the same record, read back: the merge brings no problem that was not
    already in both sides, and the record keeps its file's name or the name ours held (a
    file renamed by hand holds another). A record both sides already read with a problem
    (a hand-written one with no ``type``) merges as memory; a problem the merge itself
    made, or one only a side had, leaves the file to a person.

    A memdir rename moves the file, so a name changed inside it on one side was never one:
    taken like any other field, a branch's 'name: ../../x' or 'name: <another record>'
    merged without a conflict and left the person's record broken and no longer
    recalled, or a twin of another."""
    record = parse_record(text, file)
    held = parse_record(ours, file)
    if not set(record.problems) <= set(held.problems) & set(parse_record(theirs, file).problems):
        return False
    if record.name == held.name:
        return True
    try:
        return name_key(record.name) in {name_key(file[:-3]), name_key(held.name)}
    except MemdirError:
        return False


def resolve_file(folder: Path, path: str, base: str | None, ours: str | None,
                 theirs: str | None) -> FileMerge | None:
    """A file a stopped merge left unmerged, from git's index stages (None: that side
    has no version). A record deleted on one side and changed on the other keeps the
    change and files the deletion; a record only one side has, with no base (both sides
    renamed one record, each to its own name), is kept as that side wrote it; anything
    else merges as the driver would have. None when no side has it (both renamed or
    deleted it: the caller removes it) or it cannot be merged."""
    if kind_of(path) == "record" and ours is None and theirs is None:
        return None
    if kind_of(path) == "record" and base is None and (ours is None or theirs is None):
        return _one_sided(path, "ours" if ours is not None else "theirs", ours or theirs or "")
    if kind_of(path) == "record" and base is not None and (ours is None or theirs is None):
        kept = ours if ours is not None else theirs
        assert kept is not None
        deleted_by = "theirs" if ours is not None else "ours"
        proposal = propose_deletion(FileStore(folder), kept, path, deleted_by)
        return FileMerge(kept, report=[
            f"{path}: {deleted_by} deleted it, the other side changed it; the change is "
            f"kept, the deletion is proposal {proposal} (memdir inbox)"],
            proposals=[proposal])
    return merge_store_file(folder, path, base or "", ours or "", theirs or "")


def _one_sided(path: str, side: str, text: str) -> FileMerge:
    """A record only ``side`` has at ``path``, with no base: kept. When both sides renamed
    one record, git writes the merge of the two at both new paths, so the file holds
    the name ours gave it; each copy then takes its file's name (the name its side gave)."""
    stem = Path(path).name[:-3]
    report = [f"{path}: only {side} has it (renamed or added there), kept"]
    try:
        if name_key(parse_record(text, Path(path).name).name) != name_key(stem):
            text = renamed_text(text, stem)
            report[0] += f" under its file's name {stem!r}"
    except (MemdirError, NotARecord):
        pass  # not a record memdir writes: kept as it is
    return FileMerge(text, report=report)


def rebuild_catalog(folder: Path) -> None:
    """Write MEMORY.md anew from the record files of ``folder``."""
    FileStore(folder).rebuild_index()


def repair_conflicted(store: FileStore) -> list[tuple[str, str, bool]]:
    """Merge the record files a merge without memdir's driver left with conflict markers
    (committed, or still in the work tree), as the driver would have; returns a line per
    file for the report.

    The blocks are split into ours and theirs (and the base, when git wrote it, diff3
    style); without a base every difference counts as made on both sides. The file gets
    ours where they differ, theirs waits in the inbox; the marked text stays in the
    history, as any rewrite's previous content. Returns (file, what was done, whether it
    was merged) for each: one left for a person is not repaired.
    """
    report: list[tuple[str, str, bool]] = []
    if store.root.is_symlink() or not store.root.is_dir():
        return report  # doctor says what the folder is; nothing here is a record
    for file in store.record_files():
        rec = store.read_file(file, cache=False)
        if rec is None or CONFLICT_PROBLEM not in rec.problems:
            continue
        text = store.read_text(file)
        sides = split_conflict(text) if text is not None else None
        if sides is None:
            report.append((file, "its conflict markers are not well formed; left for a "
                                  "person to edit", False))
            continue
        ours, theirs, base = sides
        try:
            merged = merge_record(base, ours, theirs)
        except NotARecord as exc:
            why = " ".join(str(exc).split())  # a YAML error spans lines: one sentence
            report.append((file, f"one side is no memory ({why}); left for a person", False))
            continue
        if not reads_as_itself(merged.text, file, ours, theirs):
            report.append((file, "the merged record does not read back as itself; left "
                                  "for a person", False))
            continue
        record = parse_record(merged.text, file)
        if record.name != file[:-3]:
            # A file renamed by hand: the store writes by name, and no record holds this
            # one while the file is in conflict, so the write would miss the file.
            report.append((file, f"it holds the name '{record.name}', not its file's; "
                                  "left for a person", False))
            continue
        try:
            written = store.upsert(record, expected_hash=rec.hash, actor="doctor: merge")
        except MemdirError as exc:  # changed meanwhile, or the disk refused: the rest go on
            why = str(exc).rstrip(".")
            report.append((file, f"the write was refused ({why}); left for a person", False))
            continue
        line = "conflict markers merged"
        if merged.conflicts:
            merged.text = store.read_text(written.record.file or file) or merged.text
            proposal = propose_version(store, merged, file)
            line += (f"; {', '.join(merged.conflicts)} differed, the file keeps ours, theirs "
                     f"is proposal {proposal} (memdir inbox)")
        report.append((file, line, True))
    return report


def _name(text: str) -> str:
    return parse_record(text).name


def propose_version(store: FileStore, merged: RecordMerge, path: str) -> str:
    """File theirs' version of a record both sides changed; returns the proposal id.

    Approving it writes theirs over the merged file, provided the file still holds what
    the merge wrote (else it is proposed again against the new text, as any proposal).
    """
    from memdir.service.inbox import Operation, Proposal, new_proposal_id

    assert merged.theirs_text is not None
    name = _name(merged.text)
    op = Operation("write", name, merged.theirs_text, content_hash(merged.text), merged.text)
    reason = (f"A git merge of {path} found {', '.join(merged.conflicts)} changed on both "
              "sides; the file keeps ours. Approve to take theirs instead.")
    proposal = Proposal(new_proposal_id(), "merge", store.scope, "repository", "repository",
                        reason, [op])
    store.save_proposal(proposal.to_dict())
    return proposal.id


def propose_deletion(store: FileStore, kept_text: str, path: str, deleted_by: str) -> str:
    """File the deletion of a record one side deleted and the other changed; returns the
    proposal id. The changed record stays in the file until a person approves."""
    from memdir.service.inbox import Operation, Proposal, new_proposal_id

    name = _name(kept_text)
    op = Operation("tombstone", name, None, content_hash(kept_text), kept_text)
    other = "theirs" if deleted_by == "ours" else "ours"
    reason = (f"A git merge of {path}: {deleted_by} deleted {name!r}, {other} changed it; the "
              "changed record is kept. Approve to delete it.")
    proposal = Proposal(new_proposal_id(), "merge", store.scope, "repository", "repository",
                        reason, [op])
    store.save_proposal(proposal.to_dict())
    return proposal.id


def keep_renamed(folder: Path, text: str) -> str:
    """Write ``text`` (a record) beside the others under a free name; return the name.

    The name is one no record holds: not a record file's name, nor the name a record's
    frontmatter says (a file renamed by hand, or written beside a file that took its
    name, holds a name other than its own), nor a name MEMORY.md lists. MEMORY.md is
    brought up to date by the next memdir command, after git has written the merged files
    (a merge driver must not change a file git is merging).
    """
    record = parse_record(text)
    taken = _names_taken(folder)
    new_name = free_name(record.name, lambda name: name_key(name) in taken)
    copy = renamed_text(text, new_name)
    target = folder / (new_name + ".md")
    if os.path.lexists(target):  # pragma: no cover - free_name was told every file
        raise FileExistsError(target)
    atomic_write(target, copy)
    return new_name


def _names_taken(folder: Path) -> set[str]:
    """The name keys the folder's records hold: each record file's name and the name in
    its frontmatter, and each name and file MEMORY.md lists (read as the store reads
    them: no link followed)."""
    from memdir.foundation.record import parse_index_line
    from memdir.store.files.reader import RecordReader

    reader = RecordReader(folder)
    taken = set()
    for file in record_files(folder):
        taken.add(name_key(file[:-3]))
        held = reader.parse(file, cache=False)
        if held is not None and held.name:
            taken.add(name_key(held.name))
    for line in (reader.text(INDEX_FILE) or "").splitlines():
        listed = parse_index_line(line)
        if listed is not None:
            taken.update((name_key(listed[0]), name_key(listed[1].removesuffix(".md"))))
    return taken


__all__ = ["KINDS", "FileMerge", "keep_renamed", "kind_of", "merge_store_file",
           "propose_deletion", "propose_version", "reads_as_itself", "rebuild_catalog",
           "repair_conflicted", "resolve_file"]
