"""Where a password is kept, said after its name, is not the password
(memdir.pipeline.admission.secret_place).

"パスワードは ssh-agent に覚えさせています", "密码是 ssh-agent 管理的", "the password is
~/.pgpass": after a password's name the slot of its value names what keeps it (a password
manager, a keychain, an agent, a vault), a reference into one, a file's path or an
environment variable, so the note gives no password and is kept. Each is beside a
look-alike that gives one and is refused: a value that only begins with a store's name
("Keepass2024!", "Vault2024!"), a path-like value with symbols no path has, a name with a
digit or a symbol before a word of keeping.

The values are made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, add_refuses, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

# (where the password is kept: kept, a password of the same shape: refused)
_PAIRS = [
    # An agent, a keyring or a credential helper by name, with a word of keeping after it.
    ("パスワードは ssh-agent に覚えさせています", "パスワードは ssh-agent2024! です"),
    ("密码是 ssh-agent 管理的", "密码是 ssh-agent#7 管理员改的"),
    ("密码是 gnome-keyring 管的", "密码是 gnome-keyring#7"),
    ("パスワードは gnome-keyring に保存", "パスワードは Keyring-55%x に変更"),
    ("密码是 gpg-agent 缓存的", "密码是 gpg-agent!91 缓存前要改"),
    ("パスワードは git-credential-manager 任せ", "パスワードは git-cred-42!x です"),
    ("The password is KeyVault-backed.", "The password is KeyVault-2024!"),
    ("The password is pass(1): pass show db/prod.", "The password is pass(1)Xq9!"),
    # A name with no digit, then that the password is the same as its.
    ("パスワードは Wi-Fi と同じ", "パスワードは Wi-Fi2024! です"),
    # A file's path, a dotfile.
    ("the password is ~/.pgpass", "the password is ~/Xk9#q2"),
    ("The password is ~/.netrc's entry for the host.", "The password is ~/n3trc!Q for now."),
    ("The password is /etc/secrets/db.txt on the box.", "The password is /Xk9#q2! on the box."),
    ("The password is /run/secrets/db_password (a docker secret).",
     "The password is /run#Secrets7 (not a path)."),
    ("The password is ./secrets/db_password.txt in the repo root.",
     "The password is .Xk9#q2Lm in the repo root."),
    ("The password is C:\\secrets\\pw.txt on the build agent.",
     "The password is C:Xk9#q2Lm on the build agent."),
    ("密码是 ~/.pgpass 里的那个", "密码是 ~/Pg#pass7 那个"),
    ("密码是 /run/secrets/db_password 里的", "密码是 /Run#Secrets7 里那个"),
    ("密码是 .env 里的", "密码是 .Env#2024x"),
    ("パスワードは ~/.pgpass に書いてある", "パスワードは ~Pg#pass77 です"),
    ("パスワードは /etc/secrets/db.txt を参照", "パスワードは /Etc#Secret9 です"),
    ("パスワードは .env に書いてあります", "パスワードは .Env#2024x です"),
    # A reference into a store: 1Password's op://, Vault's path, env:, an ARN.
    ("The password is op://Private/Postgres/password.", "The password is Op!Private2024."),
    ("密码是 op://Private/Postgres/password", "密码是 Op!Private2024"),
    ("パスワードは op://Private/Postgres/password", "パスワードは Op!Private2024 です"),
    ("The password is secret/data/prod/db in Vault.", "The password is Secret#Data77 in prose."),
    ("The password is aws-secretsmanager:prod/db.", "The password is aws-Secrets#2024."),
    ("The password is env:DB_PASS in the helm chart.", "The password is Env#DbPass9 in chat."),
    ("The password is arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf.",
     "The secret: prod/db-Xk9#q2Lm7, don't share it."),
    ("DB_SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
     "DB_SECRET=prod/db-Xk9#q2Lm7"),
    # An environment variable named for the password.
    ("密码是 DB_PASSWORD 环境变量里的", "密码是 Db_Pass2024! 这个"),
    ("パスワードは DB_PASSWORD 環境変数から", "パスワードは Db_Pass2024! です"),
]


@pytest.mark.parametrize(("kept", "refused"), _PAIRS)
def test_where_a_password_is_kept_is_not_the_password(kept, refused):
    assert find_secret(kept) is None, kept
    assert find_secret(refused) is not None, refused


@pytest.mark.parametrize("text", [
    "パスワードは Keepass2024! です",
    "the password is Vault2024!",
    "password=Vault2024!",
    "密码是 Bitwarden2024!",
    "the password is Keychain#77",
    "the password is 1Password!23",
    "the password is hunter2-Vault!",
])
def test_a_password_that_begins_or_ends_with_a_stores_name_is_refused(text):
    """A store's name is a reference only whole, or before a path or a word of its own;
    a digit or a symbol after it makes a password ("Keepass2024!" was let through)."""
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "the password is in 1Password",
    "the DB password lives in Vault",
    "the password is managed by Bitwarden",
    "密码存在 KeePass 里",
    "パスワードは Keychain に保存済み",
    "the password is the usual one",
    "the password is same as the wifi",
    "password=vault:secret/data/db#password",
    "The password is Vault-managed.",
    "密码是 KeePassXC 里那条",
    "パスワードは 1Password で管理",
    "the password is $DB_PASSWORD",
])
def test_a_store_named_with_other_words_stays_kept(text):
    """The family's members a plain word or a reference already kept: still kept."""
    assert find_secret(text) is None, text


def test_add_keeps_a_note_of_where_the_password_is(project):
    """`memdir add` stores the note (it was refused as holding a password) and refuses
    its look-alike."""
    add_keeps(project, "ステージングの DB パスワードは ssh-agent に覚えさせています")
    add_refuses(project, "ステージングの DB パスワードは ssh-agent2024! です", "ops2",
                "staging notes")
