"""Secrets written into program code as a call's arguments, where no ``password=`` stands
before the value.

- A setter named for a secret, given a literal: ``ds.setPassword("Saffron$River21")``,
  ``config.setPassword("…")``, ``set_api_key('…')``, ``withClientSecret("…")``. A
  variable, a call or an empty string given to it (``setPassword(System.getenv("DB_PASS"))``,
  ``setPassword(password)``, ``setPassword("")``) is no secret on the line.
- A login's call given a user and a password as literals, one after the other:
  ``DriverManager.getConnection(url, "shop_app", "Tamarind#908")``, JavaMail's
  ``transport.connect("smtp…", "noreply", "…")``, an FTP client's ``c.Login("uploader", "…")``,
  ``new NetworkCredential("svc-print", "…")``, Jenkins' ``new
  UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'nexus', '', 'deploy', '…')``
  (a credential object built from literals), ``smtp.PlainAuth("", user, "…", host)``,
  ``HTTPBasicAuth('api', '…')``, LDAP's ``simple_bind_s(dn, '…')``. The password must read as
  one a person chose (a letter with a digit or a symbol): anonymous FTP
  (``Login("anonymous", "anonymous")``, a mail address as its password), a host and a
  port, a user given twice are kept.
- A key given to a signing call: ``hmac.new(b"4690…", body, hashlib.sha256)``,
  ``hmac.New(sha256.New, []byte("…"))``, ``crypto.createHmac('sha256', '…')``,
  ``jwt.sign(payload, '…')``, ``jwt.encode(claims, "…", algorithm="HS256")``, ``new
  SecretKeySpec("…".getBytes(), "HmacSHA256")``: a literal of eight characters or more that
  reads as chosen or generated; an algorithm's name (``'sha256'``, ``"HS256"``) or a plain
  word (``jwt.sign(payload, 'secret')``, a docs' example) is kept.
- A variable named for a secret given a literal inside a conversion to bytes, which the
  scan of assignments does not read through: ``var jwtKey = []byte("Larch-Velvet-Ox-7731")``,
  ``SECRET = b"…"``, ``const key = Buffer.from("…")``, ``apiSecret = "…".encode()``,
  ``byte[] key = "…".getBytes()``.

Each call's arguments are read up to its closing bracket, at most ``_REACH`` characters on,
so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import is_placeholder, secret_value

_REACH = 400
# A quoted literal, with a language's prefix (b"…", @"…", L"…", r'…').
_LITERAL = re.compile(r"(?<![\w\"'`])(?:[bBrRuUL]|@|u8)?(?P<q>[\"'`])(?P<val>[^\"'`\n\\]{0,200})"
                      r"(?P=q)")
_SETTER = re.compile(
    r"(?<![A-Za-z0-9_])(?:set|Set|with|With|put|Put)_?(?i:password|passwd|pwd|secret|api_?key"
    r"|access_?key|secret_?key|client_?secret|auth_?token|token|credentials?)\s{0,3}\(")
_LOGIN_CALL = re.compile(
    r"(?<![A-Za-z0-9_])(?:getConnection|connect|Connect|login|Login|logIn|LogIn|signIn"
    r"|authenticate|Authenticate|auth|Auth|simple_bind_s|simple_bind|bind_s|NetworkCredential"
    # a credential object built from literals: Jenkins' UsernamePasswordCredentialsImpl(scope,
    # id, description, user, password), Apache's UsernamePasswordCredentials, AWS's
    # BasicAWSCredentials, .NET's NetworkCredential
    r"|PasswordAuthentication|[A-Z][A-Za-z]{0,40}Credentials?(?:Impl)?|HTTPBasicAuth|HTTPDigestAuth"
    r"|BasicAuth|SetBasicAuth|PlainAuth|basic_auth|FTP|FTP_TLS|SMTP|SMTP_SSL)\s{0,3}\(")
_SIGNING_CALL = re.compile(
    r"(?<![A-Za-z0-9_])(?:hmac\.new|hmac\.New|HMAC|createHmac|HMACSHA\d{1,3}|HmacSHA\d{1,3}"
    r"|jwt\.sign|jwt\.encode|JWT\.encode|SecretKeySpec|hmacShaKeyFor|signWith|NewHMAC"
    r"|SigningKey)\s{0,3}\(")
# A variable named for a secret, then a literal inside a conversion to bytes.
_CONVERTED = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Za-z_][A-Za-z0-9_]{0,40})(?:\s{0,3}:\s{0,3}[\w\[\]<>]{1,20})?"
    r"\s{0,3}:?=\s{0,3}(?:\[\]byte\(|Buffer\.from\(|bytes\(|bytearray\(|Encoding\.\w{3,8}"
    r"\.GetBytes\(|(?=[bB][\"']))\s{0,3}"
    r"(?:[bB])?(?P<q>[\"'`])(?P<val>[^\"'`\n\\]{4,200})(?P=q)"
    r"|(?<![A-Za-z0-9_])(?P<name2>[A-Za-z_][A-Za-z0-9_]{0,40})\s{0,3}:?=\s{0,3}"
    r"(?P<q2>[\"'`])(?P<val2>[^\"'`\n\\]{4,200})(?P=q2)\s{0,3}\.(?:encode|getBytes|GetBytes)\(")
_SECRET_NAME = re.compile(r"(?i)key|secret|token|passw|passwd|pwd|(?<![a-z])pass(?![a-z])")
# A mail address: anonymous FTP's password by custom ("anonymous", "guest@ulmus.io").
_MAIL = re.compile(r"[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,5}")
_BETWEEN = re.compile(r"\s{0,3},\s{0,3}")
_HOST = re.compile(r"[\w\-]+(?:\.[\w\-]+)+(?::\d{1,5})?/?")
_ALGORITHM = re.compile(r"(?i)(?:hmac)?[-_]?(?:sha|md)[-_]?\d{1,3}|[hrep]s\d{3}|hmacsha\d{1,3}"
                        r"|utf-?8|ascii|latin-?1|hex|base64")


def _arguments(text: str, opened: int) -> str:
    """The arguments of a call whose bracket opens right before ``opened``: up to the
    bracket that closes it, at most `_REACH` characters on."""
    depth = 1
    end = min(len(text), opened + _REACH)
    for i in range(opened, end):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return text[opened:i]
    return text[opened:end]


def _password(value: str) -> bool:
    return looks_chosen(value) and not _HOST.fullmatch(value) and not _MAIL.fullmatch(value) \
        and not is_placeholder(value) and secret_value(value, quoted=True, strict=False)


def _key(value: str) -> bool:
    return len(value) >= 8 and not _ALGORITHM.fullmatch(value) and not is_placeholder(value) \
        and (looks_chosen(value) or looks_generated(value)) and not _HOST.fullmatch(value) \
        and secret_value(value, quoted=True, strict=False)


def _login_pair(args: str) -> bool:
    """Whether a user's literal and a password's literal stand side by side in ``args``."""
    literals = list(_LITERAL.finditer(args))
    for user, value in zip(literals, literals[1:], strict=False):
        if not _BETWEEN.fullmatch(args, user.end(), value.start()):
            continue
        name, secret = user.group("val"), value.group("val")
        if name and "://" not in name and name != secret and _password(secret):
            return True
    return False


def code_secret(text: str) -> str | None:
    """The kind of secret ``text`` writes into a call in program code (see the module's
    docstring), else None."""
    if "(" not in text:
        return None
    for m in _SETTER.finditer(text):
        literal = _LITERAL.fullmatch(_arguments(text, m.end()).strip())
        if literal and (_password(literal.group("val")) or _key(literal.group("val"))):
            return "a password (given to a setter in code)"
    for m in _LOGIN_CALL.finditer(text):
        if _login_pair(_arguments(text, m.end())):
            return "a user name and password (given to a call in code)"
    for m in _SIGNING_CALL.finditer(text):
        if any(_key(lit.group("val")) for lit in _LITERAL.finditer(_arguments(text, m.end()))):
            return "a signing key (given to a call in code)"
    for m in _CONVERTED.finditer(text):
        name, value = (m.group("name"), m.group("val")) if m.group("name") else (
            m.group("name2"), m.group("val2"))
        if _SECRET_NAME.search(name) and _key(value):
            return "a key (a literal converted to bytes in code)"
    return None


__all__ = ["code_secret"]
