"""Classes the fourteenth prose round found (benchmarks/secrets_prose_fourteenth.py), each
with look-alikes that must be kept.

Misses: identity numbers of other countries given as someone's (a Brazilian CPF, an Indian
Aadhaar, a Spanish DNI, a Singapore NRIC, an Australian TFN, a Swedish personnummer, a
Korean resident registration number, a Taiwanese id, a Hong Kong identity card, a Chinese
exit-entry permit, a Japanese residence card, driving licence, resident record code and
health insurance card); digits said as words (four nine two seven, oh four one nine,
ゼロ、ハチ…, 幺五八拐三洞) after a PIN's, a panel's or a bike lock's name; a code just texted
or shown now by an authenticator; a password given to 7z -p, zip -P, openssl -k, piped to
sudo -S or after a share in net use; a password or a passphrase of words with no digit,
with how it is typed said after it, or a passphrase of four words or more; a framework's
session cookie named outside a header (PHPSESSID=…); Netlify's build hook and Home
Assistant's webhook.

The values here are new (not the round's), made up for this file; the identity numbers pass
their check digits but belong to no one."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # Identity numbers of other countries, named and with their check digits right.
    "my CPF for the invoice is 477.001.600-07",
    "Aadhaar: 9540 3899 2140, please keep it private",
    "the hotel in Madrid wants my DNI, 67729079J",
    "my NIE is Y6115019T since I moved",
    "her NRIC is S8208931D",
    "TFN 738 325 280 for the super fund",
    "mitt personnummer är 19880412-7184",
    "韩国客户的居民登录号 850714-2145150",
    "台湾客户的身分证字号 F104491647，开发票用",
    "香港身份证 R583253(4)，开户用",
    "港澳通行证号码 CK4517541，签注快到期了",
    "在留カード番号 MA62490525KD を書いてください",
    "運転免許証の番号 303671021778 で登録しました",
    "住民票コードは 22287503489 です",
    "保険証の記号 3021、番号 57 です",
    "住民登録番号 910305-1894417 をビザ申請に使います",
    # Digits said as words after a PIN's or a lock's name.
    "the door code is seven three one nine, then hash",
    "her card PIN is oh seven two five",
    "the alarm panel code is two eight six one",
    "暗証番号は、イチ、キュウ、ナナ、サンです",
    "自転車の鍵の番号は、よん・ご・ろく・に です",
    "门锁密码：拐三幺洞五",
    # A code just sent, or shown now.
    "they just texted me 640187, type it in for me on the login page",
    "Authy shows 318 640 now, quick",
    "动态口令现在显示 905 318，快输",
    "ワンタイムパスワードはいま 284 610 と表示されています",
    # Passwords on command lines.
    "7za x -pQuill#4471 backup.7z",
    "unzip -P Fennel!Road92 export.zip",
    "openssl enc -d -aes-256-cbc -k 'Wq7#mZ2x' -in a.enc",
    "echo 'Rk8$vT2q' | sudo -S reboot",
    r"net use Y: \\files\hr Pq7#Lm2x /user:CORP\sato",
    # Words with no digit, with how they are typed; a passphrase of four words or more.
    "the laptop password is amber-kestrel-lantern, all lower case with the dashes",
    "my ssh key's passphrase is: we sail at midnight sharp -- no capitals",
    "the passphrase is Copper lanterns over silent harbours",
    "开机密码是 ChunFengHuaYu，每个词首字母大写",
    "口令是一句诗：白日依山尽黄河入海流，中间没有标点",
    "パスフレーズは red fox under quiet snow です（スペースあり）",
    # A session cookie named outside a header; deploy hooks and a Home Assistant webhook.
    "用这个 JSESSIONID=7F3A9C0B51D24E6F8A1B2C3D4E5F6071 调一下接口",
    "POST https://api.netlify.com/build_hooks/64a1f2c3d4e5f60718293a4b to redeploy",
    "the sensor calls https://ha.example.net/api/webhook/b7c1e2f3a4d5c6b7a8e9f0a1b2c3d4e5",
])
def test_a_secret_of_the_fourteenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # Formats described, example numbers and numbers whose check fails.
    "a CPF is written 000.000.000-00",
    "my CPF is 477.001.600-08, the form says it is invalid",
    "Aadhaar numbers are 12 digits, printed as XXXX XXXX XXXX",
    "the DNI has eight digits and a letter, like 12345678A",
    "order 738 325 281 shipped, the TFN form is still missing",
    "香港身份证号码的格式是一个字母加六位数字，比如 A123456(7)",
    "在留カード番号は英字 2 文字、数字 8 桁、英字 2 文字です",
    "運転免許証の番号は 12 桁です",
    "保険証の記号と番号は問診票に書く欄があります",
    "港澳通行证号码是 C 开头加 8 位",
    # Number words that count things, or said with no PIN or lock.
    "order two three-packs of cables and one four-port hub",
    "we need four five six seven chairs for the rows",
    "定員はよんじゅう名、お弁当はさん・し個ずつです",
    "三五个人一组，七八个小时",
    # Codes that were no one-time code, or nothing shown now.
    "the bank texted me 3 times about the new card",
    "the authenticator shows a 6-digit code that changes every 30 seconds",
    "ワンタイムパスワードは 30 秒ごとに変わります",
    # Commands with no password in them.
    "7z a -p backup.7z docs/ prompts for the password",
    "unzip -P is insecure, leave it out",
    "echo 'hello' | sudo tee /etc/motd",
    r"net use Z: \\fs01\share * /user:AOBA\tanaka",
    # Words that describe a password rather than spell it.
    "the password is your surname, all lower case",
    "the password is case sensitive, all lower case letters",
    "the passphrase is kept in the team vault",
    "the passphrase is at least four random words",
    "口令是公司名称的拼音，全小写",
    "my login is john-smith, all lower case",
    # Cookies of no session; webhooks with placeholders or a name.
    "Set-Cookie: PHPSESSID=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "the docs say PHPSESSID=<session id>",
    "https://ha.example.com/api/webhook/<webhook_id>",
    "https://ha.example.com/api/webhook/garage_door",
])
def test_a_look_alike_of_the_fourteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


_STORED = [
    "contractor: my CPF for the invoice is 477.001.600-07",
    "visa: 韩国客户的居民登录号 850714-2145150",
    "home: the door code is seven three one nine, then hash",
    "login: they just texted me 640187, type it in for me on the login page",
    "backup: 7za x -pQuill#4471 backup.7z",
    "laptop: the password is amber-kestrel-lantern, all lower case with the dashes",
    "admin: 用这个 JSESSIONID=7F3A9C0B51D24E6F8A1B2C3D4E5F6071 调一下接口",
    "site: POST https://api.netlify.com/build_hooks/64a1f2c3d4e5f60718293a4b to redeploy",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_new_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


# Where a password is, or how it is written, said after its name: no password in the words.
_WHERE_IT_IS = [
    "The wifi password is on the sticky note, all lower case.",
    "The password is under the router, no spaces.",
    "The admin password is with Sam in accounts, no capitals.",
    "The VPN password is pinned in Slack, lowercase.",
    "Wifi password: see the sign by the door, all lowercase.",
    "The password is behind the fridge magnet, no caps.",
    "The password is taped to the monitor, all lower case.",
    "The password is printed on the back, no spaces.",
    "WiFi密码是贴在冰箱上那张卡片，全小写。",
    "密码为入职邮件里那串，全小写。",
    "密码写在白板上那句，全小写。",
    "Wi-Fiのパスワードはルーターの裏のシールに書いてあります、全部小文字です。",
    "パスワードは受付で聞いてください、全部小文字です。",
]


@pytest.mark.parametrize("text", _WHERE_IT_IS)
def test_where_a_password_is_said_with_how_it_is_typed_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", _WHERE_IT_IS[:5] + _WHERE_IT_IS[8:10] + _WHERE_IT_IS[11:12])
def test_add_stores_where_a_password_is(project, text):
    """`memdir add` keeps these, as it did before a password of words was refused."""
    add_keeps(project, text, "wifi", "wifi notes")


@pytest.mark.parametrize("text", [
    "the passphrase on my ssh key is: the owls are not what they seem -- no capitals",
    "my laptop login is just tangerine-velvet-harbour, all lower case with the dashes",
    "电脑开机密码是 MeiHuaLuoRi，每个词首字母大写",
    "加密盘的口令是一句诗：明月松间照清泉石上流，中间没有标点",
    "GPG のパスフレーズは blue heron at dusk under cedar です（単語の間にスペースあり）",
])
def test_a_password_of_words_with_how_it_is_typed_is_still_refused(text):
    assert find_secret(text) is not None, text
