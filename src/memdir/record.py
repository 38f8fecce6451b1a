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
import hashlib
import re
import unicodedata
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from typing import Any

import yaml

from .anchors import Anchor, parse_anchors
from .errors import InvalidNameError, InvalidRecordError

MEMORY_TYPES = ("user", "feedback", "project", "reference")
INDEX_FILE = "MEMORY.md"
MAX_NAME_CHARS = 100
MAX_NAME_BYTES = 200  # file systems allow 255 bytes per name; keep room for ".md" and temp suffixes
MAX_DESCRIPTION_CHARS = 1_000
# A record file bigger than this is not a memory: the store refuses to load it, so every
# write path refuses to write it (a body one could store but never read back is lost).
MAX_RECORD_BYTES = 1_000_000
FENCE = "---"

_FORBIDDEN_NAME_CHARS = set('/\\:*?"<>|')
_WINDOWS_DEVICES = {"con", "prn", "aux", "nul"} | {
    f"{p}{i}" for p in ("com", "lpt") for i in range(10)
}
_KNOWN_KEYS = ("name", "description", "type", "created", "updated", "source", "supersedes",
               "origin")
# Who wrote a record (`memdir.origins`): the person in their own session, a model, an
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
    """A record time as a model is shown it: a future one is marked as not to be trusted."""
    when = timestamp(value)
    if value and when is not None and when > datetime.now(UTC).timestamp():
        return f"{value} (a date in the future: not trusted)"
    return value or ""


_SURROGATES = re.compile("[\ud800-\udfff]")


def _clean(text: str) -> str:
    # NUL bytes break C-level tooling (grep, editors) and can hide text from a person.
    # Lone surrogates (a model's JSON may carry "\\ud800") cannot be encoded as UTF-8 and
    # would make the history log or the file write fail halfway.
    return _SURROGATES.sub("\ufffd", text.replace("\x00", ""))


# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties) plus the blanks that render
# as nothing: a name holding one lists exactly like the same name without it (a Hangul
# filler appended to "prefer-pytest" made a second record that looked like the first).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]")


@functools.lru_cache(maxsize=1)
def _latin_prototypes() -> dict[int, str]:
    """Non-ASCII character -> the ASCII text it is confusable with (Unicode's
    confusables.txt, as the confusable-homoglyphs package ships it), as a `str.translate`
    table. Loaded on the first non-ASCII name only (15-50 ms, once per process)."""
    from confusable_homoglyphs.confusables import confusables_data

    table = {}
    for char, glyphs in confusables_data.items():
        if char.isascii() or len(char) != 1:
            continue  # "l" and "1", "rn" and "m" are distinct names in plain ASCII
        for glyph in glyphs:
            text = glyph["c"].replace("\u200e", "")  # bidi marks the data wraps RTL text in
            if text.isascii() and text.strip():
                table[ord(char)] = text
                break
    return table


@functools.lru_cache(maxsize=65_536)
def _skeleton(name: str) -> str:
    text = _INVISIBLE.sub("", unicodedata.normalize("NFKC", name)).casefold()
    text = text.translate(_latin_prototypes())
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def name_key(name: str) -> str:
    """The identity of a name: names that look the same are one record.

    Equal after NFKC normalization and case folding, with invisible characters dropped,
    runs of blanks (no-break, ideographic) read as one space, and every non-ASCII letter
    that has an ASCII look-alike (Cyrillic "е", Greek "ο") read as that letter: a UTS #39
    skeleton toward ASCII, from Unicode's confusables data.
    """
    if name.isascii():
        return " ".join(name.split()).casefold()
    return _skeleton(name)


def validate_name(name: object) -> str:
    """Check a record name that may come from a model, and return it normalized (NFC, stripped).

    Raises:
        InvalidNameError: the name could escape the store, overwrite the index, or cannot be
            a portable file name.
    """
    if not isinstance(name, str):
        raise InvalidNameError(repr(name), "a name must be text")
    if "\x00" in name:
        raise InvalidNameError(name.replace("\x00", "\\0"), "it contains a NUL byte")
    norm = unicodedata.normalize("NFC", name).strip()
    if not norm:
        raise InvalidNameError(name, "it is empty")
    if len(norm) > MAX_NAME_CHARS or len(norm.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES:
        raise InvalidNameError(name, f"it is longer than {MAX_NAME_CHARS} characters")
    if any(c in _FORBIDDEN_NAME_CHARS for c in norm):
        raise InvalidNameError(name, 'it contains one of / \\ : * ? " < > |')
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in norm) or (
            _INVISIBLE.search(norm)):
        raise InvalidNameError(name, "it contains control or invisible characters")
    if norm.startswith(".") or norm == "..":
        raise InvalidNameError(name, "it starts with a dot")
    if norm.endswith("."):
        raise InvalidNameError(name, "it ends with a dot")
    key = norm.casefold()
    # Compared case-folded: on macOS and Windows "memory.md" *is* MEMORY.md.
    if key in ("memory", INDEX_FILE.casefold()):
        raise InvalidNameError(name, "it is the name of the index file")
    if key.split(".")[0] in _WINDOWS_DEVICES:
        raise InvalidNameError(name, "it is a reserved device name on Windows")
    return norm


def file_name_for(name: str) -> str:
    """The file name a record of this (validated) name is written to."""
    return validate_name(name) + ".md"


def flatten(text: str) -> str:
    """Collapse all whitespace, newlines included, so text cannot forge a catalog line."""
    return " ".join(text.split())


def content_hash(text: str) -> str:
    """Hash of a file's text, carried by updates to detect a writer that raced us."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


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
        for key in ("created", "updated", "source", "supersedes", "origin"):
            value = getattr(self, key)
            if value:
                meta[key] = value
        for key, value in self.extra.items():
            meta.setdefault(key, value)
        header = dump_frontmatter(meta)
        body = self.body + "\n" if self.body else ""
        return f"{FENCE}\n{header}{FENCE}\n{body}"


class _Dumper(yaml.SafeDumper):
    pass


_NEEDS_QUOTES = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]|^\s|\s$")


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    # Anything that could make the emitter break the value over several lines is written
    # double-quoted with escapes; the rest is left to PyYAML (plain or single-quoted).
    style = '"' if _NEEDS_QUOTES.search(value) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_str)

# libyaml's emitter writes the same text as PyYAML's for the Basic Multilingual Plane but
# escapes characters beyond it (emoji become "\U0001F600", unreadable to a person) and
# refuses lone surrogates, so it is used only where neither occurs (most records): it
# renders a record's frontmatter in a tenth of the time.
_CDumper = type("_CDumper", (getattr(yaml, "CSafeDumper", _Dumper),), {})
_CDumper.add_representer(str, _represent_str)
_BEYOND_BMP = re.compile(r"[\ud800-\udfff\U00010000-\U0010ffff]")


def dump_frontmatter(meta: dict[str, Any], *, fast: bool = True) -> str:
    """The YAML between the fences: one key per line, in the order given."""
    simple = fast and all(isinstance(x, str) and not _BEYOND_BMP.search(x)
                          for item in meta.items() for x in item)
    return yaml.dump(meta, Dumper=_CDumper if simple else _Dumper, allow_unicode=True,
                     sort_keys=False, width=2**30)


def _as_text(value: Any) -> str:
    if isinstance(value, datetime):
        if value.tzinfo is not None and value.utcoffset() == UTC.utcoffset(None):
            return value.strftime("%Y-%m-%dT%H:%M:%SZ")
        return value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if value is None:
        return ""
    return str(value)


def _normalize(value: Any) -> Any:
    """Make a loaded YAML value plain data: dates as strings, keys as strings."""
    if isinstance(value, dict):
        return {str(k): _normalize(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_normalize(v) for v in value]
    if isinstance(value, (datetime, date)):
        return _as_text(value)
    if isinstance(value, str):
        return _clean(value)
    return value


def _split_frontmatter(text: str) -> tuple[list[str], str] | None:
    """Header lines and body, or None if the text has no complete frontmatter block."""
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r") != FENCE:
        return None
    for i in range(1, len(lines)):
        if lines[i].rstrip("\r") == FENCE:
            return [ln.rstrip("\r") for ln in lines[1:i]], "\n".join(lines[i + 1 :])
    return None


class _Loader(yaml.SafeLoader):
    """The safe loader without aliases: ``*ref`` chains expand exponentially (a few hundred
    bytes of "billion laughs" frontmatter would hang every ``list()``)."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise yaml.composer.ComposerError(
                None, None, "aliases (*name) are not allowed", self.peek_event().start_mark
            )
        return super().compose_node(parent, index)


# libyaml's loader is several times faster (parsing is most of an index rebuild); it is
# used only where no alias can occur, since it cannot refuse them as `_Loader` does.
_CSafeLoader = getattr(yaml, "CSafeLoader", None)
_FastLoader = type("_FastLoader", (_CSafeLoader,), {}) if _CSafeLoader else None

MAX_NUMBER_CHARS = 100


def _construct_int(loader: Any, node: Any) -> Any:
    # A 5,000-digit hex integer loads fine but can never be written back (Python refuses
    # to print an int of more than 4,300 digits), and a decimal one fails the whole
    # frontmatter: no one writes such a number by hand, so it is kept as the text it was.
    text = loader.construct_scalar(node)
    if len(text) > MAX_NUMBER_CHARS:
        return text
    return yaml.SafeLoader.construct_yaml_int(loader, node)


for _loader in (_Loader, _FastLoader):
    if _loader is not None:
        _loader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def _load_yaml(text: str) -> Any:
    if _FastLoader is not None and "*" not in text and "&" not in text:
        return yaml.load(text, Loader=_FastLoader)
    return yaml.load(text, Loader=_Loader)


_YAML_SYNTAX = tuple("'\"|>&!*")


def _plain_values(lines: list[str]) -> dict[str, str]:
    """The one-line unquoted ``name``/``description``/``type`` values, as written.

    The teaching code wrote ``description: {text}`` unquoted and read it back verbatim, so
    YAML typing must not apply to those lines: ``yes`` is not True, ``0x1F`` is not 31 and
    ``run tests #daily`` has no comment. This writer only emits plain style when YAML reads
    the text back unchanged, so its own files are unaffected.
    """
    out: dict[str, str] = {}
    for i, line in enumerate(lines):
        key, sep, value = line.partition(":")
        if not sep or key not in ("name", "description", "type"):
            continue
        value = value.strip()
        continued = i + 1 < len(lines) and lines[i + 1].startswith((" ", "\t"))
        if value and not value.startswith(_YAML_SYNTAX) and not continued:
            out[key] = value
    return out


def _loose_header(lines: list[str]) -> dict[str, Any]:
    """Read ``key: value`` lines the way the teaching code did (for its unquoted colons)."""
    meta: dict[str, Any] = {}
    for line in lines:
        key, sep, value = line.partition(":")
        if sep and key.strip() in _KNOWN_KEYS and not line.startswith((" ", "\t")):
            meta[key.strip()] = value.strip()
    return meta


def parse_record(text: str, file: str | None = None) -> Record:
    """Parse a memory file. Never raises: what it cannot read is listed in ``problems``.

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
    split = _split_frontmatter(text)
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
        try:
            loaded = _load_yaml("\n".join(header)) if header else {}
            if loaded is None:
                loaded = {}
            if not isinstance(loaded, dict):
                raise ValueError("frontmatter is not a mapping")
            meta = {**_normalize(loaded), **_plain_values(header)}
        except (yaml.YAMLError, ValueError, RecursionError) as exc:
            meta = _loose_header(header)
            if not all(k in meta for k in ("name", "description", "type")):
                first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                problems.append(f"frontmatter is not valid YAML ({first})")
    name = _as_text(meta.get("name")).strip() or stem
    if not name:
        problems.append("no name")
    else:
        try:
            validate_name(name)
        except InvalidNameError as exc:  # written by hand: it can be read, not addressed
            problems.append(f"the name cannot be used ({exc.reason})")
    rtype = _as_text(meta.get("type")).strip()
    if rtype not in MEMORY_TYPES:
        if rtype:
            problems.append(f"unknown type {rtype!r}, read as 'project'")
        elif split is not None and not problems:
            problems.append("no type, read as 'project'")
        rtype = "project"
    source = meta.get("source")
    if source is not None and not isinstance(source, dict):
        source = {"note": _as_text(source)}
    extra = {k: v for k, v in meta.items() if k not in _KNOWN_KEYS}
    origin = _as_text(meta.get("origin")).strip() or None
    if origin is not None and origin not in ORIGINS:
        # Not ours to interpret (a hand-written "origin: admin"): kept as written, and
        # the record's origin is derived as for a record without one.
        extra["origin"], origin = meta.get("origin"), None
    return Record(
        name=name,
        description=_as_text(meta.get("description")),
        type=rtype,
        body=body,
        created=_as_text(meta.get("created")) or None,
        updated=_as_text(meta.get("updated")) or None,
        source=source,
        supersedes=_as_text(meta.get("supersedes")) or None,
        origin=origin,
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


def __getattr__(name: str) -> Any:
    # `Candidate` moved next to the admission policy (`memdir.candidate`); it imports this
    # module, so the old name is resolved on first use rather than at import.
    if name == "Candidate":
        from .candidate import Candidate

        return Candidate
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
