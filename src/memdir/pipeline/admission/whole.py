"""Whether a statement carries the whole of the record it would replace.

A rule that reads one value of a record changed (a time of day, a shop closed) replaces
the whole record with the statement, so the statement must say everything else the record
says: "Backups run at 3 am." against "Backups run at 2 am and are kept for 30 days" would
delete the thirty days, "The gym opens at 8 am." against "The gym opens at 6 am on
weekdays" the scope, "Blue Bottle closed, so we buy from Verve" against "We buy coffee
beans from Blue Bottle and Stumptown" the second shop. The record's words before the first
one the statement says are its subject's qualifiers ("The team's standup", 团队每天…站会)
and may go unsaid; every word after it, and every word of scope (weekdays, 工作日, 平日),
must be said, but for how often that restates the time ("every day", "daily", 每天, 毎日:
"We open at 7 now." against "The launderette opens at 08:00 every day").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.mentions import Mentions

# Words of how often that restate the subject's time ("every day", 每天), and the verb
# of holding a meeting a label leaves out (周例会下午三点开 / 周例会时间:三点一刻): no fact
# of their own.
_OFTEN = frozenset("every each day days daily 每 天 日 毎 开 举 行 召".split())
# "every day" as the tokens read it: "every" is a number there ("1 day").
_EVERY_DAY = re.compile(r"(?i)(?<![a-z])(?:every|each)\s+(?:single\s+)?day(?![a-z])")
# Words of scope: the record holds for these days only.
SCOPE = re.compile(
    r"(?i)(?<![a-z])(?:week-?days?|week-?ends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
    r"|holidays?|term[- ]time)(?![a-z])|工作日|周末|週末|平日|土日|休日|节假日|祝日"
    "|周[一二三四五六日天]|星期[一二三四五六日天]|[月火水木金土日]曜")


def says_more(held: str, said: str) -> bool:
    """Whether ``held`` (a record's text, its changed value taken out) says something
    ``said`` (the statement) does not carry (module docstring)."""
    if any(m.group(0).lower() not in said.lower() for m in SCOPE.finditer(held)):
        return True
    mentions = Mentions.of(said)
    seen = False
    for tok in statement_tokens(_EVERY_DAY.sub(" ", held)):
        if not tok.content or tok.text.lower() in _OFTEN:
            continue
        if tok.kind == "han":
            units = [ch in said for ch in tok.text if ch not in _OFTEN]
        else:
            units = [mentions.covers(tok) is not False]
        for covered in units:
            if covered:
                seen = True
            elif seen:
                return True
    return False


__all__ = ["SCOPE", "says_more"]
