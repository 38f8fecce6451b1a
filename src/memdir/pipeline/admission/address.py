"""How the person is addressed: the person asks to be called by another name, against a
record of the name they are called by.

"Address the user as Dr. Kowalczyk" and "Please just call me Marta, no need for the
title", 称呼用户为张先生 and 叫我小张就行, ユーザーを田中さんと呼ぶ and ケンと呼んでください
share no word: the request is the relation itself, with no word of change ("call me" asks
for what holds from now on). This rule reads one relation, in three languages:

1. the record says what the person is called: "Address / call / refer to the user (as)
   X", "The user goes by X", 称呼用户为 X, 称呼我 X, 叫我 X, ユーザーを X と呼ぶ, X と呼んで,
   or as the person's wish: "The user wants to be called X", 用户希望被称呼为 X, X と呼ばれ
   たい;
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

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.employer import another_subject
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import names_other_old
from memdir.pipeline.wording import strip_provenance

_RECORD = re.compile(
    r"(?i)^\s*(?:address|call|refer\s+to)\s+the\s+user\s+(?:as\s+)?\S"
    r"|^\s*the\s+user\s+(?:goes\s+by|prefers\s+to\s+be\s+called|is\s+called)\s+\S"
    # The name as the person's wish ("The user wants to be called Dr. Lee", 用户希望被称呼为
    # “王老师”, ユーザーは「田中先生」と呼ばれたい).
    r"|^\s*the\s+user\s+(?:wants|would\s+like|likes|prefers|asks)\s+to\s+be\s+"
    r"(?:called|addressed\s+as|referred\s+to\s+as)\s+\S"
    r"|^\s*(?:称呼(?:用户|我)|叫我|用户的(?:昵称|称呼)是)\S"
    r"|^\s*(?:用户|我)(?:希望|想|喜欢|要求)(?:被|别人)(?:称呼|称作|叫)(?:为|做|作)?\S"
    r"|^\s*(?:ユーザー|私)(?:のこと)?を.+?(?:と|って)呼"
    "|(?:と|って)呼(?:んで|ばれたい|ばれることを(?:希望|好む))")
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
                      "|(?:では|じゃ)なく[、,]?$" r"|(?i:n't|\bnot)\s*$")
# Not a name: "叫我一声", "叫我一下".
_NO_NAME = re.compile("^(?:一声|一下|起床|起来|过去|过来)")


# The person's pronouns, a pair ("she/her", "they / them"): how the person is referred
# to, as a name is how they are called. English alone has them as a setting of the person.
_PAIR = (r"(?:he|she|they|ze|xe|zie|ey|fae)\s*/\s*(?:him|her|them|hir|zir|xem|em|faer|hers"
         r"|theirs)(?:\s*/\s*[a-z]+)?")
_PRONOUN_RECORD = re.compile(rf"(?i)\bpronouns?\b.*?(?<![a-z]){_PAIR}(?![a-z])"
                             rf"|(?<![a-z]){_PAIR}(?![a-z]).*?\bpronouns?\b")
_PRONOUN_ASK = re.compile(
    rf"(?i)(?:\bi\s+(?:go\s+by|use|'m\s+using|am\s+using)|\bmy\s+pronouns\s+(?:are|is)"
    rf"(?:\s+now)?|\bpronouns\s*:)\s*(?P<pair>{_PAIR})(?![a-z])"
    rf"|\buse\s+(?P<for_me>{_PAIR})(?:\s+pronouns)?\s+for\s+me\b")
_PAIR_WORDS = re.compile(rf"(?i)(?<![a-z]){_PAIR}(?![a-z])")


def addressed(description: str) -> bool:
    """Whether a record's description says what the person is called or their pronouns
    (condition 1)."""
    plain = strip_provenance(description or "")
    return _RECORD.search(plain) is not None or _PRONOUN_RECORD.search(plain) is not None


def asks_name(text: str) -> bool:
    """Whether ``text`` asks to be called by a name or by pronouns: a change no change
    word says ("call me X", "I go by they/them" hold from now on), read by this rule
    alone."""
    plain = strip_provenance(text or "")
    return any(rule.search(plain) for rule in (*_ASK, _PRONOUN_ASK))


def _pronouns_change(plain: str, description: str) -> int:
    """1 if ``plain`` gives the person's pronouns as another pair than the record's
    ("i go by they/them these days" against "The user uses she/her pronouns"), else 0.
    Not another person's ("My partner goes by they/them"), nor in the negative."""
    if not _PRONOUN_RECORD.search(description) \
            or another_subject(_PAIR_WORDS.sub(" ", plain)):
        return 0
    held = {re.split(r"\s*/\s*", m.group(0).casefold())[0]
            for m in _PAIR_WORDS.finditer(description)}
    for m in _PRONOUN_ASK.finditer(plain):
        pair = m.group("pair") or m.group("for_me")
        if not _NEGATED.search(plain[:m.start()]) \
                and re.split(r"\s*/\s*", pair.casefold())[0] not in held:
            return 1
    return 0


def address_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` asks to call the person by another name against a record of the name
    they are called by (module docstring), else 0."""
    plain = strip_provenance(text or "")
    if _pronouns_change(plain, strip_provenance(description or "")):
        return 1
    if not addressed(description) or another_subject(
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
