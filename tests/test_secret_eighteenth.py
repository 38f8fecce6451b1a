"""Classes the eighteenth prose round found (benchmarks/secrets_prose_eighteenth.py), each
with look-alikes that must be kept.

Misses: the password flags of an MQTT client, Neo4j's, Hive's, InfluxDB's and TDengine's
shells and Db2's CONNECT … USING; Drone's secret store; a login's variable set to
user/password (NEO4J_AUTH); a login said as its user "and" its password; a CI variable named
for a password given its value in prose; a password told in the sentence after its name or
after a Chinese topic's pause; a Markdown table (or tab-separated rows) of logins; a UK
bank's memorable word; a key given as a list of its bytes; KOOK's bot token; a one-time
code read out digit by digit in Chinese or Japanese words; an XML attribute named ...Pass
(Tomcat's keystorePass); a wireless network's key by another name (暗号化キー, network
key). False alarms: a YAML reference tag (!secret), Travis CI's encrypted value, sandbox
values a provider's docs publish for testing.

Then what the seventeenth round left alone: a password told by what a document opens with,
Telegram's api_hash, Gurunavi's keyid, a plain word net user sets, and a promo code under a
gift code's name (FREESHIP2025), which is no secret while a gift card's random code is.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # Password flags of more clients and shells.
    "mosquitto_pub -h broker.lan -u hall -P 'Lark#Fen2291' -t lights/on -m 1",
    "mosquitto_sub -t '#' -u ha -P Otter5Vale 看一下所有消息",
    "taos -h 10.2.0.6 -u root -pTd#Quay2026 连上去查",
    "cypher-shell -u neo4j -p 'Graph#Wren77' で確認しました",
    "beeline -u jdbc:hive2://hive:10000 -n etl -p Hv#Moor2291",
    "influx -username admin -password 'Flux#Mill42' -database metrics",
    "db2 connect to LEDGER user db2inst1 using Db2#Tern55 を実行",
    "drone secret add --repository acme/web --name registry_pw --data 'Dr#Cove2026'",
    "woodpecker-cli secret add --repository acme/web --name token --value Wd7#Pine2026",
    "NEO4J_AUTH=neo4j/Quartz-Heath-41",
    "docker-compose 里写的是 NEO4J_AUTH: \"neo4j/Neo#Lina2026\"",
    # A login said as user "and" password.
    "the camera's web login is admin and Fern!Quay8",
    "登录账号 admin 和 Sh#Song2026，别外传",
    "管理画面のログインは admin と Shl#Aoba12 です",
    # A CI variable named for a password given its value.
    "in Bitbucket I added REGISTRY_PASSWORD, value Gannet_Tide_63",
    "环境变量组里 SIGNING_KEY_PASSWORD 的值是 Sg#Song2026",
    "変数 DEPLOY_PASSWORD の値は Dp#Aoba2026 です",
    # The sentence after a password's name; a Chinese topic's pause.
    "The NAS has a new admin password. It's Heron!Gate52, mind the capitals.",
    "VPN 密码发你了。就是 Vpn#Song2026",
    "测试库账号 qa。密码呢，是 Qa#Song0815",
    "共有フォルダのパスワードをお伝えします。中身は Share#Aoba77 です。",
    # A table of logins: Markdown, tab-separated.
    "| service | user | password |\n|---|---|---|\n| wiki | ops | Wiki#Lark2026 |",
    "| 系统 | 账号 | 密码 |\n| ---- | ---- | ---- |\n| CRM | song | Crm@2026song |",
    "| サービス | ID | パスワード |\n|---|---|---|\n| 経費 | aoba | Kei#Aoba0707 |",
    "service\tuser\tpassword\nmail\tops\tMail#Fen2291",
    # A memorable word; a wireless network's key by another name.
    "the memorable word for my Halifax login is larkspur",
    "my memorable information is Heron#2026",
    "ゲスト Wi-Fi の暗号化キーは aoba-guest-0707 です",
    "the guest Wi-Fi's network key is song-guest-2026",
    # A key as a list of its bytes; KOOK's bot token; Tomcat's keystorePass.
    "network_key: [41, 7, 199, 88, 230, 14, 61, 172, 3, 250, 96, 118, 35, 201, 77, 140]",
    "encryption_key = [0x1f, 0xa2, 0x33, 0x9c, 0x04, 0xe7, 0x5b, 0x81, 0x6d, 0x20, 0xfe, 0x47, "
    "0x90, 0x0b, 0xc4, 0x58]",
    "KOOK のボットトークンは 1/MTA2NjM=/rDa+J6WCFdDZkIL/tH5TuQ== です",
    "<Connector port=\"8443\" keystorePass=\"Tls#Quay66\" truststorePass=\"Tls#Quay67\" />",
    # A one-time code read out in words.
    "短信验证码是 幺五八 四四零，快帮我填",
    "验证码我念给你：三九二，七零六",
    "認証コードは、さん、きゅう、に、なな、ぜろ、ろく です",
    # What a document opens with.
    "the bank statements open with Tansy0921, her initials and her birthday",
    "工资条 PDF 用 Song0815 打开，每个月都一样",
    "給与明細の PDF は Aoba0707 で開けます",
    # Telegram's api_hash, Gurunavi's keyid, a plain word net user sets.
    "Telegram's api_hash is 3f1c9a0e7b2d4f6a8c1e3b5d7f9a2c4e",
    "Telegram 的 api_hash 是 3f1c9a0e7b2d4f6a8c1e3b5d7f9a2c4e",
    "ぐるなび API の keyid は 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d です",
    "net user kiosk marigold /add",
    "net user kiosk marigold /add で作りました",
    "C:\\> net user lobby marigold",
])
def test_a_secret_of_the_eighteenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # The flags prompting, or given prose.
    "mosquitto_pub -P の後にパスワードを書きます",
    "taos -h 10.2.0.6 -u root -p 会提示输入密码",
    "cypher-shell -u neo4j -p prompts if you leave it out",
    "db2 connect to LEDGER user db2inst1 と打つとパスワードを聞かれます",
    "beeline -u jdbc:hive2://hive:10000 -n etl -w /etc/hive/pass.txt",
    "drone secret add --repository acme/web --name key --data @/root/key.pem",
    "drone secret ls --repository acme/web 可以列出来，值看不到",
    "environment:\n  - NEO4J_AUTH=neo4j/${NEO4J_PASSWORD}",
    "NEO4J_AUTH=none",
    "BASIC_AUTH=true",
    # A login "and" something else.
    "the login flow and OAuth2 are both new",
    "the user root and www-data own the folder",
    "login with Google and Sign-in-with-Apple both work",
    # A variable's value elsewhere or described.
    "DOCKERHUB_PASSWORD, value masked in the logs",
    "DEPLOY_PASSWORD 的值是从 Vault 读的",
    "DB_PASSWORD の値は ${DB_PASS} です",
    "the password value is 12 characters long",
    # The next sentence saying where it is, or about the password.
    "The NAS has a new admin password. It's in the vault under nas/admin.",
    "The password policy changed. It's 12chars now.",
    "测试库账号 qa。密码在 KeePass 里。",
    "共有フォルダのパスワードをお伝えします。Bitwarden を見てください。",
    # Tables with no password given.
    "| service | user | 2FA |\n|---|---|---|\n| wiki | ops | yes |",
    "| サービス | ID | パスワード |\n|---|---|---|\n| 経費 | aoba | ******** |\n"
    "| 勤怠 | aoba | 1Password を参照 |",
    # A memorable word's rule; a network's name; a release branch.
    "the memorable word must be 6 to 15 letters",
    "the release branch key is billing-new-layout-2026",
    # Byte lists that are no key: a network's id, channels, a counted fixture.
    "ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]",
    "channels: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]",
    "key: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]",
    "network_key: GENERATE",
    # keystorePass from a variable; a word ending in "pass".
    "<Connector port=\"8443\" keystorePass=\"${KEYSTORE_PASS}\" />",
    "bypass=true compass=north",
    # Codes described, or numbers that count.
    "验证码是六位数字",
    "验证码输错三四五次会锁定",
    "認証コードは SMS で届き、10 分で失効します",
    "認証コードは、いち から始まる 6 桁です",
    # A document opening with a program or a heading.
    "open the file with Notepad++",
    "the report file opens with Office365",
    "这个文件用 WPS2019 打开",
    "この資料は Acrobat9 で開きます",
    "the sprint doc opens with Q4-2026 goals",
    "the file opens with utf-8 encoding",
    # Key ids of other lengths; a hash named as one.
    "the GPG keyid is 8C8D4319",
    "the KMS KeyId is 1234abcd-12ab-34cd-56ef-1234567890ab",
    "Telegram の api_id は 7357705 です。api_hash は別に管理しています",
    "the apiHash function returns sha256",
    # net user in a sentence, or prompting.
    "I ran net user kiosk yesterday",
    "net user kiosk * /add",
    "net user kiosk /active:no",
    # Promo codes under a gift code's name.
    "use claim code FREESHIP2025 at checkout",
    "兑换码 SPRINGSALE20，全场可用",
    "兑换码 Q7ZP-K2M8-XR4T 下单立减 20 元",
    "引換コード WELCOME500 を入力すると 500 円引き",
    "claim code Q7ZP-K2M8-XR4T gives 20% off",
    # References, ciphertext and published test values.
    "api:\n  encryption:\n    key: !secret api_encryption_key",
    "wifi:\n  password: !secret wifi_password",
    "Password: !Ref DbPassword",
    "env:\n  global:\n    - secure: \"Qk3Lm9Xr2Tz7Wp4NAAABAMx8N2y1q8Vr0ZKp3L9wQ7tT5mXn2Y=\"",
    "PayFast's sandbox merchant key 46f0cd694581a is in their docs for testing",
    "沙箱的测试商户密钥在官方文档里公开了：46f0cd694581a，可以直接用",
    "テスト用のマーチャントキーはドキュメントに載っています：46f0cd694581a",
])
def test_a_look_alike_of_the_eighteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The same shapes, holding a secret.
    "my sandbox merchant key is 46f0cd694581a",
    "my key is Kx#99abcdef. The test values are in the docs.",
    "api:\n  encryption:\n    key: \"XtgDqiLN6joPRLouao9Xamyem8Mm0w4FpU0GtcLvyq4=\"",
    "Amazon gift card for your birthday, claim code P02H-RLCY4O-CMOO, redeem it before Friday",
    "京东E卡 卡密 7H12-N9SK-3XWY-M9KB，送你的",
    "Amazon ギフト券の番号は FT6Z-WLRX95-AV5C です",
    "the zip opens with Tern#Vale2026.",
    "drone secret add --repository acme/web --name pw --data Dr#Cove2026 --event push",
])
def test_a_secret_beside_those_look_alikes_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    "broker: mosquitto_pub -u hall -P 'Lark#Fen2291' -t lights/on",
    "ci: drone secret add --repository acme/web --name registry_pw --data 'Dr#Cove2026'",
    "graph: NEO4J_AUTH=neo4j/Quartz-Heath-41",
    "logins:\n| service | user | password |\n|---|---|---|\n| wiki | ops | Wiki#Lark2026 |",
    "zigbee: network_key: [41, 7, 199, 88, 230, 14, 61, 172, 3, 250, 96, 118, 35, 201, 77, 140]",
    "otp: 認証コードは、さん、きゅう、に、なな、ぜろ、ろく です",
    "payslip: 工资条 PDF 用 Song0815 打开",
    "kiosk: net user kiosk marigold /add",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_eighteenth_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    "Promo: use claim code FREESHIP2025 at checkout for free shipping.",
    "ESPHome reads the API key with key: !secret api_encryption_key.",
    "The memorable word must be 6 to 15 letters.",
])
def test_memdir_add_keeps_a_look_alike_of_the_eighteenth_rounds_classes(project, body):
    add_keeps(project, body)
