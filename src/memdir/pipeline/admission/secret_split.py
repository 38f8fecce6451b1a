"""A password told apart from its name: in the sentence after the one naming it, after a
topic's pause, or beside the user it logs in with.

- The sentence after one naming a password gives it: "The staging Redis has a password now.
  It's Bracken!Loom91, case-sensitive.", "本番の管理画面のパスワードを共有します。中身は
  Adm#Kaede2026 です。", "VPN 密码发你了。就是 Vpn#Lina2026". The first sentence names a
  password (not its policy, its rule, its length, its field or where it is kept), the next
  opens with "it's", "that's", 就是/是, 中身は/内容は/それは and a value a person chose (a
  letter with a digit or a symbol); "It's in the vault under redis/staging." and "中身は
  Bitwarden を見てください" give none.
- A Chinese password's name and a topic's pause, then the value: "密码的话，是 Rpt#lina0815",
  "密码呢，就是 …".
- A login said as its user and its password joined by "and" ("the web login is admin and
  Clover!Brook3", "log in to the kiosk as operator and Juniper22", 登录用 admin 和 …,
  ログインは admin と … です), or with logging in said after the pair ("admin と … で入れます",
  "用 admin 和 … 登录", where the user is an account's, not a browser or a phone: "Chrome と
  Edge115 でログイン", "iPhone and Pixel8 to sign in" give none): the value a person chose
  with a symbol in it, or a word in both cases with a number ("admin and Clover7"); "login
  flow and OAuth2", "log in as admin and open Settings", "log in as admin and Select2" (a
  step's verb and a number: select 2, or jQuery's widget) and "admin と guest" give none, as a
  name's shape or a plain word is read as a word, and so do two accounts named as such
  ("admin と Guest01 の二つのアカウント").

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen
from memdir.pipeline.admission.secret_values import secret_value

_Q, _UNQ = "[\"'`“‘「]?", "[\"'`”’」]?"
_NAME = re.compile(r"(?i)(?<![a-z])(?:pass(?:word|code|phrase)|passwd)s?(?![a-z])"
                   r"|密码|口令|パスワード|パスコード|暗証番号")
_SENTENCE_END = re.compile(r"[.!?](?:[ \t]{1,3}|\n)|[。！？\n][ \t]{0,3}")
_SENTENCE_REACH = 120
# ... what the first sentence says of the password rather than naming one.
_ABOUT = re.compile(r"(?i)polic|rule|length|field|hint|manager|reset|expir|forgot|strength"
                    r"|requirement|vault|request|ticket|规则|策略|长度|字段|提示|忘|管理器|申请"
                    r"|工单|ルール|ポリシー|長さ|欄|ヒント|忘れ|管理|申請|問い合わせ|問合せ|件で")
# ... and before its name, what was done about it rather than telling it: "I forgot my
# password again.", "Alice requested the VPN password.", 数据库密码申请, パスワードの件で.
_ABOUT_BEFORE = re.compile(r"(?i)forg[oe]t|request|ticket|\bask(?:ed)?\b[^.!?\n]{0,30}\bfor\b"
                           r"|忘|申请|申請|工单|問い合わせ|問合せ")
# ... and a value that names a thing: a ticket (INC-40213, JIRA-1234, OPS-2291), a protocol or
# a product and its version (SMB3.1, WPA3-Personal, SSO-2FA, RHEL-9.2), a label and its short
# number (Kiosk-03, Step-1).
_NAMED_THING = re.compile(r"[A-Z]{2,10}-\d{1,8}|[A-Z]{2,6}\d{0,3}(?:\.\d{1,3}){0,3}"
                          r"(?:-[A-Za-z0-9.]{1,16})?|[A-Z][a-z]{2,12}-\d{1,3}")
_NEXT = re.compile(
    r"(?:(?i:it's|it[ \t]{1,3}is|it[ \t]{1,3}was|that's|that[ \t]{1,3}is)[ \t]{1,3}"
    + _Q + r"(?P<en>[!-~]{6,64}?)" + _UNQ + r"(?=$|\s|[,;.!?)](?:\s|$))"
    r"|(?:就是|它是|是)[ \t]{0,3}[:：]?[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{6,64}?)" + _UNQ
    + r"(?=$|\s|[，。,;；!！])"
    r"|(?:中身|内容|それ)は[ \t]{0,3}" + _Q + r"(?P<ja>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,3}(?=$|です|でした|だ|。|、|\n))")
_TOPIC = re.compile(r"(?:密码|口令)(?:的话|呢|嘛|啊)[，,、]?[ \t]{0,3}(?:就)?(?:是|为)[ \t]{0,3}"
                    + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ + r"(?=$|\s|[，。,;；!！])")
_PAIR_END = r"(?=$|\s|[,;.!?)](?:\s|$|[^\x00-\x7f])|[，。、]|です|でした|で|就|登|进)"
_AND_PAIR = re.compile(
    r"(?:(?i:(?<![a-z])(?:log[ \t\-]?in|user[ \t]?name|user)(?:[ \t]{1,3}(?:is|was))?"
    # "log in to the kiosk as operator and …"
    r"|(?<![a-z])(?:log(?:ged)?|sign(?:ed)?)[ \t\-]?in(?:[ \t]{1,3}(?:to|on)[ \t]{1,3}"
    r"[\w.\-']{1,30}(?:[ \t]{1,3}[\w.\-']{1,30}){0,2}?)?[ \t]{1,3}as)"
    r"|账号|帳號|用户名|登录(?:用|使用)?|ログイン|ユーザー名?|ID)(?:は|是|为)?[ \t]{0,3}[:：]?"
    r"[ \t]{0,3}"
    # ... not a thing of the login's own ("the login page and Grafana10.")
    r"(?!(?i:page|screen|flow|form|button|prompt|link|url|issue|bug|error|step|api|endpoint"
    r"|box|field|window|dialog|modal|view|route|handler|service|server|module|tests?|logic"
    r"|code|name|names|id|ids|policy|rules?)\b)"
    r"(?P<user>[A-Za-z0-9_.@\-]{2,40})[ \t]{0,3}(?:(?i:and|&)|和|跟|と)[ \t]{0,3}"
    + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ + _PAIR_END)
# ... or with no word of a login before them, where logging in follows the pair: "admin と
# Sakura#7721 で入れます", "用 admin 和 Qingshan#58 登录", "admin and Clover7 to log in".
_AND_THEN = re.compile(
    r"(?<![!-~])(?P<user>[A-Za-z0-9_.@\-]{2,40})[ \t]{0,3}(?:(?i:and|&)|和|跟|と)[ \t]{0,3}"
    + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,3}(?:で[ \t]{0,2}(?:入れ|入って|入れる|ログイン|サインイン)"
    r"|(?:就能|就可以|可以|能)?(?:登录|登陆|登入)|(?i:to[ \t]{1,3}(?:log|sign)[ \t\-]?in\b))")
# ... where the user is an account's: a common account (admin, root, guest …), a mail address,
# or an id in lower case with a digit or a dot, a dash or an underscore (ops_bot, lina.w,
# user01); a brand or a device before its version ("Chrome と Edge115 で", "iPhone and Pixel8")
# is none.
_ACCOUNT = re.compile(
    r"(?i:admin(?:istrator)?|root|guest|user|operator|sysadmin|superuser|postgres|oracle|sa"
    r"|pi|ubuntu|ec2-user|support|demo|test)\d{0,4}"
    r"|[a-z][a-z0-9]{0,30}(?:[._\-][a-z0-9]{1,30}){1,3}|[a-z]{1,20}\d{1,8}"
    r"|[\w.+\-]{1,40}@[\w\-]{1,40}(?:\.[\w\-]{1,40}){1,4}")
_SYMBOLS = frozenset("!@#$%^&*+=?~_-.")
# ... unless the two are the subject of what follows: "alice and Okta-SSO2 handle it",
# "U04ABCD and C-7731x are the ones to ping", "admin 和 RHEL-9.2 一起用".
_SUBJECT = re.compile(r"(?i)[ \t]{1,3}(?:are|were|is|was|has|have|both|handles?|handled|work"
                      r"|works|run|runs"
                      r"|do|does|own|owns|share|need|needs|go|goes)\b"
                      r"|[ \t]{0,3}(?:一起|都|共同|同时|分别|も|が|を|两个|两位|俩"
                      # ... or named as two accounts: "admin と Guest01 の二つのアカウント"
                      r"|の[ \t]{0,2}(?:二つ|2つ|ふたつ|両方|二人|アカウント|ユーザー))")


def _chosen(value: str) -> bool:
    value = value.rstrip(".,;:!?)")
    return looks_chosen(value) and not _NAMED_THING.fullmatch(value) \
        and secret_value(value, quoted=True, strict=False)


def split_password(text: str) -> str | None:
    """"a password" when ``text`` tells one apart from its name (see the module's
    docstring), else None."""
    for name in _NAME.finditer(text):
        end = _SENTENCE_END.search(text, name.end(), name.end() + _SENTENCE_REACH)
        if end is None:
            continue
        before = max(0, name.start() - _SENTENCE_REACH)
        starts = [m.end() for m in _SENTENCE_END.finditer(text, before, name.start())]
        if _ABOUT.search(text, name.end(), end.start()) \
                or _ABOUT_BEFORE.search(text, starts[-1] if starts else before, name.start()):
            continue
        m = _NEXT.match(text, end.end())
        if m and _chosen(m.group("en") or m.group("zh") or m.group("ja")):
            return "a password (in the sentence after its name)"
    for m in _TOPIC.finditer(text):
        if _chosen(m.group("val")):
            return "a password"
    for pairs in (_AND_PAIR, _AND_THEN):
        for m in pairs.finditer(text):
            value = m.group("val").rstrip(".,;:!?)")
            if pairs is _AND_PAIR and _STEP.fullmatch(value) \
                    and re.search(r"(?i)\bas[ \t]", text[m.start():m.start("user")]) \
                    and re.search(r"(?i)\band\b", text[m.end("user"):m.start("val")]):
                continue  # "log in as admin and Select2": what to do next, or a widget
            if "@" not in value and _and_value(value, text, m.end()) and _chosen(value) \
                    and not (pairs is _AND_PAIR and _SUBJECT.match(text, m.end())) \
                    and (pairs is _AND_PAIR or _ACCOUNT.fullmatch(m.group("user"))):
                return "a user name and password"
    return None


# What ends a clause after a value ("admin and Clover7.", "… Juniper22, then …").
_CLAUSE_ENDS = re.compile(r"[ \t]{0,3}(?:$|[\n,;.!?，。、；！？)]|[^\x00-\x7f])")


def _and_value(value: str, text: str, end: int) -> bool:
    """A password beside its user: a symbol in it, or a word in both cases and a number
    ending its clause ("admin and Clover7", "… as operator and Juniper22, then …"); a plain
    word, a number alone, or a name going on into a noun ("the login page and Grafana10
    dashboards") is read as a name."""
    if any(c in _SYMBOLS for c in value):
        return True
    return any(c.isupper() for c in value) and any(c.islower() for c in value) \
        and any(c.isdigit() for c in value) and bool(_CLAUSE_ENDS.match(text, end))


# A verb of what one does once logged in, joined to a number of one or two digits, after
# "log in as <user> and": an instruction ("… and Select2" for "select 2", "… and Open3") or a widget
# named so (jQuery's Select2), not a noun and a number as a person makes a password of
# ("Clover7"); "the login is admin and Select2", a pair joined by 和 or と, or one before "to
# log in" is what one logs in with.
_STEP = re.compile(r"(?i)(?:select|open|click|choose|pick|press|tap|go|run|switch|check|enable"
                   r"|disable|add|remove|delete|edit|create|copy|paste|save|close|scroll)\d{1,2}")


__all__ = ["split_password"]
