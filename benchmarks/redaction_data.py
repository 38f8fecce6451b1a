"""A labelled corpus for redaction: personal data written as people write it in English,
Chinese and Japanese, and numbers that only look like it.

Every value is made here with its checksum computed (cards, IBANs, resident IDs, My
Numbers) or checked by libphonenumber (phones), from a fixed seed, so the corpus is the
same on every run and each label is true by construction. A *positive* is a sentence
holding one value; redaction must remove every digit or letter of the value and name its
kind. A *negative* is a look-alike: a checksum that fails, a timestamp, a version, a
postal code, an order id, a price; redaction must leave it unchanged.

Writing styles are mixed on purpose: full-width digits and ``＠``, the ideographic space,
grouping by spaces, dashes, dots or the katakana middle dot, lower-case IBANs, a number
glued to the CJK text around it, zero-width spaces inside it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = 20261203
PER_KIND = 15  # values per kind and language for the positives


@dataclass(frozen=True)
class Case:
    lang: str  # en | zh | ja
    kind: str  # the label redaction must name; "" for a negative
    style: str  # how the value is written
    text: str
    value: str  # the value as written in the text ("" for a negative)


TEMPLATES = {
    "card": {"en": ["My card is {v}, charge it please.", "card number: {v} exp 12/29",
                    "Use {v} for the order."],
             "zh": ["我的卡号是{v}，请扣款。", "信用卡{v}可以用吗", "银行卡：{v}"],
             "ja": ["カード番号は{v}です。", "クレジットカード{v}で払います", "カード：{v}"]},
    "iban": {"en": ["Wire it to {v} today.", "IBAN: {v}", "my account {v}, thanks"],
             "zh": ["请转账到{v}的账户", "我的IBAN是{v}。", "账户{v}谢谢"],
             "ja": ["振込先は{v}です。", "IBAN：{v}", "口座{v}に送金してください"]},
    "national id": {"en": ["ID number {v} on the form", "my resident id is {v}."],
                    "zh": ["身份证号{v}，请核对", "我的身份证是{v}。"],
                    "ja": ["身分証{v}を提出しました", "中国の身分証番号は{v}です"]},
    "my number": {"en": ["my My Number is {v}.", "My Number: {v}"],
                  "zh": ["我的日本个人编号{v}", "个人编号：{v}"],
                  "ja": ["マイナンバーは{v}です。", "個人番号：{v}", "私の番号{v}です"]},
    "phone": {"en": ["call me at {v} after six", "my number is {v}.", "phone:{v}"],
              "zh": ["我的手机{v}，随时打", "电话：{v}。", "请拨打{v}联系我"],
              "ja": ["電話番号は{v}です。", "携帯{v}までご連絡ください", "連絡先：{v}"]},
    "email": {"en": ["write to {v} please", "email: {v}.", "reach me at {v}"],
              "zh": ["请发邮件到{v}谢谢", "我的邮箱是{v}。", "邮箱：{v}"],
              "ja": ["メールは{v}まで", "連絡先：{v}です", "アドレス{v}に送ってください"]},
}

_FULL = str.maketrans("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ@.-+ ",
                      "０１２３４５６７８９ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ"
                      "ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ＠．－＋\u3000")


def full_width(s: str) -> str:
    return s.translate(_FULL)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return str(-total % 10)


def _card(rng: random.Random) -> tuple[str, list[int]]:
    prefix, length, groups = rng.choice([
        ("4", 16, [4, 4, 4, 4]), ("51", 16, [4, 4, 4, 4]), ("55", 16, [4, 4, 4, 4]),
        ("2221", 16, [4, 4, 4, 4]), ("34", 15, [4, 6, 5]), ("37", 15, [4, 6, 5]),
        ("3530", 16, [4, 4, 4, 4]), ("6011", 16, [4, 4, 4, 4]), ("62", 19, [4, 4, 4, 4, 3]),
        ("4", 13, [4, 4, 5])])
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    return body + luhn_digit(body), groups


def _grouped(digits: str, groups: list[int], sep: str) -> str:
    out, pos = [], 0
    for g in groups:
        out.append(digits[pos:pos + g])
        pos += g
    return sep.join(out)


def _iban(rng: random.Random) -> str:
    from stdnum import iban

    while True:
        country, bban = rng.choice([
            ("DE", lambda: _digits(rng, 18)), ("NL", lambda: _letters(rng, 4) + _digits(rng, 10)),
            ("GB", lambda: _letters(rng, 4) + _digits(rng, 14)), ("AT", lambda: _digits(rng, 16)),
            ("CH", lambda: _digits(rng, 17)), ("PL", lambda: _digits(rng, 24)),
            ("SE", lambda: _digits(rng, 20)), ("IE", lambda: _letters(rng, 4) + _digits(rng, 14)),
        ])
        b = bban()
        value = country + iban.calc_check_digits(country + "00" + b) + b
        if iban.is_valid(value):
            return value


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n))


_AREAS = ("110105", "110108", "310104", "310115", "440305", "440106", "510107", "330106",
          "320102", "420111", "610113", "210102", "500103", "120101", "350203", "370202")


def _cn_id(rng: random.Random) -> str:
    from stdnum.cn import ric

    born = date(1950, 1, 1) + timedelta(days=rng.randrange(365 * 55))
    body = rng.choice(_AREAS) + born.strftime("%Y%m%d") + _digits(rng, 3)
    return body + ric.calc_check_digit(body + "0")


def _my_number(rng: random.Random) -> str:
    from stdnum.jp import in_

    body = str(rng.randrange(1, 10)) + _digits(rng, 10)
    return body + in_.calc_check_digit(body)


def _phone(rng: random.Random, lang: str) -> str:
    import phonenumbers

    while True:
        kind = rng.choice({"en": ["us", "us", "gb", "intl_us", "intl_gb"],
                           "zh": ["cn_mobile", "cn_mobile", "cn_land", "intl_cn", "tw"],
                           "ja": ["jp_mobile", "jp_mobile", "jp_land", "intl_jp", "kr"]}[lang])
        area = rng.choice(["212", "415", "617", "312", "206", "303"])
        if kind == "us":
            raw = rng.choice(["({a}) {b}-{c}", "{a}-{b}-{c}", "{a}.{b}.{c}"]).format(
                a=area, b=str(rng.randrange(200, 1000)), c=_digits(rng, 4))
            region = "US"
        elif kind == "intl_us":
            raw = f"+1 {area} {rng.randrange(200, 1000)} {_digits(rng, 4)}"
            region = "US"
        elif kind == "gb":
            raw = f"020 {rng.randrange(7000, 8000)} {_digits(rng, 4)}"
            region = "GB"
        elif kind == "intl_gb":
            raw = f"+44 7{rng.choice('3456789')}{_digits(rng, 2)} {_digits(rng, 6)}"
            region = "GB"
        elif kind == "cn_mobile":
            raw = "1" + rng.choice("35789") + _digits(rng, 9)
            if rng.random() < 0.3:
                raw = f"{raw[:3]} {raw[3:7]} {raw[7:]}"
            region = "CN"
        elif kind == "cn_land":
            raw = f"0{rng.choice(['10', '21'])}-{rng.randrange(2, 9)}{_digits(rng, 7)}"
            region = "CN"
        elif kind == "intl_cn":
            raw = f"+86 13{rng.randrange(10)} {_digits(rng, 4)} {_digits(rng, 4)}"
            region = "CN"
        elif kind == "tw":
            raw = f"09{_digits(rng, 2)}-{_digits(rng, 3)}-{_digits(rng, 3)}"
            region = "TW"
        elif kind == "jp_mobile":
            raw = f"0{rng.choice('789')}0-{rng.randrange(1000, 10000)}-{_digits(rng, 4)}"
            region = "JP"
        elif kind == "jp_land":
            raw = f"03-{rng.randrange(3000, 7000)}-{_digits(rng, 4)}"
            region = "JP"
        elif kind == "intl_jp":
            raw = f"+81 90 {rng.randrange(1000, 10000)} {_digits(rng, 4)}"
            region = "JP"
        else:
            raw = f"010-{rng.randrange(2000, 10000)}-{_digits(rng, 4)}"
            region = "KR"
        if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
            return raw


_NAMES = ("alice", "bob.smith", "li.wei", "tanaka_taro", "chen+shop", "yamada-hanako", "wang99")
_DOMAINS = ("example.com", "example.co.uk", "mail.example.org", "example.jp", "example.cn",
            "corp.example.co.jp")


def _email(rng: random.Random) -> str:
    return f"{rng.choice(_NAMES)}@{rng.choice(_DOMAINS)}"


def _styles(kind: str, rng: random.Random, lang: str) -> tuple[str, str]:
    """One value of ``kind`` and the style it is written in."""
    if kind == "card":
        digits, groups = _card(rng)
        style = rng.choice(["plain", "spaces", "dashes", "dots", "full-width", "ideographic",
                            "zero-width", "full-width grouped"])
        written = {"plain": digits, "spaces": _grouped(digits, groups, " "),
                   "dashes": _grouped(digits, groups, "-"),
                   "dots": _grouped(digits, groups, "."),
                   "full-width": full_width(digits),
                   "ideographic": _grouped(digits, groups, "\u3000"),
                   "zero-width": _grouped(digits, groups, "\u200b"),
                   "full-width grouped": full_width(_grouped(digits, groups, " "))}[style]
        return written, style
    if kind == "iban":
        value = _iban(rng)
        grouped = " ".join(value[i:i + 4] for i in range(0, len(value), 4))
        style = rng.choice(["compact", "grouped", "lower", "lower grouped", "full-width"])
        return {"compact": value, "grouped": grouped, "lower": value.lower(),
                "lower grouped": grouped.lower(), "full-width": full_width(value)}[style], style
    if kind == "national id":
        value = _cn_id(rng)
        style = rng.choice(["plain", "full-width", "6-8-4", "lower x"])
        if style == "lower x" and not value.endswith("X"):
            style = "plain"
        return {"plain": value, "full-width": full_width(value),
                "6-8-4": f"{value[:6]} {value[6:14]} {value[14:]}",
                "lower x": value.lower()}[style], style
    if kind == "my number":
        value = _my_number(rng)
        style = rng.choice(["plain", "4-4-4", "full-width", "dashes"])
        return {"plain": value, "4-4-4": f"{value[:4]} {value[4:8]} {value[8:]}",
                "full-width": full_width(value),
                "dashes": f"{value[:4]}-{value[4:8]}-{value[8:]}"}[style], style
    if kind == "phone":
        value = _phone(rng, lang)
        style = rng.choice(["as written", "as written", "full-width", "katakana dashes"])
        if style == "katakana dashes" and "-" not in value:
            style = "as written"
        return {"as written": value, "full-width": full_width(value),
                "katakana dashes": value.replace("-", "ー")}[style], style
    value = _email(rng)
    style = rng.choice(["plain", "plain", "full-width at", "full-width"])
    return {"plain": value, "full-width at": value.replace("@", "＠"),
            "full-width": full_width(value)}[style], style


def positives() -> list[Case]:
    rng = random.Random(SEED)
    out = []
    for kind, by_lang in TEMPLATES.items():
        for lang, templates in by_lang.items():
            for i in range(PER_KIND if kind != "my number" else PER_KIND // 2):
                value, style = _styles(kind, rng, lang)
                label = "national id" if kind == "my number" else kind
                out.append(Case(lang, label, f"{kind}: {style}",
                                templates[i % len(templates)].format(v=value), value))
    return out


def _bad_luhn(rng: random.Random) -> str:
    digits, _ = _card(rng)
    return digits[:-1] + str((int(digits[-1]) + rng.randrange(1, 10)) % 10)


def _bad_iban(rng: random.Random) -> str:
    value = _iban(rng)
    check = (int(value[2:4]) + rng.randrange(1, 90)) % 97
    return value[:2] + f"{check:02d}" + value[4:] if f"{check:02d}" != value[2:4] else value[:-1]


def _bad_cn_id(rng: random.Random) -> str:
    value = _cn_id(rng)
    wrong = [c for c in "0123456789X" if c != value[-1]]
    if rng.random() < 0.5:
        return value[:-1] + rng.choice(wrong)
    return value[:10] + "13" + value[12:]  # a 13th month


def _bad_my_number(rng: random.Random) -> str:
    value = _my_number(rng)
    return value[:-1] + str((int(value[-1]) + rng.randrange(1, 10)) % 10)


def _time_my_number(rng: random.Random) -> str:
    """A 12-digit date and time whose last digit happens to pass the My Number check."""
    from stdnum.jp import in_

    while True:
        when = date(2020, 1, 1) + timedelta(days=rng.randrange(2500))
        value = when.strftime("%Y%m%d") + f"{rng.randrange(24):02d}{rng.randrange(60):02d}"
        if in_.is_valid(value):
            return value


def _non_issuer_luhn(rng: random.Random) -> str:
    body = rng.choice("1789") + _digits(rng, 14)
    return body + luhn_digit(body)


NEGATIVE_TEMPLATES = {
    "en": ["order {v} shipped yesterday", "ticket #{v} is still open", "see build {v}",
           "reference {v} in the log", "the value was {v}"],
    "zh": ["订单{v}已发货", "工单号：{v}，还没处理", "版本{v}有问题", "流水号{v}", "数值是{v}。"],
    "ja": ["注文番号{v}は発送済みです", "チケット{v}がまだ開いています", "ビルド{v}を確認",
           "伝票番号：{v}", "値は{v}でした"],
}


def negatives() -> list[Case]:
    rng = random.Random(SEED + 1)
    makers = {
        "card, Luhn fails": lambda: _bad_luhn(rng),
        "card shape, no issuer": lambda: _non_issuer_luhn(rng),
        "card, Luhn fails, grouped": lambda: _grouped(_bad_luhn(rng), [4, 4, 4, 4, 3], " "),
        "iban, mod-97 fails": lambda: _bad_iban(rng),
        "resident id, check or date fails": lambda: _bad_cn_id(rng),
        "my number, check fails": lambda: _bad_my_number(rng),
        "date and time that passes the my number check": lambda: _time_my_number(rng),
        "unix seconds": lambda: str(rng.randrange(1_500_000_000, 1_900_000_000)),
        "unix milliseconds": lambda: str(rng.randrange(1_500_000_000_000, 1_900_000_000_000)),
        "date": lambda: rng.choice(["2026-12-03", "2026/12/03 10:00", "2026年12月3日",
                                    "20261203", "03.12.2026", "令和8年12月3日"]),
        "version": lambda: rng.choice(["3.11.4", "v2.10.0-rc1", "20240101.3", "1.2.840.10045",
                                       "0.55.0"]),
        "postal code": lambda: rng.choice(["〒100-0001", "100-0001", "100101", "SW1A 1AA",
                                           "94103"]),
        "price or amount": lambda: rng.choice(["¥12,800", "$1,234.56", "€ 99,90", "1,000,000円",
                                               "3 x 400 ml"]),
        "short number": lambda: rng.choice(["ext 4521", "room 1203", "555-0100", "110",
                                            "119", "No. 42"]),
        "hash or id": lambda: rng.choice(["9f86d081884c7d659a2feaa0c55ad015",
                                          "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
                                          "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"]),
        "not an email": lambda: rng.choice(["icon@2x.png", "@alice", "meeting @ 3pm",
                                            "user@localhost", "name at example dot"]),
        "isbn": lambda: rng.choice(["978-4-06-123456-2", "ISBN 9784061234562"]),
        "order id of 18 digits": lambda: "2026" + _digits(rng, 14),
    }
    out = []
    for lang, templates in NEGATIVE_TEMPLATES.items():
        for i, (style, make) in enumerate(makers.items()):
            for j in range(5 if not style.startswith(("date", "version", "postal", "price",
                                                       "short", "hash", "not an", "isbn"))
                           else 3):
                value = make()
                if rng.random() < 0.25 and style.startswith(("card", "unix", "my number")):
                    value = full_width(value)
                out.append(Case(lang, "", style, templates[(i + j) % len(templates)].format(
                    v=value), ""))
    return out


__all__ = ["Case", "full_width", "luhn_digit", "negatives", "positives"]
