"""A credential named in a sentence: "the geocoding API key: ...", "root 密码 ...",
"アクセスキーは ... です", "login admin / ...", "set MAPS_KEY to ...".

Provider formats are known by their shape (`secret_rules`, detect-secrets); a key without
a prefix, a hex key or a password a person chose is known only by the word that names it
and by how the value reads. The rule: a word naming a credential (key, token, secret,
password, 密码, 密钥, キー, トークン, パスワード, ...), then its value, either

- right after the word and a connector ("is", ":", "=", "to", 是, 为, は, or nothing),
  reading like a password a person chose: no spaces, six characters or more, a letter
  with a digit or a symbol (``Wint3r!sComing``, ``t3st!Pass``, ``gr4fana-Adm1n``), or
- later in the same clause ("the API key for the geocoding service: ...", "天气接口的
  key 是 ..."), reading like a generated key: sixteen characters or more, hex, or letters
  mixed with digits — unless the clause names a commit, a hash or a build first.

A plain word counts too ("the wifi password is sunflower", "密码是 sunflower", "パスワード
kumamon で") when it ends the clause right after a password's name and says nothing of the
password ("wrong", "required", "the same", "case-sensitive"); so does a passphrase of plain
words. A pair "user / password" counts when the sentence is about logging in (login, creds,
账号, 登录, ログイン), and "user:password" when it names a login or basic auth. Other
plain words after the keyword are never a credential ("the token limit is 8000", "主键是
user_id", "パスワードは12文字以上", "read the token from GITHUB_TOKEN"): refusing such a
sentence would lose a memory.

Each keyword looks at most ``_REACH`` characters ahead, so the scan stays linear.
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_factors import FUNCTION_WORDS, second_factor
from memdir.pipeline.admission.secret_literals import (
    characters_said,
    cjk_password,
    password_recipe,
    security_answer,
    spelled_password,
)
from memdir.pipeline.admission.secret_login_pair import login_pair
from memdir.pipeline.admission.secret_mail import mail_code

# A word naming a credential. A Latin word stands alone or as a hump of an identifier
# ("AppSecret", "OPENWEATHER_KEY"), never inside a longer word ("tokenizer", "keymap",
# "monkey", "TOKENIZER").
# "pw" is how a chat says password ("user app_rw, pw Jetty#Ochre47").
_LATIN = (r"pass(?:word|wd|phrase|code)|pwd|pw|secret|token|credentials?|creds|ak|sk|bearer"
          r"|(?:api|access|license|licence|secret|private|signing|app|dsn|master|auth)?"
          r"[ _\-]?key"
          # Agora's secret is its "App Certificate" (beside the App ID it signs for).
          r"|(?:app|primary|secondary)[ _\-]?certificate"
          # a UK bank's "memorable word" (or information), asked for beside a password
          r"|memorable[ _\-]?(?:word|information|info)"
          # Telegram's api_hash: its name for the app's key (a "hash" elsewhere is a digest)
          r"|api[ _\-]?hash")
# Agora's App Certificate is 主证书 (and 副证书) in its Chinese console.
_CJK = ("密码", "口令", "密钥", "秘钥", "私钥", "秘密鍵", "秘密键", "개인키", "令牌", "授权码",
        "主证书", "副证书", "[Aa][Pp][Pp][ \t]?(?:证书|証明書)", "プライマリ証明書",
        "暗证号码", "パスワード", "パスフレーズ", "暗証番号", "合言葉", "キー", "トークン",
        "シークレット", "비밀번호", "암호", "토큰", "推流码")
_KEYWORD = re.compile(
    r"(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?i:(?:" + _LATIN + r")s?)"
    r"(?![a-z])(?!(?<=[A-Z])[A-Z])"
    r"|" + "|".join(_CJK))
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_REACH = 80
# The value right after the word: a connector, then the value. Latin words need a space
# or a connector before it ("key2024abc" is a name); a CJK word may touch it (密码Qw3rty).
# ... an aside in brackets may stand before it ("passphrase（第 25 个词）是 …", "the password
# (the new one) is …").
_CONNECTOR = (r"(?:[ \t]{0,3}[(（][^()（）\n]{1,30}[)）])?"
              r"(?:[ \t]{0,3}(?:is[ \t]+set[ \t]+to|is|was|=|:|to|reads|是|为|為|就是|は|が|を)"
              r"[ \t]{0,3}|[ \t]{1,3})")
# ... never a quote closing at once: 'AdminPassword="",ServerPassword=""' gives no value.
_AFTER = re.compile(r"(?:" + _CONNECTOR + r")[\"'`“‘「『]?(?![\"'`”’」』])(?P<val>[!-~]{6,200})")
_AFTER_CJK = re.compile(r"(?:" + _CONNECTOR + r"|)[\"'`“‘「『]?(?![\"'`”’」』])"
                        r"(?P<val>[!-~]{6,200})")
_CLAUSE_END = re.compile(r"[.;!?](?:\s|$)|[。；！？\n]")
# ... a value may touch the colon before it ("secret 我放这儿：rMpG…": the full-width colon
# reads as ":").
_TOKEN = re.compile(r"(?<![!-~]):?(?P<tok>[!-~]{16,200})")
# "use <key> as the bearer / token / password": the value before the word.
_USE_AS = re.compile(r"(?i)\b(?:use|set|pass|send)\s{1,3}(?P<val>[!-~]{16,200})\s{1,3}as\s{1,3}"
                     r"(?P<mid>(?:(?:the|a|an|my|our|your|their|its)\s{1,3})?(?:\w+\s{1,3}){0,2}?)"
                     r"(?P<kw>" + _LATIN + r")s?\b")
# "use ... as the example key": a value shown as an example, not given to be used.
_EXAMPLE = re.compile(r"(?i)\b(?:example|sample|dummy|fake|placeholder|demo|illustrative)\b")
_IDENTIFIES = re.compile(r"(?i)commit|sha|hash|digest|checksum|revision|\brev\b|build|uuid"
                         r"|\bid\b|提交|哈希|コミット|ハッシュ"
                         # a public fingerprint: "the signing key's fingerprint 5e8f…"
                         r"|fingerprint|thumbprint|指纹|指紋|フィンガープリント"
                         # ... or the shape keys take: "keys start with MIIEvQIB...", 以...开头
                         r"|\b(?:start|begin)s?\s{1,3}with|\bprefix|开头|で始ま|から始ま")
# A word a person chose as a password ("the wifi password is sunflower", "密码是 sunflower",
# "パスワード kumamon で"): one plain word right after a password's name that ends the
# clause, and not a word that says something about the password (wrong, required,
# case-sensitive, the same...).
_WORD_KEY = (r"(?i:(?<![a-z])(?:pass(?:word|phrase|code)|passwd|pwd|pass|psk"
             r"|memorable[ \t](?:word|information|info))s?(?![a-z])"
             r"|(?<![a-z])key(?![a-z]))|密码|口令|パスワード|合言葉|암호|비밀번호")
# A word only a wireless network's key is named by: "key" and "pass" alone name too much
# else ("the partition key is tenant", "pass, quietly").
_WIRELESS = re.compile(r"(?i)wi-?fi|wlan|ssid|\bwpa|无线|ワイファイ|無線")
_WORD_PASSWORD = re.compile(
    r"(?:" + _WORD_KEY + r")"
    r"(?i:[ \t]{1,3}(?:for|of|at|on|to|in)[ \t]{1,3}[\w.\-]{1,30}"
    r"(?:[ \t]{1,3}[\w.\-]{1,30}){0,2}?)?"
    r"(?:[ \t]{1,3}(?i:is|was)[ \t]{1,3}|[ \t]{0,3}[:=：][ \t]{0,3}"
    r"|[ \t]{0,3}(?:是|为|は)[ \t]{0,3}|(?P<bare>[ \t]{1,3}))"
    r"[\"'`“‘「]?(?P<val>[A-Za-z][a-z]{3,30})(?![\w\-@./:])[\"'`”’」]?"
    r"(?=[ \t]{0,3}(?:$|\n|[.,;!?)。，、；！？）]|です|でした|だ|で|を|と|に|，))")
_PASSPHRASE = re.compile(
    r"(?i:(?<![a-z])pass[ \-]?phrase|mnemonic\s{1,3}password)|密码短语|口令短语|パスフレーズ")
_PHRASE_WORDS = re.compile(
    r"[ \t]{0,3}(?i:is|was|:|=|是|为|は|：)?[ \t]{0,3}[\"'“「]?"
    r"(?P<val>[a-z]{3,12}(?:[ \-][a-z]{3,12}){1,7})(?![\w\-])[\"'”」]?"
    r"(?=[ \t]{0,3}(?:$|\n|[.,;!?)。，、；！？）]|です|でした|だ|で|を|と))")
# Words that say something of a password rather than being one.
_ABOUT_A_PASSWORD = frozenset(
    "wrong incorrect correct right invalid valid required optional mandatory missing empty "
    "blank weak strong long short simple complex secure insecure unique same different new "
    "old default temporary random unknown known public private secret hidden visible masked "
    "shared plain plaintext cleartext static dynamic obsolete ready fine okay good bad here "
    "there below above inside outside also still always never only really usually weekly "
    "daily monthly yearly currently probably actually already once twice again please none "
    "null nothing something anything everything yours mine theirs ours this that these those "
    "them they what which where when mandatory sensitive enough useless needed necessary "
    "fixed unchanged unsafe safe case salted hash hashes unset empty blank same similar "
    "identical rotation policy rules field prompt manager reset change expiry length "
    # how it is typed, said of a password ("the password is lowercase")
    "lowercase uppercase capitalised capitalized numeric alphanumeric "
    # how hard it is to guess or to remember
    "easy hard tricky guessable memorable obvious".split())
# Where a password may follow its name with no verb: a clause's start, or a login's other
# half right before it ("user ops, password ...", "ID acme123、パスワード ...").
_BARE_BEFORE = re.compile(
    r"(?:(?:^|[,;:(，、；：\n])|(?i:\buser(?:name)?|\blogin|\bID\b|账号|帐号|用户名|ユーザー名?)"
    r"[ \t]{0,3}[:：]?[ \t]{0,3}[A-Za-z0-9_.@\-]{1,40}[ \t]{0,3}[,，、;；]?)[ \t]{0,3}$")
_LITTLE_WORDS = frozenset("in on at to of by is be it an as or if so we you my all any each "
                          "every some one two out off up its his her".split())
_ABOUT_SUFFIXES = ("self", "selves", "ed", "ing", "able", "ible", "ive", "ous", "less", "ful",
                   "tion", "sion", "ment", "ness")
_SYMBOLS = frozenset("!@#$%^&*+=?~")
_NOT_CHOSEN = re.compile(
    r"(?i)^(?:v?\d+(?:\.\d+)+[a-z]*\d*"  # a version: 3.11.2, v2.0.1rc1
    r"|v\d+(?:alpha|beta|rc)\d*"  # an API's version: v1beta1, v2alpha1
    r"|(?:ctrl|cmd|alt|shift|option|meta|super)\+.*"  # a key chord: Ctrl+Shift+P
    r"|.*\.(?:json|ya?ml|toml|py|js|ts|md|txt|env|lock|cfg|ini|sh|sql))$")
# A key that is meant to be shared: "public key", "publishable key", 公钥, 公開鍵.
# ... and a CAPTCHA's site key (reCAPTCHA, hCaptcha, Turnstile: data-sitekey in the page).
# ... and a search-only key (Algolia's, Typesense's: it goes in the page's search widget).
# ... and a KMS client setup key, which Microsoft publishes for volume activation.
_PUBLIC = re.compile(r"(?i)(?:public|publishable|pub|site|search[ _\-]?only|サイト|站点|公開|公开"
                     r"|\bkms[ _\-]client(?:[ _\-]setup)?"
                     r"|\bkms[ _\-]?クライアント(?:[ _\-]?セットアップ)?)"
                     r"[ _\-]?(?:api[ _\-]?)?$")
_MEANT_PUBLIC = re.compile(r"(?i)(?:search[ _\-]?only|publishable)[ _\-]?(?:api[ _\-]?)?$")
# ... and a payment gateway's client key, public by its prefix (Midtrans', Omise's, Toss's).
_PUBLIC_VALUE = re.compile(r"(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-|sk-ssh-|pk_(?:live|test)_"
                           r"|Mid-client-|pkey_(?:live_|test_)?|(?:live|test)_g?ck_|phc_)")
# A hash, cipher or encoding named after the word ("passwords are hashed with argon2id").
_ALGORITHM = re.compile(
    r"(?i)(?:argon2(?:id|i|d)?|bcrypt|scrypt|pbkdf2(?:[-_]?sha-?\d+)?|sha-?\d+|sha3-?\d+|md5"
    r"|hmac[-_]?sha-?\d+|aes-?\d+(?:-?gcm|-?cbc|-?ctr)?|rsa-?\d+|ed25519|x25519|utf-?8"
    r"|base(?:32|64)|blake2[bs]?|chacha20(?:-?poly1305)?|[HR]S\d{3}|ES\d{3})")
# A mount's or a build secret's options (Docker's "--mount=type=secret,id=npmrc,target=…",
# "--secret id=pip,src=pip.conf"): a file's or a variable's name, not the value.
_OPTIONS = re.compile(r"(?:(?:type|id|src|source|target|dst|destination|env|required|mode|uid"
                      r"|gid)=[^,\s=]{0,100},?){2,8}")
_ENV_NAME = re.compile(r"(?<![A-Z0-9_])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
# Lower-case words and numbers joined by separators: billing_new_layout_2026, gpt-4-turbo.
# ... and a lower-case word with one number in it: sha256, utf8, argon2id, pbkdf2.
_NAME = re.compile(r"(?<![a-z0-9])(?:[a-z0-9]+(?:[_\-.][a-z0-9]+)+|[a-z]*[0-9]{1,3}[a-z]*)")
_TRAILING = ".,;:!?)]}\"'`”’」』"


def meant_public(text: str, start: int) -> bool:
    """Whether the key's name ending at ``start`` says it is meant to be shared: a
    search-only key, a publishable key ("the search-only API key is …",
    "ALGOLIA_SEARCH_ONLY_API_KEY=…")."""
    return bool(_MEANT_PUBLIC.search(text, max(0, start - 24), start))


def names_an_algorithm(value: str) -> bool:
    """Whether ``value`` is the name of a hash, cipher or encoding (bcrypt, sha256, HS256)."""
    return bool(_ALGORITHM.fullmatch(value))


def looks_chosen(value: str) -> bool:
    """A password a person chose: a letter with a digit or a symbol; not a version, a
    file name, a path, a call, an environment variable's name or a key chord."""
    if len(value) < 6 or "://" in value or value.count("/") > 1 or "(" in value:
        return False
    if _ENV_NAME.fullmatch(value) or _NOT_CHOSEN.match(value) or names_an_algorithm(value):
        return False
    if _NAME.fullmatch(value):
        return False
    has_letter = any(c.isalpha() for c in value)
    has_digit = any(c.isdigit() for c in value)
    return has_letter and (has_digit or any(c in _SYMBOLS for c in value))


# Lower-case words and a number joined by dashes ("umi-yama-sora-42"): a passphrase as
# password managers make them, read as a name elsewhere (billing-new-layout-2026).
_WORDS_AND_NUMBER = re.compile(r"[a-z]{2,12}(?:-[a-z]{2,12}){1,6}-\d{1,6}")


def words_and_number(value: str) -> bool:
    """Whether ``value`` is lower-case words and a number joined by dashes."""
    return bool(_WORDS_AND_NUMBER.fullmatch(value))


_VOWELS = frozenset("aeiouyAEIOUY")


def random_letters(value: str) -> bool:
    """Letters only, read as random rather than as a name: upper and lower case mixed, the
    case turning up inside the value twice or more, and a run of five consonants or more
    across a turn of case ("VGSNghJAwIzm", a generated initial password); a CamelCase
    name ("PostgreSQL", "getElementById", "XMLHttpRequest") has its vowels."""
    if not (8 <= len(value) <= 64 and value.isascii() and value.isalpha()):
        return False
    ups = sum(c.isupper() for c in value)
    if ups < 3 or len(value) - ups < 3:
        return False
    if sum(a.islower() and b.isupper() for a, b in zip(value, value[1:], strict=False)) < 2:
        return False
    run = ""
    for c in value + "a":
        if c in _VOWELS:
            if len(run) >= 5 and not (run.isupper() or run.islower()):
                return True
            run = ""
        else:
            run += c
    return False


# A key after a dotted prefix of a vendor's words and versions: its last piece is the key,
# 32 hex or more.
_DOTTED_KEY = re.compile(r"(?:[a-z][a-z0-9\-]{0,20}\.){2,5}[0-9a-f]{32,128}")


def looks_generated(value: str) -> bool:
    """A generated key: sixteen characters or more of a key's alphabet, hex, letters
    mixed with digits, or letters of both cases at random with a + or a dash inside; not a
    path, a dotted name or words joined by separators."""
    if len(value) < 16 or not re.fullmatch(r"[A-Za-z0-9+/=_\-.~]+", value):
        return False
    if value.count(".") > 2 and _DOTTED_KEY.fullmatch(value):
        return True  # "amzn1.oa2-cs.v1.<64 hex>": a vendor's dotted prefix, then the key
    if value.count("/") > 1 or value.count(".") > 2:
        return False
    if re.fullmatch(r"[0-9a-fA-F]+", value):
        return True
    letters = re.sub(r"[+/_\-]", "", value)
    if letters != value and letters.isalpha():
        # Letters only, both cases at random, a + or a dash inside (PagerDuty's REST key
        # "u+WOCNTcqDeevwlAgebc"): generated, though no digit is in it.
        return random_letters(letters)
    pieces = [p for p in re.split(r"[_\-.]", value.strip("=")) if p]
    if len(pieces) > 2 and all(p.isalpha() or p.isdigit() or len(p) < 4 for p in pieces):
        return False  # user_settings_v2_final: a name
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def named_secret(text: str, is_placeholder: Callable[[str], bool],
                 is_reference: Callable[[str], bool]) -> str | None:
    """The kind of credential a sentence names with its value, else None."""

    def usable(value: str) -> str | None:
        value = value.rstrip(_TRAILING).lstrip("-_.")
        if _OPTIONS.fullmatch(value):
            return None  # "--secret id=pip,src=pip.conf": where a build's secret comes from
        return None if is_placeholder(value) or is_reference(value) else value

    app_secret = bool(_APP_SECRET.search(text))  # once: a keyword may repeat a thousand times
    for kw in _KEYWORD.finditer(text):
        rest = text[kw.end():kw.end() + _REACH]
        if _names_no_value(text, kw, rest, app_secret):
            continue
        after = (_AFTER_CJK if _CJK_CHAR.match(kw.group(0)[-1]) else _AFTER).match(rest)
        value = usable(after.group("val")) if after else None
        kind = _kind(kw.group(0), text[max(0, kw.start() - 12):kw.start()])
        if value and (looks_chosen(value) or looks_generated(value) or after is not None
                      and kind == "a password"
                      and (_issued_password(value, rest, after.end())
                           or words_and_number(value))):
            return kind
        end = _CLAUSE_END.search(rest)
        clause = rest[:end.start()] if end else rest
        for tok in _TOKEN.finditer(clause):
            if _IDENTIFIES.search(clause[:tok.start()]):
                break  # "the token bug was fixed in commit 3f2a...": a hash, named as one
            # A full-width comma ends the value, read as "," ("… 我放这了 <key>，CI 里…").
            value = usable(tok.group("tok").split(",", 1)[0])
            if value and looks_generated(value):
                return _kind(kw.group(0))
    for m in _USE_AS.finditer(text):
        if _EXAMPLE.search(m.group("mid")):
            continue
        value = usable(m.group("val"))
        if value and looks_generated(value):
            return _kind(m.group("kw"))
    factor = second_factor(text, usable)
    if factor:
        return factor
    word = _word_password(text, usable) or cjk_password(text) or security_answer(
        text, chosen_word) or password_recipe(text) or spelled_password(text, chosen_word) \
        or characters_said(text) or mail_code(text)
    if word:
        return word
    return login_pair(text, usable, looks_chosen, chosen_word)


# An AppKey named with its app's secret (JPush's and Umeng's Master Secret, DingTalk's and
# Taobao's AppSecret): the AppKey is the id an app ships with, the secret is its partner and
# is read by its own word.
_APP_KEY = re.compile(r"(?i)app[ _\-]?keys?")
_APP_SECRET = re.compile(r"(?i)master[ _\-]?secret|app[ _\-]?secret")
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def _names_no_value(text: str, kw: re.Match[str], rest: str, app_secret: bool) -> bool:
    """Whether the keyword at ``kw`` names no value of its own."""
    if rest[:1] in ">}]":
        return True  # the word inside a placeholder: "<パスワード>@host", "{password}"
    if action_takes_user(text, kw.start(), rest):
        return True  # "--reset-password alice01", "重置密码 alice01 …": an action, on a user
    if _inside_encoded(text, kw.start(), kw.end()):
        return True  # "…ssAK9AD…": letters of a certificate's base64 body, not a word
    if app_secret and _APP_KEY.fullmatch(kw.group(0)):
        return True  # "AppKey … Master Secret …": the app's public id beside its secret
    # Meant to be shared: "public key", "publishable key", a pk_live_ value (a site's
    # password, "サイトパスワード", is no site key).
    return bool(_PUBLIC.search(text[max(0, kw.start() - 24):kw.start()])
                and _kind(kw.group(0)) != "a password" or _PUBLIC_VALUE.search(rest[:40]))


# A flag for an action on a password takes a user ("--reset-password alice01") or, in many
# tools, the new password ("--change-password 'N3wP@ssw0rd!'"): only a user's name is kept.
_ACTION_FLAG = re.compile(r"(?i)(?<![\w\-])-{1,2}(?:reset|forgot|forget|show|change|prompt"
                          r"|recover|expire)[._\-]?$")
_FLAG_ARGUMENT = re.compile(r"(?:[ \t]{1,3}|[ \t]{0,3}=[ \t]{0,3})['\"]?"
                            r"(?P<val>[^\s'\"`]{1,60})")
# ... and the action said in Chinese before 密码, a user's name after a space, more words
# after it ("重置密码 alice01 这条命令"); one ending the note ("重置密码 hunter22") or after
# 为 or a colon ("重置密码为 …") is the new password.
_CJK_ACTION = re.compile(r"(?:重置|忘记|找回|显示|查看)$")
_BARE_ARGUMENT = re.compile(r"[ \t]{1,3}(?P<val>[^\s]{2,40})[ \t]{1,3}[^\s.,;:!?。，、；：！？]")
_USER = re.compile(r"[a-z0-9](?:[a-z0-9._\-]{0,38}[a-z0-9])?")


def action_flag_before(text: str, start: int) -> bool:
    """Whether a flag for an action on a password ("--reset-", "--forgot-", "--show-" …)
    ends right at ``start``, where a password's word begins."""
    return bool(_ACTION_FLAG.search(text, max(0, start - 12), start))


def user_shaped(value: str) -> bool:
    """A user's name: lowercase letters, digits and . _ - with a letter among them
    ("alice01", "bob.smith", "svc_backup"), not a value a person chose or a system made."""
    return bool(_USER.fullmatch(value)) and any(c.isalpha() for c in value) \
        and not looks_chosen(value) and not looks_generated(value)


def action_takes_user(text: str, start: int, rest: str) -> bool:
    """Whether the password's word at ``start`` is in an action on a password whose argument,
    ``rest``, is a user or none ("--reset-password alice01", "重置密码 alice01 这条命令")."""
    if action_flag_before(text, start):
        m = _FLAG_ARGUMENT.match(rest)
        if m is None:
            return rest.lstrip()[:1] not in (":", "：", "=")
        value = m.group("val").rstrip(".,;:!?)")
        return value.startswith("-") or user_shaped(value)
    if _CJK_ACTION.search(text, max(0, start - 4), start):
        m = _BARE_ARGUMENT.match(rest)
        return m is not None and user_shaped(m.group("val"))
    return False


def _inside_encoded(text: str, start: int, end: int) -> bool:
    """Whether the word at ``start:end`` is letters inside a long run of base64 (a PEM
    body, a public key pasted bare) rather than a word or an identifier's hump."""
    if start == 0 or end >= len(text) or text[start - 1] not in _BASE64_CHARS \
            or text[end] not in _BASE64_CHARS:
        return False
    left, right = start, end
    while left > 0 and start - left < 64 and text[left - 1] in _BASE64_CHARS:
        left -= 1
    while right < len(text) and right - end < 64 and text[right] in _BASE64_CHARS:
        right += 1
    run = text[left:right]
    return len(run) >= 40 and any(c.isdigit() or c in "+/" for c in run)


# A password a system issued in lower case, one number inside ("wgx21gcc", "kq7mzpxt"):
# the shape of a name elsewhere (sha256, utf8), a password right after a password's name.
_ISSUED = re.compile(r"[a-z]{1,12}[0-9]{1,3}[a-z]{1,12}|[a-z]{3,12}[0-9]{2,3}")
_ALGORITHM_START = re.compile(r"sha|md\d|pbkdf|argon|utf|ucs|base\d|aes|rsa|blake|crc|x\d")


_THEN_WORD = re.compile(r"[ \t]{1,3}[A-Za-z]")


def _issued_password(value: str, rest: str, end: int) -> bool:
    """... when it ends its clause ("ショップパスワード wgx21gcc", "… でログイン"), not a
    name before a word ("password word2vec embeddings")."""
    return len(value) >= 6 and bool(_ISSUED.fullmatch(value)) \
        and not _ALGORITHM_START.match(value) and not _THEN_WORD.match(rest, end)


def chosen_word(value: str) -> bool:
    """A plain word that may be a password a person chose ("sunflower"), not one that
    says something of a password ("required", "case-sensitive", "expired")."""
    low = value.casefold()
    return (len(low) >= 4 and low not in _ABOUT_A_PASSWORD and low not in FUNCTION_WORDS
            and not low.endswith(_ABOUT_SUFFIXES) and not names_an_algorithm(value))


def _word_password(text: str, usable: Callable[[str], str | None]) -> str | None:
    for m in _WORD_PASSWORD.finditer(text):
        said = m.group(0)[:5].casefold()
        if said.startswith("key") and not _WIRELESS.search(text):
            continue
        if said.startswith("pass") and not said.startswith(("passw", "passp", "passc")) \
                and m.group("bare") is not None:
            continue  # "pass" is a verb too: only "the keystore pass is ..."
        if m.group("bare") is not None:
            # "..., password bluebird", "パスワード kumamon で": no verb, so the word must
            # follow a comma, a clause's start or a login's other half.
            before = text[max(0, m.start() - 60):m.start()]
            if not _BARE_BEFORE.search(before):
                continue
        if _COUNTED.search(text, max(0, m.start("val") - 12), m.start("val")):
            continue  # "passwords at least 12 characters": a count's unit, a rule
        value = usable(m.group("val"))
        if value and chosen_word(value):
            return "a password"
    # A phrase after a passphrase's name, or after a wireless network's password or key
    # ("the guest wifi's passphrase is bluegrass otter", "wifi password: purple monkey").
    starts = [m.end() for m in _PASSPHRASE.finditer(text)]
    if _WIRELESS.search(text):
        starts += [m.end() for m in re.finditer(_WORD_KEY, text)]
    for at in starts:
        phrase = _PHRASE_WORDS.match(text, at)
        if phrase and _phrase_of_words(re.split(r"[ \-]", phrase.group("val").casefold())):
            return "a passphrase"
    return None


_COUNTED = re.compile(r"\d[ \t]{0,3}$")
# Past participles that say where a password is or what befell it ("kept offline").
_PARTICIPLES = frozenset("kept written known hidden given sent shown taken stolen broken "
                         "forgotten lost found left stuck".split())


def _phrase_of_words(words: list[str]) -> bool:
    """Words a person chose as a passphrase, not a clause about one: three or more with
    none of a sentence's little words; two only when each could be a password itself
    ("bluegrass otter", not "too short", "kept offline", "stored safely")."""
    if any(w in FUNCTION_WORDS or w in _LITTLE_WORDS or w.endswith(("ed", "ing"))
           for w in words):
        return False
    if len(words) > 2:
        return True
    return all(chosen_word(w) and not w.endswith("ly") and w not in _PARTICIPLES
               for w in words)


# A pre-shared key is a password people choose and type (a VPN's, a Wi-Fi network's):
# "事前共有キーは kaede-vpn-psk-77", "the pre-shared key is …".
# A pre-shared key, and a wireless network's key (its password by another name: Windows'
# "network security key", a router's 暗号化キー, 无线密钥), are passwords.
_PRE_SHARED = re.compile(r"(?i)pre[ \-]?shared[ \t]?$|事前共有$|预共享$|預共享$"
                         r"|(?:network|wi-?fi|wpa2?|wpa3|wireless|wlan)(?:[ \t]security)?[ \t]?$"
                         r"|暗号化$|无线$|無線$|wifi[ \t]?$")


def _kind(keyword: str, before: str = "") -> str:
    if _PRE_SHARED.search(before):
        return "a password"
    low = keyword.casefold()
    for words, kind in (
            (("pass", "pwd", "pw", "memorable", "密码", "口令", "パスワード", "パスフレーズ",
              "合言葉", "비밀번호", "암호"), "a password"),
            (("暗证号码", "暗証番号"), "a PIN"),
            (("token", "令牌", "トークン", "토큰"), "a token"),
            (("secret", "シークレット"), "a secret"),
            (("cred",), "credentials")):
        if any(w in low for w in words):
            return kind
    return "a key"


__all__ = ["action_flag_before", "action_takes_user", "chosen_word", "looks_chosen",
           "looks_generated", "meant_public", "named_secret", "names_an_algorithm",
           "random_letters", "user_shaped", "words_and_number"]
