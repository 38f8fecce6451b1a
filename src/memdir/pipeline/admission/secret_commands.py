"""Passwords on command lines and in credential files: a URL's ``user:password@``,
Oracle's ``user/password@db``,
``curl -u``, ``mysql -pSECRET``, a command's password flag (``docker login -p``,
``sshpass -p``, ``redis-cli -a``, ``nmcli ... password``, ``htpasswd -b``, any
``--password VALUE``), ``~/.netrc`` and ``~/.pgpass`` lines.

A command's own password flag takes any word as the password, "marmalade" too; a word
followed by the little words of a sentence ("sshpass -p leaks the password to ps") is prose
about the flag. ``--password`` is named in prose too ("psql --password forces a prompt"),
so its value must read as generated. Every pattern is bounded, so a scan stays linear.
"""

from __future__ import annotations

import re

from memdir.pipeline.admission.secret_named import chosen_word
from memdir.pipeline.admission.secret_values import secret_value

# scheme://user:password@ (user may be empty: redis://:pw@host).
_URL_PASSWORD = re.compile(
    r"(?i)(?<![a-z0-9+.\-])[a-z][a-z0-9+.\-]{0,30}://[^\s/:@]{0,200}:(?P<val>[^\s/@]{1,200})@")
_CURL_USER = re.compile(
    r"(?i)(?<![\w\-])curl\b[^\n]{0,300}?\s(?:-u|--user)(?:\s{1,10}|=)['\"]?"
    r"[^\s:'\"]{1,100}:(?P<val>[^\s'\"]{1,200})")
_MYSQL_PASSWORD = re.compile(
    r"(?<![\w\-])(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,300}?\s-p(?P<val>[^\s'\"]{2,200})")
# A command whose flag takes a password as its next word: `docker login -p`, `sshpass -p`,
# `redis-cli -a`, `nmcli ... password`, `htpasswd -b FILE USER PASSWORD` (any word there is
# the password, "marmalade" too), and any `--password VALUE` (prose names that flag too:
# "psql --password forces a prompt", so its value must read as generated).
_COMMAND_PASSWORD = re.compile(
    r"(?<![\w\-])(?:(?:docker|podman|nerdctl|helm|oras|skopeo|buildah)(?:[ \t]{1,5}\S{1,60}){0,3}?"
    r"[ \t]{1,5}login(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-p|--password)"
    r"|sshpass[ \t]{1,10}-p|redis-cli(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}-a"
    r"|nmcli(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:password|wifi-sec\.psk)"
    r"|htpasswd\s{1,10}(?:-[A-Za-z]{1,5}\s{1,10}){0,3}?"
    r"-[A-Za-z]{0,4}b[A-Za-z]{0,4}\s{1,10}\S{1,200}\s{1,10}\S{1,200})"
    r"\s{1,10}['\"]?(?P<val>[^\s'\"]{4,200})(?:['\"]?[ \t]{1,5}(?P<next>[a-z]{1,20}))?")
_OPTION_PASSWORD = re.compile(r"(?<!\S)--password\s{1,10}['\"]?(?P<val>[^\s'\"]{4,200})")
# ~/.netrc: "machine HOST login USER password PASSWORD"; ~/.pgpass:
# "host:port:database:user:password".
_NETRC = re.compile(r"(?<![\w\-])(?:machine[ \t]{1,10}\S{1,200}|default)"
                    r"(?:[ \t]{1,10}(?:login|account)[ \t]{1,10}\S{1,200}){0,2}"
                    r"[ \t]{1,10}password[ \t]{1,10}(?P<val>\S{1,200})")
_PGPASS = re.compile(r"(?<![\w.\-:/@*])[A-Za-z0-9_.\-*]{1,200}:(?:\d{1,5}|\*)"
                     r":[A-Za-z0-9_.\-*]{1,100}:[A-Za-z0-9_.\-@*]{1,100}:(?P<val>[^\s:]{1,200})")
# Oracle's "user/password@database" (sqlplus, expdp, an easy-connect string), where the
# text names Oracle or a connection: elsewhere "a/b@c" is a package at a version.
_SLASH_LOGIN = re.compile(r"(?<![\w/.\-@])[A-Za-z][A-Za-z0-9_$#]{0,29}/(?P<val>[^\s/@\"']{3,100})"
                          r"@(?://)?[A-Za-z0-9][\w.\-]{0,200}")
_ORACLE = re.compile(r"(?i)sqlplus|\brman\b|expdp|impdp|sqlldr|oracle|\btns|easy ?connect"
                     r"|connect(?:ion)?[ _]?string|接続|连接|連線")
# The little words of an English sentence: after a flag's value they say it was prose.
_PROSE_WORDS = frozenset("the a an and or to is are was in on of for with by it its that this "
                         "from as at be if so not never".split())


def command_secret(text: str) -> str | None:
    """The kind of password a command line or a credential file line in ``text`` gives."""
    for m in _URL_PASSWORD.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a URL"
    for m in _CURL_USER.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a curl -u option"
    for m in _COMMAND_PASSWORD.finditer(text):
        value = m.group("val").rstrip(".,;:!?)")
        if value.startswith("-") or not secret_value(value, quoted=True, strict=False):
            continue
        if value.isalpha() and not (chosen_word(value) and m.group("next") not in _PROSE_WORDS):
            continue  # "sshpass -p leaks the password to ps": a sentence about the flag
        return "a password in a command's option"
    for m in _OPTION_PASSWORD.finditer(text):
        if not m.group("val").startswith("-") and secret_value(m.group("val"), quoted=False,
                                                                  strict=True):
            return "a password in a command's option"
    for m in _NETRC.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a .netrc line"
    for m in _PGPASS.finditer(text):
        if not m.group("val").isdigit() and secret_value(m.group("val"), quoted=True,
                                                          strict=False):
            return "a password in a .pgpass line"
    if _ORACLE.search(text):
        for m in _SLASH_LOGIN.finditer(text):
            if secret_value(m.group("val"), quoted=True, strict=False):
                return "a password in a connect string"
    for m in _MYSQL_PASSWORD.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a mysql -p option"
    return None


__all__ = ["command_secret"]
