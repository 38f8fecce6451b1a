"""Text a terminal shows as text: every control sequence removed.

A record, a proposal, a visitor's question or a log line is untrusted text: a hostile one
can hold escape sequences that a terminal obeys instead of showing (OSC 52 writes the
clipboard, OSC 0 sets the window title, OSC 8 makes a link say one address and open
another, CSI moves the cursor or hides text, a carriage return overwrites a line).
`scrub` removes every class of them, keeping newlines and tabs: C0 and C1 controls, CSI
(7- and 8-bit), OSC, DCS, APC, PM and SOS strings up to their terminator, the other
escape sequences, and a lone ESC. A string sequence with no terminator loses only its
introducer: the terminal never enters the string, and what followed stays shown.

Text can also lie without a control: a bidi override (U+202E) shows "gpj.exe" as
"exe.jpg" and an isolate reorders the words around it, while a zero-width space, a
Hangul filler or a tag character (U+E0041 is an invisible "A" a model reads) shows as
nothing. A reviewer approving a memory must see what a model will read, so `scrub` shows
each such character as its code point (``<U+202E>``) where it stood, in logical order.

`memdir.cli` writes everything it prints through `ScrubbedStream`; `json_safe` keeps a
JSON document the same value while no raw C1 control is left in it for `scrub` to take.
"""

from __future__ import annotations

import re
from typing import Any, TextIO

_SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI, 7-bit or 8-bit
    r"|(?:\x1b[\]P_^X]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # strings
    r"|\x1b[ -/]*[0-~]"  # any other escape sequence (ESC c, ESC ( B, ESC 7), an introducer
    r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # every other control: lone ESC, CR, BEL, C1


# What reorders the text shown around it (the bidi embeddings, overrides, isolates and
# marks) or shows as nothing while a model reads it (zero-width space, word joiner and
# the invisible operators, the BOM, the Hangul fillers, interlinear annotations, the
# shorthand and musical format controls, the tag characters). The joiners (U+200C,
# U+200D), variation selectors and the soft hyphen are left: words and emoji need them.
_HIDDEN = re.compile(
    "[\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0000-\U000e007f]")


# What a record may not hold (`control_character`): the C0 controls but tab, newline and
# carriage return (`_LONE_CR`), DEL, and the C1 controls (U+0080-U+009F); NUL among them, which a
# record could not keep anyway. A C1 control is one class with ESC: a terminal that reads
# them obeys U+009B as ESC [ and U+009D as ESC ], U+0085 is a line break to Python and
# YAML while a person sees none, and the rest show as nothing. They reach text as
# UTF-8 read as Latin-1 ("â\x80\x99" for a quote mark), which no person meant either.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_CONTROL_NAMES = {0x00: "NUL", 0x07: "BEL", 0x08: "backspace", 0x0b: "vertical tab",
                  0x0c: "form feed", 0x1b: "ESC", 0x7f: "DEL", 0x85: "next line",
                  0x90: "DCS", 0x9b: "CSI", 0x9c: "string terminator", 0x9d: "OSC",
                  0x0d: "carriage return, not before a line break"}
# A carriage return is kept before a line break (CRLF, CR CR LF) and at the end, where the
# file's own line break follows it. Before text, ``cat`` and ``git diff`` of the file write
# that text over the line: "Run make ship<CR>Nothing to see here" shows only its second half.
_LONE_CR = re.compile("\r(?![\r\n]|$)")
_UNKEPT = re.compile(f"{_CONTROL.pattern}|{_LONE_CR.pattern}")


# Combining marks stacked on one character past what any writing needs (Vietnamese
# stacks two, Hebrew with its accents four or five): "Zalgo" text stacks dozens from the
# diacritic blocks, which a terminal and a page draw over the lines above and below it,
# hiding what they say.
MAX_STACKED_MARKS = 8
_STACKED = re.compile("[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff"
                      f"\u20d0-\u20ff\ufe20-\ufe2f]{{{MAX_STACKED_MARKS + 1},}}")


def stacked_marks(text: str) -> str | None:
    """Where ``text`` stacks more combining marks on one character than any writing
    needs (`MAX_STACKED_MARKS`), as the end of a sentence naming the field, or None."""
    found = None if text.isascii() else _STACKED.search(text)
    if found is None:
        return None
    return (f"stacks {found.end() - found.start()} combining marks on character "
            f"{found.start()} (they are drawn over the lines around it); a record cannot "
            "keep it")


# A tag character (U+E0000-U+E007F) is an invisible copy of an ASCII one: a model reads
# "\U000e0069\U000e0067..." as "ig..." while a person sees nothing ("ASCII smuggling": a
# record a model saves without review could carry instructions to the next session's
# model). Emoji need them only in a flag's tag sequence: U+1F3F4 (waving black flag),
# the tags of a subdivision's id, then U+E007F (cancel tag): England's flag is "gbeng".
# An id is a region and at most four letters or digits (CLDR), so the tags are at most
# seven lowercase letters and digits: a sentence of tags behind a flag is refused too.
_TAG_SEQUENCE = "\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{1,7}\U000e007f"
_TAGS = re.compile(f"{_TAG_SEQUENCE}|([\U000e0000-\U000e007f])")


def hidden_tag(text: str) -> str | None:
    """Where ``text`` holds a tag character outside an emoji tag sequence (a flag's), as
    the end of a sentence naming the field, or None."""
    if text.isascii():
        return None
    for found in _TAGS.finditer(text):
        if found.group(1) is not None:
            return (f"holds the invisible tag character U+{ord(found.group(1)):04X} at "
                    f"character {found.start() + 1} (hidden text a model reads and a "
                    "person does not see); a record cannot keep it")
    return None


def control_character(text: str) -> str | None:
    """Where ``text`` holds a control character a record may not keep, as the end of a
    sentence naming the field ("holds the control character U+001B (ESC) at character
    4"), or None. A file a person reads with ``cat`` or ``git diff`` would hand it to the
    terminal as it is: ESC starts a sequence it obeys, BEL rings, backspace hides text.
    Marks stacked past any writing's need (`stacked_marks`) and a tag character outside a
    flag (`hidden_tag`) are refused with them (`text_hazard` says which)."""
    found = text_hazard(text)
    return None if found is None else found[1]


# What `text_hazard` calls each thing a record may not keep (`memdir doctor`'s kinds).
HAZARD_KINDS = ("control-character", "stacked-marks", "hidden-tag-character")


def text_hazard(text: str) -> tuple[str, str] | None:
    """What a record may not keep in ``text``, as its kind (`HAZARD_KINDS`: a control
    character a terminal obeys, combining marks stacked over the lines around them, a
    tag character hiding text from a person) and the end of a sentence naming the field
    (`control_character`'s); None when it holds none."""
    found = _UNKEPT.search(text)
    if found is None:
        said = stacked_marks(text)
        if said is not None:
            return "stacked-marks", said
        said = hidden_tag(text)
        return None if said is None else ("hidden-tag-character", said)
    code = ord(found.group())
    if code == 0:
        return "control-character", "holds a NUL byte; a record cannot keep it"
    name = _CONTROL_NAMES.get(code, "a control character")
    return "control-character", (f"holds the control character U+{code:04X} ({name}) at "
                                 f"character {found.start() + 1}; a record cannot keep it")


def without_controls(text: str) -> str:
    """``text`` without its terminal control sequences (a pasted log's colours) and the
    control characters `control_character` names; tab, newline and a carriage return
    before a newline kept, and one alone (a progress line's) made a line break."""
    if text.isprintable():
        return text
    return _LONE_CR.sub("\n", _CONTROL.sub("", _SEQUENCE.sub(
        lambda m: m.group() if m.group() in "\t\r" else "", text)))


def shown(char: str) -> str:
    """How `scrub` shows a character that reorders text or shows as nothing."""
    return f"<U+{ord(char):04X}>"


# What a page shows as its code point: `_HIDDEN`, and a control character a record may not
# hold (`_CONTROL`), which a browser shows as nothing. A record written before the rule
# or by hand can still hold one: the reviewer sees it where it stands.
# A flag's tag sequence (`_TAG_SEQUENCE`, the one place a record keeps tag characters)
# is matched first and shown as it is: England's flag, not "🏴<U+E0067><U+E0062>...".
_SHOWN = re.compile(f"({_TAG_SEQUENCE})|{_HIDDEN.pattern}|{_CONTROL.pattern}")


# What shows as nothing beside `_HIDDEN`: the joiners, variation selectors, soft hyphen and
# Braille blank a word or an emoji may need, but that cannot be all a text holds.
_NOTHING = re.compile(f"{_HIDDEN.pattern}|[\u00ad\u034f\u17b4\u17b5\u180b-\u180f\u200c"
                      "\u200d\u2800\ufe00-\ufe0f\U000e0100-\U000e01ef]|\\s")


def shows_nothing(text: str) -> str | None:
    """The first character of ``text`` as `shown` when it holds characters but shows
    none (zero-width spaces, a Hangul filler, tag characters, blanks), else None."""
    if not text or text.isascii() or _NOTHING.sub("", text):
        return None
    return shown(text.strip()[0]) if text.strip() else None


def visible(text: str) -> str:
    """``text`` with every character that reorders it or shows as nothing, and every
    control character a record may not hold, written as its code point (`shown`); for a
    page that escapes the rest itself."""
    if not _SHOWN.search(text):
        return text
    return _SHOWN.sub(lambda m: m.group() if m.group(1) else shown(m.group()), text)


def scrub(text: str) -> str:
    """``text`` with every terminal control sequence and control character removed but
    newline and tab, and every character that reorders the text or shows as nothing
    written as its code point (`shown`)."""
    if text.isprintable() and (text.isascii() or not _HIDDEN.search(text)):
        return text  # (a Hangul filler is a printable letter that shows as nothing)
    if _SEQUENCE.search(text):
        text = _SEQUENCE.sub("", text)
    return visible(text)


_C1 = re.compile("[\x7f-\x9f\u2028\u2029]|" + _HIDDEN.pattern)


def _escaped(char: str) -> str:
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # a JSON escape of an astral character is its surrogate pair
    return f"\\u{0xd800 + (code >> 10):04x}\\u{0xdc00 + (code & 0x3ff):04x}"


def json_safe(document: str) -> str:
    """A JSON document with its raw C1 controls (which JSON leaves unescaped) and the
    characters `scrub` would show as code points escaped: the same value, nothing for
    `scrub` to change. Outside strings JSON is ASCII, so only string contents change."""
    return _C1.sub(lambda m: _escaped(m.group()), document)


class ScrubbedStream:
    """A text stream that writes what it is given through `scrub`. It has no ``buffer``:
    a writer that looks for one (Click does) writes text through this instead."""

    def __init__(self, stream: TextIO) -> None:
        self.unscrubbed = stream

    def write(self, text: str) -> int:
        self.unscrubbed.write(scrub(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        if name == "buffer":
            raise AttributeError(name)
        return getattr(self.unscrubbed, name)


def safe_console(**options: Any) -> Any:
    """A Rich console whose text goes through `scrub` while its own styling and cursor
    control (a progress bar's) reach the terminal: it writes past `ScrubbedStream`, so
    every line it prints is scrubbed here, once.

    It reads no markup or emoji codes unless a call asks (``print(..., markup=True)``):
    a string a table cell or a line was given is shown as written. A history entry's
    ``op`` of ``[link=https://evil.example]create[/link]`` (a cloned repository's log is
    anyone's) became a terminal hyperlink in `memdir log`, its ``[red]`` a colour, and
    ``:smile:`` would be an emoji: text that showed other than it is stored."""
    from rich.console import Console
    from rich.segment import Segment

    class SafeConsole(Console):
        @property
        def file(self) -> Any:
            stream = Console.file.fget(self)  # type: ignore[attr-defined]
            return getattr(stream, "unscrubbed", stream)

        @file.setter
        def file(self, new_file: Any) -> None:
            self._file = new_file

        def _render_buffer(self, buffer: Any) -> str:
            return str(super()._render_buffer(
                s if s.control else Segment(scrub(s.text), s.style) for s in buffer))

    return SafeConsole(**{"markup": False, "emoji": False, **options})


__all__ = ["HAZARD_KINDS", "MAX_STACKED_MARKS", "ScrubbedStream", "control_character",
           "hidden_tag", "json_safe", "safe_console", "scrub", "shows_nothing", "shown",
           "stacked_marks", "text_hazard", "visible", "without_controls"]
