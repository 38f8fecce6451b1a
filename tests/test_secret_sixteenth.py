"""Classes the sixteenth prose round found (benchmarks/secrets_prose_sixteenth.py), each
with look-alikes that must be kept.

Misses: a secret put in a secret store on its command line (gh secret set --body …); a
variable declared with a secret's default (Terraform's variable block, a CloudFormation
parameter); a variable named for a password set to a value in prose (SFTP_PASS set to …,
DEPLOY_PASS 我设成了 …, FTP_PASSWORD として … を登録); what a backup is encrypted with; an
app password a mail client uses; a passphrase named in Japanese (パスフレーズは …); a key
named "authkey" before 是, a stream key named 推流码; a password spelled out in Chinese with
a symbol said by its name (最后一个感叹号). False alarms: an SSH host key's fingerprint
(SHA256:…), and a placeholder naming its encoding (secret=BASE32SECRET).

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # A secret store's command line with the value on it.
    "gh secret set SENTRY_TOKEN --body 'q7Wm2Kx9Lp4Zr8Tn' --env production",
    "gh secret set DB_PASSWORD -b Kestrel#4410",
    "glab variable set DEPLOY_PASS Marl0w!Tide",
    "az keyvault secret set --vault-name kv-prod --name sql-admin --value 'Az#Vault7731'",
    "aws secretsmanager put-secret-value --secret-id prod/api --secret-string Sm!Rot8tion2",
    "aws ssm put-parameter --name /prod/db/pass --type SecureString --value Pm#Store5512",
    # A variable declared with a secret's default.
    'variable "admin_password" {\n  type    = string\n  default = "Hx7#terraform"\n}',
    'variable "api_token" { default = "u8Qk2Xz9Mp4Lw7Rt" }',
    "Parameters:\n  MasterUserPassword:\n    Type: String\n    NoEcho: true\n"
    "    Default: Rds#Master2291\n",
    '"sqlAdminPassword": {\n  "type": "securestring",\n  "defaultValue": "Arm!Sql6620"\n}',
    # A variable named for a password, set to a value.
    "the Bitbucket pipeline has SMTP_PASS set to Wren.Hollow.71",
    "Jenkins 里的 NEXUS_PASSWORD 我设成了 Nx#2025deploy",
    "CI の変数 DEPLOY_PWD として Dp-Aoba#88 を登録しました",
    "Jenkins の NEXUS_PASSWORD に Nx#Aoba2025 を設定しました",
    # What something is encrypted with.
    "the borg repo is encrypted with lantern-spruce-otter-42, keep it safe",
    "the archive is password-protected with Quill#Moor81",
    "家里 NAS 的备份用 Bk#songtao77 加密",
    "外付けディスクは Hdd#Aoba2291 で暗号化してあります",
    # An app password a mail client uses.
    "the app password Outlook uses for my iCloud mail is wqhz ktmb rnvy pdsx",
    # A passphrase named in Japanese.
    "GPG のパスフレーズは cedar-heron-dusk-19 です",
    # A key named authkey before 是; a stream key named 推流码.
    "短信平台的 authkey 是 Zq8mXr2Lw7Nk4Pv9Ty3s",
    "虎牙的推流码是 Hy7Qm2Xk9Lp4Wz8Rt3Nv，开播前填到 OBS",
    # Spelled out in Chinese or Japanese with a symbol said by its name.
    "路由器密码是大写 K，小写 m、e、i，然后数字 8、8、1，最后一个井号",
    "パスワードは大文字の T、小文字の o、r、a、それから 5、5、最後にアットマーク",
])
def test_a_secret_of_the_sixteenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A secret store's command whose value comes from elsewhere, or asks for it.
    'gh secret set NPM_TOKEN --body "$NPM_TOKEN"',
    "gh secret set NPM_TOKEN < token.txt",
    "gh secret set NPM_TOKEN prompts for the value if you leave --body out",
    "aws secretsmanager create-secret --name prod/db --secret-string file://creds.json",
    "aws ssm put-parameter --name /prod/region --type String --value eu-west-2",
    # A declaration with no secret default, or a default of a variable naming no secret.
    'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    'variable "db_password" {\n  default = null\n}',
    'variable "region" {\n  default = "eu-west-2"\n}',
    'variable "tokenizer" {\n  default = "bpe-v2-2024"\n}',
    'variable "db_password" {\n  type = string\n}\nvariable "db_user" {\n  default = "ops2024"\n}',
    "Parameters:\n  DbPassword:\n    Type: String\n    NoEcho: true\n  DbUser:\n"
    "    Default: admin2024\n",
    "inputs:\n  deploy_token:\n    default: ${{ secrets.DEPLOY_TOKEN }}\n",
    # A variable named for a password, set to no value.
    "SMTP_PASS set to ${{ secrets.SMTP_PASS }} in the workflow",
    "MAX_PASS set to 3 retries",
    "GitHub Actions の Secrets に FTP_PASSWORD として登録しました",
    "REDIS_PASSWORD 设成了 ${REDIS_PASS}",
    # Encrypted with a cipher, a service or a key held elsewhere.
    "the bucket is encrypted with SSE-S3",
    "backups are encrypted with AES-256-GCM and the key lives in KMS",
    "traffic is encrypted with TLS1.3 end to end",
    "the wifi is encrypted with WPA2-PSK",
    "the repo is encrypted with a passphrase kept in 1Password",
    "数据用 SM4 加密，密钥在 KMS 里",
    "ディスクは AES-256 で暗号化しています",
    "the S3 bucket is encrypted with aws/s3, the AWS managed key",
    "データは Tink-1.7 で暗号化しています",
    "压缩包用 WinRAR5 加密过",
    # An app password talked about.
    "the app password Thunderbird uses is stored in the keychain",
    # A passphrase, an auth key or a stream key talked about.
    "パスフレーズは 4 単語以上にしてください",
    "短信平台的 authkey 在控制台的 API 页面",
    "推流码每次开播都会变，不用记",
    # A rule of kinds of characters in Chinese.
    "密码规则是大写字母开头，然后数字，最后一个感叹号",
    # A key's fingerprint, and placeholders naming their encoding.
    "the host key is SHA256:Qm9vZ2xlIGlzIG5vdCBhIGtleSBidXQgYSBoYXNoIQ1, check it first",
    "服务器指纹 MD5:3a:9f:10:c4:55:7e:21:08:bb:6d:90:e2:4f:13:aa:7c，第一次连要核对",
    "otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET&issuer=ISSUER is the URI's shape",
    "api_key=HEX_KEY in the sample config",
    "the backup is encrypted with the team's GPG key 0x8C8D4319",
    "PGP 公開鍵の ID は 0x08EF73D3CA66349B です",
])
def test_a_look_alike_of_the_sixteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The key beside its fingerprint, and a real seed beside the placeholder's shape.
    "the host key is SHA256:Qm9vZ2xlIGlzIG5vdCBhIGtleSBidXQgYSBoYXNoIQ1, its private key "
    "-----BEGIN OPENSSH PRIVATE KEY-----",
    "otpauth://totp/Acme:bob?secret=JBSWY3DPEHPK3PXPQ7WANK33O67XM6G6&issuer=Acme",
    "the GPG key 0x8C8D4319 has the passphrase Heron#Dusk2291",
    "the zip is encrypted with Marlowe1921",
    # A password set as a variable the old way, and named with "is".
    "DEPLOY_PASSWORD set to Umber.Skiff.62",
])
def test_a_secret_beside_those_look_alikes_is_still_refused(text):
    assert find_secret(text) is not None, text


_STORED = [
    "ci: gh secret set DB_PASSWORD -b Kestrel#4410",
    'infra: variable "admin_password" {\n  default = "Hx7#terraform"\n}',
    "ci: the Bitbucket pipeline has SMTP_PASS set to Wren.Hollow.71",
    "ci: CI の変数 DEPLOY_PWD として Dp-Aoba#88 を登録しました",
    "backup: the borg repo is encrypted with lantern-spruce-otter-42",
    "mail: the app password Outlook uses for my iCloud mail is wqhz ktmb rnvy pdsx",
    "gpg: GPG のパスフレーズは cedar-heron-dusk-19 です",
    "sms: 短信平台的 authkey 是 Zq8mXr2Lw7Nk4Pv9Ty3s",
    "router: 路由器密码是大写 K，小写 m、e、i，然后数字 8、8、1，最后一个井号",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_sixteenth_rounds_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", [
    "The bucket is encrypted with SSE-S3 and versioned.",
    "The server's host key is SHA256:Qm9vZ2xlIGlzIG5vdCBhIGtleSBidXQgYSBoYXNoIQ1.",
    "The otpauth URI is otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET&issuer=ISSUER.",
    'Terraform: variable "db_password" has no default and is marked sensitive.',
    "gh secret set NPM_TOKEN reads the value from stdin when --body is left out.",
])
def test_add_keeps_an_ordinary_note_near_the_sixteenth_rounds_classes(project, body):
    """`memdir add` stores the note: refused, it would be a memory lost."""
    add_keeps(project, body)
