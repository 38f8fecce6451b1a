"""What an amount measures, for the correction rules: a count, a duration, a size, a
length, a percentage, money, a time of day or a version.

A new amount replaces an old one only when both measure one thing: "Keep 5 backups"
corrects "Keep 3 backups", "Sprints last 2 weeks now" corrects "Sprints last 10 days"
(one dimension said in two units), but "Backups are kept for 30 days now" says how long
backups are kept, not how many, and replaces nothing in "Keep 3 backups" (nor 备份保留 30
天 in 保留 3 份备份, バックアップは30日間保存 in バックアップは3世代残す). The unit is read
from a small table per dimension (words, symbols, plural forms, Chinese and Japanese
counters), not by the next word's spelling: "2 weeks" and "10 days" are one dimension,
"3 backups" and "3 copies" both counts.

An amount whose unit no table names ("ISO 8601", a bare "3") has no dimension and
decides nothing (`other_dimension` refuses only when every new amount and every old one
has a dimension, and none is shared).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_words import amounts_in_digits
from memdir.pipeline.wording import is_function_word, prepare, strip_provenance

COUNT, DURATION, SIZE, LENGTH, PERCENT, MONEY, TIME, VERSION, DATE = (
    "count", "duration", "size", "length", "percent", "money", "time", "version", "date")

# Unit words after a number, longest first within a script. English ones end at a
# word's end; "s" plurals are read by `_EN_UNITS` itself.
_EN_UNITS: dict[str, tuple[str, ...]] = {
    DURATION: ("milliseconds", "millisecond", "msecs", "ms", "seconds", "second", "secs",
               "sec", "s", "minutes", "minute", "mins", "min", "m", "hours", "hour", "hrs",
               "hr", "h", "days", "day", "d", "weeks", "week", "wks", "wk", "w", "months",
               "month", "mos", "mo", "years", "year", "yrs", "yr", "y", "sprints",
               "sprint", "nights", "night", "fortnights", "fortnight", "quarters",
               "quarter", "decades"),
    SIZE: ("bytes", "byte", "kib", "mib", "gib", "tib", "kb", "mb", "gb", "tb", "pb", "b",
           "kilobytes", "megabytes", "gigabytes", "terabytes", "k", "g", "t"),
    LENGTH: ("pixels", "pixel", "px", "pt", "em", "rem", "cm", "mm", "km", "inches", "inch"),
    PERCENT: ("percent", "pct"),
    MONEY: ("dollars", "dollar", "usd", "eur", "euros", "euro", "gbp", "pounds", "cents",
            "cent", "yen", "jpy", "yuan", "rmb", "cny", "bucks"),
    TIME: ("am", "pm", "a.m.", "p.m.", "o'clock", "oclock", "utc", "gmt"),
    COUNT: ("x", "times"),
}
# Chinese and Japanese units and counters, longest first (个月 before 月, 時間 before 時).
_CJK_UNITS: dict[str, tuple[str, ...]] = {
    DURATION: ("毫秒", "ミリ秒", "秒钟", "秒間", "秒", "分钟", "分間", "小时", "钟头", "時間",
               "个月", "個月", "か月", "ヶ月", "カ月", "箇月", "ヵ月", "个星期", "个礼拜",
               "星期", "礼拜", "週間", "周", "週", "天", "日間", "日", "年間", "年", "晚",
               "泊", "分"),
    SIZE: ("字节", "バイト", "兆", "吉", "k", "m", "g", "t"),
    LENGTH: ("像素", "ピクセル", "px", "厘米", "毫米", "公里", "センチ", "ミリ", "キロ"),
    PERCENT: ("パーセント", "%", "成", "割"),
    MONEY: ("块钱", "元", "块", "円", "万円", "美元", "美金", "ドル", "欧元", "ユーロ"),
    TIME: ("点半", "点钟", "点", "時半", "時"),
    COUNT: ("世代", "个", "個", "份", "台", "回", "件", "人", "名", "位", "次", "条", "行",
            "张", "枚", "本", "つ", "代", "篇", "项", "項", "遍", "轮", "倍", "副本", "节点",
            "ノード", "レプリカ", "コピー", "字", "文字", "桁", "层", "层级", "个副本"),
}
_MONEY_SIGN = "$€£¥￥"
# A number: digits (with a decimal point or thousands), or Han numerals before a unit.
_NUMBER = re.compile(r"(?<![a-z0-9_.\-/#@:+])([$€£¥￥]\s*)?(\d+(?:[.,]\d+)*)(?![\d])"
                     "|(?<![第统唯之])([零一二两三四五六七八九十百千]+)")
_HAN_DIGIT = {c: n for n, c in enumerate("零一二三四五六七八九")} | {"两": 2}
# Words between a number and its unit that say nothing of the dimension ("30 more days",
# "30 多天", "3 calendar weeks").
_EN_BETWEEN = frozenset("""more extra additional full whole calendar business working
    consecutive straight total further""".split())
_CJK_BETWEEN = re.compile("\\s*(?:多|余|來|来|个|個|ほど|くらい|ぐらい|以上|以内)?\\s*")
# The patterns that start with blanks start at the first blank of a run ((?<!\s)): each
# is matched where the text after a number starts, where that changes nothing, and one
# tried at every blank of a long run cost the run's length squared.
_EN_WORD = re.compile(r"(?<!\s)\s*([a-z][a-z'.]*)")
# Han numerals in words that say no amount: 一个人 (alone), 一点 (a little), 十分 (very,
# enough), 一時 (for a while), 一成不变.
_HAN_IDIOM = re.compile("一个人|一個人|一点(?!钟|半)|十分(?!钟|間)"
                        "|(?<![一二两三四五六七八九十])[一二两三四五六七八九十]+時(?!間)|一成|一本化")
_MULTIPLIER = re.compile("(?<!\\s)\\s*(?:万|千|百|亿|億)(?=[^\\s])")


def _han_value(numeral: str) -> str:
    """A Han numeral up to 99 in digits ("三" 3, "十五" 15, "二十" 20); others as written."""
    if all(c in _HAN_DIGIT for c in numeral) and len(numeral) == 1:
        return str(_HAN_DIGIT[numeral])
    if "十" in numeral and numeral.count("十") == 1 and len(numeral) <= 3:
        tens, _, ones = numeral.partition("十")
        if all(c in _HAN_DIGIT for c in tens + ones):
            return str((_HAN_DIGIT[tens] if tens else 1) * 10 + (_HAN_DIGIT[ones] if ones else 0))
    return numeral


def _cjk_unit(rest: str) -> str:
    """The dimension of a Chinese or Japanese unit at the start of ``rest``, or ""."""
    between = _CJK_BETWEEN.match(rest)
    counted = between is not None and ("个" in between.group(0) or "個" in between.group(0))
    # A unit that starts with a word of between ("个月", "个星期": 18 个月 is months, not
    # a count of 月) is read before what is between is skipped.
    unit_first = rest.lstrip()
    rest = rest[between.end():] if between else rest
    rest = rest[m.end():] if (m := _MULTIPLIER.match(rest)) else rest
    best, found = 0, ""
    for dim, units in _CJK_UNITS.items():
        for unit in units:
            for text in (rest, unit_first):
                if text.startswith(unit) and len(unit) > best and (
                        unit.isascii() is False or not (
                            len(text) > len(unit) and text[len(unit)].isalnum()
                            and text[len(unit)].isascii())):
                    best, found = len(unit), dim
    if found == TIME and rest.startswith(("時間", "時限")):
        return DURATION
    return found or (COUNT if counted else "")  # "两个空格": what 个 counts


def _en_unit(rest: str) -> str:
    """The dimension of an English unit at the start of ``rest`` (a word, a symbol), or
    "" when none; a plain word after a number is what it counts ("5 backups")."""
    if re.match(r"(?<!\s)\s*(?:%|per\s+cent(?![a-z]))", rest):
        return PERCENT
    at = 0
    for _ in range(3):  # the unit, after at most two words between ("30 more days")
        if (m := _EN_WORD.match(rest, at)) is None:
            break
        at, word = m.end(), m.group(1)
        word = word if word.endswith(("a.m.", "p.m.")) else word.rstrip(".")
        for dim, units in _EN_UNITS.items():
            if word in units or (word.endswith("s") and word[:-1] in units and len(word) > 2):
                return dim
        if word not in _EN_BETWEEN:
            break
    first = re.match(r"(?<!\s)\s*([a-z][a-z\-]*)", rest)
    if first and len(first.group(1)) > 2 and not is_function_word(first.group(1)):
        return _NOUN_COUNT
    return ""


_NOUN_COUNT = "count of a noun"  # "5 backups", or a label: "train 2 ships"


def unit_dimension(word: str) -> str:
    """The dimension a unit word names ("weeks", "days", "GB", 天, 日間, 份), or "": a
    plain English noun after a number ("backups") is no unit of this table."""
    word = word.casefold()
    if word.isascii():
        dim = _en_unit(word)
        return "" if dim == _NOUN_COUNT else dim
    return _cjk_unit(word)


def amounts(text: str) -> list[tuple[str, str]]:
    """The amounts ``text`` says: (the number in digits, its dimension or "")."""
    return [(v, COUNT if d == _NOUN_COUNT else d) for v, d in _amounts(text)]


def _amounts(text: str) -> list[tuple[str, str]]:
    """`amounts`, a plain noun after a number told apart (`_NOUN_COUNT`)."""
    plain = amounts_in_digits(prepare(strip_provenance(text or "")))
    out: list[tuple[str, str]] = []
    for m in _NUMBER.finditer(plain):
        sign, digits, han = m.group(1), m.group(2), m.group(3)
        rest = plain[m.end():]
        if han:
            dim = _cjk_unit(rest)
            if dim and not _HAN_IDIOM.match(han + rest):
                out.append((_han_value(han), dim))
            continue
        value = digits.replace(",", "")
        if sign:
            out.append((value, MONEY))
            continue
        before = plain[:m.start()].rstrip()
        if re.match(r"(?<!\s)\s*:\d{2}(?!\d)", rest):
            hm = re.match(r"(?<!\s)\s*:(\d{2})", rest)
            out.append((f"{value}:{hm.group(1)}" if hm else value, TIME))
            continue
        if before.endswith(tuple(_MONEY_SIGN)):
            out.append((value, MONEY))
            continue
        if before.endswith(":") and re.match(r"\d:$", before[-2:]):
            continue  # the minutes of "9:30", read with its hour
        if re.match(r"(?<!\s)\s*[\u3040-\u30ff\u3400-\u9fff%]", rest):
            dim = _cjk_unit(rest.lstrip()) if not rest.lstrip().startswith("%") else PERCENT
            if dim == DURATION and _month_before(before):
                dim = DATE  # "3 月 5 日": a date, not five days
            out.append((value, dim))
            continue
        dim = _en_unit(rest)
        if not dim and re.fullmatch(r"(?<!\d)\d+\.\d+\.\d+", digits):
            dim = VERSION  # "1.25.3": a version, no amount ("0.9", "2024": either, no unit)
        out.append((value, dim))
    return out


def _month_before(before: str) -> bool:
    """Whether ``before`` (no blank at its end) ends in a month said with digits ("3 月",
    "3月份"): read from its end, as a pattern searched for over all of it read it from
    each of its characters, once for each number of the text."""
    head = before[:-1] if before.endswith("月份") else before
    if not head.endswith("月"):
        return False
    head = head[:-1].rstrip()
    return re.fullmatch(r"\d", head[-1:]) is not None


def other_dimension(statement: str, record: str) -> bool:
    """Whether ``statement`` says amounts the record does not (its new ones) and the
    record amounts it does not say (its old ones), all with a dimension, and no new one
    measures what an old one does: "Backups are kept for 30 days now" against "Keep 3
    backups", a duration against a count. Then the new amount is of another attribute
    and replaces nothing."""
    said, held = amounts(statement), amounts(record)
    new = [a for a in said if a[0] not in {v for v, _ in held}]
    old = [a for a in held if a[0] not in {v for v, _ in said}]
    if not new or not old or not all(d for _, d in new) or not all(d for _, d in old):
        return False
    return not {d for _, d in new} & {d for _, d in old}


# A bound an amount is set as: a target, a limit, a quota ("The uptime target is 99.9%",
# "接口 P95 延迟目标是 300 毫秒", "稼働率の目標は 99.9%").
_BOUND = re.compile(r"(?<![a-z])(?:targets?|limits?|thresholds?|caps?|quotas?|budgets?|goals?"
                    r"|sla|slo|objectives?|at\s+most|at\s+least|no\s+more\s+than"
                    r"|maximum|minimum|max|min)(?![a-z])"
                    "|目标|指标|上限|下限|最多|最少|至少|至多|不超过|以内|标准|要求"
                    "|目標|最大|最小|以下|以上|基準|まで")
_BOUND_NOUN = re.compile(r"(?<![a-z])(?:targets?|limits?|thresholds?|caps?|quotas?|budgets?"
                         r"|goals?|sla|slo|objectives?)(?![a-z])|目标|指标|上限|下限|目標")


def bound_unsaid(statement: str, record: str) -> bool:
    """Whether the record names what its amount is by a noun and ``statement`` says an
    amount without it: a bound (a target, a limit, 目标, 上限, 目標), where the statement
    says no word of a bound at all ("Uptime went up to 99.99% last month" says what uptime
    was, not a new target of "The uptime target is 99.9%"), or a fee of a thing
    (`fee_unsaid`)."""
    held = prepare(strip_provenance(record or ""))
    said = amounts_in_digits(prepare(strip_provenance(statement or "")))
    # Amounts of a measure, not a version ("The service targets Python 3.11").
    return measured(record) and measured(statement) \
        and (bool(_BOUND_NOUN.search(held)) and not _BOUND.search(said)
             or fee_unsaid(said, held))


# A noun of what is paid for a thing: 駐車場代, 利用料, 月謝, 停车费, 月租, 'the parking fee';
# not 料理, 材料's 料 before another character, 金曜, nor a price a share is of (成交价 15%
# 的佣金: the commission is 15% of the price).
_FEE_END = "(?:代|料|費|费|租|価|价|賃|謝|税)"
_FEE = re.compile(f"(?:[\u4e00-\u9fff]{{1,3}}{_FEE_END}(?![\u4e00-\u9fff\u30a0-\u30ff])"
                  f"|[\u4e00-\u9fff]{{1,3}}{_FEE_END}(?=[是为每])"
                  r"|(?<![a-z])(?:fees?|rent|fares?|subscriptions?)(?![a-z]))"
                  r"(?!\s*\d+(?:\.\d+)?\s*%)")


def fee_unsaid(statement: str, record: str) -> bool:
    """Whether the record names its amount as a fee of a thing by a noun that ``statement``
    (both prepared) does not say, nor the thing it is of: "公民館、1時間700円になります" is
    no new 駐車場代 of "公民館の駐車場代は 1 時間 100 円" (a hall has its hire and its car
    park), "The hall's £5 an hour now" no new parking fee; "公民館の駐車場、1時間200円に"
    and "The parking fee's £5 now" say which."""
    for m in _FEE.finditer(record):
        fee = m.group(0)
        if fee.isascii():
            if not re.search(rf"(?<![a-z]){fee.rstrip('s')}", statement):
                return True
        elif fee[-2:] not in statement and (len(fee) < 3 or fee[-3:-1] not in statement):
            return True
    return False


_MEASURES = frozenset({COUNT, DURATION, SIZE, LENGTH, PERCENT, MONEY, TIME})


def measured(text: str) -> bool:
    """Whether ``text`` says an amount of a measure (a count, a duration, a size...)."""
    return any(dim in _MEASURES for _, dim in amounts(text))


def one_measure_replaced(statement: str, record: str) -> bool:
    """Whether ``statement`` says one amount the record does not and the record one the
    statement does not, of one measure ("Keep 5 backups" / "Keep 3 backups", "320
    pixels wide" / "200 pixels wide"): two such amounts of one thing cannot both hold, so
    saying the new one is a change, with or without "now"."""
    said, held = _amounts(statement), _amounts(record)
    new = [d for v, d in said if v not in {w for w, _ in held}]
    old = [d for v, d in held if v not in {w for w, _ in said}]
    # A unit of the tables: a plain noun after a number may be a label ("Release train 2
    # ships on Thursday" is another train, not a new count of ships).
    return len(new) == len(old) == 1 and new[0] == old[0] and new[0] in _MEASURES


__all__ = ["amounts", "bound_unsaid", "fee_unsaid", "measured", "one_measure_replaced",
           "other_dimension", "unit_dimension"]
