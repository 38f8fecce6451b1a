"""Where a secret is kept, said after its name: the place, not the secret.

"パスワードは ssh-agent に覚えさせています", "密码是 ssh-agent 管理的", "the password is
~/.pgpass", "密码是 .env 里的", "パスワードは Wi-Fi と同じ": after a password's name the
slot of its value holds what keeps it, so the sentence gives no password. `kept_at` says
so when the value is

- a password manager, a keychain, an agent, a vault or a secret manager by its name
  (1Password, KeePassXC, Bitwarden, gnome-keyring, ssh-agent, Vault, Key Vault, AWS
  Secrets Manager...), the whole value, perhaps with how it keeps it ("Vault-managed",
  "KeyVault-backed", "1Password's", "pass(1)");
- a reference into one: ``op://vault/item/field``, ``vault:secret/data/db``,
  ``env:DB_PASS``, a Secrets Manager's or a parameter's ARN, a Vault path
  (``secret/data/prod/db``);
- a file's path (``~/.pgpass``, ``/run/secrets/db_password``, ``C:\\secrets\\pw.txt``, a
  dotfile such as ``.env``) or an environment variable named for the secret
  (``DB_PASSWORD``);
- in Chinese or Japanese, a name (letters joined by '-', '.' or '_', no digit) followed by
  words saying it keeps, holds or manages the password, or that the password is the same
  as its (… に覚えさせて, … で管理, … 管理的, … 里的, … と同じ, … 一样).

A store's name that is an ordinary word too (keeper, seahorse, vault, pass, keyring,
keychain, doppler) is a place only with how it keeps it ("Vault-managed") or a word of
keeping beside it ("stored in keeper", "keeper に保存", "seahorse 里的"): "the router
password is keeper" gives a password chosen as a word. A value that only begins with such
a name is a password ("Keepass2024!", "Vault2024!",
"hunter2-Vault!"), as is a value with a digit before a word of keeping ("Xk9q2Lm で保存").

In a line of configuration (``password: /run/secrets/db_password``, ``password=~/.pgpass``,
``DB_PASSWORD=DB_PASSWORD``) `config_place` reads the value more narrowly: a store's bare
name there may well be the password itself ("password=keeper"), so only what cannot be one
counts: a reference into a store, a variable named for the secret, or a path, one that
starts with ``/``, ``~/``, ``./``, ``../`` or a drive, or with a folder secrets are kept in
(``secrets/db_password``, ``config/pw.txt``), a known dotfile (``.pgpass``, ``.env``) or a
file named with a key's or a text's extension (``db.key``, ``pw.txt``). "hunter2/abc",
"~hunter2", ".hunter2" and a "/" before random letters and digits ("/Xk9q2Lm/Pq8z") are
passwords.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# Names of what keeps passwords, case-folded, written without spaces.
_STORES = frozenset({
    "1password", "lastpass", "keepass", "keepassxc", "keepassx", "keepassdx", "bitwarden",
    "vaultwarden", "dashlane", "nordpass", "enpass", "roboform", "protonpass",
    "passbolt", "psono", "gopass", "icloud-keychain",
    "gnome-keyring", "kwallet", "libsecret", "secret-tool",
    "ssh-agent", "gpg-agent", "git-credential-manager", "credential-manager",
    "git-credential-store", "credential-helper", "osxkeychain", "wincred",
    "hashicorp-vault", "keyvault", "key-vault", "azure-keyvault", "secretsmanager",
    "secrets-manager", "aws-secretsmanager", "secret-manager", "parameter-store", "ssm",
    "infisical", "sops", "sealed-secrets", "akeyless", "conjur", "cyberark",
    "wifi", "wi-fi",
})
# ... of which these are ordinary words too, and so a word chosen as a password ("the router
# password is keeper"): a place only with how it keeps it ("Vault-managed") or a word of
# keeping beside it ("stored in vault", "keeper に保存", "seahorse 里的").
_WORD_STORES = frozenset({"keeper", "seahorse", "vault", "pass", "keyring", "keyrings",
                          "keychain", "keychains", "doppler"})
# A word of keeping before the name: "in", "inside", "stored in", "managed by", "存在".
_KEEPING_BEFORE = re.compile(
    r"(?i)(?:\b(?:in|inside|into|from|via|with|by|under)|存在|存于|放在|保存在|在)"
    r"[ \t]{0,3}(?:(?:the|my|our|a|its|their)[ \t]{1,3})?[\"'`“‘「]?$")
# ... or after it, in English: "keeper's", "keeper has it", "vault, where it lives".
_KEEPING_AFTER = re.compile(
    r"(?i)[\"'`”’」]?[ \t]{0,3}(?:,[ \t]{0,3})?(?:(?:which|that|it)[ \t]{1,3})?"
    r"(?:has|holds|keeps|stores|manages|(?:where|which)[ \t]{1,3}(?:it|they)[ \t]{1,3}"
    r"(?:is|are|lives?|sits?))\b")
# How a store keeps it, after its name: "Vault-managed", "KeyVault-backed", "1Password's".
_HOW = re.compile(r"(?i)(?:[\-_](?:managed|backed|based|stored|held|cached|encrypted|protected)"
                  r"|'s|’s|\(\d\))$")
_REFERENCE = re.compile(
    r"(?i)^(?:(?:op|vault|ref\+[a-z]{2,20}|awssm|gcpsm|azkv|bws|doppler|infisical|sops|k8s"
    r"|keychain)://[!-~]{3,400}"
    r"|(?:env|vault|ssm|awssm|secretsmanager|aws-secretsmanager|op|file|keychain):[A-Za-z_./]"
    r"[\w./\-]{0,200}"
    r"|arn:aws[\w\-]{0,20}:(?:secretsmanager|ssm|kms):[\w:/\-.+=@]{0,300}"
    r"|(?:secret|secrets|kv|kv-v2)/(?:data/)?[\w\-]{1,60}(?:/[\w\-]{1,60}){0,8})$")
_SEGMENT = r"[A-Za-z0-9_.\-]{1,100}"
_PATH = re.compile(
    r"^(?:(?:~|\.{1,2})/" + _SEGMENT + r"(?:/" + _SEGMENT + r"){0,20}"
    r"|/" + _SEGMENT + r"(?:/" + _SEGMENT + r"){1,20}"
    r"|/[\w\-]{1,100}\.[a-z]{2,8}"
    r"|[A-Za-z]:\\[\w.\- ]{1,100}(?:\\[\w.\-]{1,100}){0,20}"
    r"|\.[a-z][a-z0-9_\-]{1,30}(?:\.[a-z0-9]{1,10}){0,2}"
    r"|[\w\-]{1,60}\.(?:kdbx|txt|env|json|ya?ml|key|pem|gpg|age|asc|p12|pfx|jks|keystore))/?$")
# An environment variable named for the secret: DB_PASSWORD, GITHUB_TOKEN.
_VARIABLE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:PASSWORD|PASSWD|PASS|PWD|TOKEN"
                       r"|SECRET|KEY|CREDENTIALS)")
# A name: letters, joined by '-', '.' or '_'; no digit, no symbol.
_NAME = re.compile(r"[A-Za-z]{2,30}(?:[\-._][A-Za-z]{1,30}){0,4}")
# After the name, in Chinese or Japanese: it keeps, holds or manages the password, or the
# password is the same as its.
_KEEPS = re.compile(
    r"[ \t]{0,3}(?:"
    r"(?:に|で|が|の|から|を)?[ \t]{0,2}(?:覚え|保存|保管|格納|入れ|入って|入れて|置い|書い|書か"
    r"|管理|共有|キャッシュ|任せ|参照|記録|預け|あり|ある|あります|登録済み|読み|取得)"
    r"|に(?:あ|い)|と同じ|経由"
    r"|里|裡|管理|管的|管着|托管|保管|保存|存的|存着|存在|缓存|加密|记着|记住|提供|负责"
    r"|一样|相同|读取|获取|注入)")


def names_place(value: str) -> bool:
    """Whether ``value`` is a store, a reference into one, a file's path or a variable
    named for a secret, read alone."""
    value = value.rstrip(".,;:!?]}\"`”’」』")
    if value.endswith(")") and not _HOW.search(value):
        value = value.rstrip(")")
    base = _HOW.sub("", value)
    if base.casefold() in _WORD_STORES:
        return base != value  # "Vault-managed", "Keeper's": how it keeps; "keeper" alone: a word
    return base.casefold() in _STORES or bool(
        _REFERENCE.match(base) or _PATH.match(base) or _VARIABLE.fullmatch(base))


_AROUND = ".,;:!?\"'`”’」』)"


def word_store_kept(value: str, text: str) -> bool:
    """Whether ``value`` is a store's name that is an ordinary word too ("keeper", "vault")
    and ``text`` has a word of keeping beside it ("stored in vault", "keeper に保存")."""
    word = value.rstrip(_AROUND).casefold()
    if word not in _WORD_STORES:
        return False
    low = text.casefold()
    start = low.find(word)
    while start >= 0:
        end = start + len(word)
        if _KEEPING_BEFORE.search(text, max(0, start - 30), start) \
                or _KEEPING_AFTER.match(text, end) or _KEEPS.match(text, end):
            return True
        start = low.find(word, end)
    return False


def kept_at(value: str, text: str, end: int, *, cjk: bool = False) -> bool:
    """Whether ``value``, read after a secret's name and ending at ``end`` of ``text``,
    names where the secret is kept or what keeps it rather than the secret."""
    if names_place(value):
        return True
    if value.rstrip(_AROUND).casefold() in _WORD_STORES:
        return word_store_kept(value, text)
    return cjk and bool(_NAME.fullmatch(value.rstrip(".,;:!?"))) \
        and bool(_KEEPS.match(text, end))


# A path in a line of configuration: absolute, from home, relative to here or under a folder
# secrets are kept in; a known dotfile; a file with a key's or a text's extension.
_CONFIG_PATH = re.compile(
    r"^(?:(?:~|\.{1,2})/" + _SEGMENT + r"(?:/" + _SEGMENT + r"){0,20}"
    r"|/" + _SEGMENT + r"(?:/" + _SEGMENT + r"){1,20}|/[\w\-]{1,100}\.[a-z]{2,8}"
    r"|[A-Za-z]:\\[\w.\- ]{1,100}(?:\\[\w.\-]{1,100}){0,20}"
    r"|(?:secrets?|\.secrets?|credentials|creds|config|conf|etc|run|var|keys|certs|private"
    r"|vault|\.config|\.ssh|\.aws|\.docker|\.kube)/" + _SEGMENT + r"(?:/" + _SEGMENT + r"){0,20}"
    r"|\.(?:env(?:\.[a-z]{1,12})?|pgpass|netrc|my\.cnf|npmrc|pypirc|git-credentials|s3cfg|boto"
    r"|vault-token|htpasswd|passwd|passwords?|secrets?|dockercfg)"
    r"|[\w\-]{1,60}\.(?:kdbx|txt|env|json|ya?ml|key|pem|gpg|age|asc|p12|pfx|jks|keystore))/?$")
# A segment of random letters and digits, as a password reads: "Xk9q2Lm".
_RANDOM_SEGMENT = re.compile(r"(?=[^/]{0,100}[A-Z])(?=[^/]{0,100}[a-z])(?=[^/]{0,100}\d)[^/]{6,}")


def config_place(value: str) -> bool:
    """Whether ``value``, set for a secret in a line of configuration, says where the
    secret is (a path, a reference into a store, a variable named for it), not the
    secret."""
    value = value.rstrip(".,;")
    if _REFERENCE.match(value) or _VARIABLE.fullmatch(value):
        return True
    return bool(_CONFIG_PATH.match(value)) and not any(
        _RANDOM_SEGMENT.fullmatch(part) for part in value.split("/"))


# An ARN's resource type, up to where its name starts: "…:secretsmanager:…:123456789012:
# secret:" reads as "secret: <value>", but names the secret's place in AWS.
_ARN_BEFORE = re.compile(r"arn:aws[\w\-]{0,20}:(?:secretsmanager|ssm|kms):[\w\-]{0,30}"
                         r":\d{12}:$")


def in_arn(text: str, start: int) -> bool:
    """Whether a key read at ``start`` of ``text`` is an ARN's resource type."""
    return bool(_ARN_BEFORE.search(text[max(0, start - 100):start]))


__all__ = ["config_place", "in_arn", "kept_at", "names_place", "word_store_kept"]
