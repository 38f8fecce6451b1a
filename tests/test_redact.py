"""Personal data out of a visitor's words, and numbers that only look like it left in."""

from __future__ import annotations

import builtins

import pytest

from memdir.errors import MemdirError, MissingExtraError
from memdir.redact import card_ok, cn_id_ok, iban_ok, luhn_ok, redact


@pytest.mark.parametrize(("text", "expected", "kind"), [
    ("write to bob.smith@example.co.uk please", "write to [email] please", "email"),
    ("call me at (415) 555-2671", "call me at [phone]", "phone"),
    ("or +44 20 7946 0958 after six", "or [phone] after six", "phone"),
    ("我的手机 13800138000", "我的手机 [phone]", "phone"),
    ("card 4111 1111 1111 1111 exp 12/29", "card [card] exp 12/29", "card"),
    ("amex 3782-822463-10005", "amex [card]", "card"),
    ("mastercard 5555555555554444.", "mastercard [card].", "card"),
    ("身份证 11010519491231002X", "身份证 [national id]", "national id"),
    ("ssn 123-45-6789 on file", "ssn [national id] on file", "national id"),
    ("IBAN GB82 WEST 1234 5698 7654 32", "IBAN [iban]", "iban"),
    ("IBAN DE89370400440532013000", "IBAN [iban]", "iban"),
])
def test_personal_data_is_replaced_by_its_label(text, expected, kind):
    done = redact(text)
    assert done.text == expected
    assert done.found == (kind,) and done.changed


@pytest.mark.parametrize("text", [
    "order 1234567890123 shipped",              # 13 digits, Luhn fails
    "order 4111111111111112",                   # a card's shape, Luhn fails
    "order #20261203001 is late",               # an order id
    "at 2026-12-03 10:00:00 UTC",               # a timestamp
    "created 1733220000",                       # Unix seconds (India's landlines match)
    "created 1000000000",                       # Unix seconds libphonenumber calls Beijing
    "created 1733220000123",                    # Unix milliseconds
    "tx 1115888888773",                         # milliseconds that pass Luhn
    "id 110105194912310021",                    # resident id, wrong check digit
    "id 110105199913310024",                    # resident id, no such birth date
    "ssn 666-45-6789 and 000-12-3456",          # never issued
    "IBAN GB82 WEST 1234 5698 7654 33",         # mod-97 fails
    "python 3.11.4, build 20240101",            # versions and dates
    "room 415, floor 5",
])
def test_numbers_that_only_look_personal_are_kept(text):
    done = redact(text)
    assert done.text == text and not done.changed


def test_several_kinds_in_one_text_are_all_named_once():
    done = redact("a@b.io, c@d.io, call 415-555-2671, card 4111111111111111")
    assert done.text == "[email], [email], call [phone], card [card]"
    assert done.found == ("email", "card", "phone")


def test_checksums():
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert card_ok("4111111111111111") and not card_ok("1111111111111117")
    assert iban_ok("GB82WEST12345698765432") and not iban_ok("GB82WEST12345698765431")
    assert cn_id_ok("11010519491231002X") and not cn_id_ok("110105194912310020")


def test_without_phonenumbers_redaction_refuses_instead_of_passing_text_on(monkeypatch):
    real = builtins.__import__

    def no_phonenumbers(name, *args, **kwargs):
        if name == "phonenumbers":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_phonenumbers)
    with pytest.raises(MissingExtraError, match=r"memdir\[server\]") as err:
        redact("call 415-555-2671")
    assert isinstance(err.value, MemdirError)
