"""Classes the fifteenth prose round found (benchmarks/secrets_prose_fifteenth.py), each
with look-alikes that must be kept.

Misses: a password given to other databases' shells (cqlsh -p, gsql -W, obclient -p…,
hdbsql -p, vsql -w); a password named, then what it is now after a clause (密码我上周改了，
现在是 …, パスワードは先週変えて、いまは … になっています); a password told as a word in kana
or Han with the script named (カタカナで「…」, ひらがなの「…」, and its romaji after it); a
safe's dial with the times each turn goes round (右に 3 回回して 45…); a registration,
activation or serial code in its groups (注册码 …); a mail authorisation code as a config
key (authCode); one recovery code given alone (R48213); a password of capitalised words in
quotes right after its name ('with the password 'Fenwick_Tide' and then…'); a quoted value
to type where the text names a login. False alarms: Microsoft's published KMS client key
and a payment gateway's client key (Mid-client-…), public by design.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # Other databases' shells.
    "cqlsh 10.0.0.9 -u app -p 'Tarn#Wolf58' -e 'describe keyspaces'",
    "cqlsh --username app --password Tarn#Wolf58 db01",
    "用 gsql -d app -U omm -W 'Om#2291gs' -p 26000 连上去",
    "obclient -h10.0.0.3 -P2881 -uapp@tenant -pOb#Tenant77 -A",
    "hdbsql -n hana02:30215 -u ADMIN -p Hd#Sys2291 \"select 1 from dummy\"",
    "vsql -U dbadmin -w Vq#Lake4410 -h 10.0.0.4 で繋がります",
    # A password named, then what it is now.
    "密码上周重置了，现在是 Lq7#vMm2Px。",
    "VPN のパスワードは昨日変えて、いまは Fuyu-Kaze-27 になっています。",
    "the router password, after the audit, is now Kq7#vLm2pX9w.",
    # A word in kana or Han, with the script named.
    "パスワードはひらがなで「あさがお」と入れてください",
    "タブレットのパスワードにしているのは、カタカナの「ヨツバサク」です",
    "パスワードは、ひらがなで「ゆきだるま」をローマ字にした yukidaruma です",
    "密码用汉字打“山高水长”",
    # A safe's dial, each turn with the times it goes round.
    "金庫はダイヤルを左に 4 回回して 12、右に 3 回で 56、左で 30 です",
    "the safe: left 4 times to 12, right three times to 56, left to 30",
    # A licence code in its groups.
    "软件的激活码是 7HQ2-K9PM-4XRT-B6WN，别外传",
    "registration code: 4FJQ-8KD2-MP7X-2WQ9 for the diagram tool",
    "シリアル番号は QX7P2-MH4KD-9TRW8-BC3JV-6YF2M です",
    # A mail authorisation code as a config key.
    "{\"smtp\": {\"user\": \"bot@example.cn\", \"authCode\": \"wmxqprtzkdhbvcya\"}}",
    "spring.mail.auth-code=wmxqprtzkdhbvcya",
    # One recovery code given alone.
    "my Steam Guard recovery code is R70412",
    "リカバリーコードは K7Q2M9 です",
    # A password of capitalised words in quotes right after its name.
    "ssh in as ops with the password 'Harbor_Finch' and restart nginx",
    "the passphrase \"Copper-Lantern-Moss\" unlocks the backup disk",
    # A quoted value to type where the text names a login.
    "at the NAS login use admin, then type \"Moss!Kite72\" and open the backup app",
    "登录后台时输入“Ts#2291login”",
    "ログイン画面で「Hk#7731aoba」と入力してください",
])
def test_a_secret_of_the_fifteenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # Shells prompting for the password, or a sentence about the flag.
    "cqlsh -u app -p prompts if you leave the value out",
    "psql -W always prompts for the password",
    "vsql -w is insecure, use a .vsqlpass file instead",
    # A password's rule, state or field said to be now something.
    "the password policy is now stricter: 14 characters",
    "密码我改了，现在是加密保存的",
    "パスワードはいまは 12 文字以上になっています",
    "the password field is now type=password",
    # The script named with no literal, an example, or what not to type.
    "パスワードはひらがなでは入力できません",
    "パスワードにはひらがなの「あ」などは使えません",
    "パスワードは、ひらがなで「はるのうみ」のような言葉にしてください",
    "ニックネームはひらがなで「はるのうみ」にしました",
    "密码不能用中文“你好”这种",
    # Turns with no safe, or no numbers.
    "交差点を右に 2 回、左に 1 回、右で 3 つ目の角です",
    "turn the dial left 3 times, then right twice, then left once",
    # Serial numbers of devices, formats, KMS keys Microsoft publishes.
    "序列号 C02XK1ZJJG5H，保修到明年",
    "the serial number format is XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    "注册码格式是 4 组 4 位，比如 ABCD-EFGH-IJKL-MNOP",
    "the KMS client setup key (GVLK) for Windows Server 2022 is "
    "VDYBN-27WPP-V4HQT-9VMD4-VMK7H",
    "the KMS client key for Windows 10 Enterprise is NPPR9-FWDCX-D2C8J-H872K-2YT43",
    # Config keys with no code, and placeholders.
    "\"grant_type\": \"authorization_code\"",
    "\"authCode\": \"your-auth-code\"",
    # Talk of recovery codes.
    "the recovery code is valid for 10 minutes",
    "the backup code is 8 digits long",
    # Quoted fields and buttons, placeholders and one word.
    "click the Password 'ShowText' toggle",
    "the password 'ChangeMe' is what every new account starts with",
    "set autocomplete to 'current-password' on the login form",
    # Quoted things to type at a login that are no password.
    "type \"npm login\" to sign in",
    "enter \"admin@example.com\" at the login page",
    "at the login screen type \"Ctrl+Alt+Del\" first",
    # A payment gateway's client key, public by design.
    "MIDTRANS_CLIENT_KEY=Mid-client-Xq7LmP2vRt9KwZ3a",
    "the client key Mid-client-Xq7LmP2vRt9KwZ3a goes in the Snap page",
    "Omise public key pkey_live_5xq2m9w8r7t6y5u4",
    "Toss live_ck_Qw7ErT9yUi3OpAs5DfGh is for the payment widget",
])
def test_a_look_alike_of_the_fifteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "the server key Mid-server-Xq7LmP2vRt9KwZ3aBc4Dn6Fp",
    "Omise secret skey_live_5xq2m9w8r7t6y5u4",
    "Toss live_sk_Qw7ErT9yUi3OpAs5DfGh for the server",
    "my Windows key is VDYBN-27WPP-V4HQT-9VMD4-VMK7H",
])
def test_a_payment_gateways_or_a_licences_secret_key_is_still_refused(text):
    assert find_secret(text) is not None, text


# Ordinary sentences the classes above once refused, each a note a user would lose.
@pytest.mark.parametrize("text", [
    # (a) A value typed into a search box, a filter or a ticket's field once logged in.
    'Log in to Jira and type "PROJ-1234" in the search box.',
    'Log in and enter "INC0012345" in the ticket field.',
    "登录后在搜索框输入“ORDER2024”查订单。",
    "ログインしたら「report2024」と入力して検索します。",
    'After you sign in, type "BUG-20931" in the filter to see the ticket.',
    "登录以后在筛选栏输入“SKU88123”就能看到库存。",
    "ログイン後、検索欄に「INV-20240331」と入力してください。",
    "Log in to the wiki. Later in the afternoon, when the build finishes and the report is "
    'ready, type "build2024" to tag it.',
    # (b) What a password or its login is now: a mechanism, not a value.
    "Password login is now OAuth2-only.",
    "The wifi password is now WPA3-only on the office router.",
    "数据库密码现在是 K8s-Secret 管理的。",
    "The admin password is now Vault-managed.",
    "密码现在是 LDAP2-based 统一认证的。",
    "VPN のパスワードはいまは SSO2-only です。",
    # (c) A password's quoted name, then a noun it names.
    'The password "HelloWorld" handler lives in auth.py.',
    'Use the password "NewPassword" parameter when calling reset().',
    'Edit the password "ResetLink" email template before launch.',
    'Click the password "ShowHide" icon to reveal it.',
    "the password 'StrengthMeter' component is in the design system",
    # (d) A device's or a booth's serial or registration number.
    "The serial number on the back of the router is 2N4K-8QZP-77TR.",
    "Registration number for the conference booth: B12C-44D9-1A7Z.",
    "路由器背面的序列号是 7KQ2-M9PX-4TRW，保修用。",
    "冷蔵庫のシリアル番号は 4KQ7-29XP-MT3R です。",
    # (e) A label's or a link's text in a script, not what is typed.
    "パスワード欄の上にカタカナで「パスワード」と表示されます。",
    "パスワードを忘れた場合のリンクはひらがなで「わすれた」と書きます。",
    "登录页密码那一栏，标签用汉字“口令”就行。",
    "パスワードのボタンはひらがなで「ひょうじ」にします。",
    "密码输入框的提示文字用中文“请输入”就行。",
    # (g) An error's number, and where recovery codes are kept.
    "Recovery code is REC2024 in the runbook, see section 3.",
    "OAuth returns auth_code=E1023 when the grant is expired.",
    "the backup code is BK2023 in the vault folder",
    "the API answers auth_code=ERR_401 on a bad scope",
    "リカバリーコードは RC2024 in the wiki を見てください",
])
def test_an_ordinary_sentence_near_the_fifteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


# ... while the secret beside them is still refused, and a KMS named elsewhere in the text
# no longer hides a licence's code.
@pytest.mark.parametrize("text", [
    "We use AWS KMS for encryption; the JetBrains activation code is ABCD-1234-EFGH-5678.",
    "Our keys sit in KMS.\nThe Navicat registration code is G986-72FM-K4RD-86RF.",
    "the licence's serial number is 2N4K-8QZP-77TR, do not share",
    'log in to the NAS, then type "Moss!Kite72" in the password field',
    "the router password, after the audit, is now Kq7#vLm2pX9w.",
    "密码现在是 Lq7#vMm2Px，别告诉别人",
    "the passphrase 'Copper-Lantern-Moss' unlocks the backup disk",
    "my Steam Guard recovery code is R70412",
    "authCode=wmxqprtzkdhbvcya",
    "密码用汉字打“山高水长”",
])
def test_a_secret_beside_those_ordinary_sentences_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    "db: cqlsh 10.0.0.9 -u app -p 'Tarn#Wolf58'",
    "nas: 密码上周重置了，现在是 Lq7#vMm2Px。",
    "tablet: パスワードはひらがなで「あさがお」と入れてください",
    "office: 金庫はダイヤルを左に 4 回回して 12、右に 3 回で 56、左で 30 です",
    "tools: 软件的激活码是 7HQ2-K9PM-4XRT-B6WN，别外传",
    "mail: spring.mail.auth-code=wmxqprtzkdhbvcya",
    "steam: my Steam Guard recovery code is R70412",
    "box: ssh in as ops with the password 'Harbor_Finch' and restart nginx",
    "nas: at the NAS login use admin, then type \"Moss!Kite72\" and open the backup app",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_fifteenth_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    'Log in to Jira and type "PROJ-1234" in the search box.',
    "数据库密码现在是 K8s-Secret 管理的。",
    'The password "HelloWorld" handler lives in auth.py.',
    "The serial number on the back of the router is 2N4K-8QZP-77TR.",
    "パスワード欄の上にカタカナで「パスワード」と表示されます。",
    "OAuth returns auth_code=E1023 when the grant is expired.",
])
def test_add_keeps_an_ordinary_note_near_the_fifteenth_rounds_classes(project, body):
    """`memdir add` stores the note: refused, it would be a memory lost."""
    add_keeps(project, body)
