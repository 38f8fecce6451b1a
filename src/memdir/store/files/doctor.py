"""`memdir doctor`: what is wrong with a store folder (`check`), and the repairs (`fix`).

Part of the file store (it works through the store's private helpers, under its lock),
kept apart because it is one concept: a folder people and other programs also write to.
Every repair that changes a record is in the history log first, so it can be undone;
nothing a person must decide (a link, a file too large to read, a date in the future) is
"repaired".
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import frontmatter
from memdir.foundation.errors import InvalidNameError
from memdir.foundation.frontmatter import FENCE
from memdir.foundation.record import (
    CONFLICT_PROBLEM,
    INDEX_FILE,
    MAX_RECORD_BYTES,
    Record,
    free_name,
    parse_record,
    same_memory,
    timestamp,
    validate_name,
)
from memdir.foundation.terminal import text_hazard
from memdir.foundation.validity import instant
from memdir.store.files import journal
from memdir.store.files.index_rows import holder_order_on_disk
from memdir.store.files.scan import (
    CACHE_DIR,
    FIXED_PATHS,
    HISTORY_DIR,
    JOURNAL_DIR,
    LOCK_FILE,
    is_record_file_name,
    is_regular,
    kept,
)
from memdir.store.history_migration import other_key, other_key_advice

if TYPE_CHECKING:
    from memdir.store.files.core import Folder

FUTURE_SLACK_SECONDS = 300  # clocks of machines sharing a store may differ a little


@dataclass(frozen=True)
class Problem:
    """Something `doctor` found; ``fixable`` problems are repaired by `doctor --fix`."""

    kind: str
    file: str
    detail: str
    fixable: bool = True


def check(store: Folder) -> list[Problem]:
    """Everything wrong with the store, without changing it."""
    root = store.root
    if os.path.islink(root):
        return [Problem("symlink", root.name, "the store folder is a symbolic link; "
                        "memdir neither reads nor writes through it", False)]
    if os.path.lexists(root) and not root.is_dir():
        # Not "clean": nothing can be stored there, and every write would fail.
        return [Problem("not-a-folder", root.name, f"{root} is a file, not a folder, so no "
                        "memory can be kept there; move it away", False)]
    if not root.is_dir():
        return []
    problems = _link_problems(store)
    records: list[Record] = []
    halves = half_done_renames(store)
    problems += [Problem("half-renamed", f, f"a rename to {new!r} was cut short after "
                         "writing it, so this old file still holds the memory too ('--fix' "
                         "removes it: the rename is in the history)")
                 for f, new in sorted(halves.items())]
    for f in sorted(os.listdir(root)):
        if f in halves:
            continue  # its text is the renamed record's: not a memory of its own
        found, rec = _file_problems(store, f)
        problems += found
        if rec is not None:
            records.append(rec)
    problems += _collisions(store, records)
    if any(p.file == INDEX_FILE for p in problems):
        pass  # an index that is a folder: said above, and no write can make it match
    elif not store._catalog.matches(records) or not store.index_path.exists():
        problems.append(Problem("stale-index", INDEX_FILE, "does not match the files"))
    unverified, own = other_key(root / HISTORY_DIR / "log.jsonl")
    if unverified:
        problems.append(Problem("history-key", f"{HISTORY_DIR}/log.jsonl",
                                other_key_advice(unverified, own), False))
    path = root / JOURNAL_DIR
    if path.is_dir() and not path.is_symlink():
        problems.append(Problem("journal", JOURNAL_DIR, "an interrupted batch" if
                                journal.own(path) else "a batch journal another "
                                "user or machine left; it is removed, not replayed"))
    return problems


def _file_problems(store: Folder, f: str) -> tuple[list[Problem], Record | None]:
    """What is wrong with one entry of the folder, and its record if it is one."""
    path = store.root / f
    if f.endswith(".tmp"):
        return [Problem("temp-file", f, "left by an interrupted write")], None
    if not f.lower().endswith(".md") or f.startswith("."):
        return [], None
    if f.casefold() == INDEX_FILE.casefold():
        if f == INDEX_FILE:
            return [], None
        if not kept(path):  # a link, FIFO, folder or huge file: never read or moved
            return [Problem("index-case", f, f"should be named {INDEX_FILE}, and is not a "
                            "file memdir reads; move it away by hand", False)], None
        return [Problem("index-case", f, f"should be named {INDEX_FILE}")], None
    if path.is_symlink():
        return [Problem("symlink", f, "symbolic links are ignored", False)], None
    if not is_record_file_name(f):  # a line break: never listed, so never in MEMORY.md
        return [Problem("file-name", f, "a line break in its name, so it is never read as "
                        "a memory; rename it by hand", False)], None
    rec = store._read_file(f)
    if rec is None:
        return [], None
    if _too_large(store, f):
        # Never "repaired": a rewrite from what could be read would be a stub.
        return [Problem("too-large", f, f"larger than {MAX_RECORD_BYTES} bytes, so it is "
                        "not read; shorten or split it by hand", False)], rec
    if CONFLICT_PROBLEM in rec.problems:
        # Never rewritten from what could be read (nothing: the file is two versions);
        # `memdir doctor --fix` merges both sides first (`memdir.service.writes.merges`).
        return [Problem("conflict-markers", f, CONFLICT_PROBLEM, False)], rec
    # A name no store takes, in the file and as the file's (``nul.md``): a rewrite would
    # keep it, and "fix" the file again at every run.
    rewritable = _takes(rec.name) or _takes(f[:-3])
    found = [Problem("broken-frontmatter", f, p if rewritable else f"{p}; neither it nor the "
                     "file's name can name a memory: rename the file by hand", rewritable)
             for p in rec.problems]
    return (found or _header_problems(store, f)) + _future_dates(f, rec) + _controls(f, rec), rec


def _controls(f: str, rec: Record) -> list[Problem]:
    """What admission refuses in a text today, in a file written before or by hand, each
    of its own kind (`text_hazard`): a control character (ESC, BEL...: ``cat`` or ``git
    diff`` hands it to a terminal), combining marks stacked over the lines around them,
    a tag character outside a flag (hidden text a model reads). A person edits it."""
    quote = (rec.source or {}).get("quote") if isinstance(rec.source, dict) else None
    for field, text in (("description", rec.description), ("body", rec.body),
                        ("source quote", quote if isinstance(quote, str) else "")):
        found = text_hazard(text)
        if found is not None:
            kind, what = found[0], found[1].partition(";")[0]
            why = ", which a terminal showing the file obeys" if (
                kind == "control-character") else ""  # (the others say their own why)
            return [Problem(kind, f, f"the {field} {what}{why}; edit it with 'memdir "
                            f"edit {rec.name}'", False)]
    return []


_TEXT_KEYS = ("name", "description", "type")
_TIME_KEYS = ("created", "updated")


def _quoted_colons(lines: list[str]) -> list[str]:
    """The block with its one-line ``name``/``description``/``type`` values that hold a
    colon quoted: the teaching code wrote them unquoted (``description: use make deploy:
    always``), which is not YAML, and memdir reads them as written
    (`frontmatter.plain_values`). That is its format, not a mistake to report; any other
    value YAML cannot read (``description: [draft``) is."""
    plain = frontmatter.plain_values(lines)
    out = []
    for line in lines:
        key, _, value = line.partition(":")
        quote = key in plain and ":" in plain[key] and value.strip() == plain[key]
        out.append(f"{key}: {json.dumps(plain[key])}" if quote else line)
    return out


def _header_problems(store: Folder, file: str) -> list[Problem]:
    """Values a record was read *around*: frontmatter that is not YAML but was read line
    by line (as older tools wrote it), a list or mapping where text belongs, a time that
    is not one, a ``source`` that is not a mapping. The record reads; `show` and recall
    use what was made of it, so a person should look at what they wrote."""
    raw = store._raw_bytes(file)
    split = None if raw is None else frontmatter.split(raw.decode("utf-8", "replace"))
    if split is None or not split[0]:
        return []
    try:
        try:
            meta = frontmatter.load(split[0])
        except (ValueError, RecursionError):
            meta = frontmatter.load(_quoted_colons(split[0]))
    except (ValueError, RecursionError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return [Problem("broken-frontmatter", file, f"frontmatter is not valid YAML ({first});"
                        " it was read line by line, each value as written ('--fix' "
                        "rewrites it as valid YAML with those values)")]
    if not isinstance(meta, dict):
        return []
    out = []
    for key in _TEXT_KEYS:
        value = meta.get(key)
        if isinstance(value, (list, dict)):
            shown = "a list" if isinstance(value, list) else "a mapping"
            out.append(Problem("bad-value", file, f"{key} is {shown}, read as the text "
                               f"{frontmatter.as_text(value)[:60]!r}; edit it to one line "
                               "of text", False))
    for key in _TIME_KEYS:
        value = meta.get(key)
        if value not in (None, "") and timestamp(frontmatter.as_text(value)) is None:
            out.append(Problem("bad-value", file, f"{key} {_shown(value)} is "
                               "not a time (ISO 8601, e.g. 2026-12-02T18:00:00Z), so "
                               "ranking ignores it; edit or remove it", False))
    out += _validity_problems(file, meta)
    source = meta.get("source")
    if source is not None and not isinstance(source, dict):
        out.append(Problem("bad-value", file, "source is not a mapping (session, message, "
                           "quote...), read as a note; edit it", False))
    return out


def _shown(value: object) -> str:
    """A value as a problem quotes it: its first 60 characters."""
    text = frontmatter.as_text(value)
    return repr(text) if len(text) <= 60 else f"{text[:60]!r}..."


def _validity_problems(file: str, meta: dict[str, Any]) -> list[Problem]:
    """When a record holds, as written by hand: a ``valid_from`` or ``valid_to`` that is
    not a time (read as open on that side: the record holds as if it were not there, and
    an import of an export refuses it), or an end before the start (it never holds)."""
    out, read = [], {}
    for key, side in (("valid_from", "since it was written"), ("valid_to", "still")):
        value = meta.get(key)
        if value in (None, ""):
            continue
        read[key] = instant(value)
        if read[key] is None:
            out.append(Problem("bad-value", file, f"{key} {_shown(value)} is "
                               "not a time (ISO 8601, e.g. 2026-12-02T18:00:00Z), so the "
                               f"record is read as holding {side}; edit or remove it", False))
    start, end = read.get("valid_from"), read.get("valid_to")
    if start is not None and end is not None and end < start:
        out.append(Problem("bad-value", file, f"valid_to {end} is before valid_from "
                           f"{start}, so the record never holds; edit one of them", False))
    return out


def _future_dates(file: str, rec: Record) -> list[Problem]:
    """A created/updated time in the future: ranking treats it as now, doctor says so."""
    limit = time.time() + FUTURE_SLACK_SECONDS
    return [Problem("future-date", file, f"{key} {value} is in the future; it ranks as "
                    "if written when indexed (edit the date to clear this)", False)
            for key, value in (("created", rec.created), ("updated", rec.updated))
            if (when := timestamp(value)) is not None and when > limit]


def _takes(name: str) -> bool:
    try:
        validate_name(name)
    except InvalidNameError:
        return False
    return True


def _too_large(store: Folder, file: str) -> bool:
    try:
        return os.lstat(store.root / file).st_size > MAX_RECORD_BYTES
    except OSError:
        return False


def _link_problems(store: Folder) -> list[Problem]:
    out = []
    for rel in FIXED_PATHS:
        if os.path.islink(store.root / rel):
            cache = rel.startswith(CACHE_DIR)
            out.append(Problem("symlink", rel, "a symbolic link where memdir keeps its "
                               "own file; it is never followed" + (
                                   " (--fix removes the link)" if cache else ""), cache))
    return out + blocking(store.root)


# The paths every write needs, each of one kind. A clone can ship a folder where the lock
# or the index goes, or a file where the history goes: every write then fails, and
# nothing memdir may remove repairs it (the folder may hold a person's files).
_NEEDED = (
    (LOCK_FILE, "folder", "a folder, so the store cannot be locked and every write is "
                "refused"),
    (INDEX_FILE, "folder", "a folder, so the index cannot be written and every write ends "
                 "in an error"),
    (HISTORY_DIR, "file", "not a folder, so no change can be logged and every write is "
                  "refused"),
    (f"{HISTORY_DIR}/log.jsonl", "other", "not a regular file, so no change can be logged "
                                          "and every write is refused"),
)


def blocking(root: Path) -> list[Problem]:
    """The paths every write needs that are of the wrong kind (links are reported as
    links): each for a person to move away, never fixed."""
    out = []
    for rel, wrong, why in _NEEDED:
        path = root / rel
        if not os.path.lexists(path) or os.path.islink(path):
            continue
        if wrong == "folder":
            bad = path.is_dir()
        elif wrong == "file":
            bad = not path.is_dir()
        else:  # a FIFO, a folder
            bad = not is_regular(path)
        if bad:
            out.append(Problem("not-a-folder" if wrong == "file" else "not-a-file", rel,
                               f"{why}; move it away by hand", False))
    return out


def half_done_renames(store: Folder) -> dict[str, str]:
    """Record files a rename was stopped in (killed after writing the new file, before
    removing this one): file -> the file it was renamed to. A rename writes the new file
    first and removes the old one last, so this is the only half it leaves: the last
    history entry about the file is that rename, the file still holds the text it renamed
    and the new file the text it wrote. Mending it removes the old file, where renaming
    it again (`doctor --fix` parting a collision) kept two copies of one memory."""
    last: dict[str, Any] = {}
    for entry in store.history():
        if not entry.foreign:
            last[entry.file] = entry
            if entry.new_file:
                last[entry.new_file] = entry
    out = {}
    for file, entry in last.items():
        if entry.op != "rename" or entry.file != file or entry.new_file in (None, file) \
                or entry.after is None:
            continue
        raw, new = store._raw_bytes(file), store._raw_bytes(entry.new_file)
        before = entry.before_bytes or (entry.before or "").encode("utf-8")
        if raw == before and new is not None and new.decode("utf-8", "replace") == entry.after:
            out[file] = entry.new_file
    return out


def _collisions(store: Folder, records: list[Record]) -> list[Problem]:
    """Files holding the same name (case/NFC-insensitive) as a newer file: the one every
    command reads (`holder_order`: by ``updated``, then modification time) is kept, the
    others reported."""
    groups: dict[str, list[Record]] = {}
    for rec in records:
        groups.setdefault(rec.key, []).append(rec)

    def order(rec: Record) -> tuple[float, int, str]:
        return holder_order_on_disk(store.root, rec, rec.file or "")

    out = []
    for group in groups.values():
        if len(group) < 2:
            continue
        keep = min(group, key=order)
        out += [Problem("case-collision", r.file or "",
                        f"same name as the newer {keep.file} ({r.name!r})"
                        + ("; a copy of it" if same_memory(r, keep) else
                           "; a different memory ('--fix' renames it to a free name)"))
                for r in group if r is not keep]
    return sorted(out, key=lambda p: p.file)


def fix(store: Folder) -> list[Problem]:
    """Repair what `check` finds: remove temp files, rewrite broken frontmatter as a
    valid record (the original stays in history), part case collisions (the older file,
    when it says something else, is renamed to a free name, as `memdir git resolve`
    keeps both sides; an exact copy is removed, its content in history), rebuild the
    index. Returns what was fixed, each saying what it did."""
    fixed: list[Problem] = []
    repaired: set[str] = set()
    root = store.root
    if os.path.islink(root) or not root.is_dir():
        # Nothing here is ours to repair (check() reports it), or no store at all: taking
        # the lock would create one, and its first index be reported as a repair.
        return fixed
    if blocking(root):
        return fixed  # no write can succeed until a person moves it away; check() says so
    with store._locked():
        if (root / JOURNAL_DIR).exists():
            store._recover_journal()
        for p in check(store):
            done = _repair(store, p, repaired) if p.fixable else None
            if done is not None:
                fixed.append(done)
        store._reread()
    return fixed


def _repair(store: Folder, p: Problem, repaired: set[str]) -> Problem | None:
    """Repair one fixable problem: the problem as repaired (its detail saying how), or
    None if there was nothing left to repair."""
    path = store.root / p.file
    if p.kind == "symlink":  # only the cache's (fixable): derived data
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
    elif p.kind == "temp-file":
        if path.is_dir() and not path.is_symlink():  # an interrupted snapshot
            shutil.rmtree(path, ignore_errors=True)
        with contextlib.suppress(FileNotFoundError, IsADirectoryError):
            os.unlink(path)
    elif p.kind == "broken-frontmatter":
        rec = store._read_file(p.file)
        if rec is None:
            return None
        if p.file not in repaired:  # several problems, one rewrite
            repaired.add(p.file)
            _rewrite_valid(store, p.file, rec)
    elif p.kind == "case-collision":
        return _part_collision(store, p)
    elif p.kind == "half-renamed":
        if p.file not in half_done_renames(store):
            return None
        os.unlink(path)
        store._drop_line(p.file)
        return replace(p, detail=p.detail.split(" (")[0] + "; the old file is removed")
    elif p.kind == "index-case":
        _rescue_index_case(store, p.file)
    return p


def _part_collision(store: Folder, p: Problem) -> Problem | None:
    """The older of two files holding one name: removed when it is a copy of the newer
    (logged), else renamed to a free name (``NAME-2``...; logged as a rename, so
    `memdir log` shows it and `undo` takes it back). Both memories stay readable."""
    rec = store._read_file(p.file)
    raw = store._raw_bytes(p.file)
    if rec is None or raw is None or rec.problems:
        return None  # a file not read whole (too large, not text) is a person's to part
    if p.detail.endswith("a copy of it"):
        store._log("delete", rec.name, p.file, raw, None, "doctor")
        os.unlink(store.root / p.file)
        return replace(p, detail=f"{p.detail}, removed (its text stays in the history)")
    new_name = free_name(rec.name, lambda name: store.find(name) is not None
                         or store._catalog.takes(f"{name}.md"))
    new_file = store._free_file(new_name)
    new_text = rec.evolve(name=new_name, file=None, extra=rec.extra).to_text()
    store._log("rename", rec.name, p.file, raw, new_text, "doctor", new_file=new_file)
    store._write_record(new_file, new_text)
    os.unlink(store.root / p.file)
    said = p.detail.split("; ")[0]
    return replace(p, detail=f"{said}; a different memory, renamed to {new_name!r} "
                   f"({new_file}): both are kept")


def _rewrite_valid(store: Folder, file: str, rec: Record) -> None:
    """Rewrite a record whose frontmatter is broken as a valid one (logged first)."""
    new = rec.evolve(description=rec.description or rec.name, file=None, extra=rec.extra)
    try:
        validate_name(new.name)
    except InvalidNameError:
        new = new.evolve(name=file[:-3])
    store._log("update", new.name, file, store._raw_bytes(file), new.to_text(), "doctor")
    store._write_record(file, new.to_text())


def _rescue_index_case(store: Folder, file: str) -> None:
    """``memory.md`` next to (or instead of) MEMORY.md. The teaching code wrote a record
    named "Memory" there, so it may be a record: move it to a name of its own (with
    history) instead of letting the index overwrite it."""
    raw = store._raw_bytes(file)
    text = None if raw is None else raw.decode("utf-8", errors="replace")
    if text is None or not text.lstrip("\ufeff").startswith(FENCE):
        os.replace(store.root / file, store.index_path)  # an index in the wrong case
        return
    rec = parse_record(text, file)
    new_file = store._free_file(file[:-3] + "-record")
    new = rec.evolve(name=new_file[:-3], description=rec.description or rec.name, file=None)
    new_text = new.to_text()
    store._log("rename", rec.name, file, raw, new_text, "doctor", new_file=new_file)
    store._write_record(new_file, new_text)
    os.unlink(store.root / file)
