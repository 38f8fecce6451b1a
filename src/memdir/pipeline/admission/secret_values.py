"""Whether the text a pattern found is a credential's value, or a placeholder for one.

Every pattern of the scan (`secret_detectors`, `secret_commands`) ends on a value: what
follows ``password=``, ``-p``, ``://user:``. Most such values in notes are not secrets: a
variable or a reference (``$REDIS_PASSWORD``, ``os.environ[...]``, ``<password>``,
``1password``), a type hint (``password: str``), a placeholder (``changeme``, ``xxx``,
``YOUR_TOKEN``), a masked key (``glpat-xxxx...``, ``sk-****``), a documented example
(``AKIAIOSFODNN7EXAMPLE``, Stripe's published ``sk_test_4eC39HqLyjWDarjtT1zdp7dc``), the
name of a hash (``bcrypt``). In prose ("strict") a plain word is the common case, so a value
there must also read as generated.
"""

from __future__ import annotations

import base64
import binascii

from memdir.foundation import json_text
from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import names_an_algorithm, random_letters

REFERENCE_VALUE = re.compile(
    r"(?i)^(?:[$<{%*\[(]|os\.environ|os\.getenv|getenv|process\.env|env\.|secrets\."
    r"|settings\.|config\.|self\.|request\.|none\b|null\b"
    # Terraform's references: an input variable, a local value, a data source, a module's output
    r"|var\.|local\.|data\.|module\."
    # A store by its name, alone or before a path or a word of its own ("vault:secret/db",
    # "vault.read(", "Vault-managed"); a value that only begins with the name, a digit or a
    # symbol after it, is a password ("Vault2024!", "Keepass2024!").
    r"|(?:vault|1password|lastpass|keepass(?:xc|x|dx)?|bitwarden|keychain|doppler|infisical)"
    r"(?:$|[.:/_\-'’(][A-Za-z]))"
)
PLACEHOLDERS = frozenset({
    "none", "null", "nil", "true", "false", "redacted", "example", "required", "optional",
    "password", "passwd", "pass", "pw", "pwd", "secret", "token", "changeme",
    "changeit",  # the JDK keystore's documented default
    "your_password",
    "yourpassword", "your-password", "mypassword", "str", "string", "int", "bytes", "any",
    "empty", "unset", "missing", "hidden", "masked", "placeholder", "xxx", "todo", "tbd",
    "user", "username", "host", "see", "stored", "kept", "set", "not", "in", "from", "the",
    "test", "testing", "dummy", "fake", "sample", "foo", "bar", "baz",
    # A URL's user and password written as the words that name them: "用户名:密码@主机".
    "密码", "口令", "用户名", "パスワード", "ユーザー", "ユーザー名", "비밀번호",
})
# A provider's prefix and an ellipsis for the rest ("gsk_...", "sk-proj-…"): the shape of a
# key named in a README, not a key.
_PREFIX_ELLIPSIS = re.compile(r"[A-Za-z0-9]{1,12}[_\-](?:[A-Za-z0-9]{1,12}[_\-])?(?:\.{2,}|…)")
# A function's call: the value is what it returns ("token = getpass.getpass(...)").
_CALL = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{2,60}\((?:[\"')]|[A-Za-z_]|$)")
# An environment variable's name that names a secret: SMTP_APP_PASSWORD, GITHUB_TOKEN.
_SECRET_VARIABLE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_SECRET_WORDS = frozenset({"PASSWORD", "PASSWD", "PASS", "PWD", "TOKEN", "SECRET", "KEY",
                           "CREDENTIALS", "CODE"})
_TYPE_HINT = re.compile(r"^(?:str|bytes|int|Optional|SecretStr|Secret|None)\b")


def _looks_generated(value: str) -> bool:
    """A value that reads as a credential rather than a word of prose."""
    return (len(value) >= 12 or any(c.isdigit() or not c.isalnum() for c in value)
            or any(c.isupper() for c in value[1:]))


def secret_value(value: str, *, quoted: bool, strict: bool, kw: str = "") -> bool:
    """Whether the text after a keyword is a secret; ``strict`` for prose and bare colons,
    where a plain word ("the token: redact it", "password: str") is the common case."""
    if _PREFIX_ELLIPSIS.fullmatch(value.rstrip(",;:!?)]}")) or _CALL.match(value):
        return False  # "gsk_...": a prefix and an ellipsis; "getpass.getpass(": a call
    value = value.rstrip(".,;:!?)]}")
    if len(value) < 4 or REFERENCE_VALUE.match(value) or names_an_algorithm(value):
        return False  # "passwords are bcrypt", "パスワードは argon2id でハッシュ化"
    if value.casefold() in PLACEHOLDERS or set(value) <= set("*xX.-_•#?") \
            or _PLACEHOLDER_WORDS.search(value) or _made_up_uuid(value):
        return False  # a masked or placeholder value: "********", "<password>", "changeme"
    if kw.startswith("token") and value.isdigit():
        return False  # "max_tokens=4000"
    if _TYPE_HINT.match(value) and not quoted:
        return False  # "password: str", "token: Optional[str]"
    if strict and _SECRET_VARIABLE.fullmatch(value) and _SECRET_WORDS.intersection(
            value.split("_")):
        return False  # "the app password is SMTP_APP_PASSWORD": where it is, in prose
    if strict and not quoted:
        if "-" in value and all(p.isalpha() and p.islower() for p in value.split("-")):
            return False  # "the password is case-sensitive": words joined, not a value
        return len(value) >= 6 and _looks_generated(value)
    return True


def is_placeholder(value: str) -> bool:
    """A documented shape rather than a credential: "xoxb-your-bot-token", "sk-ant-...",
    a masked key ("glpat-xxxxxxxxxxxxxxxxxxxx", "sk-****"), a documented example
    ("AKIAIOSFODNN7EXAMPLE"). A key masked only in part keeps too few characters to be
    used."""
    return bool(_PLACEHOLDER_WORDS.search(value)) or _made_up_uuid(value)


# A UUID's shape with letters past f in it ("693axxx6-7aoc-4bc4-97a0-0ec2sifa5aaa", the
# example key of a provider's documentation): a key issued as a UUID is hex.
_UUID_SHAPE = re.compile(r"(?<![0-9A-Za-z])[0-9A-Za-z]{8}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}"
                         r"-[0-9A-Za-z]{4}-[0-9A-Za-z]{12}(?![0-9A-Za-z])")


def _made_up_uuid(value: str) -> bool:
    return any(not re.fullmatch(r"[0-9a-fA-F\-]+", m.group(0)) and any(c.isdigit()
               for c in m.group(0)) for m in _UUID_SHAPE.finditer(value))


_PLACEHOLDER_WORDS = re.compile(
    r"(?i)placeholder|redacted|your[_\-]?(?:own|bot|app|api|secret|token|key)"
    r"|dummy|sample|changeme|\.{3}|<[a-z_\- ]{3,40}>"
    # A name in angle brackets in any script: "<密码>", "<ユーザー>", "<DB>".
    r"|<[^\W\d_][\w\- ]{0,39}>"
    # "your-notion-token", "YOUR_PROJECT_API_KEY", "token-here": a value to replace.
    r"|(?<![a-z0-9])your[_\-](?:[a-z0-9]{1,20}[_\-]){0,4}?(?:token|key|secret|password|pass|pwd"
    r"|passphrase|credentials?|dsn|webhook|id|url|code)s?(?![a-z0-9])"
    r"|(?<![a-z0-9])(?:token|key|secret|password)[_\-]here(?![a-z0-9])"
    # An encoding and what goes there, in capitals: "secret=BASE32SECRET", "HEX_KEY".
    r"|(?<![A-Za-z0-9])(?-i:(?:BASE(?:32|64)|HEX)_?(?:ENCODED_?)?(?:SECRET|KEY|TOKEN|SEED)S?)"
    r"(?![A-Za-z0-9])"
    # A documented example ("AKIAIOSFODNN7EXAMPLE") or a value masked with stars or dots.
    r"|(?-i:EXAMPLE)|\*{3,}|•{2,}|x{8,}"
    # ... or a provider's published sample key, the same in every copy of its docs (Stripe's
    # API reference's test keys): printed to everyone, it is no account's secret; a test
    # key of a person's own account ("sk_test_51…") is still one.
    # (matched from "test_": a word read as "sk" before it leaves the rest as the value)
    r"|(?-i:test_(?:4eC39HqLyjWDarjtT1zdp7dc|BQokikJOvBiI2HlWgH4olfQ2"
    r"|26PHem9AhJZvU623DfE1x4sd))(?![A-Za-z0-9])"
    # ... or ending in a masked run: "https://hooks.slack.com/services/T000/B000/XXXX".
    r"|[/=_\-:.][x*]{4,}$")


def b64_text(run: str) -> str | None:
    """The text a base64 run decodes to, when it is printable UTF-8; else None."""
    if len(run.rstrip("=")) % 4 == 1:
        return None
    padded = run + "=" * (-len(run) % 4)
    for alt in (None, b"-_"):
        try:
            raw = base64.b64decode(padded, altchars=alt, validate=True)
        except (binascii.Error, ValueError):
            continue
        try:
            decoded = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if decoded and sum(c.isprintable() or c in "\n\t" for c in decoded) == len(decoded):
            return decoded
    return None


# A JSON Web Token whose claims are a documentation's example (jwt.io's "John Doe", RFC 7519's
# claim at example.com): shown to explain the format, it opens nothing. Taken out of the
# text before the scan, so no layer reads it as a token.
_JWT = re.compile(r"(?<![A-Za-z0-9_\-])(?P<header>eyJ[A-Za-z0-9_\-]{8,2000})\.(?P<claims>eyJ"
                  r"[A-Za-z0-9_\-]{8,4000})\.(?P<signature>[A-Za-z0-9_\-]{0,1000})")
# An unsigned token (RFC 7519's "alg": "none", no signature): anyone can write one, so it
# proves nothing and opens nothing (a server that takes it is broken for every token).
_UNSIGNED = re.compile(r'"alg"\s{0,3}:\s{0,3}"none"', re.IGNORECASE)
_EXAMPLE_CLAIMS = re.compile(r"(?i)\b(?:john|jane)\s(?:doe|smith)\b|\bexample\.(?:com|org|net)\b")
# Supabase's anon key: a JWT Supabase issued whose role is "anon", made to ship in the
# browser (row level security guards the data). Its service_role key is a secret.
_SUPABASE_ISSUER = re.compile(r'"iss"\s{0,3}:\s{0,3}"supabase')


def _public_claims(claims: str) -> bool:
    if not _SUPABASE_ISSUER.search(claims):
        return False

    try:
        parsed = json_text.loads(claims)
    except ValueError:
        return False
    return isinstance(parsed, dict) and parsed.get("role") == "anon"


def without_example_jwts(text: str) -> str:
    """``text`` with every documented example JWT, every unsigned one (alg none, no
    signature) and Supabase's anon key in it replaced by a space."""
    if "eyJ" not in text:
        return text

    def blank(m: re.Match[str]) -> str:
        claims = b64_text(m.group("claims"))
        if claims and (_EXAMPLE_CLAIMS.search(claims) or _public_claims(claims)):
            return " "
        header = b64_text(m.group("header"))
        return " " if header and not m.group("signature") and _UNSIGNED.search(header) \
            else m.group(0)

    return _JWT.sub(blank, text)


# A key's prefix, then what to put after it in angle brackets ("sk-or-v1-<your key here>",
# "ghp_<token>"): a placeholder, though the prefix alone reads as a value.
_PREFIX_THEN_PLACEHOLDER = re.compile(
    r"(?<![A-Za-z0-9_\-])[A-Za-z][A-Za-z0-9]{0,9}(?:[_\-][A-Za-z0-9]{1,10}){0,3}[_\-]"
    r"(?P<ph><[^<>\n]{1,40}>)")


def without_prefixed_placeholders(text: str) -> str:
    """``text`` with each key prefix written before a placeholder in angle brackets
    dropped, the placeholder kept ("API_KEY=sk-or-v1-<your key here>" reads as
    "API_KEY=<your key here>", which is read as a placeholder)."""
    if "<" not in text:
        return text
    return _PREFIX_THEN_PLACEHOLDER.sub(lambda m: m.group("ph"), text)


__all__ = ["PLACEHOLDERS", "REFERENCE_VALUE", "b64_text", "is_placeholder", "random_letters",
           "secret_value", "without_example_jwts", "without_prefixed_placeholders"]
