"""Classes the fourth prose round found (benchmarks/secrets_prose_fourth.py), each with
look-alikes that must be kept: a password said as its parts joined, a passphrase of two
words, a lock's combination, Asana's token; base64 of ordinary data, a publishable key and
an empty .env value named in a Chinese or Japanese sentence are not secrets.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import base64

import pytest

from memdir.pipeline.admission.secrets import find_secret


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize("text", [
    # A password said as its parts joined: a literal part written out.
    "邮箱密码是我女儿的小名 tangtang 加 2019",
    "WiFi 密码就是店名拼音再加 666",
    "路由器密码是我生日加 xyz",
    "パスワードは 会社の略称 に 77# を足したものです",
    "パスは いつもの momiji に 2025 をつけたやつ",
    "the vpn password is my street name plus 42!x",
    "my password is the usual one followed by 1988",
    # A passphrase of two words, after its name or a wireless network's password.
    "the passphrase is marble kettle",
    "cabin wifi: network LakeHouse, password is copper lantern",
    "Wi-Fi passphrase: orchard mist",
    # A lock's combination.
    "my gym locker combination is 14-27-03",
    "the padlock on the shed: combination is 5-1-9-2",
    "the suitcase combination is 739",
    "自転車のダイヤル錠は 2-8-4-6 です",
    "地下室的密码锁是 3-9-2-7",
    "南京錠の番号は 5182 にしてあります",
    # Asana's personal access token.
    "asana token 2/1203344556677/1209988776655:5be0f6a1c2d34e7f8a9b0c1d2e3f4a5b",
    "1/1200112233445:9f8e7d6c5b4a39281706f5e4d3c2b1a0 for the Asana sync",
])
def test_a_secret_of_these_classes_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    # Rules and questions about a password's parts, a path, a second factor.
    "密码规则：字母加数字，至少 10 位",
    "密码是 6 位数字加 2 个字母",
    "密码是否要加 2FA？",
    "密码是生日加手机号后四位",
    "the password is 14 characters plus a symbol",
    "Password must be your name plus 4 digits.",
    "the password is the old one plus 2FA",
    "The password is stored in Vault plus a copy in 1Password.",
    "パスは /opt/app に bin を足したものです",
    "パスワードは英字に数字 2 桁を足したもの",
    "パスはいつもの場所に置いてあります",
    # Two words that say something of a passphrase.
    "the passphrase is too short",
    "the passphrase is kept offline",
    "the passphrase is stored safely",
    "The passphrase is case sensitive.",
    "the passphrase was changed yesterday",
    "the wifi password is printed below",
    "the wifi password is posted at reception",
    "the passphrase is somewhere safe",
    # Numbers that are no lock's combination.
    "The combo for the Slack shortcut is 1-2-3.",
    "The winning combination was 4-8-15-16-23-42.",
    "The combination of Redis and Postgres is 2-3 times faster.",
    "the combination is 3-4 weeks of work",
    "the combination lock on locker 12 is broken",
    "ロッカーの番号は 12 番です",
    "番号錠の番号は総務に聞いてください",
    # Asana's ids without the token's hex, a digest after a build number.
    "see task 2/1203344556677/1209988776655 in Asana",
    "build 1/1234567:c525c8db26fee5234f7b41371e7855b8cf4efda8 passed",
    # Base64 of ordinary data: JSON, a sentence.
    "next page: ?cursor=" + _b64('{"offset": 200, "limit": 50}'),
    "state=" + _b64('{"return_to": "/settings/billing"}'),
    f"{_b64('今日の議事録は共有フォルダにあります')} は議事録の場所のBase64です。",
    f"{_b64('请在周五之前提交周报')} 是一句通知的 base64。",
    f"the banner text is {_b64('Maintenance tonight from 22:00, expect downtime.')}",
    # A publishable key, public by design.
    "publishable key for the checkout page: pk_live_51Hq8ZtL2mX0vB7nR4kW1cY9pDsQe3F",
    "PAY.JPの公開鍵 pk_test_0e7d1b7bdf7a52fd7e9e45ff です",
    # A .env line with no value, named in a Chinese or Japanese sentence.
    ".env.example には OPENAI_API_KEY= とだけ書いてください。",
    "DEEPSEEK_API_KEY= 留空，部署时由 CI 注入。",
])
def test_a_look_alike_of_these_classes_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    # Base64 that holds a secret, or is random, stays refused.
    "the value is " + _b64('{"access_token": "qGR5PbIXTWFWauPjyhG32xd20sQWLFKABjm8kwNO"}'),
    "the value is " + _b64('{"v": "qGR5PbIXTWFWauPjyhG32xd20sQWLFKABjm8kwNO"}'),
    # A secret key beside a publishable one; a restricted key.
    "pk_live_51Hq8ZtL2mX0vB7nR4kW1cY9pDsQe3F and sk_live_51Hq8ZtL2mX0vB7nR4kW1cY9pDsQe3F",
    "rk_live_51Hq8ZtL2mX0vB7nR4kW1cY9pDsQe3F",
    # A value after "KEY= " that is a value, and spaced assignments of a password.
    "SECRET_KEY= 1DuISzfMlcDVNPr60rSuqPYLHVmdcWUP とだけ書いて",
    "password = 龙门客栈88",
])
def test_the_same_shapes_holding_a_secret_are_still_refused(text):
    assert find_secret(text), text
