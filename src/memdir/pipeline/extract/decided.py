"""What a club's, a board's or a meeting's vote decided for what comes: a fact that lasts.

Read by `memdir.pipeline.extract.facts.is_fact`. The meeting is one evening's, but what it
decided holds from then on, and the sentence says so by a time to come or a rule of every
case: "Bowls club AGM last night voted that from next season whites are only for county
matches", "The committee agreed that from now on…", 生産組合の会議で、来年からわさびは農協を
通さず全部直販にすることになりました, 理事会昨天定了，以后每年… (not "The committee voted
on it last night", "We agreed to meet at six", 会議で、明日は休むことになりました: what was
done or settled for one day).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# A body that votes or decides for a club, a firm or a group.
_BODY_EN = (r"(?:agm|egm|committee|board|council|trustees|members|membership|meeting|club"
            r"|directors|partners|league|association|society|parish\s+council)")
# What comes, said in the decision: a time to come or every case.
_TO_COME_EN = (r"(?:from\s+(?:now\s+on|next\s+(?:season|year|month|term|week)|then\s+on|the\s+new"
               r"\s+year)|going\s+forward|in\s+future|no\s+longer|every\s+(?:year|season|month"
               r"|week)|(?:are|is)\s+only\s+for)")
_TO_COME_JA = r"(?:来年|来月|来期|来季|来シーズン|次回|今後|これから|今年度|来年度)(?:から|以降|は)"
_TO_COME_ZH = r"(?:以后|今后|从明年|从下个?月|从下季|从今年|每年|每个月)"

DECIDED = re.compile(
    r"(?i)^(?:the\s+|our\s+)?(?:[\w'\u2019-]+\s+){0,3}?" + _BODY_EN + r"\s+(?:[\w\s]{0,20}?\s)?"
    r"(?:voted|agreed|decided|resolved|ruled)\s+(?:that|to)\b[^.?!]{0,60}?\b" + _TO_COME_EN
    + r"\b"
    r"|^[^、。]{0,16}(?:会議|総会|理事会|役員会|話し合い|寄り合い|会合)で[、,]?\s*[^。]{0,12}?"
    + _TO_COME_JA
    + r"[^。]{1,40}(?:ことになりました|ことに決まりました|と決まりました|ことにしました)"
    r"|^[^，。]{0,12}(?:理事会|委员会|业委会|董事会|会员大会|开会|会上)[^，。]{0,6}(?:定了|决定了?|通过了)"
    r"[，,:：]?\s*[^。]{0,6}?" + _TO_COME_ZH)


def decided_for_what_comes(sentence: str) -> bool:
    """True when ``sentence`` says what a body's vote or meeting decided from then on."""
    return bool(DECIDED.search(sentence))


__all__ = ["DECIDED", "decided_for_what_comes"]
