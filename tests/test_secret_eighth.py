"""Classes the eighth prose round found (benchmarks/secrets_prose_eighth.py), each with
look-alikes that must be kept.

Misses: what a password file holds, Postfix's sasl_passwd line, Go's MySQL DSN, a
connection call's password as a stack trace prints it, a PIN named with what it opens, a
keypad's code said after it, a one-time login code given to someone to type, a password
hint said to be the password, a Wi-Fi network given a value with how to type it.
False alarms: a credential's word read inside a certificate's base64, a Firebase config of
an iOS or an Android app, a password policy's count, an AppKey beside its app's secret, a
publishable key of hex.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret

GOOGLE_KEY = "AIzaQm7vT2xK9pLw4RbN8cYd3Fh6Js1Ug5Ze0Ao"
# A certificate's body in which base64 happens to spell "Key", a long run after it.
CERT = ("-----BEGIN CERTIFICATE-----\n"
        "MIIC+zCCAeOgAwIBAgIJAKz8q1Rf3wT7MA0GCSqGSIb3DQEBCwUAMBQxEjAQBgNV\n"
        "BAMMCWxvY2FsaG9zdDAeFw0yNDA5MTExMjAwMDBaFw0zNDA5MDkxMjAwMDBaMBQx\n"
        "hR4wsAmkNHwVyCRHsFy9gAXlHT3TvvLJaKey4pQ2mX9rT5vB8nWzYwWNAqdWrZcr3\n"
        "Ej8pLm3Tq6vXe5Nw0Yb7Zc1Ud4Rg2Sf9Ha0Jk3Lp6Mn8Oq5Ps7Ut1Vw4Xy6Za2Bc\n"
        "-----END CERTIFICATE-----")


@pytest.mark.parametrize("text", [
    # What a password file holds.
    "ansible.cfg sets vault_password_file = ~/.ansible/vault.txt; the file just says: "
    "Harbour-lamp-Violet-2207",
    "echo 'Marlin#Spoke88' > ~/.vault_pass.txt && chmod 600 ~/.vault_pass.txt",
    "Ansible 的密码文件里只有一行：Qiaomen-2291x",
    "パスワードファイルの中身は「kawa-Semi-4471」だけです",
    # Postfix's sasl_passwd map.
    "sasl_passwd:\n[mail.relay-hub.net]:2525 relay-user:Plover7#Tusk\nthen postmap",
    "/etc/postfix/sasl_passwd\nsmtp.office365.com:587 alerts@acme.io:Fennel29!Quay",
    # Go's MySQL driver DSN.
    'dsn := "app:Q7v!moss22@tcp(db.internal:3306)/orders?parseTime=true"',
    "测试环境 DSN 是 ops:Mutong#2025@tcp(10.8.0.12:3306)/crm",
    "DSN は app_rw:Kiri#2024x@unix(/var/run/mysqld/mysqld.sock)/shop です",
    # A connection call's password argument, as a stack trace prints it or source writes it.
    "#0 db.php(9): PDO->__construct('pgsql:host=db;dbname=crm', 'crm', 'Tundra!rope5')",
    "Warning: mysqli_connect('10.0.0.4', 'wp', 'Lantern#4471') failed",
    'new PDO("mysql:host=localhost;dbname=app", "root", "Birch7$Hollow")',
    # A PIN named with what it opens; a keypad's code said after it.
    "the PIN for my work phone is 5830",
    "PIN on the garage keypad is 7204",
    "the gate has a new keypad, the code is 4417, don't share it",
    "lockbox by the front door, the code is 0916",
    # A one-time login code that just came, given to someone to type.
    "the login code just arrived by text: 582039, type it in before it expires",
    "验证码刚发到我手机：482913，你帮我输一下",
    "認証コード 305718 が届きました。5分間有効なので入力してください",
    # A password hint said to be the password.
    "my password hint is just the password, Quokka2021#",
    "the hint for my password is the same as the password: Pelican77",
    "邮箱的密码提示就是密码本身：Haitang0712",
    "パスワードのヒントは「Sora2019!」で、それがパスワードそのものです",
    # A Wi-Fi network given a value with how to type it, or with a symbol in it.
    "the wifi at the lake house is pinecone2024, all lowercase",
    "guest wifi: Otter!Bay7",
    "小屋的 WiFi 是 songshu2023，全小写",
    "別荘の Wi-Fi は kitsune2024 です。全部小文字です",
])
def test_a_missed_secret_of_these_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A password file named, with no value; an echo that writes no password file.
    "vault_password_file points at ~/.vault_pass.txt; the file is gitignored and mode 600",
    "echo $VAULT_PASS > ~/.vault_pass.txt in CI",
    "echo 'Warbler7!' > notes.txt",
    "the htpasswd password file is one line: admin:$apr1$x8Qz1rTm$Kq1vN0bW3yZ7dLp9sR2eF/",
    # No password in the line: a reference, a relay host alone, a hosts line.
    "sasl_passwd:\n[smtp.acme.io]:587 alerts@acme.io:${SMTP_PASSWORD}",
    "[smtp.gmail.com]:587 is the relay host in main.cf",
    "/etc/hosts\n192.168.1.10 nas.local",
    # A DSN with no password, or a variable; PHP 8.2's hidden argument, variables, empty.
    "root:@tcp(127.0.0.1:3306)/test is the default DSN of the test suite",
    "#0 db.php(14): PDO->__construct('mysql:host=db;dbname=shop', 'shop_user', "
    "Object(SensitiveParameterValue))",
    "new PDO($dsn, $user, $pass)",
    "mysqli_connect('localhost', 'root', '')",
    # A PIN's length, where it is; a keypad's rule; a code that is no login code.
    "PIN for the debit card is 4 digits",
    "the PIN for the card is in the sealed envelope",
    "the keypad by the door logs every code; the code is changed monthly",
    "the error code just came back as 500213, type it into the ticket",
    "2FA codes are 6 digits and valid for 30 seconds",
    "the tracking code 84920175 arrived by email",
    "the code came in 2024 with the new phone",
    # A hint that is not the password, or a rule about hints.
    "my password hint is 'first cat + wedding year'",
    "a password hint must never be the password itself",
    "パスワードのヒントは「最初のペット」です",
    "密码提示是“我妈的生日”",
    # A network's name; no typing cue and no symbol.
    "the wifi at the cabin is Starlink-5G, all lowercase in the list",
    "wifi at the office is AcmeGuest",
    "the wifi at home is mesh2024, a TP-Link Deco",
    "WiFi 是 CMCC-8A2C，全小写",
])
def test_a_look_alike_of_a_missed_class_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # A credential's word inside a certificate's base64.
    f"here is the proxy's CA certificate, add it to the trust store:\n{CERT}",
    # An AppKey beside its app's secret; a publishable key of hex.
    "友盟的 AppKey 0542528ec65afcb07555fc7b 打包进 App，App Master Secret 只在服务端",
    "the JPush AppKey 88acb8a635d31fa68a1beed1 ships in the APK; the Master Secret stays "
    "on the server",
    "KOMOJU の公開鍵 pk_live_43accd198143cadfeafc93ef8731587eee416af333387899 はフロント用",
    "pk_test_43accd198143cadfeafc93ef8731587eee416af333387899 goes in checkout.js",
    # A Firebase config of an iOS and an Android app.
    f"GoogleService-Info.plist:\n<key>API_KEY</key>\n<string>{GOOGLE_KEY}</string>\n"
    "<key>GCM_SENDER_ID</key>\n<string>448120937715</string>\n<key>GOOGLE_APP_ID</key>\n"
    "<string>1:448120937715:ios:5be0c3a1d2f4e6b7</string>",
    'google-services.json: {"client_info": {"mobilesdk_app_id": "1:448120937715:android:'
    'a1b2c3d4e5f60718"}, "api_key": [{"current_key": "' + GOOGLE_KEY + '"}]}',
    # A password policy's counts.
    "passwords must be at least 14 characters",
    "new rule: passwords at least 10 letters, door PINs never four of the same digit",
    "the admin password at least 16 chars and rotated yearly",
])
def test_a_false_alarm_of_these_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # Beside them, the secrets of the same shapes: a credential's word outside base64, an
    # app key with no secret named, a Firebase-shaped key elsewhere, a secret key of hex,
    # a word after a password's name with no count before it.
    "AppSecret 4f9c2b7e81d0a6c3f5e2b9d8a7c6e1f0",
    "the Datadog app key is 9b1e4c7a2d8f3e6b0c5a9d2e7f1b4c8a",
    "极光 AppKey 是 88acb8a635d31fa68a1beed1，Master Secret 是 0542528ec65afcb07555fc7b",
    f"Info.plist:\n<key>GMSApiKey</key>\n<string>{GOOGLE_KEY}</string>",
    f"<key>API_KEY</key>\n<string>{GOOGLE_KEY}</string>",
    "PAY.JP の秘密鍵 sk_live_43accd198143cadfeafc93ef8731587eee416af333387899",
    "the password for building 7 is daffodil",
    "the AK is Hq7Lm2Np9Rt4Vx8Zb3Cd6Fg1Jk5, the SK is in the vault",
    "signingKey: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
])
def test_the_secret_beside_a_kept_false_alarm_is_still_refused(text):
    assert find_secret(text) is not None, text
