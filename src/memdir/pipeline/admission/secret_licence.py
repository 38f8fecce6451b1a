"""A software licence given as its code: a registration, activation or serial code named as
one, in the dash-separated groups licences are printed in ("Navicat 的注册码 G986-72FM-K4RD-
86RF", "activation code: 8GBCW-7TG6X-GG9VR-9W3HG-YV6KB", "シリアル番号は 1234-5678-9012-3456-
7890-1234 です"). Whoever holds it can activate the paid copy it was sold for. (A code named
a key, "licence key", "product key", 产品密钥, プロダクトキー, is `secret_named`'s.)

A device's serial number is no secret and is printed ungrouped ("序列号 C02XK1ZJJG5H"), so a
value must be three groups of four to six letters and digits or more, with a digit in it
(five groups or more when it is all digits: a shorter run of digit groups is a phone number,
a date or a card's). A serial or registration *number* may be a router's or a booth's
("The serial number on the back of the router is 2N4K-8QZP-77TR"): it counts only with a
software word within reach (licence, activation, 激活, ライセンス…) or in a product key's five
groups of five. A format described ("XXXXX-XXXXX-…"), a placeholder, and Microsoft's KMS
client setup keys (GVLK), which Microsoft publishes for volume activation, are kept: KMS
named in the code's own clause, not anywhere in the text ("We use AWS KMS for encryption;
the JetBrains activation code is …" gives one).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# The code's name: registration, activation, serial or licence code (a "licence number" may
# be a driver's, a "product ID" is shown in a system's settings: neither unlocks a copy).
_NAME = re.compile(
    r"(?i:(?<![a-z])(?:(?:registration|activation|serial|unlock)[ \t_\-]?(?:codes?|numbers?"
    r"|keys?)|licen[cs]e[ \t_\-]?codes?|cd[ \t\-]?keys?)(?![a-z]))"
    r"|注册码|註冊碼|激活码|激活碼|序列号|序列號|序列码|授权码|注册密钥|激活密钥"
    r"|シリアル(?:番号|ナンバー|キー|コード)|ライセンス(?:コード|キー)|登録(?:コード|キー)"
    r"|アクティベーション(?:コード|キー)")
_REACH = 60
# A serial or registration *number* is a device's or a booth's as often as a copy's: it
# counts where a software word is within reach ("the licence's serial number"), or in the
# five groups of five a product key is printed in.
_NUMBER = re.compile(r"(?i)(?:serial|registration)[ \t_\-]?numbers?|序列号|序列號"
                     r"|シリアル(?:番号|ナンバー)")
_SOFTWARE = re.compile(r"(?i)licen[cs]|activat|product[ \t]key|software|\bcopy\b|install"
                       r"|\bapp\b|program|edition|软件|激活|授权|正版|安装|ライセンス|ソフト"
                       r"|アクティベ|インストール|製品")
_CLAUSE_END = re.compile(r"[;；。！？\n]|[.!?](?:\s|$)")
_PRODUCT_KEY = re.compile(r"[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4}")
_CODE = re.compile(r"(?<![A-Za-z0-9_\-])(?P<code>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){2,7})"
                   r"(?![A-Za-z0-9_\-])")
# Published by Microsoft for KMS volume activation: the key names the edition, not a buyer.
_PUBLISHED = re.compile(r"(?i)\bkms\b|\bgvlk\b|volume[ \t]licen[cs]e[ \t]key|generic[ \t]key"
                        r"|通用密钥|批量激活密钥|汎用(?:プロダクト)?キー")


def _licence_shape(code: str) -> bool:
    """Groups as licences are printed: one case (mixed case is an id or words joined), a
    digit, six different characters or more (not XXXXX-XXXXX-… or 1111-1111-…), and five
    groups or more when all digits."""
    plain = code.replace("-", "")
    if not any(c.isdigit() for c in plain) or not (plain.isupper() or plain.islower()
                                                   or plain.isdigit()):
        return False
    if plain.isdigit() and code.count("-") < 4:
        return False
    return len(set(plain)) >= 6


def licence_code(text: str) -> str | None:
    """"a licence code" when ``text`` names a registration, activation or serial code and
    gives it in its groups; else None."""
    for name in _NAME.finditer(text):
        m = _CODE.search(text, name.end(), name.end() + _REACH)
        if not m or not _licence_shape(m.group("code")):
            continue
        start, end = max(0, name.start() - _REACH), m.end() + _REACH
        clause = _CLAUSE_END.search(text, m.end(), end)
        opens = [b.end() for b in _CLAUSE_END.finditer(text, start, name.start())]
        if _PUBLISHED.search(text, opens[-1] if opens else start,
                             clause.start() if clause else end):
            continue  # a KMS key by its name and code, not one elsewhere in the text
        if _NUMBER.fullmatch(name.group(0)) and not _PRODUCT_KEY.fullmatch(m.group("code")) \
                and not _SOFTWARE.search(text, start, end):
            continue  # "the serial number on the back of the router is 2N4K-8QZP-77TR"
        return "a licence code"
    return None


__all__ = ["licence_code"]
