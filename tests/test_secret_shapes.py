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


_WORDS = "maple cabin drum pilot sunset fossil ribbon glance anchor orbit velvet tribe"
_JWT_HEADER = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
_SIGNATURE = "kX9v2mPq8LrT4nW7yZ1cB3dF5gH6jK0lM2nO4pQ6rS8"


def _jwt(claims: str) -> str:
    return f"{_JWT_HEADER}.{_b64(claims).rstrip('=')}.{_SIGNATURE}"


@pytest.mark.parametrize("text", [
    # A security question's answer after an arrow, a dash or "A:".
    "Security question: first car → Corolla",
    "security question (favourite teacher) -> Pemberton",
    "secret question: street I grew up on — Maple",
    "bank security question. Q: first pet? A: Pickles",
    "密保问题 问：小学班主任姓什么？答：王",
    "秘密の質問：初めて飼ったペット → タマ",
    # A watchword of one character, quoted or set apart.
    "今夜の合言葉は「森」",
    "合言葉は 海 です",
    "今晚的口令是“风”",
    # A seed phrase named after its words.
    f"the words for my Trezor are {_WORDS}",
    f"24个单词：{_WORDS} {_WORDS}",
    f"钱包的 12 个英文单词是 {_WORDS}",
    f"復元用の12単語: {_WORDS}",
    f"MetaMask words → {_WORDS}",
    f"助记词（12个单词）：{_WORDS}",
    # A JWT whose claims are a real user's, beside an example's look.
    _jwt('{"sub":"user_4829","role":"admin","exp":1799999999}'),
    # Twilio's API key SID, and an account SID with its auth token.
    "SK4c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f",
    "Twilio account AC4c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f, auth token "
    "9b8a7c6d5e4f30211a2b3c4d5e6f7a8b",
])
def test_an_answer_a_watchword_a_seed_a_token_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "security questions -> see the vault",
    "The security question flow -> redesign next sprint",
    "security question → what was your first car",
    "security question → answer stored in 1Password",
    "security question reset -> Done",
    "秘密の質問 → 設定画面から変更できます",
    "合言葉は「山」と「川」が定番です",
    "合言葉は何？",
    "口令是 2 个字",
    "The first 12 words of the poem: the and of for with our that this from will was were",
    "12 个单词的助记词千万别发给别人",
    "ウォレットの単語は紙に書いて保管してください",
    "the words for my Ledger are on a steel plate in the safe",
    # A documented example JWT (jwt.io's claims, an issuer at example.com).
    "jwt.io shows " + _jwt('{"sub":"1234567890","name":"John Doe","iat":1516239022}'),
    "RFC 7519's example: " + _jwt('{"iss":"joe","exp":1300819380,'
                                  '"http://example.com/is_root":true}'),
    # Twilio's account SID alone names an account.
    "The Twilio account SID is AC4c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f.",
])
def test_talk_about_answers_watchwords_seeds_and_examples_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))
