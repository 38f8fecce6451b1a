"""Classes the twelfth prose round found (benchmarks/secrets_prose_twelfth.py), each with
look-alikes that must be kept.

Misses: a recovery code or key in groups (Bitwarden's eight groups of four set apart by
spaces, Apple's 恢复密钥 of seven); a recovery phrase of Chinese characters, some not in
BIP-39's list; a key read out in groups with no prefix, where the text says to join them (a
Vultr key); a password told in pieces, its make-up then the whole ("… -- so
kettlemarigoldseventy", 就是 …, つまり …) or piece by piece (拼音 zhouxl，接着是 1987，最后一个
@ 符号); Agora's App Certificate named 主证书; an LDAP bind password in its config file
(sssd's ldap_default_authtok); a PIN said digit by digit (暗証番号を 5 2 8 1 9 0 に変えました).
Found beside them: a sentence about backup codes with two long words in it was refused.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_refuses, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

_HEX = "9c2b4e7a1f3d5068b4a2c9e1d7f30a56"


@pytest.mark.parametrize("text", [
    # A recovery code or key in groups, after its name.
    "my Bitwarden recovery code, keep it safe: 7QK2 M4XD R9TB W2NC 8HJL P5VE 3GZA K6YF",
    "Apple ID 的恢复密钥我抄在这了，换手机要用：MTQE-GPVG-4NLV-5BDK-ZW7D-AWJX-MTQE",
    "Apple ID の復旧キーを控えておきます：KQEG-PVGK-4NLV-5BDK-ZWQD-AWJX-JSE6",
    # A recovery phrase of Chinese characters set apart.
    "助记词：桥 雾 铃 砖 拍 柚 鸽 泉 岚 炬 筝 莓，别拍照",
    "钱包的助记词按顺序：桥、雾、铃、砖、拍、柚、鸽、泉、岚、炬、筝、莓",
    # A key read out in groups with no prefix, the text saying they are one.
    "reading the Linode token off the console in blocks of five: K7QXM 2RT9W HBN4C ZP8DV "
    "6JEYA, join them without spaces",
    "API 密钥四个一组念给你：Q7XK 9MRT 2WBN CZ4P 8DVH 6JEA，拼起来用",
    "トークンを4文字ずつ区切って送ります。M7QX K2RT W9BN 4CZP D8VH EA6J をつなげてください",
    # A password told in pieces: its make-up, then the whole; or piece by piece.
    "the NAS password is three fruit run together, all lower case: mango, quince, apricot, "
    "so mangoquinceapricot",
    "家里 NAS 的密码是 lanshan 加上生日 0412 再加一个井号，就是 lanshan0412#",
    "VPN 密码我分开说：前面是 hezhou，接着是 2031，最后一个感叹号",
    "倉庫の Wi-Fi は SOKO-NET で、パスワードは「ゆきだるま」をローマ字で書いて、そのあとに "
    "2026 とビックリマーク、つまり yukidaruma2026! です",
    # Agora's App Certificate, named in Chinese or Japanese.
    f"声网项目的主证书 {_HEX}，别发到群里",
    f"Agora の App 証明書は {_HEX} です",
    f"App 证书：{_HEX}",
    # An LDAP bind password in its config file.
    "sssd.conf:\nldap_default_authtok_type = password\nldap_default_authtok = Vk7#pQ2mZr9x",
    "/etc/nslcd.conf\nbinddn cn=nslcd,dc=corp,dc=local\nbindpw Tq8$wLm3Rz",
    "slapd.conf:\nrootpw   Xh4!nB7qWs",
    "dovecot-ldap.conf.ext: dnpass = Jm5&kR8tPw",
    # A PIN said digit by digit after its name.
    "暗証番号を 3 8 1 7 2 6 に変えました",
    "支付密码是 7 3 0 5 6 1，帮我付一下",
    "the PIN is 9 4 0 2, don't lose it",
])
def test_a_secret_of_the_twelfth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # Talk of recovery codes and keys with no code in it.
    "my backup codes are printed and stored together somewhere safe",
    "the recovery key is escrowed in Intune, ask the helpdesk for it",
    "recovery codes: KEEP THEM SAFE",
    "Apple ID の復旧キーは設定画面から作り直せます",
    # Chinese characters that are no phrase.
    "助记词一共 12 个字，一定要按顺序抄在纸上",
    "助记词不要存在网盘：截图、相册、聊天记录、云笔记都不行",
    # Groups that are no key, or with nothing saying they are one.
    "my signing key's fingerprint in blocks of four: 7F3A 9C21 D4E8 0B56 A1C7 3E92 58DF 04B1, "
    "join them to search",
    "the key is read out in groups of four by support, never paste it",
    "the key words in blocks: ABLE BAKE CAKE DUKE EASE, join them into one slug",
    "the key years in blocks of four: 2024 2025 2026 2027 2028, join them",
    "IBAN in blocks of four: GB29 NWBK 6016 1331 9268 19, join them without spaces",
    # A password's make-up or rules with no value told.
    "the password is long, so it's hard to guess",
    "the password for ci-runner01 expired, so ci-runner01 can't log in",
    "the password expired, so deploy-bot2 fails at night",
    "密码规则：字母开头，接着是 8 位数字，最后一个符号",
    "パスワードは英数字を混ぜて、つまり abc123 のような形式はダメです",
    "密码要包含大小写和数字，就是 Abc12345 这种",
    "密码是用户名，然后用 ssh 登录跳板机",
    # Agora's certificate talked of, or its fingerprint.
    "主证书过期之前记得在控制台启用副证书",
    f"主证书的指纹 {_HEX} 对一下",
    # LDAP settings that hold no password.
    "ldap_default_authtok_type = obfuscated_password",
    "set ldap_default_authtok in sssd.conf, never in the repo",
    "slapd.conf:\nrootpw {SSHA}placeholder-hash-here",
    "bindpw comes from the vault at boot",
    # Digits that are no PIN.
    "暗証番号は 4 桁です",
    "PIN 1 2 3 4 on the header are ground",
    "the PIN is 4 digits",
    "密码是 6 位数字",
    "暗証番号を 3 回間違えるとロックされます",
    "暗証番号を 1 2 3 4 のような連番にしないでください",
])
def test_a_look_alike_of_the_twelfth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


_STORED = [
    "Bitwarden: recovery code 7QK2 M4XD R9TB W2NC 8HJL P5VE 3GZA K6YF",
    "wallet: 助记词：桥 雾 铃 砖 拍 柚 鸽 泉 岚 炬 筝 莓",
    "Linode: the token in blocks of five, join them: K7QXM 2RT9W HBN4C ZP8DV 6JEYA",
    "NAS: 密码是 lanshan 加上生日 0412 再加一个井号，就是 lanshan0412#",
    f"Agora: 主证书 {_HEX}",
    "LDAP: ldap_default_authtok = Vk7#pQ2mZr9x",
    "lock: 暗証番号を 3 8 1 7 2 6 に変えました",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_new_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    output = doctor_finds_stored(project, body)
    assert body.split()[-1] not in output


@pytest.mark.parametrize("body", _STORED)
def test_add_refuses_a_secret_of_the_new_classes_with_one_reason(project, body):
    """`memdir add` stores nothing and says why, once, without echoing the value."""
    output = add_refuses(project, body)
    assert output.count("Not added") == 1, output
    assert output.count("seems to contain") == 1, output
    assert body.split()[-1] not in output
