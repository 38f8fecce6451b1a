"""Passwords a tool takes as a plain argument, and the secret lines of devices' and
installers' configuration, where no word such as "password=" stands right before the value.

- A command that stores or sets a password it is given as a word of its own: Poetry's and
  Composer's ``http-basic`` credentials (``poetry config http-basic.REPO USER PASSWORD``,
  ``composer config [-g] http-basic.HOST USER PASSWORD``), ``rabbitmqctl add_user USER
  PASSWORD`` (and ``change_password``), Windows' ``net user NAME PASSWORD`` (``*`` prompts
  for it, ``/add`` alone sets none; a plain word is the password there when a switch
  follows it or the command is a line of its own), PowerShell's ``ConvertTo-SecureString 'PASSWORD'
  -AsPlainText``. Without the password the tools prompt for it, and a value that is a
  variable (``$PASS``, ``%PASS%``) is no secret on the line; a plain word there is read as
  the sentence going on ("… builder prompts for the password"), so the value must read as
  chosen or generated (a letter with a digit or a symbol).
- Installers' and devices' configuration lines: Kickstart's ``rootpw --plaintext PASSWORD``
  (``--iscrypted`` gives a hash, ``--lock`` none); cloud-init's ``chpasswd`` list of
  ``user:password`` lines (``RANDOM`` has one made, ``$6$…`` is a hash); a Cisco line's
  ``username NAME [privilege N] password|secret [0|7] VALUE`` and ``enable password|secret``
  (types 5, 8 and 9 are hashes); an SNMP community (``snmp-server community VALUE``,
  net-snmp's ``rocommunity``/``rwcommunity``), whoever knows it reads or writes the device
  (the defaults every device ships with, ``public`` and ``private``, are no secret); an
  IPsec pre-shared key (``ipsec.secrets``' ``: PSK "VALUE"``).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import chosen_word, looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import secret_value

_VALUE = r"(?P<q>['\"])?(?P<val>[^\s'\"]{1,200})(?(q)(?P=q))"
# A tool's command, then its user, then the password as the next word.
_POSITIONAL = re.compile(
    r"(?<![\w\-])(?:poetry[ \t]{1,5}config(?:[ \t]{1,5}--\S{1,20}){0,3}[ \t]{1,5}"
    r"http-basic\.\S{1,100}"
    r"|composer(?:[ \t]{1,5}-\S{1,20}){0,3}[ \t]{1,5}config(?:[ \t]{1,5}-\S{1,20}){0,3}"
    r"[ \t]{1,5}http-basic\.\S{1,200}"
    r"|rabbitmqctl(?:[ \t]{1,5}-\S{1,20}(?:[ \t]{1,5}[^\s\-]\S{0,100})?){0,3}[ \t]{1,5}"
    r"(?:add_user|change_password))"
    r"[ \t]{1,5}['\"]?[^\s'\"]{1,100}['\"]?[ \t]{1,5}" + _VALUE)
# Windows' "net user NAME PASSWORD [/add]": "*" prompts, a "/switch" sets no password.
# A plain word there is the password when a switch follows it or the command is a line of
# its own ("net user kiosk sunflower /add"); in a sentence it may be the sentence going on.
_NET_USER = re.compile(r"(?i)(?P<line>(?m:^)[ \t]{0,8}(?:[>$#]|(?:PS[ \t])?C:\\[^>\n]{0,60}>)?"
                       r"[ \t]{0,3})?"
                       r"(?<![\w\-])net[ \t]{1,3}user[ \t]{1,5}['\"]?[^\s/'\"]{1,100}['\"]?"
                       r"[ \t]{1,5}" + _VALUE
                       + r"(?P<switch>[ \t]{1,5}/[A-Za-z])?(?P<eol>[ \t]*(?:$|\n))?")
_SECURE_STRING = re.compile(
    r"(?i)ConvertTo-SecureString(?:[ \t]{1,3}-String)?[ \t]{1,3}(?P<q>['\"])"
    r"(?P<val>[^'\"\n]{1,200})(?P=q)(?=[^\n]{0,100}-AsPlainText)")
_ROOTPW = re.compile(r"(?<![\w\-])rootpw[ \t]{1,5}--plaintext[ \t]{1,5}" + _VALUE)
# cloud-init: "chpasswd:" then (under "list: |" or "users:") lines of "user:password".
_CHPASSWD = re.compile(r"(?m)^[ \t]{0,20}chpasswd:[ \t]*$")
_CHPASSWD_LINE = re.compile(r"(?m)^[ \t]{0,40}(?:-[ \t]{1,3})?[a-z_][a-z0-9_\-]{0,31}:"
                            r"(?P<val>[^\s:]{1,200})[ \t]*$")
_CHPASSWD_REACH = 600
# Cisco IOS: a user's or the enable mode's password, with its type (0 clear, 7 encoded and
# reversible; 5, 8, 9 a hash).
_CISCO = re.compile(r"(?<![\w\-])(?:username[ \t]{1,5}\S{1,64}(?:[ \t]{1,5}privilege[ \t]{1,5}"
                    r"\d{1,2})?|enable)[ \t]{1,5}(?:password|secret)"
                    r"(?:[ \t]{1,5}(?P<type>\d))?[ \t]{1,5}(?P<val>\S{1,200})")
_HASH_TYPES = frozenset("4589")
_COMMUNITY = re.compile(r"(?i)(?<![\w\-])(?:snmp-server[ \t]{1,5}community"
                        r"|(?m:^)[ \t]{0,8}r[ow]community6?)[ \t]{1,5}" + _VALUE)
_DEFAULT_COMMUNITIES = frozenset({"public", "private"})
_PSK = re.compile(r":[ \t]{0,5}PSK[ \t]{1,5}(?P<q>['\"])(?P<val>[^'\"\n]{1,200})(?P=q)")
_FROM_ELSEWHERE = ("$", "%", "*", "/", "<", "{", "-")


def _given(value: str) -> bool:
    return not value.startswith(_FROM_ELSEWHERE) and secret_value(value, quoted=True,
                                                                   strict=False)


def _plain_word_given(m: re.Match[str]) -> bool:
    """A plain word net user sets: a switch after it, or the command a line of its own."""
    value = m.group("val")
    return value.isalpha() and chosen_word(value) and (
        m.group("switch") is not None or m.group("line") is not None
        and m.group("eol") is not None)


def argument_secret(text: str) -> str | None:
    """The kind of password a command's argument or a device's or an installer's
    configuration line in ``text`` gives (see the module's docstring), else None."""
    for pattern in (_POSITIONAL, _NET_USER, _SECURE_STRING):
        for m in pattern.finditer(text):
            value = m.group("val")
            if (pattern is _SECURE_STRING or looks_chosen(value) or looks_generated(value)
                    or pattern is _NET_USER and _plain_word_given(m)) and _given(value):
                return "a password in a command's argument"
    for m in _ROOTPW.finditer(text):
        if _given(m.group("val")):
            return "a password in an installer's configuration"
    for start in _CHPASSWD.finditer(text):
        block = text[start.end():start.end() + _CHPASSWD_REACH]
        for m in _CHPASSWD_LINE.finditer(block):
            value = m.group("val")
            if value not in ("RANDOM", "R") and _given(value):
                return "a password in an installer's configuration"
    for m in _CISCO.finditer(text):
        value = m.group("val")
        if m.group("type") not in _HASH_TYPES and (looks_chosen(value) or looks_generated(value)
                                                   or m.group("type") is not None) \
                and _given(value):
            return "a password in a device's configuration"
    for m in _COMMUNITY.finditer(text):
        value = m.group("val")
        if value.casefold() not in _DEFAULT_COMMUNITIES and _given(value):
            return "an SNMP community (a device's password)"
    for m in _PSK.finditer(text):
        if _given(m.group("val")):
            return "a pre-shared key"
    return None


__all__ = ["argument_secret"]
