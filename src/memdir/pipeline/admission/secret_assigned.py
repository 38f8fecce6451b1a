"""A secret given after the word that names it: ``password=...``, ``"api_key": "..."``,
``.env`` lines, "the password is ...", "密码是 ...", "パスワードは ...", "비밀번호는 ...",
the ``Authorization`` header's value (basic credentials, a bearer token, a UUID after
a scheme's name such as Splunk's) and docker ``config.json``'s ``"auth"`` (base64 of
``user:password``).

`secret_detectors` reads the provider formats first and calls `assigned_secret` on a text
that holds one of `HINT`'s words; `secret_commands` reads a command's password flag
before. A variable or a call named for a secret ("password=get_password()"), the name of
the object that holds it ("auth.existingSecret=pg-auth"), an empty value before prose, a
search-only key, an error's code and a value that qualifies a noun after it are not
secrets; what a value must look like is `secret_values.secret_value`'s.

Every pattern is anchored by a look-behind or a bounded quantifier, so scanning is linear
in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import (
    action_flag_before,
    meant_public,
    user_shaped,
)
from memdir.pipeline.admission.secret_place import config_place, in_arn, kept_at
from memdir.pipeline.admission.secret_values import b64_text, random_letters
from memdir.pipeline.admission.secret_values import secret_value as _secret_value

_BASIC_AUTH = re.compile(r"(?i)(?<![a-z0-9_\-])basic\s{1,20}(?P<val>[A-Za-z0-9+/]{8,400}={0,2})")
_AUTH_HEADER = re.compile(
    r"(?i)(?<![a-z0-9_\-])authorization\s{0,5}[:=]\s{0,5}['\"]?(?:bearer|token|bot)?\s{0,5}"
    r"(?P<val>[A-Za-z0-9._~+/=\-]{8,400})")

# A registry's login in docker's config.json: "auth" is base64 of "user:password".
_CONFIG_AUTH = re.compile(r"""(?<![\w\-])["']auth["'][ \t]{0,3}:[ \t]{0,3}["']"""
                          r"(?P<val>[A-Za-z0-9+/]{8,400}={0,2})[\"']")
# ... a scheme's name, then a UUID: Splunk's HEC token ("Authorization: Splunk <uuid>"),
# Okta's SSWS, Opsgenie's GenieKey: the UUID is the token, as a bearer's value is.
_AUTH_UUID = re.compile(
    r"(?i)(?<![a-z0-9_\-])authorization\s{0,5}[:=]\s{0,5}['\"]?[A-Za-z][A-Za-z\-]{1,20}\s{1,5}"
    r"[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}(?![0-9a-z\-])")

# ``password=...``, ``"api_key": "..."``, ``DB_PASS=...``: the keyword must end the key,
# so ``max_tokens: 4000``, ``tokenizer: bpe`` and ``bypass: true`` are not secrets.
_ASSIGNMENT = re.compile(
    r"""(?ix)
    (?P<qk>["'])?(?<![A-Za-z0-9_.\-])[A-Za-z0-9_.\-]{0,60}?
    (?P<kw>password|passwd|passphrase|passcode|pwd|(?<![A-Za-z0-9])pass|(?<=[_.\-])pass
        # camel-case ...Pass only on a password's key: keystorePass, dbPass, adminPass;
        # firstPass, compilerPass, boardingPass are no password's
        |(?-i:(?:[Kk]ey[Ss]tore|[Tt]rust[Ss]tore|[Kk]ey|[Ss]tore|[Dd]b|DB|[Aa]dmin|[Rr]oot|[Uu]ser
            |[Bb]ind|[Ll]dap|[Ss]mtp|[Mm]ail|[Ss]?[Ff]tp|[Ss]sh|[Jj]ks|[Vv]nc|[Rr]edis)Pass)
        |(?<![A-Za-z0-9])pw
        |secret[_\-]?key|secret|token|api[_\-]?key|access[_\-]?key|private[_\-]?key
        |auth[_\-]?(?:key|code)|signing[_\-]?key|encryption[_\-]?key|master[_\-]?key
        |credentials?|client[_\-]?secret)
    s?(?P=qk)?\s{0,20}(?P<op>:=|:|=>|=)[ \t]{0,20}(?P<vq>["'`])?(?P<val>[^\s"'`,;(){}\[\]<>]{1,400})
    """
)
# "KEY=" with nothing after it but a space and a sentence in Chinese or Japanese: the line
# of a .env with an empty value, named in prose ("SECRET_KEY= とだけ書いて"); or a shell's
# empty variable, then the command it is set for ("PGPASSWORD= psql -h db").
_EMPTY_THEN_PROSE = re.compile(r"(?<=\S)=[ \t]{1,5}[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
                               r"|(?<=[A-Z0-9_])=[ \t]{1,5}[a-z][\w.\-]{0,40}[ \t]{1,3}-")
# A key that names where the secret already is: Helm's "existingSecret", not its value.
_EXISTING = re.compile(r"(?i)existing[_\-.]?$")
# ... when the value is a Kubernetes object's name (lower case, digits, '-' and '.').
_OBJECT_NAME = re.compile(r"(?<![a-z0-9.\-])[a-z0-9][a-z0-9.\-]{0,252}(?![!-~])")
# "the password is hunter2", "my API key was ...": prose says "is", not "=".
_PROSE = re.compile(
    r"""(?ix)(?<![a-z0-9_\-])
    (?P<kw>password|passphrase|passcode|pass\s?word|pin\s?code|api\s?key|access\s?key
        |secret\s?key|secret|token|credentials?)
    (?:\s{1,5}(?:for|of|on|to|at)\s[\w.\-]{1,30}(?:\s[\w.\-]{1,30}){0,2})?
    (?:,[ \t]{0,3}(?:which|that|as|and)\s[^,\n]{1,60},)?   # ", which I reset this morning,"
    \s{1,5}(?:is|was|=|equals|is\s+set\s+to|reads)\s{1,5}[:\s]{0,3}
    (?P<vq>["'`“‘「])?(?P<val>[^\s"'`”’」]{1,400})
    """
)
_CJK_KEYWORDS = ("密码", "口令", "密钥", "令牌", "暗证号码", "パスワード", "暗証番号", "トークン",
                 "合言葉", "비밀번호", "암호", "패스워드", "토큰", "비번")
_CJK_PROSE = re.compile(
    r"(?P<kw>" + "|".join(_CJK_KEYWORDS) + r")\s{0,5}"
    r"(?:[:=]|是|为|為|就是|は|が|:|는|은|이|가)\s{0,5}(?:是|は|[:=])?\s{0,5}"
    r"[\"'`“‘「『]?(?P<val>[!-~]{4,400})"
)
# A word every pattern after the provider formats needs (a keyword, a command, a URL scheme
# separator): a text with none skips them all.
HINT = re.compile(r"(?i)pass|pwd|pw|secret|token|key|cred|auth|curl|mysql|mariadb|basic"
                   r"|bearer|pin|://|login|redis-cli|nmcli|machine|default|:\d{1,5}:|:\*:"
                   r"|oracle|sqlplus|rman|expdp|impdp|sqlldr|tns|connect|接続|连接|連線"
                   r"|identified|lftp|smbclient|rpcclient|sqlcmd|bcp|osql|isql|sqsh|wifi:|pdo"
                   r"|@tcp|@udp|@unix|mongo|7z|rar|zip|openssl|sudo|net[ \t]use|cqlsh|gsql"
                   r"|hdbsql|vsql|obclient|ipmitool|rabbitmqctl|community|psk|net[ \t]user"
                   r"|securestring|mosquitto_|taos|drone|woodpecker|cypher-shell|beeline|influx|"
                   + "|".join(_CJK_KEYWORDS))
# An unquoted identifier naming a secret is a variable, not its value: "token=token",
# "api_key=api_key", "password=get_password()".
# Only lowercase or snake/dotted names without digits: "mysecretkey123" is a value.
_VARIABLE = re.compile(r"^(?:[a-z_.]*[_.][a-z_.]*|password|passwd|secret|token|key|apikey)$")
_KINDS = {"password": "a password", "passwd": "a password", "passphrase": "a password",
          "passcode": "a password", "pwd": "a password", "pass": "a password",
          "pw": "a password",
          "pincode": "a PIN", "secret": "a secret", "secretkey": "a secret key",
          "token": "a token", "credential": "credentials", "credentials": "credentials",
          "apikey": "an API key", "accesskey": "an access key", "privatekey": "a private key",
          "authkey": "an auth key", "authcode": "an authorisation code",
          "signingkey": "a signing key",
          "encryptionkey": "an encryption key", "masterkey": "a master key",
          "clientsecret": "a client secret",
          "密码": "a password", "口令": "a password", "暗证号码": "a PIN",
          "パスワード": "a password", "暗証番号": "a PIN", "合言葉": "a password",
          "비밀번호": "a password", "암호": "a password", "패스워드": "a password",
          "비번": "a password", "密钥": "a secret key", "令牌": "a token",
          "トークン": "a token", "토큰": "a token"}


def _names_secret(value: str) -> bool:
    low = value.casefold()
    return bool(_VARIABLE.match(value)) and any(
        k in low for k in ("pass", "pwd", "secret", "token", "key", "cred"))


def assigned_secret(text: str) -> str | None:
    """The kind of secret ``text`` gives after a word naming it, else None."""
    for m in _BASIC_AUTH.finditer(text):
        decoded = b64_text(m.group("val"))
        if decoded and ":" in decoded.strip(":"):
            return "HTTP basic auth credentials"
    for m in _CONFIG_AUTH.finditer(text):
        decoded = b64_text(m.group("val"))
        user, colon, password = (decoded or "").partition(":")
        if colon and user and _secret_value(password, quoted=True, strict=False):
            return "registry credentials (a docker config's auth)"
    for m in _AUTH_HEADER.finditer(text):
        if _secret_value(m.group("val"), quoted=True, strict=True):
            return "an Authorization header"
    if _AUTH_UUID.search(text):
        return "an Authorization header"
    for m in _ASSIGNMENT.finditer(text):
        kw = re.sub(r"[_\-\s]", "", m.group("kw").casefold())
        quoted = bool(m.group("qk")) or bool(m.group("vq"))
        # "key: value" is also how prose reads ("never log the token: redact it"), so a bare
        # colon needs a value that looks generated rather than a plain word.
        strict = m.group("op") == ":" and not quoted
        if not quoted and (_names_secret(m.group("val")) or text[m.end():m.end() + 1] == "("
                           or _CMDLET.match(m.group("val"))):
            continue  # a variable or a call: "password=get_password()", "$pw = Read-Host"
        if _EXISTING.search(text, m.start(), m.start("kw")) \
                and _OBJECT_NAME.match(m.group("val")):
            continue  # "auth.existingSecret=pg-auth": the name of the object that holds it
        if not quoted and _EMPTY_THEN_PROSE.match(text, m.start("op")) \
                or meant_public(text, m.start("kw")):
            continue  # "API_KEY= とだけ書いて": an empty value; a search-only key
        if kw == "authcode" and _ERROR_CODE.fullmatch(m.group("val").rstrip(".,;:!?")):
            continue  # "returns auth_code=E1023 when …": an error's number, not a grant
        if m.group("op") == "=" and action_flag_before(text, m.start("kw")) \
                and user_shaped(m.group("val")):
            continue  # "--reset-password=alice01": an action's flag, its argument a user
        if in_arn(text, m.start()):
            continue  # "arn:aws:secretsmanager:…:secret:prod/db": where the secret is
        if config_place(m.group("val")):
            continue  # "password: /run/secrets/db_password": where the secret is
        if _secret_value(m.group("val"), quoted=quoted, strict=strict, kw=kw):
            return _KINDS.get(kw, "a secret")
    for m in _PROSE.finditer(text):
        if _secret_value(m.group("val"), quoted=bool(m.group("vq")), strict=True) \
                and not meant_public(text, m.start("kw")) \
                and not kept_at(m.group("val"), text, m.end("val")):
            kw = re.sub(r"\s", "", m.group("kw").casefold())
            return _KINDS.get(kw, "a secret")
    for m in _CJK_PROSE.finditer(text):
        if m.group("val").rstrip(".,;:!?)").isalpha() \
                and not random_letters(m.group("val").rstrip(".,;:!?)")):
            continue  # a plain word: `secret_named`'s word rule reads it ("export", "xxx")
        if _QUALIFIES_NOUN.match(text, m.end()):
            continue  # "密码是“123456”的用户最多": the value qualifies a noun after it
        if kept_at(m.group("val"), text, m.end(), cjk=True):
            continue  # "パスワードは ssh-agent に覚えさせています": where it is kept
        if _secret_value(m.group("val"), quoted=True, strict=False):
            return _KINDS.get(m.group("kw"), "a password")
    return None


# A PowerShell cmdlet that reads or makes the value ("$pw = Read-Host 'Password'
# -AsSecureString", "$cred = Get-Credential"): a call, as "get_password()" is. What
# ConvertTo-SecureString is given in plain text is `secret_arguments`'.
_CMDLET = re.compile(r"(?:Read|Get|Import|Export|ConvertTo|ConvertFrom|New|Invoke|Unprotect"
                     r"|Protect|Select|Find)-[A-Z][A-Za-z]{2,40}$")
_ERROR_CODE = re.compile(r"[A-Za-z]{1,3}[_\-]?\d{1,6}")
_QUALIFIES_NOUN = re.compile(r"[\"'`”’」』]?\s{0,3}(?:的|の|之)")


__all__ = ["HINT", "assigned_secret"]
