"""What a backup is encrypted with, where a password is kept and a variable's default, read
again (memdir.pipeline.admission.secret_told, secret_public, secret_place, secret_variables).

- A word and one or two digits ("Summer24", "Kestrel42") is the commonest password, not a
  tool and its version: only a known tool's name with a version is (WinRAR5, Tink-1.7,
  LUKS2), and only a key's alias has a "/" (aws/s3, alias/prod-backup). A cipher's name
  counts whole, not as the start of a word ("Shadow99", "Desmond88").
- A post-quantum, hybrid or JWE scheme is a cipher too (ML-KEM-768, Kyber768, A256GCM,
  ECIES-P256, RSA-OAEP-256): the text says how, not with what password.
- An OpenPGP key's id after the key is named is kept, but a value of that shape after a
  passphrase's name is the passphrase.
- A store's name that is an ordinary word too (keeper, seahorse, vault) is a place only
  with a word of keeping beside it; "the router password is keeper" gives a password.
- A variable's default that is a reference (an ARN, a key's alias, a store's path of
  words, "{{resolve:…}}", "${…}", var.x) names where the secret is.

The values are made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    "the restic repo on the B2 bucket is encrypted with Summer24, lose it and the backups"
    " are gone",
    "the zip is password-protected with Kestrel42",
    "备份用 Hunter88 加密了",
    "バックアップは Sakura77 で暗号化しています",
    "the backup is encrypted with Shadow99",
    "the backup is encrypted with Desmond88",
    "the archive is encrypted with Falcon99",
    "the zip is encrypted with pass/word99",
])
def test_a_word_and_a_number_encrypting_a_backup_is_a_password(text):
    """Each was stored, read as a tool and its version, a cipher or a key's alias."""
    assert find_secret(text) == "a password (what something is encrypted with)", text


@pytest.mark.parametrize("text", [
    "The session keys are encrypted with ML-KEM-768 now, we moved off RSA.",
    "会话密钥现在用 ML-KEM-768 加密",
    "セッション鍵は Kyber768 で暗号化しています。",
    "the cookie is encrypted with A256GCM",
    "the file is encrypted with ECIES-P256",
    "the token is encrypted with A128CBC-HS256",
    "the key is wrapped and encrypted with RSA-OAEP-256",
    "the payload is encrypted with ECDH-ES+A256KW",
    "the handshake is encrypted with X25519MLKEM768",
    "the record is encrypted with ECDHE-RSA-AES128-GCM-SHA256",
    "the blob is encrypted with XChaCha20Poly1305",
    "the disk is encrypted with Camellia-256-CBC",
    # what was kept already stays kept
    "the archive is encrypted with WinRAR5",
    "压缩包用 WinRAR5 加密过",
    "データは Tink-1.7 で暗号化しています",
    "the S3 bucket is encrypted with aws/s3, the AWS managed key",
    "the backup bucket is encrypted with alias/prod-backup",
    "the volume is encrypted with LUKS2",
    "the backup is encrypted with AES-256-GCM",
])
def test_a_cipher_or_a_scheme_encrypting_something_is_kept(text):
    """The post-quantum and JWE names were refused as passwords."""
    assert find_secret(text) is None, text


def test_a_key_id_after_a_passphrase_name_is_the_passphrase():
    """The key id blanking skipped the password word between "GPG" and the value."""
    assert find_secret("the GPG passphrase is 0xDEADBEEF12345678") is not None
    assert find_secret("the backup is encrypted with the team's GPG key 0x8C8D4319") is None
    assert find_secret("the GPG passphrase for key 0x8C8D4319 is in 1Password") is None


@pytest.mark.parametrize("text", [
    "the wifi password is seahorse",
    "the router password is keeper",
    "パスワードは keeper です",
    "密码是 seahorse",
    "the password is keeper; keeper is a nice word",
])
def test_a_stores_name_that_is_a_word_chosen_as_a_password_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "the password is in keeper",
    "the password is stored in seahorse",
    "the password is Keeper-managed",
    "the password is Keeper, which holds it",
    "パスワードは keeper に保存",
    "パスワードは Vault で管理しています",
    "密码是 seahorse 里的",
    "密码存在 keeper 里",
    "密码是 vault 管理的",
    "The password is Vault-managed.",
])
def test_a_stores_name_with_a_word_of_keeping_stays_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    'variable "master_key" { default = "alias/prod-master-1" }',
    'variable "api_key_secret" { default = "prod/api-key-v2" }',
    'variable "db_password" { default = "secret/data/prod/db" }',
    'variable "db_password" { default = "{{resolve:secretsmanager:prod/db}}" }',
    'variable "db_password" {\n  default = "arn:aws:secretsmanager:eu-west-1:123456789012'
    ':secret:prod/db-AbCdEf"\n}',
])
def test_a_default_that_is_a_reference_is_kept(text):
    """The module promises a reference is kept; an alias and a store's path were refused."""
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    'variable "db_password" { default = "prod/Xk9q2LmPq8z" }',
    'variable "db_password" { default = "hunter/summer24" }',
    'variable "db_password" { default = "Summer24" }',
])
def test_a_default_with_a_random_or_chosen_part_is_refused(text):
    assert find_secret(text) == "a secret (a variable's default)", text
