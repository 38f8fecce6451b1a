"""A password told with no word for it: what one types to get into a computer or a phone.

"if IT needs to get into my laptop, it's tangerine1Osprey at the lock screen", "我笔记本
开机输的是 Tb7@river11", "会社のPCには moriyama7480 で入ってます" name no password, yet
each gives one. Such a sentence has three things: a computer or a phone (laptop, iPad,
电脑, 笔记本, PC, 端末; a server, a NAS or a router's admin page too, 后台, 管理画面, where in
English only "type …" counts: "it's Ubuntu2204" names what runs on a server), getting
into it (get into, unlock, the lock screen, 开机, 解锁, 登录, 就能进去, 入って, ログイン,
開いて) and a value in the slot of what is typed ("it's …", "type …", 输的是 …, 后面输 …,
… で入って / … でログイン, … を打てば入れます), reading as a password a person chose: eight
characters or more, letters with digits, not a version, a file, a hash, a user at a host
or a name joined by separators (`secret_named.looks_chosen`). A value after が
("Windows11 が入ってます": installed), a plain word ("it's the grey ThinkPad") or a VPN, a
door or a menu with no computer named are kept.

A value in quotes to type or enter where the text names a login is one too ("at the
Synology login use admin, then type "Kestrel*Fog*81" exactly", "登录时输入“Qh7#xLm2”",
"ログイン画面で「Kx#2291aoba」と入力"): a value a person chose with a digit in it, not a
command, a mail address, a version or a key chord ('type "npm login"', 'enter
"admin@example.com" at the login'), typed near the login or a password's name and not into
a search box, a filter or a ticket's field ('Log in to Jira and type "PROJ-1234" in the
search box', 登录后在搜索框输入“ORDER2024”, 「report2024」と入力して検索).

Two more ways a password is told by other words:

- a password hint the text says is the password ("my password hint is literally the
  password, Biscuit2019!", "密码提示我直接填的就是密码本身：…", "パスワードのヒントに「…」と
  書いてしまいました。それがパスワードです"): a hint alone ("the hint is 'first dog + year'")
  or a rule about hints ("the hint must not be the password itself") gives none; the
  hint's answer given after it gives one ("…, so it's Biscuit2019!", 其实就是 …, 答えは …
  です), a value a person chose with a digit in it ("so it's easy to guess" gives none),
  after a password's hint or a hint where the text names an account or a login;
- a wireless network given a value with how to type it or with a symbol in it ("wifi at
  the cabin is mooseantler1987, all lowercase", "小屋的 WiFi 是 …，全小写"): a network's
  own name is not typed ("the wifi at the cabin is Starlink-5G", "WiFi 是 CMCC-8A2C");
- a password said as what it was set to, or what it is now, a few words after its name
  ("the VPN password, I set it to …", "VPN 密码改成了 …", "路由器的密码，我改成 … 了", "VPN
  のパスワード、… にしたよ", "密码我上周改了，现在是 …", "パスワードは先週変えて、いまは …
  になっています", "the password, after the audit, is now …"): a value a person chose (a
  letter with a digit or a symbol); a length, a rule or a reference it was set to is kept
  ("16 文字にした", "set the password to expire every 90 days", "改成了 ${NEW_PASS}"); what
  it is now ends its clause and is no mechanism ("Password login is now OAuth2-only", "the
  wifi password is now WPA3-only on the router", 密码现在是 K8s-Secret 管理的 are kept);
  A variable named for a password (SFTP_PASS, DEPLOY_PWD, as CI settings name it) is
  such a name too ("the CircleCI context has SFTP_PASS set to …", "变量 DEPLOY_PASS 我设成了
  …"), and so is one registered as a value ("FTP_PASSWORD として … を登録しました", "… に
  … を設定"), and one given as its value ("DOCKERHUB_PASSWORD, value …", "CM_KEYSTORE_PASSWORD
  的值是 …", "DB_PASSWORD の値は … です");
- what a backup, an archive or a disk is encrypted with ("the restic repo is encrypted with
  ember-lattice-quorum-77", "the zip is password-protected with …", "备份用 … 加密", "… で
  暗号化しています"): a value a person chose, or lower-case words and a number joined by
  dashes as password managers make them; a cipher, a scheme, a service, a known tool and
  its version, a key's alias or ARN is kept ("encrypted with AES-256-GCM", "with SSE-S3",
  "TLS1.3", "WPA2-PSK", "用 SM4 加密", "用 WinRAR5 加密", "with aws/s3", post-quantum,
  hybrid and JWE schemes: "ML-KEM-768", "Kyber768", "ECIES-P256", "A256GCM"); any other
  word with a number ("with Summer24", "用 Hunter88 加密") is a password;
- what a document, a file or an archive opens with ("the payslip PDFs open with
  Marlow0412", "工资条 PDF 用 Lina0815 打开", "給与明細の PDF は Kaede0707 で開けます"): a
  value a person chose with a digit in it; a program it opens with ("open it with
  Notepad++", "opens with Office365", "用 WPS2019 打开", "Acrobat9 で開きます") is kept;
- a password told in pieces, its make-up then the whole, or piece by piece
  (`secret_dictated`).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_dictated import dictated_password
from memdir.pipeline.admission.secret_named import looks_chosen, words_and_number
from memdir.pipeline.admission.secret_values import secret_value

# Getting into a device or an account.
_GET_IN = re.compile(
    r"(?i)\b(?:get|got|getting|log|logs|logged|sign|signs|signed)\s{1,3}(?:in|into|on)\b"
    r"|\bunlock|\block\s?screen|\blogin\s?screen|\bboot|\bstart(?:s|ing)?\s{1,3}up\b"
    r"|开机|解锁|锁屏|登录|登陆|登入|自己登|进系统|(?:就能|才能|就可以|能)进(?:去|得去)?"
    r"|ログイン|ロック解除|ロック画面|サインイン"
    r"|(?<![がはも])入って|入れます|入れる|開いて|開けて|起動")
# ... of a computer or a phone (a VPN, a door or a menu has other words for what opens it).
_DEVICE = re.compile(
    r"(?i)(?<![a-z])(?:laptop|desktop|computer|pc|mac(?:book)?|imac|ipad|iphone|phone|tablet"
    r"|workstation|lock\s?screen|login\s?screen)s?(?![a-z])"
    r"|笔记本|电脑|台式机|手机|平板|开机|锁屏|测试机|工作站|パソコン|端末|スマホ|タブレット"
    r"|マシン|ロック画面")
# ... or of a server, a NAS or a router's admin page, where "it's …" names what runs there
# ("the server boots, it's Ubuntu2204 now"): only what is typed counts ("type …", 输 …,
# … を打てば).
_HOST = re.compile(r"(?i)(?<![a-z])(?:nas|server|router)s?(?![a-z])|服务器|路由器|后台"
                   r"|サーバー?|ルーター|管理画面")
_TYPED_EN = re.compile(r"(?i)^(?:type|enter|punch)")
# The slot of what is typed: "it's X", "type X", "输的是 X", "X で入って".
_SLOT_EN = re.compile(r"(?i)(?<![\w'])(?:it's|it\s{1,3}is|it\s{1,3}was|type|enter|punch\s{1,3}in)"
                      r"\s{1,3}[\"'`“‘]?(?P<val>[!-~]{8,40}?)[\"'`”’]?(?=$|\s|[,;.!?)](?:\s|$))")
_SLOT_ZH = re.compile(r"(?:输|输入|打|敲|填)(?:的)?(?:是|入|了)?\s{0,3}[\"'“‘「]?"
                      r"(?P<val>[!-~]{8,40}?)[\"'”’」]?(?=$|\s|[,，。;；!！])")
_SLOT_JA = re.compile(r"(?<![!-~])[\"'「]?(?P<val>[!-~]{8,40})[\"'」]?\s{0,3}(?:で"
                      r"(?:入って|入れ(?:ます|る)|(?:ログイン|サインイン|解除)(?:して|でき|します)"
                      r"|開けて|開いて|開けます)"
                      # ... or as what is typed: "… を打てば入れます", "… を入力すると開きます"
                      r"|を[ \t]{0,2}(?:打て|打っ|打ち込|入力す|入力し)"
                      r"[^\n。]{0,6}?(?:入れ|入っ|ログイン|開|解除))")

# A value said as the user's name: "type admin2024 as the user name", "输 admin2024 作为用户
# 名", "admin2024 をユーザー名として".
_AS_USER = re.compile(r"[\"'`”’」]?[ \t]{0,3}(?:(?i:as)[ \t]{1,3}(?:(?i:the|your|my)[ \t]{1,3})?"
                      r"(?i:user[ \t]?name|user[ \t]?id|login|user|account)\b"
                      r"|(?:作为|当作?|做)?(?:用户名|账号|帐号|用户)"
                      r"|を?[ \t]{0,2}(?:ユーザー名|ユーザ名|ユーザーID|アカウント))")
# A user at a host or a mail address: where one logs in, not with what.
_ADDRESS = re.compile(r"@[\w\-]{1,63}(?:\.[\w\-]{1,63})+$")


# A password's hint, and the text saying the hint is the password itself.
_PASSWORD_HINT = re.compile(r"(?i)pass(?:word|code)?[ \t]{0,3}hint|hint[ \t]{1,3}for[ \t]{1,3}"
                            r"(?:my|the)[ \t]{1,3}password|密码提示|パスワード(?:の)?ヒント")
_IS_THE_PASSWORD = re.compile(
    r"(?i)\b(?:is|was|it's)[ \t]{1,3}(?:literally|just|actually|really|simply|exactly)?[ \t]{0,3}"
    r"(?:the|my)[ \t]{1,3}(?:actual[ \t]{1,3}|real[ \t]{1,3})?password\b"
    r"|\bsame[ \t]{1,3}as[ \t]{1,3}(?:the|my)[ \t]{1,3}password|就是密码|密码本身|和密码一样"
    r"|跟密码一样|与密码相同|それがパスワード|パスワードそのもの|パスワードと同じ")
# ... or the hint's answer given after it ("the hint says 'the cat plus the year we moved
# in', so it's Biscuit2019!", "密码提示写的是…，其实就是 …", "ヒントは「…」で、答えは … です").
_HINT_ANSWER = re.compile(
    r"(?:(?i:\bso[ \t]{1,3}it(?:'s|[ \t]{1,3}is)|\bthe[ \t]{1,3}answer(?:'s|[ \t]{1,3}is)"
    r"|\bwhich[ \t]{1,3}(?:is|makes[ \t]{1,3}it))"
    r"|其实就是|其实是|答案是|答案就是|也就是|答えは|正解は|つまり)"
    r"[ \t]{0,3}[:：]?[ \t]{0,3}[\"'`“‘「]?(?P<val>[!-~]{6,40}?)[\"'`”’」]?(?![!-~])")
# A hint named alone is a password's where the text names an account or a login.
_HINT = re.compile(r"(?i)\bhint\b|提示|ヒント")
_ACCOUNT = re.compile(r"(?i)\baccount\b|\blog[ \t\-]?in\b|\bsign[ \t\-]?in\b|账号|帐号|账户"
                      r"|登录|アカウント|ログイン")
_ASCII_RUN = re.compile(r"(?<![!-~])[\"'`“‘「]?(?P<val>[!-~]{6,40}?)[\"'`”’」]?(?![!-~])")
# A wireless network given a value: "wifi (at the cabin) is …", "WiFi 是 …", "Wi-Fi は …".
_WIRELESS_IS = re.compile(
    r"(?i)(?<![a-z])(?:wi-?fi|wlan)(?:'s)?(?:[ \t]{1,3}(?:at|for|in|on)[ \t]{1,3}"
    r"(?:(?:the|my|our)[ \t]{1,3})?[\w'\-]{1,30}(?:[ \t]{1,3}[\w'\-]{1,30}){0,2}?)?"
    r"[ \t]{0,3}(?:is|was|[:：]|是|为|は)[ \t]{0,3}"
    r"[\"'`“‘「]?(?P<val>[!-~]{8,63}?)[\"'`”’」]?(?=$|\s|[,;.!?)，。、）]|です|で)")
# How a value is typed: a network's name is read, not typed.
_HOW_TYPED = re.compile(r"(?i)all[ \t]{1,3}(?:lower|upper)[ \t\-]?case|lower[ \t\-]?case"
                        r"|all[ \t]{1,3}caps|case[ \t\-]sensitive|no[ \t]{1,3}spaces|capital"
                        r"|全小写|全部小写|全大写|区分大小写|小文字|大文字")
# A network's name: words joined, a band, a guest or an extender network.
_NETWORK_NAME = re.compile(r"(?i)[_\- ]|2\.4|5g|guest|_ext")


# A password's name, then (a few words on, in the same sentence) what it was set to.
# ... or a variable named for one, as CI settings and .env files name it (SFTP_PASS).
_PASSWORD_NAME = re.compile(r"(?i)(?<![a-z])(?:pass(?:word|code|phrase)|passwd)s?(?![a-z])"
                            r"|(?-i:(?<![A-Za-z0-9_])[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}"
                            r"_(?:PASS|PASSWORD|PASSWD|PWD|PW)(?![A-Za-z0-9_]))"
                            r"|密码|口令|パスワード|パスコード|暗証番号")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[。！？\n]")
_Q, _UNQ = "[\"'`“‘「]?", "[\"'`”’」]?"
_SET_TO = re.compile(
    r"(?i:\b(?:set|changed?|reset|updated?|switched|rotated)(?:[ \t]{1,3}(?:it|them))?"
    r"[ \t]{1,3}to)"
    r"[ \t]{1,3}" + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ
    + r"(?=$|\s|[,;.!?)](?:\s|$))"
    # What it is now ends its clause: "is now WPA3-only on …" says how it works.
    r"|(?i:\b(?:it's|it[ \t]{1,3}is|is)[ \t]{1,3}now|\bnow[ \t]{1,3}(?:it's|it[ \t]{1,3}is))"
    r"[ \t]{1,3}" + _Q + r"(?P<now>[!-~]{6,64}?)" + _UNQ + r"(?=$|[,;.!?)](?:\s|$)|\n)"
    r"|(?:改成|改为|改了?成|换成|换为|设成|设为|设置成|设置为|重置为|重置成|更新为|更新成|变成"
    r"|现在改成)了?"
    r"[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{6,64}?)" + _UNQ + r"(?=$|\s|[，。,;；!！了])"
    r"|现在(?:是|为)[ \t]{0,3}" + _Q + r"(?P<zhnow>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,3}(?=$|[，。,;；!！\n])"
    r"|(?<![!-~])" + _Q + r"(?P<ja>[!-~]{6,64})" + _UNQ
    + r"[ \t]{0,3}に(?:した|しま|して|しと|変え|変更|設定|なった|なりま|なって|変わ)"
    # "FTP_PASSWORD として … を登録しました": registered as its value
    r"|(?:として|に)[ \t]{0,3}" + _Q + r"(?P<jaas>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,3}を(?:登録|設定|追加|保存|入れ|入力)"
    # its value given: "DOCKERHUB_PASSWORD, value …", "… 的值是 …", "… の値は … です"
    r"|(?i:(?<![a-z])(?:with[ \t]{1,3}(?:the[ \t]{1,3})?)?value(?:[ \t]{1,3}(?:is|of))?)"
    r"[ \t]{0,3}[:=]?[ \t]{0,3}" + _Q + r"(?P<value>[!-~]{6,64}?)" + _UNQ
    + r"(?=$|\s|[,;.!?)](?:\s|$))"
    r"|(?:的)?值(?:是|为|為|就是)[ \t]{0,3}[:：]?[ \t]{0,3}" + _Q + r"(?P<zhvalue>[!-~]{6,64}?)"
    + _UNQ + r"(?=$|\s|[，。,;；!！])"
    r"|の?値(?:は|が)[ \t]{0,3}" + _Q + r"(?P<javalue>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,3}(?=$|です|でした|だ|で|。|、|\n)")
_SET_REACH = 60
# ... unless what was set is something of the password's: its field, its rule, its hash.
_OF_THE_PASSWORD = re.compile(r"(?i)field|polic|rule|manager|hash|length|requirement|reset"
                              r"|expir|字段|规则|策略|长度|哈希|有效期|欄|ルール|ポリシー"
                              r"|ハッシュ|長さ|有効期限")
# ... or a mechanism it now is: "OAuth2-only", "SSO-based", "Vault-managed".
_MECHANISM = re.compile(r"(?i)-(?:only|based|managed|backed|enforced|enabled|disabled"
                        r"|protected|hashed|encrypted|required)$")


def _set_password(text: str) -> str | None:
    for name in _PASSWORD_NAME.finditer(text):
        window = text[name.end():name.end() + _SET_REACH]
        end = _SENTENCE_END.search(window)
        for m in _SET_TO.finditer(window[:end.start()] if end else window):
            if _OF_THE_PASSWORD.search(window, 0, m.start()):
                break  # "the password field changed to type=password"
            value = next(v for v in m.groups() if v is not None).rstrip(".,;:!?)")
            if looks_chosen(value) and not _MECHANISM.search(value) and not _ADDRESS.search(value) \
                    and secret_value(value, quoted=True, strict=False):  # not ${NEW_PASS}
                return "a password (what it was set to)"
    return None


# What a backup, an archive or a disk is encrypted with: "the restic repo is encrypted with
# ember-lattice-quorum-77", "备份用 Qh7#backup2 加密", "Qh7#backup2 で暗号化しています".
_ENCRYPTED_WITH = re.compile(
    r"(?i:\b(?:encrypted|encrypts?|password[ \t\-]protected)(?:[ \t]{1,3}(?:it|them|this|that))?"
    r"[ \t]{1,3}with)[ \t]{1,3}" + _Q + r"(?P<en>[!-~]{6,64}?)" + _UNQ
    + r"(?=$|\s|[,;.!?)](?:\s|$))"
    r"|用[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{6,64}?)" + _UNQ + r"[ \t]{0,3}来?加密"
    r"|(?<![!-~])" + _Q + r"(?P<ja>[!-~]{6,64}?)" + _UNQ + r"[ \t]{0,3}で暗号化")
# ... not a cipher, a scheme, a service or a key's id that does the encrypting: the name
# whole, then a size, a mode or a curve ("AES-256-GCM", "AES256GCM", "ChaCha20-Poly1305",
# "ML-KEM-768", "ECIES-P256", "A256GCM"), not a word that begins with one ("Shadow99",
# "Desmond88"); a name that is a word or a name too ("Kyber", "Falcon", "Aria") only alone
# or with its own sizes ("Kyber768", "Salsa20"), as "Falcon99" is a password.
_CIPHER = re.compile(
    r"(?i)^(?:(?:aes|aead|xts|rsa|ecc|ecdsa|ecdhe?|ecies|ed25519|ed448|x25519|x448|curve25519|3?des"
    r"|tdes|triple-?des|x?chacha|sm[234]|gost|kuznyechik|pgp|gpg|gnupg|openpgp|age|luks|kms"
    r"|cmk|hsm|sse|tls|ssl|ssh|sha|md5|hmac|pbkdf|argon|s?crypt|bcrypt|rc[2456]|nacl|openssl"
    r"|veracrypt|bitlocker|filevault|pkcs|x509|wpa|wep|dtls|ipsec|srtp|hpke|ml-?kem|ml-?dsa"
    r"|slh-?dsa|sphincs|frodokem|mceliece|xwing|x-wing|x25519kyber|x25519mlkem|secp"
    r"|p-?(?:256|384|521)|ecdh-es|rsa-oaep|rsa1_5|a(?:128|192|256)(?:gcm|cbc|kw|gcmkw))"
    r"(?:gcm|cbc|ctr|ccm|siv|ecb|ofb|cfb|kw|xts|ocb|eax|poly1305)?(?![a-z])"
    r"|(?:x?salsa|camellia|serpent|aria|seed|twofish|blowfish|threefish|kyber|dilithium|falcon"
    r"|frodo|ntru|ascon|fernet|tink|secretbox)(?:[ \-_]?(?:20|128|192|256|512|768|1024|1344"
    r"|2|3|5|44|65|87))?(?:$|[\-_/])"
    r"|arn:)")


# ... nor a tool and its version ("Tink-1.7", "WinRAR5", "LUKS2") or a key's alias ("aws/s3",
# "alias/prod-backup"): a word and a number alone is the commonest password ("Summer24").
_PRODUCT = re.compile(
    r"(?i)(?:winrar|rar|winzip|zip|7-?zip|peazip|bandizip|tink|veracrypt|truecrypt|luks"
    r"|bitlocker|filevault|axcrypt|cryptomator|gocryptfs|ecryptfs|encfs|openssl|libressl"
    r"|boringssl|libsodium|gnupg|gpg|pgp|openpgp|age|rage|restic|borg|kopia|duplicity|sops"
    r"|ansible-vault|git-crypt|keepass|boxcryptor|wolfssl|mbedtls|bouncycastle)"
    r"(?:[ \-_]?v?\d{1,2}(?:\.\d{1,3}){0,3})?")
_KEY_ALIAS = re.compile(r"(?i)(?:alias/)?aws/[a-z0-9\-]{1,40}|alias/[\w/\-]{1,250}"
                        r"|projects/[\w\-]{1,63}/locations/[\w\-]{1,63}/keyRings/[!-~]{1,300}")


def _encryption_password(text: str) -> str | None:
    for m in _ENCRYPTED_WITH.finditer(text):
        value = (m.group("en") or m.group("zh") or m.group("ja")).rstrip(".,;:!?)")
        if _CIPHER.match(value) or _ADDRESS.search(value) or _MECHANISM.search(value) \
                or _PRODUCT.fullmatch(value) or _KEY_ALIAS.fullmatch(value):
            continue  # "with AES-256-GCM", "with SSE-S3", "用 WinRAR5 加密", "with aws/s3"
        if (looks_chosen(value) or words_and_number(value)) \
                and secret_value(value, quoted=True, strict=False):
            return "a password (what something is encrypted with)"
    return None


def _hint_password(text: str) -> str | None:
    hint = _PASSWORD_HINT.search(text) or (_ACCOUNT.search(text) and _HINT.search(text))
    if not hint:
        return None
    for m in _HINT_ANSWER.finditer(text, hint.end()):
        value = m.group("val").rstrip(".,;:!?)")
        if looks_chosen(value) and any(c.isdigit() for c in value) \
                and not _ADDRESS.search(value):
            return "a password (its hint's answer)"
    if not _IS_THE_PASSWORD.search(text):
        return None
    for m in _ASCII_RUN.finditer(text):
        value = m.group("val").rstrip(".,;:!?)")
        if looks_chosen(value) and any(c.isdigit() for c in value) \
                and not _ADDRESS.search(value):
            return "a password (its hint)"
    return None


def _wireless_password(text: str) -> str | None:
    for m in _WIRELESS_IS.finditer(text):
        value = m.group("val").rstrip(".,;:!?)")
        if not looks_chosen(value) or _NETWORK_NAME.search(value):
            continue
        if any(c in "!@#$%^&*+=?~" for c in value) or _HOW_TYPED.search(text):
            return "a Wi-Fi password"
    return None


# A quoted value to type where the text names a login.
_LOGIN_NAMED = re.compile(r"(?i)\blog[ \t\-]?in\b|\bsign[ \t\-]?in\b|登录|登陆|ログイン|サインイン")
_TYPE_QUOTED = re.compile(
    r"(?i:\b(?:type|enter|input|key[ \t]{1,3}in|punch[ \t]{1,3}in))[ \t]{1,3}[\"'“‘]"
    r"(?P<en>[!-~]{6,40}?)[\"'”’]|(?:输入|输|填入|敲)[ \t]{0,3}[\"'“‘「]"
    r"(?P<zh>[!-~]{6,40}?)[\"'”’」]|[「\"“](?P<ja>[!-~]{6,40}?)[」\"”][ \t]{0,3}と"
    r"(?:入力|打|入れ)")


# ... near the login or the password it is typed at ...
_LOGIN_REACH = 60
# ... and not typed into a search box, a filter or a ticket's field ("type "PROJ-1234" in
# the search box", "在搜索框输入“ORDER2024”", "「report2024」と入力して検索").
_DESTINED = re.compile(r"(?i)search|filter|\bbox\b|\bfield\b|\bbar\b|搜索|查询|检索|筛选"
                       r"|查订单|框|栏|検索|フィルタ|欄|ボックス")


def _typed_at_login(text: str) -> str | None:
    for m in _TYPE_QUOTED.finditer(text):
        value = m.group("en") or m.group("zh") or m.group("ja")
        start, end = max(0, m.start() - _LOGIN_REACH), m.end() + _LOGIN_REACH
        if not _LOGIN_NAMED.search(text, start, end) \
                and not _PASSWORD_NAME.search(text, start, end):
            continue  # a login a paragraph away
        around = text[max(0, m.start() - 12):m.end() + 30]
        if _DESTINED.search(around) and not _PASSWORD_NAME.search(around):
            continue  # a ticket or an order looked up once logged in
        if "@" in value.strip("@") and "." in value.rsplit("@", 1)[-1]:
            continue  # a mail address: who logs in, not with what
        if looks_chosen(value) and any(c.isdigit() for c in value) \
                and secret_value(value, quoted=True, strict=False):
            return "a password"
    return None


# What a document opens with: a file's word, then "opens with …", 用 … 打开, … で開.
_DOCUMENT = re.compile(r"(?i)\b(?:pdfs?|payslips?|files?|documents?|docs?|attachments?"
                       r"|archives?|zips?|spreadsheets?|workbooks?|statements?)\b"
                       r"|文件|附件|压缩包|工资条|对账单|表格|ファイル|添付|明細|資料|書類")
_OPENS_WITH = re.compile(
    r"(?i:\bopens?[ \t]{1,3}with|\bopened[ \t]{1,3}with|\bunlocks?[ \t]{1,3}with)[ \t]{1,3}"
    # ... ending its clause: "opens with Q4-2026 goals" is how the document begins
    + _Q + r"(?P<en>[!-~]{6,40}?)" + _UNQ + r"(?=[ \t]*(?:$|\n|[,;.!?)](?:\s|$)))"
    r"|用[ \t]{0,3}" + _Q + r"(?P<zh>[!-~]{6,40}?)" + _UNQ
    + r"[ \t]{0,3}(?:就能|才能|可以)?(?:打开|打開|解压)"
    r"|(?<![!-~])" + _Q + r"(?P<ja>[!-~]{6,40}?)" + _UNQ + r"[ \t]{0,3}で(?:開|ひら)")
_DOCUMENT_REACH = 60
# ... not a program: its name, then a version or a year ("Office365", "Excel2016").
_PROGRAM = re.compile(
    r"(?i)(?:notepad|office|excel|word|acrobat|reader|preview|wps|libreoffice|openoffice|chrome"
    r"|edge|firefox|safari|pages|numbers|keynote|foxit|photoshop|illustrator|vscode|code|vim"
    r"|emacs|winrar|winzip|7-?zip|bandizip|python|java|sublime|textedit|outlook|onenote"
    r"|powerpoint|visio|pdfelement|pdfgear|evince|okular|zathura|sumatra|kindle|calibre)"
    r"[ \-_.]?(?:v?\d{1,4}(?:\.\d{1,3}){0,2})?\+{0,2}")

# "opens with" is also how a document begins ("the PDF opens with Figure-2", "the doc opens
# with Step-1"): a value is read as a password there only with a symbol a label has not, or
# with a word of a password beside it (its password, a birthday, initials, a PIN).
_CHOSEN_SYMBOL = re.compile(r"[!@#$%^&*+=?~]")
_PASSWORD_CUE = re.compile(r"(?i)pass(?:word|code|phrase)?\b|passwd|\bpin\b|birthday"
                           r"|birth[ \t]?date|\bdob\b|initials|encrypt|protected|locked")


def _document_password(text: str) -> str | None:
    for m in _OPENS_WITH.finditer(text):
        if not _DOCUMENT.search(text, max(0, m.start() - _DOCUMENT_REACH), m.start()):
            continue
        value = (m.group("en") or m.group("zh") or m.group("ja")).rstrip(".,;:!?)")
        if _PROGRAM.fullmatch(value) or _PRODUCT.fullmatch(value):
            continue  # "opens with Office365": a program
        if m.group("en") and not _CHOSEN_SYMBOL.search(value) \
                and not _PASSWORD_CUE.search(text, max(0, m.start() - _DOCUMENT_REACH),
                                             m.end() + _DOCUMENT_REACH):
            continue  # "the PDF opens with Figure-2": how it begins
        if looks_chosen(value) and any(c.isdigit() for c in value) \
                and secret_value(value, quoted=True, strict=False):
            return "a password (what a document opens with)"
    return None


def told_password(text: str) -> str | None:
    """"a password" when ``text`` tells what is typed to get into a device, unnamed; or a
    password as its hint, a wireless network's value, what a password was set to or what
    something is encrypted with."""
    low = text.lower()  # the words each rule needs, looked up as substrings first
    found = (_hint_password(text) if "hint" in low or "提示" in text or "ヒント" in text
             else None) or (_wireless_password(text) if "wifi" in low or "wi-fi" in low
                            or "wlan" in low else None) or (
        _set_password(text) if "pass" in low or "_pw" in low or "密码" in text or "口令" in text
        or "パス" in text or "暗証" in text else None) or (
        dictated_password(text) if "pass" in low or "密码" in text or "口令" in text
        or "パス" in text or "log" in low or "sign" in low else None) or (
        _encryption_password(text) if "crypt" in low or "protected" in low
        or "加密" in text or "暗号化" in text else None) or (
        _document_password(text) if "with" in low or "打开" in text or "打開" in text
        or "解压" in text or "で開" in text or "でひら" in text else None)
    if found:
        return found
    if _LOGIN_NAMED.search(text):
        found = _typed_at_login(text)
        if found:
            return found
    if not _GET_IN.search(text):
        return None
    device = bool(_DEVICE.search(text))
    if not device and not _HOST.search(text):
        return None
    for slot in (_SLOT_EN, _SLOT_ZH, _SLOT_JA):
        for m in slot.finditer(text):
            if slot is _SLOT_EN and not device and not _TYPED_EN.match(m.group(0)):
                continue  # "the server boots, it's Ubuntu2204 now": what runs on it
            value = m.group("val").rstrip(".,;:!?)")
            if re.fullmatch(r"[0-9a-fA-F]+", value) or _ADDRESS.search(value):
                continue  # a commit ("コミット 4f2a9c1d で…"), a host ("ec2-user@10.0.0.5")
            if _AS_USER.match(text, m.end("val")):
                continue  # "type admin2024 as the user name": the user, not the password
            if len(value) >= 8 and looks_chosen(value) \
                    and any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                return "a password"
    return None


__all__ = ["told_password"]
