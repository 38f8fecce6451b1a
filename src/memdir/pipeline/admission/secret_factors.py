"""Second factors and wallet keys named by their words: a TOTP seed (base32, alone or in
groups after its name), backup and recovery codes (two codes, one long code, or one code of
letters and digits given as the code; three codes or more when named by the second factor
that gave them, "when I turned on 2-step: 4127 8830, 5591 2046, …", unless a unit follows
the run: "… 2210 4410 call minutes", "… 分钟" are counts), and a recovery phrase
of twelve words or more (in English words by their shape, or words of a BIP-39 list in any
of its languages).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_seed import seed_words_after

# Second factors and wallet keys, named by their words: a TOTP seed (base32), backup codes,
# a recovery phrase of twelve words or more.
_TOTP = re.compile(r"(?i)(?:totp|2fa|mfa|otp|authenticator|authy|二要素|两步|二步|双因素|多要素"
                   r"|二段階|2段階|二次验证|双重验证|ワンタイム|認証アプリ|验证器)"
                   r"[^\n]{0,30}?(?:seed|secret|key|种子|密钥|シード|キー|シークレット)"
                   r"(?:[ \t]{1,3}(?:for|of|on)[ \t][^\n:=]{1,40}?)?"  # "seed for the admin"
                   r"[ \t]{0,3}(?:is|was|:|=|是|为|は)?[ \t]{0,3}[\"'`「]?"
                   r"(?P<val>[A-Za-z2-7]{16,64}|(?:[A-Za-z2-7]{4}[ \-]){3,15}[A-Za-z2-7]{4})"
                   r"(?![A-Za-z0-9])")
_BACKUP_CODES = re.compile(
    r"(?i)(?:backup|recovery)[\s_\-]{0,3}(?:codes?|keys?)|备用码|备用验证码|备份码|恢复码|恢复代码"
    r"|恢复密钥|救援码|バックアップ\s?コード|リカバリー?(?:コード|キー)|予備コード|復旧(?:コード|キー)"
    r"|回復(?:キー|コード)")
# ... or named by the second factor that gave them ("Google gave me these when I turned on
# 2-step: 4127 8830, 5591 2046, …", 开启两步验证时给的：…, 二段階認証の…): three codes or more.
_FACTOR_GAVE = re.compile(r"(?i)\b(?:2|two)[ \-]?(?:step|factor)\b|\b2fa\b|\bmfa\b"
                          r"|两步验证|二步验证|双重验证|双因素|二段階認証|2段階認証|二要素認証|多要素認証")
_OTHER_NUMBERS = re.compile(r"(?i)ticket|order|issue|case|invoice|phone|call|\btel|fax|\bpr\b|#"
                            r"|工单|订单|电话|電話|注文|問い合わせ|番号")
# ... and numbers a unit follows are counts, not codes: "1200 3400, 5600 7800, 2210 4410 call
# minutes", "… 分钟", "… 通話時間".
# A Chinese or Japanese unit is one only where its word ends: at the end, before punctuation,
# a space or a particle ("2210 4410 分でした"); "分别", "步骤", "件名", "回复", "通知" are words
# a unit's character begins, and the codes before them are codes.
_UNIT_AFTER = re.compile(r"[ \t]{0,3}(?:(?i:(?:call[ \t])?min(?:ute)?s?|hours?|calls?|seconds?"
                         r"|texts|sms|gb|mb|kb|steps|points|miles|km)(?![a-z])"
                         r"|(?:分钟|分鐘|分|小时|小時|通|条|秒|時間|回|件|円|元|步|积分|ポイント)"
                         r"(?=$|\W|_|[的了吗呢吧啊和或都多内のでにはがをともへやだ]|左右|以上|以内"
                         r"|ずつ|です|まで|ほど|くらい|ぐらい))")
def _counted_after(window: str, end: int) -> bool:
    """Whether the codes listed up to ``end``, and any listed after them, go on with a
    unit: counts, not codes."""
    while (apart := _LISTED.match(window, end)) and (more := _CODE.match(window, apart.end())):
        end = more.end()
    return bool(_UNIT_AFTER.match(window, end))


_LISTED = re.compile(r"(?:[\s,，、;；/]|(?i:and)|和|と){1,6}")
# A code: digits in two groups, a run of eight to ten with a digit in it (not "together"),
# or two groups of letters and digits ("d0b93-8adec", GitHub's) with a digit in them (not
# "print them"), and not a word and a number ("user-1234", a ticket's "OPS-5678"); or one
# long code, three to eight groups of four or five set apart by dashes (a recovery key
# "8f3a-2c91-7d4e-b6a0", Microsoft's "XXXXX-XXXXX-…" of five, Apple's of seven) or, in
# capitals and digits, by spaces (Bitwarden's "513L WUNK W4SB …").
_CODE = re.compile(r"(?<![\w\-])(?:\d{4,5}[\- ]\d{4,5}|(?=[a-z]{0,9}\d)[a-z0-9]{8,10}"
                   r"|(?![A-Za-z]{4,5}-\d)(?=[A-Za-z\-]{0,10}\d)[A-Za-z0-9]{4,5}-[A-Za-z0-9]{4,5}"
                   r"|(?P<long>(?=[A-Za-z\-]{0,30}\d)[A-Za-z0-9]{4,5}(?:-[A-Za-z0-9]{4,5}){2,7}"
                   r"|(?=[A-Z ]{0,30}\d)[A-Z0-9]{4,5}(?: [A-Z0-9]{4,5}){3,7}))"
                   r"(?![\w\-])")
_ONE_CODE = re.compile(r"[ \t]{0,3}(?i:is|was|[:：=]|是|为|は)[ \t]{0,3}[\"'「]?"
                       r"(?=[A-Za-z]{0,7}\d)(?=\d{0,7}[A-Za-z])[A-Za-z0-9]{5,8}(?![\w\-])"
                       # ... not the name of where the codes are ("REC2024 in the runbook")
                       r"(?![ \t]{1,3}(?i:in|on|under|at)[ \t]{1,3}(?:the|our|a)\b)")
_PHRASE = re.compile(r"(?i)(?:recovery|seed|mnemonic|secret|wallet|backup)\s{0,3}(?:phrase|words)"
                     r"|(?:12|15|18|21|24|twelve|twenty[ \-]four)\s{1,3}(?:seed\s{1,3})?words"
                     r"|seed(?=\s{0,3}[:：=])|(?:recovery|wallet|backup|restore)\s{0,3}seed\b"
                     # ... not a database's seed: "our backup seed script inserts …"
                     r"(?!\s{0,3}(?:scripts?|data|files?|sql|rows?|records?|jobs?|tasks?))"
                     r"|mnemonic|助记词|助記詞|助记短语|恢复短语|种子短语|シードフレーズ"
                     r"|リカバリーフレーズ|復元(?:用の?)?(?:フレーズ|ワード)|リカバリーワード"
                     r"|シードワード|ニーモニック|恢复词|助记单词"
                     # Named after its words: "the words for my Ledger", "钱包的 12 个单词",
                     # "復元用の12単語", "ウォレットの単語".
                     r"|\bwords(?=\s{1,3}(?:for|of|to)\s{1,3}(?:(?:my|the|our|this)\s{1,3})?"
                     r"(?:wallet|ledger|trezor|metamask|phantom|exodus|coldcard))"
                     r"|(?:wallet|ledger|trezor|metamask|phantom|exodus)(?:'s)?\s{1,3}words"
                     r"|(?:12|15|18|21|24|十二|二十四)\s{0,3}(?:个|個の?)?\s{0,3}(?:英文|英)?"
                     r"(?:单词|單詞|単語|ワード)|(?:钱包|ウォレット)的?の?\s{0,3}(?:英文)?(?:单词|単語)")
# Each word a whole run of letters and a separator between any two, so a long run of
# letters is never split into "words" in every possible way (exponential backtracking).
# Before them, what the phrase is for and a verb may stand: "seed phrase for my Ledger is".
_WORDS = re.compile(r"(?:[ \t]{1,3}(?i:for|of)(?:[ \t]{1,3}[\w\-']{1,30}){1,3}?)?"
                    # ... or a few words ending in a colon: "the phrase once, writing it here:"
                    r"(?:[ \t,]{1,3}[^\n:：.]{1,50}?[:：](?=[ \t\n]))?"
                    r"(?:[ \t]{1,3}(?i:is|was|are|reads)|[ \t]{0,3}(?:是|为|は|→|->))?"
                    r"[\s:：=)）]{0,3}(?P<words>(?:1[.)][ \t]{0,2})?[a-z]{3,8}(?![a-z])"
                    r"(?:[\s,，]{1,3}(?:\d{1,2}[.)][ \t]{0,2})?[a-z]{3,8}(?![a-z])){11,23})")
FUNCTION_WORDS = frozenset(
    "the and are for with our that this from will was were been have has they them their "
    "your should must would could into when what which where then than its not never".split())

def second_factor(text: str, usable: Callable[[str], str | None]) -> str | None:
    """The kind of second factor or wallet key ``text`` gives, else None; ``usable`` is
    the value as the caller reads it (None for a placeholder or a reference)."""
    m = _TOTP.search(text)
    if m and (m.group("val").isupper() or any(c.isdigit() for c in m.group("val"))) \
            and usable(re.sub(r"[ \-]", "", m.group("val"))):  # not "XXXX XXXX XXXX XXXX"
        return "a one-time password seed"  # base32: upper-case letters and 2-7
    m = _BACKUP_CODES.search(text)
    if m:
        codes = list(_CODE.finditer(text[m.end():m.end() + 200]))
        # Two codes, or one long one ("8f3a-2c91-7d4e-b6a0", a recovery key), or one code of
        # letters and digits given as the code ("the Steam Guard recovery code is R48213").
        if len(codes) >= 2 or any(c.group("long") for c in codes) \
                or _ONE_CODE.match(text, m.end()):
            return "backup codes"
    for m in _FACTOR_GAVE.finditer(text):
        window = text[m.end():m.end() + 200]
        listed = 0  # codes in a row, only commas, spaces or "and" between them
        last = None
        for c in _CODE.finditer(window):
            if len(set(re.sub(r"\W", "", c.group(0)))) <= 2:
                continue
            apart = last is not None and _LISTED.fullmatch(window, last, c.start())
            if not apart and _OTHER_NUMBERS.search(window, max(0, c.start() - 24), c.start()):
                break  # "tickets 4127-8830, …", "call 4127 8830": numbers of something else
            listed = listed + 1 if apart else 1
            last = c.end()
            if listed >= 3:
                if _counted_after(window, last):
                    break  # "… 2210 4410 call minutes": counts
                return "backup codes"
    for m in _PHRASE.finditer(text):  # each name: "助记词（12 个单词）：…" names it twice
        words = _WORDS.match(text, m.end())
        if words:
            said = re.findall(r"[a-z]+", words.group("words"))
            # A wallet's words are many and never the little words of a sentence.
            if len(set(said)) >= 8 and not FUNCTION_WORDS.intersection(said):
                return "a recovery phrase"
        # ... or words of a BIP-39 list, in any of its languages, a few words after the name
        # ("recovery phrase, in order: …", "中文助记词：央 浅 兄 …").
        if seed_words_after(text, m.end()):
            return "a recovery phrase"
    return None


__all__ = ["FUNCTION_WORDS", "second_factor"]
