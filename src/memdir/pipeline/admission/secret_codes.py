"""Codes that redeem, restore or unlock, named by what they are for rather than by a
password's word.

- A gift card's or a prepaid card's code, which whoever types it first redeems: its name
  ("claim code", "gift card code", "redemption code", 卡密, 兑换码, 充值码, ギフト券の番号,
  プリペイド番号, ギフトコード), then the code a few characters on: capitals and digits, in
  groups or in one run of ten or more, a digit and a letter in it. A format told with no
  code ("16 位，以 X 开头"), a balance and a promo code printed for everyone are kept: words
  and a number ("claim code FREESHIP2025", "WELCOME15", 兑换码 SPRINGSALE20), or one the
  rest of its clause says takes something off an order ("20% off", "free shipping", 免运费,
  满减, 送料無料, 割引) or is for everyone (all customers, 所有人, 全員); a "not" there
  withdraws the cue.
- An authenticator's restore code (Battle.net's "restore code 33ZKUD9KZF"): ten or so
  capitals and digits after its name.
- An application password in its printed groups (WordPress' six groups of four, "abcd EFGH
  1234 …"), after its name.
- A verification code of letters and digits read out for someone to type (a remote
  session's 验证码, a code for a login): six to eight, a letter and a digit in it (one shown
  as a format, "a1b2c3 这种", or said anywhere in the rest of its clause to have expired,
  "has expired", "已经过期了", "は期限切れです", is kept); and a
  camera's device verification code (设备验证码, six capitals printed under it, which
  encrypts its video).
- A one-time or verification code read out digit by digit in words ("验证码我念一下：七三九，
  二零四", "認証コードは、ご、いち、はち、ぜろ、さん、なな です"): four digits or more said
  as Chinese numerals (幺 and 两 among them) or as Japanese words set apart by 、, a few
  words after the code's name; "验证码是六位数字" and "コードは、いち から始まります" say
  one digit, a format, and are kept. Read as the digits they say, they are kept where
  digits are: a run counted up or down or one digit over ("一二三四五六", an example), a
  code the rest of its clause or the next sentence says has expired ("七三九二零四已经过期
  了", "…です。もう期限切れです"); and the last digits of a phone after 尾号, 后四位, 末尾 or
  下四桁 ("发到尾号三四五六的手机") are no code. The same code in digits right after its
  name ("認証コードは 481293 です", "验证码是 739204") is read alike: refused, or kept where
  the words would be, and where it is a count ("验证码是 6 位", "4 桁") or a format.
  A number said to send the codes is no code: "验证码是 10690 这个号码发来的", "認証コードは
  22395 から届きます", "… is the short code".
- A code with no code's name, read out right after the text says a text message came and
  before it asks for it to be typed ("刚收到的短信，六零三，九一七，你帮我填一下", "SMS で届いた
  のは ろく、ぜろ、さん… です。入れてもらえますか", "just got a text, 603917, can you type it
  in"), in words or in digits, kept as a code after its name is (counted up, a year, expired,
  the sender's number).
- A phone's unlock pattern told as the dots it crosses ("解锁图案是 1-4-7-8-9"): four dots
  or more, three of them different.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

_CONNECT = r"[^\n.。!?！？]{0,24}?(?:[:：=]|\bis\b|是|为|は|[ \t])[ \t]{0,3}[\"'「]?"
_GIFT = re.compile(
    r"(?i:(?<![a-z])(?:claim|redemption|redeem|gift[ \t]?card|prepaid(?:[ \t]card)?|e-?gift"
    r"|wallet|voucher)[ \t]code(?![a-z]))"
    r"|卡密|兑换码|兌換碼|充值码|充值卡密码|礼品卡密码|提货码"
    r"|ギフト券の?番号|ギフトコード|ギフトカードの?(?:番号|コード)|プリペイド(?:カードの?)?番号"
    r"|引換(?:番号|コード)")
_GIFT_CODE = re.compile(_CONNECT + r"(?P<val>(?=[A-Z0-9\- ]{0,30}\d)(?=[A-Z0-9\- ]{0,30}[A-Z])"
                        r"(?:[A-Z0-9]{4,8}(?:[\- ][A-Z0-9]{2,8}){1,5}|[A-Z0-9]{10,20}))"
                        r"(?![A-Za-z0-9])")
_RESTORE = re.compile(r"(?i)(?<![a-z])restore[ \t]code(?![a-z])|復元コード")
_RESTORE_CODE = re.compile(_CONNECT + r"(?P<val>(?=[A-Z]{0,11}\d)(?=\d{0,11}[A-Z])"
                           r"[A-Z0-9]{8,12})(?![A-Za-z0-9])")
_APPLICATION = re.compile(r"(?i)(?<![a-z])application[ \t]password(?![a-z])"
                          r"|アプリケーション[ \t]?パスワード|应用程序密码")
_APPLICATION_CODE = re.compile(_CONNECT + r"(?P<val>[A-Za-z0-9]{4}(?:[ \t][A-Za-z0-9]{4}){5})"
                               r"(?![A-Za-z0-9])")
# A code shown as a kind or an example, right after it: "a1b2c3 这种格式".
_SHOWN_AS = (r"[\"'」]?[ \t]{0,3}(?:这种|这样|之类|格式|のような|みたいな|など|形式"
             r"|(?i:like|format|style))")
# The rest of a clause (bounded) saying a code no longer works, or that it is for everyone;
# a "not" in it ("hasn't expired", "别告诉所有人", "誰にも"; 不过 is "but") withdraws the cue.
_REST = r"[^\n.。!?！？;；]{0,48}?"
_NOT = re.compile(r"(?i:\bnot\b|n't\b|\bnever\b|\bno[ \t]one\b|\bnobody\b|\byet\b)"
                  r"|没|沒|未|不(?!过|過)|别|別|勿|ではな|じゃな|ません|ないで|誰にも|前に")
_EXPIRED = re.compile(_REST + r"(?:(?i:expired|no[ \t]longer(?:[ \t]valid|[ \t]works?)?|invalid)"
                      r"|过期|過期|失效|期限切れ|無効|切れて)")
_FOR_ALL = re.compile(_REST + r"(?:(?i:\b(?:everyone|everybody|all[ \t](?:customers|shoppers"
                      r"|users|members|buyers)|public[ \t](?:flyer|poster|ad|advert|page|post))\b)"
                      r"|所有人|人人|大家都|所有顾客|所有用户|全員|誰でも|皆さん|みんな)")
_VERIFICATION = re.compile(r"(?i)(?<![a-z])verification[ \t]code(?![a-z])|验证码|驗證碼"
                           r"|確認コード|認証コード")
_VERIFICATION_CODE = re.compile(r"[ \t]{0,3}(?:[:：=]|is|是|为|は)?[ \t]{0,3}[\"'「]?"
                                r"(?P<val>(?=[A-Za-z]{0,7}\d)(?=\d{0,7}[A-Za-z])[A-Za-z0-9]{6,8})"
                                r"(?![A-Za-z0-9])(?!" + _SHOWN_AS + r")")
_DEVICE = re.compile(r"(?i)(?:设备|設備|device[ \t])$")
_DEVICE_CODE = re.compile(r"[ \t]{0,3}(?:[:：=]|is|是|为|は)?[ \t]{0,3}[\"'「]?(?P<val>[A-Z]{6})"
                          r"(?![A-Za-z0-9])")
_PATTERN = re.compile(r"(?i:unlock[ \t]pattern|pattern[ \t]lock)|解锁图案|解鎖圖案|手势密码"
                      r"|图案密码|パターンロック|ロックパターン|ロック解除パターン")
_DOTS = re.compile(r"[^\n\d。.]{0,40}?(?P<val>(?<!\d)[1-9](?:[ \t]{0,2}[\-–>→,、][ \t]{0,2}[1-9])"
                   r"{3,8})(?![\d\-])")


_CODE_NAME = re.compile(r"(?i:(?<![a-z])verification[ \t]code(?![a-z]))"
                        r"|验证码|驗證碼|校验码|动态码|动态密码|短信码|確認コード|認証コード"
                        r"|認証番号|確認番号|ワンタイムパスワード|ワンタイムコード|セキュリティコード")
_ZH_DIGIT = "[零〇一二三四五六七八九幺两]"
_JA_DIGIT = r"(?:ぜろ|れい|ゼロ|いち|に|さん|よん|し|ご|ろく|なな|しち|はち|きゅう|く)"
# ... a phone's last digits are no code: "发到尾号三四五六的手机", "末尾、いち、に、さん、よん".
_TAIL = (r"(?<!尾号)(?<!尾號)(?<!尾数)(?<!尾数是)(?<!尾号是)(?<!尾号 )(?<!尾號 )(?<!后四位)"
         r"(?<!後四位)(?<!末尾)(?<!末尾 )(?<!末尾、)(?<!末尾が)(?<!下四桁)(?<!下4桁)")
_SPOKEN = re.compile(
    r"[^\n]{0,30}?(?P<val>(?<![零〇一二三四五六七八九幺两第])" + _TAIL + _ZH_DIGIT
    + r"(?:[ \t，,、]{0,2}" + _ZH_DIGIT + r"){3,9}"
    r"(?![零〇一二三四五六七八九幺两十百千万亿个位号次遍天年月分秒岁块元])"
    r"|(?<=[、,，:：は\s])" + _TAIL + _JA_DIGIT + r"(?:[ \t]{0,2}[、,，・][ \t]{0,2}"
    + _JA_DIGIT + r"){3,9}(?=[ \t]{0,2}(?:です|。|$|\n|、[ \t]{0,2}です)))")
# ... and the same code in digits, right after its name ("認証コードは 481293 です", "验证码是
# 739204"): read as the words are, so a code is refused or kept alike however it is said.
_DIGITS = re.compile(r"[ \t]{0,3}(?:[:：=]|is|是|为|は|[:：]?[ \t]{0,3}就是)?[ \t]{0,3}[\"'「]?"
                     r"(?P<val>(?<![\d\-])" + _TAIL + r"\d{4,8})"
                     r"(?![\d\-/]|[.,:]\d|[ \t]{0,2}(?:位|桁|個|个|文字|秒|分|回|次|件|人|円|元"
                     r"|号|番|(?i:digits?|seconds?|minutes?|times))"
                     r"|[\"'」]?[ \t]{0,3}(?:这种|这样|之类|格式|のような|みたいな|など|形式))")
_YEAR = re.compile(r"(?:19|20)\d\d")  # "verification code 2024 rollout": a year
# ... a number that sends the codes, not one: "验证码是 10690 这个号码发来的", "認証コードは
# 22395 から届きます", "… is the short code".
SENDER = re.compile(r"[ \t]{0,3}(?:这个|那个|的)?号码|[ \t]{0,3}发(?:来|过来)?的"
                    r"|[ \t]{0,3}(?:番)?から[ \t]{0,3}(?:届|来|送|の)"
                    r"|(?i:[ \t]{1,3}(?:is|was)[ \t]{1,3}the[ \t]{1,3}(?:sender|short[ \t]?code"
                    r"|number))")
# A code with no code's name, read out right after the text says a text message came and
# before it asks for it to be typed: "刚收到的短信，六零三，九一七，你帮我填一下",
# "いま SMS で届いたのは ろく、ぜろ、さん… です。入れてもらえますか", "just got a text, 603917,
# can you type it in".
_TEXTED = re.compile(r"(?i)(?:收到|来了|发来|发过来)的?(?:短信|信息)|短信(?:里|上|说)"
                     r"|(?<![a-z])sms[ \t]{0,2}(?:で|に)[ \t]{0,2}(?:届|来)|ショートメール(?:で|に)"
                     r"|\bjust[ \t]{1,3}got[ \t]{1,3}(?:a|the|this)[ \t]{1,3}text\b")
_TO_TYPE = re.compile(r"(?i)填|输入|输一下|输进去|打进去|入れて|入力|\b(?:type|enter|punch|key|put)"
                      r"[ \t]{1,3}it[ \t]{1,3}in\b")
_TEXTED_DIGITS = re.compile(r"[^\n\d]{0,30}?(?P<val>(?<![\d\-])\d{4,8})(?![\d\-/]|[.,:]\d)")
_DIGIT_OF = dict(zip("零〇一二三四五六七八九幺两", "0012345678912", strict=True))
_JA_DIGIT_OF = {"ぜろ": "0", "れい": "0", "ゼロ": "0", "いち": "1", "に": "2", "さん": "3",
                "よん": "4", "し": "4", "ご": "5", "ろく": "6", "なな": "7", "しち": "7",
                "はち": "8", "きゅう": "9", "く": "9"}
_JA_WORDS = re.compile(_JA_DIGIT)
# The next sentence, for what it says of the code ("…です。もう期限切れです").
_NEXT_SENTENCE = re.compile(r"[ \t]{0,3}(?:です|だ)?[ \t]{0,3}[。.!！][ \t]{0,3}")


def _digits_said(words: str) -> str:
    """The digits a run of Chinese numerals or Japanese words says."""
    if _JA_WORDS.match(words):
        return "".join(_JA_DIGIT_OF[w] for w in _JA_WORDS.findall(words))
    return "".join(_DIGIT_OF.get(c, "") for c in words).replace(" ", "")


def _example_digits(digits: str) -> bool:
    """Digits shown as an example, not a code: one digit over and over ("000000") or a run
    counted up or down ("123456", "654321")."""
    return len(set(digits)) == 1 or digits in "01234567890" or digits in "09876543210"


def _expired(text: str, at: int) -> bool:
    """Whether the rest of the clause from ``at``, or the sentence after it, says a code
    no longer works."""
    if _said_of(_EXPIRED, text, at):
        return True
    after = _NEXT_SENTENCE.match(text, at)
    return after is not None and _said_of(_EXPIRED, text, after.end())


# A promo code is made to be read and typed by anyone: words and a year or a percentage
# ("FREESHIP2025", "SPRING20", "WELCOME15"), where a gift card's code is random.
_PROMO_WORDS = re.compile(
    r"(?:FREE|SHIP(?:PING)?|SAVE|OFF|WELCOME|SPRING|SUMMER|FALL|AUTUMN|WINTER|HOLIDAYS?|XMAS"
    r"|NEW|YEAR|BLACK|FRIDAY|CYBER|MONDAY|SALE|DEALS?|VIP|BONUS|EXTRA|HELLO|THANKS?|YOU"
    r"|FIRST|ORDER|TREAT|SPECIAL|FRIENDS?|HAPPY|BDAY|BIRTHDAY|BACK|TO|SCHOOL|WEEKEND|FLASH"
    r"|PROMO|GET|TAKE|SUPER|MEGA|BIG|DOUBLE|LUCKY|LOVE|GIFT|END|SHOP|NOW|JOIN|APP|DAY|WEEK"
    r"|MEMBER|STUDENT|COUPON|DISCOUNT|CODE|OFFER|FALL|GOLD|PLUS){1,5}\d{0,4}")
# ... or one the rest of its clause says takes something off an order.
_DISCOUNT = re.compile(_REST + r"(?:(?i:(?:\d{1,3}[ \t]?%|[$€£¥]\d{1,4}|\d[ \t]?円)[ \t]?off"
                       r"|free[ \t]shipping|discount|at[ \t]checkout)|折|减|免运费|包邮|优惠|满减"
                       r"|割引|送料無料|円引き|円オフ|%オフ)")


def _promo_code(text: str, found: re.Match[str]) -> bool:
    """Whether a code a gift's name gives is a promo code (words and a number, or said to
    take something off, or to be for everyone)."""
    return bool(_PROMO_WORDS.fullmatch(found.group("val").replace("-", "")))\
        or _said_of(_DISCOUNT, text, found.end()) or _said_of(_FOR_ALL, text, found.end())


def _said_of(cue: re.Pattern[str], text: str, at: int) -> bool:
    """Whether the rest of the clause from ``at`` says ``cue``, with no "not" before it."""
    said = cue.match(text, at)
    return said is not None and not _NOT.search(text, at, said.end() + 6)


def redeem_code(text: str) -> str | None:
    """The kind of code ``text`` gives (see the module's docstring), else None."""
    for names, code, kind in ((_GIFT, _GIFT_CODE, "a gift card's code"),
                              (_RESTORE, _RESTORE_CODE, "an authenticator's restore code"),
                              (_APPLICATION, _APPLICATION_CODE, "an application password")):
        for m in names.finditer(text):
            found = code.match(text, m.end())
            if found and not (names is _GIFT and _promo_code(text, found)):
                return kind
    for m in _VERIFICATION.finditer(text):
        found = _VERIFICATION_CODE.match(text, m.end())
        if found and not _said_of(_EXPIRED, text, found.end()):
            return "a verification code"
        if _DEVICE.search(text, max(0, m.start() - 8), m.start()) \
                and _DEVICE_CODE.match(text, m.end()):
            return "a device's verification code"
    for m in _CODE_NAME.finditer(text):
        said = _SPOKEN.match(text, m.end())
        # As its digits are: a run counted up or a code said to have expired is kept.
        if said and not _example_digits(_digits_said(said.group("val"))) \
                and not _expired(text, said.end()):
            return "a verification code (read out in words)"
        digits = _DIGITS.match(text, m.end())
        if digits and not _example_digits(digits.group("val")) \
                and not _YEAR.fullmatch(digits.group("val")) and not _expired(text, digits.end()) \
                and not SENDER.match(text, digits.end()):
            return "a verification code"
    if _TO_TYPE.search(text):
        for m in _TEXTED.finditer(text):
            said = _SPOKEN.match(text, m.end()) or _TEXTED_DIGITS.match(text, m.end())
            heard = said.group("val") if said else ""
            heard = _digits_said(heard) if heard and not heard.isdigit() else heard
            if said and heard and not _example_digits(heard) and not _YEAR.fullmatch(heard) \
                    and not _expired(text, said.end()) and not SENDER.match(text, said.end()):
                return "a verification code (read out from a text message)"
    for m in _PATTERN.finditer(text):
        dots = _DOTS.match(text, m.end())
        if dots and len(set(re.sub(r"\D", "", dots.group("val")))) >= 3:
            return "an unlock pattern"
    return None


__all__ = ["redeem_code"]
