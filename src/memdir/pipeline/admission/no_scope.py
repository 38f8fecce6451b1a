"""What looks like a temporary marker but says no scope of the rule: blanked before
`memdir.pipeline.admission.temporary.find_temporary` reads a text, so on every write path.

- **not just for now**: "Not just today", 不只是今天, 今日だけじゃなくて say the opposite of a
  temporary scope.
- **a start with no end**: "从这个月起", "从今天开始", "as of today", "starting this week",
  "from this month" closing its clause or opening the sentence, 今日から (not "从今天起到
  周五", "今日から金曜まで", "starting today until Friday": a span that ends).
- **the state of a value the rule names, in brackets**: "the classification of the harvest area
  (B at the moment) goes right under the date", "(£4.50 at the moment)" (not "(it's down at the
  moment)", "(away at the moment)", "(for now)": a reason or a scope of the rule).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# "Not just today" (no scope) and "area (B at the moment)" (its value's state): blanked out.
NOT_JUST = re.compile(
    r"(?i)\bnot\s+(?:just|only)\s+(?:for\s+)?(?:today|now|this\s+(?:time|once|session|task))\b"
    r"|\((?:(?!(?:it|they|we|he|she|th[ia][st]|is|are|down|off|out|on|broken|closed|busy|away"
    r"|offline)\b)[\w.£$€-]+\s+){1,2}(?:at\s+the\s+moment|as\s+of\s+now)\)"
    r"|不(?:光|只|仅)(?:是)?(?:今天|这次|这一次|现在)|(?:今日|今回|今)だけ(?:じゃ|では)なく(?:て)?")

# A time a change holds from ("从这个月起", "从今天开始", "as of today", "starting this week",
# "今日から"), not a span that ends ("从今天起到周五", "今日から金曜まで", "starting today
# until Friday"): a start, no limit; blanked out.
FROM_ON = re.compile(
    r"(?i)(?:从\s*)?(?:今天|这个?月|本月|这周|本周|这个?星期|这个?礼拜)(?:起|开始)"
    r"(?![^。，,]{0,10}(?:为止|之前|以前)|[^。，,]{0,6}到\s*(?:周|星期|礼拜|月底|月末|下周|明天|\d{1,2}\s*[月号日]))"
    r"|\b(?:(?:as\s+of|starting|beginning|effective)\s+(?:today|this\s+(?:week|month))"
    r"|from\s+(?:today|this\s+(?:week|month))\s+on(?:wards)?"
    # "from this month" with no "on", where it closes its clause or opens the sentence
    # ("I've upped my pension to 8% from this month.", "From today, …"), as "from next
    # month" is read: not "Sales from this month look weak", this month's sales.
    r"|(?:(?<![^\n])|(?<=[,;:]\s))from\s+(?:today|this\s+(?:week|month))"
    r"|from\s+(?:today|this\s+(?:week|month))(?=\s*(?:[.,;!?。\n]|$)))"
    r"\b(?![^.;!?]{0,20}\b(?:until|till)\b)"
    r"|(?:今日|今週)から(?![^、。]{0,10}(?:まで|間|だけ))")


def without_what_is_no_scope(text: str) -> str:
    """``text`` with `NOT_JUST` and `FROM_ON` blanked out (spaces of the same length)."""
    text = NOT_JUST.sub(lambda m: " " * len(m.group(0)), text)
    return FROM_ON.sub(lambda m: " " * len(m.group(0)), text)


__all__ = ["FROM_ON", "NOT_JUST", "without_what_is_no_scope"]
