"""A person's identity numbers of other countries, each given as itself: its name beside it
and its check digit (where it has one) right.

A number of one of these shapes alone is an order's, a phone's or a parcel's; its name alone
is talk of it ("a CPF is written 000.000.000-00", "在留カード番号は英字 2 文字、数字 8 桁…").
Both together, and the check digit agreeing, is someone's number:

- a Brazilian CPF (``404.722.192-94``: two mod-11 check digits), beside CPF;
- an Indian Aadhaar (twelve digits, the first 2-9, in groups of four or not: Verhoeff's
  check), beside Aadhaar / आधार / UID;
- a Spanish DNI or NIE (eight digits and a letter, or X, Y or Z, seven digits and a letter:
  the letter is the number mod 23), beside DNI, NIE or NIF;
- a Singapore NRIC or FIN (S, T, F, G or M, seven digits, a check letter), beside NRIC or
  FIN;
- an Australian tax file number (nine digits, weighted mod 11), beside TFN or "tax file";
- a Swedish personnummer (a birth date and four digits, the last Luhn's), beside
  personnummer;
- a Korean resident registration number (a birth date, a digit 1-8 and six more, the last a
  weighted mod 11), beside 주민등록번호, resident registration, 居民登录号, 住民登録番号;
- a Taiwanese national id (a letter, 1 or 2, eight digits: weighted mod 10), beside 身分证,
  身份证, 身分證 or "national ID";
- a Hong Kong identity card (one or two letters, six digits, a check digit or A in
  brackets), beside 香港身份证, 香港身分證, HKID or "Hong Kong identity": the card writes
  its check digit apart, in brackets, and no order's or form's number is written so, so
  the shape beside the name is the card's whatever the digit in brackets (a wrong one is a
  slip in copying it; a counted-up example, A123456(7), is still an example);
- a Chinese exit-entry permit for Hong Kong and Macao (C, a letter or a digit, seven
  digits), beside 港澳通行证 / 往来港澳通行证;
- a Dutch citizen service number (nine digits, the eleven test), beside BSN or
  burgerservicenummer; a German tax id (eleven digits, ISO 7064 MOD 11,10), beside Steuer-ID
  or Steueridentifikationsnummer;
- Japanese numbers of a person: a residence card (two letters, eight digits, two letters)
  beside 在留カード / residence card, a driving licence (twelve digits) beside 運転免許証 /
  免許証番号 / 驾驶证, a resident record code (eleven digits) beside 住民票コード, an
  employment insurance number (4, 6 and 1 digits) beside 雇用保険 or 被保険者番号, and a health
  insurance card's symbol and number (記号 … 番号 …, given together) beside 保険証;
- a Polish PESEL (a birth date and five digits, weighted mod 10), beside PESEL;
- a Mexican CURP (four letters, a birth date, the sex, the state, three consonants, a
  character and a check digit), beside CURP;
- a Finnish personal identity code (a birth date, the century's sign, three digits and a
  check character mod 31), beside HETU, henkilötunnus or "personal identity code";
- a Turkish identity number (eleven digits, two check digits), beside T.C. Kimlik, TCKN;
- an Israeli identity number (nine digits, Luhn's check), beside Teudat Zehut or an
  identity card's word with Israel named just before it (以色列…身份证, イスラエル…ID);
- an Italian codice fiscale (six letters, the birth's year, month and day, a place's code
  and a check letter), beside codice fiscale (Mario Rossi's, the guides' example, is none);
- a Belgian national number (a birth date, three digits, 97 less the rest mod 97), beside
  rijksregisternummer, numéro national, "national number", 国民番号 or 国民号;
- a Norwegian fødselsnummer (a birth date, three digits, two mod-11 check digits), beside
  fødselsnummer or "Norwegian national identity number";
- a Thai identity number (thirteen digits, weighted mod 11), beside the card's Thai name,
  "Thai ID" or the card's word with Thailand named just before it (タイの身分証, 泰国身份证).

A run of one digit, or two, is a format's example (000.000.000-00); a number whose check
fails is no one's (but a Hong Kong card's, whose check stands apart in brackets). Every
pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from memdir.foundation import lazy_re as re
from memdir.pipeline.redact import luhn_ok

_NEAR = 40  # how far from its name a number may stand (within the sentence)


def _named(name: re.Pattern[str], number: re.Pattern[str], text: str
           ) -> Iterator[re.Match[str]]:
    """The numbers of ``number``'s shape within a few words after ``name``."""
    for m in name.finditer(text):
        end = m.end()
        yield from number.finditer(text[end:end + _NEAR + 30])


def _digits(value: str) -> str:
    return re.sub(r"\D", "", value)


def _varied(digits: str) -> bool:
    """More than two digits, not counted up ("1234-567890-1": a form's example) and not a
    number the authorities publish for tests (the Netherlands' BSN 111222333, 123456782) or
    every guide prints (PESEL 44051401359, HETU 131052-308T, T.C. Kimlik 10000000146)."""
    return len(set(digits)) > 2 and digits[:10] not in _COUNTED \
        and digits not in _PUBLISHED_EXAMPLES


_COUNTED = "01234567890123456789"
# ... and the examples every guide prints: Wikipedia's PESEL, Finland's official HETU, the
# T.C. Kimlik number test forms take.
_PUBLISHED_EXAMPLES = frozenset({"111222333", "123456782", "44051401359", "131052308",
                                 "10000000146"})


# --- Brazil ----------------------------------------------------------------------------
_CPF_WORD = re.compile(r"(?<![A-Za-z])CPF(?![A-Za-z])")
_CPF = re.compile(r"(?<![\d.\-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d.\-]?\d)")


def _cpf_ok(d: str) -> bool:
    for n in (9, 10):
        total = sum(int(c) * w for c, w in zip(d[:n], range(n + 1, 1, -1), strict=True))
        if (total * 10) % 11 % 10 != int(d[n]):
            return False
    return True


# --- India -----------------------------------------------------------------------------
_AADHAAR_WORD = re.compile(r"(?i)aadhaa?r|आधार|\bUIDAI?\b")
_AADHAAR = re.compile(r"(?<![\d\-])[2-9]\d{3}[ \-]?\d{4}[ \-]?\d{4}(?![\d\-])")
_VD = ("0123456789", "1234067895", "2340178956", "3401289567", "4012395678", "5987604321",
       "6598710432", "7659821043", "8765932104", "9876543210")
_VP = ("0123456789", "1576283094", "5803796142", "8916043527", "9453126870", "4286573901",
       "2793806415", "7046913258")


def _verhoeff_ok(d: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = int(_VD[c][int(_VP[i % 8][int(ch)])])
    return c == 0


# --- Spain -----------------------------------------------------------------------------
_DNI_WORD = re.compile(r"(?<![A-Za-z])(?:DNI|NIE|NIF)(?![A-Za-z])")
_DNI = re.compile(r"(?<![A-Za-z0-9])(?P<x>[XYZ])?[ \-]?(?P<n>\d{7,8})[ \-]?(?P<l>[A-Z])"
                  r"(?![A-Za-z0-9])")


def _dni_ok(m: re.Match[str]) -> bool:
    number = m.group("n")
    if m.group("x"):
        if len(number) != 7:
            return False
        number = str("XYZ".index(m.group("x"))) + number
    elif len(number) != 8:
        return False
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23] == m.group("l")


# --- Singapore -------------------------------------------------------------------------
_NRIC_WORD = re.compile(r"(?<![A-Za-z])(?:NRIC|FIN)(?![A-Za-z])")
_NRIC = re.compile(r"(?<![A-Za-z0-9])(?P<p>[STFGM])(?P<n>\d{7})(?P<c>[A-Z])(?![A-Za-z0-9])")


def _nric_ok(m: re.Match[str]) -> bool:
    total = sum(int(c) * w for c, w in zip(m.group("n"), (2, 7, 6, 5, 4, 3, 2), strict=True))
    prefix = m.group("p")
    total += 4 if prefix in "TG" else 3 if prefix == "M" else 0
    letters = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK" if prefix in "FG" \
        else "KLJNPQRTUWX"
    return letters[total % 11] == m.group("c")


# --- Australia -------------------------------------------------------------------------
_TFN_WORD = re.compile(r"(?i)(?<![A-Za-z])TFN(?![A-Za-z])|tax[ \t]file[ \t](?:number|no)")
_TFN = re.compile(r"(?<![\d\-])\d{3}[ \-]?\d{3}[ \-]?\d{3}(?![\d\-])")


def _tfn_ok(d: str) -> bool:
    weights = (1, 4, 3, 7, 5, 8, 6, 9, 10)
    return sum(int(c) * w for c, w in zip(d, weights, strict=True)) % 11 == 0


# --- Sweden ----------------------------------------------------------------------------
_PNR_WORD = re.compile(r"(?i)personnummer|samordningsnummer")
_PNR = re.compile(r"(?<![\d\-])(?:19|20)?\d{6}[\-+]?\d{4}(?![\d\-])")


# --- the Netherlands and Germany ---------------------------------------------------------
_BSN_WORD = re.compile(r"(?i)(?<![A-Za-z])BSN(?![A-Za-z])|burgerservicenummer|sofinummer")
_BSN = re.compile(r"(?<![\d.\-])\d{4}\.?\d{2}\.?\d{3}(?![\d.\-]?\d)")


def _bsn_ok(d: str) -> bool:
    """The eleven test: the digits weighted 9 down to 2, the last by -1, sum to a multiple
    of 11."""
    total = sum(int(c) * w for c, w in zip(d, (9, 8, 7, 6, 5, 4, 3, 2, -1), strict=True))
    return d[0] != "0" and total % 11 == 0


_STEUER_WORD = re.compile(r"(?i)steuer[ \-]?(?:id|identifikationsnummer)|\bIdNr\b"
                          r"|german[ \t]tax[ \t]id")
_STEUER = re.compile(r"(?<![\d\-])\d{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}(?![\d\-])")


def _steuer_ok(d: str) -> bool:
    """ISO 7064 MOD 11,10, and one digit twice or three times in the first ten."""
    if d[0] == "0" or len(set(d[:10])) not in (8, 9):
        return False
    product = 10
    for c in d[:10]:
        total = (int(c) + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == int(d[10])


# --- Korea -----------------------------------------------------------------------------
_RRN_WORD = re.compile(r"(?i)주민등록번호|주민번호|resident[ \t]registration|居民登录号|居民登錄號"
                       r"|住民登録番号|居民身份证号")
_RRN = re.compile(r"(?<![\d\-])\d{6}[ \-]?[1-8]\d{6}(?![\d\-])")


def _rrn_ok(d: str) -> bool:
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    total = sum(int(c) * w for c, w in zip(d[:12], weights, strict=True))
    month, day = int(d[2:4]), int(d[4:6])
    return 1 <= month <= 12 and 1 <= day <= 31 and (11 - total % 11) % 10 == int(d[12])


# --- Taiwan ----------------------------------------------------------------------------
_TW_WORD = re.compile(r"(?i)身分证|身份证|身分證|身份證|national[ \t]id")
_TW = re.compile(r"(?<![A-Za-z0-9])[A-Z][12]\d{8}(?![A-Za-z0-9])")
_TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"


def _tw_ok(value: str) -> bool:
    code = _TW_LETTERS.index(value[0]) + 10
    total = code // 10 + code % 10 * 9
    total += sum(int(c) * w for c, w in zip(value[1:9], (8, 7, 6, 5, 4, 3, 2, 1), strict=True))
    return (total + int(value[9])) % 10 == 0


# --- Hong Kong -------------------------------------------------------------------------
_HK_WORD = re.compile(r"(?i)香港身份证|香港身分证|香港身份證|香港身分證|\bHKID\b"
                      r"|hong[ \t]kong[ \t]id")
_HK = re.compile(r"(?<![A-Za-z0-9])(?P<l>[A-Z]{1,2})(?P<n>\d{6})[ \t]?[(（](?P<c>[0-9A])[)）]")


# --- China: exit-entry permits -----------------------------------------------------------
_PERMIT_WORD = re.compile(r"港澳通行证|往来港澳通行证|港澳通行證|台湾通行证|往来台湾通行证")
_PERMIT = re.compile(r"(?<![A-Za-z0-9])[CTL][A-Z0-9]\d{7}(?![A-Za-z0-9])")


# --- Japan -----------------------------------------------------------------------------
_ZAIRYU_WORD = re.compile(r"(?i)在留カード|residence[ \t]card|在留卡")
_ZAIRYU = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{8}[A-Z]{2}(?![A-Za-z0-9])")
_LICENCE_WORD = re.compile(r"(?i)運転免許証|免許証の?番号|免許番号|驾驶证号|驾照号"
                           r"|driver'?s?[ \t]licen[cs]e[ \t](?:number|no)")
_LICENCE = re.compile(r"(?<![\d\-])\d{4}[ \-]?\d{4}[ \-]?\d{4}(?![\d\-])")
# ... an employment insurance number (4, 6 and 1 digits), beside 雇用保険 or 被保険者番号.
_KOYO_WORD = re.compile(r"雇用保険|被保険者番号")
_KOYO = re.compile(r"(?<![\d\-])\d{4}-?\d{6}-?\d(?![\d\-])")
_JUMINHYO_WORD = re.compile(r"住民票コード")
_JUMINHYO = re.compile(r"(?<![\d\-])\d{11}(?![\d\-])")
_INSURANCE = re.compile(r"(?:保険証|被保険者証|資格確認書)[^\n。]{0,20}?記号[^\d\n。]{0,5}"
                        r"(?P<a>\d{1,8})[^\d\n。]{1,8}?番号[^\d\n。]{0,5}(?P<b>\d{1,8})(?!\d)")


# --- Poland, Finland, Norway, Belgium --------------------------------------------------------
_PESEL_WORD = re.compile(r"(?<![A-Za-z])PESEL(?![A-Za-z])")
_PESEL = re.compile(r"(?<![\d\-])\d{11}(?![\d\-])")


def _pesel_ok(d: str) -> bool:
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    month = int(d[2:4]) % 20
    return 1 <= month <= 12 and 1 <= int(d[4:6]) <= 31 and (10 - sum(
        int(c) * w for c, w in zip(d[:10], weights, strict=True)) % 10) % 10 == int(d[10])


_HETU_WORD = re.compile(r"(?i)(?<![a-z])hetu(?![a-z])|henkilötunnus|personal[ \t]identity[ \t]code")
_HETU = re.compile(r"(?<![\dA-Za-z\-])(?P<d>\d{6})[\-+A-FU-Y](?P<n>\d{3})(?P<c>[0-9A-Y])"
                   r"(?![\dA-Za-z])")


def _hetu_ok(m: re.Match[str]) -> bool:
    date = m.group("d")
    return 1 <= int(date[:2]) <= 31 and 1 <= int(date[2:4]) <= 12 \
        and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(date + m.group("n")) % 31] == m.group("c")


_NO_WORD = re.compile(r"(?i)f(?:ø|o|oe)dselsnummer|norwegian[ \t]national[ \t]identity")
_NO = re.compile(r"(?<![\d\-])\d{6}[ ]?\d{5}(?![\d\-])")


def _mod11_check(digits: str, weights: tuple[int, ...]) -> int:
    check = 11 - sum(int(c) * w for c, w in zip(digits, weights, strict=True)) % 11
    return 0 if check == 11 else check


def _no_ok(d: str) -> bool:
    first = _mod11_check(d[:9], (3, 7, 6, 1, 8, 9, 4, 5, 2))
    second = _mod11_check(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))
    return 1 <= int(d[:2]) % 40 <= 31 and first == int(d[9]) and second == int(d[10])


_BE_WORD = re.compile(r"(?i)rijksregisternummer|num[ée]ro[ \t]national|national[ \t]number"
                      r"|国民番号|国民号|国民编号")
_BE = re.compile(r"(?<![\d.\-])\d{2}\.?\d{2}\.?\d{2}[\-.]?\d{3}\.?\d{2}(?![\d.\-]?\d)")


def _be_ok(d: str) -> bool:
    """97 less the first nine digits mod 97 (with a 2 before them for a birth from 2000)."""
    check = int(d[9:])
    return 97 - int(d[:9]) % 97 == check or 97 - int("2" + d[:9]) % 97 == check


# --- Mexico, Italy -------------------------------------------------------------------------
_CURP_WORD = re.compile(r"(?<![A-Za-z])CURP(?![A-Za-z])")
_CURP = re.compile(r"(?<![A-Za-z0-9])[A-Z]{4}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\d"
                   r"(?![A-Za-z0-9])")


def _curp_ok(value: str) -> bool:
    alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ"
    total = sum(alphabet.index(c) * (18 - i) for i, c in enumerate(value[:17]))
    return (10 - total % 10) % 10 == int(value[17])


_CF_WORD = re.compile(r"(?i)codice[ \t]fiscale")
_CF = re.compile(r"(?<![A-Za-z0-9])[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![A-Za-z0-9])")
_CF_ODD = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25,
           24, 23)  # A to Z at odd places (the first, the third …); a digit as the letter at it


# Mario Rossi's, the example every guide to the codice fiscale prints.
_CF_EXAMPLES = frozenset({"RSSMRA85T10A562S", "RSSMRA80A01H501U"})


def _cf_ok(value: str) -> bool:
    total = 0
    for i, c in enumerate(value[:15]):
        at = int(c) if c.isdigit() else ord(c) - 65
        total += _CF_ODD[at] if i % 2 == 0 else at
    return chr(65 + total % 26) == value[15]


# --- Turkey, Israel, Thailand ----------------------------------------------------------------
_TC_WORD = re.compile(r"(?i)T\.?[ \t]?C\.?[ \t]kimlik|(?<![a-z])kimlik[ \t]n|(?<![A-Za-z])TCKN"
                      r"(?![A-Za-z])")
_TC = re.compile(r"(?<![\d\-])[1-9]\d{10}(?![\d\-])")


def _tc_ok(d: str) -> bool:
    n = [int(c) for c in d]
    tenth = ((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10
    return tenth == n[9] and sum(n[:10]) % 10 == n[10]


_IL_WORD = re.compile(r"(?i)teudat[ \t]zehut|israeli[ \t](?:id|identity)"
                      r"|以色列[^\n。，,]{0,8}?(?:身份证|身分证|ID)"
                      r"|イスラエル[^\n。、,]{0,8}?(?:ID|身分証|番号)")
_IL = re.compile(r"(?<![\d\-])\d{9}(?![\d\-])")
_TH_WORD = re.compile(r"(?i)thai[ \t](?:national[ \t])?id|เลขประจำตัวประชาชน"
                      r"|泰国[^\n。，,]{0,6}?身份证|タイ[^\n。、,]{0,6}?(?:身分証|ID)")
_TH = re.compile(r"(?<![\d\-])\d[ \-]?\d{4}[ \-]?\d{5}[ \-]?\d{2}[ \-]?\d(?![\d\-])")


def _th_ok(d: str) -> bool:
    total = sum(int(c) * (13 - i) for i, c in enumerate(d[:12]))
    return (11 - total % 11) % 10 == int(d[12])


def national_id(text: str) -> str | None:
    """The kind of another country's identity number ``text`` gives as someone's, else None."""
    rules: tuple[tuple[re.Pattern[str], re.Pattern[str], Callable[[re.Match[str]], bool]],
                 ...] = (
            (_CPF_WORD, _CPF, lambda m: _cpf_ok(_digits(m.group(0)))),
            (_AADHAAR_WORD, _AADHAAR, lambda m: _verhoeff_ok(_digits(m.group(0)))),
            (_DNI_WORD, _DNI, _dni_ok),
            (_NRIC_WORD, _NRIC, _nric_ok),
            (_TFN_WORD, _TFN, lambda m: _tfn_ok(_digits(m.group(0)))),
            (_PNR_WORD, _PNR, lambda m: luhn_ok(_digits(m.group(0))[-10:])),
            (_RRN_WORD, _RRN, lambda m: _rrn_ok(_digits(m.group(0)))),
            (_TW_WORD, _TW, lambda m: _tw_ok(m.group(0))),
            (_HK_WORD, _HK, lambda m: True),
            (_PERMIT_WORD, _PERMIT, lambda m: True),
            (_ZAIRYU_WORD, _ZAIRYU, lambda m: True),
            (_LICENCE_WORD, _LICENCE, lambda m: True),
            (_JUMINHYO_WORD, _JUMINHYO, lambda m: True),
            (_KOYO_WORD, _KOYO, lambda m: True),
            (_BSN_WORD, _BSN, lambda m: _bsn_ok(_digits(m.group(0)))),
            (_STEUER_WORD, _STEUER, lambda m: _steuer_ok(_digits(m.group(0)))),
            (_PESEL_WORD, _PESEL, lambda m: _pesel_ok(m.group(0))),
            (_HETU_WORD, _HETU, _hetu_ok),
            (_NO_WORD, _NO, lambda m: _no_ok(_digits(m.group(0)))),
            (_BE_WORD, _BE, lambda m: _be_ok(_digits(m.group(0)))),
            (_CURP_WORD, _CURP, lambda m: _curp_ok(m.group(0))),
            (_CF_WORD, _CF, lambda m: _cf_ok(m.group(0)) and m.group(0) not in _CF_EXAMPLES),
            (_TC_WORD, _TC, lambda m: _tc_ok(m.group(0))),
            (_IL_WORD, _IL, lambda m: luhn_ok(m.group(0))),
            (_TH_WORD, _TH, lambda m: _th_ok(_digits(m.group(0)))))
    for name, number, ok in rules:
        for m in _named(name, number, text):
            if _varied(_digits(m.group(0))) and ok(m):
                return "a national identity number"
    for m in _INSURANCE.finditer(text):
        if len(set(m.group("a") + m.group("b"))) > 1:
            return "a health insurance card's symbol and number"
    return None


__all__ = ["national_id"]
