"""A login given as its user and password side by side in a sentence about logging in:
"login admin / Wint3r!sComing", "user:password" where the sentence names a login or basic
auth, and a "user / password" pair where the text names a protocol one logs into (IMAP, SMTP,
POP3, (S)FTP, SSH, VPN, RDP) and the user is an account's: "IMAP は info@kaede.jp / … で受信で
きます", "SMTP relay: mailer / Sm7p#relay". Kept: a host and its path, a path's segments, a
package or an action at a version ("docker/login-action@v3"), a protocol's folders ("IMAP
folders: INBOX / Archive2024").

Read after a credential's word found no value (`secret_named.named_secret`), with its reading
of a value (a placeholder or a reference is none) and of what a person chose. Every pattern is
bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re

_SYMBOLS = frozenset("!@#$%^&*+=?~")
_LOGIN = re.compile(r"(?i)log\s?in|sign\s?in|creds|credentials|account|sasl|auth|账号|帐号"
                    r"|登录|登陆|登入|认证|鉴权|ログイン|アカウント|管理画面|認証")
# ... or a protocol one logs into, where the user is an account's (a mail address, a login
# id, or a plain word with a symbol in the password): "IMAP は info@kaede.jp / … で受信できます",
# "SMTP relay: mailer / Sm7p#relay" ("IMAP folders: INBOX / Archive2024" is none).
_PROTOCOL = re.compile(r"(?i)(?<![a-z])(?:imap|smtp|pop3|s?ftp|ssh|vpn|rdp)(?![a-z])"
                       r"|メールボックス|邮箱")
_ACCOUNT_USER = re.compile(r"[\w.+\-]{1,40}@[\w\-]{1,40}(?:\.[\w\-]{1,40}){1,4}"
                           r"|(?i:admin|root|guest)\d{0,4}"
                           r"|[a-z][a-z0-9]{0,30}(?:[._\-][a-z0-9]{1,30}){1,3}|[a-z]{1,20}\d{1,8}")
# ... never a path's segments: "client.authentication.k8s.io/v1beta1" (a host, then a path),
# "wJalrXUtnFEMI/K7MDENG/bPxR..." (a value that goes on after another slash).
_PAIR = re.compile(r"(?<![!-~])(?P<user>[A-Za-z0-9_.@\-]{2,40})\s{0,3}/\s{0,3}"
                   r"(?P<val>[^\s/]{6,200})(?![^\s/])(?!/)")
# ... nor a package or an action at a version: "docker/login-action@v3", "lodash/fp@4.17.21",
# "actions/checkout@8f4b7f84" (a name in lower case, then a version or a commit).
_AT_VERSION = re.compile(r"[a-z0-9][a-z0-9._\-]{0,60}@(?:(?:v\d{1,4}|\d{1,4}(?=\.\d))"
                         r"(?:\.\d{1,4}){0,3}(?:-[\w.]{1,20})?"
                         r"|[0-9a-f]{7,40}|main|master|latest|stable)")
# A host name: dotted labels ending in a top-level domain's letters.
_HOST_CHARS = re.compile(r"(?i)[a-z0-9.\-]{4,40}")
_TLD = re.compile(r"(?i)(?<=[a-z0-9\-])\.[a-z]{2,12}$")
# "user:password" as basic auth writes it, where the sentence names a login (not any "auth":
# "the OAuth scope is repo:status").
_COLON_LOGIN = re.compile(r"(?i)basic[ \-]?auth|\bbasic\b|http[ \-]?auth|credentials|creds"
                          r"|\blog[ \-]?in|sign[ \-]?in|认证|認証|登录|登陆|登入|ログイン"
                          r"|账号|帐号")
_COLON_PAIR = re.compile(r"(?<![A-Za-z0-9_.\-@/])[A-Za-z0-9_.\-]{2,40}"
                         r":(?P<val>[^\s:/@\\]{4,100})(?![!-~])")


def login_pair(text: str, usable: Callable[[str], str | None],
               looks_chosen: Callable[[str], bool], chosen_word: Callable[[str], bool]
               ) -> str | None:
    """"a user name and password" where ``text`` gives a login's pair (see the module's
    docstring), else None; ``usable`` is the value as the caller reads it."""
    login, protocol = bool(_LOGIN.search(text)), bool(_PROTOCOL.search(text))
    if login or protocol:
        for m in _PAIR.finditer(text):
            user = m.group("user")
            if not login and not _ACCOUNT_USER.fullmatch(user) and not (
                    user.isalpha() and user.islower() and _SYMBOLS & set(m.group("val"))):
                continue  # a plain word's login only with a symbol in its password
            if _HOST_CHARS.fullmatch(user) and _TLD.search(user) and " " not in m.group(0):
                continue  # "registry.acme.io/v2": a host and its path
            value = usable(m.group("val"))
            if value and looks_chosen(value) and not _AT_VERSION.fullmatch(value):
                return "a user name and password"
    if _COLON_LOGIN.search(text):
        for m in _COLON_PAIR.finditer(text):
            value = usable(m.group("val"))
            if value and (looks_chosen(value) or value.isalpha() and chosen_word(value)):
                return "a user name and password"
    return None


__all__ = ["login_pair"]
