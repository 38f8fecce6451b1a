"""A password told with no word for it: what one types to get into a computer or a phone.

"if IT needs to get into my laptop, it's tangerine1Osprey at the lock screen", "我笔记本
开机输的是 Tb7@river11", "会社のPCには moriyama7480 で入ってます" name no password, yet
each gives one. Such a sentence has three things: a computer or a phone (laptop, iPad,
电脑, 笔记本, PC, 端末), getting into it (get into, unlock, the lock screen, 开机, 解锁,
登录, 入って, ログイン, 開いて) and a value in the slot of what is typed ("it's …", "type
…", 输的是 …, … で入って / … でログイン), reading as a password a person chose: eight
characters or more, letters with digits, not a version, a file, a hash, a user at a host
or a name joined by separators (`secret_named.looks_chosen`). A value after が
("Windows11 が入ってます": installed), a plain word ("it's the grey ThinkPad") or a VPN, a
door or a menu with no computer named are kept.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

import re

from memdir.pipeline.admission.secret_named import looks_chosen

# Getting into a device or an account.
_GET_IN = re.compile(
    r"(?i)\b(?:get|got|getting|log|logs|logged|sign|signs|signed)\s{1,3}(?:in|into|on)\b"
    r"|\bunlock|\block\s?screen|\blogin\s?screen|\bboot|\bstart(?:s|ing)?\s{1,3}up\b"
    r"|开机|解锁|锁屏|登录|登陆|登入|自己登|进系统|ログイン|ロック解除|ロック画面|サインイン"
    r"|(?<![がはも])入って|入れます|入れる|開いて|開けて|起動")
# ... of a computer or a phone (a VPN, a door or a menu has other words for what opens it).
_DEVICE = re.compile(
    r"(?i)(?<![a-z])(?:laptop|desktop|computer|pc|mac(?:book)?|imac|ipad|iphone|phone|tablet"
    r"|workstation|lock\s?screen|login\s?screen)s?(?![a-z])"
    r"|笔记本|电脑|台式机|手机|平板|开机|锁屏|测试机|工作站|パソコン|端末|スマホ|タブレット"
    r"|マシン|ロック画面")
# The slot of what is typed: "it's X", "type X", "输的是 X", "X で入って".
_SLOT_EN = re.compile(r"(?i)(?<![\w'])(?:it's|it\s{1,3}is|it\s{1,3}was|type|enter|punch\s{1,3}in)"
                      r"\s{1,3}[\"'`“‘]?(?P<val>[!-~]{8,40}?)[\"'`”’]?(?=$|\s|[,;.!?)](?:\s|$))")
_SLOT_ZH = re.compile(r"(?:输|输入|打|敲|填)(?:的)?(?:是|入|了)?\s{0,3}[\"'“‘「]?"
                      r"(?P<val>[!-~]{8,40}?)[\"'”’」]?(?=$|\s|[,，。;；!！])")
_SLOT_JA = re.compile(r"(?<![!-~])[\"'「]?(?P<val>[!-~]{8,40})[\"'」]?\s{0,3}で"
                      r"(?:入って|入れ(?:ます|る)|(?:ログイン|サインイン|解除)(?:して|でき|します)"
                      r"|開けて|開いて|開けます)")

# A user at a host or a mail address: where one logs in, not with what.
_ADDRESS = re.compile(r"@[\w\-]{1,63}(?:\.[\w\-]{1,63})+$")


def told_password(text: str) -> str | None:
    """"a password" when ``text`` tells what is typed to get into a device, unnamed."""
    if not _GET_IN.search(text) or not _DEVICE.search(text):
        return None
    for slot in (_SLOT_EN, _SLOT_ZH, _SLOT_JA):
        for m in slot.finditer(text):
            value = m.group("val").rstrip(".,;:!?)")
            if re.fullmatch(r"[0-9a-fA-F]+", value) or _ADDRESS.search(value):
                continue  # a commit ("コミット 4f2a9c1d で…"), a host ("ec2-user@10.0.0.5")
            if len(value) >= 8 and looks_chosen(value) \
                    and any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                return "a password"
    return None


__all__ = ["told_password"]
