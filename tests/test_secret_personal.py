"""Card numbers with their code or expiry, national ids given as secrets and PINs are
refused; test cards, formats and lengths named in prose are kept
(memdir.pipeline.admission.secret_personal, through `find_secret`)."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secret_personal import personal_secret
from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text, kind", [
    ("Charge it to my Visa 4916 7954 2205 8792, expires 11/29, CVC 804",
     "a payment card number"),
    ("储蓄卡 6217 0015 8906 2762 237，有效期 03/30", "a payment card number"),
    ("カード 5425-0128-9161-4332 の有効期限は 2029年4月", "a payment card number"),
    ("Her social security number is 287-65-4321.", "a Social Security number"),
    ("SSN 287654321 for the payroll form", "a Social Security number"),
    ("帮我记一下身份证 440306199506215314", "a resident identity card number"),
    ("私のマイナンバー 7391 5620 4841 を控えておいて", "a My Number (individual number)"),
    ("the garage door PIN: 90413", "a PIN"),
    ("取款密码 802413", "a PIN"),
    ("キャッシュカードの暗証番号は 7302 です", "a PIN"),
])
def test_a_card_an_id_or_a_pin_is_refused(text, kind):
    assert personal_secret(text) == kind
    assert find_secret(text)


@pytest.mark.parametrize("text", [
    "Use the test card 4242 4242 4242 4242 with any CVC in staging.",
    "Visa test number 4111 1111 1111 1111 always succeeds.",
    "Order 4916795422058792 shipped on Monday.",  # a Luhn-valid number, no card word
    "Card numbers are kept as the last four digits: 8792.",
    "Card 4916 7954 2205 8793 failed the checksum test.",  # not a valid card number
    "The SSN field takes ###-##-#### or nine digits.",
    "The invoice 287-65-4321 is overdue.",  # an SSN's shape, not named as one
    "订单号 110105199001011230 已发货。",  # a resident id's shape, wrong check character
    "マイナンバーは12桁で、最後の1桁はチェックデジットです。",
    "マイナンバー 1234 5678 9010 は記入例です。",
    "PIN codes have 4 digits; the pad locks after 3 tries.",
    "取款密码是 6 位数字。",
    "暗証番号は4桁です。",
    "Pin numpy to 1.26 until the wheels are out.",
])
def test_numbers_that_are_not_a_persons_secret_are_kept(text):
    assert personal_secret(text) is None, text
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "Passport No. G39201857, valid until 2030",
    "我的护照号是 E39201857",
    "旅券番号は TK7654321 です",
])
def test_a_passport_number_named_as_one_is_refused(text):
    assert personal_secret(text) == "a passport number"


@pytest.mark.parametrize("text", [
    "Passport numbers are nine characters long.",
    "パスポート番号は9桁です。",
    "护照号码要和订票信息一致。",
])
def test_a_passport_number_talked_about_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "garage door code is 7312",
    "alarm code 4471, disarm it when you get in",
    "the door code for the office is 2580#",
    "门禁密码 8520#",
    "宿舍门锁密码 20260101",
    "iPhone のパスコードは 482913",
])
def test_a_code_that_opens_a_door_an_alarm_or_a_phone_is_refused(text):
    assert personal_secret(text) == "a PIN", (text, personal_secret(text))


@pytest.mark.parametrize("text", [
    "The door code changes monthly.",
    "密码 2026 年改过一次",
    "密码 6 位，纯数字",
    "パスワード 3 回間違えるとロックされます",
    "the alarm code is on the card by the door",
    "entry code 1111 is the factory default",
    "Our order ids look like 4820-1937 5561-2200.",
])
def test_talk_about_door_codes_and_numeric_passwords_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))
