"""A mail account's second password: what a mail client or a script logs in with instead
of the account's own password.

Mail providers that refuse a plain password over SMTP, IMAP and POP issue one per client:
NetEase's (163, 126, yeah.net; "客户端授权密码"), QQ's and Sina's "授权码" (an authorisation
code), Google's,
Microsoft's, Yahoo's and Apple's "app password" ("app-specific password", アプリパスワード,
"App 用パスワード", 应用专用密码). Such a code is sixteen letters of one case, or four groups
of four ("XYRRQTTOVJQAKYPH", "qwhn bzkd tyfm gcea", "hjkl-qwer-tyui-zxcv"): no digit and
no symbol, so the rules that read a password a person chose (`secret_named.looks_chosen`) or
a generated key (a letter with a digit) pass it by.

Read here: the code's name, then after a colon or a verb ("is", 是, 为, は, ":", or said to
have been issued: "アプリパスワードを発行しました: …") the sixteen letters; what it is for
or who made it may stand between ("the app-specific password Apple
made for Thunderbird is …"), and it may be pointed at first ("はこれです。…", "如下：…").
An authorisation code is also OAuth's (the "authorization code" a client exchanges for a
token), so "授权码", "認可コード", "authorization code" count only where the text names mail
(SMTP, IMAP, 邮箱, メール, Gmail ...); an app password is mail's by its name.
Kept: what the code is like ("16 位大写字母", "16 letters, shown once"), where it is ("见
群公告"), a placeholder or a variable ("XXXXXXXXXXXXXXXX", "${SMTP_AUTH_CODE}").

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# An app password: mail's by its name.
_APP_PASSWORD = (r"(?i:app(?:lication)?[ \t\-]?(?:specific[ \t\-]?)?password)"
                 r"|アプリ(?:ケーション)?(?:用|固有の)?[ \t]?パスワード|(?i:app)[ \t]?用パスワード"
                 r"|应用(?:专用|專用)?密码|(?:客户端|客戶端)(?:专用)?密码")
# An authorisation code: mail's only where the text names mail.
_AUTH_CODE = (r"(?:客户端|客戶端)?(?:授权码|授權碼|授权密码|授權密碼)|認可コード|認証コード"
              r"|(?i:auth(?:ori[sz]ation)?[ \t]code)")
_MAIL = re.compile(r"(?i)smtp|imap|pop3?(?![a-z])|e-?mail|(?<![a-z])mail|gmail|outlook|icloud"
                   r"|yahoo|foxmail|thunderbird|邮箱|邮件|郵箱|发件|收件|网易|新浪|メール|送信")
_CODE_IS = re.compile(
    r"(?P<name>" + _APP_PASSWORD + r"|" + _AUTH_CODE + r")"
    # what it is for may stand between: "app password for the printer is …", or who made
    # it or uses it: "the app-specific password Apple made for Thunderbird is …", "the app
    # password Thunderbird uses for my Gmail is …"
    r"(?:[ \t]{1,3}(?i:for|of|on|in)[ \t][^\n:=：。.]{1,40}?"
    r"|[ \t]{1,3}[^\n:=：。.,，]{0,30}?(?i:made|generated|created|issued|gave|uses|used|needs)"
    r"(?:[ \t][^\n:=：。.,，]{1,30}?)?)?"
    r"[ \t]{0,3}(?:(?:(?i:is|was)(?=[ \t])|[:=：]|是|为|為|は|を"
    # ... or said to have been issued, then a colon: "アプリパスワードを発行しました: …",
    # "应用专用密码生成了：…"
    r"|(?:を|が)?[ \t]{0,3}(?:発行|作成|生成|取得)[^\n:：。]{0,8}?[:：]|(?:生成|创建)了?[:：])"
    r"[ \t]{0,3}"
    # ... and it may be pointed at before it is given: "はこれです。…", "如下：…", "is this: …"
    r"(?:(?:これ|こちら|以下|下記)(?:です|になります)?|这个|如下|(?i:this|below|as[ \t]follows))?"
    r"|如下)[ \t]{0,3}[。、:：.]?[ \t]{0,3}[\"'`“‘「]?"
    r"(?P<val>[A-Za-z]{16}|[A-Za-z]{4}(?:[ \-][A-Za-z]{4}){3})(?![A-Za-z0-9])")


# Common four-letter English words: four groups of them after the code's name are a
# sentence ("app password: keep this same code when ..."), not a code (sixteen random
# letters hold one such word by chance about once in a thousand codes).
_WORDS = frozenset("""
able also area away back base been best body book both call came card care case code
come copy cost data date days deal does done door down drop each easy else even ever
face fact fail fast feel file fill find fine fire five form four free from full gave
give goes gone good hand hard have head hear help here hold home hope hour idea into
item just keep kind knew know last late left less life like line list live load lock
long look lose lost made mail main make many mark mind miss mode more most move much
must name near need never next nice none note once only open over page part pass past
path plan play push read real rest room rule runs safe said same save says seen self
send sent show shut side sign site size some soon step stop such sure take talk team
tell test text than that them then they this time told took true turn type unit used
user uses very view wait want week well went were what when will with word work year
your zero
""".split())


def _words(value: str) -> int:
    """How many of ``value``'s space-separated groups are common English words."""
    return sum(part.lower() in _WORDS for part in value.split(" "))


def mail_code(text: str) -> str | None:
    """"a mail account's app password" when ``text`` gives one, or an authorisation code
    (see the module's docstring), else None."""
    for m in _CODE_IS.finditer(text):
        letters = re.sub(r"[ \-]", "", m.group("val"))
        if not (letters.isupper() or letters.islower()) or len(set(letters)) < 8:
            continue  # a word, a sentence's start; "XXXX…", "abcd abcd abcd abcd"
        if _words(m.group("val")) >= 2:
            continue  # words of a sentence: "keep this same code", "only ever send them"
        if not m.group("name").lower().startswith(("app", "アプリ", "应用", "客")) \
                and not _MAIL.search(text):
            continue  # OAuth's authorization code: the flow, not a mail account's
        return "a mail account's app password"
    return None


__all__ = ["mail_code"]
