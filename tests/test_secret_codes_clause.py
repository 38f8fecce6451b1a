"""Codes that redeem or unlock, read over the rest of their clause: an unlock pattern named a
few words before its dots is refused; a promo code said to be for everyone, and a
verification code said further on to have expired, are kept (benchmarks' secrets rounds
hold the codes that stay refused).

The values here are made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, add_refuses, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

_REFUSED = [
    # An unlock pattern with words between its name and its dots.
    "The unlock pattern for the shop tablet is 1-4-7-8-9.",
    "The shop tablet's unlock pattern, if you need it, is 1-4-7-8-9.",
    "店里平板的解锁图案是 1-4-7-8-9",
    "店里那台平板的解锁图案，你要用的话，是 3-5-7-8-9",
    "お店のタブレットのロック解除パターンは、使うなら 2-5-8-9-6 です",
    # A gift code kept from everyone, a verification code not (yet) expired.
    "Gift card code XK7Q-MMP2-9RTA is for you, don't tell everyone.",
    "The claim code P02H-RLCY4O-CMOO is yours, not for everyone",
    "兑换码 XVEXZCOZ5UVPSZ3I 别告诉所有人",
    "ギフトコード QWER7TYU2P は誰にも見せないで、全員分はありません",
    "The verification code ABC123 hasn't expired yet, type it now.",
    "验证码 abc123 还没过期，快输入",
    "確認コード ABC123 は期限切れではないので入力してください",
    "The verification code is ab12cd, it expires in five minutes",
]

_KEPT = [
    # A promo code the rest of its clause says is for everyone.
    "Use voucher code SUMMER2026 at checkout, it's on the public flyer.",
    "The voucher code BLACKFRIDAY25 gives everyone 25% off.",
    "优惠券兑换码 SPRING2026 所有人都能用",
    "活动兑换码 NEWYEAR2027 大家都可以领",
    "ギフトコード WINTER2026X は全員使えます",
    # A verification code said further on to have expired.
    "The verification code ABC123 has expired, request a new one.",
    "The verification code ABC123 is no longer valid.",
    "验证码 abc123 已经过期了",
    "確認コード ABC123 は期限切れです",
    # A pattern told with no dots, and dots in the next sentence about something else.
    "The unlock pattern for the shop tablet is an L shape. Aisle 1-4-7-8 is closed.",
]


@pytest.mark.parametrize("text", _REFUSED)
def test_a_code_read_over_its_clause_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", _KEPT)
def test_a_code_said_to_be_for_everyone_or_expired_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("body", [_REFUSED[0], _REFUSED[2], _REFUSED[4]])
def test_add_refuses_an_unlock_pattern_named_words_before(project, body):
    add_refuses(project, body)


@pytest.mark.parametrize("body", [_KEPT[0], _KEPT[2], _KEPT[5], _KEPT[7], _KEPT[8]])
def test_add_keeps_a_public_promo_code_and_an_expired_verification_code(project, body):
    add_keeps(project, body)
