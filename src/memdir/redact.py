"""Personal data taken out of a visitor's words before anyone else can read them.

Public-agent mode (`memdir.public`) proposes what visitors say for review and keeps
their conversations for the reviewer; both pass through `redact` first, so a phone
number a visitor typed never reaches the inbox, the review page or another visitor.

What is redacted, each replaced by a bracketed label:

- e-mail addresses (``[email]``);
- payment card numbers: 13 to 19 digits, spaces or dashes allowed, that pass the Luhn
  checksum (``[card]``);
- IBANs that pass the mod-97 check (``[iban]``);
- national identity numbers: China's 18-character resident ID with a valid birth date
  and check character, a US social security number in its ``123-45-6789`` shape with
  the number ranges never issued left alone (``[national id]``);
- phone numbers, as Google's libphonenumber (``phonenumbers``, in the ``server`` extra)
  finds valid ones in the text for a few regions (``[phone]``).

A number that only looks like one of these is left alone: an order id whose checksum
fails, a timestamp, a version. Redacting it would lose what the visitor asked about.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .errors import MissingExtraError

# Regions whose national formats (no +country prefix) are looked for; a number written
# with its +country prefix is found whatever the list. Not India: its 10-digit landline
# numbers include every Unix time in seconds of this century (1733220000).
DEFAULT_REGIONS = ("US", "GB", "CN", "DE", "FR", "JP")

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
# Digit runs that may be card numbers: 13-19 digits, single spaces or dashes between.
_CARD = re.compile(r"(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b")
_CN_ID = re.compile(r"(?<!\d)\d{17}[\dXx](?![\dA-Za-z])")
_SSN = re.compile(r"(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])")
# A bare 10- or 13-digit run starting with 1 is a Unix time (seconds or milliseconds), not a
# phone: national formats start with 0 or 2-9 there, China's mobiles have 11 digits, yet
# libphonenumber reads 1000000000 as a valid Beijing number.
_UNIX_TIME = re.compile(r"1\d{9}(?:\d{3})?")
_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CN_CHECK = "10X98765432"


@dataclass(frozen=True)
class Redaction:
    """The redacted text and the kinds of data taken out (each once, in the order
    `redact` looks for them)."""

    text: str
    found: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.found)


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
    if digits[0] in "3456" or "2221" <= digits[:4] <= "2720":
        return luhn_ok(digits)
    return False


def iban_ok(iban: str) -> bool:
    """The ISO 13616 mod-97 check: the country and check digits moved to the end, the
    letters as numbers, the whole number mod 97 is 1."""
    s = iban.replace(" ", "").upper()
    if not 15 <= len(s) <= 34:
        return False
    moved = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def cn_id_ok(value: str) -> bool:
    """China's resident ID: a real birth date and the ISO 7064 MOD 11-2 check character."""
    try:
        born = date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    if born.year < 1900 or born > date.today():
        return False
    check = sum(int(d) * w for d, w in zip(value[:17], _CN_WEIGHTS, strict=True)) % 11
    return value[17].upper() == _CN_CHECK[check]


def ssn_ok(area: str, group: str, serial: str) -> bool:
    """A US social security number's shape: never-issued areas (000, 666, 9xx), group 00
    and serial 0000 are not numbers anyone has."""
    return (area not in ("000", "666") and not area.startswith("9") and group != "00"
            and serial != "0000")


def redact(text: str, *, regions: Sequence[str] = DEFAULT_REGIONS) -> Redaction:
    """``text`` with personal data replaced by labels (see the module docstring).

    Raises:
        MissingExtraError: ``phonenumbers`` is not installed (``memdir[server]``); text
            is never passed on half-redacted.
    """
    found: list[str] = []

    def sub(pattern: re.Pattern[str], label: str, kind: str, ok, s: str) -> str:
        def one(m: re.Match[str]) -> str:
            if not ok(m):
                return m.group(0)
            if kind not in found:
                found.append(kind)
            return label
        return pattern.sub(one, s)

    out = sub(_EMAIL, "[email]", "email", lambda m: True, text)
    out = sub(_IBAN, "[iban]", "iban", lambda m: iban_ok(m.group(0)), out)
    out = sub(_CN_ID, "[national id]", "national id", lambda m: cn_id_ok(m.group(0)), out)
    out = sub(_SSN, "[national id]", "national id", lambda m: ssn_ok(*m.groups()), out)
    out = sub(_CARD, "[card]", "card", lambda m: card_ok(re.sub(r"\D", "", m.group(0))), out)
    out = _redact_phones(out, regions, found)
    return Redaction(out, tuple(found))


def _redact_phones(text: str, regions: Sequence[str], found: list[str]) -> str:
    try:
        import phonenumbers  # the server extra; only public-agent mode needs it
    except ImportError as exc:
        raise MissingExtraError("phonenumbers", "server") from exc
    spans: list[tuple[int, int]] = []
    for region in regions:
        for match in phonenumbers.PhoneNumberMatcher(text, region,
                                                     leniency=phonenumbers.Leniency.VALID):
            if _UNIX_TIME.fullmatch(match.raw_string):
                continue
            spans.append((match.start, match.end))
    if not spans:
        return text
    if "phone" not in found:
        found.append("phone")
    out, pos = [], 0
    for start, end in sorted(spans):
        if start < pos:  # the same number found for two regions
            continue
        out += [text[pos:start], "[phone]"]
        pos = end
    return "".join(out) + text[pos:]


__all__ = ["DEFAULT_REGIONS", "Redaction", "card_ok", "cn_id_ok", "iban_ok", "luhn_ok", "redact",
           "ssn_ok"]
