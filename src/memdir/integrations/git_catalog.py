"""MEMORY.md as 'memdir git resolve' stages it: the catalog of the records git's index
holds, not of every record file in the work tree.

The work tree's MEMORY.md is rebuilt from the record files there, which may include a
record the person has not committed yet (a new file, or an edit not staged). Staged
as it is, it would commit a catalog listing what the commit does not hold. So the staged
MEMORY.md is the work tree's, each line kept only for a record in the index and said as
the index's version says it (a record deleted in the work tree but still in the index
keeps its line), and the work tree's MEMORY.md stays as it is, the person's own.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

from memdir.foundation.record import INDEX_FILE, Record, parse_index_line, parse_record
from memdir.store.files.catalog import shown_description
from memdir.store.files.scan import is_record_file_name

Git = Callable[..., subprocess.CompletedProcess[bytes]]


def stage_catalog(store_folder: Path, repo: Path, prefix: str, git: Git) -> bool:
    """Rebuild the store's MEMORY.md in the work tree from its record files, and stage it
    (``prefix`` + MEMORY.md in ``repo``) as the records in git's index say; True when the
    index's MEMORY.md changed."""
    from memdir.service.writes.merges import rebuild_catalog

    rebuild_catalog(store_folder)
    path = prefix + INDEX_FILE
    before = _staged_blob(repo, path, git)
    git(repo, "add", "--", path)  # resolves an unmerged MEMORY.md too
    work = (repo / path).read_text("utf-8")
    staged = _staged_text(repo, prefix, work, git)
    if staged != work:
        blob = git(repo, "hash-object", "-w", "--stdin", "--path", path,
                   input=staged.encode("utf-8")).stdout.decode().strip()
        git(repo, "update-index", "--cacheinfo", f"100644,{blob},{path}")
    return _staged_blob(repo, path, git) != before


def _staged_blob(repo: Path, path: str, git: Git) -> str | None:
    """The blob of ``path``'s merged entry in git's index (None: none, or unmerged)."""
    done = git(repo, "ls-files", "-s", "-z", "--", path).stdout.decode()
    for entry in done.split("\0"):
        info, _, _ = entry.partition("\t")
        if info and info.split()[2] == "0":
            return info.split()[1]
    return None


def _staged_text(repo: Path, prefix: str, work: str, git: Git) -> str:
    """``work`` (the work tree's MEMORY.md) with the lines of the records git's index does
    not hold left out, and those of records whose work tree file differs from the
    index's said as the index's version says them."""
    index = _index_records(repo, prefix, git)
    differs = {p for p in git(repo, "diff", "--name-only", "-z", "--", prefix)
               .stdout.decode("utf-8", "surrogateescape").split("\0") if p}
    lines, listed = [], set()
    for line in work.split("\n"):
        parsed = parse_index_line(line)
        if parsed is None:
            lines.append(line)
            continue
        path = prefix + parsed[1]
        if path not in index:
            continue  # not in git's index: the person's own, not committed yet
        listed.add(path)
        lines.append(_line(repo, path, index[path], git) if path in differs else line)
    missing = [_line(repo, p, blob, git) for p, blob in sorted(index.items())
               if p not in listed and not (repo / p).exists()]  # deleted in the work tree
    if missing:
        body = "\n".join(lines).rstrip("\n")
        return body + "\n" + "".join(m + "\n" for m in missing)
    return "\n".join(lines)


def _index_records(repo: Path, prefix: str, git: Git) -> dict[str, str]:
    """path -> blob of each record file of the store merged in git's index."""
    done = git(repo, "ls-files", "-s", "-z", "--", prefix).stdout.decode(
        "utf-8", "surrogateescape")
    out = {}
    for entry in done.split("\0"):
        info, _, path = entry.partition("\t")
        rest = path[len(prefix):]
        if info and info.split()[2] == "0" and "/" not in rest and is_record_file_name(rest):
            out[path] = info.split()[1]
    return out


def _line(repo: Path, path: str, blob: str, git: Git) -> str:
    """The MEMORY.md line of the record the index holds at ``path``."""
    text = git(repo, "cat-file", "blob", blob).stdout.decode("utf-8", "replace")
    file = path.rsplit("/", 1)[-1]
    rec = parse_record(text, file=file)
    return Record(name=rec.name, description=shown_description(rec), type="project",
                  file=file).index_line()


__all__ = ["stage_catalog"]
