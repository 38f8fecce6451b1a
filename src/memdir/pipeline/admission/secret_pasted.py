"""Secrets in what people paste from a browser or a chat window: a session cookie in a
``Cookie:`` or ``Set-Cookie:`` header, a login in a header named for it, and a key broken
over lines.

- A session cookie is a login: whoever sends it is the user until it expires. It is known
  by a ``Cookie:`` header's pairs (every one) or a ``Set-Cookie:`` header's first pair,
  whose name says session, auth, token, login or remember (``JSESSIONID``, ``PHPSESSID``,
  ``SESSION``, ``connect.sid``, ``_app_session``, ``remember_user_token``), holding a value
  of sixteen key characters or more; or by a framework's session cookie's own name outside a
  header (``PHPSESSID=…``, ``JSESSIONID=…``, ``laravel_session=…`` in a sentence). A cookie
  that is cleared (``connect.sid=;``), one that keeps a language or a theme, a placeholder or
  a variable are kept.
- A header named for authorisation other than ``Authorization`` itself (which is read with
  its scheme), whose value is base64 of ``user:password``: kintone's
  ``X-Cybozu-Authorization``, its password login. Base64 of a user with no password, or of
  a placeholder (``user:password``), is kept.
- A key a chat window or a terminal wrapped ("join the two halves:", 被换行了,
  折り返された) stands as two or more lines that are each one run of key characters; the
  lines joined are scanned again by the provider formats (never by the entropy measure:
  lines of hashes joined are still hashes). A line that only names a variable ("APP_KEY=",
  an .env.example's) is no part of a key.
- A key said in two halves so that no one string holds it ("the first half is …, the rest
  is …", "前半段 …，后半段 …", "前半は …、後半は …"), where the text names a credential:
  the halves joined read as a generated key (`secret_named.looks_generated`), or, where it
  names a password, as a password a person chose, each half holding a digit or a symbol;
  and nothing says they are a commit's or a hash's.
- Rows of a table of logins pasted as CSV, a Markdown table or tab-separated (a password
  manager's export, a sheet of accounts, a wiki's table):
  a header line whose columns name a password, a secret or a token (``name,url,username,
  password``, ``账号,密码``, ``ユーザー,パスワード``), then a row with as many columns
  whose value in that column reads as chosen or generated. A header alone, or rows whose
  column is empty or a placeholder, are kept.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import b64_text, secret_value

_COOKIE_HEADER = re.compile(r"(?i)(?<![\w\-])(?P<set>set-)?cookie[ \t]{0,3}:[ \t]{0,3}"
                            r"(?P<pairs>[^\n'\"]{1,2000})")
_PAIR = re.compile(r"(?P<name>[A-Za-z0-9_.\-]{1,60})=(?P<val>[^;\s]{0,1000})")
_SESSION_NAME = re.compile(r"(?i)sess|(?:^|[._\-])sid$|^sid|auth|token|login|remember|jwt")
# ... a cookie's value may hold a star or a bang too (Bilibili's SESSDATA "c1b07e1c%2C…*c1").
_KEY_CHARS = re.compile(r"[A-Za-z0-9%+/=._~:\-*!]{16,1000}")


# A framework's session cookie named as itself outside a header ("后台登录后的
# PHPSESSID=o8s6…，你用这个 cookie 调一下"): its name is a session's, whatever is around.
_SESSION_PAIR = re.compile(
    r"(?<![A-Za-z0-9_.\-])(?P<name>PHPSESSID|JSESSIONID|ASP\.NET_SessionId|ASPSESSIONID[A-Z]{8}"
    r"|connect\.sid|laravel_session|ci_session|CFTOKEN|SESSDATA)=(?P<val>[^;\s,，。、]{0,1000})")


def session_cookie(text: str, is_placeholder: Callable[[str], bool]) -> str | None:
    """"a session cookie" when a cookie header in ``text`` carries a session's value, or a
    framework's session cookie is given by its name."""
    named = "SESS" in text or "sid=" in text or "_session=" in text or "CFTOKEN" in text
    if "ookie" not in text and "OOKIE" not in text and not named:
        return None
    headers = [h.group("pairs") for h in _COOKIE_HEADER.finditer(text) if not h.group("set")]
    headers += [h.group("pairs").split(";")[0] for h in _COOKIE_HEADER.finditer(text)
                if h.group("set")]  # the rest are attributes: Path, Expires, Max-Age
    for pairs in [list(_PAIR.finditer(h)) for h in headers] + [
            list(_SESSION_PAIR.finditer(text)) if named else []]:
        for pair in pairs:
            value = pair.group("val").strip("\"'")
            if not _SESSION_NAME.search(pair.group("name")) or not _KEY_CHARS.fullmatch(value):
                continue
            if value.startswith(("$", "%", "{", "<")) or is_placeholder(value):
                continue
            if not any(c.isdigit() for c in value) or not any(c.isalpha() for c in value):
                continue  # a word or a number: "deleted", a count
            return "a session cookie"
    return None


# A line that is one run of key characters, nothing else on it; not a variable with an
# empty value (".env.example": "APP_KEY=", "DB_PASSWORD=", one to a line).
_KEY_LINE = re.compile(r"[ \t]{0,8}(?P<tok>[A-Za-z0-9_\-+/=.~]{8,200})[ \t]{0,8}")
_EMPTY_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{0,100}=")


def joined_lines(text: str) -> list[str]:
    """The runs of key characters that two to four lines in a row make when joined (each
    line one run and nothing else); the single lines are not repeated."""
    if "\n" not in text:
        return []
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        first = _KEY_LINE.fullmatch(lines[i])
        if not first or _EMPTY_ASSIGNMENT.fullmatch(first.group("tok")):
            i += 1
            continue
        parts = [first.group("tok")]
        j = i + 1
        while j < len(lines) and len(parts) < 4 and (more := _KEY_LINE.fullmatch(lines[j])) \
                and not _EMPTY_ASSIGNMENT.fullmatch(more.group("tok")):
            parts.append(more.group("tok"))
            j += 1
        if len(parts) > 1:
            out.append("".join(parts))
        i = j
    return out


# The two halves' names, then the value: "the first half (of the key) is …", "the rest: …",
# "前半段 …", "后半段是 …", "前半は …", "後半は …".
_HALF_VALUE = (r"(?:[ \t]{1,3}(?i:of)[ \t]{1,3}(?:(?i:the|my|our|this)[ \t]{1,3})?[\w.\-]{1,30})?"
               r"[ \t]{0,3}(?:(?i:is|was)[ \t]|[:=：]|是|为|為|は)?[ \t]{0,3}[\"'`「“]?"
               r"(?P<val>[A-Za-z0-9+/=_\-.~!@#$%^&*?]{4,200})(?![A-Za-z0-9+/=_\-~!@#$%^&*?])")
_FIRST_HALF = re.compile(
    r"(?:(?i:\b(?:first|1st|front)[ \t]{1,3}(?:half|part|piece|bit))"
    r"|前半段|前半部分|前一半|前半截|上半段|上半部分|第一段|前半(?:部分)?|最初の半分)"
    + _HALF_VALUE)
_SECOND_HALF = re.compile(
    r"(?:(?i:\b(?:second|2nd|other|last|back)[ \t]{1,3}(?:half|part|piece|bit)"
    r"|\bthe[ \t]{1,3}(?:rest|remainder))"
    r"|后半段|后半部分|后一半|后半截|下半段|下半部分|第二段|剩下的(?:部分)?|後半(?:部分)?"
    r"|残り(?:の半分)?)" + _HALF_VALUE)
_CREDENTIAL = re.compile(r"(?i)key|token|secret|passw|credential|密钥|秘钥|令牌|密码|口令|キー"
                         r"|トークン|シークレット|パスワード|鍵")
_PASSWORD = re.compile(r"(?i)passw|密码|口令|パスワード")
_HASHED = re.compile(r"(?i)commit|\bsha|hash|digest|checksum|uuid|\bid\b"
                     r"|提交|哈希|コミット|ハッシュ")


def said_halves(text: str) -> Iterator[tuple[str, str]]:
    """The two halves of each value ``text`` says in two ("the first half is …, the rest
    is …"), as they are written."""
    for first in _FIRST_HALF.finditer(text):
        second = _SECOND_HALF.search(text, first.end(), first.end() + 200)
        if second:
            yield first.group("val").rstrip(".,;:"), second.group("val").rstrip(".,;:")


def halves_secret(text: str) -> str | None:
    """"a key (said in two halves)" when ``text`` names a credential and gives its value
    in two halves that, joined, read as a generated key. (Halves that join into a
    provider's format are `secret_pieces`' whatever the text says around them.)"""
    if not _CREDENTIAL.search(text) or _HASHED.search(text):
        return None
    for halves in said_halves(text):
        joined = "".join(halves)
        if all(any(c.isdigit() for c in h) for h in halves) \
                and any(c.isalpha() for c in joined) and looks_generated(joined):
            return "a key (said in two halves)"
        # A password a person chose, in two halves that each hold a digit or a symbol
        # ("密码我分两段说：前半段 Qh7#x，后半段 Lm29Tz").
        if _PASSWORD.search(text) and len(joined) >= 8 and looks_chosen(joined) \
                and all(len(h) >= 4 and not h.isalpha() for h in halves) \
                and secret_value(joined, quoted=True, strict=False):
            return "a password (said in two halves)"
    return None


# "X-Cybozu-Authorization: <base64 of user:password>".
_LOGIN_HEADER = re.compile(r"(?i)(?<![\w\-])x-[a-z0-9\-]{1,40}-authori[sz]ation[ \t]{0,3}[:=]"
                           r"[ \t]{0,3}['\"]?(?P<val>[A-Za-z0-9+/]{8,400}={0,2})(?![A-Za-z0-9+/=])")


def login_header(text: str) -> str | None:
    """"a password in an authorisation header" when a header named for it (not
    Authorization) holds base64 of user:password, else None."""
    if "uthori" not in text and "UTHORI" not in text:
        return None
    for m in _LOGIN_HEADER.finditer(text):
        user, _, password = (b64_text(m.group("val")) or "").partition(":")
        if user and secret_value(password, quoted=True, strict=False):
            return "a password in an authorisation header (base64 of user:password)"
    return None




_SECRET_COLUMNS = frozenset({"password", "passwd", "pass", "pwd", "secret", "token", "api_key",
                             "apikey", "api key", "login_password", "密码", "口令", "パスワード",
                             "暗証番号"})
# A Markdown or tab-separated table's column is a password's only by that name: "| Model |
# Token |" counts a model's context, "| service | secret |" names where each secret is kept.
_PASSWORD_COLUMNS = frozenset({"password", "passwd", "pwd", "passcode", "login_password", "密码",
                               "口令", "密碼", "パスワード", "暗証番号"})
# ... and a cell that points to where the password is: 见1Password, 参照: Vault, see 1Password.
_SEE = re.compile(r"(?i)^(?:见|見|参见|參見|详见|參照|参照|see[ \t:]|cf\.|->|→)"
                  r"|(?:参照|參照|を?見て)$")
_CSV_ROWS = 200


_RULE_ROW = re.compile(r"[ \t|:\-+]{3,400}")  # a Markdown table's |---|:---:| line


def _columns(line: str, sep: str) -> list[str]:
    if sep == "|":
        line = line.strip().strip("|")
    return [c.strip().strip("\"'`").strip() for c in line.split(sep)]


def csv_password(text: str) -> str | None:
    """"a password (in a row of a table of logins)" when ``text`` pastes CSV, a Markdown
    table or tab-separated rows whose header names a password's column and a row gives one,
    else None."""
    seps = [sep for sep in (",", "|", "\t") if sep in text]
    if not seps:
        return None
    lines = text.split("\n", _CSV_ROWS)[:_CSV_ROWS]
    for sep in seps:
        for i, line in enumerate(lines):
            if line.count(sep) < 1 or len(line) > 400:
                continue
            header = [c.casefold() for c in _columns(line, sep)]
            named = _SECRET_COLUMNS if sep == "," else _PASSWORD_COLUMNS
            at = next((j for j, c in enumerate(header) if c in named), None)
            if at is None:
                continue
            for row in lines[i + 1:i + 1 + _CSV_ROWS]:
                if sep == "|" and _RULE_ROW.fullmatch(row):
                    continue
                cells = _columns(row, sep)
                if len(cells) != len(header):
                    break  # the table ended
                value = cells[at]
                if (sep != "," and any(c.isspace() for c in value)) or _SEE.search(value):
                    continue  # "1Password を参照", "见1Password": where it is, said in the cell
                if (looks_chosen(value) or looks_generated(value)) \
                        and secret_value(value, quoted=True, strict=False):
                    return "a password (in a row of a table of logins)"
    return None


__all__ = ["csv_password", "halves_secret", "joined_lines", "login_header", "said_halves",
           "session_cookie"]
