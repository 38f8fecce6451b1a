"""How the person is addressed: the person asks to be called by another name, against a
record of the name they are called by.

"Address the user as Dr. Kowalczyk" and "Please just call me Marta, no need for the
title", 称呼用户为张先生 and 叫我小张就行, ユーザーを田中さんと呼ぶ and ケンと呼んでください
share no word: the request is the relation itself, with no word of change ("call me" asks
for what holds from now on). This rule reads one relation, in three languages:

1. the record says what the person is called: "Address / call / refer to the user (as)
   X", "The user goes by X", 称呼用户为 X, 称呼我 X, 叫我 X, ユーザーを X と呼ぶ, X と呼んで;
2. the statement asks, about the person, to be called by a name: "call me X", "address
   me as X", "I go by X", 叫我 X, 称呼我 X, 喊我 X, X と呼んで / って呼んで, X a name by its
   form (capitalised in English; in Chinese the rest of the clause, a short one);
3. the name is not said in the negative ("Don't call me Tom") and is not the record's,
   and the statement gives up no other name than the record's ("call me Sam instead of
   Samuel" against "Call the user Tom").

"Call me when the build is done" names no one; "叫我一声" is "give me a shout"; "タクシーを
呼んでください" asks for a taxi.
"""

from __future__ import annotations

import re

from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.employer import OTHER_PERSON
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import names_other_old
from memdir.pipeline.wording import strip_provenance

_RECORD = re.compile(
    r"(?i)^\s*(?:address|call|refer\s+to)\s+the\s+user\s+(?:as\s+)?\S"
    r"|^\s*the\s+user\s+(?:goes\s+by|prefers\s+to\s+be\s+called|is\s+called)\s+\S"
    r"|^\s*(?:称呼(?:用户|我)|叫我|用户的(?:昵称|称呼)是)\S"
    r"|^\s*(?:ユーザー|私)(?:のこと)?を.+?(?:と|って)呼"
    "|(?:と|って)呼んで")
_EN_NAME = r"(?P<name>(?:Dr\.?\s+|Mr\.?\s+|Ms\.?\s+|Mrs\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
_ASK = (
    re.compile(rf"(?<![A-Za-z])(?:[Cc]all\s+me|[Aa]ddress\s+me\s+as|I\s+go\s+by)\s+{_EN_NAME}"
               r"(?![\w'-])"),
    re.compile("(?:叫我|称呼我(?:为)?|喊我)(?P<name>[^，,。；;!！\\s了吧就]{1,6})"
               "(?=就行|就好|就可以|吧|了|$|[，,。；;!！])"),
    re.compile("(?:^|[、。は\\s])(?P<name>[^\\s、。はがをに]{1,12}?)(?:と|って)呼んで"),
)
# Said in the negative: the name given up, not the one asked for.
_NEGATED = re.compile(r"(?i)(?:don't|do\s+not|never|stop|no\s+longer)\s*$|(?:不要|别|不用)$"
                      "|(?:では|じゃ)なく[、,]?$")
# Not a name: "叫我一声", "叫我一下".
_NO_NAME = re.compile("^(?:一声|一下|起床|起来|过去|过来)")


def addressed(description: str) -> bool:
    """Whether a record's description says what the person is called (condition 1)."""
    return _RECORD.search(strip_provenance(description or "")) is not None


def asks_name(text: str) -> bool:
    """Whether ``text`` asks to be called by a name: a change no change word says ("call
    me X" holds from now on), read by this rule alone."""
    plain = strip_provenance(text or "")
    return any(rule.search(plain) for rule in _ASK)


def address_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` asks to call the person by another name against a record of the name
    they are called by (module docstring), else 0."""
    plain = strip_provenance(text or "")
    if not addressed(description) or OTHER_PERSON.search(
            re.sub("(?<=[\u4e00-\u9fff])さん", "", plain)):
        return 0
    if names_other_old(plain, record):
        return 0  # another name given up ("call me Sam instead of Samuel" against Tom)
    for rule in _ASK:
        for m in rule.finditer(plain):
            name = m.group("name")
            if _NEGATED.search(plain[:m.start()]) or _NO_NAME.match(name):
                continue
            words = [t for t in statement_tokens(name) if t.content]
            if words and not all(record.covers(t) for t in words):
                return 1
    return 0


__all__ = ["address_change", "addressed", "asks_name"]
