"""Import from and export to other memory formats.

Sources ``memdir import`` reads:

- **A seed ``.memory/`` folder**: one Markdown file per memory with ``name`` /
  ``description`` / ``type`` frontmatter; ``MEMORY.md`` is an index and is ignored.
- **Claude Code's memory folder** (``~/.claude/projects/<project>/memory/``): a
  ``MEMORY.md`` index plus one Markdown file per memory. Recent files have the same
  frontmatter; older or hand-written ones have none, so the name comes from the file
  name, the description from the first line (and the one under it when that is a
  heading; made distinct by the name when another note has it), and the type from the
  file name's prefix (``feedback_testing.md``), else ``project``.
- **memdir's own JSON** (``memdir export --json``), or the list ``memdir ls --json`` prints.

What a closed record, a correction's links, the times and the origin come to is
`memdir.service.writes.imports`'s to decide (memdir's own export round-trips them; a
file cannot raise the trust of what it brings). Rules, whatever the source: names pass
`validate_name` (an unsafe one is skipped and reported, never "fixed" into another
record's name); text is kept as written; every
record goes through `Memory`'s write funnel like any other write, so one that seems to
hold a secret, a temporary note or a duplicate is skipped with the policy's reason, and
a correction updates the record it is about; a name that already exists in the target
store is reported and left alone, unless ``overwrite`` is set, in which case the old
version goes to the history like any other update. Files are hostile
input: links are not followed, hidden files and anything but ``*.md`` are ignored, and a
file larger than 1 MB is not read.
"""

from __future__ import annotations

import os
import re
import stat as stat_mod
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import frontmatter, json_text
from memdir.foundation.errors import GivenTwice, InvalidRecordError, MemdirError, quoted
from memdir.foundation.finite import spelled, unspelled
from memdir.foundation.frontmatter import FENCE
from memdir.foundation.record import (
    INDEX_FILE,
    MAX_DESCRIPTION_CHARS,
    Record,
    flatten,
    name_key,
    now_iso,
    parse_record,
)
from memdir.service.commands import Import
from memdir.service.results import Imported
from memdir.store.files.store import MAX_RECORD_BYTES

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

EXPORT_FORMAT = "memdir"
EXPORT_VERSION = 1
_TYPE_PREFIX = re.compile(r"^(user|feedback|project|reference)(?:[_\-.\s]|$)", re.I)


@dataclass(frozen=True)
class Incoming:
    """One record read from a source, before it is written. ``record`` is None when the
    source item could not become a record; ``problem`` says why."""

    origin: str  # file name or "#N" in a JSON list
    record: Record | None
    scope: str | None = None  # from the source (JSON); None: decided by type or --scope
    problem: str = ""
    derived: bool = False  # the description was made from the text, not written


# ----------------------------------------------------------------------------- reading
def _lines(text: str) -> Iterator[tuple[bool, str]]:
    """(is a heading, text) of each non-empty line, Markdown markers taken off."""
    for line in text.splitlines():
        heading = line.lstrip().startswith("#")
        line = line.strip().lstrip("#").strip().lstrip("-*>").strip()
        if line and line != FENCE:
            yield heading, flatten(line)


def _first_line(text: str) -> str:
    """What a note without a description is about: its first line, and when that is a
    heading, the first line under it too. Notes of one folder often share a heading
    ("# Notes"), and a description is what duplicates are compared on."""
    lines = _lines(text)
    first = next(lines, None)
    if first is None:
        return ""
    heading, line = first
    if heading:
        following = next((t for h, t in lines if not h), "")
        if following:
            line = f"{line}: {following}"
    return line[:200]


def record_from_markdown(text: str, file: str) -> Record:
    """A record from one Markdown file, with or without frontmatter."""
    stem = file[:-3] if file.lower().endswith(".md") else file
    prefix = _TYPE_PREFIX.match(stem)
    guessed = prefix.group(1).lower() if prefix else "project"
    if text.lstrip("\ufeff").startswith(FENCE):
        rec = parse_record(text, file)
        description = rec.description.strip() or _first_line(rec.body) or rec.name
        rtype = rec.type
        if any(p.startswith(("no type", "unknown type")) for p in rec.problems):
            rtype = guessed
        return rec.evolve(description=description[:MAX_DESCRIPTION_CHARS], type=rtype,
                          file=None)
    body = text.lstrip("\ufeff").strip("\n")
    return Record(name=stem, description=_first_line(body) or stem, type=guessed, body=body)


def _has_description(text: str) -> bool:
    if not text.lstrip("\ufeff").startswith(FENCE):
        return False
    return bool(parse_record(text).description.strip())


def read_folder(folder: str | os.PathLike[str]) -> list[Incoming]:
    """Every ``*.md`` memory file of a seed ``.memory/`` or Claude Code memory folder."""
    root = Path(folder)
    if not root.is_dir():
        raise MemdirError(f"{root} is not a folder.")
    out: list[Incoming] = []
    for file in sorted(os.listdir(root)):
        if (not file.lower().endswith(".md") or file.startswith(".")
                or file.casefold() == INDEX_FILE.casefold()):
            continue
        path = root / file
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if stat_mod.S_ISLNK(st.st_mode):
            out.append(Incoming(file, None, problem="a symbolic link; links are not followed"))
            continue
        if not stat_mod.S_ISREG(st.st_mode):
            continue
        if st.st_size > MAX_RECORD_BYTES:
            out.append(Incoming(file, None, problem="larger than 1 MB; not a memory"))
            continue
        try:
            text = path.read_bytes().decode("utf-8")
        except OSError as exc:
            out.append(Incoming(file, None, problem=f"unreadable ({exc.strerror or exc})"))
            continue
        except UnicodeDecodeError:
            # Read with replacement characters it became a "memory" of garbage that
            # recall would put in a prompt; the bytes were never text.
            out.append(Incoming(file, None, problem="not UTF-8 text; not a memory"))
            continue
        if "\x00" in text:
            out.append(Incoming(file, None, problem="binary (it holds NUL bytes); not a "
                                                    "memory"))
            continue
        twice = _key_given_twice(text)
        if twice is not None:
            out.append(Incoming(file, None, problem=f"its frontmatter gives {twice!r} twice; "
                                                    "which one holds is unclear"))
            continue
        out.append(Incoming(file, record_from_markdown(text, file),
                            derived=not _has_description(text)))
    return out


_TOP_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*)[ \t]*:(?:[ \t]|$)")


def _key_given_twice(text: str) -> str | None:
    """A top-level frontmatter key given twice, if one is. YAML keeps the last: a note
    saying 'name: one' then 'name: two' was imported as 'two' (and 'type' twice as the
    second) without a word, though nothing says which the writer meant."""
    split = frontmatter.split(text.lstrip("\ufeff"))
    if split is None:
        return None
    seen: set[str] = set()
    for line in split[0]:
        found = _TOP_KEY.match(line)
        if found is None:
            continue
        if found.group(1) in seen:
            return found.group(1)
        seen.add(found.group(1))
    return None


def read_json(text: str, origin: str = "JSON") -> list[Incoming]:
    """Records from ``memdir export --json`` output (or the list ``memdir ls --json`` prints)."""
    try:
        data = json_text.loads(text, object_pairs_hook=json_text.once)
    except GivenTwice as exc:
        # The parser kept the last: '"description": "A", "description": "B"' imported B.
        raise MemdirError(f"{origin} gives the key {quoted(exc.args[0])} twice in one "
                          "object; nothing was imported.") from exc
    except ValueError as exc:
        raise MemdirError(f"{origin} is not valid JSON ({exc}).") from exc
    if isinstance(data, dict):
        if data.get("format") not in (None, EXPORT_FORMAT):
            raise MemdirError(f"{origin} is a {data.get('format')!r} export, not memdir's.")
        items = data.get("records")
    else:
        items = data
    if not isinstance(items, list):
        raise MemdirError(f"{origin} has no list of records.")
    out = []
    for i, item in enumerate(items, 1):
        origin_i = f"#{i}"
        if not isinstance(item, Mapping):
            out.append(Incoming(origin_i, None, problem="not an object"))
            continue
        unknown = sorted(set(item) - _ITEM_FIELDS, key=str)
        if unknown:
            # Dropped, a misspelt "bdy" lost the body and "scop": "user" sent a person's
            # record to the project's store, which a team may commit.
            raise _refused(origin_i, item, f"{quoted(unknown[0])} is no field of a record "
                                           f"(it takes {', '.join(sorted(_ITEM_FIELDS))})")
        given = {key: _text_of(item, key, origin_i) for key in _TEXT_FIELDS}
        scope = given["scope"] or None
        if scope not in (None, "project", "user"):
            # Read as no scope, a user record ("scope": "User") went by its type: to the
            # project's store, which a team may commit.
            raise _refused(origin_i, item, f"scope {quoted(scope)} is neither 'project' "
                                           "nor 'user'")
        source = item.get("source")
        extra = item.get("extra")
        out.append(Incoming(origin_i, Record(
            name=given["name"], description=given["description"],
            type=given["type"] or "project", body=given["body"],
            created=_given(item.get("created")), updated=_given(item.get("updated")),
            source=unspelled(dict(source)) if isinstance(source, Mapping) else None,
            supersedes=_given(item.get("supersedes")), origin=_given(item.get("origin")),
            superseded_by=_given(item.get("superseded_by")),
            valid_from=_given(item.get("valid_from")), valid_to=_given(item.get("valid_to")),
            extra=unspelled(dict(extra)) if isinstance(extra, Mapping) else {}), scope))
    return out


_TEXT_FIELDS = ("scope", "name", "description", "type", "body")
# What an item may hold: every field `export_records` writes, and the ``file`` and
# ``problems`` of ``memdir ls --json``, which the import reads too.
_ITEM_FIELDS = frozenset({*_TEXT_FIELDS, "created", "updated", "source", "supersedes",
                          "origin", "superseded_by", "valid_from", "valid_to", "extra",
                          "file", "problems"})


def _text_of(item: Mapping[str, Any], key: str, origin: str) -> str:
    """A text field of a JSON item ("" for none). Raises InvalidRecordError for any other
    value: a list or an object as a description was written as its Python repr."""
    value = item.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _refused(origin, item, f"{key} {quoted(value)} is not text")
    # A record drops a NUL byte and writes a lone surrogate ("\\ud800") as U+FFFD: what
    # was exported is not what would be imported.
    said = frontmatter.not_kept(value)
    if said is not None:
        raise _refused(origin, item, f"{key} {said.partition(';')[0]}")
    return value


def _refused(origin: str, item: Mapping[str, Any], why: str) -> InvalidRecordError:
    from memdir.pipeline.admission.secrets import quotable_name

    shown = quotable_name(item.get("name"))
    return InvalidRecordError(f"Import item {origin} ({shown}): {why}; nothing was "
                              "imported.")


def _given(value: Any) -> Any:
    """A field's value as the JSON gives it (None for none): the import checks it
    (`memdir.service.writes.imports`), so a number where a time belongs is refused
    rather than read as text."""
    return None if value in (None, "") else value


def claude_code_memory_dir(project: Path, home: Path | None = None) -> Path:
    """Where Claude Code keeps auto memory for ``project``: ``~/.claude/projects/<slug>/memory``.

    The slug is the project's absolute path with every character other than an ASCII
    letter or digit replaced by ``-`` (``/home/me/my_app`` -> ``-home-me-my-app``).
    """
    slug = re.sub(r"[^A-Za-z0-9]", "-", str(project.resolve()))
    return (home or Path.home()) / ".claude" / "projects" / slug / "memory"


# ----------------------------------------------------------------------------- writing
def import_records(incoming: Iterable[Incoming], memory: MemoryService, *,
                   scope: str | None = None, overwrite: bool = False,
                   dry_run: bool = False, origin: str = "") -> list[Imported]:
    """Write incoming records through the memory's one pipeline (an `Import` command),
    reporting each one.

    An import is one more writer: admission decides as it does for extraction or an MCP
    client (a temporary note, a duplicate or a secret is skipped with its reason; a
    correction updates the record it is about).

    Args:
        memory: the memory (local or a server's) that receives the records.
        scope: put every record in this store; default: the source's scope, else by type
            (``user`` records to the user store).
        overwrite: replace records whose name exists (the old text stays in history).
        origin: provenance written into ``source`` when the source had none.
    """
    items = list(incoming)
    if any(i.derived for i in items):
        items = _distinct_descriptions(items, memory)
    return memory.import_records(Import(
        [(i.origin, i.record, i.scope, i.problem) for i in items], scope=scope,
        overwrite=overwrite, dry_run=dry_run, origin=origin))


def _distinct_descriptions(items: list[Incoming], memory: MemoryService) -> list[Incoming]:
    """Descriptions memdir derived from a note's text, made distinct by the note's name
    when another note of this import or a stored record already has it with another
    text: the policy refuses a second record with an equal description as a duplicate,
    and such notes (Claude Code's, all headed "# Notes") only share a heading."""
    from dataclasses import replace

    from memdir.foundation.errors import NotFoundError
    from memdir.pipeline.admission.policy import normalize_for_compare as norm

    stored: dict[str, list[str]] = {}  # description -> names of stored records
    for entry in memory.list()[0]:
        stored.setdefault(norm(entry.description), []).append(entry.name)
    described: dict[str, str] = {}  # description -> body, this import
    out = []
    for item in items:
        rec = item.record
        if rec is None or not item.derived:
            out.append(item)
            continue
        key, body = norm(rec.description), norm(rec.body)
        taken = described.get(key)
        for name in stored.get(key, []) if taken is None else []:
            try:
                taken = norm(memory.get(name).record.body)
                break
            except NotFoundError:
                continue
        if taken is not None and taken != body:
            suffix = f" ({rec.name})"
            rec = rec.evolve(description=rec.description[:MAX_DESCRIPTION_CHARS - len(suffix)]
                             + suffix)
            item = replace(item, record=rec)
        described.setdefault(norm(rec.description), body)
        out.append(item)
    return out


def stored_records(memory: MemoryService, scope: str | None = None,
                   left_out: list[dict[str, str]] | None = None) -> list[tuple[str, Record]]:
    """Every record of the memory (of ``scope``), those a correction closed included, as
    (scope, record): the project's first, each scope's in name order. A file holding a
    name no command takes (written by hand, a clone's) is left out, and said in
    ``left_out`` (its scope, name and why): it failed the whole export."""
    from memdir.foundation.errors import InvalidNameError, NotFoundError

    entries = sorted(memory.list(scope=scope, history=True)[0],
                     key=lambda e: (e.scope != "project", name_key(e.name)))
    out = []
    for entry in entries:
        try:
            out.append((entry.scope, memory.get(entry.name, scope=entry.scope).record))
        except NotFoundError:  # deleted since it was listed
            continue
        except InvalidNameError as exc:
            if left_out is not None:
                left_out.append({"scope": entry.scope, "name": entry.name,
                                 "reason": str(exc)})
    return out


def export_records(memory: MemoryService, scope: str | None = None) -> dict[str, Any]:
    """Every record of the memory (closed ones too), as JSON-ready data that `read_json`
    reads back whole: every field of the record, validity and origin included (what an
    import keeps of each: `memdir.service.writes.imports`). ``left_out``: the files
    holding a name no command takes (`stored_records`), each its scope, name and why."""
    left_out: list[dict[str, str]] = []
    records = [{"scope": where, "name": rec.name, "type": rec.type,
                "description": rec.description, "body": rec.body,
                "created": rec.created, "updated": rec.updated,
                "source": rec.source, "supersedes": rec.supersedes, "origin": rec.origin,
                "superseded_by": rec.superseded_by, "valid_from": rec.valid_from,
                "valid_to": rec.valid_to,
                "extra": rec.extra or {}}
               for where, rec in stored_records(memory, scope, left_out)]
    # A NaN or an infinity a person typed in a file's YAML is spelled as YAML does
    # (`memdir.foundation.finite`): JSON has no such number; `read_json` reads it back.
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "exported": now_iso(),
            "records": spelled(records), "left_out": left_out}


def export_folder(memory: MemoryService, folder: str | os.PathLike[str],
                  scope: str | None = None,
                  left_out: list[dict[str, str]] | None = None) -> int:
    """Write the records as a seed-style folder: one ``<name>.md`` per record plus the
    ``MEMORY.md`` index, nothing else. Returns the count. The folder must be new or empty:
    an export never overwrites files. A name in both scopes is written once (project's).
    A file holding a name no command takes is said in ``left_out`` (`stored_records`)."""
    from memdir.foundation.record import file_name_for
    from memdir.store.files.store import INDEX_HEADER, atomic_write

    root = Path(folder)
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise MemdirError(f"{root} exists and is not an empty folder; choose a new one.")
    written: dict[str, Record] = {}
    try:
        root.mkdir(parents=True, exist_ok=True)
        for _, rec in stored_records(memory, scope, left_out):
            if rec.key in written:
                continue
            file = file_name_for(rec.name)
            atomic_write(root / file, rec.to_text())
            written[rec.key] = rec.evolve(file=file)
        lines = "".join(r.index_line() + "\n"
                        for r in sorted(written.values(), key=lambda r: r.key))
        atomic_write(root / INDEX_FILE, INDEX_HEADER + lines)
    except OSError as exc:
        raise MemdirError(f"Could not write {root}: {exc.strerror or exc}.") from exc
    return len(written)


__all__ = ["Incoming", "claude_code_memory_dir", "export_folder", "export_records",
           "import_records", "read_folder", "read_json", "record_from_markdown"]
