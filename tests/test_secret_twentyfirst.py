"""Classes the twenty-first prose round found (benchmarks/secrets_prose_twentyfirst.py), each
with look-alikes that must be kept, and what the twentieth round's reading left alone, now
decided.

Misses: docker config.json's "auth" (base64 of user:password); a generated key before a
full-width comma that NFKC makes "," (token 我放这了 <key>，CI 里…); a password changed by
someone said between its name and the verb (密码我改成 …), or after a comma (密码，我设的是 …);
a value in CJK quotes with spaces inside (「さくら もち 2025」); a wallet's "recovery seed";
an alarm's disarm code and a lock's code said as what it was set to; a password typed to get
into a NAS, a server or a router's admin page (后面输 … 就能进去, … を打てば入れます); a password
given after a clause saying where it is or what it is made of, then a colon ("the password
is on the chalkboard: latte2024", "… is four words with spaces between them: …"); identity
numbers of Poland, Mexico, Finland, Turkey, Israel, Italy, Belgium, Norway and Thailand.
Left alone last time, now decided: a flag for an action on a password (--reset-password)
takes a user in the rule of a password's word too, in every language; a Hong Kong identity
card number with a wrong check digit is the card's. (The round's false alarms, and "log in
as admin and Select2", are tests/test_secret_twentyfirst_kept.py's.)

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import base64

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize("text", [
    # docker config.json's auth: base64 of user:password.
    '{"auths": {"quay.io": {"auth": "' + _b64("robot:Fen-Lark-3318") + '"}}}',
    'config.json 里 "auth": "' + _b64("deploy:Shan_Shui42") + '" 这一段',
    'auths に "auth": "' + _b64("builder:Tori*Kumo55") + '" があります',
    # A generated key before a full-width comma.
    "Render 的 token 我放这了 Xq7TzR2mWb9PkL4sNv3Hd8Fj，部署脚本里配成 RENDER_TOKEN",
    "Fly の token はここに置きました Xq7TzR2mWb9PkL4sNv3Hd8Fj，あとで CI に入れます",
    # Who changed it, or a comma, between a password's name and its verb.
    "路由器密码我改成 桃花流水2025 了",
    "文件夹要密码，我设的是 高山 流水 明月 清风，中间有空格",
    "密码我们都改成 江南烟雨88 了",
    # A value in CJK quotes with spaces inside.
    "Wi-Fi のパスワードは「うみ ねこ 7781」です",
    "WiFi 密码是“山 水 2026”，有空格",
    # A wallet's recovery seed.
    "wallet seed for the Ledger, in order: ribbon glimpse harvest elbow canal tunnel zebra "
    "spice orphan tiger wool adapt",
    "backup seed: ribbon glimpse harvest elbow canal tunnel zebra spice orphan tiger wool adapt",
    # An alarm's disarm code; a lock's code said as what it was set to.
    "the security system disarms with 7-3-0-4, the panel is by the garage",
    "the disarm code is 58120 and the fob is in the drawer",
    "仓库的报警器撤防码是 2719，进门三十秒内按",
    "警報の解除コードは 6093 です",
    "we reset the office safe to 418207, in case anyone asks",
    "I programmed the lockbox to 3958 for the cleaner",
    "宿舍的密码箱改好了，现在是 703614",
    "金庫の番号を 2857 に設定しました",
    # A password typed to get into a NAS, a server or a router's admin page.
    "家里 NAS 用 admin 登，后面输 Lu-Shan_2210 就能进去",
    "服务器后台输 Qing*He88ab 就能进去",
    "ルーターの管理画面は admin で、あとは Aoi-Sora_771 を打てば入れます",
    "サーバーには root で Kumo#Yama42 を入力して入ってください",
    "to get into the server, type Kumo#Yama42",
    # A password after a clause saying where it is or how it is made, then a colon.
    "the password is on the fridge: mocha2025",
    "the wifi password is written on the router's sticker: Tern!Wave41",
    "the passphrase for the backup disk is five words with dashes: amber-otter-canyon-plume-tide",
    "密码贴在显示器背面：Lin#Feng2026",
    "パスワードは冷蔵庫に貼ってあります：matcha2025",
    # Identity numbers of nine more countries, their check digits right.
    "PESEL: 02270803624",
    "Mi CURP es HEGJ900512HDFRNN08",
    "HETU 270691-4176",
    "T.C. Kimlik No: 52819407310",
    "Teudat Zehut 207493156",
    "il mio codice fiscale è VRDGPP80A01F205X",
    "rijksregisternummer 93.05.18-223.61",
    "fødselsnummer 01010750160",
    "Thai ID 3-1005-00123-45-8",
    "タイの身分証番号は 1-1017-00230-70-8 です",
    "以色列身份证 207493156",
    # A Hong Kong identity card number, its check digit wrong: still the card's.
    "我的香港身份证号码是 K418270(5)",
    "HKID: P652190(1)",
])
def test_a_secret_of_the_twentyfirst_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # docker config without a password, or reading one from the environment.
    '{"auths": {"quay.io": {"auth": ""}}}',
    '{"auth": "' + _b64("robottoken") + '"}',
    '{"auth": "' + _b64("user:password") + '"}',
    '{"credsStore": "desktop", "auths": {"ghcr.io": {}}}',
    # A full-width comma after a name, not a key.
    "token 的名字叫 deploy_bot，CI 里配成 RENDER_TOKEN",
    # A change or a comma before a rule, a length or a way of making it.
    "密码我改成 随机 生成的了",
    "密码，我设的是 生日",
    "密码我已经改成 大写字母加数字 了",
    "パスワードは「半角 英数 記号」を混ぜてください",
    "密码是“见 群 公告”",
    # "seed" of no wallet.
    "seed the database with: ribbon glimpse harvest elbow canal tunnel zebra spice orphan "
    "tiger wool adapt",
    # Counts, times and settings near an alarm or a safe.
    "set the alarm to 0630",
    "I set my alarm to 0715 tomorrow",
    "the alarm arms with 30 seconds delay",
    "the security panel disarms with the fob, not a code",
    "I set the safe to 4 digits",
    "I set the safe to 2024 mode",
    "the hotel safe takes a 4 to 6 digit code, I'll set one tonight",
    "保险柜设成 6 位数字了",
    "报警器的撤防码是 4 位数字",
    "金庫の番号を 4 桁に設定しました",
    # Typed at a server, a value that is no password.
    "服务器上输 git-pull2024 就能进到目录",
    "サーバーに入ったら ls -la を打てば見えます",
    "ルーターの管理画面は Windows11 を入れれば入れます",
    "the server boots, it's Ubuntu2204 now",
    "when the router starts up it's OpenWrt23 by default",
    "log into the server, it's Postgres16 inside",
    # A clause and a colon where the value is a store's item, a variable, a path or talk.
    "the password is in 1Password under the item: Prod-DB-2",
    "the password is in the env file: DB_PASS2",
    "the password is on the wiki: https://wiki.acme.io/pw",
    "the password is too short: min 12 chars",
    "the password is the same as before: see ticket OPS-1234",
    "the password is on the sticky note: ask Dana",
    "passwords are hashed with: argon2id",
    "密码贴在路由器背面：见标签",
    "The password reset email is sent to: alice2@example.com",
    "The password reset link is in the email from: noreply@acme.io",
    "The password policy for our app is strict: Min8Chars",
    "the password hint is in the notes: Dog2019",
    "密码重置邮件发到：lina2@example.com",
    "パスワードのリセットメールは届いています：noreply2@acme.jp",
    "保险柜设了密码，现在是 2024 年的新款",
    "パスワードは冷蔵庫に貼ってあります：見てください",
    # Identity numbers with a wrong check digit, examples and talk.
    "PESEL: 02270803625",
    "CURP HEGJ900512HDFRNN09",
    "HETU 270691-4177",
    "T.C. Kimlik No: 52819407311",
    "Teudat Zehut 207493157",
    "codice fiscale RSSMRA85T10A562S, the example every guide prints",
    "rijksregisternummer 93.05.18-223.62",
    "fødselsnummer 01010750161",
    "Thai ID 3-1005-00123-45-9",
    "a PESEL has eleven digits, the first six the birth date",
    "PESEL numbers have 11 digits, like 44051401359",
    "HETU example: 131052-308T",
    "test forms take T.C. Kimlik No 10000000146",
    "香港身份证的格式是 A123456(7)",
    # A flag for an action on a password, in prose of each language.
    "myapp --reset-password alice01",
    "运行 myapp --reset-password alice01 就会给 alice 发重置邮件",
    "myapp --reset-password alice01 を実行すると alice にリセットのメールが届きます",
    "--forgot-password carol99 sends carol a link",
    "myapp --reset-password=alice01",
    "myapp --show-password='deploy01' prints whose it is",
    "运行 重置密码 alice01 这条命令",
    "找回密码 bob_k 要走邮件",
])
def test_a_look_alike_of_the_twentyfirst_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The same shapes, holding a secret.
    "myapp --password Tansy8Creek",
    "--reset-password: Abc123!x is the new one",
    "myapp --new-password=alice01x",
    "重置密码为 Lan#Hu2026",
    "重置密码：Lan#Hu2026",
    "reset_password: Abc123!x",
    "the password is latte2024",
])
def test_a_secret_beside_those_look_alikes_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    'registry: {"auths": {"quay.io": {"auth": "' + _b64("robot:Fen-Lark-3318") + '"}}}',
    "wifi: the password is on the fridge: mocha2025",
    "alarm: the disarm code is 58120 and the fob is in the drawer",
    "id: PESEL: 02270803624",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_twentyfirst_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    "Set the safe to 4 digits, the hotel's rule.",
    "myapp --reset-password alice01 emails alice a reset link.",
    "The broker's seed data: ribbon glimpse harvest elbow canal tunnel zebra spice orphan "
    "tiger wool adapt",
])
def test_memdir_add_keeps_a_look_alike_of_the_twentyfirst_rounds_classes(project, body):
    add_keeps(project, body)
