"""Personal data out of a visitor's words, and numbers that only look like it left in."""

from __future__ import annotations

import builtins

import pytest

from memdir.foundation.errors import MemdirError, MissingExtraError
from memdir.pipeline.redact import (
    NormalizedCopy,
    card_ok,
    cn_id_ok,
    iban_ok,
    luhn_ok,
    my_number_ok,
    redact,
)


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
    assert cn_id_ok("11010519491231002x") and not cn_id_ok("99010519491231002X")
    assert iban_ok("gb82 west 1234 5698 7654 32") and iban_ok("GB82-WEST-1234-5698-7654-32")
    assert my_number_ok("123456789018") and not my_number_ok("123456789012")


@pytest.mark.parametrize(("text", "expected", "kind"), [
    # \w matches CJK: a number glued to a Chinese or Japanese sentence has no \b edge.
    ("我的卡号是4111111111111111谢谢", "我的卡号是[card]谢谢", "card"),
    ("カード番号は5555555555554444です", "カード番号は[card]です", "card"),
    ("カード４１１１ １１１１ １１１１ １１１１で", "カード[card]で", "card"),
    ("card 4111.1111.1111.1111 ok", "card [card] ok", "card"),
    ("card 4111\u30001111\u30001111\u30001111", "card [card]", "card"),
    ("card 4111\u200b1111\u200b1111\u200b1111!", "card [card]!", "card"),
    ("card4111111111111111", "card[card]", "card"),
    ("ref 12 4111 1111 1111 1111 thanks", "ref 12 [card] thanks", "card"),
    ("身份证１１０１０５１９４９１２３１００２Ｘ请核对", "身份证[national id]请核对",
     "national id"),
    ("身份证号110105 19491231 002x。", "身份证号[national id]。", "national id"),
    ("マイナンバーは１２３４５６７８９０１８です", "マイナンバーは[national id]です",
     "national id"),
    ("my number 1234 5678 9018", "my number [national id]", "national id"),
    ("alice＠example.com に送って", "[email] に送って", "email"),
    ("ｂｏｂ＠ｅｘａｍｐｌｅ．ｊｐまで", "[email]まで", "email"),
    ("请发到alice@example.com谢谢", "请发到[email]谢谢", "email"),
    ("账户DE89370400440532013000的余额", "账户[iban]的余额", "iban"),
    ("iban de89 3704 0044 0532 0130 00 ok", "iban [iban] ok", "iban"),
    ("口座gb82west12345698765432へ", "口座[iban]へ", "iban"),
    ("電話は０９０ー１２３４ー５６７８です", "電話は[phone]です", "phone"),
])
def test_personal_data_in_every_script_and_width_is_replaced(text, expected, kind):
    done = redact(text)
    assert done.text == expected
    assert done.found == (kind,)


@pytest.mark.parametrize("text", [
    "订单 202612031030 已发货",      # a date and time that passes the My Number check
    "注文番号 123456789012",         # My Number's shape, check digit fails
    "icon@2x.png",                   # a file name, not an address
    "ビルド4995 2346 9631 6958 を確認",  # Luhn fails; libphonenumber reads 49 as Germany
    "reference 500103197513065275",   # a mistyped resident id is not a card
    "账户DE89370400440532013001的余额",  # mod-97 fails next to CJK
])
def test_lookalikes_in_every_script_are_kept(text):
    assert redact(text).text == text


def test_labels_replace_exactly_the_original_characters():
    text = "ｶﾀｶﾅ ㈱テスト、電話 ０９０-１２３４-５６７８、e\u0301t\u00e9 alice＠example.com!"
    done = redact(text)
    assert done.text == "ｶﾀｶﾅ ㈱テスト、電話 [phone]、e\u0301t\u00e9 [email]!"
    copy = NormalizedCopy.of("㈱４")
    assert copy.text == "(株)4"
    assert copy.original_span(3, 4) == (1, 2) and copy.original_span(0, 3) == (0, 1)


def test_the_labelled_corpus_is_redacted_whole_and_its_lookalikes_kept():
    from benchmarks.redaction import evaluate

    result = evaluate()
    assert result["positives"] >= 200 and result["negatives"] >= 200
    assert result["misses"] == [] and result["false_positive_cases"] == []
    assert {c for c in result["by_language"]} == {"en", "zh", "ja"}


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


def test_without_stdnum_redaction_refuses_instead_of_passing_text_on(monkeypatch):
    import importlib
    import sys

    real = importlib.import_module

    def no_stdnum(name, *args, **kwargs):
        if name.startswith("stdnum"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(importlib, "import_module", no_stdnum)
    monkeypatch.delitem(sys.modules, "stdnum.iban", raising=False)
    with pytest.raises(MissingExtraError, match=r"memdir\[server\]"):
        redact("card 4111111111111111")


def test_a_long_run_of_digit_groups_costs_a_few_card_checks_a_group(monkeypatch):
    # Every stretch of groups up to the run's end was tried, each joined anew: cubic in
    # the run (10 KB of digit groups in a visitor's turn took 24 s of the server's CPU).
    # Only stretches a card fits in (19 digits) are tried now.
    import random

    from memdir.pipeline import redact as module

    checks = []
    real = module.card_ok
    monkeypatch.setattr(module, "card_ok", lambda digits: checks.append(digits) or real(digits))
    rng = random.Random(3)
    groups = [str(rng.randrange(10**8, 10**9)) for _ in range(400)]
    found = list(module._cards(" ".join(groups) + " 4111 1111 1111 1111"))
    assert found[-1][1] == len(" ".join(groups)) + 20  # the card at the end is found
    assert len(checks) <= 3 * (len(groups) + 4)
    assert all(len(d) <= 19 for d in checks)
    done = redact("x " + " ".join(groups[:50]) + " 4111 1111 1111 1111 y")
    assert "[card]" in done.text and "4111" not in done.text
