"""How a kind of thing is written, said tersely: a thing named, then its form, with no verb of
asking, read by offline extraction as a convention (`memdir.pipeline.extract.rules`).

- **a unit, an order, decimals, a sign** ("Weights in kilograms only in the clinical notes",
  "Cue sheets in running order, not grouped by department", "Room revenue on the audit
  summary: net of VAT, two decimals, pound sign in front"): the thing first, no finite verb.
- **columns and marks of a list** (办事指南里的材料清单：原件、复印件分开列，每项标份数; 金额保留
  两位小数; 按日期排序).
- **the order of its parts** ("tree reports latin name first then the common name in
  brackets", "callout logs: grid ref first, six figures, then what3words", 电梯维保记录：先写
  梯号，再写故障现象，最后写处理结果, 度数はS・C・AXの順; its parts listed after a label, then
  "in that order": 豆腐のラベル：名称・原材料・消費期限、この順で, 醤油のラベル表記：品名／
  原材料／仕込み年、この順。), **its columns, separated by slashes** (采耳价目表：项目 /
  时长（分钟）/ 价格),
  **what a kind of document opens with, on a condition** ("If the avalanche risk is 3 or higher,
  the morning ski patrol bulletin opens with the closed runs"), **and the parts it must all
  have**
  (驿站取件短信：取件码、货架号、营业时间，三样缺一不可; "…: code, shelf, hours - all three").
- **width, case and separators** (診察券番号は半角、ハイフンなし, ロケーションコードは大文字;
  日付は西暦で), the clock ("shout log: 24h times, no am/pm", 时间用24小时制, 時刻は24時間表記
  で), **and where it goes** (シェードはVITAで、技工指示書の一行目に; 水揚げ報告は魚種
  ごとにキロ数で、合計は最後の行にお願いします).

Not one thing pointed at ("This sheet in running order, please", 这个表：分开列, この番号は
半角です), a report of what was or is ("Cue sheets in running order got lost", 診察券番号は
半角でした), nor a sentence with the user or another person as its subject.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# en: the form of a kind of thing
_UNIT = (r"(?:kilo(?:gram)?s|kg|grams|pounds|lbs|stone|(?:centi|milli)?met(?:re|er)s|cm|mm|inches"
         r"|feet|lit(?:re|er)s|ml|celsius|fahrenheit|minutes|seconds|hours|utc|gbp|usd|eur(?:os)?"
         r"|dollars|sterling|capitals|caps|upper\s*case|lower\s*case|title\s+case|sentence\s+case"
         r"|bold|italics|british\s+english|american\s+english|plain\s+english|24-hour\s+time"
         r"|the\s+24-hour\s+clock|iso\s+format)")
_FORM_EN = (r"in\s+(?:running|alphabetical|chronological|date|reverse|numerical|ascending"
            r"|descending|page|time|priority|seating|price|size)\s+order\b"
            r"|in\s+" + _UNIT + r"\b"
            r"|(?:to\s+)?(?:one|two|three|four|no|\d)\s+decimal(?:s|\s+places?)?\b"
            r"|net\s+of\s+[a-z]+|(?:pound|dollar|euro|yen|currency|percent)\s+signs?\b"
            # the clock times are written in ("shout log: 24h times, launch to recovery, no
            # am/pm", 时间一律用24小时制, 時刻は24時間表記で)
            r"|24\s*-?\s*h(?:ou)?r?\s+(?:times?|clock|format)\b|no\s+am\s*/\s*pm\b"
            r"|(?:not|never)\s+(?:grouped|sorted|split|rounded|abbreviated|broken\s+down)\s+by\b"
            # one field first, then another ("tree reports latin name first then the common
            # name in brackets"; not "Run the tests first, then deploy", steps)
            r"|(?:name|names|number|date|title|code|surname|total|price|figure|reference|ref|id"
            r"|postcode|grade|size)\s+first(?:,\s*[^,.;!?]{1,30}?)?,?\s+(?:and\s+)?then\b"
            # the parts a kind of thing must all have, listed ("Pickup texts: code, shelf,
            # opening hours - all three, every time")
            r"|[^.!?]{2,60}?,[^.!?]{2,60}?[,\s\u2013\u2014-]+(?:all\s+(?:two|three|four|five|of\s+them)"
            r"|none\s+(?:can|may)\s+be\s+(?:missing|left\s+out))\b")
# a past or a finite verb of a report ("got lost", "was", "I printed them")
# ("if we've got it" is what there is, not a report)
_PAST = (r"(?![^.!?]*\b(?:is|are|was|were|has|have|had|did|does|(?<!'ve\s)(?<!have\s)got|gets"
         r"|looks?|seems?|came|went"
         r"|said|told|sent|wrote|made|took|lost|broke)\b)"
         r"(?![^.!?]*(?<!not\s)(?<!never\s)\b(?!(?:need|speed|feed|seed|bed|red|shed|hundred|embed"
         r"|bleed|breed|proceed|exceed|succeed|indeed)\b)[a-z]{2,}ed\b)")
FORM = re.compile(
    r"(?i)^(?!(?:this|that|these|those|it|here|today|tonight|now|my|your|i|we|you|they|he|she"
    r"|please|can|could|would|will|should|do|does|did|is|are)\b)" + _PAST
    + r"(?![^.!?]*\b(?:this|that|these|those|today|tonight|yesterday|now)\b)"
    r"[a-z][\w'-]*(?:\s+[\w'-]+){0,8}?(?:\s*:\s*|\s+)(?:[^.!?]*?[,\s])?(?:" + _FORM_EN + r")"
    # zh: columns, marks, decimals, order and width of a kind of list
    r"|^(?![^。]*(?:这|那|今天|刚才|上次|昨天|上面))(?![^。]*了[。!！]?$)[^，。]{2,24}[：:，,]?"
    r"[^。]*?(?:分开列|分开写|单独列|分列|分栏|每(?:项|条|行|页|张|份)都?(?:标|写|注|附)"
    r"|保留[一二两三四\d]位小数|精确到[^，。]{1,4}(?:位|分|元)|按[^，。]{1,8}(?:排序|排列|分组|顺序)"
    r"|用(?:半角|全角|大写|小写|阿拉伯数字|24\s*小时制)|不(?:带|加|要)(?:横杠|连字符|空格|斜杠)"
    # the order its parts are written in (电梯维保记录：先写梯号，再写故障现象，最后写处理结果)
    r"|先(?:写|列|放|填|标|记)[^，。]{1,12}[，,、]\s*(?:再|然后|接着)(?:写|列|放|填|标|记)"
    # the parts it must all have (驿站取件短信：取件码、货架号、营业时间，三样缺一不可)
    r"|、[^。]{1,30}(?:缺一不可|一(?:个|样|项)都不能少))"
    # ja: width, case, separators and order after the topic (診察券番号は半角、ハイフンなし)
    r"|^(?!この|その|あの|これ|それ|今日|今回|さっき)(?![^。]*(?:でした|だった|ました|ません))"
    r"[^、。]{1,20}は[、,]?\s*(?:半角|全角|大文字|小文字|算用数字|漢数字|西暦|和暦|税込み?|税抜き?"
    r"|24\s*時間(?:表記|制)"
    r"|カンマ区切り|ゼロ埋め|(?:ハイフン|スペース|カンマ)(?:なし|無し))(?:で|、|。|$|[!！])"
    # ja: the order of a kind of thing's parts (度数はS・C・AXの順、左右はR/Lで; not この欄は…)
    r"|^(?!この|その|あの|これ|それ|今日|今回|さっき)(?![^。]*(?:でした|だった|ました|ません))"
    r"[^、。]{1,20}は[^。]{1,30}?の順(?:番)?(?:で|に)?(?=[、,。!！]|$)"
    # ja: the parts a kind of thing must all have (取置きのご連絡：受取番号、棚番号、営業時間、
    # どれも欠かせません)
    r"|^(?!この|その|あの|これ|それ|今日|今回|さっき)[^、。]{1,20}[：:は][^。]{1,30}、[^。]{1,30}"
    r"(?:どれも|ひとつも|一つも|全部)(?:欠かせ|抜かさ|漏らさ|外せ)(?:ません|ない|ず)"
    # ja: a kind of thing, the form it is written in, then where it goes or how the rest is
    # written, with no verb or with お願いします (シェードはVITAで、技工指示書の一行目に; 水揚げ
    # 報告は魚種ごとにキロ数で、合計は最後の行にお願いします; not この表は明日で、会議室に, 昨日の
    # 報告は…でした)
    r"|^(?!この|その|あの|これ|それ|今日|今回|さっき|明日|昨日)(?![^。]*(?:でした|だった|ました|ません"
    r"|今日|明日|昨日|今回|今度|今週))[^、。]{1,20}は[^、。]{1,24}(?<![まし時分日曜頃])で[、,]\s*[^、。]{1,24}(?:に|で)"
    r"(?:お願いします|お願い|ください)?[。!！]?$")


# A kind of thing named with a label, its parts listed, then "in that order" (豆腐のラベル：
# 名称・原材料・消費期限、この順で; "Tofu labels: name, ingredients, best-before, in that
# order", 标签：名称、原料、保质期，按这个顺序): the pointer (group ``p``) is at the list just
# said, no work at hand.
IN_ITS_ORDER = re.compile(
    r"(?i)^(?![^:：]*(?:\b(?:this|these|those|that|it|them)\b|この|その|これ|それ|这|那|此))"
    r"[^.!?:：]{1,30}[:：][^.!?]{1,80}?[,，、・/／][^.!?]{1,80}?[,，、]?\s*(?P<p>in\s+(?:this|that)"
    r"\s+order|この順(?:番)?(?:で|に)?|按(?:这个|这样的?|此)顺序|以这个顺序"
    # (or only those: 麻雀の成績メモ：日付／卓／点数／順位、それだけで, 就这些; not "…, that's
    # all", which ends as many answers as lists)
    r"|(?:それ|これ)だけ(?:で|に)?|就这些|只要这些)[\s.。!！]*$")

# A kind of list named with a label, its columns separated by slashes (采耳价目表：项目 /
# 时长（分钟）/ 价格，不写“起”; "Price list: treatment / minutes / price";
# 価格表：項目／時間／料金): the columns it is written in; a slash of ASCII has a space beside
# it. Not a path, a date, a link or codes joined ("Path: usr/local/bin", "Date: 12/05/2026",
# "one of en/zh/ja"), nor one thing pointed at (这个表：…).
COLUMNS = re.compile(
    r"(?i)^(?![^:：]*(?:\b(?:this|these|those|that|it|path|url|link|file|folder|dir|date)\b|この|その"
    r"|これ|それ|这|那|此))(?![^。.!?]*(?:https?:|www\.))[^.!?:：/／]{2,30}[:：]\s*"
    r"(?:[A-Za-z\u4e00-\u9fff\u3040-\u30ff][^/／。.!?:：]{0,20}(?:\s/|/\s|\s/\s|／)\s*){2,}"
    r"[A-Za-z\u4e00-\u9fff\u3040-\u30ff]")

# What a kind of document opens with, under a condition on any case ("If the avalanche risk is 3
# or higher, the morning ski patrol bulletin opens with the closed runs"): where its parts go,
# for every such day. Not one document ("…, this bulletin opens with…"), nor a report of what
# happened ("…, the report opened with an error").
OPENS_WITH = re.compile(
    r"(?i)^(?:if|when|whenever|on\s+days?\s+when)\b[^,.!?]{3,60},\s*(?:the|every|each|our)\s+"
    r"(?:[\w'-]+\s+){0,4}?(?:bulletin|report|email|letter|notice|newsletter|reply|post|log|sheet"
    r"|summary|message|listing|update|briefing|handover|announcement|forecast)s?\s+(?:always\s+)?"
    r"(?:opens|open|starts|start|begins|begin|leads|lead)\s+with\s+(?!(?:an?\s+)?(?:error|warning"
    r"|crash|bug)\b)(?![^.!?]*\b(?:today|tonight|this|now)\b)")


def says_the_form(sentence: str) -> bool:
    """True when ``sentence`` says how a kind of thing is written (see the module)."""
    return bool(FORM.search(sentence) or IN_ITS_ORDER.search(sentence)
                or COLUMNS.search(sentence) or OPENS_WITH.search(sentence))


def without_its_order(sentence: str) -> str:
    """``sentence`` without the pointer of `IN_ITS_ORDER` (at the list it just said)."""
    m = IN_ITS_ORDER.search(sentence)
    if not m:
        return sentence
    return sentence[:m.start("p")] + " " * len(m.group("p")) + sentence[m.end("p"):]


__all__ = ["COLUMNS", "FORM", "IN_ITS_ORDER", "OPENS_WITH", "says_the_form", "without_its_order"]
