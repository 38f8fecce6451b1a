"""One memory record: its fields, its Markdown file format, and the rules for its name.

A record is a Markdown file with a YAML frontmatter block::

    ---
    name: prefer-pytest
    description: Tests in this project use pytest, never unittest
    type: feedback
    created: '2026-12-02T18:00:00Z'
    updated: '2026-12-02T18:00:00Z'
    source:
      session: 9f3c...
      message: 1
      quote: 以后在这个项目里写测试一律用 pytest
    ---
    The user corrected this explicitly: write pytest functions and fixtures.

The block starts with a line that is exactly ``---`` and ends at the *next line* that is
exactly ``---``. (The teaching code split on the first ``---`` anywhere, so a description
containing ``---`` was cut and the record lost its type.) Values that could span lines are
written double-quoted with escapes, so no value can ever produce a ``---`` line.

Files are hostile input: a person or another program may have written them. Parsing never
raises; what it could not understand is listed in ``Record.problems``.
"""

from __future__ import annotations

import functools
import re
import sys
import unicodedata
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memdir.foundation import frontmatter
from memdir.foundation.errors import InvalidNameError, InvalidRecordError
from memdir.foundation.frontmatter import FENCE, KNOWN_KEYS, as_text
from memdir.foundation.frontmatter import clean_text as _clean

# The rules of a name are `memdir.foundation.names`, read here under their old home too.
from memdir.foundation.names import INDEX_FILE as INDEX_FILE
from memdir.foundation.names import MAX_NAME_BYTES as MAX_NAME_BYTES
from memdir.foundation.names import MAX_NAME_CHARS as MAX_NAME_CHARS
from memdir.foundation.names import file_name_for as file_name_for
from memdir.foundation.names import free_name as free_name
from memdir.foundation.names import name_key as name_key
from memdir.foundation.names import numbered_name as numbered_name
from memdir.foundation.names import validate_name as validate_name

# hashlib loads OpenSSL, a few ms of every process, and every recall and hook process hashes
# the records it reads; CPython's built-in SHA-256 gives the same digests (random.py loads
# its SHA-512 the same way).
try:
    if sys.version_info >= (3, 12):
        from _sha2 import sha256 as _sha256
    else:
        from _sha256 import sha256 as _sha256
except ImportError:  # pragma: no cover - a Python built without them
    from hashlib import sha256 as _sha256

if TYPE_CHECKING:
    from memdir.foundation.anchor import Anchor

MEMORY_TYPES = ("user", "feedback", "project", "reference")
MAX_DESCRIPTION_CHARS = 1_000
# A record file bigger than this is not a memory: the store refuses to load it, so every
# write path refuses to write it (a body one could store but never read back is lost).
MAX_RECORD_BYTES = 1_000_000
# The records a store holds before consolidation makes each group shrink to its share.
MAX_RECORDS = 200

# Who wrote a record (`memdir.service.origins`): the person in their own session, a model, an
# import, a cloned repository, or an untrusted visitor. Records written before the field
# existed have none; their origin is derived when read.
ORIGINS = ("user", "model", "import", "repository", "visitor")


def now_iso() -> str:
    """The current UTC time as an ISO 8601 string with second precision."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def timestamp(value: str | None) -> float | None:
    """Seconds since the epoch of a record time (``created``/``updated``), else None."""
    if not value:
        return None
    try:
        dt = datetime.fromisoformat(value.strip())
        return (dt if dt.tzinfo else dt.replace(tzinfo=UTC)).timestamp()
    except (ValueError, OverflowError, OSError):
        return None


def ranking_time(rec: Record) -> str:
    """``updated`` (else ``created``) for "newest first" comparisons, never after now.

    A repository can commit a record dated 2099; compared as written it would win every
    "the later one is the correction" and "keep the newest" decision for good.
    """
    value = rec.updated or rec.created or ""
    when = timestamp(value)
    return now_iso() if when is not None and when > datetime.now(UTC).timestamp() else value


def shown_time(value: str | None) -> str:
    """A record time as a model is shown it: a future one is marked as not to be trusted;
    one that is no time is not shown (it is printed inside memdir's own words, "NAME (TYPE,
    updated TIME)", where a repository's "...; origin: user" would pass for memdir's)."""
    when = timestamp(value)
    if when is None:
        return ""
    if when > datetime.now(UTC).timestamp():
        return f"{value} (a date in the future: not trusted)"
    return value or ""


def same_memory(a: Record, b: Record) -> bool:
    """Whether two records say the same: description, type, text and interval, whatever
    their names (another copy of it loses nothing when it goes, and is never made)."""
    return (a.description, a.type, a.body.strip(), a.valid_from, a.valid_to) == \
        (b.description, b.type, b.body.strip(), b.valid_from, b.valid_to)


def flatten(text: str) -> str:
    """Collapse all whitespace, newlines included, so text cannot forge a catalog line."""
    return " ".join(text.split())


def content_hash(text: str) -> str:
    """Hash of a file's text, carried by updates to detect a writer that raced us."""
    digest: str = _sha256(text.encode("utf-8")).hexdigest()
    return digest[:16]


@dataclass(frozen=True)
class Record:
    """One memory. ``name`` is its identity; ``file`` and ``hash`` are set by the store."""

    name: str
    description: str
    type: str
    body: str = ""
    created: str | None = None
    updated: str | None = None
    source: dict[str, Any] | None = None
    supersedes: str | None = None
    origin: str | None = None
    # When the fact holds (`memdir.foundation.validity`): a correction closes the record it
    # replaces (``valid_to``, ``superseded_by``) and opens the new one (``valid_from``,
    # ``supersedes`` naming the old one). None: open on that side.
    superseded_by: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    file: str | None = field(default=None, compare=False)
    hash: str | None = field(default=None, compare=False)
    problems: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        # The name keeps a NUL byte or a surrogate so that validate() refuses it: a name
        # is untrusted input, refused rather than silently changed.
        set_(self, "name", unicodedata.normalize("NFC", str(self.name)).strip())
        set_(self, "description", _clean(str(self.description)))
        set_(self, "type", _clean(str(self.type)).strip())
        set_(self, "body", _clean(str(self.body)).strip("\n"))

    @property
    def key(self) -> str:
        return name_key(self.name)

    @functools.cached_property
    def anchors(self) -> tuple[Anchor, ...]:
        """The code this memory cites (frontmatter ``anchors:``), unusable entries dropped.
        Parsed once per record object: recall reads the same cached records every turn."""
        if "anchors" not in self.extra:
            return ()
        from memdir.foundation.anchor import parse_anchors

        return parse_anchors(self.extra["anchors"])[0]

    def validate(self) -> Record:
        """Raise InvalidRecordError / InvalidNameError unless this record may be written."""
        validate_name(self.name)
        if self.type not in MEMORY_TYPES:
            raise InvalidRecordError(
                f"Memory type {self.type!r} is not one of {', '.join(MEMORY_TYPES)}."
            )
        if not self.description.strip():
            raise InvalidRecordError(f"Memory {self.name!r} needs a description.")
        if len(self.description) > MAX_DESCRIPTION_CHARS:
            raise InvalidRecordError(
                f"The description of {self.name!r} is longer than {MAX_DESCRIPTION_CHARS} "
                "characters; put the detail in the body."
            )
        # A field of its own under another name: "valid_to" in the extra fields would be
        # read back as the record's validity (closing it without a correction), a second
        # "origin" as whoever it names.
        named = sorted(set(self.extra) & set(frontmatter.KNOWN_KEYS))
        if named:
            raise InvalidRecordError(
                f"The extra fields of {self.name!r} name fields of the record itself "
                f"({', '.join(named)}), which the write path sets."
            )
        return self

    def evolve(self, **changes: Any) -> Record:
        """A copy with some fields changed (store-managed fields are reset)."""
        changes.setdefault("hash", None)
        changes.setdefault("problems", ())
        return replace(self, **changes)

    def index_line(self) -> str:
        """This record's line in MEMORY.md: ``- [name](file.md) - description``."""
        target = self.file or file_name_for(self.name)
        if any(c in "()<>" or c.isspace() for c in target):
            target = f"<{target}>"
        # Only line breaks are collapsed in the name: a valid name (it has none) must read
        # back exactly, or the store would map it to another record.
        one_line = " ".join(self.name.splitlines())
        label = re.sub(r"([\\\[\]])", r"\\\1", one_line)
        return f"- [{label}]({target}) - {flatten(self.description)}"

    def to_text(self) -> str:
        """Render the file content: frontmatter block, then the body."""
        meta: dict[str, Any] = {
            "name": self.name,
            "description": self.description,
            "type": self.type,
        }
        for key in ("created", "updated", "source", "supersedes", "origin", "superseded_by",
                    "valid_from", "valid_to"):
            value = getattr(self, key)
            if value:
                meta[key] = value
        for key, value in self.extra.items():
            meta.setdefault(key, value)
        header = dump_frontmatter(meta)
        body = self.body + "\n" if self.body else ""
        return f"{FENCE}\n{header}{FENCE}\n{body}"


def dump_frontmatter(meta: dict[str, Any], *, fast: bool = True) -> str:
    """The YAML between the fences: one key per line, in the order given."""
    return frontmatter.dump(meta, fast=fast)


CONFLICT_PROBLEM = ("it holds git conflict markers (merged without memdir's merge driver); "
                    "'memdir doctor --fix' merges both sides")


def has_conflict_markers(text: str) -> bool:
    """Whether ``text`` holds a git conflict block: a ``<<<<<<<`` line, later a
    ``=======`` line, later a ``>>>>>>>`` line. Lines inside a fenced code block do not
    count: a memory may show what a conflict looks like."""
    if "<<<<<<<" not in text:
        return False
    seen = 0  # 1: an opening line, 2: and a separator
    fenced = False
    for line in text.split("\n"):
        if line.startswith(("```", "~~~")):
            fenced = not fenced
        elif fenced:
            continue
        elif seen == 0 and (line == "<<<<<<<" or line.startswith("<<<<<<< ")):
            seen = 1
        elif seen == 1 and line.rstrip("\r") == "=======":
            seen = 2
        elif seen == 2 and (line.rstrip("\r") == ">>>>>>>" or line.startswith(">>>>>>> ")):
            return True
    return False


def parse_record(text: str, file: str | None = None) -> Record:
    """Parse a memory file. Never raises: what it cannot read is listed in ``problems``.

    A file holding git conflict markers (a merge made without memdir's driver) is not
    read as data: its record has no description or body, only `CONFLICT_PROBLEM`, so
    recall never shows a model half of two versions glued together.

    Args:
        text: the file's content.
        file: its file name; the name falls back to the file's stem.
    """
    text = text.lstrip("\ufeff")
    digest = content_hash(text)
    # NUL bytes are dropped before parsing: YAML refuses them, and the fields would fail
    # (a type "us\0er" is no type at all).
    text = _clean(text)
    problems: list[str] = []
    stem = file[:-3] if file and file.lower().endswith(".md") else (file or "")
    if has_conflict_markers(text):
        return Record(name=stem, description="", type="project", file=file, hash=digest,
                      problems=(CONFLICT_PROBLEM,))
    split = frontmatter.split(text)
    meta: dict[str, Any] = {}
    if split is None:
        problems.append("no frontmatter block (a '---' line, fields, a closing '---' line)")
        body = text
    else:
        header, body = split
        if text.startswith(FENCE + "\r\n"):
            # A CRLF file (Windows editor): this writer never emits "\r\n" after the fence,
            # so normalizing here cannot alter a body this writer saved.
            body = body.replace("\r\n", "\n")
        meta = _read_header(header, problems)
    name = as_text(meta.get("name")).strip() or stem
    if not name:
        problems.append("no name")
    else:
        try:
            validate_name(name)
        except InvalidNameError as exc:  # written by hand: it can be read, not addressed
            problems.append(f"the name cannot be used ({exc.reason})")
    rtype = as_text(meta.get("type")).strip()
    if rtype not in MEMORY_TYPES:
        if rtype:
            problems.append(f"unknown type {rtype!r}, read as 'project'")
        elif split is not None and not problems:
            problems.append("no type, read as 'project'")
        rtype = "project"
    return _from_meta(meta, name, rtype, body, file, digest, problems)


def _read_header(header: list[str], problems: list[str]) -> dict[str, Any]:
    """The fields of a frontmatter block; a block that is not YAML is read line by line
    as the teaching code did, with a problem unless that found the three fields."""
    try:
        loaded = frontmatter.load(header) if header else {}
        if loaded is None:
            loaded = {}
        if not isinstance(loaded, dict):
            raise ValueError("frontmatter is not a mapping")
        return {**frontmatter.normalize(loaded), **frontmatter.plain_values(header)}
    except (ValueError, RecursionError) as exc:  # frontmatter.HeaderError is a ValueError
        meta = frontmatter.loose_header(header)
        if not all(k in meta for k in ("name", "description", "type")):
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            problems.append(f"frontmatter is not valid YAML ({first})")
        return meta


def _from_meta(meta: dict[str, Any], name: str, rtype: str, body: str, file: str | None,
               digest: str, problems: list[str]) -> Record:
    source = meta.get("source")
    if source is not None and not isinstance(source, dict):
        source = {"note": as_text(source)}
    extra = {k: v for k, v in meta.items() if k not in KNOWN_KEYS}
    origin = as_text(meta.get("origin")).strip() or None
    if origin is not None and origin not in ORIGINS:
        # Not ours to interpret (a hand-written "origin: admin"): kept as written, and
        # the record's origin is derived as for a record without one.
        extra["origin"], origin = meta.get("origin"), None
    return Record(
        name=name,
        description=as_text(meta.get("description")),
        type=rtype,
        body=body,
        created=as_text(meta.get("created")) or None,
        updated=as_text(meta.get("updated")) or None,
        source=source,
        supersedes=as_text(meta.get("supersedes")) or None,
        origin=origin,
        superseded_by=as_text(meta.get("superseded_by")) or None,
        valid_from=as_text(meta.get("valid_from")) or None,
        valid_to=as_text(meta.get("valid_to")) or None,
        extra=extra,
        file=file,
        hash=digest,
        problems=tuple(problems),
    )


_INDEX_LINE = re.compile(r"^- \[((?:\\.|[^\\\]])*)\]\((<[^>]*>|[^\s]*?)\)(?: - (.*))?$")


def parse_index_line(line: str) -> tuple[str, str, str] | None:
    """(name, file, description) of a MEMORY.md line, or None if it is not an index line."""
    m = _INDEX_LINE.match(line.rstrip("\r"))
    if not m:
        return None
    name = re.sub(r"\\(.)", r"\1", m.group(1))
    target = m.group(2)
    if target.startswith("<"):
        target = target[1:-1]
    return name, target, m.group(3) or ""

