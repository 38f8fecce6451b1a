"""Classes the seventh prose round found (benchmarks/secrets_prose_seventh.py), each with
look-alikes that must be kept: a key said in two halves, a password spelled letter by
letter, a PIN said in Chinese numerals, an alarm's code as what to type (and 解除番号), a
Wi-Fi network's QR code as text, SQL Server's `sqlcmd -P`, a PuTTY key file and ssh.com's
private key block.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret

PPK = ("PuTTY-User-Key-File-2: ssh-rsa\nEncryption: aes256-cbc\nComment: rsa-key-20240911\n"
       "Public-Lines: 1\nAAAAB3NzaC1yc2EAAAABJQAAAQEAt7Qw2Lm9XkR4vT8pN1cY6dF0gH5jZ3sL\n"
       "Private-Lines: 1\nk9Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc4Vb6Nm8Qw0Er2Ty4Ui6Op8As\n"
       "Private-MAC: 3b7e1f9a2c4d6e8f0a1b3c5d7e9f1a2b3c4d5e6f")


@pytest.mark.parametrize("text", [
    # A key said in two halves, where the text names a credential.
    # (each half shorter than a key, so no half alone reads as one)
    "the Sentry auth token in two bits: the first half is 7c41e0b9d2a83f, the second "
    "half is e19b4d07c2f85a",
    "部署 token 太长，前半段是 a8f3c1e9b7d240，后半段是 5e1d9c3b7a2f8e",
    "API キーは長いので前半は 4d9e2b7c1a8f3e、後半は b3c8e1f7a2d94c です",
    # A password spelled letter by letter, a symbol said by its name.
    "the NAS password, letter by letter: capital M, a, p, l, e, then the digits 8 1, then "
    "an exclamation mark",
    "パスワードは大文字のエム、小文字で a p l e、数字の 8 1、最後にビックリマークです",
    # A PIN said in Chinese numerals.
    "我的银行卡取款密码是五七三九二八",
    "支付密码：幺零八六四二，别外传",
    # An alarm's code as what to type; Japanese 解除番号.
    "the alarm keypad in the hall: enter 4826 then OFF before it starts beeping",
    "倉庫の警備システムの解除番号は 3917 です",
    # A Wi-Fi network's QR code as text.
    "the printed QR says WIFI:S:Ruiz-5G;T:WPA;P:naranja verde 42;;",
    "扫出来是 WIFI:T:WPA2;S:Zhang-Home;P:huang8he4lou;H:false;;",
    # SQL Server's client with its password flag.
    "sqlcmd -S sql01,1433 -U etl -P 'Kestrel_7731' -d dw -i load.sql",
    "bcp dbo.events out ev.dat -S sql02 -U reader -P Gannet-4410 -c",
    # A PuTTY key file (encrypted or not); ssh.com's private key block.
    f"my PuTTY key:\n{PPK}",
    "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: \"rsa-key\"\n"
    "P2/56wAAAi4AAAA3aWYtbW9kbntzaWdue3JzYS1wa2NzMS1zaGExfQ==\n"
    "---- END SSH2 ENCRYPTED PRIVATE KEY ----",
])
def test_a_secret_of_these_classes_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    # Halves of something that is not a key, or no value at all.
    "the signing key rotation: the first half of the fleet moved on 2024-03-01, the rest on "
    "2024-04-15",
    "the commit that touched the key: first half 3f9c2e1a77b0, second half 5d12e4c9a0fe",
    "the token is a JWT: the first part is the header, the rest is the payload and signature",
    "the API key quota: first half of the year 120000 requests, the rest 80000",
    "前半は 3-0、後半は 1-1 で、キーマンは田中選手でした",
    # Letters, digits and symbols named as a rule, not spelled.
    "the password, letter by letter, is case-sensitive",
    "spell the password letter by letter: capital letters, then digits, then a symbol",
    "the password is lowercase, with a dollar sign somewhere",
    "パスワードは数字の 8 桁です",
    # Chinese numerals that are a count, an amount or a year.
    "支付密码是六位数字，三次输错会锁定",
    "一二三四五六七八九十，数到十再睁眼",
    "这个月支付宝一共花了三千二百元",
    "公司在二〇二四年成立，密码策略是那年定的",
    # An alarm clock's time; a keypad's code not given.
    "the alarm clock: type 0630 to set the wake-up time",
    "the alarm panel is by the back door; type your own code and press OFF",
    "the alarm panel asks for a code: type 4 digits, then OFF",
    "解除番号は4桁です。警備会社から郵送されます",
    # A Wi-Fi QR code with no password, a placeholder, the format.
    "the cafe's QR is WIFI:T:nopass;S:Cafe-Libre;; so just scan it",
    "the format is WIFI:T:WPA;S:<ssid>;P:<password>;;",
    "WIFI:T:WPA;S:Home;P:;;",
    # sqlcmd with a variable, a prompt, Windows authentication.
    "sqlcmd -S sql01 -U sa -P $SA_PASSWORD -i init.sql",
    "run sqlcmd -S sql01 -U app -P \"%DB_PW%\" -Q \"select 1\"",
    "sqlcmd -P prompts if you leave the value out",
    "sqlcmd -S sql01 -E uses Windows auth, no -P needed",
    # A PuTTY key named, not pasted; its format described.
    "PuTTYgen saves the private key as bastion.ppk; never mail the .ppk file",
    "a .ppk starts with PuTTY-User-Key-File-3: and the key type, then Public-Lines: and "
    "Private-Lines: counts",
])
def test_a_look_alike_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))
