"""A record file's frontmatter: the YAML block between the fences, read and written.

memdir writes frontmatter in a small, regular part of YAML: one ``key: value`` per line,
strings plain, single- or double-quoted on their line, small integers, and one level of
nested mapping (``source:``). `load` reads that part itself and hands anything else to
PyYAML. Every `memdir recall` and every Claude Code hook is a new process, and importing
PyYAML and building its loader was a quarter of what such a process spent before
answering, to read files memdir had written itself.

The reader answers only where PyYAML's answer is certain to be the same: a line it is not
sure of (a comment, a tab, a flow collection, a plain ``yes`` or ``1.5``, an unusual
escape...) makes it give up, and PyYAML reads the whole block as before. Hostile and odd
inputs are compared with PyYAML in tests/test_frontmatter.py. Writing still uses PyYAML
(imported on the first write).
"""

from __future__ import annotations

import functools
import re
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any, cast

from memdir.foundation.errors import HeaderError
from memdir.foundation.terminal import control_character

if TYPE_CHECKING:
    from yaml.constructor import SafeConstructor
    from yaml.representer import SafeRepresenter

FENCE = "---"
MAX_NUMBER_CHARS = 100
KNOWN_KEYS = ("name", "description", "type", "created", "updated", "source", "supersedes",
              "origin", "superseded_by", "valid_from", "valid_to")

_SURROGATES = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    # NUL bytes break C-level tooling (grep, editors) and can hide text from a person.
    # Lone surrogates (a model's JSON may carry "\\ud800") cannot be encoded as UTF-8 and
    # would make the history log or the file write fail halfway.
    return _SURROGATES.sub("\ufffd", text.replace("\x00", ""))


def not_kept(text: str) -> str | None:
    """What `clean_text` would change in ``text``, as the end of a sentence naming the
    field ("holds a NUL byte"), or None when it keeps ``text`` as given. A writer's text
    is refused rather than changed without a word: a body "a\\0b" was stored as "ab",
    'café' given in Latin-1 (a byte Python reads as a lone surrogate) as 'caf\\ufffd'."""
    said = control_character(text)  # NUL, ESC, BEL...: one rule with admission's
    if said is not None:
        return said
    if _SURROGATES.search(text):
        return ("holds text that is not Unicode (a lone surrogate, or a byte of another "
                "encoding than UTF-8); a record cannot keep it")
    return None


def split(text: str) -> tuple[list[str], str] | None:
    """Header lines and body, or None if the text has no complete frontmatter block."""
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r") != FENCE:
        return None
    for i in range(1, len(lines)):
        if lines[i].rstrip("\r") == FENCE:
            return [ln.rstrip("\r") for ln in lines[1:i]], "\n".join(lines[i + 1 :])
    return None


# ----------------------------------------------------------------------------- reading
_UNSURE = object()  # the subset reader's "not mine: ask PyYAML"
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_INT = re.compile(r"0|[1-9][0-9]{0,17}")
# YAML 1.1's plain words that are not strings (PyYAML's bool and null resolvers), in any
# case: a case PyYAML would read as a string is left to PyYAML too.
_NOT_STRINGS = frozenset("yes no true false on off null".split())
# PyYAML's escapes in double-quoted scalars (yaml.scanner.Scanner.ESCAPE_REPLACEMENTS).
_ESCAPES = {"0": "\x00", "a": "\x07", "b": "\x08", "t": "\t", "\t": "\t", "n": "\n",
            "v": "\x0b", "f": "\x0c", "r": "\r", "e": "\x1b", " ": " ", '"': '"', "\\": "\\",
            "/": "/", "N": "\x85", "_": "\xa0", "L": "\u2028", "P": "\u2029"}
_HEX_DIGITS = {"x": 2, "u": 4, "U": 8}
_HEX = frozenset("0123456789abcdefABCDEF")


def load(lines: list[str]) -> Any:
    """The value of a frontmatter block (its lines between the fences).

    Raises:
        HeaderError: the block is not YAML (PyYAML's message).
    """
    value = _read_subset(lines)
    if value is not _UNSURE:
        return value
    import yaml

    text = "\n".join(lines)
    try:
        if "*" not in text and "&" not in text and _fast_loader() is not None:
            return yaml.load(text, Loader=_fast_loader())
        return yaml.load(text, Loader=_safe_loader())
    except (yaml.YAMLError, RecursionError) as exc:
        raise HeaderError(str(exc) or type(exc).__name__) from exc


def _read_subset(lines: list[str]) -> Any:
    """The mapping of a block in memdir's own subset of YAML, else `_UNSURE`."""
    out: dict[str, Any] = {}
    nested: dict[str, Any] | None = None
    indent = ""
    for line in lines:
        if not line.isprintable():  # tabs, controls, YAML line breaks (\x85, \u2028...)
            return _UNSURE
        if line.startswith(" "):
            if nested is None:
                return _UNSURE
            body = line.lstrip(" ")
            if indent and line[:len(line) - len(body)] != indent:
                return _UNSURE
            indent = line[:len(line) - len(body)]
            key, value = _entry(body)
            if key is None or value is None or key in nested:
                return _UNSURE
            nested[key] = value
            continue
        key, value = _entry(line)
        if key is None or key in out:
            return _UNSURE
        if value is None:  # "key:" alone: a nested mapping follows, or nothing (null)
            out[key] = nested = {}
            indent = ""
            continue
        out[key] = value
        nested = None
    # "key:" with nothing under it is null in YAML, not an empty mapping.
    return {k: (None if v == {} else v) for k, v in out.items()}


def _entry(line: str) -> tuple[str | None, Any]:
    """(key, value) of a ``key: value`` line (value None for ``key:``); key None if the
    line is not one the subset reader is sure of."""
    key, sep, rest = line.partition(":")
    if not sep or not _KEY.fullmatch(key) or key.lower() in _NOT_STRINGS:
        return None, None
    if not rest:
        return key, None
    if not rest.startswith(" "):
        return None, None
    value = _scalar(rest.strip(" "))
    return (None, None) if value is _UNSURE else (key, value)


def _scalar(text: str) -> Any:
    """A one-line scalar's value, or `_UNSURE`."""
    if not text:
        return _UNSURE
    if text[0] == "'":
        if len(text) < 2 or text[-1] != "'" or "'" in text[1:-1].replace("''", ""):
            return _UNSURE
        return text[1:-1].replace("''", "'")
    if text[0] == '"':
        return _double_quoted(text)
    if _INT.fullmatch(text):
        return int(text)
    if text[0] in "0123456789":
        # A string unless YAML 1.1 reads a number or a date: every such form is digits
        # only, starts 0x/0b, or holds one of . : - _ + (a session id "9f3c" is a string).
        if text.isdigit() or text[:2] in ("0x", "0b") or any(c in ".:-_+" for c in text):
            return _UNSURE
    elif not text[0].isalpha() or text.lower() in _NOT_STRINGS:
        return _UNSURE
    if ": " in text or " #" in text or text.endswith(":"):
        return _UNSURE
    return text


def _double_quoted(text: str) -> Any:
    """The value of ``"..."`` (escapes as PyYAML reads them), or `_UNSURE`."""
    if len(text) < 2 or text[-1] != '"':
        return _UNSURE
    out: list[str] = []
    i, end = 1, len(text) - 1
    while i < end:
        j = text.find("\\", i, end)
        stop = end if j < 0 else j
        chunk = text[i:stop]
        if '"' in chunk:  # the closing quote came earlier: more text follows it
            return _UNSURE
        out.append(chunk)
        if j < 0:
            break
        if j + 1 >= end:
            return _UNSURE
        code = text[j + 1]
        if code in _ESCAPES:
            out.append(_ESCAPES[code])
            i = j + 2
            continue
        width = _HEX_DIGITS.get(code)
        digits = text[j + 2:j + 2 + width] if width else ""
        if not width or len(digits) != width or j + 2 + width > end or not set(digits) <= _HEX:
            return _UNSURE
        number = int(digits, 16)
        if number > 0x10FFFF or 0xD800 <= number <= 0xDFFF:  # libyaml refuses these
            return _UNSURE
        out.append(chr(number))
        i = j + 2 + width
    return "".join(out)


@functools.cache
def _safe_loader() -> Any:
    """The safe loader without aliases: ``*ref`` chains expand exponentially (a few
    hundred bytes of "billion laughs" frontmatter would hang every ``list()``)."""
    import yaml

    class Loader(yaml.SafeLoader):
        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.AliasEvent):
                event: Any = self.peek_event()  # type: ignore[no-untyped-call]
                raise yaml.composer.ComposerError(
                    None, None, "aliases (*name) are not allowed", event.start_mark)
            return super().compose_node(parent, index)

    Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    return Loader


@functools.cache
def _fast_loader() -> Any:
    """libyaml's loader, several times faster; used only where no alias can occur, since
    it cannot refuse them as `_safe_loader` does. None without libyaml."""
    import yaml

    base = getattr(yaml, "CSafeLoader", None)
    if base is None:
        return None
    # A subclass, so the constructor added is this one's only (libyaml's own class is
    # shared); a SafeConstructor like every loader.
    loader = cast("type[SafeConstructor]", type("FastLoader", (base,), {}))
    loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    return loader


def _construct_int(loader: Any, node: Any) -> Any:
    # A 5,000-digit hex integer loads fine but can never be written back (Python refuses
    # to print an int of more than 4,300 digits), and a decimal one fails the whole
    # frontmatter: no one writes such a number by hand, so it is kept as the text it was.
    import yaml

    text = loader.construct_scalar(node)
    if len(text) > MAX_NUMBER_CHARS:
        return text
    return yaml.SafeLoader.construct_yaml_int(loader, node)


def as_text(value: Any) -> str:
    """A loaded value as a record field's text (a YAML date as ISO 8601)."""
    if isinstance(value, datetime):
        if value.tzinfo is not None and value.utcoffset() == UTC.utcoffset(None):
            # Not strftime: its %Y writes year 1 as "1", which sorts after 2026 as text.
            return value.replace(microsecond=0).isoformat().replace("+00:00", "Z")
        return value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if value is None:
        return ""
    return str(value)


def normalize(value: Any) -> Any:
    """Make a loaded YAML value plain data: dates as strings, keys as strings."""
    if isinstance(value, dict):
        return {str(k): normalize(v) for k, v in value.items()}
    if isinstance(value, list):
        return [normalize(v) for v in value]
    if isinstance(value, (datetime, date)):
        return as_text(value)
    if isinstance(value, str):
        return clean_text(value)
    return value


_YAML_SYNTAX = tuple("'\"|>&!*")


def plain_values(lines: list[str]) -> dict[str, str]:
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


def loose_header(lines: list[str]) -> dict[str, Any]:
    """Read ``key: value`` lines the way the teaching code did (for its unquoted colons)."""
    meta: dict[str, Any] = {}
    for line in lines:
        key, sep, value = line.partition(":")
        if sep and key.strip() in KNOWN_KEYS and not line.startswith((" ", "\t")):
            meta[key.strip()] = value.strip()
    return meta


# ----------------------------------------------------------------------------- writing
_NEEDS_QUOTES = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]|^\s|\s$")
_BEYOND_BMP = re.compile(r"[\ud800-\udfff\U00010000-\U0010ffff]")


def _represent_str(dumper: Any, value: str) -> Any:
    # Anything that could make the emitter break the value over several lines is written
    # double-quoted with escapes; the rest is left to PyYAML (plain or single-quoted).
    style = '"' if _NEEDS_QUOTES.search(value) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


@functools.cache
def _dumpers() -> tuple[Any, Any]:
    """(PyYAML's dumper, libyaml's), both with `_represent_str`.

    libyaml's emitter writes the same text as PyYAML's for the Basic Multilingual Plane
    but escapes characters beyond it (emoji become "\\U0001F600", unreadable to a person)
    and refuses lone surrogates, so it is used only where neither occurs (most records):
    it renders a record's frontmatter in a tenth of the time.
    """
    import yaml

    slow = cast("type[SafeRepresenter]", type("Dumper", (yaml.SafeDumper,), {}))
    slow.add_representer(str, _represent_str)
    fast = cast("type[SafeRepresenter]",
                type("CDumper", (getattr(yaml, "CSafeDumper", slow),), {}))
    fast.add_representer(str, _represent_str)
    return slow, fast


def dump(meta: dict[str, Any], *, fast: bool = True) -> str:
    """The YAML between the fences: one key per line, in the order given."""
    import yaml

    slow, quick = _dumpers()
    simple = fast and all(isinstance(x, str) and not _BEYOND_BMP.search(x)
                          for item in meta.items() for x in item)
    return yaml.dump(meta, Dumper=quick if simple else slow, allow_unicode=True,
                     sort_keys=False, width=2**30)
