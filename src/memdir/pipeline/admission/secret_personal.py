"""Numbers that open or identify a person's accounts: a payment card with its code or
expiry, a national id given as a secret, a PIN.

None of these has a provider's prefix or a key's entropy; each is known by a checksum or
a fixed shape *and* the words around it:

- a card number: 13 to 19 digits (in groups or not) that pass the Luhn check and start
  as a card network's numbers do (`memdir.pipeline.redact.card_ok`, the check that
  redacts cards from a visitor's words), and stand beside a card word (card, CVV, expiry, 信用卡,
  安全码, カード, セキュリティコード ...). A network's documented test card (4242 4242
  4242 4242) and a run of one or two digits are examples, not cards;
- a US Social Security number (``521-38-4907``) named as one (SSN, social security) and
  valid as one (no area 000, 666 or 9xx, no group 00, no serial 0000);
- a Chinese resident id: eighteen characters whose region, birth date and ISO 7064 check
  character agree (no word needed: chance gives that to about one number in 100,000);
- a Japanese My Number: twelve digits with its check digit, beside マイナンバー / 個人番号;
- a passport number named as one (passport, 护照, 旅券番号, パスポート番号);
- other national numbers named as themselves: a Canadian Social Insurance Number (nine
  digits passing the Luhn check beside SIN or "social insurance"), a UK National
  Insurance number (two letters of the issued prefixes, six digits, a letter A-D; the
  documents' "QQ 12 34 56 C" is no prefix ever issued), a Japanese basic pension number
  (基礎年金番号, four digits and six);
- a PIN or a numeric payment password: four to eight digits right after PIN, 暗証番号,
  支付密码, 取款密码, a door's, an alarm's or a safe's code (解除番号), or a password's name
  (not "PIN 4 digits", "密码 6 位": a length; not "密码 2026 年": a date), its digits also
  said as Chinese numerals (三八二九一七); an alarm's or a keypad's code as what to type or
  said after it ("has a keypad now, the code is 2716#") or as what it opens with ("the
  lockbox opens with 7 3 0 9", digits said one by one); "PIN for the debit card is …";
  a card's PINs given by number ("暗証番号1が 3846、暗証番号2が 9102", a licence's two);
  a keypad's code as what it wants ("the garage keypad wants 8 4 1 9"); a door's code as
  what to press or what it opens with (オートロックは 1192 を押して, 门禁按 7316, 裏口のテンキー
  は 7193# で開きます); a gate's pass code (小区大门的临时通行码是 …, 门禁码);
  a PIN said digit by digit after its name and a verb or a particle ("スマートロックの
  暗証番号を 5 2 8 1 9 0 に変えました", "支付密码是 7 3 0 5 6 1", "the PIN is 4 8 2 9";
  not "暗証番号は 4 桁", "PIN 1 2 3 4 are the header's pins");
- a BitLocker recovery key: eight groups of six digits, each group a multiple of 11 below
  720896 (how BitLocker writes its 128-bit key), named or not;
- a one-time login code that just came and is given to someone to type while it is valid,
  or just texted with no word for it ("the bank just texted me 583920, can you put it in"),
  or shown now by an authenticator ("Authy shows 318 640 now");
- digits said as words, four to eight, read as the digits they say before the rules above
  ("the alarm panel code is four nine two seven", "oh four one nine", ゼロ、ハチ、サン、イチ,
  さん・なな・ぜろ・に, 幺五八拐三洞), a digit said twice or three times over too ("double
  seven, three, double one", "4 が 2 つ、それから 1、8"); a run of fewer is a count ("two
  three-packs");
- other countries' identity numbers, each named and by its check digit
  (`memdir.pipeline.admission.secret_national`);
- a combination lock's numbers, in the groups a dial is turned to or as a run ("the locker
  combination is 12-34-56", "番号錠は 3-7-1-9", "金庫の番号は 4418"; not "2-3 times", a
  range), or as the turns of a safe's dial, three or more numbers each with its
  direction, beside a safe, a lock or a key box ("36 left, 12 right, 27 left", 左转到 17，
  右转到 42…, キーボックスは右に 3、左に 7、右に 1), each turn maybe with the times the
  dial goes round ("right 3 times to 45", 右に 3 回回して 45…; directions with no number,
  or a street's turns with no lock, are kept).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_codes import SENDER
from memdir.pipeline.admission.secret_locks import lock_code
from memdir.pipeline.admission.secret_national import national_id
from memdir.pipeline.redact import card_ok, luhn_ok, ssn_ok

_CARD = re.compile(r"(?<![\d\-])(?:\d[ \-]?){12,18}\d(?![\d\-])")
_CARD_WORD = re.compile(
    r"(?i)\bcard\b|\bcvv2?\b|\bcvc2?\b|\bcsc\b|\bexp(?:iry|iration|ires)?\b|\bvisa\b|mastercard"
    r"|\bamex\b|\bjcb\b|unionpay|security\s?code|卡号|信用卡|银行卡|借记卡|储蓄卡|安全码|有效期"
    r"|カード|セキュリティコード|有効期限")
# The networks' documented test numbers: examples in every payment provider's docs.
_TEST_CARDS = frozenset({
    "4242424242424242", "4000056655665556", "4111111111111111", "4012888888881881",
    "5555555555554444", "5105105105105100", "2223003122003222", "378282246310005",
    "371449635398431", "6011111111111117", "6011000990139424", "3056930009020004",
    "36227206271667", "3566002020360505", "6200000000000005", "4000000000000002",
    "4000000000009995", "4000002500003155", "4000000000003220", "5200828282828210"})

_SSN = re.compile(r"(?<![\d\-])(?P<a>\d{3})-(?P<g>\d{2})-(?P<s>\d{4})(?![\d\-])"
                  r"|(?<![\d\-])(?P<plain>\d{9})(?![\d\-])")
_SSN_WORD = re.compile(r"(?i)\bssn\b|social\s{1,3}security|社会保障号|社会保障番号")

_CN_ID = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_CN_REGIONS = frozenset({11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42,
                         43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82})
_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)

_MY_NUMBER = re.compile(r"(?<![\d\-])\d{4}[ \-]?\d{4}[ \-]?\d{4}(?![\d\-])")
_MY_NUMBER_WORD = re.compile(r"(?i)マイナンバー|個人番号|my\s?number")

# A passport number named as one: one or two letters and seven to nine digits (the US, China,
# Japan and most others), or nine digits.
_PASSPORT = re.compile(
    r"(?:(?i:passport)(?:[ \t]?(?i:no\.?|number|num|#))?|护照(?:号码|号)?|旅券番号"
    r"|パスポート(?:番号)?)"
    r"[ \t]{0,3}(?:(?i:is|was)[ \t]|[:：=]|是|为|は)?[ \t]{0,3}[\"'「]?"
    r"(?P<val>[A-Z]{0,2}\d{7,9})(?![A-Za-z0-9])")
_PIN = re.compile(
    r"(?:(?i:\bpin(?:\s?(?:code|number))?)"
    # "PIN for the joint debit card is 8351": what the PIN opens, between it and its verb
    r"(?i:\s{1,3}(?:for|of|on|to)\s{1,3}[\w.\-']{1,30}(?:\s{1,3}[\w.\-']{1,30}){0,3}?)?"
    r"\s{0,3}(?:is|was|[:=：]|是|は)"
    # A card's PINs given by their number: "暗証番号1が 3846", "PIN 2: 9102".
    r"|(?:暗証番号|\bPIN)[ \t]?[12](?:[ \t]{0,2}が)?"
    r"|\bPIN(?:\s?(?:code|number))?|暗証番号|暗证号码|支付密码|取款密码|交易密码|银行卡密码"
    r"|(?i:\bpin\s?code)"
    # A code that opens a door, an alarm, a safe or a phone; a password of digits alone
    # after 密码 / パスワード ("门禁密码 8520#", "宿舍门锁密码 20260101").
    r"|(?i:\b(?:door|gate|garage|alarm|entry|keypad|lock|safe|locker|building|unlock|disarm"
    r"|access|entrance|lockbox|key[ \t]?safe)(?:[ \t]panel)?\s?code"
    r"(?:\s{1,3}(?:for|of|to|at|on)\s{1,3}[\w.\-']{1,30}"
    r"(?:\s{1,3}[\w.\-']{1,30}){0,2}?)?\s{0,3}(?:is|was)?)"
    r"|密码|口令|パスワード|パスコード|解錠番号|暗証コード|解除番号|解除コード|解除暗証番号"
    # ... a gate's pass code (小区大门的临时通行码, 门禁码, 开门码)
    r"|通行码|通行碼|门禁码|門禁碼|开门码|開門碼)"
    r"\s{0,3}(?:は|是|为|[:：=])?\s{0,3}[\"'「]?(?P<val>\d{4,8})#?(?![\d.,]?\d)"
    r"(?!\s{0,2}(?:位|桁|個|个|文字|digits?|characters?|chars?|numbers?|-digit|年|月|日|天|次|回"
    r"|秒|分|人|元|円|件|号|番|times|years?|days?|tries|attempts))")

# A PIN said digit by digit: its name, a verb or a particle, four to eight digits apart.
_PIN_SAID = re.compile(
    r"(?:(?i:\bpin(?:\s?(?:code|number))?|\bpasscode)|暗証番号|暗证号码|支付密码|取款密码"
    r"|交易密码|密码|パスワード|パスコード|解錠番号|暗証コード)"
    r"[ \t]{0,3}(?:(?i:is|was)[ \t]|[:：=]|は|是|为|を|改成|改为|换成|设成|设为)[ \t]{0,3}[\"'「]?"
    r"(?P<val>\d(?:[ \t]\d){3,7})(?![ \t]?\d)"
    r"(?![ \t]{0,2}(?:位|桁|個|个|文字|digits?|characters?|numbers?|times|回|次"
    r"|这种|这样|之类|那种|のような|みたいな|など|like))")

# A combination lock's numbers: a padlock's, a locker's, a bike lock's, a safe's dial
# ("the locker combination is 12-34-56", "番号錠は 3-7-1-9", "密码锁 0412"): digits in
# groups as a dial is turned, or a run of three to eight; never a range or a count
# ("2-3 times", "3-4 weeks").
_COMBINATION = re.compile(
    r"(?:(?i:\b(?:combination|combo)(?:[ \t]{1,3}(?:lock|code|number))?"
    r"|\b(?:padlock|lock|locker|safe)[ \t]{0,3}(?:code|number|digits))"
    r"|番号錠|ダイヤル錠|ダイヤルロック|南京錠|金庫|数字锁|密码锁|号码锁|密码箱|保险柜|保险箱|挂锁"
    r"|自転車の鍵|チェーンロック|ワイヤーロック|自行车锁)"
    r"(?:[ \t]{1,3}(?i:for|of|on|to|at)[ \t]{1,3}[\w.\-']{1,30}(?:[ \t]{1,3}[\w.\-']{1,30}){0,2}?"
    r"|の?番号|的?密码|の暗証番号)?"
    r"[ \t]{0,3}(?:(?i:is|was)[ \t]|[:=：]|是|为|は[、，]?)[ \t]{0,3}[\"'「]?"
    r"(?P<val>\d{1,3}(?:[\- ]\d{1,3}){2,5}|\d{3,8})(?![\d\-.,:])"
    r"(?![ \t]{0,2}(?:位|桁|個|个|文字|digits?|characters?|numbers?|times|years?|months?|weeks?"
    r"|days?|hours?|minutes?|seconds?|tries|attempts|people|users|年|月|日|天|次|回|秒|分|人"
    # what a safe holds or weighs: "金庫は 1000 万円まで", "300 キロ"
    r"|万|億|円|元|キロ|kg|センチ|cm|リットル))")

# An alarm's or a keypad's code given as what to type ("the alarm panel by the back door:
# type 7391 and press OFF"); an alarm clock's time ("set the alarm, type 0630") is not one.
_KEYPAD = re.compile(
    r"(?i)\b(?:alarm|keypad|key[ \t]?pad|security[ \t](?:system|panel)|disarm|lockbox"
    r"|key[ \t]?safe)"
    r"[^\n.。]{0,60}?(?:\b(?:type|enter|key[ \t]in|punch[ \t]in|press|wants|takes|needs"
    r"|accepts)[ \t]{1,3}"
    # ... or its code said after it ("the side door has a keypad now, the code is 2716#")
    r"|\b(?:the|its|new|door|gate|entry|access)[ \t]{1,3}code[ \t]{0,3}(?:is|was|[:：])[ \t]{1,3}"
    # ... or what it opens with ("the lockbox opens with 7 3 0 9": digits said one by one)
    r"|\b(?:opens?|opened|unlocks?|unlocked|comes[ \t]open)[ \t]{1,3}with[ \t]{1,3})"
    r"[\"'“]?(?P<val>\d{4,8}|\d(?:[ \t]\d){3,7})(?![\d:]|[.,]\d)"
    r"(?![ \t]{0,2}(?:digits?|times|years?|days?|minutes?|seconds?|lines?|characters?))")
# A one-time login code that has just arrived, given to someone to type while it is valid
# ("the code just came to my phone: 739204. Can you type it in?", "验证码发到我手机了：
# 482913，帮我输一下"): its word, its digits a few words on, and the text saying it came, is
# to be typed or is still good for minutes. An error's, a tracking or an order's code is no
# one-time code; a TOTP setting ("codes are 6 digits, valid for 30 seconds") gives none.
_ONE_TIME_CODE = re.compile(
    r"(?i)(?<!error )(?<!status )(?<!exit )(?<!promo )(?<!coupon )(?<!discount )"
    r"(?<!tracking )(?<!order )(?<!booking )(?<!zip )(?<!postal )(?<!area )(?<!country )"
    r"(?<!source )(?<!response )(?<!return )(?<!product )\b(?:code|otp|passcode)\b"
    r"(?![ \t](?:review|freeze|base|owners?|coverage|snippet|block|style|path|name|quality"
    r"|change|search|point|page|line)s?\b)"
    r"|验证码|校验码|动态码|动态密码|確認コード|認証コード|認証番号|確認番号|ワンタイムパスワード"
    r"|ワンタイムコード")
# The digits right after the word, or after a colon or a verb a few words on ("the code
# just came to my phone: 739204"); not any number further on ("code review, PR 4821").
_CODE_DIGITS = re.compile(r"(?:[ \t]{0,3}|[^\n.。!?！？]{0,40}?(?:[:=]|\bis|\bwas|是|为|は"
                          r"|(?i:\bit's|\bit[ \t]is|\bthat's))"
                          r"[ \t]{0,3})(?<![\d/\-])(?<!\d[.,:])(?P<val>\d{4,8})"
                          r"(?![\d:/\-]|[.,]\d)")
_LIVE_CODE = re.compile(
    r"(?i)\b(?:came|arrived|just\s{1,3}got|received|texted|sent)\b[^\n]{0,30}?\b(?:phone|sms"
    r"|text|email|inbox|me)\b|\b(?:type|enter|punch|key)\s{1,3}it\s{1,3}in\b"
    r"|\b(?:good|valid)\s{1,3}for\s{1,3}(?:\d{1,2}|one|two|three|five|ten|fifteen)\s{1,3}min"
    r"|\bexpires?\s{1,3}in\s{1,3}(?:\d{1,2}|one|two|three|five|ten|fifteen)\s{1,3}min"
    # "the bank texted a code, …", "type it before it times out"
    r"|\b(?:texted|sent|emailed)\s{1,3}(?:me\s{1,3})?(?:a|the|my)\s{1,3}(?:new\s{1,3})?code\b"
    r"|\b(?:type|enter|put)\s{1,3}it(?:\s{1,3}in)?\s{1,3}before\s{1,3}it\s{1,3}"
    r"(?:expires|times\s{1,3}out|runs\s{1,3}out)"
    r"|发到|发来|收到|帮我输|帮我填|替我输|分钟内有效|分钟有效|届いた|届きました|入力して|打ち込んで"
    r"|分間有効|分以内")
# A code that was just sent, given with no word for it ("the bank just texted me 583920,
# can you put it in the verification box"), where the text says where it goes; and a code an
# authenticator shows now ("the authenticator shows 771 204 right now", "ワンタイムパスワード
# はいま 402 917 と表示されています"): six digits, or three and three, a few words after the
# app's or the code's name, and the text saying it is shown now.
_SENT_ME = re.compile(r"(?i)\b(?:texted|messaged|emailed|sent|sms'?d|dm'?d)[ \t]{1,3}me"
                      r"(?:[ \t]{1,3}(?:a|the|this)(?:[ \t]{1,3}code)?)?[ \t]{0,3}[:：]?[ \t]{0,3}"
                      r"(?P<val>\d{4,8}|\d{3}[ \t]\d{3})(?![\d:/\-]|[.,]\d)")
_TO_ENTER = re.compile(r"(?i)\b(?:put|type|enter|key|punch|fill)[ \t]{1,3}it[ \t]{1,3}in\b"
                       r"|verif(?:y|ication)|\b(?:log|sign)[ \t\-]?in\b|\bexpires?\b|\b2fa\b")
_SHOWN_CODE = re.compile(
    r"(?i)\b(?:authenticator|authy|(?:2fa|mfa|otp|totp)(?:[ \t]app)?|one[ \-]time[ \t]"
    r"(?:code|password|passcode))\b|ワンタイムパスワード|認証アプリ|身份验证器|验证器|动态口令"
    r"|动态密码")
_SHOWN_DIGITS = re.compile(r"[^\n。.!?！？]{0,30}?(?<![\d\-])(?P<val>\d{6}|\d{3}[ \t]\d{3})"
                           r"(?![\d\-]|[ \t]?(?:digits|seconds|桁|位|秒))")
_SHOWN_NOW = re.compile(r"(?i)\bnow\b|\bcurrently\b|\bshows\b|\bshowing\b|いま|今|现在"
                        r"|目前|表示|显示")
# Its words, looked up in the lower-cased text before the costlier patterns run.
_CODE_WORD = re.compile(r"code|otp|验证码|校验码|动态|コード|認証番号|確認番号|ワンタイム")
_YEAR = re.compile(r"(?:19|20)\d\d")
_CLOCK = re.compile(r"(?i)clock|wake|snooze|a\.?m\.?\b|p\.?m\.?\b|o'clock|目覚まし|闹钟")
# Chinese numerals read one digit each ("三八二九一七", 幺 for one): a number said as its
# digits, the way a PIN or a payment password is told; a run between other numerals (一二三
# 四五六七八九十) or with 十 / 百 / 千 / 万 in it is a count or an amount.
_NUMERALS = "〇零幺洞一二三四五六七八九拐"
_NUMERAL_DIGITS = re.compile(f"(?<![{_NUMERALS}十百千万亿两])[{_NUMERALS}]{{4,8}}"
                             f"(?![{_NUMERALS}十百千万亿两])")
_DIGIT_OF = {c: str(i) for i, c in enumerate("〇一二三四五六七八九")} | {
    "零": "0", "幺": "1", "洞": "0", "拐": "7"}  # 洞 and 拐: 0 and 7 read out over a radio
# Digits said as words, one word each and four to eight of them: in English ("four nine two
# seven", "oh four one nine"), or in Japanese kana or kanji set apart by 、 or ・ ("ゼロ、ハチ、
# サン、イチ", "さん・なな・ぜろ・に"), as a PIN or a lock's numbers are told. Read as the digits
# they say, so the rules of PINs and combinations read them as written ones; a run of
# fewer words is a count ("two three-packs").
_EN_DIGITS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
              "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}
_EN_WORD = "(?:" + "|".join(_EN_DIGITS) + ")"
_EN_SAID = re.compile(rf"(?i)(?<![\w\-]){_EN_WORD}(?:(?:[ \t]{{1,2}}|[ \t]?[,\-][ \t]?)"
                      rf"{_EN_WORD}){{3,7}}(?![\w\-])")
_JA_DIGITS = {"ゼロ": "0", "ぜろ": "0", "レイ": "0", "れい": "0", "〇": "0", "零": "0",
              "イチ": "1", "いち": "1", "一": "1", "ニ": "2", "に": "2", "二": "2",
              "サン": "3", "さん": "3", "三": "3", "ヨン": "4", "よん": "4", "四": "4",
              "ゴ": "5", "ご": "5", "五": "5", "ロク": "6", "ろく": "6", "六": "6",
              "ナナ": "7", "なな": "7", "七": "7", "ハチ": "8", "はち": "8", "八": "8",
              "キュウ": "9", "きゅう": "9", "九": "9"}
_JA_WORD = "(?:" + "|".join(sorted(_JA_DIGITS, key=len, reverse=True)) + ")"
_JA_SAID = re.compile(rf"(?:[、，,][ \t]?)?(?<![\u3040-\u30ff\u4e00-\u9fff]){_JA_WORD}"
                      rf"(?:[ \t]?[、・,，][ \t]?{_JA_WORD}){{3,7}}"
                      rf"(?![\u30a0-\u30ff\u4e00-\u9fff]|[\u3040-\u309f](?![すでじ]))")


# A digit said twice or three times over ("double seven", "triple one"; "4 が 2 つ"): the
# digits it stands for, so a code said so reads as its digits. Single digits then set
# apart by 、 and a word of order ("4 4、それから 1、8") are one run, as said one by one.
_REPEAT_EN = re.compile(r"(?i)(?<![\w\-])(?P<n>double|triple)[ \t]{1,2}(?P<d>" + _EN_WORD
                        + r"|\d)(?![\w\-])")
_REPEAT_JA = re.compile(r"(?<!\d)(?P<d>\d)[ \t]{0,2}が[ \t]{0,2}(?P<n>[23二三]|ふた|みっ)"
                        r"[ \t]{0,2}つ")
_TIMES = {"double": 2, "triple": 3, "2": 2, "二": 2, "ふた": 2, "3": 3, "三": 3, "みっ": 3}
_JA_RUN = re.compile(r"(?<![\d\-.])\d(?:(?:[ \t]{1,2}|[ \t]{0,2}[、，,][ \t]{0,2}"
                     r"(?:それから|そのあと|次に|そして)?[ \t]{0,2})\d(?![\d\-.])){3,7}")


def _repeats_said(text: str) -> str:
    if "double" in text.casefold() or "triple" in text.casefold():
        text = _REPEAT_EN.sub(lambda m: " ".join([m.group("d")] * _TIMES[m.group("n").casefold()]),
                              text)
    if "つ" in text and _REPEAT_JA.search(text):
        text = _REPEAT_JA.sub(lambda m: " ".join([m.group("d")] * _TIMES[m.group("n")]), text)
        text = _JA_RUN.sub(lambda m: re.sub(r"\D", "", m.group(0)), text)
    return text


def _said_digits(text: str) -> str:
    """``text`` with digits said as words written as digits (see `_EN_SAID`)."""
    text = _repeats_said(text)
    if any(w in text.casefold() for w in ("one", "two", "four", "five", "six", "seven",
                                           "eight", "nine", "zero", "oh")):
        text = _EN_SAID.sub(lambda m: "".join(
            _EN_DIGITS[w.casefold()] for w in re.findall(_EN_WORD, m.group(0), re.I)), text)
    if "、" in text or "・" in text or "," in text or "，" in text:
        text = _JA_SAID.sub(lambda m: " " + "".join(
            _JA_DIGITS[w] for w in re.findall(_JA_WORD, m.group(0))), text)
    return text
_LOCK_WORD = re.compile(r"(?i)\b(?:pad)?lock(?:er)?s?\b|\bsafe\b|\bvault\b|suitcase|luggage"
                        r"|\bbike\b|\bgym\b|\bdoor\b|\bgate\b")


# Other national numbers, each named: a Canadian SIN (Luhn), a UK National Insurance number,
# a Japanese basic pension number.
_SIN = re.compile(r"(?:\bSIN\b|(?i:social[ \t]{1,3}insurance[ \t]{1,3}(?:number|no)))"
                  r"[^\n]{0,40}?(?<![\w\-])(?P<val>\d{3}[ \-]?\d{3}[ \-]?\d{3})(?![\d\-])")
_NINO = re.compile(r"(?i:national[ \t]{1,3}insurance|\bNI[ \t]{1,3}(?:number|no)|\bNINO\b)"
                   r"[^\n]{0,30}?(?<![A-Za-z0-9])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z]"
                   r"[A-CEGHJ-NPR-TW-Z][ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D](?![A-Za-z0-9])")
_PENSION = re.compile(r"(?:基礎年金番号|年金番号|基础养老金号)[^\d\n]{0,8}?(?<!\d)\d{4}[ \-]?\d{6}"
                      r"(?![\d\-])")
# A safe's dial turned by directions: three numbers or more, each with its side, beside a
# safe or a lock ("36 left, 12 right, 27 left", "左转到 17，右转到 42", "右に 24、左に 71").
# Each turn may say how many times the dial goes round first ("right 3 times to 45",
# 左转两圈到 36, 右に 3 回回して 45、左に 2 回で 18、右で 72).
_TURN = (r"(?:\d{1,3}[ \t]{1,3}(?i:left|right)\b|(?i:left|right)[ \t]{1,3}"
         r"(?i:(?:(?:\d|two|three|four)[ \t]{1,3}(?:times|turns)|once|twice)[ \t]{1,3})?"
         r"(?:(?i:to)[ \t]{1,3})?\d{1,3}(?!\d)|[左右]转?(?:[一二三四两\d]圈)?(?:到|至)?[ \t]{0,2}"
         r"\d{1,3}(?!\d)|[左右][にへで]?"
         r"(?:[ \t]{0,2}[一二三四\d][ \t]{0,2}回転?(?:回して|して|で)?)?[ \t]{0,2}\d{1,3}(?!\d))")
_DIAL = re.compile(_TURN + r"(?:[ \t]{0,2}[,，、;；][ \t]{0,2}"
                   r"(?:(?i:then|and)[ \t]{1,3}|再|然后|最后|次に)?[ \t]{0,2}" + _TURN + r"){2,7}")
# The safe or lock itself, a noun ("the safe", "the hotel safe", "the safe's dial", "a
# padlock"), not "safe" said of a rollout or "lock" inside "lockfile".
_SAFE = re.compile(r"(?i)\b(?:the|a|my|our|your|his|her|their|this|that)[ \t]{1,3}"
                   r"(?:[a-z]+[ \t]{1,3})?(?:safe|vault)\b|\bsafe(?:'s|[ \t]{1,3}(?:opens|"
                   r"combination|combo|code|dial))\b|\b(?:pad|combination[ \t]{1,3})?locks?\b"
                   r"|\bdial\b|保险柜|保险箱|密码箱|密码锁|金庫|ダイヤル|錠"
                   # a key box's dial: "キーボックスは右に 3、左に 7…", "the lockbox: right 3…"
                   r"|(?i:\block[ \t]?box|\bkey[ \t]?(?:box|safe))|キーボックス|钥匙盒|钥匙箱")
# A door's code given as what to press: "オートロックは 1192 を押して", "门禁按 7316".
# ... or as what it opens with: "裏口のテンキーは 7193# で開きます".
_PRESS = re.compile(r"(?:オートロック|エントランス|玄関|宅配ボックス|テンキー|ドア|門|キーボックス"
                    r"|裏口|勝手口|通用口|ゲート|门禁|大门|单元门|门锁|楼门)[^\n。]{0,12}?"
                    r"(?:(?<!\d)(?P<ja>\d{4,8})#?[ \t]{0,3}(?:を[ \t]{0,2}(?:押|入力|入れ|打)"
                    r"|で[ \t]{0,2}開(?:き|く|け|錠))"
                    r"|按[ \t]{0,2}(?P<zh>\d{4,8})(?!\d))")


def _national(text: str) -> bool:
    for m in _SIN.finditer(text):
        digits = re.sub(r"\D", "", m.group("val"))
        if len(set(digits)) > 2 and digits != "046454286" and luhn_ok(digits):
            return True  # (046 454 286 is the sample SIN on the government's forms)
    return bool(_NINO.search(text) or _PENSION.search(text))


def _card(text: str) -> bool:
    if not _CARD_WORD.search(text):
        return False
    for m in _CARD.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if digits not in _TEST_CARDS and len(set(digits)) > 2 and card_ok(digits):
            return True
    return False


def _ssn(text: str) -> bool:
    if not _SSN_WORD.search(text):
        return False
    for m in _SSN.finditer(text):
        raw = m.group("plain") or m.group("a") + m.group("g") + m.group("s")
        if not ssn_ok(raw[:3], raw[3:5], raw[5:]):
            continue
        if len(set(raw)) > 2 and raw not in ("123456789", "078051120"):  # known examples
            return True
    return False


def _cn_id(text: str) -> bool:
    for m in _CN_ID.finditer(text):
        s = m.group(0).upper()
        if int(s[:2]) not in _CN_REGIONS:
            continue
        year, month, day = int(s[6:10]), int(s[10:12]), int(s[12:14])
        if not (1900 <= year <= 2099 and 1 <= month <= 12 and 1 <= day <= 31):
            continue
        check = "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], _CN_WEIGHTS, strict=True))
                              % 11]
        if s[17] == check:
            return True
    return False


def _my_number(text: str) -> bool:
    if not _MY_NUMBER_WORD.search(text):
        return False
    for m in _MY_NUMBER.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        body = [int(c) for c in reversed(digits[:11])]
        total = sum(d * (n + 1 if n <= 6 else n - 5) for n, d in enumerate(body, start=1))
        check = 0 if total % 11 <= 1 else 11 - total % 11
        if int(digits[11]) == check and len(set(digits)) > 2:
            return True
    return False


# BitLocker's recovery password: 48 digits in eight groups of six; each group is 11 times a
# 16-bit piece of the key (so below 720896), which no other number of this shape is bound to.
_BITLOCKER = re.compile(r"(?<![\d\-])\d{6}(?:-\d{6}){7}(?![\d\-])")


def _bitlocker(text: str) -> bool:
    return any(all(int(g) % 11 == 0 and int(g) < 720896 for g in m.group(0).split("-"))
               for m in _BITLOCKER.finditer(text))


def personal_secret(text: str) -> str | None:
    """The kind of card number, national id or PIN ``text`` gives, else None."""
    text = _NUMERAL_DIGITS.sub(lambda m: "".join(_DIGIT_OF[c] for c in m.group(0)),
                               _said_digits(text))
    if not any(c.isdigit() for c in text):
        return None
    if _card(text):
        return "a payment card number"
    if _ssn(text):
        return "a Social Security number"
    if _cn_id(text):
        return "a resident identity card number"
    if _my_number(text):
        return "a My Number (individual number)"
    if _national(text):
        return "a national identity number"
    found = national_id(text)
    if found:
        return found
    for m in _PASSPORT.finditer(text):
        if len(set(m.group("val"))) > 3:
            return "a passport number"
    for m in _PIN.finditer(text):
        if len(set(m.group("val"))) > 1:
            return "a PIN"
    for m in _PIN_SAID.finditer(text):
        if len(set(m.group("val").replace(" ", ""))) > 1:
            return "a PIN"
    if _bitlocker(text):
        return "a BitLocker recovery key"
    for m in _KEYPAD.finditer(text):
        if len(set(m.group("val").replace(" ", ""))) > 1 and not _CLOCK.search(text):
            return "a PIN"
    if _CODE_WORD.search(text.lower()) and _LIVE_CODE.search(text):
        for m in _ONE_TIME_CODE.finditer(text):
            code = _CODE_DIGITS.match(text, m.end())
            if code and len(set(code.group("val"))) > 1 and not _YEAR.fullmatch(code.group("val")) \
                    and not SENDER.match(text, code.end()):
                return "a one-time login code"
    if _TO_ENTER.search(text):
        for m in _SENT_ME.finditer(text):
            if len(set(m.group("val"))) > 2 and not _YEAR.fullmatch(m.group("val")):
                return "a one-time login code"
    if _SHOWN_NOW.search(text):
        for m in _SHOWN_CODE.finditer(text):
            code = _SHOWN_DIGITS.match(text, m.end())
            if code and len(set(code.group("val"))) > 2:
                return "a one-time login code"
    for m in _DIAL.finditer(text):  # the safe named up to a sentence before the turns
        if _SAFE.search(text, max(0, m.start() - 80), m.end() + 40):
            return "a lock's combination"
    for m in _PRESS.finditer(text):
        if len(set(m.group("ja") or m.group("zh"))) > 1:
            return "a PIN"
    for m in _COMBINATION.finditer(text):
        if m.group(0)[:1] in "cC" and not _LOCK_WORD.search(text):
            continue  # "the combo for the shortcut is 1-2-3": a combination of no lock
        if len(set(re.sub(r"\D", "", m.group("val")))) > 1:
            return "a lock's combination"
    return lock_code(text)


__all__ = ["personal_secret"]
