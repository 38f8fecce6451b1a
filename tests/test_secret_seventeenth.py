"""Classes the seventeenth prose round found (benchmarks/secrets_prose_seventeenth.py), each
with look-alikes that must be kept.

Misses: a password a tool takes as a plain argument (poetry and composer http-basic,
rabbitmqctl add_user, net user, ConvertTo-SecureString -AsPlainText, ipmitool -P, security
add-generic-password -w); devices' and installers' configuration lines (Kickstart's rootpw
--plaintext, cloud-init's chpasswd list, a Cisco user's password, an SNMP community, an
IPsec PSK); a password in an XML element with attributes or in its <Value> child; a Bicep
parameter's default, an ARM parameters file's value, PHP's define(). False alarms: PostHog's
phc_ project key, a wallet's xpub, an IPFS content id, Pulumi's encrypted value, a
PowerShell cmdlet as a password variable's value, an empty quoted password. Then the prose
classes: a password named "pw" or with an aside before its verb, a pre-shared key, symbols
and repeated digits said as words, gift, restore and verification codes, an application
password in groups, an unlock pattern, a UUID after an Authorization header's scheme, a key
after a vendor's dotted prefix, a row of a table of logins, a password sent as a chat's next
message.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # A password a tool takes as a plain argument.
    "poetry config http-basic.internal builder 'Tern#Vale428'",
    "composer config -g http-basic.pkg.acme.dev deploy Moss!Kite77",
    "rabbitmqctl add_user billing 'Rb#Quay5519' && rabbitmqctl set_user_tags billing monitoring",
    "rabbitmqctl change_password guest Gst!2291harbor",
    "net user kiosk Kx#Lobby2026 /add",
    "$s = ConvertTo-SecureString -String 'Vale#Otter31' -AsPlainText -Force",
    "ipmitool -I lanplus -H 10.1.0.8 -U root -P Cairn4Sedge sol activate",
    "security add-internet-password -a ops -s mail.acme.dev -w 'Ledge*Rook19'",
    "rabbitmqctl add_user mq_ops 'Mq#Ops2026' 之后再加权限",
    "net user backup Bk#Aoba7788 /add で作りました",
    # Devices' and installers' configuration lines.
    "ks.cfg 里写的是 rootpw --plaintext Root#Ks2026",
    "cloud-init:\nchpasswd:\n  list: |\n    root:Pine#Vale2026\n    ops:Rk7-quay-Fen\n  "
    "expire: false",
    "username netadmin privilege 15 secret 0 Swt#Core2291",
    "enable password Cisco#Edge77",
    "snmp-server community Qz7kPw2mXr RW",
    "snmpd.conf:\nrwcommunity Hv8nTq3Lx 10.0.0.0/8",
    "ipsec.secrets: 203.0.113.5 %any : PSK \"Lw9xQk2Rt7Mz\"",
    # A password in an XML element with attributes, or in its <Value> child.
    "<Server><Host>ftp.acme.dev</Host><Pass encoding=\"base64\">S2VzdHJlbCM0NDEw</Pass></Server>",
    "<Password><Value>Lobby#Kiosk88</Value><PlainText>true</PlainText></Password>",
    "unattend.xml の <AdministratorPassword><Value>Adm#Aoba2026</Value> はそのままです",
    # A Bicep parameter's default, an ARM parameters file's value, PHP's define().
    "@secure()\nparam sqlAdminPassword string = 'Bcp#Sql5512'",
    "@secure()\nparam vmLogin string = 'Vm!Login7781'",
    "parameters.json 里是 \"sqlPassword\": { \"value\": \"Arm#Sql2026\" }",
    "define( 'DB_PASSWORD', 'Wp#Songtao2026' );",
    # A password named "pw" in a chat, or with an aside before its verb; a pre-shared key.
    "[10:02] lee: box is up, user deploy pw Quay#Fen2291",
    "the password (the new one) is Marten!Cove64",
    "WiFi 密码（五楼那个）是 Wifi#Floor5x",
    "パスワード（新しいほう）は Kaede#Sora31 です",
    "the office VPN's pre-shared key is fen-harbor-quay-81",
    "L2TP 的预共享密钥是 lan-shan-vpn-66",
    "VPN の事前共有キーは sora-umi-psk-19 です",
    # A password dictated with its symbols said by name.
    "パスワードは kumo アンダーバー 2026 アットマーク sora です。全部小文字",
    "密码是 zhou 下划线 1987 艾特 lab。",
    # Codes said with their digits twice over.
    "the lockbox opens with double four, nine, triple two",
    "金庫の番号は、7 が 2 つ、それから 3、1 です",
    # A code that redeems, restores or unlocks.
    "here's a Steam wallet code for you: 7KQ2M-X9PLR-4TWZB",
    "礼品卡卡密 Q7K2-M9XP-R4TW-Z8NB，生日快乐",
    "iTunes カードのギフトコードは X7QK2M9PLR4TWZ8N です",
    "the authenticator's restore code is 8KQ2MX7PLR, keep it with the serial",
    "WordPress application password for the CI: Ab12 Cd34 Ef56 Gh78 Ij90 Kl12",
    "远程协助：识别码 512 907 386，验证码 k7m2q9",
    "摄像头的设备验证码是 HXQTRW，在机身底部",
    "手机的解锁图案是 3-5-7-8-9",
    # A UUID after an Authorization header's scheme; a key after a vendor's dotted prefix.
    "curl -H 'Authorization: Splunk 2c8e4d1a-7b3f-4e9a-8c21-5d6f7a8b9c0d' https://hec:8088",
    "the client secret is amzn1.oa2-cs.v1.3f9a2c7e1b8d4f6a9c2e7b1d8f4a6c9e2b7d1f8a4c6e9b2d7f1a8c"
    "4e6b9d2f7a",
    # A row of a table of logins.
    "name,url,username,password\nNAS,https://nas.local,admin,Nas#Quay2291",
    "账号,密码\nzhangwei,Zw#2026home",
    # A password shared as a chat's next message.
    "10:12\t佐藤\tステージングの DB パスワード共有します\n10:12\t佐藤\tStg#Sato0707",
    "[11:40] kim: here's the root password\n[11:40] kim: Root#Kim2026",
])
def test_a_secret_of_the_seventeenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # The tools prompt when the password is left out, or read it from a variable.
    "poetry config http-basic.internal builder prompts for the password",
    "composer config -g http-basic.pkg.acme.dev deploy $COMPOSER_PASS",
    "rabbitmqctl add_user billing without a password then asks for one",
    "net user kiosk * /add prompts for the password",
    "net user kiosk /active:yes turns the account back on",
    "$s = ConvertTo-SecureString $env:KIOSK_PASS -AsPlainText -Force",
    "ipmitool -I lanplus -H 10.1.0.8 -U root -E sol activate reads IPMI_PASSWORD",
    "security add-generic-password -a ops -s smtp -w asks for it when -w comes last",
    # Hashes, generated values, locked accounts, defaults.
    "rootpw --iscrypted $6$rounds=4096$saltsalt$3xJ2mJ7hK9yq0Yq3y8u0Qm1lG",
    "kickstart: rootpw --lock, and the key goes in sshkey",
    "chpasswd:\n  list: |\n    root:RANDOM\n  expire: true",
    "username netadmin privilege 15 secret 9 "
    "$9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM",
    "enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0",
    "the switch still answers snmp-server community public RO, turn it off",
    "ipsec.secrets reads : PSK from /etc/ipsec.d/psk.txt, not inline",
    "the password manager (Bitwarden) keeps the PSK for the office VPN",
    # XML without a secret's value.
    "<bypass>true</bypass><compass>north</compass>",
    "<Password><Value></Value><PlainText>false</PlainText></Password>",
    # A declaration with no secret given.
    "@secure()\nparam sqlAdminPassword string",
    "param location string = 'westeurope'",
    "\"sqlPassword\": { \"reference\": { \"keyVault\": { \"id\": \"kv-prod\" } } }",
    "define( 'DB_PASSWORD', getenv('DB_PASSWORD') );",
    "define( 'WP_DEBUG', 'false' );",
    # Public by design, encrypted, a cmdlet's call, an empty value.
    "PostHog's project key phc_Hq2Lm8Xk4Wz9Rt7Np3Vy5Bc6Jd1Gf0Sa2Ee is in the page's snippet",
    "the watch-only wallet has xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1"
    "icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz",
    "IPFS CID bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi, pinned",
    "the old site is at Qmc5gCcjYypU7y28oCALwfSvxCBskLuPKWpK4qpterKC7z on IPFS",
    "Pulumi.dev.yaml:\n  dbPassword:\n    "
    "secure: v1:Qk3Lm9Xr2Tz7Wp4N:AAABAMx8N2y1q8Vr0ZKp3L9wQ7tT5mXn2Yp4Rs6Jk8Hd",
    "$cred = Get-Credential; $pw = Read-Host 'Password' -AsSecureString",
    "PalWorldSettings.ini: AdminPassword=\"\",ServerPassword=\"\" (anyone can join)",
    # "pw", an aside and a pre-shared key with no value.
    "the pw reset link expired, ask for a new one",
    "the password (at least 12 characters) is required",
    "the pre-shared key is kept in the vault, ask IT",
    "事前共有キーは 20 文字以上にしてください",
    # Symbols said by name in a handle, not a password; digits said twice that count things.
    "メールアドレスは sato アンダーバー kaede アットマーク example.jp です",
    "我的微信号是 zhou 下划线 1987",
    "we need a double espresso and triple one-way tickets",
    "部屋は 3 が 2 つあります",
    # Codes described, public or with no value.
    "WELCOME15 gives 15% off, it's the promo code on the newsletter",
    "兑换码要刮开背面涂层才能看到，以 X 开头，16 位",
    "ギフト券の残高は 3,200 円です",
    "the restore code is printed on the back of the authenticator's serial card",
    "WordPress application passwords are 24 characters in six groups of four",
    "验证码是 6 位数字，五分钟内有效",
    "验证码 a1b2c3 这种格式的，大小写不敏感",
    "the verification code ABC123 expired already, send a new one",
    "金庫は 1000 万円まで入ります",
    "金庫は 300 キロあります",
    "手机不再用图案解锁，改成 6 位数字密码了",
    # A UUID in another header; a client id after a vendor's dotted prefix.
    "the X-Request-Id: 2c8e4d1a-7b3f-4e9a-8c21-5d6f7a8b9c0d is in the log",
    "Login with Amazon client id amzn1.application-oa2-client.3f9a2c7e1b8d4f6a9c2e7b1d8f4a6c9e",
    # A table's header alone, a row with no password.
    "the export has the columns name,url,username,password,totp",
    "name,url,username,password\nNAS,https://nas.local,admin,",
    # A chat that points to where the password is kept.
    "10:12\t佐藤\tパスワード共有します\n10:12\t佐藤\t1Password の「ステージング」を見てください",
    "[11:40] kim: here's the root password policy\n[11:40] kim: see the wiki page",
])
def test_a_look_alike_of_the_seventeenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The same shapes, holding a secret.
    "the wallet's xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJx"
    "WUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi is its private key",
    "PostHog personal API key phx_Hq2Lm8Xk4Wz9Rt7Np3Vy5Bc6Jd1Gf0Sa2EeQw",
    "AdminPassword=\"Pal#World77\",ServerPassword=\"\"",
    "$pw = 'Vale#Otter31'",
])
def test_a_secret_beside_those_look_alikes_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    "repo: poetry config http-basic.internal builder 'Tern#Vale428'",
    "bmc: ipmitool -I lanplus -H 10.1.0.8 -U root -P Cairn4Sedge sol activate",
    "switch: snmp-server community Qz7kPw2mXr RW",
    "kiosk: <Password><Value>Lobby#Kiosk88</Value></Password>",
    "wp: define( 'DB_PASSWORD', 'Wp#Songtao2026' );",
    "vpn: ipsec.secrets: %any : PSK \"Lw9xQk2Rt7Mz\"",
    "gift: 礼品卡卡密 Q7K2-M9XP-R4TW-Z8NB",
    "vpn: VPN の事前共有キーは sora-umi-psk-19 です",
    "logins: name,url,username,password\nNAS,https://nas.local,admin,Nas#Quay2291",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_seventeenth_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    "The switch answers SNMP on the default community public, read-only.",
    "PostHog's project key phc_Hq2Lm8Xk4Wz9Rt7Np3Vy5Bc6Jd1Gf0Sa2Ee goes in the page.",
    "Pulumi keeps dbPassword as secure: v1:Qk3Lm9Xr2Tz7Wp4N:AAABAMx8N2y1q8Vr0ZKp3L9wQ7tT5mXn2Y.",
    "$pw = Read-Host 'Password' -AsSecureString keeps the password out of the script.",
])
def test_add_keeps_an_ordinary_note_near_the_seventeenth_rounds_classes(project, body):
    """`memdir add` stores the note: refused, it would be a memory lost."""
    add_keeps(project, body)
