"""Personal data taken out of a visitor's words before anyone else can read them.

Public-agent mode (`memdir.service.public`) proposes what visitors say for review and keeps
their conversations for the reviewer; both pass through `redact` first, so a phone
number a visitor typed never reaches the inbox, the review page or another visitor.

What is redacted, each replaced by a bracketed label:

- e-mail addresses (``[email]``), the full-width ``＠`` too;
- payment card numbers: 13 to 19 digits in any grouping (spaces, dashes, dots, the
  ideographic space) that carry an issuer's first digits and pass the Luhn checksum
  (``[card]``);
- IBANs that pass the country's format and the mod-97 check, in either case, grouped or
  not (``[iban]``);
- national identity numbers (``[national id]``): China's 18-character resident ID with a
  province code, a real birth date and its check character; Japan's 12-digit My Number
  with its check digit (one that reads as a date and time, ``202612031030``, only when
  the words before it name it); a US social security number in its ``123-45-6789`` shape,
  the ranges never issued left alone;
- phone numbers, as Google's libphonenumber (``phonenumbers``) finds valid ones in the
  text for a few regions (``[phone]``).

The text is searched in a copy normalised the way a reader sees it: NFKC (full-width
digits and letters, ``＠``, the ideographic space become their ASCII forms), every
script's decimal digits read as 0-9, the dashes of every script as ``-``, and invisible
format characters (zero-width spaces, soft hyphens) dropped. Each character of the copy
remembers where it came from, so the label replaces exactly the original characters.
Edges are ASCII letters and digits only: ``\\w`` matches Chinese and Japanese, and a
pattern bounded by it never finds a number written inside a CJK sentence.

A number that only looks like one of these is left alone: an order id whose checksum
fails, a timestamp, a version. Redacting it would lose what the visitor asked about.
Checksums, number formats and the ID rules come from ``python-stdnum`` and the phone
numbers from ``phonenumbers`` (both in the ``server`` extra).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from types import ModuleType
from typing import Any

from memdir.foundation import lazy_re as re
from memdir.foundation.errors import MissingExtraError

# Regions whose national formats (no +country prefix) are looked for; a number written
# with its +country prefix is found whatever the list. Not India: its 10-digit landline
# numbers include every Unix time in seconds of this century (1733220000).
DEFAULT_REGIONS = ("US", "GB", "CN", "DE", "FR", "JP", "KR", "TW")

Span = tuple[int, int]
# A redacted stretch of the copy stands in for nothing a later pattern can use.
_MASK = "\ufffc"
_EDGE = "A-Za-z0-9"
_EMAIL = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+"
                    r"(?:\.[A-Za-z0-9-]+)*\.(?!(?:png|jpe?g|gif|svg|webp|bmp|ico)(?![A-Za-z]))"
                    r"[A-Za-z]{2,}(?![A-Za-z0-9])")
# Groups of digits joined by one separator (two spaces at most): how people write cards,
# ids and account numbers. A number starts and ends where no digit touches it, nor a
# separator followed by one more digit; a "+" before it makes it a phone's country code.
# Letters may touch it ("card4111..."): the checksums tell a number from an identifier.
_SEP = r"(?:[ .\-\u30fb/]| {2})"
_DIGIT_RUN = re.compile(r"(?<![0-9+])(?<![0-9][ .\-\u30fb/])[0-9]+"
                        rf"(?:{_SEP}[0-9]+)*(?![0-9])")
_IBAN_START = re.compile(rf"(?<![{_EDGE}])[A-Za-z]{{2}}[0-9]{{2}}")
_IBAN_GROUP = re.compile(r"[A-Za-z0-9]+")
_CN_ID = re.compile(rf"(?<![0-9])(?<![0-9][ .\-])[0-9]{{6}}[ -]?[0-9]{{4}}[ -]?[0-9]{{4}}"
                    rf"[ -]?[0-9]{{3}}[0-9Xx](?![{_EDGE}])(?![ .\-][0-9])")
_SSN = re.compile(r"(?<![0-9A-Za-z-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9A-Za-z-])")
# What names a Japanese My Number in the words just before it.
_MY_NUMBER_CUE = re.compile(r"(?i)(?:マイナンバー|個人番号|个人编号|my ?number|通知カード)"
                            r"[^0-9]{0,12}$")
# A bare 10- or 13-digit run starting with 1 is a Unix time (seconds or milliseconds), not a
# phone: national formats start with 0 or 2-9 there, China's mobiles have 11 digits, yet
# libphonenumber reads 1000000000 as a valid Beijing number.
_UNIX_TIME = re.compile(r"1[0-9]{9}(?:[0-9]{3})?")
# China's province-level codes (the first two digits of a resident ID).
_CN_PROVINCES = frozenset({
    "11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36",
    "37", "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62",
    "63", "64", "65", "71", "81", "82", "83", "91"})
_CARD_DIGITS = (13, 19)
_LABELS = {"email": "[email]", "iban": "[iban]", "national id": "[national id]",
           "card": "[card]", "phone": "[phone]"}
# Characters read as a dash: every Unicode dash, the minus sign, and the katakana long
# vowel mark Japanese writers often type between the parts of a phone number.
_DASHES = frozenset("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\ufe58\ufe63\uff0d")


@dataclass(frozen=True)
class Redaction:
    """The redacted text and the kinds of data taken out (each once, in the order
    `redact` looks for them)."""

    text: str
    found: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.found)


@dataclass(frozen=True)
class NormalizedCopy:
    """A copy of a text as a reader sees it (see the module docstring), with where each of
    its characters came from: ``starts[i]``/``ends[i]`` bound the original characters
    that character ``i`` of the copy was made from."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    @classmethod
    def of(cls, original: str) -> NormalizedCopy:
        out: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        for begin, end in _clusters(original):
            for ch in unicodedata.normalize("NFKC", original[begin:end]):
                mapped = _reading(ch)
                out.append(mapped)
                starts.extend([begin] * len(mapped))
                ends.extend([end] * len(mapped))
        return cls("".join(out), tuple(starts), tuple(ends))

    def original_span(self, start: int, end: int) -> Span:
        """The original characters behind ``text[start:end]`` (non-empty)."""
        return self.starts[start], self.ends[end - 1]


def _clusters(text: str) -> Iterator[Span]:
    """A character with the combining marks after it: NFKC composes within one, so
    normalising each alone gives the copy and keeps every position traceable."""
    begin = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or not unicodedata.combining(text[i]):
            yield begin, i
            begin = i


def _reading(ch: str) -> str:
    if ch.isascii():
        return ch
    if unicodedata.category(ch) == "Cf":
        return ""
    if ch in _DASHES or unicodedata.category(ch) == "Pd":
        return "-"
    if ch.isspace():
        return " "
    digit = unicodedata.decimal(ch, None)
    return str(digit) if digit is not None else ch


def luhn_ok(digits: str) -> bool:
    """The Luhn checksum every payment card number carries."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def card_ok(digits: str) -> bool:
    """A payment card number: an issuer's first digits (Visa 4, Mastercard 51-55 and
    2221-2720, American Express, Discover, JCB, UnionPay, Diners: 3, 5, 6) and Luhn.
    The prefix check keeps a millisecond timestamp (13 digits from 1) that happens to
    pass Luhn, as one in ten does."""
    if not _CARD_DIGITS[0] <= len(digits) <= _CARD_DIGITS[1] or not digits.isdigit():
        return False
    if digits[0] in "3456" or "2221" <= digits[:4] <= "2720":
        return luhn_ok(digits)
    return False


def iban_ok(iban: str) -> bool:
    """An IBAN: its country's length and format and the ISO 13616 mod-97 check, in upper
    or lower case, spaces, dashes or dots between the groups."""
    iban_module = _stdnum("iban")
    return bool(iban_module.is_valid(iban))


def cn_id_ok(value: str) -> bool:
    """China's resident ID: a province code, a real birth date from 1900 to today and the
    ISO 7064 MOD 11-2 check character."""
    ric = _stdnum("cn.ric")
    value = re.sub(r"[ -]", "", value).upper()
    if len(value) != 18 or not value[:17].isdigit() or value[:2] not in _CN_PROVINCES:
        return False
    try:
        born = ric.get_birth_date(value)
    except Exception:  # stdnum's InvalidComponent for a date that does not exist
        return False
    return bool(1900 <= born.year and born <= date.today()
                and value[17] == ric.calc_check_digit(value))


def my_number_ok(value: str) -> bool:
    """Japan's My Number (個人番号): 12 digits, the last a check digit."""
    return bool(_stdnum("jp.in_").is_valid(re.sub(r"[ -]", "", value)))


def ssn_ok(area: str, group: str, serial: str) -> bool:
    """A US social security number's shape: never-issued areas (000, 666, 9xx), group 00
    and serial 0000 are not numbers anyone has."""
    return (area not in ("000", "666") and not area.startswith("9") and group != "00"
            and serial != "0000")


def redact(text: str, *, regions: Sequence[str] = DEFAULT_REGIONS) -> Redaction:
    """``text`` with personal data replaced by labels (see the module docstring).

    Raises:
        MissingExtraError: ``phonenumbers`` or ``python-stdnum`` is not installed
            (``memdir[server]``); text is never passed on half-redacted.
    """
    _stdnum("iban")
    _phonenumbers()
    copy = NormalizedCopy.of(text)
    chars = list(copy.text)
    found: list[tuple[int, int, str]] = []
    finders: list[tuple[str, Callable[[str], Iterator[Span]]]] = [
        ("email", _emails), ("iban", _ibans), ("national id", _national_ids),
        ("card", _cards), ("phone", lambda s: _phones(s, regions))]
    for kind, finder in finders:
        for start, end in finder("".join(chars)):
            found.append((start, end, kind))
            chars[start:end] = _MASK * (end - start)
    return _replace(text, copy, found)


def _replace(text: str, copy: NormalizedCopy, found: list[tuple[int, int, str]]) -> Redaction:
    spans = sorted((*copy.original_span(s, e), kind) for s, e, kind in found)
    merged: list[list[Any]] = []
    for start, end, kind in spans:
        if merged and start < merged[-1][1]:  # two clusters of one original character
            merged[-1][1] = max(merged[-1][1], end)
            continue
        merged.append([start, end, kind])
    out, pos = [], 0
    for start, end, kind in merged:
        out += [text[pos:start], _LABELS[kind]]
        pos = end
    kinds = [k for k in _LABELS if any(f[2] == k for f in found)]
    return Redaction("".join(out) + text[pos:], tuple(kinds))


def _emails(text: str) -> Iterator[Span]:
    for m in _EMAIL.finditer(text):
        yield m.span()


def _ibans(text: str) -> Iterator[Span]:
    """From each place two letters and two digits start a number, the longest run of
    groups (up to 34 letters and digits, one separator between groups) that is an IBAN."""
    pos = 0
    while (m := _IBAN_START.search(text, pos)) is not None:
        ends: list[int] = []
        at, count = m.start(), 0
        while (g := _IBAN_GROUP.match(text, at)) is not None:
            count += g.end() - g.start()
            if count > 34:
                break
            ends.append(g.end())
            if g.end() < len(text) and text[g.end()] in " -." and g.end() + 1 < len(text):
                at = g.end() + 1
            else:
                break
        hit = next((e for e in reversed(ends) if iban_ok(text[m.start():e])), None)
        if hit is None:
            pos = m.start() + 1
            continue
        yield m.start(), hit
        pos = hit


def _national_ids(text: str) -> Iterator[Span]:
    for m in _CN_ID.finditer(text):
        if cn_id_ok(m.group(0)):
            yield m.span()
    for m in _DIGIT_RUN.finditer(text):
        digits = re.sub(r"[^0-9]", "", m.group(0))
        if len(digits) != 12 or not my_number_ok(digits) or _touches_letter(text, m):
            continue
        named = _MY_NUMBER_CUE.search(text, max(0, m.start() - 24), m.start())
        if named or not _reads_as_time(digits):
            yield m.span()
    for m in _SSN.finditer(text):
        if ssn_ok(*m.groups()):
            yield m.span()


def _touches_letter(text: str, m: re.Match[str]) -> bool:
    """A 12-digit check is one in eleven: inside an identifier it is not a My Number."""
    before = text[m.start() - 1] if m.start() else ""
    after = text[m.end()] if m.end() < len(text) else ""
    return bool(re.fullmatch(r"[A-Za-z]", before) or re.fullmatch(r"[A-Za-z]", after))


def _reads_as_time(digits: str) -> bool:
    """``YYYYMMDDhhmm``: a timestamp far more often than anyone's My Number."""
    try:
        return 1900 <= datetime.strptime(digits, "%Y%m%d%H%M").year <= 2100
    except ValueError:
        return False


def _cards(text: str) -> Iterator[Span]:
    """In each run of digit groups, the longest stretch of whole groups that is a card
    number, then on from its end: a card written beside another number is still found.

    Only stretches of at most 19 digits are tried (no card is longer), so a run of
    thousands of groups costs a few tries a group: trying every stretch to the run's end
    cost cubic time (10 KB of digit groups in a visitor's turn: 24 s)."""
    for m in _DIGIT_RUN.finditer(text):
        if _resident_id_shape(re.sub(r"[^0-9]", "", m.group(0))):
            continue  # an ID with a wrong check character is a typo, not a card
        groups = [(m.start() + g.start(), g.group(0))
                  for g in re.finditer(r"[0-9]+", m.group(0))]
        i = 0
        while i < len(groups):
            last, count = i - 1, 0  # the last group a card starting at group i may reach
            while last + 1 < len(groups) and count + len(groups[last + 1][1]) \
                    <= _CARD_DIGITS[1]:
                last += 1
                count += len(groups[last][1])
            hit = None
            for j in range(last, i - 1, -1):
                digits = "".join(g for _, g in groups[i:j + 1])
                if len(digits) < _CARD_DIGITS[0]:
                    break
                if card_ok(digits):
                    hit = (groups[i][0], groups[j][0] + len(groups[j][1]), j)
                    break
            if hit is None:
                i += 1
                continue
            yield hit[0], hit[1]
            i = hit[2] + 1


def _resident_id_shape(digits: str) -> bool:
    """18 digits from a province code with a year of birth where it belongs: a resident
    ID mistyped, and no issuer's card length."""
    return len(digits) == 18 and digits[:2] in _CN_PROVINCES and digits[6:8] in ("19", "20")


def _phones(text: str, regions: Sequence[str]) -> Iterator[Span]:
    phonenumbers = _phonenumbers()
    spans: list[Span] = []
    for region in regions:
        for match in phonenumbers.PhoneNumberMatcher(text, region,
                                                     leniency=phonenumbers.Leniency.VALID):
            if _UNIX_TIME.fullmatch(match.raw_string) or _bare_country_code(
                    phonenumbers, match.raw_string, region):
                continue
            spans.append((match.start, match.end))
    pos = 0
    for start, end in sorted(spans):
        if start < pos:  # the same number found for two regions
            continue
        yield start, end
        pos = end


def _bare_country_code(phonenumbers: ModuleType, raw: str, region: str) -> bool:
    """A number whose country code libphonenumber guessed from its first digits, without
    a ``+`` or an international prefix, and not set apart by a separator: Germany's
    numbers have so many lengths that any long digit run from 49 reads as one
    ("4995 2346 9631 6958", a failed card). North America's 1 + 10 digits stays a phone."""
    number = phonenumbers.parse(raw, region, keep_raw_input=True)
    source = phonenumbers.CountryCodeSource.FROM_NUMBER_WITHOUT_PLUS_SIGN
    if number.country_code_source != source:
        return False
    code = str(number.country_code)
    digits = re.sub(r"[^0-9]", "", raw)
    if code == "1" and len(digits) == 11:
        return False
    stripped = raw.lstrip("(")
    return not (stripped.startswith(code) and stripped[len(code):len(code) + 1] in (" ", "-",
                                                                                    ".", ")"))


def _phonenumbers() -> ModuleType:
    try:
        import phonenumbers  # the server extra; only public-agent mode needs it
    except ImportError as exc:
        raise MissingExtraError("phonenumbers", "server") from exc
    return phonenumbers


def _stdnum(module: str) -> ModuleType:
    try:
        import importlib

        return importlib.import_module(f"stdnum.{module}")
    except ImportError as exc:
        raise MissingExtraError("python-stdnum", "server") from exc


# Characters of a token (a key, a JWT, base64, a URL): a head never ends inside a run of them.
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                         "+/=_-.:~%")


def head(text: str, chars: int) -> str:
    """The first ``chars`` characters of ``text`` (all of it when shorter), never ending
    inside a token, so a secret the cut would split is left out whole or kept whole for
    the scan to find. What is read of a text only a head of which is kept: redaction and
    the secret scan take time with the length (some 14 s for a visitor's 900 KB message,
    of which a log keeps 4,000 characters)."""
    if len(text) <= chars:
        return text
    end = chars
    while end > 0 and text[end - 1] in _TOKEN_CHARS and text[end] in _TOKEN_CHARS:
        end -= 1
    return text[:end] if end > 0 else text[:chars]


__all__ = ["DEFAULT_REGIONS", "NormalizedCopy", "Redaction", "card_ok", "cn_id_ok", "head",
           "iban_ok", "luhn_ok", "my_number_ok", "redact", "ssn_ok"]
