"""A password said with no word that names it, known by what is done with it.

- What a login was changed to: "changed mine to Cobalt!Meadow62 after the reset email, so use
  that on the shared laptop", "我把路由器后台改成 Lanting@2026mz 了", "今朝 Kiri-Mado-552 に
  変えたので、共有 PC でもそれを使ってください". No password is named, yet a value a person
  chose is given as what something one logs into (a laptop, a PC, a router's admin page, an
  account) was changed to. The value must read as nothing else: letters in both cases, a
  digit and a symbol (with a dash or an underscore alone, words and a number joined, as
  "Kiri-Mado-552"; "WiFi6-Pro", "Okta-SSO2" are things' names), not a version
  ("Ubuntu-22.04"), a ticket, a product and its number ("Node-18", "GPT-4o"), a mail
  address or a mechanism ("SSO-based"); and the text must name what is logged into. The
  thing changed is the login or the password itself: the last of a login's word and a name
  said before the value in its sentence is no name (an SSID, a host name, a network's name,
  a branch, a title: "the router's SSID was reset to Netgear-Home_55", 把主机名改成 …,
  ホスト名を … に変更), and in English the verb's object is a login's word or a pronoun
  standing for one ("reset my Okta login to …", "changed mine to …"), as 把电脑登录改成 … and
  パソコンのログインを … に are read. "changed the branch to release-2026" or "改成 UTF-8 了"
  give none. Set and then logged in with is read alike: "Tsuyu_Hana88 にしておいたので、それで
  入ってください" (それで入って, これでログイン name what is logged into).
- The new value of something replaced: "it's Harbor!Quince58 now, I reset it after the
  phishing scare", "新的那个是 Chunfeng_0315，旧的作废了", "新しいのは Yuki*Hana401 です。古いのは
  もう使えません", "重置了 AppSecret，新的是 <32 hex>": a value said as what it is now (it's … now,
  the new one is, 新的是, 新しいのは) where the text says the old one was reset, rotated or no
  longer works. A generated key is one, unless the text speaks of a commit or a hash ("it's
  7c5c37… now, I reset HEAD"); a chosen value must read as a password, as above (a word and a
  date joined by an underscore, "Chunfeng_0315", too), and no name may be what was replaced
  ("it's Release-2026 now, we changed the branch", "it's WiFi6-Pro now, I reset the router").
- What is typed to join a wireless network: "家里 wifi 叫 TP-LINK_5G_3F，连的时候输
  huanghe1987abc", "Wi-Fi は aterm-7c1f2e-g で、裏のシールの 4c8e2a1f9b3d7 を入れればつながり
  ます", "type sunny4412otter to join the wifi": a network named in the text, and a value of
  letters and digits typed to connect; the network's own name ("叫 TP-LINK_5G_3F") is what
  one picks, not what one types, and a network with no value typed ("连上后网页认证") gives
  none.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import secret_value

_Q, _UNQ = "[\"'`“‘「]?", "[\"'`”’」]?"
_CHANGED = re.compile(
    r"(?i:\b(?:changed|set|reset|switched|updated)(?:[ \t]{1,3}(?P<pronoun>mine|it|ours|hers|his"
    r"|theirs)|[ \t]{1,3}(?:my|the|our|his|her|their)(?:[ \t]{1,3}[\w'\-]{1,30}){0,3}?"
    r"[ \t]{1,3}(?:log[ \t\-]?in|sign[ \t\-]?in|pass(?:word|code|phrase)))?[ \t]{1,3}to)"
    r"[ \t]{1,3}" + _Q + r"(?P<en>[!-~]{8,64}?)" + _UNQ
    + r"(?=$|\s|[,;.!?)](?:\s|$))"
    r"|(?:改成|改为|改了?成|换成|设成|设为|重置为|重置成)了?[ \t]{0,3}" + _Q
    + r"(?P<zh>[!-~]{8,64}?)" + _UNQ + r"(?=$|\s|[，。,;；!！了])"
    r"|(?<![!-~])" + _Q + r"(?P<ja>[!-~]{8,64})" + _UNQ
    + r"[ \t]{0,3}に(?:変え|変更し|しました|した(?:ので|から|よ|。|$)"
    r"|しておい(?:た|て)|しておきました|しといた)")
# What was changed, the last said before the value in its sentence: a login or a password
# itself, or a name (an SSID, a host's, a network's, a branch, a title), which is no password.
_LOGIN_ITSELF = re.compile(
    r"(?i)(?<![a-z])(?:log[ \t\-]?in|sign[ \t\-]?in|pass(?:word|code|phrase)|passwd)s?(?![a-z])"
    r"|登录|登陆|密码|口令|ログイン|パスワード|パスコード|暗証番号")
_A_NAME = re.compile(
    r"(?i)(?<![a-z])(?:ssid|[a-z]{0,12}name[sd]?|branch(?:es)?|title|label|alias|theme)(?![a-z])"
    r"|名称|名字|主机名|用户名|昵称|网名|标题|分支|别名"
    r"|名前|ホスト名|ユーザー名|ニックネーム|表示名|ネットワーク名|タイトル|ブランチ")
_SENTENCE_START = re.compile(r"[.!?](?=\s)|[。！？\n]")
_CHANGED_REACH = 120
# What one logs into, named in the text.
_LOGGED_INTO = re.compile(
    r"(?i)(?<![a-z])(?:laptop|desktop|computer|pc|mac(?:book)?|ipad|iphone|phone|tablet"
    r"|workstation|router|account|login|log[ \t]?in|sign[ \t]?in|admin|console|portal"
    r"|wi-?fi)s?(?![a-z])"
    r"|笔记本|电脑|手机|平板|路由器|后台|账号|帐号|账户|登录|管理页|管理界面"
    r"|パソコン|端末|スマホ|タブレット|ルーター|管理画面|アカウント|ログイン"
    # ... or logging in with it said after it: "…、それで入ってください", "用这个登录"
    r"|(?:それ|これ)で(?:入っ|入れ|ログイン|サインイン)")
_SYMBOL = re.compile(r"[!@#$%^&*+=?~_\-]")
_JOINER_ONLY = re.compile(r"[A-Za-z0-9_\-]+")
# ... with a dash or an underscore its only symbol, words and a number as password managers
# join them ("Kiri-Mado-552"); a name and its model ("WiFi6-Pro", "Okta-SSO2") is a thing.
_WORDS_NUMBER = re.compile(r"[A-Z]?[a-z]{2,12}(?:[\-_][A-Z]?[a-z]{2,12}){1,5}[\-_]?\d{1,6}")
# A version, a ticket, a product and its number, a mail address, a mechanism.
_NOT_A_PASSWORD = re.compile(
    r"\d\.\d|@[\w\-]{1,63}\.[A-Za-z]|(?i:-(?:only|based|managed|backed|enabled|disabled)$)"
    r"|^[A-Z]{2,10}-\d{1,8}$|^[A-Z]{2,6}\d{0,3}(?:-[A-Za-z0-9.]{1,16})?$"
    r"|^[A-Z][a-z]{2,12}-\d{1,3}$")

_WIRELESS = re.compile(r"(?i)wi-?fi|wlan|\bssid\b|无线|無線|ワイファイ")
_JOIN_TYPED = re.compile(
    r"(?:输|输入|填|打)(?:的是|入|上)?[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{8,63}?)" + _UNQ
    + r"(?=$|\s|[，。,;；!！就])"
    r"|(?<![!-~])" + _Q + r"(?P<ja>[!-~]{8,63})" + _UNQ + r"[ \t]{0,3}を[ \t]{0,2}"
    r"(?:入れ|入力|打ち込)(?:れば|すれば|すると|て|ると|たら)[^\n。]{0,12}?(?:つなが|繋が|接続)"
    r"|(?i:\b(?:type|enter|put[ \t]{1,3}in))[ \t]{1,3}" + _Q + r"(?P<en>[!-~]{8,63}?)" + _UNQ
    + r"[ \t]{1,3}(?i:to[ \t]{1,3}(?:connect|join|get[ \t]{1,3}on))")
# ... once connecting is said (连, 接入, つなが, connect).
_CONNECT = re.compile(r"(?i)connect|join|连|連|接入|つなが|繋が|接続")


def _changed_to(text: str) -> str | None:
    if not _LOGGED_INTO.search(text):
        return None
    for m in _CHANGED.finditer(text):
        value = (m.group("en") or m.group("zh") or m.group("ja")).rstrip(".,;:!?)")
        if not _login_itself(text, m):
            continue
        if not (any(c.isupper() for c in value) and any(c.islower() for c in value)
                and any(c.isdigit() for c in value) and _SYMBOL.search(value)):
            continue
        if _NOT_A_PASSWORD.search(value) or not looks_chosen(value):
            continue
        if _JOINER_ONLY.fullmatch(value) and not _WORDS_NUMBER.fullmatch(value):
            continue
        if secret_value(value, quoted=True, strict=False):  # not ${NEW_PASS}
            return "a password (what a login was changed to)"
    return None


def _login_itself(text: str, m: re.Match[str]) -> bool:
    """The thing ``m`` says was changed is a login or a password: the last of a login's word
    and a name said before the value in its sentence is no name, and in English, where the
    verb takes its object, it is a login's word or a pronoun standing for one ("changed mine
    to …", "reset my Okta login to …"; "the SSID was reset to …" gives none)."""
    value_start = m.start("en") if m.group("en") else m.start("zh") if m.group("zh") \
        else m.start("ja")
    start = max(0, value_start - _CHANGED_REACH)
    for end in _SENTENCE_START.finditer(text, start, value_start):
        start = end.end()
    name = max((n.start() for n in _A_NAME.finditer(text, start, value_start)), default=-1)
    login = max((n.start() for n in _LOGIN_ITSELF.finditer(text, start, value_start)),
                default=-1)
    if name > login:
        return False
    return not m.group("en") or m.group("pronoun") is not None or login >= 0


# The new value of something replaced, said as what it is now ("it's … now", 新的是 …,
# 新しいのは …), where the text says the old one was reset or no longer works.
_NEW_ONE = re.compile(
    r"(?i:\bit(?:'s|[ \t]{1,3}is)[ \t]{1,3}" + _Q + r"(?P<en>[!-~]{8,64}?)" + _UNQ
    + r"[ \t]{1,3}now\b|\b(?:the[ \t]{1,3})?new[ \t]{1,3}one(?:'s|[ \t]{1,3}is)[ \t]{1,3}" + _Q
    + r"(?P<en2>[!-~]{8,64}?)" + _UNQ + r"(?=$|\s|[,;.!?)](?:\s|$)))"
    r"|新的(?:那个|那一个|这个)?(?:是|为|就是)[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{8,64}?)" + _UNQ
    + r"(?=$|\s|[，。,;；!！])"
    r"|新しい(?:の|ほう|もの)は[ \t]{0,3}" + _Q + r"(?P<ja>[!-~]{8,64}?)" + _UNQ
    + r"[ \t]{0,3}(?:です|で|。|$)")
_REPLACED = re.compile(
    r"(?i)\b(?:reset|changed|rotated|regenerated|the[ \t]old[ \t]one)\b"
    r"|重置|重新生成|换了|改了|旧的|作废|失效|リセット|再発行|再生成|変更|古い(?:の|ほう)")


# ... a word and a number joined by an underscore ("Chunfeng_0315"), as pinyin and a date
# are; joined by a dash it is a name's shape ("Release-2026").
_WORD_UNDERSCORE_NUMBER = re.compile(r"[A-Z]?[a-z]{2,12}_\d{4,8}")
# A hash's or a build's words: what "it's <hex> now" is where the text says them.
_HASH_WORDS = re.compile(r"(?i)commit|\bsha|hash|digest|checksum|revision|\bhead\b|\bbuild"
                         r"|uuid|提交|哈希|コミット|ハッシュ")


def _new_one(text: str) -> str | None:
    """The new value of something replaced: a generated key, or a password a person chose
    (both cases, a digit and a symbol; with a dash or an underscore alone, words and a
    number), where no name is what was replaced ("it's Release-2026 now, we changed the
    branch", "it's WiFi6-Pro now, I reset the router" give none)."""
    if not _REPLACED.search(text) or (_A_NAME.search(text) and not _LOGIN_ITSELF.search(text)):
        return None
    for m in _NEW_ONE.finditer(text):
        value = next(v for v in m.groups() if v).rstrip(".,;:!?)")
        if _NOT_A_PASSWORD.search(value) or not secret_value(value, quoted=True, strict=False):
            continue
        if looks_generated(value):
            if _HASH_WORDS.search(text):
                continue  # "HEAD is 7c5c37… now, I reset it": a commit
            return "a secret (the new value of one replaced)"
        if _JOINER_ONLY.fullmatch(value) and not (_WORDS_NUMBER.fullmatch(value)
                                                   or _WORD_UNDERSCORE_NUMBER.fullmatch(value)):
            continue
        if any(c.isupper() for c in value) and any(c.islower() for c in value) \
                and any(c.isdigit() for c in value) and _SYMBOL.search(value) \
                and looks_chosen(value):
            return "a password (the new value of one replaced)"
    return None


def _joined_with(text: str) -> str | None:
    if not _WIRELESS.search(text) or not _CONNECT.search(text):
        return None
    for m in _JOIN_TYPED.finditer(text):
        value = (m.group("zh") or m.group("ja") or m.group("en")).rstrip(".,;:!?)")
        if looks_chosen(value) and any(c.isdigit() for c in value) \
                and any(c.isalpha() for c in value) and not _NOT_A_PASSWORD.search(value) \
                and secret_value(value, quoted=True, strict=False):
            return "a Wi-Fi password"
    return None


def unnamed_password(text: str) -> str | None:
    """The kind of password ``text`` gives with no word naming it (see the module's
    docstring), else None."""
    return _changed_to(text) or _joined_with(text) or _new_one(text)


__all__ = ["unnamed_password"]
