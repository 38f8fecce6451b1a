"""Classes the twentieth prose round found (benchmarks/secrets_prose_twentieth.py), each
with look-alikes that must be kept, and the classes the nineteenth round's reading left
alone that are now decided.

Misses: a flag named for a password with a name before it (a game server's
"-adminpassword", "+rcon.password", "--db-password=") and a client's login flag given
"user:secret" (Jenkins' CLI "-auth"); what a password file "only has"; a credential object
built from literals in code (Jenkins' UsernamePasswordCredentialsImpl); a mail account's
app password said to have been issued (アプリパスワードを発行しました: …) and NetEase's
客户端授权密码; a user / password pair where the text names a protocol one logs into (IMAP,
SMTP, SSH) and the user is an account's; the new value of something replaced ("it's … now,
I reset it", 新的是 …，旧的作废了, 新しいのは … です。古いのは…) and a value one logs in with
after setting it (… にしておいたので、それで入って); a code with no code's name read out
right after a text message came, to be typed; a Dutch BSN, a German Steuer-ID and a
Japanese employment insurance number. False alarm: a package's or an action's reference
at a version ("docker/login-action@v3") read as a login's user and password.
Left alone last time, now decided: numbers a unit follows are counts, not backup codes
("… 2210 4410 call minutes"); a number said to send the codes ("这个号码发来的", "から届きます")
is no code.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # A flag named for a password, with a name before it; a login flag given user:secret.
    "./valheim_server.x86_64 -name Fjord -world Dale -adminpassword Birch!Wolf52",
    "RustDedicated +server.port 28015 +rcon.password Quarry#7781 +rcon.web 1",
    "./migrate --db-password=Tansy8Creek --db-user app",
    "java -jar jenkins-cli.jar -s http://ci:8080/ -auth ops:11c4a9e2f07b35d81e6a4c90b2f7d3e618 "
    "list-jobs",
    "jenkins-cli 用 -auth ops:11c4a9e2f07b35d81e6a4c90b2f7d3e618 就能连上",
    "jenkins-cli は -auth ops:11c4a9e2f07b35d81e6a4c90b2f7d3e618 で動きます",
    # What a password file only has.
    "the password file ~/.config/deploy.pass only has Marsh-Finch-818 in it",
    # A credential object built from literals.
    "new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'git', '', 'builder', "
    "'Wicket#3390')",
    'var creds = new BasicAWSCredentials("reports", "Heron$Lake71");',
    # A mail account's app password said to have been issued; NetEase's 客户端授权密码.
    "Outlook のアプリパスワードを発行しました: qmzv trkd hpwl xneb",
    "126 邮箱的客户端授权密码是 QZXMRTWPKVNDHLSG，发信用的",
    # A user / password pair where a protocol is named and the user is an account's.
    "IMAP: billing@ulmus.io / Rook#Pine204",
    "SMTP relay: mailer / Sm7p#Fern",
    "ssh は deploy / Kuri*Mori82 で入れます",
    # The new value of something replaced.
    "it's Ember#Sail903 now, I reset it this morning",
    "the new one is Quill!Moss27, the old one stopped working",
    "新的是 Lanxi@7731，旧的不能用了",
    "新的那个是 Zhuyu_0822，旧的作废了",
    "新しいのは Yuki*Hana401 です。古いのはもう使えません",
    "WeCom 的 corpsecret 重置了，新的是 9f1e3c7a5b2d4f6081a3c5e7d9b1f2a4",
    "Suzu_Kaze77 にしておいたので、それでログインしてください",
    # A code read out right after a text message came, to be typed.
    "刚收到的短信：四九一，二七三，帮我输入一下",
    "SMS で届いたのは きゅう、よん、いち、なな、に、ご です。入力してください",
    "just got a text, 836194, can you type it in for me",
    # Identity numbers with their check digits right.
    "my burgerservicenummer is 398259793",
    "Steueridentifikationsnummer: 69725102734",
    "雇用保険番号は 3402-518273-6 です",
])
def test_a_secret_of_the_twentieth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A flag named for a password given none: prose, a variable, a file.
    "./start-server.sh -adminpassword sets the admin's password on first start",
    "./migrate --db-password=${DB_PASSWORD}",
    "use --bypass-password-check only in tests",
    "java -jar jenkins-cli.jar -auth @/run/secrets/jenkins build nightly",
    "java -jar jenkins-cli.jar -auth $JENKINS_USER:$JENKINS_TOKEN build nightly",
    "docker run --user 1000:1000 alpine id",
    "the password file only has one line",
    # A credential object built from variables.
    "new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'git', 'Git user', user, "
    "pass)",
    "new DefaultAzureCredential()",
    # An app password's talk with no code.
    "アプリパスワードを発行しました: 16 文字です",
    "软件的授权密码是 QZXMRTWPKVNDHLSG",
    # A protocol named beside a pair that is no login.
    "IMAP folders: INBOX / Archive2024",
    "IMAP folders: inbox / Archive2024",
    "SSH into web01 / web02 first",
    # Something replaced that is a name, a version or a commit.
    "it's Release-2026 now, we changed the branch",
    "it's WiFi6-Pro now, I reset the router",
    "it's Sprint_42 now, we changed the board",
    "it's 7c5c3732efe0af60de6610b0dafc3499347acebe now, I reset HEAD",
    "新的版本是 v2.14.0-rc3，旧的作废了",
    "新的是 HUANGHE-5G-3F，旧的 WiFi 名称作废了",
    "the new one is Ubuntu-24.04, the old one was reset",
    # A text message's digits that are no code: counted up, a year, the sender.
    "刚收到的短信，一二三四五六，你帮我填一下",
    "刚收到的短信，说 2024 年的账单出来了，你帮我填一下表",
    "刚收到的短信是 95588 发的，让我填一下地址",
    # A package's or an action's reference at a version beside a login's words.
    "- uses: docker/login-action@v3\n  with:\n    username: ci-pusher\n"
    "    password: ${{ secrets.REGISTRY_PASSWORD }}",
    "login: admin / lodash@4.17.21",
    "login via actions/checkout@v4",
    # Identity numbers: a check digit wrong, counted up, the authorities' test numbers, talk.
    "my BSN is 398259794",
    "BSN 111222333",
    "a BSN has nine digits and passes the eleven test",
    "Steuer-ID 69725102735",
    "被保険者番号は 1234-567890-1 のような形です",
    "雇用保険番号は 4-6-1 の 11 桁です",
])
def test_a_look_alike_of_the_twentieth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # Numbers a unit follows are counts, not backup codes, in each language.
    "After I turned on 2-step the carrier bill showed 1200 3400, 5600 7800, 2210 4410 call "
    "minutes",
    "since 2-step went on: 4127 8830, 5591 2046, 7713 0982 minutes of calls",
    "开启两步验证以后，通话时长 1200 3400、5600 7800、2210 4410 分钟",
    "二段階認証にしてから通話は 1200 3400、5600 7800、2210 4410 分でした",
    # A number said to send the codes is no code.
    "验证码是 10690 这个号码发来的",
    "認証コードは 22395 から届きます",
    "verification code: 22395 is the short code that sends it",
])
def test_a_count_or_a_sender_number_near_codes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The same shapes, holding a secret.
    "Google gave me these when I turned on 2-step: 4127 8830, 5591 2046, 7713 0982",
    "2-step codes: 4127 8830, 5591 2046, 7713 0982 and 1234 9876",
    "验证码是 481293，别告诉别人",
    "認証コードは 481293 です",
    "login: admin / spring@2024",
    "login admin / Winter@2024",
])
def test_a_secret_beside_those_look_alikes_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    "game: ./valheim_server.x86_64 -name Fjord -adminpassword Birch!Wolf52",
    "mail: IMAP: billing@ulmus.io / Rook#Pine204",
    "reset: 新的是 Lanxi@7731，旧的不能用了",
    "id: my burgerservicenummer is 398259793",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_twentieth_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    "The deploy step uses docker/login-action@v3 with the registry password from secrets.",
    "After 2-step went on, the bill showed 1200 3400, 5600 7800, 2210 4410 call minutes.",
    "验证码是 10690 这个号码发来的",
])
def test_memdir_add_keeps_a_look_alike_of_the_twentieth_rounds_classes(project, body):
    add_keeps(project, body)
