"""A lock's or an alarm's code said as what it was set to or what disarms it.

`secret_personal` reads a lock's code after its name and a verb ("the safe's code is 2716",
"保险柜是 3-19-27", "金庫は右に 3…") and a keypad's after what is typed ("the alarm panel:
type 7391"). A code is also said as

- what a safe, a padlock or a lockbox was set to: "I set the hotel room safe to 729104",
  "办公室保险柜我重新设了，现在是 860527", "金庫の番号を 4821 に設定しました": the lock named
  first, then setting it, then four to eight digits;
- what an alarm disarms or arms with, its digits joined or set apart: "the alarm panel by
  the back door disarms with 4-8-1-9", "家里报警器的撤防码是 6314", "警報の解除コードは 5820":
  an alarm or disarming named, then the code.

A count, a time or a price after the digits ("set the safe to 4 digits", "the alarm is set
to 0630", "报警器设成 30 秒后响") is no code: the digits must end the clause or stand before a
comma (in Chinese, or a particle), and an alarm clock's hour is read as a time (a colon
inside, or a time's word), as is a door lock's hour it locks itself by ("… to 2230 so it
auto-locks"). What is set is the lock's code, not a budget, a battery or a design of it
("保险柜的预算改为 3000 块", "金庫の予算を …"), and 金庫 inside 信用金庫 or 労働金庫 is a bank.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# What the digits are not: a count, a duration, an amount, a time.
_NOT_A_CODE = (r"(?![\d:.,]\d|[ \t]{0,2}(?:digits?|characters?|numbers?|times|seconds?|minutes?"
               r"|hours?|days?|am|pm|a\.m|p\.m|o'clock|位|桁|個|个|文字|秒|分|時|点|点钟|小时|天"
               r"|日|回|次|元|円|万|年|月|号|款|型))")
_CODE = r"(?P<val>\d{4,8}|\d(?:[\- ]\d){3,7})" + _NOT_A_CODE
# ... and in English, the clause ends there or goes on with a little word ("… to 729104, in
# case I forget it", "… with 4819 and you have thirty seconds"): "set the safe to 2024 mode"
# names a mode.
_CLAUSE_ENDS = (r"(?=[ \t]{0,3}(?:$|[,.;!?)\n]|(?i:in|so|and|because|for|but|then|just|now"
                r"|tonight|today|tomorrow|yesterday|after|before|since|when|once)\b))")
# ... in Chinese, the clause ends there or at a particle ("… 现在是 860527 了"): "改为 3000 块",
# "改为2025版", "改成了 5000mAh" name an amount, a version, a capacity.
_CLAUSE_ENDS_ZH = r"(?=[ \t]{0,3}(?:$|[,.;!?)\n，。；！？）、]|了|啦|吧|呢|哦|哈))"
# What of the lock is set, when a noun stands after 的 and is no code: "保险柜的预算改为 …",
# "门锁的电池改成了 …" set a budget and a battery.
_OF_IT_ZH = r"(?!的(?!密码|号码|数字|组合|码))"
# A door lock or a keypad set to a time of day it locks by itself: "set the door lock to
# 2230 tonight so it auto-locks".
_AUTO_LOCK = re.compile(r"(?i)auto[ \-]?lock|locks?[ \t]by[ \t]itself|locks?[ \t]automatically"
                        r"|schedule|timer")
_LOCK_EN = (r"(?:safe|padlock|lock[ \t]?box|key[ \t]?safe|locker|combination[ \t]lock"
            r"|door[ \t]lock|keypad)")
_SET_LOCK = (
    re.compile(r"(?i:\b(?:set|changed|reset|programmed)[ \t]{1,3}(?:the|my|our|his|her|their"
               r"|its)[ \t]{1,3}(?:[a-z'\-]{1,20}[ \t]{1,3}){0,3}?" + _LOCK_EN
               + r"(?:'s)?(?:[ \t]{1,3}(?:code|pin|combo|combination))?[ \t]{1,3}to)"
               r"[ \t]{1,3}[\"'“]?" + _CODE + _CLAUSE_ENDS),
    re.compile(r"(?:保险柜|保险箱|密码箱|密码锁|门锁|挂锁|钥匙盒)" + _OF_IT_ZH
               + r"[^\n。！？]{0,16}?(?:设(?!计)|改)[^\n。！？]{0,10}?"
               r"(?:现在是|成了?|为|好了?[，,]?[ \t]{0,3}是)[ \t]{0,3}" + _CODE + _CLAUSE_ENDS_ZH),
    re.compile(r"(?<!信用|労働|中央)(?:金庫|ダイヤル錠|南京錠|キーボックス|番号錠)"
               r"(?:(?:の|は)?[^\n。を]{0,10}?(?:番号|暗証番号|コード|パスワード))?を[ \t]{0,3}"
               + _CODE + r"[ \t]{0,3}に(?:設定|変え|変更|し)"))
_ALARM = (
    re.compile(r"(?i:\b(?:alarm|security[ \t](?:system|panel))\b[^\n.!?]{0,40}?\b(?:disarms?"
               r"|arms?|unsets?|turns?[ \t]off|switch(?:es)?[ \t]off)[ \t]{1,3}with"
               r"|\bdisarm(?:ing)?[ \t]code[ \t]{1,3}(?:is|was|[:：]))[ \t]{1,3}[\"'“]?" + _CODE
               + _CLAUSE_ENDS),
    re.compile(r"(?:报警器|警报器|报警系统|安防系统|防盗器)[^\n。！？]{0,8}?(?:撤防|布防|解除)"
               r"(?:码|密码)[ \t]{0,3}(?:是|为|[:：])[ \t]{0,3}" + _CODE),
    re.compile(r"(?:警報|警備|防犯|セキュリティ)[^\n。]{0,12}?(?:解除|解錠)(?:コード|番号)"
               r"[ \t]{0,3}(?:は|[:：])[ \t]{0,3}" + _CODE))


def _clock_time(text: str, end: int, digits: str) -> bool:
    """Whether ``digits``, four, read as a time of day the sentence after ``end`` sets the
    lock to lock itself by ("… to 2230 tonight so it auto-locks")."""
    if len(digits) != 4 or int(digits[:2]) > 23 or int(digits[2:]) > 59:
        return False
    sentence = re.match(r"[^\n.!?。！？]{0,80}", text[end:])
    return bool(sentence and _AUTO_LOCK.search(sentence.group(0)))


def lock_code(text: str) -> str | None:
    """The kind of code ``text`` gives as a lock's setting or an alarm's, else None."""
    for patterns, kind in ((_SET_LOCK, "a lock's combination"), (_ALARM, "an alarm code")):
        for pattern in patterns:
            for m in pattern.finditer(text):
                digits = re.sub(r"\D", "", m.group("val"))
                if len(set(digits)) > 1 and not _clock_time(text, m.end(), digits):
                    return kind
    return None


__all__ = ["lock_code"]
